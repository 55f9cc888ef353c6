"""The fitted policies' shared file reading (`game.bots.fitfile`): shape checks, clear errors, one read a name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.bots import fitfile
from game.bots import pickmodel as PM


def test_per_round_gives_floats_and_empty_offsets_when_none() -> None:
    weights, offsets = fitfile.per_round([[1, 2], [3, 4]], None, 2, "a test model")
    assert weights == [[1.0, 2.0], [3.0, 4.0]] and all(isinstance(x, float) for w in weights for x in w)
    assert offsets == [{}, {}]
    _, offsets = fitfile.per_round([[1, 2], [3, 4]], [{"alpha": 1}, {}], 2, "a test model")
    assert offsets == [{"alpha": 1.0}, {}]


@pytest.mark.parametrize("weights, offsets, message", [
    ([[1, 2]], None, "a test model has 2 rounds of 2 weights"),
    ([[1, 2], [3]], None, "a test model has 2 rounds of 2 weights"),
    ([[1, 2], [3, 4]], [{}], "a test model's kind offsets are 2 rounds"),
    ([[1, 2], [3, 4]], [{}, [1]], "a test model's kind offsets are 2 rounds"),
])
def test_per_round_names_the_model_and_the_wrong_shape(weights: list, offsets: list | None, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        fitfile.per_round(weights, offsets, 2, "a test model")


def test_a_malformed_file_is_named_in_the_error_and_left_untouched(tmp_path: Path) -> None:
    files = fitfile.ModelFiles("pick_model", PM.PickModel)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"play_model": [[0.0], [0.0]]}), encoding="utf-8")
    for path in (bad, wrong, tmp_path / "missing.json"):
        before = path.read_bytes() if path.exists() else None
        with pytest.raises(ValueError, match=f"{path.name}: no usable pick_model"):
            files.load(path)
        assert (path.read_bytes() if path.exists() else None) == before


def test_a_named_file_is_read_once_from_beside_the_models(monkeypatch: pytest.MonkeyPatch) -> None:
    files = fitfile.ModelFiles("pick_model", PM.PickModel)
    reads: list[Path] = []
    load = files.load
    monkeypatch.setattr(files, "load", lambda path: reads.append(path) or load(path))
    first = files.named("some/folder/pick_weights_hard.json")
    assert files.named("some/folder/pick_weights_hard.json") is first
    assert reads == [Path(fitfile.__file__).with_name("pick_weights_hard.json")]
    assert first.weights == PM.named("pick_weights_hard.json").weights
