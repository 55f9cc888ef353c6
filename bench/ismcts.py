"""The SO-ISMCTS yardstick (Cowling, Powley & Whitehouse 2012): a plain search to measure the Hard bot against.

Single-observer Information Set Monte-Carlo Tree Search, with no game knowledge:
- one tree for the whole decision; every iteration plays on a fresh determinization of the searching seat's view
  (`determinize(view, seed)`), so the tree's statistics are averaged over the hidden cards;
- nodes are keyed by action; every seat's decisions are nodes of that one tree, and each node holds the reward of
  the seat that chose the action leading to it (max^n-style: everybody plays for itself);
- selection by UCB1 with availability counts: an action's "parent visits" is the number of iterations in which
  that action was legal in the determinization (actions that are only sometimes legal are not under-explored);
- expansion of one untried legal action per iteration, then a uniformly random playout to the end of the game
  (Justice reveals only where it is an option of the decision itself, at Supremacy ties, never as the extra
  answer offered at every decision; Kingdom candidates are drawn on fast menus and checked one at a time, which
  is still a uniform choice among the legal actions);
- the decision is the most visited root action.

Reward, per seat, in [0, 1]: the share of the other seats it finishes ahead of (the winner, tie-breaks included,
scores 1; equal scores split 1/2). Why this and not win/loss: with 3 to 5 rivals and random playouts a win is
rare and mostly luck, so win/loss wastes most playouts; placings keep the tournament's objective (the winner gets
the most) while every playout says something. Score margins would need a scale, and random playouts make them
noisy. `reward="win"` (1 for the winner, else 0) and `reward="margin"` (lead over the best rival, clamped to ±30
points, mapped to [0, 1]) are there to compare; two 12-game checks at 0.2 s a decision (seeds 5 and 6) did not
separate rank from margin (5 vs 2 wins with win 1 and Normal 4; then rank 8, margin 4 head to head).

It decides by wall-clock time: `budget` seconds per decision (the knob to give it Hard's time per decision);
`iterations` optionally caps the work instead, which makes it fully deterministic. Not shipped in the game: the
tournament seats it as `ismcts` (budget 0.5 s), `ismcts:SECONDS` (e.g. `ismcts:0.4`) or `ismcts:SECONDS:REWARD`
(e.g. `ismcts:0.4:win`), see `game.bots.tournament.EXTRA_LEVELS`.
"""

from __future__ import annotations

import math
import random
import time

from game.bots.base import decision_rng, sample_state
from game.rules import GameState, apply_inplace, legal_actions
from game.rules.engine import UNCHECKED, kingdom_ok  # sampled states are ours to inspect

DEFAULT_BUDGET = 0.5
REWARDS = ("rank", "win", "margin")

STATS = {"decisions": 0, "iterations": 0, "seconds": 0.0}
"""Work done by every IsmctsBot in this process (bench/bots.py reads it): searched decisions, iterations, time."""


class Node:
    """One tree node: the action that led here was chosen by `seat`; its statistics are from that seat's side."""

    __slots__ = ("seat", "visits", "avail", "total", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.avail = 0        # iterations in which the action leading here was legal at the parent
        self.total = 0.0      # sum of `seat`'s rewards over the visits
        self.children: dict[str, Node] = {}


class IsmctsBot:
    """Plain SO-ISMCTS with uniformly random playouts; `choose(view, legal)` always returns a member of `legal`."""

    level = "ismcts"
    strict = False

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, iterations: int | None = None,
                 c: float = 0.7, reward: str = "rank") -> None:
        if reward not in REWARDS:
            raise ValueError(f"unknown ISMCTS reward {reward!r}; choose one of {', '.join(REWARDS)}")
        if budget < 0:
            raise ValueError(f"ISMCTS budget must be at least 0 seconds, got {budget}")
        self.seed = seed
        self.budget = budget
        self.iterations = iterations
        self.c = c
        self.reward = reward

    def choose(self, view: dict, legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, view, legal, "ismcts")
        try:
            a = self.search(view, legal, rng)
        except Exception:   # a yardstick must finish its games: fall back to a random legal action
            if self.strict:
                raise
            a = None
        return a if a in legal else rng.choice([x for x in legal if x != "reveal"] or legal)

    def search(self, view: dict, legal: list[str], rng: random.Random) -> str | None:
        """The most visited root action after the budget (None when no iteration could run)."""
        root = self.tree(view, rng)
        kids = [(ch.visits, ch.total / ch.visits, a) for a, ch in root.children.items() if a in legal and ch.visits]
        return max(kids, key=lambda k: (k[0], k[1]))[2] if kids else None

    def tree(self, view: dict, rng: random.Random) -> Node:
        """Grow the search tree from the view until the budget (or the iteration cap) is spent; its root."""
        start = time.perf_counter()
        deadline = start + self.budget
        root = Node(view["seat"])
        while (self.iterations is None or root.visits < self.iterations) and time.perf_counter() < deadline:
            st = sample_state(view, rng.getrandbits(31))
            if st is None:
                break
            self._iterate(root, st, rng)
        STATS["decisions"] += 1
        STATS["iterations"] += root.visits
        STATS["seconds"] += time.perf_counter() - start
        return root

    def _iterate(self, root: Node, st: GameState, rng: random.Random) -> None:
        """Select, expand one node, play out at random, back the per-seat rewards up the path."""
        node, path = root, []
        log_cache: dict[int, float] = {}
        while st.pending is not None:
            acts = legal_actions(st)
            kids = node.children
            untried = []
            for a in acts:
                ch = kids.get(a)
                if ch is None:
                    untried.append(a)
                else:
                    ch.avail += 1
            if untried:
                a = rng.choice(untried)
                ch = kids[a] = Node(st.pending.seat)
                ch.avail = 1
                apply_inplace(st, a)
                path.append(ch)
                break
            c = self.c
            best, best_v = acts[0], -1.0
            for a in acts:
                ch = kids[a]
                la = log_cache.get(ch.avail)
                if la is None:
                    la = log_cache[ch.avail] = math.log(ch.avail)
                v = ch.total / ch.visits + c * math.sqrt(la / ch.visits)
                if v > best_v:
                    best, best_v = a, v
            node = kids[best]
            apply_inplace(st, best)
            path.append(node)
        random_playout(st, rng)
        rewards = seat_rewards(st, self.reward)
        root.visits += 1
        for ch in path:
            ch.visits += 1
            ch.total += rewards[ch.seat]


def random_playout(st: GameState, rng: random.Random, max_plies: int = 2000) -> None:
    """Play to the end with uniformly random legal actions for every seat (the Justice reveal only at ties)."""
    st.fast_menus = True
    n = 0
    while st.pending is not None and n < max_plies:
        d = st.pending
        opts = d.options
        if d.info is UNCHECKED:   # fast Kingdom menu: draw candidates until a legal one ("end" always is)
            opts = list(opts)
            while True:
                a = opts.pop(rng.randrange(len(opts)))
                if a == "end" or kingdom_ok(st, a):
                    break
        else:
            a = opts[rng.randrange(len(opts))] if len(opts) > 1 else opts[0]
        apply_inplace(st, a)
        n += 1


def seat_rewards(st: GameState, kind: str = "rank") -> list[float]:
    """Every seat's reward in [0, 1] for a finished game (all 0.5 if the playout did not finish)."""
    n = st.n
    if st.result is None:
        return [0.5] * n
    totals = [r["total"] for r in st.result["players"]]
    w = st.result["winner"]
    if kind == "win":
        return [1.0 if s == w else 0.0 for s in range(n)]
    if kind == "margin":
        out = []
        for s in range(n):
            lead = totals[s] - max(t for o, t in enumerate(totals) if o != s)
            if s != w and lead >= 0:
                lead = -0.5   # lost the tie-break
            out.append(0.5 + max(-30.0, min(30.0, lead)) / 60.0)
        return out
    keys = [(t, s == w) for s, t in enumerate(totals)]
    return [sum(1.0 if keys[o] < keys[s] else 0.5 if keys[o] == keys[s] else 0.0 for o in range(n) if o != s)
            / (n - 1) for s in range(n)]


def make_bot(seed: int = 0, arg: str | None = None) -> IsmctsBot:
    """The tournament's factory: `ismcts` (default budget), `ismcts:SECONDS` or `ismcts:SECONDS:REWARD`."""
    if not arg:
        return IsmctsBot(seed)
    budget_text, _, reward = arg.partition(":")
    try:
        budget = float(budget_text)
    except ValueError:
        raise ValueError(f"ismcts:{arg}: the budget after ':' must be seconds per decision, e.g. ismcts:0.4") \
            from None
    if not 0 <= budget <= 60:
        raise ValueError(f"ismcts:{arg}: the budget must be between 0 and 60 seconds per decision")
    if reward and reward not in REWARDS:
        raise ValueError(f"ismcts:{arg}: unknown reward {reward!r}; choose one of {', '.join(REWARDS)}")
    return IsmctsBot(seed, budget=budget, reward=reward or "rank")
