"""Test helper: seeded game records to review (random play: fast, with plenty of mistakes to find)."""

from __future__ import annotations

import random

from game.gamefile import SAVE_VERSION
from game.rules import apply_inplace, legal_actions, new_game


def random_record(players: int, seed: int) -> dict:
    """A finished game played at random, as a save record."""
    st = new_game(players, seed)
    rng = random.Random(seed)
    actions = []
    while not st.over:
        a = rng.choice(legal_actions(st))
        apply_inplace(st, a)
        actions.append(a)
    return {"version": SAVE_VERSION, "seed": seed, "players": players, "names": [f"P{i}" for i in range(players)],
            "seats": ["human"] + ["bot:normal"] * (players - 1), "actions": actions}
