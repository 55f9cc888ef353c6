"""Readability check: play a scripted game at one window size and record the smallest text the table draws.

Used by the tests (no text below gfx.MIN_TEXT at 1280x720) and by bench/ui.py (`min_text_px`). Besides the frames
of the game itself it hovers every card and counter once per phase, so tooltips and the enlarged card count too.
The text inside card faces counts as well: every face the table blits is recorded with the height it is drawn at and
the height it was rendered at, and its smallest font (art.face_min_text) is scaled by drawn/rendered height.
Beside it, layoutcheck.py counts texts that overflow or are clipped, and overlaps, on every screen.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, cast

from game.ui.cards import art
from game.ui.widgets import faces as faces_mod
from game.ui.widgets import gfx

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


def smallest_text(players: int, size: tuple[int, int] = (1280, 720), seed: int = 3, lang: str = "en",
                  max_frames: int = 30000) -> tuple[int, int]:
    """(smallest text size drawn, number of texts drawn) over a scripted game with one human and Easy bots."""
    import pygame

    from game.ui.app import App, Settings, UIConfig

    app = App(UIConfig(size=size, autosave=False, exit_at_end=True, autopilot_think=0.0),
              settings=Settings(lang=lang, anim_speed=0.0))
    app.start_game(["human"] + ["bot:easy"] * (players - 1), [f"Player {i + 1}" for i in range(players)], seed)
    table = cast("TableScene", app.stack.top)   # start_game replaced the stack with the new game's table
    gfx.measure_text(True)
    faces_mod.face_meter = set()
    phase = None
    try:
        for _ in range(max_frames):
            if not app.running:
                break
            events: list[pygame.event.Event] = []
            if table.view["phase"] != phase and app.stack.top is table:
                phase = table.view["phase"]
                for pos in hover_points(table):
                    ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                    app.step(0.6, [ev])   # long enough for the enlarged card to open
            app.step(1 / 60, events)
    finally:
        sizes = gfx.measure_text(False)
        faces, faces_mod.face_meter = faces_mod.face_meter, None
    face_sizes = [s for s, _ in face_text_sizes(faces, lang)]
    sizes = sizes + face_sizes
    return (min(sizes) if sizes else 0), len(sizes)


def face_text_sizes(faces: set[tuple[str, int, int]], lang: str) -> list[tuple[int, tuple[str, int, int]]]:
    """(smallest text px as seen on screen, (face, drawn h, rendered h)) for each recorded face that has text.

    A face rendered at height rh and drawn at height h shows its fonts scaled by h / rh; the result is rounded down."""
    out = []
    for name, h, rh in sorted(faces):
        size = art.face_min_text(name, lang, rh)
        if size is not None:
            out.append((math.floor(size * h / rh + 1e-9), (name, h, rh)))
    return out


def hover_points(table) -> list[tuple[int, int]]:
    """The centre of every card and counter on the table (hovered once per phase)."""
    lay = table.layout
    rects = list(lay.cards.values()) + [r for k, r in lay.zones.items() if k.startswith("stat")]
    return [(int(r.centerx), int(r.centery)) for r in rects]
