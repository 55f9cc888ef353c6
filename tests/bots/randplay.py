"""Test helper: a seeded game played at random until a condition holds."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.rules import GameState, apply_inplace, legal_actions, new_game


def reach(players: int, seed: int, until: Callable[[GameState], bool]) -> GameState:
    """The first position of a random seeded game where `until(state)` is true."""
    st = new_game(players, seed)
    rng = random.Random(seed)
    while not until(st):
        apply_inplace(st, rng.choice(legal_actions(st)))
    return st
