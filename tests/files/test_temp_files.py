"""Temp files: start-up sweeps ours (NAME.PID.tmp, NAME.PID.THREAD.tmp) whose process is gone or that are old, in
every folder the game writes (data, games/, exports/, positions/, config, the card-face and sound caches), and
nothing else; a write that fails leaves none behind."""

import errno
import os
import subprocess
import sys
import time

import pytest
from PIL import Image

from game import storage
from game.match import startup_sweep
from game.ui.cards import art


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


@pytest.mark.parametrize("name,pid", [("autosave.json.123.tmp", 123), ("civ_25.123.140234987.tmp", 123),
                                      ("game-0001.json.77.tmp", 77), ("notes.tmp", None), ("autosave.json.tmp", None),
                                      ("x.abc.tmp", None), ("autosave.json.123.tmp.png", None), ("123.tmp", None)])
def test_temp_pid_reads_only_our_names(name, pid):
    assert storage.temp_pid(name) == pid


def _folders(tmp_path):
    data, cache, config = (tmp_path / f"xdg_{k}_home" / "immortal8" for k in ("data", "cache", "config"))
    return [data, data / "games", data / "exports", data / "positions", config, cache / "cards" / "0123abcd",
            cache / "sounds" / "4567ef01"]


def test_startup_sweeps_every_folder_and_only_our_dead_temps(tmp_path):
    dead, mine = _dead_pid(), os.getpid()
    kept, gone = {}, []
    for i, folder in enumerate(_folders(tmp_path)):
        folder.mkdir(parents=True, exist_ok=True)
        for name in (f"a{i}.json.{dead}.tmp", f"civ_{i}.{dead}.140000{i}.tmp"):
            (folder / name).write_bytes(b"half")
            gone.append(folder / name)
        old = folder / f"b{i}.json.{mine}.tmp"   # ours, but written long ago: never a write in progress
        old.write_bytes(b"old")
        stamp = time.time() - storage.STALE_TEMP_S - 60
        os.utime(old, (stamp, stamp))
        gone.append(old)
        for name in (f"c{i}.json.{mine}.tmp", "notes.tmp", f"keep.{dead}.txt", f"game{i}.json", "x.abc.tmp"):
            (folder / name).write_bytes(name.encode())
            kept[folder / name] = name.encode()
    startup_sweep()
    assert [p for p in gone if p.exists()] == []
    assert {p: p.read_bytes() for p in kept} == kept


def test_a_live_process_keeps_its_temp(tmp_path):
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        tmp = tmp_path / f"autosave.json.{proc.pid}.tmp"
        tmp.write_bytes(b"being written")
        assert storage.sweep_temp(tmp_path) == [] and tmp.exists()
        assert storage.sweep_temp(tmp_path, now=time.time() + storage.STALE_TEMP_S + 1) == [tmp]
    finally:
        proc.kill()
        proc.wait()


def test_play_sweeps_before_the_window_opens(tmp_path, cli, monkeypatch):
    import game.ui.app
    folder = _folders(tmp_path)[5]
    folder.mkdir(parents=True)
    tmp = folder / f"civ_1.{_dead_pid()}.1.tmp"
    tmp.write_bytes(b"half a face")
    monkeypatch.setattr(game.ui.app, "run", lambda config: 0)
    assert cli("play", "--seats", "human,bot,bot")[0] == 0
    assert not tmp.exists()


class _FullDiskImage:
    """An image whose PNG write fills the disk halfway through."""

    def save(self, path, format=None):
        with open(path, "wb") as fh:
            fh.write(b"\x89PNG half")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_failed_face_write_leaves_no_temp(tmp_path):
    cache = art.FaceCache(tmp_path)
    with pytest.raises(OSError):
        cache.store("civ:1", "en", 80, _FullDiskImage())
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == []
    good = cache.store("civ:1", "en", 80, Image.new("RGBA", (4, 6)))
    assert [p for p in tmp_path.rglob("*") if p.is_file()] == [good]


def test_a_failed_atomic_write_leaves_no_temp_and_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "games" / "game-0001.json"
    path.parent.mkdir()
    path.write_bytes(b"{}")

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(storage.os, "fsync", full)
    with pytest.raises(OSError):
        storage.write_json(path, {"a": 1})
    monkeypatch.undo()
    assert [p.name for p in path.parent.iterdir()] == ["game-0001.json"] and path.read_bytes() == b"{}"
