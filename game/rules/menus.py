"""The menus of legal actions: `legal_actions` for any decision and the Kingdom menu (checked or fast)."""

from __future__ import annotations

from .cards import CardDB, Step
from .dryrun import FAIL, GIVES, OK, card_plans, gives_when_affordable
from .gains import fixed_gains
from .queries import roam_table
from .state import Ctx, GameState


def legal_actions(state: GameState) -> list[str]:
    """The legal answers to the pending decision (empty once the game is over): a fresh list, callers may shuffle it."""
    return [*legal_answers(state)]


def legal_answers(state: GameState) -> tuple[str, ...]:
    """`legal_actions` as a tuple: the question's own options, not copied, unless Justice's "reveal" is added. For
    loops that only read the answers, such as `main.py simulate`'s random player."""
    d = state.pending
    if d is None:
        return ()
    # can_reveal(state, d.seat), inlined (asked after every action; the seat read again only when it holds Justice)
    if ("justice" in state.players[d.seat].immortals and d.kind != "tie"
            and not state.players[d.seat].justice_revealed and state.phase not in ("vp", "over")):
        return (*d.options, "reveal")
    return d.options


class _Unchecked:
    """Marks a fast-menu Kingdom decision: its options are unchecked candidates, see `kingdom_ok`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "UNCHECKED"


UNCHECKED = _Unchecked()


class _Table:
    """What the menus need per card, worked out once per card database."""

    __slots__ = ("db", "use", "power", "wonder_limit", "ctx", "card", "use_card", "wonders_per_turn", "roaming_fee",
                 "parse")

    def __init__(self, db: CardDB) -> None:
        self.db = db
        self.use = [("use " + c.key) if c.action else None for c in db.civ]
        self.power = [("power " + c.key) if c.power else None for c in db.civ]
        # each menu action: (verb, card key, uid, its steps, what they add up to when they are plain gains
        # (`fixed_gains`, else None), a Wonder or not), as the Kingdom answer reads it
        self.parse: dict[str, tuple[str, str, int, tuple[Step, ...], dict[str, int] | None, bool]] = {}
        for c in db.civ:
            for verb, a, steps in (("use", self.use[c.uid], c.action), ("power", self.power[c.uid], c.power)):
                if a is not None:
                    self.parse[a] = (verb, c.key, c.uid, steps, fixed_gains(steps), c.family == "wonder")
        self.wonder_limit = [max((s.params["n"] for s in c.world if s.verb == "wonder_limit"), default=0)
                             for c in db.civ]
        plans = card_plans(db)
        seats = max(db.game["players"])
        self.ctx = [[Ctx(s, c.uid, (c.uid,)) for c in db.civ] for s in range(seats)]   # an activation's context
        # per seat and card, what its menu entry needs: (use action, power action, Action's dry run (None when it
        # gives whenever its coins are held: no call), Power's dry run, activation context, coins the Action surely
        # pays (_NO_ACTION for a card without one: then no coins are enough, so the menu need not test for None),
        # the dry run's answer it must pass: FAIL when it may be futile (so OK or GIVES), else OK (so GIVES))
        act = [None if gives_when_affordable(plans.act[c.uid]) else plans.act[c.uid] for c in db.civ]
        need = [plans.need[u] if self.use[u] is not None else _NO_ACTION for u in range(len(db.civ))]
        self.card = [[(self.use[u], self.power[u], act[u], plans.pow[u], self.ctx[s][u], need[u],
                       FAIL if plans.futile[u] else OK) for u in range(len(db.civ))] for s in range(seats)]
        # the same without the Power, for the Wonders and the other players' Buildings: (use action, Action's dry
        # run, activation context, coins the Action surely pays, the answer it must pass)
        self.use_card = [[(a, act_, ctx, need_, low) for a, _, act_, _, ctx, need_, low in row] for row in self.card]
        self.wonders_per_turn = db.game["wonders_per_turn"]
        self.roaming_fee = db.game["roaming_fee"]


_NO_ACTION = 1 << 62   # the coins a card without an Action "needs" in the menu table: more than anyone holds

_TABLES: dict[int, _Table] = {}
LAST_TABLE: list = [None]   # the table of the last database asked for (hot paths read it before calling `table`)


def table(db: CardDB) -> _Table:
    t = LAST_TABLE[0]
    if t is not None and t.db is db:
        return t
    t = _TABLES.get(id(db))
    if t is None or t.db is not db:
        t = _TABLES[id(db)] = _Table(db)
    LAST_TABLE[0] = t
    return t


def kingdom_options(st: GameState, s: int) -> list[str]:
    """Every activation open to seat s now, then `end` (the order of `menu_candidates`)."""
    t = LAST_TABLE[0]   # table(st.db), its cache read here (a menu is asked for at every Kingdom decision)
    if t is None or t.db is not st.db:
        t = table(st.db)
    card = t.card[s]
    use_card = t.use_card[s]
    p = st.players[s]
    coins, mil, sci, cha = p.coins, p.mil, p.sci, p.cha
    tilted = st.tilted
    opts = []
    for uid in p.buildings + p.heroes:
        a, pa, act, pw, ctx, need, low = card[uid]
        if coins >= need and uid not in tilted:   # activation_ok, inlined (need: _NO_ACTION without an Action)
            if act is None or act(st, s, ctx, [coins, mil, sci, cha], False) > low:   # GIVES, or OK if futile
                opts.append(a)
        if pa is not None and pw(st, s, ctx, [coins, mil, sci, cha], False) == GIVES:   # power_ok
            opts.append(pa)
    wonders = st.wonders
    if wonders:
        uses = st.wonder_uses
        used = len(uses)
        # the turn's Wonder limit not reached (_wonder_room, inlined)
        if used < t.wonders_per_turn or used < max(map(t.wonder_limit.__getitem__, wonders)):
            for uid in wonders:
                a, act, ctx, need, low = use_card[uid]
                if coins >= need and uid not in uses:
                    if act is None or act(st, s, ctx, [coins, mil, sci, cha], False) > low:
                        opts.append(a)
    if coins >= t.roaming_fee:   # every fee is at least one roaming_fee
        for uid, fee in roam_table(st, s).items():   # in `roam_costs` order
            if fee <= coins and uid not in tilted:
                a, act, ctx, need, low = use_card[uid]
                left = coins - fee
                # with less than `need` left a cost cannot be paid (nor an Action that is not there)
                if left >= need and (act is None or act(st, s, ctx, [left, mil, sci, cha], False) > low):
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
    if st.wonders and _wonder_room(st, t):
        uses = st.wonder_uses
        for uid in st.wonders:
            a = use[uid]
            if a is not None and uid not in uses:
                out.append((a, uid, 0))
    coins = p.coins
    if coins >= t.roaming_fee:   # every fee is at least one roaming_fee
        for uid, fee in roam_table(st, s).items():
            a = use[uid]
            if a is not None and fee <= coins and uid not in tilted:
                out.append((a, uid, fee))
    return out


def _wonder_room(st: GameState, t: _Table) -> bool:
    """Whether the turn's Wonder limit (`wonder_limit`, read off the table) is not reached; st.wonders not empty."""
    used = len(st.wonder_uses)
    return used < t.wonders_per_turn or used < max(map(t.wonder_limit.__getitem__, st.wonders))
