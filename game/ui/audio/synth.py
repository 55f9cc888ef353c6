"""The game's sound effects, synthesized by our own code (standard library only): tones with envelopes, pitch
slides and filtered noise, mixed into 16-bit mono PCM and written as WAV. No samples, no pygame here.

`python -m game.ui.audio.synth DIR` writes every effect as DIR/<name>.wav (for listening)."""

from __future__ import annotations

import array
import io
import math
import random
import sys
import wave
from pathlib import Path

RATE = 22050
WAV_HEADER = 44   # the bytes before the samples in the WAV files wav_bytes writes
SYNTH_VERSION = 1   # bump when a recipe changes: cached WAV files are keyed by it

Buffer = list[float]


def _buf(seconds: float) -> Buffer:
    return [0.0] * int(seconds * RATE)


def _env(i: int, n: int, attack: float, release: float) -> float:
    """Linear attack, exponential-ish release over n samples."""
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    left = (n - i) / RATE
    r = min(1.0, left / release) if release > 0 else 1.0
    return a * r * r


def tone(buf: Buffer, start: float, dur: float, freq: float, vol: float = 0.5, wave_: str = "sine",
         slide: float = 0.0, attack: float = 0.005, release: float | None = None, vibrato: float = 0.0) -> None:
    """Add a note: freq in Hz sliding by `slide` Hz over its length; wave sine | square | triangle | saw | bell."""
    s0 = int(start * RATE)
    n = min(int(dur * RATE), len(buf) - s0)
    rel = dur * 0.8 if release is None else release
    phase = 0.0
    for i in range(max(0, n)):
        f = freq + slide * i / max(1, n) + (vibrato * math.sin(2 * math.pi * 6 * i / RATE) if vibrato else 0.0)
        phase += 2 * math.pi * f / RATE
        if wave_ == "sine":
            v = math.sin(phase)
        elif wave_ == "square":
            v = 0.6 if math.sin(phase) >= 0 else -0.6
        elif wave_ == "triangle":
            v = 2 / math.pi * math.asin(math.sin(phase))
        elif wave_ == "saw":
            v = ((phase / math.pi) % 2.0) - 1.0
        else:  # bell: a few inharmonic partials
            v = math.sin(phase) + 0.5 * math.sin(phase * 2.76) + 0.25 * math.sin(phase * 5.4)
            v *= 0.57
        buf[s0 + i] += vol * v * _env(i, n, attack, rel)


def noise(buf: Buffer, start: float, dur: float, vol: float = 0.5, smooth: float = 0.0, seed: int = 1,
          attack: float = 0.002, release: float | None = None) -> None:
    """Add a noise burst; smooth in [0, 1) low-passes it (0 = hiss, 0.95 = rumble)."""
    rnd = random.Random(seed)
    s0 = int(start * RATE)
    n = min(int(dur * RATE), len(buf) - s0)
    rel = dur * 0.9 if release is None else release
    y = 0.0
    for i in range(max(0, n)):
        y = smooth * y + (1 - smooth) * rnd.uniform(-1, 1)
        buf[s0 + i] += vol * y * _env(i, n, attack, rel) * (1 + 3 * smooth)


# ------------------------------------------------------------------ the recipes (one per effect)
# name -> (length in seconds, layers); a layer is ("tone", start, dur, freq, vol, wave, {options})
# or ("noise", start, dur, vol, smooth, seed, {options})

_FANFARE = ((0.0, 0.14, 523), (0.15, 0.14, 523), (0.3, 0.14, 523), (0.45, 0.4, 659), (0.85, 0.6, 784))
Layer = tuple
RECIPES: dict[str, tuple[float, tuple[Layer, ...]]] = {
    "pickup": (0.12, (("noise", 0, 0.08, 0.25, 0.3, 2, {}), ("tone", 0, 0.1, 520, 0.25, "triangle", {"slide": 260}))),
    "drop": (0.14, (("noise", 0, 0.06, 0.35, 0.6, 3, {}), ("tone", 0, 0.12, 220, 0.35, "sine", {"slide": -80}))),
    "reveal": (0.3, (("noise", 0, 0.12, 0.2, 0.2, 4, {"attack": 0.03}), ("tone", 0.05, 0.2, 660, 0.22, "bell", {}),
                     ("tone", 0.11, 0.2, 880, 0.22, "bell", {}))),
    "coin_gain": (0.3, (("tone", 0, 0.1, 1320, 0.3, "bell", {}), ("tone", 0.06, 0.24, 1760, 0.3, "bell", {}))),
    "coin_spend": (0.26, (("tone", 0, 0.1, 1320, 0.28, "bell", {}), ("tone", 0.07, 0.18, 990, 0.26, "bell", {}),
                          ("noise", 0.02, 0.05, 0.1, 0.1, 5, {}))),
    "tilt": (0.2, (("noise", 0, 0.16, 0.3, 0.4, 6, {"attack": 0.02}),
                   ("tone", 0, 0.16, 300, 0.15, "triangle", {"slide": -120}))),
    "culture": (0.45, tuple(("tone", 0.05 * k, 0.35, f, 0.18, "sine", {"vibrato": 4})
                            for k, f in enumerate((784, 988, 1175)))),
    "destroy": (0.6, (("noise", 0, 0.55, 0.6, 0.92, 7, {}), ("noise", 0, 0.2, 0.3, 0.3, 8, {}),
                      ("tone", 0, 0.45, 110, 0.35, "saw", {"slide": -60}))),
    "supremacy": (0.7, tuple(("tone", 0.08 * k, 0.5 - 0.05 * k, f, 0.16, "square", {"release": 0.3})
                             for k, f in enumerate((392, 523, 659, 784))) + (("noise", 0, 0.1, 0.15, 0.8, 9, {}),)),
    "immortal": (1.0, tuple(("tone", 0, 0.95, f, 0.14, "sine", {"attack": 0.25, "release": 0.6, "vibrato": 2})
                            for f in (220, 277, 330, 440)) + (("tone", 0.3, 0.6, 880, 0.12, "bell", {}),)),
    "fanfare": (1.5, tuple(("tone", t, d, f, 0.22, "square", {"release": d * 0.6}) for t, d, f in _FANFARE)
                + tuple(("tone", t, d, f / 2, 0.14, "triangle", {"release": d * 0.6}) for t, d, f in _FANFARE)
                + (("tone", 0.85, 0.6, 1046, 0.1, "bell", {}),)),
    "refused": (0.22, (("tone", 0, 0.09, 180, 0.3, "square", {}), ("tone", 0.1, 0.11, 150, 0.3, "square", {}))),
    "summary": (0.4, tuple(("tone", 0.04 * k, 0.32, f, 0.16, "bell", {}) for k, f in enumerate((523, 659, 784)))
                + (("noise", 0, 0.06, 0.1, 0.5, 10, {}),)),
}
SOUND_NAMES = tuple(RECIPES)


def render(name: str) -> Buffer:
    """Mix an effect's layers into a float buffer."""
    length, layers = RECIPES[name]
    buf = _buf(length)
    for kind, *args, opts in layers:
        if kind == "tone":
            start, dur, freq, vol, wave_ = args
            tone(buf, start, dur, freq, vol, wave_, **opts)
        else:
            start, dur, vol, smooth, seed = args
            noise(buf, start, dur, vol, smooth, seed, **opts)
    return buf


def pcm(name: str) -> array.array:
    """The effect as signed 16-bit mono samples at RATE, normalised to a common peak."""
    buf = render(name)
    peak = max(1e-9, max(abs(v) for v in buf))
    gain = 0.7 / peak
    fade = min(len(buf), int(0.004 * RATE))   # no click at the end
    for i in range(fade):
        buf[len(buf) - 1 - i] *= i / fade
    return array.array("h", (int(max(-1.0, min(1.0, v * gain)) * 32767) for v in buf))


def wav_bytes(name: str) -> bytes:
    """The effect as a complete WAV file."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        samples = pcm(name)
        if sys.byteorder == "big":
            samples.byteswap()
        w.writeframes(samples.tobytes())
    return out.getvalue()


def frames(name: str) -> int:
    """How many samples the effect `name` has."""
    return len(_buf(RECIPES[name][0]))


def wav_problem(name: str, data: bytes) -> str | None:
    """What is wrong with `data` as the cached WAV of effect `name` (header, format, length, all silent), or None
    if it is usable: a damaged cache file is then synthesized again instead of leaving the effect silent."""
    try:
        with wave.open(io.BytesIO(data), "rb") as w:
            fmt = (w.getnchannels(), w.getsampwidth(), w.getframerate())
            n = w.getnframes()
            body = w.readframes(n + 1)
    except (wave.Error, EOFError, ValueError, OSError) as exc:
        return f"not a WAV file ({str(exc) or type(exc).__name__})"
    if fmt != (1, 2, RATE):
        return f"channels, sample width and rate are {fmt}, not (1, 2, {RATE})"
    want = frames(name)
    if n != want or len(body) != 2 * want:
        return f"{len(body) // 2} samples (header: {n}), not {want}"
    if len(data) != WAV_HEADER + 2 * want:
        return f"{len(data)} bytes, not {WAV_HEADER + 2 * want}"
    if not body.strip(b"\0"):
        return "all silent"
    return None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m game.ui.audio.synth DIR", file=sys.stderr)
        return 2
    d = Path(args[0])
    try:
        d.mkdir(parents=True, exist_ok=True)
        for name in SOUND_NAMES:
            (d / f"{name}.wav").write_bytes(wav_bytes(name))
    except OSError as e:
        print(f"error: cannot write to {d}: {e.strerror}", file=sys.stderr)
        return 2
    print(f"{len(SOUND_NAMES)} sounds -> {d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
