"""Playout policy adaptation for one decision's search: the searching seat's own later picks learn a plan.

In a search's playouts every seat draws its picks from a fitted choice model that builds toward no plan. An
`OwnPlan` stands in for the pick fit: the other seats draw as fitted, but the searching seat's picks have each
card kind's strength multiplied by `exp(bias)`, where the bias is learned during this one decision from the
playouts already played (as MAST / playout policy adaptation do in general game playing): a kind the seat took in
playouts that ended well is drawn more often in the next ones, so its later picks follow the plan that pays on
this table. Every candidate of one paired sample plays under the same biases (`learn` is called once a sample,
after its row), so the comparison between candidates stays paired.
`fixed_plans` gives the other way: a few plans set beforehand (`PLAN_GROUPS`), not learned, each candidate valued
with the best of them (`search.measure`'s `own_plans`).
"""

from __future__ import annotations

import math
import random

from game.rules import GameState

from .rollout import UNSEEN, _draw, _draw_index, pick_class

SHRINK = 10.0
"""Pseudo-playouts at the mean outcome that every kind's mean starts from (a kind seen twice moves little)."""


class OwnPlan:
    """The pick policy of a search's playouts with the searching seat's own picks adapted (see the module)."""

    def __init__(self, me: int, base: dict[str, list[dict[str, float]]], rate: float,
                 scale: float = 10.0) -> None:
        self.me = me
        self.base = base          # the pick fit, {Immortal: [kind strengths by round]} (`rollout.PICK_FIT`)
        self.rate = rate          # bias of a kind = rate * (its shrunk mean outcome - the mean) / scale
        self.scale = scale
        self.bias: dict[str, float] = {}
        self.trace: list[list[str]] = []   # the kinds the seat took, one list per playout of the current sample
        self.total = 0.0                   # outcomes learned from, and how many
        self.count = 0
        self.sums: dict[str, float] = {}   # by kind: summed outcome of the playouts that took it, and how many
        self.counts: dict[str, int] = {}

    def begin(self) -> None:
        """A playout starts: its own picks are noted from here."""
        self.trace.append([])

    def draw(self, st: GameState, opts: tuple[str, ...], rng: random.Random) -> str:
        """A pick for whoever is to act: the searching seat's by the adapted strengths, the others' as fitted."""
        d = st.pending
        assert d is not None
        classes = [pick_class(a) for a in opts]
        strength = self.base[st.players[d.seat].immortals[0]][st.round - 1]
        if d.seat != self.me:
            return _draw(opts, strength, classes, rng)
        bias = self.bias
        i = _draw_index([strength.get(c, UNSEEN) * math.exp(bias.get(c, 0.0)) for c in classes], rng)
        if self.trace:
            self.trace[-1].append(classes[i])
        return opts[i]

    def learn(self, outcomes: list[float]) -> None:
        """A sample's playouts are done with these outcomes (in `begin` order): update the kinds' biases."""
        for kinds, x in zip(self.trace, outcomes):
            self.total += x
            self.count += 1
            for c in set(kinds):
                self.sums[c] = self.sums.get(c, 0.0) + x
                self.counts[c] = self.counts.get(c, 0) + 1
        self.trace = []
        if self.count:
            mean = self.total / self.count
            self.bias = {c: self.rate * ((s + SHRINK * mean) / (self.counts[c] + SHRINK) - mean) / self.scale
                         for c, s in self.sums.items()}


PLAN_GROUPS: dict[str, frozenset[str]] = {
    "military": frozenset({"armory", "war_machine", "alpha", "orgah", "war_hall", "school", "nezha", "valeen"}),
    "science": frozenset({"library", "observatory", "eliana", "fenghuang", "flying_city", "school", "nezha",
                          "valeen"}),
    "chaos": frozenset({"portal", "cylak", "ez", "shadow", "chaos_orb", "dark_ritual"}),
    "wonders": frozenset({"diamond_mine", "equilibrium", "fabuloserie", "firelands", "swords", "twin_statues",
                          "chaos_orb", "dark_ritual", "hourglass", "sanctuary", "war_hall", "flying_city"}),
}
"""The plans a search may follow with its own later picks: card kinds by the symbol they build (a card of two
symbols is in both) and the Wonders (their ranking). `fixed_plans` favours each group in turn."""


def fixed_plans(me: int, base: dict[str, list[dict[str, float]]], bias: float) -> list[OwnPlan]:
    """One pick policy per plan of `PLAN_GROUPS`: the seat's own picks of that group's kinds drawn exp(bias) times
    as strongly as fitted, the others' as fitted; nothing learned (`learn` is never called on them)."""
    plans = []
    for group in PLAN_GROUPS.values():
        plan = OwnPlan(me, base, rate=0.0)
        plan.bias = {kind: bias for kind in group}
        plans.append(plan)
    return plans
