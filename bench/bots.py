"""Decision time per bot level on one core: `python bench/bots.py [--games N] [--players P] [--seed S]`.

Each level plays N seeded games against Normal opponents in a single process; prints p50/p95/max in ms.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import LEVELS  # noqa: E402
from game.bots.tournament import _pct, game_seed, lineup, play_game  # noqa: E402


def bench(level: str, games: int, players: int, seed: int) -> dict[str, float]:
    """Decision times (ms) of `level` over seeded games against Normal opponents."""
    times: list[float] = []
    seats = [level] + ["normal"] * (players - 1)
    for g in range(games):
        levels = lineup(seats, g)
        rec = play_game(levels, game_seed(seed, g))
        for s, lv in enumerate(levels):
            if lv == level and (level != "normal" or s == levels.index(level)):
                times.extend(rec["times"][s])
    times.sort()
    return {"n": len(times), "p50": _pct(times, 0.5), "p95": _pct(times, 0.95), "max": times[-1] if times else 0.0}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--levels", type=str, default=",".join(LEVELS))
    a = p.parse_args(argv)
    print(f"{'level':<8}{'decisions':>10}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    for level in a.levels.split(","):
        r = bench(level, a.games, a.players, a.seed)
        print(f"{level:<8}{r['n']:>10}{r['p50']:>10.2f}{r['p95']:>10.2f}{r['max']:>10.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
