"""Command line: `python main.py [play|score|simulate|tournament|hint|...] ...` (the COMMANDS table)."""

from __future__ import annotations

import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from game.cliargs import Parser, add_lang, fail, file_fail, overall_help, screenshot_dir, terminal_lang, window_size

SEAT_CHOICES = ("human", "bot", "bot:easy", "bot:normal", "bot:hard", "bot:expert")
MAX_NAME = 40   # as in a save (game/gamefile.py checks the same)


def _cards_problem() -> str | None:
    """The card data error as one line, or None if cards.toml is fine (every command checks it first)."""
    from game.rules.cards import CardDataError, default_db
    try:
        default_db()
    except CardDataError as exc:
        return str(exc)
    return None


def _window_problem() -> str | None:
    """What stops the window from drawing the game: the card data, then the card pictures (assets/art.toml)."""
    problem = _cards_problem()
    if problem:
        return problem
    from game.ui.cards.artdata import art_problem
    return art_problem()


def cmd_score(argv: list[str]) -> int:
    ap = Parser(prog="main.py score", description="Score an end-of-game position file.")
    ap.add_argument("file")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    from game.rules.cards import CardDataError
    from game.rules.position import PositionError, format_result, load_position, score_position
    try:
        result = score_position(load_position(args.file))
    except (PositionError, CardDataError) as exc:
        return fail(str(exc))
    print(json.dumps(result) if args.json else format_result(result))
    return 0


def simulate(games: int, players: int, seed: int, check: bool = False) -> dict:
    """Play `games` complete games with uniformly random legal actions; return summary figures."""
    from game.rules import apply_inplace, legal_answers, new_game
    from game.rules.invariants import check_invariants
    totals = [0] * players
    wins: Counter[str] = Counter()
    plays: Counter[str] = Counter()
    actions = 0
    t0 = time.perf_counter()
    for g in range(games):
        st = new_game(players, seed * 1_000_003 + g)
        getrandbits = random.Random(seed * 1_000_003 + g).getrandbits
        while not st.over:
            # rnd.choice(options), its draw inlined (Random._randbelow: k bits until below n): the same games as
            # random.choice, with two calls a move fewer; no events built, as none is read
            opts = legal_answers(st)   # read only: not copied
            n = len(opts)
            k = n.bit_length()
            i = getrandbits(k)
            while i >= n:
                i = getrandbits(k)
            apply_inplace(st, opts[i], False)   # positional: a call with a keyword costs more
            if check:
                check_invariants(st)
        actions += st.ply   # one ply an action: counted once a game rather than at each move
        res = st.result
        assert res is not None   # the game is over: scored
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
    ap = Parser(prog="main.py simulate", description="Play random games and report results and speed.")
    ap.add_argument("--games", type=int, required=True)
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--check", action="store_true", help="check invariants after every action")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.games < 1:
        return fail("--games must be at least 1")
    if not 3 <= args.players <= 6:
        return fail("--players must be 3, 4, 5 or 6")
    problem = _cards_problem()
    if problem:
        return fail(problem)
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
    """Bots against bots over many deals: win rates, scores and decision times (game/bots/tournament.py)."""
    problem = _cards_problem()
    if problem:
        return fail(problem)
    try:
        from game.bots.tournament import main_tournament
    except ImportError as exc:
        return fail(f"bots are not available: {exc}")
    return main_tournament(argv)


def cmd_play(argv: list[str]) -> int:
    ap = Parser(prog="main.py play", description="Open the game window.")
    ap.add_argument("--seats", help="comma list of human / bot / bot:easy|normal|hard|expert, 3 to 6 seats")
    ap.add_argument("--names", help="comma list of player names")
    ap.add_argument("--seed", type=int)
    ap.add_argument("--size", type=window_size, help="window size, e.g. 1280x720")
    ap.add_argument("--fullscreen", action="store_true")
    ap.add_argument("--exit-at-end", action="store_true")
    ap.add_argument("--screenshots", help="folder for a PNG at every phase change and at the end")
    add_lang(ap)
    args = ap.parse_args(argv)
    lang = terminal_lang(args.lang)   # the language of the lines below: the window's
    seats = None
    if args.seats is not None:
        seats = [s.strip().lower() for s in args.seats.split(",")]
        for s in seats:
            if s not in SEAT_CHOICES:
                return fail(f"unknown seat '{s}' in --seats "
                            "(use human, bot, bot:easy, bot:normal, bot:hard or bot:expert)", lang)
        if not 3 <= len(seats) <= 6:
            return fail(f"--seats needs 3 to 6 seats, got {len(seats)}", lang)
        seats = ["bot:normal" if s == "bot" else s for s in seats]
    names = None
    if args.names is not None:
        names = [n.strip() for n in args.names.split(",")]
        if seats is None:
            return fail("--names needs --seats", lang)
        if len(names) > len(seats):
            return fail(f"--names gives {len(names)} names for {len(seats)} seats", lang)
        bad = next((n for n in names if not n or len(n) > MAX_NAME), None)
        if bad is not None:
            return fail(f"--names: every name needs 1 to {MAX_NAME} characters, not '{bad}'", lang)
    if args.seed is not None and not 0 <= args.seed < 2**63:
        return fail("--seed must be a whole number from 0 to 2**63-1", lang)
    if args.screenshots is not None:
        problem = screenshot_dir(args.screenshots)
        if problem:
            return fail(problem, lang)
    problem = _window_problem()
    if problem and args.exit_at_end:   # a scripted run: no window to read the message in
        return fail(problem, lang)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # the terminal gets our lines only
    from game.ui.app import UIConfig, run
    config = UIConfig(seats=seats, names=names, seed=args.seed, size=args.size, fullscreen=args.fullscreen,
                      exit_at_end=args.exit_at_end, screenshots=args.screenshots, lang=args.lang)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        config.error = problem   # the window shows the message instead of the game
        return run(config)
    from game.match import autosave_holder, startup_sweep
    startup_sweep()
    if seats is not None:
        holder = autosave_holder()
        if holder:
            return fail(holder, lang)
    return run(config)


COMMANDS: dict[str, Callable[[list[str]], int]] = {"play": cmd_play, "score": cmd_score, "simulate": cmd_simulate,
                                                   "tournament": cmd_tournament}


def cmd_hint(argv: list[str]) -> int:
    """`main.py hint SAVEFILE [--json]`: game/hintcli.py."""
    from game.hintcli import cmd_hint as run
    return run(argv)


COMMANDS["hint"] = cmd_hint


def cmd_tutorial(argv: list[str]) -> int:
    """`main.py tutorial [--exit-at-end --screenshots DIR] [--size WxH] [--lang en|fr]`: game/tutorialcli.py."""
    from game.tutorialcli import cmd_tutorial as run
    return run(argv)


COMMANDS["tutorial"] = cmd_tutorial


def cmd_replay(argv: list[str]) -> int:
    """`main.py replay FILE [--seat N | --all]`: game/replaycli.py."""
    from game.replaycli import cmd_replay as run
    return run(argv)


COMMANDS["replay"] = cmd_replay


def cmd_review(argv: list[str]) -> int:
    """`main.py review FILE [--seat N] [--json] [--lang en|fr] [--quality Q]`: game/reviewcli.py."""
    from game.reviewcli import cmd_review as run
    return run(argv)


COMMANDS["review"] = cmd_review


def cmd_continue(argv: list[str]) -> int:
    """`main.py continue FILE`: play on from a game file (an export, a kept game, a copy of an autosave)."""
    ap = Parser(prog="main.py continue", description="Continue the game of a game file in the window; the file is "
                "only read, the game goes on in the autosave (an autosave of another game is kept as a backup).")
    ap.add_argument("file")
    ap.add_argument("--size", type=window_size, help="window size, e.g. 1280x720")
    ap.add_argument("--exit-at-end", action="store_true", help="play the human seats automatically and close")
    ap.add_argument("--screenshots", help="folder for a PNG at every phase change and at the end")
    add_lang(ap)
    args = ap.parse_args(argv)
    if args.screenshots is not None and (problem := screenshot_dir(args.screenshots)):
        return fail(problem)
    if problem := _window_problem():
        return fail(problem)
    from game.gamefile import SaveError
    from game.match import autosave_holder, resume, startup_sweep
    try:
        resume(Path(args.file))   # checked (and replayed) before any window opens
    except SaveError as exc:
        return file_fail(args.file, exc, terminal_lang(args.lang))
    startup_sweep()
    if holder := autosave_holder():
        return fail(holder)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.ui.app import UIConfig, run
    return run(UIConfig(size=args.size, exit_at_end=args.exit_at_end, screenshots=args.screenshots,
                        resume=args.file, lang=args.lang))


COMMANDS["continue"] = cmd_continue


def main(argv: list[str] | None = None) -> int:
    """Dispatch a sub-command; no sub-command opens the game."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        return _dispatch(argv)
    except BrokenPipeError:   # whoever read the output stopped early (`main.py score f.toml | head -3`): stop
        if _opens_window(argv):   # quietly, as a shell tool does; a window's broken pipe is a fault, not that
            raise
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # no traceback at the final flush either
        return 1


WINDOW_COMMANDS = ("play", "continue", "tutorial", "replay")


def _opens_window(argv: list[str]) -> bool:
    """Whether these arguments open the game window (no command, or only play's flags, is `play`)."""
    if not argv:
        return True
    return argv[0] in WINDOW_COMMANDS or (argv[0].startswith("-") and argv[0] not in ("-h", "--help"))


def _dispatch(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help"):
        print(overall_help(COMMANDS))   # every command with all its options
        return 0
    if not argv or argv[0].startswith("-"):
        return cmd_play(argv)
    if argv[0] not in COMMANDS:
        return fail(f"unknown command '{argv[0]}' (use {', '.join(COMMANDS)})")
    return COMMANDS[argv[0]](argv[1:])
