"""Narashima's end-game destruction by Hard (`nara_search`); Normal keeps its model."""

from __future__ import annotations

from game.bots.endgame import narashima_choice
from game.bots.search import SearchBot
from game.rules import apply_inplace, legal_actions, view_for
from tests.bots.randplay import reach


def _narashima_positions(n: int):
    out = []
    for seed in range(200):
        st = reach(4, seed, lambda s: s.over or s.pending.kind == "narashima")
        if not st.over and len(st.pending.options) > 2:
            out.append(st)
            if len(out) == n:
                break
    assert out, "no Narashima destruction to test"
    return out


def _finish(st, seat: int, pick) -> int:
    """Seat's total when it answers its destructions with `pick(view, legal)` and the rest takes first options."""
    st = st.clone()
    while not st.over:
        legal = legal_actions(st)
        if st.pending.kind == "narashima" and st.pending.seat == seat:
            a = pick(view_for(st, seat), legal)
        else:
            a = "pass" if "pass" in legal else legal[0]
        apply_inplace(st, a)
    return st.result["players"][seat]["total"]


def test_narashima_choice_scores_at_least_as_much_as_keeping_or_destroying_everything() -> None:
    for st in _narashima_positions(4):
        seat = st.pending.seat
        best = _finish(st, seat, lambda v, legal: narashima_choice(v, legal, 1))
        assert best >= _finish(st, seat, lambda v, legal: "done")
        assert best >= _finish(st, seat, lambda v, legal: legal[-1] if len(legal) > 1 else "done")
        v, legal = view_for(st, seat), legal_actions(st)
        a = narashima_choice(v, legal, 1)
        assert a in legal
        assert SearchBot(1).choose(v, legal) == a   # the default (nara_search on)
        assert SearchBot(1, nara_search=False).choose(v, legal) == SearchBot(1).normal.choose(v, legal)

