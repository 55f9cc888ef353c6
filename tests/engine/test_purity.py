"""The rules package is pure: importing it (or the bots) never loads pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_rules_do_not_import_pygame() -> None:
    code = ("import sys, game.rules, game.rules.position, game.rules.determinize; "
            "assert 'pygame' not in sys.modules, 'pygame was imported'; print('clean')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "clean"


def test_no_pygame_import_statement_in_rules() -> None:
    for path in (ROOT / "game" / "rules").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import pygame" not in text and "from pygame" not in text, path
