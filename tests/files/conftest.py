"""Bad files and flags: user folders in tmp for every test, headless pygame, helpers to run the command line."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    """Fresh data/config/cache folders for each test; returns the data folder (where the autosave lives)."""
    for var in ("XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    return tmp_path / "xdg_data_home" / "immortal8"


@pytest.fixture
def cli(capsys):
    """Run `main.py ARGS` in-process: (exit status, stdout, stderr lines)."""
    from game.cli import main

    def run(*args: str) -> tuple[int, str, list[str]]:
        try:
            code = main(list(args))
        except SystemExit as exc:   # argparse's own errors
            code = exc.code
        out, err = capsys.readouterr()
        return code, out, err.splitlines()
    return run


@pytest.fixture
def no_window(monkeypatch):
    """Fail the test if the command line tries to open the game window."""
    import game.ui.app

    def refuse(config):
        raise AssertionError(f"a window was opened with {config}")
    monkeypatch.setattr(game.ui.app, "run", refuse)
