"""Is the win share the Hint and the review show true? Predicted against played-out, on self-play games.

The Hint says "You win 31% of 50 simulated games with it" and the review plots the same measure
(`game.bots.evaluate.evaluate_options`: the share of its paired playouts the seat won, a cut playout's projected
lead counting by the leaf's logistic). This script replays self-play games (recorded by bench/selfplay.py, or
played live), asks that measure at a few points of every seat's game - the first pick of each round (`pick r1`,
`pick r2`) and the first Kingdom decision of round 2 (`kingdom r2`) - for the option the seat then played, and
compares it with how the game ended: by bins of the predicted share (mean predicted, share actually won, its 95%
interval), by point and by the seat's Immortal, with the Brier score and the mean predicted and final VP.

    python bench/calibration.py --games-file FILE.jsonl --quality 64 --workers 2 [--json]
    python bench/calibration.py --level normal --games 40 --seed 41 --workers 2

Each row costs one `evaluate_options` at `--quality` samples per option (about 3.6 s a game of 4 seats and
3 points at 64 on one core). The shares are the seat's own, so they are read against games of the level recorded.
"""

from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from selfplay import Job, game_args, jobs_of, moves  # noqa: E402

from game.bots.evaluate import evaluate_options  # noqa: E402
from game.bots.tournament import wilson  # noqa: E402
from game.rules import GameState, apply_inplace, legal_actions, view_for  # noqa: E402

BINS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0)
"""Edges of the predicted-share bins (the last bin holds 1.0)."""


def point_of(st: GameState) -> str | None:
    """The calibration point a position is (the first pick of a round, the first Kingdom decision of round 2)."""
    d = st.pending
    if d is None:
        return None
    if d.kind == "pick" and st.pick == 0:
        return f"pick r{st.round}"
    if d.kind == "kingdom" and st.round == 2:
        return "kingdom r2"
    return None


def rows_of(job: Job, quality: int) -> list[dict]:
    """One row per seat and calibration point of a game: the predicted share and VP of the option played there,
    then how the game ended for that seat."""
    g = job[0]
    seen: set[tuple[str, int]] = set()
    rows: list[dict] = []
    st = None
    for st, a in moves(job):
        at = point_of(st)
        d = st.pending
        if at is not None and d is not None and (at, d.seat) not in seen:
            seen.add((at, d.seat))
            s = d.seat
            legal = legal_actions(st)
            vals = evaluate_options(view_for(st, s), legal, seed=g, quality=quality, include=(a,)) \
                if len(legal) > 1 else []
            if vals:
                o = next((v for v in vals if v.action == a), vals[0])
                rows.append({"point": at, "seat": s, "immortal": st.players[s].immortals[0],
                             "win": o.win, "vp": o.vp_mean})
        apply_inplace(st, a)
    assert st is not None and st.result is not None   # moves() raises for a record that ends early
    for r in rows:
        r["won"] = st.result["winner"] == r["seat"]
        r["final"] = st.result["players"][r["seat"]]["total"]
    return rows


def _bin(p: float) -> int:
    for i in range(len(BINS) - 2, -1, -1):
        if p >= BINS[i]:
            return i
    return 0


def _group(rows: list[dict]) -> dict:
    n = len(rows)
    won = sum(1 for r in rows if r["won"])
    lo, hi = wilson(won, n)
    return {"n": n, "predicted": round(sum(r["win"] for r in rows) / n, 3), "actual": round(won / n, 3),
            "ci": [round(lo, 3), round(hi, 3)], "vp_predicted": round(sum(r["vp"] for r in rows) / n, 2),
            "vp_final": round(sum(r["final"] for r in rows) / n, 2)}


def summary(rows: list[dict]) -> dict:
    """The calibration figures of a set of rows: overall (with the Brier score and that of always saying the
    base rate), by predicted-share bin, by point and by Immortal."""
    if not rows:
        raise ValueError("no rows to summarise")
    base = sum(1 for r in rows if r["won"]) / len(rows)
    out = {"all": _group(rows),
           "brier": round(sum((r["win"] - r["won"]) ** 2 for r in rows) / len(rows), 4),
           "brier_base_rate": round(sum((base - r["won"]) ** 2 for r in rows) / len(rows), 4),
           "bins": {}, "points": {}, "immortals": {}}
    for i in range(len(BINS) - 1):
        sel = [r for r in rows if _bin(r["win"]) == i]
        if sel:
            out["bins"][f"{BINS[i]:.1f}-{BINS[i + 1]:.1f}"] = _group(sel)
    for field, name in (("points", "point"), ("immortals", "immortal")):
        for k in sorted({r[name] for r in rows}):
            out[field][k] = _group([r for r in rows if r[name] == k])
    return out


def format_summary(s: dict) -> str:
    """The summary as a table for the console."""
    lines = [f"{'group':22s} {'n':>5s} {'predicted':>9s} {'actual':>7s} {'95% interval':>14s} "
             f"{'VP pred':>8s} {'VP final':>8s}"]

    def line(name: str, g: dict) -> None:
        lines.append(f"{name:22s} {g['n']:5d} {g['predicted']:9.3f} {g['actual']:7.3f} "
                     f"[{g['ci'][0]:.3f}, {g['ci'][1]:.3f}] {g['vp_predicted']:8.1f} {g['vp_final']:8.1f}")
    line("all", s["all"])
    for title in ("bins", "points", "immortals"):
        lines.append(f"-- by {title[:-1]}")
        for k, g in s[title].items():
            line(k, g)
    lines.append(f"Brier score {s['brier']:.4f} (always the base rate: {s['brier_base_rate']:.4f})")
    return "\n".join(lines)


def _rows(args: tuple[Job, int]) -> list[dict]:
    return rows_of(*args)


def main() -> None:
    ap = argparse.ArgumentParser(description="Calibration of the win share the Hint and the review show.")
    game_args(ap)
    ap.add_argument("--quality", type=int, default=64, help="samples per option (the Hint: 400 // options, <= 8)")
    ap.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    ap.add_argument("--rows", type=Path, help="also write every row as JSON lines to this file")
    args = ap.parse_args()
    jobs, meta = jobs_of(args)
    with Pool(args.workers) as pool:
        rows = [r for rs in pool.imap(_rows, [(j, args.quality) for j in jobs]) for r in rs]
    if args.rows:
        args.rows.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    s = summary(rows)
    s["meta"] = {**meta, "quality": args.quality, "rows": len(rows)}
    if args.json:
        print(json.dumps(s))
    else:
        print(f"{meta['games']} games ({meta['level']}, {meta['players']} players, seed {meta['seed']}), "
              f"quality {args.quality}, {len(rows)} rows")
        print(format_summary(s))


if __name__ == "__main__":
    main()
