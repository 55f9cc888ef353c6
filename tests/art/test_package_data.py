"""A built (non-editable) package carries cards.toml and assets/ as game/_data/ and Hard's leaf weights, and the
game finds them there when run from outside the source tree. Offline and quick: the setup.py build step runs on a
copy of the sources."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    src = tmp_path_factory.mktemp("src")
    for name in ("setup.py", "setup.cfg", "pyproject.toml", "README.md", "MANIFEST.in", "cards.toml"):
        shutil.copy2(ROOT / name, src / name)
    skip = shutil.ignore_patterns("__pycache__", "_data", "*.tmp")
    shutil.copytree(ROOT / "assets", src / "assets", ignore=skip)
    shutil.copytree(ROOT / "game", src / "game", ignore=skip)
    lib = tmp_path_factory.mktemp("lib")
    r = subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(lib)], cwd=src,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return lib


def test_build_copies_the_data_into_the_package(built):
    data = built / "game" / "_data"
    assert (data / "cards.toml").read_bytes() == (ROOT / "cards.toml").read_bytes()
    for p in (ROOT / "assets").rglob("*"):
        if p.is_file():
            assert (data / p.relative_to(ROOT)).read_bytes() == p.read_bytes(), p


def test_installed_game_finds_its_data_outside_the_source_tree(built, tmp_path):
    probe = (
        "import game, game.rules.cards as c, game.ui.cards.artdata as a, game.ui.cards.icon as i\n"
        "from game.rules.cards import default_db\n"
        "print(game.__file__); print(c.DEFAULT_PATH); print(a.DEFAULT_PATH); print(i.ICON_PATH)\n"
        "print(len(default_db().civ), len(a.default_art()))\n"
        "import game.bots.leaf as leaf; print(leaf.WEIGHTS_FILE.is_file() and leaf._W == leaf.load_weights())\n"
        "import game.bots.belief as b; print(b.WEIGHTS_FILE.is_file() and b._W is not None)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(built)}
    r = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    pkg, cards, art, icon, counts, leaf_weights, belief_weights = r.stdout.strip().splitlines()
    data = built / "game" / "_data"
    assert Path(pkg).is_relative_to(built)
    assert Path(cards) == data / "cards.toml"
    assert Path(art) == data / "assets" / "art.toml"
    assert Path(icon) == data / "assets" / "icon.png"
    assert counts == "48 49"
    assert leaf_weights == "True"   # Hard's fitted leaf projection ships with the package
    assert belief_weights == "True"   # and so does its belief about hidden Immortals


def test_resource_prefers_the_packaged_copy(tmp_path, monkeypatch):
    from game import resources
    monkeypatch.setattr(resources, "PACKAGE_DATA", tmp_path / "missing")
    assert resources.resource("cards.toml") == ROOT / "cards.toml"
    (tmp_path / "_data").mkdir()
    (tmp_path / "_data" / "cards.toml").write_text("schema = 1\n")
    monkeypatch.setattr(resources, "PACKAGE_DATA", tmp_path / "_data")
    assert resources.resource("cards.toml") == tmp_path / "_data" / "cards.toml"
    assert resources.resource("assets/art.toml") == ROOT / "assets" / "art.toml"
