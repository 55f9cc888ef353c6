"""User preferences (settings.json in the config folder): checked on load, written atomically, never lost.

A settings file that cannot be used is kept under a dated backup name before the first save replaces it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.paths import user_dir
from game.storage import FileProblem, read_json, set_aside, write_json

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
    problem: str | None = field(default=None, compare=False, repr=False)   # why the file was not used

    @staticmethod
    def path() -> Path:
        return user_dir("config") / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The saved settings; defaults (with `problem` set) if the file is missing or unusable."""
        p = path or cls.path()
        try:
            data = read_json(p)
        except FileProblem as exc:
            return cls(problem=None if not p.exists() else f"{p.name}: {exc}")
        try:
            return cls._from_dict(data)
        except ValueError as exc:
            return cls(problem=f"{p.name}: {exc}")

    @classmethod
    def _from_dict(cls, data: object) -> Settings:
        if not isinstance(data, dict):
            raise ValueError("not a settings object")
        lang = data.get("lang", "en")
        if lang not in LANGS:
            raise ValueError(f"'lang' must be one of {', '.join(LANGS)}, got {lang!r}"[:120])
        speed = data.get("anim_speed", 1.0)
        if isinstance(speed, bool) or not isinstance(speed, (int, float)) or not 0 <= speed <= MAX_SPEED:
            raise ValueError(f"'anim_speed' must be a number from 0 to {MAX_SPEED:g}, got {speed!r}"[:120])
        full = data.get("fullscreen", False)
        if not isinstance(full, bool):
            raise ValueError(f"'fullscreen' must be true or false, got {full!r}"[:120])
        sound = data.get("sound", True)
        if not isinstance(sound, bool):
            raise ValueError(f"'sound' must be true or false, got {sound!r}"[:120])
        volume = data.get("volume", 0.7)
        if isinstance(volume, bool) or not isinstance(volume, (int, float)) or not 0 <= volume <= 1:
            raise ValueError(f"'volume' must be a number from 0 to 1, got {volume!r}"[:120])
        panels = data.get("panels_continue", False)
        if not isinstance(panels, bool):
            raise ValueError(f"'panels_continue' must be true or false, got {panels!r}"[:120])
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise ValueError("'extra' must be an object")
        return cls(lang=lang, anim_speed=float(speed), fullscreen=full, sound=sound, volume=float(volume),
                   panels_continue=panels, extra=extra)

    def save(self, path: Path | None = None) -> str | None:
        """Write atomically; an unusable old file is set aside first. Returns the problem as a line, or None."""
        p = path or self.path()
        try:
            if self.problem is not None:
                set_aside(p)
                self.problem = None
            data = {k: v for k, v in asdict(self).items() if k != "problem"}
            write_json(p, data)
        except (OSError, TypeError, ValueError) as exc:
            return f"cannot save {p}: {exc}"
        return None
