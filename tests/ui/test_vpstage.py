"""The staged VP phase: reveals in call order, skippable, instant at speed 0, then the results."""

import pygame
import pytest

from game.rules import default_db
from game.ui import i18n
from game.ui.panels.explain import since_last
from game.ui.panels.vpstage import VpStageScene
from tests.ui.explain_games import TextSizes, draw, play


def _stages(n, seed):
    out = []
    for b in play(n, seed):
        if any(e["t"] in ("immortal_reveal", "tomorrow", "score") for e in b.events):
            out.append((b, any(e["t"] == "game_over" for e in b.events)))
    return out


def _scene(app, b, final, n):
    return VpStageScene(app, b.view, since_last(b.log, "vp"), [f"Player {i + 1}" for i in range(n)], 0, b.events,
                        final, ["human"] + ["bot:easy"] * (n - 1))


@pytest.mark.parametrize("n", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_draws_mid_flip_and_at_the_end_with_readable_text(app, monkeypatch, n, size, lang):
    sizes = TextSizes(monkeypatch)
    i18n.set_lang(lang)
    try:
        for b, final in _stages(n, 4):
            scene = _scene(app, b, final, n)
            for age in (0.1, 0.7, 1e6):
                scene.age = age
                draw(app, scene, size)
    finally:
        i18n.set_lang("en")
    assert sizes.sizes and min(sizes.sizes) >= 13


def test_beats_follow_the_call_order():
    db = default_db()
    for n in (3, 6):
        for b, _ in _stages(n, 4):
            called = [e["immortal"] for e in b.events if e["t"] == "immortal_reveal"]
            assert called == sorted(called, key=lambda i: db.immortal_by_id[i].number)


def test_skip_then_close_opens_the_results(app):
    b, final = _stages(4, 3)[-1]
    assert final
    scene = _scene(app, b, final, 4)
    app.push(scene)
    app.step(1 / 60, [])
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
    app.step(1 / 60, [space])       # the first press shows the final state
    assert scene in app.stack.scenes and scene.age >= scene.playing()
    app.step(1 / 60, [space])       # the second closes and opens the results
    assert scene not in app.stack.scenes and type(app.stack.top).__name__ == "ResultsScene"


def test_instant_speed_shows_the_final_state_at_once(app):
    app.set_speed(0.0)
    b, final = _stages(4, 3)[-1]
    scene = _scene(app, b, final, 4)
    assert scene.playing() == 0.0 and scene._spot() is None
    assert all(scene._beat_t(s) in (None, 1e9) for s in range(4))
