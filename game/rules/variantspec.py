"""Check the `[[variant]]` tables of cards.toml and apply a choice of options to the parsed file.

A variant is a question the rules reference leaves open; each option sets the same fields, named by a path into
the file ("game.roaming_route", "immortal.narashima.scoring[0].per"), and the default option's values are the ones
the file already holds. The card loader builds every other option in full, so a bad value is caught at load.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ._check import CardDataError, _Ctx, _show

FAMILIES = ("hero", "building", "wonder", "commerce", "immortal")
_VARIANT_KEYS = {"id", "label", "explain", "default", "option"}
_OPTION_KEYS = {"id", "label", "explain", "set"}
_PART = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)((?:\[\d+\])*)$")


@dataclass(frozen=True, slots=True)
class Option:
    """One answer to a variant: its label, a one-line explanation and the fields it sets (path -> value)."""

    id: str
    label: dict[str, str]
    explain: dict[str, str]
    sets: tuple[tuple[str, Any], ...]


@dataclass(frozen=True, slots=True)
class Variant:
    """A rule the player may choose at "New game"; `default` is today's reading."""

    id: str
    label: dict[str, str]
    explain: dict[str, str]
    default: str
    options: tuple[Option, ...]

    def option(self, oid: str) -> Option:
        return next(o for o in self.options if o.id == oid)


def check_variants(data: dict[str, Any], path: Path, build: Callable[[dict[str, Any]], Any]) -> tuple[Variant, ...]:
    """The validated variants of a parsed cards.toml; `build` must load a whole file (it checks each option)."""
    raw = data.get("variant", [])
    if not isinstance(raw, list):
        raise _Ctx(path, "top level").fail("variant", "must be an array of tables [[variant]]")
    out: list[Variant] = []
    for i, rv in enumerate(raw):
        ctx = _Ctx(path, f"variant #{i + 1}")
        if not isinstance(rv, dict):
            raise ctx.fail("variant", "must be a table [[variant]]")
        vid = rv.get("id")
        if not isinstance(vid, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", vid):
            raise ctx.fail("id", f"needs an id of lower-case letters, digits and '_', got {_show(vid)}")
        if any(v.id == vid for v in out):
            raise ctx.fail("id", f"duplicate variant id '{vid}'")
        out.append(_variant(rv, data, _Ctx(path, f"variant '{vid}'")))
    for v in out:
        for j, o in enumerate(v.options):
            if o.id == v.default:
                continue
            try:
                build(apply_sets(data, o.sets))
            except CardDataError as exc:
                why = str(exc).split(": ", 1)[-1]
                raise _Ctx(path, f"variant '{v.id}'").fail(f"option[{j}].set", f"option '{o.id}' makes {why}") \
                    from None
    return tuple(out)


def _variant(rv: dict, data: dict, ctx: _Ctx) -> Variant:
    for key in rv:
        if key not in _VARIANT_KEYS:
            raise ctx.fail(str(key), "unknown field for a variant")
    raw_opts = rv.get("option")
    if not isinstance(raw_opts, list) or len(raw_opts) < 2:
        raise ctx.fail("option", "needs at least two [[variant.option]] tables")
    options: list[Option] = []
    for j, ro in enumerate(raw_opts):
        fld = f"option[{j}]"
        if not isinstance(ro, dict):
            raise ctx.fail(fld, "must be a table")
        for key in ro:
            if key not in _OPTION_KEYS:
                raise ctx.fail(f"{fld}.{key}", "unknown field for an option")
        oid = ro.get("id")
        if not isinstance(oid, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", oid):
            raise ctx.fail(f"{fld}.id", f"needs an id of lower-case letters, digits and '_', got {_show(oid)}")
        if any(o.id == oid for o in options):
            raise ctx.fail(f"{fld}.id", f"duplicate option id '{oid}'")
        sets = ro.get("set")
        if not isinstance(sets, dict) or not sets:
            raise ctx.fail(f"{fld}.set", "needs a table of { \"path\" = value } overrides")
        for where, value in sets.items():
            old = _lookup(data, where, ctx, f"{fld}.set.\"{where}\"")
            if type(value) is not type(old):
                raise ctx.fail(f"{fld}.set.\"{where}\"",
                               f"{_show(value)} is not of the same kind as the file's value {_show(old)}")
        options.append(Option(oid, _text(ro, "label", ctx, fld), _text(ro, "explain", ctx, fld),
                              tuple(sorted(sets.items()))))
    paths = [sorted(p for p, _ in o.sets) for o in options]
    for j, p in enumerate(paths):
        if p != paths[0]:
            raise ctx.fail(f"option[{j}].set", f"must set the same fields as option '{options[0].id}': {paths[0]}")
    default = rv.get("default")
    if not isinstance(default, str) or not any(o.id == default for o in options):
        raise ctx.fail("default", f"{_show(default)} is not one of the options {[o.id for o in options]}")
    for j, o in enumerate(options):
        for where, value in o.sets if o.id == default else ():
            now = _lookup(data, where, ctx, where)
            if now != value:
                raise ctx.fail(f"option[{j}].set.\"{where}\"", f"the default must keep the file's value {_show(now)}")
    return Variant(rv["id"], _text(rv, "label", ctx, ""), _text(rv, "explain", ctx, ""), default, tuple(options))


def _text(raw: dict, key: str, ctx: _Ctx, fld: str) -> dict[str, str]:
    text = raw.get(key)
    where = f"{fld}.{key}" if fld else key
    if not isinstance(text, dict) or set(text) != {"en", "fr"} or not all(
            isinstance(t, str) and t.strip() and len(t) <= 90 for t in text.values()):
        raise ctx.fail(where, "needs { en = \"...\", fr = \"...\" }, one line of at most 90 characters each")
    return {"en": text["en"], "fr": text["fr"]}


def _steps(where: str) -> list[str | int]:
    """'immortal.narashima.scoring[0].per' -> ['immortal', 'narashima', 'scoring', 0, 'per'] (else ValueError)."""
    out: list[str | int] = []
    for part in where.split("."):
        m = _PART.match(part)
        if not m:
            raise ValueError(part)
        out.append(m.group(1))
        out.extend(int(i) for i in re.findall(r"\d+", m.group(2)))
    return out


def _walk(data: dict, steps: list[str | int]) -> tuple[Any, str | int]:
    """The container holding the last step, and that step's key; KeyError/IndexError/TypeError if absent."""
    node: Any = data
    head = steps[0]
    if head in FAMILIES and len(steps) > 2:
        cards = data.get(head, [])
        node = cards[_card_index(cards, steps[1])]
        steps = steps[2:]
    elif head != "game":
        raise KeyError(head)
    for step in steps[:-1]:
        node = node[step]
    last = steps[-1]
    if isinstance(last, int) != isinstance(node, list):
        raise TypeError(last)
    node[last]   # noqa: B018 - must exist: an option changes a value, it never adds one
    return node, last


def _card_index(cards: list, cid: str | int) -> int:
    """The index of the card table with id `cid` in a family's list; KeyError if there is none."""
    for i, c in enumerate(cards):
        if isinstance(c, dict) and c.get("id") == cid:
            return i
    raise KeyError(cid)


def _lookup(data: dict, where: str, ctx: _Ctx, fld: str) -> Any:
    try:
        node, last = _walk(data, _steps(where))
    except ValueError:
        raise ctx.fail(fld, "cannot read the path (use e.g. \"game.roaming_route\" or "
                            "\"immortal.narashima.scoring[0].per\")") from None
    except (KeyError, IndexError, TypeError):
        raise ctx.fail(fld, "names no value in the file (an option may only change an existing value)") from None
    return node[last]


def apply_sets(data: dict[str, Any], sets: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    """A copy of the parsed file with the given (already checked) overrides written in. Only the tables and lists
    on the way to a changed value are copied; the rest is shared with `data`, which is never changed."""
    out = dict(data)
    for where, value in sets:
        steps = _steps(where)
        node: Any = out
        if steps[0] in FAMILIES:   # "family.card_id...": copy the family's list and that card's table
            cards = node[steps[0]] = list(node[steps[0]])
            i = _card_index(cards, steps[1])
            node = cards[i] = dict(cards[i])
            steps = steps[2:]
        for step in steps[:-1]:
            child = node[step]
            node[step] = child = dict(child) if isinstance(child, dict) else list(child)
            node = child
        node[steps[-1]] = copy.deepcopy(value)
    return out


def full_choice(variants: tuple[Variant, ...], choice: dict[str, str] | None) -> dict[str, str]:
    """Every variant's option: the given ones, the defaults for the rest; ValueError naming an unknown id."""
    if choice is not None and not isinstance(choice, dict):
        raise ValueError(f"rule variants must be a mapping of variant id to option id, got {_show(choice)}")
    known = {v.id: v for v in variants}
    for vid, oid in (choice or {}).items():
        if vid not in known:
            raise ValueError(f"unknown rule variant {_show(vid)} (known: {', '.join(known) or 'none'})")
        if not any(o.id == oid for o in known[vid].options):
            raise ValueError(f"rule variant '{vid}' has no option {_show(oid)} "
                             f"(options: {', '.join(o.id for o in known[vid].options)})")
    return {v.id: (choice or {}).get(v.id, v.default) for v in variants}
