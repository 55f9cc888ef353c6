"""How a search values one finished or cut playout, seen from the searching seat (`search.measure`, and
`search.SearchBot`'s turn-beam judge): its clamped lead over the best rival plus a bonus for the win."""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.rules import GameState

from . import leaf

LEAD_CLAMP = 30.0   # a playout's lead over the best rival counts at most this much either way (knob `clamp`)


@dataclass(frozen=True, slots=True)
class Sample:
    """One finished playout seen from the searching seat."""

    outcome: float               # what the search maximises: clamped lead over the best rival + win bonus
    total: int                   # the seat's final score
    best_other: int              # the best rival's final score
    won: bool
    breakdown: dict[str, int]    # the seat's final score by category (game.rules.scoring.CATEGORIES)


def value_of(st: GameState, me: int, cp: str | None, win_bonus: float, win_tau: float, leaf_imm: bool = False,
             leaf_w: dict[str, dict] | None = None, clamp: float = LEAD_CLAMP) -> Sample:
    """A playout's value: by its final scores if it ended or ran to the end (`cp` None), else by the leaf
    projection at checkpoint `cp` (`leaf_sample`)."""
    if st.result is not None or cp is None:
        return final_sample(st, me, win_bonus, clamp)
    return leaf_sample(st, me, cp, win_bonus, win_tau, leaf_imm, leaf_w, clamp)


def final_sample(st: GameState, me: int, win_bonus: float, clamp: float = LEAD_CLAMP) -> Sample:
    """A finished playout by its final scores (an unfinished one: all zero)."""
    if st.result is None:
        return Sample(0.0, 0, 0, False, {})
    rows = st.result["players"]
    mine = rows[me]["total"]
    best = max(r["total"] for o, r in enumerate(rows) if o != me)
    won = st.result["winner"] == me
    outcome = max(-clamp, min(clamp, mine - best)) + (win_bonus if won else 0.0)
    return Sample(outcome, mine, best, won, dict(rows[me]["breakdown"]))


def leaf_sample(st: GameState, me: int, cp: str, win_bonus: float, win_tau: float,
                leaf_imm: bool = False, leaf_w: dict[str, dict] | None = None,
                clamp: float = LEAD_CLAMP) -> Sample:
    """A playout cut short at checkpoint `cp`, valued by every seat's projected final score (`leaf.project`)."""
    totals = leaf.project(st, cp, leaf_w, by_immortal=leaf_imm)
    mine = totals[me]
    best = max(t for o, t in enumerate(totals) if o != me)
    lead = mine - best
    if win_tau > 0:
        win = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead / win_tau))))
    else:
        win = 1.0 if lead > 0 else 0.0
    outcome = max(-clamp, min(clamp, lead)) + win_bonus * win
    return Sample(outcome, round(mine), round(best), lead > 0, {})
