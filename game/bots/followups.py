"""Joint candidates for a Kingdom search: an activation together with each answer its seat may give, at once, to
the question it asks (which card to copy, which branch, where the Culture goes, ...), so that the activation is
valued with its best answer rather than with the playout policy's. Only questions read off the public table are
joined: the Market's cards and a look at the deck differ on every sampled state."""

from __future__ import annotations

from collections.abc import Callable

from game.rules import GameState, IllegalAction, apply_inplace, view_for

from .base import sample_state

JOINT = "|"   # a joint candidate: an action and the answer the seat gives at once (`search.measure` applies both)
PUBLIC = frozenset({"copy", "branch", "culture", "destroy", "give", "tokens", "pay"})
"""The follow-up questions whose options are the same on every sampled state (up to a card revealed from the deck,
which `measure` leaves to the playout policy where it is not there)."""

Rank = Callable[[dict, list[str], int], list[str]]
"""(view of the question, its options, how many) -> the options worth searching, best first."""


def with_answers(view: dict, cands: list[str], seed: int, rank: Rank, most: int) -> tuple[list[str], dict[str, str]]:
    """`cands` with every activation that asks its own seat a public question at once replaced by that activation
    joined to each of its (at most `most`, by `rank`) answers, found on one state sampled from the view by `seed`;
    and, for each activation so joined, its first joint candidate (the one `rank` put first)."""
    st = sample_state(view, seed)
    if st is None:
        return cands, {}
    out: list[str] = []
    first: dict[str, str] = {}
    for a in cands:
        joined = _joined(st, view["seat"], a, rank, most)
        if joined:
            first[a] = joined[0]
        out.extend(joined or [a])
    return out, first


def _joined(st: GameState, me: int, a: str, rank: Rank, most: int) -> list[str]:
    """Activation `a` joined to each answer (at most `most`) of the public question it asks seat `me` at once on
    `st`; empty when it asks none (or is `end`, or is not open there)."""
    if a == "end":
        return []
    c = st.clone()
    try:
        apply_inplace(c, a)
    except IllegalAction:
        return []
    d = c.pending
    if d is None or d.seat != me or d.kind not in PUBLIC:
        return []
    opts = [x for x in d.options if x != "reveal"]
    if len(opts) < 2:
        return []
    if len(opts) > most:
        opts = rank(view_for(c, me), opts, most)
    return [a + JOINT + x for x in opts]
