"""A second own ply in a search's playouts (`search.measure`'s `own_ply`).

A playout of a candidate runs on until the searching seat is next asked to pick a card (or the playout's end comes
first); there it branches on the seat's `width` likeliest picks (one per card kind, ranked by the playouts' own
pick policy), and each branch is played on from that point with the same draws as every other branch. The
candidate's sample is then the best branch: the seat's next pick searched, not drawn, so that a candidate is
valued as a seat that chooses its next card well would follow it up. The draws before the branch point and in the
branches are the same for every candidate (paired samples).
"""

from __future__ import annotations

import random

from game.rules import GameState, apply_inplace

from .rollout import MAX_PLIES, PHASE_RANK, PICK_FIT, UNSEEN, Fits, pick_class, playout, policy


def likeliest(st: GameState, width: int, fitted: bool | Fits) -> list[str]:
    """The `width` picks of the seat asked to pick in `st` that its playout policy draws most strongly, one per
    card kind, strongest first (ties in option order)."""
    d = st.pending
    assert d is not None and d.kind == "pick"
    by_kind: dict[str, str] = {}
    for a in d.options:
        by_kind.setdefault(pick_class(a), a)
    opts = list(by_kind.values())
    if len(opts) <= width:
        return opts
    fit = PICK_FIT if fitted is True else fitted[1] if fitted else None
    if type(fit) is dict:
        strength = fit[st.players[d.seat].immortals[0]][st.round - 1]
        xs = [strength.get(pick_class(a), UNSEEN) for a in opts]
    elif fit is not None:
        xs = fit.scores(st, d.seat, opts)   # type: ignore[union-attr]
    else:
        return opts[:width]
    order = sorted(range(len(opts)), key=lambda i: -xs[i])
    return [opts[i] for i in order[:width]]


def branches(st: GameState, me: int, width: int, pseed: int, stop_at: tuple[int, int] | None,
             guess_right: float, fitted: bool | Fits) -> list[GameState]:
    """Play `st` (mutated) on to seat `me`'s next pick and return one finished playout for each of its `width`
    likeliest picks there (`likeliest`); just `st` played out if no pick of its comes before `stop_at` or the end."""
    end = stop_at if stop_at is not None else (99, 99)
    rng, own_rng = random.Random(pseed), random.Random(pseed * 7 + 1)
    st.fast_menus = True
    n = 0
    while st.pending is not None and n < MAX_PLIES and (st.round, PHASE_RANK[st.phase]) < end:
        d = st.pending
        if d.seat == me and d.kind == "pick":
            break
        apply_inplace(st, policy(st, own_rng if d.seat == me else rng, guess_right, fitted), events=False)
        n += 1
    else:
        return [st]
    out = []
    for a in likeliest(st, width, fitted):
        b = st.clone()
        apply_inplace(b, a, events=False)
        # every branch the same draws from here: the others' and the seat's own
        playout(b, random.Random(pseed * 11 + 5), max_plies=MAX_PLIES - n, stop_at=stop_at,
                guess_right=guess_right, fitted=fitted, own=(me, random.Random(pseed * 11 + 6)))
        out.append(b)
    return out
