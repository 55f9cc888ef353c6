"""Planted mistakes are found: in seeded games, a seat made to transform a card whose every coin the cap takes, or
to end its Kingdom turn with a VP activation of its own card left that costs no coin, gets that decision classed
as a mistake or a blunder in at least 9 of 10 cases; and the reason says so in game terms."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.bots import model as M
from game.bots.why import lost_to_cap, slot_coins
from game.review.analysis import review_decision
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for

QUALITY = 64
CASES = 10


def _capped_transform(st: GameState) -> str | None:
    """'transform' where the cap would take every coin and playing costs no later play (plays left >= cards)."""
    d = st.pending
    if d is None or d.kind != "play":
        return None
    view = view_for(st, d.seat)
    p = st.players[d.seat]
    left = M.MAX_PLAYS[st.round - 1] - p.plays
    to_place = M.HAND_SIZE[st.round - 1] - len(p.slots) + 1
    return "transform" if lost_to_cap(view) == slot_coins(view) and left >= to_place else None


def _free_vp_left(st: GameState) -> str | None:
    """'end' in a round-2 Kingdom turn while an activation of the seat's own card gains VP and costs no coin."""
    d = st.pending
    if d is None or d.kind != "kingdom" or st.round != 2:
        return None
    legal = legal_actions(st)
    p = st.players[d.seat]
    own = {st.db.civ[u].key for u in p.buildings + p.heroes}
    for a in legal:
        if a.startswith("use ") and a[4:] in own:
            c = st.clone()
            apply_inplace(c, a)
            if c.players[d.seat].vp > p.vp and c.players[d.seat].coins >= p.coins:
                return "end"
    return None


def _planted(find: Callable[[GameState], str | None]) -> list[dict]:
    """The review of the first planted decision in each of the first CASES seeded random games that have one."""
    out = []
    seed = 0
    while len(out) < CASES:
        seed += 1
        assert seed < 500, "not enough positions"
        st = new_game(4, seed)
        rng = random.Random(seed)
        while not st.over:
            planted = find(st)
            if planted is not None:
                view = view_for(st, st.pending.seat)
                out.append(review_decision(st.ply, view, view["legal"], planted, quality=QUALITY))
                break
            apply_inplace(st, rng.choice(legal_actions(st)))
    return out


def test_a_transform_whose_coins_the_cap_takes_is_a_mistake():
    found = _planted(_capped_transform)
    bad = [d for d in found if d["class"] in ("mistake", "blunder")]
    assert len(bad) >= 9, [(d["class"], d["vp_loss"]) for d in found]
    for d in bad:
        assert d["best"] == "play" and "lost to the cap" in d["reasons"]["en"] and "plafond" in d["reasons"]["fr"]


def test_ending_the_turn_with_a_free_vp_activation_left_is_a_mistake():
    found = _planted(_free_vp_left)
    bad = [d for d in found if d["class"] in ("mistake", "blunder")]
    assert len(bad) >= 9, [(d["class"], d["vp_loss"]) for d in found]
    for d in bad:
        assert d["best"] != "end" and "Ending the turn leaves" in d["reasons"]["en"]
