"""Hard with other knobs, for tournaments only: the level `hardx:KEY=VALUE;KEY=VALUE` (e.g.
`hardx:horizon=round;playouts=400`) seats `SearchBot(seed, **knobs)`; numbers are parsed as int or float.
A key `IMMORTAL.KNOB` sets a knob only while the bot holds that Immortal (`per_immortal`), e.g.
`hardx:tomorrow.horizon=end;narashima.horizon=end`; a key `late.KNOB` sets it for round 2's decisions (`late`, on
top of its default `search.LATE`: `late.own_max=1` turns that off).
A key `playouts.KIND` sets the playouts of one decision kind (`kind_playouts`; Hard's own for the other kinds,
`search.kind_playouts_for`), e.g. `hardx:playouts.kingdom=800`. The level `expertx:KEY=VALUE;...` is Expert
(`expert.expert_bot`) with the same kind of knobs over its own (a `playouts.KIND` changes that kind only).
A key `salt=N` (both levels) adds N to the bot's seed and changes nothing else: the same bot with other random
draws, the null lever a pilot's baseline is read against (`hardx:salt=1` is today's Hard, reseeded)."""

from __future__ import annotations

from game.bots.expert import KIND_PLAYOUTS, expert_bot
from game.bots.search import LATE, PLAYOUTS, SearchBot, kind_playouts_for


def _value(text: str) -> object:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def knobs_of(arg: str | None) -> dict:
    """The knobs of a level argument `KEY=VALUE;IMMORTAL.KNOB=VALUE;playouts.KIND=N`."""
    knobs: dict = {}
    per: dict[str, dict] = {}
    kind_playouts: dict[str, int] = {}
    for part in (arg or "").split(";"):
        if part:
            key, _, val = part.partition("=")
            imm, dot, name = key.partition(".")
            if dot and imm == "playouts":
                kind_playouts[name] = int(val)
            elif dot and imm == "late":
                knobs.setdefault("late", dict(LATE))[name] = _value(val)
            elif dot:
                per.setdefault(imm, {})[name] = _value(val)
            else:
                knobs[key] = _value(val)
    if per:
        knobs["per_immortal"] = per
    if kind_playouts:
        knobs["kind_playouts"] = kind_playouts
    return knobs


def _salted(seed: int, knobs: dict) -> int:
    """The bot's seed: `seed` plus the knob `salt` (taken out of `knobs`), if given."""
    return seed + int(knobs.pop("salt", 0))


def make_bot(seed: int, arg: str | None) -> SearchBot:
    """Hard (`SearchBot`) with the knobs of `arg`; `playouts.KIND` keeps Hard's playouts for the other kinds."""
    knobs = knobs_of(arg)
    if "kind_playouts" in knobs:
        knobs["kind_playouts"] = {**kind_playouts_for(int(knobs.get("playouts", PLAYOUTS))), **knobs["kind_playouts"]}
    return SearchBot(_salted(seed, knobs), **knobs)


def make_expert(seed: int, arg: str | None) -> SearchBot:
    """Expert with the knobs of `arg` over its own; `playouts.KIND` keeps Expert's playouts for the other kinds."""
    knobs = knobs_of(arg)
    if "kind_playouts" in knobs:
        knobs["kind_playouts"] = {**KIND_PLAYOUTS, **knobs["kind_playouts"]}
    return expert_bot(_salted(seed, knobs), **knobs)
