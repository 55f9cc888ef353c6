"""bench/leaf_room.py: round 2 dealt again keeps every card and the position, and a recorded game gives the leaf's
projection, the real ending and K more endings."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

from game.rules import legal_actions
from tests.benchload import script_module

ROOT = Path(__file__).resolve().parents[2]


def _room():
    sys.path.insert(0, str(ROOT / "bench"))
    return script_module("leaf_room")


def test_round_two_dealt_again_keeps_the_cards_and_the_position() -> None:
    room, sp = _room(), script_module("selfplay")
    rec = sp.record((1, 4, 3, "easy", None))
    st, _ = room.round_two((rec["game"], rec["players"], rec["seed"], rec["level"], rec["actions"]))
    assert st is not None
    before = st.clone()
    new = room.redeal(st, random.Random(2))
    cards = Counter(u for p in st.players for u in p.hand) + Counter(st.deck)
    assert Counter(u for p in new.players for u in p.hand) + Counter(new.deck) == cards
    assert [len(p.hand) for p in new.players] == [len(p.hand) for p in st.players]
    assert [p.hand for p in new.players] != [p.hand for p in st.players]
    assert sorted(legal_actions(new)) == sorted(f"pick {new.db.civ[u].key}" for u in new.players[0].hand)
    assert new.players[0].seen == [tuple(new.players[0].hand)]
    assert [p.hand for p in st.players] == [p.hand for p in before.players]   # the position itself is left alone
    assert (new.round, new.phase, [p.coins for p in new.players]) == (2, "draft", [p.coins for p in st.players])


def test_a_recorded_game_gives_projection_real_ending_and_more_endings() -> None:
    room, sp = _room(), script_module("selfplay")
    rec = sp.record((2, 4, 3, "easy", None))
    job = (rec["game"], rec["players"], rec["seed"], rec["level"], rec["actions"])
    row = room.one((job, 2, 5))
    assert row["real"] == rec["scores"] and len(row["proj"]) == 4
    assert len(row["ends"]) == 2 and all(len(e) == 4 and all(x >= 0 for x in e) for e in row["ends"])
    assert room.one((job, 2, 5)) == row   # seeded: the same endings again
