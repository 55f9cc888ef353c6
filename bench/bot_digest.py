"""Bot digest: one hash over every decision a bot level makes in many seeded games, to prove that a speed change
to a bot (or to the model it reads) kept every choice identical.

Each game seats the level at every seat (3-6 players, seeds fixed), hashes every (seat, decision kind, legal
actions, choice) and the final scores, and prints the hash with the decisions' total CPU time (less
sensitive to other jobs than the wall clock). The printed hash must
not change; the time is what the change buys (same command, same machine).

Usage: python bench/bot_digest.py [--level normal] [--games 12] [--seed 1]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots.tournament import seat_bot  # noqa: E402
from game.rules import apply_inplace, legal_actions, new_game, view_for  # noqa: E402


def digest(level: str, games: int, seed: int) -> tuple[str, int, float]:
    """(hash, decisions, CPU seconds spent choosing) over `games` seeded games of `level` against itself."""
    h = hashlib.md5()
    decisions = 0
    thinking = 0.0
    for g in range(games):
        players = 3 + g % 4
        st = new_game(players, seed * 1_000_003 + g)
        bots = [seat_bot(level, seed * 7919 + g * 31 + i) for i in range(players)]
        while not st.over:
            s = st.to_act
            legal = legal_actions(st)
            view = view_for(st, s)
            t0 = time.process_time()
            a = bots[s].choose(view, legal)
            thinking += time.process_time() - t0
            decisions += 1
            h.update(f"{s}|{view['decision']['kind']}|{','.join(legal)}|{a}\n".encode())
            apply_inplace(st, a)
        h.update(repr([r["total"] for r in st.result["players"]]).encode())
    return h.hexdigest(), decisions, thinking


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="normal")
    p.add_argument("--games", type=int, default=12)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    hexdigest, n, secs = digest(args.level, args.games, args.seed)
    print(f"{args.level}: {args.games} games, {n} decisions, digest {hexdigest}, "
          f"{secs:.2f} CPU s choosing ({1000 * secs / max(1, n):.2f} ms a decision)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
