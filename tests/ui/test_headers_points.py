"""Each opponent's header shows their public points so far, yours your points with your Immortal counted; hovering
them gives the breakdown."""

import pygame
import pytest

from game.match import Match
from game.ui.table import TableScene
from game.ui.table.publicpoints import own_points, own_tip, own_total, points_tip, public_points, public_total
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
    assert "pts0" in scene.layout.zones and f"{own_total(scene.view, 0)} VP" in texts   # yours, Immortal counted
    zone = scene.layout.zones["pts2"]
    scene.pointer.mouse = (zone.centerx, zone.centery)
    tip = scene.tips.spot_tip()
    assert tip == points_tip(scene.view, 2, "Bot 3")
    assert tip.startswith("Bot 3: 7 VP so far") and "VP tokens: 7" in tip and "hidden Immortal" in tip


@pytest.mark.parametrize("n,seed", [(3, 2), (4, 5), (6, 3)])
def test_your_points_count_your_hidden_immortal_as_the_final_scoring_does(n, seed):
    """Your header counts your own Immortal, hidden from the others, as the final scoring will: at the end of a
    game, with that Immortal hidden again, your points are your final breakdown (3 players: the one you keep)."""
    match = Match(["bot:easy"] * n, [f"Bot {i + 1}" for i in range(n)], seed, autosave=False)
    _finish(match)
    counted = 0
    for seat in range(n):
        view = match.view(seat)
        final = view["result"]["players"][seat]["breakdown"]
        hidden = {**view, "seats": [{**row, "immortal": None} if s == seat else row
                                    for s, row in enumerate(view["seats"])]}
        assert own_points(hidden, seat) == final
        assert own_total(hidden, seat) == sum(final.values())
        counted += own_total(hidden, seat) > public_total(hidden, seat)   # what the others do not see
    assert counted   # some Immortal scored: the hidden one was really counted


def test_your_header_tip_says_what_the_others_see(app):
    match = Match(["human", "bot:easy", "bot:easy", "bot:easy"], ["Ana", "Bot 2", "Bot 3", "Bot 4"], 5,
                  autosave=False)
    while match.view(0)["round"] < 2 and not match.over:
        if match.bot_to_act() is not None:
            match.run_bot_sync()
        else:
            legal = match.legal(0)
            match.submit(0, "end" if "end" in legal else legal[0])
    scene = TableScene(app, match)
    app.push(scene)
    scene.view = match.view(0)
    scene.forget_caches()
    scene.draw(pygame.Surface(app.size))
    zone = scene.layout.zones["pts0"]
    scene.pointer.mouse = (zone.centerx, zone.centery)
    tip = scene.tips.spot_tip()
    assert tip == own_tip(scene.view, 0, "Ana") and tip.startswith(f"Ana: {own_total(scene.view, 0)} VP so far")
    mine = own_points(scene.view, 0)
    im = scene.view["me"]["immortals"][0]
    assert mine["immortal"] == match.immortal_points(0, im)
    if own_total(scene.view, 0) != public_total(scene.view, 0):
        assert f"The others see {public_total(scene.view, 0)} VP" in tip
    else:
        assert "The others see" not in tip


def test_with_two_immortals_your_points_name_the_better():
    """3 players, before keeping one: your points count the better of your two Immortals, and the tip names it."""
    match = Match(["bot:easy"] * 3, ["Ana", "Bot 2", "Bot 3"], 4, autosave=False)
    while match.view(0)["round"] < 2 and not match.over:
        match.run_bot_sync()
    view = match.view(0)
    two = view["me"]["immortals"]
    assert len(two) == 2
    each = {im: match.immortal_points(0, im) for im in two}
    best = max(two, key=lambda im: sum(own_points({**view, "me": {**view["me"], "immortals": [im]}}, 0).values()))
    assert own_points(view, 0)["immortal"] == each[best]
    from game import labels
    assert f"Counted with {labels.card_name(best, 'en')}, the better of your two" in own_tip(view, 0, "Ana")
