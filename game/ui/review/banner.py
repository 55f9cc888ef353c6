"""The replay opened from a review: the table at the reviewed moment, seen by the reviewed seat, under a banner
naming the move made and the one the search prefers (both outlined on the table when they are cards), with
"« Review" and "Play from here" (a new game from that moment: the same deal, the same bots, the seat yours)."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

import pygame
from pygame import FRect

from game.replay import ReplayMatch
from game.ui.i18n import lang, tr
from game.ui.review.text import CLASS_COLOURS, MADE, class_name, num
from game.ui.scene import AppContext, Scene
from game.ui.widgets import gfx

if TYPE_CHECKING:
    from game.ui.screens.replayview import ReplayTable

ROWS = 4.6   # the banner's height in replay-bar font sizes (the replay table leaves it free)
CARD_VERBS = ("use", "power", "culture", "destroy", "copy", "choose", "swap", "pick", "look")


def open_replay(app: AppContext, record: dict, review: dict, ply: int) -> None:
    """Push the replay table, its bar and the review banner over the review; closing pops the three."""
    rep = ReplayMatch(record, review["seat"])
    rep.goto(ply)
    table = cast("ReplayTable", app.make("replay_table", rep, ROWS))   # make() types every scene as the base Scene
    scenes: list = [table]

    def close() -> None:
        for s in reversed(scenes):
            app.pop(s)

    controls = app.make("replay_controls", table, close)
    banner = app.make("review_banner", table, review, record, close)
    scenes += [controls, banner]
    for s in scenes:
        app.push(s)
    table.show(False)


def from_here_record(record: dict, seat: int, ply: int) -> dict:
    """The record cut to its first `ply` actions, the reviewed seat human, every other seat as it was."""
    seats = list(record.get("seats") or ["bot:normal"] * record["players"])
    seats[seat] = "human"
    return {**record, "seats": seats, "actions": list(record["actions"][:ply])}


def play_from_here(app: AppContext, record: dict, seat: int, ply: int) -> str:
    """Start playing the game from action `ply` (via `continue_file` on a copy in the cache); '' or the problem."""
    from game.gamefile import SaveError
    from game.paths import user_dir
    from game.storage import write_json
    path = Path(user_dir("cache")) / "review" / "from_here.json"
    try:
        write_json(path, from_here_record(record, seat, ply))
        app.continue_file(path)
    except (SaveError, OSError) as exc:
        return tr("rv:play_failed", why=str(exc))
    return ""


class ReviewBanner(Scene):
    """Transparent: a strip under the replay bar for the reviewed decision at the replay's position."""

    transparent = True

    def __init__(self, app: AppContext, table: ReplayTable, review: dict, record: dict,
                 close: Callable[[], None]) -> None:
        super().__init__(app)
        self.table = table
        self.replay: ReplayMatch = table.match
        self.review, self.record, self.close = review, record, close
        self.decisions = {d["ply"]: d for d in review["decisions"]}
        self.message = ""
        self.buttons: list[gfx.Button] = []
        self.resize(app.size)

    @property
    def decision(self) -> dict | None:
        return self.decisions.get(self.replay.pos)

    @property
    def fs(self) -> int:
        from game.ui.screens.replayview import bar_fs
        return bar_fs(self.app.size[1])

    def strip(self) -> FRect:
        from game.ui.screens.replayview import bar_height
        W, H = self.app.size
        return FRect(0, bar_height(H), W, int(self.fs * ROWS))

    def resize(self, size: tuple[int, int]) -> None:
        fs = self.fs
        s = self.strip()
        bh = fs * 1.9
        y = s.y + (s.h - bh) / 2
        self.buttons = [
            gfx.Button(tr("rv:to_review"), FRect(s.right - fs * 20.5, y, fs * 8, bh), self.close, size=fs),
            gfx.Button(tr("rv:play_here"), FRect(s.right - fs * 12, y, fs * 11.5, bh), self.play, primary=True,
                       size=fs),
        ]

    def play(self) -> None:
        self.message = play_from_here(self.app, self.record, self.review["seat"], self.replay.pos)

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.handle(ev):
                return None
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.strip().collidepoint(ev.pos):
            return None
        return ev

    def busy(self) -> bool:
        return self.decision is not None and self.decision["played"] != self.decision["best"]

    # ------------------------------------------------------------------ where the moves are on the table

    def card_rect(self, action: str) -> FRect | None:
        """The table card an action is about (a hand card, a card to activate, the card in the slot), in window
        coordinates; None when it is not a card."""
        from game.ui.table.sprites import face_for
        verb, _, arg = action.partition(" ")
        view = self.table.view
        if verb in ("play", "transform"):
            slots = view["seats"][self.review["seat"]].get("slots") or []
            arg = str(slots[-1]) if slots else ""
        elif verb not in CARD_VERBS:
            return None
        ident = arg.split(" ")[0]
        cards = self.table.layout.cards
        rect = cards.get(f"hand:{ident}")
        if rect is None:
            rect = next((r for k, r in cards.items() if face_for(k, view)[1] == ident), None)
        if rect is None:
            return None
        return FRect(rect).move(0, self.strip().bottom)

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        fs = self.fs
        s = self.strip()
        d = self.decision
        gfx.panel(surf, s, alpha=235, radius=0)
        text_w = s.w - fs * 22
        lg = lang()
        if d is None:
            line1 = tr("rv:banner_none", pos=self.replay.pos, name=self.review["name"])
            gfx.blit_text(surf, gfx.fit_text(self.message or line1, fs, text_w), (fs, s.centery), fs,
                          gfx.RED if self.message else gfx.DIM, anchor="midleft")
        else:
            played, best = d["labels"][lg]
            colour = CLASS_COLOURS[d["class"]]
            pygame.draw.rect(surf, colour, FRect(0, s.y, fs * 0.4, s.h))
            sm = gfx.small(fs, 0.9)
            if d["played"] == d["best"]:
                lines = [(tr("rv:banner_best", ply=d["ply"], played=played), fs, colour, True)]
            else:
                loss = tr("rv:loss", v=num(d["vp_loss"]), pm=num(d["vp_loss_pm"]))
                lines = [(tr("rv:banner", cls=class_name(d["class"]).capitalize(), ply=d["ply"], loss=loss), fs,
                          colour, True),
                         (self._moves(d, played, best), sm, gfx.TEXT, False)]
            lines.append((self.message or d["reasons"][lg], sm, gfx.RED if self.message else gfx.DIM, False))
            y = s.y + fs * 0.35
            for text, size, col, bold in lines:
                gfx.blit_text(surf, gfx.fit_text(text, size, text_w, bold), (fs, y), size, col, bold)
                y += size * 1.35
            self._outline(surf, d)
        for b in self.buttons:
            b.draw(surf)

    def _moves(self, d: dict, played: str, best: str) -> str:
        """'Played: X (blue outline) · preferred: Y (gold outline)', the outlines named only when drawn."""
        made = tr("rv:made", move=played) + (" " + tr("rv:blue") if self.card_rect(d["played"]) else "")
        pref = tr("rv:pref", move=best) + (" " + tr("rv:gold") if self.card_rect(d["best"]) else "")
        return made + "  ·  " + pref

    def _outline(self, surf: pygame.Surface, d: dict) -> None:
        """The move made in blue and the preferred one in pulsing gold, around their cards."""
        if d["played"] == d["best"]:
            return
        g = 3 + int(2 * (1 + math.sin(pygame.time.get_ticks() / 250)))
        made, best = self.card_rect(d["played"]), self.card_rect(d["best"])
        for rect, colour, width, tag in ((made, MADE, 4, "rv:tag_made"), (best, gfx.GOLD, g + 1, "rv:tag_best")):
            if rect is None:
                continue
            gfx.marked_card(surf, rect, colour, width, tr(tag), self.fs)
