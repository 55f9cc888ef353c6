"""The table reads made with a call less answer as the plain reads: the guards "controls at least k cards of a
family with a symbol", the other players' rows, the destructions of an own row then a sure gain, and the gains per
an own holding."""

from __future__ import annotations

import random

from game.rules import default_db
from game.rules.cards import Step
from game.rules.dryrun import FAIL, GIVES, OK, plan
from game.rules.queries import count, predicate_fn, select
from game.rules.state import Ctx
from tests.engine.kingdom_tables import kingdom_tables


def _steps_of_cards() -> list[tuple[Step, ...]]:
    db = default_db()
    return [x for c in db.civ for x in (c.action, c.power, c.bonus, c.passive, c.world, c.on_destroy) if x]


def test_family_guards_answer_as_a_plain_count() -> None:
    db = default_db()
    preds = {id(s.cond): s.cond for steps in _steps_of_cards() for s in steps if s.cond is not None}
    family = [p for p in preds.values() if p.counter.scope == "control" and "." in p.counter.what]
    assert len(family) >= 2
    seen = set()
    for st in kingdom_tables(6, 830):
        for s in range(st.n):
            for pred in family:
                fam, sym = pred.counter.what.split(".")
                row = st.players[s].heroes if fam == "hero" else st.players[s].buildings
                plain = sum(sym in db.civ[u].symbols for u in row)
                assert count(st, s, pred.counter) == plain
                assert predicate_fn(pred)(st, s) is (plain >= pred.k)
                seen.add(plain >= pred.k)
    assert seen == {False, True}


def test_other_players_rows_in_seat_order() -> None:
    sizes = set()
    for st in kingdom_tables(6, 840):
        for actor in range(st.n):
            others = [p for o, p in enumerate(st.players) if o != actor]
            heroes = select(st, "others.hero", actor)
            assert heroes == [u for p in others for u in p.heroes]
            assert select(st, "others.building", actor) == [u for p in others for u in p.buildings]
            assert heroes is not st.players[actor].heroes   # a fresh list
            sizes.add(len(heroes))
    assert 0 in sizes and max(sizes) >= 3


def test_own_row_destructions_then_a_sure_gain() -> None:
    """A card's step list that destroys one of the actor's own cards and then surely gives answers GIVES exactly
    when that row is not empty."""
    lists = [steps for steps in _steps_of_cards()
             if [s.verb for s in steps] == ["destroy", "gain"] and steps[0].params["target"] in ("own.hero",
                                                                                                 "own.building")
             and steps[1].cond is None and "vp" in steps[1].params]
    assert lists
    answers = set()
    for st in kingdom_tables(6, 850):
        for actor in range(st.n):
            for steps in lists:
                want = GIVES if select(st, steps[0].params["target"], actor) else FAIL
                got = plan(steps)(st, actor, Ctx(actor), [0, 0, 0, 0], False)
                assert got == want
                answers.add(got)
    assert answers == {FAIL, GIVES}


def test_gains_per_an_own_holding() -> None:
    gains = {id(s): s for steps in _steps_of_cards() for s in steps
             if s.verb == "gain" and "per" in s.params and s.params["per"].scope == "own"}
    assert gains
    rnd = random.Random(14)
    answers = set()
    for st in kingdom_tables(6, 860):
        actor = rnd.randrange(st.n)
        st.players[actor].won = rnd.randint(0, 2)
        for step in gains.values():
            want = GIVES if count(st, actor, step.params["per"]) > 0 else OK
            assert plan((step,))(st, actor, Ctx(actor), [0, 0, 0, 0], False) == want
            answers.add(want)
    assert answers == {OK, GIVES}
