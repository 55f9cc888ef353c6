"""Search seeds for the guided first game: every coach step should come up, and early.

    python tools/tutorial_seed.py [--from 1] [--count 400] [--top 5]

Each seed is played as the tutorial plays it: you (seat 0) follow the coach's tips where they name an action and
otherwise act like `tutorial_fallback` (an Easy bot that plays cards while it may); seats 1 and 2 are the Easy bots
a Match makes. For every seed it prints how many steps were reached and the sum of the player's decision numbers at
which they first showed (lower = the ideas come earlier). The chosen seed goes in game/coach.py (TUTORIAL_SEED).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import make_bot  # noqa: E402
from game.coach import STEP_IDS, TUTORIAL_SEATS, Coach, Moment, scripted_choice, tutorial_fallback  # noqa: E402
from game.rules import apply, events_for, legal_actions, new_game, view_for  # noqa: E402


def trial(seed: int, names: tuple[str, ...] = ("You", "Bot 2", "Bot 3")) -> dict[str, int]:
    """Play the tutorial game of `seed`; the player's decision number at which each step first showed."""
    st = new_game(len(TUTORIAL_SEATS), seed, names=list(names))
    bots = {s: make_bot(k.split(":")[1], seed * 31 + s) for s, k in enumerate(TUTORIAL_SEATS) if k != "human"}
    me_bot = make_bot("easy", seed * 17)
    coach = Coach()
    first: dict[str, int] = {}
    decisions = 0
    events: list[dict] = []
    while True:
        legal = legal_actions(st) if st.to_act == 0 else []
        tip = coach.look(Moment(view_for(st, 0), legal, events))
        if tip is not None and tip.id not in first:
            first[tip.id] = decisions
        if st.over:
            break
        s = st.to_act
        view = view_for(st, s)
        if s == 0:
            decisions += 1
            action = scripted_choice(tip, legal, tutorial_fallback(me_bot, view, legal))
            coach.skip()
        else:
            action = bots[s].choose(view, legal_actions(st))
        st, ev = apply(st, action)
        events = events_for(ev, 0)
    return first


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--from", dest="start", type=int, default=1)
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--top", type=int, default=5)
    args = ap.parse_args(argv)
    rows = []
    for seed in range(args.start, args.start + args.count):
        first = trial(seed)
        missing = [s for s in STEP_IDS if s not in first]
        rows.append((len(missing), sum(first.values()), seed, missing, first))
    rows.sort()
    full = sum(1 for r in rows if r[0] == 0)
    print(f"{args.count} seeds from {args.start}: {full} reach all {len(STEP_IDS)} steps")
    for miss, total, seed, missing, first in rows[:args.top]:
        order = ", ".join(f"{k}@{v}" for k, v in sorted(first.items(), key=lambda kv: kv[1]))
        print(f"seed {seed}: missing {miss} {missing}  sum {total}\n    {order}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
