"""A data folder that takes no writes (read-only, full disk, no permission): a scripted run exits with status 2 and
one line instead of waiting on an error screen, the window says the game "cannot be saved" (not "cannot be
read"), files already there stay byte-identical and no temp file is left.

Tests run as root, where chmod does not stop writes: the file helpers of game/storage.py are made to fail with the
error the system would give (one test uses chmod and is skipped under root)."""

import builtins
import errno
import os

import pytest

from game import storage
from tests.files.helpers import valid_save

MESSAGES = {errno.EROFS: "Read-only file system", errno.ENOSPC: "No space left on device",
            errno.EACCES: "Permission denied"}


class _RefusingOs:
    """The os module for game/storage.py, except that creating a file under `root` fails with `code`."""

    def __init__(self, root, code):
        self.root, self.code = str(root), code

    def __getattr__(self, name):
        return getattr(os, name)

    def open(self, path, flags, *args):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT) and str(path).startswith(self.root):
            raise OSError(self.code, os.strerror(self.code), str(path))
        return os.open(path, flags, *args)


@pytest.fixture
def refuse_writes(monkeypatch):
    """refuse_writes(root, code, lock_too=True): writes under root fail with code. A full disk (lock_too False)
    still lets the tiny lock file be made; the autosave's temp file is created, then its write fails."""
    def make(root, code, lock_too=True):
        root = str(root)
        if lock_too:
            monkeypatch.setattr(storage, "os", _RefusingOs(root, code))

        def fake_open(path, mode="r", *args, **kw):
            if any(c in mode for c in "wax") and str(path).startswith(root):
                if not lock_too:   # a full disk: the file is made, the bytes do not fit
                    builtins.open(path, mode, *args, **kw).close()
                raise OSError(code, os.strerror(code), str(path))
            return builtins.open(path, mode, *args, **kw)
        monkeypatch.setattr(storage, "open", fake_open, raising=False)
    return make


def _files(folder):
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()} if folder.exists() else {}


SCRIPTED_PLAY = ("play", "--seats", "bot:easy,bot:easy,bot:easy", "--exit-at-end", "--size", "640x400")


@pytest.mark.parametrize("code,lock_too", [(errno.EROFS, True), (errno.EACCES, True), (errno.ENOSPC, False)])
def test_scripted_play_exits_2_with_the_message(code, lock_too, user_dirs, refuse_writes, cli):
    user_dirs.mkdir(parents=True)
    refuse_writes(user_dirs, code, lock_too)
    status, out, err = cli(*SCRIPTED_PLAY)
    assert (status, out) == (2, "")
    assert len(err) == 1 and err[0].startswith("error: The game cannot be saved (cannot "), err
    assert MESSAGES[code] in err[0] and str(user_dirs) in err[0]
    assert not list(user_dirs.glob("*.tmp")) and not (user_dirs / "autosave.json").exists()


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENOSPC])
def test_scripted_continue_exits_2_and_keeps_every_file(code, user_dirs, refuse_writes, cli, tmp_path):
    game_file = tmp_path / "kept.json"
    raw = valid_save(game_file)
    old_autosave = valid_save(user_dirs / "autosave.json", seed=9)
    before = _files(user_dirs)
    refuse_writes(user_dirs, code, lock_too=code != errno.ENOSPC)
    status, out, err = cli("continue", str(game_file), "--exit-at-end", "--size", "640x400")
    assert (status, out) == (2, "")
    assert len(err) == 1 and "cannot be saved" in err[0] and MESSAGES[code] in err[0], err
    assert game_file.read_bytes() == raw
    after = _files(user_dirs)
    after.pop(next((k for k in after if str(k).endswith(".lock")), None), None)   # a full disk's empty lock
    kept = [k for k in after if str(k).startswith("autosave.previous-")]   # the old game set aside, if it fit
    assert all(after.pop(k) == old_autosave for k in kept)
    assert after == before and (user_dirs / "autosave.json").read_bytes() == old_autosave


def test_window_title_continue_says_cannot_be_written(user_dirs, refuse_writes):
    """A good autosave in a read-only folder: Continue says it cannot be saved, not that it cannot be read."""
    import pygame

    from game.ui.app import App, Settings, UIConfig
    raw = valid_save(user_dirs / "autosave.json")
    refuse_writes(user_dirs, errno.EROFS)
    app = App(UIConfig(size=(640, 400)), settings=Settings())
    try:
        title = app.make("title")
        app.push(title)
        title.cont()
        assert "cannot be saved" in title.message and "cannot be read" not in title.message
        assert MESSAGES[errno.EROFS] in title.message
        assert app.stack.top is title   # no table opened
        app.step(0.0, [])               # the message draws
    finally:
        pygame.quit()
    assert (user_dirs / "autosave.json").read_bytes() == raw


def test_window_error_scene_waits_for_a_key_when_not_scripted(user_dirs, refuse_writes):
    """Not scripted: the error screen stays up (says "cannot be saved") until a key; then exit status 2."""
    import pygame

    from game.ui import app as app_module
    from game.ui.app import App, ErrorScene, Settings, UIConfig
    refuse_writes(user_dirs, errno.EROFS)
    app = App(UIConfig(size=(640, 400), seats=["bot:easy"] * 3), settings=Settings())
    try:
        with pytest.raises(app_module.SaveError) as exc:
            app.start_game(["bot:easy"] * 3, ["A", "B", "C"], 4)
        message = app_module.save_problem(exc.value)
        assert message.startswith("The game cannot be saved (cannot lock ")
        app.push(ErrorScene(app, message))
        for _ in range(3):
            app.step(0.05, [])
        assert app.running
        app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
        assert (app.running, app.exit_code) == (False, 2)
    finally:
        pygame.quit()


def test_failed_write_leaves_no_temp_and_the_old_file(tmp_path, refuse_writes):
    path = tmp_path / "data" / "settings.json"
    path.parent.mkdir()
    path.write_bytes(b'{"old": 1}')
    refuse_writes(path.parent, errno.ENOSPC, lock_too=False)
    with pytest.raises(OSError):
        storage.write_json(path, {"new": 2})
    assert path.read_bytes() == b'{"old": 1}'
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]


def test_failed_backup_leaves_no_partial_copy(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    path.write_bytes(b"not json")
    real = os.fdopen

    def full(fd, *args, **kw):
        fh = real(fd, *args, **kw)
        fh.write = lambda data: (_ for _ in ()).throw(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)))
        return fh
    monkeypatch.setattr(storage.os, "fdopen", full)
    with pytest.raises(OSError):
        storage.set_aside(path)
    monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]
    assert path.read_bytes() == b"not json"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes through chmod")
def test_read_only_data_folder_with_chmod(user_dirs, cli):
    user_dirs.mkdir(parents=True)
    user_dirs.chmod(0o555)
    try:
        status, _, err = cli(*SCRIPTED_PLAY)
    finally:
        user_dirs.chmod(0o755)
    assert status == 2 and len(err) == 1 and "cannot be saved" in err[0]


def test_new_game_screen_says_cannot_be_written_on_a_full_disk(user_dirs, refuse_writes):
    import pygame

    from game.ui.app import App, Settings, UIConfig
    user_dirs.mkdir(parents=True)
    refuse_writes(user_dirs, errno.ENOSPC, lock_too=False)
    app = App(UIConfig(size=(640, 400)), settings=Settings())
    try:
        scene = app.make("new_game", app.make("title"))
        app.push(scene)
        scene.start()
        assert app.stack.top is scene   # no table: a game that cannot be saved is not started
        assert scene.message.startswith("The game cannot be saved (cannot write ")
        assert MESSAGES[errno.ENOSPC] in scene.message
        app.step(0.0, [])
    finally:
        pygame.quit()
    assert not list(user_dirs.glob("*.tmp")) and not (user_dirs / "autosave.json").exists()
