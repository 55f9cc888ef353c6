"""Where the game's data files live: inside the installed package (game/_data/, copied there by setup.py at build
time) or, in a source checkout, at the top of the repository. No pygame here: game.rules uses it."""

from __future__ import annotations

from pathlib import Path

PACKAGE_DATA = Path(__file__).resolve().parent / "_data"
SOURCE_ROOT = Path(__file__).resolve().parents[1]
ART_TOML = "assets/art.toml"   # the per-card art descriptions (game/ui/cards/artdata.py)


def resource(name: str) -> Path:
    """The path of a top-level data file or folder ("cards.toml", "assets/art.toml"), installed copy first."""
    packaged = PACKAGE_DATA / name
    if packaged.exists():
        return packaged
    return SOURCE_ROOT / name
