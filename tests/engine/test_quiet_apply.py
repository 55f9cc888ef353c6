"""`apply_inplace(..., events=False)`: no events are built, and the game goes on exactly as with them."""

from __future__ import annotations

import random

from game.cli import simulate
from game.rules import apply_inplace, legal_actions, new_game, replay
from game.rules.engine import kingdom_ok
from tests.benchload import script_module

_DIGEST = script_module("engine_digest")
VARIANTS = _DIGEST.VARIANTS
SNAPSHOT = _DIGEST._final   # every field of the state a game can change


def test_quiet_games_match_loud_games_after_every_action() -> None:
    events = 0
    for g in range(40):
        players, variants, fast = 3 + g % 4, VARIANTS[g % len(VARIANTS)], g % 3 == 0
        loud, quiet = new_game(players, 900 + g, variants=variants), new_game(players, 900 + g, variants=variants)
        loud.fast_menus = quiet.fast_menus = fast
        rnd = random.Random(g)
        while not loud.over:
            opts = legal_actions(loud)
            assert opts == legal_actions(quiet)
            if fast and loud.pending.kind == "kingdom":
                rnd.shuffle(opts)
                a = next(x for x in opts if kingdom_ok(loud, x))
            else:
                a = rnd.choice(opts)
            ev = apply_inplace(loud, a)
            assert apply_inplace(quiet, a, events=False) == []
            events += len(ev)
            assert SNAPSHOT(quiet) == SNAPSHOT(loud) and repr(quiet.pending) == repr(loud.pending), (g, loud.ply, a)
        assert quiet.over and quiet.result == loud.result
    assert events > 5_000   # the loud games did make events


def test_replay_builds_no_events_and_rebuilds_the_game() -> None:
    st = new_game(5, 31)
    rnd = random.Random(31)
    actions = []
    while not st.over:
        a = rnd.choice(legal_actions(st))
        actions.append(a)
        apply_inplace(st, a)
    again = replay({"players": 5, "seed": 31, "actions": actions})
    assert SNAPSHOT(again) == SNAPSHOT(st)


def test_simulate_plays_the_games_random_choice_would() -> None:
    """`main.py simulate` draws its moves inline: the same games as `random.Random(...).choice`, move for move."""
    games, players, seed = 6, 4, 12
    totals, actions = [0] * players, 0
    for g in range(games):
        st = new_game(players, seed * 1_000_003 + g)
        rnd = random.Random(seed * 1_000_003 + g)
        while not st.over:
            apply_inplace(st, rnd.choice(legal_actions(st)))
            actions += 1
        for s, row in enumerate(st.result["players"]):
            totals[s] += row["total"]
    out = simulate(games, players, seed)
    assert out["actions"] == actions
    assert out["mean_scores"] == [round(t / games, 2) for t in totals]
