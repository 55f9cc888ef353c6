"""Checks without side effects: can a step list be paid and answered, does it give anything (dry runs), is one
Kingdom action open (`kingdom_ok`), and why a card cannot be activated (`why_not`)."""

from __future__ import annotations

from typing import Literal, TypedDict

from .cards import Step
from .dryrun import copy_sources, feasible, feasible_ok
from .queries import count, holds, roam_table, wonder_limit
from .state import Ctx, GameState

__all__ = ["REFUSAL_KINDS", "Refusal", "activation_ok", "copy_sources", "feasible", "feasible_ok", "kingdom_ok",
           "power_ok", "why_not"]


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
    fee = roam_table(st, s).get(uid)
    return fee is not None and fee <= p.coins and activation_ok(st, s, uid, fee)


# ---------------------------------------------------------------- why a card cannot be activated: the answer's type
# One plain JSON-friendly dict per refusal, its shape fixed by its "reason" (documented in API.md, checked over
# random games by tests/engine/test_refusal_shape.py). Lists, never tuples: the UI must not use a value as a key.


class NotYourTurn(TypedDict):
    """It is not this seat's Kingdom turn (or no Kingdom menu is open)."""
    reason: Literal["not_your_turn"]


class NoAction(TypedDict):
    """The card has no Action (or Power) this seat could start: unknown key, not in play, a passive card."""
    reason: Literal["no_action"]


class NotYours(TypedDict):
    """Another player's Hero: it cannot be activated (only copied)."""
    reason: Literal["not_yours"]


class Used(TypedDict):
    """Already tilted (or this Wonder already used) this turn."""
    reason: Literal["used"]


class WonderLimit(TypedDict):
    """The turn's Wonder limit `n` is reached."""
    reason: Literal["wonder_limit"]
    n: int


class RoamingCoins(TypedDict):
    """Another player's Building whose roaming fee `need` is more than the coins `have`."""
    reason: Literal["roaming_coins"]
    need: int
    have: int


CostKey = Literal["coins", "mil", "sci", "cha", "civ"]
_COST_KEYS: tuple[CostKey, ...] = ("coins", "mil", "sci", "cha", "civ")


class Cost(TypedDict):
    """A cost cannot be paid: `need` {coins|mil|sci|cha|civ: n} after reductions, `fee` the roaming coins."""
    reason: Literal["cost"]
    need: dict[CostKey, int]
    fee: int


class NoReceiver(TypedDict):
    """A give with nobody able to receive."""
    reason: Literal["no_receiver"]


class NoBuilding(TypedDict):
    """Culture with no Building to put it on."""
    reason: Literal["no_building"]


class NoTarget(TypedDict):
    """Nothing the step could target: `target` is the step's target selector (or its verb)."""
    reason: Literal["no_target"]
    target: str


class NothingToCopy(TypedDict):
    """A copy with no card to copy."""
    reason: Literal["nothing_to_copy"]


class NoHero(TypedDict):
    """A swap with no Hero to take."""
    reason: Literal["no_hero"]


class EmptyDeck(TypedDict):
    """A reveal or put-in-play with no card left to draw."""
    reason: Literal["empty_deck"]


class Condition(TypedDict):
    """The gain's condition is not met: `counter` as scope.what, e.g. control.hero.military."""
    reason: Literal["condition"]
    counter: str


class Zero(TypedDict):
    """The gain is counted in `counter` (scope.what, e.g. own.won), of which the seat has none."""
    reason: Literal["zero"]
    counter: str


class Capped(TypedDict):
    """Every gain is at its cap: `what` lists the caps reached (empty when only "until" amounts are reached)."""
    reason: Literal["capped"]
    what: list[Literal["civ", "coins", "diamond"]]


Refusal = (NotYourTurn | NoAction | NotYours | Used | WonderLimit | RoamingCoins | Cost | NoReceiver | NoBuilding
           | NoTarget | NothingToCopy | NoHero | EmptyDeck | Condition | Zero | Capped)
"""Why a card cannot be activated: one of the TypedDicts above, told apart by its "reason"."""

REFUSAL_KINDS: dict[str, type] = {
    "not_your_turn": NotYourTurn, "no_action": NoAction, "not_yours": NotYours, "used": Used,
    "wonder_limit": WonderLimit, "roaming_coins": RoamingCoins, "cost": Cost, "no_receiver": NoReceiver,
    "no_building": NoBuilding, "no_target": NoTarget, "nothing_to_copy": NothingToCopy, "no_hero": NoHero,
    "empty_deck": EmptyDeck, "condition": Condition, "zero": Zero, "capped": Capped}
"""Each reason code -> its TypedDict (the fields and their types)."""


def why_not(st: GameState, seat: int, key: str) -> Refusal | None:
    """Why seat cannot activate card `key` now (a `Refusal`: see REFUSAL_KINDS and API.md); None when it can."""
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
        fee = roam_table(st, seat)[uid]
        if fee > p.coins:
            return {"reason": "roaming_coins", "need": fee, "have": p.coins}
        return _explain(st, c.action, seat, uid, fee)
    return _explain(st, c.action, seat, uid, 0)


def _explain(st: GameState, steps: tuple[Step, ...], seat: int, uid: int, fee: int) -> Refusal:
    """The first step that fails (its cost or target), else why it would give nothing."""
    p = st.players[seat]
    ctx = Ctx(seat, uid, (uid,))
    for i, step in enumerate(steps):
        ok, _ = feasible(st, steps[:i + 1], ctx, [p.coins - fee, p.mil, p.sci, p.cha])
        if ok:
            continue
        v, prm = step.verb, step.params
        if v == "pay":
            need: dict[CostKey, int] = {r: prm[r] for r in _COST_KEYS if prm.get(r)}
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
        if v == "choose":   # no branch can be taken: why the first cannot (a cost, a cap), not "no target"
            return _explain(st, steps[:i] + tuple(prm["one_of"][0]), seat, uid, fee)
        return {"reason": "no_target", "target": v}
    # every cost payable: then it would give nothing
    for step in steps:
        if step.verb == "gain" and step.cond is not None and not holds(st, seat, step.cond):
            return {"reason": "condition", "counter": f"{step.cond.counter.scope}.{step.cond.counter.what}"}
        if step.verb == "gain" and "per" in step.params and count(st, seat, step.params["per"]) == 0:
            return {"reason": "zero", "counter": f"{step.params['per'].scope}.{step.params['per'].what}"}
        if step.verb == "culture" and not p.buildings:
            return {"reason": "no_building"}
    capped: list[Literal["civ", "coins", "diamond"]] = []
    if p.civ >= st.db.game["caps"]["civ"]:
        capped.append("civ")
    if p.coins - fee >= st.db.game["caps"]["coins"]:
        capped.append("coins")
    if st.diamonds_left == 0:
        capped.append("diamond")
    return {"reason": "capped", "what": capped}
