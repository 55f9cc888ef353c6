"""Sound effects for the table: which rules events make which sound, and a SoundBoard that plays them.

The effects are synthesized by game/ui/audio/synth.py on first use and kept as WAV files in the user cache
(<cache>/sounds/<hash of synth.py>/), so later runs only load them. Where there is no audio device
(SDL_AUDIODRIVER=dummy on CI, or the mixer fails to open) the board stays silent and every call does nothing."""

from __future__ import annotations

import hashlib
import os
import threading
import time
from pathlib import Path

import pygame

from game.paths import user_dir
from game.ui.audio import synth

# rules event kind -> sound name (gain and pay are refined by what was gained or paid)
EVENT_SOUNDS = {
    "reveal_slots": "reveal", "reveal_civ": "reveal", "reveal_commerce": "reveal", "put_in_play": "reveal",
    "wonder_in": "reveal", "swap": "reveal", "gain": "coin_gain", "pay": "coin_spend", "give": "coin_spend",
    "roam": "coin_spend", "culture": "culture", "tilt": "tilt", "destroy": "destroy", "supremacy": "supremacy",
    "immortal_reveal": "immortal", "justice_reveal": "immortal", "game_over": "fanfare",
}
# at Instant speed a burst of events makes one sound: the most important one present, else "summary"
BIG = ("fanfare", "immortal", "supremacy", "destroy")
REPEAT_GAP_S = 0.04   # the same sound asked for again within this many seconds is not stacked


def sound_for_event(ev: dict) -> str | None:
    """The sound of one rules event (see game/rules/API.md), or None for a silent one."""
    name = EVENT_SOUNDS.get(ev.get("t", ""))
    if name in ("coin_gain", "coin_spend") and not any(ev.get("what", {}).values()):
        return None
    return name


def sounds_for_events(events: list[dict]) -> list[str]:
    """The distinct sounds of a batch of events, in the order they first occur."""
    return list(dict.fromkeys(n for n in map(sound_for_event, events) if n))


def summary_sound(names: list[str]) -> str | None:
    """The one sound standing for a burst at Instant speed."""
    if not names:
        return None
    for big in BIG:
        if big in names:
            return big
    return names[0] if len(names) == 1 else "summary"


def sound_dir(root: Path | None = None) -> Path:
    """The cache folder of the current recipes: a change to synth.py makes a new folder."""
    digest = hashlib.sha256(Path(synth.__file__).read_bytes()).hexdigest()[:12]
    return (root or user_dir("cache")) / "sounds" / digest


def cached_ok(name: str, p: Path) -> bool:
    """Whether the cached WAV of effect `name` at p exists and is whole (synth.wav_problem)."""
    try:
        data = p.read_bytes()
    except OSError:
        return False
    return synth.wav_problem(name, data) is None


def sound_file(name: str, root: Path | None = None) -> Path:
    """The WAV file of an effect, synthesized and written atomically on first use or when the cached one is
    damaged (bad header, wrong length, all silent); a write that fails leaves no temp file."""
    p = sound_dir(root) / f"{name}.wav"
    if not cached_ok(name, p):
        data = synth.wav_bytes(name)
        p.parent.mkdir(parents=True, exist_ok=True)
        tmp = p.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            tmp.write_bytes(data)
            os.replace(tmp, p)
        except BaseException:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise
    return p


class SoundBoard:
    """Plays the named effects at a volume; silent (and harmless) when disabled or without an audio device."""

    def __init__(self, volume: float = 0.7, enabled: bool = True, cache_root: Path | None = None) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        self.enabled = bool(enabled)
        self.cache_root = cache_root
        self.hold = False   # set while something animates: the background loader waits
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._last: dict[str, float] = {}
        self._lock = threading.Lock()
        self._loader: threading.Thread | None = None
        self._stopping = False
        self.available = self._open_mixer()

    @staticmethod
    def _open_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=synth.RATE * 2, size=-16, channels=2, buffer=512)
            return pygame.mixer.get_init() is not None
        except (pygame.error, NotImplementedError, OSError):
            return False

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = bool(enabled)
        if not enabled and self.available:
            pygame.mixer.stop()

    def load(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded effect (synthesized on first use), or None without a mixer or on a broken file."""
        if not self.available:
            return None
        with self._lock:
            snd = self._sounds.get(name)
        if snd is None:
            try:
                snd = pygame.mixer.Sound(str(sound_file(name, self.cache_root)))
            except (pygame.error, OSError):
                return None
            with self._lock:
                self._sounds[name] = snd
        return snd

    def load_all(self) -> int:
        """Load every effect now; the number loaded."""
        return sum(self.load(n) is not None for n in synth.SOUND_NAMES)

    def start_loading(self) -> None:
        """Load every effect in a background thread (pausing while `hold` is set), so no play waits for synthesis."""
        if not self.available or (self._loader is not None and self._loader.is_alive()):
            return

        def run() -> None:
            for n in synth.SOUND_NAMES:
                while self.hold and not self._stopping:
                    time.sleep(0.05)
                if self._stopping:
                    return
                self.load(n)

        self._stopping = False
        self._loader = threading.Thread(target=run, daemon=True)
        self._loader.start()

    def stop(self, timeout: float = 2.0) -> None:
        """At exit: the background loader finishes the effect it is writing and stops (no temp file is cut off)."""
        self._stopping = True
        if self._loader is not None:
            self._loader.join(timeout)

    def play(self, name: str | None) -> bool:
        """Play an effect by name (see synth.SOUND_NAMES); False when nothing was played."""
        if not name or not self.enabled or not self.available or self.volume <= 0:
            return False
        if name not in synth.RECIPES:
            raise KeyError(f"unknown sound {name!r}")
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < REPEAT_GAP_S:
            return False
        snd = self.load(name)
        if snd is None:
            return False
        self._last[name] = now
        snd.set_volume(self.volume)
        return snd.play() is not None

    def play_events(self, events: list[dict], instant: bool = False) -> list[str]:
        """Sounds for a batch of rules events: one summary sound at Instant speed, else each distinct one.
        Returns the names asked for (played or not)."""
        names = sounds_for_events(events)
        if instant:
            one = summary_sound(names)
            names = [one] if one else []
        for n in names:
            self.play(n)
        return names
