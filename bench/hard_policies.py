"""Hard's search settings, compared offline on recorded decisions: `python bench/hard_policies.py [--games 8]
[--seed 6] [--workers 2] [--playouts 240] [--wide 8] [--out FILE.json]`.

Hard (today's settings) plays 4-player games against 3 Normal. At every decision it searches, the position is also
measured with `--wide` candidates and three times its samples. Each setting below then decides from the first
two thirds of those samples, and its choice is valued on the last third, which no setting saw: the held-out
paired gain over Normal's choice, in search outcome points and in playout wins, summed over all decisions. The
playouts each setting would spend are relative to the 5-candidate search without racing.

This is how racing and the 8 candidates were chosen. It values choices by the same fast playouts the search uses,
so it shows what more search buys by the search's own yardstick; whether that wins real games is the tournament's
question (`python main.py tournament`).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import choice as C  # noqa: E402
from game.bots import search as S  # noqa: E402
from game.bots.base import decision_rng  # noqa: E402
from game.bots.tournament import bot_seed, game_seed, lineup, seat_bot  # noqa: E402
from game.rules import apply_inplace, legal_actions, new_game, view_for  # noqa: E402

SETTINGS = {   # name: (candidates, samples per candidate: a share of the 5-candidate count, or "budget" for
    #          Hard's own rule, its playouts shared among the candidates; racing checkpoints)
    "5 candidates (Hard before)": (5, 1.0, ()),
    "5 candidates, racing": (5, 1.0, (1 / 3, 2 / 3)),
    "5 candidates, twice the samples": (5, 2.0, ()),
    "8 candidates, samples as for 5": (8, 1.0, ()),
    "8 candidates, samples as for 5, racing": (8, 1.0, (1 / 3, 2 / 3)),
    "8 candidates, racing (Hard now)": (8, "budget", (1 / 3, 2 / 3)),
}


class Recorder(S.SearchBot):
    """Hard as it plays, recording each searched position with wider candidates and three times the samples."""

    def __init__(self, seed: int, wide: int, playouts: int) -> None:
        super().__init__(seed=seed, playouts=playouts)
        self.wide = wide
        self.records: list[dict] = []

    def _search(self, view: dict, legal: list[str], prior: str, start: float) -> str:
        top = S.candidates(view, legal, prior, 5)
        cands = S.candidates(view, legal, prior, self.wide)
        if len(cands) <= 1 or prior not in cands:
            return super()._search(view, legal, prior, start)
        iters = max(2, self.playouts // len(top))
        rng = decision_rng(self.seed, view, legal, "hard")
        res = S.measure(view, cands, rng, math.inf, 3 * iters, self.win_bonus, min_iters=0)
        self.records.append({"kind": view["decision"]["kind"], "iters": iters, "playouts": self.playouts,
                             "prior": prior, "top": top,
                             "o": {a: [x.outcome for x in xs] for a, xs in res.items()},
                             "won": {a: [int(x.won) for x in xs] for a, xs in res.items()}})
        return super()._search(view, legal, prior, start)


def record_game(args: tuple[int, int, int, int]) -> list[dict]:
    """The searched decisions of Hard's seat in game number `g`."""
    seed, g, wide, playouts = args
    levels = lineup(["hard", "normal", "normal", "normal"], g)
    gs = game_seed(seed, g)
    st = new_game(4, gs)
    bots = [Recorder(bot_seed(gs, i), wide, playouts) if lv == "hard" else seat_bot(lv, bot_seed(gs, i))
            for i, lv in enumerate(levels)]
    while not st.over:
        s = st.to_act
        apply_inplace(st, bots[s].choose(view_for(st, s), legal_actions(st)))
    return bots[levels.index("hard")].records


def _gain(vals: list[float], base: list[float]) -> tuple[float, float]:
    return C.paired_gain(vals, base) if min(len(vals), len(base)) > 1 else (0.0, 0.0)


def choose(rec: dict, width: int, samples: float | str, checks: tuple[float, ...], k: float = 2.0,
           margin: float = 0.5) -> tuple[str, int]:
    """A setting's choice from the first two thirds of the samples, and the playouts it would spend."""
    prior, o = rec["prior"], rec["o"]
    cands = list(rec["top"]) if width <= 5 else list(o)[:width]
    n = max(2, rec["playouts"] // len(cands) if samples == "budget" else int(rec["iters"] * samples))
    n = min(n, 2 * rec["iters"])
    alive, used, last = list(cands), 0, 0
    for c in [int(n * f) for f in checks if 2 <= int(n * f) < n] + [n]:
        used += (c - last) * len(alive)
        last = c
        if c == n:
            break
        kept = C.race({a: o[a][:c] for a in alive}, prior, k, margin)
        alive = [a for a in alive if a in kept]
        if len(alive) == 1:
            break
    return C.decide({a: o[a][:last] for a in alive}, prior, 0.0, margin), used


def evaluate(records: list[dict]) -> dict[str, dict[str, float]]:
    """Every setting's held-out gains and relative playouts over the recorded decisions."""
    out = {}
    base = sum(r["iters"] * len(r["top"]) for r in records) or 1
    for name, (width, samples, checks) in SETTINGS.items():
        pts = wins = used = changed = 0.0
        for r in records:
            a, u = choose(r, width, samples, checks)
            used += u
            if a != r["prior"]:
                h = 2 * r["iters"]
                pts += _gain(r["o"][a][h:], r["o"][r["prior"]][h:])[0]
                wins += _gain(r["won"][a][h:], r["won"][r["prior"]][h:])[0]
                changed += 1
        out[name] = {"held_out_points": pts, "held_out_playout_wins": wins, "playouts": used / base,
                     "deviations": changed}
    return out


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--seed", type=int, default=6)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--playouts", type=int, default=240)
    p.add_argument("--wide", type=int, default=8)
    p.add_argument("--out", type=Path, default=None, help="also write the recorded decisions here (JSON)")
    a = p.parse_args(argv)
    if a.games < 1 or a.workers < 1 or a.playouts < 10 or a.wide < 5:
        print("hard_policies: --games and --workers at least 1, --playouts at least 10, --wide at least 5",
              file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    jobs = [(a.seed, g, a.wide, a.playouts) for g in range(a.games)]
    if a.workers > 1:
        with get_context("spawn").Pool(a.workers) as pool:
            parts = pool.map(record_game, jobs)
    else:
        parts = [record_game(j) for j in jobs]
    records = [r for part in parts for r in part]
    if a.out is not None:
        a.out.write_text(json.dumps(records))
    print(f"{len(records)} searched decisions from {a.games} games in {time.perf_counter() - t0:.0f} s")
    print(f"{'setting':<50}{'points':>9}{'wins':>8}{'playouts':>10}{'changed':>9}")
    for name, r in evaluate(records).items():
        print(f"{name:<50}{r['held_out_points']:>9.1f}{r['held_out_playout_wins']:>8.2f}{r['playouts']:>9.2f}x"
              f"{r['deviations']:>9.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
