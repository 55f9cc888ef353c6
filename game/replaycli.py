"""`python main.py replay FILE [--seat N | --all] [--exit-at-end --screenshots DIR] [--size WxH] [--lang en|fr]`."""

from __future__ import annotations

import sys

import pygame

from game import records
from game.cliargs import Parser, add_lang, file_fail, terminal_lang, window_size
from game.gamefile import SaveError, not_replayed, other_rules
from game.replay import ALL, ReplayMatch
from game.rules.view import SPECTATOR


def cmd_replay(argv: list[str]) -> int:
    """`main.py replay FILE [--seat N | --all] [--exit-at-end --screenshots DIR] [--size WxH]`."""
    ap = Parser(prog="main.py replay", description="Watch a saved game (autosave, kept game or export).")
    ap.add_argument("file")
    who = ap.add_mutually_exclusive_group()
    who.add_argument("--seat", type=int, help="watch as this seat saw it (0-based)")
    who.add_argument("--all", action="store_true", help="everything face up (finished games only)")
    ap.add_argument("--exit-at-end", action="store_true", help="play the replay through and close at the end")
    ap.add_argument("--screenshots", help="folder for a PNG at every phase and at the end")
    ap.add_argument("--size", type=window_size, help="window size, e.g. 1280x720")
    add_lang(ap)
    args = ap.parse_args(argv)
    try:   # checked as strictly as `continue` and `hint` check a file, and its errors read the same
        record = records.read_record(args.file)
        rep = ReplayMatch(record)
    except SaveError as exc:
        return file_fail(args.file, exc, terminal_lang(args.lang))
    except (ValueError, RecursionError) as exc:   # IllegalAction: the actions do not replay (it names the action)
        return file_fail(args.file, not_replayed(exc), terminal_lang(args.lang))
    if other_rules(record):
        print(f"warning: {args.file}: made with other card data or rule variants (fingerprint {record['rules']}): "
              "the replay may differ from the game as played", file=sys.stderr)
    viewer = SPECTATOR
    if args.all:
        if not rep.finished:
            print(f"error: {args.file}: --all (everything face up) is only for finished games", file=sys.stderr)
            return 2
        viewer = ALL
    elif args.seat is not None:
        if not 0 <= args.seat < rep.players:
            print(f"error: --seat must be 0 to {rep.players - 1}", file=sys.stderr)
            return 2
        viewer = args.seat
    from game.ui.app import App, UIConfig
    from game.ui.screens.replays import open_viewer
    app = App(UIConfig(size=args.size, screenshots=args.screenshots, autosave=False,
                       max_seconds=600 if args.exit_at_end else None, lang=args.lang))
    open_viewer(app, record, viewer, None, args.exit_at_end)
    code = app.run()
    pygame.quit()
    return code
