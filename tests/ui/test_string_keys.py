"""Every text key the game asks for by name exists in both languages: a missing one shows its raw key on screen
(the review's banner read "rv:banner_best" over a move that was the search's choice)."""

import importlib
import pkgutil
import re
from pathlib import Path

import game
from game.ui import i18n

ROOT = Path(game.__file__).parent
# tr("key", ...) and tr('key'): a literal key (keys built at run time, tr("phase:" + p), are not read here)
CALL = re.compile(r"""\btr\(\s*(["'])([^"'\\]+)\1\s*[,)]""")


def _literal_keys() -> dict[str, str]:
    keys = {}
    for path in sorted(ROOT.rglob("*.py")):
        for m in CALL.finditer(path.read_text(encoding="utf-8")):
            keys.setdefault(m.group(2), str(path.relative_to(ROOT.parent)))
    return keys


def _import_all() -> None:
    """Import every module of the game, so that each registers its strings (STRINGS.update at import)."""
    for mod in pkgutil.walk_packages([str(ROOT)], "game."):
        importlib.import_module(mod.name)


def test_every_key_asked_for_by_name_has_an_english_and_a_french_text():
    _import_all()
    keys = _literal_keys()
    assert len(keys) > 300   # the pattern reads the calls (a broken pattern would find none and pass)
    missing = {k: where for k, where in keys.items() if k not in i18n.STRINGS}
    assert not missing, missing
    empty = [k for k in keys if not all(i18n.STRINGS[k])]
    assert not empty, empty
