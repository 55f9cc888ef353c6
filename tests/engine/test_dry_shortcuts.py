"""The dry runs' shortcuts answer as the plain rules: the gain checks made for one kind of gain, the Action dry runs
the menus and copies share (remembered per the parts of the budget they read), and the copy sources found through
the per-card classes (no dry run called for an Action that gives whenever its coins are held)."""

from __future__ import annotations

import random

from game.rules import default_db
from game.rules.cards import CIV, Step
from game.rules.dryrun import FAIL, GIVES, OK, _compile, card_plans, copy_sources, plan
from game.rules.queries import count, select
from game.rules.state import Ctx, GameState
from tests.engine.kingdom_tables import kingdom_tables


def _plain_gain(st: GameState, step: Step, actor: int, budget: list[int]) -> int:
    """A gain step's dry run written plainly: it gives when some positive amount is not all cut by its cap or the
    diamond supply."""
    prm = step.params
    caps = st.db.game["caps"]
    p = st.players[actor]
    mult = count(st, actor, prm["per"]) if "per" in prm else 1
    for res, amt in prm.items():
        if res in ("per", "until", "distinct"):
            continue
        if prm.get("until"):
            amount = max(0, amt - (budget[1 + CIV.index(res)] if res in CIV else getattr(p, res)))
        else:
            amount = amt * mult
        if amount <= 0:
            continue
        if res == "coins":
            room = budget[0] < caps["coins"]
        elif res == "civ" or res in CIV:
            room = budget[1] + budget[2] + budget[3] < caps["civ"]
        elif res == "diamond":
            room = st.diamonds_left > 0
        else:
            room = True
        if room:
            return GIVES
    return OK


def _steps(steps: tuple[Step, ...]) -> list[Step]:
    """The steps of a list, those of its choices' branches included."""
    out = []
    for s in steps:
        out.append(s)
        if s.verb == "choose":
            for branch in s.params["one_of"]:
                out += _steps(branch)
    return out


def _lists() -> list[tuple[Step, ...]]:
    db = default_db()
    lists = [x for c in db.civ for x in (c.action, c.power, c.bonus, c.on_destroy, c.vp_phase) if x]
    return lists + [c.effect for c in db.commerce if c.effect]


def _random_table(rnd: random.Random, tables: list[GameState]) -> tuple[GameState, int, list[int]]:
    st = rnd.choice(tables)
    st.diamonds_left = rnd.randint(0, 2)
    return st, rnd.randrange(st.n), [rnd.randint(0, 11) for _ in range(4)]


def test_gain_checks_answer_as_the_plain_gain_rule() -> None:
    gains = {id(s): s for steps in _lists() for s in _steps(steps) if s.verb == "gain"}
    assert len(gains) > 30
    tables = kingdom_tables(6, 800)
    rnd = random.Random(11)
    answers = set()
    for _ in range(4000):
        step = rnd.choice(list(gains.values()))
        st, actor, budget = _random_table(rnd, tables)
        want = _plain_gain(st, step, actor, budget)
        assert _compile(step)(st, actor, Ctx(actor), budget[:], False) == want, step
        answers.add(want)
    assert answers == {OK, GIVES}


def test_the_shared_action_dry_runs_answer_as_the_plans() -> None:
    """CardPlans.act (remembered per budget for the step lists that read the budget alone) answers as each card's
    plan, however often the same budget comes back at other tables and seats."""
    db = default_db()
    t = card_plans(db)
    cards = [c for c in db.civ if c.action]
    assert sum(t.act[c.uid] is not plan(c.action) for c in cards) >= 5   # the remembered ones
    tables = kingdom_tables(6, 810)
    rnd = random.Random(12)
    answers = set()
    for _ in range(5000):
        c = rnd.choice(cards)
        st, actor, budget = _random_table(rnd, tables)
        budget = [min(x, 4) for x in budget]   # few budgets: most answers are remembered ones
        ctx = Ctx(actor, c.uid, (c.uid,))
        want = plan(c.action)(st, actor, ctx, budget[:], False)
        assert t.act[c.uid](st, actor, ctx, budget[:], False) == want, c.key
        answers.add(want)
    assert answers == {FAIL, OK, GIVES}


def _plain_sources(st: GameState, step: Step, ctx: Ctx, budget: list[int] | None) -> list[int]:
    """copy_sources the long way: every selected card once, its Action's plan run for the copy."""
    actor = ctx.actor
    p = st.players[actor]
    sym = step.params.get("symbol")
    out: list[int] = []
    seen: set[int] = set()
    for sel in step.params["from"]:
        if budget is not None and sel == "revealed":
            continue
        for uid in select(st, sel, actor):
            if uid in seen or uid in ctx.chain:
                continue
            seen.add(uid)
            c = st.db.civ[uid]
            if not c.action or (sym and sym not in c.symbols):
                continue
            b = budget[:] if budget is not None else [p.coins, p.mil, p.sci, p.cha]
            r = plan(c.action)(st, actor, Ctx(actor, uid, ctx.chain + (uid,)), b, False)
            if r == GIVES or (c.futile_ok and r == OK):
                out.append(uid)
    return out


def test_copy_sources_and_copy_checks_answer_as_plain_dry_runs() -> None:
    db = default_db()
    copies = [(c, s) for c in db.civ for s in _steps(c.action) if s.verb == "copy"]
    assert len(copies) >= 6
    tables = kingdom_tables(8, 820)
    rnd = random.Random(13)
    found = 0
    for _ in range(3000):
        card, step = rnd.choice(copies)
        st, actor, budget = _random_table(rnd, tables)
        ctx = Ctx(actor, card.uid, (card.uid,))
        given = budget if rnd.random() < 0.5 else None
        want = _plain_sources(st, step, ctx, given)
        assert list(copy_sources(st, step, ctx, given)) == want, card.key
        found += bool(want)
        plain = GIVES if _plain_sources(st, step, ctx, budget) else OK if step.params.get("optional") else FAIL
        assert _compile(step)(st, actor, ctx, budget[:], False) == plain, card.key
    assert 300 < found < 3000
