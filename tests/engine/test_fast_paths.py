"""The engine's fast paths give the answers of the plain computations they replace."""

from __future__ import annotations

import dataclasses
import random

from game.rules import default_db, new_game
from game.rules.cards import Counter
from game.rules.dryrun import FAIL, GIVES, OK, _compile, plan
from game.rules.gains import add_gain, fixed_gains
from game.rules.queries import counter_fn, holds, roam_costs
from game.rules.state import Ctx, GameState
from tests.engine.kingdom_tables import kingdom_tables


def _plain_count(st: GameState, seat: int, c: Counter) -> int:
    """A counter read the long way, card by card."""
    civ = st.db.civ
    p = st.players[seat]

    def holding(q) -> int:
        if c.what == "sets":
            return min(q.mil, q.sci, q.cha)
        if c.what == "civ":
            return q.mil + q.sci + q.cha
        return getattr(q, c.what)

    if c.scope == "own":
        return holding(p)
    if c.scope == "all":
        return sum(holding(q) for q in st.players)
    if c.scope == "control":
        if c.what in ("card", "hero", "building"):
            return {"card": len(p.buildings) + len(p.heroes), "hero": len(p.heroes),
                    "building": len(p.buildings)}[c.what]
        if "." in c.what:
            fam, sym = c.what.split(".")
            return sum(1 for u in (p.heroes if fam == "hero" else p.buildings) if sym in civ[u].symbols)
        if c.what in st.db.kind_uids:
            return sum(1 for u in p.buildings + p.heroes if civ[u].kind == c.what)
        return sum(1 for u in p.buildings + p.heroes if c.what in civ[u].symbols)
    if c.scope == "inplay":
        cards = st.wonders + [u for q in st.players for u in q.buildings + q.heroes]
        return sum(1 for u in cards if c.what in civ[u].symbols)
    if c.scope == "discard":
        return len(st.discard)
    return st.destroyed


def test_compiled_counters_agree_with_a_card_by_card_count() -> None:
    db = default_db()
    counters = [Counter("own", w) for w in ("coins", "mil", "won", "civ", "sets")]
    counters += [Counter("all", "civ"), Counter("discard", "cards"), Counter("game", "destroyed")]
    counters += [Counter("control", w) for w in ("card", "hero", "building", "military", "galmi", "hero.science",
                                                 "building.chaos", "armory", db.civ[0].kind)]
    counters += [Counter("inplay", s) for s in ("military", "science", "chaos", "galmi", "legendary")]
    checked = 0
    for st in kingdom_tables(12, 500):
        for seat in range(st.n):
            for c in counters:
                assert counter_fn(c)(st, seat) == _plain_count(st, seat, c), (c, seat)
                checked += 1
    assert checked > 5000


def _plain_run(st: GameState, steps: tuple, actor: int, ctx: Ctx, budget: list[int]) -> int:
    """A step list's dry run the long way: every guard, then every step's own check, in order."""
    gives = False
    for step in steps:
        if step.cond is not None and not holds(st, actor, step.cond):
            continue
        if step.verb == "choose":
            r = GIVES if any(_plain_run(st, b, actor, ctx, budget[:]) == GIVES for b in step.params["one_of"]) else FAIL
        else:
            r = _compile(step)(st, actor, ctx, budget, gives)
        if r == FAIL:
            return FAIL
        gives = gives or r == GIVES
    return GIVES if gives else OK


def test_compiled_dry_runs_answer_as_the_plain_loop() -> None:
    """The shortcuts of `_compile_steps` (soft steps skipped, lazy guards, lists that surely give) and the compiled
    choose give the plain loop's answer, on every card's step lists, at many tables and budgets."""
    db = default_db()
    lists = {id(x): x for c in db.civ for x in (c.action, c.power, c.bonus, c.on_destroy, c.vp_phase) if x}
    lists.update({id(c.effect): c.effect for c in db.commerce if c.effect})
    lists = list(lists.values())
    assert len(lists) > 40
    rnd = random.Random(3)
    states = kingdom_tables(6, 500)
    seen = set()
    for _ in range(6000):
        steps = rnd.choice(lists)
        st = rnd.choice(states)
        st.diamonds_left = rnd.randint(0, 5)
        actor = rnd.randrange(st.n)
        own = st.players[actor].buildings + st.players[actor].heroes
        ctx = Ctx(actor, rnd.choice(own) if own and rnd.random() < 0.7 else -1, ())
        budget = [rnd.randint(0, 10) for _ in range(4)]
        want = _plain_run(st, steps, actor, ctx, budget[:])
        assert plan(steps)(st, actor, ctx, budget[:], False) == want, steps
        seen.add(want)
    assert seen == {FAIL, OK, GIVES}


def test_fixed_gains_sum_the_steps_as_add_gain_does() -> None:
    db = default_db()
    found = 0
    for c in db.civ:
        for steps in (c.bonus, c.action):
            fixed = fixed_gains(steps)
            if fixed is None:
                assert not steps or any(s.verb != "gain" or s.cond is not None or "per" in s.params
                                        or s.params.get("until") for s in steps)
                continue
            st = new_game(4, 1)
            amounts: dict[str, int] = {}
            for s in steps:
                add_gain(st, Ctx(0, c.uid), s, amounts)
            assert fixed == amounts, c.key
            found += 1
    assert found > 20


def test_roam_costs_are_fresh_dicts_and_follow_the_building_rows() -> None:
    st = kingdom_tables(3, 500)[-1]
    costs = roam_costs(st, 0)
    before = dict(costs)
    costs.clear()
    assert roam_costs(st, 0) == before
    far = next((s for s in range(1, st.n) if st.players[s].buildings), None)
    if far is not None:
        moved = st.players[far].buildings.pop()
        assert moved not in roam_costs(st, 0)


def test_a_clone_shares_no_container_with_its_original() -> None:
    st = kingdom_tables(2, 500)[-1]
    cl = st.clone()
    for name, value in ((f.name, getattr(st, f.name)) for f in dataclasses.fields(st)):
        if isinstance(value, (list, set, dict)):
            assert getattr(cl, name) is not value, name
            assert name == "players" or getattr(cl, name) == value, name
    for p, q in zip(st.players, cl.players):
        assert p is not q
        for name in ("buildings", "heroes", "hand", "slots", "immortals", "seen"):
            assert getattr(p, name) is not getattr(q, name) and getattr(p, name) == getattr(q, name)
    cl.players[0].coins += 1
    cl.deck.append(-1)
    cl.tilted.add(-1)
    assert st.players[0].coins == cl.players[0].coins - 1 and -1 not in st.deck and -1 not in st.tilted


def test_shuffle_equals_the_plain_fisher_yates() -> None:
    """The lane-packed shuffle draws the same cards and leaves the generator where one next64 per card would."""
    from game.rules.rng import Rng

    for seed in range(400):
        for size in (0, 1, 2, 3, 8, 17, 18, 31, 48, 60):
            fast, plain = Rng(seed), Rng(seed)
            fast.below(7 + size)   # from a state part-way through a game, not only a fresh seed
            plain.below(7 + size)
            a, b = list(range(size)), list(range(size))
            fast.shuffle(a)
            plain.shuffle_reference(b)
            assert a == b, (seed, size)
            assert fast.s == plain.s, (seed, size)
            assert fast.next64() == plain.next64()


def test_legal_answers_are_legal_actions_uncopied() -> None:
    """`legal_answers` gives `legal_actions` as a tuple at every decision, Justice's "reveal" included, and the
    question's own options (no copy) whenever nothing is added to them."""
    from game.rules import apply_inplace, legal_actions, legal_answers
    reveals = own = 0
    for g in range(40):
        st = new_game(3 + g % 4, 900 + g)
        rnd = random.Random(g)
        while not st.over:
            answers = legal_answers(st)
            assert isinstance(answers, tuple)
            assert list(answers) == legal_actions(st)
            if "reveal" in answers:
                reveals += 1
            else:
                assert answers is st.pending.options
                own += 1
            apply_inplace(st, rnd.choice(answers), False)
        assert legal_answers(st) == () and legal_actions(st) == []
    assert reveals > 0 and own > 0
