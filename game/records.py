"""After the game: kept finished games, local statistics, export and rematch. No pygame.

Files (all under `user_dir("data")`): `games/` the last KEEP finished games, each the same versioned record as the
autosave plus `finished_at` and `result`; `statistics.json`; `exports/` the files written by "Export game".
Every write is atomic (temp file, fsync, os.replace).
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import storage
from game.match import SAVE_VERSION, SaveError, check_variants
from game.paths import user_dir
from game.rules import default_db, replay
from game.rules.scoring import CATEGORIES

KEEP = 50
STATS_VERSION = 1
RECENT = 50          # games remembered in the statistics for the "recent games" chart
SCORES_KEPT = 500    # totals kept per bucket for the score distribution


def games_dir() -> Path:
    return user_dir("data") / "games"


def exports_dir() -> Path:
    return user_dir("data") / "exports"


def stats_path() -> Path:
    return user_dir("data") / "statistics.json"


def write_text(text: str, path: Path) -> None:
    """Write a text file atomically (game/storage.py: temp file, fsync, replace, fsync the folder)."""
    storage.write_atomic(path, text.encode("utf-8"))


def write_json(obj: Any, path: Path) -> None:
    """Write JSON atomically."""
    storage.write_json(path, obj)


def game_key(record: dict) -> str:
    """A short fingerprint of a game (seed, seats, names, actions, rule variants if any): the same game is never kept
    or counted twice."""
    parts = [record["seed"], record["seats"], record["names"], record["actions"]]
    if record.get("variants"):
        parts.append(_non_default(record["variants"]))
    core = json.dumps(parts, ensure_ascii=False)
    return hashlib.sha1(core.encode("utf-8")).hexdigest()[:10]


def final_result(record: dict) -> dict:
    """Replay the record and return the rules' final result; SaveError if it does not replay to the end."""
    try:
        st = replay(record)
    except Exception as exc:  # noqa: BLE001 - any replay failure means an unusable file
        raise SaveError(f"does not replay: {exc}") from None
    if not st.over:
        raise SaveError("the game is not finished")
    return st.result


def _stamp(t: float | None = None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(t))


# ---------------------------------------------------------------------------------------------- kept games

def keep_game(record: dict, result: dict, when: float | None = None) -> Path:
    """Write a finished game into games/ (named by date, seed and fingerprint); drop all but the newest KEEP."""
    folder = games_dir()
    key = game_key(record)
    for old in folder.glob(f"*_{key}.json"):
        return old
    t = time.time() if when is None else when
    path = folder / f"{time.strftime('%Y%m%d-%H%M%S', time.localtime(t))}_seed{record['seed']}_{key}.json"
    data = {"version": SAVE_VERSION, "seed": record["seed"], "players": record["players"],
            "names": record["names"], "seats": record["seats"], "actions": record["actions"],
            "finished_at": _stamp(t), "result": result}
    if _non_default(record.get("variants")):
        data["variants"] = record["variants"]
    write_json(data, path)
    for stale in sorted(folder.glob("*.json"))[:-KEEP]:
        try:
            stale.unlink()
        except OSError:
            pass
    return path


@dataclass
class GameEntry:
    """One line of the Replays list."""

    path: Path
    date: str
    names: list[str]
    seats: list[str]
    seed: int
    winner: int | None
    scores: list[int]
    immortals: list[str]


def read_record(path: Path) -> dict:
    """A game file's record (autosave, kept game or export); SaveError naming what is wrong."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(f"{path}: no such file") from None
    except OSError as exc:
        raise SaveError(f"{path}: {exc.strerror}") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path}: not JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
        raise SaveError(f"{path}: unknown save version {data.get('version') if isinstance(data, dict) else '?'}")
    try:
        ok = (isinstance(data["seed"], int) and isinstance(data["actions"], list)
              and isinstance(data["names"], list) and isinstance(data["seats"], list)
              and len(data["names"]) == len(data["seats"]) == data.get("players", len(data["seats"])))
    except KeyError as exc:
        raise SaveError(f"{path}: missing '{exc.args[0]}'") from None
    if not ok:
        raise SaveError(f"{path}: fields have the wrong types")
    data.setdefault("players", len(data["seats"]))
    if "variants" in data:
        try:
            data["variants"] = check_variants(data["variants"])
        except SaveError as exc:
            raise SaveError(f"{path}: {exc}") from None
        if not _non_default(data["variants"]):
            del data["variants"]
    return data


def _non_default(variants: dict | None) -> dict:
    """The rule variants of a record that differ from the default (empty: a game by today's rules)."""
    return default_db().with_variants(variants).non_default() if variants else {}


def list_games() -> list[GameEntry]:
    """The kept games, newest first (unreadable files are skipped)."""
    out = []
    for path in sorted(games_dir().glob("*.json"), reverse=True):
        try:
            data = read_record(path)
            res = data.get("result") or final_result(data)
        except SaveError:
            continue
        rows = res.get("players", [])
        out.append(GameEntry(path, str(data.get("finished_at", path.stem[:15])), list(data["names"]),
                             list(data["seats"]), data["seed"], res.get("winner"),
                             [r.get("total", 0) for r in rows], [r.get("immortal", "") for r in rows]))
    return out


def export_game(record: dict, folder: str | Path | None = None, when: float | None = None) -> Path:
    """Write the game file (the versioned record) into `folder` (default: data/exports), named by date and seed."""
    base = Path(folder).expanduser() if folder else exports_dir()
    t = time.time() if when is None else when
    path = base / f"immortal8_{time.strftime('%Y-%m-%d_%H%M%S', time.localtime(t))}_seed{record['seed']}.json"
    data = {k: record[k] for k in ("version", "seed", "players", "names", "seats", "actions") if k in record}
    if _non_default(record.get("variants")):
        data["variants"] = record["variants"]
    data.setdefault("version", SAVE_VERSION)
    write_json(data, path)
    return path


def rematch_seats(record: dict, same_seed: bool, rng: random.Random | None = None) -> tuple[list[str], list[str],
                                                                                              int]:
    """Seats, names and seed for a rematch: the same table, and the same deal or a new seed (never the old one)."""
    seed = int(record["seed"])
    if not same_seed:
        rng = rng or random.Random()
        new = seed
        while new == seed:
            new = rng.randrange(1, 10**6)
        seed = new
    return list(record["seats"]), list(record["names"]), seed


# ---------------------------------------------------------------------------------------------- statistics

def _bucket() -> dict:
    return {"games": 0, "wins": 0, "score_sum": 0, "best": None, "cat_sum": {c: 0 for c in CATEGORIES},
            "games_by_immortal": {}, "wins_by_immortal": {}, "games_by_players": {}, "wins_by_players": {},
            "scores": []}


def fresh_stats() -> dict:
    return {"version": STATS_VERSION, "players": {}, "bots": {}, "recent": [], "seen": []}


def _valid(stats: Any) -> bool:
    if not isinstance(stats, dict) or stats.get("version") != STATS_VERSION:
        return False
    if not all(isinstance(stats.get(k), list) for k in ("recent", "seen")):
        return False
    for group in ("players", "bots"):
        g = stats.get(group)
        if not isinstance(g, dict):
            return False
        for b in g.values():
            if not isinstance(b, dict) or not isinstance(b.get("games"), int) or not isinstance(b.get("cat_sum"),
                                                                                                  dict):
                return False
    return True


def load_stats(path: Path | None = None) -> tuple[dict, str | None]:
    """The statistics and a message; a corrupt file is renamed aside (with the date) and a fresh one started."""
    path = path or stats_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return fresh_stats(), None
    except OSError as exc:
        return fresh_stats(), f"statistics unreadable ({exc.strerror}); starting fresh"
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        data = None
    if _valid(data):
        return data, None
    aside = path.with_name(f"{path.stem}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    n = 1
    while aside.exists():
        n += 1
        aside = aside.with_name(f"{path.stem}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}-{n}{path.suffix}")
    os.replace(path, aside)
    return fresh_stats(), f"the statistics file was damaged: kept as {aside.name}, new statistics started"


def _add(b: dict, row: dict, won: bool, players: int) -> None:
    total, imm = int(row["total"]), row["immortal"]
    b["games"] += 1
    b["wins"] += int(won)
    b["score_sum"] += total
    b["best"] = total if b["best"] is None else max(b["best"], total)
    for c in CATEGORIES:
        b["cat_sum"][c] = b["cat_sum"].get(c, 0) + int(row["breakdown"].get(c, 0))
    for group, k in (("immortal", imm), ("players", str(players))):
        b[f"games_by_{group}"][k] = b[f"games_by_{group}"].get(k, 0) + 1
        if won:
            b[f"wins_by_{group}"][k] = b[f"wins_by_{group}"].get(k, 0) + 1
    b["scores"] = (b["scores"] + [total])[-SCORES_KEPT:]


def add_game(stats: dict, record: dict, result: dict, when: str | None = None) -> bool:
    """Count one finished game into `stats` (humans by name, bots by level); False if it was counted before."""
    key = game_key(record)
    if key in stats["seen"]:
        return False
    stats["seen"] = (stats["seen"] + [key])[-1000:]
    winner = result["winner"]
    n = len(result["players"])
    for s, row in enumerate(result["players"]):
        kind = record["seats"][s]
        if kind == "human":
            b = stats["players"].setdefault(record["names"][s], _bucket())
        else:
            b = stats["bots"].setdefault(kind.split(":", 1)[1] if ":" in kind else "normal", _bucket())
        _add(b, row, s == winner, n)
    stats["recent"] = (stats["recent"] + [{
        "date": when or _stamp(), "seed": record["seed"], "key": key, "winner": winner,
        "rows": [{"name": record["names"][s], "seat": record["seats"][s], "immortal": r["immortal"],
                  "total": r["total"], "breakdown": r["breakdown"]} for s, r in enumerate(result["players"])],
    }])[-RECENT:]
    return True


def reset_stats(path: Path | None = None) -> None:
    """Start the statistics again (the player confirmed)."""
    write_json(fresh_stats(), path or stats_path())


def average(b: dict, what: str = "score") -> float:
    """A bucket's average total, or the average of one category."""
    if not b["games"]:
        return 0.0
    return (b["score_sum"] if what == "score" else b["cat_sum"].get(what, 0)) / b["games"]


@dataclass
class Finished:
    """What record_finished did: the kept file, whether the game was counted, and a message for the player."""

    path: Path
    counted: bool
    message: str | None
    result: dict


def record_finished(match: Any) -> Finished:
    """Call once a game is over: keep it among the last KEEP games and count it in the statistics (idempotent)."""
    record = match.record()
    if not match.over:
        raise ValueError("the game is not over")
    result = final_result(record)
    path = keep_game(record, result)
    stats, message = load_stats()
    counted = add_game(stats, record, result)
    if counted or message:
        write_json(stats, stats_path())
    return Finished(path, counted, message, result)
