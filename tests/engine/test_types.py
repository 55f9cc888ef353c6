"""The game package - rules engine, bots, UI - type-checks cleanly with mypy (settings: setup.cfg's `[mypy]`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_game_type_checks_cleanly(tmp_path: Path) -> None:
    api = pytest.importorskip("mypy.api", reason="mypy is not installed (pip install -e '.[test]' brings it)")
    limit = sys.getrecursionlimit()
    try:
        out, err, status = api.run(["--config-file", str(ROOT / "setup.cfg"), "--cache-dir", str(tmp_path),
                                    str(ROOT / "game")])
    finally:
        sys.setrecursionlimit(limit)   # mypy raises it for the whole process; the file tests rely on the default
    assert status == 0, f"mypy found errors in game/:\n{out}{err}"
    assert "no issues found" in out, out
