"""Read-only questions about the table: counters, guards, card selectors, roaming fees, Supremacy totals."""

from __future__ import annotations

from .cards import Counter, Predicate, Step
from .state import Ctx, GameState, PlayerState


def count(st: GameState, seat: int, c: Counter) -> int:
    """Read a counter from the table for a seat."""
    scope, what = c.scope, c.what
    if scope == "own":
        return _holding(st.players[seat], what)
    if scope == "all":
        return sum(_holding(p, what) for p in st.players)
    if scope == "control":
        return _control_count(st, seat, what)
    if scope == "inplay":
        civ = st.db.civ
        total = sum(1 for w in st.wonders if what in civ[w].symbols)
        for p in st.players:
            total += sum(1 for u in p.buildings if what in civ[u].symbols)
            total += sum(1 for u in p.heroes if what in civ[u].symbols)
        return total
    if scope == "discard":
        return len(st.discard)
    return st.destroyed


def _holding(p: PlayerState, what: str) -> int:
    if what == "sets":
        return min(p.mil, p.sci, p.cha)
    if what == "civ":
        return p.mil + p.sci + p.cha
    return getattr(p, what)


def _control_count(st: GameState, seat: int, what: str) -> int:
    p = st.players[seat]
    civ = st.db.civ
    if what == "card":
        return len(p.buildings) + len(p.heroes)
    if what == "hero":
        return len(p.heroes)
    if what == "building":
        return len(p.buildings)
    if "." in what:
        fam, sym = what.split(".")
        cards = p.heroes if fam == "hero" else p.buildings
        return sum(1 for u in cards if sym in civ[u].symbols)
    cards = p.buildings + p.heroes
    if what in st.db.kind_uids:
        return sum(1 for u in cards if civ[u].kind == what)
    return sum(1 for u in cards if what in civ[u].symbols)


def holds(st: GameState, seat: int, pred: Predicate) -> bool:
    """Evaluate an `if` guard for a seat."""
    v = count(st, seat, pred.counter)
    if pred.op == ">=":
        return v >= pred.k
    if pred.op == "==":
        return v == pred.k
    # most: strictly the greatest, or tied and a revealed Justice
    others = [count(st, o, pred.counter) for o in range(st.n) if o != seat]
    best_other = max(others) if others else -1
    if v > best_other:
        return True
    return v == best_other and v > 0 and is_revealed_justice(st, seat)


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
    players = st.players
    if sel == "own.hero":
        return players[actor].heroes
    if sel == "own.building":
        return players[actor].buildings
    if sel == "own.card":
        return players[actor].buildings + players[actor].heroes
    if sel == "others.hero":
        return [u for o, p in enumerate(players) if o != actor for u in p.heroes]
    if sel == "others.building":
        return [u for o, p in enumerate(players) if o != actor for u in p.buildings]
    if sel == "neighbours.building":
        n = st.n
        ns = sorted({(actor + 1) % n, (actor - 1) % n} - {actor})
        return [u for o in ns for u in players[o].buildings]
    if sel == "all.building":
        return [u for p in players for u in p.buildings]
    if sel == "all.card":
        return [u for p in players for u in p.buildings + p.heroes] + st.wonders
    if sel == "all.wonder":
        return st.wonders
    if sel == "discard":
        return st.discard
    if sel == "revealed":
        return st.revealed
    return []


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
    n = st.n
    players = st.players
    route = st.db.game["roaming_route"]
    fee = st.db.game["roaming_fee"]
    left: dict[int, int] = {}
    acc = 0
    for step in range(1, n):
        row = players[(me + step) % n].buildings
        size = len(row)
        for idx, uid in enumerate(row):
            left[uid] = acc + size - idx
        acc += size
    out: dict[int, int] = {}
    acc = 0
    for step in range(1, n):
        row = players[(me - step) % n].buildings
        for idx, uid in enumerate(row):
            right = acc + idx + 1
            cost = left[uid] if route == "left" else right if route == "right" else min(left[uid], right)
            out[uid] = cost * fee
        acc += len(row)
    return out


def roam_cost(st: GameState, me: int, owner: int, idx: int) -> int:
    """Coins seat `me` pays to activate Building number `idx` (0 = leftmost) of seat `owner`."""
    return roam_costs(st, me)[st.players[owner].buildings[idx]]


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
