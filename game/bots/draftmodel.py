"""Normal's draft, modelled for playouts: each seat's picks and play/transform answers as Normal would make them.

At a searched decision, the worth of every card for each seat (and each Immortal that seat may hold) is worked out
once from the searching seat's Model of the table (`worth.card_value`, the valuation Normal picks by), and a playout
then picks by that table, with Normal's denial of the next seat's best card and its play/transform rule, for the
rest of the round's draft. The table is frozen at the root: the picks the playout makes do not update it.
"""

from __future__ import annotations

import random

from game.rules import GameState
from game.rules.draft import CHOSE_TRANSFORM
from game.rules.state import TRANSFORMED

from . import model as M
from . import worth as W

DENY = 0.35        # Normal's weight on the next seat's worth of a card (heuristic.HeuristicBot._pick)
JITTER = 0.05      # a little noise to break ties (Normal breaks them by its own draws)
_KEYS = list(M.FACTS)


class Table:
    """One seat's frozen draft worths under one Immortal: `worth[key]` and the VP a coin is worth to it."""

    __slots__ = ("worth", "coin")

    def __init__(self, worth: dict[str, float], coin: float) -> None:
        self.worth = worth
        self.coin = coin


class DraftModel:
    """The frozen tables of one decision, built on demand per (seat, Immortal), for one round's draft."""

    def __init__(self, view: dict) -> None:
        self.model = M.Model(view)
        self._tables: dict[tuple[int, str | None, bool], Table] = {}

    def table(self, seat: int, imm: str | None, denial: bool = False) -> Table:
        """Seat's worth of each card if it holds `imm`, as Normal values it (cached); `denial`: as Normal reckons
        it for the seat it passes to, whose Immortal it does not know (base weights, no Immortal)."""
        t = self._tables.get((seat, imm, denial))
        if t is None:
            m = self.model
            w = M.base_weights(None) if denial else W.weights(m, seat, imm)
            who = None if denial else imm
            t = self._tables[(seat, imm, denial)] = Table({k: W.card_value(m, seat, who, k, w) for k in _KEYS},
                                                          w["coins"])
        return t

    def seat_tables(self, st: GameState, skip: int | None = None) -> tuple[list[Table | None], list[dict[str, float]]]:
        """Every seat's table for the Immortal it holds in this sampled state (None for seat `skip`, left to the
        playout policy), and the denial worths of the seat each one passes to."""
        n = st.n
        step = 1 if st.round == 1 else -1
        return ([None if s == skip else self.table(s, p.immortals[0]) for s, p in enumerate(st.players)],
                [self.table((s + step) % n, None, denial=True).worth for s in range(n)])


def _slot_coins(r: int, slot: int) -> int:
    """The coins a Transform of the card in `slot` brings in round r + 1."""
    coins = M.SLOT_COINS[r]
    return coins[min(slot, len(coins) - 1)]


def _room(st: GameState, s: int) -> int:
    """Coins seat s may still take before the cap, counting the transforms not collected yet."""
    p = st.players[s]
    pending = 0
    for i, slot in enumerate(p.slots):
        if slot[1] == TRANSFORMED:
            pending += slot[2]
        elif slot[1] == CHOSE_TRANSFORM:
            pending += _slot_coins(st.round - 1, i)
    return max(0, M.COIN_CAP - p.coins - pending)


def pick(st: GameState, tables: list[Table | None], deny: list[dict[str, float]], rng: random.Random) -> str:
    """Normal's pick from the frozen tables: its own worth less the transform's, plus its denial of the next seat."""
    d = st.pending
    assert d is not None   # asked by `answer`, at a pick
    s = d.seat
    p = st.players[s]
    r = st.round - 1
    t = tables[s]
    assert t is not None
    can_play = p.plays < M.MAX_PLAYS[r]
    tv = t.coin * min(_slot_coins(r, len(p.slots)), _room(st, s))
    nxt = deny[s]
    best, best_v = d.options[0], -1e9
    for a in d.options:
        key = a[5:]
        v = max(t.worth[key] - tv, -1.0) if can_play else 0.0
        v += DENY * nxt[key] + rng.random() * JITTER
        if v > best_v:
            best, best_v = a, v
    return best


def play(st: GameState, tables: list[Table | None]) -> str:
    """Normal's play/transform answer from the frozen tables (heuristic.HeuristicBot._play without its noise)."""
    assert st.pending is not None   # asked by `answer`, at a play/transform question
    s = st.pending.seat
    p = st.players[s]
    r = st.round - 1
    t = tables[s]
    assert t is not None
    slot = len(p.slots) - 1
    room = _room(st, s)
    if room == 0:
        return "play"
    key = st.db.civ[p.slots[-1][0]].key
    d = t.worth[key] - t.coin * min(_slot_coins(r, slot), room)
    thr = W.play_threshold(M.MAX_PLAYS[r] - p.plays, M.HAND_SIZE[r] - (slot + 1))
    return "play" if d > thr else "transform"


def answer(st: GameState, tables: list[Table | None], deny: list[dict[str, float]], rng: random.Random) -> str | None:
    """The pick or play/transform answer of the seat to act by the tables; None where the playout policy answers
    (a seat without a table, another kind of decision)."""
    d = st.pending
    assert d is not None   # asked by the playout with a decision pending
    if tables[d.seat] is None:
        return None
    if d.kind == "pick":
        return pick(st, tables, deny, rng)
    if d.kind == "play":
        return play(st, tables)
    return None
