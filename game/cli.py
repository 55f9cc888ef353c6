"""Command line: `python main.py [play|score|simulate|tournament] ...`."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad flag as one line and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def _fail(msg: str) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return 2


def cmd_score(argv: list[str]) -> int:
    ap = _Parser(prog="main.py score", description="Score an end-of-game position file.")
    ap.add_argument("file")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    from game.rules.cards import CardDataError
    from game.rules.position import PositionError, format_result, load_position, score_position
    try:
        result = score_position(load_position(args.file))
    except (PositionError, CardDataError) as exc:
        return _fail(str(exc))
    print(json.dumps(result) if args.json else format_result(result))
    return 0


def simulate(games: int, players: int, seed: int, check: bool = False) -> dict:
    """Play `games` complete games with uniformly random legal actions; return summary figures."""
    from game.rules import apply_inplace, legal_actions, new_game
    from game.rules.invariants import check_invariants
    totals = [0] * players
    wins: Counter[str] = Counter()
    plays: Counter[str] = Counter()
    actions = 0
    t0 = time.perf_counter()
    for g in range(games):
        st = new_game(players, seed * 1_000_003 + g)
        rnd = random.Random(seed * 1_000_003 + g)
        while not st.over:
            apply_inplace(st, rnd.choice(legal_actions(st)))
            actions += 1
            if check:
                check_invariants(st)
        res = st.result
        for s, row in enumerate(res["players"]):
            totals[s] += row["total"]
            plays[row["immortal"]] += 1
        wins[res["players"][res["winner"]]["immortal"]] += 1
    dt = time.perf_counter() - t0
    return {
        "games": games, "players": players, "seed": seed,
        "games_per_second": round(games / dt, 1) if dt > 0 else None,
        "actions": actions,
        "mean_scores": [round(t / games, 2) for t in totals] if games else [],
        "wins_by_immortal": dict(sorted(wins.items())),
        "win_rate_by_immortal": {k: round(wins[k] / plays[k], 3) for k in sorted(plays)},
    }


def cmd_simulate(argv: list[str]) -> int:
    ap = _Parser(prog="main.py simulate", description="Play random games and report results and speed.")
    ap.add_argument("--games", type=int, required=True)
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--check", action="store_true", help="check invariants after every action")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.games < 1:
        return _fail("--games must be at least 1")
    if not 3 <= args.players <= 6:
        return _fail("--players must be 3, 4, 5 or 6")
    out = simulate(args.games, args.players, args.seed, args.check)
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"{out['games']} random {out['players']}-player games, seed {out['seed']}: "
          f"{out['games_per_second']} games/s, {out['actions']} actions")
    print("mean score by seat: " + ", ".join(str(x) for x in out["mean_scores"]))
    print("wins by Immortal:   " + ", ".join(f"{k} {v}" for k, v in out["wins_by_immortal"].items()))
    return 0


def cmd_tournament(argv: list[str]) -> int:
    try:
        from game.bots.tournament import main_tournament
    except ImportError as exc:
        return _fail(f"bots are not available: {exc}")
    return main_tournament(argv)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        size = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if size[0] < 640 or size[1] < 400:
        raise argparse.ArgumentTypeError("the window must be at least 640x400")
    return size


def cmd_play(argv: list[str]) -> int:
    ap = _Parser(prog="main.py play", description="Open the game window.")
    ap.add_argument("--seats", help="comma list of human / bot / bot:easy|normal|hard, 3 to 6 seats")
    ap.add_argument("--names", help="comma list of player names")
    ap.add_argument("--seed", type=int)
    ap.add_argument("--size", type=_size, help="window size, e.g. 1280x720")
    ap.add_argument("--fullscreen", action="store_true")
    ap.add_argument("--exit-at-end", action="store_true")
    ap.add_argument("--screenshots", help="folder for a PNG at every phase change and at the end")
    args = ap.parse_args(argv)
    seats = None
    if args.seats:
        seats = [s.strip().lower() for s in args.seats.split(",")]
        for s in seats:
            if s not in ("human", "bot", "bot:random", "bot:easy", "bot:normal", "bot:hard"):
                return _fail(f"unknown seat '{s}' (use human, bot, bot:easy, bot:normal or bot:hard)")
        if not 3 <= len(seats) <= 6:
            return _fail("--seats needs 3 to 6 seats")
        seats = ["bot:normal" if s == "bot" else s for s in seats]
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    from game.ui.app import UIConfig, run
    return run(UIConfig(seats=seats, names=names, seed=args.seed, size=args.size, fullscreen=args.fullscreen,
                        exit_at_end=args.exit_at_end, screenshots=args.screenshots))


COMMANDS = {"play": cmd_play, "score": cmd_score, "simulate": cmd_simulate, "tournament": cmd_tournament}


def cmd_hint(argv: list[str]) -> int:
    """`main.py hint SAVEFILE [--json]`: game/hintcli.py."""
    from game.hintcli import cmd_hint as run
    return run(argv)


COMMANDS["hint"] = cmd_hint
COMMANDS["tutorial"] = lambda argv: __import__("game.tutorialcli", fromlist=["cmd_tutorial"]).cmd_tutorial(argv)


def main(argv: list[str] | None = None) -> int:
    """Dispatch a sub-command; no sub-command opens the game."""
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("-h", "--help"):
        print("usage: python main.py [play|score|simulate|tournament] [options]   (no command: play)")
        return 0
    if not argv or argv[0].startswith("-"):
        return cmd_play(argv)
    if argv[0] not in COMMANDS:
        return _fail(f"unknown command '{argv[0]}' (use play, score, simulate or tournament)")
    return COMMANDS[argv[0]](argv[1:])
