"""The playouts' answers to effect questions: a branch by what its gains and payments are worth to the seat, a
destruction by trying each target (`rollout.one_step`)."""

from __future__ import annotations

import random

from game.bots import model as M
from game.bots import rollout as R
from game.rules import GameState, apply_inplace, new_game
from game.rules.cardtypes import Step


def _asked(kind: str, games: int = 200) -> list[GameState]:
    """States of random games (on fast menus, as playouts play them) where a question of `kind` is pending."""
    out = []
    for g in range(games):
        st = new_game(4, 900 + g)
        st.fast_menus = True
        rng = random.Random(g)
        while not st.over:
            d = st.pending
            assert d is not None
            if d.kind == kind and len(d.options) > 1:
                out.append(st.clone())
                if len(out) >= 12:
                    return out
            apply_inplace(st, R.policy(st, rng))
    return out


def test_a_branch_is_worth_its_gains_less_its_payments_within_the_caps() -> None:
    st = new_game(4, 1)
    p = st.players[0]
    w = M.base_weights("xian")
    cha, coins = (Step("gain", {"cha": 1}),), (Step("gain", {"coins": 2}),)
    assert R._steps_worth(p, cha, w) == w["cha"] > R._steps_worth(p, coins, w) == 2 * w["coins"]
    convert = (Step("pay", {"sci": 1}), Step("gain", {"mil": 2}))
    assert R._steps_worth(p, convert, w) == 2 * w["mil"] - w["sci"]
    p.mil, p.sci, p.cha = M.CIV_CAP, 0, 0   # no room for a token: a gain of Military is worth nothing
    assert R._steps_worth(p, (Step("gain", {"mil": 2}),), w) == 0.0
    p.coins = M.COIN_CAP - 1   # room for one coin of two
    assert R._steps_worth(p, coins, w) == w["coins"]


def test_the_playouts_answer_a_branch_with_its_best_worth() -> None:
    states = _asked("branch")
    assert states, "no branch question met"
    for st in states:
        d = st.pending
        assert d is not None
        p = st.players[d.seat]
        w = M.base_weights(p.immortals[0])
        worth = {a: R._steps_worth(p, d.info[0][int(a.split()[1])], w) for a in d.options}
        assert worth[R.policy(st, random.Random(0))] == max(worth.values())


def test_the_playouts_destroy_the_card_that_leaves_the_seat_best_off() -> None:
    states = _asked("destroy")
    assert states, "no destruction asked"
    differ = 0
    for st in states:
        d = st.pending
        assert d is not None
        s = d.seat
        imm = st.players[s].immortals[0]
        w, cards = M.base_weights(imm), R.PLAY[st.round - 1][imm]
        got = R.policy(st.clone(), random.Random(0))
        standing = {}
        rng = random.Random(0)   # one generator through every option's follow-ups, as `one_step` passes it on
        for a in d.options:
            c = st.clone()
            apply_inplace(c, a)
            for _ in range(R._SETTLE):   # its own follow-up questions, as `one_step` answers them
                e = c.pending
                if e is None or e.seat != s or e.kind == "kingdom":
                    break
                apply_inplace(c, R.policy(c, rng))
            standing[a] = R._standing(c, s, w, cards)
        assert standing[got] == max(standing.values())
        differ += len(set(standing.values())) > 1
    assert differ > 0   # the targets are not all alike: the choice matters somewhere
