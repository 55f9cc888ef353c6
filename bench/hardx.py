"""Hard with other knobs, for tournaments only: the level `hardx:KEY=VALUE;KEY=VALUE` (e.g.
`hardx:horizon=round;playouts=400`) seats `SearchBot(seed, **knobs)`; numbers are parsed as int or float."""

from __future__ import annotations

from game.bots.search import SearchBot


def _value(text: str) -> object:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def make_bot(seed: int, arg: str | None) -> SearchBot:
    knobs = {}
    for part in (arg or "").split(";"):
        if part:
            key, _, val = part.partition("=")
            knobs[key] = _value(val)
    return SearchBot(seed, **knobs)
