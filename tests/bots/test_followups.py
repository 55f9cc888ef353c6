"""Kingdom activations searched with their answers (followups.with_answers, knob `kingdom_answers`): an activation
that asks its seat a public question at once is joined to each answer, the others stay as they are, a joint answer a
sample does not ask is left to the playout, and the bot still answers with a plain legal action."""

from __future__ import annotations

import random
import time

import pytest

from game.bots.followups import JOINT, PUBLIC, with_answers
from game.bots.search import SearchBot, measure
from game.rules import GameState, apply_inplace, view_for
from tests.bots.randplay import reach


def _asks(st: GameState, a: str) -> bool:
    c = st.clone()
    apply_inplace(c, a)
    d = c.pending
    return d is not None and d.seat == st.pending.seat and d.kind in PUBLIC and len(d.options) > 1


def _kingdom_with_question(seed: int) -> GameState:
    def found(st: GameState) -> bool:
        d = st.pending
        return d is None or (d.kind == "kingdom" and any(a != "end" and _asks(st, a) for a in d.options))
    return reach(4, seed, found)


def _first_rank(view: dict, opts: list[str], most: int) -> list[str]:
    return opts[:most]


def test_an_activation_that_asks_is_joined_to_each_answer_and_the_others_stay() -> None:
    joined = 0
    for seed in range(8):
        st = _kingdom_with_question(seed)
        if st.pending is None:
            continue
        me = st.pending.seat
        view = view_for(st, me)
        cands = list(st.pending.options)
        out, first = with_answers(view, cands, 7, _first_rank, 3)
        for a in cands:
            mine = [x for x in out if x.split(JOINT)[0] == a]
            if a in first:
                assert first[a] == mine[0] and 2 <= len(mine) <= 3 and a not in out
                joined += 1
            else:
                assert mine == [a]
        for x in out:   # on the true state too (the questions are public), each answer is asked and open
            a, *rest = x.split(JOINT)
            c = st.clone()
            apply_inplace(c, a)
            for y in rest:
                assert c.pending.seat == me and y in c.pending.options
        assert "end" in out
    assert joined >= 4


def test_a_joint_answer_a_sample_does_not_ask_is_left_to_the_playout() -> None:
    st = _kingdom_with_question(1)
    view = view_for(st, st.pending.seat)
    a = next(x for x in st.pending.options if x != "end")
    res = measure(view, [a, a + JOINT + "no such answer"], random.Random(3), time.perf_counter() + 30, 6)
    assert [s.outcome for s in res[a]] == [s.outcome for s in res[a + JOINT + "no such answer"]]


@pytest.mark.parametrize("seed", [0, 2, 5])
def test_the_bot_answers_a_plain_legal_action(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SearchBot, "strict", True)
    st = _kingdom_with_question(seed)
    legal = list(st.pending.options)
    view = view_for(st, st.pending.seat)
    bot = SearchBot(seed, playouts=60, kingdom_answers=3, budget=100)
    plain = SearchBot(seed, playouts=60, budget=100)
    a = bot.choose(view, legal)
    plain.choose(view, legal)
    assert a in legal and JOINT not in a
    assert bot.last["candidates"] > plain.last["candidates"]   # the activation that asks, once per answer
