"""Computer opponents. `make_bot(level, seed)` gives a Bot whose `choose(view, legal)` returns one legal action.

Levels: "random", "easy" (noisy heuristic), "normal" (heuristic with sampled look-ahead on its own turn),
"hard" (determinized Monte-Carlo search over information sets with Normal-guided rollouts), "expert" (Hard's
search with 1,600 playouts on picks and Kingdom turns - Hard's 800 and 400 - early stops, a 2 s cap). Bots see only
`view_for(state, seat)` and the legal actions; pure Python, no pygame.
`hint.hint(view, legal, lang)` gives a human the Hard suggestion with its reason in words (`main.py hint SAVEFILE`).
"""

from __future__ import annotations

from typing import Any

from .base import Bot, RandomBot
from .heuristic import HeuristicBot

LEVELS = ("random", "easy", "normal", "hard", "expert")


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot of the given level; `options` tune it (e.g. hard: budget=0.3 seconds per decision)."""
    # options: Any, as they are the knobs of the level's bot (HeuristicBot's, SearchBot's), each of its own type
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot("easy", seed, noise=0.6, lookahead=False, **options)
    if level == "normal":
        return HeuristicBot("normal", seed, **options)
    if level == "hard":
        from .search import SearchBot
        return SearchBot(seed, **options)
    if level == "expert":
        from .expert import expert_bot
        return expert_bot(seed, **options)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "make_bot"]
