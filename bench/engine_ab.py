"""Engine speed of this tree against an older commit, run side by side: alternating runs of one command.

The machine's speed drifts by a factor of up to 1.5 from one second to the next (a shared virtual machine), so
a speed-up is only read from runs of the same command taken in turn, many times: this prints every pair, the
median games/s of each side and their ratio, the ratio of each side's best run, and the median of the pairs'
own ratios.

    python bench/engine_ab.py --base-commit 4c7be14            # the issue 30 yardstick, 8 rounds
    python bench/engine_ab.py --base-dir /some/tree --rounds 12 --games 2000

The older tree is exported with `git archive` into a temporary folder (or given with --base-dir); each run is
`python main.py simulate --games G --players P --seed S` in its own process, in that tree and then in this one
(the order swapped every round).
"""

from __future__ import annotations

import argparse
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


def rate(tree: Path, games: int, players: int, seed: int) -> float:
    """Games per second printed by one `main.py simulate` run in `tree`."""
    out = subprocess.run([sys.executable, "main.py", "simulate", "--games", str(games), "--players", str(players),
                          "--seed", str(seed)], cwd=tree, check=True, capture_output=True, text=True).stdout
    m = _RATE.search(out)
    if m is None:
        raise SystemExit(f"engine_ab: no 'games/s' figure in the output of {tree}/main.py simulate:\n{out[:400]}")
    return float(m.group(1))


def compare(base: Path, rounds: int, games: int, players: int, seed: int) -> dict:
    """Alternating runs in `base` and in this tree; every figure and the summary."""
    pairs: list[tuple[float, float]] = []
    for r in range(rounds):
        if r % 2 == 0:
            old = rate(base, games, players, seed)
            new = rate(ROOT, games, players, seed)
        else:
            new = rate(ROOT, games, players, seed)
            old = rate(base, games, players, seed)
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
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="engine_ab_") as tmp:
        base = args.base_dir.resolve() if args.base_dir else export(args.base_commit, Path(tmp))
        print(f"main.py simulate --games {args.games} --players {args.players} --seed {args.seed}: "
              f"base {args.base_commit or base} against this tree, {args.rounds} rounds", flush=True)
        s = compare(base, args.rounds, args.games, args.players, args.seed)
    print(f"medians: base {s['old_median']:.1f}, this tree {s['new_median']:.1f} games/s: "
          f"{s['median_ratio']:.2f}x; best runs {s['best_ratio']:.2f}x; median of the pairs' ratios "
          f"{s['pair_ratio_median']:.2f}x")


if __name__ == "__main__":
    main()
