"""Hard's whole-turn beam search (game/bots/turnbeam.py): when it applies, what its search finds, and its knob."""

from __future__ import annotations

import random

from game.bots import turnbeam as L
from game.bots.base import sample_state
from game.bots.search import SearchBot
from game.rules import GameState, apply_inplace, legal_actions, view_for
from tests.bots.randplay import reach


def _last_turn_start(seed: int) -> GameState:
    """A random game at the first answer of the last round-2 Kingdom turn with a choice."""
    def at(st: GameState) -> bool:
        if st.over:
            return True
        s = st.to_act
        return (st.round == 2 and st.phase == "kingdom" and st.active == s and len(legal_actions(st)) > 2
                and (st.first + st.direction * (st.n - 1)) % st.n == s)
    st = reach(4, seed, at)
    assert not st.over
    return st


def _asked(seed: int) -> tuple[dict, list[str]]:
    """The view of the seat asked at the first answer of a random game's last turn, and its legal answers."""
    st = _last_turn_start(seed)
    me = st.to_act
    assert me is not None
    return view_for(st, me), legal_actions(st)


def test_round_2_turns_are_planned_and_the_last_one_told_apart() -> None:
    st = _last_turn_start(3)
    s = st.to_act
    assert s is not None
    view = view_for(st, s)
    assert L.is_planned(view, every=False) and L.is_planned(view)
    other = view_for(st, (s + 1) % st.n)   # a seat not in its turn
    assert not L.is_planned(other) and not L.is_planned(other, every=False)
    earlier = dict(view, first_player=s)   # were it the first seat of the round, turns would follow its own
    assert not L.is_planned(earlier, every=False) and L.is_planned(earlier)
    assert not L.is_planned(dict(view, round=1))


def test_the_lines_end_the_turn_and_the_best_scores_at_least_stopping_now() -> None:
    st = _last_turn_start(3)
    me = st.to_act
    assert me is not None
    view = view_for(st, me)
    sample = sample_state(view, 1)
    assert sample is not None
    judge = SearchBot(5)._judge(view)   # round 2: played to the end
    found, cut = L.lines(sample, me, 7, judge)
    assert not cut and ("end",) in found and len(found) > 1
    for line in list(found)[:20]:   # each line, answered on a copy, ends the seat's turn
        c = sample.clone()
        for a in line:
            apply_inplace(c, a)
        assert not (c.phase == "kingdom" and c.active == me and c.pending is not None and c.pending.seat == me)
    assert max(found.values()) >= found[("end",)]
    # the outcome of a line is that of its position played out with its seed: the same when asked again
    assert L.lines(sample, me, 7, judge) == (found, False)
    # past the deadline on the clock given, the lines found so far, and the cut said
    ticks = iter(range(10**6))
    early, cut = L.lines(sample, me, 7, judge, deadline=2.5, clock=lambda: float(next(ticks)))
    assert cut and 0 < len(early) < len(found) and all(found[ln] == v for ln, v in early.items())


def test_the_plan_is_a_legal_first_answer_and_repeats_with_its_seed() -> None:
    view, legal = _asked(11)
    judge = SearchBot(5)._judge(view)
    a, info = L.plan(view, legal, random.Random(4), samples=3, beam=4, judge=judge, budget=30.0)
    assert a in legal and info["samples"] == 3 and info["kept"] >= 1 and not info["cut"]
    assert L.plan(view, legal, random.Random(4), samples=3, beam=4, judge=judge, budget=30.0)[0] == a


def test_the_knob_hands_round_2_turns_to_the_planner_and_0_takes_it_away() -> None:
    view, legal = _asked(11)
    on = SearchBot(5, budget=30.0)   # the default: every round-2 turn
    SearchBot.strict = True
    try:
        assert on.choose(view, legal) in legal
        assert on.last["stop"] == "turn_beam"
        last = SearchBot(5, turn_beam=1, budget=30.0)   # the last turn alone: this one is
        last.choose(view, legal)
        assert last.last["stop"] == "turn_beam"
        narrow = SearchBot(5, turn_samples=3, turn_width=2, turn_top=2, budget=30.0)   # the beam's shape
        narrow.choose(view, legal)
        assert (narrow.last["samples"], narrow.last["kept"]) == (3, 2) and narrow.last["lines"] < last.last["lines"]
        off = SearchBot(5, turn_beam=0, budget=30.0)
        assert off.choose(view, legal) in legal
        assert off.last.get("stop") != "turn_beam"
    finally:
        SearchBot.strict = False


def test_round_1_turns_are_planned_only_when_asked_and_valued_at_the_leaf() -> None:
    def at(st: GameState) -> bool:
        return st.over or (st.round == 1 and st.phase == "kingdom" and st.active == st.to_act
                           and len(legal_actions(st)) > 2)
    st = reach(4, 8, at)
    assert not st.over
    me = st.to_act
    assert me is not None
    view, legal = view_for(st, me), legal_actions(st)
    assert not L.is_planned(view) and L.is_planned(view, rounds=(1, 2))
    assert not L.is_planned(view, every=False, rounds=(1, 2))   # round 1 never holds the game's last turn
    both = SearchBot(5, turn_beam=3, budget=30.0)
    judge = both._judge(view)
    sample = sample_state(view, 2)
    assert sample is not None
    copy = sample.clone()
    x = judge(copy, 9)
    assert x == judge(sample.clone(), 9) and -30.0 <= x <= 55.0   # a clamped lead and at most the win bonus
    mine = both.per_immortal.get(view["me"]["immortals"][0], both)
    if mine.horizon == "end":   # as Abhilasha, Hard's playouts run to the end
        assert copy.result is not None
    else:   # else to the leaf where round 2 begins
        assert copy.round == 2 and copy.result is None
    SearchBot.strict = True
    try:
        assert both.choose(view, legal) in legal and both.last["stop"] == "turn_beam"
        assert SearchBot(5).turn_beam == 3   # Hard's default plans round 1's turns too
        two = SearchBot(5, budget=30.0, turn_beam=2)   # round 2's alone
        two.choose(view, legal)
        assert two.last.get("stop") != "turn_beam"
    finally:
        SearchBot.strict = False


def test_past_the_deadline_no_further_sample_is_replayed() -> None:
    view, legal = _asked(11)
    judge = SearchBot(5)._judge(view)
    whole = L.plan(view, legal, random.Random(4), samples=4, beam=4, top=3, judge=judge, budget=30.0)
    assert whole[1]["samples"] == 4
    # each reading of the clock a second on: the beam's search (its own budget) is not cut, the deadline
    # stops the replays after the first sample's, every kept line valued on the same samples
    ticks = iter(range(10**6))
    late = L.plan(view, legal, random.Random(4), samples=4, beam=4, top=3, judge=judge, budget=10**6,
                  deadline=0.0, clock=lambda: float(next(ticks)))
    assert late[0] in legal and late[1]["samples"] == 1 and late[1]["kept"] == whole[1]["kept"]
    far = L.plan(view, legal, random.Random(4), samples=4, beam=4, top=3, judge=judge, budget=30.0, deadline=1e9)
    assert far[0] == whole[0] and far[1]["samples"] == 4   # a deadline not reached changes nothing
