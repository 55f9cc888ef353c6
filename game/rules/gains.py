"""The `gain` verb: adding up adjacent gains, granting them within the caps, and the choice of tokens kept when
a gain would pass the Civilization cap (`tokens`)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from .cards import CIV, Step
from .effects import ask, gain_sup
from .queries import counter_fn
from .state import Ctx, Decision, Events, GameState

# per gain step, read once: (step, ((resource, amount), ...), per counter or None, until, distinct)
_SPECS: dict[int, tuple[Step, tuple[tuple[str, int], ...], Callable | None, bool, bool]] = {}


def _spec(step: Step) -> tuple:
    e = _SPECS.get(id(step))
    if e is None or e[0] is not step:
        prm = step.params
        items = tuple((res, amt) for res, amt in prm.items() if res not in ("per", "until", "distinct"))
        per = counter_fn(prm["per"]) if "per" in prm else None
        e = _SPECS[id(step)] = (step, items, per, bool(prm.get("until")), bool(prm.get("distinct")))
    return e


_FIXED: dict[int, tuple[tuple[Step, ...], dict[str, int] | None]] = {}


def fixed_gains(steps: tuple[Step, ...]) -> dict[str, int] | None:
    """What a step list of plain gains (no guard, no `per`, no `until`) adds up to, worked out once (shared: read
    only); None for any other step list."""
    e = _FIXED.get(id(steps))
    if e is None or e[0] is not steps:
        if len(_FIXED) > 5_000:   # triggers run fresh one-step lists: keep the cache bounded
            _FIXED.clear()
        amounts: dict[str, int] = {}
        plain = bool(steps)
        for step in steps:
            if step.verb != "gain" or step.cond is not None or "per" in step.params or step.params.get("until"):
                plain = False
                break
            for res, amt in _spec(step)[1]:
                amounts[res] = amounts.get(res, 0) + amt
                if res == "civ" and step.params.get("distinct"):
                    amounts["distinct"] = 1
        e = _FIXED[id(steps)] = (steps, amounts if plain else None)
    return e[1]


def add_gain(st: GameState, ctx: Ctx, step: Step, amounts: dict[str, int]) -> None:
    """Add what one gain step gives the actor now to `amounts`."""
    e = _SPECS.get(id(step))   # _spec(step), its cache read here
    _, items, per, until, distinct = e if e is not None and e[0] is step else _spec(step)
    mult = per(st, ctx.actor) if per is not None else 1
    doubled = st.db.game["bonus_double"]["what"] if ctx.double else ()
    p = st.players[ctx.actor]
    for res, amt in items:
        amount = max(0, amt - getattr(p, res)) if until else amt * mult
        if res in doubled:
            amount *= 2
        amounts[res] = amounts.get(res, 0) + amount
        if distinct and res == "civ":
            amounts["distinct"] = 1


_TOKENS = frozenset(("mil", "sci", "cha"))


def grant(st: GameState, seat: int, amounts: dict[str, int], ev: Events, source: int = -1) -> None:
    """Give seat the summed gains within the caps; ask which tokens to keep when the choice is open. What a cap or
    the empty diamond supply cuts is said in the `gain` event (`lost`, `lost_to`), even when nothing is left; a
    Supremacy token names the card it came from (`source`, a card uid; -1 for none)."""
    p = st.players[seat]
    if len(amounts) == 1:   # most gains are one amount of VP, Wonder tokens or one kind of token that fits
        for res, amt in amounts.items():
            if amt <= 0:
                break
            if res == "vp":
                p.vp += amt
            elif res == "won":
                p.won += amt
            elif res in _TOKENS and amt <= st.db.game["caps"]["civ"] - (p.mil + p.sci + p.cha):
                if res == "mil":
                    p.mil += amt
                elif res == "sci":
                    p.sci += amt
                else:
                    p.cha += amt
            else:
                break
            if ev is not None:
                ev.append({"t": "gain", "seat": seat, "what": {res: amt}})
            return
    caps = st.db.game["caps"]
    get = amounts.get
    got: dict[str, int] = {}
    lost: dict[str, int] | None = None
    g = get("coins")
    if g:
        room = caps["coins"] - p.coins
        if g > room:
            lost = {"coins": g - max(room, 0)}
            g = room
        if g > 0:
            p.coins += g
            got["coins"] = g
    g = get("vp")
    if g:
        p.vp += g
        got["vp"] = g
    g = get("won")
    if g:
        p.won += g
        got["won"] = g
    g = get("diamond")
    if g:
        if g > st.diamonds_left:
            lost = lost or {}
            lost["diamond"] = g - st.diamonds_left
            g = st.diamonds_left
        if g > 0:
            p.diamond += g
            st.diamonds_left -= g
            got["diamond"] = g
    mil, sci, cha, free = get("mil", 0), get("sci", 0), get("cha", 0), get("civ", 0)
    if mil or sci or cha or free:
        room = caps["civ"] - (p.mil + p.sci + p.cha)
        cut = 0
        if room <= 0:
            cut = mil + sci + cha + free
        elif not free and mil + sci + cha <= room:   # the common case: all of it fits
            if mil:
                p.mil += mil
                got["mil"] = mil
            if sci:
                p.sci += sci
                got["sci"] = sci
            if cha:
                p.cha += cha
                got["cha"] = cha
        else:
            want = [mil, sci, cha]
            if free:
                opts = _civ_choices(free, room, bool(get("distinct")), want)
            else:
                opts = [c for c in product(*(range(w + 1) for w in want)) if sum(c) == room]
            cut = mil + sci + cha + free - sum(opts[0])   # every option keeps as many
            if len(opts) == 1:
                _add_civ(st, seat, opts[0], got)
            else:
                ask(st, seat, "tokens", ["keep " + "/".join(map(str, c)) for c in opts], info=max(cut, 0))
                cut = 0   # said when the choice is made (h_tokens)
        if cut > 0:
            lost = lost or {}
            lost["civ"] = cut
    if (got or lost) and ev is not None:
        e = {"t": "gain", "seat": seat, "what": got}
        if lost:
            e["lost"] = lost
            e["lost_to"] = {res: "supply" if res == "diamond" else "cap" for res in lost}
        ev.append(e)
    if get("sup"):
        gain_sup(st, seat, amounts["sup"], ev, card=st.db.civ[source].key if source >= 0 else "")


def cut_by_caps(st: GameState, seat: int, amounts: dict[str, int]) -> dict[str, int]:
    """What of `amounts` (a gain, read only) seat's caps and the diamond supply would cut now: {res: n}, with the
    Civilization tokens counted together as "civ"; the same sums as `grant`, without granting anything."""
    p = st.players[seat]
    caps = st.db.game["caps"]
    get = amounts.get
    out: dict[str, int] = {}
    g = get("coins", 0)
    if g > caps["coins"] - p.coins:
        out["coins"] = g - max(caps["coins"] - p.coins, 0)
    g = get("diamond", 0)
    if g > st.diamonds_left:
        out["diamond"] = g - st.diamonds_left
    mil, sci, cha, free = get("mil", 0), get("sci", 0), get("cha", 0), get("civ", 0)
    if mil or sci or cha or free:
        room = caps["civ"] - p.civ
        if room <= 0:
            cut = mil + sci + cha + free
        elif not free and mil + sci + cha <= room:
            cut = 0
        else:
            want = [mil, sci, cha]
            keep = (sum(_civ_choices(free, room, bool(get("distinct")), want)[0]) if free
                    else min(room, mil + sci + cha))
            cut = mil + sci + cha + free - keep
        if cut > 0:
            out["civ"] = cut
    return out


_CIV_CHOICES: dict[tuple, list[tuple[int, ...]]] = {}   # `_civ_choices` per argument set (a handful ever asked)


def _civ_choices(free: int, room: int, distinct: bool, fixed: list[int]) -> list[tuple[int, ...]]:
    """Ways to take `free` tokens of chosen kinds (distinct kinds if asked) within `room`, plus fixed ones (a list
    shared between calls: read it, never change it)."""
    key = (free, room, distinct, *fixed)
    out = _CIV_CHOICES.get(key)
    if out is None:
        take = min(free, room - sum(fixed)) if room > sum(fixed) else 0
        out = []
        for c in product(range(take + 1), repeat=3):
            if sum(c) != take or (distinct and max(c) > 1):
                continue
            out.append(tuple([f + x for f, x in zip(fixed, c)]))
        out = _CIV_CHOICES[key] = out or [tuple(fixed)]
    return out


def _add_civ(st: GameState, seat: int, c: tuple[int, ...], got: dict[str, int]) -> None:
    p = st.players[seat]
    for res, amt in zip(CIV, c):
        if amt:
            setattr(p, res, getattr(p, res) + amt)
            got[res] = got.get(res, 0) + amt


def h_tokens(st: GameState, d: Decision, action: str, ev: Events) -> None:
    """The answer to `tokens`: the Civilization tokens kept."""
    c = tuple(int(x) for x in action.split()[1].split("/"))
    got: dict[str, int] = {}
    _add_civ(st, d.seat, c, got)
    if ev is not None:
        e = {"t": "gain", "seat": d.seat, "what": got}
        if d.info:   # the tokens the cap cut (the same for every answer)
            e["lost"] = {"civ": d.info}
            e["lost_to"] = {"civ": "cap"}
        ev.append(e)
