"""Easy and Normal bots: card valuations for the draft, planned Kingdom turns, every decision kind.

Normal looks ahead on sampled states (`determinize`) for Kingdom turns and effect sub-decisions, scoring
outcomes with `model.utility`; Easy uses the static valuations with human-looking noise. Both fall back
to static rules when sampling fails or the time cap is hit, so a decision never hangs.
"""

from __future__ import annotations

import math
import random
import time
from itertools import permutations

from game.rules import GameState, apply_inplace
from game.rules.view import table_view  # sampled states are ours to value

from . import model as M
from . import worth as W
from .base import decision_rng, sample_state
from .sanity import free_vp_activation

SUB_KINDS = ("tokens", "pay", "give", "culture", "destroy", "copy", "commerce", "look", "swap", "branch",
             "narashima")


DENY_W = 0.35
"""How much a pick's worth to the next seat counts in Normal's pick (denial), against its worth to the seat."""


class HeuristicBot:
    """Easy (noise > 0, no look-ahead) or Normal (look-ahead on sampled states)."""

    strict = False   # tests set this to surface heuristic bugs instead of falling back

    def __init__(self, level: str = "normal", seed: int = 0, noise: float = 0.0, lookahead: bool = True,
                 time_cap: float = 1.0, samples: int = 2, beam: int = 3, max_nodes: int = 300) -> None:
        self.level = level
        self.seed = seed
        self.noise = noise
        self.lookahead = lookahead
        self.time_cap = time_cap
        self.samples = samples
        self.beam = beam
        self.max_nodes = max_nodes   # states expanded per sample in a turn plan (deterministic work bound)

    # ------------------------------------------------------------------ entry point
    def choose(self, view: dict, legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, view, legal, self.level)
        try:
            a = self._choose(view, legal, rng)
        except Exception:   # never let a heuristic bug cost a game: play something legal
            if self.strict:
                raise
            a = None
        if a not in legal:
            opts = [x for x in legal if x != "reveal"] or legal
            a = opts[0]
        return a

    def _choose(self, view: dict, legal: list[str], rng: random.Random) -> str | None:
        kind = view["decision"]["kind"]
        if kind == "tie":
            return "reveal" if "reveal" in legal else "pass"
        opts = [a for a in legal if a != "reveal"]
        if len(opts) == 1:
            return opts[0]
        m = M.Model(view)
        if kind == "pick":
            return self._pick(m, opts, rng)
        if kind == "play":
            return self._play(m, opts, rng)
        if kind == "immortal":
            return self._keep_immortal(m, opts)
        if kind == "peek":
            return self._peek(m, opts)
        if kind == "guess":
            return self._guess(m, opts)
        if kind == "kingdom":
            if self.lookahead:
                a = self._plan_turn(view, opts, rng)
                if a is not None:
                    return a
            a = self._kingdom_static(m, opts, rng)
            if a == "end" and not self.lookahead:   # Easy's noise never ends its last turn on a free VP
                a = free_vp_activation(view, legal, rng.getrandbits(31)) or a
            return a
        if kind in SUB_KINDS:
            if self.lookahead or kind == "branch":
                a = self._one_ply(view, opts, rng)
                if a is not None:
                    return self._noisy_pick(a, opts, rng)
            return self._sub_static(m, kind, opts, rng)
        return opts[0]

    def _noisy_pick(self, best: str, opts: list[str], rng: random.Random) -> str:
        if self.noise and rng.random() < self.noise * 0.5:
            return rng.choice(opts)
        return best

    def _softmax(self, scored: list[tuple[float, str]], rng: random.Random) -> str:
        """Best option, or with noise a softmax draw plus an occasional blunder."""
        scored.sort(key=lambda t: -t[0])
        if not self.noise:
            return scored[0][1]
        if rng.random() < self.noise * 0.3:
            return rng.choice(scored)[1]
        temp = 1.0 + 4.0 * self.noise
        top = scored[0][0]
        ws = [math.exp((s - top) / temp) for s, _ in scored]
        x = rng.random() * sum(ws)
        for w, (_, a) in zip(ws, scored):
            x -= w
            if x <= 0:
                return a
        return scored[0][1]

    # ------------------------------------------------------------------ draft
    def _draft_context(self, m: M.Model) -> tuple[str, dict, int, int, float]:
        imm = self._imm_for_planning(m)
        w = W.weights(m, m.me, imm)
        row = m.seats[m.me]
        r = m.round - 1
        slot = len(row["slots"])
        return imm, w, slot, r, w["coins"]

    def _imm_for_planning(self, m: M.Model) -> str:
        """With two Immortals (3 players) plan for the one that currently projects higher."""
        if len(m.my_imms) == 1:
            return m.my_imms[0]
        return max(m.my_imms, key=lambda i: W.estimate(m, m.me, i, potential=False))

    def _transform_value(self, m: M.Model, slot_idx: int, coin_w: float, pending: int) -> float:
        coins = M.SLOT_COINS[m.round - 1][min(slot_idx, len(M.SLOT_COINS[m.round - 1]) - 1)]
        room = max(0, M.COIN_CAP - m.res[m.me]["coins"] - pending)
        return coin_w * min(coins, room)

    def _pending_coins(self, m: M.Model) -> int:
        return sum(s["coins"] for s in m.seats[m.me]["slots"] if s["status"] in ("transformed", "chose_transform")) \
            + sum(M.SLOT_COINS[m.round - 1][i] for i, s in enumerate(m.seats[m.me]["slots"])
                  if s["status"] == "chose_transform" and not s["coins"])

    def _pick(self, m: M.Model, opts: list[str], rng: random.Random) -> str:
        deny_w = DENY_W if len(opts) > 1 else 0.0
        return self._softmax([(own + deny_w * deny, a) for a, own, deny in self.pick_parts(m, opts)], rng)

    def pick_parts(self, m: M.Model, opts: list[str]) -> list[tuple[str, float, float]]:
        """Each pick's two parts as `_pick` weighs them: (action, its worth to this seat - the card's value less
        the coins a transform would bring, at least -1 - and its worth to the next seat, 0 with a single card)."""
        imm, w, slot, r, cw = self._draft_context(m)
        plays = m.seats[m.me]["plays"] or 0
        plays_left = M.MAX_PLAYS[r] - plays
        tv = self._transform_value(m, slot, cw, self._pending_coins(m))
        double = m.round == 1 and slot == 3
        nxt = (m.me + m.view["direction"]) % m.n
        nimm = m.candidates[nxt][0] if len(m.candidates[nxt]) == 1 else None
        nw = M.base_weights(nimm)
        rival = len(opts) > 1   # with a single card there is nothing to deny
        out = []
        for a in opts:
            key = a.split(" ", 1)[1]
            d = W.card_value(m, m.me, imm, key, w, double) - tv if plays_left > 0 else 0.0
            deny = W.card_value(m, nxt, nimm, key, nw) if rival else 0.0
            out.append((a, max(d, -1.0), deny))
        return out

    def _play(self, m: M.Model, opts: list[str], rng: random.Random) -> str:
        imm, w, _, r, cw = self._draft_context(m)
        row = m.seats[m.me]
        slot = len(row["slots"]) - 1
        key = row["slots"][-1]["key"]
        plays = row["plays"] or 0
        plays_left = M.MAX_PLAYS[r] - plays
        picks_after = M.HAND_SIZE[r] - (slot + 1)
        pending = self._pending_coins(m)
        tv = self._transform_value(m, slot, cw, pending)
        if "play" in opts and max(0, M.COIN_CAP - m.res[m.me]["coins"] - pending) == 0:
            return "play"   # every coin of a Transform would be lost to the cap: never transform then (any level)
        d = W.card_value(m, m.me, imm, key, w, m.round == 1 and slot == 3) - tv
        thr = W.play_threshold(plays_left, picks_after)
        if self.noise:
            thr += rng.gauss(0.0, 1.5 * self.noise)
        return "play" if d > thr else "transform"

    # ------------------------------------------------------------------ VP-phase choices
    def _keep_immortal(self, m: M.Model, opts: list[str]) -> str:
        best = max(opts, key=lambda a: W.estimate(m, m.me, a.split()[1], potential=False))
        return best

    def _infer(self, m: M.Model) -> dict[int, dict[str, float]]:
        """Log-likelihood-like affinity of each unknown opponent for each candidate Immortal."""
        out = {}
        for o in range(m.n):
            if o == m.me or len(m.candidates[o]) <= 1:
                continue
            r = m.res[o]
            sets = min(r["mil"], r["sci"], r["cha"])
            aff = {
                "goan_sul": 0.9 * r["mil"] + 0.4 * m.sym_count(o, "military") - 0.2 * r["sci"],
                "phoenix": 0.8 * r["sci"] + 0.3 * r["cul"] - 0.2 * r["mil"],
                "xian": 1.2 * sets + 1.0 * r["dia"],
                "galmi": 1.2 * r["won"],
                "abhilasha": 0.25 * r["coins"] + 0.3 * r["cha"],
                "narashima": 0.8 * m.sym_count(o, "legendary") + 0.3 * (len(m.hkeys[o]) + len(m.bkeys[o])),
                "justice": 0.3 * r["sup"] + 0.2 * m.controls_kind(o, "school"),
                "tomorrow": 0.3 * r["cha"],
            }
            out[o] = {c: aff.get(c, 0.0) for c in m.candidates[o]}
        return out

    def _best_assignment(self, aff: dict[int, dict[str, float]], allowed: dict[int, list[str]]
                         ) -> tuple[dict[int, str], float]:
        seats = sorted(allowed)
        pool = sorted({c for s in seats for c in allowed[s]})
        best: dict[int, str] = {}
        best_v = -1e9
        for perm in permutations(pool, len(seats)):
            if any(perm[i] not in allowed[s] for i, s in enumerate(seats)):
                continue
            v = sum(aff.get(s, {}).get(perm[i], 0.0) for i, s in enumerate(seats))
            if v > best_v:
                best_v, best = v, dict(zip(seats, perm))
        return best, best_v

    def _peek(self, m: M.Model, opts: list[str]) -> str:
        aff = self._infer(m)
        targets = [int(a.split()[1]) for a in opts if a != "nopeek"]
        if len(targets) <= 1 and targets:
            o = targets[0]
            vals = sorted(aff.get(o, {}).values(), reverse=True)
            if len(vals) >= 2 and vals[0] - vals[1] > 2.5:
                return "nopeek"
        # peek at the seat we are least sure about
        def margin(o: int) -> float:
            vals = sorted(aff.get(o, {}).values(), reverse=True)
            return vals[0] - vals[1] if len(vals) >= 2 else 99.0
        return f"peek {min(targets, key=margin)}" if targets else opts[0]

    def _guess(self, m: M.Model, opts: list[str]) -> str:
        seat = int(opts[0].split()[1])
        names = [a.split()[2] for a in opts]
        aff = self._infer(m)
        # seats after this one still to be named: any candidate not yet named (options exclude named ones)
        unknown = [o for o in range(m.n) if o != m.me and len(m.candidates[o]) > 1 and o >= seat]
        allowed = {o: names for o in unknown}
        if seat not in allowed:
            allowed[seat] = names
        if len(allowed) > 5:
            return opts[0]
        assign, _ = self._best_assignment(aff, allowed)
        pick = assign.get(seat)
        return f"guess {seat} {pick}" if pick else opts[0]

    # ------------------------------------------------------------------ static Kingdom and sub-decisions
    def _kingdom_static(self, m: M.Model, opts: list[str], rng: random.Random) -> str:
        imm = self._imm_for_planning(m)
        w = M.base_weights(imm)
        me = m.me
        mine = set(m.bkeys[me] + m.hkeys[me]) | set(m.wonders)
        scored = []
        for a in opts:
            if a == "end":
                scored.append((0.15, a))
                continue
            verb, key = a.split(" ", 1)
            kind = M.KIND_OF[key]
            if verb == "power":
                v = 2.0 if kind == "portal" else 1.5 - 3 * w["coins"]
            else:
                v = W.use_value(m, me, kind, w)
                if key not in mine:
                    fee = next((row["roam_cost"].get(key, 9) for s, row in enumerate(m.seats) if s != me
                                and key in row["roam_cost"]), 9)
                    v -= fee * w["coins"] + 0.4
                if kind in ("treasure", "ez"):
                    v += 0.3   # coins first: they pay for the rest
            scored.append((v, a))
        return self._softmax(scored, rng)

    def _sub_static(self, m: M.Model, kind: str, opts: list[str], rng: random.Random) -> str:
        imm = self._imm_for_planning(m)
        w = W.weights(m, m.me, imm)
        me = m.me
        scored: list[tuple[float, str]] = []
        for a in opts:
            parts = a.split()
            v = 0.0
            if kind in ("tokens", "pay"):
                amts = [int(x) for x in parts[1].split("/")]
                v = sum(w[r] * x for r, x in zip(M.CIV3, amts)) * (1 if kind == "tokens" else -1)
            elif kind == "give":
                if a == "done":
                    v = 0.5 if w["cha"] < 1.0 else -1.0
                else:
                    o = int(parts[1])
                    v = m.civ(o) * 0.2 - (2.0 if m.res[o]["cha"] >= m.res[me]["cha"] and m.ritual else 0.0)
            elif kind == "culture":
                key = parts[1]
                v = 1.0 if key in m.bkeys[me] else -W.opponent_estimate(m, self._owner(m, key)) * 0.01
            elif kind in ("destroy", "narashima"):
                if a == "done":
                    v = 0.0
                else:
                    key = parts[1]
                    if kind == "narashima":
                        v = 2.0 - (4.0 * m.res[me]["dia"] if M.KIND_OF[key] == "avatar" else 0.0) \
                            - (min(m.res[me]["mil"], m.res[me]["sci"], m.res[me]["cha"])
                               if M.KIND_OF[key] == "caravan" else 0.0) \
                            - (m.res[me]["won"] if M.KIND_OF[key] == "fortress" else 0.0) \
                            - (1.0 if "military" in M.FACTS[key].symbols and imm == "goan_sul" else 0.0)
                    else:
                        v = -W.use_value(m, me, M.KIND_OF[key], M.base_weights(imm))
            elif kind == "copy":
                v = 0.0 if a == "decline" else W.use_value(m, me, M.KIND_OF[parts[1]], M.base_weights(imm))
            elif kind == "commerce":
                v = 0.0 if a == "decline" else W.commerce_value(m.view["commerce_revealed"][int(parts[1])], w, m, me)
            elif kind in ("look", "swap"):
                v = W.card_value(m, me, imm, parts[1], w)
            elif kind == "branch":
                v = -int(parts[1])
            scored.append((v, a))
        return self._softmax(scored, rng)

    @staticmethod
    def _owner(m: M.Model, key: str) -> int:
        for s in range(m.n):
            if key in m.bkeys[s]:
                return s
        return m.me

    # ------------------------------------------------------------------ look-ahead on sampled states
    def _samples(self, view: dict, rng: random.Random, k: int) -> list[GameState]:
        out = []
        for i in range(k):
            st = sample_state(view, rng.getrandbits(31) + i)
            if st is not None:
                out.append(st)
        return out

    def _score(self, st: GameState, me: int, imm: str) -> float:
        if st.over:
            assert st.result is not None   # a finished game is scored
            res = st.result["players"]
            mine = res[me]["total"]
            best = max(r["total"] for o, r in enumerate(res) if o != me)
            return mine - best + (5.0 if st.result["winner"] == me else 0.0)
        return W.utility(M.Model(table_view(st, me)), imm)

    def _one_ply(self, view: dict, opts: list[str], rng: random.Random) -> str | None:
        """Best option by sampled outcome, resolving my own follow-up sub-decisions greedily."""
        states = self._samples(view, rng, self.samples)
        if not states:
            return None
        me = view["seat"]
        imm = self._imm_for_planning(M.Model(view))
        deadline = time.perf_counter() + self.time_cap
        totals = {a: 0.0 for a in opts}
        for st in states:
            for a in opts:
                child = st.clone()
                apply_inplace(child, a, events=False)
                totals[a] += self._settle(child, me, imm, 3, deadline)
            if time.perf_counter() > deadline:
                break
        return max(opts, key=lambda a: totals[a])

    def _settle(self, st: GameState, me: int, imm: str, depth: int, deadline: float) -> float:
        """Score a state after resolving my pending sub-decisions greedily (bounded depth and time)."""
        while depth > 0 and st.pending is not None and st.pending.seat == me and st.pending.kind in SUB_KINDS \
                and time.perf_counter() < deadline:
            depth -= 1
            best: GameState | None = None
            best_v = -1e18
            for a in st.pending.options:
                c = st.clone()
                apply_inplace(c, a, events=False)
                v = self._score(c, me, imm)
                if v > best_v:
                    best, best_v = c, v
            assert best is not None   # a decision has options, and every score is above -1e18
            st = best
        return self._score(st, me, imm)

    def _plan_turn(self, view: dict, opts: list[str], rng: random.Random) -> str | None:
        """Beam search over my whole Kingdom turn on sampled states; returns the first action of the best plan."""
        states = self._samples(view, rng, self.samples)
        if not states:
            return None
        me = view["seat"]
        imm = self._imm_for_planning(M.Model(view))
        deadline = time.perf_counter() + self.time_cap
        first_best: dict[str, float] = {}
        for st in states:
            per = self._beam(st, me, imm, deadline)
            for a, v in per.items():
                first_best[a] = first_best.get(a, 0.0) + v
            if time.perf_counter() > deadline:
                break
        if not first_best:
            return None
        cand = [a for a in opts if a in first_best]
        return max(cand, key=lambda a: (first_best[a], a == "end")) if cand else None

    def _beam(self, root: GameState, me: int, imm: str, deadline: float) -> dict[str, float]:
        """Best final value reachable after each first action, within a small beam."""
        best: dict[str, float] = {}
        # each line: its value, its state and its first action (None at the root)
        frontier: list[tuple[float, GameState, str | None]] = [(0.0, root, None)]
        seen: set = set()
        nodes = 0
        out_of_budget = False
        for _depth in range(14):
            children: list[tuple[float, GameState, str | None]] = []
            for _, st, first in frontier:
                assert st.pending is not None   # the root is at my decision; a child is kept only with mine pending
                for a in st.pending.options:
                    nodes += 1
                    if nodes > self.max_nodes or (time.perf_counter() > deadline and best):
                        out_of_budget = True
                        break
                    c = st.clone()
                    apply_inplace(c, a, events=False)
                    f = a if first is None else first
                    if c.pending is None or c.pending.seat != me or c.active != me:
                        v = self._score(c, me, imm)
                        if f not in best or v > best[f]:
                            best[f] = v
                        continue
                    sig = _signature(c, me)
                    if sig in seen:
                        continue
                    seen.add(sig)
                    children.append((self._score(c, me, imm), c, f))
                if out_of_budget:
                    break
            if not children:
                break
            children.sort(key=lambda t: -t[0])
            # keep the best few, but at least one line per first action so every option gets an answer
            kept: list[tuple[float, GameState, str | None]] = []
            firsts: set[str | None] = set()
            for ch in children:
                if len(kept) < self.beam or ch[2] not in firsts:
                    kept.append(ch)
                    firsts.add(ch[2])
            frontier = kept[: self.beam + 6]
            if out_of_budget:
                break
        # unfinished lines: value them as they stand
        for v, _, f0 in frontier:
            if f0 is not None and (f0 not in best or v > best[f0]):
                best[f0] = v
        return best


def _signature(st: GameState, me: int) -> tuple:
    p = st.players[me]
    d = st.pending
    assert d is not None   # `_beam` asks it of a state with my decision pending
    return (frozenset(st.tilted), tuple(st.wonder_uses), p.coins, p.mil, p.sci, p.cha, p.vp, p.won, p.diamond, p.sup,
            tuple(p.buildings), tuple(p.heroes), tuple(st.culture), d.kind, d.options)
