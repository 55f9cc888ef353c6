"""Engine speed: random full 4-player games per second on one core, and mean legal_actions + apply time, with the
events the screens read and without them (`events=False`).

Also with fast menus (as bots' playouts run): Kingdom options are unchecked candidates, tried in random order
until `kingdom_ok` accepts one, which is a uniform choice among the open actions like the first figure.

Usage: python bench/engine.py [--games 2000] [--players 4] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules import apply, apply_inplace, legal_actions, new_game  # noqa: E402
from game.rules.engine import kingdom_ok  # noqa: E402


def random_games(games: int, players: int, seed: int, events: bool) -> tuple[float, int]:
    """(seconds, actions) of `games` random games played in place, building events or not."""
    actions = 0
    t0 = time.perf_counter()
    for g in range(games):
        st = new_game(players, seed * 100_000 + g)
        rnd = random.Random(g)
        while not st.over:
            apply_inplace(st, rnd.choice(legal_actions(st)), events=events)
            actions += 1
    return time.perf_counter() - t0, actions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    dt, actions = random_games(args.games, args.players, args.seed, events=True)
    print(f"random {args.players}-player games: {args.games / dt:,.0f} games/s "
          f"({args.games} games, {actions / args.games:.0f} actions/game, {dt:.2f} s, in-place apply)")
    print(f"mean legal_actions + apply_inplace: {dt / actions * 1e6:.1f} us")
    # the same games without events, as `main.py simulate`, replays and the bots' playouts run
    dt, actions = random_games(args.games, args.players, args.seed, events=False)
    print(f"the same without events: {args.games / dt:,.0f} games/s, {dt / actions * 1e6:.1f} us an action")

    actions = 0
    t0 = time.perf_counter()
    for g in range(args.games):
        st = new_game(args.players, args.seed * 100_000 + g)
        st.fast_menus = True
        rnd = random.Random(g)
        while not st.over:
            opts = legal_actions(st)
            if st.pending.kind == "kingdom":
                rnd.shuffle(opts)
                a = next(x for x in opts if kingdom_ok(st, x))
            else:
                a = rnd.choice(opts)
            apply_inplace(st, a)
            actions += 1
    dt = time.perf_counter() - t0
    print(f"with fast menus (simulations): {args.games / dt:,.0f} games/s ({actions / args.games:.0f} actions/game)")

    # the pure API (a clone per action), as a bot's look-ahead would use it
    n = max(1, args.games // 10)
    acts = 0
    t0 = time.perf_counter()
    for g in range(n):
        st = new_game(args.players, args.seed * 100_000 + g)
        rnd = random.Random(g)
        while not st.over:
            st, _ = apply(st, rnd.choice(legal_actions(st)))
            acts += 1
    dt = time.perf_counter() - t0
    print(f"pure apply (clone per action): {n / dt:,.0f} games/s, {dt / acts * 1e6:.1f} us per legal_actions + apply")


if __name__ == "__main__":
    main()
