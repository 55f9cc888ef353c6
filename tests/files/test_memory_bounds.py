"""Memory over a long session: games played one after another in one window free their match and table, and the
surface caches stay within their named byte bounds (bench/ui.py --memory-only reports the RSS figures)."""

import gc
import weakref

import pytest

from game.ui.widgets import faces as F
from game.ui.widgets import gfx


@pytest.fixture
def window(monkeypatch):
    import pygame

    from game.ui.app import App, Settings, UIConfig
    monkeypatch.setattr(F, "BASE_BYTES", 2 * 1024 * 1024)
    monkeypatch.setattr(F, "SIZED_BYTES", 2 * 1024 * 1024)
    monkeypatch.setattr(gfx._text_cache, "max_bytes", 1024 * 1024)
    app = App(UIConfig(size=(960, 540), autosave=False, exit_at_end=True, autopilot_think=0.0),
              settings=Settings(anim_speed=0.0))
    yield app
    monkeypatch.undo()
    gfx.reset_caches()
    pygame.quit()


def _play(app, seed: int):
    app.running = True
    app.start_game(["bot:easy"] * 3, ["A", "B", "C"], seed)
    table = app.stack.top
    match = table.match
    for _ in range(20000):
        if match.over:
            break
        app.step(1 / 60, [])
    for _ in range(5):
        app.step(1 / 60, [])
    assert match.over
    match.close()
    return weakref.ref(match), weakref.ref(table)


def test_games_in_one_window_free_their_match_and_stay_within_the_cache_bounds(window):
    assert gfx.TEXT_BYTES <= 16 * 1024 * 1024 and F.BASE_BYTES <= 32 * 1024 * 1024   # the shipped bounds
    refs = []
    for seed in (3, 4):
        refs.append(_play(window, seed))
        faces = window.faces
        assert faces._base.bytes <= 2 * 1024 * 1024 or len(faces._base) == 1
        assert faces._sized.bytes <= 2 * 1024 * 1024 or len(faces._sized) == 1
        assert gfx._text_cache.bytes <= 1024 * 1024 and len(gfx._text_cache) <= gfx._text_cache.cap
        assert faces._base and faces._sized and gfx._text_cache   # in use, not just empty
        assert faces._base.bytes == sum(faces._base._size(v) for v in faces._base.values())
    window.start_game(["bot:easy"] * 3, ["A", "B", "C"], 5)   # a third game replaces the second table
    gc.collect()
    assert [(m() is None, t() is None) for m, t in refs] == [(True, True), (True, True)]
