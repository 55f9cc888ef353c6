"""bench/calibration.py: the rows it reads off a game and the calibration figures it makes of them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.benchload import script_module

ROOT = Path(__file__).resolve().parents[2]


def _calibration():
    sys.path.insert(0, str(ROOT / "bench"))
    return script_module("calibration")


def _row(point: str, imm: str, win: float, won: bool, vp: float = 40.0, final: int = 44) -> dict:
    return {"point": point, "seat": 0, "immortal": imm, "win": win, "vp": vp, "won": won, "final": final}


def test_summary_bins_points_immortals_and_brier() -> None:
    cal = _calibration()
    rows = [_row("pick r1", "galmi", 0.05, False), _row("pick r1", "galmi", 0.05, False),
            _row("kingdom r2", "xian", 0.65, True, 50.0, 56), _row("kingdom r2", "xian", 0.7, False, 46.0, 40),
            _row("pick r2", "xian", 1.0, True)]
    s = cal.summary(rows)
    assert s["all"]["n"] == 5 and s["all"]["actual"] == 0.4
    assert set(s["bins"]) == {"0.0-0.1", "0.6-0.8", "0.8-1.0"}   # 1.0 falls in the last bin
    mid = s["bins"]["0.6-0.8"]
    assert mid["n"] == 2 and mid["predicted"] == 0.675 and mid["actual"] == 0.5
    assert mid["vp_predicted"] == 48.0 and mid["vp_final"] == 48.0
    lo, hi = mid["ci"]
    assert 0.0 < lo < 0.5 < hi < 1.0
    assert s["points"]["kingdom r2"]["n"] == 2 and s["immortals"]["xian"]["n"] == 3
    # Brier: mean squared error of the predicted share against the result
    assert s["brier"] == 0.1235   # (0.05² + 0.05² + 0.35² + 0.7² + 0²) / 5
    assert s["brier_base_rate"] == 0.24   # always 0.4: 0.16 for each of 3 losses, 0.36 for each of 2 wins
    text = cal.format_summary(s)
    assert "kingdom r2" in text and "Brier score" in text
    with pytest.raises(ValueError):
        cal.summary([])


def test_rows_of_a_game_name_its_points_and_how_it_ended() -> None:
    cal = _calibration()
    rows = cal.rows_of((0, 4, 5, "easy", None), quality=4)
    points = {(r["point"], r["seat"]) for r in rows}
    # at most one row per seat and point, each an existing point; every seat's first pick of round 1 is measured
    assert len(points) == len(rows)
    assert {p for p, _ in points} <= {"pick r1", "pick r2", "kingdom r2"}
    assert {s for p, s in points if p == "pick r1"} == {0, 1, 2, 3}
    winners = {r["seat"] for r in rows if r["won"]}
    assert len(winners) == 1   # one winner (a tie is broken by the rules)
    for r in rows:
        assert 0.0 <= r["win"] <= 1.0 and r["vp"] > 0 and r["final"] >= 0
    # replaying the recorded game gives the same rows
    sp = script_module("selfplay")
    rec = sp.record((0, 4, 5, "easy", None))
    assert cal.rows_of((0, 4, 5, "easy", rec["actions"]), quality=4) == rows
