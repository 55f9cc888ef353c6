"""How far the playouts' Kingdom turn falls short of Normal's: from the same positions, one seat's whole turn played
by Normal and by the playout policy, each game then finished by the playout policy with the same seed.

    python bench/turn_gap.py --games 12 --round 2 --ways policy,activations,effects,only:copy,only:branch

Positions: the start of every seat's Kingdom turn in round `--round` of Normal self-play games (seeds 5000 + g).
From each, `--draws` times, the turn is played by each way, then the game is finished by `rollout.playout`. A way:
`normal` (the yardstick: Normal answers every question of the turn), `policy` (the playout policy answers all, on
fast menus as in a playout), `activations` (the policy picks the activations, Normal answers their effect questions),
`effects` (Normal picks the activations, the policy answers the effects), `only:KIND` (the policy answers that kind
of question alone), `hard` (Hard answers every question of the turn; a whole-turn planner, screened against it,
is at commit fdd7981). Prints, per way, the seat's mean lead over its best rival at the end and its gap to
Normal's, with its paired standard error, then what the turn changed on average (activations, coins, tokens) and
the final score by category. The finishes share a seed, not a course: a different turn changes every draw after it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import make_bot  # noqa: E402
from game.bots.heuristic import HeuristicBot  # noqa: E402
from game.bots.rollout import playout, policy  # noqa: E402
from game.review.graph import lead  # noqa: E402
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for  # noqa: E402

FIELDS = ("coins", "mil", "sci", "cha", "vp", "diamond", "won", "sup")


def _by_policy(way: str, kind: str) -> bool:
    """Whether the playout policy, not Normal, answers a question of `kind` in this way."""
    if way == "policy":
        return True
    if way == "activations":
        return kind == "kingdom"
    if way == "effects":
        return kind != "kingdom"
    return way.startswith("only:") and kind == way[5:]


def turn(st: GameState, s: int, way: str, seed: int) -> dict:
    """Seat s's Kingdom turn from `st` (a copy is played) the given way, then the game finished by the playouts:
    its lead at the end, what the turn changed and the final breakdown."""
    c = st.clone()
    rng = random.Random(seed)
    normal = HeuristicBot("normal", seed)
    hard = make_bot("hard", seed) if way == "hard" else None
    before = [getattr(c.players[s], f) for f in FIELDS]
    acts = 0
    # fast menus (unchecked options) only where the policy picks the activations: Normal reads checked menus
    c.fast_menus = way in ("policy", "activations")
    while c.pending is not None and c.pending.seat == s and c.phase == "kingdom":
        kind = c.pending.kind
        if hard is not None:
            a = hard.choose(view_for(c, s), legal_actions(c))
        elif _by_policy(way, kind):
            a = policy(c, random.Random(rng.getrandbits(31)))
        else:
            a = normal.choose(view_for(c, s), legal_actions(c))
        acts += kind == "kingdom" and a != "end"
        apply_inplace(c, a)
    changed = [getattr(c.players[s], f) - b for f, b in zip(FIELDS, before)]
    playout(c, random.Random(seed + 1))
    assert c.result is not None
    return {"lead": int(lead([r["total"] for r in c.result["players"]], s)), "acts": acts, "changed": changed,
            "breakdown": dict(c.result["players"][s]["breakdown"])}


def positions(games: int, round_: int) -> list[tuple[GameState, int, int]]:
    """(state, seat, game) at the start of every seat's Kingdom turn in round `round_` of Normal self-play."""
    out = []
    for g in range(games):
        bots = [HeuristicBot("normal", 100 + g * 4 + i) for i in range(4)]
        st = new_game(4, 5000 + g)
        while not st.over:
            d = st.pending
            assert d is not None
            if (d.kind == "kingdom" and st.round == round_ and st.active == d.seat and not st.tilted
                    and not st.wonder_uses):
                out.append((st.clone(), d.seat, g))
            s = st.to_act
            apply_inplace(st, bots[s].choose(view_for(st, s), legal_actions(st)))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--round", type=int, default=2, choices=(1, 2))
    ap.add_argument("--draws", type=int, default=4, help="turns played a position and way")
    ap.add_argument("--ways", default="policy,activations,effects")
    args = ap.parse_args(argv)
    ways = ["normal"] + [w for w in args.ways.split(",") if w and w != "normal"]
    rows: dict[str, list[dict]] = {w: [] for w in ways}
    for st, s, g in positions(args.games, args.round):
        for k in range(args.draws):
            for w in ways:
                rows[w].append(turn(st, s, w, g * 1000 + s * 10 + k))
    n = len(rows["normal"])
    print(f"{n} turns ({args.games} games, round {args.round}, {args.draws} draws a position)")
    base = [r["lead"] for r in rows["normal"]]
    for w in ways:
        leads = [r["lead"] for r in rows[w]]
        gap = [x - y for x, y in zip(leads, base)]
        se = statistics.stdev(gap) / len(gap) ** 0.5 if len(gap) > 1 and any(gap) else 0.0
        changed = "  ".join(f"{f} {statistics.mean(r['changed'][i] for r in rows[w]):+.2f}"
                            for i, f in enumerate(FIELDS))
        cats = sorted({c for r in rows[w] for c in r["breakdown"]})
        final = "  ".join(f"{c} {statistics.mean(r['breakdown'].get(c, 0) for r in rows[w]):.2f}" for c in cats)
        print(f"{w:13s} lead {statistics.mean(leads):+.2f}  gap {statistics.mean(gap):+.2f} +- {se:.2f} VP")
        print(f"{'':13s} activations {statistics.mean(r['acts'] for r in rows[w]):.2f}  {changed}")
        print(f"{'':13s} final: {final}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
