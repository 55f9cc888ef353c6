"""Normal's Kingdom plan lines and Hard's `plans` knob: each searched first action goes on by its planned line."""

from __future__ import annotations

import random

from game.bots.base import decision_rng
from game.bots.heuristic import HeuristicBot
from game.bots.search import SearchBot, measure
from game.rules import apply_inplace, legal_actions, view_for
from tests.bots.randplay import reach


def _kingdom(seed: int):
    """A Kingdom decision with at least three open actions, from a seeded random 4-player game."""
    return reach(4, seed, lambda s: s.pending is not None and s.pending.kind == "kingdom"
                 and len(s.pending.options) >= 3)


def _plays_whole(st, me: int, line: tuple[str, ...]) -> bool:
    """Whether every answer of `line` is open to seat `me` in turn (hidden draws may make a line diverge)."""
    for x in line:
        d = st.pending
        if d is None or d.seat != me or x not in d.options:
            return False
        apply_inplace(st, x)
    return True


def test_normal_records_a_playable_line_for_each_first_action_it_planned() -> None:
    for seed in (3, 8, 21):
        st = _kingdom(seed)
        me = st.pending.seat
        view, legal = view_for(st, me), legal_actions(st)
        bot = HeuristicBot("normal", seed)
        choice = bot.choose(view, legal)
        assert choice in bot.plans                       # the choice is the first action of a planned line
        for first, line in bot.plans.items():
            assert line[0] == first and first in legal
            # the line was planned on one of Normal's own sampled states, and plays whole there
            states = bot._samples(view, decision_rng(seed, view, legal, "normal"), bot.samples)
            assert any(_plays_whole(c, me, line) for c in states), (seed, line)
        other = reach(4, seed, lambda s: s.pending is not None and s.pending.kind == "pick")
        bot.choose(view_for(other, other.pending.seat), legal_actions(other))
        assert bot.plans == {}                           # a decision that plans nothing leaves no stale line


def test_measure_follows_the_line_then_plays_out() -> None:
    st = _kingdom(8)
    me = st.pending.seat
    view, legal = view_for(st, me), legal_actions(st)
    bot = HeuristicBot("normal", 8)
    bot.choose(view, legal)
    follow = {a: line[1:] for a, line in bot.plans.items()}
    cands = [a for a in legal if a in follow][:3]
    plain = measure(view, cands, random.Random(4), 1e18, 6, horizon="end")
    planned = measure(view, cands, random.Random(4), 1e18, 6, horizon="end", follow=follow)
    again = measure(view, cands, random.Random(4), 1e18, 6, horizon="end", follow=follow)
    assert {a: [x.total for x in xs] for a, xs in planned.items()} == \
        {a: [x.total for x in xs] for a, xs in again.items()}
    assert all(len(xs) == 6 for xs in planned.values())
    # a line of more than its first action changes what the playouts see for that candidate
    long = [a for a in cands if len(follow[a]) > 0]
    assert long
    assert any([x.total for x in planned[a]] != [x.total for x in plain[a]] for a in long)
    # "end" has nothing after it: its samples are the plain ones
    if "end" in cands:
        assert [x.total for x in planned["end"]] == [x.total for x in plain["end"]]


def test_hard_with_plans_searches_only_planned_first_actions_and_plays_legally() -> None:
    st = _kingdom(21)
    me = st.pending.seat
    view, legal = view_for(st, me), legal_actions(st)
    bot = SearchBot(5, plans=True, playouts=48, budget=100.0, per_immortal={})
    a = bot.choose(view, legal)
    assert a in legal and a in bot.normal.plans
    assert bot.last["candidates"] <= len(bot.normal.plans)
