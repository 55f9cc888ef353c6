"""How Hard and Expert choose among measured candidates: the paired statistics of their outcomes.

Every candidate of a decision is played on the same sampled states with the same playout seeds (`search.measure`),
so candidates are compared sample by sample (paired). `decide` keeps the Normal bot's choice unless another
candidate clearly beats it; `race` and `clear_leader` say, part-way, which candidates are still worth sampling and
when the search may stop; `paired_gain` is the figure they all read, and the pilots in `bench/` read it too.
"""

from __future__ import annotations

import math

JOINT = "|"   # a joint candidate: an action and the answer the seat gives at once (`search.measure` applies both)


def paired_gain(vals: list[float], base: list[float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences vals[i] - base[i]."""
    n = min(len(vals), len(base))
    diffs = [x - y for x, y in zip(vals[:n], base[:n])]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, (math.sqrt(var / n) if var > 0 else 0.0)


def race(outcomes: dict[str, list[float]], prior: str, k: float, margin: float) -> list[str]:
    """The candidates still worth sampling: `prior`, and every other whose paired gain over it so far, plus `k`
    standard errors, still reaches `margin` (so that `decide` could yet choose it)."""
    base = outcomes[prior]
    kept = [prior]
    for a, xs in outcomes.items():
        if a == prior or len(xs) < 2:
            continue
        mean, se = paired_gain(xs, base)
        if mean + k * se >= margin:
            kept.append(a)
    return kept


def clear_leader(outcomes: dict[str, list[float]], prior: str, k: float, margin: float) -> str | None:
    """The candidate the search may stop at (Expert's early stop), or None: the one `decide` would choose now,
    when it leads every other candidate, paired, by `k` standard errors (and, if it is not `prior`, beats
    `prior` by `margin` points plus `k` standard errors)."""
    if prior not in outcomes or len(outcomes) < 2:
        return None
    best = decide(outcomes, prior, 0.0, margin)
    vals = outcomes[best]
    for a, xs in outcomes.items():
        if a == best:
            continue
        n = min(len(vals), len(xs))
        if n < 2:
            return None
        mean, se = paired_gain(vals[:n], xs[:n])
        need = margin if a == prior else 0.0
        if mean - k * se <= need:
            return None
    return best


def decide(outcomes: dict[str, list[float]], prior: str, z: float = 0.0, margin: float = 0.5) -> str:
    """The Hard rule: keep `prior` unless another candidate beats it by `z` standard errors and `margin` points.

    Each candidate is compared with `prior` on the samples they share (all of them unless racing dropped it)."""
    if prior not in outcomes:
        return prior
    base = outcomes[prior]
    best, best_gain = prior, 0.0
    for a, vals in outcomes.items():
        n = min(len(vals), len(base))
        if a == prior or n < 2:
            continue
        mean, se = paired_gain(vals[:n], base[:n])
        if mean > z * se + margin and mean > best_gain:
            best, best_gain = a, mean
    return best


def decide_joint(outcomes: dict[str, list[float]], prior: str, z: float = 0.0, margin: float = 0.5,
                 whole: bool = False) -> str:
    """The action `decide` would choose among joint candidates (a pick or an activation, joined to each of its
    answers; others alone), the anchor being the prior action with its best answer by mean: the winner's action
    (`whole`: the winning joint candidate, its answer included)."""
    mine = [a for a in outcomes if a.split(JOINT)[0] == prior and outcomes[a]]
    if not mine:
        return prior
    anchor = max(mine, key=lambda a: sum(outcomes[a]) / len(outcomes[a]))
    best = decide(outcomes, anchor, z, margin)
    return best if whole else best.split(JOINT)[0]
