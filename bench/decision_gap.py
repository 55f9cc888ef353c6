"""What a decision is worth where two settings answer it otherwise: each answer followed by the same finishes, every
seat then played by Normal. It screens one kind of decision apart from the rest of a bot's play; for a lever
that changes few decisions it is no more sensitive than a paired pilot (the finishes from two answers share little).

    python bench/decision_gap.py --level hard --new normal --kinds pick --round 1 --games 40 --finishes 8 --workers 2

Games are dealt and seated as the tournament does (the seats `--level`, normal, normal, normal, rotated by one a
game). The level's seat answers its questions of `--kinds` in round `--round` by `--level` and every other question
as Normal does, so that collecting the positions costs only the screened decisions. At each such question with more
than one answer, `--new` (seeded as the level's seat) is asked too. Where it answers otherwise, the game is finished
`--finishes` times from each answer: every seat by Normal, finish f seeded alike for both answers, except that the
seat's next play/transform answer after a pick is given by the setting that made the pick (a pick is chosen with
its answer in mind). Each finish gives the seat's lead over its best rival at the end and whether it won.

Prints the questions asked and those answered otherwise, the new answer's mean gain in lead per changed question
(its finishes averaged, the standard error over questions), the same per question asked, and the finishes won
with each answer. The finishes are Normal's play, not the setting's: a screen of the decision, not of the bot.

Usage: python bench/decision_gap.py --new LEVEL [--level hard] [--kinds pick] [--round 1] [--games 40]
                                    [--first 0] [--seed 0] [--finishes 8] [--workers 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import Bot, make_bot  # noqa: E402
from game.bots.tournament import bot_seed, game_seed, lineup, seat_bot  # noqa: E402
from game.review.graph import lead  # noqa: E402
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for  # noqa: E402

NO_CAP = 1e9
"""Normal's safety cap (s) in the screen's seats and finishes: none, so that the same seed gives the same questions
and finishes on a loaded machine too (its plans stay bounded by their node budget, `max_nodes`)."""

Job = tuple[str, str, tuple[str, ...], int, int, int, int]
"""(level, new setting, kinds, round, seed, game, finishes)."""


def finish(st: GameState, me: int, answer: str, seed: int, own: Bot) -> tuple[int, bool]:
    """The seat's lead over its best rival, and whether it won, once `answer` is given at `st` (a copy) and the game
    is played out by Normal in every seat; after a pick, the seat's next play/transform answer is `own`'s."""
    c = st.clone()
    picked = c.pending is not None and c.pending.kind == "pick"
    apply_inplace(c, answer)
    bots = [make_bot("normal", seed * 31 + s, time_cap=NO_CAP) for s in range(c.n)]
    while not c.over:
        s = c.to_act
        assert s is not None   # the game is not over: a seat is to act
        view, legal = view_for(c, s), legal_actions(c)
        if picked and s == me and c.pending is not None and c.pending.kind == "play":
            a = own.choose(view, legal)
            picked = False
        else:
            a = bots[s].choose(view, legal)
        apply_inplace(c, a)
    assert c.result is not None   # over: scored
    totals = [r["total"] for r in c.result["players"]]
    return int(lead(totals, me)), c.result["winner"] == me


def compare(job: Job) -> dict:
    """One game: the screened questions asked, and for each answered otherwise the finishes from both answers."""
    level, new_level, kinds, round_, seed, g, finishes = job
    levels = lineup([level, "normal", "normal", "normal"], g)
    me = levels.index(level)
    gs = game_seed(seed, g)
    st = new_game(len(levels), gs)
    normal = [make_bot("normal", bot_seed(gs, s), time_cap=NO_CAP) for s in range(len(levels))]
    old = seat_bot(level, bot_seed(gs, me))
    new = seat_bot(new_level, bot_seed(gs, me))
    asked = 0
    changed: list[dict] = []
    while not st.over:
        s = st.to_act
        assert s is not None and st.pending is not None   # the game is not over
        view, legal = view_for(st, s), legal_actions(st)
        screened = s == me and st.pending.kind in kinds and st.round == round_ and len(legal) > 1
        a = (old if screened else normal[s]).choose(view, legal)
        if screened:
            asked += 1
            b = new.choose(view, legal)
            if b != a:
                at = gs * 1009 + st.ply * 17   # finish f of this question is seeded at + f for both answers
                rows = [(finish(st, me, a, at + f, old), finish(st, me, b, at + f, new)) for f in range(finishes)]
                changed.append({"ply": st.ply, "kind": st.pending.kind, "old": a, "new": b,
                                "gains": [y[0] - x[0] for x, y in rows],
                                "wins_old": sum(x[1] for x, _ in rows), "wins_new": sum(y[1] for _, y in rows)})
        apply_inplace(st, a)
    return {"game": g, "asked": asked, "changed": changed}


def summary(rows: list[dict], finishes: int) -> dict:
    """The questions asked and changed, and the new answers' mean gain (rows of `compare`)."""
    asked = sum(r["asked"] for r in rows)
    per = [sum(c["gains"]) / len(c["gains"]) for r in rows for c in r["changed"]]
    n = len(per)
    mean = sum(per) / n if n else 0.0
    se = math.sqrt(sum((x - mean) ** 2 for x in per) / (n - 1) / n) if n > 1 else 0.0
    return {"games": len(rows), "asked": asked, "changed": n, "finishes": finishes,
            "gain_per_changed": round(mean, 3), "se_per_changed": round(se, 3),
            "gain_per_asked": round(mean * n / asked, 3) if asked else 0.0,
            "se_per_asked": round(se * n / asked, 3) if asked else 0.0,
            "wins_old": sum(c["wins_old"] for r in rows for c in r["changed"]),
            "wins_new": sum(c["wins_new"] for r in rows for c in r["changed"])}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="What a decision is worth where two settings answer it otherwise.")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--new", required=True, help="the other setting, e.g. normal or hardx:margin=0")
    ap.add_argument("--kinds", default="pick", help="the decision kinds screened, joined by +")
    ap.add_argument("--round", type=int, default=1, choices=(1, 2))
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--finishes", type=int, default=8)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.level == "normal":
        raise SystemExit("--level must not be normal (its seat is found by its name among three Normal seats)")
    kinds = tuple(args.kinds.split("+"))
    jobs = [(args.level, args.new, kinds, args.round, args.seed, g, args.finishes)
            for g in range(args.first, args.first + args.games)]
    with Pool(args.workers) as pool:
        rows = list(pool.imap(compare, jobs))
    out = summary(rows, args.finishes)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print(f"{args.level} -> {args.new}, {'+'.join(kinds)} in round {args.round}: {out['changed']} of "
              f"{out['asked']} questions answered otherwise over {out['games']} games (seed {args.seed}), "
              f"{args.finishes} finishes each way")
        print(f"gain of the new answer: {out['gain_per_changed']:+.3f} +- {out['se_per_changed']:.3f} VP of lead per "
              f"changed question, {out['gain_per_asked']:+.3f} +- {out['se_per_asked']:.3f} per question asked; "
              f"finishes won {out['wins_new']} (new) vs {out['wins_old']} (old)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
