"""How often another setting of a bot would decide otherwise, along the same games: no pilot, no noise.

    python bench/decision_diff.py --level hardx:budget=100 --new "hardx:budget=100;leaf_file=OTHER.json" \
        --games 16 --seed 0 --workers 2

Each game is dealt and seated as the tournament does (`tournament.lineup`, `game_seed`, `seat_bots`) and played once,
by `--level` in one seat and `--opponents` in the others. At each of the level's decisions with more than one legal
answer, the other setting (`--new`, seeded as the level's seat) is asked too, on the same view; its answer is noted
and the game goes on with the level's. Prints the decisions asked, how many the other setting answers otherwise
(by decision kind and round) and the games where at least one changes. A change that claims to keep a bot's play
(a refit that should differ only in its last digits, a faster code path) should show 0; a knob to pilot shows here
how much of the play it touches before any game is finished twice (`bench/pilot.py`, `bench/branch_pilot.py`).
Bots with a wall-clock cap (Hard's `budget`, Expert's cap) may answer otherwise when the machine is busy: give both
settings a budget they never reach (`hardx:budget=100`) to compare their choices alone.

Usage: python bench/decision_diff.py --new LEVEL [--level hard] [--opponents normal,normal,normal] [--games 16]
                                     [--first 0] [--seed 0] [--workers 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots.tournament import bot_seed, game_seed, lineup, seat_bot, seat_bots  # noqa: E402
from game.rules import apply_inplace, legal_actions, new_game, view_for  # noqa: E402

Job = tuple[list[str], str, int, int]
"""(seats, the other setting, seed, game)."""


def compare(job: Job) -> dict:
    """One game played by the level: its decisions asked, and those the other setting answers otherwise."""
    seats, new_level, seed, g = job
    levels = lineup(seats, g)
    me = levels.index(seats[0])
    gs = game_seed(seed, g)
    st = new_game(len(levels), gs)
    bots = seat_bots(levels, gs)
    other = seat_bot(new_level, bot_seed(gs, me))
    asked = 0
    changed: list[dict] = []
    while not st.over:
        s = st.to_act
        view, legal = view_for(st, s), legal_actions(st)
        a = bots[s].choose(view, legal)
        if s == me and len(legal) > 1:
            asked += 1
            b = other.choose(view, legal)
            if b != a:
                changed.append({"ply": st.ply, "round": st.round, "kind": st.pending.kind, "old": a, "new": b})
        apply_inplace(st, a)
    return {"game": g, "asked": asked, "changed": changed}


def summary(rows: list[dict]) -> dict:
    """The decisions asked and changed over the games played (rows of `compare`)."""
    asked = sum(r["asked"] for r in rows)
    changed = [c for r in rows for c in r["changed"]]
    return {"games": len(rows), "asked": asked, "changed": len(changed),
            "changed_share": round(len(changed) / asked, 4) if asked else 0.0,
            "by_kind": dict(Counter(c["kind"] for c in changed).most_common()),
            "by_round": {str(k): v for k, v in sorted(Counter(c["round"] for c in changed).items())},
            "games_changed": [r["game"] for r in rows if r["changed"]]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="How often another setting of a bot would decide otherwise.")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--new", required=True, help="the other setting, e.g. hardx:budget=100;leaf_file=OTHER.json")
    ap.add_argument("--opponents", default="normal,normal,normal")
    ap.add_argument("--games", type=int, default=16)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    seats = [args.level, *args.opponents.split(",")]
    if args.level in seats[1:]:
        raise SystemExit("--level must not be among --opponents (its seat is found by its name)")
    jobs = [(seats, args.new, args.seed, g) for g in range(args.first, args.first + args.games)]
    with Pool(args.workers) as pool:
        rows = list(pool.imap(compare, jobs))
    out = summary(rows)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print(f"{args.level} -> {args.new}: {out['changed']} of {out['asked']} decisions answered otherwise "
              f"({out['changed_share']:.2%}) over {out['games']} games (seed {args.seed}); by kind {out['by_kind']}, "
              f"by round {out['by_round']}; games with a change: {out['games_changed']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
