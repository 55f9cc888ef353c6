"""Phase flow of the VP phase: keep an Immortal, call the Immortals in order (Justice, Tomorrow, Narashima), the
cards' VP-phase effects, and the final score."""

from __future__ import annotations

from .effects import ask, destroy_card, justice_reveal, show_hidden
from .scoring import compute_result
from .state import Ctx, Decision, Events, GameState


def _f_vp_start(st: GameState, frame: tuple, ev: Events) -> None:
    st.phase = "vp"
    st.undo_floor = st.ply   # a new phase
    st.active = None
    if ev is not None:
        ev.append({"t": "phase", "phase": "vp", "round": st.round})
    for num in range(len(st.db.immortals), 0, -1):
        st.stack.append(("vp_call", num))
    for s in range(st.n - 1, -1, -1):
        if len(st.players[s].immortals) > 1:
            st.stack.append(("keep_immortal", s))


def _f_keep_immortal(st: GameState, frame: tuple, ev: Events) -> None:
    s = frame[1]
    ask(st, s, "immortal", [f"immortal {i}" for i in st.players[s].immortals])


def _h_immortal(st: GameState, d: Decision, action: str, ev: Events) -> None:
    st.players[d.seat].immortals = [action.split(" ", 1)[1]]
    if ev is not None:
        ev.append({"t": "immortal_kept", "seat": d.seat, "to": d.seat, "immortal": action.split(" ", 1)[1]})


def _f_vp_call(st: GameState, frame: tuple, ev: Events) -> None:
    im = st.db.immortals[frame[1] - 1]
    s = st.seat_of_immortal(im.id)
    if s is None:
        return
    p = st.players[s]
    p.revealed_immortal = True
    if ev is not None:
        ev.append({"t": "immortal_reveal", "seat": s, "immortal": im.id})
    st.undo_floor = st.ply   # news
    st.stack.append(("vp_cards", s))
    if im.rule == "justice":
        if not p.justice_revealed:
            justice_reveal(st, s, ev)
    elif im.rule == "tomorrow":
        st.stack.append(("tomorrow_guess", s))
        st.stack.append(("tomorrow_peek", s))
    elif im.rule == "narashima":
        moved = sum(st.culture[u] for u in p.buildings + p.heroes)
        for u in p.buildings + p.heroes:
            st.culture[u] = 0
        p.narashima_culture += moved
        if ev is not None:
            ev.append({"t": "narashima_culture", "seat": s, "n": moved})
        st.stack.append(("narashima", s))


def _f_vp_cards(st: GameState, frame: tuple, ev: Events) -> None:
    s = frame[1]
    p = st.players[s]
    civ = st.db.civ
    for uid in reversed(p.buildings + p.heroes):
        if civ[uid].vp_phase:
            st.stack.append(("steps", civ[uid].vp_phase, 0, Ctx(s, uid)))


def _known_immortal(st: GameState, tomorrow: int, s: int) -> bool:
    return st.players[s].revealed_immortal or st.tomorrow_peeked.get(tomorrow) == s


def _f_tomorrow_peek(st: GameState, frame: tuple, ev: Events) -> None:
    s = frame[1]
    opts = [f"peek {o}" for o in range(st.n) if o != s and not st.players[o].revealed_immortal]
    if opts:
        ask(st, s, "peek", ["nopeek", *opts])


def _h_peek(st: GameState, d: Decision, action: str, ev: Events) -> None:
    if action != "nopeek":
        o = int(action.split()[1])
        st.tomorrow_peeked[d.seat] = o
        show_hidden(st, ev, {"t": "peek", "seat": d.seat, "target": o, "immortal": st.players[o].immortal,
                             "to": d.seat})


def guess_candidates(st: GameState, tomorrow: int, guessed: dict[int, str]) -> list[str]:
    """Immortals Tomorrow may still name: in the pool, not Tomorrow, not known elsewhere, not named yet."""
    db = st.db
    pool = [im.id for im in db.immortals]
    if st.n == 3 and db.three_players["justice"] == "out":
        pool.remove("justice")
    # `.immortals[0]` is the property `.immortal`, read without its call (issue 30)
    known = {st.players[o].immortals[0] for o in range(st.n) if o != tomorrow and _known_immortal(st, tomorrow, o)}
    known.add(st.players[tomorrow].immortals[0])
    known.update(guessed.values())
    return [i for i in pool if i not in known]


def _f_tomorrow_guess(st: GameState, frame: tuple, ev: Events) -> None:
    s = frame[1]
    guessed: dict[int, str] = dict(frame[2]) if len(frame) > 2 else {}
    for o in range(st.n):
        if o == s or o in guessed or _known_immortal(st, s, o):
            continue
        cands = guess_candidates(st, s, guessed)
        ask(st, s, "guess", [f"guess {o} {i}" for i in cands], info=tuple(guessed.items()))
        return
    right = True   # every guess right (`all` over a generator, without its calls; `.immortals[0]` is `.immortal`)
    for o, im in guessed.items():
        if st.players[o].immortals[0] != im:
            right = False
            break
    sc = st.db.scoring
    bonus = (sc["tomorrow_named"] if s in st.tomorrow_peeked else sc["tomorrow_blind"]) if right else 0
    st.players[s].tomorrow_bonus = bonus
    if ev is not None:
        ev.append({"t": "tomorrow", "seat": s, "guesses": {str(k): v for k, v in guessed.items()}, "right": right,
                   "vp": bonus})


def _h_guess(st: GameState, d: Decision, action: str, ev: Events) -> None:
    _, o, im = action.split()
    guessed = dict(d.info)
    guessed[int(o)] = im
    st.stack.append(("tomorrow_guess", d.seat, tuple(guessed.items())))


def _f_narashima(st: GameState, frame: tuple, ev: Events) -> None:
    s = frame[1]
    p = st.players[s]
    civ = st.db.civ
    ask(st, s, "narashima", ["done", *(f"destroy {civ[u].key}" for u in p.buildings + p.heroes)])


def _h_narashima(st: GameState, d: Decision, action: str, ev: Events) -> None:
    if action == "done":
        return
    uid = st.db.by_key[action.split()[1]]
    destroy_card(st, uid, d.seat, "discard", -1, ev)
    st.stack.append(("narashima", d.seat))


def _f_final(st: GameState, frame: tuple, ev: Events) -> None:
    st.result = compute_result(st)
    st.phase = "over"
    st.undo_floor = st.ply
    st.over = True
    for s, row in enumerate(st.result["players"]):
        if ev is not None:
            ev.append({"t": "score", "seat": s, "breakdown": row["breakdown"], "total": row["total"]})
    if ev is not None:
        ev.append({"t": "game_over", "result": st.result})


FRAMES = {
    "vp_start": _f_vp_start, "keep_immortal": _f_keep_immortal, "vp_call": _f_vp_call, "vp_cards": _f_vp_cards,
    "tomorrow_peek": _f_tomorrow_peek, "tomorrow_guess": _f_tomorrow_guess, "narashima": _f_narashima,
    "final": _f_final,
}
HANDLERS = {"immortal": _h_immortal, "peek": _h_peek, "guess": _h_guess, "narashima": _h_narashima}
