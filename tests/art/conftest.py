"""Headless pygame for art and sound tests: dummy video/audio drivers before pygame loads (user folders in tmp:
tests/conftest.py)."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
