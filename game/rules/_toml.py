"""tomllib from the standard library (Python 3.11+), or the tomli backport on older Pythons; and `read_toml`, the one
careful reader of the game's TOML files (cards.toml, assets/art.toml)."""

import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):  # noqa: UP036 - the backport path is kept for tools that run older Pythons
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = ["read_toml", "tomllib"]


def read_toml(path: Path, error: type[Exception], what: str, max_bytes: int) -> dict[str, Any]:
    """Parse a TOML file; any damage raises `error` with one line naming the file and the problem, never another
    exception (`what` names the kind of file in the message: "a card file", "an art file")."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        raise error(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > max_bytes:
        raise error(f"{path.name}: larger than {max_bytes // (1024 * 1024)} MB, not {what}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise error(f"{path.name}: not UTF-8 text (bad byte 0x{raw[exc.start]:02x} on line {line})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{path.name}: not valid TOML: {exc}") from None
    except RecursionError:
        raise error(f"{path.name}: not usable TOML: nested too deeply") from None
    except ValueError as exc:   # e.g. a whole number with more digits than Python converts
        raise error(f"{path.name}: not usable TOML: {str(exc).split(';')[0]}") from None
