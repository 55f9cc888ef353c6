"""Checks that must hold after every action (used by the fuzz tests and `simulate --check`)."""

from __future__ import annotations

from .state import GameState


def check_invariants(st: GameState) -> None:
    """Raise AssertionError naming the first broken invariant."""
    db = st.db
    expected = len(db.civ) - (sum(1 for c in db.civ if c.four_plus) if st.n == 3 and
                              db.three_players["remove"] == "four_plus" else 0)
    places: list[int] = st.deck + st.discard + st.wonders + st.revealed + st.looked
    for p in st.players:
        places += p.buildings + p.heroes + p.hand + [s[0] for s in p.slots]
    assert len(places) == expected, f"{len(places)} Civilization cards in play areas, expected {expected}"
    assert len(set(places)) == len(places), "a Civilization card is in two places"
    com = st.commerce_deck + st.commerce_discard + st.commerce_revealed
    assert sorted(com) == list(range(len(db.commerce))), "Commerce cards lost or duplicated"
    caps = db.game["caps"]
    for i, p in enumerate(st.players):
        for res in ("coins", "mil", "sci", "cha", "vp", "sup", "won", "diamond"):
            assert getattr(p, res) >= 0, f"seat {i} has negative {res}"
        assert p.coins <= caps["coins"], f"seat {i} has {p.coins} coins"
        assert p.civ <= caps["civ"], f"seat {i} has {p.civ} civilization tokens"
    assert all(c >= 0 for c in st.culture), "negative Culture"
    total_d = sum(p.diamond for p in st.players) + st.diamonds_left
    assert total_d == db.game["diamonds"], f"diamonds: {total_d} in the game"
    in_play = {u for p in st.players for u in p.buildings + p.heroes}
    assert all(st.culture[u] == 0 for u in range(len(db.civ)) if u not in in_play), "Culture on a card out of play"
    assert st.over == (st.phase == "over"), f"over is {st.over} in phase {st.phase}"
    if not st.over:
        assert st.pending is not None and st.pending.options, "no decision pending before the end"
