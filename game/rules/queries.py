"""Read-only questions about the table: counters, guards, card selectors, roaming fees, Supremacy totals."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

from .cards import CardDB, Counter, Predicate, Step
from .state import Ctx, GameState, PlayerState


def count(st: GameState, seat: int, c: Counter) -> int:
    """Read a counter from the table for a seat."""
    return counter_fn(c)(st, seat)


def holds(st: GameState, seat: int, pred: Predicate) -> bool:
    """Evaluate an `if` guard for a seat."""
    return predicate_fn(pred)(st, seat)


Count = Callable[[GameState, int], int]
_COUNTERS: dict[int, tuple[Counter, Count]] = {}
_PREDICATES: dict[int, tuple[Predicate, Callable[[GameState, int], bool]]] = {}


def counter_fn(c: Counter) -> Count:
    """The counter as a function (st, seat) -> int, built once per counter (counters are read very often)."""
    e = _COUNTERS.get(id(c))
    if e is None or e[0] is not c:
        e = _COUNTERS[id(c)] = (c, _make_counter(c.scope, c.what))
    return e[1]


def predicate_fn(pred: Predicate) -> Callable[[GameState, int], bool]:
    """The guard as a function (st, seat) -> bool, built once per guard."""
    e = _PREDICATES.get(id(pred))
    if e is None or e[0] is not pred:
        e = _PREDICATES[id(pred)] = (pred, _make_predicate(pred))
    return e[1]


def _make_predicate(pred: Predicate) -> Callable[[GameState, int], bool]:
    cnt = counter_fn(pred.counter)
    k = pred.k
    c = pred.counter
    if pred.op == ">=" and c.scope == "control" and "." in c.what:
        return _control_family(c.what, k)
    if pred.op == ">=":
        return lambda st, seat: cnt(st, seat) >= k
    if pred.op == "==":
        return lambda st, seat: cnt(st, seat) == k

    def most(st: GameState, seat: int) -> bool:
        # strictly the greatest, or tied and a revealed Justice
        v = cnt(st, seat)
        best_other = max((cnt(st, o) for o in range(st.n) if o != seat), default=-1)
        if v > best_other:
            return True
        return v == best_other and v > 0 and is_revealed_justice(st, seat)
    return most


def holding_fn(what: str) -> Callable[[PlayerState], int]:
    """What a seat holds of `what` (a holding such as "won", or "sets", or "civ"), as a function of its PlayerState."""
    if what == "sets":
        return lambda p: min(p.mil, p.sci, p.cha)
    if what == "civ":
        return lambda p: p.mil + p.sci + p.cha
    return attrgetter(what)


def _make_counter(scope: str, what: str) -> Count:
    if scope == "own":
        hold = holding_fn(what)
        return lambda st, seat: hold(st.players[seat])
    if scope == "all":
        hold = holding_fn(what)
        return lambda st, seat: sum(hold(p) for p in st.players)
    if scope == "control":
        if what == "card":
            return lambda st, seat: len(st.players[seat].buildings) + len(st.players[seat].heroes)
        if what == "hero":
            return lambda st, seat: len(st.players[seat].heroes)
        if what == "building":
            return lambda st, seat: len(st.players[seat].buildings)
        # each counter keeps the uid set of the last card database it read (one cell, swapped whole)
        if "." in what:
            return _control_family(what, None)
        cell: list[tuple[CardDB | None, frozenset[int]]] = [(None, frozenset())]

        def control(st: GameState, seat: int) -> int:
            e = cell[0]
            if e[0] is not st.db:
                e = cell[0] = (st.db, uids_with(st.db, what, kinds=True))
            has = e[1]
            p = st.players[seat]
            n = 0   # a loop: no set made (len(has.intersection(row)) makes one per row)
            for row in (p.buildings, p.heroes):
                for u in row:
                    if u in has:
                        n += 1
            return n
        return control
    if scope == "inplay":
        cell = [(None, frozenset())]

        def inplay(st: GameState, seat: int) -> int:
            e = cell[0]
            if e[0] is not st.db:
                e = cell[0] = (st.db, uids_with(st.db, what))
            has = e[1]
            total = len(has.intersection(st.wonders))
            for p in st.players:
                total += len(has.intersection(p.buildings)) + len(has.intersection(p.heroes))
            return total
        return inplay
    if scope == "discard":
        return lambda st, seat: len(st.discard)
    return lambda st, seat: st.destroyed


def _control_family(what: str, at_least: int | None) -> Callable[[GameState, int], Any]:
    """The counter "control" of a family's cards with a symbol ("hero.military"), or with `at_least`, the guard
    that it reaches that number (one call less than the guard over the counter)."""
    fam, sym = what.split(".")
    # the uid set of the last card database read (one cell, swapped whole)
    cell: list[tuple[CardDB | None, frozenset[int]]] = [(None, frozenset())]
    heroes = fam == "hero"
    k = 0 if at_least is None else at_least

    def control_family(st: GameState, seat: int) -> Any:
        e = cell[0]
        if e[0] is not st.db:
            e = cell[0] = (st.db, uids_with(st.db, sym))
        p = st.players[seat]
        row = p.heroes if heroes else p.buildings
        if at_least is None:   # not one conditional expression: mypyc would type it int and turn the bool to 0/1
            return len(e[1].intersection(row))
        if k == 1:   # at least one: a test, no set made
            return not e[1].isdisjoint(row)
        return len(e[1].intersection(row)) >= k
    return control_family


_UIDS_WITH: list = [(None, {})]   # [(db, {(symbol or kind, kinds): uids})], swapped whole (threads may read it)


def uids_with(db: CardDB, what: str, kinds: bool = False) -> frozenset[int]:
    """The Civilization uids bearing the symbol `what` (with `kinds`: of the card kind `what` if there is one).

    A Civilization uid is in one place at a time, so intersecting a row with this set counts its matching cards."""
    entry = _UIDS_WITH[0]
    if entry[0] is not db:
        entry = _UIDS_WITH[0] = (db, {})
    table = entry[1]
    out = table.get((what, kinds))
    if out is None:
        if kinds and what in db.kind_uids:
            out = frozenset(db.kind_uids[what])
        else:
            out = frozenset(c.uid for c in db.civ if what in c.symbols)
        table[(what, kinds)] = out
    return out


def is_revealed_justice(st: GameState, s: int) -> bool:
    """Whether seat is a revealed Justice (she wins ties)."""
    p = st.players[s]
    return p.justice_revealed and p.immortals == ["justice"]


def can_reveal(st: GameState, seat: int) -> bool:
    """Whether seat holds an unrevealed Justice before the VP phase."""
    p = st.players[seat]
    return "justice" in p.immortals and not p.justice_revealed and st.phase not in ("vp", "over")


def select(st: GameState, sel: str, actor: int) -> list[int]:
    """The cards a selector such as "own.hero" or "all.card" names for the actor."""
    return _SELECTORS.get(sel, _nothing)(st, actor)


Selector = Callable[[GameState, int], list[int]]


def selector(sel: str) -> Selector:
    """`select` for one selector, looked up ahead: (state, actor) -> the cards it names."""
    return _SELECTORS.get(sel, _nothing)


def _nothing(st: GameState, actor: int) -> list[int]:
    return []


def _others(row: str) -> Selector:
    """The selector of the other players' cards of one row ("heroes" or "buildings"), in seat order."""
    get = attrgetter(row)

    def others(st: GameState, actor: int) -> list[int]:
        out: list[int] = []
        for o, p in enumerate(st.players):
            if o != actor:
                out += get(p)
        return out
    return others


def _neighbours_buildings(st: GameState, actor: int) -> list[int]:
    n = st.n
    players = st.players
    return [u for o in sorted({(actor + 1) % n, (actor - 1) % n} - {actor}) for u in players[o].buildings]


_SELECTORS: dict[str, Selector] = {
    "own.hero": lambda st, actor: st.players[actor].heroes,
    "own.building": lambda st, actor: st.players[actor].buildings,
    "own.card": lambda st, actor: st.players[actor].buildings + st.players[actor].heroes,
    "others.hero": _others("heroes"),
    "others.building": _others("buildings"),
    "neighbours.building": _neighbours_buildings,
    "all.building": lambda st, actor: [u for p in st.players for u in p.buildings],
    "all.card": lambda st, actor: [u for p in st.players for u in p.buildings + p.heroes] + st.wonders,
    "all.wonder": lambda st, actor: st.wonders,
    "discard": lambda st, actor: st.discard,
    "revealed": lambda st, actor: st.revealed,
}


def destroy_targets(st: GameState, step: Step, ctx: Ctx) -> list[int]:
    """The cards a destroy step may destroy."""
    t = step.params["target"]
    p = st.players[ctx.actor]
    if t == "self":
        return [ctx.source] if ctx.source in p.buildings or ctx.source in p.heroes else []
    return select(st, t, ctx.actor)


def swap_candidates(st: GameState) -> list[int]:
    """Heroes in the deck and discard (Abunakkashii's swap)."""
    civ = st.db.civ
    return [u for u in st.deck + st.discard if civ[u].family == "hero"]


def wonder_limit(st: GameState) -> int:
    """Wonders the active player may activate this turn (raised by world `wonder_limit`)."""
    limit = st.db.game["wonders_per_turn"]
    civ = st.db.civ
    for w in st.wonders:
        for step in civ[w].world:
            if step.verb == "wonder_limit":
                limit = max(limit, step.params["n"])
    return limit


def roam_costs(st: GameState, me: int) -> dict[int, int]:
    """Coins seat `me` pays to activate each other player's Building (uid -> fee).

    Seats sit clockwise; each Building row runs left to right from its owner's view, so the left neighbour's
    rightmost Building and the right neighbour's leftmost are the nearest. The fee counts the Buildings passed,
    the target included, along the route `game.roaming_route` names (default: the cheaper way round).
    """
    return dict(roam_table(st, me))


_ROAM: dict[tuple, list[dict[int, int] | None]] = {}   # per layout of the Building rows: each seat's fees or None
_LAST: list[tuple] = [((), [], None)]   # (copies of the rows, their entry in _ROAM, game rules) of the last call


def roam_table(st: GameState, me: int) -> dict[int, int]:
    """`roam_costs`, shared and read-only: worked out once per seat and layout of the Building rows (menus ask
    for it at every Kingdom decision, and the rows seldom change)."""
    rows: list[list[int]] = []   # each seat's Building row (a loop: cheaper than a comprehension or list(map(...)))
    for p in st.players:
        rows.append(p.buildings)
    g = st.db.game
    last = _LAST[0]   # one read: another thread may swap the entry whole
    if last[2] is g and last[0] == rows:
        per = last[1]
    else:
        key = (g["roaming_route"], g["roaming_fee"], *map(tuple, rows))
        per = _ROAM.get(key)
        if per is None:
            if len(_ROAM) > 20_000:
                _ROAM.clear()
            per = _ROAM[key] = [None] * len(rows)
        _LAST[0] = ([r[:] for r in rows], per, g)
    out = per[me]
    if out is None:
        out = per[me] = _roam_costs(st, me)
    return out


def _roam_costs(st: GameState, me: int) -> dict[int, int]:
    players = st.players
    n = st.n
    row: list[int] = []
    for step in range(n - 1, 0, -1):   # rightwards: the previous seat's row first, each left to right
        row += players[(me + step) % n].buildings
    g = st.db.game
    return dict(zip(row, _fees(g["roaming_route"], g["roaming_fee"], len(row))))


_FEES: dict[tuple[str, int, int], tuple[int, ...]] = {}


def _fees(route: str, fee: int, total: int) -> tuple[int, ...]:
    """The fee of each place in the other players' Buildings laid in one row, rightwards from the previous seat:
    the Building at place i is passed after total - i Buildings going left and i + 1 going right, the target
    included; made once per route, fee and number of Buildings."""
    key = (route, fee, total)
    out = _FEES.get(key)
    if out is None:
        out = _FEES[key] = tuple(
            (left if route == "left" else right if route == "right" else min(left, right)) * fee
            for left, right in ((total - i, i + 1) for i in range(total)))
    return out


def roam_cost(st: GameState, me: int, owner: int, idx: int) -> int:
    """Coins seat `me` pays to activate Building number `idx` (0 = leftmost) of seat `owner`."""
    return roam_table(st, me)[st.players[owner].buildings[idx]]


def supremacy_totals(st: GameState, what: str) -> list[int]:
    """Each seat's total for a Supremacy contest, with virtual bonuses (Nezha)."""
    civ = st.db.civ
    out = []
    for p in st.players:
        v = getattr(p, what)
        for uid in p.heroes + p.buildings:
            for step in civ[uid].passive:
                if step.verb == "supremacy_bonus":
                    v += step.params.get(what, 0)
        out.append(v)
    return out
