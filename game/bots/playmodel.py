"""A state-aware play-or-transform policy for playouts, fitted on a searching bot's own answers
(`bench/iterate_picks.py collect`, then `fit --kind play`).

The shipped playouts answer "play or transform?" by a hand-set rule (`rollout.policy`): play when the card's static
worth for the Immortal, plus noise, beats the slot's coins (doubled for Abhilasha) by a set amount, or when a play
would otherwise go unused. This model plays with probability logistic(weights . features), one weight vector per
round, over features of the seat's position: the card's worth and its kind's pick strength for the Immortal, the
coins a transform would really bring under the cap (and for Abhilasha), whether a play would otherwise go unused,
how many later picks compete for the plays left, the Bonus a 4th pick of round 1 doubles, and whether the seat
already holds a card of that kind. It is the play answer's step of expert iteration, as `pickmodel.py` is the pick's.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

from game.rules import GameState

from . import model as M
from .fitfile import ModelFiles, per_round
from .rollout import PICK_FIT, PLAY, UNSEEN

FEATURES = ("bias", "worth", "strength", "coins", "abhi_coins", "spare", "crowd", "bonus4", "held")
"""The features of playing the seat's last pick (transforming it is the zero vector), in the order of a round's
weights."""

TRANSFORMED = 2   # a slot's status once revealed transformed (`game.rules.state.TRANSFORMED`)


def _position(st: GameState, s: int) -> tuple[int, int, int, int, bool]:
    """The parts of `features` that the seat's position sets: (slot of the last pick, coins a transform would
    really bring under the cap, plays left, picks after this one, whether the seat already holds that kind)."""
    r = st.round - 1
    p = st.players[s]
    slot = len(p.slots) - 1
    coins = M.SLOT_COINS[r][min(slot, len(M.SLOT_COINS[r]) - 1)]
    cap = st.db.game["caps"]["coins"]
    waiting = sum(sl[2] for sl in p.slots[:-1] if sl[1] == TRANSFORMED)   # paid at the end of the draft
    got = max(0, min(coins, cap - p.coins - waiting))
    kinds = _uid_kinds(st)
    kind = kinds[p.slots[-1][0]]
    held = any(kinds[u] == kind for u in p.buildings) or any(kinds[u] == kind for u in p.heroes)
    held = held or any(kinds[sl[0]] == kind for sl in p.slots[:-1] if sl[1] != TRANSFORMED)
    return slot, got, M.MAX_PLAYS[r] - p.plays, M.HAND_SIZE[r] - slot - 1, held


_KINDS: list = [(None, [])]   # [(card database, the card kind of each uid)] of the last database, swapped whole


def _uid_kinds(st: GameState) -> list[str]:
    """The card kind (`model.KIND_OF`, "" if it has none) of every Civilization uid of the state's database."""
    db, kinds = _KINDS[0]
    if db is not st.db:
        kinds = [M.KIND_OF.get(c.key, "") for c in st.db.civ]
        _KINDS[0] = (st.db, kinds)
    return kinds


def _bonus(key: str) -> int:
    """What a card's Bonus brings but Won cards: what a 4th pick of round 1 doubles."""
    bonus = M.FACTS[key].bonus if key in M.FACTS else {}
    return sum(v for res, v in bonus.items() if res != "won")


def features(st: GameState, s: int) -> list[float]:
    """The features (`FEATURES`) of playing seat `s`'s last pick in state `st` (its play question pending)."""
    r = st.round - 1
    p = st.players[s]
    imm = p.immortals[0]
    key = st.db.civ[p.slots[-1][0]].key
    kind = M.KIND_OF.get(key, "")
    slot, got, left, after, held = _position(st, s)
    doubled = _bonus(key) if r == 0 and slot == 3 else 0
    assert PICK_FIT is not None   # the shipped fit: this model reads the kinds' strengths from it
    return [1.0, PLAY[r][imm].get(key, 0.0), math.log(PICK_FIT[imm][r].get(kind, UNSEEN)), float(got),
            float(got) if imm == "abhilasha" else 0.0, 1.0 if left > after else 0.0,
            float(max(0, after + 1 - left)), float(doubled), 1.0 if held else 0.0]


class PlayModel:
    """Logistic play-or-transform, one weight vector per round (`FEATURES` order), plus an offset per card kind
    and round (`offsets`, none if not given)."""

    def __init__(self, weights: list[list[float]], offsets: list[dict[str, float]] | None = None) -> None:
        self.weights, self.offsets = per_round(weights, offsets, len(FEATURES), "a play model")
        self._fixed: dict[tuple[int, str, str], tuple[float, int, float]] = {}   # see `_fix`

    def logit(self, st: GameState, s: int) -> float:
        """The log-odds of playing seat `s`'s last pick: `features` weighed, plus its kind's offset. The terms that
        the card, the Immortal and the round fix are summed once per (round, Immortal, card) and kept, the rest
        added in `FEATURES` order, so the sum is the same float as weighing `features` (a playout asks this at
        every play question)."""
        r = st.round - 1
        p = st.players[s]
        imm = p.immortals[0]
        key = st.db.civ[p.slots[-1][0]].key
        fixed = self._fixed.get((r, imm, key))
        if fixed is None:
            fixed = self._fix(st, r, imm, key)
        head, bonus, offset = fixed
        w = self.weights[r]
        slot, got, left, after, held = _position(st, s)
        z = head + w[3] * float(got) + w[4] * (float(got) if imm == "abhilasha" else 0.0)
        z = z + w[5] * (1.0 if left > after else 0.0) + w[6] * float(max(0, after + 1 - left))
        z = z + w[7] * float(bonus if r == 0 and slot == 3 else 0) + w[8] * (1.0 if held else 0.0)
        return z + offset

    def _fix(self, st: GameState, r: int, imm: str, key: str) -> tuple[float, int, float]:
        """(the weighed bias, worth and kind strength of a card in a round, summed in order; its doubled Bonus;
        its kind's offset), kept for `logit`."""
        assert PICK_FIT is not None   # as in `features`
        w = self.weights[r]
        kind = M.KIND_OF.get(key, "")
        head = 0 + w[0] * 1.0 + w[1] * PLAY[r][imm].get(key, 0.0) + w[2] * math.log(PICK_FIT[imm][r].get(kind, UNSEEN))
        fixed = (head, _bonus(key), self.offsets[r].get(kind, 0.0))
        self._fixed[(r, imm, key)] = fixed
        return fixed

    def choose(self, st: GameState, rng: random.Random) -> str:
        """"play" or "transform", drawn for the seat to act (its play question pending)."""
        d = st.pending
        assert d is not None
        z = self.logit(st, d.seat)
        p = 1.0 / (1.0 + math.exp(-z)) if z > -40 else 0.0
        return "play" if rng.random() < p else "transform"


_FILES = ModelFiles("play_model", PlayModel)


def named(name: str) -> PlayModel:
    """The play model of the file `name` next to this module (read once)."""
    return _FILES.named(name)


def load(path: Path) -> PlayModel:
    """The play model of a JSON file (`fitfile`: "play_model", two rounds of weights, optional "kind_offsets")."""
    return _FILES.load(path)
