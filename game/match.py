"""Match: the only owner of the rules state. Scenes get views and submit action strings through it.

A game is seed + players + names + rule variants + actions (the record, game/gamefile.py): autosave, Continue and
Undo all replay it; this module holds the live game, its autosave lock, and loading or resuming one from a file.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.gamefile import (
    SAVE_VERSION,
    SaveError,
    SaveLocked,
    SaveUnwritable,
    autosave_path,
    not_replayed,
    read_record,
    read_record_from,
    rules_fingerprint,
    save,
)
from game.rules import apply, events_for, legal_actions, new_game, replay, view_for
from game.rules.engine import IllegalAction
from game.rules.view import SPECTATOR
from game.storage import FileLock, LockHeld, set_aside, sweep_all_temp

if TYPE_CHECKING:
    from game.rules.checks import Refusal
    from game.rules.preview import LostGains


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


def load(path: Path | None = None) -> Match:
    """A Match from a save file; SaveError with a readable reason if it is missing or unusable (file untouched)."""
    path = path or autosave_path()
    data = read_record(path)
    try:
        return Match(data["seats"], data["names"], data["seed"], data["actions"], save_path=path, from_save=True,
                     variants=data["variants"])
    except (IllegalAction, RecursionError) as exc:
        raise not_replayed(exc) from None


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
