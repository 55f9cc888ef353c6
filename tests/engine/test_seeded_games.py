"""Seeded random games give the same games as the engine did before its split and speed work.

The figures were recorded from commit ca39c9f (the rulings of game/rules/RULINGS.md in, the engine still in one
file, no speed work): players, seed, fast menus, action count, final totals, winner, and the first 16 hex digits
of the SHA-256 of the action list (one action a line). Rule changes that alter menus must re-record them.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from game.rules import apply_inplace, legal_actions, new_game
from game.rules.engine import kingdom_ok

RECORDED = [
    (3, 3000, False, 71, [9, 16, 39], 2, '5f70b463d5b36151'),
    (3, 3000, True, 75, [25, 37, 12], 1, 'fc70cd4d0a75f2d4'),
    (3, 3001, False, 80, [13, 15, 16], 2, '443bce37919e9c93'),
    (3, 3001, True, 81, [20, 8, 30], 2, '808712ce8b8710d9'),
    (3, 3002, False, 92, [34, 29, 21], 0, 'd0d6dd616fd6d8b4'),
    (3, 3002, True, 80, [49, 17, 24], 0, '734c47b66d278de4'),
    (4, 4000, False, 103, [12, 30, 3, 26], 1, 'ed45e2b8459110a5'),
    (4, 4000, True, 117, [18, 32, 8, 24], 1, '5939b95d132f92c2'),
    (4, 4001, False, 110, [14, 32, 22, 21], 1, 'af8e417c8e1dedd2'),
    (4, 4001, True, 111, [20, 32, 16, 25], 1, '5e103907300ae0f3'),
    (4, 4002, False, 124, [22, 42, 13, 20], 1, 'e2c70ee2ba08f3d8'),
    (4, 4002, True, 130, [19, 28, 20, 30], 3, 'b555821e210375e3'),
    (5, 5000, False, 122, [27, 25, 21, 16, 25], 0, '51c3a8dc6bf5f81b'),
    (5, 5000, True, 131, [8, 20, 27, 14, 26], 2, '21d2fe56b2bfe64e'),
    (5, 5001, False, 168, [21, 18, 44, 30, 10], 2, '07d50be4abbc263f'),
    (5, 5001, True, 121, [21, 20, 41, 11, 14], 2, '0ec2167da597d98d'),
    (5, 5002, False, 149, [20, 25, 20, 22, 31], 4, '4988ab093bcd226f'),
    (5, 5002, True, 119, [21, 11, 30, 34, 17], 3, 'c8164246dbefed3b'),
    (6, 6000, False, 161, [15, 22, 17, 32, 14, 13], 3, 'c39652babfcc5afe'),
    (6, 6000, True, 197, [35, 24, 17, 31, 14, 19], 0, '514d8681b3be3224'),
    (6, 6001, False, 172, [13, 12, 8, 34, 20, 28], 3, '8f7c996422c018de'),
    (6, 6001, True, 191, [13, 24, 26, 42, 29, 22], 3, '533db009afcdf0a1'),
    (6, 6002, False, 178, [41, 35, 7, 34, 25, 25], 0, '769a3a3a584b3a89'),
    (6, 6002, True, 166, [25, 42, 14, 28, 20, 48], 5, '9e9da645d95ba59c'),
]


def _play(players: int, seed: int, fast: bool) -> tuple:
    st = new_game(players, seed)
    st.fast_menus = fast
    rnd = random.Random(seed)
    h = hashlib.sha256()
    n = 0
    while not st.over:
        opts = legal_actions(st)
        if fast and st.pending.kind == "kingdom":
            rnd.shuffle(opts)
            a = next(x for x in opts if kingdom_ok(st, x))
        else:
            a = rnd.choice(opts)
        h.update(a.encode() + b"\n")
        apply_inplace(st, a)
        n += 1
    return (players, seed, fast, n, [p["total"] for p in st.result["players"]], st.result["winner"],
            h.hexdigest()[:16])


@pytest.mark.parametrize("rec", RECORDED, ids=lambda r: f"{r[0]}p-{r[1]}-{'fast' if r[2] else 'checked'}")
def test_seeded_random_game_unchanged(rec: tuple) -> None:
    assert _play(*rec[:3]) == rec
