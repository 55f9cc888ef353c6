"""bench/decision_diff.py: the same setting asked twice never differs; another one does, and the summary counts it."""

from __future__ import annotations

from tests.benchload import script_module

SEATS = ["normal", "easy", "easy", "easy"]


def test_the_same_setting_answers_every_decision_the_same() -> None:
    dd = script_module("decision_diff")
    row = dd.compare((SEATS, "normal", 3, 0))
    assert row["game"] == 0 and row["asked"] > 20 and row["changed"] == []


def test_another_setting_is_caught_where_it_answers_otherwise() -> None:
    dd = script_module("decision_diff")
    row = dd.compare((SEATS, "easy", 3, 0))
    assert row["changed"] and len(row["changed"]) <= row["asked"]
    for c in row["changed"]:
        assert c["old"] != c["new"] and c["round"] in (1, 2) and isinstance(c["kind"], str)


def test_summary_counts_by_kind_and_round() -> None:
    dd = script_module("decision_diff")
    rows = [{"game": 0, "asked": 30, "changed": [{"ply": 5, "round": 1, "kind": "pick", "old": "a", "new": "b"},
                                                 {"ply": 70, "round": 2, "kind": "kingdom", "old": "c", "new": "d"},
                                                 {"ply": 80, "round": 2, "kind": "kingdom", "old": "e", "new": "f"}]},
            {"game": 1, "asked": 10, "changed": []}]
    out = dd.summary(rows)
    assert out["games"] == 2 and out["asked"] == 40 and out["changed"] == 3 and out["changed_share"] == 0.075
    assert out["by_kind"] == {"kingdom": 2, "pick": 1} and out["by_round"] == {"1": 1, "2": 2}
    assert out["games_changed"] == [0]
    assert dd.summary([])["changed_share"] == 0.0
