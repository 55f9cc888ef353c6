"""Where undo stops, action by action: after an action the floor is the new ply exactly when the action brought new
information (a random draw, a new phase, round or pick, a new turn, cards or an Immortal shown, a public contest or
reveal), and stays where it was otherwise. The frames that bring it set the floor; this pins the rule on seeded games
at 3 to 6 players, under the default rules and two variants."""

from __future__ import annotations

import random

from game.rules import apply_inplace, legal_actions, new_game

SHOWN = {"reveal_slots", "justice_reveal", "reveal_commerce", "reveal_civ", "look", "swap", "put_in_play", "peek",
         "turn"}   # events of cards or an Immortal shown (effects.show_hidden), and a turn's start
NEWS = {"contest", "tie", "immortal_reveal", "justice_reveal", "score", "game_over"}   # news in a public phase


def _check_game(players: int, seed: int, variants: dict | None) -> int:
    st = new_game(players, seed, variants=variants)
    rnd = random.Random(seed)
    moved = 0
    while not st.over:
        before = (st.rng.s, st.phase, st.round, st.pick)
        floor, phase = st.undo_floor, st.phase
        ev = apply_inplace(st, rnd.choice(legal_actions(st)))
        kinds = {e["t"] for e in ev}
        news = (before != (st.rng.s, st.phase, st.round, st.pick) or bool(kinds & SHOWN)
                or (phase in ("supremacy", "vp") and bool(kinds & NEWS)))
        assert st.undo_floor == (st.ply if news else floor), (players, seed, st.ply, sorted(kinds))
        moved += news
    return moved


def test_the_undo_floor_moves_exactly_on_new_information() -> None:
    moved = 0
    for g in range(24):
        variants = ({}, {"justice_three": "in", "narashima_count": "destroyed"}, {"roaming_route": "left"})[g % 3]
        moved += _check_game(3 + g % 4, 9_000 + g, variants)
    assert moved > 24 * 20   # every game has rounds, picks, turns and contests
