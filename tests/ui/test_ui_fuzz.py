"""No crash at the table: a card whose gain is at the cap is explained on hover and on click (it once closed the game),
and a seeded fuzz of random pointer, key and resize events over whole games (bench/uifuzz.py, short) raises nothing."""

from __future__ import annotations

import pygame

from game.match import Match
from game.rules import new_game
from game.rules.engine import _run, why_not
from game.ui.i18n import set_lang
from game.ui.table import TableScene
from tests.benchload import script_module


def _uifuzz():
    return script_module("uifuzz", register=True)   # its dataclasses look their module up


def _capped_table(app) -> tuple[Match, TableScene, str]:
    """Seat 0 (the human) at its Kingdom turn with Goan-Sul's Armory (gain 1 Military) and 10 civilization tokens."""
    match = Match(["human", "bot:easy", "bot:easy", "bot:easy"], ["Ana", "Bo", "Cy", "Di"], 1, autosave=False)
    st = new_game(4, 1, names=match.names)
    uid = st.db.by_key["25"]
    for zone in [st.deck, st.discard] + [p.hand for p in st.players]:
        if uid in zone:
            zone.remove(uid)
    st.players[0].buildings.append(uid)
    for p in st.players:
        st.deck.extend(p.hand)
        p.hand = []
    st.players[0].mil, st.players[0].sci, st.players[0].coins = 6, 4, 2
    st.phase, st.stack, st.pending = "kingdom", [("turn", 0)], None
    _run(st, [])
    assert why_not(st, 0, "25") == {"reason": "capped", "what": ["civ"]}
    match._state = st   # the test sets the position up; the table only ever reads views of it
    scene = TableScene(app, match)
    app.push(scene)
    scene.tweens.finish_all()
    key = next(k for k in scene.layout.cards if k.startswith("s0:") and k.endswith(":25"))
    return match, scene, key


def _at(app, kind: int, pos: tuple[int, int], frames: int = 1) -> None:
    if kind == pygame.MOUSEMOTION:
        ev = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    else:
        ev = pygame.event.Event(kind, pos=pos, button=1)
    app.step(1 / 60, [ev])
    for _ in range(frames - 1):
        app.step(1 / 60, [])


def test_a_capped_card_is_explained_on_hover_and_click(app) -> None:
    match, scene, key = _capped_table(app)
    assert scene.view["decision"]["kind"] == "kingdom" and "use 25" not in scene.view["legal"]
    centre = tuple(map(int, scene.layout.cards[key].center))
    try:
        for lg, word in (("en", "cap"), ("fr", "plafond")):
            set_lang(lg)   # the tip follows the language at once (it is cached per position and language)
            _at(app, pygame.MOUSEMOTION, centre, frames=40)   # the tip is drawn every frame, the zoom after 0.5 s
            assert scene.pointer.hover_key == key
            assert word in (scene.tips.hover_refusal(key) or ""), scene.tips.hover_refusal(key)
            n = len(match.actions)
            _at(app, pygame.MOUSEBUTTONDOWN, centre)
            _at(app, pygame.MOUSEBUTTONUP, centre, frames=3)
            assert len(match.actions) == n, "nothing was submitted"
            assert scene.banners.msg_err and word in scene.banners.msg, scene.banners.msg
            if lg == "en":
                assert "10 civilization tokens" in scene.banners.msg, scene.banners.msg
    finally:
        set_lang("en")


def test_ui_fuzz_over_whole_games_raises_nothing(app) -> None:
    """Four games (one, two, three humans, then one), at most 1,100 events each, deterministic from their seeds."""
    mod = _uifuzz()
    rep = mod.fuzz(4, 1100, seed=7, app=app, humans=[1, 2, 3, 1])
    assert not rep.crashes, "\n".join(c.line() + "\n    " + "\n    ".join(c.trace) for c in rep.crashes)
    assert rep.games == 4 and rep.events >= 1000
    assert rep.finished >= 1 and rep.moves > 100, rep.as_json()


def test_ui_fuzz_is_deterministic(app) -> None:
    """The same seed sends the same events into the same games (a crash's seed replays it)."""
    mod = _uifuzz()
    a = mod.fuzz(1, 250, seed=3, app=app, humans=[2])
    b = mod.fuzz(1, 250, seed=3, app=app, humans=[2])
    assert not a.crashes and not b.crashes, [c.line() for c in a.crashes + b.crashes]
    assert a.trace and a.trace == b.trace and a.events == b.events
