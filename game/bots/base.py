"""Shared bot plumbing: the Bot protocol, per-decision seeded randomness, safe determinization."""

from __future__ import annotations

import random
import zlib
from typing import Protocol

from game.rules import GameState, determinize


class Bot(Protocol):
    """A computer player: answers one decision from a seat's view and the legal actions."""

    level: str

    def choose(self, view: dict, legal: list[str]) -> str:
        """One member of `legal`."""
        ...


def decision_rng(seed: int, view: dict, legal: list[str], salt: str = "") -> random.Random:
    """Randomness fixed by the bot seed and what the seat sees, so equal views give equal choices."""
    key = f"{seed}|{salt}|{view.get('ply')}|{view.get('seat')}|{view.get('round')}|{','.join(legal)}"
    return random.Random(zlib.crc32(key.encode()) * 1000003 + seed)


def sample_state(view: dict, seed: int) -> GameState | None:
    """A full state consistent with the view, or None when sampling is impossible."""
    try:
        return determinize(view, seed)
    except Exception:   # a bot must never crash on a sampling problem: it falls back to heuristics
        return None


class RandomBot:
    """Uniformly random legal actions (never reveals Justice outside a tie, which random play would waste)."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: dict, legal: list[str]) -> str:
        rng = decision_rng(self.seed, view, legal)
        opts = [a for a in legal if a != "reveal"] or legal
        return rng.choice(opts)
