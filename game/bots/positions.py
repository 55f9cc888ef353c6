"""Seeded positions for tests and benchmarks: a game played by bots until a chosen seat faces a chosen decision."""

from __future__ import annotations

from game.bots import make_bot
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for


def position(players: int, seed: int, kind: str, skip: int = 0, seat: int = 0,
             level: str = "easy") -> tuple[GameState, list[str]] | None:
    """(state, actions so far) at the `skip`+1-th decision of `kind` with two or more options for `seat`.

    Every seat is played by a `level` bot; None if the game ends first.
    """
    st = new_game(players, seed)
    bots = [make_bot(level, seed * 31 + s) for s in range(players)]
    actions: list[str] = []
    while not st.over:
        s = st.to_act
        assert s is not None and st.pending is not None   # the game is not over: a seat has a decision pending
        legal = legal_actions(st)
        if s == seat and st.pending.kind == kind and len([a for a in legal if a != "reveal"]) >= 2:
            if skip == 0:
                return st, actions
            skip -= 1
        a = bots[s].choose(view_for(st, s), legal)
        apply_inplace(st, a, events=False)
        actions.append(a)
    return None
