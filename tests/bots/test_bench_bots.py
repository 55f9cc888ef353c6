"""bench/bots.py: its JSON report, and its counters still see Hard's search (figures are the bench's job, not ours);
bench/fit_leaf.py: its least squares recover a known law."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots import leaf
from game.bots.search import SearchBot
from game.rules import legal_actions, new_game, view_for
from tests.benchload import script_module

ROOT = Path(__file__).resolve().parents[2]


def _bench_module(name: str = "bots"):
    return script_module(name)


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


def test_hard_policies_values_choices_on_held_out_samples() -> None:
    hp = _bench_module("hard_policies")
    rec = {"iters": 6, "playouts": 18, "prior": "p", "top": ["p", "a", "b"],
           "o": {"p": [0.0] * 18, "a": [-9.0] * 12 + [-9.0] * 6, "b": [4.0] * 12 + [-2.0] * 6},
           "won": {"p": [0] * 18, "a": [0] * 18, "b": [1] * 12 + [0] * 6}}
    # b looks better on the samples a setting sees; on the held-out third it is worse: the loss is counted
    res = hp.evaluate([rec])
    base = res["5 candidates (Hard before)"]
    assert base["deviations"] == 1 and base["held_out_points"] == -2.0 and base["held_out_playout_wins"] == 0.0
    # racing drops the hopeless `a` after a third of the samples, so it spends fewer playouts for the same choice
    raced = res["5 candidates, racing"]
    assert raced["held_out_points"] == -2.0 and raced["playouts"] < base["playouts"]


def test_hard_policies_runs_and_rejects_bad_flags() -> None:
    out = subprocess.run([sys.executable, "bench/hard_policies.py", "--games", "1", "--workers", "1",
                          "--playouts", "10", "--wide", "6"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "searched decisions" in out.stdout and "Hard now" in out.stdout
    bad = subprocess.run([sys.executable, "bench/hard_policies.py", "--wide", "3"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert bad.returncode == 2 and "--wide" in bad.stderr


def test_winner_logloss_is_ln_4_for_four_equal_predictions_and_smaller_when_the_winner_leads() -> None:
    fit_leaf = _bench_module("fit_leaf")
    even = {0: [(40.0, 50.0), (40.0, 41.0), (40.0, 30.0), (40.0, 45.0)]}
    assert fit_leaf.winner_logloss(even) == pytest.approx(math.log(4))
    right = {0: [(52.0, 50.0), (40.0, 41.0), (40.0, 30.0), (40.0, 45.0)]}
    wrong = {0: [(28.0, 50.0), (40.0, 41.0), (40.0, 30.0), (40.0, 45.0)]}
    assert fit_leaf.winner_logloss(right) < math.log(4) < fit_leaf.winner_logloss(wrong)
    # a softmax over the seats at WIN_TAU: the winner's share is e^(12/5) / (e^(12/5) + 3)
    assert fit_leaf.winner_logloss(right) == pytest.approx(-math.log(math.exp(2.4) / (math.exp(2.4) + 3)))


def test_winner_logit_learns_who_wins_from_the_features() -> None:
    fit_leaf = _bench_module("fit_leaf")
    rng = random.Random(2)
    rows = []
    for g in range(120):   # the seat with the most "uses" wins, whatever the other features say
        seats = [{"cp": "r2", "game": g, "seat": s, "immortal": ("galmi", "xian")[s % 2],
                  **{k: rng.uniform(0, 20) for k in leaf.FEATURES}} for s in range(4)]
        best = max(seats, key=lambda r: r["uses"])
        for r in seats:
            r["final"] = 60.0 if r is best else 40.0
        rows += seats
    w = fit_leaf.winner_logit(rows)
    assert w["uses"] > 1.0 and all(abs(w[k]) < w["uses"] / 3 for k in leaf.FEATURES if k != "uses")
    loss = fit_leaf.winner_logit_logloss(rows[:400], rows[400:])
    assert loss < 0.8 * math.log(4)


def test_fit_leaf_recovers_a_known_linear_law() -> None:
    fit_leaf = _bench_module("fit_leaf")
    rng = random.Random(1)
    rows = []
    for g in range(60):
        for s, imm in enumerate(("galmi", "xian", "justice", "phoenix")):
            f = {k: rng.uniform(0, 20) for k in leaf.FEATURES}
            final = 3.0 + (2.0 if imm == "xian" else 0.0) + 0.8 * f["est"] + 1.5 * f["uses"] - 0.5 * f["cards"]
            rows.append({"cp": "r2", "game": g, "seat": s, "immortal": imm, **f, "final": final})
    w = fit_leaf.fit(rows, ridge=1e-6)
    assert w["coef"]["est"] == pytest.approx(0.8, abs=1e-6)
    assert w["coef"]["uses"] == pytest.approx(1.5, abs=1e-6)
    assert w["coef"]["cards"] == pytest.approx(-0.5, abs=1e-6)
    assert w["coef"]["coins"] == pytest.approx(0.0, abs=1e-6)
    # the bias and the per-Immortal offsets are only known up to a shared constant
    assert w["immortal"]["xian"] - w["immortal"]["galmi"] == pytest.approx(2.0, abs=1e-6)
    assert fit_leaf.scores(rows, fit_leaf.predictor(w))["r2"] == pytest.approx(1.0)


def test_fit_leaf_rich_fits_the_rich_features_and_its_predictor_reads_them() -> None:
    fit_leaf = _bench_module("fit_leaf")
    rng = random.Random(2)
    feats = leaf.FEATURES + leaf.RICH
    rows = []
    for g in range(60):
        for s, imm in enumerate(("galmi", "xian", "justice", "phoenix")):
            f = {k: rng.uniform(0, 20) for k in feats}
            rows.append({"cp": "r2", "game": g, "seat": s, "immortal": imm, **f,
                         "final": 1.0 + 0.7 * f["est"] + 0.4 * f["lead_cul"] - 0.2 * f["opp_est"]})
    w = fit_leaf.fit(rows, ridge=1e-6, feats=feats)
    assert list(w["coef"]) == list(feats)
    assert w["coef"]["lead_cul"] == pytest.approx(0.4, abs=1e-6)
    assert w["coef"]["opp_est"] == pytest.approx(-0.2, abs=1e-6)
    assert fit_leaf.scores(rows, fit_leaf.predictor(w))["r2"] == pytest.approx(1.0)
    assert fit_leaf.scores(rows, fit_leaf.predictor(fit_leaf.fit(rows, ridge=1e-6)))["r2"] < 0.99


def test_fit_leaf_per_immortal_finds_each_immortals_own_law_and_shrinks_towards_the_shared_one() -> None:
    fit_leaf = _bench_module("fit_leaf")
    rng = random.Random(2)
    rows = []
    for g in range(80):
        for s, imm in enumerate(("abhilasha", "xian", "justice", "phoenix")):
            f = {k: rng.uniform(0, 20) for k in leaf.ALL_FEATURES}
            final = 3.0 + 0.8 * f["est"] + (2.0 * f["cha_all"] if imm == "abhilasha" else 0.0)
            rows.append({"cp": "r2", "game": g, "seat": s, "immortal": imm, **f, "final": final})
    shared = fit_leaf.fit(rows, ridge=1e-6)
    own = fit_leaf.fit_by_immortal(rows, shared, ridge=1e-6)
    assert own["abhilasha"]["coef"]["cha_all"] == pytest.approx(2.0, abs=1e-4)
    assert own["xian"]["coef"]["cha_all"] == pytest.approx(0.0, abs=1e-4)
    assert own["xian"]["coef"]["est"] == pytest.approx(0.8, abs=1e-4)
    pred = fit_leaf.predictor_by_immortal(shared, own)
    assert all(pred(r) == pytest.approx(r["final"], abs=1e-3) for r in rows)
    stiff = fit_leaf.fit_by_immortal(rows, shared, ridge=1e9)   # a huge ridge keeps the shared slopes
    for imm in stiff:
        assert stiff[imm]["coef"]["est"] == pytest.approx(shared["coef"]["est"], abs=1e-3)
        assert stiff[imm]["coef"]["cha_all"] == pytest.approx(0.0, abs=1e-3)
