"""The shared pieces of card-data checking: the error type, where we are in the file, and small value checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class CardDataError(ValueError):
    """A malformed card file; the message names the card and the field."""


class _Ctx:
    """Where we are in the file, for error messages."""

    def __init__(self, path: Path, where: str) -> None:
        self.path = path
        self.where = where

    def fail(self, fld: str, msg: str) -> CardDataError:
        return CardDataError(f"{self.path.name}: {self.where}, field '{fld}': {msg}")


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _want_int(value: Any, ctx: _Ctx, fld: str, low: int = 0, high: int | None = None) -> int:
    """A whole number (not a boolean) in low..high."""
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        rng = f">= {low}" if high is None else f"from {low} to {high}"
        raise ctx.fail(fld, f"expected a whole number {rng}, got {_show(value)}")
    return value


def _choice(value: Any, allowed: tuple[str, ...], ctx: _Ctx, fld: str) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise ctx.fail(fld, f"{_show(value)} is not one of {', '.join(allowed)}")
    return value


def _unsure(raw: dict, ctx: _Ctx) -> dict[str, str]:
    """The `unsure` notes of a card or table: each names a field present here, with an 'I:' or 'G:' reason."""
    unsure = raw.get("unsure", {})
    if not isinstance(unsure, dict):
        raise ctx.fail("unsure", "must be a table")
    for key, why in unsure.items():
        if key not in raw:
            raise ctx.fail(f"unsure.{key}", f"names a field '{key}' that is not here")
        if not isinstance(why, str) or why[:2] not in ("I:", "G:"):
            raise ctx.fail(f"unsure.{key}", "reason must start with 'I:' (inferred) or 'G:' (guess)")
    return dict(unsure)
