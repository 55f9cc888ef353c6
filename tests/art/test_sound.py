"""Sound: synthesized effects, event mapping, and a SoundBoard that works (or stays silent) with no audio device."""

import wave
from io import BytesIO

import pygame
import pytest

from game.ui.audio import sound, synth
from game.ui.audio.sound import SoundBoard, sound_for_event, sounds_for_events, summary_sound


@pytest.fixture(autouse=True)
def _close_mixer():
    """Close the audio device after each test: a forked process (the bots' tournament workers) hangs when SDL's audio
    thread was running in its parent."""
    yield
    pygame.mixer.quit()


NEEDED = {"pickup", "drop", "reveal", "coin_gain", "coin_spend", "tilt", "culture", "destroy", "supremacy",
          "immortal", "fanfare", "refused", "summary"}


def test_every_needed_effect_is_synthesized_as_short_distinct_audio():
    assert set(synth.SOUND_NAMES) == NEEDED
    seen = set()
    for name in synth.SOUND_NAMES:
        data = synth.wav_bytes(name)
        with wave.open(BytesIO(data)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, synth.RATE)
            secs = w.getnframes() / w.getframerate()
            assert 0.05 < secs <= 1.6, name
        samples = synth.pcm(name)
        assert 15000 < max(abs(v) for v in samples) <= 32767, name     # audible, not clipped past full scale
        assert abs(samples[-1]) < 2000, name                            # faded out: no click
        seen.add(bytes(samples))
    assert len(seen) == len(NEEDED)


def test_board_initialises_with_the_dummy_audio_driver_and_every_sound_loads(tmp_path):
    board = SoundBoard(volume=0.5, enabled=True, cache_root=tmp_path)
    assert board.available                       # SDL's dummy driver opens a silent mixer
    assert board.load_all() == len(synth.SOUND_NAMES)
    for name in synth.SOUND_NAMES:
        assert board.load(name).get_length() > 0.05
        assert (sound.sound_dir(tmp_path) / f"{name}.wav").is_file()
    assert board.play("fanfare") is True
    assert board.play("fanfare") is False         # the same sound at once again is not stacked
    board.set_enabled(False)
    assert board.play("reveal") is False
    board.set_enabled(True)
    board.set_volume(0)
    assert board.play("reveal") is False
    board.set_volume(3)
    assert board.volume == 1.0
    with pytest.raises(KeyError):
        board.play("kazoo")


def test_board_is_silent_without_any_audio_device(tmp_path, monkeypatch):
    pygame.mixer.quit()

    def fail(*a, **k):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", fail)
    board = SoundBoard(cache_root=tmp_path)
    assert not board.available
    assert board.load_all() == 0
    assert board.play("fanfare") is False
    assert board.play_events([{"t": "game_over", "result": {}}], instant=True) == ["fanfare"]
    board.start_loading()
    assert not list(tmp_path.iterdir())           # nothing synthesized for a board that cannot play


def test_background_loading_fills_the_cache(tmp_path):
    board = SoundBoard(cache_root=tmp_path)
    board.start_loading()
    board._loader.join(timeout=60)
    assert sorted(p.stem for p in sound.sound_dir(tmp_path).glob("*.wav")) == sorted(synth.SOUND_NAMES)


def test_events_map_to_sounds():
    assert sound_for_event({"t": "gain", "seat": 0, "what": {"coins": 2}}) == "coin_gain"
    assert sound_for_event({"t": "gain", "seat": 0, "what": {"coins": 0}}) is None
    assert sound_for_event({"t": "pay", "seat": 0, "what": {"coins": 1}}) == "coin_spend"
    assert sound_for_event({"t": "tilt", "card": 3}) == "tilt"
    assert sound_for_event({"t": "culture", "seat": 1, "card": 3, "n": 1}) == "culture"
    assert sound_for_event({"t": "destroy", "seat": 1, "card": 3}) == "destroy"
    assert sound_for_event({"t": "supremacy", "seat": 1, "what": "mil"}) == "supremacy"
    assert sound_for_event({"t": "immortal_reveal", "seat": 1, "immortal": "xian"}) == "immortal"
    assert sound_for_event({"t": "game_over", "result": {}}) == "fanfare"
    assert sound_for_event({"t": "reveal_slots", "pick": 1, "slots": []}) == "reveal"
    assert sound_for_event({"t": "turn", "seat": 2}) is None
    burst = [{"t": "gain", "seat": 0, "what": {"mil": 1}}, {"t": "tilt", "card": 1},
             {"t": "gain", "seat": 1, "what": {"coins": 1}}]
    assert sounds_for_events(burst) == ["coin_gain", "tilt"]
    assert summary_sound(["coin_gain", "tilt"]) == "summary"
    assert summary_sound(["tilt"]) == "tilt"
    assert summary_sound(["coin_gain", "destroy", "supremacy"]) == "supremacy"
    assert summary_sound([]) is None


def test_every_mapped_sound_exists():
    assert set(sound.EVENT_SOUNDS.values()) | set(sound.BIG) <= set(synth.SOUND_NAMES)


def test_synth_command_writes_wav_files(tmp_path):
    assert synth.main([str(tmp_path / "out")]) == 0
    assert len(list((tmp_path / "out").glob("*.wav"))) == len(synth.SOUND_NAMES)
    assert synth.main([]) == 2
