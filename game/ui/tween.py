"""Tweens advanced by dt: numeric attributes of any object (pygame.FRect included), easings, delays, callbacks."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any


def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


BACKGROUND = "bg"   # the tag of tweens the game goes on under (token flights, cards leaving, phase banners)


class Tween:
    """Interpolate attributes of `target` from their current values to `to` over `duration` seconds."""

    def __init__(self, target: Any, to: dict[str, float], duration: float, ease: Callable[[float], float] = out_cubic,
                 delay: float = 0.0, on_done: Callable[[], None] | None = None, tag: str = "") -> None:
        self.target = target
        self.to = dict(to)
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = delay
        self.on_done = on_done
        self.tag = tag
        self.elapsed = 0.0
        self.start: dict[str, float] | None = None
        self.done = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return
            dt = -self.delay
            self.delay = 0
        if self.start is None:
            self.start = {k: float(getattr(self.target, k)) for k in self.to}
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        e = self.ease(t)
        for k, end in self.to.items():
            setattr(self.target, k, self.start[k] + (end - self.start[k]) * e)
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        """Snap to the end values and run the callback once."""
        if self.done:
            return
        for k, end in self.to.items():
            setattr(self.target, k, end)
        self.done = True
        if self.on_done:
            self.on_done()


class Tweens:
    """A group of running tweens; `speed` scales time (0 = instant)."""

    def __init__(self) -> None:
        self.items: list[Tween] = []
        self.speed = 1.0

    def add(self, tween: Tween) -> Tween:
        if self.speed <= 0:
            tween.delay = 0
            if tween.start is None:
                tween.start = {}
            tween.finish()
            return tween
        self.items.append(tween)
        return tween

    def cancel(self, target: Any, key: str | None = None) -> None:
        """Drop running tweens on target (only those moving `key`, if given); values stay where they are."""
        self.items = [t for t in self.items if t.target is not target or (key is not None and key not in t.to)]

    def finish_all(self) -> None:
        while self.items:
            items, self.items = self.items, []
            for t in items:
                t.finish()

    def update(self, dt: float) -> None:
        if not self.items:
            return
        dt *= self.speed if self.speed > 0 else 1e9
        for t in list(self.items):
            t.update(dt)
        self.items = [t for t in self.items if not t.done]

    @property
    def busy(self) -> bool:
        return bool(self.items)

    @property
    def blocking(self) -> bool:
        """True while a tween that the game should wait for runs (tag "bg" marks ones it need not wait for)."""
        return any(t.tag != BACKGROUND for t in self.items)
