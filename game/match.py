"""Match: the only owner of the rules state. Scenes get views and submit action strings through it.

A game is seed + players + names + rule variants + actions (the record): autosave, Continue and Undo all replay it.
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.paths import user_dir
from game.rules import apply, default_db, events_for, legal_actions, new_game, replay, view_for
from game.rules.engine import IllegalAction
from game.rules.view import SPECTATOR
from game.storage import FileLock, FileProblem, LockHeld, Problem, read_json, set_aside, sweep_all_temp, write_json

if TYPE_CHECKING:
    from game.rules.checks import Refusal
    from game.rules.preview import LostGains

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


@dataclass
class LogEntry:
    """One applied action as seen from the viewer: who acted and the (redacted) events."""

    ply: int
    seat: int
    action: str | None
    events: list[dict]


class Match:
    """Authoritative state + record + seats (human or bot:level) + bot threads + autosave."""

    def __init__(self, seats: list[str], names: list[str], seed: int, actions: list[str] | None = None,
                 save_path: Path | None = None, autosave: bool = True, from_save: bool = False,
                 variants: dict[str, str] | None = None, keep_previous: bool = False) -> None:
        self.seats = list(seats)
        self.names = list(names)
        self.seed = int(seed)
        self.players = len(seats)
        self.save_path = save_path or autosave_path()
        self.autosave_enabled = autosave
        self._from_save = from_save
        self._keep_previous = keep_previous   # a game continued from another file: keep the autosave it replaces
        self._lock = _SaveLock(self.save_path)
        self.save_fault: SaveError | None = None   # why the last autosave failed (None: it was written)
        self.backup: Path | None = None
        self.actions: list[str] = []
        self.actors: list[int] = []
        self.history: list[LogEntry] = []
        self._state = new_game(self.players, self.seed, names=self.names, variants=variants)
        self.variants: dict[str, str] = self._state.db.non_default()   # the rule variants away from the default
        self._bots: dict[int, Any] = {}   # made on a seat's first decision (game.bots loads after the first frame)
        self._bot_thread: threading.Thread | None = None
        self._bot_result: tuple[int, int, str] | None = None
        self._bot_lock = threading.Lock()
        for i, a in enumerate(actions or []):
            try:
                self._apply(a)
            except IllegalAction as exc:
                raise IllegalAction(f"action #{i + 1}: {exc}") from None

    # ------------------------------------------------------------------ queries (no state leaves this object)

    @property
    def ply(self) -> int:
        return self._state.ply

    @property
    def to_act(self) -> int | None:
        return None if self._state.over else self._state.to_act

    @property
    def over(self) -> bool:
        return bool(self._state.over)

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == "human"

    def humans(self) -> list[int]:
        return [s for s in range(self.players) if self.is_human(s)]

    def view(self, seat: int) -> dict:
        """Everything `seat` may know, from the rules' view_for."""
        return view_for(self._state, seat)

    def public_view(self, anchor: int) -> dict:
        """What everyone may see (no hand, no secret Immortal, no pending pick), laid out from `anchor`'s chair."""
        view = view_for(self._state, SPECTATOR)
        view["seat"] = anchor
        return view

    def legal(self, seat: int) -> list[str]:
        if self.to_act != seat:
            return []
        return legal_actions(self._state)

    def why_not(self, seat: int, key: str) -> Refusal | None:
        """The rules' reason why `seat` cannot activate card `key` now (None: it can), from the engine."""
        try:
            from game.rules.engine import why_not
        except ImportError:
            return None
        return why_not(self._state, seat, key)

    def lost_gains(self, seat: int, action: str) -> LostGains:
        """What of its gains `seat`'s legal `action` would see cut by a cap or the empty supply, told before the
        choice: {"lost": {res: n}, "lost_to": {res: "cap"|"supply"}}, or {} (game/rules/preview.py)."""
        if self.to_act != seat:
            return {}
        from game.rules.preview import lost_gains
        return lost_gains(self._state, action)

    def immortal_points(self, seat: int, immortal: str) -> int | None:
        """What `seat`'s own Immortal scores on the table now (the seat knows it is theirs; public counts only)."""
        if immortal not in self._state.players[seat].immortals:
            return None
        from game.rules.scoring import immortal_points
        return immortal_points(self._state, seat, immortal)[0]

    def log_for(self, seat: int) -> list[LogEntry]:
        """The history with other seats' secrets removed (their private actions hidden)."""
        out = []
        for e in self.history:
            private = e.seat != seat and (e.action or "").split(" ")[0] in ("pick", "play", "transform", "peek",
                                                                            "nopeek", "guess", "immortal", "keep")
            out.append(LogEntry(e.ply, e.seat, None if private else e.action, events_for(e.events, seat)))
        return out

    # ------------------------------------------------------------------ actions

    def _apply(self, action: str) -> list[dict]:
        seat = self._state.to_act
        self._state, events = apply(self._state, action)
        assert seat is not None   # `apply` answered a pending decision: that seat was to act
        self.actions.append(action)
        self.actors.append(seat)
        self.history.append(LogEntry(self._state.ply, seat, action, events))
        return events

    def submit(self, seat: int, action: str) -> list[dict]:
        """Apply `action` for `seat` (must be the seat to act, action legal); return the events seat may see."""
        if self.to_act != seat:
            raise ValueError(f"seat {seat} is not to act")
        if action not in legal_actions(self._state):
            raise ValueError(f"illegal action {action!r}")
        events = self._apply(action)
        self.autosave()
        return events_for(events, seat)

    def events_since(self, ply: int, seat: int) -> list[dict]:
        """Events of every action after `ply`, redacted for seat (what the table should animate)."""
        out: list[dict] = []
        for e in self.history:
            if e.ply > ply:
                out.extend(events_for(e.events, seat))
        return out

    def can_undo(self, seat: int) -> bool:
        """The last action was seat's own and lies above the undo floor: nothing new was seen since (no hand dealt or
        passed, card shown, other seat's action or phase resolved; game/rules/API.md "Undo")."""
        return (bool(self.actions) and self.actors[-1] == seat and len(self.actions) > self._state.undo_floor
                and self.to_act == seat)

    def undo(self, seat: int) -> bool:
        """Rebuild the game without seat's last action (replaying seed + actions)."""
        if not self.can_undo(seat):
            return False
        actions = self.actions[:-1]
        self._state = replay({"players": self.players, "seed": self.seed, "names": self.names,
                              "variants": self.variants, "actions": actions})
        self.actions = actions
        self.actors = self.actors[:-1]
        self.history = self.history[:-1]
        self.autosave()
        return True

    # ------------------------------------------------------------------ bots

    def bot_to_act(self) -> int | None:
        s = self.to_act
        return s if s is not None and not self.is_human(s) else None

    def _bot(self, s: int) -> Any:
        """The bot of seat s, made on its first decision (seeded by the game's seed and the seat)."""
        if s not in self._bots:
            from game.bots import make_bot
            kind = self.seats[s]
            self._bots[s] = make_bot(kind.split(":", 1)[1] if ":" in kind else "normal", self.seed * 31 + s)
        return self._bots[s]

    def start_bot(self) -> None:
        """Let the bot to act think in a thread (no-op if one is already thinking)."""
        s = self.bot_to_act()
        if s is None or self._bot_thread is not None:
            return
        view = view_for(self._state, s)
        legal = legal_actions(self._state)
        ply = self.ply

        def work() -> None:
            try:
                a = self._bot(s).choose(view, legal)
            except Exception:  # noqa: BLE001 - a broken bot must not freeze the game
                a = legal[0]
            if a not in legal:
                a = legal[0]
            with self._bot_lock:
                self._bot_result = (ply, s, a)

        self._bot_thread = threading.Thread(target=work, daemon=True)
        self._bot_thread.start()

    def bot_ready(self) -> bool:
        with self._bot_lock:
            return self._bot_result is not None

    def apply_bot(self) -> bool:
        """Apply the finished bot's choice if it is still current; True if applied."""
        with self._bot_lock:
            res, self._bot_result = self._bot_result, None
        self._bot_thread = None
        if res is None:
            return False
        ply, s, a = res
        if ply != self.ply or self.to_act != s:
            return False
        self._apply(a)
        self.autosave()
        return True

    def run_bot_sync(self) -> bool:
        """Tests and scripts: let the bot to act choose and apply at once."""
        s = self.bot_to_act()
        if s is None:
            return False
        a = self._bot(s).choose(view_for(self._state, s), legal_actions(self._state))
        self._apply(a)
        return True

    # ------------------------------------------------------------------ saving

    def record(self) -> dict:
        """The save: with `variants` (every rule variant's option) only when one differs from the default."""
        rec = {"version": SAVE_VERSION, "seed": self.seed, "players": self.players, "names": self.names,
               "seats": self.seats, "actions": self.actions}
        if self.variants:
            rec["variants"] = dict(self._state.db.choice)
        rec["rules"] = rules_fingerprint(self._state.db.choice)
        return rec

    def claim(self) -> None:
        """Take the autosave for this window: SaveLocked if another live window holds it. A new game first sets
        an unusable old save aside under a dated backup name, so nothing is lost when it is overwritten."""
        if not self.autosave_enabled or self._lock.held:
            return
        self._lock.acquire_or_raise()
        if not self._from_save:
            try:
                self.backup = set_aside_if_unusable(self.save_path)
                if self.backup is None and self._keep_previous and self._holds_another_game():
                    self.backup = set_aside(self.save_path, "previous")
            except OSError as exc:   # no backup, so the old file must not be overwritten: this game is not saved
                self._lock.release()
                why = exc.strerror or str(exc)
                raise SaveUnwritable(f"cannot keep a copy of {self.save_path}: {why}",
                                     f"impossible de garder une copie de {self.save_path} : {why}") from None

    def _holds_another_game(self) -> bool:
        """Whether the autosave file exists and holds a game other than this one."""
        if not self.save_path.exists():
            return False
        try:
            return read_record(self.save_path) != read_record_from(self.record())
        except SaveError:
            return True

    @property
    def save_error(self) -> str | None:
        """Why the last autosave failed, in English (None: it was written); `save_fault` has it in French too."""
        return None if self.save_fault is None else str(self.save_fault)

    def autosave(self) -> None:
        """Write the record atomically. Never raises mid-game: a problem is kept in `save_fault` for the table."""
        if not self.autosave_enabled:
            return
        try:
            if not self._lock.held:
                self.claim()
            elif not self._lock.still_mine():
                name = self.save_path.name
                raise SaveLocked(f"another window took over {name}; this game is no longer saved",
                                 f"une autre fenêtre a repris {name} ; cette partie n'est plus enregistrée")
            save(self.record(), self.save_path)
            self.save_fault = None
        except SaveError as exc:
            self.save_fault = exc
            self.autosave_enabled = False
        except OSError as exc:
            why = exc.strerror or str(exc)
            self.save_fault = SaveUnwritable(f"cannot write {self.save_path}: {why}",
                                             f"impossible d'écrire {self.save_path} : {why}")

    def close(self) -> None:
        """Let another window use the autosave."""
        self._lock.release()


class _SaveLock(FileLock):
    def acquire_or_raise(self) -> None:
        try:
            self.acquire()
        except LockHeld as exc:
            raise SaveLocked(str(exc), exc.fr) from None
        except OSError as exc:
            why = exc.strerror or str(exc)
            raise SaveUnwritable(f"cannot lock {self.path}: {why}", f"impossible de verrouiller {self.path} : {why}") \
                from None


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
        raise SaveError(f"unknown field '{sorted(unknown)[0]}'", f"champ inconnu '{sorted(unknown)[0]}'")
    seats, names, seed, actions = (data.get(k) for k in ("seats", "names", "seed", "actions"))
    if not isinstance(seats, list) or not 3 <= len(seats) <= 6:
        raise SaveError("'seats' must be a list of 3 to 6 seats", "'seats' doit être une liste de 3 à 6 places")
    for i, kind in enumerate(seats):
        if kind not in SEAT_KINDS:
            kinds = ", ".join(SEAT_KINDS)
            raise SaveError(f"seat {i + 1} is {kind!r}, not one of {kinds}",
                            f"la place {i + 1} est {kind!r}, pas l'une de {kinds}")
    players = data.get("players")
    if isinstance(players, bool) or players != len(seats):
        raise SaveError(f"'players' is {players!r} but there are {len(seats)} seats",
                        f"'players' vaut {players!r} mais il y a {len(seats)} places")
    if not isinstance(names, list) or len(names) != len(seats):
        raise SaveError(f"'names' must be a list of {len(seats)} names",
                        f"'names' doit être une liste de {len(seats)} noms")
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise SaveError(f"name {i + 1} must be text of 1 to {MAX_NAME} characters, got {_short(name)}",
                            f"le nom {i + 1} doit être un texte de 1 à {MAX_NAME} caractères, pas {_short(name)}")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise SaveError(f"'seed' must be a whole number from 0 to 2**63-1, got {_short(seed)}",
                        f"'seed' doit être un nombre entier de 0 à 2**63-1, pas {_short(seed)}")
    if not isinstance(actions, list):
        raise SaveError("'actions' must be a list", "'actions' doit être une liste")
    for i, a in enumerate(actions):
        if not isinstance(a, str) or len(a) > 200:
            raise SaveError(f"action #{i + 1} is not an action string: {_short(a)}",
                            f"l'action n° {i + 1} n'est pas un texte d'action : {_short(a)}")
    rules = data.get("rules")
    if rules is not None and (not isinstance(rules, str) or not 1 <= len(rules) <= 64):
        raise SaveError(f"'rules' must be a card-data fingerprint, got {_short(rules)}",
                        f"'rules' doit être une empreinte des cartes, pas {_short(rules)}")
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
                        f"'variants' doit être un objet (variante → option), pas {_short(variants)}")
    try:
        return default_db().with_variants(variants).choice
    except ValueError as exc:
        raise SaveError(f"'variants': {exc}", f"'variants' : {exc}") from None


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


def load(path: Path | None = None) -> Match:
    """A Match from a save file; SaveError with a readable reason if it is missing or unusable (file untouched)."""
    path = path or autosave_path()
    data = read_record(path)
    try:
        return Match(data["seats"], data["names"], data["seed"], data["actions"], save_path=path, from_save=True,
                     variants=data["variants"])
    except (IllegalAction, RecursionError) as exc:
        raise not_replayed(exc) from None


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


def resume(path: Path) -> Match:
    """A Match that continues the game of any game file (an export, a kept game, a copy of an autosave) and plays
    on in this window's autosave. The file itself is only read; `claim` first keeps an autosave that holds another
    game as autosave.previous-YYYYMMDD-HHMMSS.json. SaveError names what is wrong with the file."""
    path, auto = Path(path), autosave_path()
    if path.exists() and auto.exists() and path.resolve() == auto.resolve():
        return load(auto)
    try:
        data = read_record(path, kept_ok=True)
    except SaveError as exc:
        raise exc.at(path) from None
    try:
        return Match(data["seats"], data["names"], data["seed"], data["actions"], save_path=auto,
                     variants=data["variants"], keep_previous=True)
    except (IllegalAction, RecursionError) as exc:
        raise not_replayed(exc).at(path) from None


def set_aside_if_unusable(path: Path | None = None) -> Path | None:
    """Keep an unusable autosave under a dated backup name before a new game overwrites it; the backup path."""
    path = path or autosave_path()
    if not path.exists():
        return None
    try:
        load(path)
    except SaveError:
        return set_aside(path)
    return None


def autosave_holder(path: Path | None = None) -> str | None:
    """Why this window cannot write the autosave now (another live window holds its lock), else None."""
    lock = FileLock(path or autosave_path())
    info = lock.owner()
    return None if info is None else lock.held_message(info)


def startup_sweep() -> None:
    """Remove temp files that a killed write left in the game's folders."""
    sweep_all_temp()   # data, config, games/, exports/, positions/, the card-face and sound caches
