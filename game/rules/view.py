"""What one seat may know: `view_for(state, seat)` and `events_for(events, seat)`."""

from __future__ import annotations

from .engine import CHOSE_PLAY, CHOSE_TRANSFORM, legal_actions, roam_costs, wonder_limit
from .state import PLAYED, TRANSFORMED, GameState, PlayerState

SPECTATOR = -1   # view_for(state, SPECTATOR): public information only (a screen no player owns)

_STATUS = {PLAYED: "played", TRANSFORMED: "transformed"}
_OWN_STATUS = {PLAYED: "played", TRANSFORMED: "transformed", CHOSE_PLAY: "chose_play",
               CHOSE_TRANSFORM: "chose_transform"}


def view_for(state: GameState, seat: int) -> dict:
    """Everything `seat` may see, as plain JSON-friendly data apart from the opaque `"_engine"` entry.

    `seat` SPECTATOR gives what every player may see: no hand, no face-down Immortal, no pending pick.

    No other seat's secrets and no deck order; `"_engine"` only serves `determinize` and must be dropped before
    serializing.
    """
    st = state
    civ = st.db.civ
    key = [c.key for c in civ]
    d = st.pending
    decision = None
    legal: list[str] = []
    if d is not None:
        decision = {"seat": d.seat, "kind": d.kind}
        if d.seat == seat:
            legal = legal_actions(st)
            decision["options"] = list(legal)
            if d.kind == "play":
                decision["slot"] = d.info
    seats = []
    roams = roam_costs(st, seat) if seat >= 0 else {}
    for s, p in enumerate(st.players):
        slots = []
        for uid, status, coins in p.slots:
            if s == seat:
                slots.append({"key": key[uid], "status": _OWN_STATUS.get(status, "hidden"), "coins": coins})
            else:
                shown = key[uid] if status == PLAYED else None
                slots.append({"key": shown, "status": _STATUS.get(status, "hidden"), "coins": coins})
        row = {
            "name": p.name, "coins": p.coins, "mil": p.mil, "sci": p.sci, "cha": p.cha, "vp": p.vp,
            "sup": p.sup, "won": p.won, "diamond": p.diamond, "hand_count": len(p.hand),
            "buildings": _cards(st, key, p.buildings), "heroes": _cards(st, key, p.heroes),
            "slots": slots, "plays": p.plays if s == seat else None,
            "immortal": _public_immortal(p), "justice_revealed": p.justice_revealed,
            "narashima_culture": p.narashima_culture, "tomorrow_bonus": p.tomorrow_bonus,
            "immortal_count": len(p.immortals),
            "roam_cost": {} if s == seat or seat < 0 else {key[u]: roams[u] for u in p.buildings},
        }
        seats.append(row)
    me = st.players[seat] if seat >= 0 else None
    view = {
        "seat": seat, "players": st.n, "names": [p.name for p in st.players], "round": st.round,
        "phase": st.phase, "pick": st.pick + 1, "direction": st.direction, "first_player": st.first,
        "active": st.active, "to_act": st.to_act, "decision": decision,
        "legal": legal,
        "deck_count": len(st.deck), "discard": [key[u] for u in st.discard],
        "commerce_deck_count": len(st.commerce_deck),
        "commerce_discard": [st.db.commerce[c].kind for c in st.commerce_discard],
        "commerce_revealed": [st.db.commerce[c].kind for c in st.commerce_revealed],
        "revealed": [key[u] for u in st.revealed],
        "looked": [key[u] for u in st.looked] if st.active == seat else [],
        "diamonds_left": st.diamonds_left,
        "wonders": _wonders(st, key),
        "wonder_uses_left": max(0, wonder_limit(st) - len(st.wonder_uses)) if st.phase == "kingdom" else 0,
        "me": {"immortals": list(me.immortals), "hand": [key[u] for u in me.hand],
               "peeked": _peeked(st, seat), "hands_seen": [[key[u] for u in h] for h in me.seen]} if me else
              {"immortals": [], "hand": [], "peeked": None, "hands_seen": []},
        "seats": seats,
        "result": st.result,
        "ply": st.ply, "destroyed": st.destroyed,
        "variants": dict(st.db.choice),
        # opaque, for determinize(): the engine's continuation (public structure) and your own pending decision
        "_engine": Continuation(tuple(st.stack), d if d is not None and d.seat == seat else None),
    }
    return view


def table_view(state: GameState, seat: int) -> dict:
    """The part of `view_for(state, seat)` that a score projection reads, built without menus, hands, slots or
    roaming fees: for a bot valuing the positions of its own sampled states, thousands of times a decision.

    Every entry it has equals the same entry of `view_for` (tests/rules/test_table_view.py).
    """
    st = state
    key = [c.key for c in st.db.civ]
    seats = [{"coins": p.coins, "mil": p.mil, "sci": p.sci, "cha": p.cha, "vp": p.vp, "sup": p.sup, "won": p.won,
              "diamond": p.diamond, "buildings": _cards(st, key, p.buildings), "heroes": _cards(st, key, p.heroes),
              "immortal": _public_immortal(p), "justice_revealed": p.justice_revealed,
              "narashima_culture": p.narashima_culture, "tomorrow_bonus": p.tomorrow_bonus} for p in st.players]
    me = st.players[seat]
    return {
        "seat": seat, "players": st.n, "round": st.round, "phase": st.phase, "direction": st.direction,
        "first_player": st.first, "active": st.active, "discard": [key[u] for u in st.discard],
        "wonders": _wonders(st, key), "me": {"immortals": list(me.immortals), "peeked": _peeked(st, seat)},
        "seats": seats, "destroyed": st.destroyed, "variants": dict(st.db.choice),
    }


def _cards(st: GameState, key: list[str], uids: list[int]) -> list[dict]:
    """A seat's Buildings or Heroes as every view shows them."""
    return [{"key": key[u], "tilted": u in st.tilted, "culture": st.culture[u]} for u in uids]


def _wonders(st: GameState, key: list[str]) -> list[dict]:
    return [{"key": key[u], "tilted": u in st.wonder_uses} for u in st.wonders]


def _public_immortal(p: PlayerState) -> str | None:
    """A seat's Immortal when everyone may see it (revealed, or Justice shown), else None."""
    return p.immortal if (p.revealed_immortal or p.justice_revealed) and len(p.immortals) == 1 else None

class Continuation:
    """What the engine will do next (public frames) plus the viewer's own pending decision; not for display."""

    __slots__ = ("stack", "pending")

    def __init__(self, stack: tuple, pending: object) -> None:
        self.stack = stack
        self.pending = pending


def _peeked(st: GameState, seat: int) -> dict | None:
    o = st.tomorrow_peeked.get(seat)
    return None if o is None else {"seat": o, "immortal": st.players[o].immortal}


def events_for(events: list[dict], seat: int) -> list[dict]:
    """Drop the events private to other seats."""
    return [e for e in events if e.get("to", seat) == seat]
