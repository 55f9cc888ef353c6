"""Events are read-only and the common ones are shared (API.md "Events"): an event handed out stays as it was
through later games, and a shared event equals the one the plain code would have made."""

from __future__ import annotations

import copy
import random

from game.rules import apply, apply_inplace, legal_actions, new_game


def _play(seed: int, players: int) -> list[list[dict]]:
    st = new_game(players, seed)
    rnd = random.Random(seed)
    out = []
    while not st.over:
        out.append(apply_inplace(st, rnd.choice(legal_actions(st))))
    return out


def test_events_given_out_are_never_changed_later() -> None:
    """The events of a game (shared ones among them) are unchanged after many more games."""
    first = _play(3, 4)
    frozen = copy.deepcopy(first)
    for seed in range(4, 24):
        _play(seed, 3 + seed % 4)
    assert first == frozen


def test_shared_events_are_shared_and_equal_to_fresh_ones() -> None:
    """The same game played twice gives equal events, some of them the very same dicts (shared); `apply` (pure)
    gives the same events as `apply_inplace`."""
    a, b = _play(7, 5), _play(7, 5)
    assert a == b
    same = sum(x is y for ea, eb in zip(a, b) for x, y in zip(ea, eb))
    kinds = {x["t"] for ea, eb in zip(a, b) for x, y in zip(ea, eb) if x is y}
    assert same > 100 and {"pick", "picked", "decided", "tilt", "turn", "turn_end", "gain"} <= kinds
    st = new_game(5, 7)
    rnd = random.Random(7)
    for evs in a:
        st, got = apply(st, rnd.choice(legal_actions(st)))
        assert got == evs
