"""Decision time per bot level on one core, and search throughput: `python bench/bots.py [--games N] [--players P]
[--seed S] [--levels L1,L2,...] [--ismcts-budget SECONDS|hard] [--json]`.

Each level plays N seeded games against Normal opponents in a single process; prints the decision time mean, p50,
p95 and max in ms. For Hard and Expert it also counts their search's determinizations, playouts and the playouts
cut short and valued by the leaf projection, and how each searched decision ended (`stops`: all its samples,
racing left one candidate, a clear leader (Expert's early stop), the wall-clock cap), and for the SO-ISMCTS
yardstick (bench/ismcts.py) its iterations (one determinization + one random playout each), per second of the
level's decision time. `ismcts` in the levels gets Hard's mean decision time of this run as its budget
(`--ismcts-budget hard`, the default, when Hard is measured before it), so both think as long per decision.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import LEVELS, outcome, turnbeam  # noqa: E402
from game.bots import search as hard_search  # noqa: E402
from game.bots.tournament import _pct, game_seed, lineup, play_game  # noqa: E402

DEFAULT_LEVELS = [*LEVELS, "ismcts"]


@contextmanager
def counted(module: object, name: str, tally: dict[str, float]) -> Iterator[None]:
    """Count the calls of `module.name` (and the seconds spent in them) into `tally` while the block runs."""
    inner: Callable = getattr(module, name)

    def wrapper(*args: object, **kwargs: object) -> object:
        t0 = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            tally["calls"] += 1
            tally["seconds"] += time.perf_counter() - t0

    setattr(module, name, wrapper)
    try:
        yield
    finally:
        setattr(module, name, inner)


SEARCH_LEVELS = ("hard", "expert")   # levels whose search is counted


@contextmanager
def stop_tally(tally: dict[str, int]) -> Iterator[None]:
    """Count how the SearchBot decisions made while the block runs ended (`SearchBot.last["stop"]`; a round-2 turn
    searched whole counts as "turn_beam", or "turn_beam_cut" when the clock cut its beam; a turn the beam leaves to the
    flat search counts as that search ended)."""
    inner, beam = hard_search.SearchBot._search, hard_search.SearchBot._turn_beam

    def wrapper(self: hard_search.SearchBot, *args: object) -> str:
        a = inner(self, *args)
        stop = self.last.get("stop", "?")
        tally[stop] = tally.get(stop, 0) + 1
        return a

    def beam_wrapper(self: hard_search.SearchBot, *args: object) -> str | None:
        a = beam(self, *args)
        if a is not None:   # else the flat search answers, and is counted there
            stop = "turn_beam_cut" if self.last.get("cut") else "turn_beam"
            tally[stop] = tally.get(stop, 0) + 1
        return a

    hard_search.SearchBot._search = wrapper  # type: ignore[method-assign]
    hard_search.SearchBot._turn_beam = beam_wrapper  # type: ignore[method-assign]
    try:
        yield
    finally:
        hard_search.SearchBot._search = inner  # type: ignore[method-assign]
        hard_search.SearchBot._turn_beam = beam  # type: ignore[method-assign]


def bench(level: str, games: int, players: int, seed: int) -> dict:
    """Decision times (ms) of `level` over seeded games against Normal opponents, plus its search throughput."""
    times: list[float] = []
    seats = [level] + ["normal"] * (players - 1)
    samples = {"calls": 0, "seconds": 0.0}
    playouts = {"calls": 0, "seconds": 0.0}
    leaves = {"calls": 0, "seconds": 0.0}
    ismcts = _ismcts_stats() if level.split(":")[0] == "ismcts" else None
    before = dict(ismcts) if ismcts is not None else {}
    stops: dict[str, int] = {}
    with counted(hard_search, "sample_state", samples), counted(hard_search, "playout", playouts), \
            counted(outcome, "leaf_sample", leaves), counted(turnbeam, "sample_state", samples), \
            stop_tally(stops):
        for g in range(games):
            levels = lineup(seats, g)
            rec = play_game(levels, game_seed(seed, g))
            for s, lv in enumerate(levels):
                if lv == level and (level != "normal" or s == levels.index(level)):
                    times.extend(rec["times"][s])
    times.sort()
    n = len(times)
    out: dict = {"n": n, "mean": sum(times) / n if n else 0.0, "p50": _pct(times, 0.5),
                             "p95": _pct(times, 0.95), "max": times[-1] if times else 0.0}
    thinking = sum(times) / 1000.0
    if level in SEARCH_LEVELS and thinking > 0:
        out["determinizations_per_s"] = samples["calls"] / thinking
        out["playouts_per_s"] = playouts["calls"] / thinking
        out["ms_per_determinization"] = 1000.0 * samples["seconds"] / max(1, samples["calls"])
        out["ms_per_playout"] = 1000.0 * playouts["seconds"] / max(1, playouts["calls"])
        out["leaves_per_s"] = leaves["calls"] / thinking
        out["ms_per_leaf"] = 1000.0 * leaves["seconds"] / max(1, leaves["calls"])
        out["search_share"] = (samples["seconds"] + playouts["seconds"] + leaves["seconds"]) / thinking
        out["stops"] = dict(sorted(stops.items()))
    if ismcts is not None:
        iters = ismcts["iterations"] - before["iterations"]
        secs = ismcts["seconds"] - before["seconds"]
        out["budget_s"] = _ismcts_budget(level)
        out["searched_decisions"] = ismcts["decisions"] - before["decisions"]
        out["iterations_per_s"] = iters / secs if secs > 0 else 0.0
        out["iterations_per_decision"] = iters / max(1, out["searched_decisions"])
    return out


def _ismcts_stats() -> dict[str, float]:
    from game.bots.tournament import seat_bot
    return sys.modules[type(seat_bot("ismcts", 0)).__module__].STATS


def _ismcts_budget(level: str) -> float:
    from game.bots.tournament import seat_bot
    return seat_bot(level, 0).budget


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--levels", type=str, default=",".join(DEFAULT_LEVELS))
    p.add_argument("--ismcts-budget", type=str, default="hard",
                   help="seconds per decision for a plain `ismcts` level, or `hard` (Hard's mean of this run)")
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    if a.games < 1 or not 3 <= a.players <= 6:
        print("bots: --games must be at least 1 and --players 3 to 6", file=sys.stderr)
        return 2
    if a.ismcts_budget != "hard":
        try:
            float(a.ismcts_budget)
        except ValueError:
            print(f"bots: --ismcts-budget must be seconds or 'hard', not {a.ismcts_budget!r}", file=sys.stderr)
            return 2
    results: dict[str, dict[str, float]] = {}
    if not a.json:
        print(f"{'level':<14}{'decisions':>10}{'mean ms':>10}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    for level in [x.strip() for x in a.levels.split(",") if x.strip()]:
        if level == "ismcts":
            if a.ismcts_budget != "hard":
                level = f"ismcts:{float(a.ismcts_budget):g}"
            elif "hard" in results:
                level = f"ismcts:{results['hard']['mean'] / 1000.0:.3f}"
        r = results[level] = bench(level, a.games, a.players, a.seed)
        if not a.json:
            print(f"{level:<14}{r['n']:>10}{r['mean']:>10.2f}{r['p50']:>10.2f}{r['p95']:>10.2f}{r['max']:>10.1f}",
                  flush=True)
    if a.json:
        print(json.dumps({"games": a.games, "players": a.players, "seed": a.seed,
                          "load_average": list(os.getloadavg()), "levels": results}, indent=2))
        return 0
    print(throughput_lines(results))
    return 0


def throughput_lines(results: dict[str, dict[str, float]]) -> str:
    """The search throughput part of the report, per second of the level's decision time."""
    lines = ["search throughput (per second of the level's decision time):"]
    for level, r in results.items():
        if "playouts_per_s" in r:
            lines.append(f"  {level:<12}{r['determinizations_per_s']:>8.0f} determinizations/s "
                         f"{r['playouts_per_s']:>8.0f} playouts/s  ({r['ms_per_determinization']:.2f} ms per "
                         f"determinization, {r['ms_per_playout']:.2f} ms per playout; "
                         f"{r['leaves_per_s']:.0f} cut playouts valued/s, {r['ms_per_leaf']:.2f} ms each; "
                         f"{100 * r['search_share']:.0f}% of the time in them)")
            lines.append(f"  {'':<12}searched decisions ended by: "
                         + ", ".join(f"{k} {v}" for k, v in r["stops"].items()))
        if "iterations_per_s" in r:
            lines.append(f"  {level:<12}{r['iterations_per_s']:>8.0f} iterations/s (determinization + random "
                         f"playout each), {r['iterations_per_decision']:.0f} per decision, "
                         f"budget {r['budget_s']:.3f} s")
    return "\n".join(lines) + f"\nload average {', '.join(f'{x:.2f}' for x in os.getloadavg())}"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
