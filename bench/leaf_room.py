"""How much room a better leaf has: the part of the leaf's error no projection could remove.

Hard's round-1 playouts stop where round 2 begins and value every seat by `leaf.project`, a linear fit on
Normal self-play (`bench/fit_leaf.py`). Its error has two parts: what round 2's deal and play add (no function of
the position can know it) and what the projection gets wrong about the position. This script splits them: it
replays recorded Normal games (`bench/selfplay.py`) to the first decision of round 2, deals round 2 again K times
(every card of the hands and the deck shuffled together, the hands as large as before, the state's random numbers
reseeded) and plays each deal out with Normal at every seat. For each seat the mean of the K final scores is the
position's value under Normal's play (its sampling error removed by the usual K-1 correction); then

    leaf error (MSE against one real ending) = noise (within-position variance) + the leaf's own error

and the same for the leader: how often the seat with the best projection wins, against the seat with the best
value, each judged on a fresh ending.

Usage: python bench/leaf_room.py --games-file FILE [--positions 150] [--deals 8] [--workers 1] [--seed 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from selfplay import Job, jobs_of, moves  # noqa: E402

from game.bots import leaf, make_bot  # noqa: E402
from game.rules import GameState, apply_inplace, legal_actions, view_for  # noqa: E402
from game.rules.rng import Rng  # noqa: E402
from game.rules.state import Decision  # noqa: E402


def redeal(st: GameState, rnd: random.Random) -> GameState:
    """A copy of a position at round 2's first pick with the hands and the deck shuffled together and dealt again."""
    new = st.clone()
    pool = [u for p in new.players for u in p.hand] + list(new.deck)
    rnd.shuffle(pool)
    for p in new.players:
        k = len(p.hand)
        p.hand, pool = pool[:k], pool[k:]
        if p.seen:   # the seat to pick has seen its (new) hand
            p.seen = [tuple(p.hand)]
    new.deck = pool
    new.rng = Rng(rnd.getrandbits(48))
    d = new.pending
    if d is None or d.kind != "pick" or d.seat != 0:
        raise ValueError(f"round 2 does not begin with seat 0's pick here ({d})")
    new.pending = Decision(0, "pick", tuple(f"pick {new.db.civ[u].key}" for u in new.players[0].hand), d.info)
    return new


def finish(st: GameState, seed: int) -> list[int]:
    """The final scores of a position played out with Normal at every seat."""
    bots = [make_bot("normal", seed * 31 + s) for s in range(st.n)]
    while not st.over:
        s = st.to_act
        apply_inplace(st, bots[s].choose(view_for(st, s), legal_actions(st)))
    return [r["total"] for r in st.result["players"]]


def round_two(job: Job) -> tuple[GameState | None, GameState]:
    """A recorded game replayed: a copy of its position at round 2's first decision (None if it has none), and the
    game at its end."""
    snap = None
    for st, a in moves(job):
        if snap is None and st.round == 2:
            snap = st.clone()
        apply_inplace(st, a)
    return snap, st


def one(job_and_args: tuple) -> dict | None:
    """One recorded game: the leaf's projection at round 2's first pick, the real ending and K more."""
    job, deals, seed = job_and_args
    snap, st = round_two(job)
    if snap is None:
        return None
    proj = leaf.project(snap, "r2")
    real = [r["total"] for r in st.result["players"]]
    rnd = random.Random(seed * 1_000_003 + job[0])
    ends = [finish(redeal(snap, rnd), seed * 7919 + job[0] * 101 + k) for k in range(deals)]
    return {"game": job[0], "proj": proj, "real": real, "real_winner": st.result["winner"], "ends": ends}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games-file", type=Path, required=True)
    ap.add_argument("--positions", type=int, default=150)
    ap.add_argument("--deals", type=int, default=8)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    args.games = args.players = args.level = None
    jobs, _ = jobs_of(args)
    todo = [(j, args.deals, args.seed) for j in jobs[-args.positions:]]   # the last games: not in an older fit
    with Pool(args.workers) as pool:
        rows = [r for r in pool.imap(one, todo) if r is not None]
    k = args.deals
    noise, leaf_err, real_err, value_err = [], [], [], []
    hit_leaf = hit_value = 0
    for r in rows:
        n = len(r["real"])
        means = []
        for s in range(n):
            xs = [e[s] for e in r["ends"]]
            mean = statistics.fmean(xs)
            means.append(mean)
            var = statistics.variance(xs)
            noise.append(var)
            # the leaf's squared error against the position's value, less the mean's own sampling variance
            leaf_err.append((r["proj"][s] - mean) ** 2 - var / k)
            real_err.append((r["proj"][s] - r["real"][s]) ** 2)
            value_err.append((mean - r["real"][s]) ** 2 - var / k)
        # leaders judged on the real ending (independent of the K redeals)
        hit_leaf += max(range(n), key=lambda s: r["proj"][s]) == r["real_winner"]
        hit_value += max(range(n), key=lambda s: means[s]) == r["real_winner"]
    m = len(rows)
    print(f"{m} positions (round 2's first pick of the last {len(todo)} games of {args.games_file}), "
          f"{k} deals each, Normal at every seat")
    print(f"noise, the within-position variance of a seat's final score: {statistics.fmean(noise):.1f} VP^2 "
          f"(sd {statistics.fmean(noise) ** 0.5:.2f} VP)")
    print(f"leaf's squared error against one real ending: {statistics.fmean(real_err):.1f} VP^2")
    print(f"leaf's own squared error (against the position's value): {statistics.fmean(leaf_err):.1f} VP^2")
    print(f"the value's squared error against the real ending: {statistics.fmean(value_err):.1f} VP^2 "
          "(should be close to the noise)")
    print(f"the real winner is the leaf's leader in {hit_leaf}/{m} = {hit_leaf / m:.1%}, "
          f"the value's leader (mean of {k} deals) in {hit_value}/{m} = {hit_value / m:.1%}")


if __name__ == "__main__":
    main()
