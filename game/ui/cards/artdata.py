"""The per-card illustration descriptions of assets/art.toml, loaded and validated (errors name the card and field)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.resources import ART_TOML, resource
from game.rules._toml import read_toml
from game.ui.cards.parts_build import PART_FUNCS
from game.ui.cards.parts_figure import FIGURE_PARTS

FAMILIES = ("hero", "building", "wonder", "immortal", "commerce")
ALL_PARTS = {**PART_FUNCS, **FIGURE_PARTS}
# named colours a card may pick for its accent ("palette") and its cloth
NAMED = {
    "crimson": (178, 38, 40), "scarlet": (214, 64, 40), "azure": (46, 110, 200), "sky": (110, 170, 230),
    "violet": (122, 58, 176), "plum": (96, 40, 96), "jade": (38, 140, 88), "moss": (96, 130, 50),
    "gold": (226, 176, 48), "amber": (222, 140, 28), "ember": (236, 100, 30), "ivory": (236, 226, 200),
    "teal": (28, 140, 150), "rose": (214, 96, 140), "slate": (84, 96, 118), "bronze": (164, 106, 48),
    "obsidian": (44, 36, 56), "bone": (226, 214, 180), "rust": (150, 66, 36), "steel": (150, 160, 176),
}
ROLES = ("dark", "accent", "cloth", "metal", "gold", "skin", "hair", "bone", "wood", "paper", "glow", "fire", "leaf",
         "roof", "rock", "gem", "glass", "stone")
MOTIFS = ("rays", "stars", "moon", "sun", "clouds", "birds", "sparks", "smoke", "embers", "runes", "leaves", "coins",
          "dunes", "waves", "lava", "snow", "aurora", "mist")
DEFAULT_PATH = resource(ART_TOML)
_CARD_KEYS = {"subject", "palette", "cloth", "parts", "motifs"}
_PART_KEYS = {"p", "x", "y", "s", "c", "flip"}
MAX_BYTES = 1024 * 1024   # the art file is ~20 KB; a much larger one is not ours


class ArtDataError(ValueError):
    """assets/art.toml is malformed; the message names the card and the field."""


@dataclass(frozen=True)
class Part:
    name: str
    x: float | None = None
    y: float | None = None
    s: float | None = None
    c: str | None = None
    flip: bool = False


@dataclass(frozen=True)
class CardArt:
    family: str
    kind: str
    subject: str
    palette: str
    cloth: str
    parts: tuple[Part, ...]
    motifs: tuple[str, ...]


def _show(value: object) -> str:
    """A value for an error line, cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _table(at: str, raw: object, allowed: set[str], what: str) -> dict:
    """raw as a dict with only allowed keys, else an error naming where and what."""
    if not isinstance(raw, dict):
        raise ArtDataError(f"{at}: expected {what}, got {type(raw).__name__}")
    extra = set(raw) - allowed
    if extra:
        raise ArtDataError(f"{at}: unknown field(s) {sorted(extra)} (allowed: {sorted(allowed)})")
    return raw


def _part(where: str, i: int, raw: object) -> Part:
    at = f"{where}: field 'parts[{i}]'"
    if isinstance(raw, str):
        raw = {"p": raw}
    raw = _table(at, raw, _PART_KEYS, "a part name or a table")
    name = raw.get("p")
    if not isinstance(name, str) or name not in ALL_PARTS:
        raise ArtDataError(f"{at}: unknown part {_show(name)}")
    for k, lo, hi in (("x", -0.5, 1.5), ("y", -0.5, 1.5), ("s", 0.05, 3.0)):
        v = raw.get(k)
        if v is not None and (isinstance(v, bool) or not isinstance(v, (int, float)) or not lo <= v <= hi):
            raise ArtDataError(f"{at}: '{k}' must be a number in [{lo}, {hi}], got {_show(v)}")
    c = raw.get("c")
    if c is not None and (not isinstance(c, str) or c not in ROLES):
        raise ArtDataError(f"{at}: unknown colour role {_show(c)} (one of {', '.join(ROLES)})")
    flip = raw.get("flip", False)
    if not isinstance(flip, bool):
        raise ArtDataError(f"{at}: 'flip' must be true or false")
    return Part(name, raw.get("x"), raw.get("y"), raw.get("s"), c, flip)


def _card(family: str, kind: str, raw: object) -> CardArt:
    where = f"{family} {kind!r}"
    raw = _table(where, raw, _CARD_KEYS, "a table")
    subject = raw.get("subject")
    if not isinstance(subject, str) or not subject.strip():
        raise ArtDataError(f"{where}: field 'subject': a non-empty description is required")
    colours = []
    for field in ("palette", "cloth"):
        v = raw.get(field, raw.get("palette") if field == "cloth" else None)
        if not isinstance(v, str) or v not in NAMED:
            raise ArtDataError(f"{where}: field '{field}': unknown colour {_show(v)} (one of {', '.join(NAMED)})")
        colours.append(v)
    parts = raw.get("parts")
    if not isinstance(parts, list) or not parts:
        raise ArtDataError(f"{where}: field 'parts': a non-empty list is required")
    motifs = raw.get("motifs", [])
    if not isinstance(motifs, list) or any(m not in MOTIFS for m in motifs):
        raise ArtDataError(f"{where}: field 'motifs': a list of {', '.join(MOTIFS)}; got {_show(motifs)}")
    return CardArt(family, kind, subject, colours[0], colours[1],
                   tuple(_part(where, i, p) for i, p in enumerate(parts)), tuple(motifs))


def parse_art(data: dict, source: str = "art.toml") -> dict[tuple[str, str], CardArt]:
    """Validate parsed TOML: {(family, kind): CardArt}."""
    out: dict[tuple[str, str], CardArt] = {}
    try:
        if data.get("schema") != 1:
            raise ArtDataError("field 'schema': expected 1")
        extra = set(data) - set(FAMILIES) - {"schema"}
        if extra:
            raise ArtDataError(f"unknown top-level table(s) {sorted(extra)} (allowed: {', '.join(FAMILIES)})")
        for family in FAMILIES:
            table = data.get(family, {})
            if not isinstance(table, dict):
                raise ArtDataError(f"field '{family}': expected a table of cards, got {type(table).__name__}")
            for kind, raw in table.items():
                out[(family, kind)] = _card(family, kind, raw)
    except ArtDataError as e:
        raise ArtDataError(f"{source}: {e}") from None
    return out


def load_art(path: Path | str = DEFAULT_PATH) -> dict[tuple[str, str], CardArt]:
    """Read and validate an art file; ArtDataError (one line) for any damage, never another exception."""
    p = Path(path)
    data = read_toml(p, ArtDataError, "an art file", MAX_BYTES)
    return parse_art(data, p.name)


@lru_cache(maxsize=1)
def default_art() -> dict[tuple[str, str], CardArt]:
    """assets/art.toml, loaded once."""
    return load_art(DEFAULT_PATH)


def missing_cards(art: dict[tuple[str, str], CardArt]) -> list[tuple[str, str]]:
    """The (family, kind) of every card of the default card data that has no picture in `art`."""
    from game.rules.cards import CardDataError, default_db
    try:
        db = default_db()
    except CardDataError:   # the card data's own problem is reported by itself
        return []
    wanted = ({(c.family, c.kind) for c in db.civ} | {("commerce", c.kind) for c in db.commerce}
              | {("immortal", i.id) for i in db.immortals})
    return sorted(wanted - set(art))


def art_problem() -> str | None:
    """What is wrong with assets/art.toml as one line (a card without a picture included), or None if it is usable.

    The command line prints it with exit status 2 and the window shows it instead of the game (as for cards.toml)."""
    try:
        art = default_art()
    except ArtDataError as exc:
        return str(exc)
    missing = missing_cards(art)
    if missing:
        family, kind = missing[0]
        return (f"{DEFAULT_PATH.name}: {family} {kind!r}: no picture (a [{family}.{kind}] table is needed)"
                + (f", nor for {len(missing) - 1} more card(s)" if len(missing) > 1 else ""))
    return None
