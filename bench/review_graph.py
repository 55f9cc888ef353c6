"""The review graph's smoothness and accuracy: `python bench/review_graph.py [--games N] [--seed S] [--fit F]
[--json]`.

Plays N seeded 4-player games of Normal bots (seeds S..S+N-1) and replays each from seat 0's view, as the review
does, projecting every seat's final score after every action twice: with the graph as it was (one leaf fit per
moment, switched at round 2's draft, the final scores replacing it at the end: `legacy`) and as it is now
(`game.review.graph.projection`). Prints, for both, the mean absolute jump of a seat's projection (all seats of
all games) at the round boundary (last point of round 1 to first point of round 2), at the end (last point
before the final scores to the final scores) and, for scale, at any other step; the mean signed jump there (a
bias that does not average out is a fault of the projection, not an event of the game); and the mean absolute
error (and mean error) against the final score at each stage of the game.
`--fit F`: instead, fit the per-stage calibration (a + b x leaf projection) on F games from seed 1001 (kept apart
from the measuring seeds) and print it as the `CALIBRATION` table of game/review/graph.py.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import review as review_bench  # noqa: E402

from game.bots import model as M  # noqa: E402
from game.review import graph  # noqa: E402
from game.rules import apply_inplace, new_game, view_for  # noqa: E402

FIT_SEED = 1001
STAGES = ("1 draft start", "1 kingdom start", "1 end", "2 draft start", "2 kingdom start", "2 end")


def play(seed: int, players: int = 4) -> list[str]:
    """The actions of a seeded game of Normal bots (bench/review.py's game)."""
    return review_bench.play(seed, ["normal"] * players)["actions"]


def legacy_projection(view: dict) -> list[float]:
    """The graph's projection before the fix: one leaf fit per moment (k1 in round 1's draft and Kingdom, r2 after,
    k2 all through round 2), uncalibrated."""
    if view["round"] == 1:
        cp = "k1" if view["phase"] in ("draft", "kingdom") else "r2"
    else:
        cp = "k2"
    m = M.Model(view)
    return [graph.seat_projection(m, view, s, graph._W[cp]) for s in range(view["players"])]


def trace(seed: int, seat: int = 0, players: int = 4) -> dict:
    """One seeded game replayed from `seat`'s view: per point its round, phase, the raw (stage, projection) per
    seat, the legacy and current projections; and the final scores."""
    actions = play(seed, players)
    st = new_game(players, seed)
    points = []
    for i in range(len(actions) + 1):
        if i:
            apply_inplace(st, actions[i - 1])
        v = view_for(st, seat)
        if v.get("result") is not None:
            final = [float(r["total"]) for r in v["result"]["players"]]
            break
        points.append({"ply": i, "round": v["round"], "phase": v["phase"], "raw": graph.raw_projection(v),
                       "legacy": legacy_projection(v), "now": graph.projection(v)})
    return {"seed": seed, "points": points, "final": final}


def _mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 2) if xs else float("nan")


def measure(games: list[dict], key: str) -> dict:
    """Jumps and errors of one projection ("legacy" or "now") over traced games."""
    jumps: dict[str, list[float]] = {"round boundary": [], "end": [], "other steps": []}
    errors: dict[str, list[float]] = {s: [] for s in STAGES}
    for g in games:
        pts, final = g["points"], g["final"]
        n = len(final)
        for a, b in zip(pts, pts[1:]):
            where = "round boundary" if a["round"] == 1 and b["round"] == 2 else "other steps"
            jumps[where] += [b[key][s] - a[key][s] for s in range(n)]
        jumps["end"] += [final[s] - pts[-1][key][s] for s in range(n)]
        marks = {"1 draft start": pts[0], "1 end": [p for p in pts if p["round"] == 1][-1],
                 "2 draft start": next(p for p in pts if p["round"] == 2), "2 end": pts[-1]}
        for r in (1, 2):
            k = next((p for p in pts if p["round"] == r and p["phase"] == "kingdom"), None)
            if k is not None:
                marks[f"{r} kingdom start"] = k
        for name, p in marks.items():
            errors[name] += [p[key][s] - final[s] for s in range(n)]
    return {"jump_abs": {k: _mean([abs(x) for x in v]) for k, v in jumps.items()},
            "jump_mean": {k: _mean(v) for k, v in jumps.items()},
            "error_abs": {k: _mean([abs(x) for x in v]) for k, v in errors.items()},
            "error_mean": {k: _mean(v) for k, v in errors.items()}}


def fit(games: list[dict]) -> dict[str, tuple[float, float]]:
    """Per stage, the least-squares a, b of final score = a + b x raw leaf projection."""
    rows: dict[str, list[tuple[float, float]]] = {}
    for g in games:
        for p in g["points"]:
            for s, (st, x) in enumerate(p["raw"]):
                rows.setdefault(st, []).append((x, g["final"][s]))
    out = {}
    for st, xy in sorted(rows.items()):
        n = len(xy)
        mx = sum(x for x, _ in xy) / n
        my = sum(y for _, y in xy) / n
        sxx = sum((x - mx) ** 2 for x, _ in xy)
        b = sum((x - mx) * (y - my) for x, y in xy) / sxx if sxx > 1e-9 else 1.0
        out[st] = (round(my - b * mx, 3), round(b, 4))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--fit", type=int, default=0, help="fit the calibration on this many games instead")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    t0 = time.perf_counter()
    if args.fit:
        games = [trace(FIT_SEED + i) for i in range(args.fit)]
        table = fit(games)
        print(f"# fitted by `python bench/review_graph.py --fit {args.fit}` (seeds {FIT_SEED}-"
              f"{FIT_SEED + args.fit - 1}, 4 players, Normal self-play, seat 0's view)")
        print("CALIBRATION: dict[str, tuple[float, float]] = {")
        for st, (a, b) in table.items():
            print(f'    "{st}": ({a}, {b}),')
        print("}")
        return 0
    games = [trace(args.seed + i) for i in range(args.games)]
    out = {"games": args.games, "seeds": [args.seed, args.seed + args.games - 1],
           "legacy": measure(games, "legacy"), "now": measure(games, "now"),
           "seconds": round(time.perf_counter() - t0, 1)}
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"{args.games} seeded 4-player Normal games (seeds {args.seed}-{args.seed + args.games - 1}), "
          f"seat 0's view, {out['seconds']} s; figures: before -> after")
    for what, label in (("jump_abs", "mean |jump|"), ("jump_mean", "mean jump"), ("error_abs", "mean |error|"),
                        ("error_mean", "mean error")):
        for k in out["now"][what]:
            print(f"  {label:13} {k:16} {out['legacy'][what][k]:7.2f} -> {out['now'][what][k]:7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
