"""Search seeds for the guided first game: every step of the coach's script must come, in order.

    python tools/tutorial_seed.py [--from 1] [--count 400] [--top 5]

Each seed is played as the scripted tutorial plays it: you (seat 0) do what each tip asks (`Tip.act`), press
"Got it" on the tips that only explain, and elsewhere act like `tutorial_fallback` (the planned pick and play, else
an Easy bot); seats 1 and 2 are the Easy bots a Match makes. A seed is good when no step was missed; among good seeds
the shortest game (fewest decisions of yours) wins. The chosen seed goes in game/coach.py (TUTORIAL_SEED).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import make_bot  # noqa: E402
from game.coach import STEP_IDS, TUTORIAL_SEATS, Coach, Moment, scripted_choice, tutorial_fallback  # noqa: E402
from game.rules import apply, events_for, legal_actions, new_game, view_for  # noqa: E402


def trial(seed: int, names: tuple[str, ...] = ("You", "Bot 2", "Bot 3")) -> tuple[list[str], list[str], int]:
    """Play the tutorial game of `seed`: the steps in the order shown, the steps missed, and your decisions."""
    st = new_game(len(TUTORIAL_SEATS), seed, names=list(names))
    bots = {s: make_bot(k.split(":")[1], seed * 31 + s) for s, k in enumerate(TUTORIAL_SEATS) if k != "human"}
    me_bot = make_bot("easy", seed * 17)
    coach = Coach()
    shown: list[str] = []
    decisions = 0
    events: list[dict] = []
    acts: list[str] = []
    for _ in range(2000):
        legal = legal_actions(st) if st.to_act == 0 else []
        tip = coach.look(Moment(view_for(st, 0), legal, events, acts))
        acts = []
        while tip is not None and not tip.asks:   # an explanation: read it, "Got it"
            if tip.id not in shown:
                shown.append(tip.id)
            coach.skip()
            tip = coach.look(Moment(view_for(st, 0), legal, []))
        if tip is not None and tip.id not in shown:
            shown.append(tip.id)
        if st.over:
            break
        s = st.to_act
        view = view_for(st, s)
        if s == 0:
            decisions += 1
            action = scripted_choice(tip, legal, tutorial_fallback(me_bot, view, legal))
            acts = [action]
        else:
            action = bots[s].choose(view, legal_actions(st))
        st, ev = apply(st, action)
        events = events_for(ev, 0)
    return shown, list(coach.missed), decisions


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--from", dest="start", type=int, default=1)
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--top", type=int, default=5)
    args = ap.parse_args(argv)
    rows = []
    for seed in range(args.start, args.start + args.count):
        shown, missed, decisions = trial(seed)
        in_order = shown == [s for s in STEP_IDS if s in shown]
        rows.append((len(missed) + (0 if in_order else 100), decisions, seed, missed))
    rows.sort()
    full = sum(1 for r in rows if r[0] == 0)
    print(f"{args.count} seeds from {args.start}: {full} show all {len(STEP_IDS)} steps in order")
    for _miss, decisions, seed, missed in rows[:args.top]:
        print(f"seed {seed}: missed {missed}  your decisions {decisions}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
