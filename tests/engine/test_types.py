"""The rules engine type-checks cleanly with mypy (the settings are setup.cfg's `[mypy]` section)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_rules_type_check_cleanly(tmp_path: Path) -> None:
    api = pytest.importorskip("mypy.api", reason="mypy is not installed (pip install -e '.[test]' brings it)")
    limit = sys.getrecursionlimit()
    try:
        out, err, status = api.run(["--config-file", str(ROOT / "setup.cfg"), "--cache-dir", str(tmp_path),
                                    str(ROOT / "game" / "rules")])
    finally:
        sys.setrecursionlimit(limit)   # mypy raises it for the whole process; the file tests rely on the default
    assert status == 0, f"mypy found errors in game/rules:\n{out}{err}"
    assert "no issues found" in out, out
