"""A state-aware pick policy for playouts, fitted on a searching bot's own picks (`bench/iterate_picks.py`).

The shipped playouts draw a pick by its card kind alone (`rollout.PICK_FIT`, a Luce model per Immortal and round
fitted on Normal). This model scores each option by a few features of the seat's position as well: the kind's
strength for the seat's Immortal, split by whether the seat may still play a card this round (else every pick is
transformed and only denial counts); the same strength for the seat the hand passes to (denial); whether the seat
already holds a card of that kind; the card's static worth for the Immortal (`rollout.PLAY`). An option is drawn
with probability softmax(weights . features), one weight vector per round. It is a step of expert iteration: the
playouts then pick more as the search does.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

from game.rules import GameState

from . import model as M
from .fitfile import ModelFiles, per_round
from .rollout import PICK_FIT, PLAY, UNSEEN

FEATURES = ("own_play", "own_noplay", "deny_play", "deny_noplay", "held", "worth")
"""The features of one pick option, in the order of a round's weights."""


def _kind_of_uid(st: GameState, uid: int) -> str:
    return M.KIND_OF.get(st.db.civ[uid].key, "")


def features(st: GameState, s: int, opts: tuple[str, ...] | list[str]) -> list[list[float]]:
    """Each pick option's features (`FEATURES`) for seat `s` of state `st` (a pick pending for it)."""
    r = st.round - 1
    p = st.players[s]
    imm = p.immortals[0]
    nxt = st.players[(s + (1 if st.round == 1 else -1)) % st.n]
    assert PICK_FIT is not None   # the shipped fit: this model is fitted on top of it
    own = PICK_FIT[imm][r]
    deny = PICK_FIT[nxt.immortals[0]][r]
    can = p.plays < M.MAX_PLAYS[r]
    held = {_kind_of_uid(st, u) for u in p.buildings}
    held.update(_kind_of_uid(st, u) for u in p.heroes)
    held.update(_kind_of_uid(st, sl[0]) for sl in p.slots)
    worth = PLAY[r][imm]
    out = []
    for a in opts:
        key = a[5:]
        k = M.KIND_OF[key]
        lo = math.log(own.get(k, UNSEEN))
        ld = math.log(deny.get(k, UNSEEN))
        out.append([lo, 0.0, ld, 0.0, 1.0 if k in held else 0.0, worth[key]] if can
                   else [0.0, lo, 0.0, ld, 0.0, 0.0])
    return out


class PickModel:
    """Softmax over the options' features, one weight vector per round (`FEATURES` order), plus an offset per
    card kind and round while the seat may still play (`offsets`, none if not given)."""

    def __init__(self, weights: list[list[float]], offsets: list[dict[str, float]] | None = None) -> None:
        self.weights, self.offsets = per_round(weights, offsets, len(FEATURES), "a pick model")

    def scores(self, st: GameState, s: int, opts: tuple[str, ...] | list[str]) -> list[float]:
        """Each option's score (the softmax's logit)."""
        r = st.round - 1
        w = self.weights[r]
        off = self.offsets[r] if st.players[s].plays < M.MAX_PLAYS[r] else {}
        return [sum(a * b for a, b in zip(w, f)) + off.get(M.KIND_OF[o[5:]], 0.0)
                for o, f in zip(opts, features(st, s, opts))]

    def draw(self, st: GameState, opts: tuple[str, ...] | list[str], rng: random.Random) -> str:
        """A pick drawn for the seat to act (`st.pending`)."""
        d = st.pending
        assert d is not None
        xs = self.scores(st, d.seat, opts)
        top = max(xs)
        ws = [math.exp(x - top) for x in xs]
        u = rng.random() * sum(ws)
        for a, w in zip(opts, ws):
            u -= w
            if u < 0:
                return a
        return opts[-1]


_FILES = ModelFiles("pick_model", PickModel)


def named(name: str) -> PickModel:
    """The pick model of the file `name` next to this module (read once)."""
    return _FILES.named(name)


def load(path: Path) -> PickModel:
    """The pick model of a JSON file (`fitfile`: "pick_model", two rounds of weights, optional "kind_offsets")."""
    return _FILES.load(path)
