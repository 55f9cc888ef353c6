"""Seeded bot games for the explanation screens' tests: every batch of events as one seat saw it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.match import Match
from game.ui.panels.explain import flat


@dataclass
class Batch:
    """The events one action returned for `seat`, the seat's view after it and its whole log so far."""

    events: list[dict]
    view: dict
    log: list[dict]
    state: object   # the rules' state after the action (tests compare the screens with it)


@lru_cache(maxsize=32)
def play(n: int, seed: int, seat: int = 0) -> list[Batch]:
    """All batches of a bot game of n players, seen by `seat`."""
    match = Match(["bot:easy"] * n, [f"Player {i + 1}" for i in range(n)], seed, autosave=False)
    out = []
    while not match.over:
        ply = match.ply
        match.run_bot_sync()
        out.append(Batch(match.events_since(ply, seat), match.view(seat), flat(match.log_for(seat)),
                         match._state.clone()))
    return out


class TextSizes:
    """Records the size of every text drawn through gfx.text while installed."""

    def __init__(self, monkeypatch) -> None:
        from game.ui.widgets import gfx
        self.sizes: list[int] = []
        orig = gfx.text

        def text(s, size, *a, **kw):
            if s.strip():
                self.sizes.append(int(size))
            return orig(s, size, *a, **kw)

        monkeypatch.setattr(gfx, "text", text)


def draw(app, scene, size: tuple[int, int]) -> pygame.Surface:
    """Draw `scene` alone over a felt background at `size`; return the surface."""
    from game.ui.widgets import gfx
    surf = pygame.Surface(size)
    surf.blit(gfx.felt(size), (0, 0))
    scene.resize(size)
    scene.draw(surf)
    return surf
