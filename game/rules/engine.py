"""The rules of Immortal 8 as a deterministic state machine: `new_game`, `legal_actions`, `apply`.

Flow is a stack of immutable frames (tuples). `_run` pops frames until one needs an answer and sets
`state.pending`; `apply` resolves that answer and runs on. The phases' frames live in draft.py, kingdom.py,
supremacy.py and vp.py, the effect verbs in verbs.py, the dry-run checks in checks.py, the menus in menus.py and
the read-only queries in queries.py; no card id appears in any of them.
"""

from __future__ import annotations

from typing import Any

from . import draft, kingdom, supremacy, verbs, vp
from .cards import CardDB, default_db
from .checks import kingdom_ok, why_not
from .draft import CHOSE_PLAY, CHOSE_TRANSFORM
from .effects import gain_sup, justice_reveal
from .menus import UNCHECKED, kingdom_options, legal_actions, legal_answers, menu_candidates
from .queries import can_reveal, count, holds, roam_cost, roam_costs, supremacy_totals, wonder_limit
from .rng import Rng
from .state import Decision, Events, GameState, PlayerState
from .vp import guess_candidates

__all__ = [
    "CHOSE_PLAY", "CHOSE_TRANSFORM", "UNCHECKED", "IllegalAction", "apply", "apply_inplace", "count",
    "guess_candidates", "holds", "kingdom_ok", "kingdom_options", "legal_actions", "legal_answers", "new_game",
    "replay", "roam_cost", "roam_costs", "supremacy_totals", "why_not", "wonder_limit",
]
_menu = menu_candidates   # the old private name, used by tests
# no decision; clearing `pending` with this typed name keeps mypy from narrowing it to None for the rest of
# `apply_inplace`, where the handlers set it again (mypy does not see that, and mypyc compiles its narrowing)
_NO_DECISION: Decision | None = None


class IllegalAction(ValueError):
    """An action that is not among the legal answers to the pending decision."""


def new_game(players: int, seed: int, *, db: CardDB | None = None, names: list[str] | None = None,
             variants: dict[str, str] | None = None) -> GameState:
    """Set up a game for 3 to 6 players; the seed decides every shuffle. `variants` ({variant id: option id},
    missing ids at their default) chooses among the rule variants of cards.toml; the state keeps them in `db`."""
    db = (db or default_db()).with_variants(variants)
    if players not in db.game["players"]:
        raise ValueError(f"Immortal 8 is played by {db.game['players'][0]} to {db.game['players'][-1]} players")
    names = list(names or [])
    names += [f"Player {i + 1}" for i in range(len(names), players)]
    rng = Rng(seed)
    st = GameState(db=db, n=players, seed=seed, rng=rng, players=[PlayerState(nm) for nm in names[:players]])
    st.culture = [0] * len(db.civ)
    three = players == 3
    tp = db.three_players
    deck, commerce, immortals = _setup_lists(db, three)
    st.deck = list(deck)
    rng.shuffle(st.deck)
    st.commerce_deck = list(commerce)
    rng.shuffle(st.commerce_deck)
    pool = list(immortals)
    rng.shuffle(pool)
    each = tp["immortals_each"] if three else 1
    if each == 1:
        for i, p in enumerate(st.players):
            p.immortals = [pool[i]]
    else:
        for i, p in enumerate(st.players):
            p.immortals = sorted(pool[i * each:(i + 1) * each], key=lambda x: db.immortal_by_id[x].number)
    st.diamonds_left = db.game["diamonds"]
    st.first = rng.below(players)
    st.stack = [("final",), ("vp_start",)] + [("round", r) for r in range(db.game["rounds"], 0, -1)]
    _run(st, None)   # the set-up's events: no one reads them
    return st


_SETUP: list = [(None, False, ())]   # [(db, three players, _setup_lists)] of the last game set up, swapped whole


def _setup_lists(db: CardDB, three: bool) -> tuple[tuple[int, ...], tuple[int, ...], tuple[str, ...]]:
    """The Civilization deck, the Commerce deck and the Immortals of a new game, before shuffling (kept per
    database and player count: every simulated game starts with them)."""
    e = _SETUP[0]
    if e[0] is not db or e[1] != three:
        tp = db.three_players
        e = _SETUP[0] = (db, three, (
            tuple(c.uid for c in db.civ if not (three and tp["remove"] == "four_plus" and c.four_plus)),
            tuple(c.uid for c in db.commerce),
            tuple(im.id for im in db.immortals if not (three and tp["justice"] == "out" and im.rule == "justice"))))
    return e[2]


def apply(state: GameState, action: str) -> tuple[GameState, list[dict]]:
    """Answer the pending decision on a copy; return the new state and the events to animate."""
    new = state.clone()
    return new, apply_inplace(new, action)


def apply_inplace(state: GameState, action: str, events: bool = True) -> list[dict]:
    """Answer the pending decision, mutating `state`; return the events (`events=False`: build none and return an
    empty list, for callers that do not read them; the game goes on the same)."""
    d = state.pending
    if d is None:
        raise IllegalAction("the game is over")
    ev: Events = [] if events else None
    if action == "reveal" and can_reveal(state, d.seat):
        state.ply += 1
        state.pending = _NO_DECISION
        if d.kind != "tie":
            state.stack.append(("ask", d))   # the same question again, once the reveal's triggers (School) resolved
        justice_reveal(state, d.seat, ev)
        if d.kind == "tie":
            gain_sup(state, d.seat, 1, ev, why=d.info[0])
    else:
        if action not in d.options:
            raise IllegalAction(f"'{action}' is not legal now (seat {d.seat}, {d.kind}); legal: {', '.join(d.options)}")
        if d.info is UNCHECKED and not kingdom_ok(state, action):
            raise IllegalAction(f"'{action}' cannot be activated now (seat {d.seat}): too costly or it gives nothing")
        state.ply += 1
        state.pending = _NO_DECISION
        _HANDLERS[d.kind](state, d, action, ev)
    stack = state.stack
    while state.pending is None and stack:   # _run, inlined (most answers ask the next question themselves)
        frame = stack.pop()
        _FRAMES[frame[0]](state, frame, ev)
    # undo stops after new information (st.undo_floor = st.ply): cards shown (effects.show_hidden), a random draw
    # (effects.shuffle), a new phase, round or pick, a Supremacy contest or tie, an Immortal revealed; the code that
    # makes each says so where it happens
    return ev if ev is not None else []


def replay(record: dict[str, Any], db: CardDB | None = None) -> GameState:
    """Rebuild a game from {"players", "seed", "names"?, "variants"?, "actions"}."""
    st = new_game(record["players"], record["seed"], db=db, names=record.get("names"), variants=record.get("variants"))
    for i, a in enumerate(record.get("actions", [])):
        try:
            apply_inplace(st, a, events=False)
        except IllegalAction as exc:
            raise IllegalAction(f"action #{i + 1}: {exc}") from None   # exc names the action
    return st


def _run(st: GameState, ev: Events) -> None:
    frames = _FRAMES
    stack = st.stack
    while st.pending is None and stack:
        frame = stack.pop()
        frames[frame[0]](st, frame, ev)


def _f_ask(st: GameState, frame: tuple, ev: Events) -> None:
    st.pending = frame[1]


_FRAMES = {"ask": _f_ask, **draft.FRAMES, **kingdom.FRAMES, **supremacy.FRAMES, **vp.FRAMES, **verbs.FRAMES}
_HANDLERS = {**draft.HANDLERS, **kingdom.HANDLERS, **supremacy.HANDLERS, **vp.HANDLERS, **verbs.HANDLERS}
