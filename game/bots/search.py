"""Hard bot: determinized flat Monte-Carlo over information sets, anchored on the Normal bot.

For draft and Kingdom decisions it samples states consistent with its view (`determinize`), plays every
candidate action on the same samples with the same playout seeds (common random numbers), and keeps the
Normal bot's choice unless another candidate does clearly better on the paired outcomes (progressive bias).
Candidates that can no longer do so are dropped part-way (racing), so the samples go where the choice is open.
A playout of a round-1 decision stops where round 2 begins (before its hands are dealt) and is valued by the
leaf projection fitted on Normal self-play (`leaf.py`), not by playing round 2 with the crude playout policy.
The Immortals nobody has shown are drawn for each sample from a belief read off the public table (`belief.py`).
Work is bounded by a playout count (deterministic) and a wall-clock cap (safety); on any failure it falls
back to the Normal choice, so a decision never hangs.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.rules import GameState, apply_inplace

from . import belief, kingdommodel, leaf, ownply, pickmodel, playmodel, turnbeam
from . import model as M
from . import worth as W
from .adapt import OwnPlan, fixed_plans
from .base import decision_rng, sample_state
from .choice import JOINT, clear_leader, decide, decide_joint, race
from .endgame import narashima_choice, tomorrow_choice, tomorrow_win_choice
from .heuristic import HeuristicBot
from .outcome import LEAD_CLAMP, Sample, value_of
from .rollout import GUESS_RIGHT, KINGDOM_FIT, PICK_FIT, Fits, fits_named, playout

SEARCHED = ("pick", "play", "kingdom", "commerce", "look", "swap", "copy", "destroy")
# as the three Immortals Normal plays worst (against Hard and 2 Normal it wins 3-5% of its games with them, 19-27%
# with the others), Hard leaves Normal's choice on any gain the playouts show and weighs 12 candidates, not 8 (the
# 12 carry most of the gain, and give none with the other five Immortals: game/bots/RECORD.md)
_WEAK_PRIOR = {"margin": 0.0, "max_candidates": 12}
PER_IMMORTAL: dict[str, dict] = {"abhilasha": {"horizon": "end", **_WEAK_PRIOR}, "narashima": dict(_WEAK_PRIOR),
                                 "tomorrow": dict(_WEAK_PRIOR)}
"""Hard's own knobs while it holds a given Immortal (the default of SearchBot's `per_immortal`). As Abhilasha
(1 VP a coin held, 2 VP a Chaos token anyone holds) it plays every playout to the end: the leaf projection
undervalues her, and in paired pilots against 3 Normal (seed 2, the games where Hard held her) her lead over the
best rival rose by 3.7 ± 1.4 VP (games 0-199, 39 games, 14 wins instead of 6) and 3.6 ± 1.8 VP (games 200-399,
33 games, 15 wins instead of 11). As Abhilasha, Narashima and Tomorrow it trusts its search over Normal's choice
(`_WEAK_PRIOR`): paired pilots on the games where Hard held one of them, seeds 15, 16 and 17, 245 games: 97 wins
instead of 81 (only new 39, only old 23), lead +0.96 ± 0.55 VP (game/bots/RECORD.md)."""


TURN_BEAM = 3
"""Hard's Kingdom turns are searched whole (`turnbeam.plan`, SearchBot's `turn_beam` default; 1: only the game's
last turn, 2: round 2's, 3: both rounds', a round-1 line valued at the leaf where round 2 begins; 0: none). Round
2's alone, paired against Hard without it from its first round-2 Kingdom decision against 3 Normal
(`bench/branch_pilot.py`): its lead over the best rival rose by +1.02 +- 0.55 VP (seed 78, 100 games: 50 wins
instead of 46) and +0.62 +- 0.36 VP (seed 79, 160 games: 93 instead of 87). Round 1's too was made the default
together with `KIND_FACTOR`, whose docstring gives what the two bought (game/bots/RECORD.md)."""

PLAYOUTS = 400
"""Hard's playouts a decision (SearchBot's `playouts` default), for the kinds `KIND_FACTOR` does not name."""

KIND_FACTOR: dict[str, int] = {"pick": 2, "play": 2}
"""How many times `playouts` Hard spends on picks and their play/transform answers (SearchBot's `kind_playouts`
default, `kind_playouts_for`: 800 at the default 400). With round 1's turns searched whole (`TURN_BEAM` 3), as the
must-show's tournament against 3 Normal on deals where the Hard before them was recorded: 238 wins of 400 against
233 (seed 606), 232 against 211 (seed 808), 242 against 224 (seed 404, a Hard without round 2's turn search):
712/1200 = 59.3% against 668; decision mean 399-404 ms, p95 907 ms (the 0.9 s cap) against 188-194 and 523-547.
Each alone showed a smaller lead: round 1's turn search +0.65 +- 0.49 VP over 300 branched games, round 1's picks
at 800 playouts +0.78 +- 0.54 VP a changed pick (game/bots/RECORD.md)."""


def kind_playouts_for(playouts: int) -> dict[str, int]:
    """Hard's playouts by decision kind when it spends `playouts` on the others (`KIND_FACTOR`)."""
    return {kind: factor * playouts for kind, factor in KIND_FACTOR.items()}


LATE: dict[str, object] = {"own_max": 2}
"""Hard's other knobs for round 2's decisions, where every playout runs to the end (SearchBot's `late` default):
each sample of a candidate is the best of two playouts that differ only in Hard's own draws (`measure`'s
`own_max`), so that its own later choices count as a seat that plays well would make them rather than as the
fitted model draws them; the other seats' draws stay the same. Branched at Hard's first round-2 pick against 3
Normal (`bench/branch_pilot.py`), its lead over the best rival rose by 1.05 +- 0.45 VP (seed 23, 200 games: 120 wins
instead of 109) and 0.49 +- 0.52 VP (seed 24: 131 instead of 124); together 251 wins instead of 233 of 400 (only
new 44, only old 26), +0.81 +- 0.34 VP; a third seed, 25, 108 wins against 107 without it, +0.15 +- 0.50 VP: over
the three about +0.6 +- 0.3 VP, at no cost in time (game/bots/RECORD.md). In round 1, where playouts stop
at the leaf, it is not shown to pay, so it stays off there."""


class SearchBot:
    """Determinized Monte-Carlo search with Normal-guided candidates and a Normal fallback."""

    strict = False

    def __init__(self, seed: int = 0, budget: float = 0.9, playouts: int = PLAYOUTS, max_candidates: int = 8,
                 z: float = 0.0, margin: float = 0.5, win_bonus: float = 25.0,
                 kinds: tuple[str, ...] | str = SEARCHED, race_k: float = 2.0,
                 race_at: tuple[float, ...] = (1 / 3, 2 / 3), horizon: str = "round", win_tau: float = 5.0,
                 beliefs: bool = True, belief_file: str = "", prior_samples: int = 2, prior_beam: int = 3,
                 prior_nodes: int = 300,
                 leaf_imm: bool = False, leaf_file: str = "", guess_right: float = GUESS_RIGHT, fitted: bool = True,
                 rollout_file: str = "", pick_file: str = "", play_file: str = "", kingdom_file: str = "",
                 nara_search: bool = True,
                 per_immortal: dict[str, dict] | None = None, kind_playouts: dict[str, int] | None = None,
                 stop_k: float = 0.0, clock: Callable[[], float] = time.perf_counter, cut: bool = False,
                 answers: bool = True, clamp: float = LEAD_CLAMP, tomorrow_win: bool = True,
                 late: dict | None = None, own_max: int = 1, opp_min: int = 1, turn_beam: int = TURN_BEAM,
                 turn_samples: int = turnbeam.SAMPLES, turn_width: int = turnbeam.BEAM,
                 turn_top: int = turnbeam.TOP, adapt: float = 0.0, plans: float = 0.0, own_ply: int = 0,
                 level: str = "hard") -> None:
        knobs = dict(locals())
        del knobs["self"]
        # other knobs while the bot holds a given Immortal: a SearchBot of its own for each (see `choose`)
        per = PER_IMMORTAL if per_immortal is None else per_immortal
        self.per_immortal = {imm: SearchBot(**{**knobs, **over, "per_immortal": {}}) for imm, over in per.items()}
        # other knobs for round 2's decisions, where every playout runs to the end (a SearchBot of its own; `LATE`
        # unless given, none if {})
        late = LATE if late is None else late
        self.late = SearchBot(**{**knobs, **late, "late": {}, "per_immortal": {}}) if late else None
        self.seed = seed
        self.budget = budget
        self.playouts = playouts
        self.max_candidates = max_candidates
        self.z = z              # how many standard errors a candidate must beat the Normal choice by
        self.margin = margin    # and by how many points at least
        self.win_bonus = win_bonus
        self.kinds = tuple(kinds.split("+")) if isinstance(kinds, str) else tuple(kinds)   # decision kinds searched
        self.race_k = race_k      # racing: drop a candidate whose gain + race_k standard errors is under the margin
        self.race_at = race_at    # at these fractions of the samples (race_k 0: no racing)
        self.horizon = horizon    # "end": playouts to the game's end; "round"/"phase": see leaf.next_checkpoint
        self.win_tau = win_tau    # a projected leaf counts as a win by a logistic of the lead over this spread
        self.beliefs = beliefs    # sample hidden Immortals from `belief.joint` (else uniformly); Tomorrow by it
        # the belief's weights: a file of game/bots (`belief.weights_named`), else belief.WEIGHTS_FILE's
        self.belief_w = belief.weights_named(belief_file) if belief_file else None
        self.leaf_imm = bool(leaf_imm)   # value a cut playout by each Immortal's own projection (leaf.project)
        # the projection's weights: a file of game/bots (`leaf.weights_named`), else leaf.WEIGHTS_FILE's
        self.leaf_w = leaf.weights_named(leaf_file) if leaf_file else None
        self.guess_right = guess_right   # how often a playout's Tomorrow names a seat right (rollout.policy)
        self.nara_search = bool(nara_search)   # Narashima's end-game destroys by `narashima_choice`
        # Kingdom turns searched whole (`turnbeam.plan`): 1 the game's last, 2 round 2's, 3 both rounds' (0: none)
        self.turn_beam = int(turn_beam)
        # its shape: sampled states a kept line is valued on, menus expanded a depth, lines kept from the first sample
        self.turn_samples, self.turn_width, self.turn_top = int(turn_samples), int(turn_width), int(turn_top)
        self.tomorrow_win = bool(tomorrow_win)   # Tomorrow's peek by its chance of winning (`tomorrow_win_choice`)
        # playouts' Kingdom turns and picks by the choice model fitted on Normal (or that of `rollout_file`, a file
        # of game/bots: `fits_named`)
        self.fitted: bool | Fits = fits_named(rollout_file) if rollout_file and fitted else bool(fitted)
        if (pick_file or play_file or kingdom_file) and fitted:
            # the playouts' picks, play answers and Kingdom choices by state-aware models of their own (`pickmodel.py`,
            # `playmodel.py`, `kingdommodel.py`)
            base = self.fitted if isinstance(self.fitted, tuple) else (KINGDOM_FIT, PICK_FIT, None)
            self.fitted = (kingdommodel.named(kingdom_file) if kingdom_file else base[0],
                           pickmodel.named(pick_file) if pick_file else base[1],
                           playmodel.named(play_file) if play_file else base[2])
        # playouts by decision kind, else `playouts` (`kind_playouts_for(playouts)` unless given; {}: `playouts` for
        # every kind)
        self.kind_playouts = kind_playouts_for(playouts) if kind_playouts is None else dict(kind_playouts)
        self.stop_k = stop_k      # early stop: a clear leader by this many standard errors ends the search (0: off)
        self.clock = clock        # the wall clock of `budget` (a test injects a fake one)
        self.cut = cut            # `budget` may interrupt a sample between playouts (see `measure`)
        self.answers = bool(answers)   # picks searched with each play/transform answer (see `_search`)
        self.clamp = clamp        # a playout's lead counts at most this much either way (see `measure`)
        self.own_max = max(1, int(own_max))   # a sample: the best of this many own continuations (see `measure`)
        self.opp_min = max(1, int(opp_min))   # and each of those the worst of this many of the others' (`measure`)
        self.adapt = float(adapt)   # its own later picks in a search's playouts learn a plan at this rate (`adapt.py`)
        self.plans = float(plans)   # each sample the best of its own later picks following each fixed plan (`measure`)
        self.own_ply = int(own_ply)   # each sample the best of this many own next picks (`ownply.py`; 0: off)
        self.level = level
        self.last: dict = {}      # the last searched decision: samples, seconds by `clock`, why it stopped
        # the prior: Normal, or a Normal that plans its Kingdom turns on more samples with a wider beam
        self.normal = HeuristicBot("normal", seed, time_cap=budget / 2, samples=prior_samples, beam=prior_beam,
                                   max_nodes=prior_nodes)

    def choose(self, view: dict, legal: list[str]) -> str:
        a: str | None   # the answer; Tomorrow's and Narashima's own searches may find none
        if len(legal) == 1:
            return legal[0]
        if self.turn_beam and turnbeam.is_planned(view, self.turn_beam > 1, (1, 2) if self.turn_beam > 2 else (2,)):
            a = self._turn_beam(view, legal)
            if a is not None:
                return a
        mine = view["me"]["immortals"]
        if len(mine) == 1 and mine[0] in self.per_immortal:
            sub = self.per_immortal[mine[0]]
            a = sub.choose(view, legal)
            self.last = sub.last
            return a
        if self.late is not None and view["round"] == 2:
            a = self.late.choose(view, legal)
            self.last = self.late.last
            return a
        start = self.clock()
        kind = view["decision"]["kind"]
        if kind in ("peek", "guess", "narashima"):
            a = self._end_game(kind, view, legal)
            if a is not None:
                return a
        prior = self.normal.choose(view, legal)
        if kind not in self.kinds:
            return prior
        try:
            a = self._search(view, legal, prior, start)
        except Exception:   # search is an improvement, never a risk
            if self.strict:
                raise
            a = prior
        return a if a in legal else prior

    def _turn_beam(self, view: dict, legal: list[str]) -> str | None:
        """The first answer of the best whole line of a Kingdom turn (turnbeam.py), or None."""
        start = self.clock()
        try:
            a, info = turnbeam.plan(view, legal, decision_rng(self.seed, view, legal, "turn"), self.turn_samples,
                                    self.turn_width, self.turn_top, judge=self._judge(view), beliefs=self.beliefs,
                                    belief_w=self.belief_w, budget=self.budget * 2 / 3, clock=self.clock,
                                    # `cut` (Expert): no sample replayed past the budget either
                                    deadline=start + self.budget if self.cut else None)
        except Exception:   # an improvement, never a risk
            if self.strict:
                raise
            return None
        self.last = {"kind": view["decision"]["kind"], "stop": "turn_beam", **info}
        return a if a in legal else None

    def _judge(self, view: dict) -> Callable[[GameState, int], float]:
        """How the turn's lines are valued: played out as this bot's playouts are (to the end, or in round 1 to the
        leaf where round 2 begins, by the knobs of the Immortal held), the outcome its search maximises."""
        me = view["seat"]
        mine = view["me"]["immortals"]
        k = self.per_immortal.get(mine[0], self) if len(mine) == 1 else self
        cp = leaf.next_checkpoint(view["round"], view["phase"], k.horizon)
        stop_at = leaf.CHECKPOINTS[cp] if cp is not None else None

        def judge(c: GameState, pseed: int) -> float:   # c: a copy the beam no longer needs, played out here
            playout(c, random.Random(pseed), stop_at=stop_at, guess_right=k.guess_right, fitted=k.fitted)
            return value_of(c, me, cp, k.win_bonus, k.win_tau, k.leaf_imm, k.leaf_w, k.clamp).outcome
        return judge

    def _end_game(self, kind: str, view: dict, legal: list[str]) -> str | None:
        """Tomorrow's and Narashima's own answers (endgame.py) where the knobs ask for them, else None."""
        a = None
        try:
            if kind == "peek" and self.beliefs and self.tomorrow_win:
                a = tomorrow_win_choice(view, legal, decision_rng(self.seed, view, legal, "hard").getrandbits(31),
                                        weights=self.belief_w)
            elif kind == "narashima" and self.nara_search:
                a = narashima_choice(view, legal, decision_rng(self.seed, view, legal, "hard").getrandbits(31))
        except Exception:   # an improvement, never a risk
            if self.strict:
                raise
        if a not in legal and kind != "narashima" and self.beliefs:
            a = tomorrow_choice(view, legal, self.belief_w)
        return a if a in legal else None

    def _search(self, view: dict, legal: list[str], prior: str, start: float) -> str:
        cands = candidates(view, legal, prior, self.max_candidates)
        kind = view["decision"]["kind"]
        joint = self.answers and kind == "pick" and _can_play(view)
        if joint:
            # each pick with each answer (JOINT joins them); a pick is worth its better answer (see `decide_joint`)
            cands = [a + JOINT + x for a in cands for x in ("play", "transform")]
            prior = prior + JOINT + "play"
        if len(cands) <= 1:
            return prior
        rng = decision_rng(self.seed, view, legal, "hard")
        spend = self.kind_playouts.get(kind, self.playouts)
        fitted, plan = self.fitted, None
        own_plans: list[Fits] | None = None
        if self.adapt > 0 or self.plans > 0:
            base = fitted if isinstance(fitted, tuple) else (KINGDOM_FIT, PICK_FIT, None) if fitted else None
            if base is not None and type(base[1]) is dict:
                if self.plans > 0:
                    own_plans = [(base[0], p, base[2]) for p in fixed_plans(view["seat"], base[1], self.plans)]
                else:
                    plan = OwnPlan(view["seat"], base[1], self.adapt)
                    fitted = (base[0], plan, base[2])
        # own continuations a sample (at most; `own_ply`'s branches are fewer where the seat has no pick left)
        ways = self.own_ply if self.own_ply > 1 else len(own_plans) if own_plans is not None else self.own_max
        iters = max(2, spend // (len(cands) * ways * self.opp_min))
        checks = frozenset(int(iters * f) for f in self.race_at if 2 <= int(iters * f) < iters)
        prune = None
        why: list[str] = []
        if (self.race_k > 0 or self.stop_k > 0) and prior in cands:

            def prune(i: int, results: dict[str, list[Sample]]) -> list[str] | None:
                if i not in checks:
                    return None
                outcomes = {a: [x.outcome for x in xs] for a, xs in results.items()}
                kept = race(outcomes, prior, self.race_k, self.margin) if self.race_k > 0 else None
                if self.stop_k > 0:
                    alive = {a: xs for a, xs in outcomes.items() if kept is None or a in kept}
                    lead = clear_leader(alive, prior, self.stop_k, self.margin)
                    if lead is not None:
                        why.append("clear")
                        return [lead]
                if kept is not None and len(kept) <= 1:
                    why.append("race")
                return kept
        deadline = start + self.budget
        results = measure(view, cands, rng, deadline, iters, self.win_bonus, min_iters=0, prune=prune,
                          horizon=self.horizon, win_tau=self.win_tau,
                          joint=belief.joint(view, self.belief_w) if self.beliefs else None, leaf_imm=self.leaf_imm,
                          leaf_w=self.leaf_w, guess_right=self.guess_right, fitted=fitted, clock=self.clock,
                          cut=self.cut, clamp=self.clamp, own_max=self.own_max, opp_min=self.opp_min, plan=plan,
                          own_plans=own_plans, own_ply=self.own_ply)
        done = max(len(xs) for xs in results.values())
        end = self.clock()
        spent = sum(len(xs) for xs in results.values()) * ways * self.opp_min   # playouts of the samples
        full = done >= iters
        stop = why[-1] if why else "done" if full else "cap" if end > deadline else "nosample"
        outcomes = {a: [x.outcome for x in xs] for a, xs in results.items()}
        self.last = {"kind": kind, "candidates": len(cands), "iters": iters, "samples": done,
                     "playouts": spent, "stop": stop, "seconds": end - start,
                     "means": {a: sum(xs) / len(xs) for a, xs in outcomes.items() if xs}}
        if joint:
            best = decide_joint(outcomes, prior.split(JOINT)[0], self.z, self.margin, whole=True)
            return best.partition(JOINT)[0]
        return decide(outcomes, prior, self.z, self.margin)


def _can_play(view: dict) -> bool:
    """Whether the seat may still play a card this round (else its pick is transformed, no answer asked)."""
    return (view["seats"][view["seat"]]["plays"] or 0) < M.MAX_PLAYS[view["round"] - 1]


def candidates(view: dict, legal: list[str], prior: str, max_candidates: int = 5) -> list[str]:
    """The actions worth searching: one per card kind where copies are alike, the Normal choice, `end`, and the
    statically best others (never `reveal`)."""
    opts = [a for a in legal if a != "reveal"]
    if view["decision"]["kind"] in ("pick", "look", "swap"):
        # two copies of one card kind lead to the same game: search one of them (the Normal choice if any)
        kinds: dict[str, str] = {}
        for a in [prior] + opts:
            parts = a.split()
            kinds.setdefault(M.KIND_OF.get(parts[-1], a) if len(parts) == 2 else a, a)
        opts = [a for a in opts if a in kinds.values()]
    if len(opts) <= max_candidates:
        return opts
    m = M.Model(view)
    imm = leaf.kept_immortal(m, m.me, m.my_imms)   # of a 3-player seat's two, the one it plans for
    w = M.base_weights(imm)
    me = m.me

    def static(a: str) -> float:
        if a in (prior, "end"):
            return 1e9
        parts = a.split()
        if len(parts) == 2 and parts[1] in M.FACTS:
            return W.use_value(m, me, M.KIND_OF[parts[1]], w)
        return 0.0
    return sorted(opts, key=static, reverse=True)[:max_candidates]


def measure(view: dict, cands: list[str], rng: random.Random, deadline: float, iters: int,
            win_bonus: float = 10.0, min_iters: int = 2,
            stop: Callable[[], bool] | None = None,
            prune: Callable[[int, dict[str, list[Sample]]], list[str] | None] | None = None,
            horizon: str = "end", win_tau: float = 0.0,
            joint: tuple | None = None, leaf_imm: bool = False, leaf_w: dict[str, dict] | None = None,
            guess_right: float = GUESS_RIGHT, fitted: bool | Fits = True,
            clock: Callable[[], float] = time.perf_counter, cut: bool = False,
            clamp: float = LEAD_CLAMP, own_max: int = 1, opp_min: int = 1,
            plan: OwnPlan | None = None, own_plans: list[Fits] | None = None,
            own_ply: int = 0) -> dict[str, list[Sample]]:
    """Play every candidate on the same sampled states with the same playout seeds (paired samples).

    Stops after `iters` samples, at `deadline` once `min_iters` samples are in, or as soon as `stop()` is true.
    Without `prune` every list has the same length. `prune(i, results)` is asked before sample i: a list names the
    candidates still sampled (the others keep what they have; sample i of a candidate is the same whichever
    others are still in), None keeps them all; it stops when one is left.
    `horizon` "round" or "phase": a playout stops at `leaf.next_checkpoint` and is valued by `leaf.project`.
    `joint` (a `belief.joint`): each sample's hidden Immortals are drawn from it instead of uniformly.
    `leaf_imm`: the leaf values each seat by its Immortal's own projection where the weights have one.
    `leaf_w`: the leaf's weights (`leaf.load_weights`; None: the shipped ones).
    `guess_right`: how often a playout's Tomorrow names a seat right (`rollout.policy`).
    `fitted`: the playouts' Kingdom turns follow the choice model fitted on Normal (`rollout.fitted_kingdom`), or
    the `rollout.Fits` given.
    `clock`: the clock `deadline` is read on (a test injects a fake one).
    `cut`: the deadline is also read before each playout, and a sample it interrupts is left out (Expert's cap:
    late by one playout at most, not by one sample of every candidate).
    `clamp`: a sample's lead over the best rival counts at most this much either way (its outcome adds the win bonus).
    `own_max`: each candidate's sample is the best of this many playouts that differ only in the searching seat's own
    draws (the others' draws the same): its later choices as a seat that plays well rather than as the fitted
    model draws them (1: one playout).
    `opp_min`: each of those is the worst of this many playouts that differ only in the other seats' draws (its own
    draws the same): the others' later choices as seats that play well against it, not as the fitted model's
    sometimes weak draws (1: one playout; with `own_max`, the best over its own draws of the worst over theirs).
    `own_plans`: playout policies (`fitted`'s kind) that differ only in the searching seat's own picks
    (`adapt.fixed_plans`): each sample is the best of one playout under each, its own draws from one generator and
    the others' from another, the same for all (replaces `own_max`'s reseeds).
    `plan`: the playouts' pick policy, whose searching seat's picks it adapts; it learns from every sample's
    outcomes once the sample's row is played (`adapt.OwnPlan`; `fitted`'s pick fit is then not read).
    `own_ply` (2 or more): each sample is the best of the seat's `own_ply` likeliest next picks, each played on with
    the same draws (`ownply.branches`; replaces `own_max`, `opp_min` and `own_plans`).
    """
    me = view["seat"]
    cp = leaf.next_checkpoint(view["round"], view["phase"], horizon)
    stop_at = leaf.CHECKPOINTS[cp] if cp is not None else None
    results: dict[str, list[Sample]] = {a: [] for a in cands}
    alive = list(cands)

    def value(c: GameState) -> Sample:
        return value_of(c, me, cp, win_bonus, win_tau, leaf_imm, leaf_w, clamp)
    for i in range(iters):
        if (i >= min_iters and clock() > deadline) or (stop is not None and stop()):
            break
        if prune is not None:
            kept = prune(i, results)
            if kept is not None:
                alive = [a for a in alive if a in kept]
                if len(alive) <= 1:
                    break
        st = sample_state(view, rng.getrandbits(31))
        if st is None:
            break
        if joint is not None:
            for s, im in belief.draw(joint, rng).items():
                st.players[s].immortals = [im]
        pseed = rng.getrandbits(31)
        row: list[tuple[str, Sample]] = []
        outs: list[float] = []   # every playout's outcome, for `plan`
        for a in alive:
            first, *answers = a.split(JOINT)   # a joint candidate is an action and its answer
            best: Sample | None = None
            if own_ply > 1:
                if cut and i >= min_iters and clock() > deadline:
                    return results
                c = st.clone()
                apply_inplace(c, first, events=False)
                _go_on(c, me, answers)
                ends = ownply.branches(c, me, own_ply, pseed, stop_at, guess_right, fitted)
                row.append((a, max((value(e) for e in ends), key=lambda x: x.outcome)))
                continue
            for k in range(own_max if own_plans is None else len(own_plans)):
                worst: Sample | None = None
                pol = fitted if own_plans is None else own_plans[k]
                for j in range(opp_min):
                    # the seat's own draws: the same for every j (a generator of their own, fresh each time)
                    own = (None if own_max == 1 and opp_min == 1 and own_plans is None
                           else (me, random.Random(pseed * 7 + (1 if own_plans is not None else k + 1))))
                    if cut and i >= min_iters and clock() > deadline:
                        return results   # the sample in progress is left out: every list stays paired
                    c = st.clone()
                    apply_inplace(c, first, events=False)
                    _go_on(c, me, answers)   # unless this sample asks no such question (a card revealed from the deck)
                    if plan is not None:
                        plan.begin()
                    playout(c, random.Random(pseed if j == 0 else pseed * 13 + j), stop_at=stop_at,
                            guess_right=guess_right, fitted=pol, own=own)
                    x = value(c)
                    if plan is not None:
                        outs.append(x.outcome)
                    if worst is None or x.outcome < worst.outcome:
                        worst = x
                assert worst is not None   # opp_min >= 1
                if best is None or worst.outcome > best.outcome:
                    best = worst
            assert best is not None   # own_max >= 1
            row.append((a, best))
        if plan is not None:
            plan.learn(outs)
        for a, x in row:
            results[a].append(x)
    return results


def _go_on(st: GameState, me: int, line: list[str] | tuple[str, ...]) -> None:
    """Play seat `me`'s answers of `line` in turn while each is asked of it and open; stop at the first that is not."""
    for x in line:
        d = st.pending
        if d is None or d.seat != me or x not in d.options:
            return
        apply_inplace(st, x, events=False)
