"""A review never uses what its seat did not know: everything hidden from the reviewed seat (other hands, hidden
Immortals, deck and Commerce order) re-dealt at every one of its decisions gives the same review."""

from __future__ import annotations

import pytest
from reviewgames import random_record

from game.review import review_record
from game.review.graph import projection
from game.rules import GameState, determinize, view_for

QUALITY = 6


def _hidden(st: GameState, seat: int) -> tuple:
    """What `seat` cannot see: the other hands, the other Immortals, the deck and Commerce order."""
    return (tuple(tuple(p.hand) for s, p in enumerate(st.players) if s != seat),
            tuple(tuple(p.immortals) for s, p in enumerate(st.players) if s != seat),
            tuple(st.deck), tuple(st.commerce_deck))


@pytest.mark.parametrize("players,seed,seat", [(4, 11, 1), (5, 12, 3)])
def test_redealing_everything_hidden_gives_the_same_review(players, seed, seat):
    record = random_record(players, seed)
    changed = []

    def redealt(st: GameState, s: int) -> dict:
        view = view_for(st, s)
        if st.to_act != s or st.over:
            return view
        other = determinize(view, 1000 + st.ply)   # a different deal agreeing with everything the seat saw
        changed.append(_hidden(other, s) != _hidden(st, s))
        seen = view_for(other, s)
        assert projection(seen) == projection(view)
        return seen

    plain = review_record(record, seat, QUALITY)
    perturbed = review_record(record, seat, QUALITY, view_of=redealt)
    assert len(changed) >= len(plain["decisions"]) and sum(changed) >= len(changed) * 0.9
    assert perturbed == plain
