"""Phase flow of the Supremacy phase: each contest, its ties, and Justice's say in them."""

from __future__ import annotations

from .effects import ask, gain_sup
from .queries import can_reveal, is_revealed_justice, supremacy_totals
from .state import Decision, Events, GameState


def _f_supremacy(st: GameState, frame: tuple, ev: Events) -> None:
    st.phase = "supremacy"
    st.undo_floor = st.ply   # a new phase
    if ev is not None:
        ev.append({"t": "phase", "phase": "supremacy", "round": st.round})
    contests: list[str] = list(st.db.game["supremacy_contests"])
    civ = st.db.civ
    for w in st.wonders:
        for step in civ[w].world:
            if step.verb == "supremacy_contest" and step.params["what"] not in contests:
                contests.append(step.params["what"])
    for what in reversed(contests):
        st.stack.append(("contest", what))


def _f_contest(st: GameState, frame: tuple, ev: Events) -> None:
    what = frame[1]
    totals = supremacy_totals(st, what)
    top = max(totals)
    if ev is not None:
        ev.append({"t": "contest", "what": what, "totals": totals})
    st.undo_floor = st.ply   # news: each contest resolves in public
    if top <= 0:
        return
    if totals.count(top) == 1:   # one seat ahead (found without listing the tied seats)
        gain_sup(st, totals.index(top), 1, ev, why=what)
        return
    tied = [s for s, v in enumerate(totals) if v == top]
    for s in tied:
        if is_revealed_justice(st, s):
            gain_sup(st, s, 1, ev, why=what)
            return
    unrevealed = tuple(s for s in tied if not st.players[s].revealed_immortal)
    if unrevealed:
        st.stack.append(("tie", what, unrevealed, 0))
    else:
        if ev is not None:
            ev.append({"t": "tie", "what": what, "seats": tied})


def _f_tie(st: GameState, frame: tuple, ev: Events) -> None:
    what, seats, i = frame[1], frame[2], frame[3]
    if i >= len(seats):
        if ev is not None:
            ev.append({"t": "tie", "what": what, "seats": list(seats)})
        st.undo_floor = st.ply
        return
    s = seats[i]
    opts = ["pass"]
    if can_reveal(st, s):
        opts.append("reveal")
    ask(st, s, "tie", opts, info=(what, seats, i))


def _h_tie(st: GameState, d: Decision, action: str, ev: Events) -> None:
    what, seats, i = d.info
    st.stack.append(("tie", what, seats, i + 1))


FRAMES = {"supremacy": _f_supremacy, "contest": _f_contest, "tie": _f_tie}
HANDLERS = {"tie": _h_tie}
