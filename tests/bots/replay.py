"""Test helper: `search.measure`'s draws replayed by hand, to check what it makes of each sample."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.bots.base import sample_state
from game.bots.heuristic import HeuristicBot
from game.bots.outcome import final_sample
from game.bots.rollout import Fits, playout
from game.bots.search import candidates
from game.rules import GameState, apply_inplace


def measured_samples(view: dict, iters: int, seed: int) -> Iterator[tuple[int, GameState, int]]:
    """Each sample `measure` draws from `random.Random(seed)` (no beliefs): its index, sampled state and playout
    seed, in order."""
    rng = random.Random(seed)
    for i in range(iters):
        st = sample_state(view, rng.getrandbits(31))
        assert st is not None
        yield i, st, rng.getrandbits(31)


def played(st: GameState, action: str, me: int, others: random.Random, own: random.Random,
           fitted: bool | Fits = True) -> float:
    """The outcome (`final_sample`, win bonus 10) of `action` played on a copy of `st` and played out to the end,
    the other seats' draws from `others`, seat `me`'s own from `own`."""
    c = st.clone()
    apply_inplace(c, action)
    playout(c, others, fitted=fitted, own=(me, own))
    return final_sample(c, me, 10.0).outcome


def three_candidates(view: dict, legal: list[str]) -> list[str]:
    """The first three candidates Hard's search would weigh here (`search.candidates` around Normal's choice)."""
    return candidates(view, legal, HeuristicBot("normal", 1).choose(view, legal))[:3]
