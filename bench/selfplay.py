"""The self-play series the fitting scripts learn from, played live or replayed from recorded games.

Game g of a series (players, seed, level) is dealt as `new_game(players, seed * 1_000_003 + g)` with `level` at every
seat. Playing it with slow bots (Hard: about 30 s a 4-player game on one core) is the costly part of a fit, so this
script records each game's actions once (one JSON line per game, written as each game ends; a run that stops
early is resumed by running it again), and `bench/fit_leaf.py`, `fit_rollout.py` and `fit_belief.py` replay them
with `--games-file FILE` instead of playing again: the state owns its RNG, so the seed and the actions rebuild
every position exactly.

Usage: python bench/selfplay.py --level hard --games 200 --seed 21 --workers 2 --out FILE.jsonl

A finished series may be packed with `gzip FILE.jsonl` (about 1 KB a game): every reader takes FILE.jsonl.gz as it
is, so the series kept in `bench/data/` replay without unpacking. A run writes and resumes plain `.jsonl` only.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections.abc import Iterator
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import make_bot  # noqa: E402
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for  # noqa: E402

Job = tuple[int, int, int, str, "list[str] | None"]
"""(game, players, seed, level, recorded actions or None to play the game live)."""


def series_game(g: int, players: int, seed: int, level: str = "normal") -> tuple[GameState, list]:
    """Game g of a seeded self-play series (`level` at every seat) and its bots."""
    st = new_game(players, seed * 1_000_003 + g)
    return st, [make_bot(level, seed * 7919 + g * 31 + i) for i in range(players)]


def moves(job: Job) -> Iterator[tuple[GameState, str]]:
    """The game's positions with the action taken there, in order; the caller applies each action (with
    `apply_inplace`, keeping its events if it wants them) before asking for the next. The state yielded is the same
    object throughout, over once the iteration ends."""
    g, players, seed, level, actions = job
    st, bots = series_game(g, players, seed, level)
    if actions is None:
        while not st.over:
            s = st.to_act
            assert s is not None   # a game not over has a seat to act
            yield st, bots[s].choose(view_for(st, s), legal_actions(st))
        return
    for a in actions:
        yield st, a
    if not st.over:
        raise ValueError(f"recorded game {g} (seed {seed}) ends before the game does")


def game_args(ap: argparse.ArgumentParser) -> None:
    """The options choosing a self-play series: --games, --players, --seed, --workers, --level, --games-file."""
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--level", default="normal", help="the bot at every seat of the self-play games")
    ap.add_argument("--games-file", type=Path,
                    help="replay the games recorded by bench/selfplay.py (their series; --games, --players, --seed "
                         "and --level are then read from the file)")


def read_games(path: Path) -> list[dict]:
    """The recorded games of a file (plain, or packed by gzip if its name ends in .gz), in game order; a malformed
    line or an unreadable file is named."""
    try:
        if path.suffix == ".gz":
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                text = fh.read()
        else:
            text = path.read_text(encoding="utf-8")
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise SystemExit(f"{path}: cannot be read as recorded games ({exc})") from None
    games = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
            games.append({k: rec[k] for k in ("game", "players", "seed", "level", "actions")})
        except (ValueError, KeyError, TypeError) as exc:
            raise SystemExit(f"{path}:{n}: not a recorded game ({exc})") from None
    return sorted(games, key=lambda r: r["game"])


def jobs_of(args: argparse.Namespace) -> tuple[list[Job], dict]:
    """The games a fitting script reads (recorded or to play) and the series' figures for its output's meta."""
    if args.games_file:
        games = read_games(args.games_file)
        if not games:
            raise SystemExit(f"{args.games_file}: no recorded games")
        first = games[0]
        meta = {"games": len(games), "players": first["players"], "seed": first["seed"], "level": first["level"],
                "games_file": str(args.games_file)}
        return [(r["game"], r["players"], r["seed"], r["level"], r["actions"]) for r in games], meta
    meta = {"games": args.games, "players": args.players, "seed": args.seed, "level": args.level}
    return [(g, args.players, args.seed, args.level, None) for g in range(args.games)], meta


def record(job: Job) -> dict:
    """Play one game live; its record."""
    g, players, seed, level, _ = job
    actions = []
    for st, a in moves(job):
        actions.append(a)
        apply_inplace(st, a, events=False)   # no one reads the events
    assert st.result is not None   # `moves` ends once the game is over, so it is scored
    return {"game": g, "players": players, "seed": seed, "level": level, "actions": actions,
            "scores": [r["total"] for r in st.result["players"]]}


def main() -> None:
    ap = argparse.ArgumentParser(description="Record a self-play series (one JSON line per game).")
    game_args(ap)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    if args.out.suffix == ".gz":
        raise SystemExit(f"{args.out}: a run writes plain .jsonl (gzip it once the series is done); left as it is")
    kept = read_games(args.out) if args.out.exists() else []
    series = {"players": args.players, "seed": args.seed, "level": args.level}
    for r in kept:   # resuming: the file must hold this series only
        if any(r[k] != v for k, v in series.items()):
            raise SystemExit(f"{args.out}: game {r['game']} is of another series "
                             f"({r['players']} players, seed {r['seed']}, {r['level']}); left as it is")
    done = {r["game"] for r in kept}
    todo = [(g, args.players, args.seed, args.level, None) for g in range(args.games) if g not in done]
    print(f"{len(done)} games already in {args.out}; playing {len(todo)}", flush=True)
    with Pool(args.workers) as pool, args.out.open("a", encoding="utf-8") as fh:
        for n, rec in enumerate(pool.imap_unordered(record, todo), 1):
            fh.write(json.dumps(rec, separators=(",", ":")) + "\n")
            fh.flush()
            if n % 10 == 0:
                print(f"{n}/{len(todo)} games", flush=True)


if __name__ == "__main__":
    main()
