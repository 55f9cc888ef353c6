"""A state-aware Kingdom policy for playouts, fitted on a searching bot's own Kingdom choices
(`bench/iterate_picks.py collect`, then `fit --kind kingdom`).

The shipped playouts draw each Kingdom option with probability its class strength (`rollout.fitted_kingdom`: a Luce
model over classes such as "use:treasure:own" or "use:alpha:roam2", fitted on Normal per Immortal and round). This
model is a conditional logit over the same options, one weight vector per round, whose first feature is the log of
that strength (weights 1, 0, 0, ... give the shipped draw back) and whose others read the seat's position: ending
the turn with coins in hand or with options still open, the roaming fee against the coins held, and a coin card
taken near the coin cap; plus an optional offset per card kind and round. It is the Kingdom's step of expert
iteration, as `pickmodel.py` is the pick's and `playmodel.py` the play answer's.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

from game.rules import GameState
from game.rules.queries import roam_table

from .fitfile import ModelFiles, per_round
from .rollout import KINGDOM_FIT, UNSEEN, draw_open, option_classes

FEATURES = ("strength", "end", "end_coins", "end_open", "fee", "fee_share", "coin_card", "coin_full")
"""The features of one Kingdom option, in the order of a round's weights."""

COIN_KINDS = ("treasure", "ez")
"""The card kinds whose activation brings coins (the hand-set Kingdom rule takes them first)."""
NEAR_CAP = 2
"""A coin card counts as taken near the cap when the seat holds at least the cap less this many coins."""


def option_kind(cls: str) -> str:
    """The card kind of a Kingdom option's class (`rollout.kingdom_class`), "" for ending the turn."""
    return "" if cls == "end" else cls.split(":")[1]


def features(st: GameState, s: int, opts: list[str] | tuple[str, ...]) -> tuple[list[list[float]], list[str]]:
    """(the features (`FEATURES`) of each of seat `s`'s Kingdom options in state `st`, each option's card kind)."""
    p = st.players[s]
    strength = _strength(st, s)
    classes = option_classes(st, s, list(opts), roam_table(st, s))
    coins = float(p.coins)
    full = p.coins >= st.db.game["caps"]["coins"] - NEAR_CAP
    n_open = float(sum(a != "end" for a in opts))
    xs, kinds = [], []
    for a, c in zip(opts, classes):
        kind = option_kind(c)
        if a == "end":
            x = [0.0, 1.0, coins, n_open, 0.0, 0.0, 0.0, 0.0]
        else:
            fee = float(c[-1]) if ":roam" in c else 0.0
            coin = 1.0 if kind in COIN_KINDS else 0.0
            x = [0.0, 0.0, 0.0, 0.0, fee, fee / (coins + 1.0), coin, coin if full else 0.0]
        x[0] = math.log(strength.get(c, UNSEEN))
        xs.append(x)
        kinds.append(kind)
    return xs, kinds


def _strength(st: GameState, s: int) -> dict[str, float]:
    """The shipped Kingdom fit's class strengths for the seat's Immortal in this round."""
    assert KINGDOM_FIT is not None   # the shipped fit: this model reads its strengths
    return KINGDOM_FIT[st.players[s].immortals[0]][st.round - 1]


class KingdomModel:
    """A conditional logit over Kingdom options, one weight vector per round (`FEATURES` order), plus an offset per
    card kind and round (`offsets`, none if not given) on every option but ending the turn."""

    def __init__(self, weights: list[list[float]], offsets: list[dict[str, float]] | None = None) -> None:
        self.weights, self.offsets = per_round(weights, offsets, len(FEATURES), "a Kingdom model")
        self._fixed: dict[tuple[int, str, str], tuple[float, float, bool]] = {}   # see `_fix`

    def logits(self, st: GameState, s: int, opts: list[str] | tuple[str, ...]) -> list[float]:
        """Each option's log-weight: its features weighed, plus its kind's offset."""
        r = st.round - 1
        w, off = self.weights[r], self.offsets[r]
        xs, kinds = features(st, s, opts)
        return [sum(a * b for a, b in zip(w, x)) + off.get(k, 0.0) for x, k in zip(xs, kinds)]

    def quick_logits(self, st: GameState, s: int, opts: list[str]) -> list[float]:
        """`logits` as a playout asks them: the terms that the round, the Immortal and the option's class fix are
        summed once and kept (`_fix`), the coins and the options open added (equal to `logits` but for rounding)."""
        r = st.round - 1
        p = st.players[s]
        imm = p.immortals[0]
        w = self.weights[r]
        coins = float(p.coins)
        full = p.coins >= st.db.game["caps"]["coins"] - NEAR_CAP
        share = w[5] / (coins + 1.0)
        n_open = float(len(opts) - 1) if "end" in opts else float(len(opts))
        fixed = self._fixed
        zs = []
        for a, c in zip(opts, option_classes(st, s, opts, roam_table(st, s))):
            f = fixed.get((r, imm, c))
            if f is None:
                f = self._fix(st, s, r, imm, c)
            z, fee, coin = f
            if a == "end":
                z += w[2] * coins + w[3] * n_open
            else:
                z += share * fee
                if coin and full:
                    z += w[7]
            zs.append(z)
        return zs

    def _fix(self, st: GameState, s: int, r: int, imm: str, c: str) -> tuple[float, float, bool]:
        """(the weighed strength, end, fee and coin-card terms of an option class plus its kind's offset; its fee;
        whether it is a coin card), kept for `quick_logits`."""
        w = self.weights[r]
        kind = option_kind(c)
        fee = float(c[-1]) if ":roam" in c else 0.0
        coin = kind in COIN_KINDS
        z = w[0] * math.log(_strength(st, s).get(c, UNSEEN)) + w[4] * fee + (w[6] if coin else 0.0)
        z += w[1] if c == "end" else self.offsets[r].get(kind, 0.0)
        self._fixed[(r, imm, c)] = (z, fee, coin)
        return z, fee, coin

    def draw(self, st: GameState, rng: random.Random) -> str:
        """A Kingdom option for the seat to act, drawn with its softmax chance; on fast menus a drawn option that
        fails `kingdom_ok` is struck out (as `rollout.fitted_kingdom` does)."""
        d = st.pending
        assert d is not None
        opts = list(d.options)
        zs = self.quick_logits(st, d.seat, opts)
        top = max(zs)
        return draw_open(st, opts, [math.exp(z - top) for z in zs], rng)


_FILES = ModelFiles("kingdom_model", KingdomModel)


def named(name: str) -> KingdomModel:
    """The Kingdom model of the file `name` next to this module (read once)."""
    return _FILES.named(name)


def load(path: Path) -> KingdomModel:
    """The Kingdom model of a JSON file (`fitfile`: "kingdom_model", two rounds of weights, optional "kind_offsets")."""
    return _FILES.load(path)
