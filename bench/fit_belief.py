"""Fit Hard's belief about hidden Immortals (game/bots/belief.py) on Normal self-play games.

Plays seeded games with Normal (or --level) at every seat (the series of bench/selfplay.py, the same games as
bench/fit_leaf.py for the same seed; --games-file replays recorded ones) and records
every seat's public features (`belief.features`) with its Immortal: at each of seat 0's picks, at the start of
each Kingdom turn, and where the VP phase begins. Per stage it fits a linear discriminant (class means, pooled
covariance shrunk towards its diagonal) and a temperature that minimises the log-loss on a held-out fifth of
the games, then refits on every game. It reports, on the held-out fifth: top-1 accuracy and log-loss per stage
against a uniform guess, and at the VP phase how often Tomorrow would name all three others right with the most
likely assignment, beside how often Normal's Tomorrow did in these games.

Usage: python bench/fit_belief.py [--games 300] [--players 4] [--seed 11] [--workers 2] [--level normal]
                                 [--games-file FILE] [--out FILE] [--compare WEIGHTS]
--compare reads another weights file (say the shipped one) on the same held-out games, for the same figures.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from itertools import permutations
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from selfplay import Job, game_args, jobs_of, moves  # noqa: E402

from game.bots import belief  # noqa: E402
from game.rules import GameState, apply_inplace, engine, view_for  # noqa: E402
from game.rules.view import SPECTATOR  # noqa: E402

IMMS = belief.M.IMMORTALS
TEMPERATURES = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0, 4.0)


def play(job: Job) -> dict:
    """One self-play game: rows (stage, game, seat, Immortal, features) and Tomorrow's guesses."""
    g = job[0]
    rows: list[tuple] = []
    game: list[GameState] = []   # the game's own state once known (not the bots' sampled states)

    def snap(st: GameState, stg: str) -> None:
        view = view_for(st, SPECTATOR)
        rows.extend((stg, g, s, p.immortals[0], belief.features(view, s)) for s, p in enumerate(st.players)
                    if len(p.immortals) == 1)

    start = engine._FRAMES["vp_start"]

    def vp_start(state, frame, ev):   # the table as it stands when the VP phase begins
        if game and state is game[0]:
            snap(state, "vp")
        start(state, frame, ev)

    engine._FRAMES["vp_start"] = vp_start
    tomorrow: list[bool] = []
    turn = None
    try:
        for st, a in moves(job):
            if not game:
                game.append(st)
            d = st.pending
            if d.kind == "pick" and d.seat == 0:
                snap(st, f"d{st.round}")
            elif d.kind == "kingdom" and (st.round, st.active) != turn:
                turn = (st.round, st.active)
                snap(st, f"k{st.round}")
            for e in apply_inplace(st, a):
                if e["t"] == "tomorrow":
                    tomorrow.append(bool(e["right"]))
    finally:
        engine._FRAMES["vp_start"] = start
    return {"rows": rows, "tomorrow": tomorrow}


def solve_many(a: list[list[float]], bs: list[list[float]]) -> list[list[float]]:
    """x_j with a x_j = b_j for each b_j (Gauss-Jordan with partial pivoting)."""
    n = len(a)
    k = len(bs)
    m = [a[i][:] + [b[i] for b in bs] for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        piv = m[c][c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / piv
                rc = m[c]
                m[r] = [x - f * y for x, y in zip(m[r], rc)]
    return [[m[i][n + j] / m[i][i] for i in range(n)] for j in range(k)]


def fit_lda(rows: list[tuple], shrink: float = 0.1) -> dict:
    """Linear discriminant: w_c = S^-1 mu_c, b_c = -mu_c.w_c / 2, S the pooled covariance shrunk to its diagonal."""
    f = len(belief.FEATURES)
    by: dict[str, list[list[float]]] = {im: [] for im in IMMS}
    for r in rows:
        by[r[3]].append(r[4])
    mu = {im: ([sum(col) / len(xs) for col in zip(*xs)] if xs else [0.0] * f) for im, xs in by.items()}
    cov = [[0.0] * f for _ in range(f)]
    for im, xs in by.items():
        m = mu[im]
        for x in xs:
            d = [a - b for a, b in zip(x, m)]
            for i in range(f):
                di = d[i]
                if di:
                    row = cov[i]
                    for j in range(i, f):
                        row[j] += di * d[j]
    n = max(1, len(rows) - len(IMMS))
    for i in range(f):
        for j in range(i, f):
            cov[i][j] /= n
            cov[j][i] = cov[i][j]
    mean_var = sum(cov[i][i] for i in range(f)) / f
    s = [[(1 - shrink) * cov[i][j] + (shrink * cov[i][i] + 0.01 * mean_var + 1e-6 if i == j else 0.0)
          for j in range(f)] for i in range(f)]
    ws = solve_many(s, [mu[im] for im in IMMS])
    w = dict(zip(IMMS, ws))
    b = {im: -0.5 * sum(x * y for x, y in zip(mu[im], w[im])) for im in IMMS}
    return {"w": w, "b": b, "temperature": 1.0}


def log_probs(model: dict, x: list[float], t: float) -> dict[str, float]:
    z = {im: (model["b"][im] + sum(a * b for a, b in zip(model["w"][im], x))) / t for im in IMMS}
    top = max(z.values())
    lse = top + math.log(sum(math.exp(v - top) for v in z.values()))
    return {im: v - lse for im, v in z.items()}


def evaluate(model: dict, rows: list[tuple], t: float) -> dict:
    """Top-1 accuracy and mean log-loss of the per-seat posterior over the 8 Immortals."""
    hit, loss = 0, 0.0
    for r in rows:
        lp = log_probs(model, r[4], t)
        hit += max(lp, key=lp.get) == r[3]
        loss -= lp[r[3]]
    return {"accuracy": round(hit / len(rows), 4), "log_loss": round(loss / len(rows), 4)}


def tomorrow_hits(model: dict, rows: list[tuple], t: float) -> tuple[int, int]:
    """At the VP phase, for every seat as a would-be Tomorrow: is the most likely assignment of the others'
    Immortals (from the 7 left) entirely right?"""
    games: dict[int, list[tuple]] = {}
    for r in rows:
        games.setdefault(r[1], []).append(r)
    hits = n = 0
    for seats in games.values():
        for me in seats:
            others = [r for r in seats if r is not me]
            pool = [im for im in IMMS if im != me[3]]
            lps = [log_probs(model, r[4], t) for r in others]
            best = max(permutations(pool, len(others)), key=lambda a: sum(lp[im] for lp, im in zip(lps, a)))
            hits += all(im == r[3] for im, r in zip(best, others))
            n += 1
    return hits, n


def held_out(model: dict, test: list[tuple], t: float, tomorrow: bool) -> dict:
    """A fit's figures on the held-out rows (`evaluate`), with Tomorrow's all-right rate (`tomorrow_hits`) when
    asked (the VP phase of 4-player games)."""
    rep = evaluate(model, test, t)
    if tomorrow:
        h, n = tomorrow_hits(model, test, t)
        rep["tomorrow_map_all_right"] = round(h / n, 4) if n else None
    return rep


def main() -> None:
    ap = argparse.ArgumentParser()
    game_args(ap)
    ap.add_argument("--shrink", type=float, default=0.1)
    ap.add_argument("--out", type=Path, default=belief.WEIGHTS_FILE)
    ap.add_argument("--compare", type=Path,
                    help="another belief weights file, read on the same held-out games (e.g. the shipped fit)")
    args = ap.parse_args()
    other = belief.load_weights(args.compare) if args.compare else None
    if args.compare and other is None:
        raise SystemExit(f"{args.compare}: not a belief weights file for these features")

    jobs, series = jobs_of(args)
    with Pool(args.workers) as pool:
        games = list(pool.imap(play, jobs))
    rows = [r for gm in games for r in gm["rows"]]
    guesses = [x for gm in games for x in gm["tomorrow"]]
    held = lambda r: r[1] % 5 == 4   # noqa: E731
    stages: dict[str, dict] = {}
    report: dict[str, dict] = {}
    for stg in belief.STAGES:
        mine = [r for r in rows if r[0] == stg]
        train = [r for r in mine if not held(r)]
        test = [r for r in mine if held(r)]
        if not train or not test:
            raise SystemExit(f"stage {stg}: too few games to fit and test (use more --games)")
        model = fit_lda(train, args.shrink)
        t = min(TEMPERATURES, key=lambda x: evaluate(model, test, x)["log_loss"])
        tomorrow = stg == "vp" and series["players"] == 4
        rep = {"rows": len(mine), "temperature": t, **held_out(model, test, t, tomorrow),
               "uniform_log_loss": round(math.log(len(IMMS)), 4)}
        report[stg] = rep
        if other is not None:   # the other fit on the same held-out rows, at its own temperature
            print(stg, args.compare.name, json.dumps(held_out(other[stg], test, other[stg]["temperature"], tomorrow)))
        final = fit_lda(mine, args.shrink)
        final["temperature"] = t
        stages[stg] = final
        print(stg, json.dumps(rep))
    rate = round(sum(guesses) / len(guesses), 4) if guesses else None   # the recorded level's own Tomorrow
    print(f"{series['level']}'s Tomorrow named everyone right in {sum(guesses)} of {len(guesses)} games ({rate})")
    out = {"features": list(belief.FEATURES), "stages": stages,
           "meta": {**series, "shrink": args.shrink, "rows": len(rows), "script": "bench/fit_belief.py",
                    "report": report,
                    "normal_tomorrow_all_right": rate}}
    args.out.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({len(rows)} rows, {series['games']} games)")


if __name__ == "__main__":
    main()
