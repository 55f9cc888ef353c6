"""Game review speed and sense: `python bench/review.py [--file F --seat N] [--quality Q] [--deals D]
[--compare-quality Q2] [--json]`.

1. Time: the review of one seat of a 4-player game (a file, or a seeded game of Hard against 3 Normal bots, the
   Hard seat reviewed) at the given quality (default: the review's default): total seconds, per decision, and
   the load average while it ran (the figure is CPU time of one core only if the machine is otherwise idle).
2. Sense: on D seeded deals, seat 0 is played once by the random bot and once by Hard (the other seats Normal in
   both); each game's seat 0 is reviewed at --compare-quality, and the mean VP lost per decision of each is
   printed with their ratio (the random seat should lose several times more).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import make_bot  # noqa: E402
from game.bots.evaluate import DEFAULT_QUALITY  # noqa: E402
from game.gamefile import SAVE_VERSION, SaveError, read_record  # noqa: E402
from game.review import review_record  # noqa: E402
from game.rules import apply_inplace, legal_actions, new_game, view_for  # noqa: E402


def play(seed: int, levels: list[str]) -> dict:
    """A seeded game of the given bot levels, as a save record."""
    st = new_game(len(levels), seed)
    bots = [make_bot(lv, seed=seed * 10 + i) for i, lv in enumerate(levels)]
    actions = []
    while not st.over:
        s = st.to_act
        legal = legal_actions(st)
        a = legal[0] if len(legal) == 1 else bots[s].choose(view_for(st, s), legal)
        apply_inplace(st, a)
        actions.append(a)
    return {"version": SAVE_VERSION, "seed": seed, "players": len(levels), "names": levels,
            "seats": ["human"] + ["bot:normal"] * (len(levels) - 1), "actions": actions}


def timed_review(record: dict, seat: int, quality: int) -> dict:
    load0 = os.getloadavg()[0]
    c0, t0 = time.process_time(), time.perf_counter()
    rev = review_record(record, seat, quality)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    n = len(rev["decisions"])
    return {"decisions": n, "seconds": round(wall, 2), "cpu_seconds": round(cpu, 2),
            "ms_per_decision": round(1000 * wall / max(1, n), 1), "load_before": round(load0, 2),
            "load_after": round(os.getloadavg()[0], 2), "vp_lost_total": rev["vp_lost_total"],
            "accuracy": rev["accuracy"]}


def record_for(file: str | None, seed: int, levels: list[str]) -> dict | None:
    """The game to review: the file's record (None after printing its one-line error), else a seeded bot game."""
    if not file:
        return play(seed, levels)
    try:
        return read_record(Path(file), kept_ok=True)
    except SaveError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--file", help="a game file to time (default: a seeded Hard vs 3 Normal game)")
    ap.add_argument("--seat", type=int, default=0)
    ap.add_argument("--quality", type=int, default=DEFAULT_QUALITY)
    ap.add_argument("--deals", type=int, default=4, help="deals for random vs Hard (0: skip)")
    ap.add_argument("--compare-quality", type=int, default=32)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    out: dict = {"quality": args.quality}
    record = record_for(args.file, args.seed, ["hard", "normal", "normal", "normal"])
    if record is None:
        return 2
    out["time"] = timed_review(record, args.seat, args.quality)
    if not args.json:
        t = out["time"]
        print(f"review of seat {args.seat}, quality {args.quality}: {t['decisions']} decisions in {t['seconds']} s "
              f"({t['ms_per_decision']} ms each, cpu {t['cpu_seconds']} s; load average {t['load_before']} -> "
              f"{t['load_after']})")
    rows = []
    for d in range(args.deals):
        seed = args.seed + 1 + d
        row = {"seed": seed}
        for level in ("random", "hard"):
            rev = review_record(play(seed, [level, "normal", "normal", "normal"]), 0, args.compare_quality)
            n = len(rev["decisions"])
            row[level] = {"decisions": n, "vp_lost": rev["vp_lost_total"],
                          "per_decision": round(rev["vp_lost_total"] / max(1, n), 3), "accuracy": rev["accuracy"]}
        rows.append(row)
        if not args.json:
            print(f"deal {seed}: random {row['random']['per_decision']:.2f} VP lost/decision "
                  f"({row['random']['decisions']} decisions, accuracy {row['random']['accuracy']}%), "
                  f"hard {row['hard']['per_decision']:.2f} ({row['hard']['decisions']}, {row['hard']['accuracy']}%)")
    if rows:
        per = {lv: sum(r[lv]["vp_lost"] for r in rows) / max(1, sum(r[lv]["decisions"] for r in rows))
               for lv in ("random", "hard")}
        out["random_vs_hard"] = {"deals": rows, "random_per_decision": round(per["random"], 3),
                                 "hard_per_decision": round(per["hard"], 3),
                                 "ratio": round(per["random"] / per["hard"], 2) if per["hard"] > 0 else None,
                                 "quality": args.compare_quality}
        if not args.json:
            r = out["random_vs_hard"]
            print(f"mean VP lost per decision over {len(rows)} deals (quality {args.compare_quality}): random "
                  f"{r['random_per_decision']:.2f}, hard {r['hard_per_decision']:.2f}, ratio {r['ratio']}")
    if args.json:
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
