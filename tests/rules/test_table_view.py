"""table_view(state, seat): the slice of view_for that bots read when valuing their own sampled states."""

from __future__ import annotations

import random

import pytest

from game.bots import model as M
from game.bots import worth as W
from game.rules import apply_inplace, legal_actions, new_game, view_for
from game.rules.view import table_view


def _positions(players: int, seed: int, every: int = 7):
    """Every `every`-th position of one random game, through all its phases."""
    st = new_game(players, seed)
    rng = random.Random(seed)
    n = 0
    while not st.over:
        if n % every == 0:
            yield st
        apply_inplace(st, rng.choice(legal_actions(st)))
        n += 1
    yield st


def _same(slim, full, path: str = "view") -> None:
    """Every entry of the slim view equals the same entry of the full one (dicts may leave entries out)."""
    if isinstance(slim, dict):
        assert isinstance(full, dict), path
        for k, v in slim.items():
            assert k in full, f"{path}.{k} is not in view_for"
            _same(v, full[k], f"{path}.{k}")
    elif isinstance(slim, list):
        assert isinstance(full, list) and len(slim) == len(full), path
        for i, (a, b) in enumerate(zip(slim, full)):
            _same(a, b, f"{path}[{i}]")
    else:
        assert slim == full, path


@pytest.mark.parametrize("players,seed", [(3, 11), (4, 12), (5, 13), (6, 14)])
def test_table_view_is_a_slice_of_view_for(players: int, seed: int) -> None:
    phases = set()
    for st in _positions(players, seed):
        phases.add(st.phase)
        for seat in range(players):
            _same(table_view(st, seat), view_for(st, seat))
    assert {"draft", "kingdom", "over"} <= phases


@pytest.mark.parametrize("players,seed", [(3, 21), (6, 22)])
def test_model_reads_the_same_numbers_from_both(players: int, seed: int) -> None:
    checked = 0
    for st in _positions(players, seed, every=5):
        for seat in range(players):
            slim, full = M.Model(table_view(st, seat)), M.Model(view_for(st, seat))
            assert (slim.res, slim.bkeys, slim.hkeys, slim.candidates, slim.turn_done, slim.legendary) == \
                (full.res, full.bkeys, full.hkeys, full.candidates, full.turn_done, full.legendary)
            for imm in full.my_imms:
                assert W.utility(slim, imm) == W.utility(full, imm)
                checked += 1
    assert checked > 50
