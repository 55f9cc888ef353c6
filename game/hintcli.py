"""`python main.py hint SAVEFILE [--json] [--lang en|fr]`: the Hard bot's suggestion and its reason for a save file."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from game.cliargs import Parser, file_fail


def cmd_hint(argv: list[str]) -> int:
    """Print the hint for the seat to act in an autosave file (game.match format); exit 2 on a bad file."""
    ap = Parser(prog="main.py hint", description="The Hard bot's suggestion, with its reason, for a saved position.")
    ap.add_argument("file", help="a save file (the autosave format)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--lang", choices=("en", "fr"), default="en")
    ap.add_argument("--budget", type=float, default=1.0, help="seconds of search (default 1.0)")
    args = ap.parse_args(argv)
    if not 0.05 <= args.budget <= 60:
        print("error: --budget must be between 0.05 and 60 seconds", file=sys.stderr)
        return 2
    from game.bots.hint import hint
    from game.gamefile import SaveError, not_replayed, read_record
    from game.labels import choice_card, decimal
    from game.match import Match
    from game.rules import IllegalAction
    t0 = time.perf_counter()
    try:   # any game file (an autosave, a kept game, an export), checked as `continue` checks it
        data = read_record(Path(args.file), kept_ok=True)
        match = Match(data["seats"], data["names"], data["seed"], data["actions"], autosave=False,
                      variants=data["variants"])
    except SaveError as exc:
        return file_fail(args.file, exc, args.lang)
    except (IllegalAction, RecursionError) as exc:
        return file_fail(args.file, not_replayed(exc), args.lang)
    load_ms = (time.perf_counter() - t0) * 1000.0
    seat = match.to_act
    if seat is None:
        return file_fail(args.file, SaveError("the game is over, there is no decision to hint",
                                              "la partie est finie : il n'y a pas de décision à conseiller"), args.lang)
    h = hint(match.view(seat), match.legal(seat), args.lang, budget=args.budget, card=choice_card(match.actions))
    if args.json:
        out = {**h.to_json(), "seat": seat, "name": match.names[seat], "load_ms": round(load_ms, 1)}
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print(f"{match.names[seat]}: {h.label}")
    print(h.reason)
    vp = "PV" if args.lang == "fr" else "VP"
    for o in h.alternatives:   # each other option's projected score and its difference, in the language's figures
        delta = o.delta or 0.0
        vals = "" if o.vp is None else (f"  {decimal(o.vp, args.lang):>5} {vp}  "
                                        f"({'+' if delta >= 0 else '−'}{decimal(abs(delta), args.lang)} {vp})")
        print(f"  · {o.label}{vals}")
    return 0
