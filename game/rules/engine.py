"""The rules of Immortal 8 as a deterministic state machine: `new_game`, `legal_actions`, `apply`.

Flow is a stack of immutable frames (tuples). `_run` pops frames until one needs an answer and sets
`state.pending`; `apply` resolves that answer and runs on. Card effects are step lists from cards.toml,
interpreted by the `_V_*` functions below; no card id appears in this file.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from .cards import CIV, CardDB, Counter, Predicate, Step, default_db
from .rng import Rng
from .state import HIDDEN, PLAYED, TRANSFORMED, Ctx, Decision, GameState, PlayerState

CHOSE_PLAY, CHOSE_TRANSFORM = 3, 4
_HIDDEN_EVENTS = frozenset({"reveal_civ", "reveal_commerce", "look", "swap", "put_in_play", "reveal_slots",
                            "justice_reveal", "peek"})


class IllegalAction(ValueError):
    """An action that is not among the legal answers to the pending decision."""


# ---------------------------------------------------------------------------------------------- public API

def new_game(players: int, seed: int, *, db: CardDB | None = None, names: list[str] | None = None) -> GameState:
    """Set up a game for 3 to 6 players; the seed decides every shuffle."""
    db = db or default_db()
    if players not in db.game["players"]:
        raise ValueError(f"Immortal 8 is played by {db.game['players'][0]} to {db.game['players'][-1]} players")
    names = list(names or [])
    names += [f"Player {i + 1}" for i in range(len(names), players)]
    rng = Rng(seed)
    st = GameState(db=db, n=players, seed=seed, rng=rng, players=[PlayerState(nm) for nm in names[:players]])
    st.culture = [0] * len(db.civ)
    three = players == 3
    tp = db.three_players
    st.deck = [c.uid for c in db.civ if not (three and tp["remove"] == "four_plus" and c.four_plus)]
    rng.shuffle(st.deck)
    st.commerce_deck = [c.uid for c in db.commerce]
    rng.shuffle(st.commerce_deck)
    pool = [im.id for im in db.immortals if not (three and tp["justice"] == "out" and im.rule == "justice")]
    rng.shuffle(pool)
    each = tp["immortals_each"] if three else 1
    for i, p in enumerate(st.players):
        p.immortals = sorted(pool[i * each:(i + 1) * each], key=lambda x: db.immortal_by_id[x].number)
    st.diamonds_left = db.game["diamonds"]
    st.first = rng.below(players)
    st.stack = [("final",), ("vp_start",)] + [("round", r) for r in range(db.game["rounds"], 0, -1)]
    _run(st, [])
    return st


def legal_actions(state: GameState) -> list[str]:
    """The legal answers to the pending decision (empty once the game is over)."""
    d = state.pending
    if d is None:
        return []
    if d.kind != "tie" and _can_reveal(state, d.seat):
        return [*d.options, "reveal"]
    return list(d.options)


def apply(state: GameState, action: str) -> tuple[GameState, list[dict]]:
    """Answer the pending decision on a copy; return the new state and the events to animate."""
    new = state.clone()
    return new, apply_inplace(new, action)


def apply_inplace(state: GameState, action: str) -> list[dict]:
    """Answer the pending decision, mutating `state`; return the events."""
    st = state
    d = st.pending
    if d is None:
        raise IllegalAction("the game is over")
    ev: list[dict] = []
    rng_before = st.rng.s
    if action == "reveal" and _can_reveal(st, d.seat):
        st.ply += 1
        st.pending = None
        if d.kind != "tie":
            st.stack.append(("ask", d))   # the same question again, once the reveal's triggers (School) resolved
        _justice_reveal(st, d.seat, ev)
        if d.kind == "tie":
            _gain_sup(st, d.seat, 1, ev, why=d.info[0])
    else:
        if action not in d.options:
            raise IllegalAction(f"'{action}' is not legal now (seat {d.seat}, {d.kind}); legal: {', '.join(d.options)}")
        if d.info is UNCHECKED and not kingdom_ok(st, action):
            raise IllegalAction(f"'{action}' cannot be activated now (seat {d.seat}): too costly or it gives nothing")
        st.ply += 1
        st.pending = None
        _HANDLERS[d.kind](st, d, action, ev)
    _run(st, ev)
    if st.rng.s != rng_before or any(e["t"] in _HIDDEN_EVENTS for e in ev):
        st.undo_floor = st.ply
    return ev


def replay(record: dict[str, Any], db: CardDB | None = None) -> GameState:
    """Rebuild a game from {"players", "seed", "names"?, "actions"}."""
    st = new_game(record["players"], record["seed"], db=db, names=record.get("names"))
    for i, a in enumerate(record.get("actions", [])):
        try:
            apply_inplace(st, a)
        except IllegalAction as exc:
            raise IllegalAction(f"action #{i + 1} '{a}': {exc}") from None
    return st


# ---------------------------------------------------------------------------------------------- main loop

def _run(st: GameState, ev: list[dict]) -> None:
    frames = _FRAMES
    stack = st.stack
    while st.pending is None and stack:
        frame = stack.pop()
        frames[frame[0]](st, frame, ev)


def _ask(st: GameState, seat: int, kind: str, options: list[str] | tuple[str, ...], info: Any = None) -> None:
    st.pending = Decision(seat, kind, tuple(options), info)


def _can_reveal(st: GameState, seat: int) -> bool:
    p = st.players[seat]
    return "justice" in p.immortals and not p.justice_revealed and st.phase not in ("vp", "over")


# ---------------------------------------------------------------------------------------------- rounds & draft

def _f_round(st: GameState, frame: tuple, ev: list[dict]) -> None:
    r = frame[1]
    g = st.db.game
    st.round = r
    st.phase = "draft"
    st.pick = 0
    if r > 1:
        st.first = (st.first - 1) % st.n   # the token passes to the right neighbour
        ev.append({"t": "first_player", "seat": st.first})
    size = g["hand_size"][r - 1]
    for p in st.players:
        p.slots = []
        p.plays = 0
        p.seen = []
        p.hand = [st.deck.pop() for _ in range(min(size, len(st.deck)))]
    ev.append({"t": "phase", "phase": "draft", "round": r})
    picks = max(len(p.hand) for p in st.players)
    push = st.stack.append
    push(("supremacy",))
    push(("kingdom_start",))
    push(("draft_end",))
    for k in range(picks - 1, -1, -1):
        push(("pick_round", k, k < picks - 1))


def _f_pick_round(st: GameState, frame: tuple, ev: list[dict]) -> None:
    k, more = frame[1], frame[2]
    st.pick = k
    push = st.stack.append
    if more:
        push(("pass_hands",))
    push(("bonuses", k))
    push(("reveal_slots", k))
    # each seat picks, then says play or transform, before the next seat: both stay secret until the reveal,
    # so this equals the table's simultaneous choice, and one hot-seat hand-over covers both
    for s in range(st.n - 1, -1, -1):
        push(("decide", s))
        push(("choose_card", s))


def _f_choose_card(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    p = st.players[s]
    hand = p.hand
    if not hand:
        return
    p.seen.append(tuple(hand))
    civ = st.db.civ
    opts = [f"pick {civ[u].key}" for u in hand]
    if len(opts) == 1:
        _h_pick(st, Decision(s, "pick", tuple(opts)), opts[0], ev)
    else:
        _ask(st, s, "pick", opts)


def _h_pick(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    p = st.players[d.seat]
    uid = st.db.by_key[action[5:]]
    p.hand.remove(uid)
    p.slots.append([uid, HIDDEN, 0])
    ev.append({"t": "pick", "seat": d.seat, "card": action[5:], "slot": len(p.slots) - 1, "to": d.seat})
    ev.append({"t": "picked", "seat": d.seat, "slot": len(p.slots) - 1})


def _f_decide(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    p = st.players[s]
    if not p.slots or p.slots[-1][1] != HIDDEN:
        return
    if p.plays >= st.db.game["max_plays"][st.round - 1]:
        _h_play(st, Decision(s, "play", ("transform",)), "transform", ev)
    else:
        _ask(st, s, "play", ("play", "transform"), info=len(p.slots) - 1)


def _h_play(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    p = st.players[d.seat]
    slot = p.slots[-1]
    if action == "play":
        slot[1] = CHOSE_PLAY
        p.plays += 1
    else:
        slot[1] = CHOSE_TRANSFORM
    ev.append({"t": "decided", "seat": d.seat, "play": action == "play", "to": d.seat})


def _f_reveal_slots(st: GameState, frame: tuple, ev: list[dict]) -> None:
    k = frame[1]
    coins = st.db.game["slot_coins"][st.round - 1]
    shown = []
    for s, p in enumerate(st.players):
        if k >= len(p.slots):
            continue
        slot = p.slots[k]
        if slot[1] == CHOSE_PLAY:
            slot[1] = PLAYED
            shown.append({"seat": s, "card": st.db.civ[slot[0]].key, "status": "played", "coins": 0})
        elif slot[1] == CHOSE_TRANSFORM:
            slot[1] = TRANSFORMED
            slot[2] = coins[k]
            shown.append({"seat": s, "card": None, "status": "transformed", "coins": coins[k]})
    ev.append({"t": "reveal_slots", "pick": k + 1, "slots": shown})


def _f_bonuses(st: GameState, frame: tuple, ev: list[dict]) -> None:
    k = frame[1]
    bd = st.db.game["bonus_double"]
    double = st.round == bd["round"] and k + 1 == bd["pick"]
    for s in range(st.n - 1, -1, -1):
        p = st.players[s]
        if k < len(p.slots) and p.slots[k][1] == PLAYED:
            uid = p.slots[k][0]
            bonus = st.db.civ[uid].bonus
            if bonus:
                st.stack.append(("steps", bonus, 0, Ctx(s, uid, (), double)))


def _f_pass_hands(st: GameState, frame: tuple, ev: list[dict]) -> None:
    n, d = st.n, st.direction
    hands = [p.hand for p in st.players]
    for s in range(n):
        st.players[(s + d) % n].hand = hands[s]
    ev.append({"t": "hands_passed", "direction": d})


def _f_draft_end(st: GameState, frame: tuple, ev: list[dict]) -> None:
    cap = st.db.game["caps"]["coins"]
    civ = st.db.civ
    low_hero = low_building = None
    for s, p in enumerate(st.players):
        got = sum(slot[2] for slot in p.slots if slot[1] == TRANSFORMED)
        gain = min(got, cap - p.coins)
        p.coins += gain
        if got:
            ev.append({"t": "gain", "seat": s, "what": {"coins": gain}, "why": "transform"})
        for uid, status, _ in p.slots:
            c = civ[uid]
            if status == TRANSFORMED:
                st.deck.append(uid)
            elif status == PLAYED:
                if c.family == "building":
                    p.buildings.append(uid)
                    if low_building is None or c.number < low_building[0]:
                        low_building = (c.number, s)
                elif c.family == "hero":
                    p.heroes.append(uid)
                    if low_hero is None or c.number < low_hero[0]:
                        low_hero = (c.number, s)
                else:
                    st.wonders.append(uid)
                    ev.append({"t": "wonder_in", "card": c.key, "seat": s})
        p.slots = []
        p.hand = []
        ev.append({"t": "kingdom_laid", "seat": s})
    st.rng.shuffle(st.deck)
    if st.round == 1:
        best = low_hero or low_building
        if best is not None:
            st.first = best[1]
        ev.append({"t": "first_player", "seat": st.first})


# ---------------------------------------------------------------------------------------------- Kingdom

def _f_kingdom_start(st: GameState, frame: tuple, ev: list[dict]) -> None:
    st.phase = "kingdom"
    ev.append({"t": "phase", "phase": "kingdom", "round": st.round})
    order = [(st.first + st.direction * i) % st.n for i in range(st.n)]
    for s in reversed(order):
        st.stack.append(("turn", s))


def _f_turn(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    st.active = s
    st.tilted.clear()
    st.wonder_uses.clear()
    st.undo_floor = st.ply
    ev.append({"t": "turn", "seat": s})
    st.stack.append(("turn_end", s))
    st.stack.append(("menu", s))


def _f_menu(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    if st.fast_menus:
        _ask(st, s, "kingdom", [e[0] for e in _menu(st, s)] + ["end"], info=UNCHECKED)
    else:
        _ask(st, s, "kingdom", kingdom_options(st, s))


class _Unchecked:
    """Marks a fast-menu Kingdom decision: its options are unchecked candidates, see `kingdom_ok`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "UNCHECKED"


UNCHECKED = _Unchecked()


def _f_ask(st: GameState, frame: tuple, ev: list[dict]) -> None:
    st.pending = frame[1]


def kingdom_options(st: GameState, s: int) -> list[str]:
    """Every activation open to seat s now, then `end`."""
    civ = st.db.civ
    cache: dict[tuple[str, int], bool] = {}   # feasibility depends only on the card kind and the fee
    opts = []
    for action, uid, fee in _menu(st, s):
        if fee < 0:
            ok = _power_ok(st, s, uid)
        else:
            key = (civ[uid].kind, fee)
            ok = cache.get(key)
            if ok is None:
                ok = cache[key] = _activation_ok(st, s, uid, fee)
        if ok:
            opts.append(action)
    opts.append("end")
    return opts


def _menu(st: GameState, s: int) -> list[tuple[str, int, int]]:
    """(action, uid, fee or -1 for a power) for every activation passing the cheap checks; feasibility not run."""
    civ = st.db.civ
    p = st.players[s]
    tilted = st.tilted
    out = []
    for uid in p.buildings + p.heroes:
        c = civ[uid]
        if c.action and uid not in tilted:
            out.append(("use " + c.key, uid, 0))
        if c.power:
            out.append(("power " + c.key, uid, -1))
    if len(st.wonder_uses) < wonder_limit(st):
        for uid in st.wonders:
            c = civ[uid]
            if c.action and uid not in st.wonder_uses:
                out.append(("use " + c.key, uid, 0))
    coins = p.coins
    for uid, fee in roam_costs(st, s).items():
        if fee <= coins and uid not in tilted and civ[uid].action:
            out.append(("use " + civ[uid].key, uid, fee))
    return out


def _power_ok(st: GameState, s: int, uid: int) -> bool:
    p = st.players[s]
    return _feasible_ok(st, st.db.civ[uid].power, Ctx(s, uid, (uid,)), [p.coins, p.mil, p.sci, p.cha], False)


def kingdom_ok(st: GameState, action: str) -> bool:
    """Whether `action` is open at the pending Kingdom decision (one check, not the whole menu)."""
    d = st.pending
    if d is None or d.kind != "kingdom":
        return False
    if action == "end":
        return True
    verb, _, key = action.partition(" ")
    uid = st.db.by_key.get(key)
    if uid is None:
        return False
    s = d.seat
    p = st.players[s]
    c = st.db.civ[uid]
    mine = uid in p.buildings or uid in p.heroes
    if verb == "power":
        return bool(c.power) and mine and _power_ok(st, s, uid)
    if verb != "use" or not c.action:
        return False
    if c.family == "wonder":
        return (uid in st.wonders and uid not in st.wonder_uses and len(st.wonder_uses) < wonder_limit(st)
                and _activation_ok(st, s, uid, 0))
    if uid in st.tilted:
        return False
    if mine:
        return _activation_ok(st, s, uid, 0)
    fee = roam_costs(st, s).get(uid)
    return fee is not None and fee <= p.coins and _activation_ok(st, s, uid, fee)


def why_not(st: GameState, seat: int, key: str) -> dict | None:
    """Why seat cannot activate card `key` now, as {"reason": code, ...}; None when it can.

    Codes: not_your_turn, no_action, not_yours, used, wonder_limit, roaming_coins (need, have), cost (need),
    no_receiver, no_building, no_target, nothing_to_copy, no_hero, empty_deck, condition (counter), zero (counter:
    the gain is counted in something you have none of), capped (what: "civ", "coins", "diamond"; empty if only
    "until" amounts are already reached).
    """
    if st.phase != "kingdom" or st.active != seat or st.pending is None or st.pending.kind != "kingdom":
        return {"reason": "not_your_turn"}
    if key not in st.db.by_key:
        return {"reason": "no_action"}
    uid = st.db.by_key[key]
    c = st.db.civ[uid]
    if ("use " + key) in st.pending.options or ("power " + key) in st.pending.options:
        return None
    p = st.players[seat]
    owner = st.owner_of(uid)
    if not c.action:
        return {"reason": "no_action"} if not c.power or owner != seat else _explain(st, c.power, seat, uid, 0)
    if c.family == "wonder":
        if uid in st.wonder_uses:
            return {"reason": "used"}
        if uid not in st.wonders:
            return {"reason": "no_action"}
        if len(st.wonder_uses) >= wonder_limit(st):
            return {"reason": "wonder_limit", "n": wonder_limit(st)}
        return _explain(st, c.action, seat, uid, 0)
    if owner is None:
        return {"reason": "no_action"}
    if uid in st.tilted:
        return {"reason": "used"}
    if owner != seat:
        if c.family == "hero":
            return {"reason": "not_yours"}
        fee = roam_costs(st, seat)[uid]
        if fee > p.coins:
            return {"reason": "roaming_coins", "need": fee, "have": p.coins}
        return _explain(st, c.action, seat, uid, fee)
    return _explain(st, c.action, seat, uid, 0)


def _explain(st: GameState, steps: tuple[Step, ...], seat: int, uid: int, fee: int) -> dict:
    p = st.players[seat]
    ctx = Ctx(seat, uid, (uid,))
    for i, step in enumerate(steps):
        ok, _ = _feasible(st, steps[:i + 1], ctx, [p.coins - fee, p.mil, p.sci, p.cha])
        if ok:
            continue
        v, prm = step.verb, step.params
        if v == "pay":
            need = {r: prm[r] for r in ("coins", "mil", "sci", "cha", "civ") if prm.get(r)}
            if "less" in prm:
                need["coins"] = max(0, prm["coins"] - count(st, seat, prm["less"]))
            return {"reason": "cost", "need": need, "fee": fee}
        if v == "give":
            return {"reason": "no_receiver"} if p.cha else {"reason": "cost", "need": {"cha": 1}, "fee": fee}
        if v == "culture":
            return {"reason": "no_building"}
        if v == "destroy":
            return {"reason": "no_target", "target": prm["target"]}
        if v == "copy":
            return {"reason": "nothing_to_copy"}
        if v == "swap":
            return {"reason": "no_hero"}
        if v in ("reveal", "put_in_play"):
            return {"reason": "empty_deck"}
        return {"reason": "no_target", "target": v}
    # every cost payable: then it would give nothing
    for step in steps:
        if step.verb == "gain" and step.cond is not None and not holds(st, seat, step.cond):
            return {"reason": "condition", "counter": f"{step.cond.counter.scope}.{step.cond.counter.what}"}
        if step.verb == "gain" and "per" in step.params and count(st, seat, step.params["per"]) == 0:
            return {"reason": "zero", "counter": f"{step.params['per'].scope}.{step.params['per'].what}"}
        if step.verb == "culture" and not p.buildings:
            return {"reason": "no_building"}
    capped = []
    if p.civ >= st.db.game["caps"]["civ"]:
        capped.append("civ")
    if p.coins - fee >= st.db.game["caps"]["coins"]:
        capped.append("coins")
    if st.diamonds_left == 0:
        capped.append("diamond")
    return {"reason": "capped", "what": capped}


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


def _activation_ok(st: GameState, s: int, uid: int, fee: int) -> bool:
    p = st.players[s]
    c = st.db.civ[uid]
    return _feasible_ok(st, c.action, Ctx(s, uid, (uid,)), [p.coins - fee, p.mil, p.sci, p.cha], c.futile_ok)


def _h_kingdom(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    s = d.seat
    if action == "end":
        return
    verb, key = action.split(" ", 1)
    uid = st.db.by_key[key]
    c = st.db.civ[uid]
    st.stack.append(("menu", s))
    if verb == "power":
        ev.append({"t": "power", "seat": s, "card": key})
        st.stack.append(("steps", c.power, 0, Ctx(s, uid, (uid,))))
        return
    owner = st.owner_of(uid)
    st.tilted.add(uid)
    if c.family == "wonder":
        st.wonder_uses.append(uid)
    elif owner != s:
        idx = st.players[owner].buildings.index(uid)
        fee = roam_cost(st, s, owner, idx)
        st.players[s].coins -= fee
        st.culture[uid] += 1
        ev.append({"t": "roam", "seat": s, "card": key, "owner": owner, "coins": fee})
        ev.append({"t": "culture", "seat": owner, "card": key, "n": 1})
    ev.append({"t": "tilt", "seat": s, "card": key})
    st.stack.append(("steps", c.action, 0, Ctx(s, uid, (uid,))))


def _f_turn_end(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    st.stack.append(("untilt", s))
    civ = st.db.civ
    for w in reversed(st.wonders):
        for step in civ[w].world:
            if step.on == "turn_end":
                st.stack.append(("steps", (step,), 0, Ctx(s, w)))


def _f_untilt(st: GameState, frame: tuple, ev: list[dict]) -> None:
    st.tilted.clear()
    st.wonder_uses.clear()
    st.active = None
    ev.append({"t": "turn_end", "seat": frame[1]})


# ---------------------------------------------------------------------------------------------- Supremacy

def _f_supremacy(st: GameState, frame: tuple, ev: list[dict]) -> None:
    st.phase = "supremacy"
    ev.append({"t": "phase", "phase": "supremacy", "round": st.round})
    contests = list(st.db.game["supremacy_contests"])
    civ = st.db.civ
    for w in st.wonders:
        for step in civ[w].world:
            if step.verb == "supremacy_contest" and step.params["what"] not in contests:
                contests.append(step.params["what"])
    for what in reversed(contests):
        st.stack.append(("contest", what))


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


def _f_contest(st: GameState, frame: tuple, ev: list[dict]) -> None:
    what = frame[1]
    totals = supremacy_totals(st, what)
    top = max(totals)
    tied = [s for s, v in enumerate(totals) if v == top]
    ev.append({"t": "contest", "what": what, "totals": totals})
    if top <= 0:
        return
    if len(tied) == 1:
        _gain_sup(st, tied[0], 1, ev, why=what)
        return
    for s in tied:
        if _is_revealed_justice(st, s):
            _gain_sup(st, s, 1, ev, why=what)
            return
    unrevealed = tuple(s for s in tied if not st.players[s].revealed_immortal)
    if unrevealed:
        st.stack.append(("tie", what, unrevealed, 0))
    else:
        ev.append({"t": "tie", "what": what, "seats": tied})


def _f_tie(st: GameState, frame: tuple, ev: list[dict]) -> None:
    what, seats, i = frame[1], frame[2], frame[3]
    if i >= len(seats):
        ev.append({"t": "tie", "what": what, "seats": list(seats)})
        return
    s = seats[i]
    opts = ["pass"]
    if _can_reveal(st, s):
        opts.append("reveal")
    _ask(st, s, "tie", opts, info=(what, seats, i))


def _h_tie(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    what, seats, i = d.info
    st.stack.append(("tie", what, seats, i + 1))


def _is_revealed_justice(st: GameState, s: int) -> bool:
    p = st.players[s]
    return p.justice_revealed and p.immortals == ["justice"]


def _justice_reveal(st: GameState, s: int, ev: list[dict]) -> None:
    p = st.players[s]
    p.justice_revealed = True
    p.revealed_immortal = True
    p.immortals = ["justice"]
    ev.append({"t": "justice_reveal", "seat": s})
    _gain_sup(st, s, 1, ev, why="justice")


def _gain_sup(st: GameState, s: int, n: int, ev: list[dict], why: str = "") -> None:
    p = st.players[s]
    p.sup += n
    ev.append({"t": "supremacy", "seat": s, "n": n, "why": why})
    civ = st.db.civ
    for uid in p.buildings + p.heroes:
        for step in civ[uid].passive:
            if step.on == "sup_gained":
                for _ in range(n):
                    st.stack.append(("steps", (step,), 0, Ctx(s, uid)))


# ---------------------------------------------------------------------------------------------- VP phase

def _f_vp_start(st: GameState, frame: tuple, ev: list[dict]) -> None:
    st.phase = "vp"
    st.active = None
    ev.append({"t": "phase", "phase": "vp", "round": st.round})
    for num in range(len(st.db.immortals), 0, -1):
        st.stack.append(("vp_call", num))
    for s in range(st.n - 1, -1, -1):
        if len(st.players[s].immortals) > 1:
            st.stack.append(("keep_immortal", s))


def _f_keep_immortal(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    _ask(st, s, "immortal", [f"immortal {i}" for i in st.players[s].immortals])


def _h_immortal(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    st.players[d.seat].immortals = [action.split(" ", 1)[1]]
    ev.append({"t": "immortal_kept", "seat": d.seat, "to": d.seat, "immortal": action.split(" ", 1)[1]})


def _f_vp_call(st: GameState, frame: tuple, ev: list[dict]) -> None:
    im = st.db.immortals[frame[1] - 1]
    s = st.seat_of_immortal(im.id)
    if s is None:
        return
    p = st.players[s]
    p.revealed_immortal = True
    ev.append({"t": "immortal_reveal", "seat": s, "immortal": im.id})
    st.stack.append(("vp_cards", s))
    if im.rule == "justice":
        if not p.justice_revealed:
            _justice_reveal(st, s, ev)
    elif im.rule == "tomorrow":
        st.stack.append(("tomorrow_guess", s))
        st.stack.append(("tomorrow_peek", s))
    elif im.rule == "narashima":
        moved = sum(st.culture[u] for u in p.buildings + p.heroes)
        for u in p.buildings + p.heroes:
            st.culture[u] = 0
        p.narashima_culture += moved
        ev.append({"t": "narashima_culture", "seat": s, "n": moved})
        st.stack.append(("narashima", s))


def _f_vp_cards(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    p = st.players[s]
    civ = st.db.civ
    for uid in reversed(p.buildings + p.heroes):
        if civ[uid].vp_phase:
            st.stack.append(("steps", civ[uid].vp_phase, 0, Ctx(s, uid)))


def _known_immortal(st: GameState, tomorrow: int, s: int) -> bool:
    return st.players[s].revealed_immortal or st.tomorrow_peeked.get(tomorrow) == s


def _f_tomorrow_peek(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    opts = [f"peek {o}" for o in range(st.n) if o != s and not st.players[o].revealed_immortal]
    if opts:
        _ask(st, s, "peek", ["nopeek", *opts])


def _h_peek(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    if action != "nopeek":
        o = int(action.split()[1])
        st.tomorrow_peeked[d.seat] = o
        ev.append({"t": "peek", "seat": d.seat, "target": o, "immortal": st.players[o].immortal, "to": d.seat})


def guess_candidates(st: GameState, tomorrow: int, guessed: dict[int, str]) -> list[str]:
    """Immortals Tomorrow may still name: in the pool, not Tomorrow, not known elsewhere, not named yet."""
    db = st.db
    pool = [im.id for im in db.immortals]
    if st.n == 3 and db.three_players["justice"] == "out":
        pool.remove("justice")
    known = {st.players[o].immortal for o in range(st.n) if o != tomorrow and _known_immortal(st, tomorrow, o)}
    return [i for i in pool if i != st.players[tomorrow].immortal and i not in known and i not in guessed.values()]


def _f_tomorrow_guess(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    guessed: dict[int, str] = dict(frame[2]) if len(frame) > 2 else {}
    for o in range(st.n):
        if o == s or o in guessed or _known_immortal(st, s, o):
            continue
        cands = guess_candidates(st, s, guessed)
        _ask(st, s, "guess", [f"guess {o} {i}" for i in cands], info=tuple(guessed.items()))
        return
    right = all(st.players[o].immortal == im for o, im in guessed.items())
    sc = st.db.scoring
    bonus = (sc["tomorrow_named"] if s in st.tomorrow_peeked else sc["tomorrow_blind"]) if right else 0
    st.players[s].tomorrow_bonus = bonus
    ev.append({"t": "tomorrow", "seat": s, "guesses": {str(k): v for k, v in guessed.items()}, "right": right,
               "vp": bonus})


def _h_guess(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    _, o, im = action.split()
    guessed = dict(d.info)
    guessed[int(o)] = im
    st.stack.append(("tomorrow_guess", d.seat, tuple(guessed.items())))


def _f_narashima(st: GameState, frame: tuple, ev: list[dict]) -> None:
    s = frame[1]
    p = st.players[s]
    civ = st.db.civ
    _ask(st, s, "narashima", ["done", *(f"destroy {civ[u].key}" for u in p.buildings + p.heroes)])


def _h_narashima(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    if action == "done":
        return
    uid = st.db.by_key[action.split()[1]]
    _destroy(st, uid, d.seat, "discard", -1, ev)
    st.stack.append(("narashima", d.seat))


def _f_final(st: GameState, frame: tuple, ev: list[dict]) -> None:
    from .scoring import compute_result
    st.result = compute_result(st)
    st.phase = "over"
    for s, row in enumerate(st.result["players"]):
        ev.append({"t": "score", "seat": s, "breakdown": row["breakdown"], "total": row["total"]})
    ev.append({"t": "game_over", "result": st.result})


# ---------------------------------------------------------------------------------------------- counters & predicates

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
    return v == best_other and v > 0 and _is_revealed_justice(st, seat)


# ---------------------------------------------------------------------------------------------- feasibility

def _feasible_ok(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int], futile_ok: bool) -> bool:
    ok, gives = _feasible(st, steps, ctx, budget)
    return ok and (gives or futile_ok)


def _feasible(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int]) -> tuple[bool, bool]:
    """Dry-run a step list: can every cost be paid and every required choice be answered, and does it give?"""
    gives = False
    actor = ctx.actor
    for step in steps:
        if step.cond is not None and not holds(st, actor, step.cond):
            continue
        v = step.verb
        prm = step.params
        if v == "gain":
            if _gain_gives(st, actor, step, budget):
                gives = True
        elif v == "pay":
            coins = prm.get("coins", 0)
            if coins and "less" in prm:
                coins = max(0, coins - count(st, actor, prm["less"]))
            if budget[0] < coins:
                return False, False
            budget[0] -= coins
            for i, r in ((1, "mil"), (2, "sci"), (3, "cha")):
                amt = prm.get(r, 0)
                if budget[i] < amt:
                    return False, False
                budget[i] -= amt
            n = prm.get("civ", 0)
            if n:
                if budget[1] + budget[2] + budget[3] < n:
                    return False, False
                for i in (1, 2, 3):   # any mix: take greedily for the dry run
                    t = min(n, budget[i])
                    budget[i] -= t
                    n -= t
        elif v == "give":
            receivers = [o for o in range(st.n) if o != actor and st.players[o].civ < st.db.game["caps"]["civ"]]
            if prm.get("from") == "own":
                if budget[3] < 1 or not receivers:
                    return False, False
                budget[3] -= 1
            elif receivers:
                gives = True
        elif v == "choose":
            any_ok = False
            for branch in prm["one_of"]:
                b = budget[:]
                ok, g = _feasible(st, branch, ctx, b)
                if ok and g:
                    any_ok = True
                    break
            if not any_ok:
                return False, False
            gives = True
        elif v == "culture":
            if prm.get("each"):
                if st.players[actor].buildings:
                    gives = True
            elif prm["onto"] == "own.building":
                if not st.players[actor].buildings:
                    return False, False
                gives = True
            else:
                if not any(p.buildings for p in st.players):
                    return False, False
                gives = True
        elif v in ("commerce", "swap"):
            if v == "swap" and not _swap_candidates(st):
                return False, False
            gives = True
        elif v == "copy":
            if any(True for _ in _copy_sources(st, step, ctx, budget)):
                gives = True
            elif not prm.get("optional"):
                return False, False
        elif v == "destroy":
            targets = _destroy_targets(st, step, ctx)
            if not targets:
                return False, False
            if not gives and _destruction_gives(st, targets, actor, budget):
                gives = True
        elif v == "reveal":
            if st.deck:
                gives = True
        elif v == "put_in_play":
            if prm.get("from") == "deck.top":
                if not st.deck:
                    return False, False
                gives = True
            elif "card" in prm and any(u in st.deck for u in st.db.kind_uids[prm["card"]]):
                gives = True
    return True, gives


def _destruction_gives(st: GameState, targets: list[int], actor: int, budget: list[int]) -> bool:
    """Whether destroying one of `targets` brings something itself (a skull effect, in a Kingdom phase)."""
    if st.phase != "kingdom":
        return False
    civ = st.db.civ
    for uid in targets:
        skull = civ[uid].on_destroy
        if skull and _feasible(st, skull, Ctx(actor, uid), budget[:])[1]:
            return True
    return False


def _gain_gives(st: GameState, actor: int, step: Step, budget: list[int]) -> bool:
    prm = step.params
    p = st.players[actor]
    mult = count(st, actor, prm["per"]) if "per" in prm else 1
    civ_room = st.db.game["caps"]["civ"] - (budget[1] + budget[2] + budget[3])
    for res, amt in prm.items():
        if res in ("per", "until", "distinct"):
            continue
        amount = amt * mult
        if prm.get("until"):
            held = budget[1 + CIV.index(res)] if res in CIV else getattr(p, res)
            amount = max(0, amt - held)
        if amount <= 0:
            continue
        if res == "coins":
            if budget[0] < st.db.game["caps"]["coins"]:
                return True
        elif res in CIV or res == "civ":
            if civ_room > 0:
                return True
        elif res == "diamond":
            if st.diamonds_left > 0:
                return True
        else:
            return True
    return False


# ---------------------------------------------------------------------------------------------- effect steps

def _f_steps(st: GameState, frame: tuple, ev: list[dict]) -> None:
    _, steps, i, ctx = frame
    n = len(steps)
    while i < n:
        step = steps[i]
        if step.cond is not None and not holds(st, ctx.actor, step.cond):
            i += 1
            continue
        if step.verb == "gain":
            # adjacent gains arrive together, so a cap overflow is one choice
            amounts: dict[str, int] = {}
            j = i
            while j < n and steps[j].verb == "gain":
                s2 = steps[j]
                if s2.cond is None or holds(st, ctx.actor, s2.cond):
                    _add_gain(st, ctx, s2, amounts)
                j += 1
            if j < n:
                st.stack.append(("steps", steps, j, ctx))
            _grant(st, ctx.actor, amounts, ev)
            return
        if i + 1 < n:
            st.stack.append(("steps", steps, i + 1, ctx))
        _VERBS[step.verb](st, step, ctx, ev)
        return


def _add_gain(st: GameState, ctx: Ctx, step: Step, amounts: dict[str, int]) -> None:
    prm = step.params
    p = st.players[ctx.actor]
    mult = count(st, ctx.actor, prm["per"]) if "per" in prm else 1
    doubled = st.db.game["bonus_double"]["what"] if ctx.double else ()
    for res, amt in prm.items():
        if res in ("per", "until", "distinct"):
            continue
        amount = amt * mult
        if prm.get("until"):
            amount = max(0, amt - getattr(p, res))
        if res in doubled:
            amount *= 2
        if res == "civ":
            amounts["civ"] = amounts.get("civ", 0) + amount
            if prm.get("distinct"):
                amounts["distinct"] = 1
        else:
            amounts[res] = amounts.get(res, 0) + amount


def _grant(st: GameState, seat: int, amounts: dict[str, int], ev: list[dict]) -> None:
    p = st.players[seat]
    caps = st.db.game["caps"]
    got: dict[str, int] = {}
    if amounts.get("coins"):
        g = min(amounts["coins"], caps["coins"] - p.coins)
        if g > 0:
            p.coins += g
            got["coins"] = g
    for res in ("vp", "won"):
        if amounts.get(res):
            setattr(p, res, getattr(p, res) + amounts[res])
            got[res] = amounts[res]
    if amounts.get("diamond"):
        g = min(amounts["diamond"], st.diamonds_left)
        if g > 0:
            p.diamond += g
            st.diamonds_left -= g
            got["diamond"] = g
    room = caps["civ"] - p.civ
    want = [amounts.get(r, 0) for r in CIV]
    free = amounts.get("civ", 0)
    if room > 0 and (sum(want) or free):
        if free:
            opts = _civ_choices(free, room, bool(amounts.get("distinct")), want)
        elif sum(want) <= room:
            opts = [tuple(want)]
        else:
            opts = [c for c in product(*(range(w + 1) for w in want)) if sum(c) == room]
        if len(opts) == 1:
            _add_civ(st, seat, opts[0], got)
        else:
            _ask(st, seat, "tokens", ["keep " + "/".join(map(str, c)) for c in opts])
    if got:
        ev.append({"t": "gain", "seat": seat, "what": got})
    if amounts.get("sup"):
        _gain_sup(st, seat, amounts["sup"], ev)


def _civ_choices(free: int, room: int, distinct: bool, fixed: list[int]) -> list[tuple[int, ...]]:
    """Ways to take `free` tokens of chosen kinds (distinct kinds if asked) within `room`, plus fixed ones."""
    take = min(free, room - sum(fixed)) if room > sum(fixed) else 0
    out = []
    for c in product(range(take + 1), repeat=3):
        if sum(c) != take or (distinct and max(c) > 1):
            continue
        out.append(tuple(f + x for f, x in zip(fixed, c)))
    return out or [tuple(fixed)]


def _add_civ(st: GameState, seat: int, c: tuple[int, ...], got: dict[str, int]) -> None:
    p = st.players[seat]
    for res, amt in zip(CIV, c):
        if amt:
            setattr(p, res, getattr(p, res) + amt)
            got[res] = got.get(res, 0) + amt


def _h_tokens(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    c = tuple(int(x) for x in action.split()[1].split("/"))
    got: dict[str, int] = {}
    _add_civ(st, d.seat, c, got)
    ev.append({"t": "gain", "seat": d.seat, "what": got})


def _V_pay(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    p = st.players[ctx.actor]
    prm = step.params
    paid: dict[str, int] = {}
    coins = prm.get("coins", 0)
    if coins and "less" in prm:
        coins = max(0, coins - count(st, ctx.actor, prm["less"]))
    if coins:
        p.coins -= coins
        paid["coins"] = coins
    for r in CIV:
        if prm.get(r):
            setattr(p, r, getattr(p, r) - prm[r])
            paid[r] = prm[r]
    if paid:
        ev.append({"t": "pay", "seat": ctx.actor, "what": paid})
    n = prm.get("civ", 0)
    if n:
        held = (p.mil, p.sci, p.cha)
        opts = [c for c in product(*(range(min(h, n) + 1) for h in held)) if sum(c) == n]
        if len(opts) == 1:
            _h_pay(st, Decision(ctx.actor, "pay", ()), "pay " + "/".join(map(str, opts[0])), ev)
        else:
            _ask(st, ctx.actor, "pay", ["pay " + "/".join(map(str, c)) for c in opts])


def _h_pay(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    c = [int(x) for x in action.split()[1].split("/")]
    p = st.players[d.seat]
    paid = {}
    for res, amt in zip(CIV, c):
        if amt:
            setattr(p, res, getattr(p, res) - amt)
            paid[res] = amt
    ev.append({"t": "pay", "seat": d.seat, "what": paid})


def _V_give(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    for _ in range(2 if ctx.double else 1):
        st.stack.append(("give", step, ctx, ()))


def _f_give(st: GameState, frame: tuple, ev: list[dict]) -> None:
    _, step, ctx, given = frame
    prm = step.params
    cap = st.db.game["caps"]["civ"]
    actor = st.players[ctx.actor]
    if prm.get("from") == "own" and actor.cha < 1:
        return
    opts = [f"give {o}" for o in range(st.n)
            if o != ctx.actor and o not in given and st.players[o].civ < cap]
    if not opts:
        return
    if prm.get("optional", False):   # "up to N players": stopping is open before the first give too
        opts.append("done")
    if len(opts) == 1:
        _h_give(st, Decision(ctx.actor, "give", tuple(opts), (step, ctx, given)), opts[0], ev)
    else:
        _ask(st, ctx.actor, "give", opts, info=(step, ctx, given))


def _h_give(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    if action == "done":
        return
    step, ctx, given = d.info
    o = int(action.split()[1])
    res = next(r for r in CIV if step.params.get(r))
    amt = step.params[res]
    giver = st.players[ctx.actor]
    if step.params.get("from") == "own":
        setattr(giver, res, getattr(giver, res) - amt)
    recv = st.players[o]
    amt = min(amt, st.db.game["caps"]["civ"] - recv.civ)
    setattr(recv, res, getattr(recv, res) + amt)
    ev.append({"t": "give", "seat": ctx.actor, "to_seat": o, "what": {res: amt},
               "from_supply": step.params.get("from") != "own"})
    if len(given) + 1 < step.params.get("players", 1):
        st.stack.append(("give", step, ctx, given + (o,)))


def _V_choose(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    p = st.players[ctx.actor]
    branches = step.params["one_of"]
    ok = [i for i, br in enumerate(branches)
          if _feasible_ok(st, br, ctx, [p.coins, p.mil, p.sci, p.cha], False)]
    if not ok:
        return
    if len(ok) == 1:
        st.stack.append(("steps", branches[ok[0]], 0, ctx))
    else:
        _ask(st, ctx.actor, "branch", [f"branch {i}" for i in ok], info=(branches, ctx))


def _h_branch(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    branches, ctx = d.info
    st.stack.append(("steps", branches[int(action.split()[1])], 0, ctx))


def _V_culture(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    n = step.params["n"]
    civ = st.db.civ
    if step.params.get("each"):
        for u in st.players[ctx.actor].buildings:
            st.culture[u] += n
            ev.append({"t": "culture", "seat": ctx.actor, "card": civ[u].key, "n": n})
        return
    if step.params["onto"] == "own.building":
        targets = st.players[ctx.actor].buildings
    else:
        targets = [u for p in st.players for u in p.buildings]
    if not targets:
        return
    opts = [f"culture {civ[u].key}" for u in targets]
    if len(opts) == 1:
        _h_culture(st, Decision(ctx.actor, "culture", tuple(opts), n), opts[0], ev)
    else:
        _ask(st, ctx.actor, "culture", opts, info=n)


def _h_culture(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    key = action.split()[1]
    uid = st.db.by_key[key]
    st.culture[uid] += d.info
    ev.append({"t": "culture", "seat": st.owner_of(uid), "card": key, "n": d.info, "by": d.seat})


def _V_commerce(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    k = step.params["reveal"]
    shown = []
    for _ in range(k):
        if not st.commerce_deck:
            if not st.commerce_discard:
                break
            st.commerce_deck = st.commerce_discard
            st.commerce_discard = []
            st.rng.shuffle(st.commerce_deck)
            ev.append({"t": "commerce_reshuffle"})
        shown.append(st.commerce_deck.pop())
    st.commerce_revealed = shown
    com = st.db.commerce
    ev.append({"t": "reveal_commerce", "seat": ctx.actor, "cards": [com[c].kind for c in shown]})
    p = st.players[ctx.actor]
    opts = [f"commerce {i}" for i, c in enumerate(shown)
            if _feasible_ok(st, com[c].effect, ctx, [p.coins, p.mil, p.sci, p.cha], False)]
    if step.params["take"] == "may":
        opts.append("decline")
    if not opts:
        _h_commerce(st, Decision(ctx.actor, "commerce", (), ctx), "decline", ev)
    elif len(opts) == 1 and step.params["take"] != "may":
        _h_commerce(st, Decision(ctx.actor, "commerce", tuple(opts), ctx), opts[0], ev)
    else:
        _ask(st, ctx.actor, "commerce", opts, info=ctx)


def _h_commerce(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    shown = st.commerce_revealed
    st.commerce_revealed = []
    st.commerce_discard.extend(shown)
    if action != "decline":
        card = st.db.commerce[shown[int(action.split()[1])]]
        ev.append({"t": "commerce_take", "seat": d.seat, "card": card.kind})
        st.stack.append(("steps", card.effect, 0, Ctx(d.seat, -1)))
    ev.append({"t": "commerce_discard", "cards": [st.db.commerce[c].kind for c in shown]})


def _copy_sources(st: GameState, step: Step, ctx: Ctx, budget: list[int] | None = None):
    """Cards whose Action the actor could copy now (lazy; dry-runs each in copy mode)."""
    civ = st.db.civ
    actor = ctx.actor
    sym = step.params.get("symbol")
    seen: set[int] = set()
    for sel in step.params["from"]:
        if budget is not None and sel == "revealed":
            continue   # unknown until revealed: counted as a possible outcome by `reveal`
        for uid in _select(st, sel, actor):
            if uid in seen or uid in ctx.chain:
                continue
            seen.add(uid)
            c = civ[uid]
            if not c.action or (sym and sym not in c.symbols):
                continue
            p = st.players[actor]
            b = budget[:] if budget is not None else [p.coins, p.mil, p.sci, p.cha]
            if _feasible_ok(st, c.action, Ctx(actor, uid, ctx.chain + (uid,)), b, c.futile_ok):
                yield uid


def _select(st: GameState, sel: str, actor: int) -> list[int]:
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


def _V_copy(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    civ = st.db.civ
    sources = list(_copy_sources(st, step, ctx))
    opts = [f"copy {civ[u].key}" for u in sources]
    if step.params.get("optional"):
        opts.append("decline")
    if not opts:
        return
    if len(opts) == 1 and not step.params.get("optional"):
        _h_copy(st, Decision(ctx.actor, "copy", tuple(opts), ctx), opts[0], ev)
    else:
        _ask(st, ctx.actor, "copy", opts, info=ctx)


def _h_copy(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    if action == "decline":
        return
    ctx: Ctx = d.info
    key = action.split()[1]
    uid = st.db.by_key[key]
    ev.append({"t": "copy", "seat": d.seat, "card": key})
    st.stack.append(("steps", st.db.civ[uid].action, 0, Ctx(ctx.actor, uid, ctx.chain + (uid,))))


def _destroy_targets(st: GameState, step: Step, ctx: Ctx) -> list[int]:
    t = step.params["target"]
    p = st.players[ctx.actor]
    if t == "self":
        return [ctx.source] if ctx.source in p.buildings or ctx.source in p.heroes else []
    return _select(st, t, ctx.actor)


def _V_destroy(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    targets = _destroy_targets(st, step, ctx)
    if not targets:
        return
    civ = st.db.civ
    opts = [f"destroy {civ[u].key}" for u in targets]
    mode = step.params.get("culture", "discard")
    if step.params["target"] == "self":   # the card destroys itself: nothing to choose
        _h_destroy(st, Decision(ctx.actor, "destroy", tuple(opts), (ctx, mode)), opts[0], ev)
    else:
        _ask(st, ctx.actor, "destroy", opts, info=(ctx, mode))


def _h_destroy(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    ctx, mode = d.info
    _destroy(st, st.db.by_key[action.split()[1]], ctx.actor, mode, ctx.source, ev)


def _destroy(st: GameState, uid: int, actor: int, mode: str, source: int, ev: list[dict]) -> None:
    """Move a controlled card to the discard; handle its Culture; fire its skull effect in a Kingdom phase."""
    civ = st.db.civ
    p = st.players[actor]
    if uid in p.buildings:
        p.buildings.remove(uid)
    else:
        p.heroes.remove(uid)
    cul = st.culture[uid]
    st.culture[uid] = 0
    moved_to = None
    if cul and mode == "to_source" and source >= 0 and st.owner_of(source) is not None:
        st.culture[source] += cul
        moved_to = civ[source].key
    st.tilted.discard(uid)
    st.discard.append(uid)
    st.destroyed += 1
    ev.append({"t": "destroy", "seat": actor, "card": civ[uid].key, "culture": cul, "culture_to": moved_to})
    if st.phase == "kingdom" and civ[uid].on_destroy:
        st.stack.append(("steps", civ[uid].on_destroy, 0, Ctx(actor, uid)))


def _V_reveal(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    for _ in range(min(step.params["n"], len(st.deck))):
        st.revealed.append(st.deck.pop())
    ev.append({"t": "reveal_civ", "seat": ctx.actor, "cards": [st.db.civ[u].key for u in st.revealed]})


def _V_shuffle(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    civ = st.db.civ
    if step.params.get("card") == "self" and ctx.source in st.discard:
        st.discard.remove(ctx.source)
        st.deck.append(ctx.source)
        ev.append({"t": "to_deck", "card": civ[ctx.source].key})
    if st.revealed:
        st.deck.extend(st.revealed)
        st.revealed = []
    st.rng.shuffle(st.deck)
    ev.append({"t": "deck_shuffled"})


def _put_in_play(st: GameState, uid: int, seat: int, ev: list[dict]) -> None:
    c = st.db.civ[uid]
    if c.family == "hero":
        st.players[seat].heroes.append(uid)
    elif c.family == "building":
        st.players[seat].buildings.append(uid)
    else:
        st.wonders.append(uid)
    ev.append({"t": "put_in_play", "seat": seat, "card": c.key})
    if c.bonus:
        st.stack.append(("steps", c.bonus, 0, Ctx(seat, uid)))


def _V_put_in_play(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    civ = st.db.civ
    prm = step.params
    if "card" in prm:
        found = [u for u in st.db.kind_uids[prm["card"]] if u in st.deck]
        if not found:
            ev.append({"t": "search_failed", "card": prm["card"]})
            return
        st.deck.remove(found[0])
        st.rng.shuffle(st.deck)
        _put_in_play(st, found[0], ctx.actor, ev)
        return
    k = min(prm["look"], len(st.deck))
    st.looked = [st.deck.pop() for _ in range(k)]
    ev.append({"t": "look", "seat": ctx.actor, "cards": [civ[u].key for u in st.looked], "to": ctx.actor})
    ev.append({"t": "looked", "seat": ctx.actor, "n": k})
    opts = [f"choose {civ[u].key}" for u in st.looked]
    if len(opts) == 1:
        _h_look(st, Decision(ctx.actor, "look", tuple(opts), ctx), opts[0], ev)
    elif opts:
        _ask(st, ctx.actor, "look", opts, info=ctx)


def _h_look(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    uid = st.db.by_key[action.split()[1]]
    rest = [u for u in st.looked if u != uid]
    st.looked = []
    st.deck.extend(rest)
    st.rng.shuffle(st.deck)
    _put_in_play(st, uid, d.seat, ev)


def _swap_candidates(st: GameState) -> list[int]:
    civ = st.db.civ
    return [u for u in st.deck + st.discard if civ[u].family == "hero"]


def _V_swap(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    civ = st.db.civ
    cands = sorted(_swap_candidates(st), key=lambda u: civ[u].number)
    opts = [f"swap {civ[u].key}" for u in cands]
    if opts:
        _ask(st, ctx.actor, "swap", opts, info=ctx)


def _h_swap(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    ctx: Ctx = d.info
    civ = st.db.civ
    uid = st.db.by_key[action.split()[1]]
    p = st.players[ctx.actor]
    src = ctx.source
    idx = p.heroes.index(src)
    p.heroes[idx] = uid
    st.culture[src] = 0
    st.tilted.discard(src)
    if uid in st.discard:
        st.discard[st.discard.index(uid)] = src
        where = "discard"
    else:
        st.deck.remove(uid)
        st.deck.append(src)
        st.rng.shuffle(st.deck)
        where = "deck"
    ev.append({"t": "swap", "seat": ctx.actor, "out": civ[src].key, "in": civ[uid].key, "where": where})
    if civ[uid].bonus:
        st.stack.append(("steps", civ[uid].bonus, 0, Ctx(ctx.actor, uid)))


def _V_noop(st: GameState, step: Step, ctx: Ctx, ev: list[dict]) -> None:
    """Modifiers are read by the phase that needs them; as a step they do nothing."""


_VERBS = {
    "pay": _V_pay, "give": _V_give, "choose": _V_choose, "culture": _V_culture, "commerce": _V_commerce,
    "copy": _V_copy, "destroy": _V_destroy, "reveal": _V_reveal, "shuffle": _V_shuffle,
    "put_in_play": _V_put_in_play, "swap": _V_swap,
    "supremacy_bonus": _V_noop, "supremacy_contest": _V_noop, "wonder_limit": _V_noop,
}

_FRAMES = {
    "round": _f_round, "pick_round": _f_pick_round, "choose_card": _f_choose_card, "decide": _f_decide,
    "reveal_slots": _f_reveal_slots, "bonuses": _f_bonuses, "pass_hands": _f_pass_hands,
    "draft_end": _f_draft_end, "kingdom_start": _f_kingdom_start, "turn": _f_turn, "menu": _f_menu,
    "turn_end": _f_turn_end, "untilt": _f_untilt, "supremacy": _f_supremacy, "contest": _f_contest,
    "tie": _f_tie, "vp_start": _f_vp_start, "keep_immortal": _f_keep_immortal, "vp_call": _f_vp_call,
    "vp_cards": _f_vp_cards, "tomorrow_peek": _f_tomorrow_peek, "tomorrow_guess": _f_tomorrow_guess,
    "narashima": _f_narashima, "final": _f_final, "steps": _f_steps, "give": _f_give, "ask": _f_ask,
}

_HANDLERS = {
    "pick": _h_pick, "play": _h_play, "kingdom": _h_kingdom, "tie": _h_tie, "immortal": _h_immortal,
    "peek": _h_peek, "guess": _h_guess, "narashima": _h_narashima, "tokens": _h_tokens, "pay": _h_pay,
    "give": _h_give, "branch": _h_branch, "culture": _h_culture, "commerce": _h_commerce, "copy": _h_copy,
    "destroy": _h_destroy, "look": _h_look, "swap": _h_swap,
}
