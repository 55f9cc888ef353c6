"""determinize(view) builds a full state that agrees with the viewer's view and plays on legally."""

from __future__ import annotations

import random

from game.rules import apply_inplace, determinize, legal_actions, new_game, view_for
from game.rules.invariants import check_invariants


def _strip(v: dict) -> dict:
    v = dict(v)
    v.pop("_engine")
    return v


def test_sampled_states_match_the_view_and_play_to_the_end() -> None:
    samples = 0
    for g in range(80):
        n = 3 + g % 4
        st = new_game(n, 7_000 + g)
        rnd = random.Random(g)
        while not st.over:
            if rnd.random() < 0.1:
                v = view_for(st, st.to_act)
                d = determinize(v, seed=g * 1000 + st.ply)
                check_invariants(d)
                assert _strip(view_for(d, st.to_act)) == _strip(v)
                assert legal_actions(d) == legal_actions(st)
                while not d.over:
                    apply_inplace(d, rnd.choice(legal_actions(d)))
                    check_invariants(d)
                samples += 1
            apply_inplace(st, rnd.choice(legal_actions(st)))
    assert samples > 100


def test_samples_differ_in_what_the_viewer_cannot_see() -> None:
    st = new_game(4, 11)
    v = view_for(st, st.to_act)
    hands = {tuple(determinize(v, seed=s).players[(st.to_act + 1) % 4].hand) for s in range(20)}
    immortals = {tuple(determinize(v, seed=s).players[(st.to_act + 1) % 4].immortals) for s in range(20)}
    assert len(hands) > 10 and len(immortals) > 3
    # but never in what it can see
    for s in range(5):
        assert determinize(v, seed=s).players[st.to_act].hand == st.players[st.to_act].hand
