"""Headless pygame for UI tests: dummy video/audio drivers set before pygame is imported (user folders in tmp:
tests/conftest.py)."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A headless App at 1280x720 with instant-free normal animation speed and saves in tmp."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui.app import App, Settings, UIConfig
    a = App(UIConfig(size=(1280, 720), autosave=False), settings=Settings(anim_speed=1.0))
    yield a
    import pygame
    pygame.quit()
