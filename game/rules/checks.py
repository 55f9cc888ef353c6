"""Checks without side effects: can a step list be paid and answered, does it give anything (dry runs), is one
Kingdom action open (`kingdom_ok`), and why a card cannot be activated (`why_not`)."""

from __future__ import annotations

from .cards import CIV, Step
from .queries import count, destroy_targets, holds, roam_costs, select, swap_candidates, wonder_limit
from .state import Ctx, GameState


def feasible_ok(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int], futile_ok: bool) -> bool:
    """Whether a step list can be run and gives something (or need not give)."""
    ok, gives = feasible(st, steps, ctx, budget)
    return ok and (gives or futile_ok)


def feasible(st: GameState, steps: tuple[Step, ...], ctx: Ctx, budget: list[int]) -> tuple[bool, bool]:
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
                ok, g = feasible(st, branch, ctx, b)
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
            if v == "swap" and not swap_candidates(st):
                return False, False
            gives = True
        elif v == "copy":
            if any(True for _ in copy_sources(st, step, ctx, budget)):
                gives = True
            elif not prm.get("optional"):
                return False, False
        elif v == "destroy":
            targets = destroy_targets(st, step, ctx)
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
        if skull and feasible(st, skull, Ctx(actor, uid), budget[:])[1]:
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


def copy_sources(st: GameState, step: Step, ctx: Ctx, budget: list[int] | None = None):
    """Cards whose Action the actor could copy now (lazy; dry-runs each in copy mode)."""
    civ = st.db.civ
    actor = ctx.actor
    sym = step.params.get("symbol")
    seen: set[int] = set()
    for sel in step.params["from"]:
        if budget is not None and sel == "revealed":
            continue   # unknown until revealed: counted as a possible outcome by `reveal`
        for uid in select(st, sel, actor):
            if uid in seen or uid in ctx.chain:
                continue
            seen.add(uid)
            c = civ[uid]
            if not c.action or (sym and sym not in c.symbols):
                continue
            p = st.players[actor]
            b = budget[:] if budget is not None else [p.coins, p.mil, p.sci, p.cha]
            if feasible_ok(st, c.action, Ctx(actor, uid, ctx.chain + (uid,)), b, c.futile_ok):
                yield uid


def activation_ok(st: GameState, s: int, uid: int, fee: int) -> bool:
    """Whether seat may activate card uid for `fee` roaming coins: payable and not futile."""
    p = st.players[s]
    c = st.db.civ[uid]
    return feasible_ok(st, c.action, Ctx(s, uid, (uid,)), [p.coins - fee, p.mil, p.sci, p.cha], c.futile_ok)


def power_ok(st: GameState, s: int, uid: int) -> bool:
    """Whether seat may use the Power of its card uid."""
    p = st.players[s]
    return feasible_ok(st, st.db.civ[uid].power, Ctx(s, uid, (uid,)), [p.coins, p.mil, p.sci, p.cha], False)


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
        return bool(c.power) and mine and power_ok(st, s, uid)
    if verb != "use" or not c.action:
        return False
    if c.family == "wonder":
        return (uid in st.wonders and uid not in st.wonder_uses and len(st.wonder_uses) < wonder_limit(st)
                and activation_ok(st, s, uid, 0))
    if uid in st.tilted:
        return False
    if mine:
        return activation_ok(st, s, uid, 0)
    fee = roam_costs(st, s).get(uid)
    return fee is not None and fee <= p.coins and activation_ok(st, s, uid, fee)


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
        ok, _ = feasible(st, steps[:i + 1], ctx, [p.coins - fee, p.mil, p.sci, p.cha])
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
