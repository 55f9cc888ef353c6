"""Decision and Ctx are classes with slots (issue 30: their fields are read after every action); they keep the
behaviour of the named tuples they replaced: the same constructor and defaults, repr, equality, hashing, unpacking
and pickling."""

from __future__ import annotations

import copy
import pickle
import random
from typing import Any, NamedTuple

from game.rules import apply_inplace, legal_actions, new_game
from game.rules.state import Ctx, Decision


class _OldDecision(NamedTuple):   # the named tuples as they were, for comparison
    seat: int
    kind: str
    options: tuple[str, ...]
    info: Any = None


class _OldCtx(NamedTuple):
    actor: int
    source: int = -1
    chain: tuple[int, ...] = ()
    double: bool = False


def test_fields_defaults_and_repr_match_the_named_tuples() -> None:
    cases = [((2, "pick", ("pick 1", "pick 2")), {}), ((0, "kingdom", ("end",), "x"), {}),
             ((1, "tie"), {"options": ("a",), "info": ("mil",)})]
    for args, kw in cases:
        new, old = Decision(*args, **kw), _OldDecision(*args, **kw)
        assert repr(new) == repr(old).replace("_OldDecision", "Decision")
        assert (new.seat, new.kind, new.options, new.info) == tuple(old)
        assert tuple(new) == tuple(old)
        seat, kind, options, info = new
        assert (seat, kind, options, info) == tuple(old)
    for args in [(3,), (1, 40), (0, 7, (7, 9)), (2, 5, (), True)]:
        new_c, old_c = Ctx(*args), _OldCtx(*args)
        assert repr(new_c) == repr(old_c).replace("_OldCtx", "Ctx")
        assert tuple(new_c) == tuple(old_c)
        assert (new_c.actor, new_c.source, new_c.chain, new_c.double) == tuple(old_c)
    assert Ctx(1, chain=(4,)).chain == (4,) and Ctx(actor=2).source == -1


def test_equality_and_hashing_are_by_value() -> None:
    a, b = Decision(1, "play", ("play", "transform"), 0), Decision(1, "play", ("play", "transform"), 0)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Decision(1, "play", ("play", "transform"), 1)
    assert a != None and a != ("x",)   # noqa: E711 (never equal to another type, no error)
    c, d = Ctx(0, 5, (5,)), Ctx(0, 5, (5,))
    assert c == d and hash(c) == hash(d) and c != Ctx(0, 5, (5,), True)
    assert ("steps", (), 0, c) == ("steps", (), 0, d)   # frames holding them compare by value
    assert c != a


def test_they_survive_pickle_and_copies() -> None:
    for obj in (Decision(0, "kingdom", ("end",), None), Ctx(2, 3, (3, 4), True)):
        for twin in (pickle.loads(pickle.dumps(obj)), copy.copy(obj), copy.deepcopy(obj)):
            assert twin == obj and repr(twin) == repr(obj) and type(twin) is type(obj)


def test_played_games_hold_them_where_the_named_tuples_were() -> None:
    steps_frames = 0
    for seed in range(6):
        st = new_game(4, seed)
        rnd = random.Random(seed)
        while not st.over:
            assert isinstance(st.pending, Decision)
            for f in st.stack:
                if f[0] == "steps":
                    assert isinstance(f[3], Ctx)
                    steps_frames += 1
            cl = st.clone()
            assert cl.pending is st.pending   # shared by clones: treated as immutable
            apply_inplace(st, rnd.choice(legal_actions(st)))
    assert steps_frames > 0   # some questions were asked with steps waiting below them
