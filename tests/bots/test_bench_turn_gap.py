"""bench/turn_gap.py: one seat's Kingdom turn played by Normal and by the playout policy from the same positions."""

from __future__ import annotations

import pytest

from tests.benchload import script_module


def test_the_ways_split_the_turns_questions_between_normal_and_the_policy() -> None:
    tg = script_module("turn_gap")
    assert tg._by_policy("policy", "kingdom") and tg._by_policy("policy", "copy")
    assert tg._by_policy("activations", "kingdom") and not tg._by_policy("activations", "copy")
    assert not tg._by_policy("effects", "kingdom") and tg._by_policy("effects", "branch")
    assert tg._by_policy("only:copy", "copy") and not tg._by_policy("only:copy", "branch")
    assert not tg._by_policy("normal", "kingdom") and not tg._by_policy("normal", "copy")


def test_a_turn_starts_a_seats_kingdom_turn_and_is_played_again_the_same() -> None:
    tg = script_module("turn_gap")
    found = tg.positions(1, 2)
    assert len(found) == 4   # every seat's round-2 turn of the one game
    st, s, _ = found[0]
    assert st.round == 2 and st.pending is not None and st.pending.kind == "kingdom" and st.active == s
    mine = tg.turn(st, s, "normal", 7)
    assert mine == tg.turn(st, s, "normal", 7)   # same seed, same turn and finish
    assert st.pending is not None and st.active == s   # the position itself is left as it was
    other = tg.turn(st, s, "policy", 7)
    assert set(other) == {"lead", "acts", "changed", "breakdown"}
    assert len(other["changed"]) == len(tg.FIELDS) and other["acts"] >= 0


def test_main_prints_every_way_against_normal(capsys: pytest.CaptureFixture[str]) -> None:
    tg = script_module("turn_gap")
    assert tg.main(["--games", "1", "--draws", "1", "--ways", "policy,only:copy"]) == 0
    out = capsys.readouterr().out
    assert "4 turns (1 games, round 2, 1 draws a position)" in out
    for way in ("normal", "policy", "only:copy"):
        assert f"\n{way:13s} lead " in out
    assert "gap +0.00 +- 0.00 VP" in out   # Normal against itself


def test_hard_plays_the_whole_turn_from_the_position_and_leaves_it_as_it_was() -> None:
    tg = script_module("turn_gap")
    st, s, _ = tg.positions(1, 2)[0]
    ply = st.ply
    mine = tg.turn(st, s, "hard", 7)
    assert set(mine) == {"lead", "acts", "changed", "breakdown"}
    assert mine["acts"] >= 1   # in this seeded position Hard activates at least one card
    assert sum(mine["breakdown"].values()) - mine["lead"] >= 0   # the lead is over the best rival's total
    assert st.ply == ply and st.active == s
