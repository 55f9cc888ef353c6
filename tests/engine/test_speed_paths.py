"""The engine's newer shortcuts answer as the plain code does: the Kingdom menu's dry runs remembered per budget,
grant's path for one plain amount, and the shuffle past one byte's places."""

from __future__ import annotations

import random

from game.rules import new_game
from game.rules.dryrun import budget_memo, plan
from game.rules.gains import grant
from game.rules.rng import Rng
from game.rules.state import Ctx
from tests.engine.kingdom_tables import kingdom_tables


def test_remembered_dry_runs_answer_as_the_plan_at_every_table() -> None:
    """A dry run remembered per budget (its answer told at another table, for another seat) is the plan's answer
    at this table: those step lists read the budget, the caps and the diamond supply only."""
    tables = kingdom_tables(6, 900)
    db = tables[0].db
    memos = [(c.action, budget_memo(c.action, plan(c.action))) for c in db.civ if c.action]
    memos = [(steps, run) for steps, run in memos if run is not plan(steps)]
    assert len(memos) >= 3   # choices between gains, payments in tokens, gains up to a number
    rnd = random.Random(5)
    answers = set()
    for _ in range(3000):
        steps, remembered = rnd.choice(memos)
        st = rnd.choice(tables)
        st.diamonds_left = rnd.randint(0, 2)
        actor = rnd.randrange(st.n)
        budget = [rnd.randint(0, 3) for _ in range(4)]   # few budgets: most answers are remembered ones
        want = plan(steps)(st, actor, Ctx(actor), budget[:], False)
        assert remembered(st, actor, Ctx(actor), budget[:], False) == want, steps
        answers.add(want)
    assert len(answers) >= 2


def test_one_plain_gain_is_granted_as_by_the_general_path() -> None:
    """grant's shortcut for one amount gives the holdings and events of the general path (reached here through a
    zero amount of coins, which the general path skips)."""
    rnd = random.Random(8)
    for _ in range(400):
        a = new_game(4, rnd.randrange(1000))
        p = a.players[0]
        p.mil, p.sci, p.cha = rnd.randint(0, 6), rnd.randint(0, 6), rnd.randint(0, 6)
        p.vp, p.won = rnd.randint(0, 5), rnd.randint(0, 3)
        b = a.clone()
        res = rnd.choice(("vp", "won", "mil", "sci", "cha"))
        amt = rnd.randint(0, 4)
        ev_a: list[dict] = []
        ev_b: list[dict] = []
        grant(a, 0, {res: amt}, ev_a)
        grant(b, 0, {"coins": 0, res: amt}, ev_b)
        assert ev_a == ev_b, (res, amt)
        pa, pb = a.players[0], b.players[0]
        assert (pa.vp, pa.won, pa.mil, pa.sci, pa.cha) == (pb.vp, pb.won, pb.mil, pb.sci, pb.cha)
        assert a.pending == b.pending


def test_shuffle_of_long_lists_equals_the_plain_fisher_yates() -> None:
    """Past 256 places a place no longer fits the lane's one byte: the plain shuffle runs instead."""
    for seed in range(5):
        for size in (200, 255, 256, 257, 300):
            fast, plain = Rng(seed), Rng(seed)
            a, b = list(range(size)), list(range(size))
            fast.shuffle(a)
            plain.shuffle_reference(b)
            assert a == b and fast.s == plain.s, (seed, size)
