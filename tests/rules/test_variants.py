"""Rule variants: the choice changes the rules it names and nothing else; without one, today's rules."""

import pytest

from game.rules import default_db, determinize, new_game, replay, view_for
from game.rules.queries import roam_costs
from game.rules.scoring import immortal_points
from tests.rules.helpers import DB, discard, hold, legal, place, table, turn


def test_the_variants_are_loaded_with_todays_rules_as_defaults() -> None:
    ids = [v.id for v in DB.variants]
    assert ids == ["narashima_count", "roaming_route", "treasure_cap", "justice_three"]
    assert DB.choice == {v.id: v.default for v in DB.variants}
    assert DB.with_variants(None) is DB and DB.with_variants({"roaming_route": "cheaper"}) is DB
    alt = DB.with_variants({"roaming_route": "left"})
    assert alt is DB.with_variants({"roaming_route": "left"})          # built once per choice
    assert alt.game["roaming_route"] == "left" and DB.game["roaming_route"] == "cheaper"
    assert alt.non_default() == {"roaming_route": "left"} and DB.non_default() == {}
    for v in DB.variants:
        assert all(o.label["en"] and o.label["fr"] and o.explain["en"] and o.explain["fr"] for o in v.options)


def test_narashima_scores_the_destroyed_cards_instead_of_the_whole_discard() -> None:
    """Same position, two readings: 6 cards in the discard, of which 2 were destroyed."""
    st = table(immortals=["narashima", "galmi", "phoenix", "xian"])
    discard(st, 1, 2, 3, 4, 5, 6)
    st.destroyed = 2
    printed, _ = immortal_points(st, 0, "narashima")
    st.db = DB.with_variants({"narashima_count": "destroyed"})
    summary, _ = immortal_points(st, 0, "narashima")
    assert (printed, summary) == (12, 4)


def test_roaming_route_counts_the_way_it_names() -> None:
    """Seat 0 roams to seat 3's only Building in a 4-player game: 1 coin to the left, 1 + 2 + 2 + 1 to the right."""
    st = table()
    place(st, 1, 25, 27)
    place(st, 2, 29, 31)
    place(st, 3, 33)
    target = DB.by_key["33"]
    costs = {}
    for route in ("cheaper", "left", "right"):
        st.db = DB.with_variants({"roaming_route": route})
        costs[route] = roam_costs(st, 0)[target]
    assert costs["cheaper"] == min(costs["left"], costs["right"])
    assert costs["left"] != costs["right"]


@pytest.mark.parametrize("option,coins,usable", [
    ("allowed", 10, True), ("below", 10, False), ("below", 9, True)])
def test_treasure_at_ten_coins_only_if_the_variant_allows_it(option, coins, usable) -> None:
    st = table()
    st.db = DB.with_variants({"treasure_cap": option})
    place(st, 0, 48)
    hold(st, 0, coins=coins)
    turn(st, 0)
    assert ("use 48" in legal(st)) == usable


def test_justice_is_dealt_at_three_players_only_with_the_variant() -> None:
    dealt = {"out": 0, "in": 0}
    for choice in dealt:
        for seed in range(30):
            st = new_game(3, seed, variants={"justice_three": choice})
            dealt[choice] += any("justice" in p.immortals for p in st.players)
    assert dealt["out"] == 0 and dealt["in"] > 0


def test_the_state_view_determinize_and_replay_keep_the_choice() -> None:
    choice = {"narashima_count": "destroyed", "treasure_cap": "below"}
    st = new_game(4, 5, variants=choice)
    view = view_for(st, st.to_act)
    assert view["variants"] == {**DB.choice, **choice}
    assert determinize(view, 1).db.non_default() == choice
    again = replay({"players": 4, "seed": 5, "variants": choice, "actions": []})
    assert again.db is st.db
    assert view_for(new_game(4, 5), 0)["variants"] == DB.choice


@pytest.mark.parametrize("choice,message", [
    ({"narashima": "destroyed"}, "unknown rule variant 'narashima'"),
    ({"narashima_count": "half"}, "rule variant 'narashima_count' has no option 'half' (options: discard, destroyed)"),
])
def test_an_unknown_variant_or_option_is_refused(choice, message) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        new_game(4, 1, variants=choice)
    assert default_db() is DB


@pytest.mark.parametrize("option,possible", [("out", False), ("in", True)])
def test_bots_believe_justice_may_be_dealt_only_when_it_is(option, possible) -> None:
    from game.bots.model import Model
    st = new_game(3, 2, variants={"justice_three": option})
    me = st.to_act
    beliefs = Model(view_for(st, me))._candidates()
    others = [b for s, b in enumerate(beliefs) if s != me]
    assert all(("justice" in b) == possible for b in others)
