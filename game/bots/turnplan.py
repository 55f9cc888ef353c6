"""A whole-turn planner for Hard's Kingdom turns (issue 30): every line of the seat's own answers to the end of its
turn, found on one sampled state, each line valued on the same sampled states by the same playouts.

Hard's flat search values one activation at a time and leaves the rest of the turn to the playouts' fitted
choice model, which plays a Kingdom turn several VP worse than Normal (bench/turn_gap.py). Here the rest of the
turn is searched: `lines` walks every order of the seat's own answers on a sampled state (orders that reach the
same position are walked once), and `plan` plays each line on `samples` states drawn from the view, finishes each
with a playout (to the end, or to the leaf where round 2 begins), and keeps the line with the best mean outcome,
dropping the worse lines by successive halving. A line is open-loop: where a sample asks a question the line did
not foresee (another Commerce card drawn), the playout policy answers from there.
"""

from __future__ import annotations

import random

from game.rules import GameState, apply_inplace

from . import belief, leaf
from .base import sample_state
from .rollout import playout, policy


def _fingerprint(st: GameState) -> tuple:
    """What a position is, for merging orders of answers that reach the same one."""
    d = st.pending
    return (tuple((p.coins, p.mil, p.sci, p.cha, p.vp, p.sup, p.won, p.diamond, tuple(p.buildings), tuple(p.heroes))
                  for p in st.players),
            tuple(st.culture), tuple(sorted(st.tilted)), tuple(sorted(st.wonder_uses)), tuple(st.wonders), len(st.deck),
            len(st.discard), len(st.commerce_deck), tuple(st.looked), tuple(st.commerce_revealed),
            None if d is None else (d.seat, d.kind, d.options), tuple(f[0] for f in st.stack))


def _my_turn(st: GameState, me: int) -> bool:
    return st.pending is not None and st.phase == "kingdom" and st.active == me


def lines(st: GameState, me: int, max_nodes: int = 400, rng_seed: int = 0) -> list[tuple[str, ...]]:
    """Every line of seat `me`'s answers from `st` to the end of its Kingdom turn (at most `max_nodes` positions
    expanded; the other seats' answers inside the turn by the playout policy)."""
    out: list[tuple[str, ...]] = []
    seen: set[tuple] = set()
    stack: list[tuple[GameState, tuple[str, ...]]] = [(st, ())]
    while stack:
        c, line = stack.pop()
        while _my_turn(c, me) and c.pending is not None and c.pending.seat != me:
            apply_inplace(c, policy(c, random.Random(rng_seed)))
        if not _my_turn(c, me):
            out.append(line)
            continue
        fp = _fingerprint(c)
        if fp in seen:
            continue
        seen.add(fp)
        if len(seen) > max_nodes:
            out.append(line)   # cut: the playouts go on from here
            continue
        d = c.pending
        assert d is not None
        for a in reversed(d.options):
            if a == "reveal":
                continue
            x = c.clone()
            apply_inplace(x, a)
            stack.append((x, line + (a,)))
    return out


def _value(st: GameState, me: int, line: tuple[str, ...], pseed: int, stop_at: tuple[int, int] | None,
           cp: str | None, win_bonus: float, win_tau: float) -> float:
    """One sample's outcome of a line: its answers while the sample asks them, then a playout."""
    from .search import _leaf_sample, _sample
    c = st.clone()
    other = random.Random(pseed * 3 + 1)
    for a in line:
        while _my_turn(c, me) and c.pending is not None and c.pending.seat != me:
            apply_inplace(c, policy(c, other))
        d = c.pending
        if d is None or d.seat != me or a not in d.options:
            break
        apply_inplace(c, a)
    playout(c, random.Random(pseed), stop_at=stop_at)
    if c.result is not None or cp is None:
        return _sample(c, me, win_bonus).outcome
    return _leaf_sample(c, me, cp, win_bonus, win_tau).outcome


def _static(st: GameState, me: int, line: tuple[str, ...]) -> float:
    """The seat's projected lead over its best rival once `line` is played on `st` (`leaf.project` at "k2")."""
    c = st.clone()
    for a in line:
        d = c.pending
        if d is None or d.seat != me or a not in d.options:
            break
        apply_inplace(c, a)
    totals = leaf.project(c, "k2")
    return totals[me] - max(t for o, t in enumerate(totals) if o != me)


def plan(view: dict, rng: random.Random, budget: int = 400, horizon: str = "round", win_bonus: float = 25.0,
         win_tau: float = 5.0, max_nodes: int = 400, first: int = 4, keep: float = 1 / 3,
         beliefs: bool = True, top: int = 0) -> tuple[str, dict]:
    """The first answer of the best line of seat view["seat"]'s turn, with what the search did."""
    me = view["seat"]
    cp = leaf.next_checkpoint(view["round"], view["phase"], horizon)
    stop_at = leaf.CHECKPOINTS[cp] if cp is not None else None
    joint = belief.joint(view) if beliefs else None
    states: list[tuple[GameState, int]] = []

    def more(k: int) -> None:
        while len(states) < k:
            s = sample_state(view, rng.getrandbits(31))
            if s is None:
                raise RuntimeError("no sample")
            if joint is not None:
                for seat, im in belief.draw(joint, rng).items():
                    s.players[seat].immortals = [im]
            s.fast_menus = False
            states.append((s, rng.getrandbits(31)))

    more(1)
    base = states[0][0].clone()
    base.fast_menus = False
    alive = lines(base, me, max_nodes, rng.getrandbits(31))
    if top and len(alive) > top:   # the lines whose end of turn the leaf projects best on the first sample
        alive = sorted(alive, key=lambda ln: _static(base, me, ln), reverse=True)[:top]
    vals: dict[tuple[str, ...], list[float]] = {ln: [] for ln in alive}
    spent, n = 0, max(2, min(first, budget // (2 * max(1, len(alive)))))
    while True:
        more(n)
        for ln in alive:
            xs = vals[ln]
            for st, pseed in states[len(xs):n]:
                xs.append(_value(st, me, ln, pseed, stop_at, cp, win_bonus, win_tau))
                spent += 1
        if len(alive) <= 1:
            break
        alive.sort(key=lambda ln: sum(vals[ln]) / len(vals[ln]), reverse=True)
        if spent >= budget:
            break
        alive = alive[:max(1, int(len(alive) * keep))]
        left = budget - spent
        n += max(1, left // max(1, len(alive)) // 2) if len(alive) > 1 else left
    best = alive[0]
    return (best[0] if best else "end"), {"lines": len(vals), "playouts": spent, "samples": n}
