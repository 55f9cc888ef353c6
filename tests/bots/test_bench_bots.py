"""bench/bots.py: its JSON report, and its counters still see Hard's search (figures are the bench's job, not ours)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

from game.bots.search import SearchBot
from game.rules import legal_actions, new_game, view_for

ROOT = Path(__file__).resolve().parents[2]


def _bench_module(name: str = "bots"):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_json_report_has_times_and_ismcts_throughput() -> None:
    out = subprocess.run([sys.executable, "bench/bots.py", "--games", "1", "--players", "3", "--levels",
                          "random,ismcts", "--ismcts-budget", "0.003", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    rep = json.loads(out.stdout)
    assert list(rep["levels"]) == ["random", "ismcts:0.003"]
    for r in rep["levels"].values():
        assert r["n"] > 0 and r["p50"] <= r["p95"] <= r["max"] and 0 < r["mean"] <= r["max"]
    ism = rep["levels"]["ismcts:0.003"]
    assert ism["budget_s"] == 0.003 and ism["searched_decisions"] > 0 and ism["iterations_per_s"] > 0


def test_bad_flags_exit_2() -> None:
    out = subprocess.run([sys.executable, "bench/bots.py", "--ismcts-budget", "soon"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "--ismcts-budget" in out.stderr


def test_counters_see_hards_determinizations_and_playouts() -> None:
    bench = _bench_module()
    st = new_game(4, 12)
    samples = {"calls": 0, "seconds": 0.0}
    playouts = {"calls": 0, "seconds": 0.0}
    with bench.counted(bench.hard_search, "sample_state", samples), \
            bench.counted(bench.hard_search, "playout", playouts):
        SearchBot(3, playouts=12, budget=30.0).choose(view_for(st, st.to_act), legal_actions(st))
    assert samples["calls"] >= 2 and playouts["calls"] >= 2 * samples["calls"]
    assert bench.hard_search.playout.__name__ == "playout"    # restored after the block


def test_bot_digest_is_repeatable_and_sees_every_choice() -> None:
    digest = _bench_module("bot_digest").digest
    first, n, secs = digest("easy", 2, 5)
    assert n > 100 and secs >= 0.0
    assert digest("easy", 2, 5)[0] == first      # the same games, the same choices
    assert digest("easy", 2, 6)[0] != first      # other seeds: other games
    assert digest("random", 2, 5)[0] != first    # another level chooses otherwise
