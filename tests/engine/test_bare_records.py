"""The hot questions and Bonuses build their Decision and Ctx bare (object.__new__, slots filled in place: state.BARE,
issue 30): the records made so are the ones the class makes, field for field, in repr, equality and hashing."""

from __future__ import annotations

import random
from typing import Any

from game.rules import apply_inplace, legal_actions, new_game, state
from game.rules.effects import ask
from game.rules.state import Ctx, Decision


def _same(made: Any, plain: Any, hashed: bool = True) -> None:
    assert type(made) is type(plain)
    assert made == plain and repr(made) == repr(plain) and tuple(made) == tuple(plain)
    if hashed:   # some questions' info holds a card's steps, whose params (dicts) do not hash
        assert hash(made) == hash(plain)


def test_pure_python_builds_them_bare() -> None:
    if hasattr(Decision, "__dict__") and "__slots__" in Decision.__dict__:   # not a compiled (mypyc) class
        assert state.BARE


def test_ask_makes_the_decision_the_class_makes() -> None:
    st = new_game(4, 1)
    ask(st, 2, "tie", ["pass", "reveal"], info=("mil", (1, 2), 0))
    _same(st.pending, Decision(2, "tie", ("pass", "reveal"), ("mil", (1, 2), 0)))
    ask(st, 0, "peek", ("nopeek",))
    _same(st.pending, Decision(0, "peek", ("nopeek",)))


def test_played_games_hold_records_equal_to_the_class_made_ones() -> None:
    picks = bonuses = 0
    for seed in range(8):
        st = new_game(4, seed)
        rnd = random.Random(seed)
        while not st.over:
            d = st.pending
            assert d is not None
            _same(d, Decision(d.seat, d.kind, d.options, d.info), hashed=False)
            picks += d.kind == "pick"
            for f in st.stack:
                if f[0] == "steps":
                    c = f[3]
                    _same(c, Ctx(c.actor, c.source, c.chain, c.double), hashed=False)
                    bonuses += 1
            apply_inplace(st, rnd.choice(legal_actions(st)))
    assert picks > 0 and bonuses > 0
