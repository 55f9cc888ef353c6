"""The score calculator's model: a position document (shared/rules/position-format.md) edited one change at a
time. Every change is checked by the rules' own position parser and refused with its reason; the score is the
rules' `score_position`, the same code `main.py score` runs. No pygame."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from game.records import write_text
from game.rules import IllegalAction, default_db
from game.rules.position import MAX_BYTES, PositionError, build_position, parse_toml, score_position

COUNTERS = ("coins", "military", "science", "chaos", "diamonds", "vp", "supremacy", "wonder_tokens")
TOMORROW_MODES = ("none", "named", "blind", "wrong")   # not revealed / all right after a look / blind / wrong


def blank(players: int = 4) -> dict:
    """A fresh table: players with the first free Immortals and nothing else."""
    ims = default_db().immortals
    return {"discard_count": 0,
            "player": [{"name": f"Player {i + 1}", "immortal": ims[i].name["en"], "cards": [], "culture": {}}
                       for i in range(players)]}


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
    return score_position(build_position(copy.deepcopy(doc), "table"))


class Calculator:
    """The document being edited; each edit is tried on a copy and kept only if the table stays possible."""

    def __init__(self, doc: dict | None = None) -> None:
        self.doc = doc or blank()
        self.error = ""
        self.result: dict | None = score(self.doc)

    def _try(self, new: dict) -> bool:
        why = check(new)
        if why:
            self.error = why
            return False
        self.doc, self.error = new, ""
        self.result = score(self.doc)
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
            rows.append({"name": f"Player {i + 1}", "immortal": free.name["en"], "cards": [], "culture": {}})
        for s, r in enumerate(rows):   # a Tomorrow guess list has one name per other player
            if "tomorrow_guesses" in r:
                _set_tomorrow(new, s, tomorrow_mode(self.doc, s) if s < len(self.doc["player"]) else "none")
        return self._try(new)

    def set_name(self, seat: int, name: str) -> bool:
        new = self.edit()
        new["player"][seat]["name"] = name
        return self._try(new)

    def set_immortal(self, seat: int, imm_id: str) -> bool:
        new = self.edit()
        row = new["player"][seat]
        row["immortal"] = default_db().immortal_by_id[imm_id].name["en"]
        for key in ("justice_revealed", "tomorrow_peek", "tomorrow_guesses", "narashima_destroys"):
            row.pop(key, None)
        for s, r in enumerate(new["player"]):   # others' guesses name the Immortals on the table
            if "tomorrow_guesses" in r:
                _set_tomorrow(new, s, tomorrow_mode(self.doc, s))
        return self._try(new)

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

    def cycle_tomorrow(self, seat: int) -> bool:
        new = self.edit()
        mode = TOMORROW_MODES[(TOMORROW_MODES.index(tomorrow_mode(new, seat)) + 1) % len(TOMORROW_MODES)]
        _set_tomorrow(new, seat, mode)
        return self._try(new)

    # ------------------------------------------------------------------ files

    def save(self, path: str | Path) -> Path:
        p = Path(path).expanduser()
        write_text(to_toml(self.doc), p)
        return p

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
    row.pop("tomorrow_peek", None)
    row.pop("tomorrow_guesses", None)
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
            if key == "culture" and not v:
                continue
            lines.append(f"{key} = {_value(v)}")
    return "\n".join(lines) + "\n"
