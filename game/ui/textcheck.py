"""Readability check: play a scripted game at one window size and record the smallest text the table draws.

Used by the tests (no text below gfx.MIN_TEXT at 1280x720) and by bench/ui.py (`min_text_px`). Besides the frames
of the game itself it hovers every card and counter once per phase, so tooltips and the enlarged card count too.
"""

from __future__ import annotations

from game.ui import gfx


def smallest_text(players: int, size: tuple[int, int] = (1280, 720), seed: int = 3, lang: str = "en",
                  max_frames: int = 30000) -> tuple[int, int]:
    """(smallest text size drawn, number of texts drawn) over a scripted game with one human and Easy bots."""
    import pygame

    from game.ui.app import App, Settings, UIConfig

    app = App(UIConfig(size=size, autosave=False, exit_at_end=True, autopilot_think=0.0),
              settings=Settings(lang=lang, anim_speed=0.0))
    app.start_game(["human"] + ["bot:easy"] * (players - 1), [f"Player {i + 1}" for i in range(players)], seed)
    table = app.stack.top
    gfx.measure_text(True)
    phase = None
    try:
        for _ in range(max_frames):
            if not app.running:
                break
            events = []
            if table.view["phase"] != phase and app.stack.top is table:
                phase = table.view["phase"]
                for pos in _hover_points(table):
                    ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                    app.step(0.6, [ev])   # long enough for the enlarged card to open
            app.step(1 / 60, events)
    finally:
        sizes = gfx.measure_text(False)
    return (min(sizes) if sizes else 0), len(sizes)


def _hover_points(table) -> list[tuple[int, int]]:
    lay = table.layout
    rects = list(lay.cards.values()) + [r for k, r in lay.zones.items() if k.startswith("stat")]
    return [(int(r.centerx), int(r.centery)) for r in rects]
