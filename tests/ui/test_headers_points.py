"""Each opponent's header shows their public points so far; hovering them gives the breakdown."""

import pygame
import pytest

from game.match import Match
from game.ui.table import TableScene
from game.ui.table.publicpoints import points_tip, public_points, public_total
from game.ui.widgets import gfx


def _finish(match):
    while not match.over:
        match.run_bot_sync()


@pytest.mark.parametrize("n,seed", [(3, 2), (5, 3)])
def test_public_points_are_the_final_scoring_once_everything_is_public(n, seed):
    match = Match(["bot:easy"] * n, [f"Bot {i + 1}" for i in range(n)], seed, autosave=False)
    _finish(match)
    view = match.view(0)
    for s in range(n):
        assert public_points(view, s) == view["result"]["players"][s]["breakdown"]


def test_a_hidden_immortal_counts_nothing_mid_game():
    match = Match(["bot:easy"] * 4, [f"Bot {i + 1}" for i in range(4)], 5, autosave=False)
    while match.view(0)["round"] < 2 and not match.over:
        match.run_bot_sync()
    view = match.view(0)
    hidden = [s for s in range(1, 4) if view["seats"][s]["immortal"] is None]
    assert hidden   # (Justice may have been revealed)
    for s in range(1, 4):
        row = view["seats"][s]
        pts = public_points(view, s)
        assert pts["vp_tokens"] == row["vp"] and pts["supremacy"] >= row["sup"]
        assert public_total(view, s) == sum(pts.values())
        if s in hidden:
            assert pts["immortal"] == 0
    assert any(public_total(view, s) > 0 for s in range(1, 4))   # round 1 scored something public


def test_header_shows_points_and_hover_gives_the_breakdown(app):
    match = Match(["human", "bot:easy", "bot:easy", "bot:easy"], ["Ana", "Bot 2", "Bot 3", "Bot 4"], 5,
                  autosave=False)
    scene = TableScene(app, match)
    app.push(scene)
    scene.view = match.view(0)
    scene.view["seats"][2]["vp"] = 7   # a public count the header must add up
    scene.forget_caches()
    texts = []
    real = gfx.text

    def text(s, *a, **k):
        texts.append(s)
        return real(s, *a, **k)

    gfx.text = text
    try:
        scene.draw(pygame.Surface(app.size))
    finally:
        gfx.text = real
    assert "7 VP" in texts
    assert "pts0" not in scene.layout.zones   # your own header: your Immortal's score is in the side panel
    zone = scene.layout.zones["pts2"]
    scene.pointer.mouse = (zone.centerx, zone.centery)
    tip = scene.tips.spot_tip()
    assert tip == points_tip(scene.view, 2, "Bot 3")
    assert tip.startswith("Bot 3: 7 VP so far") and "VP tokens: 7" in tip and "hidden Immortal" in tip
