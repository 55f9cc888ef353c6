"""The sound cache: a damaged cached WAV (cut short, header only, not a WAV, another format, all silent, empty) is
synthesized again instead of leaving its effect silent; a good one is only read; a failed write leaves no temp."""

import errno
import io
import os
import wave

import pytest

from game.ui.audio import sound, synth


def _other_rate(name: str) -> bytes:
    out = io.BytesIO()
    good = synth.wav_bytes(name)
    with wave.open(io.BytesIO(good)) as r, wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(synth.RATE * 2)
        w.writeframes(r.readframes(r.getnframes()))
    return out.getvalue()


DAMAGES = {
    "cut_short": (lambda good, name: good[: len(good) // 2], "samples (header: "),
    "header_only": (lambda good, name: good[:44], "0 samples (header: "),
    "garbage": (lambda good, name: b"\x00\xff" * 500, "not a WAV file"),
    "empty": (lambda good, name: b"", "not a WAV file"),
    "silent": (lambda good, name: good[:44] + bytes(len(good) - 44), "all silent"),
    "other_rate": (lambda good, name: _other_rate(name), "channels, sample width and rate are (1, 2, 44100)"),
    "longer": (lambda good, name: good + good[44:100], " bytes, not "),
}


@pytest.mark.parametrize("case", sorted(DAMAGES))
def test_wav_problem_names_the_damage(case):
    good = synth.wav_bytes("pickup")
    damage, said = DAMAGES[case]
    assert synth.wav_problem("pickup", good) is None
    problem = synth.wav_problem("pickup", damage(good, "pickup"))
    assert problem is not None and said in problem, problem


@pytest.mark.parametrize("case", sorted(DAMAGES))
def test_a_damaged_cached_sound_is_rebuilt(case, tmp_path):
    name = "coin_gain"
    good = synth.wav_bytes(name)
    p = sound.sound_dir(tmp_path) / f"{name}.wav"
    p.parent.mkdir(parents=True)
    p.write_bytes(DAMAGES[case][0](good, name))
    assert sound.sound_file(name, tmp_path) == p
    assert p.read_bytes() == good
    assert sorted(x.name for x in p.parent.iterdir()) == [f"{name}.wav"]


def test_a_good_cached_sound_is_only_read(tmp_path, monkeypatch):
    p = sound.sound_file("drop", tmp_path)
    raw, mtime = p.read_bytes(), p.stat().st_mtime_ns
    monkeypatch.setattr(synth, "wav_bytes", lambda name: pytest.fail("a good cached sound was synthesized again"))
    assert sound.sound_file("drop", tmp_path) == p
    assert (p.read_bytes(), p.stat().st_mtime_ns) == (raw, mtime)


def test_the_board_plays_an_effect_whose_cache_was_damaged(tmp_path):
    board = sound.SoundBoard(cache_root=tmp_path)
    if not board.available:
        pytest.skip("no mixer, even with the dummy audio driver")
    p = sound.sound_dir(tmp_path) / "tilt.wav"
    p.parent.mkdir(parents=True)
    p.write_bytes(b"RIFF\x00\x00")
    snd = board.load("tilt")
    assert snd is not None and snd.get_length() == pytest.approx(synth.frames("tilt") / synth.RATE, abs=0.01)
    assert synth.wav_problem("tilt", p.read_bytes()) is None


class _FullDisk:
    """The os module for game/ui/audio/sound.py, except that os.replace fails as on a full disk."""

    def __getattr__(self, name):
        return getattr(os, name)

    def replace(self, src, dst):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_failed_sound_write_leaves_no_temp(tmp_path, monkeypatch):
    monkeypatch.setattr(sound, "os", _FullDisk())
    with pytest.raises(OSError):
        sound.sound_file("refused", tmp_path)
    assert list(sound.sound_dir(tmp_path).iterdir()) == []
    board = sound.SoundBoard(cache_root=tmp_path)
    assert board.load("refused") is None   # silent, not a crash


def test_stop_ends_the_background_loader(tmp_path):
    board = sound.SoundBoard(cache_root=tmp_path)
    if not board.available:
        pytest.skip("no mixer")
    board.hold = True          # the loader waits...
    board.start_loading()
    board.stop(timeout=5.0)    # ...and stops without writing anything
    assert not board._loader.is_alive()
    assert not list(tmp_path.rglob("*.tmp"))
