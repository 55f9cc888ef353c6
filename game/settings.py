"""User preferences (settings.json in the config folder): checked on load, written atomically, never lost.

A settings file that cannot be used is kept under a dated backup name before the first save replaces it.
"""

from __future__ import annotations

import locale
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.paths import user_dir
from game.storage import FileProblem, Problem, read_json, set_aside, write_json

LANGS = ("en", "fr")
MAX_SPEED = 4.0


@dataclass
class Settings:
    """User preferences, stored as JSON in the config folder."""

    lang: str = "en"
    anim_speed: float = 1.0          # 0 = instant
    fullscreen: bool = False
    sound: bool = True               # sound effects on/off
    volume: float = 0.7              # 0..1
    panels_continue: bool = False    # information panels go on by themselves after their reading time
    extra: dict = field(default_factory=dict)
    fault: Problem | None = field(default=None, compare=False, repr=False)   # why the file was not used

    @property
    def problem(self) -> str | None:
        """Why the settings file was not used, in English (None: it was, or there is none)."""
        return None if self.fault is None else str(self.fault)

    @staticmethod
    def path() -> Path:
        return user_dir("config") / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The saved settings; defaults (with `problem` set) if the file is missing or unusable, in the system's
        language (`system_lang`): a first start on a French system speaks French."""
        p = path or cls.path()
        try:
            data = read_json(p)
        except FileProblem as exc:
            fault = exc.at(p.name) if p.exists() else None
            return cls(lang=system_lang(), fault=fault)
        try:
            return cls._from_dict(data)
        except FileProblem as exc:
            return cls(lang=system_lang(), fault=exc.at(p.name))

    @classmethod
    def _from_dict(cls, data: object) -> Settings:
        if not isinstance(data, dict):
            raise FileProblem("not a settings object", "pas un objet de réglages")
        lang = data.get("lang", "en")
        if lang not in LANGS:
            raise _bad("lang", f"one of {', '.join(LANGS)}", f"l'une de {', '.join(LANGS)}", lang)
        speed = data.get("anim_speed", 1.0)
        if isinstance(speed, bool) or not isinstance(speed, (int, float)) or not 0 <= speed <= MAX_SPEED:
            raise _bad("anim_speed", f"a number from 0 to {MAX_SPEED:g}", f"un nombre de 0 à {MAX_SPEED:g}", speed)
        full = data.get("fullscreen", False)
        if not isinstance(full, bool):
            raise _bad("fullscreen", "true or false", "true ou false", full)
        sound = data.get("sound", True)
        if not isinstance(sound, bool):
            raise _bad("sound", "true or false", "true ou false", sound)
        volume = data.get("volume", 0.7)
        if isinstance(volume, bool) or not isinstance(volume, (int, float)) or not 0 <= volume <= 1:
            raise _bad("volume", "a number from 0 to 1", "un nombre de 0 à 1", volume)
        panels = data.get("panels_continue", False)
        if not isinstance(panels, bool):
            raise _bad("panels_continue", "true or false", "true ou false", panels)
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise FileProblem("'extra' must be an object", "« extra » doit être un objet")
        return cls(lang=lang, anim_speed=float(speed), fullscreen=full, sound=sound, volume=float(volume),
                   panels_continue=panels, extra=extra)

    def save(self, path: Path | None = None) -> str | None:
        """Write atomically; an unusable old file is set aside first. Returns the problem as a line, or None."""
        p = path or self.path()
        try:
            if self.fault is not None:
                set_aside(p)
                self.fault = None
            data = {k: v for k, v in asdict(self).items() if k != "fault"}
            write_json(p, data)
        except (OSError, TypeError, ValueError) as exc:
            return f"cannot save {p}: {exc}"
        return None


def _bad(key: str, en: str, fr: str, got: object) -> FileProblem:
    """A setting whose value is not what it must be (`en`, `fr`: what it must be), with the value found."""
    return FileProblem(f"'{key}' must be {en}, got {got!r}"[:120], f"« {key} » doit être {fr}, pas {got!r}"[:120])


def system_lang() -> str:
    """The language of a first start: "fr" when the system speaks French, else "en" (the first of LANGUAGE, LC_ALL,
    LC_MESSAGES and LANG that is set, as gettext reads them, else the locale Python sees: "French_France" on
    Windows)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    return "fr" if name.lower().startswith("fr") else "en"
