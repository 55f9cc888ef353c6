"""Careful file writing for every file the game keeps: atomic replace, dated backups, temp sweep, a pid lock.

No pygame here; match.py (the autosave) and settings.py (settings.json) both use it.
"""

from __future__ import annotations

import atexit
import json
import os
import re
import time
from pathlib import Path
from typing import Any

MAX_BYTES = 4 * 1024 * 1024   # no file the game writes is anywhere near this; a larger one is not ours
TMP_SUFFIX = ".tmp"


class Problem(Exception):
    """Why a file cannot be read, used or written, in one line: in English (`str()`, for logs and command lines) and
    in French (`fr`), so that a window in either language says it in its own."""

    def __init__(self, en: str, fr: str | None = None) -> None:
        super().__init__(en)
        self.fr = en if fr is None else fr

    def said(self, lang: str) -> str:
        """The reason in `lang` ("en" or "fr")."""
        return self.fr if lang == "fr" else str(self)

    def at(self, where: object) -> Problem:
        """The same problem of the same kind, its reason led by the file it is about ("game.json: ..."), unless it
        names that file already."""
        if str(where) in str(self):
            return self
        return type(self)(f"{where}: {self}", f"{where} : {self.fr}")


def said(exc: BaseException, lang: str) -> str:
    """Why, in `lang`: a Problem's own words, else the exception's message (an OS error's, for one) or its name."""
    return exc.said(lang) if isinstance(exc, Problem) else (str(exc) or type(exc).__name__)


class FileProblem(Problem):
    """A file that cannot be read or used; the message says why in one line."""


# the JSON parser's messages (json.decoder), in French; any other is left as the parser wrote it
_JSON_FR = {
    "Expecting value": "une valeur manque",
    "Expecting property name enclosed in double quotes": "un nom de champ entre guillemets manque",
    "Expecting ',' delimiter": "une virgule manque",
    "Expecting ':' delimiter": "un deux-points manque",
    "Unterminated string starting": "un texte n'est pas fermé",
    "Extra data": "il y a du texte après la fin",
    "Invalid \\escape": "un échappement « \\ » est invalide",
    "Invalid control character": "un caractère de contrôle est invalide",
}


def _json_fr(msg: str) -> str:
    """The JSON parser's message in French, by its known start (a control character's message names it after)."""
    for en, fr in _JSON_FR.items():
        if msg.startswith(en):
            return fr
    return msg


_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(rb"[^\[\]{}]+")
_EMPTY_PAIR = re.compile(rb"\[\]|\{\}")


def too_deep(raw: bytes, depth: int) -> bool:
    """Whether JSON text nests arrays and objects more than `depth` levels, told before parsing (unbalanced text
    is left to the parser, which names the error better)."""
    brackets = _NOT_BRACKET.sub(b"", _JSON_STRING.sub(b"", raw))
    if brackets.count(b"[") != brackets.count(b"]") or brackets.count(b"{") != brackets.count(b"}"):
        return False
    for _ in range(depth):
        if not brackets:
            return False
        brackets = _EMPTY_PAIR.sub(b"", brackets)
    return bool(brackets)


def read_json(path: Path, max_bytes: int = MAX_BYTES, max_depth: int | None = None) -> Any:
    """Parse a JSON file; FileProblem (never another exception) if it is missing, unreadable, too big (bytes, or
    nesting when `max_depth` is given) or not JSON."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)
    except FileNotFoundError:
        raise FileProblem("no such file", "fichier introuvable") from None
    except OSError as exc:
        why = exc.strerror or str(exc)
        raise FileProblem(f"cannot read: {why}", f"lecture impossible : {why}") from None
    if len(raw) > max_bytes:
        size = f"{max_bytes // 1024} KB" if max_bytes < 1024 * 1024 else f"{max_bytes // (1024 * 1024)} MB"
        raise FileProblem(f"larger than {size}", f"plus de {size.replace('KB', 'Ko').replace('MB', 'Mo')}")
    if max_depth is not None and too_deep(raw, max_depth):
        raise FileProblem(f"not usable JSON: nested too deeply (more than {max_depth} levels)",
                          f"JSON inutilisable : trop d'imbrications (plus de {max_depth} niveaux)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"not UTF-8 text (bad byte at offset {exc.start})",
                          f"pas du texte UTF-8 (octet invalide à la position {exc.start})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        what = exc.msg.removesuffix(" at")   # "Unterminated string starting at": its place follows once
        raise FileProblem(f"not JSON: {what} at line {exc.lineno}",
                          f"pas du JSON : {_json_fr(what)} à la ligne {exc.lineno}") from None
    except RecursionError:
        raise FileProblem("not usable JSON: nested too deeply", "JSON inutilisable : trop d'imbrications") from None
    except ValueError as exc:   # e.g. an integer with too many digits
        raise FileProblem(f"not usable JSON: {exc}", f"JSON inutilisable : {exc}") from None


def _tmp_name(path: Path) -> Path:
    return path.with_name(f"{path.name}.{os.getpid()}{TMP_SUFFIX}")


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable: fsync the folder where the platform allows it (not on Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _unlink_quietly(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def write_atomic(path: Path, data: bytes) -> None:
    """Write bytes to path so that a crash leaves either the old file or the new one: temp file, fsync, replace."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _tmp_name(path)
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        _unlink_quietly(tmp)
        raise
    _fsync_dir(path.parent)


def write_json(path: Path, obj: Any) -> None:
    write_atomic(path, json.dumps(obj, ensure_ascii=False).encode("utf-8"))


def set_aside(path: Path, tag: str = "bad") -> Path | None:
    """Copy an unusable file beside itself as NAME.TAG-YYYYMMDD-HHMMSS[-N].SUFFIX (never overwriting a backup).

    Returns the backup's path, or None if there was nothing to keep."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        extra = "" if n == 1 else f"-{n}"
        backup = path.with_name(f"{path.stem}.{tag}-{stamp}{extra}{path.suffix}")
        try:
            fd = os.open(backup, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(raw)
                fh.flush()
                os.fsync(fh.fileno())
        except BaseException:   # a full disk: no half copy is left to look like a backup
            _unlink_quietly(backup)
            raise
        _fsync_dir(path.parent)
        return backup
    return None


def backups(path: Path, tag: str = "bad") -> list[Path]:
    """The backups set_aside made for path, oldest first."""
    return sorted(path.parent.glob(f"{path.stem}.{tag}-*{path.suffix}"))


# our temp files: NAME.PID.tmp (write_atomic) and NAME.PID.THREAD.tmp (card faces, sounds)
_TEMP_NAME = re.compile(r"^.+?\.(\d+)(?:\.\d+)?\.tmp$")
STALE_TEMP_S = 10 * 60   # a temp file this old is never a write in progress, whoever has its pid now


def temp_pid(name: str) -> int | None:
    """The writer's pid in one of our temp file names, or None for any other name."""
    m = _TEMP_NAME.match(name)
    return int(m.group(1)) if m else None


def sweep_temp(folder: Path, now: float | None = None) -> list[Path]:
    """Delete our temp files in folder left by a write that was killed or failed (their process is gone, or they
    are older than STALE_TEMP_S); files of any other name are never touched. Returns what was removed."""
    removed: list[Path] = []
    now = time.time() if now is None else now
    try:
        names = list(folder.glob(f"*{TMP_SUFFIX}"))
    except OSError:
        return removed
    for tmp in names:
        pid = temp_pid(tmp.name)
        if pid is None:
            continue
        try:
            old = now - tmp.stat().st_mtime > STALE_TEMP_S
        except OSError:
            continue
        if not old and (pid == os.getpid() or _alive(pid)):
            continue
        try:
            tmp.unlink()
            removed.append(tmp)
        except OSError:
            pass
    return removed


def temp_folders() -> list[Path]:
    """Every folder where the game writes through a temp file: data (and its games/, exports/, positions/,
    reviews/), config, and each version folder of the card-face and sound caches."""
    from game.paths import user_dir
    data, cache = user_dir("data"), user_dir("cache")
    folders = [data, data / "games", data / "exports", data / "positions", data / "reviews", user_dir("config")]
    for kind in ("cards", "sounds"):
        try:
            folders += [p for p in (cache / kind).iterdir() if p.is_dir()]
        except OSError:
            pass
    return folders


def sweep_all_temp() -> list[Path]:
    """Start-up: sweep_temp over every folder of temp_folders(); what was removed."""
    return [p for folder in temp_folders() for p in sweep_temp(folder)]


# ---------------------------------------------------------------------------------------------- process liveness

def _host() -> str:
    import socket  # loaded when a save is first locked, not with the game
    return socket.gethostname()


def _start_time(pid: int) -> str | None:
    """The kernel's start time of a process (Linux /proc), to tell a reused pid from the original one."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rpartition(")")[2].split()[19] if ")" in stat else None


def _alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if os.name == "nt":
        return _alive_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def _alive_windows(pid: int) -> bool:  # pragma: no cover - Windows only
    import ctypes
    kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel.OpenProcess(0x1000, False, pid)   # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    code = ctypes.c_ulong()
    try:
        ok = kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        return bool(ok) and code.value == 259          # STILL_ACTIVE
    finally:
        kernel.CloseHandle(handle)


# ---------------------------------------------------------------------------------------------- lock

class LockHeld(FileProblem):
    """Another live process holds the lock."""


class FileLock:
    """A lock file beside `path` (PATH.lock) holding the owner's pid; a lock whose process is gone is stale."""

    def __init__(self, path: Path) -> None:
        self.target = path
        self.path = path.with_name(path.name + ".lock")
        self.held = False

    def _mine(self) -> dict:
        return {"pid": os.getpid(), "host": _host(), "start": _start_time(os.getpid())}

    def owner(self) -> dict | None:
        """The recorded owner if the lock is held by another live process, else None (free, stale or ours)."""
        try:
            info = json.loads(self.path.read_text(encoding="utf-8"))
            pid = int(info["pid"])
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError, RecursionError):
            return None   # unreadable: a half-written lock from a killed process, treated as stale
        if not isinstance(info, dict):
            return None
        if info.get("host") not in (None, _host()):
            return info   # another machine sharing this folder: cannot check, assume it is alive
        if pid == os.getpid() or not _alive(pid):
            return None
        start = info.get("start")
        if start is not None and _start_time(pid) not in (None, start):
            return None   # the pid was reused by an unrelated process
        return info

    def held_problem(self, info: dict) -> LockHeld:
        """LockHeld naming the live process (`owner()`'s record) that holds the lock."""
        pid, name = info.get("pid"), self.target.name
        return LockHeld(f"another Immortal 8 window (process {pid}) is using {name}; close it first (lock file "
                        f"{self.path})", f"une autre fenêtre d'Immortal 8 (processus {pid}) utilise {name} ; "
                        f"fermez-la d'abord (fichier de verrou {self.path})")

    def held_message(self, info: dict) -> str:
        return str(self.held_problem(info))

    def acquire(self) -> None:
        """Take the lock or raise LockHeld naming the process that holds it."""
        if self.held:
            return
        for _ in range(3):
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                info = self.owner()
                if info is not None:
                    raise self.held_problem(info) from None
                try:   # stale or ours: move it away, then try again to create it exclusively
                    os.replace(self.path, self.path.with_name(f"{self.path.name}.{os.getpid()}.stale"))
                    os.unlink(self.path.with_name(f"{self.path.name}.{os.getpid()}.stale"))
                except OSError:
                    pass
                continue
            except FileNotFoundError:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                continue
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(self._mine(), fh)
            self.held = True
            atexit.register(self.release)
            return
        raise LockHeld(f"cannot take the lock {self.path}", f"impossible de prendre le verrou {self.path}")

    def still_mine(self) -> bool:
        try:
            return int(json.loads(self.path.read_text(encoding="utf-8"))["pid"]) == os.getpid()
        except (OSError, ValueError, KeyError, TypeError):
            return False

    def release(self) -> None:
        if not self.held:
            return
        self.held = False
        if self.still_mine():
            try:
                self.path.unlink()
            except OSError:
                pass
