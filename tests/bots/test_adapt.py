"""`adapt.OwnPlan`: a search's own later picks in its playouts learn a plan; the other seats draw as fitted."""

from __future__ import annotations

import random

from game.bots.adapt import PLAN_GROUPS, OwnPlan, fixed_plans
from game.bots.rollout import KINGDOM_FIT, PICK_FIT, playout
from game.bots.search import SearchBot, measure
from game.rules import apply_inplace, legal_actions, new_game, view_for
from tests.bots.replay import measured_samples, played, three_candidates


def _pick_view(seed: int = 7) -> tuple[dict, list[str]]:
    """A view of the first pick of a seeded game, with its legal answers."""
    st = new_game(4, seed)
    rng = random.Random(1)
    while st.pending is not None and st.pending.kind != "pick":
        apply_inplace(st, rng.choice(legal_actions(st)))
    return view_for(st, st.to_act), legal_actions(st)


def test_the_kinds_of_playouts_that_ended_well_gain_bias_and_the_others_lose_it() -> None:
    assert PICK_FIT is not None
    plan = OwnPlan(0, PICK_FIT, rate=1.0)
    for kinds, x in ((["armory", "avatar"], 20.0), (["swords"], -10.0), (["armory"], 10.0)):
        plan.begin()
        plan.trace[-1].extend(kinds)
        plan.learn([x])
    assert plan.bias["armory"] > plan.bias["avatar"] > 0 > plan.bias["swords"]
    assert plan.trace == []


def test_without_bias_a_playout_is_the_fits_own_and_the_seat_notes_each_of_its_picks() -> None:
    assert PICK_FIT is not None
    st = new_game(4, 7)
    me = 2
    plan = OwnPlan(me, PICK_FIT, rate=1.0)
    plan.begin()
    planned, plain = st.clone(), st.clone()
    playout(planned, random.Random(3), stop_at=(2, 0), fitted=(KINGDOM_FIT, plan, None))   # round 1 whole
    playout(plain, random.Random(3), stop_at=(2, 0), fitted=(KINGDOM_FIT, PICK_FIT, None))
    assert [p.coins for p in planned.players] == [p.coins for p in plain.players]
    assert [len(p.buildings) + len(p.heroes) for p in planned.players] == \
        [len(p.buildings) + len(p.heroes) for p in plain.players]
    assert len(plan.trace[-1]) >= 3   # round 1's picks of the seat that had a choice (a forced one asks no one)


def test_a_plan_at_rate_0_measures_exactly_as_the_fit() -> None:
    assert PICK_FIT is not None
    view, legal = _pick_view()
    cands = three_candidates(view, legal)
    plain = measure(view, cands, random.Random(9), 1e18, 3, min_iters=0)
    plan = OwnPlan(view["seat"], PICK_FIT, rate=0.0)
    planned = measure(view, cands, random.Random(9), 1e18, 3, min_iters=0, fitted=(KINGDOM_FIT, plan, None), plan=plan)
    assert {a: [x.outcome for x in xs] for a, xs in plain.items()} == \
        {a: [x.outcome for x in xs] for a, xs in planned.items()}
    assert plan.count == 3 * len(cands)   # it learned from every playout


def test_a_search_with_adapt_learns_during_its_decision() -> None:
    view, legal = _pick_view()
    bot = SearchBot(5, adapt=1.0, playouts=64, budget=100, turn_beam=0)
    assert bot.choose(view, legal) in legal
    assert bot.last["playouts"] > 0


def test_fixed_plans_favour_their_groups_kinds_for_the_seat_alone() -> None:
    assert PICK_FIT is not None
    plans = fixed_plans(1, PICK_FIT, 1.0)
    assert len(plans) == len(PLAN_GROUPS)
    for plan, group in zip(plans, PLAN_GROUPS.values()):
        assert set(plan.bias) == set(group) and all(b == 1.0 for b in plan.bias.values())
    # a playout under a plan whose kinds are never taken is the fit's own
    st = new_game(4, 7)
    none = OwnPlan(1, PICK_FIT, rate=0.0)
    none.bias = {"no_such_kind": 5.0}
    a, b = st.clone(), st.clone()
    playout(a, random.Random(3), stop_at=(2, 0), fitted=(KINGDOM_FIT, none, None))
    playout(b, random.Random(3), stop_at=(2, 0), fitted=(KINGDOM_FIT, PICK_FIT, None))
    assert [p.coins for p in a.players] == [p.coins for p in b.players]


def test_plans_make_each_sample_the_best_of_one_playout_under_each_plan() -> None:
    assert PICK_FIT is not None
    view, legal = _pick_view()
    me = view["seat"]
    cands = three_candidates(view, legal)
    own_plans = [(KINGDOM_FIT, p, None) for p in fixed_plans(me, PICK_FIT, 2.0)]
    got = measure(view, cands, random.Random(9), 1e18, 3, min_iters=0, own_plans=own_plans)
    spread = 0
    for i, st, pseed in measured_samples(view, 3, 9):
        for a in cands:
            outs = [played(st, a, me, random.Random(pseed), random.Random(pseed * 7 + 1), fits) for fits in own_plans]
            assert got[a][i].outcome == max(outs), (a, i)
            spread += len(set(outs)) > 1
    assert spread > 0   # the plans do lead to other games


def test_a_search_with_plans_spends_its_playouts_on_every_plan() -> None:
    view, legal = _pick_view()
    one = SearchBot(5, playouts=256, budget=100, turn_beam=0)
    four = SearchBot(5, plans=1.0, playouts=256, budget=100, turn_beam=0)
    assert one.choose(view, legal) in legal and four.choose(view, legal) in legal
    assert four.last["iters"] == max(2, one.last["iters"] * one.last["candidates"]
                                     // (len(PLAN_GROUPS) * four.last["candidates"]))
