"""Hard with other knobs, for tournaments only: the level `hardx:KEY=VALUE;KEY=VALUE` (e.g.
`hardx:horizon=round;playouts=400`) seats `SearchBot(seed, **knobs)`; numbers are parsed as int or float.
A key `IMMORTAL.KNOB` sets a knob only while the bot holds that Immortal (`per_immortal`), e.g.
`hardx:tomorrow.horizon=end;narashima.horizon=end`."""

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
    knobs: dict = {}
    per: dict[str, dict] = {}
    for part in (arg or "").split(";"):
        if part:
            key, _, val = part.partition("=")
            imm, dot, name = key.partition(".")
            if dot:
                per.setdefault(imm, {})[name] = _value(val)
            else:
                knobs[key] = _value(val)
    if per:
        knobs["per_immortal"] = per
    return SearchBot(seed, **knobs)
