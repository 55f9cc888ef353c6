"""The dry run of a step list: can every cost be paid and every required choice be answered, and does it give?

Each step is compiled once into a small check (its parameters read ahead, its branch picked), kept per step list
and reused for every dry run: menus run thousands of them a game. A check returns FAIL, OK (no gain) or GIVES.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .cards import CIV, Predicate, Step
from .queries import count, destroy_targets, holds, select, swap_candidates
from .state import Ctx, GameState

FAIL, OK, GIVES = 0, 1, 2
Check = Callable[[GameState, int, Ctx, list[int], bool], int]

_PLANS: dict[int, tuple[tuple[Step, ...], tuple[tuple[Predicate | None, Check], ...]]] = {}


def feasible_ok(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int], futile_ok: bool) -> bool:
    """Whether a step list can be run and gives something (or need not give)."""
    ok, gives = feasible(st, steps, ctx, budget)
    return ok and (gives or futile_ok)


def feasible(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int]) -> tuple[bool, bool]:
    """Dry-run a step list against `budget` ([coins, mil, sci, cha], spent as it goes): (feasible, gives)."""
    entry = _PLANS.get(id(steps))
    if entry is None or entry[0] is not steps:
        entry = _PLANS[id(steps)] = (steps, tuple((s.cond, _compile(s)) for s in steps))
    gives = False
    actor = ctx.actor
    for cond, check in entry[1]:
        if cond is not None and not holds(st, actor, cond):
            continue
        r = check(st, actor, ctx, budget, gives)
        if r == GIVES:
            gives = True
        elif r == FAIL:
            return False, False
    return True, gives


def copy_sources(st: GameState, step: Step, ctx: Ctx, budget: list[int] | None = None) -> Iterator[int]:
    """Cards whose Action the actor could copy now (lazy; dry-runs each in copy mode)."""
    civ = st.db.civ
    actor = ctx.actor
    sym = step.params.get("symbol")
    seen: set[int] = set()
    for sel in step.params["from"]:
        if budget is not None and sel == "revealed":
            continue   # unknown until revealed: counted as a possible outcome by `reveal`
        for uid in select(st, sel, actor):
            if uid in seen or uid in ctx.chain:
                continue
            seen.add(uid)
            c = civ[uid]
            if not c.action or (sym and sym not in c.symbols):
                continue
            p = st.players[actor]
            b = budget[:] if budget is not None else [p.coins, p.mil, p.sci, p.cha]
            if feasible_ok(st, c.action, Ctx(actor, uid, ctx.chain + (uid,)), b, c.futile_ok):
                yield uid


def destruction_gives(st: GameState, targets: list[int], actor: int, budget: list[int]) -> bool:
    """Whether destroying one of `targets` brings something itself (a skull effect, in a Kingdom phase)."""
    if st.phase != "kingdom":
        return False
    civ = st.db.civ
    for uid in targets:
        skull = civ[uid].on_destroy
        if skull and feasible(st, skull, Ctx(actor, uid), budget[:])[1]:
            return True
    return False


# ---------------------------------------------------------------------------------------------- one check per verb

def _compile(step: Step) -> Check:
    make = _MAKERS.get(step.verb)
    return make(step) if make is not None else _ok


def _ok(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
    return OK


def _gives(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
    return GIVES


def _c_gain(step: Step) -> Check:
    prm = step.params
    items = tuple((res, amt) for res, amt in prm.items() if res not in ("per", "until", "distinct"))
    per = prm.get("per")
    until = bool(prm.get("until"))
    if per is None and not until:
        # constant amounts: only which kinds of gain are positive matters
        pos = {res for res, amt in items if amt > 0}
        other = bool(pos - {"coins", "civ", "diamond", *CIV})
        coins = "coins" in pos
        civ = bool(pos & {"civ", *CIV})
        diamond = "diamond" in pos
        if other:
            return _gives

        def gain_const(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
            caps = st.db.game["caps"]
            if ((coins and budget[0] < caps["coins"]) or (civ and budget[1] + budget[2] + budget[3] < caps["civ"])
                    or (diamond and st.diamonds_left > 0)):
                return GIVES
            return OK
        return gain_const

    def gain(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        p = st.players[actor]
        mult = count(st, actor, per) if per is not None else 1
        caps = st.db.game["caps"]
        civ_room = caps["civ"] - (budget[1] + budget[2] + budget[3])
        for res, amt in items:
            amount = amt * mult
            if until:
                held = budget[1 + CIV.index(res)] if res in CIV else getattr(p, res)
                amount = max(0, amt - held)
            if amount <= 0:
                continue
            if res == "coins":
                if budget[0] < caps["coins"]:
                    return GIVES
            elif res in CIV or res == "civ":
                if civ_room > 0:
                    return GIVES
            elif res == "diamond":
                if st.diamonds_left > 0:
                    return GIVES
            else:
                return GIVES
        return OK
    return gain


def _c_pay(step: Step) -> Check:
    prm = step.params
    coins = prm.get("coins", 0)
    less = prm.get("less") if coins else None
    tokens = tuple((i, prm.get(r, 0)) for i, r in ((1, "mil"), (2, "sci"), (3, "cha")) if prm.get(r, 0))
    civ = prm.get("civ", 0)

    def pay(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        c = max(0, coins - count(st, actor, less)) if less is not None else coins
        if budget[0] < c:
            return FAIL
        budget[0] -= c
        for i, amt in tokens:
            if budget[i] < amt:
                return FAIL
            budget[i] -= amt
        n = civ
        if n:
            if budget[1] + budget[2] + budget[3] < n:
                return FAIL
            for i in (1, 2, 3):   # any mix: take greedily for the dry run
                t = min(n, budget[i])
                budget[i] -= t
                n -= t
        return OK
    return pay


def _c_give(step: Step) -> Check:
    own = step.params.get("from") == "own"

    def give(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        cap = st.db.game["caps"]["civ"]
        receivers = any(o != actor and p.civ < cap for o, p in enumerate(st.players))
        if own:
            if budget[3] < 1 or not receivers:
                return FAIL
            budget[3] -= 1
            return OK
        return GIVES if receivers else OK
    return give


def _c_choose(step: Step) -> Check:
    branches = step.params["one_of"]

    def choose(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        for branch in branches:
            ok, g = feasible(st, branch, ctx, budget[:])
            if ok and g:
                return GIVES
        return FAIL
    return choose


def _c_culture(step: Step) -> Check:
    prm = step.params
    if prm.get("each"):
        return lambda st, actor, ctx, budget, gives: GIVES if st.players[actor].buildings else OK
    if prm["onto"] == "own.building":
        return lambda st, actor, ctx, budget, gives: GIVES if st.players[actor].buildings else FAIL
    return lambda st, actor, ctx, budget, gives: GIVES if any(p.buildings for p in st.players) else FAIL


def _c_swap(step: Step) -> Check:
    return lambda st, actor, ctx, budget, gives: GIVES if swap_candidates(st) else FAIL


def _c_copy(step: Step) -> Check:
    fail = OK if step.params.get("optional") else FAIL

    def copy(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        for _ in copy_sources(st, step, ctx, budget):
            return GIVES
        return fail
    return copy


def _c_destroy(step: Step) -> Check:
    def destroy(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        targets = destroy_targets(st, step, ctx)
        if not targets:
            return FAIL
        return GIVES if not gives and destruction_gives(st, targets, actor, budget) else OK
    return destroy


def _c_reveal(step: Step) -> Check:
    return lambda st, actor, ctx, budget, gives: GIVES if st.deck else OK


def _c_put_in_play(step: Step) -> Check:
    prm = step.params
    if prm.get("from") == "deck.top":
        return lambda st, actor, ctx, budget, gives: GIVES if st.deck else FAIL
    if "card" in prm:
        kind = prm["card"]
        return lambda st, actor, ctx, budget, gives: (
            GIVES if any(u in st.deck for u in st.db.kind_uids[kind]) else OK)
    return _ok


_MAKERS: dict[str, Callable[[Step], Any]] = {
    "gain": _c_gain, "pay": _c_pay, "give": _c_give, "choose": _c_choose, "culture": _c_culture,
    "commerce": lambda step: _gives, "swap": _c_swap, "copy": _c_copy, "destroy": _c_destroy,
    "reveal": _c_reveal, "put_in_play": _c_put_in_play,
}
