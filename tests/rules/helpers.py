"""Scenario building for rules tests: arrange a table directly, then drive it only through legal_actions/apply."""

from __future__ import annotations

from game.rules import apply_inplace, default_db, legal_actions, new_game
from game.rules.engine import _run
from game.rules.state import GameState

DB = default_db()


def uid(key: str | int) -> int:
    """The uid of a Civilization card by printed number or Wonder id ("W1".."W12")."""
    return DB.by_key[str(key)]


def key(u: int) -> str:
    return DB.civ[u].key


def table(n: int = 4, seed: int = 1, immortals: list[str] | None = None) -> GameState:
    """A game whose table is cleared: no holdings, no cards in play, every Civilization card in the deck."""
    st = new_game(n, seed)
    for s, p in enumerate(st.players):
        p.coins = p.mil = p.sci = p.cha = p.vp = p.sup = p.won = p.diamond = 0
        p.hand, p.slots, p.buildings, p.heroes = [], [], [], []
        p.plays = 0
        if immortals:
            p.immortals = [immortals[s]]
    st.deck = [c.uid for c in DB.civ if n > 3 or not c.four_plus]
    st.discard, st.wonders, st.revealed, st.looked = [], [], [], []
    st.culture = [0] * len(DB.civ)
    st.stack, st.pending = [], None
    st.phase, st.round = "kingdom", 1
    return st


def place(st: GameState, seat: int | None, *keys: str | int) -> None:
    """Move cards from wherever they are into seat's Kingdom (Wonders go to the Wonder area; seat may be None)."""
    for k in keys:
        u = uid(k)
        _take_out(st, u)
        fam = DB.civ[u].family
        if fam == "wonder":
            st.wonders.append(u)
        else:
            assert seat is not None
            (st.players[seat].heroes if fam == "hero" else st.players[seat].buildings).append(u)


def discard(st: GameState, *keys: str | int) -> None:
    """Put cards into the Civilization discard."""
    for k in keys:
        u = uid(k)
        _take_out(st, u)
        st.discard.append(u)


def deck_top(st: GameState, *keys: str | int) -> None:
    """Put cards on top of the Civilization deck; the first key ends up on top."""
    for k in reversed(keys):
        u = uid(k)
        _take_out(st, u)
        st.deck.append(u)


def _take_out(st: GameState, u: int) -> None:
    for lst in (st.deck, st.discard, st.wonders):
        if u in lst:
            lst.remove(u)
    for p in st.players:
        for lst in (p.heroes, p.buildings, p.hand):
            if u in lst:
                lst.remove(u)


def commerce_top(st: GameState, *kinds: str) -> None:
    """Put Commerce cards of these kinds on top of the Commerce deck; the first kind ends up on top."""
    for kind in reversed(kinds):
        u = next(c.uid for c in DB.commerce if c.kind == kind and c.uid in st.commerce_deck)
        st.commerce_deck.remove(u)
        st.commerce_deck.append(u)


def hold(st: GameState, seat: int, **amounts: int) -> None:
    """Set a seat's holdings (coins, mil, sci, cha, vp, sup, won, diamond)."""
    p = st.players[seat]
    for res, v in amounts.items():
        setattr(p, res, v)
        if res == "diamond":
            st.diamonds_left = DB.game["diamonds"] - sum(q.diamond for q in st.players)


def turn(st: GameState, seat: int) -> GameState:
    """Start seat's Kingdom turn with the engine's own frames and run to its Kingdom menu."""
    st.phase = "kingdom"
    st.stack = [("turn", seat)]
    st.pending = None
    _run(st, [])
    return st


def supremacy(st: GameState) -> list[dict]:
    """Run a Supremacy phase with the engine's own frame; returns the events."""
    ev: list[dict] = []
    st.stack = [("supremacy",)]
    st.pending = None
    _run(st, ev)
    return ev


def vp_phase(st: GameState) -> None:
    """Start the VP phase and final scoring with the engine's own frames."""
    st.stack = [("final",), ("vp_start",)]
    st.pending = None
    _run(st, [])


def act(st: GameState, *actions: str) -> list[dict]:
    """Apply actions one by one, each checked against legal_actions first; returns all events."""
    ev: list[dict] = []
    for a in actions:
        legal = legal_actions(st)
        assert a in legal, f"{a!r} not legal; legal: {legal}"
        ev += apply_inplace(st, a)
    return ev


def legal(st: GameState) -> list[str]:
    return legal_actions(st)


def kinds(ev: list[dict], t: str) -> list[dict]:
    """The events of one type."""
    return [e for e in ev if e["t"] == t]


def civ(st: GameState, seat: int) -> tuple[int, int, int]:
    p = st.players[seat]
    return (p.mil, p.sci, p.cha)


def deal(st: GameState, hands: list[list[str | int]], rnd: int = 1) -> GameState:
    """Stack the deck so round `rnd` deals these hands (seat order), then start that round's Living Draft."""
    deck_top(st, *[k for h in hands for k in h])
    st.stack = [("round", rnd)]
    st.pending = None
    _run(st, [])
    return st


def draft_pick(st: GameState, choices: list[tuple[str | int, str]]) -> list[dict]:
    """One pick of the Living Draft: seat s picks choices[s][0] then answers choices[s][1] ("play"/"transform").

    An empty card means "the first card of the hand" (the last card of a hand is picked automatically);
    a "transform" that the engine forces (play limit reached) is accepted without a decision.
    """
    ev: list[dict] = []
    for s, (card, dec) in enumerate(choices):
        d = st.pending
        if d is not None and d.kind == "pick" and d.seat == s:
            ev += act(st, f"pick {card or key(st.players[s].hand[0])}")
        d = st.pending
        if d is not None and d.kind == "play" and d.seat == s:
            ev += act(st, dec)
        else:
            assert dec == "transform", f"seat {s} was not asked play/transform"
    return ev


def turns(st: GameState, *seats: int) -> GameState:
    """Queue Kingdom turns for these seats in order and run to the first one's menu."""
    st.phase = "kingdom"
    st.stack = [("turn", s) for s in reversed(seats)]
    st.pending = None
    _run(st, [])
    return st
