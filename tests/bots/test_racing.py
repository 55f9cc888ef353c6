"""Hard's racing: hopeless candidates stop being sampled, and what is kept is the very sample a full run draws."""

from __future__ import annotations

import random

import pytest

from game.bots import search as S
from game.bots.choice import decide, race
from game.bots.heuristic import HeuristicBot
from game.bots.search import SearchBot, candidates, measure
from game.rules import apply_inplace, legal_actions, new_game, view_for


def test_race_keeps_the_prior_and_whoever_may_still_reach_the_margin() -> None:
    results = {
        "prior": [0.0] * 6,
        "worse": [-10.0 + 0.1 * i for i in range(6)],            # clearly below: dropped
        "better": [5.0 + 0.1 * i for i in range(6)],             # clearly above: kept
        "unclear": [-9.0, 8.0, -7.0, 9.0, -8.0, 6.0],            # mean below 0, wide spread: kept
    }
    assert race(results, "prior", 2.0, 0.5) == ["prior", "better", "unclear"]
    assert race(results, "prior", 0.0, 0.5) == ["prior", "better"]


def test_decide_compares_a_dropped_candidate_on_the_samples_it_has() -> None:
    outcomes = {"prior": [0.0] * 9, "early": [3.0, 3.0, 3.0], "late": [1.0] * 9}
    assert decide(outcomes, "prior") == "early"
    assert decide({"prior": [0.0] * 9, "early": [3.0]}, "prior") == "prior"   # one sample says nothing


def _draft_view() -> tuple[dict, list[str]]:
    st = new_game(4, 5)
    rng = random.Random(5)
    for _ in range(6):   # a few picks in, so hands differ
        apply_inplace(st, rng.choice(legal_actions(st)))
    s = st.to_act
    return view_for(st, s), legal_actions(st)


def test_pruned_measure_keeps_the_paired_samples_of_a_full_run() -> None:
    view, legal = _draft_view()
    prior = HeuristicBot("normal", 1).choose(view, legal)
    cands = candidates(view, legal, prior)
    assert len(cands) >= 3
    full = measure(view, cands, random.Random(9), 1e18, 8, min_iters=0)
    keep = cands[:2]
    part = measure(view, cands, random.Random(9), 1e18, 8, min_iters=0,
                   prune=lambda i, res: keep if i == 3 else None)
    for a in cands:
        want = full[a] if a in keep else full[a][:3]
        assert [x.outcome for x in part[a]] == [x.outcome for x in want], a


def test_racing_spends_fewer_playouts_on_the_same_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SearchBot, "strict", True)
    calls = {"n": 0}
    real = S.playout

    def counted(*args, **kw):
        calls["n"] += 1
        return real(*args, **kw)
    monkeypatch.setattr(S, "playout", counted)
    st = new_game(4, 17)
    rng = random.Random(17)
    positions = []
    for _ in range(40):
        legal = legal_actions(st)
        positions.append((view_for(st, st.to_act), legal))
        apply_inplace(st, rng.choice(legal))
    spent = {}
    for k in (0.0, 2.0):
        calls["n"] = 0
        bot = SearchBot(seed=3, playouts=30, budget=60.0, race_k=k)
        for view, legal in positions:
            assert bot.choose(view, legal) in legal
        spent[k] = calls["n"]
    assert 0 < spent[2.0] < spent[0.0]

