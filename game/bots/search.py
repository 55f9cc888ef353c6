"""Hard bot: determinized flat Monte-Carlo over information sets, anchored on the Normal bot.

For draft and Kingdom decisions it samples states consistent with its view (`determinize`), plays every
candidate action on the same samples with the same playout seeds (common random numbers), and keeps the
Normal bot's choice unless another candidate does clearly better on the paired outcomes (progressive bias).
Work is bounded by a playout count (deterministic) and a wall-clock cap (safety); on any failure it falls
back to the Normal choice, so a decision never hangs.
"""

from __future__ import annotations

import math
import random
import time

from game.rules import GameState, apply_inplace

from . import model as M
from .base import decision_rng, sample_state
from .heuristic import HeuristicBot
from .rollout import playout

SEARCHED = ("pick", "play", "kingdom", "commerce", "look", "swap", "copy", "destroy")


class SearchBot:
    """Determinized Monte-Carlo search with Normal-guided candidates and a Normal fallback."""

    level = "hard"
    strict = False

    def __init__(self, seed: int = 0, budget: float = 0.9, playouts: int = 240, max_candidates: int = 5,
                 z: float = 0.0, margin: float = 0.5, win_bonus: float = 10.0,
                 kinds: tuple[str, ...] | str = SEARCHED) -> None:
        self.seed = seed
        self.budget = budget
        self.playouts = playouts
        self.max_candidates = max_candidates
        self.z = z              # how many standard errors a candidate must beat the Normal choice by
        self.margin = margin    # and by how many points at least
        self.win_bonus = win_bonus
        self.kinds = tuple(kinds.split("+")) if isinstance(kinds, str) else tuple(kinds)   # decision kinds searched
        self.normal = HeuristicBot("normal", seed, time_cap=budget / 2)

    def choose(self, view: dict, legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        prior = self.normal.choose(view, legal)
        kind = view["decision"]["kind"]
        if kind not in self.kinds:
            return prior
        try:
            a = self._search(view, legal, prior, start)
        except Exception:   # search is an improvement, never a risk
            if self.strict:
                raise
            a = prior
        return a if a in legal else prior

    def _candidates(self, view: dict, legal: list[str], prior: str) -> list[str]:
        opts = [a for a in legal if a != "reveal"]
        if view["decision"]["kind"] in ("pick", "look", "swap"):
            # two copies of one card kind lead to the same game: search one of them (the Normal choice if any)
            kinds: dict[str, str] = {}
            for a in [prior] + opts:
                parts = a.split()
                kinds.setdefault(M.KIND_OF.get(parts[-1], a) if len(parts) == 2 else a, a)
            opts = [a for a in opts if a in kinds.values()]
        if len(opts) <= self.max_candidates:
            return opts
        # keep the Normal choice, `end`, and the statically best others
        m = M.Model(view)
        imm = m.my_imms[0]
        w = M.base_weights(imm)
        me = m.me

        def static(a: str) -> float:
            if a in (prior, "end"):
                return 1e9
            parts = a.split()
            if len(parts) == 2 and parts[1] in M.FACTS:
                return M.use_value(m, me, M.KIND_OF[parts[1]], w)
            return 0.0
        return sorted(opts, key=static, reverse=True)[: self.max_candidates]

    def _search(self, view: dict, legal: list[str], prior: str, start: float) -> str:
        cands = self._candidates(view, legal, prior)
        if len(cands) <= 1:
            return prior
        me = view["seat"]
        rng = decision_rng(self.seed, view, legal, "hard")
        deadline = start + self.budget
        iters = max(2, self.playouts // len(cands))
        results: dict[str, list[float]] = {a: [] for a in cands}
        for _ in range(iters):
            if time.perf_counter() > deadline:
                break
            st = sample_state(view, rng.getrandbits(31))
            if st is None:
                break
            pseed = rng.getrandbits(31)
            for a in cands:
                c = st.clone()
                apply_inplace(c, a)
                playout(c, random.Random(pseed))
                results[a].append(_outcome(c, me, self.win_bonus))
        n = min(len(v) for v in results.values())
        if n < 2:
            return prior
        base = results[prior][:n] if prior in results else None
        best, best_gain = prior, 0.0
        for a, vals in results.items():
            if a == prior or base is None:
                continue
            diffs = [x - y for x, y in zip(vals[:n], base)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            se = math.sqrt(var / n) if var > 0 else 0.0
            if mean > self.z * se + self.margin and mean > best_gain:
                best, best_gain = a, mean
        return best


def _outcome(st: GameState, me: int, win_bonus: float = 10.0) -> float:
    """A finished playout seen from `me`: score margin over the best opponent, plus a win bonus."""
    if st.result is None:
        return 0.0
    rows = st.result["players"]
    mine = rows[me]["total"]
    best = max(r["total"] for o, r in enumerate(rows) if o != me)
    margin = max(-30.0, min(30.0, mine - best))
    return margin + (win_bonus if st.result["winner"] == me else 0.0)
