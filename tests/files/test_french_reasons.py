"""A bad file's reason in French (`Problem.fr`; each bad save, game file and settings file of the English tests is
checked in French there too): the windows show that line when they speak French."""

from __future__ import annotations

from game import records
from game.settings import Settings


def test_a_cut_off_kept_game_reads_in_french_in_the_replays_list():
    import game.ui.screens.replays  # noqa: F401 - its strings
    from game.ui import i18n
    folder = records.games_dir()
    folder.mkdir(parents=True)
    (folder / "20261207-120229_seed41_037015720b.json").write_bytes(b'{"version": 1, "names": ["Ali')
    [entry] = records.list_games()
    assert entry.problem == "not JSON: Unterminated string starting at line 1"
    i18n.set_lang("fr")
    try:
        assert i18n.tr("rl:unreadable", why=i18n.said(entry.fault)) == \
            "Illisible : pas du JSON : un texte n'est pas fermé à la ligne 1"
    finally:
        i18n.set_lang("en")


def test_the_start_screen_says_in_french_that_the_settings_file_was_not_used():
    import pygame

    from game.ui.app import App, UIConfig
    from game.ui.screens.menus import TitleScene
    path = Settings.path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"volume": 3}')
    app = App(UIConfig(size=(1280, 720), autosave=False, lang="fr"))
    try:
        title = TitleScene(app)
        app.push(title)
        app.step(0.0, [])
        assert title.message == ("settings.json : « volume » doit être un nombre de 0 à 1, pas 3 ; "
                                 "réglages par défaut utilisés")
    finally:
        pygame.quit()
    assert path.read_bytes() == b'{"volume": 3}'
