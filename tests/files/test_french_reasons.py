"""A bad file's reason in French: every save, game file and settings file the English tests refuse says why in
French too (`Problem.fr`), and the windows show that line when they speak French."""

from __future__ import annotations

import pytest

from game import records
from game.match import SaveError, autosave_path, load
from game.settings import Settings
from game.storage import Problem, said
from tests.files.test_replay_files import BAD as BAD_GAME_FILES
from tests.files.test_saves import BAD_SAVES
from tests.files.test_settings_file import BAD_SETTINGS

# the English words of the reasons' leads: none may be left in a French reason (a rules message quoted inside one,
# "'nonsense' is not legal now", is the one English detail kept, after a French lead)
ENGLISH = ("not JSON", "not usable", "not UTF-8", "must be", "larger than", "unknown", "not a ", "does not",
           "do not replay", "cannot", "no such", "nested too", "Expecting", "Unterminated", "got ")


def _french_lead(problem: Problem) -> str:
    """The French reason up to a quoted rules message (the detail after 'ne se rejouent pas :')."""
    text = said(problem, "fr")
    return text.split("ne se rejouent pas", 1)[0]


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_every_bad_autosave_says_why_in_french(case):
    raw, _ = BAD_SAVES[case]
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(raw)
    with pytest.raises(SaveError) as err:
        load(path)
    lead = _french_lead(err.value)
    assert said(err.value, "en") == str(err.value) and said(err.value, "fr") != str(err.value)
    assert not [w for w in ENGLISH if w in lead], lead


@pytest.mark.parametrize("case", sorted(BAD_GAME_FILES))
def test_every_bad_game_file_says_why_in_french(case, tmp_path):
    raw, _ = BAD_GAME_FILES[case]
    path = tmp_path / "game.json"
    path.write_bytes(raw)
    from game.ui.review.screen import read_game  # the review's reading: checked, then replayed
    with pytest.raises(SaveError) as err:
        read_game(path)
    lead = _french_lead(err.value)
    assert lead.startswith(f"{path} : ") and not [w for w in ENGLISH if w in lead], lead


@pytest.mark.parametrize("case", sorted(BAD_SETTINGS))
def test_every_bad_settings_file_says_why_in_french(case):
    raw, line = BAD_SETTINGS[case]
    path = Settings.path()
    path.parent.mkdir(parents=True)
    path.write_bytes(raw)
    s = Settings.load()
    assert s.problem == line and s.fault is not None
    lead = said(s.fault, "fr")
    assert lead.startswith("settings.json : ") and not [w for w in ENGLISH if w in lead], lead


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
        assert title.message == ("settings.json : 'volume' doit être un nombre de 0 à 1, pas 3 ; "
                                 "réglages par défaut utilisés")
    finally:
        pygame.quit()
    assert path.read_bytes() == b'{"volume": 3}'
