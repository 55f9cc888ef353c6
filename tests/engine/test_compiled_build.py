"""The optional compiled build of the rules (tools/build_compiled.py, issue 30) plays every seeded game as pure Python
does; and `GameState.clone`, which lists the fields one by one so that the class compiles, misses none."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules import new_game
from game.rules.state import GameState, PlayerState
from tests.benchload import script_module

ROOT = Path(__file__).resolve().parents[2]
BUILD = Path(os.environ.get("IMMORTAL8_COMPILED_BUILD", ROOT / "build" / "compiled"))


def _changed(v: object) -> object:
    """A value unlike `v` of the same kind (a fresh object for None: clone passes those fields on as they are)."""
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return v + 7
    if isinstance(v, str):
        return v + "x"
    if isinstance(v, list):
        return [*v, [99]]   # a list item: PlayerState.slots copies its items too
    if isinstance(v, set):
        return v | {999}
    if isinstance(v, dict):
        return {**v, 999: 1}
    return object()


def test_game_state_clone_copies_every_field() -> None:
    st = new_game(4, 3)
    skip = {"db", "rng", "players"}   # shared, and compared below
    for f in dataclasses.fields(GameState):
        if f.name not in skip:
            setattr(st, f.name, _changed(getattr(st, f.name)))
    st.rng.next64()
    g = st.clone()
    for f in dataclasses.fields(GameState):
        if f.name not in skip:
            a, b = getattr(st, f.name), getattr(g, f.name)
            assert a == b, f.name
            if isinstance(a, (list, set, dict)) and f.name != "result":
                assert a is not b, f"{f.name} is shared, not copied"
    assert g.db is st.db and g.rng is not st.rng and g.rng.s == st.rng.s
    assert len(g.players) == 4 and all(p is not q for p, q in zip(g.players, st.players))


def test_player_state_clone_copies_every_slot() -> None:
    p = PlayerState("ann")
    for name in PlayerState.__slots__:
        setattr(p, name, _changed(getattr(p, name)))
    q = p.clone()
    for name in PlayerState.__slots__:
        a, b = getattr(p, name), getattr(q, name)
        assert a == b, name
        if isinstance(a, list):
            assert a is not b, f"{name} is shared, not copied"


def _builder():
    return script_module("build_compiled", "tools")


def _digest(cmd: list[str]) -> str:
    out = subprocess.run([sys.executable, *cmd], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    line = out.stdout.strip().splitlines()[-1]
    assert line.startswith("digest "), out.stdout
    return line.split()[1]


def test_compiled_build_plays_every_seeded_game_identically() -> None:
    reason = _builder().stale_reason(BUILD)
    if reason is not None:
        pytest.skip(reason)
    # `run` first checks that every game.rules module is loaded from the build (a compiled extension)
    compiled = _digest(["tools/build_compiled.py", "run", "--build-dir", str(BUILD), "--", "bench/engine_digest.py"])
    assert compiled == _digest(["bench/engine_digest.py"])
