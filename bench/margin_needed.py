"""How many VP a game a seat must gain on equal rivals to win a given share: the size of a target in points.

Expert's target is 35% of 4-player games against 3 Hard (par 25%). This script reads a recorded self-play series
of one level (`bench/selfplay.py`, e.g. `bench/data/hard_s41.jsonl.gz`), adds x VP to one seat's final score at a
time and counts how often that seat then wins (by the rules' own `scoring.winner` on the game's final state:
Justice wins every tie she is in, else the higher Immortal number). The curve turns a win share into the lead a
stronger seat would need over the level it plays against, and a pilot's paired lead (`bench/pilot.py --compare`)
into the share it buys if it moved every game by that much. It also gives the series' win share by Immortal (how
unequal the dealt Immortals are between equal players).

    python bench/margin_needed.py --games-file bench/data/hard_s41.jsonl.gz [--target 35] [--json]

A uniform shift is a simplification: a real gain is larger in some games than in others. Reading the target
against it says how far a lever is from the target, not that a lever of that mean reaches it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.selfplay import moves, read_games  # noqa: E402
from game.rules import GameState, apply_inplace  # noqa: E402
from game.rules.scoring import winner  # noqa: E402

SHIFTS = (0, 1, 2, 3, 4, 5, 6, 8, 10)
"""The added VP a game the curve is read at."""


Row = tuple[list[int], GameState]
"""A game's final scores and its final state (whose Immortals break ties)."""


def dealt(games: list[dict]) -> list[Row]:
    """Each recorded game's final scores and final state, replayed from its seed and actions."""
    out = []
    for g in games:
        st = None
        for st, action in moves((g["game"], g["players"], g["seed"], g["level"], g["actions"])):
            apply_inplace(st, action, events=False)   # no one reads the events
        if st is None or st.result is None:
            raise SystemExit(f"recorded game {g['game']} (seed {g['seed']}) has no final score")
        out.append(([r["total"] for r in st.result["players"]], st))
    return out


def share_with_shift(rows: list[Row], x: int) -> float:
    """The share of seat-games a seat wins with x VP added to its final score (every seat of every game in turn)."""
    wins = seats = 0
    for scores, st in rows:
        for s in range(len(scores)):
            shifted = list(scores)
            shifted[s] += x
            wins += winner(st, shifted) == s
            seats += 1
    return wins / seats


def needed(rows: list[Row], target: float, curve: dict[int, float] | None = None) -> float:
    """The shift (VP a game, interpolated between whole points) at which a seat's share reaches `target`; inf if
    40 VP do not reach it. `curve`: shares already worked out per shift (read, and filled with the new ones)."""
    known = curve if curve is not None else {}

    def share(x: int) -> float:
        if x not in known:
            known[x] = share_with_shift(rows, x)
        return known[x]
    lo = share(0)
    if lo >= target:
        return 0.0
    for x in range(1, 41):
        hi = share(x)
        if hi >= target:   # lo < target <= hi, so hi > lo
            return x - 1 + (target - lo) / (hi - lo)
        lo = hi
    return float("inf")


def by_immortal(rows: list[Row]) -> dict[str, tuple[int, int]]:
    """Wins and games of each Immortal in the series, as dealt (no shift)."""
    out: dict[str, list[int]] = {}
    for scores, st in rows:
        w = winner(st, scores)
        for s, p in enumerate(st.players):
            rec = out.setdefault(p.immortal, [0, 0])
            rec[0] += s == w
            rec[1] += 1
    return {k: (v[0], v[1]) for k, v in sorted(out.items())}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--games-file", required=True, help="a series recorded by bench/selfplay.py (.jsonl or .gz)")
    ap.add_argument("--target", type=float, default=35.0, help="the win share to size, in percent")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    games = read_games(Path(args.games_file))
    rows = dealt(games)
    curve = {x: share_with_shift(rows, x) for x in SHIFTS}
    need = needed(rows, args.target / 100, dict(curve))
    imm = by_immortal(rows)
    if args.json:
        print(json.dumps({"games": len(rows), "curve": curve, "target": args.target, "needed_vp": need,
                          "by_immortal": imm}))
        return
    print(f"{len(rows)} games of {args.games_file}: a seat's win share with x VP added to its final score")
    for x, share in curve.items():
        print(f"  +{x:>2} VP  {100 * share:5.1f}%")
    print(f"{args.target:.0f}% needs about +{need:.1f} VP a game over the series' level")
    print("wins by Immortal, as dealt: " + ", ".join(f"{k} {w}/{n} ({100 * w / n:.0f}%)" for k, (w, n) in imm.items()))


if __name__ == "__main__":
    main()
