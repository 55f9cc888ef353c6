"""The dry-run checks of the verbs that read only the table (a gain, a payment, a give, Culture, a swap, a reveal, a
put-in-play): one small function per step, its parameters read ahead, answering FAIL, OK (no gain) or GIVES.
dryrun.py compiles step lists from these and adds the checks that dry-run other cards (choose, copy, destroy)."""

from __future__ import annotations

from collections.abc import Callable

from .cards import CIV, Step
from .queries import counter_fn, holding_fn
from .state import Ctx, GameState

FAIL, OK, GIVES = 0, 1, 2
Check = Callable[[GameState, int, Ctx, list[int], bool], int]


def check_ok(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
    """A step that can always be run and gives nothing."""
    return OK


def check_gives(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
    """A step that can always be run and always gives (a Commerce draw, a VP gain)."""
    return GIVES


def _gain_check(step: Step) -> Check:
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
            return check_gives
        if civ and not coins and not diamond:   # the common one-kind gains: one test (called very often)
            def gain_civ(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
                return GIVES if budget[1] + budget[2] + budget[3] < st.db.game["caps"]["civ"] else OK
            return gain_civ
        if coins and not civ and not diamond:
            def gain_coins(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
                return GIVES if budget[0] < st.db.game["caps"]["coins"] else OK
            return gain_coins

        def gain_const(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
            caps = st.db.game["caps"]
            if ((coins and budget[0] < caps["coins"]) or (civ and budget[1] + budget[2] + budget[3] < caps["civ"])
                    or (diamond and st.diamonds_left > 0)):
                return GIVES
            return OK
        return gain_const

    per_fn = counter_fn(per) if per is not None else None
    if per_fn is not None and not until and items and all(
            amt > 0 and res not in ("coins", "civ", "diamond") and res not in CIV for res, amt in items):
        count = per_fn   # uncapped gains (VP...) per a count: they give when the count is positive
        if per is not None and per.scope == "own":   # a holding of the actor's, read without the counter's call
            hold = holding_fn(per.what)
            return lambda st, actor, ctx, budget, gives: GIVES if hold(st.players[actor]) > 0 else OK

        def gain_per(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
            return GIVES if count(st, actor) > 0 else OK
        return gain_per

    def gain(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        p = st.players[actor]
        mult = per_fn(st, actor) if per_fn is not None else 1
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


def _pay_check(step: Step) -> Check:
    prm = step.params
    coins = prm.get("coins", 0)
    less = prm.get("less") if coins else None
    less_fn = counter_fn(less) if less is not None else None
    tokens = tuple((i, prm.get(r, 0)) for i, r in ((1, "mil"), (2, "sci"), (3, "cha")) if prm.get(r, 0))
    civ = prm.get("civ", 0)
    if less is None and not tokens and not civ:
        def pay_coins(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
            if budget[0] < coins:
                return FAIL
            budget[0] -= coins
            return OK
        return pay_coins

    def pay(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        c = max(0, coins - less_fn(st, actor)) if less_fn is not None else coins
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


def _give_check(step: Step) -> Check:
    own = step.params.get("from") == "own"

    def give(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        cap = st.db.game["caps"]["civ"]
        receivers = False   # any other seat below the cap (a loop, not any(...): dry runs are hot)
        for o, p in enumerate(st.players):
            if o != actor and p.mil + p.sci + p.cha < cap:
                receivers = True
                break
        if own:
            if budget[3] < 1 or not receivers:
                return FAIL
            budget[3] -= 1
            return OK
        return GIVES if receivers else OK
    return give


def _culture_check(step: Step) -> Check:
    prm = step.params
    if prm.get("each"):
        return lambda st, actor, ctx, budget, gives: GIVES if st.players[actor].buildings else OK
    if prm["onto"] == "own.building":
        return lambda st, actor, ctx, budget, gives: GIVES if st.players[actor].buildings else FAIL

    def culture(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        for p in st.players:
            if p.buildings:
                return GIVES
        return FAIL
    return culture


def _swap_check(step: Step) -> Check:
    def swap(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        # GIVES if swap_candidates(st) else FAIL, stopping at the first Hero (a Power's dry run, at every menu)
        civ = st.db.civ
        for pile in (st.deck, st.discard):
            for u in pile:
                if civ[u].family == "hero":
                    return GIVES
        return FAIL
    return swap


def _reveal_check(step: Step) -> Check:
    return lambda st, actor, ctx, budget, gives: GIVES if st.deck else OK


def _put_in_play_check(step: Step) -> Check:
    prm = step.params
    if prm.get("from") == "deck.top":
        return lambda st, actor, ctx, budget, gives: GIVES if st.deck else FAIL
    if "card" in prm:
        kind = prm["card"]
        return lambda st, actor, ctx, budget, gives: (
            GIVES if any(u in st.deck for u in st.db.kind_uids[kind]) else OK)
    return check_ok


MAKERS: dict[str, Callable[[Step], Check]] = {
    "gain": _gain_check, "pay": _pay_check, "give": _give_check, "culture": _culture_check,
    "commerce": lambda step: check_gives, "swap": _swap_check, "reveal": _reveal_check,
    "put_in_play": _put_in_play_check,
}
"""Verb -> the maker of its check from a step (dryrun.py adds choose, copy and destroy)."""
