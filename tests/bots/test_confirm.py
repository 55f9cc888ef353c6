"""Hard's `confirm`: a choice other than Normal's must win again on fresh samples, else Normal's choice stays."""

from __future__ import annotations

import pytest

from game.bots import search as S
from game.bots.search import JOINT, Sample, SearchBot


def _samples(values: list[float]) -> list[Sample]:
    return [Sample(v, 0, 0, v > 0, {}) for v in values]


def _fake_measure(rounds: list[dict[str, list[float]]], calls: list[list[str]]):
    """A `measure` answering each call with the next of `rounds` (outcomes by candidate); `calls` records them."""
    def fake(view, cands, rng, deadline, iters, win_bonus=10.0, **kw):
        calls.append(list(cands))
        out = rounds[len(calls) - 1]
        return {a: _samples(out[a]) for a in cands}
    return fake


VIEW = {"decision": {"kind": "kingdom"}, "seat": 0, "ply": 7, "round": 1, "me": {"immortals": ["galmi"]}}
LEGAL = ["use a", "use b", "end"]


@pytest.mark.parametrize(("fresh_b", "want"), [([1.0] * 5, "use b"), ([-1.0] * 5, "use a"), ([0.0] * 5, "use a")])
def test_a_deviation_stands_only_if_fresh_samples_bear_it_out(monkeypatch: pytest.MonkeyPatch,
                                                               fresh_b: list[float], want: str) -> None:
    calls: list[list[str]] = []
    first = {"use a": [0.0] * 6, "use b": [4.0] * 6, "end": [-2.0] * 6}   # b beats Normal's choice a by 4
    fresh = {"use a": [0.0] * 5, "use b": fresh_b}
    monkeypatch.setattr(S, "measure", _fake_measure([first, fresh], calls))
    monkeypatch.setattr(S, "candidates", lambda view, legal, prior, n: list(LEGAL))
    bot = SearchBot(seed=1, confirm=5, beliefs=False, race_k=0)
    assert bot._search(VIEW, LEGAL, "use a", 0.0) == want
    assert calls[1] == ["use a", "use b"]   # the anchor and the choice, nothing else
    assert bot.last.get("refuted", False) == (want == "use a")
    assert bot.last["confirm"] == 5


def test_no_second_look_when_normal_s_choice_is_kept_or_confirm_is_off(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []
    kept = {"use a": [1.0] * 6, "use b": [1.2] * 6, "end": [-2.0] * 6}   # b's gain is under the margin
    monkeypatch.setattr(S, "measure", _fake_measure([kept], calls))
    monkeypatch.setattr(S, "candidates", lambda view, legal, prior, n: list(LEGAL))
    assert SearchBot(seed=1, confirm=5, beliefs=False, race_k=0)._search(VIEW, LEGAL, "use a", 0.0) == "use a"
    assert len(calls) == 1
    calls.clear()
    better = {"use a": [0.0] * 6, "use b": [4.0] * 6, "end": [-2.0] * 6}
    monkeypatch.setattr(S, "measure", _fake_measure([better], calls))
    assert SearchBot(seed=1, confirm=0, beliefs=False, race_k=0)._search(VIEW, LEGAL, "use a", 0.0) == "use b"
    assert len(calls) == 1


def test_a_joint_pick_is_confirmed_against_normal_s_pick_with_its_better_answer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []
    view = {**VIEW, "decision": {"kind": "pick"}}
    monkeypatch.setattr(S, "_can_play", lambda view: True)
    monkeypatch.setattr(S, "candidates", lambda view, legal, prior, n: ["pick x", "pick y"])
    j = JOINT
    first = {f"pick x{j}play": [0.0] * 6, f"pick x{j}transform": [1.0] * 6,
             f"pick y{j}play": [5.0] * 6, f"pick y{j}transform": [-3.0] * 6}
    fresh = {f"pick x{j}transform": [1.0] * 5, f"pick y{j}play": [0.5] * 5}
    monkeypatch.setattr(S, "measure", _fake_measure([first, fresh], calls))
    bot = SearchBot(seed=1, confirm=5, beliefs=False, race_k=0)
    assert bot._search(view, ["pick x", "pick y"], "pick x", 0.0) == "pick x"
    assert calls[1] == [f"pick x{j}transform", f"pick y{j}play"]
