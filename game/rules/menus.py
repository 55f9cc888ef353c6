"""The menus of legal actions: `legal_actions` for any decision and the Kingdom menu (checked or fast)."""

from __future__ import annotations

from .checks import feasible_ok, power_ok
from .queries import can_reveal, roam_costs, wonder_limit
from .state import Ctx, GameState


def legal_actions(state: GameState) -> list[str]:
    """The legal answers to the pending decision (empty once the game is over)."""
    d = state.pending
    if d is None:
        return []
    if d.kind != "tie" and can_reveal(state, d.seat):
        return [*d.options, "reveal"]
    return list(d.options)


class _Unchecked:
    """Marks a fast-menu Kingdom decision: its options are unchecked candidates, see `kingdom_ok`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "UNCHECKED"


UNCHECKED = _Unchecked()


def kingdom_options(st: GameState, s: int) -> list[str]:
    """Every activation open to seat s now, then `end`."""
    civ = st.db.civ
    p = st.players[s]
    coins, mil, sci, cha = p.coins, p.mil, p.sci, p.cha
    cache: dict[tuple[str, int], bool] = {}   # feasibility depends only on the card kind and the fee
    opts = []
    for action, uid, fee in menu_candidates(st, s):
        if fee < 0:
            ok = power_ok(st, s, uid)
        else:
            c = civ[uid]
            key = (c.kind, fee)
            ok = cache.get(key)
            if ok is None:   # activation_ok, inlined: menus run it thousands of times a game
                ok = cache[key] = feasible_ok(st, c.action, Ctx(s, uid, (uid,)), [coins - fee, mil, sci, cha],
                                              c.futile_ok)
        if ok:
            opts.append(action)
    opts.append("end")
    return opts


def menu_candidates(st: GameState, s: int) -> list[tuple[str, int, int]]:
    """(action, uid, fee or -1 for a power) for every activation passing the cheap checks; feasibility not run."""
    civ = st.db.civ
    p = st.players[s]
    tilted = st.tilted
    out = []
    for row in (p.buildings, p.heroes):
        for uid in row:
            c = civ[uid]
            if c.action and uid not in tilted:
                out.append(("use " + c.key, uid, 0))
            if c.power:
                out.append(("power " + c.key, uid, -1))
    if st.wonders and len(st.wonder_uses) < wonder_limit(st):
        uses = st.wonder_uses
        for uid in st.wonders:
            c = civ[uid]
            if c.action and uid not in uses:
                out.append(("use " + c.key, uid, 0))
    coins = p.coins
    if coins >= st.db.game["roaming_fee"]:   # every fee is at least one roaming_fee
        for uid, fee in roam_costs(st, s).items():
            if fee <= coins and uid not in tilted and civ[uid].action:
                out.append(("use " + civ[uid].key, uid, fee))
    return out
