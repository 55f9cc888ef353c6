"""The stacked VP chart: every bar adds up to the rules' final score."""

import pygame
import pytest

from game.ui.widgets.chart import CATEGORIES, draw_stacked, nice_step, segments
from tests.ui.explain_games import play


@pytest.mark.parametrize("n", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_bars_add_up_to_the_final_scores(app, n, size):
    result = play(n, 5)[-1].view["result"]
    bars = [(p["name"], p["breakdown"], p["total"]) for p in result["players"]]
    surf = pygame.Surface(size)
    drawn = draw_stacked(surf, pygame.FRect(10, 10, size[0] * 0.5, size[1] * 0.5), bars, size[1] // 45)
    i = 0
    for _, breakdown, total in bars:
        parts = segments(breakdown)
        assert sum(v for _, v in parts) == total
        assert [v for _, _, v in drawn[i:i + len(parts)]] == [v for _, v in parts]
        heights = [r.h for _, r, _ in drawn[i:i + len(parts)]]
        i += len(parts)
        assert all(h >= 1 for h in heights)
    assert i == len(drawn)


def test_categories_are_the_rules_categories():
    from game.rules.scoring import CATEGORIES as RULES
    assert tuple(c for c, _, _, _ in CATEGORIES) == RULES


def test_tick_steps_are_round():
    assert nice_step(5) == 1 and nice_step(28) == 5 and nice_step(61) == 20


def test_a_name_too_long_for_its_bar_is_given_in_its_shorter_wording_rather_than_cut():
    from game.ui.text import textfit
    surf = pygame.Surface((1280, 720))
    bars = [(("Joueur 1 (vous)", "Joueur 1"), {"immortal": 24}, 24)] + [(f"Bot {i}", {"immortal": 3}, 3)
                                                                         for i in range(2, 7)]
    textfit.recording(True)
    try:
        draw_stacked(surf, pygame.FRect(660, 70, 600, 450), bars, 16)
        texts = [m.text for m in textfit.recording(True) if m.kind == "text"]
    finally:
        textfit.recording(False)
    assert "Joueur 1" in texts and not any(t.endswith(textfit.ELLIPSIS) for t in texts), texts
    wide = [(("Joueur 1 (vous)", "Joueur 1"), {"immortal": 24}, 24)]
    textfit.recording(True)
    try:
        draw_stacked(surf, pygame.FRect(660, 70, 600, 450), wide, 16)
        assert "Joueur 1 (vous)" in [m.text for m in textfit.recording(True) if m.kind == "text"]
    finally:
        textfit.recording(False)
