"""Match: the only owner of the rules state. Scenes get views and submit action strings through it.

A game is seed + players + names + actions (the record): autosave, Continue and Undo all replay it.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from game.bots import make_bot
from game.paths import user_dir
from game.rules import apply, events_for, legal_actions, new_game, replay, view_for
from game.rules.view import SPECTATOR

SAVE_VERSION = 1


class SaveError(Exception):
    """A save file that cannot be used; the message says why."""


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
                 save_path: Path | None = None, autosave: bool = True) -> None:
        self.seats = list(seats)
        self.names = list(names)
        self.seed = int(seed)
        self.players = len(seats)
        self.save_path = save_path or autosave_path()
        self.autosave_enabled = autosave
        self._saved_once = False
        self.actions: list[str] = []
        self.actors: list[int] = []
        self.history: list[LogEntry] = []
        self._state = new_game(self.players, self.seed, names=self.names)
        self._bots = {s: make_bot(kind.split(":", 1)[1] if ":" in kind else "normal", self.seed * 31 + s)
                      for s, kind in enumerate(self.seats) if kind.startswith("bot")}
        self._bot_thread: threading.Thread | None = None
        self._bot_result: tuple[int, int, str] | None = None
        self._bot_lock = threading.Lock()
        for a in actions or []:
            self._apply(a)

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

    def why_not(self, seat: int, key: str) -> dict | None:
        """The rules' reason why `seat` cannot activate card `key` now (None: it can), from the engine."""
        try:
            from game.rules.engine import why_not
        except ImportError:
            return None
        return why_not(self._state, seat, key)

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
        """The last action was seat's own and lies above the undo floor."""
        return (bool(self.actions) and self.actors[-1] == seat and len(self.actions) > self._state.undo_floor
                and self.to_act == seat)

    def undo(self, seat: int) -> bool:
        """Rebuild the game without seat's last action (replaying seed + actions)."""
        if not self.can_undo(seat):
            return False
        actions = self.actions[:-1]
        self._state = replay({"players": self.players, "seed": self.seed, "names": self.names, "actions": actions})
        self.actions = actions
        self.actors = self.actors[:-1]
        self.history = self.history[:-1]
        self.autosave()
        return True

    # ------------------------------------------------------------------ bots

    def bot_to_act(self) -> int | None:
        s = self.to_act
        return s if s is not None and not self.is_human(s) else None

    def start_bot(self) -> None:
        """Let the bot to act think in a thread (no-op if one is already thinking)."""
        s = self.bot_to_act()
        if s is None or self._bot_thread is not None:
            return
        view = view_for(self._state, s)
        legal = legal_actions(self._state)
        ply = self.ply
        bot = self._bots[s]

        def work() -> None:
            try:
                a = bot.choose(view, legal)
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
        a = self._bots[s].choose(view_for(self._state, s), legal_actions(self._state))
        self._apply(a)
        return True

    # ------------------------------------------------------------------ saving

    def record(self) -> dict:
        return {"version": SAVE_VERSION, "seed": self.seed, "players": self.players, "names": self.names,
                "seats": self.seats, "actions": self.actions}

    def autosave(self) -> None:
        """Write the record atomically (temp file + os.replace)."""
        if not self.autosave_enabled:
            return
        if not self._saved_once:
            self._saved_once = True
            _keep_corrupt(self.save_path)
        save(self.record(), self.save_path)


def _keep_corrupt(path: Path) -> None:
    """Before a new game overwrites an unreadable autosave, keep its bytes beside it (autosave.corrupt.json)."""
    try:
        raw = path.read_bytes()
    except OSError:
        return
    try:
        json.loads(raw)
    except ValueError:
        backup = path.with_name(path.stem + ".corrupt" + path.suffix)
        if not backup.exists():
            backup.write_bytes(raw)


def save(record: dict, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(record, fh)
    os.replace(tmp, path)


def peek_save(path: Path | None = None) -> str:
    """A one-line summary of the autosave ('Ana, Bo, Cy — 57 actions'), '' if unreadable."""
    try:
        data = json.loads((path or autosave_path()).read_text(encoding="utf-8"))
        return f"{', '.join(str(n) for n in data['names'])} — {len(data['actions'])} actions"
    except (OSError, ValueError, KeyError, TypeError):
        return ""


def load(path: Path | None = None) -> Match:
    """A Match from a save file; SaveError with a readable reason if it is missing or corrupt (file untouched)."""
    path = path or autosave_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError("no save file") from None
    except OSError as exc:
        raise SaveError(str(exc)) from None
    try:
        data = json.loads(raw)
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise SaveError(f"unknown save version {data.get('version') if isinstance(data, dict) else '?'}")
        seats, names, seed, actions = data["seats"], data["names"], data["seed"], data["actions"]
        if not (isinstance(seats, list) and isinstance(names, list) and isinstance(actions, list)
                and isinstance(seed, int) and len(seats) == len(names) == data.get("players", len(seats))):
            raise SaveError("fields have the wrong types")
        return Match(seats, names, seed, actions, save_path=path)
    except SaveError:
        raise
    except json.JSONDecodeError as exc:
        raise SaveError(f"not JSON: {exc.msg} at line {exc.lineno}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"{type(exc).__name__}: {exc}") from None
