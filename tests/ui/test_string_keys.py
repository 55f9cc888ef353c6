"""Every text the game asks for by name exists in both languages and is given the fields it shows: a missing one
shows its raw key on screen (the review's banner read "rv:banner_best" over a move that was the search's choice),
and a field not given shows as "{name}" or raises while drawing."""

import ast
import importlib
import pkgutil
import string
from pathlib import Path

import game
from game.ui import i18n

ROOT = Path(game.__file__).parent
_parse = string.Formatter().parse


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in _parse(text) if name is not None}


def _calls() -> list[tuple[str, set[str] | None, str]]:
    """Every tr("literal key", ...) call in game/: (key, the keyword fields given or None for **fmt, where).
    Keys built at run time (tr("phase:" + p)) are not read here."""
    out = []
    for path in sorted(ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr" and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                given = None if any(k.arg is None for k in node.keywords) else {str(k.arg) for k in node.keywords}
                out.append((node.args[0].value, given, f"{path.relative_to(ROOT.parent)}:{node.lineno}"))
    return out


def _import_all() -> None:
    """Import every module of the game, so that each registers its strings (STRINGS.update at import)."""
    for mod in pkgutil.walk_packages([str(ROOT)], "game."):
        importlib.import_module(mod.name)


def test_every_text_asked_for_by_name_exists_in_both_languages_with_the_fields_given():
    _import_all()
    calls = _calls()
    assert len(calls) > 300   # the walk finds the calls (a broken one would find none and pass)
    missing = [(key, where) for key, _, where in calls if key not in i18n.STRINGS]
    assert not missing, missing
    empty = [key for key, _, _ in calls if not all(i18n.STRINGS[key])]
    assert not empty, empty
    wrong = [(key, where, given, i18n.STRINGS[key]) for key, given, where in calls
             if given is not None and any(_fields(text) != given for text in i18n.STRINGS[key])]
    assert not wrong, wrong


def test_both_languages_of_a_text_take_the_same_fields():
    """A French text without the English one's {name} would drop it; one with a field the caller does not give
    would raise while drawing."""
    _import_all()
    for key, pair in i18n.STRINGS.items():
        assert isinstance(pair, tuple) and len(pair) == 2, key
        assert _fields(pair[0]) == _fields(pair[1]), (key, pair)


def test_every_english_and_french_table_takes_the_same_fields_in_both():
    """The same for the other tables of (English, French) pairs: the reasons (game/bots/why.py), the labels of
    actions (game/labels.py), the command lines' texts (game/reviewcli.py) and the like."""
    _import_all()
    tables = {}
    for mod in pkgutil.walk_packages([str(ROOT)], "game."):
        for name, val in vars(importlib.import_module(mod.name)).items():
            if name.isupper() and isinstance(val, dict):
                pairs = {k: v for k, v in val.items()
                         if isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, str) for x in v)}
                if pairs:
                    tables[id(val)] = (f"{mod.name}.{name}", pairs)
    names = {where.rsplit(".", 1)[1] for where, _ in tables.values()}
    assert {"STRINGS", "TEXT", "LABELS"} <= names, names
    for where, pairs in tables.values():
        for key, (en, fr) in pairs.items():
            assert _fields(en) == _fields(fr), (where, key, en, fr)
