"""Hard's `own_next` (game/bots/depth.py): a sample played to the searching seat's next real question, finished once
for each of several answers with the same draws for everyone else, valued by its best branch."""

from __future__ import annotations

import functools
import random

from game.bots import depth
from game.bots import search as S
from game.bots.base import sample_state
from game.bots.heuristic import HeuristicBot
from game.bots.rollout import GUESS_RIGHT, pick_class, playout
from game.bots.search import SearchBot, candidates, measure
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for


def _view(seed: int = 5, plies: int = 6) -> tuple[dict, list[str]]:
    st = new_game(4, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        apply_inplace(st, rng.choice(legal_actions(st)))
    return view_for(st, st.to_act), legal_actions(st)


def _sampled(seed: int) -> tuple[GameState, int]:
    view, legal = _view(seed)
    st = sample_state(view, 3)
    assert st is not None
    apply_inplace(st, legal[0])   # the searching seat has answered: the others act next
    return st, view["seat"]


def _outcome(c: GameState, me: int) -> float:
    return S._sample(c, me, 10.0).outcome


def test_play_to_own_stops_at_the_seats_next_question_with_a_choice() -> None:
    for seed in range(4):
        st, me = _sampled(seed)
        reached = depth.play_to_own(st, me, random.Random(1), random.Random(2), None, GUESS_RIGHT, True)
        assert reached
        assert st.pending is not None and st.pending.seat == me and len(st.pending.options) > 1


def test_play_to_own_stops_at_the_cut_or_the_end_when_not_asked_again() -> None:
    st, me = _sampled(0)
    assert not depth.play_to_own(st, 99, random.Random(1), random.Random(2), None, GUESS_RIGHT, True)
    assert st.over   # seat 99 is never asked: played to the end
    st, me = _sampled(0)
    assert not depth.play_to_own(st, 99, random.Random(1), random.Random(2), (1, 1), GUESS_RIGHT, True)
    assert (st.round, st.phase) == (1, "kingdom") and not st.over


def test_answers_are_distinct_legal_and_one_per_card_kind() -> None:
    st, me = _sampled(1)
    assert depth.play_to_own(st, me, random.Random(1), random.Random(2), None, GUESS_RIGHT, True)
    assert st.pending is not None
    opts = depth.answers(st, 4, random.Random(3), GUESS_RIGHT, True)
    assert 2 <= len(opts) <= 4
    assert set(opts) <= set(st.pending.options)
    same = [pick_class(a) for a in opts] if st.pending.kind == "pick" else opts
    assert len(set(same)) == len(same)


def test_a_branched_sample_is_its_best_branch_and_more_answers_never_lower_it() -> None:
    grew = 0
    for seed in range(6):
        st, me = _sampled(seed)
        value = functools.partial(_outcome, me=me)
        got = {k: depth.branched(st.clone(), me, 11, k, None, value, float, GUESS_RIGHT, True) for k in (1, 3)}
        # by hand: to the question, then each answer finished from the same state and generators
        c = st.clone()
        rng, own = random.Random(11), random.Random(11 * 7 + 1)
        assert depth.play_to_own(c, me, rng, own, None, GUESS_RIGHT, True)
        opts = depth.answers(c, 3, random.Random(11 * 7 + 2), GUESS_RIGHT, True)
        outs = []
        for a in opts:
            b = c.clone()
            apply_inplace(b, a)
            r, o = random.Random(), random.Random()
            r.setstate(rng.getstate())
            o.setstate(own.getstate())
            playout(b, r, own=(me, o))
            outs.append(_outcome(b, me))
        assert got[3] == max(outs)
        assert got[1] == outs[0]   # one answer: the first drawn, which the wider search also tries
        assert got[3] >= got[1]
        grew += got[3] > got[1]
    assert grew > 0   # the other answers do change some games


def test_measure_with_own_next_keeps_every_candidate_paired() -> None:
    view, legal = _view()
    prior = HeuristicBot("normal", 1).choose(view, legal)
    cands = candidates(view, legal, prior)[:3]
    got = measure(view, cands, random.Random(9), 1e18, 4, min_iters=0, own_next=2)
    assert all(len(xs) == 4 for xs in got.values())
    again = measure(view, cands, random.Random(9), 1e18, 4, min_iters=0, own_next=2)
    assert {a: [x.outcome for x in xs] for a, xs in got.items()} == \
        {a: [x.outcome for x in xs] for a, xs in again.items()}


def test_own_next_spends_its_playouts_on_fewer_samples() -> None:
    view, legal = _view(7, 10)
    one = SearchBot(seed=1, budget=100)
    three = SearchBot(seed=1, budget=100, own_next=3)
    one.choose(view, legal)
    three.choose(view, legal)
    assert one.last and three.last
    assert one.last["candidates"] == three.last["candidates"] >= 2
    assert three.last["iters"] == max(2, one.last["iters"] * one.last["candidates"] // (3 * three.last["candidates"]))
