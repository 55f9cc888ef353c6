"""Losses are shown before they happen: the hover tip over a card, the choice buttons and the end-turn question say
what a cap or the empty supply would cut; the log says it after; your counters show the caps."""

import pygame
import pytest

from game.match import Match
from game.ui.i18n import set_lang
from game.ui.table import TableScene
from game.ui.table.counts import cap_of
from game.ui.text.logtext import event_text, loss_preview
from tests.rules.helpers import commerce_top, hold, place, table, turn


@pytest.fixture(autouse=True)
def _english():
    set_lang("en")
    yield
    set_lang("en")


def _scene(app, st):
    """A table on a prepared position (the human is seat 0, to act)."""
    match = Match(["human", "bot:easy", "bot:easy", "bot:easy"], list("ABCD"), 1, autosave=False)
    match._state = st
    scene = TableScene(app, match)
    app.push(scene)
    scene.sync()
    scene.tweens.finish_all()
    return match, scene


def _treasure_at(coins: int):
    st = table()
    place(st, 0, 48)
    hold(st, 0, coins=coins)
    return turn(st, 0)


def test_hover_over_treasure_at_eight_coins_says_one_is_lost(app):
    match, scene = _scene(app, _treasure_at(8))
    key = next(k for k in scene.layout.cards if k.startswith("s0:") and k.endswith(":48"))
    assert scene.pointer.targets().get(key) == "use 48"
    pygame.event.get()
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, scene.layout.cards[key].center)),
                                           rel=(0, 0), buttons=(0, 0, 0)))
    tip = scene.tips.hover_loss(key)
    assert "Lost to the cap" in tip and "1 coin" in tip
    assert scene.tips.zoom_extra(key) == tip   # the enlarged card says it too
    scene.draw(pygame.Surface(app.size))   # the tip is drawn without trouble
    set_lang("fr")
    scene.tips.forget()   # words are made afresh in the new language
    assert "Perdu au plafond" in scene.tips.hover_loss(key) and "1 pièce" in scene.tips.hover_loss(key)


def test_no_warning_when_nothing_is_lost(app):
    _, scene = _scene(app, _treasure_at(7))
    key = next(k for k in scene.layout.cards if k.startswith("s0:") and k.endswith(":48"))
    assert scene.tips.hover_loss(key) == ""


def test_choice_buttons_name_the_loss(app):
    """The Market at 9 coins: 2 coins (1 lost to the cap) or a Science token; the coins' button says it."""
    st = table()
    place(st, 0, 46)
    hold(st, 0, coins=9)
    commerce_top(st, "pawnbroker", "apothecary")
    turn(st, 0)
    from game.rules import apply_inplace
    apply_inplace(st, "use 46")
    assert st.pending.kind == "commerce"
    match, scene = _scene(app, st)
    scene.panel.build()
    coins = next(b for b in scene.buttons if b.action_name == "commerce 0")
    token = next(b for b in scene.buttons if b.action_name == "commerce 1")
    assert "1 coin lost to the cap" in coins.label and "Lost to the cap" in coins.tip
    assert "lost" not in token.label.lower() and "lost" not in token.tip.lower()
    chooser = scene.choice_scene   # the big-card chooser says it under the card too
    if chooser is None:
        scene._maybe_choice()
        chooser = scene.choice_scene
    labels = {a: label for _, label, a in chooser.items}
    assert "1 coin lost to the cap" in labels["commerce 0"] and "lost" not in labels["commerce 1"]


def test_counters_show_the_caps(app):
    st = _treasure_at(10)
    hold(st, 0, mil=6, sci=4)
    _, scene = _scene(app, st)
    assert cap_of("coins") == 10 and cap_of("cha") == 10 and cap_of("vp") == 0
    surf = pygame.Surface(app.size, pygame.SRCALPHA)
    r = scene.layout.zones["stat0:cha"]
    x0 = r.x + scene.layout.icon + 20
    assert scene.painter.paint_cap(surf, 0, "cha", r, x0) > x0   # "Σ10/10" fits beside your Chaos counter
    r = scene.layout.zones["stat0:coins"]
    assert scene.painter.paint_cap(surf, 0, "coins", r, r.x + scene.layout.icon + 20) > r.x + scene.layout.icon + 20
    # the counter's tooltip names the cap
    scene.pointer.hover_key = "stat0:mil"
    scene.pointer.mouse = tuple(map(int, r.center))
    said = []
    scene.tips.tooltip = lambda surf, text, **kw: said.append(text)
    scene.tips.draw_hover(pygame.Surface(app.size))
    assert any("10 of at most 10" in t for t in said)


def test_log_says_what_the_cap_took():
    e = {"t": "gain", "seat": 0, "what": {"coins": 2}, "lost": {"coins": 1}, "lost_to": {"coins": "cap"}}
    assert event_text(e, ["Ana", "Bo"], 0) == "You +2 coins, 1 lost to the cap"
    nothing = {"t": "gain", "seat": 1, "what": {}, "lost": {"civ": 1}, "lost_to": {"civ": "cap"}}
    assert event_text(nothing, ["Ana", "Bo"], 0) == "Bo: 1 civilization token lost to the cap"
    supply = {"t": "gain", "seat": 1, "what": {"coins": 2}, "lost": {"diamond": 1}, "lost_to": {"diamond": "supply"}}
    assert event_text(supply, ["Ana", "Bo"], 0) == "Bo +2 coins, 1 diamond lost: the supply is empty"
    assert event_text({"t": "gain", "seat": 0, "what": {"coins": 3}}, ["Ana", "Bo"], 0) == "You +3 coins"
    set_lang("fr")
    assert event_text(e, ["Ana", "Bo"], 0) == "Vous +2 pièces, 1 perdue au plafond"
    assert event_text(nothing, ["Ana", "Bo"], 0) == "Bo : 1 jeton Civilisation perdu au plafond"
    assert loss_preview({"lost": {"coins": 3}, "lost_to": {"coins": "cap"}}) == \
        "Perdu au plafond (10 au plus) : 3 pièces"


def test_play_button_names_the_bonus_lost_at_the_cap(app):
    from game.rules import apply_inplace, legal_actions, new_game
    st = new_game(4, 2)
    apply_inplace(st, legal_actions(st)[0])   # seat 0 picks; play or transform is asked
    assert st.pending.kind == "play" and st.pending.seat == 0
    p = st.players[0]
    p.slots[st.pending.info][0] = st.db.by_key["1"]   # Alpha: Bonus 1 Military
    p.mil, p.sci, p.cha = 5, 3, 2
    _, scene = _scene(app, st)
    scene.panel.build()
    play = next(b for b in scene.buttons if b.action_name == "play" and "·" in b.label)
    assert "civilization token lost to the cap" in play.label and "Lost to the cap" in play.tip
