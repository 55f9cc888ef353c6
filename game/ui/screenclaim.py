"""Who has the screen: every overlay that claims it over the table goes through one queue, shown one at a time.

Claims come in kinds, ranked: what happened first (PANEL: the end of a draft, Supremacy, the VP reveal), then the
hand-over (CURTAIN), then questions (CONFIRM, then CHOICE: a decision the player must answer), then the end of the
game (RESULTS). At most one claim is on the stack; the others wait in rank order (first come, first served within a
rank). A claim that comes in with a better rank than the one shown takes its place only while the shown one has not
been drawn yet (both were claimed by the same batch of events); otherwise the shown one stays until it leaves.

When a panel leaves the screen, clicks on the table are ignored for CLICK_GUARD_S: the click that closed it (or one
meant for it, if it went on by itself) never lands on a card. Questions (curtain, confirmation, choice) close on a
click of their own button or card and need no such pause.

Non-modal things ask before they show: the table's banners wait while any claim is up (table/scene.py), the
tutorial's tips while a panel or question is up (`tips_may_show`), and never cover `keep_clear`. No pygame here.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

PANEL, CURTAIN, CONFIRM, CHOICE, RESULTS = "panel", "curtain", "confirm", "choice", "results"
RANK = {PANEL: 0, CURTAIN: 1, CONFIRM: 2, CHOICE: 3, RESULTS: 4}
CLICK_GUARD_S = 0.3   # seconds after a claim leaves the screen during which clicks on the table do nothing


def order(claims: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """(kind, arrival number) pairs in the order they get the screen: by rank, then by arrival."""
    return sorted(claims, key=lambda c: (RANK[c[0]], c[1]))


class ScreenClaims:
    """The queue of overlays over one table. `app` gives push/pop and the stack; `clock` the time in seconds."""

    def __init__(self, app: Any, clock: Callable[[], float] = time.monotonic,
                 on_change: Callable[[], None] | None = None) -> None:
        self.app = app
        self.clock = clock
        self.on_change = on_change           # told whenever the shown claim changes (the table's banners)
        self.shown: tuple[str, Any] | None = None
        self.shown_frame = -1                # app.frames when the shown claim went up
        self.waiting: list[tuple[str, int, Any]] = []
        self.arrivals = 0
        self.released_at: float | None = None
        self.peak = 0                        # most claims ever on the stack at once (tests check it stays 1)
        self.history: list[tuple[str, str]] = []   # (kind, scene class) in the order they were shown

    # ------------------------------------------------------------------ claiming

    def claim(self, scene: Any, kind: str) -> None:
        """Ask for the screen: shown now if it is free, else queued by rank."""
        if kind not in RANK:
            raise ValueError(f"unknown screen claim kind {kind!r}")
        self.sync()
        scene.claimed_by = self
        self.arrivals += 1
        if self.shown is not None and RANK[kind] < RANK[self.shown[0]] and not self._drawn():
            old_kind, old = self.shown   # same batch, not seen yet: the better-ranked claim goes first
            self.app.pop(old)
            self.shown = None
            self.waiting.insert(0, (old_kind, -1, old))
        self.waiting.append((kind, self.arrivals, scene))
        self._advance()

    def drop(self, scene: Any) -> None:
        """Take a claim back (queued or shown), e.g. a choice an undo took away."""
        self.waiting = [w for w in self.waiting if w[2] is not scene]
        if self.shown is not None and self.shown[1] is scene:
            if scene in self.app.stack.scenes:
                self.app.pop(scene)
            self._release()
        self._advance()

    def sync(self) -> None:
        """Notice a shown claim that left the stack (it closed itself) and show the next one."""
        if self.shown is not None and self.shown[1] not in self.app.stack.scenes:
            self._release()
        self._advance()

    def _release(self) -> None:
        if self.shown is not None and self.shown[0] == PANEL:
            self.released_at = self.clock()
        self.shown = None
        if self.on_change is not None:
            self.on_change()

    def _drawn(self) -> bool:
        return getattr(self.app, "frames", 0) > self.shown_frame

    def _advance(self) -> None:
        if self.shown is not None or not self.waiting:
            return
        self.waiting.sort(key=lambda w: (RANK[w[0]], w[1]))
        kind, _, scene = self.waiting.pop(0)
        self.shown = (kind, scene)
        self.shown_frame = getattr(self.app, "frames", 0)
        self.history.append((kind, type(scene).__name__))
        self.app.push(scene)
        self.peak = max(self.peak, self.on_stack())
        if self.on_change is not None:
            self.on_change()

    # ------------------------------------------------------------------ questions

    @property
    def modal(self) -> Any:
        """The claim on the screen now, or None."""
        return self.shown[1] if self.shown is not None else None

    @property
    def kind(self) -> str | None:
        return self.shown[0] if self.shown is not None else None

    def busy(self) -> bool:
        """A claim is shown or waiting."""
        return self.shown is not None or bool(self.waiting)

    def waiting_for(self, scene: Any) -> bool:
        return any(w[2] is scene for w in self.waiting)

    def on_stack(self) -> int:
        """How many claimed scenes (shown or not) are on the stack now: never more than one."""
        mine = {id(w[2]) for w in self.waiting}
        if self.shown is not None:
            mine.add(id(self.shown[1]))
        return sum(1 for s in self.app.stack.scenes if id(s) in mine or getattr(s, "claimed_by", None) is self)

    def guarding(self) -> bool:
        """True while a claim is up or waiting, and for CLICK_GUARD_S after a panel left the screen."""
        if self.busy():
            return True
        return self.released_at is not None and self.clock() - self.released_at < CLICK_GUARD_S

    def tips_may_show(self) -> bool:
        """Tips (the tutorial's) may show over nothing, a choice or the results, never over a panel or question."""
        return self.kind in (None, CHOICE, RESULTS)

    def tip_room(self) -> Any:
        """An empty place on the shown claim where a tip may sit (the scene's `tip_room()`), or None."""
        scene = self.modal
        room = getattr(scene, "tip_room", None) if scene is not None else None
        return room() if room is not None else None

    def keep_clear(self) -> list[Any]:
        """The rects a tip must not cover on the shown claim: its buttons and cards (the scene's `keep_clear()`)."""
        scene = self.modal
        rects = getattr(scene, "keep_clear", None) if scene is not None else None
        return list(rects()) if rects is not None else []
