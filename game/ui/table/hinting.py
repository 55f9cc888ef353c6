"""The Hint button (key H): the Hard bot's suggestion with its reason (one line of the game review), in the background.

A part of TableScene (game/ui/table/scene.py): `Hinter` owns the running search, the hint shown and the hints each
seat asked for. The search runs in a thread on the viewer's own view (never the
state); it is dropped if the player acts first, and shown only to the seat to act (in hot-seat, behind the curtain).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from pygame import FRect

from game.labels import choice_card
from game.ui.i18n import STRINGS, lang, tr

if TYPE_CHECKING:
    from game.bots.hint import Hint
    from game.ui.table.context import TableContext

STRINGS.update({
    "hint_btn": ("Hint (H)", "Conseil (H)"),
    "hint_thinking": ("Thinking…", "Réflexion…"),
    "hint_title": ("Hint: {label}", "Conseil : {label}"),
    "hint_tag": ("Hint", "Conseil"),
})


class Hinter:
    """The Hint button's search and its answer, for the seat in front of the screen."""

    def __init__(self, scene: TableContext) -> None:
        self.scene = scene
        self.job: tuple | None = None        # (ply, seat, cancel event, result box) while a hint is searched
        self.shown: Hint | None = None
        self.used: dict[int, int] = {}        # hints each seat asked for (the end screen tells)

    @property
    def searching(self) -> bool:
        """A search runs in the background."""
        return self.job is not None

    def request(self) -> None:
        """Start the search for the viewer's decision (no-op if one runs or it is not their decision)."""
        scene = self.scene
        legal = scene._legal()
        if not legal or self.job is not None:
            return
        view, ply, seat = scene.view, scene.match.ply, scene.viewer
        cancel = threading.Event()
        box: dict[str, Hint | None] = {}   # None: the search failed
        card = choice_card(scene.match.actions)
        language = lang()

        def work() -> None:
            try:
                from game.bots.hint import hint  # the search loads with the first hint, not with the table
                box["hint"] = hint(view, legal, language, card=card, cancel=cancel)
            except Exception:  # noqa: BLE001 - a failed hint must never break the table
                box["hint"] = None

        self.job = (ply, seat, cancel, box)
        self.shown = None
        self.used[seat] = self.used.get(seat, 0) + 1
        threading.Thread(target=work, daemon=True).start()
        scene.panel.build()
        scene.refresh()

    def poll(self) -> None:
        """Show a finished hint if it still belongs to the position on screen."""
        job = self.job
        if job is None:
            return
        scene = self.scene
        ply, seat, cancel, box = job
        if ply != scene.match.ply or seat != scene.viewer or scene.spectator:
            cancel.set()
            self.job = None
            scene.refresh()
            return
        if "hint" in box:
            self.job = None
            h = box["hint"]
            self.shown = h if h is not None and not h.cancelled and h.action in scene._legal() else None
            scene.panel.build()
            scene.refresh()

    def drop(self) -> None:
        """The position changed: forget the shown hint and stop a running search."""
        if self.job is not None:
            self.job[2].set()
            self.job = None
        self.shown = None

    def lines(self) -> list[tuple[str, bool]]:
        """(text, bold) lines for the panel: thinking…, or the suggestion and its reason."""
        if self.job is not None:
            return [(tr("hint_thinking"), True)]
        h = self.shown
        if h is None:
            return []
        # one block per sentence (the gain and its ±, the reason in game terms, the win share): a panel too short
        # for all of them cuts after a whole sentence, never inside the first
        sentences = [s if s.endswith(".") else s + "." for s in h.reason.split(". ") if s]
        return [(tr("hint_title", label=h.label), True)] + [(s, False) for s in sentences]

    def target(self) -> tuple[FRect, bool] | None:
        """Where the suggested action is on screen (the card, slot button or option button), and whether it is one of
        the panel's option buttons (stacked: a mark's tag goes beside it, not above)."""
        h = self.shown
        if h is None:
            return None
        scene = self.scene
        verb, _, arg = h.action.partition(" ")
        lay = scene.layout
        if verb == "pick":
            r = lay.cards.get(f"hand:{arg}")
            return None if r is None else (r, False)
        for key, action in scene.pointer.targets().items():
            if action == h.action:
                r = lay.cards.get(key)
                return None if r is None else (r, False)
        for b in scene.panel.buttons:
            if getattr(b, "action_name", None) == h.action:
                return FRect(b.rect), True
        return None
