"""Flags and other files: each bad one is a single line and exit status 2 before any window opens."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_screenshots_pointing_at_a_file(tmp_path, cli, no_window):
    target = tmp_path / "shots.png"
    target.write_bytes(b"not a folder")
    code, out, err = cli("play", "--seats", "human,bot,bot", "--exit-at-end", "--screenshots", str(target))
    assert (code, out, err) == (2, "", [f"error: --screenshots {target}: not a folder"])
    assert target.read_bytes() == b"not a folder"


def test_screenshots_under_a_file(tmp_path, cli, no_window):
    target = tmp_path / "shots.png"
    target.write_bytes(b"not a folder")
    code, _, err = cli("play", "--seats", "human,bot,bot", "--screenshots", str(target / "inner"))
    assert code == 2 and len(err) == 1
    assert err[0].startswith(f"error: --screenshots {target / 'inner'}: cannot create the folder: ")
    assert target.read_bytes() == b"not a folder"


@pytest.mark.parametrize("size, line", [
    ("7681x4320", "main.py play: error: argument --size: the window can be at most 7680x4320, not 7681x4320"),
    ("99999x99999", "main.py play: error: argument --size: the window can be at most 7680x4320, not 99999x99999"),
    ("100x100", "main.py play: error: argument --size: the window must be at least 640x400, not 100x100"),
    ("big", "main.py play: error: argument --size: size must look like 1280x720, not 'big'"),
])
def test_size_out_of_range(size, line, cli, no_window):
    assert cli("play", "--size", size) == (2, "", [line])


@pytest.mark.parametrize("seats, line", [
    ("", "error: unknown seat '' in --seats (use human, bot, bot:easy, bot:normal, bot:hard or bot:expert)"),
    ("human,,bot", "error: unknown seat '' in --seats (use human, bot, bot:easy, bot:normal, bot:hard or bot:expert)"),
    ("human,bot", "error: --seats needs 3 to 6 seats, got 2"),
    ("human,alien,bot",
     "error: unknown seat 'alien' in --seats (use human, bot, bot:easy, bot:normal, bot:hard or bot:expert)"),
])
def test_bad_seats(seats, line, cli, no_window):
    assert cli("play", "--seats", seats) == (2, "", [line])


def test_names_without_room(cli, no_window):
    assert cli("play", "--seats", "human,bot,bot", "--names", "a,b,c,d") == (
        2, "", ["error: --names gives 4 names for 3 seats"])


@pytest.mark.parametrize("args, line", [
    (("--seats", "human,alien,bot"),
     "erreur : place inconnue « alien » dans --seats (human, bot, bot:easy, bot:normal, bot:hard ou bot:expert)"),
    (("--seats", "human,bot"), "erreur : --seats demande de 3 à 6 places, pas 2"),
    (("--seats", "human,bot,bot", "--names", "a,b,c,d"), "erreur : --names donne 4 noms pour 3 places"),
    (("--size", "big"), "main.py play : erreur : option --size : une taille s'écrit comme 1280x720, pas 'big'"),
    (("--size", "100x100"), "main.py play : erreur : option --size : la fenêtre fait au moins 640x400, pas 100x100"),
    (("--seed", "x"), "main.py play : erreur : option --seed : 'x' n'est pas un nombre entier"),
    (("--bogus",), "main.py play : erreur : options inconnues : --bogus"),
])
def test_a_window_command_refuses_in_the_window_language(args, line, cli, no_window):
    # `--lang fr` (or --lang=fr) makes the refusal French, before or after the flag it refuses
    assert cli("play", "--lang", "fr", *args) == (2, "", [line])
    assert cli("play", *args, "--lang=fr") == (2, "", [line])


def test_the_saved_language_says_the_refusal_without_a_flag(cli, no_window, tmp_path, monkeypatch):
    from game.settings import Settings
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))   # this test's own settings, not the session's
    Settings(lang="fr").save()
    assert Settings.load().lang == "fr"
    assert cli("play", "--seats", "human,bot") == (2, "", ["erreur : --seats demande de 3 à 6 places, pas 2"])
    assert cli("play", "--lang", "en", "--seats", "human,bot") == (2, "", ["error: --seats needs 3 to 6 seats, got 2"])
    # a command without a window keeps English
    assert cli("simulate", "--games", "x", "--players", "4")[2] == [
        "main.py simulate: error: argument --games: invalid int value: 'x'"]


def test_real_process_exits_2_with_one_line_and_no_window(tmp_path):
    """The same through `python main.py`: nothing on stdout, one line on stderr, status 2."""
    proc = subprocess.run([sys.executable, "main.py", "play", "--seats", ""], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env={"PATH": "", "HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy"})
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.splitlines() == [
        "error: unknown seat '' in --seats (use human, bot, bot:easy, bot:normal, bot:hard or bot:expert)"]


def test_score_deep_position_file(tmp_path, cli):
    path = tmp_path / "deep.toml"
    raw = b"x = " + b"[" * 5000 + b"]" * 5000 + b"\n"
    path.write_bytes(raw)
    assert cli("score", str(path)) == (2, "", [f"error: {path}: not usable TOML: nested too deeply"])
    assert path.read_bytes() == raw
