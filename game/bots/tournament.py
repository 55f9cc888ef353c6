"""Bot tournaments: seeded games with rotating seats; win rates with 95% intervals, scores, decision times.

`run_tournament(games, seats, seed)` returns {"games", "seats", "seed", "players", "levels": {level: {...}}};
`main_tournament(argv)` is the command line (`--games N --seats hard,normal,normal,normal [--seed S] [--json]
[--workers W]`). Besides the menu levels (`LEVELS`), the tournament seats the bench-only levels of
`EXTRA_LEVELS` (e.g. `ismcts`, `ismcts:0.4` or `ismcts:0.4:win`, the SO-ISMCTS yardstick of bench/ismcts.py);
`register_level` adds more.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import math
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from game.rules import apply_inplace, legal_actions, new_game, view_for

from . import LEVELS, make_bot
from .base import Bot

EXTRA_LEVELS: dict[str, str | Callable[[int, str | None], Bot]] = {"ismcts": "bench.ismcts:make_bot",
                                                                 "hardx": "bench.hardx:make_bot",
                                                                 "expertx": "bench.hardx:make_expert",
                                                                 "normalplus": "bench.distill_picks:make_normalplus",
                                                                 "hardprior": "bench.distill_picks:make_hardprior"}
"""Levels only the tournament seats, never the game's menus: name -> factory(seed, arg) or "module:factory"
(imported on first use; from the source tree when not on the path). A seat `name:arg` passes `arg` (None without)."""

_SOURCE_ROOT = Path(__file__).resolve().parents[2]


def register_level(name: str, factory: str | Callable[[int, str | None], Bot]) -> None:
    """Let the tournament seat `name` (or `name:arg`) with bots from `factory`; menu levels cannot be replaced."""
    if name in LEVELS or ":" in name or "," in name:
        raise ValueError(f"cannot register tournament level {name!r}")
    EXTRA_LEVELS[name] = factory


def _factory(name: str) -> Callable[[int, str | None], Bot]:
    target = EXTRA_LEVELS[name]
    if callable(target):
        return target
    mod_name, _, attr = target.partition(":")
    try:
        mod = importlib.import_module(mod_name)
    except ModuleNotFoundError:
        path = _SOURCE_ROOT.joinpath(*mod_name.split(".")).with_suffix(".py")
        spec = importlib.util.spec_from_file_location(mod_name, path) if path.is_file() else None
        if spec is None or spec.loader is None:
            raise ValueError(f"level {name!r} needs {mod_name} ({path}), which is not here") from None
        mod = importlib.util.module_from_spec(spec)
        sys.modules[mod_name] = mod
        spec.loader.exec_module(mod)
    factory = getattr(mod, attr)
    EXTRA_LEVELS[name] = factory
    return factory


def seat_bot(level: str, seed: int) -> Bot:
    """A bot for a tournament seat: a menu level (`make_bot`) or an extra level `name[:arg]`; ValueError if unknown."""
    if level in LEVELS:
        return make_bot(level, seed)
    name, _, arg = level.partition(":")
    if name not in EXTRA_LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(all_levels())}")
    return _factory(name)(seed, arg or None)


def all_levels() -> list[str]:
    """The names the tournament can seat: the menu levels, then the extra ones."""
    return [*LEVELS, *EXTRA_LEVELS]


def lineup(seats: list[str], game: int) -> list[str]:
    """The level at each seat in game number `game`: the seat list rotated by one per game."""
    n = len(seats)
    k = game % n
    return seats[k:] + seats[:k]


def play_game(levels: list[str], seed: int) -> dict:
    """Play one game between the given levels (seat order); return its record with per-decision times."""
    st = new_game(len(levels), seed)
    bots = seat_bots(levels, seed)
    times: list[list[float]] = [[] for _ in levels]
    clock = time.perf_counter
    while not st.over:
        s = st.to_act
        assert s is not None   # the game is not over: a seat is to act
        legal = legal_actions(st)
        view = view_for(st, s)
        t0 = clock()
        a = bots[s].choose(view, legal)
        times[s].append((clock() - t0) * 1000.0)
        if a not in legal:
            raise RuntimeError(f"{levels[s]} bot at seat {s} chose illegal {a!r} (legal: {legal})")
        apply_inplace(st, a, events=False)
    assert st.result is not None   # the game is over: scored
    rows = st.result["players"]
    return {"levels": levels, "winner": st.result["winner"], "scores": [r["total"] for r in rows],
            "immortals": [r["immortal"] for r in rows], "times": times}


def _play_indexed(args: tuple[list[str], int, int]) -> dict:
    seats, seed, g = args
    return play_game(lineup(seats, g), game_seed(seed, g))


def game_seed(seed: int, game: int) -> int:
    """The engine seed of game number `game` of a tournament."""
    return seed * 1_000_003 + game


def seat_bots(levels: list[str], game_seed: int) -> list[Bot]:
    """The bots of a game dealt with `game_seed`, one per seat's level, each seeded by `bot_seed`."""
    return [seat_bot(lv, bot_seed(game_seed, i)) for i, lv in enumerate(levels)]


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at `seat` in the game dealt with `game_seed`: the tournament's, and every bench script
    that plays its games again (pilots, branches, decision diffs) meets the same bots through it."""
    return game_seed * 7919 + seat


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def _pct(sorted_vals: list[float], q: float) -> float:
    if not sorted_vals:
        return 0.0
    i = min(len(sorted_vals) - 1, max(0, math.ceil(q * len(sorted_vals)) - 1))
    return sorted_vals[i]


def run_tournament(games: int, seats: list[str], seed: int, players: int | None = None, workers: int = 1,
                   verbose: bool = False) -> dict:
    """Play `games` seeded games; seats cycle to `players` places and rotate each game. Returns the summary."""
    seats = list(seats)
    for lv in dict.fromkeys(seats):
        seat_bot(lv, 0)   # raises ValueError naming an unknown level or a bad argument
    if players is None:
        players = len(seats)
    if len(seats) > players:
        raise ValueError(f"{len(seats)} seats given for {players} players")
    seats = [seats[i % len(seats)] for i in range(players)]
    if not 3 <= players <= 6:
        raise ValueError("Immortal 8 is played by 3 to 6 players")
    if games < 1:
        raise ValueError("games must be at least 1")
    jobs = [(seats, seed, g) for g in range(games)]
    if workers > 1:
        import multiprocessing as mp
        ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else None)
        with ctx.Pool(workers) as pool:
            records = list(pool.imap(_play_indexed, jobs, chunksize=max(1, games // (workers * 8))))
    else:
        records = []
        for j in jobs:
            records.append(_play_indexed(j))
            if verbose:
                print(f"game {len(records)}/{games}", file=sys.stderr, flush=True)
    return summarize(records, seats, seed)


def summarize(records: list[dict], seats: list[str], seed: int) -> dict:
    """Aggregate game records into the per-level summary."""
    games = len(records)
    wins: dict[str, int] = defaultdict(int)
    scores: dict[str, list[int]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    by_imm: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for rec in records:
        lv = rec["levels"]
        w = rec["winner"]
        wins[lv[w]] += 1
        by_imm[lv[w]][rec["immortals"][w]] += 1
        for s, level in enumerate(lv):
            scores[level].append(rec["scores"][s])
            times[level].extend(rec["times"][s])
    levels: dict[str, dict[str, Any]] = {}   # JSON rows: numbers, lists and a dict
    out = {"games": games, "seats": seats, "seed": seed, "players": len(seats), "levels": levels}
    for level in dict.fromkeys(seats):
        t = sorted(times[level])
        lo, hi = wilson(wins[level], games)
        levels[level] = {
            "seats": seats.count(level),
            "wins": wins[level],
            "win_rate": wins[level] / games if games else 0.0,
            "ci95": [lo, hi],
            "par": seats.count(level) / len(seats),
            "mean_score": sum(scores[level]) / len(scores[level]) if scores[level] else 0.0,
            "decision_ms_mean": sum(t) / len(t) if t else 0.0,
            "decision_ms_p50": _pct(t, 0.50),
            "decision_ms_p95": _pct(t, 0.95),
            "decisions": len(t),
            "wins_by_immortal": dict(sorted(by_imm[level].items(), key=lambda kv: -kv[1])),
        }
    return out


def format_table(summary: dict) -> str:
    """A readable table of a tournament summary."""
    lines = [f"{summary['games']} games, seats {','.join(summary['seats'])}, seed {summary['seed']} "
             f"(seats rotate every game; win rate = share of games won by that level)"]
    head = f"{'level':<12}{'seats':>6}{'win rate':>10}{'95% CI':>18}{'par':>7}{'mean score':>12}" \
           f"{'p50 ms':>9}{'p95 ms':>9}  wins by Immortal"
    lines.append(head)
    for level, r in summary["levels"].items():
        ci = f"[{100 * r['ci95'][0]:.1f}, {100 * r['ci95'][1]:.1f}]"
        imm = ", ".join(f"{k} {v}" for k, v in r["wins_by_immortal"].items()) or "-"
        lines.append(f"{level:<12}{r['seats']:>6}{100 * r['win_rate']:>9.1f}%{ci:>18}{100 * r['par']:>6.0f}%"
                     f"{r['mean_score']:>12.1f}{r['decision_ms_p50']:>9.1f}{r['decision_ms_p95']:>9.1f}  {imm}")
    return "\n".join(lines)


class _FlagError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:   # one clear line instead of usage + exit
        raise _FlagError(message)


def main_tournament(argv: list[str]) -> int:
    """`tournament --games N --seats a,b,c[,...] [--seed S] [--json] [--workers W]`; returns an exit status."""
    p = _Parser(prog="tournament", add_help=True)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seats", type=str, default="hard,normal,normal,normal")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--workers", type=int, default=1)
    try:
        args = p.parse_args(argv)
        seats = [s.strip() for s in args.seats.split(",") if s.strip()]
        for lv in dict.fromkeys(seats):
            try:
                seat_bot(lv, 0)
            except ValueError as exc:
                raise _FlagError(f"--seats: {exc}") from None
        if not 3 <= len(seats) <= 6:
            raise _FlagError(f"--seats needs 3 to 6 levels, got {len(seats)}")
        if args.games < 1:
            raise _FlagError("--games must be at least 1")
        if args.workers < 1:
            raise _FlagError("--workers must be at least 1")
    except _FlagError as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    summary = run_tournament(args.games, seats, args.seed, workers=args.workers)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(format_table(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main_tournament(sys.argv[1:]))
