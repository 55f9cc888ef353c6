"""The search interface shared by the Hint button and the game review: every option of a decision valued in
final VP, from one seat's view only.

`evaluate_options(view, legal, seed, quality)` plays each candidate on the same sampled states with the same
playouts (Hard's `search.measure`: common random numbers, hidden Immortals drawn from `belief.joint`, round-1
playouts cut where round 2 begins and valued by `leaf.project`) and returns one `OptionValue` per measured
option, best (highest mean final VP) first, each with its paired difference from the best and the ± of that
difference. No wall-clock cap: the same view, legal list, seed and quality always give the same values.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from . import belief
from .base import decision_rng
from .choice import paired_gain
from .heuristic import HeuristicBot
from .model import KIND_OF
from .outcome import Sample
from .search import candidates, measure

DEFAULT_QUALITY = 192
"""Paired samples per measured option by default (the review's default; the hint passes its own)."""
MAX_CANDIDATES = 6
"""Options measured besides the ones asked for (`include`), the Normal choice and `end`."""
Z95 = 1.96   # the ± is a 95% interval of the paired mean


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One measured option: mean final VP of the seat, and its paired difference from the best option."""

    action: str
    vp_mean: float        # the seat's mean final score (projected where a playout stops early)
    vp_pm: float          # 95% half-width of `gain` (0 for the best option itself)
    win: float            # share of the playouts the seat won (a projected lead counts as won)
    gain: float = 0.0     # vp_mean minus the best option's, on the same samples (<= 0)
    samples: int = 0
    breakdown: dict[str, float] = field(default_factory=dict)   # mean final score by category (full playouts)
    outcome: float = 0.0  # Hard's own measure: mean clamped lead over the best rival


def prior_choice(view: dict, legal: list[str], seed: int = 0, time_cap: float = 5.0) -> str:
    """The Normal bot's choice (Hard's anchor); its `time_cap` is only a safety net (wall-clock)."""
    return HeuristicBot("normal", seed, time_cap=time_cap).choose(view, legal)


def option_set(view: dict, legal: list[str], prior: str, include: tuple[str, ...] = ()) -> list[str]:
    """The options worth measuring: Hard's candidates, the Normal choice and every action of `include`."""
    kind = (view.get("decision") or {}).get("kind", "")
    cands = list(legal) if kind == "tie" else candidates(view, legal, prior, MAX_CANDIDATES)
    for a in (prior, *include):
        if a in legal and a not in cands:
            cands.append(a)
    return cands


def evaluate_options(view: dict, legal: list[str], seed: int = 0, quality: int = DEFAULT_QUALITY,
                     include: tuple[str, ...] = (), prior: str | None = None,
                     stop: Callable[[], bool] | None = None) -> list[OptionValue]:
    """Every measured option of the viewing seat's decision, best first (see the module docstring).

    `include`: actions that must be measured (the move a player made). `prior`: the Normal choice if already
    known. `stop()`: true stops early (fewer samples). An empty list when fewer than two options differ or
    sampling fails (determinize needs the seat to be the one to act)."""
    legal = list(legal)
    if len(legal) < 2:
        return []
    if prior is None:
        prior = prior_choice(view, legal, seed)
    cands = option_set(view, legal, prior, include)
    reps = _twins(cands, prior, include)
    measured = [a for a in cands if a not in reps]
    if len(measured) < 2:
        return []
    rng = decision_rng(seed, view, legal, "review")
    results = measure(view, measured, rng, math.inf, max(2, quality), win_bonus=0.0, min_iters=0, stop=stop,
                      horizon="round", win_tau=5.0, joint=belief.joint(view))
    n = min(len(v) for v in results.values())
    if n < 2:
        return []
    results = {a: xs[:n] for a, xs in results.items()}
    best = max(measured, key=lambda a: (_mean([x.total for x in results[a]]), a == prior, a))
    out = [_value(a, results[a], results[best], a == best) for a in measured]
    out += [_value(a, results[r], results[best], False) for a, r in reps.items()]
    out.sort(key=lambda o: (-o.vp_mean, o.action != best, o.action))
    return out


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs)


def _value(action: str, xs: list[Sample], ref: list[Sample], is_best: bool) -> OptionValue:
    n = len(xs)
    gain, se = (0.0, 0.0) if is_best else paired_gain([x.total for x in xs], [x.total for x in ref])
    cats: dict[str, float] = {}
    for x in xs:
        for c, v in x.breakdown.items():
            cats[c] = cats.get(c, 0.0) + v / n
    return OptionValue(action, _mean([x.total for x in xs]), Z95 * se, _mean([float(x.won) for x in xs]), gain, n,
                       cats, _mean([x.outcome for x in xs]))


def _twins(cands: list[str], prior: str, include: tuple[str, ...]) -> dict[str, str]:
    """Copies of one card kind that lead to the same game (copying either Observatory): action -> the one measured."""
    rep: dict[str, str] = {}
    twins = {}
    for a in sorted(cands, key=lambda a: (a != prior and a not in include, a)):
        verb, _, key = a.partition(" ")
        if verb == "copy" and key in KIND_OF:
            first = rep.setdefault(KIND_OF[key], a)
            if first != a:
                twins[a] = first
    return twins
