"""Where a random game's time goes: the engine benchmark's games (bench/engine.py, checked menus), timed by part.

Prints, per game, the time of new_game, of legal_actions and of the random choice, and of apply_inplace split by
the kind of decision answered (which includes every frame run until the next decision: the Kingdom menu after an
activation, the reveal and Bonuses after the last seat's play...). Then the Kingdom menu alone, and the phase
frames and answer handlers one by one (their own time, not the frames they push). Timing adds its own cost, so the
parts sum to more than bench/engine.py's time per game: read the shares, and compare figures of the same command.
Last, the most any work on the Kingdom menu could save: the games untimed, with every menu computed, with every
menu read back from a first run, and with only each turn's later menus read back (the most a menu worked out from
the turn's previous one could save); alternated rounds, medians.

Usage: python bench/engine_parts.py [--games 600] [--players 4] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules import GameState, apply_inplace, engine, kingdom, legal_actions, new_game  # noqa: E402

Timer = dict[str, list[float]]   # part -> [seconds, calls]


def _game(g: int, players: int, seed: int) -> float:
    """Seconds of game number g of `_games`, untimed inside."""
    t0 = time.perf_counter()
    st = new_game(players, seed * 100_000 + g)
    rnd = random.Random(g)
    while not st.over:
        apply_inplace(st, rnd.choice(legal_actions(st)))
    return time.perf_counter() - t0


def _games(games: int, players: int, seed: int, t: Timer | None) -> float:
    """bench/engine.py's random games; with `t`, the time of each part of the loop added to it."""
    if t is None:
        return sum(_game(g, players, seed) for g in range(games))
    clock = time.perf_counter
    t0 = clock()
    for g in range(games):
        a = clock()
        st = new_game(players, seed * 100_000 + g)
        rnd = random.Random(g)
        _add(t, "new_game", clock() - a)
        while not st.over:
            a = clock()
            opts = legal_actions(st)
            b = clock()
            act = rnd.choice(opts)
            c = clock()
            pending = st.pending
            assert pending is not None   # the game is not over: a question is asked
            kind = pending.kind
            apply_inplace(st, act)
            d = clock()
            _add(t, "legal_actions", b - a)
            _add(t, "random choice (the bench's)", c - b)
            _add(t, f"apply: {kind}", d - c)
    return clock() - t0


def _add(t: Timer, part: str, dt: float) -> None:
    e = t.setdefault(part, [0.0, 0])
    e[0] += dt
    e[1] += 1


def _timed(t: Timer, part: str, fn: Callable) -> Callable:
    def run(*args):
        a = time.perf_counter()
        try:
            return fn(*args)
        finally:
            _add(t, part, time.perf_counter() - a)
    return run


def _report(title: str, t: Timer, games: int, total: float, top: int) -> None:
    print(f"\n{title}")
    print(f"  {'part':32s} {'share':>6s} {'us/game':>8s} {'calls/game':>10s} {'us/call':>8s}")
    for part, (sec, n) in sorted(t.items(), key=lambda kv: -kv[1][0])[:top]:
        print(f"  {part:32s} {sec / total * 100:5.1f}% {sec / games * 1e6:8.1f} {n / games:10.1f} "
              f"{sec / n * 1e6:8.2f}")


def menu_bound(games: int, players: int, seed: int, rounds: int = 4) -> tuple[float, float, float, float]:
    """Median seconds of the untimed games with the Kingdom menus computed, with the same menus read back from a
    record of a first run (a dict lookup and a list copy), and with only the later menus of each turn read back
    (those asked after the ply at which the turn, or the last new information, began: what an incremental menu,
    worked out from the turn's previous one, could skip). The differences bound what menu work can save. Last, the
    share of those later menus at which the seat holds the same coins and the same tokens as at its previous menu:
    only then may a dry run that pays or gains (and so reads them) keep its previous answer."""
    menu = kingdom.kingdom_options
    kept: dict[tuple[int, int], list[str]] = {}
    game = [0]
    budgets: dict[int, tuple[int, ...]] = {}   # per seat, its coins and tokens at its last menu
    later_menus = same_budget = 0

    def later(st: GameState) -> bool:
        """Whether a menu is not its turn's first (nor the first since new information)."""
        return st.ply != st.undo_floor

    def recording(st: GameState, s: int) -> list[str]:
        nonlocal later_menus, same_budget
        p = st.players[s]
        budget = (p.coins, p.mil, p.sci, p.cha)
        if later(st):
            later_menus += 1
            same_budget += budgets.get(s) == budget
        budgets[s] = budget
        kept[(game[0], st.ply)] = out = menu(st, s)
        return out

    def replaying(st: GameState, s: int) -> list[str]:
        return list(kept[(game[0], st.ply)])

    def replaying_later(st: GameState, s: int) -> list[str]:
        return replaying(st, s) if later(st) else menu(st, s)

    def one(fn: Callable) -> float:
        kingdom.kingdom_options = fn
        t = 0.0
        for g in range(games):   # one game a call, so that `game` names it for the record
            game[0] = g
            t += _game(g, players, seed)
        return t

    try:
        one(recording)
        computed, replayed, replayed_later = [], [], []
        for _ in range(rounds):
            computed.append(one(menu))
            replayed.append(one(replaying))
            replayed_later.append(one(replaying_later))
    finally:
        kingdom.kingdom_options = menu
    return (statistics.median(computed), statistics.median(replayed), statistics.median(replayed_later),
            same_budget / max(1, later_menus))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    n = args.games
    new_game(args.players, 0)   # card tables built before the clock starts, as in bench/engine.py's steady state

    plain = _games(n, args.players, args.seed, None)
    print(f"untimed: {plain / n * 1e6:.0f} us/game ({n / plain:,.0f} games/s)")

    loop: Timer = {}
    total = _games(n, args.players, args.seed, loop)
    _report(f"the loop, by part (timed: {total / n * 1e6:.0f} us/game)", loop, n, total, 16)

    parts: Timer = defaultdict(lambda: [0.0, 0])
    frames, handlers, menu = dict(engine._FRAMES), dict(engine._HANDLERS), kingdom.kingdom_options
    kingdom.kingdom_options = _timed(parts, "Kingdom menu (in its frame)", menu)
    for name, fn in frames.items():
        engine._FRAMES[name] = _timed(parts, f"frame {name}", fn)
    for name, answer in handlers.items():
        engine._HANDLERS[name] = _timed(parts, f"answer {name}", answer)
    try:
        total = _games(n, args.players, args.seed, None)
    finally:
        kingdom.kingdom_options = menu
        engine._FRAMES.update(frames)
        engine._HANDLERS.update(handlers)
    # a frame's time includes the handlers and menus it calls: shares overlap, read them one by one
    _report(f"frames and answers, each with what it calls (timed: {total / n * 1e6:.0f} us/game)", dict(parts), n,
            total, 20)

    computed, replayed, later, same = menu_bound(n, args.players, args.seed)
    print(f"\nthe Kingdom menus, untimed: {computed / n * 1e6:.0f} us/game computed, {replayed / n * 1e6:.0f} us/game "
          f"read back from a record: {(computed - replayed) / computed * 100:.1f}% of the time is the most menu work "
          f"can save (games/s x {computed / replayed:.2f} at best)")
    print(f"only each turn's later menus read back: {later / n * 1e6:.0f} us/game, "
          f"{(computed - later) / computed * 100:.1f}% of the time is the most an incremental menu can save "
          f"(games/s x {computed / later:.2f} at best); {same * 100:.0f}% of those menus find the seat's coins and "
          f"tokens as at its previous menu")


if __name__ == "__main__":
    main()
