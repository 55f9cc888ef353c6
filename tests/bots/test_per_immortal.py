"""Hard's per-Immortal knobs: another search setting while it holds a given Immortal, nothing else changed."""

from __future__ import annotations

import random

from game.bots.rollout import playout
from game.bots.search import PER_IMMORTAL, SearchBot
from game.rules import legal_actions, view_for
from tests.bots.randplay import reach


def _pick_position(seed: int):
    st = reach(4, seed, lambda s: s.pending.kind == "pick" and s.round == 2)
    seat = st.pending.seat
    return st, seat, st.players[seat].immortals[0]


def test_per_immortal_knobs_are_a_search_bot_of_their_own() -> None:
    b = SearchBot(3, playouts=16, per_immortal={"tomorrow": {"horizon": "end", "guess_right": 0.7}})
    sub = b.per_immortal["tomorrow"]
    assert (sub.horizon, sub.guess_right, sub.playouts, sub.seed) == ("end", 0.7, 16, 3)
    assert sub.per_immortal == {} and (b.horizon, b.guess_right) == ("round", 0.3)
    assert set(SearchBot(3).per_immortal) == set(PER_IMMORTAL)
    assert SearchBot(3, per_immortal={}).per_immortal == {}


def test_per_immortal_knobs_decide_only_while_holding_that_immortal() -> None:
    st, seat, imm = _pick_position(4)
    v, legal = view_for(st, seat), legal_actions(st)
    with_knobs = SearchBot(1, playouts=24, per_immortal={imm: {"horizon": "end", "playouts": 40}})
    same = SearchBot(1, playouts=40, horizon="end", per_immortal={})
    plain = SearchBot(1, playouts=24, per_immortal={})
    assert with_knobs.choose(v, legal) == same.choose(v, legal)
    others = SearchBot(1, playouts=24, per_immortal={i: {"horizon": "end"} for i in ("justice", "xian", "galmi")
                                                      if i != imm})
    assert others.choose(v, legal) == plain.choose(v, legal)


def test_guess_right_makes_a_playout_tomorrow_name_seats_right() -> None:
    hits = {0.0: 0, 1.0: 0}
    for seed in range(12):
        st = reach(4, seed, lambda s: s.round == 2 and s.phase == "kingdom")
        t = next((i for i, p in enumerate(st.players) if p.immortals[0] == "tomorrow"), None)
        if t is None:
            continue
        for g in hits:
            c = st.clone()
            playout(c, random.Random(seed), guess_right=g)
            hits[g] += c.result["players"][t]["breakdown"]["immortal"] - sum(p.cha for p in c.players) > 0
    assert hits[1.0] > hits[0.0] and hits[1.0] >= 2


def _pick_of(imm: str, round_: int = 1):
    """A draft pick of a seat holding `imm`, with its view and legal actions."""
    for seed in range(60):
        st = reach(4, seed, lambda s: s.pending.kind == "pick" and s.round == round_)
        seat = st.pending.seat
        if st.players[seat].immortals[0] == imm:
            return view_for(st, seat), legal_actions(st)
    raise AssertionError(f"no {imm} seat to test")


def test_hard_as_abhilasha_plays_its_playouts_to_the_end_and_otherwise_keeps_its_knobs() -> None:
    b = SearchBot(5)
    assert b.per_immortal["abhilasha"].horizon == "end" and b.horizon == "round"
    sub = b.per_immortal["abhilasha"]
    assert (sub.playouts, sub.win_bonus, sub.leaf_imm) == (b.playouts, b.win_bonus, b.leaf_imm)
    v, legal = _pick_of("abhilasha")   # a round-1 pick: Hard decides as SearchBot(horizon="end") with her knobs
    small = SearchBot(2, playouts=24)
    assert small.choose(v, legal) == SearchBot(2, playouts=24, horizon="end", margin=0.0, max_candidates=12,
                                               per_immortal={}).choose(v, legal)


def test_hard_trusts_its_search_over_normal_as_the_three_immortals_normal_plays_worst() -> None:
    b = SearchBot(5)
    assert (b.margin, b.max_candidates) == (0.5, 8)
    for imm in ("abhilasha", "narashima", "tomorrow"):
        sub = b.per_immortal[imm]
        assert (sub.margin, sub.max_candidates, sub.playouts, sub.win_bonus) == (0.0, 12, b.playouts, b.win_bonus)
    for imm in ("narashima", "tomorrow"):
        v, legal = _pick_of(imm, 2)
        assert b.per_immortal[imm].horizon == "round"
        assert SearchBot(3, playouts=24).choose(v, legal) == SearchBot(
            3, playouts=24, margin=0.0, max_candidates=12, per_immortal={}).choose(v, legal)
    assert not {"galmi", "goan_sul", "justice", "phoenix", "xian"} & set(b.per_immortal)


def test_late_knobs_decide_round_two_only_and_hardx_reads_them() -> None:
    from game.bots.tournament import seat_bot
    b = SearchBot(3, playouts=16, late={"margin": 0.0, "max_candidates": 12}, per_immortal={})
    assert (b.late.margin, b.late.max_candidates, b.late.playouts, b.late.late) == (0.0, 12, 16, None)
    assert (b.margin, b.max_candidates, b.own_max, b.late.own_max) == (0.5, 8, 1, 1)
    # by default round 2 has its own knobs (search.LATE); {} takes them away
    assert (SearchBot(3).own_max, SearchBot(3).late.own_max) == (1, 2) and SearchBot(3, late={}).late is None
    # under a per-Immortal setting the late knobs go on top of it
    w = SearchBot(3, late={"playouts": 40})
    assert (w.per_immortal["tomorrow"].late.playouts, w.per_immortal["tomorrow"].late.margin) == (40, 0.0)
    late, plain = SearchBot(1, playouts=24, late={"horizon": "end", "playouts": 40}, per_immortal={}), \
        SearchBot(1, playouts=24, per_immortal={})
    for imm in ("justice", "xian"):
        for round_ in (1, 2):
            v, legal = _pick_of(imm, round_)
            like = SearchBot(1, playouts=40, horizon="end", per_immortal={}, late={}) if round_ == 2 else plain
            assert late.choose(v, legal) == like.choose(v, legal)
    hx = seat_bot("hardx:late.margin=0;z=1", 1)
    assert (hx.late.margin, hx.late.own_max) == (0, 2)   # on top of search.LATE
    assert seat_bot("hardx:late.own_max=1", 1).late.own_max == 1
