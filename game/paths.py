"""Where the game keeps its files: per-user cache, data and config folders (XDG; LOCALAPPDATA on Windows)."""

from __future__ import annotations

import os
from pathlib import Path


def user_dir(kind: str) -> Path:
    """~/.cache/immortal8 ('cache'), ~/.local/share/immortal8 ('data') or ~/.config/immortal8 ('config')."""
    home = Path.home()
    if os.name == "nt":
        base = Path(os.environ.get("LOCALAPPDATA", home / "AppData" / "Local")) / "immortal8"
        return base / {"cache": "cache", "data": "data", "config": "config"}[kind]
    env = {"cache": "XDG_CACHE_HOME", "data": "XDG_DATA_HOME", "config": "XDG_CONFIG_HOME"}[kind]
    default = {"cache": home / ".cache", "data": home / ".local" / "share", "config": home / ".config"}[kind]
    return Path(os.environ.get(env) or default) / "immortal8"
