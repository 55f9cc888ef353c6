"""Robustness sweep: `python bench/sweep.py [--games N] [--seed S] [--workers W] [--hard-playouts P]`.

Plays N seeded games with 3-6 players (cycling) and a level drawn at random for every seat, with the bots' strict
mode on, so an internal bot error raises instead of falling back. Prints the games played, illegal choices and
exceptions (each with its game seed and level mix, to replay), games per second and the level mixes covered.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import LEVELS, make_bot  # noqa: E402
from game.bots.heuristic import HeuristicBot  # noqa: E402
from game.bots.search import SearchBot  # noqa: E402
from game.rules import apply_inplace, legal_actions, new_game, view_for  # noqa: E402

SWEPT = tuple(lv for lv in LEVELS if lv != "expert")   # Expert is Hard's search with other knobs: Hard covers it


def mix_for(seed: int, game: int) -> list[str]:
    """The seat levels of game number `game`: 3 to 6 seats in turn, each level drawn from a seeded RNG."""
    rnd = random.Random(seed * 1_000_003 + game)
    return [rnd.choice(SWEPT) for _ in range(3 + game % 4)]


def play_one(args: tuple[int, int, int]) -> dict:
    """One strict game; returns {"game", "mix", "error"} where error is None or a one-line description."""
    seed, game, hard_playouts = args
    HeuristicBot.strict = True
    SearchBot.strict = True
    mix = mix_for(seed, game)
    gseed = seed * 1_000_003 + game
    bots = [make_bot(lv, gseed * 7 + i, **({"playouts": hard_playouts} if lv == "hard" else {}))
            for i, lv in enumerate(mix)]
    st = new_game(len(mix), gseed)
    try:
        while not st.over:
            s = st.to_act
            legal = legal_actions(st)
            a = bots[s].choose(view_for(st, s), legal)
            if a not in legal:
                return {"game": game, "mix": mix, "error": f"illegal {a!r} by {mix[s]} at ply {st.ply}"}
            apply_inplace(st, a)
    except Exception as exc:   # reported, with the seed to replay it
        last = traceback.format_exc().strip().splitlines()[-1]
        return {"game": game, "mix": mix, "error": f"{type(exc).__name__} at ply {st.ply}: {last}"}
    return {"game": game, "mix": mix, "error": None}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--hard-playouts", type=int, default=160, help="Hard's work per decision (default: as shipped)")
    a = p.parse_args(argv)
    jobs = [(a.seed, g, a.hard_playouts) for g in range(a.games)]
    t0 = time.perf_counter()
    if a.workers > 1:
        with Pool(a.workers) as pool:
            out = pool.map(play_one, jobs, chunksize=1)
    else:
        out = [play_one(j) for j in jobs]
    dt = time.perf_counter() - t0
    errors = [r for r in out if r["error"]]
    sizes = {n: sum(1 for r in out if len(r["mix"]) == n) for n in range(3, 7)}
    with_level = {lv: sum(1 for r in out if lv in r["mix"]) for lv in SWEPT}
    print(f"games {len(out)}  errors {len(errors)}  {len(out) / dt:.2f} games/s  ({dt:.0f} s, {a.workers} workers, "
          f"hard playouts {a.hard_playouts})")
    print("players: " + "  ".join(f"{n}p {c}" for n, c in sizes.items()))
    print("games with each level: " + "  ".join(f"{lv} {c}" for lv, c in with_level.items()))
    print(f"distinct level mixes: {len({tuple(r['mix']) for r in out})}")
    for r in errors:
        print(f"  game {r['game']} (seed {a.seed * 1_000_003 + r['game']}) {','.join(r['mix'])}: {r['error']}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
