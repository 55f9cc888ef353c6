"""Saves: every bad autosave ends in one line naming the problem, and its bytes are never lost or overwritten."""

import json
import os
import subprocess
import sys
import threading

import pytest

from game import storage
from game.gamefile import SaveError, SaveLocked, autosave_path, peek_save
from game.match import Match, load, startup_sweep
from tests.files.helpers import assert_french, deep_json, record, valid_save

BAD_SAVES = {
    "deep": (deep_json(), "autosave.json: not usable JSON: nested too deeply"),
    "utf8": (b'{"version": 1, "names": ["\xff\xfe"]}', "autosave.json: not UTF-8 text (bad byte at offset 26)"),
    "alien": (record(seats=["human", "alien", "bot:easy"]),
              "autosave.json: seat 2 is 'alien', not one of human, bot:easy, bot:normal, bot:hard, bot:expert"),
    "two_players": (record(seats=["human", "bot:easy"], names=["A", "B"], players=2),
                    "autosave.json: 'seats' must be a list of 3 to 6 seats"),
    "seven_players": (record(seats=["human"] * 7, names=list("ABCDEFG"), players=7),
                      "autosave.json: 'seats' must be a list of 3 to 6 seats"),
    "name_number": (record(names=["A", 7, "C"]), "autosave.json: name 2 must be text of 1 to 40 characters, got 7"),
    "action_list": (record(actions=[["pick 3"]]), "autosave.json: action #1 is not an action string: list"),
    "players_mismatch": (record(players=4), "autosave.json: 'players' is 4 but there are 3 seats"),
    "seed_bool": (record(seed=True), "autosave.json: 'seed' must be a whole number from 0 to 2**63-1, got True"),
    "future": (record(version=2), "autosave.json: unknown save version 2 (this game reads version 1)"),
    "illegal": (record(actions=["nonsense"]),
                "autosave.json: the actions do not replay: action #1: 'nonsense' is not legal now"),
    "not_json": (b"{not json", "autosave.json: not JSON: Expecting property name enclosed in double quotes at line 1"),
    "huge": (b" " * (storage.MAX_BYTES + 1), "autosave.json: larger than 4 MB"),
}


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_bad_save_is_one_line_and_untouched(case, user_dirs):
    raw, line = BAD_SAVES[case]
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(raw)
    with pytest.raises(SaveError) as err:
        load(path)
    msg = f"{path.name}: {err.value}"
    assert msg.startswith(line) and "\n" not in msg
    assert_french(err.value)                       # and in French, for a window in French
    if case != "illegal":              # the summary does not replay; Continue does, and says why
        assert peek_save(path) == ""
    assert path.read_bytes() == raw


def test_deep_autosave_still_opens_the_start_screen_and_continue_says_why(user_dirs):
    """The RecursionError case through the game window: Start screen opens, Continue shows the line."""
    from game.ui.app import App, Settings, UIConfig
    from game.ui.screens.menus import TitleScene
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(deep_json())
    app = App(UIConfig(size=(1280, 720)), settings=Settings())
    try:
        title = TitleScene(app)
        app.push(title)
        app.step(0.0, [])
        title.cont()
        assert "nested too deeply" in title.message
        app.step(0.0, [])
    finally:
        import pygame
        pygame.quit()
    assert path.read_bytes() == deep_json()


def test_unusable_saves_are_set_aside_under_dated_names_before_a_new_game(user_dirs):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    kept = []
    for raw in (record(version=2), record(actions=["nonsense"]), b"{not json"):
        path.write_bytes(raw)
        m = Match(["human", "bot:easy", "bot:easy"], ["A", "B", "C"], 1, save_path=path)
        m.claim()
        m.autosave()
        m.close()
        assert m.backup is not None and m.backup.read_bytes() == raw
        kept.append(m.backup)
    assert len(set(kept)) == 3 and storage.backups(path) == sorted(kept)   # three backups, none overwritten
    assert all(p.name.startswith("autosave.bad-2") for p in kept)
    assert load(path).actions == []                                          # the new game was saved


def test_a_good_save_is_not_set_aside(user_dirs):
    path = autosave_path()
    valid_save(path)
    m = Match(["human", "bot:easy", "bot:easy"], ["A", "B", "C"], 1, save_path=path)
    m.claim()
    assert m.backup is None and storage.backups(path) == []


def test_write_is_fsynced_before_replace(tmp_path, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    me = threading.get_ident()   # only this test's calls: a background thread (the sound cache) may write too

    def note(what: str) -> None:
        if threading.get_ident() == me:
            calls.append(what)

    monkeypatch.setattr(os, "fsync", lambda fd: (note("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (note("replace"), real_replace(a, b))[1])
    storage.write_json(tmp_path / "x.json", {"a": 1})
    assert calls[:2] == ["fsync", "replace"]
    assert calls[2:] == ([] if os.name == "nt" else ["fsync"])     # the folder, where the platform allows
    assert json.loads((tmp_path / "x.json").read_text()) == {"a": 1}
    assert not list(tmp_path.glob("*.tmp"))


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_startup_sweeps_temp_files_of_killed_writes(user_dirs):
    user_dirs.mkdir(parents=True)
    dead = user_dirs / f"autosave.json.{_dead_pid()}.tmp"
    mine = user_dirs / f"autosave.json.{os.getpid()}.tmp"
    other = user_dirs / "notes.tmp"
    for p in (dead, mine, other):
        p.write_bytes(b"half a file")
    startup_sweep()
    assert not dead.exists() and mine.exists() and other.exists()


@pytest.fixture
def other_window():
    """A live process that holds the autosave lock, as a second game window would."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield proc.pid
    proc.kill()
    proc.wait()


def _lock_for(pid: int) -> None:
    lock = autosave_path().with_name("autosave.json.lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text(json.dumps({"pid": pid, "host": None, "start": storage._start_time(pid)}))


def test_second_window_is_refused_with_a_message_and_the_save_kept(user_dirs, other_window):
    path = autosave_path()
    raw = valid_save(path)
    _lock_for(other_window)
    m = Match(["human", "bot:easy", "bot:easy"], ["A", "B", "C"], 1, save_path=path)
    with pytest.raises(SaveLocked) as err:
        m.claim()
    assert str(err.value).startswith(f"another Immortal 8 window (process {other_window}) is using autosave.json")
    m.autosave()                                  # mid-game: never raises, never writes, says why
    assert m.save_error and "another Immortal 8 window" in m.save_error
    assert path.read_bytes() == raw


def test_second_window_from_the_command_line_exits_2(user_dirs, other_window, cli, no_window):
    path = autosave_path()
    raw = valid_save(path)
    _lock_for(other_window)
    code, _, err = cli("play", "--seats", "human,bot,bot")
    assert code == 2 and len(err) == 1
    assert err[0].startswith(f"error: another Immortal 8 window (process {other_window}) is using autosave.json")
    assert path.read_bytes() == raw


def test_second_window_continue_shows_the_message(user_dirs, other_window):
    from game.ui.app import App, Settings, UIConfig
    from game.ui.screens.menus import TitleScene
    path = autosave_path()
    raw = valid_save(path)
    _lock_for(other_window)
    app = App(UIConfig(size=(1280, 720)), settings=Settings())
    try:
        title = TitleScene(app)
        app.push(title)
        title.cont()
        assert title.message.startswith("another Immortal 8 window")
        assert app.stack.top is title
    finally:
        import pygame
        pygame.quit()
    assert path.read_bytes() == raw


def test_stale_lock_of_a_dead_window_is_taken_over(user_dirs):
    path = autosave_path()
    valid_save(path)
    _lock_for(_dead_pid())
    m = Match(["human", "bot:easy", "bot:easy"], ["A", "B", "C"], 1, save_path=path)
    m.claim()
    m.autosave()
    assert m.save_error is None and load(path).actions == []
    m.close()
    assert not path.with_name("autosave.json.lock").exists()


def test_write_failure_mid_game_is_reported_not_raised(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    m = Match(["human", "bot:easy", "bot:easy"], ["A", "B", "C"], 1, save_path=path)
    m.claim()

    def full(*_a, **_k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(storage, "write_atomic", full)
    monkeypatch.setattr("game.storage.write_atomic", full)
    m.autosave()
    assert m.save_error == f"cannot write {path}: No space left on device"
    m.close()
