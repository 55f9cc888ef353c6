"""Paired pilots of a late decision: each game is played once up to the level's first decision of a kind, then
finished twice, by the level and by the level with other knobs, so everything before it is the very same game.

    python bench/branch_pilot.py --level "hardx:tomorrow_win=0" --new hard --kind peek --immortal tomorrow \
        --games 400 --seed 9

`bench/pilot.py` plays the whole game again for the other knobs; a knob that acts only at one late decision (Tomorrow's
peek, Narashima's destructions) changes nothing before it, so branching there costs half and leaves nothing to chance
but that decision's own consequences. Seats, deals and bot seeds are those of the tournament (`tournament.lineup`,
`game_seed`, `seat_bot`), the level (`--level`, default hard) in one seat and `--opponents` in the others. Prints
the games, the decisions reached, the answers that changed, the wins of each side, the games only one side won and
the mean paired difference of the level's lead over its best rival, with its standard error. `--save FILE` keeps
each game's row as it ends, so a long pilot stopped early keeps its games and the same command resumes it (a file
of another run is refused and left as it is; a last line cut short is dropped, as `pilot.py --save` does).
"""

from __future__ import annotations

import argparse
import json
import sys
from contextlib import nullcontext
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))   # pilot.py, beside this script

from pilot import read_saved  # noqa: E402

from game.bots.choice import paired_gain  # noqa: E402
from game.bots.tournament import bot_seed, game_seed, lineup, seat_bot, seat_bots  # noqa: E402
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for  # noqa: E402

Job = tuple[list[str], str, int, int, str, frozenset, int]
"""(seats, the other level, seed, game, decision kind, Immortals to play or empty for all, the round of the
decision or 0 for either)."""


def _lead(st: GameState, me: int) -> int:
    assert st.result is not None   # scored
    tot = [r["total"] for r in st.result["players"]]
    return tot[me] - max(t for o, t in enumerate(tot) if o != me)


def _finish(st: GameState, bots: list) -> None:
    while not st.over:
        s = st.to_act
        apply_inplace(st, bots[s].choose(view_for(st, s), legal_actions(st)))


def branch(job: Job) -> dict | None:
    """One game: None when the level's seat is not dealt one of the Immortals asked for; else whether the
    decision was reached (and in which round), each side's answer there, whether it won and its lead."""
    seats, new_level, seed, g, kind, immortals, round_ = job
    levels = lineup(seats, g)
    me = levels.index(seats[0])
    gs = game_seed(seed, g)
    st = new_game(len(levels), gs)
    if immortals and not set(st.players[me].immortals) & immortals:
        return None
    bots = seat_bots(levels, gs)
    while not st.over and not (st.to_act == me and st.pending is not None and st.pending.kind == kind
                               and (not round_ or st.round == round_)):
        s = st.to_act
        apply_inplace(st, bots[s].choose(view_for(st, s), legal_actions(st)))
    out: dict = {"game": g, "reached": not st.over, "round": st.round}
    if st.over:
        out.update(old_won=st.result["winner"] == me, new_won=st.result["winner"] == me,
                   old_lead=_lead(st, me), new_lead=_lead(st, me))
        return out
    for side, level in (("old", seats[0]), ("new", new_level)):
        c = st.clone()
        side_bots = [*bots]
        side_bots[me] = seat_bot(level, bot_seed(gs, me))
        out[f"{side}_answer"] = side_bots[me].choose(view_for(c, me), legal_actions(c))
        _finish(c, side_bots)
        out[f"{side}_won"] = c.result is not None and c.result["winner"] == me
        out[f"{side}_lead"] = _lead(c, me)
    return out


def play(jobs: list[Job], workers: int, save: Path | None = None, run: dict | None = None) -> list[dict]:
    """The rows of the games of `jobs` (`branch`) where the level's seat was dealt an Immortal asked for, in game
    order. With `save`, each game's row (null when not dealt one) is added to that file as its game ends, under the
    `run` it belongs to; the games an earlier run of the same `run` left there are read back, not played again."""
    done = {} if save is None else read_saved(save, lambda rec: _other_run(rec, run))
    todo = [j for j in jobs if j[3] not in done]
    rows = [done[j[3]]["row"] for j in jobs if j[3] in done and done[j[3]]["row"] is not None]

    with save.open("a", encoding="utf-8") if save is not None else nullcontext() as out:
        def keep(job: Job, r: dict | None) -> None:
            if out is not None:
                out.write(json.dumps({"run": run, "game": job[3], "row": r}) + "\n")
                out.flush()
            if r is not None:
                rows.append(r)
        if workers > 1 and len(todo) > 1:
            with Pool(workers) as pool:
                for job, r in zip(todo, pool.imap(branch, todo)):
                    keep(job, r)
        else:
            for job in todo:
                keep(job, branch(job))
    return sorted(rows, key=lambda r: r["game"])


def _other_run(rec: dict, run: dict | None) -> str | None:
    """How a saved line's run differs from this one (None: the same run)."""
    return None if rec["run"] == run else f"{rec['run']}; this run: {run}"


def summary(rows: list[dict]) -> dict:
    """The paired comparison of the games played (rows of `branch`)."""
    reached = [r for r in rows if r["reached"]]
    changed = [r for r in reached if r["old_answer"] != r["new_answer"]]
    gain, se = paired_gain([float(r["new_lead"]) for r in rows], [float(r["old_lead"]) for r in rows]) \
        if len(rows) > 1 else (0.0, 0.0)
    return {"games": len(rows), "reached": len(reached), "changed": len(changed),
            "wins_old": sum(r["old_won"] for r in rows), "wins_new": sum(r["new_won"] for r in rows),
            "only_new": sum(r["new_won"] and not r["old_won"] for r in rows),
            "only_old": sum(r["old_won"] and not r["new_won"] for r in rows),
            "lead_gain": round(gain, 2), "lead_se": round(se, 2),
            "changed_games": [{k: r[k] for k in ("game", "old_answer", "new_answer", "old_won", "new_won",
                                                 "old_lead", "new_lead")} for r in changed]}


def main() -> None:
    ap = argparse.ArgumentParser(description="Paired pilots of a late decision, branched where it is asked.")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--new", required=True, help="the level with other knobs, e.g. hardx:tomorrow_win=1")
    ap.add_argument("--opponents", default="normal,normal,normal")
    ap.add_argument("--kind", required=True, help="the decision kind to branch at (peek, narashima, ...)")
    ap.add_argument("--immortal", default="", help="only the games where the level is dealt one of these")
    ap.add_argument("--round", type=int, default=0, help="branch at the first such decision of this round (0: any)")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--save", type=Path, help="a JSON-lines file each game's row is added to as it ends; the games "
                    "already in it are read back, not played again (a long pilot resumes where it stopped)")
    args = ap.parse_args()
    seats = [args.level, *args.opponents.split(",")]
    if args.level in seats[1:]:
        raise SystemExit("--level must not be among --opponents (its seat is found by its name)")
    imms = frozenset(x for x in args.immortal.split(",") if x)
    run = {"seats": seats, "new": args.new, "seed": args.seed, "kind": args.kind, "immortal": sorted(imms),
           "round": args.round}
    jobs = [(seats, args.new, args.seed, g, args.kind, imms, args.round)
            for g in range(args.first, args.first + args.games)]
    try:
        rows = play(jobs, args.workers, args.save, run)
    except (ValueError, OSError) as exc:   # another run's file, or one that cannot be read: left as it is
        raise SystemExit(f"branch_pilot.py: {exc}") from None
    s = summary(rows)
    if args.json:
        print(json.dumps(s))
        return
    print(f"{args.new} against {args.level}, seed {args.seed}, games {args.first}-{args.first + args.games - 1}: "
          f"{s['games']} games played, {s['reached']} reached a {args.kind}, {s['changed']} answers changed")
    print(f"wins {s['wins_new']} vs {s['wins_old']} (only new {s['only_new']}, only old {s['only_old']}), "
          f"lead {s['lead_gain']:+.2f} +- {s['lead_se']:.2f} VP")
    for r in s["changed_games"]:
        print(f"  game {r['game']}: {r['old_answer']} -> {r['new_answer']}, won {r['old_won']} -> {r['new_won']}, "
              f"lead {r['old_lead']} -> {r['new_lead']}")


if __name__ == "__main__":
    main()
