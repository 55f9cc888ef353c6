"""bench/margin_needed.py: the rules' tie-break, the shifted win share and the interpolated shift a target needs."""

from __future__ import annotations

import gzip
import json

import pytest

from game.rules import GameState, new_game
from tests.benchload import ROOT, script_module

margin = script_module("margin_needed")


def _table(immortals: list[str]) -> GameState:
    """A 4-player state whose seats hold these Immortals (only the tie-break reads them)."""
    st = new_game(4, 0)
    for p, imm in zip(st.players, immortals):
        p.immortals = [imm]
    return st


STATE = _table(["tomorrow", "galmi", "xian", "justice"])
ROWS = [([40, 42, 44, 46], STATE), ([46, 44, 42, 40], STATE)]


def test_shift_curve_counts_ties_by_the_rules() -> None:
    curve = [margin.share_with_shift(ROWS, x) for x in range(8)]
    # +0: one winner a game; +1 closes no 2-point gap; +2: game 1's Xi'an ties Justice and loses (she wins her
    # ties), game 2's Galmi ties Tomorrow and wins (Immortal 3 over 2); +3: each game's second seat passes the
    # leader; +7 beats any seat
    assert curve == [0.25, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1.0]


def test_needed_interpolates_between_whole_points() -> None:
    assert margin.needed(ROWS, 0.4375) == pytest.approx(2.5)   # halfway from +2 (0.375) to +3 (0.5)
    assert margin.needed(ROWS, 0.25) == 0.0                     # par needs nothing
    assert margin.needed(ROWS, 1.0) == pytest.approx(7.0)


def test_by_immortal_counts_every_seat_once() -> None:
    got = margin.by_immortal(ROWS)
    assert got == {"galmi": (0, 2), "justice": (1, 2), "tomorrow": (1, 2), "xian": (0, 2)}


def test_dealt_replays_the_recorded_games_to_their_scores() -> None:
    path = ROOT / "bench" / "data" / "hard_s41.jsonl.gz"
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        raw = [json.loads(next(fh)) for _ in range(2)]
    games = [{k: r[k] for k in ("game", "players", "seed", "level", "actions")} for r in raw]
    got = margin.dealt(games)
    assert [scores for scores, _ in got] == [r["scores"] for r in raw]
    assert all(st.over and len({p.immortal for p in st.players}) == 4 for _, st in got)
