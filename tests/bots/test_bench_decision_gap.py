"""bench/decision_gap.py: a setting against itself changes nothing; another is finished both ways alike, and the
summary averages each question's finishes before the standard error."""

from __future__ import annotations

import pytest

from tests.benchload import script_module


def test_the_same_setting_changes_no_question() -> None:
    dg = script_module("decision_gap")
    row = dg.compare(("easy", "easy", ("pick",), 1, 3, 0, 1))
    assert row["game"] == 0 and row["asked"] >= 4 and row["changed"] == []


def test_another_setting_is_finished_from_both_answers_with_the_same_seeds() -> None:
    dg = script_module("decision_gap")
    row = dg.compare(("easy", "random", ("pick",), 1, 3, 1, 2))
    assert row["changed"], "random should pick otherwise than Easy somewhere in round 1"
    for c in row["changed"]:
        assert c["old"] != c["new"] and c["kind"] == "pick" and len(c["gains"]) == 2
        assert 0 <= c["wins_old"] <= 2 and 0 <= c["wins_new"] <= 2
    again = dg.compare(("easy", "random", ("pick",), 1, 3, 1, 2))
    assert again == row   # seeded: the same game, questions and finishes


def test_finishing_the_same_answer_with_the_same_seed_gives_the_same_lead() -> None:
    dg = script_module("decision_gap")
    from game.bots import make_bot
    from game.rules import legal_actions, new_game
    st = new_game(4, 11)
    me = st.to_act
    a = legal_actions(st)[0]
    own = make_bot("easy", 1)
    assert dg.finish(st, me, a, 5, own) == dg.finish(st, me, a, 5, own)
    assert st.ply == 0   # the position is left as it was


def test_summary_averages_finishes_per_question() -> None:
    dg = script_module("decision_gap")
    rows = [{"game": 0, "asked": 4, "changed": [{"gains": [2, 4], "wins_old": 0, "wins_new": 1},
                                               {"gains": [0, -2], "wins_old": 1, "wins_new": 0}]},
            {"game": 1, "asked": 4, "changed": []}]
    out = dg.summary(rows, 2)
    assert out["asked"] == 8 and out["changed"] == 2
    assert out["gain_per_changed"] == pytest.approx(1.0)   # (3 + -1) / 2
    assert out["se_per_changed"] == pytest.approx(2.0)     # stdev of 3 and -1 is 2*sqrt(2), over sqrt(2)
    assert out["gain_per_asked"] == pytest.approx(0.25) and out["se_per_asked"] == pytest.approx(0.5)
    assert (out["wins_new"], out["wins_old"]) == (1, 1)
