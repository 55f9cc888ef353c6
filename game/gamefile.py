"""The game file: a game as seed + players + names + rule variants + actions (the record), its checks field by
field, the card-data fingerprint that keeps a game from replaying under other rules, and reading and writing it.

No pygame and no live game here: match.py builds a Match from a record, and the review, the hint, the replays and
the kept games read records through this module.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from game.paths import user_dir
from game.rules import default_db
from game.storage import FileProblem, Problem, read_json, write_json

SAVE_VERSION = 1
SEAT_KINDS = ("human", "bot:easy", "bot:normal", "bot:hard", "bot:expert")
MAX_NAME = 40


class SaveError(Problem):
    """A save file that cannot be used; the message says why (in French too: `fr`)."""


class SaveLocked(SaveError):
    """Another game window is writing this autosave."""


class SaveUnwritable(SaveError):
    """The autosave's folder cannot be written (read-only, full disk, no permission); the file itself may be fine."""


def autosave_path() -> Path:
    return user_dir("data") / "autosave.json"


def _check_record(data: object) -> tuple[list[str], list[str], int, list[str], dict[str, str]]:
    """Every value of a save checked before anything is built from it; SaveError naming the first bad field."""
    if not isinstance(data, dict):
        raise SaveError("not a save: the top level is not an object",
                        "pas une sauvegarde : le premier niveau n'est pas un objet")
    version = data.get("version")
    if version != SAVE_VERSION or isinstance(version, bool):
        raise SaveError(f"unknown save version {version!r} (this game reads version {SAVE_VERSION})",
                        f"version de sauvegarde inconnue {version!r} (ce jeu lit la version {SAVE_VERSION})")
    unknown = set(data) - {"version", "seed", "players", "names", "seats", "actions", "variants", "rules"}
    if unknown:
        raise SaveError(f"unknown field '{sorted(unknown)[0]}'", f"champ inconnu « {sorted(unknown)[0]} »")
    seats, names, seed, actions = (data.get(k) for k in ("seats", "names", "seed", "actions"))
    if not isinstance(seats, list) or not 3 <= len(seats) <= 6:
        raise SaveError("'seats' must be a list of 3 to 6 seats", "« seats » doit être une liste de 3 à 6 places")
    for i, kind in enumerate(seats):
        if kind not in SEAT_KINDS:
            kinds = ", ".join(SEAT_KINDS)
            raise SaveError(f"seat {i + 1} is {kind!r}, not one of {kinds}",
                            f"la place {i + 1} est {kind!r}, pas l'une de {kinds}")
    players = data.get("players")
    if isinstance(players, bool) or players != len(seats):
        raise SaveError(f"'players' is {players!r} but there are {len(seats)} seats",
                        f"« players » vaut {players!r} mais il y a {len(seats)} places")
    if not isinstance(names, list) or len(names) != len(seats):
        raise SaveError(f"'names' must be a list of {len(seats)} names",
                        f"« names » doit être une liste de {len(seats)} noms")
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise SaveError(f"name {i + 1} must be text of 1 to {MAX_NAME} characters, got {_short(name)}",
                            f"le nom {i + 1} doit être un texte de 1 à {MAX_NAME} caractères, pas {_short(name)}")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise SaveError(f"'seed' must be a whole number from 0 to 2**63-1, got {_short(seed)}",
                        f"« seed » doit être un nombre entier de 0 à 2**63-1, pas {_short(seed)}")
    if not isinstance(actions, list):
        raise SaveError("'actions' must be a list", "« actions » doit être une liste")
    for i, a in enumerate(actions):
        if not isinstance(a, str) or len(a) > 200:
            raise SaveError(f"action #{i + 1} is not an action string: {_short(a)}",
                            f"l'action n° {i + 1} n'est pas un texte d'action : {_short(a)}")
    rules = data.get("rules")
    if rules is not None and (not isinstance(rules, str) or not 1 <= len(rules) <= 64):
        raise SaveError(f"'rules' must be a card-data fingerprint, got {_short(rules)}",
                        f"« rules » doit être une empreinte des cartes, pas {_short(rules)}")
    return seats, names, seed, actions, check_variants(data.get("variants"))


_FINGERPRINTS: dict[tuple, str] = {}
_PROSE = frozenset(("name", "unsure", "label", "explain"))   # card data that never changes how a game plays


def _rules_data(value: object) -> object:
    if isinstance(value, dict):
        return {k: _rules_data(v) for k, v in value.items() if k not in _PROSE}
    if isinstance(value, list):
        return [_rules_data(v) for v in value]
    return value


def rules_fingerprint(choice: dict[str, str]) -> str:
    """A short hash of cards.toml's parsed data (names and notes left out) and every rule variant's option: a game
    file records it, so that a game made with other card data is not replayed silently to another result."""
    key = tuple(sorted(choice.items()))
    if key not in _FINGERPRINTS:
        text = json.dumps([_rules_data(default_db().raw), dict(key)], sort_keys=True, ensure_ascii=False,
                          default=str)
        _FINGERPRINTS[key] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    return _FINGERPRINTS[key]


def other_rules(record: dict) -> bool:
    """Whether a record (read_record_from's, or a Match's) was made with other card data or rule variants."""
    ours = rules_fingerprint(default_db().with_variants(record.get("variants")).choice)
    return record.get("rules", ours) != ours


def check_variants(variants: object) -> dict[str, str]:
    """A save's rule variants (absent: the defaults), as every variant's option; SaveError naming a bad one."""
    if variants is None:
        return default_db().choice
    if not isinstance(variants, dict):
        raise SaveError(f"'variants' must be an object of variant id to option id, got {_short(variants)}",
                        f"« variants » doit être un objet (variante → option), pas {_short(variants)}")
    try:
        return default_db().with_variants(variants).choice
    except ValueError as exc:
        raise SaveError(f"'variants': {exc}", f"« variants » : {exc}") from None


def _short(value: object) -> str:
    text = repr(value) if not isinstance(value, (list, dict)) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


KEPT_EXTRAS = ("finished_at", "result", "tutorial")   # what a kept finished game adds to its record (records.py)
RECORD_DEPTH = 8   # a game file nests 4 levels at most (a kept game's result); anything deeper is not one


def read_record(path: Path | None = None, kept_ok: bool = False, other_rules_ok: bool = False) -> dict:
    """The checked record of a save file (not replayed); SaveError with a one-line reason. `kept_ok` also reads a
    kept finished game (its date and result are left out); `other_rules_ok` reads a game made with other card data
    (see read_record_from)."""
    path = path or autosave_path()
    try:
        data = read_json(path, max_depth=RECORD_DEPTH)
    except FileProblem as exc:
        raise SaveError(str(exc), exc.fr) from None
    if kept_ok and isinstance(data, dict):
        data = {k: v for k, v in data.items() if k not in KEPT_EXTRAS}
    return read_record_from(data, other_rules_ok)


def read_record_from(data: object, other_rules_ok: bool = False) -> dict:
    """A record object checked field by field, in the save's form; SaveError naming the first bad field. A file
    without a card-data fingerprint (older) is taken as made with these rules; one with another fingerprint is
    refused unless `other_rules_ok` (then `other_rules(record)` is true)."""
    seats, names, seed, actions, variants = _check_record(data)
    ours = rules_fingerprint(variants)
    assert isinstance(data, dict)   # _check_record saw an object
    rules = data.get("rules") or ours
    if rules != ours and not other_rules_ok:
        raise SaveError(f"made with other card data or rule variants (fingerprint {rules}, this game's is {ours}): "
                        "it would not play the same", f"faite avec d'autres cartes ou variantes (empreinte {rules}, "
                        f"celle de ce jeu est {ours}) : elle ne se jouerait pas pareil")
    return {"version": SAVE_VERSION, "seed": seed, "players": len(seats), "names": names, "seats": seats,
            "actions": actions, "variants": variants, "rules": rules}


def save(record: dict, path: Path) -> None:
    """Write a record atomically (temp file, fsync, os.replace, fsync of the folder)."""
    write_json(path, record)


def peek_save(path: Path | None = None) -> str:
    """A one-line summary of the autosave ('Ana, Bo, Cy — 57 actions'), '' if unreadable."""
    try:
        data = read_record(path)
    except SaveError:
        return ""
    return f"{', '.join(data['names'])} — {len(data['actions'])} actions"


def not_replayed(exc: BaseException) -> SaveError:
    """A game file whose actions do not replay, naming the illegal action when there is one (a RecursionError, from
    a file crafted to nest deeply, names none)."""
    if isinstance(exc, RecursionError) or not str(exc):
        return SaveError("the actions do not replay", "les actions ne se rejouent pas")
    return SaveError(f"the actions do not replay: {exc}", f"les actions ne se rejouent pas : {exc}")


def read_game(path: Path | str) -> dict:
    """The checked record of any game file (an autosave, a kept game, an export) whose actions replay; SaveError
    led by the file with a one-line reason (what the review and the hint open)."""
    from game.rules import replay
    try:
        record = read_record(Path(path), kept_ok=True)
    except SaveError as exc:
        raise exc.at(path) from None
    try:
        replay(record)
    except Exception as exc:  # noqa: BLE001 - a record that does not replay is a damaged file
        raise not_replayed(exc).at(path) from None
    return record
