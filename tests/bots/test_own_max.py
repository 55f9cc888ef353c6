"""Hard's `own_max`: a sample of a candidate is the best of several playouts that differ only in Hard's own draws."""

from __future__ import annotations

import random

import pytest

from game.bots import rollout as R
from game.bots import search as S
from game.bots.base import sample_state
from game.bots.rollout import playout
from game.bots.search import SearchBot, measure
from game.rules import apply_inplace, legal_actions, new_game, view_for
from tests.bots.replay import measured_samples, played, three_candidates


def _view(seed: int = 5, plies: int = 6) -> tuple[dict, list[str]]:
    st = new_game(4, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        apply_inplace(st, rng.choice(legal_actions(st)))
    return view_for(st, st.to_act), legal_actions(st)


class _Tally(random.Random):
    """A generator that counts its draws."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.draws = 0

    def random(self) -> float:
        self.draws += 1
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.draws += 1
        return super().getrandbits(k)


def test_a_playout_draws_one_seats_choices_from_its_own_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ = _view()
    me = view["seat"]
    st = sample_state(view, 3)
    assert st is not None
    seats: list[tuple[int, random.Random]] = []
    real = R.policy

    def spy(state, rng, *args, **kw):
        seats.append((state.pending.seat, rng))
        return real(state, rng, *args, **kw)

    monkeypatch.setattr(R, "policy", spy)
    others, mine = _Tally(1), _Tally(2)
    playout(st, others, own=(me, mine))
    assert st.result is not None
    assert {id(r) for s, r in seats if s == me} == {id(mine)}
    assert {id(r) for s, r in seats if s != me} == {id(others)}
    assert mine.draws > 0 and others.draws > 0


def test_own_max_keeps_the_best_of_its_continuations_on_the_same_sampled_state() -> None:
    view, legal = _view()
    me = view["seat"]
    cands = three_candidates(view, legal)
    got = measure(view, cands, random.Random(9), 1e18, 4, min_iters=0, own_max=2)
    # the same draws as `measure`: a sampled state and a playout seed per sample
    spread = 0
    for i, st, pseed in measured_samples(view, 4, 9):
        for a in cands:
            outs = [played(st, a, me, random.Random(pseed), random.Random(pseed * 7 + k + 1)) for k in range(2)]
            assert got[a][i].outcome == max(outs), (a, i)
            spread += outs[0] != outs[1]
    assert spread > 0   # the continuations do differ: the best of them is a choice


def test_own_max_spends_the_same_playouts_on_fewer_samples() -> None:
    view, legal = _view(7, 10)
    one = SearchBot(seed=1, budget=100)
    two = SearchBot(seed=1, budget=100, own_max=2)
    one.choose(view, legal)
    two.choose(view, legal)
    assert one.last and two.last
    assert one.last["candidates"] == two.last["candidates"] >= 2
    assert two.last["iters"] == max(2, one.last["iters"] * one.last["candidates"] // (2 * two.last["candidates"]))


def test_opp_min_keeps_the_worst_of_the_others_continuations_under_the_best_of_its_own() -> None:
    view, legal = _view()
    me = view["seat"]
    cands = three_candidates(view, legal)
    got = measure(view, cands, random.Random(9), 1e18, 4, min_iters=0, own_max=2, opp_min=2)
    kept = measure(view, cands, random.Random(9), 1e18, 4, min_iters=0, own_max=2)
    lower = 0
    for i, st, pseed in measured_samples(view, 4, 9):
        for a in cands:
            grid = [[played(st, a, me, others, random.Random(pseed * 7 + k + 1))
                     for others in (random.Random(pseed), random.Random(pseed * 13 + 1))] for k in range(2)]
            assert got[a][i].outcome == max(min(row) for row in grid), (a, i)
            # the first of the others' continuations is `own_max` alone's: the worst of two can only be lower
            assert got[a][i].outcome <= kept[a][i].outcome
            lower += got[a][i].outcome < kept[a][i].outcome
    assert lower > 0   # the others' continuations do differ


def test_opp_min_alone_spends_the_same_playouts_on_fewer_samples_and_counts_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    view, legal = _view(7, 10)
    one = SearchBot(seed=1, budget=100)
    two = SearchBot(seed=1, budget=100, opp_min=2)
    one.choose(view, legal)
    ran = [0]
    real = S.playout

    def counted(*args, **kw):
        ran[0] += 1
        return real(*args, **kw)

    monkeypatch.setattr(S, "playout", counted)
    two.choose(view, legal)
    assert one.last["candidates"] == two.last["candidates"] >= 2
    assert two.last["iters"] == max(2, one.last["iters"] * one.last["candidates"] // (2 * two.last["candidates"]))
    assert two.last["playouts"] == ran[0] > 0   # two playouts to a sample, each of them counted
