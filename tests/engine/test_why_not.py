"""why_not explains every refused activation and agrees with legal_actions."""

from __future__ import annotations

import random

from game.rules import apply_inplace, legal_actions, new_game
from game.rules.engine import _run, why_not


def test_why_not_agrees_with_legality() -> None:
    reasons: set[str] = set()
    for g in range(120):
        st = new_game(4, 300 + g)
        rnd = random.Random(g)
        while not st.over:
            if st.pending.kind == "kingdom":
                s = st.to_act
                keys = [st.db.civ[u].key for q in st.players for u in q.buildings + q.heroes]
                keys += [st.db.civ[u].key for u in st.wonders]
                for k in keys:
                    w = why_not(st, s, k)
                    legal = f"use {k}" in st.pending.options or f"power {k}" in st.pending.options
                    assert (w is None) == legal, (k, w)
                    if w:
                        reasons.add(w["reason"])
            apply_inplace(st, rnd.choice(legal_actions(st)))
    assert {"used", "not_yours", "cost", "roaming_coins", "condition"} <= reasons


def _kingdom(cards: list[str], **hold: int):
    st = new_game(4, 1)
    st.deck = [u for u in st.deck]
    for key in cards:
        uid = st.db.by_key[key]
        for zone in (st.deck, st.discard):
            if uid in zone:
                zone.remove(uid)
        for p in st.players:
            if uid in p.hand:
                p.hand.remove(uid)
        c = st.db.civ[uid]
        if c.family == "wonder":
            st.wonders.append(uid)
        else:
            (st.players[0].heroes if c.family == "hero" else st.players[0].buildings).append(uid)
    for p in st.players:
        st.deck.extend(p.hand)
        p.hand = []
    for res, v in hold.items():
        setattr(st.players[0], res, v)
    st.phase = "kingdom"
    st.stack = [("turn", 0)]
    st.pending = None
    _run(st, [])
    return st


def test_specific_reasons() -> None:
    st = _kingdom(["30", "25", "W6", "W3"], mil=6, sci=4, coins=2)
    assert why_not(st, 0, "30") == {"reason": "condition", "counter": "control.hero.military"}
    assert why_not(st, 0, "25") == {"reason": "capped", "what": ["civ"]}
    assert why_not(st, 0, "W6") == {"reason": "cost", "need": {"coins": 5}, "fee": 0}
    assert why_not(st, 0, "W3") is None
    assert why_not(st, 1, "25") == {"reason": "not_your_turn"}
    st = _kingdom(["32"], coins=4)
    assert why_not(st, 0, "32") == {"reason": "zero", "counter": "own.won"}


def test_a_choice_says_why_its_branches_fail() -> None:
    """A card whose every branch fails says why the first one does (a cap, a cost), never "no target"."""
    st = _kingdom(["33", "W7"], mil=5, sci=5, coins=5)
    assert why_not(st, 0, "33") == {"reason": "capped", "what": ["civ"]}   # Military or Science, at the cap
    assert why_not(st, 0, "W7") == {"reason": "capped", "what": ["civ"]}
    st = _kingdom(["W7"], mil=2, sci=2)
    assert why_not(st, 0, "W7") == {"reason": "capped", "what": []}   # "up to 2" of each is already reached
    st = _kingdom(["W5"], mil=0, sci=0)
    assert why_not(st, 0, "W5") == {"reason": "cost", "need": {"sci": 1}, "fee": 0}
