"""Phase flow of the Kingdom phase: turns in order, the menu each turn, activating a card, end-of-turn effects."""

from __future__ import annotations

from .effects import ask
from .gains import fixed_gains, grant
from .menus import LAST_TABLE, UNCHECKED, kingdom_options, menu_candidates, table
from .queries import roam_table
from .state import Ctx, Decision, Events, GameState
from .verbs import run_steps


def _f_kingdom_start(st: GameState, frame: tuple, ev: Events) -> None:
    st.phase = "kingdom"
    st.undo_floor = st.ply   # a new phase
    if ev is not None:
        ev.append({"t": "phase", "phase": "kingdom", "round": st.round})
    d = 1 if st.round == 1 else -1   # st.direction
    order = [(st.first + d * i) % st.n for i in range(st.n)]
    for s in reversed(order):
        st.stack.append(("turn", s))


def _f_turn(st: GameState, frame: tuple, ev: Events) -> None:
    s = frame[1]
    st.active = s
    st.tilted.clear()
    st.wonder_uses.clear()
    st.undo_floor = st.ply
    if ev is not None:
        ev.append({"t": "turn", "seat": s})
    st.stack.append(("turn_end", s))
    _menu(st, s)   # the turn's first menu, as popping a ("menu", s) frame would


def _f_menu(st: GameState, frame: tuple, ev: Events) -> None:
    s = frame[1]
    if st.fast_menus:
        _menu(st, s)
    else:   # _menu, inlined
        st.pending = Decision(s, "kingdom", tuple(kingdom_options(st, s)), None)


def _menu(st: GameState, s: int) -> None:
    """Ask seat s for its next Kingdom action."""
    if st.fast_menus:
        ask(st, s, "kingdom", [e[0] for e in menu_candidates(st, s)] + ["end"], info=UNCHECKED)
    else:   # ask(st, s, "kingdom", kingdom_options(st, s)), inlined
        st.pending = Decision(s, "kingdom", tuple(kingdom_options(st, s)), None)


def _h_kingdom(st: GameState, d: Decision, action: str, ev: Events) -> None:
    s = d.seat
    if action == "end":
        return
    db = st.db
    t = LAST_TABLE[0]   # table(db), its cache read here
    if t is None or t.db is not db:
        t = table(db)
    parsed = t.parse.get(action)
    if parsed is None:
        verb, key = action.split(" ", 1)
        uid = db.by_key[key]
        c = db.civ[uid]
        steps = c.power if verb == "power" else c.action
        fixed, wonder = fixed_gains(steps), c.family == "wonder"
    else:
        verb, key, uid, steps, fixed, wonder = parsed
    ctx = t.ctx[s][uid]   # Ctx(s, uid, (uid,)), made once per seat and card
    if verb == "power":
        if ev is not None:
            ev.append({"t": "power", "seat": s, "card": key})
    else:
        st.tilted.add(uid)
        if wonder:
            st.wonder_uses.append(uid)
        else:
            p = st.players[s]
            if uid not in p.buildings and uid not in p.heroes:   # another player's Building: roaming
                fee = roam_table(st, s)[uid]   # roam_cost
                p.coins -= fee
                st.culture[uid] += 1
                if ev is not None:
                    owner = st.owner_of(uid)
                    ev.append({"t": "roam", "seat": s, "card": key, "owner": owner, "coins": fee})
                    ev.append({"t": "culture", "seat": owner, "card": key, "n": 1})
        if ev is not None:
            ev.append({"t": "tilt", "seat": s, "card": key})
    # the card's steps, then the next menu: each at once while nothing is asked or queued, as popping their frames
    # in turn would; else the menu waits below what the steps queued
    stack = st.stack
    top = len(stack)
    if fixed is not None:   # plain gains: granted at once, as run_steps would
        grant(st, s, fixed, ev, ctx.source)
    else:
        run_steps(st, ("steps", steps, 0, ctx), ev)
    if st.pending is None and len(stack) == top:
        _menu(st, s)
    else:
        stack.insert(top, ("menu", s))


def _f_turn_end(st: GameState, frame: tuple, ev: Events) -> None:
    s = frame[1]
    stack = st.stack
    top = len(stack)
    civ = st.db.civ
    for w in reversed(st.wonders):
        for step in civ[w].world:
            if step.on == "turn_end":
                stack.append(("steps", (step,), 0, Ctx(s, w)))
    if len(stack) == top:
        _f_untilt(st, frame, ev)   # nothing to run first: at once, as popping an ("untilt", s) frame would
    else:
        stack.insert(top, ("untilt", s))   # after the Wonders' end-of-turn steps


def _f_untilt(st: GameState, frame: tuple, ev: Events) -> None:
    st.tilted.clear()
    st.wonder_uses.clear()
    st.active = None
    if ev is not None:
        ev.append({"t": "turn_end", "seat": frame[1]})


FRAMES = {"kingdom_start": _f_kingdom_start, "turn": _f_turn, "menu": _f_menu, "turn_end": _f_turn_end,
          "untilt": _f_untilt}
HANDLERS = {"kingdom": _h_kingdom}
