"""The dry run of a step list: can every cost be paid and every required choice be answered, and does it give?

Each step is compiled once into a small check (its parameters read ahead, its branch picked), kept per step list
and reused for every dry run: menus run thousands of them a game. A check returns FAIL, OK (no gain) or GIVES.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .cards import CIV, CardDB, Step
from .queries import counter_fn, destroy_targets, predicate_fn, select, selector
from .state import Ctx, GameState

FAIL, OK, GIVES = 0, 1, 2
Check = Callable[[GameState, int, Ctx, list[int], bool], int]

Run = Check   # a whole step list's dry run, called with gives=False
_new_tuple = tuple.__new__   # Ctx(...), all fields given, without the NamedTuple's Python __new__ (dry runs are hot)

_PLANS: dict[int, tuple[tuple[Step, ...], Run]] = {}


def plan(steps: tuple[Step, ...]) -> Run:
    """The dry run of a step list as one function (st, actor, ctx, budget, False) -> FAIL, OK or GIVES, compiled
    once per step list."""
    entry = _PLANS.get(id(steps))
    if entry is None or entry[0] is not steps:
        if len(_PLANS) > 5_000:   # `why_not` dry-runs fresh slices of step lists: keep the cache bounded
            _PLANS.clear()
        entry = _PLANS[id(steps)] = (steps, _compile_steps(steps))
    return entry[1]


def feasible_ok(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int], futile_ok: bool) -> bool:
    """Whether a step list can be run and gives something (or need not give)."""
    r = plan(steps)(st, ctx.actor, ctx, budget, False)
    return r == GIVES or (futile_ok and r == OK)


def feasible(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int]) -> tuple[bool, bool]:
    """Dry-run a step list against `budget` ([coins, mil, sci, cha], spent as it goes): (feasible, gives)."""
    r = plan(steps)(st, ctx.actor, ctx, budget, False)
    return r != FAIL, r == GIVES


def _soft(step: Step, check: Check) -> bool:
    """Whether a step's check never fails and leaves the budget alone (a gain, a Commerce draw...): once the list
    gives, such a step changes nothing, and its guard matters only when the step itself would give."""
    return step.verb == "gain" or check is _gives or check is _ok


def _coins_paid(step: Step, check: Check) -> int | None:
    """The coins a step's check pays when it is a plain coin payment (`_c_pay`'s `pay_coins`), else None."""
    return step.params.get("coins", 0) if check.__name__ == "pay_coins" else None


def _compile_steps(steps: tuple[Step, ...]) -> Run:
    """A step list's dry run: the steps' checks in order, with the budget spent as it goes.

    Shortcuts, each giving the answer of the plain loop: a soft step (`_soft`) is skipped once the list gives, and
    its guard read only when the step would give; a list with an unguarded step that always gives (a VP gain) gives
    unless a step fails, so its other steps are only checked for failing (told the list gives: no destruction's
    skull effect looked at)."""
    checks = [_compile(s) for s in steps]
    items = tuple((predicate_fn(s.cond) if s.cond is not None else None, c, _soft(s, c)) for s, c in zip(steps, checks))
    if not items:
        return _ok
    if len(items) == 1 and items[0][0] is None:
        return items[0][1]   # one step: its check is the whole dry run
    if any(cond is None and check is _gives for cond, check, _ in items):
        hard = tuple((cond, check) for cond, check, soft in items if not soft)
        if not hard:
            return _gives
        if len(hard) == 1 and hard[0][0] is None:
            only = hard[0][1]
            hard_step = next(s for s, (_, _, soft) in zip(steps, items) if not soft)
            if hard_step.verb == "destroy" and hard_step.params["target"] != "self":
                # told the list gives, a destruction fails only for want of a target (`destroy`): two calls less
                targets = selector(hard_step.params["target"])
                return lambda st, actor, ctx, budget, gives: GIVES if targets(st, actor) else FAIL
            paid = _coins_paid(hard_step, only)
            if paid is not None:   # the same answer and spending, one call less
                due: int = paid

                def pay_surely(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
                    if budget[0] < due:
                        return FAIL
                    budget[0] -= due
                    return GIVES
                return pay_surely
            return lambda st, actor, ctx, budget, gives: FAIL if only(st, actor, ctx, budget, True) == FAIL else GIVES

        def surely(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
            for cond, check in hard:
                if (cond is None or cond(st, actor)) and check(st, actor, ctx, budget, True) == FAIL:
                    return FAIL
            return GIVES
        return surely
    if len(items) == 2 and items[0][0] is None and items[1][0] is None:
        first, second = items[0][1], items[1][1]
        paid = _coins_paid(steps[0], first)
        if paid is not None:   # `two` after a plain coin payment (which answers OK or FAIL), one call less
            first_due: int = paid

            def pay_then(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
                if budget[0] < first_due:
                    return FAIL
                budget[0] -= first_due
                return second(st, actor, ctx, budget, False)
            return pay_then

        def two(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
            r = first(st, actor, ctx, budget, False)
            if r == FAIL:
                return FAIL
            r2 = second(st, actor, ctx, budget, r == GIVES)
            return r2 if r2 != OK else r
        return two

    def run(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        gives = False
        for cond, check, soft in items:
            if soft:
                if not gives and check(st, actor, ctx, budget, False) == GIVES and (cond is None or cond(st, actor)):
                    gives = True
                continue
            if cond is not None and not cond(st, actor):
                continue
            r = check(st, actor, ctx, budget, gives)
            if r == GIVES:
                gives = True
            elif r == FAIL:
                return FAIL
        return GIVES if gives else OK
    return run


def gives_when_affordable(run: Run) -> bool:
    """Whether a step list's dry run gives whenever the coins it surely pays are held (CardPlans.need): it always
    gives (`_gives`), or it is a plain coin payment then a sure gain (`pay_surely`)."""
    return run is _gives or run.__name__ == "pay_surely"


class CardPlans:
    """Per card of one database: the compiled dry runs of its Action and Power, whether the Action may be futile,
    and whether a dry run of it reads its context (copy, destroy); the menus and copy checks read these lists."""

    __slots__ = ("db", "act", "pow", "futile", "act_ctx", "symbols", "need")

    def __init__(self, db: CardDB) -> None:
        self.db = db
        self.act = [plan(c.action) for c in db.civ]
        self.pow = [plan(c.power) for c in db.civ]
        self.futile = [c.futile_ok for c in db.civ]
        self.act_ctx = [_reads_ctx(c.action) for c in db.civ]
        self.symbols = [c.symbols if c.action else None for c in db.civ]
        # coins the Action surely pays (unguarded pay steps): with fewer, its dry run fails
        self.need = [sum(s.params.get("coins", 0) for s in c.action if s.verb == "pay" and s.cond is None
                         and "less" not in s.params) for c in db.civ]


_CARD_PLANS: list = [None]


def card_plans(db: CardDB) -> CardPlans:
    """The CardPlans of a database (the last one asked for is kept)."""
    t = _CARD_PLANS[0]
    if t is None or t.db is not db:
        t = _CARD_PLANS[0] = CardPlans(db)
    return t


def _budget_only(steps: tuple[Step, ...]) -> bool:
    """Whether a step list's dry run reads nothing but the budget, the caps and whether a diamond is left (no
    guard, no counter, no card), so that it can be told once per budget."""
    for s in steps:
        prm = s.params
        if s.cond is not None:
            return False
        if s.verb == "pay":
            if "less" in prm:
                return False
        elif s.verb == "gain":
            if "per" in prm or (prm.get("until") and any(r not in CIV for r in prm if r not in ("until", "distinct"))):
                return False
        elif s.verb != "choose" or not all(_budget_only(b) for b in prm["one_of"]):
            return False
    return True


def _dear(steps: tuple[Step, ...]) -> bool:
    """Whether a dry run costs more than a few checks: a choice, a payment in tokens, a gain up to a number."""
    return any(s.verb == "choose" or (s.verb == "pay" and any(r in s.params for r in ("mil", "sci", "cha", "civ")))
               or (s.verb == "gain" and s.params.get("until")) for s in steps)


def budget_memo(steps: tuple[Step, ...], run: Run) -> Run:
    """`run`, the dry run of `steps` called with a fresh budget and gives=False (as the Kingdom menu calls it),
    remembered per budget when its answer depends on the budget alone (`_budget_only`) and it is dear; the budget
    is then left unspent. Within one card database (the caps are fixed)."""
    if not steps or not _budget_only(steps) or not _dear(steps):
        return run
    memo: dict[tuple[int, int, int, int, bool], int] = {}

    def remembered(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        key = (budget[0], budget[1], budget[2], budget[3], st.diamonds_left > 0)
        r = memo.get(key)
        if r is None:
            if len(memo) > 4_096:
                memo.clear()
            r = memo[key] = run(st, actor, ctx, budget, gives)
        return r
    return remembered


def _reads_ctx(steps: tuple[Step, ...]) -> bool:
    return any(s.verb in ("copy", "destroy") or (s.verb == "choose" and any(_reads_ctx(b) for b in s.params["one_of"]))
               for s in steps)


def copy_sources(st: GameState, step: Step, ctx: Ctx, budget: list[int] | None = None) -> Iterator[int]:
    """Cards whose Action the actor could copy now (lazy; dry-runs each in copy mode)."""
    actor = ctx.actor
    sym = step.params.get("symbol")
    t = card_plans(st.db)
    act, futile, reads, symbols = t.act, t.futile, t.act_ctx, t.symbols   # symbols: None for a card with no Action
    p = st.players[actor]
    chain = ctx.chain
    seen: set[int] = set()
    for sel in step.params["from"]:
        if budget is not None and sel == "revealed":
            continue   # unknown until revealed: counted as a possible outcome by `reveal`
        for uid in select(st, sel, actor):
            if uid in seen or uid in chain:
                continue
            seen.add(uid)
            syms = symbols[uid]
            if syms is None or (sym and sym not in syms):
                continue
            b = budget[:] if budget is not None else [p.coins, p.mil, p.sci, p.cha]
            # feasible_ok(st, civ[uid].action, Ctx(actor, uid, chain + (uid,)), b, futile), through the tables
            r = act[uid](st, actor, _new_tuple(Ctx, (actor, uid, chain + (uid,), False)) if reads[uid] else ctx, b,
                         False)
            if r == GIVES or (futile[uid] and r == OK):
                yield uid


def destruction_gives(st: GameState, targets: list[int], actor: int, budget: list[int]) -> bool:
    """Whether destroying one of `targets` brings something itself (a skull effect, in a Kingdom phase)."""
    if st.phase != "kingdom":
        return False
    civ = st.db.civ
    for uid in targets:
        skull = civ[uid].on_destroy
        if skull and feasible(st, skull, _new_tuple(Ctx, (actor, uid, (), False)), budget[:])[1]:   # Ctx(actor, uid)
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

    per_fn = counter_fn(per) if per is not None else None

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


def _c_pay(step: Step) -> Check:
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


def _c_give(step: Step) -> Check:
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


def _c_choose(step: Step) -> Check:
    branches = tuple(_compile_steps(b) for b in step.params["one_of"])

    def choose(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        for run in branches:
            if run(st, actor, ctx, budget[:], False) == GIVES:
                return GIVES
        return FAIL
    return choose


def _c_culture(step: Step) -> Check:
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


def _c_swap(step: Step) -> Check:
    def swap(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        # GIVES if swap_candidates(st) else FAIL, stopping at the first Hero (a Power's dry run, at every menu)
        civ = st.db.civ
        for pile in (st.deck, st.discard):
            for u in pile:
                if civ[u].family == "hero":
                    return GIVES
        return FAIL
    return swap


def _c_copy(step: Step) -> Check:
    fail = OK if step.params.get("optional") else FAIL
    # the selectors, "revealed" left out: unknown until revealed, it is counted as a possible outcome by `reveal`
    sels = tuple(selector(sel) for sel in step.params["from"] if sel != "revealed")
    sym = step.params.get("symbol")

    bound: list[CardPlans | None] = [None]   # the plans of the last database seen

    def copy(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        # copy_sources in a dry run, unrolled: a card met twice gives the same answer twice, so no dedup is needed.
        # The answer is whether any source gives, so the sources whose dry run reads its context (a copy or a
        # destruction: the dearest) are tried last, when no other one gives
        t = bound[0]
        if t is None or t.db is not st.db:
            t = bound[0] = card_plans(st.db)
        act, futile, reads, symbols = t.act, t.futile, t.act_ctx, t.symbols
        chain = ctx.chain
        later: list[int] = []
        for sel in sels:
            for uid in sel(st, actor):
                syms = symbols[uid]
                if syms is None or uid in chain or (sym and sym not in syms):
                    continue
                if reads[uid]:
                    later.append(uid)
                    continue
                r = act[uid](st, actor, ctx, budget[:], False)
                if r == GIVES or (r == OK and futile[uid]):
                    return GIVES
        for uid in later:
            r = act[uid](st, actor, _new_tuple(Ctx, (actor, uid, chain + (uid,), False)), budget[:], False)
            if r == GIVES or (r == OK and futile[uid]):
                return GIVES
        return fail
    return copy


def _c_destroy(step: Step) -> Check:
    target = step.params["target"]
    sel = selector(target) if target != "self" else None

    def destroy(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        # destroy_targets(st, step, ctx), its selector looked up ahead
        targets = sel(st, actor) if sel is not None else destroy_targets(st, step, ctx)
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
