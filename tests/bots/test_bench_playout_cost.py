"""bench/playout_cost.py: milliseconds per playout, the shipped policy against the models of the files given."""

from __future__ import annotations

import re

import pytest

from tests.benchload import script_module


def test_it_times_both_policies_and_names_the_models(capsys) -> None:
    bench = script_module("playout_cost")
    assert bench.main(["--deals", "2", "--reps", "2", "--play", "play_weights_hard.json"]) == 0
    out = capsys.readouterr().out
    assert "play play_weights_hard.json" in out
    reps = re.findall(r"rep \d: shipped ([\d.]+) ms, models ([\d.]+) ms, ratio ([\d.]+)", out)
    assert len(reps) == 2 and all(float(a) > 0 and float(b) > 0 for a, b, _ in reps)


def test_it_asks_for_a_model() -> None:
    with pytest.raises(SystemExit):
        script_module("playout_cost").main(["--deals", "1"])
