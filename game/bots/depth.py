"""A second ply inside a playout: the searching seat's next own decision answered several ways, each finished
with the same draws for everyone else, the sample valued by its best branch (SearchBot's knob `own_next`).

`own_max` (search.measure) makes a sample the best of several whole playouts that differ in all of the seat's own
draws; this branches only where the seat is next asked a real question (more than one option), on distinct
answers, and plays every branch on from the very same state and generators, so the branches differ in that one
choice alone: a small search of the seat's next move inside each sample.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from game.rules import GameState, apply_inplace
from game.rules.engine import UNCHECKED, kingdom_ok  # sampled states are ours to inspect
from game.rules.queries import roam_table

from .rollout import KINGDOM_FIT, PHASE_RANK, PICK_FIT, UNSEEN, Fits, option_classes, pick_class, playout, policy

T = TypeVar("T")

_NO_STOP = (99, 99)


def play_to_own(st: GameState, me: int, rng: random.Random, own_rng: random.Random,
                stop_at: tuple[int, int] | None, guess_right: float, fitted: bool | Fits,
                max_plies: int = 600) -> bool:
    """Play on with the playout policy (seat `me` by `own_rng`, the others by `rng`) until `me` is asked a question
    with more than one option: True then, False if the game ended or reached `stop_at` first."""
    st.fast_menus = True
    end = stop_at if stop_at is not None else _NO_STOP
    for _ in range(max_plies):
        d = st.pending
        if d is None or (st.round, PHASE_RANK[st.phase]) >= end:
            return False
        if d.seat == me and len(d.options) > 1:
            return True
        apply_inplace(st, policy(st, own_rng if d.seat == me else rng, guess_right, fitted))
    return False


def answers(st: GameState, k: int, rng: random.Random, guess_right: float, fitted: bool | Fits) -> list[str]:
    """Up to `k` distinct answers to the pending question: the one the playout policy draws, then the others by the
    fitted strength of their class (picks and Kingdom options; else in the menu's order). Two copies of one card
    kind count once; on fast menus an activation that cannot be made is left out."""
    d = st.pending
    assert d is not None   # asked where `play_to_own` stopped at a question
    first = policy(st, rng, guess_right, fitted)
    rest = [a for a in d.options if a != first and a != "reveal"]
    strength = _strengths(st, rest, fitted)
    if strength is not None:
        order = sorted(range(len(rest)), key=lambda i: -strength[i])   # stable: ties keep the menu's order
        rest = [rest[i] for i in order]
    picks = d.kind == "pick"
    unchecked = d.info is UNCHECKED
    seen: list[str] = []
    kinds: set[str] = set()
    for a in [first, *rest]:
        same = pick_class(a) if picks else a
        if same in kinds or (unchecked and a != first and a != "end" and not kingdom_ok(st, a)):
            continue
        kinds.add(same)
        seen.append(a)
        if len(seen) >= k:
            break
    return seen


def _strengths(st: GameState, opts: list[str], fitted: bool | Fits) -> list[float] | None:
    """The fitted class strength of each option of a pick or Kingdom question (None for other questions or without
    a fit)."""
    d = st.pending
    assert d is not None
    if fitted is False or d.kind not in ("pick", "kingdom"):
        return None
    fits = (KINGDOM_FIT, PICK_FIT) if fitted is True else fitted
    fit = fits[1] if d.kind == "pick" else fits[0]
    if fit is None:
        return None
    s = d.seat
    table = fit[st.players[s].immortals[0]][st.round - 1]
    if d.kind == "pick":
        classes = [pick_class(a) for a in opts]
    else:
        classes = option_classes(st, s, opts, roam_table(st, s))
    return [table.get(c, UNSEEN) for c in classes]


def branched(st: GameState, me: int, pseed: int, k: int, stop_at: tuple[int, int] | None,
             value: Callable[[GameState], T], outcome: Callable[[T], float], guess_right: float,
             fitted: bool | Fits) -> T:
    """One sample: play `st` (mutated) to `me`'s next real question, finish it once for each of up to `k` answers
    with the same generators, and return the `value` of the branch whose `outcome` is best (the playout's own
    `value` if `me` is not asked again before the end or `stop_at`)."""
    rng = random.Random(pseed)
    own_rng = random.Random(pseed * 7 + 1)
    if not play_to_own(st, me, rng, own_rng, stop_at, guess_right, fitted):
        return value(st)
    opts = answers(st, k, random.Random(pseed * 7 + 2), guess_right, fitted)
    others, mine = rng.getstate(), own_rng.getstate()
    best: T | None = None
    for a in opts:
        b = st.clone()
        apply_inplace(b, a)
        r, o = random.Random(), random.Random()
        r.setstate(others)
        o.setstate(mine)
        playout(b, r, stop_at=stop_at, guess_right=guess_right, fitted=fitted, own=(me, o))
        x = value(b)
        if best is None or outcome(x) > outcome(best):
            best = x
    assert best is not None   # the policy answers every question: one branch at least
    return best
