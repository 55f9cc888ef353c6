"""Build step only (metadata in setup.cfg): copy the top-level cards.toml and assets/ into the built package as
game/_data/, so an installed game finds them (game/resources.py looks there first, then at the repository root)."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA = ("cards.toml", "assets")


class BuildPyWithData(build_py):
    """build_py, then game/_data/ = copies of the top-level data files (not for editable installs)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "game" / "_data"
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        for name in DATA:
            src = ROOT / name
            if src.is_dir():
                shutil.copytree(src, target / name, ignore=shutil.ignore_patterns("*.tmp", "__pycache__"))
            else:
                shutil.copy2(src, target / name)


setup(cmdclass={"build_py": BuildPyWithData})
