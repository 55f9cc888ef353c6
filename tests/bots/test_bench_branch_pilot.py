"""bench/branch_pilot.py: a game branched at a late decision is the same game before it, and the comparison."""

from __future__ import annotations

import pytest

from game.bots.tournament import game_seed, lineup
from game.rules import new_game
from tests.benchload import script_module

FAST = "hardx:playouts=8;budget=60"   # fixed work: no wall clock cuts a search, so a level repeats its game


def _game(seats: list[str], seed: int, tomorrow: bool) -> int:
    """The first game of the series where the first level's seat is dealt Tomorrow (or is not)."""
    for g in range(100):
        levels = lineup(seats, g)
        if (new_game(4, game_seed(seed, g)).players[levels.index(seats[0])].immortals == ["tomorrow"]) == tomorrow:
            return g
    raise AssertionError("no such game")


def test_a_branch_with_the_same_level_twice_plays_one_game() -> None:
    bp = script_module("branch_pilot")
    seats = [FAST, "easy", "easy", "easy"]
    g = _game(seats, 3, True)
    assert bp.branch((seats, FAST, 3, _game(seats, 3, False), "peek", frozenset({"tomorrow"}), 0)) is None
    same = bp.branch((seats, FAST, 3, g, "peek", frozenset({"tomorrow"}), 0))
    assert same is not None and same["reached"]
    assert same["old_answer"] == same["new_answer"] and same["old_lead"] == same["new_lead"]
    assert same["old_answer"] == "nopeek" or same["old_answer"].startswith("peek ")
    other = bp.branch((seats, FAST + ";tomorrow_win=0", 3, g, "peek", frozenset({"tomorrow"}), 0))
    assert other is not None and other["old_answer"] == same["old_answer"] and other["old_lead"] == same["old_lead"]


def test_summary_counts_changed_answers_and_paired_leads() -> None:
    bp = script_module("branch_pilot")
    rows = [{"game": 0, "reached": True, "old_answer": "peek 1", "new_answer": "nopeek", "old_won": False,
             "new_won": True, "old_lead": -3, "new_lead": 2},
            {"game": 1, "reached": True, "old_answer": "nopeek", "new_answer": "nopeek", "old_won": True,
             "new_won": True, "old_lead": 4, "new_lead": 4},
            {"game": 2, "reached": False, "old_won": False, "new_won": False, "old_lead": -9, "new_lead": -9}]
    s = bp.summary(rows)
    assert (s["games"], s["reached"], s["changed"]) == (3, 2, 1)
    assert (s["wins_old"], s["wins_new"], s["only_new"], s["only_old"]) == (1, 2, 1, 0)
    assert s["lead_gain"] == round(5 / 3, 2) and s["lead_se"] > 0
    assert [r["game"] for r in s["changed_games"]] == [0]


def test_a_branch_waits_for_the_round_asked() -> None:
    # `--round 2`: the branch is at the level's first Kingdom decision of round 2, not round 1's; the same level
    # twice finishes the same game
    bp = script_module("branch_pilot")
    seats = [FAST, "easy", "easy", "easy"]
    first = bp.branch((seats, FAST, 3, 0, "kingdom", frozenset(), 0))
    late = bp.branch((seats, FAST, 3, 0, "kingdom", frozenset(), 2))
    assert first is not None and late is not None and first["reached"] and late["reached"]
    assert (first["round"], late["round"]) == (1, 2)
    assert late["old_answer"] == late["new_answer"] and late["old_lead"] == late["new_lead"] == first["old_lead"]


def test_save_keeps_each_game_and_a_second_run_plays_only_the_missing_ones(tmp_path, monkeypatch) -> None:
    bp = script_module("branch_pilot")
    seats = [FAST, "easy", "easy", "easy"]
    run = {"seats": seats, "new": FAST, "seed": 3, "kind": "kingdom"}
    played: list[int] = []

    def fake(job: tuple) -> dict | None:   # game 1 is "not dealt the Immortal asked for"
        played.append(job[3])
        return None if job[3] == 1 else {"game": job[3], "reached": True, "old_won": False, "new_won": True,
                                         "old_lead": -1, "new_lead": 2, "old_answer": "end", "new_answer": "end"}
    monkeypatch.setattr(bp, "branch", fake)
    save = tmp_path / "branch.jsonl"
    jobs = [(seats, FAST, 3, g, "kingdom", frozenset(), 0) for g in range(4)]
    assert [r["game"] for r in bp.play(jobs[:3], 1, save, run)] == [0, 2]
    lines = save.read_text().splitlines(keepends=True)
    save.write_text("".join(lines[:2]) + lines[2][:20])       # a run stopped while writing game 2
    played.clear()
    assert [r["game"] for r in bp.play(jobs, 1, save, run)] == [0, 2, 3]
    assert played == [2, 3]   # games 0 and 1 read back, game 2's cut line dropped and played again
    other = dict(run, seed=4)
    before = save.read_text()
    with pytest.raises(ValueError, match="another run"):
        bp.play(jobs, 1, save, other)
    assert save.read_text() == before   # another run's file left as it is
