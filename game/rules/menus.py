"""The menus of legal actions: `legal_actions` for any decision and the Kingdom menu (checked or fast)."""

from __future__ import annotations

from .cards import CardDB
from .dryrun import GIVES, OK, card_plans
from .queries import can_reveal, roam_table
from .state import Ctx, GameState


def legal_actions(state: GameState) -> list[str]:
    """The legal answers to the pending decision (empty once the game is over)."""
    d = state.pending
    if d is None:
        return []
    p = state.players[d.seat]
    if "justice" in p.immortals and d.kind != "tie" and can_reveal(state, d.seat):
        return [*d.options, "reveal"]
    return list(d.options)


class _Unchecked:
    """Marks a fast-menu Kingdom decision: its options are unchecked candidates, see `kingdom_ok`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "UNCHECKED"


UNCHECKED = _Unchecked()


class _Table:
    """What the menus need per card, worked out once per card database."""

    __slots__ = ("db", "use", "power", "wonder_limit", "plans", "kind", "ctx", "roam")

    def __init__(self, db: CardDB) -> None:
        self.db = db
        self.use = [("use " + c.key) if c.action else None for c in db.civ]
        self.power = [("power " + c.key) if c.power else None for c in db.civ]
        self.wonder_limit = [max((s.params["n"] for s in c.world if s.verb == "wonder_limit"), default=0)
                             for c in db.civ]
        self.plans = card_plans(db)
        self.kind = [c.kind for c in db.civ]
        seats = max(db.game["players"])
        self.ctx = [[Ctx(s, c.uid, (c.uid,)) for c in db.civ] for s in range(seats)]   # an activation's context
        self.roam: dict[int, tuple[dict[int, int], list[tuple[int, int, str, tuple[str, int]]]]] = {}   # by fees

    def roaming(self, st: GameState, s: int) -> list[tuple[int, int, str, tuple[str, int]]]:
        """(uid, fee, action, (kind, fee)) for each other player's Building with an Action, in `roam_costs`
        order: worked out once per table of fees (`roam_table`: per seat and layout of the Building rows)."""
        fees = roam_table(st, s)
        entry = self.roam.get(id(fees))
        if entry is None or entry[0] is not fees:
            if len(self.roam) > 20_000:
                self.roam.clear()
            use, kind = self.use, self.kind
            entry = self.roam[id(fees)] = (fees, [(uid, fee, use[uid], (kind[uid], fee))
                                                  for uid, fee in fees.items() if use[uid] is not None])
        return entry[1]

_TABLES: dict[int, _Table] = {}


def table(db: CardDB) -> _Table:
    t = _TABLES.get(id(db))
    if t is None or t.db is not db:
        t = _TABLES[id(db)] = _Table(db)
    return t


def kingdom_options(st: GameState, s: int) -> list[str]:
    """Every activation open to seat s now, then `end` (the order of `menu_candidates`)."""
    t = table(st.db)
    plans = t.plans
    act, pw, futile, kind, ctxs, use, power = plans.act, plans.pow, plans.futile, t.kind, t.ctx[s], t.use, t.power
    need = plans.need
    p = st.players[s]
    coins, mil, sci, cha = p.coins, p.mil, p.sci, p.cha
    tilted = st.tilted
    cache: dict = {}   # feasibility depends only on the card kind and the fee (0 for a seat's own cards)
    opts = []
    for row in (p.buildings, p.heroes):
        for uid in row:
            a = use[uid]
            if a is not None and uid not in tilted:
                k = kind[uid]
                ok = cache.get(k)
                if ok is None:   # activation_ok, inlined: menus run it thousands of times a game
                    if coins < need[uid]:
                        ok = cache[k] = False
                    else:
                        r = act[uid](st, s, ctxs[uid], [coins, mil, sci, cha], False)
                        ok = cache[k] = r == GIVES or (futile[uid] and r == OK)
                if ok:
                    opts.append(a)
            a = power[uid]
            if a is not None and pw[uid](st, s, ctxs[uid], [coins, mil, sci, cha], False) == GIVES:   # power_ok
                opts.append(a)
    if st.wonders:
        for uid in _open_wonders(st, t):
            k = kind[uid]
            ok = cache.get(k)
            if ok is None:
                r = act[uid](st, s, ctxs[uid], [coins, mil, sci, cha], False)
                ok = cache[k] = r == GIVES or (futile[uid] and r == OK)
            if ok:
                opts.append(use[uid])
    if coins >= st.db.game["roaming_fee"]:   # every fee is at least one roaming_fee
        for uid, fee, a, k in t.roaming(st, s):
            if fee <= coins and uid not in tilted:
                ok = cache.get(k)
                if ok is None:
                    left = coins - fee
                    if left < need[uid]:
                        ok = cache[k] = False   # what the dry run would say: a cost cannot be paid
                    else:
                        r = act[uid](st, s, ctxs[uid], [left, mil, sci, cha], False)
                        ok = cache[k] = r == GIVES or (futile[uid] and r == OK)
                if ok:
                    opts.append(a)
    opts.append("end")
    return opts


def menu_candidates(st: GameState, s: int) -> list[tuple[str, int, int]]:
    """(action, uid, fee or -1 for a power) for every activation passing the cheap checks; feasibility not run."""
    t = table(st.db)
    use, power = t.use, t.power
    p = st.players[s]
    tilted = st.tilted
    out = []
    for row in (p.buildings, p.heroes):
        for uid in row:
            a = use[uid]
            if a is not None and uid not in tilted:
                out.append((a, uid, 0))
            a = power[uid]
            if a is not None:
                out.append((a, uid, -1))
    if st.wonders:
        for uid in _open_wonders(st, t):
            out.append((use[uid], uid, 0))
    coins = p.coins
    if coins >= st.db.game["roaming_fee"]:   # every fee is at least one roaming_fee
        for uid, fee, a, _ in t.roaming(st, s):
            if fee <= coins and uid not in tilted:
                out.append((a, uid, fee))
    return out


def _open_wonders(st: GameState, t: _Table) -> list[int]:
    """The Wonders with an Action not used this turn, if the turn's Wonder limit is not reached."""
    wonders = st.wonders
    uses = st.wonder_uses
    limit = st.db.game["wonders_per_turn"]
    wl = t.wonder_limit
    for w in wonders:   # wonder_limit(st), read off the table
        if wl[w] > limit:
            limit = wl[w]
    if len(uses) >= limit:
        return []
    use = t.use
    return [uid for uid in wonders if use[uid] is not None and uid not in uses]
