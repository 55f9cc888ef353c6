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


def _downstream(st, me: int, dist: int) -> int:
    return (me + st.direction * dist) % st.n


def test_samples_remember_the_hands_this_seat_passed_on() -> None:
    """The next seat holds what this seat passed (minus its own pick); further seats hold subsets of older hands."""
    checked = 0
    for g in range(40):
        n = 3 + g % 4
        st = new_game(n, 9_100 + g)
        rnd = random.Random(g)
        while not st.over:
            me = st.to_act
            if st.phase == "draft" and st.pick >= 1 and rnd.random() < 0.3:
                v = view_for(st, me)
                for seed in range(3):
                    d = determinize(v, seed=seed)
                    for dist in range(1, min(n, st.pick + 1)):
                        o = _downstream(st, me, dist)
                        j = st.pick - dist
                        passed = set(st.players[me].seen[j]) - {st.players[me].slots[j][0]}
                        held = set(d.players[o].hand)
                        assert held <= passed, (g, st.ply, dist)
                        if dist == 1:
                            truth = set(st.players[o].hand) | ({st.players[o].slots[st.pick][0]}
                                                               if len(st.players[o].slots) > st.pick else set())
                            extra = {d.players[o].slots[st.pick][0]} if len(d.players[o].slots) > st.pick else set()
                            assert held | extra == truth
                    checked += 1
            apply_inplace(st, rnd.choice(legal_actions(st)))
    assert checked > 50
