"""The table layout is a pure function: no overlapping cards, everything inside the window."""

import random

import pytest

from game.rules import apply, legal_actions, new_game, view_for
from game.ui.table.layout import all_inside, compute, overlaps

SIZES = [(1280, 720), (1920, 1080)]


def _views(players: int, seed: int):
    """Views of every seat at a spread of moments of a random game (all phases, full late-game kingdoms)."""
    st = new_game(players, seed)
    rng = random.Random(seed)
    out = []
    i = 0
    while not st.over:
        if i % 7 == 0 or st.phase != "draft":
            out.append(view_for(st, st.to_act))
        st, _ = apply(st, rng.choice(legal_actions(st)))
        i += 1
    out += [view_for(st, s) for s in range(players)]
    return out


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_no_overlap_and_inside(players):
    views = _views(players, 11 + players)
    phases = {v["phase"] for v in views}
    assert {"draft", "kingdom", "over"} <= phases
    for v in views:
        for size in SIZES:
            lay = compute(v, size)
            assert lay.cards, "a table always shows cards (decks, Immortal)"
            assert overlaps(lay) == [], (players, size, v["phase"])
            assert all_inside(lay), (players, size, v["phase"])
            plays = lay.zones.get("plays")   # the "Plays left" label is never covered by a card
            assert plays is None or not any(plays.colliderect(r) for r in lay.cards.values()), (players, size)


@pytest.mark.parametrize("players", [3, 6])
def test_everyone_visible(players):
    """Every other seat has a panel and every token counter; piles and the hand are placed."""
    st = new_game(players, 5)
    v = view_for(st, st.to_act)
    lay = compute(v, (1280, 720))
    for s in range(players):
        for what in ("coins", "mil", "sci", "cha", "culture", "vp", "sup", "won", "diamond", "hand"):
            assert f"stat{s}:{what}" in lay.zones
    for key in ("deck", "discard", "cdeck", "cdiscard"):
        assert key in lay.cards
    assert all(f"hand:{k}" in lay.cards for k in v["me"]["hand"])
    assert "slot0" in lay.zones


def test_pure():
    st = new_game(4, 3)
    v = view_for(st, 0)
    a = compute(v, (1600, 900))
    b = compute(v, (1600, 900))
    assert a.cards == b.cards and a.zones == b.zones


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_hand_inside_the_window_at_1280x720(players):
    """The hand, fanned (turned, the middle raised) and glowing, is not clipped by the bottom edge, and stays in
    its row: inside your panel, below the slots."""
    from game.ui.table.layout import hand_bounds
    views = [v for v in _views(players, 30 + players) if v["phase"] == "draft" and v["me"]["hand"]]
    assert views
    for v in views:
        for size in SIZES:
            lay = compute(v, size)
            hand = [f"hand:{k}" for k in v["me"]["hand"]]
            row = lay.zones["hand"]
            for key, b in zip(hand, hand_bounds(lay, hand)):
                assert 0 <= b.top and b.bottom <= size[1], (players, size, key, b)
                assert row.top - 0.5 <= b.top and b.bottom <= row.bottom + 0.5, (players, size, key, b, row)
                assert b.bottom <= lay.zones["me"].bottom, (players, size, key)
            big = min(lay.cards[k].h for k in hand)
            assert big >= row.h * 0.8, "the hand keeps most of its row's height"
