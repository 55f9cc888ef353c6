"""A second own ply (`ownply.py`, `measure`'s `own_ply`): a sample is the best of the seat's likeliest next picks."""

from __future__ import annotations

import random

from game.bots import ownply
from game.bots.base import sample_state
from game.bots.rollout import PICK_FIT, pick_class, playout
from game.bots.search import measure
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for
from tests.bots.replay import measured_samples, three_candidates


def _first_pick_view(seed: int = 5) -> tuple[dict, list[str]]:
    """Seat to act's view at the game's first draft pick that comes after a few random plies."""
    st = new_game(4, seed)
    rng = random.Random(seed)
    while st.pending is not None and not (st.pending.kind == "pick" and st.ply >= 4):
        apply_inplace(st, rng.choice(legal_actions(st)))
    return view_for(st, st.to_act), legal_actions(st)


def _after_a_pick() -> tuple[GameState, int]:
    """A state sampled from `_first_pick_view`'s view with its first legal pick made, and the seat that made it."""
    view, legal = _first_pick_view()
    st = sample_state(view, 2)
    assert st is not None
    apply_inplace(st, legal[0], events=False)
    return st, view["seat"]


def test_likeliest_keeps_one_pick_per_card_kind_strongest_first() -> None:
    view, _ = _first_pick_view()
    st = sample_state(view, 1)
    assert st is not None and st.pending is not None
    imm = st.players[st.pending.seat].immortals[0]
    strength = PICK_FIT[imm][st.round - 1]
    kinds = {pick_class(a) for a in st.pending.options}
    got = ownply.likeliest(st, 2, True)
    assert len(got) == min(2, len(kinds))
    assert len({pick_class(a) for a in got}) == len(got)
    everything = ownply.likeliest(st, 99, True)
    assert {pick_class(a) for a in everything} == kinds
    xs = [strength.get(pick_class(a), 0.05) for a in got]
    assert xs == sorted(xs, reverse=True)
    assert min(xs) >= max(strength.get(pick_class(a), 0.05) for a in everything if a not in got)


def test_branches_differ_only_in_the_seats_next_pick() -> None:
    st, me = _after_a_pick()
    ends = ownply.branches(st, me, 3, 77, None, 0.3, True)
    # `st` stops at the seat's next pick, and each branch answers it with another card kind
    assert st.pending is not None and st.pending.seat == me and st.pending.kind == "pick"
    firsts = ownply.likeliest(st, 3, True)
    assert len(ends) == len(firsts) >= 2
    assert all(e.result is not None for e in ends)
    for e, a in zip(ends, firsts):
        again = st.clone()
        apply_inplace(again, a, events=False)
        # the same draws as `branches` after the branch point
        playout(again, random.Random(77 * 11 + 5), max_plies=ownply.MAX_PLIES, fitted=True,
                own=(me, random.Random(77 * 11 + 6)))
        assert again.result == e.result


def test_a_seat_with_no_pick_left_plays_on_once() -> None:
    st, me = _after_a_pick()
    # round 1's draft played out: the playout stops where round 2 begins, before the seat picks again
    while st.pending is not None and st.phase == "draft":
        apply_inplace(st, st.pending.options[0], events=False)
    ends = ownply.branches(st, me, 3, 5, (2, 0), 0.3, True)
    assert ends == [st]
    assert (st.round, st.phase) == (2, "draft") or st.result is not None


def test_measure_with_own_ply_keeps_the_best_branch_of_every_sample() -> None:
    view, legal = _first_pick_view()
    me = view["seat"]
    cands = three_candidates(view, legal)
    got = measure(view, cands, random.Random(9), 1e18, 3, min_iters=0, own_ply=3)
    spread = 0
    for i, st, pseed in measured_samples(view, 3, 9):
        for a in cands:
            c = st.clone()
            apply_inplace(c, a, events=False)
            ends = ownply.branches(c, me, 3, pseed, None, 0.3, True)
            outs = []
            for e in ends:
                rows = e.result["players"]
                lead = rows[me]["total"] - max(r["total"] for o, r in enumerate(rows) if o != me)
                outs.append(max(-30.0, min(30.0, lead)) + (10.0 if e.result["winner"] == me else 0.0))
            assert got[a][i].outcome == max(outs)
            spread += max(outs) != min(outs)
    assert spread > 0   # the branches do differ somewhere, so the max is not a single playout
