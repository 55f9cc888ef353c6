"""settings.json: a bad file means default settings and a dated backup before it is replaced; atomic writes."""

import json

import pytest

from game import storage
from game.settings import Settings
from tests.files.helpers import assert_french, deep_json

BAD_SETTINGS = {
    "deep": (deep_json(), "settings.json: not usable JSON: nested too deeply"),
    "utf8": (b'{"lang": "\xff"}', "settings.json: not UTF-8 text (bad byte at offset 10)"),
    "lang": (b'{"lang": "de"}', "settings.json: 'lang' must be one of en, fr, got 'de'"),
    "speed": (b'{"anim_speed": "fast"}', "settings.json: 'anim_speed' must be a number from 0 to 4, got 'fast'"),
    "speed_range": (b'{"anim_speed": 1e308}', "settings.json: 'anim_speed' must be a number from 0 to 4, got 1e+308"),
    "fullscreen": (b'{"fullscreen": "yes"}', "settings.json: 'fullscreen' must be true or false, got 'yes'"),
    "list": (b"[1, 2]", "settings.json: not a settings object"),
    "not_json": (b"{", "settings.json: not JSON: Expecting property name enclosed in double quotes at line 1"),
}


@pytest.mark.parametrize("case", sorted(BAD_SETTINGS))
def test_bad_settings_give_defaults_one_line_and_a_backup(case):
    raw, line = BAD_SETTINGS[case]
    path = Settings.path()
    path.parent.mkdir(parents=True)
    path.write_bytes(raw)
    s = Settings.load()
    assert (s.lang, s.anim_speed, s.fullscreen) == ("en", 1.0, False)
    assert s.problem == line and s.fault is not None
    assert_french(s.fault, "settings.json : ")   # and in French, for a window in French
    assert path.read_bytes() == raw                       # loading never touches the file
    s.lang = "fr"
    assert s.save() is None
    [backup] = storage.backups(path)
    assert backup.read_bytes() == raw and backup.name.startswith("settings.bad-2")
    assert json.loads(path.read_text()) == {"lang": "fr", "anim_speed": 1.0, "fullscreen": False, "sound": True,
                                            "volume": 0.7, "panels_continue": False, "extra": {}}
    assert Settings.load() == Settings(lang="fr")
    assert not list(path.parent.glob("*.tmp"))


def test_missing_settings_are_defaults_without_a_problem():
    s = Settings.load()
    assert s == Settings() and s.problem is None


def test_settings_save_reports_a_write_failure(tmp_path):
    blocker = tmp_path / "config"
    blocker.write_bytes(b"a file where the folder should be")
    assert Settings().save(blocker / "settings.json").startswith(f"cannot save {blocker / 'settings.json'}: ")
    assert blocker.read_bytes() == b"a file where the folder should be"


def test_start_screen_says_the_settings_file_was_not_used():
    import pygame

    from game.ui.app import App, UIConfig
    from game.ui.screens.menus import TitleScene
    path = Settings.path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"lang": "de"}')
    app = App(UIConfig(size=(1280, 720), autosave=False))
    try:
        title = TitleScene(app)
        app.push(title)
        app.step(0.0, [])
        assert title.message == "settings.json: 'lang' must be one of en, fr, got 'de'; using the default settings"
    finally:
        pygame.quit()
    assert path.read_bytes() == b'{"lang": "de"}'


def test_sound_settings_are_checked():
    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"sound": "loud"}')
    assert Settings.load().problem == "settings.json: 'sound' must be true or false, got 'loud'"
    path.write_bytes(b'{"volume": 3}')
    assert Settings.load().problem == "settings.json: 'volume' must be a number from 0 to 1, got 3"
    path.write_bytes(b'{"sound": false, "volume": 0.25}')
    s = Settings.load()
    assert s.problem is None and (s.sound, s.volume) == (False, 0.25)


@pytest.mark.parametrize("env, lang", [({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANGUAGE": "fr:en", "LANG": "C"}, "fr"),
                                       ({"LC_ALL": "fr_CA.UTF-8"}, "fr"), ({"LANG": "de_DE.UTF-8"}, "en"),
                                       ({"LANG": "C.UTF-8"}, "en")])
def test_a_first_start_speaks_the_system_language(env, lang, monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert Settings.load().lang == lang                       # no settings file yet
    path = Settings.path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"volume": 3}')
    s = Settings.load()                                        # an unusable one: defaults, in that language too
    assert s.lang == lang and s.problem == "settings.json: 'volume' must be a number from 0 to 1, got 3"
    path.write_bytes(b'{"lang": "en"}')
    assert Settings.load().lang == "en"                        # a saved choice always wins
