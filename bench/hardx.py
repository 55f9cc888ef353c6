"""Hard with other knobs, for tournaments only: the level `hardx:KEY=VALUE;KEY=VALUE` (e.g.
`hardx:horizon=round;playouts=400`) seats `SearchBot(seed, **knobs)`; numbers are parsed as int or float.
A key `IMMORTAL.KNOB` sets a knob only while the bot holds that Immortal (`per_immortal`), e.g.
`hardx:tomorrow.horizon=end;narashima.horizon=end`. A key `playouts.KIND` sets the playouts of one decision kind
(`kind_playouts`), e.g. `hardx:playouts.pick=800;playouts.play=800`."""

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
    kind_playouts: dict[str, int] = {}
    for part in (arg or "").split(";"):
        if part:
            key, _, val = part.partition("=")
            imm, dot, name = key.partition(".")
            if dot and imm == "playouts":
                kind_playouts[name] = int(val)
            elif dot:
                per.setdefault(imm, {})[name] = _value(val)
            else:
                knobs[key] = _value(val)
    if per:
        knobs["per_immortal"] = per
    if kind_playouts:
        knobs["kind_playouts"] = kind_playouts
    return SearchBot(seed, **knobs)
