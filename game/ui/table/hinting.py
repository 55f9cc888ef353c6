"""The Hint button (key H): the Hard bot's suggestion with its reason (one line of the game review), in the background.

A part of TableScene (game/ui/table/scene.py). The search runs in a thread on the viewer's own view (never the
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

STRINGS.update({
    "hint_btn": ("Hint (H)", "Conseil (H)"),
    "hint_thinking": ("Thinking…", "Réflexion…"),
    "hint_title": ("Hint: {label}", "Conseil : {label}"),
    "hint_tag": ("Hint", "Conseil"),
})


class TableHinting:
    """Hints: mixed into TableScene."""

    def request_hint(self) -> None:
        """Start the search for the viewer's decision (no-op if one runs or it is not their decision)."""
        legal = self._legal()
        if not legal or self.hint_job is not None:
            return
        view, ply, seat = self.view, self.match.ply, self.viewer
        cancel = threading.Event()
        box: dict[str, Hint] = {}
        card = choice_card(self.match.actions)
        language = lang()

        def work() -> None:
            try:
                from game.bots.hint import hint  # the search loads with the first hint, not with the table
                box["hint"] = hint(view, legal, language, card=card, cancel=cancel)
            except Exception:  # noqa: BLE001 - a failed hint must never break the table
                box["hint"] = None

        self.hint_job = (ply, seat, cancel, box)
        self.hint_shown = None
        self.hints_used[seat] = self.hints_used.get(seat, 0) + 1
        threading.Thread(target=work, daemon=True).start()
        self._build_panel()
        self._layer_gen += 1
        self.dirty = True

    def _poll_hint(self) -> None:
        """Show a finished hint if it still belongs to the position on screen."""
        job = self.hint_job
        if job is None:
            return
        ply, seat, cancel, box = job
        if ply != self.match.ply or seat != self.viewer or self.spectator:
            cancel.set()
            self.hint_job = None
            self._layer_gen += 1
            self.dirty = True
            return
        if "hint" in box:
            self.hint_job = None
            h = box["hint"]
            self.hint_shown = h if h is not None and not h.cancelled and h.action in self._legal() else None
            self._build_panel()
            self._layer_gen += 1
            self.dirty = True

    def _drop_hint(self) -> None:
        """The position changed: forget the shown hint and stop a running search."""
        if self.hint_job is not None:
            self.hint_job[2].set()
            self.hint_job = None
        self.hint_shown = None

    def hint_lines(self) -> list[tuple[str, bool]]:
        """(text, bold) lines for the panel: thinking…, or the suggestion and its reason."""
        if self.hint_job is not None:
            return [(tr("hint_thinking"), True)]
        h = self.hint_shown
        if h is None:
            return []
        # one block per sentence (the gain and its ±, the reason in game terms, the win share): a panel too short
        # for all of them cuts after a whole sentence, never inside the first
        sentences = [s if s.endswith(".") else s + "." for s in h.reason.split(". ") if s]
        return [(tr("hint_title", label=h.label), True)] + [(s, False) for s in sentences]

    def hint_target(self) -> FRect | None:
        """Where the suggested action is on screen: the card, slot button or option button."""
        h = self.hint_shown
        if h is None:
            return None
        verb, _, arg = h.action.partition(" ")
        lay = self.layout
        if verb == "pick":
            return lay.cards.get(f"hand:{arg}")
        for key, action in self._targets().items():
            if action == h.action:
                return lay.cards.get(key)
        for b in self.buttons:
            if getattr(b, "action_name", None) == h.action:
                return b.rect
        return None
