"""What a playout costs with each playout policy: milliseconds per full playout from the deal.

    python bench/playout_cost.py --deals 150 --reps 3
    python bench/playout_cost.py --kingdom kingdom_weights_hard.json --play play_weights_hard.json

Deals `new_game(4, seed + i)` for i < `--deals` and plays each out once with the shipped policy (`rollout.policy`:
Kingdom and picks by the fits, play answers by the hand-set rule) and once with the models of the files given (next
to `game/bots/`, as `SearchBot`'s `pick_file`, `play_file` and `kingdom_file` read them), the same random seeds for
both; `--reps` times, the two alternated so that a busy spell of the machine weighs on both. Prints each
repetition's ms per playout and the ratio.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import kingdommodel, pickmodel, playmodel  # noqa: E402
from game.bots.rollout import KINGDOM_FIT, PICK_FIT, Fits, playout  # noqa: E402
from game.rules import new_game  # noqa: E402


def cost(fits: bool | Fits, deals: int, seed: int) -> float:
    """Milliseconds per full playout from each of `deals` deals with the playout policy `fits`."""
    states = [new_game(4, seed + i) for i in range(deals)]
    t = time.perf_counter()
    for i, st in enumerate(states):
        playout(st, random.Random(i), fitted=fits)
    return (time.perf_counter() - t) * 1000 / deals


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=150)
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--pick", default="", help="a pick model file (pickmodel.py)")
    p.add_argument("--play", default="", help="a play model file (playmodel.py)")
    p.add_argument("--kingdom", default="", help="a Kingdom model file (kingdommodel.py)")
    a = p.parse_args(argv)
    if not (a.pick or a.play or a.kingdom):
        p.error("give at least one of --pick, --play, --kingdom")
    models: Fits = (kingdommodel.named(a.kingdom) if a.kingdom else KINGDOM_FIT,
                    pickmodel.named(a.pick) if a.pick else PICK_FIT, playmodel.named(a.play) if a.play else None)
    names = ", ".join(f"{k} {v}" for k, v in (("pick", a.pick), ("play", a.play), ("kingdom", a.kingdom)) if v)
    print(f"ms per full playout from the deal, {a.deals} deals; shipped policy against {names}")
    for rep in range(a.reps):
        base = cost(True, a.deals, a.seed)
        new = cost(models, a.deals, a.seed)
        print(f"rep {rep + 1}: shipped {base:.2f} ms, models {new:.2f} ms, ratio {new / base:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
