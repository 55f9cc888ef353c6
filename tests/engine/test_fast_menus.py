"""Fast menus (simulations): Kingdom options are unchecked candidates and `kingdom_ok` checks the one chosen."""

from __future__ import annotations

import random

import pytest

from game.rules import apply_inplace, legal_actions, new_game
from game.rules.engine import IllegalAction, _menu, kingdom_ok, kingdom_options


def test_kingdom_ok_agrees_with_the_full_menu_on_every_candidate() -> None:
    checked = 0
    for g in range(60):
        st = new_game(3 + g % 4, 4_200 + g)
        rnd = random.Random(g)
        while not st.over:
            d = st.pending
            if d.kind == "kingdom":
                full = set(kingdom_options(st, d.seat))
                cands = [a for a, _, _ in _menu(st, d.seat)] + ["end"]
                assert full <= set(cands)
                for a in cands:
                    assert kingdom_ok(st, a) == (a in full), (g, st.ply, a)
                    checked += 1
                assert not kingdom_ok(st, "use no_such_card")
            apply_inplace(st, rnd.choice(legal_actions(st)))
    assert checked > 2000


def test_fast_menu_games_follow_the_same_rules() -> None:
    """The same random choices, drawn among the truly open actions, give the same game in both modes."""
    refusals = 0
    for g in range(30):
        slow, fast = new_game(4, 77 + g), new_game(4, 77 + g)
        fast.fast_menus = True
        rnd = random.Random(g)
        while not slow.over:
            legal = legal_actions(slow)
            if fast.pending.kind == "kingdom":
                assert set(legal) <= set(legal_actions(fast))
                refused = [a for a in legal_actions(fast) if a not in legal]
                for a in refused[:2]:
                    refusals += 1
                    probe = fast.clone()
                    with pytest.raises(IllegalAction):
                        apply_inplace(probe, a)
            else:
                assert legal == legal_actions(fast)
            a = rnd.choice(legal)
            apply_inplace(slow, a)
            apply_inplace(fast, a)
        assert fast.over and fast.result == slow.result
    assert refusals > 20
