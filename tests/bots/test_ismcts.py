"""The SO-ISMCTS yardstick (bench/ismcts.py) and the tournament's hook that seats it (never the game's menus)."""

from __future__ import annotations

import json
import random
import sys

import pytest

from game.bots import LEVELS, make_bot
from game.bots.heuristic import HeuristicBot
from game.bots.tournament import EXTRA_LEVELS, all_levels, main_tournament, play_game, register_level, seat_bot
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for

IsmctsBot = type(seat_bot("ismcts", 0))       # loaded through the tournament's hook, as the command line does
ismcts = sys.modules[IsmctsBot.__module__]


@pytest.fixture(autouse=True)
def strict_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Surface search bugs instead of the silent random fallback."""
    monkeypatch.setattr(IsmctsBot, "strict", True)
    monkeypatch.setattr(HeuristicBot, "strict", True)


@pytest.mark.parametrize("players", [3, 6])
def test_ismcts_plays_legal_games(players: int) -> None:
    """play_game raises on an illegal choice; the strict bot raises on any search error."""
    register_level("ismcts-test", lambda seed, arg: IsmctsBot(seed, budget=5.0, iterations=6))
    try:
        for seed in (1, 2):
            levels = ["ismcts-test" if i % 2 == 0 else "random" for i in range(players)]
            rec = play_game(levels, seed + 50 * players)
            assert len(rec["scores"]) == players and all(rec["times"][0])
    finally:
        EXTRA_LEVELS.pop("ismcts-test", None)


def _midgame(seed: int, plies: int) -> GameState:
    st = new_game(4, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        opts = [a for a in legal_actions(st) if a != "reveal"]
        apply_inplace(st, rng.choice(opts))
    return st


@pytest.mark.parametrize("budget", [0.0, 0.001])
def test_tiny_budget_still_returns_a_legal_action(budget: float) -> None:
    for seed, plies in ((3, 0), (4, 40), (5, 90)):
        st = _midgame(seed, plies)
        legal = legal_actions(st)
        assert IsmctsBot(seed, budget=budget).choose(view_for(st, st.to_act), legal) in legal


def test_same_seed_and_view_give_the_same_choice_under_an_iteration_cap() -> None:
    st = _midgame(6, 30)
    view, legal = view_for(st, st.to_act), legal_actions(st)
    picks = {IsmctsBot(9, budget=60.0, iterations=30).choose(view, legal) for _ in range(3)}
    assert len(picks) == 1 and picks <= set(legal)


def test_tree_statistics_follow_so_ismcts() -> None:
    """Every root action is tried once before any is tried twice; visits add up; availability counts the
    iterations since the action's node was made in which it was legal (all of them at the root)."""
    st = _midgame(7, 0)
    view, legal = view_for(st, st.to_act), legal_actions(st)
    n = len(legal) + 20
    root = IsmctsBot(1, budget=60.0, iterations=n).tree(view, random.Random(1))
    assert root.visits == n
    assert set(root.children) == set(legal)
    assert sum(ch.visits for ch in root.children.values()) == n
    assert sorted(ch.avail for ch in root.children.values()) == list(range(n - len(legal) + 1, n + 1))
    for ch in root.children.values():
        assert ch.seat == view["seat"] and 1 <= ch.visits <= ch.avail
        assert 0.0 <= ch.total <= ch.visits
        for grand in ch.children.values():   # the next decision is another seat's (or ours, after a pick)
            assert grand.visits <= grand.avail <= ch.visits


def test_seat_rewards_rank_the_seats() -> None:
    st = _midgame(8, 0)
    ismcts.random_playout(st, random.Random(8))
    assert st.over
    totals = [r["total"] for r in st.result["players"]]
    w = st.result["winner"]
    rank = ismcts.seat_rewards(st, "rank")
    assert rank[w] == 1.0 and all(0.0 <= x <= 1.0 for x in rank)
    for a in range(4):
        for b in range(4):
            if a != w and b != w and totals[a] > totals[b]:
                assert rank[a] > rank[b]
    assert ismcts.seat_rewards(st, "win") == [1.0 if s == w else 0.0 for s in range(4)]
    margin = ismcts.seat_rewards(st, "margin")
    assert max(margin) == margin[w] and all(0.0 <= x <= 1.0 for x in margin)


def test_the_menus_never_offer_the_yardstick() -> None:
    assert "ismcts" not in LEVELS and "ismcts" in all_levels()
    with pytest.raises(ValueError):
        make_bot("ismcts")
    assert seat_bot("ismcts:0.25", 1).budget == 0.25
    assert seat_bot("ismcts:0.25:win", 1).reward == "win"
    with pytest.raises(ValueError, match="seconds"):
        seat_bot("ismcts:fast", 1)
    with pytest.raises(ValueError, match="reward"):
        seat_bot("ismcts:0.25:luck", 1)
    with pytest.raises(ValueError):
        register_level("hard", lambda seed, arg: make_bot("random", seed))


def test_tournament_seats_the_yardstick(capsys: pytest.CaptureFixture[str]) -> None:
    assert main_tournament(["--games", "1", "--seats", "ismcts:0.002,random,random", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    row = out["levels"]["ismcts:0.002"]
    assert row["decisions"] > 0 and row["decision_ms_mean"] > 0
    for bad in (["--seats", "ismcts:x,random,random"], ["--seats", "ismcts:-1,random,random"],
                ["--seats", "grandmaster,random,random"]):
        assert main_tournament(["--games", "1", *bad]) == 2
        assert capsys.readouterr().err.count("\n") == 1


def test_registered_levels_are_seated() -> None:
    register_level("coinflip", lambda seed, arg: make_bot("random", seed + int(arg or 0)))
    try:
        assert seat_bot("coinflip:3", 1).seed == 4
        assert play_game(["coinflip", "random", "random"], 11)["levels"][0] == "coinflip"
    finally:
        EXTRA_LEVELS.pop("coinflip", None)
