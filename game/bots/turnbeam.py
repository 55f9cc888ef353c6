"""Hard's Kingdom turns searched whole (issue 30): a beam search over the seat's own answers to the end of its
turn, each line finished by a playout (in round 1 to the leaf where round 2 begins, as Hard's round-1 playouts are).

Hard's flat search values one answer at a time and leaves the rest of the turn to the playouts' fitted choice
model, which plays a round-2 turn some 5 VP worse than Normal (bench/turn_gap.py) and cannot find a line of several
activations in one order (tying a rival's Military so that Justice wins the Supremacy; spending the very coins that
reach a set). Here, on a state sampled from the view, `lines` walks the Kingdom menus the seat can reach: each
menu's position is valued by ending the turn there and playing the game out, and the `BEAM` best positions of one
depth are expanded to the next (every answer tried, the questions an answer asks answered on the way; positions
reached by several orders kept once). The `TOP` best lines are then played again on `SAMPLES` - 1 more sampled
states (the hidden Immortals, the Commerce deck, the other seats' later turns by the playouts) and the first
answer of the best on average is played; the planner is asked again at the next answer.

On the game's last turn (`is_planned` with `every=False`: no other seat plays after it) only the Supremacy phase
and the scoring follow, so the lines are valued nearly exactly. Paired against Hard from its first round-2 Kingdom
decision (bench/branch_pilot.py, 2026-11-30), planning every round-2 turn raised its lead over the best rival by
+1.02 +- 0.55 VP (seed 78, 100 games, wins 50 vs 46) and +0.62 +- 0.36 VP (seed 79, 160 games, wins 93 vs 87); the
last turn alone, +0.23 +- 0.15 VP (seed 78, 100 games, wins 46 vs 46).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.rules import GameState, apply_inplace

from . import belief
from .base import sample_state

SAMPLES = 8          # sampled states each kept line is valued on
BEAM = 12            # Kingdom menus expanded at each depth of the first sample's search
TOP = 12             # lines kept from the first sample for the other samples


def is_planned(view: dict, every: bool = True, rounds: tuple[int, ...] = (2,)) -> bool:
    """Whether the seat is answering inside its own Kingdom turn of one of `rounds` (not `every`: the game's last
    turn, in round 2 with no other seat playing after it)."""
    if view["round"] not in rounds or view["phase"] != "kingdom" or view["active"] != view["seat"]:
        return False
    if every:
        return True
    if view["round"] != 2:
        return False
    n = view["players"]
    return (view["first_player"] + view["direction"] * (n - 1)) % n == view["seat"]


def _fingerprint(st: GameState) -> tuple:
    """What a position is, for merging orders of answers that reach the same one."""
    d = st.pending
    return (tuple((p.coins, p.mil, p.sci, p.cha, p.vp, p.sup, p.won, p.diamond, tuple(p.buildings), tuple(p.heroes),
                   p.justice_revealed) for p in st.players),
            tuple(st.culture), tuple(sorted(st.tilted)), tuple(st.wonder_uses), tuple(st.wonders), len(st.deck),
            tuple(st.discard), len(st.commerce_deck), tuple(st.looked), tuple(st.commerce_revealed),
            st.diamonds_left, None if d is None else (d.seat, d.kind, d.options), tuple(f[0] for f in st.stack))


def _mine(st: GameState, me: int) -> bool:
    """Whether `me` is still to answer inside its turn."""
    d = st.pending
    return d is not None and d.seat == me and st.phase == "kingdom" and st.active == me


Judge = Callable[[GameState, int], float]
"""What a position is worth to the seat: the position (a copy the caller no longer needs) played out with the given
playout seed, then valued (`search.SearchBot._judge`, by the bot's own knobs)."""


def lines(st: GameState, me: int, pseed: int, judge: Judge, beam: int = BEAM, deadline: float | None = None,
          clock: Callable[[], float] = time.perf_counter) -> tuple[dict[tuple[str, ...], float], bool]:
    """Lines of the seat's answers to the end of its turn on `st`, with their outcomes there: a beam search over the
    Kingdom menus it reaches, each menu's position valued by ending the turn there (what a stop now would score), the
    `beam` best positions of one depth expanded to the next (the questions an answer asks on the way are all
    answered, every answer tried); positions reached by several lines are kept once. Also whether the deadline (read
    on `clock`) cut the search: past it, the lines found so far."""
    out: dict[tuple[str, ...], float] = {}
    seen: set[tuple] = set()
    frontier: list[tuple[GameState, tuple[str, ...]]] = [(st, ())]
    while frontier:
        menus: list[tuple[float, GameState, tuple[str, ...]]] = []
        todo = frontier
        while todo:   # expand every position one answer on; a sub-question's answers at once, to the next menu
            nxt: list[tuple[GameState, tuple[str, ...]]] = []
            for c, line in todo:
                d = c.pending
                assert d is not None   # only positions where the seat answers are kept
                for a in d.options:
                    x = c.clone()
                    apply_inplace(x, a, events=False)
                    ln = line + (a,)
                    if not _mine(x, me):
                        out[ln] = judge(x, pseed)   # x is not kept: the judge plays it out
                        continue
                    fp = _fingerprint(x)
                    if fp in seen:
                        continue
                    seen.add(fp)
                    if x.pending is not None and x.pending.kind == "kingdom" and "end" in x.pending.options:
                        y = x.clone()
                        apply_inplace(y, "end", events=False)
                        v = out[ln + ("end",)] = judge(y, pseed)
                        menus.append((v, x, ln))
                    else:
                        nxt.append((x, ln))
                if deadline is not None and clock() > deadline:
                    return out, True
            todo = nxt
        menus.sort(key=lambda t: t[0], reverse=True)
        frontier = [(x, ln) for _, x, ln in menus[:beam]]
    return out, False


def _replay(st: GameState, me: int, line: tuple[str, ...], pseed: int, judge: Judge) -> float:
    """A line's outcome on another sample: its answers (on a copy) while that sample asks them, then the judge's."""
    c = st.clone()
    for a in line:
        d = c.pending
        if d is None or d.seat != me or a not in d.options:
            break
        apply_inplace(c, a, events=False)
    return judge(c, pseed)


def plan(view: dict, legal: list[str], rng: random.Random, samples: int = SAMPLES, beam: int = BEAM,
         top: int = TOP, *, judge: Judge, beliefs: bool = True, belief_w: dict | None = None,
         budget: float = 0.6, clock: Callable[[], float] = time.perf_counter,
         deadline: float | None = None) -> tuple[str | None, dict]:
    """The first answer of the best line of the seat's turn (None when no state could be sampled), with what the
    search did. `judge`: how a line's position is valued; `budget`: seconds (on `clock`) the first sample's beam
    search may take at most; `deadline` (on `clock`): no further sample replayed past it, every kept line valued
    on the same samples (None: all `samples`; Expert's cap)."""
    me = view["seat"]
    start = clock()
    joint = belief.joint(view, belief_w) if beliefs else None
    states: list[tuple[GameState, int]] = []
    for _ in range(samples):
        s = sample_state(view, rng.getrandbits(31))
        pseed = rng.getrandbits(31)
        if s is None:
            break
        if joint is not None:
            for seat, im in belief.draw(joint, rng).items():
                s.players[seat].immortals = [im]
        s.fast_menus = False   # exact menus: the walk applies only what is open
        states.append((s, pseed))
    if not states:
        return None, {"lines": 0}
    first, pseed = states[0]
    found, cut = lines(first, me, pseed, judge, beam, start + budget, clock)
    found = {ln: v for ln, v in found.items() if ln and ln[0] in legal}
    if not found:
        return None, {"lines": 0, "cut": cut}
    kept = sorted(found, key=found.__getitem__, reverse=True)[:top]
    vals = {ln: [found[ln]] for ln in kept}
    used = 1
    for s, ps in states[1:]:
        if deadline is not None and clock() > deadline:
            break
        for ln in kept:
            vals[ln].append(_replay(s, me, ln, ps, judge))
        used += 1
    best = max(kept, key=lambda ln: sum(vals[ln]) / len(vals[ln]))
    return best[0], {"lines": len(found), "kept": len(kept), "samples": used,
                     "cut": cut, "seconds": clock() - start}
