"""Every test runs as on an English system: a first start takes the system's language (game/settings.py
`system_lang`), and the tests that expect English defaults must not depend on the machine running them.

And no test touches the player's own folders: saves, reviews, statistics and settings go to a folder of the
session's own (a test that needs a fresh one sets its own on top), so two test runs at once, or a test run beside
a game being played, never read each other's files.
"""

import os

import pytest

for _var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_var, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(scope="session", autouse=True)
def _user_dirs(tmp_path_factory):
    """The session's own data, config and cache folders (game/paths.py `user_dir`)."""
    base = tmp_path_factory.mktemp("xdg")
    for var in ("XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        os.environ[var] = str(base / var.lower())
    os.environ["LOCALAPPDATA"] = str(base / "localappdata")
    yield


@pytest.fixture(autouse=True)
def _english_again():
    """Each test starts in English: a window made in French (an App with a French setting, a layout check) sets the
    process's language, and a test after it must not read French it did not ask for."""
    yield
    from game.ui import i18n
    i18n.set_lang("en")
