"""Hint time on saved positions from every phase: `python bench/hint.py [--reps R] [--budget S] [--json]`.

Positions (draft picks and play/transform in both rounds, Kingdom turns in both rounds, choices) come from seeded
games of Easy bots with 3 to 6 players; each is written as an autosave file, loaded back with game.match.load
(as `main.py hint` does) and hinted R times. Prints p50/p95/max of the hint time and of load + hint, in ms.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots.hint import hint  # noqa: E402
from game.bots.positions import position  # noqa: E402
from game.bots.tournament import _pct  # noqa: E402
from game.gamefile import SAVE_VERSION, save  # noqa: E402
from game.labels import choice_card  # noqa: E402
from game.match import load

# (players, seed, decision kind, skip): round-1 and round-2 picks are reached by skipping the first draft's picks
POSITIONS = [
    (3, 11, "pick", 0), (4, 12, "pick", 0), (6, 13, "pick", 0), (5, 14, "pick", 6),
    (4, 15, "play", 0), (6, 16, "play", 5),
    (3, 17, "kingdom", 0), (4, 18, "kingdom", 2), (6, 19, "kingdom", 0), (5, 20, "kingdom", 6),
    (4, 6, "commerce", 0), (5, 7, "copy", 0), (3, 31, "culture", 0), (3, 38, "branch", 0), (3, 30, "destroy", 0),
    (3, 34, "look", 0), (3, 37, "tokens", 0), (3, 30, "immortal", 0), (3, 30, "guess", 0), (3, 62, "narashima", 0),
]


def make_saves(folder: Path) -> list[tuple[str, Path]]:
    """Write one autosave file per position found; return (label, path)."""
    out = []
    for players, seed, kind, skip in POSITIONS:
        found = position(players, seed, kind, skip)
        if found is None:
            continue
        st, acts = found
        path = folder / f"{kind}-{players}p-{seed}.json"
        save({"version": SAVE_VERSION, "seed": seed, "players": players, "names": [f"P{i}" for i in range(players)],
              "seats": ["human"] + ["bot:easy"] * (players - 1), "actions": acts}, path)
        out.append((f"{kind} r{st.round} {players}p", path))
    return out


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--reps", type=int, default=2)
    p.add_argument("--budget", type=float, default=1.0)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    hint_ms: list[float] = []
    total_ms: list[float] = []
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        saves = make_saves(Path(tmp))
        for label, path in saves:
            for _ in range(a.reps):
                t0 = time.perf_counter()
                m = load(path)
                h = hint(m.view(m.to_act), m.legal(m.to_act), budget=a.budget, card=choice_card(m.actions))
                total = (time.perf_counter() - t0) * 1000.0
                hint_ms.append(h.ms)
                total_ms.append(total)
                rows.append({"position": label, "ms": round(h.ms, 1), "total_ms": round(total, 1),
                             "samples": h.samples, "options": 1 + len(h.alternatives)})
                if not a.json:
                    print(f"{label:<18}{h.ms:>8.0f} ms{total:>8.0f} ms total  {h.samples:>4} samples  "
                          f"{1 + len(h.alternatives)} options", flush=True)
    hint_ms.sort()
    total_ms.sort()
    summary = {"positions": len(saves), "hints": len(hint_ms), "budget_s": a.budget,
               "p50_ms": round(_pct(hint_ms, 0.5), 1), "p95_ms": round(_pct(hint_ms, 0.95), 1),
               "max_ms": round(hint_ms[-1], 1), "total_p95_ms": round(_pct(total_ms, 0.95), 1),
               "total_max_ms": round(total_ms[-1], 1)}
    if a.json:
        print(json.dumps({**summary, "rows": rows}))
    else:
        print(f"{summary['positions']} positions, {summary['hints']} hints: p50 {summary['p50_ms']} ms, "
              f"p95 {summary['p95_ms']} ms, max {summary['max_ms']} ms; with loading the save: "
              f"p95 {summary['total_p95_ms']} ms, max {summary['total_max_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
