"""Headless pygame for art and sound tests: dummy video/audio drivers before pygame loads; user folders in tmp."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _user_dirs(tmp_path_factory):
    base = tmp_path_factory.mktemp("xdg")
    for var in ("XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        os.environ[var] = str(base / var.lower())
    yield
