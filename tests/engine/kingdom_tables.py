"""Copies of the table at every Kingdom decision of a few seeded random games (for the fast-path tests)."""

from __future__ import annotations

import random

from game.rules import apply_inplace, legal_actions, new_game
from game.rules.state import GameState


def kingdom_tables(games: int, seed: int) -> list[GameState]:
    """Copies of the table at every Kingdom decision of `games` seeded random games of 3 to 6 players."""
    out = []
    for g in range(games):
        st = new_game(3 + g % 4, seed + g)
        rnd = random.Random(g)
        while not st.over:
            if st.pending.kind == "kingdom":
                out.append(st.clone())
            apply_inplace(st, rnd.choice(legal_actions(st)))
    return out
