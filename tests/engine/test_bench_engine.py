"""bench/engine_parts.py: it reports the parts of a random game and leaves the engine as it found it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.rules import engine, kingdom
from tests.benchload import script_module

ROOT = Path(__file__).resolve().parents[2]


def test_engine_parts_reports_every_part_and_restores_the_engine(monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    mod = script_module("engine_parts")
    frames, handlers, menu = dict(engine._FRAMES), dict(engine._HANDLERS), kingdom.kingdom_options
    monkeypatch.setattr(sys, "argv", ["engine_parts.py", "--games", "3"])
    mod.main()
    out = capsys.readouterr().out
    for part in ("untimed:", "apply: kingdom", "apply: pick", "new_game", "legal_actions",
                 "Kingdom menu (in its frame)", "frame steps", "answer kingdom", "the Kingdom menus, untimed",
                 "only each turn's later menus read back", "coins and tokens as at its previous menu"):
        assert part in out, part
    assert engine._FRAMES == frames and engine._HANDLERS == handlers and kingdom.kingdom_options is menu


def test_menu_bound_reads_back_the_same_games_and_counts_a_share() -> None:
    mod = script_module("engine_parts")
    menu = kingdom.kingdom_options
    computed, replayed, later, same = mod.menu_bound(3, 4, 1, rounds=1)   # a record that misses a menu raises
    assert computed > 0 and replayed > 0 and later > 0
    assert 0.0 <= same < 1.0   # some activation always changes a seat's coins or tokens within a turn
    assert kingdom.kingdom_options is menu


def test_engine_ab_alternates_runs_and_sums_them_up(capsys: pytest.CaptureFixture[str]) -> None:
    mod = script_module("engine_ab")
    s = mod.compare(ROOT, rounds=2, games=4, players=3, seed=1)   # this tree against itself
    assert len(s["pairs"]) == 2 and all(o > 0 and n > 0 for o, n in s["pairs"])
    assert s["median_ratio"] == pytest.approx(s["new_median"] / s["old_median"])
    assert min(n / o for o, n in s["pairs"]) <= s["pair_ratio_median"] <= max(n / o for o, n in s["pairs"])
    out = capsys.readouterr().out
    assert out.count("round ") == 2 and "this tree" in out


def test_engine_ab_reads_callgrinds_count() -> None:
    mod = script_module("engine_ab")
    text = "==12== Events    : Ir\n==12== Collected : 2365620383\n==12==\n==12== I   refs:      2,365,620,383\n"
    assert mod.collected(text) == 2_365_620_383
    with pytest.raises(SystemExit, match="Collected"):
        mod.collected("valgrind: no such tool\n")


def test_engine_ab_replay_times_the_engine_alone() -> None:
    mod = script_module("engine_ab")
    # the tree records 3 games with the driver, then replays them: any answer the replay refused would fail the run
    assert mod.rate(ROOT, games=3, players=3, seed=1, replay=True) > 0
