"""What an answer would cost in gains: the part of its gains that a cap or the empty diamond supply would cut, told
before the player chooses (a pure query: the state is never changed)."""

from __future__ import annotations

from typing import TypedDict

from .draft import CHOSE_TRANSFORM
from .engine import IllegalAction, apply_inplace
from .gains import add_gain, cut_by_caps
from .state import TRANSFORMED, Ctx, GameState

# events after which a dry run would tell more than the player may know (cards drawn or shown) or runs into
# something the answer does not decide alone (another turn, a new phase)
_STOP = frozenset(("reveal_commerce", "reveal_civ", "look", "put_in_play", "swap", "peek", "justice_reveal",
                   "reveal_slots", "immortal_reveal", "turn", "phase", "hands_passed"))


class LostGains(TypedDict, total=False):
    """What an answer would see cut: {res: n} lost, and to what ("cap" or "supply"); empty when nothing is."""
    lost: dict[str, int]
    lost_to: dict[str, str]


def lost_gains(st: GameState, action: str) -> LostGains:
    """For a legal answer of the seat to act: {"lost": {res: n}, "lost_to": {res: "cap"|"supply"}} for the gains it
    would see cut, or {} when none (or the answer is not legal). Civilization tokens count together as "civ".

    A Kingdom action, a choice or `end` is dry-run on a copy up to the next question, stopping before any card is
    drawn or shown; a cut in what follows a later question is told at that question. `play` counts the card's plain
    Bonus gains and `transform` the coins paid at the end of the draft, both against today's counters."""
    d = st.pending
    if d is None or (action not in d.options and action != "reveal"):
        return {}
    if d.kind == "play":
        return _draft_cut(st, d.seat, d.info, action == "play")
    copy = st.clone()
    try:
        events = apply_inplace(copy, action)
    except IllegalAction:
        return {}
    lost: dict[str, int] = {}
    lost_to: dict[str, str] = {}
    for e in events:
        t = e["t"]
        if t in _STOP:
            break
        if t == "gain" and e["seat"] == d.seat and "lost" in e:
            for res, n in e["lost"].items():
                lost[res] = lost.get(res, 0) + n
                lost_to[res] = e["lost_to"][res]
    else:
        nxt = copy.pending
        if nxt is not None and nxt.kind == "tokens" and nxt.seat == d.seat and nxt.info:
            lost["civ"] = lost.get("civ", 0) + nxt.info
            lost_to["civ"] = "cap"
    return {"lost": lost, "lost_to": lost_to} if lost else {}


def _draft_cut(st: GameState, seat: int, slot: int, play: bool) -> LostGains:
    p = st.players[seat]
    db = st.db
    if not 0 <= slot < len(p.slots):
        return {}
    uid = p.slots[slot][0]
    if play:
        amounts: dict[str, int] = {}
        bd = db.game["bonus_double"]
        ctx = Ctx(seat, uid, (), st.round == bd["round"] and slot + 1 == bd["pick"])
        for step in db.civ[uid].bonus:
            if step.verb == "gain" and step.cond is None:
                add_gain(st, ctx, step, amounts)
        lost = cut_by_caps(st, seat, amounts)
    else:
        coins = db.game["slot_coins"][st.round - 1]
        owed = sum(coins[j] for j, s in enumerate(p.slots[:slot]) if s[1] in (CHOSE_TRANSFORM, TRANSFORMED))
        gain = coins[slot] if slot < len(coins) else 0
        over = p.coins + owed + gain - db.game["caps"]["coins"]
        lost = {"coins": min(gain, over)} if over > 0 and gain else {}
    return {"lost": lost, "lost_to": {res: "supply" if res == "diamond" else "cap" for res in lost}} if lost else {}

