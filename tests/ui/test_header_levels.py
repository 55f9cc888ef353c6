"""A bot's level stays readable in its header: '(hard)' where the tag fits, else pips (one form for every bot at the
table), and hovering the name says the level in words."""

import pygame
import pytest

from game.match import Match
from game.ui.i18n import set_lang
from game.ui.table import TableScene, draw
from game.ui.text.names import level_pips, seat_tip

SIX = ["human", "bot:easy", "bot:normal", "bot:hard", "bot:expert", "bot:normal"]


def test_level_pips_count_the_steps_and_people_get_none():
    assert [level_pips(k) for k in ("bot:easy", "bot:normal", "bot:hard", "bot:expert")] == [1, 2, 3, 4]
    assert level_pips("human") == 0 and level_pips("bot:random") == 0


def test_the_tip_names_the_level_in_either_language():
    assert seat_tip("Ana", "human") == ""
    assert seat_tip("Bot 4", "bot:hard") == "Bot 4: computer player, hard level"
    set_lang("fr")
    try:
        assert seat_tip("Bot 4", "bot:hard") == "Bot 4 : joueur ordinateur, niveau difficile"
    finally:
        set_lang("en")


def _table(app, seats):
    match = Match(seats, [f"Bot {i + 1}" if k != "human" else "Ana" for i, k in enumerate(seats)], 3,
                  autosave=False)
    scene = TableScene(app, match)
    app.push(scene)
    return scene


def _drawn(scene, monkeypatch):
    """Draw the table once; (texts drawn, pips painted as (x, filled))."""
    texts, pips = [], []
    real_text, real_pips = draw.gfx.text, draw.pips.paint

    def text(s, *a, **k):
        texts.append(s)
        return real_text(s, *a, **k)

    def paint(surf, x, cy, filled, fs):
        pips.append((x, filled))
        real_pips(surf, x, cy, filled, fs)

    monkeypatch.setattr(draw.gfx, "text", text)
    monkeypatch.setattr(draw.pips, "paint", paint)
    scene.forget_caches()
    scene.draw(pygame.Surface(scene.app.size))
    return texts, pips


def test_six_players_at_1280_show_every_bot_level_as_pips(app, monkeypatch):
    scene = _table(app, SIX)
    texts, pips = _drawn(scene, monkeypatch)
    assert not [t for t in texts if "(normal)" in t or "(hard)" in t]   # no bot's tag cut to a lone name
    crown = scene.view.get("first_player")
    shown = {s: level_pips(SIX[s]) for s in range(1, 6) if s != crown}
    assert sorted(f for _, f in pips) == sorted(shown.values())   # the crown's seat may lack the room
    for s in range(1, 6):   # and the name's tooltip says it in words, crown or not
        zone = scene.layout.zones[f"name{s}"]
        pos = (zone.x + zone.h * 2, zone.centery) if s == crown else (zone.centerx, zone.centery)
        scene.pointer.mouse = pos
        assert scene.tips.spot_tip() == seat_tip(f"Bot {s + 1}", SIX[s])


@pytest.mark.parametrize("seats", [["human", "bot:hard", "bot:easy"], ["human", "human", "bot:normal"]])
def test_three_players_keep_the_tag_in_words(app, monkeypatch, seats):
    scene = _table(app, seats)
    texts, pips = _drawn(scene, monkeypatch)
    assert pips == []
    for s, kind in enumerate(seats):
        if kind.startswith("bot:") and s != scene.viewer:
            assert any(t.startswith(f"Bot {s + 1} ({kind[4:]})") for t in texts), texts


def test_new_game_shows_each_bot_level_as_the_headers_do(app, monkeypatch):
    """Where the level is chosen, each bot seat's button has its pips beside it, so the table's pips read at once."""
    from game.ui.screens import menus
    scene = menus.NewGameScene(app, app.stack.top)
    scene._cycle(1)   # normal -> hard
    scene._cycle(2)
    scene._cycle(2)   # normal -> hard -> human
    painted = []
    monkeypatch.setattr(menus.pips, "paint", lambda surf, x, cy, filled, fs: painted.append((round(cy), filled)))
    scene.draw(pygame.Surface(app.size))
    rows = {round(r.centery): kind for r, kind in zip(scene.kind_rects, scene.kinds)}
    assert sorted(painted) == sorted((cy, level_pips(kind)) for cy, kind in rows.items() if level_pips(kind))
    assert [f for _, f in sorted(painted)] == [3, 2]   # seat 2 hard, seat 3 human (none), seat 4 normal
