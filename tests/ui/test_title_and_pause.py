"""Quit from the pause menu asks first; the title screen's buttons stay in place with or without a save, and the
Continue line gives the date, round and phase."""

import time

import pygame

from game.gamefile import autosave_path
from game.match import Match
from game.ui import i18n
from game.ui.panels.overlays import ConfirmScene
from game.ui.screens.menus import PauseScene, TitleScene
from game.ui.screens.savesummary import SaveSummary, summarise


def _click(app, button):
    pos = (int(button.rect.centerx), int(button.rect.centery))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.stack.top.process_event(pygame.event.Event(kind, {"pos": pos, "button": 1}))


def test_quit_from_the_pause_menu_asks_first(app):
    quits = []
    app.quit = lambda code=0: quits.append(code)
    pause = PauseScene(app, app.stack.top)
    app.push(pause)
    quit_button = next(b for b in pause.buttons if b.label == i18n.tr("quit"))
    _click(app, quit_button)
    assert quits == [] and isinstance(app.stack.top, ConfirmScene)
    assert app.stack.top.question == i18n.tr("quit_ask")
    app.stack.top.process_event(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0,
                                                                    "unicode": ""}))
    assert quits == [] and app.stack.top is pause   # "No" leaves the menu as it was
    _click(app, quit_button)
    app.stack.top.auto_answer()   # "Yes"
    assert quits == [0]


def _places(app):
    scene = TitleScene(app)
    scene.resize(app.size)
    return scene, [(b.label, tuple(b.rect)) for b in scene.buttons]


def test_title_buttons_stay_in_place_when_a_save_exists(app):
    path = autosave_path()
    if path.exists():
        path.unlink()
    without, places_without = _places(app)
    assert without.save_info == "" and not without.buttons[1].enabled
    match = Match(["human", "bot:easy", "bot:easy"], ["Ana", "Bot 2", "Bot 3"], 3, save_path=path)
    for _ in range(3):   # a few picks, so the save is a game under way
        while match.bot_to_act() is not None:
            match.run_bot_sync()
        match.submit(0, match.legal(0)[0])
    match.autosave()
    assert path.exists()
    with_save, places_with = _places(app)
    assert with_save.buttons[1].enabled
    assert [rect for _, rect in places_with] == [rect for _, rect in places_without]
    line = with_save.save_info
    assert "Round 1/2, Living Draft" in line and "Ana, Bot 2, Bot 3" in line
    assert time.strftime("%H:%M", time.localtime(path.stat().st_mtime)) in line


def test_continue_line_in_french():
    summary = SaveSummary(time.mktime((2026, 3, 5, 14, 7, 0, 0, 0, -1)), 2, "kingdom", ("Ana", "Bot 2"), False)
    i18n.set_lang("fr")
    try:
        assert summary.line() == "5 mars 14:07 · Ronde 2/2, Royaume · Ana, Bot 2"
    finally:
        i18n.set_lang("en")
    done = SaveSummary(summary.when, 2, "over", ("Ana", "Bot 2"), True)
    assert "Game over" in done.line()


def test_an_unreadable_save_gives_no_summary(tmp_path):
    bad = tmp_path / "autosave.json"
    bad.write_text("{not json")
    assert summarise(bad) is None
    assert bad.read_text() == "{not json"   # left untouched
