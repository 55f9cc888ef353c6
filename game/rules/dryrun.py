"""The dry run of a step list: can every cost be paid and every required choice be answered, and does it give?

Each step is compiled once into a small check (its parameters read ahead, its branch picked), kept per step list
and reused for every dry run: menus run thousands of them a game. A check returns FAIL, OK (no gain) or GIVES. The
checks of the verbs that read only the table are in verbchecks.py; choose, copy and destroy, which dry-run other
step lists, are here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from operator import attrgetter
from typing import Any

from .cards import CIV, CardDB, Step
from .queries import destroy_targets, predicate_fn, select, selector
from .state import Ctx, GameState
from .verbchecks import FAIL, GIVES, MAKERS, OK, Check
from .verbchecks import check_gives as _gives
from .verbchecks import check_ok as _ok

__all__ = ["FAIL", "GIVES", "OK", "CardPlans", "Check", "Run", "budget_memo", "card_plans", "copy_sources",
           "destruction_gives", "feasible", "feasible_ok", "gives_when_affordable", "plan"]

Run = Check   # a whole step list's dry run, called with gives=False

_PLANS: dict[int, tuple[tuple[Step, ...], Run]] = {}
_OWN_ROWS = {"own.hero": attrgetter("heroes"), "own.building": attrgetter("buildings")}   # `select`'s own rows


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
    entry = _PLANS.get(id(steps))   # plan(steps), its cache read here
    r = (entry[1] if entry is not None and entry[0] is steps else plan(steps))(st, ctx.actor, ctx, budget, False)
    return r == GIVES or (futile_ok and r == OK)


def feasible(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int]) -> tuple[bool, bool]:
    """Dry-run a step list against `budget` ([coins, mil, sci, cha], spent as it goes): (feasible, gives)."""
    r = plan(steps)(st, ctx.actor, ctx, budget, False)
    return r != FAIL, r == GIVES


def _soft(step: Step, check: Check) -> bool:
    """Whether a step's check never fails and leaves the budget alone (a gain, a Commerce draw...): once the list
    gives, such a step changes nothing, and its guard matters only when the step itself would give."""
    return step.verb == "gain" or check is _gives or check is _ok


def _is(fn: Check, name: str, maker: str) -> bool:
    """Whether a check is the nested function `name` of the function `maker`: by its `__name__`; compiled by mypyc
    (issue 30), a nested function is an object with no `__name__`, of a class named `<name>_<maker>_obj`."""
    return getattr(fn, "__name__", None) == name or type(fn).__name__ == f"{name}_{maker}_obj"


def _coins_paid(step: Step, check: Check) -> int | None:
    """The coins a step's check pays when it is a plain coin payment (`_pay_check`'s `pay_coins`), else None."""
    return step.params.get("coins", 0) if _is(check, "pay_coins", "_pay_check") else None


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
                target = hard_step.params["target"]
                if target in _OWN_ROWS:   # the actor's own row, read without the selector's call
                    row = _OWN_ROWS[target]
                    return lambda st, actor, ctx, budget, gives: GIVES if row(st.players[actor]) else FAIL
                targets = selector(target)
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
        if items[1][2] and _is(first, "destroy", "_c_destroy"):
            # a destruction (which leaves the budget alone; it fails only for want of a target) then a soft step:
            # when the soft step gives, the destruction's own gain (a skull effect) need not be looked at
            def destroy_then(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
                if second(st, actor, ctx, budget, False) == GIVES:
                    return FAIL if first(st, actor, ctx, budget, True) == FAIL else GIVES
                return first(st, actor, ctx, budget, False)
            return destroy_then

        def two(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
            r = first(st, actor, ctx, budget, False)
            if r == FAIL:
                return FAIL
            r2 = second(st, actor, ctx, budget, r == GIVES)
            return r2 if r2 != OK else r
        return two
    if all(_is(check, "gain_civ", "_gain_check") for _, check, _ in items):
        # guarded gains of tokens only (soft): their checks all read the same room under the cap, so the list
        # gives when there is room and a guard holds
        conds = tuple(cond for cond, _, _ in items)

        def civ_gains(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
            if budget[1] + budget[2] + budget[3] >= st.db.game["caps"]["civ"]:
                return OK
            for cond in conds:
                if cond is None or cond(st, actor):
                    return GIVES
            return OK
        return civ_gains

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
    return run is _gives or _is(run, "pay_surely", "_compile_steps")


class CardPlans:
    """Per card of one database: the dry runs of its Action and Power, whether the Action may be futile,
    and whether a dry run of it reads its context (copy, destroy); the menus and copy checks read these lists."""

    __slots__ = ("db", "act", "pow", "futile", "act_ctx", "symbols", "need", "copy_cls")

    def __init__(self, db: CardDB) -> None:
        self.db = db
        # an Action's dry run, remembered per budget when the budget alone tells it (`budget_memo`: the menus and
        # the copies that try it as a source share the answers)
        self.act = [budget_memo(c.action, plan(c.action)) for c in db.civ]
        self.pow = [plan(c.power) for c in db.civ]
        self.futile = [c.futile_ok for c in db.civ]
        self.act_ctx = [_reads_ctx(c.action) for c in db.civ]
        self.symbols = [c.symbols if c.action else None for c in db.civ]
        # coins the Action surely pays (unguarded pay steps): with fewer, its dry run fails
        self.need = [sum(s.params.get("coins", 0) for s in c.action if s.verb == "pay" and s.cond is None
                         and "less" not in s.params) for c in db.civ]
        self.copy_cls: dict[str | None, list[int | None]] = {}   # the copy symbol -> `copy_classes`

    def copy_classes(self, sym: str | None) -> list[int | None]:
        """Per card, how a copy (of the symbol `sym`, if any) tries it as a source: None (no Action, or not the
        symbol asked for), the coins with which its Action surely gives (`gives_when_affordable`: no dry run to
        call), _CALL (its dry run, with the copy's context) or _LATER (its dry run reads its own context)."""
        out = self.copy_cls.get(sym)
        if out is None:
            out = self.copy_cls[sym] = []
            for uid, run in enumerate(self.act):
                syms = self.symbols[uid]
                if syms is None or (sym and sym not in syms):
                    out.append(None)
                elif gives_when_affordable(run):
                    out.append(0 if run is _gives else self.need[uid])
                else:
                    out.append(_LATER if self.act_ctx[uid] else _CALL)
        return out


_CALL, _LATER = -1, -2   # CardPlans.copy_classes: a source whose dry run is called now, or last

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


def _budget_reads(steps: tuple[Step, ...]) -> tuple[bool, bool, bool]:
    """Which parts of the budget a budget-only step list's dry run reads: (the coins, the tokens, whether a diamond
    is left). Coins and tokens are read when paid or gained (a gain against its cap), a diamond when gained."""
    coins = tokens = diamond = False
    for s in steps:
        prm = s.params
        if s.verb == "pay":
            coins = coins or bool(prm.get("coins"))
            tokens = tokens or any(prm.get(r) for r in ("mil", "sci", "cha", "civ"))
        elif s.verb == "gain":
            for res in prm:
                if res == "coins":
                    coins = True
                elif res == "civ" or res in CIV:
                    tokens = True
                elif res == "diamond":
                    diamond = True
        elif s.verb == "choose":
            for branch in prm["one_of"]:
                c, t, d = _budget_reads(branch)
                coins, tokens, diamond = coins or c, tokens or t, diamond or d
    return coins, tokens, diamond


def budget_memo(steps: tuple[Step, ...], run: Run) -> Run:
    """`run`, the dry run of `steps` called with a fresh budget and gives=False (as the Kingdom menu calls it),
    remembered per budget when its answer depends on the budget alone (`_budget_only`) and it is dear; the budget
    is then left unspent. Within one card database (the caps are fixed). Only the parts of the budget the dry run
    reads (`_budget_reads`) make the key: fewer keys, more answers remembered."""
    if not steps or not _budget_only(steps) or not _dear(steps):
        return run
    coins, tokens, diamond = _budget_reads(steps)
    if tokens and not diamond:
        return _memo_tokens(run) if not coins else _memo_coins_tokens(run)
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


def _memo_tokens(run: Run) -> Run:
    """`budget_memo` of a dry run that reads the tokens only (one closure per key shape: the key is built inline,
    without a call, because the Kingdom menu asks these thousands of times a game)."""
    memo: dict[tuple[int, int, int], int] = {}

    def remembered_tokens(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        key = (budget[1], budget[2], budget[3])
        r = memo.get(key)
        if r is None:
            if len(memo) > 4_096:
                memo.clear()
            r = memo[key] = run(st, actor, ctx, budget, gives)
        return r
    return remembered_tokens


def _memo_coins_tokens(run: Run) -> Run:
    """`budget_memo` of a dry run that reads the coins and the tokens (not the diamond supply)."""
    memo: dict[tuple[int, int, int, int], int] = {}

    def remembered_budget(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        key = (budget[0], budget[1], budget[2], budget[3])
        r = memo.get(key)
        if r is None:
            if len(memo) > 4_096:
                memo.clear()
            r = memo[key] = run(st, actor, ctx, budget, gives)
        return r
    return remembered_budget


def _reads_ctx(steps: tuple[Step, ...]) -> bool:
    return any(s.verb in ("copy", "destroy") or (s.verb == "choose" and any(_reads_ctx(b) for b in s.params["one_of"]))
               for s in steps)


def copy_sources(st: GameState, step: Step, ctx: Ctx, budget: list[int] | None = None) -> Iterator[int]:
    """Cards whose Action the actor could copy now (lazy; dry-runs each in copy mode)."""
    actor = ctx.actor
    sym = step.params.get("symbol")
    t = card_plans(st.db)
    act, futile, reads, cls = t.act, t.futile, t.act_ctx, t.copy_classes(sym)
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
            c = cls[uid]
            if c is None:
                continue
            if c >= 0:   # gives when c coins are held: no dry run to call
                if (budget[0] if budget is not None else p.coins) >= c:
                    yield uid
                continue
            b = budget[:] if budget is not None else [p.coins, p.mil, p.sci, p.cha]
            # feasible_ok(st, civ[uid].action, Ctx(actor, uid, chain + (uid,)), b, futile), through the tables
            r = act[uid](st, actor, Ctx(actor, uid, chain + (uid,)) if reads[uid] else ctx, b, False)
            if r == GIVES or (futile[uid] and r == OK):
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


# ------------------------------------------- one check per verb: those that dry-run step lists (the rest: verbchecks)

def _compile(step: Step) -> Check:
    make = _MAKERS.get(step.verb)
    return make(step) if make is not None else _ok


def _c_choose(step: Step) -> Check:
    branches = tuple(_compile_steps(b) for b in step.params["one_of"])

    def choose(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        for run in branches:
            if run(st, actor, ctx, budget[:], False) == GIVES:
                return GIVES
        return FAIL
    return choose


def _c_copy(step: Step) -> Check:
    fail = OK if step.params.get("optional") else FAIL
    # the selectors, "revealed" left out: unknown until revealed, it is counted as a possible outcome by `reveal`
    sels = tuple(selector(sel) for sel in step.params["from"] if sel != "revealed")
    sym = step.params.get("symbol")

    bound: list = [(None, [], [], [])]   # (database, _copy_classes, act, futile) of the last database seen

    def copy(st: GameState, actor: int, ctx: Ctx, budget: list[int], gives: bool) -> int:
        # copy_sources in a dry run, unrolled: a card met twice gives the same answer twice, so no dedup is needed.
        # The answer is whether any source gives, so the sources whose dry run reads its context (a copy or a
        # destruction: the dearest) are tried last, when no other one gives
        b = bound[0]
        if b[0] is not st.db:
            t = card_plans(st.db)
            b = bound[0] = (st.db, t.copy_classes(sym), t.act, t.futile)
        _, cls, act, futile = b
        chain = ctx.chain
        later: list[int] = []
        for sel in sels:
            for uid in sel(st, actor):
                c = cls[uid]
                if c is None or uid in chain:
                    continue
                if c == _CALL:
                    r = act[uid](st, actor, ctx, budget[:], False)
                    if r == GIVES or (r == OK and futile[uid]):
                        return GIVES
                elif c >= 0:
                    if budget[0] >= c:
                        return GIVES
                else:
                    later.append(uid)
        for uid in later:
            r = act[uid](st, actor, Ctx(actor, uid, chain + (uid,)), budget[:], False)
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


_MAKERS: dict[str, Callable[[Step], Any]] = {**MAKERS, "choose": _c_choose, "copy": _c_copy, "destroy": _c_destroy}
