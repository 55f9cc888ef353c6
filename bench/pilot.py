"""Paired pilots: one level against fixed opponents on the same seeded deals, compared game by game.

    python bench/pilot.py --level hard --games 200 --seed 3 --save /tmp/base.jsonl
    python bench/pilot.py --level "hardx:playouts=800" --games 200 --seed 3 --save /tmp/v1.jsonl \
        --against /tmp/base.jsonl

Each game seats `--level` once and `--opponents` in the other seats, rotated as the tournament does
(`tournament.lineup`, `tournament.game_seed`), so game g deals the same cards and Immortals whatever the level.
`--save` writes one JSON line per game (levels, winner, scores, Immortals, the level's decision times) as each game
ends, so a run stopped early keeps the games it played; run the same command again and it plays only the games the
file does not hold yet (a file of another level, opponents or seed is refused, and left as it is).
`--compare FILE` reads the level's games from such a file instead of playing them (with `--against`: two saved
runs compared). `--against` reads such a file of the same games and prints the paired comparison: wins of each, the
games only one of them won, and the level's lead over its best rival (its score minus the best other score), mean paired
difference with its standard error, overall and by the level's Immortal. `--immortal tomorrow,narashima` plays only
the games where the level is dealt one of those (a knob for one Immortal, piloted on its games alone). A paired
difference cancels the deal's luck (the Immortal dealt is worth up to 60 points of win rate), but not the play's: a
decision that differs changes the rest of the game: where one run of Hard won 119 of 200 games, the same Hard merely
reseeded (`hardx:salt=N`) won 100, 104 and 113 of the same games. So give `--against` several times, once per run of
the baseline (reseeded runs of the same bot): each is compared, and the level's wins are set against the spread of
theirs on the games all hold.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots.choice import paired_gain  # noqa: E402
from game.bots.tournament import _pct, game_seed, lineup, play_game, wilson  # noqa: E402
from game.rules import new_game  # noqa: E402


def _one(args: tuple[list[str], int, int, str]) -> dict:
    seats, seed, g, level = args
    levels = lineup(seats, g)
    rec = play_game(levels, game_seed(seed, g))
    me = levels.index(level)
    times = rec["times"][me]
    return {"game": g, "seed": seed, "seat": me, "levels": levels, "winner": rec["winner"], "scores": rec["scores"],
            "immortals": rec["immortals"], "ms_mean": sum(times) / max(1, len(times)),
            "ms_max": max(times, default=0.0), "decisions": len(times), "times": [round(t, 1) for t in times]}


def dealt(seats: list[str], seed: int, g: int, level: str) -> str:
    """The Immortal the level's seat is dealt in game g (the deal does not depend on who plays). ValueError where
    a seat is dealt two to keep one later (3 players): which one it plays is not known before the game."""
    levels = lineup(seats, g)
    mine = new_game(len(levels), game_seed(seed, g)).players[levels.index(level)].immortals
    if len(mine) != 1:
        raise ValueError(f"--immortal needs one Immortal dealt a seat; with {len(levels)} players each seat is dealt "
                         f"{len(mine)} and keeps one during the game")
    return mine[0]


def run(level: str, opponents: list[str], games: int, seed: int, workers: int, first: int = 0,
        immortals: frozenset[str] = frozenset(), save: Path | None = None) -> list[dict]:
    """Play games first..first+games-1 with `level` in one seat (only those where it is dealt one of `immortals`,
    if any are named); one record per game, in game order. With `save`, each record is appended to that file as
    its game ends, and the games the file already holds (`resumable`) are read back rather than played."""
    seats = [level, *opponents]
    done = resumable(save, seats, seed) if save is not None else {}
    jobs = [(seats, seed, g, level) for g in range(first, first + games)
            if g not in done and (not immortals or dealt(seats, seed, g, level) in immortals)]
    wanted = set(range(first, first + games))
    recs = [r for g, r in done.items() if g in wanted and (not immortals or r["immortals"][r["seat"]] in immortals)]
    out = save.open("a", encoding="utf-8") if save is not None else None
    try:
        if workers > 1 and len(jobs) > 1:
            import multiprocessing as mp
            with mp.get_context("fork").Pool(workers) as pool:
                for rec in pool.imap_unordered(_one, jobs, chunksize=1):
                    _keep(rec, recs, out)
        else:
            for j in jobs:
                _keep(_one(j), recs, out)
    finally:
        if out is not None:
            out.close()
    return sorted(recs, key=lambda r: r["game"])


def _keep(rec: dict, recs: list[dict], out: TextIO | None) -> None:
    """One finished game: kept, and written at once to the --save file if there is one."""
    recs.append(rec)
    if out is not None:
        out.write(json.dumps(rec) + "\n")
        out.flush()


class SaveMismatch(ValueError):
    """A --save file that holds another run's games."""


def resumable(path: Path, seats: list[str], seed: int) -> dict[int, dict]:
    """The games an earlier run of the same level, opponents and seed left in `path` (none if it does not
    exist), by number (`read_saved`)."""
    def other_run(rec: dict) -> str | None:
        levels, mine = rec["levels"], rec["levels"][rec["seat"]]
        if rec.get("seed") != seed or sorted(levels) != sorted(seats) or mine != seats[0]:
            return f"seats {levels}, seed {rec.get('seed')}; this run: {seats}, seed {seed}"
        return None
    return read_saved(path, other_run)


def read_saved(path: Path, other_run: Callable[[dict], str | None]) -> dict[int, dict]:
    """The records a stopped run left in the JSON-lines file `path` (none if it does not exist), by their "game".
    `other_run(record)` says how a record differs from this run's (None: it is one of them; a missing field is an
    error too). A last line cut short by a stopped run is dropped from the file; a file holding anything else
    raises SaveMismatch and is not touched."""
    if not path.exists() or path.stat().st_size == 0:
        return {}
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    recs: dict[int, dict] = {}
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
            game, why = int(rec["game"]), other_run(rec)
        except (KeyError, IndexError, TypeError, ValueError) as exc:   # ValueError: json's decode errors too
            if isinstance(exc, json.JSONDecodeError) and i == len(lines) - 1:   # the line a stopped run was writing
                break
            raise SaveMismatch(f"{path}: line {i + 1} is not a game record; give another --save file") from None
        if why is not None:
            raise SaveMismatch(f"{path} holds games of another run (line {i + 1}: {why}); give another --save file")
        recs[game] = rec
    if len(recs) != sum(1 for line in lines if line.strip()) or not text.endswith("\n"):
        # a cut line (or none ending the file): the file rewritten without it, each line ended
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text("".join(json.dumps(r) + "\n" for r in recs.values()), encoding="utf-8")
        tmp.replace(path)
    return recs


def lead(rec: dict) -> int:
    """The level's score minus the best other score in a game record."""
    me = rec["seat"]
    return rec["scores"][me] - max(s for i, s in enumerate(rec["scores"]) if i != me)


def paired(a: list[float]) -> tuple[float, float]:
    """Mean and standard error of a list of paired differences (`choice.paired_gain` against zero)."""
    return paired_gain(a, [0.0] * len(a)) if a else (0.0, 0.0)


def compare(new: list[dict], old: list[dict]) -> dict:
    """The paired comparison of two record lists over the games both hold."""
    by_game = {r["game"]: r for r in old}
    pairs = [(r, by_game[r["game"]]) for r in new if r["game"] in by_game]
    out: dict = {"games": len(pairs)}
    won = lambda r: r["winner"] == r["seat"]  # noqa: E731
    out["wins_new"] = sum(won(a) for a, _ in pairs)
    out["wins_old"] = sum(won(b) for _, b in pairs)
    out["only_new"] = sum(won(a) and not won(b) for a, b in pairs)
    out["only_old"] = sum(won(b) and not won(a) for a, b in pairs)
    out["lead_diff"] = paired([lead(a) - lead(b) for a, b in pairs])
    out["ms_new"] = sum(a["ms_mean"] * a["decisions"] for a, _ in pairs) / max(1, sum(a["decisions"] for a, _ in pairs))
    out["ms_old"] = sum(b["ms_mean"] * b["decisions"] for _, b in pairs) / max(1, sum(b["decisions"] for _, b in pairs))
    imm: dict[str, list] = defaultdict(list)
    for a, b in pairs:
        imm[a["immortals"][a["seat"]]].append((won(a), won(b), lead(a) - lead(b)))
    out["by_immortal"] = {k: {"games": len(v), "wins_new": sum(x[0] for x in v), "wins_old": sum(x[1] for x in v),
                              "lead_diff": paired([x[2] for x in v])} for k, v in sorted(imm.items())}
    return out


def read_runs(path: Path) -> list[dict]:
    """The games of a `--save` file, one JSON line each."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="hard")
    p.add_argument("--opponents", default="normal,normal,normal")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--first", type=int, default=0, help="number of the first game")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--save", type=Path)
    p.add_argument("--against", type=Path, action="append", default=[],
                   help="a saved run of the baseline on the same games; several: reseeded runs, read as a spread")
    p.add_argument("--immortal", default="",
                   help="only the games where the level is dealt one of these Immortals (comma-separated)")
    p.add_argument("--compare", type=Path,
                   help="read the level's games from this file (a --save of an earlier run) instead of playing them")
    args = p.parse_args(argv)
    only = frozenset(x for x in args.immortal.split(",") if x)
    level = args.level
    if args.compare:
        recs = read_runs(args.compare)
        if not recs:
            print(f"pilot.py: no games in {args.compare}", file=sys.stderr)
            return 2
        level = recs[0]["levels"][recs[0]["seat"]]
    else:
        try:
            recs = run(level, args.opponents.split(","), args.games, args.seed, args.workers, args.first, only,
                       args.save)
        except ValueError as exc:
            print(f"pilot.py: {exc}", file=sys.stderr)
            return 2
        except OSError as exc:   # a --save file that cannot be read or written (the games already kept stay in it)
            print(f"pilot.py: --save {args.save}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    wins = sum(r["winner"] == r["seat"] for r in recs)
    lo, hi = wilson(wins, len(recs))
    times = sorted(t for r in recs for t in r["times"])
    p95 = _pct(times, 0.95)
    print(f"{level}: {wins}/{len(recs)} = {wins / len(recs):.1%} [{lo:.1%}, {hi:.1%}]; "
          f"decision mean {sum(times) / max(1, len(times)):.0f} ms, p95 {p95:.0f} ms")
    olds = [read_runs(path) for path in args.against]
    for i, old in enumerate(olds):
        c = compare(recs, old)
        m, se = c["lead_diff"]
        print(f"paired over {c['games']} games{f' (baseline run {i + 1})' if len(olds) > 1 else ''}: wins "
              f"{c['wins_new']} vs {c['wins_old']} (only new {c['only_new']}, only old {c['only_old']}); lead "
              f"{m:+.2f} +- {se:.2f} VP; decision mean {c['ms_new']:.0f} vs {c['ms_old']:.0f} ms")
        if i == 0:
            for k, v in c["by_immortal"].items():
                m, se = v["lead_diff"]
                print(f"  {k:10s} {v['games']:3d} games  wins {v['wins_new']:3d} vs {v['wins_old']:3d}  "
                      f"lead {m:+.2f} +- {se:.2f}")
    if len(olds) > 1:
        print(spread_line(recs, olds))
    return 0


def spread(new: list[dict], olds: list[list[dict]]) -> dict:
    """The level's wins against several baseline runs on the games every run holds: their wins, mean and standard
    deviation (a single run's noise), and the level's difference from that mean in those deviations."""
    common = set.intersection({r["game"] for r in new}, *({r["game"] for r in old} for old in olds))
    won = lambda rs: sum(r["winner"] == r["seat"] for r in rs if r["game"] in common)  # noqa: E731
    base = [won(old) for old in olds]
    mean = sum(base) / len(base)
    sd = (sum((w - mean) ** 2 for w in base) / (len(base) - 1)) ** 0.5
    mine = won(new)
    # the level's own run is one more draw: its difference from the runs' mean spreads by sd * sqrt(1 + 1/k)
    z = (mine - mean) / (sd * (1 + 1 / len(base)) ** 0.5) if sd > 0 else None
    return {"games": len(common), "wins": mine, "baseline": base, "mean": mean, "sd": sd, "z": z}


def spread_line(new: list[dict], olds: list[list[dict]]) -> str:
    """`spread` in one line."""
    s = spread(new, olds)
    z = "" if s["z"] is None else f", {s['z']:+.1f} of their deviations"
    return (f"against {len(olds)} baseline runs over the {s['games']} games all hold: wins {s['wins']} vs "
            f"{', '.join(map(str, s['baseline']))} (mean {s['mean']:.1f}, sd {s['sd']:.1f}): "
            f"{s['wins'] - s['mean']:+.1f}{z}")


if __name__ == "__main__":
    raise SystemExit(main())
