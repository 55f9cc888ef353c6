"""The rules choices of game/rules/RULINGS.md: one test per ruling."""

from __future__ import annotations

import random

from game.rules import apply_inplace, legal_actions, new_game

from .helpers import act, civ, hold, legal, place, supremacy, table, turn, uid


def test_firelands_at_the_cap_when_the_destruction_brings_something() -> None:
    """Firelands at 10 tokens: offered if destroying a card brings something (Dark Ritual, Fenghuang)."""
    st = table()
    hold(st, 0, mil=4, sci=3, cha=3)
    place(st, 0, 26)
    place(st, None, "W9")
    turn(st, 0)
    assert "use W9" not in legal(st)            # only a Building without a skull: it would give nothing

    place(st, 0, 6)                              # Shadow: destroying it fetches the Dark Ritual from the deck
    turn(st, 0)
    act(st, "use W9", "destroy 6")
    assert uid("W8") in st.wonders and st.players[0].won == 1 and civ(st, 0) == (4, 3, 3)

    st = table()
    hold(st, 0, mil=4, sci=3, cha=3)
    place(st, 0, 9, 26)                          # Fenghuang: destroying it puts Culture on each Building
    place(st, None, "W9")
    turn(st, 0)
    act(st, "use W9", "destroy 9")
    assert st.culture[uid(26)] == 1 and civ(st, 0) == (4, 3, 3)

    st = table()
    hold(st, 0, mil=4, sci=3, cha=3)
    place(st, 0, 9)                              # Fenghuang without a Building brings nothing
    place(st, None, "W9")
    turn(st, 0)
    assert "use W9" not in legal(st)


def test_justice_may_reveal_at_every_decision_she_is_asked_and_every_tie_she_is_in() -> None:
    """Justice 'à tout moment': reveal is legal at each of her decisions before the VP phase and at her ties."""
    asked = 0
    for seed in range(40):
        st = new_game(4, seed)
        rng = random.Random(seed)
        while not st.over:
            d = st.pending
            p = st.players[d.seat]
            if "justice" in p.immortals and not p.justice_revealed and st.phase not in ("vp", "over"):
                assert "reveal" in legal_actions(st)
                asked += 1
            apply_inplace(st, rng.choice([a for a in legal_actions(st) if a != "reveal"]))
    assert asked > 100

    st = table(immortals=["galmi", "justice", "xian", "phoenix"])
    for s in (0, 1, 2):
        hold(st, s, sci=2)
    supremacy(st)
    seen = []
    while st.pending is not None:               # every unrevealed tied seat is asked, so the question hides her
        seen.append((st.pending.seat, legal(st)))
        act(st, "reveal" if "reveal" in legal(st) else "pass")
    assert seen == [(0, ["pass"]), (1, ["pass", "reveal"])]   # her reveal wins the tie: nobody else is asked
    assert [p.sup for p in st.players] == [0, 2, 0, 0]


def test_shadow_gives_chaos_to_up_to_two_players_none_included() -> None:
    """Shadow: 'up to 2' players, so stopping before the first give is legal too."""
    st = table()
    place(st, 0, 6)
    turn(st, 0)
    act(st, "use 6")
    assert st.pending.kind == "give" and "done" in legal(st)
    act(st, "done")
    assert all(p.cha == 0 for p in st.players) and st.pending.kind == "kingdom"

    st = table()
    place(st, 0, 6)
    turn(st, 0)
    act(st, "use 6", "give 2", "give 3")
    assert [p.cha for p in st.players] == [0, 0, 1, 1]
