"""After the game: kept finished games, local statistics, export and rematch. No pygame.

Files (all under `user_dir("data")`): `games/` the last KEEP finished games, each the same versioned record as the
autosave plus `finished_at` and `result`, named DATE_seedN_KEY.json; `statistics.json`; `exports/` the files written
by "Export game". Every write is atomic (temp file, fsync, os.replace).

A finished game is first kept, then counted: the statistics are derived from the kept games (each counted once, by
its key), so a game whose counting was cut short by a kill is counted the next time the statistics are read, and a
finished autosave that was never kept is kept at start-up (`repair`). Only files named and shaped like a kept game
are ever removed from `games/`.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from game import storage
from game.gamefile import (
    KEPT_EXTRAS,
    RECORD_DEPTH,
    SAVE_VERSION,
    SaveError,
    autosave_path,
    read_record_from,
    rules_fingerprint,
)
from game.gamefile import read_record as read_game_file
from game.labels import person_key
from game.paths import user_dir
from game.rules import default_db, replay
from game.rules.scoring import CATEGORIES

KEEP = 50
STATS_VERSION = 1
RECENT = 50          # games remembered in the statistics for the "recent games" chart
SCORES_KEPT = 500    # totals kept per bucket for the score distribution
KEPT_MAX_BYTES = 1024 * 1024   # a kept game is a few KB; a larger file is not one the game wrote
STATS_DEPTH = 6      # statistics.json nests 5 levels (recent -> game -> rows -> row -> breakdown)
KEPT_NAME = re.compile(r"\d{8}-\d{6}_seed\d+_(?P<key>[0-9a-f]{10})\.json")


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
    if variants := _non_default(record.get("variants")):
        parts.append(variants)
    core = json.dumps(parts, ensure_ascii=False)
    return hashlib.sha1(core.encode("utf-8")).hexdigest()[:10]


def final_result(record: dict) -> dict:
    """Replay the record and return the rules' final result; SaveError if it does not replay to the end."""
    try:
        st = replay(record)
    except Exception as exc:  # noqa: BLE001 - any replay failure means an unusable file
        raise SaveError(f"does not replay: {exc}", f"ne se rejoue pas : {exc}") from None
    if not st.over:
        raise SaveError("the game is not finished", "la partie n'est pas finie")
    assert st.result is not None   # a finished game is scored
    return st.result


def _stamp(t: float | None = None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(t))


# ---------------------------------------------------------------------------------------------- kept games

def keep_game(record: dict, result: dict, when: float | None = None) -> Path:
    """Write a finished game into games/ (named by date, seed and fingerprint); then remove the oldest kept games
    beyond KEEP, only among files this game wrote and recognises, never the one just written."""
    folder = games_dir()
    key = game_key(record)
    for old in folder.glob(f"*_{key}.json"):
        if KEPT_NAME.fullmatch(old.name):
            return old
    t = time.time() if when is None else when
    path = folder / f"{time.strftime('%Y%m%d-%H%M%S', time.localtime(t))}_seed{record['seed']}_{key}.json"
    data = {"version": SAVE_VERSION, "seed": record["seed"], "players": record["players"],
            "names": record["names"], "seats": record["seats"], "actions": record["actions"],
            "finished_at": _stamp(t), "result": result, "rules": _rules_of(record)}
    if _non_default(record.get("variants")):
        data["variants"] = record["variants"]
    if record.get("tutorial"):
        data["tutorial"] = True   # the guided first game: kept, marked, never counted in the statistics
    write_json(data, path)
    _prune(folder, path)
    return path


def _rules_of(record: dict) -> str:
    """The card-data fingerprint a record carries, or this game's for its variants (a record made here)."""
    return record.get("rules") or rules_fingerprint(default_db().with_variants(record.get("variants")).choice)


def _prune(folder: Path, just_written: Path) -> None:
    """Delete the oldest kept games beyond KEEP: only files with a kept game's name whose content is that game (the
    player's own files and damaged ones are neither counted nor removed)."""
    ours = []
    for p in sorted(folder.glob("*.json")):
        if KEPT_NAME.fullmatch(p.name) and p != just_written:
            try:
                read_kept(p)
            except SaveError:
                continue
            ours.append(p)
    for stale in ours[:max(0, len(ours) + 1 - KEEP)]:
        try:
            stale.unlink()
        except OSError:
            pass


@dataclass
class GameEntry:
    """One line of the Replays list; `fault` says why a file cannot be watched (the other fields are then empty)."""

    path: Path
    date: str
    names: list[str]
    seats: list[str]
    seed: int
    winner: int | None
    scores: list[int]
    immortals: list[str]
    fault: SaveError | None = None

    @property
    def problem(self) -> str | None:
        """Why the file cannot be watched, in English (None: it can)."""
        return None if self.fault is None else str(self.fault)


def read_record(path: Path | str) -> dict:
    """A game file's record (autosave, kept game or export), checked as strictly as Continue and hint check it (a
    game made with other card data is read: `other_rules(record)` says so); SaveError '<path>: <what is wrong>'."""
    try:
        return read_game_file(Path(path), kept_ok=True, other_rules_ok=True)
    except SaveError as exc:
        raise exc.at(path) from None


def _is_int(value: object, limit: int = 2**53) -> bool:
    """A whole number a float can hold (averages and rates are drawn from them); seeds go up to 2**63."""
    return isinstance(value, int) and not isinstance(value, bool) and -limit < value < limit


def _text(value: object) -> bool:
    """A short text (a name, a bot level, an Immortal id, a date, a key): anything longer is not one of ours."""
    return isinstance(value, str) and len(value) <= 100


def _counts(value: object) -> bool:
    """A dict of text to whole numbers (a score breakdown, games per Immortal...)."""
    return isinstance(value, dict) and all(_text(k) and _is_int(v) for k, v in value.items())


def _valid_result(result: object, players: int) -> TypeGuard[dict]:
    """A kept game's result in the shape the rules give it: a winner seat (or none) and one row per seat."""
    if not isinstance(result, dict) or not isinstance(result.get("players"), list):
        return False
    winner, rows = result.get("winner"), result["players"]
    if len(rows) != players or not (winner is None or _is_int(winner) and 0 <= winner < players):
        return False
    return all(isinstance(r, dict) and _is_int(r.get("total")) and _text(r.get("immortal"))
               and _counts(r.get("breakdown")) for r in rows)


def read_kept(path: Path) -> tuple[dict, dict, str]:
    """A kept game file: its checked record, its result (replayed if the stored one is damaged) and its date; size and
    nesting are bounded before parsing. SaveError if it is not a kept game of this game (its name and content)."""
    m = KEPT_NAME.fullmatch(path.name)
    if m is None:
        raise SaveError("not a kept game's name", "pas un nom de partie gardée")
    try:
        data = storage.read_json(path, max_bytes=KEPT_MAX_BYTES, max_depth=RECORD_DEPTH)
    except storage.FileProblem as exc:
        raise SaveError(str(exc), exc.fr) from None
    if not isinstance(data, dict):
        raise SaveError("not a game: the top level is not an object",
                        "pas une partie : le premier niveau n'est pas un objet")
    record = read_record_from({k: v for k, v in data.items() if k not in KEPT_EXTRAS}, other_rules_ok=True)
    if game_key(record) != m["key"]:
        raise SaveError("its content is not the game its name says",
                        "son contenu n'est pas la partie que dit son nom")
    if data.get("tutorial") is True:
        record["tutorial"] = True
    result = data.get("result")
    if not _valid_result(result, record["players"]):
        result = final_result(record)
    when = data.get("finished_at")
    if not isinstance(when, str) or len(when) > 40:
        when = _name_date(path.name)
    return record, result, when


def _name_date(name: str) -> str:
    """'YYYY-MM-DD HH:MM' from a kept game's name ('' for another name)."""
    if not KEPT_NAME.fullmatch(name):
        return ""
    return f"{name[:4]}-{name[4:6]}-{name[6:8]} {name[9:11]}:{name[11:13]}"


def _non_default(variants: dict | None) -> dict:
    """The rule variants of a record that differ from the default (empty: a game by today's rules)."""
    return default_db().with_variants(variants).non_default() if variants else {}


def list_games() -> list[GameEntry]:
    """The kept games, newest first, then any other file there; one that cannot be read is listed with the reason
    (never skipped)."""
    out: list[GameEntry] = []
    try:
        paths = sorted(games_dir().glob("*.json"), key=lambda p: (bool(KEPT_NAME.fullmatch(p.name)), p.name),
                       reverse=True)
    except OSError:
        return out
    for path in paths:
        try:
            record, res, date = read_kept(path)
        except SaveError as exc:
            out.append(GameEntry(path, _name_date(path.name), [], [], 0, None, [], [], fault=exc))
            continue
        rows = res["players"]
        out.append(GameEntry(path, date, list(record["names"]), list(record["seats"]), record["seed"],
                             res["winner"], [r["total"] for r in rows], [r["immortal"] for r in rows]))
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
    data["rules"] = _rules_of(record)
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


def _valid_bucket(b: object) -> bool:
    if not isinstance(b, dict) or not all(_is_int(b.get(k)) for k in ("games", "wins", "score_sum")):
        return False
    by = ("cat_sum", "games_by_immortal", "wins_by_immortal", "games_by_players", "wins_by_players")
    return (0 <= b["wins"] <= b["games"] and (b.get("best") is None or _is_int(b["best"]))
            and all(_counts(b.get(k)) for k in by)
            and isinstance(b.get("scores"), list) and all(_is_int(v) for v in b["scores"]))


def _valid_recent(game: object) -> bool:
    if not isinstance(game, dict) or not _text(game.get("date")) or not _is_int(game.get("seed"), 2**63):
        return False
    rows = game.get("rows")
    return (_text(game.get("key")) and (game.get("winner") is None or _is_int(game["winner"]))
            and isinstance(rows, list) and bool(rows)
            and all(isinstance(r, dict) and all(_text(r.get(k)) for k in ("name", "seat", "immortal"))
                    and _is_int(r.get("total")) and _counts(r.get("breakdown")) for r in rows))


def _valid(stats: Any) -> bool:
    """Every field the statistics screen and the counting read, in its shape (anything else: a damaged file)."""
    if not isinstance(stats, dict) or stats.get("version") != STATS_VERSION or isinstance(stats["version"], bool):
        return False
    if not isinstance(stats.get("seen"), list) or not all(_text(k) for k in stats["seen"]):
        return False
    if not isinstance(stats.get("recent"), list) or not all(_valid_recent(g) for g in stats["recent"]):
        return False
    for group in ("players", "bots"):
        g = stats.get(group)
        if not isinstance(g, dict) or not all(_text(k) and _valid_bucket(b) for k, b in g.items()):
            return False
    return True


def _kept_keys() -> list[str]:
    """The keys of the kept games, from their file names (nothing is read)."""
    try:
        return [m["key"] for p in sorted(games_dir().glob("*.json")) if (m := KEPT_NAME.fullmatch(p.name))]
    except OSError:
        return []


def _set_aside(path: Path) -> Path:
    """Rename a damaged statistics file (or folder) to statistics.corrupt-DATE[-N].json, never over another."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        aside = path.with_name(f"{path.stem}.corrupt-{stamp}{'' if n == 1 else f'-{n}'}{path.suffix}")
        if not os.path.lexists(aside):
            os.rename(path, aside)
            return aside
    raise OSError("too many set-aside statistics files")


def _read_stats(path: Path) -> dict | None:
    """The statistics in the file (fresh ones if there is none), or None if it is damaged; size and nesting are
    bounded before parsing."""
    if not os.path.lexists(path):
        return fresh_stats()
    try:
        data = storage.read_json(path, max_depth=STATS_DEPTH)
    except storage.FileProblem:
        return None
    return data if _valid(data) else None


def load_stats(path: Path | None = None) -> tuple[dict, str | None]:
    """The statistics and a message. A damaged file (not JSON, too big or deep, the wrong shape, a folder) is renamed
    aside with the date and new statistics are started; the message says so once. A missing file starts empty (the
    kept games not yet counted are then counted by count_kept)."""
    path = path or stats_path()
    stats = _read_stats(path)
    if stats is not None:
        return stats, None
    fresh = fresh_stats()
    try:
        aside = _set_aside(path)
    except OSError as exc:
        fresh["unsaved"] = True    # the damaged file could not be moved: it is not overwritten either
        return fresh, f"the statistics file is damaged and cannot be moved ({exc.strerror or exc}); not saved"
    return fresh, f"the statistics file was damaged: kept as {aside.name}, new statistics started"


def open_stats() -> tuple[dict, str | None]:
    """load_stats for counting: new statistics started after a damaged file leave out the games kept before them."""
    stats, message = load_stats()
    if message:
        stats["seen"] = _kept_keys()[-1000:]
    return stats, message


def save_stats(stats: dict, path: Path | None = None) -> None:
    """Write the statistics atomically (not when load_stats could not move a damaged file away)."""
    if not stats.get("unsaved"):
        write_json(stats, path or stats_path())


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
    if key in stats["seen"] or record.get("tutorial"):   # the guided first game is not counted
        return False
    stats["seen"] = (stats["seen"] + [key])[-1000:]
    winner = result["winner"]
    n = len(result["players"])
    counted: set[str] = set()   # one person once: a name given twice, or in two languages, is one person
    for s, row in enumerate(result["players"]):
        kind = record["seats"][s]
        if kind == "human":
            who = person_key(record["names"][s], stats["players"])
            if who in counted:
                continue
            counted.add(who)
            b = stats["players"].setdefault(who, _bucket())
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
    """Start the statistics again (the player confirmed): the games kept so far are not counted again. A damaged file
    is first set aside (OSError if it cannot be: it is not overwritten)."""
    path = path or stats_path()
    if _read_stats(path) is None:
        _set_aside(path)
    fresh = fresh_stats()
    fresh["seen"] = _kept_keys()[-1000:]
    write_json(fresh, path)


def count_kept(stats: dict) -> int:
    """Count into `stats` every kept game not counted yet (a kill cut its counting short); how many were counted."""
    seen = set(stats["seen"])
    n = 0
    try:
        paths = sorted(games_dir().glob("*.json"))
    except OSError:
        return 0
    for path in paths:
        m = KEPT_NAME.fullmatch(path.name)
        if m is None or m["key"] in seen:
            continue
        try:
            record, result, when = read_kept(path)
        except SaveError:
            continue
        n += add_game(stats, record, result, when)
    return n


def repair() -> int:
    """At start-up: keep a finished autosave that a kill left unkept, and count the kept games not yet counted (a
    damaged statistics file is left for the Statistics screen or the next finished game to set aside and report).
    Never raises: a problem here must not keep the game from opening. The number of games counted."""
    try:
        try:
            record = read_game_file(autosave_path())
            keep_game(record, final_result(record))
        except SaveError:
            pass   # no autosave, an unfinished game or an unusable file (the Start screen deals with it)
        stats = _read_stats(stats_path())
        n = count_kept(stats) if stats is not None else 0
        if n:
            assert stats is not None   # games are counted only into a statistics file
            save_stats(stats)
        return n
    except (OSError, ValueError, RecursionError, SaveError):
        return 0


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
    if getattr(match, "tutorial", False):
        record["tutorial"] = True
    if not match.over:
        raise ValueError("the game is not over")
    result = final_result(record)
    path = keep_game(record, result)           # first kept (one atomic write), then counted
    stats, message = open_stats()
    if message and game_key(record) in stats["seen"]:
        stats["seen"].remove(game_key(record))   # new statistics start with this game
    counted = add_game(stats, record, result)
    earlier = count_kept(stats)
    if counted or message or earlier:
        save_stats(stats)
    return Finished(path, counted, message, result)
