"""Fit Hard's playout Kingdom and pick policies (game/bots/rollout.py) to Normal's choices in self-play.

Plays seeded 4-player Normal games (or --level; the series of bench/selfplay.py, or its recorded games replayed with
--games-file), records every Kingdom decision and draft pick
with more than one option as the classes of its options (`rollout.kingdom_class`: card kind, and own, Wonder or
roaming with its fee, or end; `rollout.pick_class`: card kind) and the one Normal chose, and fits a Luce choice
model per kind of decision, Immortal and round: each class gets a strength, and a decision picks an option with
probability strength / sum of the options' strengths. The fit is the maximum-likelihood one (Hunter's MM
iterations), each Immortal's strengths pulled towards the round's pooled ones by `--prior` pseudo-choices. On a
held-out fifth of the games it prints how often the policy's likeliest option is Normal's and the mean
log-likelihood, against the hand-set policy's choice. Writes game/bots/rollout_weights.json.

Usage: python bench/fit_rollout.py [--games 300] [--seed 11] [--workers 1] [--level normal] [--games-file FILE]
                                  [--prior 2] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from selfplay import Job, game_args, jobs_of, moves  # noqa: E402

from game.bots import rollout  # noqa: E402
from game.rules import apply_inplace, legal_actions  # noqa: E402
from game.rules.engine import roam_costs  # noqa: E402

Decision = tuple[str, int, list[str], int, str]   # (Immortal, round, option classes, chosen index, hand-set pick)


def play(job: Job) -> dict[str, list[Decision]]:
    """One self-play game: its Kingdom decisions and draft picks with more than one option."""
    g = job[0]
    out: dict[str, list[Decision]] = {"kingdom": [], "pick": []}
    for st, a in moves(job):
        s = st.to_act
        legal = legal_actions(st)
        opts = [x for x in legal if x != "reveal"]
        kind = st.pending.kind
        if len(opts) > 1 and a in opts:
            imm = st.players[s].immortals[0]
            if kind == "kingdom":
                fees = roam_costs(st, s)
                hand = rollout.hand_set_kingdom(st.clone(), random.Random(g))
                out[kind].append((imm, st.round, [rollout.kingdom_class(st, s, x, fees) for x in opts],
                                  opts.index(a), rollout.kingdom_class(st, s, hand, fees)))
            elif kind == "pick":
                table = rollout.PLAY[st.round - 1][imm]
                hand = max(opts, key=lambda x: table[x[5:]])   # the hand-set worths, without their noise
                out[kind].append((imm, st.round, [rollout.pick_class(x) for x in opts], opts.index(a),
                                  rollout.pick_class(hand)))
        apply_inplace(st, a)
    return out


def fit_luce(data: list[Decision], prior: dict[str, float] | None = None, alpha: float = 0.0,
             iters: int = 200) -> dict[str, float]:
    """Luce strengths by MM iterations; with `prior`, `alpha` pseudo-choices pull each class towards it."""
    wins: dict[str, float] = defaultdict(float)
    seen: set[str] = set()
    for _, _, classes, k, _ in data:
        wins[classes[k]] += 1.0
        seen.update(classes)
    gam = {c: (prior or {}).get(c, 1.0) for c in seen}
    for _ in range(iters):
        denom: dict[str, float] = defaultdict(float)
        for _, _, classes, _, _ in data:
            inv = 1.0 / sum(gam[c] for c in classes)
            for c in set(classes):
                denom[c] += inv * classes.count(c)
        new = {}
        for c in sorted(seen):   # in a fixed order (a set's order follows the strings' hash, new in each run)
            p = (prior or {}).get(c, 1.0)
            new[c] = max(1e-4, (wins[c] + alpha) / (denom[c] + (alpha / p if alpha > 0 else 0.0))) \
                if denom[c] > 0 else p
        # relative to ending the turn, or to the mean strength (an exact sum: the same in every run)
        norm = new["end"] if "end" in new else math.fsum(new.values()) / len(new)
        gam = {c: v / norm for c, v in new.items()}
    return gam


def fit_all(data: list[Decision], alpha: float) -> dict[str, dict[str, dict[str, float]]]:
    """{Immortal or "*": {round: {class: strength}}}; "*" pools every Immortal."""
    out: dict[str, dict[str, dict[str, float]]] = {"*": {}}
    for r in (1, 2):
        pooled = fit_luce([d for d in data if d[1] == r])
        out["*"][str(r)] = pooled
        for imm in sorted({d[0] for d in data}):
            sub = [d for d in data if d[0] == imm and d[1] == r]
            if sub:
                out.setdefault(imm, {})[str(r)] = fit_luce(sub, pooled, alpha)
    return out


def strengths(w: dict, imm: str, r: int) -> dict[str, float]:
    return {**w["*"][str(r)], **w.get(imm, {}).get(str(r), {})}


def evaluate(data: list[Decision], w: dict) -> dict[str, float]:
    """Held-out figures: top-1 agreement with Normal (fitted and hand-set policy) and mean log-likelihood."""
    top = hand = 0
    ll = 0.0
    for imm, r, classes, k, hs in data:
        g = strengths(w, imm, r)
        vals = [g.get(c, 0.05) for c in classes]
        top += max(range(len(vals)), key=vals.__getitem__) == k
        hand += hs == classes[k]
        ll += math.log(vals[k] / sum(vals))
    n = max(1, len(data))
    return {"decisions": len(data), "fitted top-1 = Normal": round(top / n, 4),
            "hand-set policy = Normal": round(hand / n, 4), "fitted mean log-likelihood": round(ll / n, 4)}


def main() -> None:
    ap = argparse.ArgumentParser()
    game_args(ap)
    ap.add_argument("--prior", type=float, default=2.0, help="pseudo-choices pulling each Immortal to the pool")
    ap.add_argument("--out", type=Path, default=rollout.WEIGHTS_FILE)
    args = ap.parse_args()
    jobs, series = jobs_of(args)
    with Pool(args.workers) as pool:
        games = list(pool.imap(play, jobs))
    out: dict = {}
    meta: dict = {**series, "prior": args.prior, "script": "bench/fit_rollout.py", "decisions": {}, "held_out": {}}
    for kind in ("kingdom", "pick"):
        train = [d for g, ds in enumerate(games) if g % 5 != 4 for d in ds[kind]]
        test = [d for g, ds in enumerate(games) if g % 5 == 4 for d in ds[kind]]
        report = evaluate(test, fit_all(train, args.prior))
        print(kind, "held-out fifth:", json.dumps(report))
        out[kind] = fit_all(train + test, args.prior)
        meta["decisions"][kind] = len(train) + len(test)
        meta["held_out"][kind] = report
    out["meta"] = meta
    args.out.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({meta['decisions']} decisions, {series['games']} games)")


if __name__ == "__main__":
    main()
