"""Fit Hard's leaf projection (game/bots/leaf.py) on self-play games (Normal's by default).

Plays seeded games with Normal (or --level) at every seat, or replays the games bench/selfplay.py recorded
(--games-file), records each seat's `leaf.features` where round 2 begins (where a
Hard playout of a round-1 decision stops) and its final score, and fits by ridge least squares

    final score = bias + per-Immortal offset + sum(coef[f] * feature f)

The weights go to game/bots/leaf_weights.json with the seed, the game count and the fit figures (R^2, mean
absolute error and the winner's log-loss of the fit and of Normal's own estimate, on a held-out fifth of the games,
and of the fit cross-validated over five folds of them); the rows can be kept
as CSV (--rows) and refitted without playing (--from-rows).

Each checkpoint also gets one projection per Immortal (`by_immortal`, read by Hard with `leaf_imm`): every
feature of `leaf.ALL_FEATURES` with its own slope, each slope shrunk by --ridge-imm towards the shared fit's.
--keep-shared keeps the shared fit already in the output file (and its figures) and fits only these.
Beside the projections, a conditional logit fitted on who wins (`winner_logit`, not shipped) gives its
cross-validated log-loss of the winner, to tell whether a value fitted on wins would read them better.
--compare FILE scores another weights file (the shipped one, say) on the same rows, the held-out fifth and every
game, beside the new fit's figures (those of a fit on other players' games read these players' games).
--rich fits the shared projection on `leaf.RICH_FEATURES` (each resource held and its lead, buildings,
hand, the other seats' mean estimate); such a file is read only by a search given it as `leaf_file`.

Usage: python bench/fit_leaf.py [--games 300] [--players 4] [--seed 11] [--workers 2] [--level normal]
                               [--games-file FILE] [--rows FILE] [--keep-shared] [--compare FILE] [--rich]
       python bench/fit_leaf.py --from-rows FILE [--out FILE]
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selfplay import Job, game_args, jobs_of, moves  # noqa: E402

from game.bots import leaf  # noqa: E402
from game.bots.rollout import PHASE_RANK  # noqa: E402
from game.rules import apply_inplace  # noqa: E402

COLUMNS = ("cp", "game", "players", "seat", "immortal", *leaf.ALL_FEATURES, *leaf.RICH, "final")


def play(job: Job) -> list[dict]:
    """One self-play game: a row per seat and checkpoint (features there, final score)."""
    g, players = job[0], job[1]
    snaps: dict[str, tuple[list[dict], list[str]]] = {}
    for st, a in moves(job):
        for cp, at in leaf.CHECKPOINTS.items():
            if cp not in snaps and (st.round, PHASE_RANK[st.phase]) >= at:
                snaps[cp] = (leaf.features(st, rich=True), [p.immortals[0] for p in st.players])
        apply_inplace(st, a)
    rows = []
    for cp, (feats, imms) in snaps.items():
        for s, r in enumerate(st.result["players"]):
            rows.append({"cp": cp, "game": g, "players": players, "seat": s, "immortal": imms[s], **feats[s],
                         "final": float(r["total"])})
    return rows


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and well conditioned by ridge)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def design(row: dict, imms: list[str], feats: tuple[str, ...] = leaf.FEATURES) -> list[float]:
    return [1.0] + [1.0 if row["immortal"] == i else 0.0 for i in imms] + [float(row[f]) for f in feats]


def fit(rows: list[dict], ridge: float = 1.0, feats: tuple[str, ...] = leaf.FEATURES) -> dict:
    """Ridge least squares of the final score on the features `feats` (the bias is not penalized)."""
    imms = sorted({r["immortal"] for r in rows})
    xs = [design(r, imms, feats) for r in rows]
    ys = [r["final"] for r in rows]
    k = len(xs[0])
    ata = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j and i > 0 else 0.0) for j in range(k)] for i in range(k)]
    aty = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(k)]
    beta = solve(ata, aty)
    return {"bias": beta[0], "immortal": dict(zip(imms, beta[1:1 + len(imms)])),
            "coef": dict(zip(feats, beta[1 + len(imms):]))}


def fit_by_immortal(rows: list[dict], shared: dict, ridge: float) -> dict[str, dict]:
    """One projection per Immortal over every feature (`leaf.ALL_FEATURES`), each slope shrunk by `ridge` towards
    the shared fit's (0 for the features only these read), its bias unpenalized."""
    out = {}
    for imm in sorted({r["immortal"] for r in rows}):
        mine = [r for r in rows if r["immortal"] == imm]
        xs = [[1.0] + [float(r[f]) for f in leaf.ALL_FEATURES] for r in mine]
        prior = [0.0] + [shared["coef"].get(f, 0.0) for f in leaf.ALL_FEATURES]
        k = len(prior)
        ata = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j and i > 0 else 0.0) for j in range(k)]
               for i in range(k)]
        aty = [sum(x[i] * r["final"] for x, r in zip(xs, mine)) + (ridge * prior[i] if i > 0 else 0.0)
               for i in range(k)]
        beta = solve(ata, aty)
        out[imm] = {"bias": beta[0], "coef": dict(zip(leaf.ALL_FEATURES, beta[1:]))}
    return out


def predictor_by_immortal(shared: dict, by_imm: dict[str, dict]):
    def predict(r: dict) -> float:
        w = by_imm.get(r["immortal"])
        if w is None:
            return predictor(shared)(r)
        return w["bias"] + sum(c * float(r[f]) for f, c in w["coef"].items())
    return predict


def _shared(kept: dict, cp: str) -> dict:
    """The shared fit of checkpoint `cp` in a weights file."""
    w = kept["checkpoints"][cp]
    return {"bias": w["bias"], "immortal": dict(w["immortal"]), "coef": dict(w["coef"])}


def _mae(rows: list[dict], predict) -> float:
    return round(sum(abs(r["final"] - predict(r)) for r in rows) / len(rows), 3)


WIN_TAU = 5.0
"""The spread of `winner_logloss`'s softmax, in VP: Hard's `win_tau`, the spread its search reads a lead with."""


def winner_logloss(games: dict[int, list[tuple[float, float]]], tau: float = WIN_TAU) -> float:
    """Mean log-loss of each game's winner under a softmax of the predicted scores over its seats (uniform with 4
    seats: ln 4 = 1.386); a tie for the highest score counts the first such seat."""
    ll = 0.0
    for g in games.values():
        ys = [y for _, y in g]
        top = max(p for p, _ in g)
        z = sum(math.exp((p - top) / tau) for p, _ in g)
        ll -= (g[ys.index(max(ys))][0] - top) / tau - math.log(z)
    return ll / len(games)


def scores(rows: list[dict], predict) -> dict:
    """R^2, mean absolute error, how often the predicted leader of a game is its winner, and the winner's log-loss
    (`winner_logloss`)."""
    ys = [r["final"] for r in rows]
    ps = [predict(r) for r in rows]
    mean = sum(ys) / len(ys)
    ss_tot = sum((y - mean) ** 2 for y in ys)
    ss_res = sum((y - p) ** 2 for y, p in zip(ys, ps))
    games: dict[int, list[tuple[float, float]]] = {}
    for r, p in zip(rows, ps):
        games.setdefault(r["game"], []).append((p, r["final"]))
    hit = sum(1 for g in games.values() if max(g)[1] == max(y for _, y in g))
    return {"r2": round(1 - ss_res / ss_tot, 4), "mae": round(sum(abs(y - p) for y, p in zip(ys, ps)) / len(ys), 3),
            "leader_is_winner": round(hit / len(games), 4), "winner_logloss": round(winner_logloss(games), 4)}


FOLDS = 5


def cross_validated(rows: list[dict], ridge: float, folds: int = FOLDS, feats: tuple[str, ...] = leaf.FEATURES):
    """A predictor that values each row by the shared fit on the games of the other folds (game number mod
    `folds`): every game held out once, for figures less at the mercy of one held-out slice."""
    out: dict[int, float] = {}
    for k in range(folds):
        w = fit([r for r in rows if r["game"] % folds != k], ridge, feats)
        out.update({id(r): predictor(w)(r) for r in rows if r["game"] % folds == k})
    return lambda r: out[id(r)]


def _logit_x(r: dict, imms: list[str]) -> list[float]:
    return [float(r[f]) / 10 for f in leaf.FEATURES] + [1.0 if r["immortal"] == i else 0.0 for i in imms[1:]]


def winner_logit(rows: list[dict], l2: float = 0.5, iters: int = 300, rate: float = 0.5) -> dict[str, float]:
    """A conditional logit of who wins a game, over its seats, on the same features (each divided by 10) and an
    offset per Immortal but the first: a value fitted on wins, not on scores. Gradient ascent on the mean
    log-likelihood less `l2` times half the squared weights."""
    imms = sorted({r["immortal"] for r in rows})
    names = [*leaf.FEATURES, *imms[1:]]
    data = []
    for rs in _by_game(rows).values():
        data.append(([_logit_x(r, imms) for r in rs], max(range(len(rs)), key=lambda i: rs[i]["final"])))
    b = [0.0] * len(names)
    for _ in range(iters):
        grad = [-l2 * v for v in b]
        for xs, won in data:
            u = [sum(w * x for w, x in zip(b, xr)) for xr in xs]
            top = max(u)
            e = [math.exp(v - top) for v in u]
            z = sum(e)
            for i, xr in enumerate(xs):
                d = (1.0 if i == won else 0.0) - e[i] / z
                for j, x in enumerate(xr):
                    grad[j] += d * x
        b = [w + rate * g / len(data) for w, g in zip(b, grad)]
    return dict(zip(names, b))


def _by_game(rows: list[dict]) -> dict[int, list[dict]]:
    games: dict[int, list[dict]] = {}
    for r in rows:
        games.setdefault(int(r["game"]), []).append(r)
    return games


def winner_logit_logloss(train: list[dict], test: list[dict]) -> float:
    """The winner's mean log-loss on `test` of the `winner_logit` fitted on `train`."""
    w = winner_logit(train)
    imms = sorted({r["immortal"] for r in train})
    names = [*leaf.FEATURES, *imms[1:]]
    ll = 0.0
    games = _by_game(test)
    for rs in games.values():
        u = [sum(w[n] * x for n, x in zip(names, _logit_x(r, imms))) for r in rs]
        top = max(u)
        won = max(range(len(rs)), key=lambda i: rs[i]["final"])
        ll -= u[won] - top - math.log(sum(math.exp(v - top) for v in u))
    return ll / len(games)


def predictor(w: dict):
    return lambda r: w["bias"] + w["immortal"].get(r["immortal"], 0.0) + sum(
        c * float(r[f]) for f, c in w["coef"].items())


def main() -> None:
    ap = argparse.ArgumentParser()
    game_args(ap)
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--ridge-imm", type=float, default=200.0,
                    help="how hard each per-Immortal slope is pulled towards the shared one")
    ap.add_argument("--rows", type=Path, help="also write the rows as CSV")
    ap.add_argument("--from-rows", type=Path, help="fit rows written earlier instead of playing games")
    ap.add_argument("--out", type=Path, default=leaf.WEIGHTS_FILE)
    ap.add_argument("--rich", action="store_true",
                    help="fit the shared projection on leaf.RICH_FEATURES (read only by a search given "
                         "this file as leaf_file)")
    ap.add_argument("--keep-shared", action="store_true",
                    help="keep the shared fit of the output file; fit only the per-Immortal projections")
    ap.add_argument("--compare", type=Path,
                    help="also score this weights file (e.g. game/bots/leaf_weights.json) on the held-out fifth and "
                         "on every game")
    args = ap.parse_args()
    other = leaf.load_weights(args.compare) if args.compare else None
    feats = leaf.RICH_FEATURES if args.rich else leaf.FEATURES
    kept = json.loads(args.out.read_text(encoding="utf-8")) if args.keep_shared else None

    if args.from_rows:
        with args.from_rows.open(newline="", encoding="utf-8") as fh:
            rows = [{k: (v if k in ("immortal", "cp") else float(v)) for k, v in r.items()}
                    for r in csv.DictReader(fh)]
        for r in rows:
            r["game"] = int(r["game"])
        lacking = [f for f in feats if rows and f not in rows[0]]
        if lacking:   # rows written before leaf.RICH existed
            sys.exit(f"{args.from_rows}: no column {', '.join(lacking)} to fit (play the games again for --rich)")
        meta = {"rows_file": str(args.from_rows)}
    else:
        jobs, meta = jobs_of(args)
        with Pool(args.workers) as pool:
            rows = [r for game in pool.imap(play, jobs) for r in game]
        if args.rows:
            with args.rows.open("w", newline="", encoding="utf-8") as fh:
                wr = csv.DictWriter(fh, fieldnames=COLUMNS)
                wr.writeheader()
                wr.writerows(rows)
    n_games = len({r["game"] for r in rows})
    held = {g for g in {r["game"] for r in rows} if g % 5 == 4}
    per: dict[str, dict] = {}
    report: dict[str, dict] = {}
    for cp in leaf.CHECKPOINTS:
        mine = [r for r in rows if r["cp"] == cp]
        if not mine:
            continue
        train = [r for r in mine if r["game"] not in held]
        test = [r for r in mine if r["game"] in held]
        if test and train:
            shared = _shared(kept, cp) if kept else fit(train, args.ridge, feats)
            own = fit_by_immortal(train, shared, args.ridge_imm)
            report[cp] = {"fitted, held-out fifth": scores(test, predictor(shared)),
                          "fitted per Immortal, held-out fifth": scores(test, predictor_by_immortal(shared, own)),
                          "Normal's estimate + potential, held-out fifth": scores(test, predictor(leaf.UNFITTED))}
            if not kept:
                cv = cross_validated(mine, args.ridge, feats=feats)
                report[cp][f"fitted, {FOLDS}-fold cross-validated"] = scores(mine, cv)
                folds = [([r for r in mine if r["game"] % FOLDS != k], [r for r in mine if r["game"] % FOLDS == k])
                         for k in range(FOLDS)]
                report[cp][f"winner logit, {FOLDS}-fold cross-validated"] = {"winner_logloss": round(
                    sum(winner_logit_logloss(tr, te) * len(_by_game(te)) for tr, te in folds) / len(_by_game(mine)),
                    4)}
            if other is not None:
                report[cp][f"{args.compare.name}, held-out fifth"] = scores(test, predictor(other[cp]))
                report[cp][f"{args.compare.name}, every game"] = scores(mine, predictor(other[cp]))
            for imm in sorted(own):
                sub = [r for r in test if r["immortal"] == imm]
                if sub:
                    report[cp][f"mae {imm}: shared / own"] = [_mae(sub, predictor(shared)),
                                                              _mae(sub, predictor_by_immortal(shared, own))]
        per[cp] = _shared(kept, cp) if kept else fit(mine, args.ridge, feats)   # shipped weights: every game
        per[cp]["by_immortal"] = fit_by_immortal(mine, per[cp], args.ridge_imm)
        print(cp, json.dumps(report.get(cp)))
        print("  coef:", {k: round(v, 3) for k, v in per[cp]["coef"].items()}, "bias:", round(per[cp]["bias"], 2))
        print("  immortal:", {k: round(v, 2) for k, v in per[cp]["immortal"].items()})
    out = {"checkpoints": per, "meta": {**meta, "rows": len(rows), "games_seen": n_games, "ridge": args.ridge,
                                        "ridge_imm": args.ridge_imm, "rich": args.rich,
                                        "script": "bench/fit_leaf.py", "report": report}}
    if kept:   # the shared fit and its figures stay as they were; these games gave the per-Immortal fits
        out["meta"] = {**kept["meta"], "by_immortal": {**out["meta"], "kept_shared": True}}
    args.out.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({len(rows)} rows, {n_games} games)")


if __name__ == "__main__":
    main()
