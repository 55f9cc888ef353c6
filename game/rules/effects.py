"""State changes shared by the phases and the verbs: ask a question, gain Supremacy, Justice's reveal, destroy a
card, put a card in play."""

from __future__ import annotations

from typing import Any

from .state import BARE, Ctx, Decision, Events, GameState, bare


def ask(st: GameState, seat: int, kind: str, options: list[str] | tuple[str, ...], info: Any = None) -> None:
    """Set the pending decision."""
    if BARE:   # Decision(seat, kind, tuple(options), info), without its __init__'s frame (state.BARE)
        d: Decision = bare(Decision)
        d.seat = seat
        d.kind = kind
        d.options = tuple(options)
        d.info = info
        st.pending = d
    else:
        st.pending = Decision(seat, kind, tuple(options), info)


def show_hidden(st: GameState, ev: Events, event: dict) -> None:
    """Emit an event that shows hidden information (cards from a deck, a secret Immortal, the draft's slots):
    undo must not go back before it (nor before a random draw, `shuffle`, a new phase, round or pick, a Supremacy
    contest or tie, or an Immortal revealed: the frames that do those say so; API.md "Undo")."""
    if ev is not None:
        ev.append(event)
    st.undo_floor = st.ply


def shuffle(st: GameState, items: list) -> None:
    """Shuffle `items` with the game's generator; a random draw (two cards or more) stops undo, as shown cards do."""
    if len(items) > 1:
        st.undo_floor = st.ply
    st.rng.shuffle(items)


def gain_sup(st: GameState, s: int, n: int, ev: Events, why: str = "", card: str = "") -> None:
    """Give seat n Supremacy tokens and queue what a Supremacy gain triggers (School); `why`: the contest or Justice,
    `card`: the key of the card whose effect gave them."""
    p = st.players[s]
    p.sup += n
    if ev is not None:
        ev.append({"t": "supremacy", "seat": s, "n": n, "why": why, **({"card": card} if card else {})})
    civ = st.db.civ
    for uid in p.buildings + p.heroes:
        for step in civ[uid].passive:
            if step.on == "sup_gained":
                for _ in range(n):
                    st.stack.append(("steps", (step,), 0, Ctx(s, uid)))


def justice_reveal(st: GameState, s: int, ev: Events) -> None:
    """Reveal Justice: she keeps only Justice and gains her Supremacy token."""
    p = st.players[s]
    p.justice_revealed = True
    p.revealed_immortal = True
    p.immortals = ["justice"]
    show_hidden(st, ev, {"t": "justice_reveal", "seat": s})
    gain_sup(st, s, 1, ev, why="justice")


def destroy_card(st: GameState, uid: int, actor: int, mode: str, source: int, ev: Events) -> None:
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
    if ev is not None:
        ev.append({"t": "destroy", "seat": actor, "card": civ[uid].key, "culture": cul, "culture_to": moved_to})
    if st.phase == "kingdom" and civ[uid].on_destroy:
        st.stack.append(("steps", civ[uid].on_destroy, 0, Ctx(actor, uid)))


def put_in_play(st: GameState, uid: int, seat: int, ev: Events) -> None:
    """Put a card into seat's Kingdom (or the Wonder area) and queue its Bonus."""
    c = st.db.civ[uid]
    if c.family == "hero":
        st.players[seat].heroes.append(uid)
    elif c.family == "building":
        st.players[seat].buildings.append(uid)
    else:
        st.wonders.append(uid)
    show_hidden(st, ev, {"t": "put_in_play", "seat": seat, "card": c.key})
    if c.bonus:
        st.stack.append(("steps", c.bonus, 0, Ctx(seat, uid)))
