"""Engine speed of this tree against an older commit, run side by side: alternating runs of one command.

The machine's speed drifts by a factor of up to 1.5 from one second to the next (a shared virtual machine), so
a speed-up is only read from runs of the same command taken in turn, many times: this prints every pair, the
median games/s of each side and their ratio, the ratio of each side's best run, and the median of the pairs'
own ratios.

    python bench/engine_ab.py --base-commit 4c7be14            # the issue 30 yardstick, 8 rounds
    python bench/engine_ab.py --base-dir /some/tree --rounds 12 --games 2000
    python bench/engine_ab.py --base-commit 4c7be14 --instructions      # valgrind's count: no clock noise
    python bench/engine_ab.py --base-commit 4c7be14 --replay            # the engine alone, without the driver

The older tree is exported with `git archive` into a temporary folder (or given with --base-dir); each run is
`python main.py simulate --games G --players P --seed S` in its own process, in that tree and then in this one
(the order swapped every round).

With --replay each run instead times the engine without the random driver: the tree plays the same games as
`main.py simulate` (same seeds, same `random.choice` over `legal_actions`), keeps each game's actions, then replays
them (`new_game` and `apply_inplace` alone, every answer still checked against its menu; without building events
where the tree's `apply_inplace` can, as its `replay` does) and prints the replay's games/s. The driver's share of
the command differs between trees, so this is the engine's own ratio; the replay is timed warm (after the games
that recorded it), in both trees alike.

With --instructions each side instead plays its games once under `valgrind --tool=callgrind`, and once more with
one game, and the difference of the two instruction counts gives instructions per game (import and set-up left
out; string hashing fixed with PYTHONHASHSEED=0). The count is the same whatever else the machine does, so a small
change in the engine shows in it at once; it is a yardstick beside the clock, not the issue's figure (cache misses
and the like cost time it does not count).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_RATE = re.compile(r"([0-9.]+) games/s")
_COLLECTED = re.compile(r"Collected\s*:\s*([0-9,]+)")


def export(commit: str, into: Path) -> Path:
    """The tree of `commit` written under `into` (git archive); its path."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit],
                          check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        try:
            tar.extractall(into, filter="data")
        except TypeError:   # Python before 3.11.4 has no extraction filters (our own repository's archive)
            tar.extractall(into)
    return into


def _simulate(games: int, players: int, seed: int) -> list[str]:
    """The measured command: `main.py simulate` with this Python."""
    return [sys.executable, "main.py", "simulate", "--games", str(games), "--players", str(players),
            "--seed", str(seed)]


# --replay: run in the tree by `python -c` (its folder first on sys.path), argv games, players, seed
_REPLAY = """
import inspect, random, sys, time
from game.rules import apply_inplace, legal_actions, new_game
games, players, seed = map(int, sys.argv[1:4])
quiet = {"events": False} if "events" in inspect.signature(apply_inplace).parameters else {}
logs = []
for g in range(games):
    st = new_game(players, seed * 1_000_003 + g)
    rnd = random.Random(seed * 1_000_003 + g)
    log = []
    while not st.over:
        a = rnd.choice(legal_actions(st))
        log.append(a)
        apply_inplace(st, a)
    logs.append(log)
t0 = time.perf_counter()
for g, log in enumerate(logs):
    st = new_game(players, seed * 1_000_003 + g)
    for a in log:
        apply_inplace(st, a, **quiet)
print(f"{games / (time.perf_counter() - t0):.1f} games/s replayed")
"""


def rate(tree: Path, games: int, players: int, seed: int, replay: bool = False) -> float:
    """Games per second printed by one `main.py simulate` run in `tree` (with `replay`, of the engine alone)."""
    cmd = ([sys.executable, "-c", _REPLAY, str(games), str(players), str(seed)] if replay
           else _simulate(games, players, seed))
    out = subprocess.run(cmd, cwd=tree, check=True, capture_output=True, text=True).stdout
    m = _RATE.search(out)
    if m is None:
        raise SystemExit(f"engine_ab: no 'games/s' figure in the output of the run in {tree}:\n{out[:400]}")
    return float(m.group(1))


def collected(stderr: str) -> int:
    """The instruction count callgrind prints at the end of a run ("Collected : N")."""
    m = _COLLECTED.search(stderr)
    if m is None:
        raise SystemExit(f"engine_ab: no 'Collected' count in valgrind's output:\n{stderr[-400:]}")
    return int(m.group(1).replace(",", ""))


def instructions(tree: Path, games: int, players: int, seed: int) -> int:
    """Instructions one `main.py simulate` run in `tree` executes, counted by valgrind's callgrind."""
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *_simulate(games, players, seed)]
    # string hashes are salted per process unless fixed: the salt moves a count by some tenths of a percent
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    try:
        done = subprocess.run(cmd, cwd=tree, check=True, capture_output=True, text=True, env=env)
    except FileNotFoundError:
        raise SystemExit("engine_ab: --instructions needs valgrind (Debian: apt-get install valgrind)") from None
    return collected(done.stderr)


def per_game(tree: Path, games: int, players: int, seed: int) -> float:
    """Instructions per game in `tree`: a run of `games` games less a run of one, over games - 1."""
    return (instructions(tree, games, players, seed) - instructions(tree, 1, players, seed)) / (games - 1)


def compare(base: Path, rounds: int, games: int, players: int, seed: int, replay: bool = False) -> dict:
    """Alternating runs in `base` and in this tree; every figure and the summary."""
    pairs: list[tuple[float, float]] = []
    for r in range(rounds):
        if r % 2 == 0:
            old = rate(base, games, players, seed, replay)
            new = rate(ROOT, games, players, seed, replay)
        else:
            new = rate(ROOT, games, players, seed, replay)
            old = rate(base, games, players, seed, replay)
        pairs.append((old, new))
        print(f"round {r + 1}: base {old:8.1f}   this tree {new:8.1f} games/s   ratio {new / old:.2f}", flush=True)
    olds = [o for o, _ in pairs]
    news = [n for _, n in pairs]
    return {"old_median": statistics.median(olds), "new_median": statistics.median(news),
            "median_ratio": statistics.median(news) / statistics.median(olds),
            "best_ratio": max(news) / max(olds),
            "pair_ratio_median": statistics.median(n / o for o, n in pairs), "pairs": pairs}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--base-commit", help="a commit of this repository (exported with git archive)")
    src.add_argument("--base-dir", type=Path, help="a tree already checked out")
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions per game under valgrind instead of timing (--games 300 is plenty)")
    ap.add_argument("--replay", action="store_true",
                    help="time the engine alone: each tree's games replayed from their recorded actions")
    args = ap.parse_args()
    if args.instructions and args.replay:
        ap.error("--instructions and --replay do not go together")
    if args.instructions and args.games < 2:
        ap.error("--instructions needs --games 2 or more")
    with tempfile.TemporaryDirectory(prefix="engine_ab_") as tmp:
        base = args.base_dir.resolve() if args.base_dir else export(args.base_commit, Path(tmp))
        if args.instructions:
            old, new = (per_game(t, args.games, args.players, args.seed) for t in (base, ROOT))
            print(f"main.py simulate --players {args.players} --seed {args.seed}, {args.games} games less 1, under "
                  f"callgrind: base {args.base_commit or base} {old / 1e6:.3f}M instructions a game, this tree "
                  f"{new / 1e6:.3f}M: {old / new:.2f}x fewer")
            return
        what = " replayed (the engine alone)" if args.replay else ""
        print(f"main.py simulate --games {args.games} --players {args.players} --seed {args.seed}{what}: "
              f"base {args.base_commit or base} against this tree, {args.rounds} rounds", flush=True)
        s = compare(base, args.rounds, args.games, args.players, args.seed, args.replay)
    print(f"medians: base {s['old_median']:.1f}, this tree {s['new_median']:.1f} games/s: "
          f"{s['median_ratio']:.2f}x; best runs {s['best_ratio']:.2f}x; median of the pairs' ratios "
          f"{s['pair_ratio_median']:.2f}x")


if __name__ == "__main__":
    main()
