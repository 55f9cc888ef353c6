"""The score calculator's model: a position document (shared/rules/position-format.md) edited one change at a
time. Every change is checked by the rules' own position parser and refused with its reason; the score is the
rules' `score_position`, the same code `main.py score` runs. No pygame."""

from __future__ import annotations

import copy
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.labels import default_name
from game.paths import user_dir
from game.records import write_text
from game.rules import IllegalAction, default_db
from game.rules.position import MAX_BYTES, PositionError, build_position, parse_toml, score_position

COUNTERS = ("coins", "military", "science", "chaos", "diamonds", "vp", "supremacy", "wonder_tokens")
TOMORROW_MODES = ("none", "named", "blind", "wrong")   # not revealed / all right after a look / blind / wrong


def blank(players: int = 4, lang: str = "en") -> dict:
    """A fresh table: players named as New game names them (in lang), the first free Immortals, nothing else."""
    ims = default_db().immortals
    return {"discard_count": 0,
            "player": [{"name": default_name(i, "human", lang), "immortal": ims[i].name["en"], "cards": [],
                        "culture": {}} for i in range(players)]}


def check(doc: dict) -> str | None:
    """None if the document is a possible table, else the reason (the rules' own message)."""
    try:
        score(doc)
    except PositionError as exc:
        return str(exc).removeprefix("table: ")
    except IllegalAction as exc:   # e.g. Tomorrow looking at an Immortal she may not look at
        return str(exc)
    return None


def score(doc: dict) -> dict:
    """The final result for the document (as `main.py score --json` prints it)."""
    return score_position(build_position(public(doc), "table"))


def public(doc: dict) -> dict:
    """A copy of the document without the calculator's own keys (those starting with '_': Tomorrow's guesses being
    entered), i.e. what the position file holds."""
    out = copy.deepcopy(doc)
    for row in out.get("player", []):
        for key in [k for k in row if k.startswith("_")]:
            del row[key]
    return out


class Calculator:
    """The document being edited; each edit is tried on a copy and kept only if the table stays possible."""

    def __init__(self, doc: dict | None = None, lang: str = "en") -> None:
        self.lang = lang   # the language of the names given to new players
        self.doc = doc or blank(lang=lang)
        sync_tomorrow(self.doc)
        self.error = ""
        self.result: dict | None = score(self.doc)

    def _try(self, new: dict) -> bool:
        sync_tomorrow(new)
        try:
            result = score(new)   # scored once: the check and the new score
        except PositionError as exc:
            self.error = str(exc).removeprefix("table: ")
            return False
        except IllegalAction as exc:   # e.g. Tomorrow looking at an Immortal she may not look at
            self.error = str(exc)
            return False
        self.doc, self.error, self.result = new, "", result
        return True

    def edit(self) -> dict:
        return copy.deepcopy(self.doc)

    @property
    def players(self) -> list[dict]:
        return self.doc["player"]

    def set_players(self, n: int) -> bool:
        new = self.edit()
        rows = new["player"]
        if n < len(rows):
            del rows[n:]
        taken = {default_db().immortal_by_id[_imm_id(r["immortal"])].id for r in rows}
        for i in range(len(rows), n):
            free = next(im for im in default_db().immortals if im.id not in taken)
            taken.add(free.id)
            rows.append({"name": default_name(i, "human", self.lang), "immortal": free.name["en"], "cards": [],
                         "culture": {}})
        return self._try(new)   # Tomorrow's entered guesses of the players left are kept (sync_tomorrow)

    def set_name(self, seat: int, name: str) -> bool:
        new = self.edit()
        new["player"][seat]["name"] = name
        return self._try(new)

    def set_immortal(self, seat: int, imm_id: str) -> bool:
        new = self.edit()
        row = new["player"][seat]
        row["immortal"] = default_db().immortal_by_id[imm_id].name["en"]
        for key in ("justice_revealed", "tomorrow_peek", "tomorrow_guesses", "_guesses", "narashima_destroys"):
            row.pop(key, None)
        return self._try(new)   # others' guesses stay as entered: right or wrong against the new Immortal

    def add(self, seat: int, field: str, delta: int) -> bool:
        new = self.edit()
        if field == "discard_count":
            listed = new.pop("discard", None)   # a listed discard becomes a count once edited here
            new["discard_count"] = (len(listed) if listed is not None else new.get("discard_count", 0)) + delta
        else:
            row = new["player"][seat]
            row[field] = row.get(field, 0) + delta
        if (new.get("discard_count", 0) if field == "discard_count" else new["player"][seat][field]) < 0:
            self.error = "no fewer than 0"
            return False
        if field != "discard_count" and new["player"][seat][field] == 0:
            del new["player"][seat][field]
        return self._try(new)

    def toggle_card(self, seat: int, number: int) -> bool:
        new = self.edit()
        row = new["player"][seat]
        if number in row["cards"]:
            row["cards"].remove(number)
            row["culture"].pop(str(number), None)
        else:
            row["cards"].append(number)
        return self._try(new)

    def add_culture(self, seat: int, number: int, delta: int) -> bool:
        new = self.edit()
        cult = new["player"][seat]["culture"]
        v = cult.get(str(number), 0) + delta
        if v < 0:
            self.error = "no fewer than 0"
            return False
        if v:
            cult[str(number)] = v
        else:
            cult.pop(str(number), None)
        return self._try(new)

    def toggle_justice(self, seat: int) -> bool:
        new = self.edit()
        row = new["player"][seat]
        if row.get("justice_revealed"):
            row.pop("justice_revealed")
        else:
            row["justice_revealed"] = True
        return self._try(new)

    def set_peek(self, seat: int, target: int | None) -> bool:
        """Tomorrow (at seat) looked at the Immortal of player `target` (0-based), or at nobody (None)."""
        new = self.edit()
        row = new["player"][seat]
        if target is None:
            row.pop("tomorrow_peek", None)
        else:
            row["tomorrow_peek"] = target + 1
        return self._try(new)

    def set_guess(self, seat: int, other: int, imm_id: str | None) -> bool:
        """Tomorrow (at seat) named `imm_id` for player `other` (None: not entered yet)."""
        new = self.edit()
        row = new["player"][seat]
        draft = row.setdefault("_guesses", {})
        if imm_id is None:
            draft.pop(str(other), None)
        else:
            draft[str(other)] = imm_id
        return self._try(new)

    def cycle_tomorrow(self, seat: int) -> bool:
        """Fill Tomorrow's answers for the next outcome (none, looked and right, blind and right, wrong): for scripts
        and tests; the screen has the guesses entered one by one."""
        new = self.edit()
        mode = TOMORROW_MODES[(TOMORROW_MODES.index(tomorrow_mode(new, seat)) + 1) % len(TOMORROW_MODES)]
        _set_tomorrow(new, seat, mode)
        return self._try(new)

    # ------------------------------------------------------------------ files

    def save(self, path: str | Path) -> Path:
        p = Path(path).expanduser()
        write_text(to_toml(self.doc), p)
        return p

    def save_new(self, folder: Path | None = None, when: float | None = None) -> Path:
        """Save into the positions folder under a new dated name (never replacing another file)."""
        base = folder or positions_dir()
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if when is None else when))
        p, k = base / f"table-{stamp}.toml", 1
        while p.exists():
            k += 1
            p = base / f"table-{stamp}-{k}.toml"
        return self.save(p)

    def load(self, path: str | Path) -> bool:
        """Read a position file; refused (with the reason) if it is not a possible table."""
        p = Path(path).expanduser()
        try:
            with open(p, "rb") as fh:
                raw = fh.read(MAX_BYTES + 1)
            if len(raw) > MAX_BYTES:
                raise PositionError(f"{p.name}: larger than {MAX_BYTES // 1024} KB, not a position file")
            data = parse_toml(raw, str(p))
            build_position(copy.deepcopy(data), p.name)
        except OSError as exc:
            self.error = f"{p}: cannot read: {exc.strerror or exc}"
            return False
        except PositionError as exc:   # every number is bounded there: one line naming the field and its range
            self.error = str(exc)
            return False
        for r in data.get("player", []):
            r["immortal"] = default_db().immortal_by_id[_imm_id(r["immortal"])].name["en"]
            r.setdefault("cards", [])
            r["culture"] = {str(k): v for k, v in r.get("culture", {}).items()}
        return self._try(data)


def _imm_id(value: object) -> str:
    db = default_db()
    if isinstance(value, int):
        return db.immortals[value - 1].id
    for im in db.immortals:
        if str(value).strip().lower() in (im.id, im.name["en"].lower(), im.name["fr"].lower()):
            return im.id
    raise PositionError(f"unknown Immortal {value!r}")


def immortal_id(row: dict) -> str:
    return _imm_id(row["immortal"])


def known_to_tomorrow(doc: dict, seat: int) -> dict[int, str]:
    """The other players whose Immortal Tomorrow (at seat) knows when she names them: the one she looked at, and
    Justice, who reveals before her in the VP phase (their guess is not asked; it counts as right)."""
    rows = doc["player"]
    peek = rows[seat].get("tomorrow_peek")
    return {o: _imm_id(r["immortal"]) for o, r in enumerate(rows)
            if o != seat and (o + 1 == peek or _imm_id(r["immortal"]) == "justice")}


def entered_guesses(doc: dict, seat: int) -> dict[int, str | None]:
    """Tomorrow's guess for each other player as entered (Immortal id, or None not entered yet), known ones apart."""
    row = doc["player"][seat]
    draft = row.get("_guesses", {})
    known = known_to_tomorrow(doc, seat)
    return {o: draft.get(str(o)) for o in range(len(doc["player"])) if o != seat and o not in known}


def sync_tomorrow(doc: dict) -> None:
    """Write each Tomorrow's entered guesses into 'tomorrow_guesses' once every asked one is entered (known players
    get their own Immortal, which the scorer counts as right); drop it while one is missing, so nothing is assumed."""
    n = len(doc["player"])
    for s, row in enumerate(doc["player"]):
        if _imm_id(row["immortal"]) != "tomorrow":
            row.pop("_guesses", None)
            continue
        peek = row.get("tomorrow_peek")   # a look at a player gone, or at Justice (revealed before her): dropped
        if not isinstance(peek, int) or not 1 <= peek <= n or _imm_id(doc["player"][peek - 1]["immortal"]) == "justice":
            row.pop("tomorrow_peek", None)
        if "_guesses" not in row:   # a loaded file: its guesses are the entered ones
            listed = row.get("tomorrow_guesses")
            others = [o for o in range(n) if o != s]
            row["_guesses"] = ({str(o): _imm_id(g) for o, g in zip(others, listed)}
                               if isinstance(listed, list) and len(listed) == len(others) else {})
        row["_guesses"] = {k: v for k, v in row["_guesses"].items() if int(k) < n and int(k) != s}
        known = known_to_tomorrow(doc, s)
        asked = entered_guesses(doc, s)
        if any(v is None for v in asked.values()):
            row.pop("tomorrow_guesses", None)
            continue
        ids = {**{o: g for o, g in asked.items() if g is not None}, **known}   # every one entered (above)
        row["tomorrow_guesses"] = [default_db().immortal_by_id[ids[o]].name["en"] for o in sorted(ids)]


def tomorrow_mode(doc: dict, seat: int) -> str:
    """How Tomorrow's power went, read from her row: none, named (looked, all right), blind, or wrong."""
    row = doc["player"][seat]
    if "tomorrow_guesses" not in row:
        return "none"
    others = [r for i, r in enumerate(doc["player"]) if i != seat]
    right = [_imm_id(g) for g in row["tomorrow_guesses"]] == [_imm_id(r["immortal"]) for r in others]
    if not right:
        return "wrong"
    return "named" if "tomorrow_peek" in row else "blind"


def _set_tomorrow(doc: dict, seat: int, mode: str) -> None:
    row = doc["player"][seat]
    for key in ("tomorrow_peek", "tomorrow_guesses", "_guesses"):
        row.pop(key, None)
    if mode == "none":
        return
    others = [i for i in range(len(doc["player"])) if i != seat]
    names = [default_db().immortal_by_id[_imm_id(doc["player"][i]["immortal"])].name["en"] for i in others]
    if mode == "wrong":   # every guess names another player's Immortal, one seat off
        names = names[1:] + names[:1]
    row["tomorrow_guesses"] = names
    if mode == "named":   # she looked at the first player she may look at
        for other in others:
            row["tomorrow_peek"] = other + 1
            if check(doc) is None:
                break


def _value(v: object) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_value(x)}" for k, x in v.items()) + " }" if v else "{}"
    raise TypeError(f"cannot write {v!r}")


def to_toml(doc: dict) -> str:
    """The position file text for a document (the format `main.py score` reads)."""
    lines = ["# Immortal 8 table position (python main.py score FILE)"]
    for key in ("discard", "discard_count"):
        if key in doc:
            lines.append(f"{key} = {_value(doc[key])}")
    for row in doc["player"]:
        lines += ["", "[[player]]"]
        for key, v in row.items():
            if (key == "culture" and not v) or key.startswith("_"):
                continue
            lines.append(f"{key} = {_value(v)}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------- the positions folder


def positions_dir() -> Path:
    """Where the calculator saves tables: the data folder's positions/."""
    return user_dir("data") / "positions"


@dataclass
class PositionEntry:
    """One line of the recent files list; `problem` says why the file cannot be opened (the rest is then empty)."""

    path: Path
    date: str
    names: list[str] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    winner: int | None = None
    problem: str | None = None


_ENTRY_CACHE: dict[tuple[str, int, int], PositionEntry] = {}


def read_entry(path: Path) -> PositionEntry:
    """A position file as a list line: its date, players and scores, or the reason it cannot be opened."""
    try:
        st = path.stat()
    except OSError as exc:
        return PositionEntry(path, "", problem=f"cannot read: {exc.strerror or exc}")
    date = time.strftime("%Y-%m-%d %H:%M", time.localtime(st.st_mtime))
    key = (str(path), st.st_mtime_ns, st.st_size)
    if key in _ENTRY_CACHE:
        return _ENTRY_CACHE[key]
    try:
        if st.st_size > MAX_BYTES:
            raise PositionError(f"larger than {MAX_BYTES // 1024} KB, not a position file")
        data = parse_toml(path.read_bytes(), path.name)
        res = score_position(build_position(data, path.name))
        entry = PositionEntry(path, date, [r["name"] for r in res["players"]], [r["total"] for r in res["players"]],
                              res["winner"])
    except OSError as exc:
        entry = PositionEntry(path, date, problem=f"cannot read: {exc.strerror or exc}")
    except (PositionError, IllegalAction, ValueError, RecursionError) as exc:
        entry = PositionEntry(path, date, problem=str(exc).removeprefix(f"{path.name}: ") or type(exc).__name__)
    if len(_ENTRY_CACHE) > 200:
        _ENTRY_CACHE.clear()
    _ENTRY_CACHE[key] = entry
    return entry


def list_positions(folder: Path | None = None, limit: int = 40) -> list[PositionEntry]:
    """The position files of the folder, newest first (at most `limit`); a damaged one is listed with its reason."""
    base = folder or positions_dir()
    try:
        found = list(base.glob("*.toml"))
    except OSError:
        return []
    paths = []
    for p in found:
        try:
            paths.append((p.stat().st_mtime_ns, p))
        except OSError:   # gone since the listing: not shown
            continue
    paths.sort(key=lambda t: (t[0], t[1].name), reverse=True)
    return [read_entry(p) for _, p in paths[:limit]]
