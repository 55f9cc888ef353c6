"""The base of the explanation screens: a transparent overlay that fades in, holds, and goes away on its own or at
a click / Space / Enter / Esc, then shows the next screen of its chain (`then`)."""

from __future__ import annotations

import pygame
from pygame import FRect

from game.ui import gfx
from game.ui.i18n import STRINGS, tr
from game.ui.scene import AppContext, Scene

STRINGS.update({
    "ip:skip": ("click or Space: continue", "clic ou Espace : continuer"),
})

INSTANT_HOLD = 3.0   # reading time at animation speed 0 with a human watching (seconds, skippable)
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)


def font_size(h: int) -> int:
    """Body text size for a window height: 16 px at 720, 24 px at 1080 (never below 14)."""
    return max(14, int(h / 45))


class InfoPanel(Scene):
    """Shown over the table for `hold_s` seconds at speed 1 (divided by the animation speed), skippable."""

    transparent = True
    hold_s = 4.0
    shot_tag = ""

    def __init__(self, app: AppContext, human: bool = True) -> None:
        super().__init__(app)
        self.human = human
        self.then: Scene | None = None
        self.age = 0.0
        self.closed = False
        self.shot_done = False
        self.lifted = False
        self.fs = font_size(app.size[1])
        self.rect: FRect | None = None   # the box as last drawn: clicks outside it go to the table

    # ------------------------------------------------------------------ timing

    def hold(self) -> float:
        """Seconds this screen stays up once fully shown."""
        speed = self.app.settings.anim_speed
        if speed <= 0:
            return INSTANT_HOLD if self.human else 0.0
        return self.hold_s / speed

    def playing(self) -> float:
        """Seconds of animation before the hold starts (0 at speed 0)."""
        return 0.0

    def busy(self) -> bool:
        return not self.closed

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.closed:
            return
        if not self.lifted:
            self._lift()
        self.age += dt
        if self.age >= self.playing() and not self.shot_done:
            self.shot_done = True
            if self.shot_tag:
                self.app.screenshot(self.shot_tag)
        if self.age >= self.playing() + self.hold():
            self.close()

    def _lift(self) -> None:
        """Stay above transparent overlays pushed in the same frame (the chooser for the next decision): this
        screen tells what came before that decision. Never above an opaque scene (the hot-seat curtain)."""
        self.lifted = True
        scenes = self.app.stack.scenes
        if self not in scenes:
            return
        above = scenes[scenes.index(self) + 1:]
        if above and all(s.transparent for s in above):
            scenes.remove(self)
            scenes.append(self)

    # ------------------------------------------------------------------ input

    def skip(self) -> None:
        """First press ends the animation (if any), the next one closes."""
        if self.age < self.playing():
            self.age = self.playing()
            self.tweens.finish_all()
            return
        self.close()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.pop(self)
        self.on_close()
        if self.then is not None:
            self.app.push(self.then)

    def on_close(self) -> None:
        """Hook for subclasses (the VP stage opens the results)."""

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        """Inside the box a click skips; a click outside it (or before it was ever drawn) closes this screen and,
        when no other screen follows, reaches the table: the player may act at once."""
        if ev.type == pygame.KEYDOWN and ev.key in SKIP_KEYS:
            self.skip()
            return None
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and (self.rect is None or
                                                                          not self.rect.collidepoint(ev.pos)):
            if ev.type == pygame.MOUSEBUTTONUP:
                return None
            last = self.then is None
            self.close()
            return ev if last else None
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.skip()
            return None
        if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            return None
        return ev

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.fs = font_size(size[1])

    # ------------------------------------------------------------------ drawing helpers

    def shade(self, surf: pygame.Surface, alpha: int = 150) -> None:
        W, H = surf.get_size()
        veil = pygame.Surface((W, H), pygame.SRCALPHA)
        veil.fill((0, 0, 0, alpha))
        surf.blit(veil, (0, 0))

    def box(self, surf: pygame.Surface, w: float, h: float) -> FRect:
        """A centred framed box of at most the window size."""
        W, H = surf.get_size()
        w, h = min(w, W - 16), min(h, H - 16)
        r = FRect((W - w) / 2, (H - h) / 2, w, h)
        gfx.panel(surf, r, fill=(18, 30, 28), edge=gfx.GOLD, alpha=240, radius=10, width=2)
        self.rect = r
        return r

    def footer(self, surf: pygame.Surface, r: FRect) -> None:
        """The 'click to continue' line and a bar showing the time left."""
        fs = self.fs
        gfx.blit_text(surf, tr("ip:skip"), (r.right - fs, r.bottom - fs * 0.5), max(13, int(fs * 0.85)), gfx.DIM,
                      False, "bottomright")
        total = self.playing() + self.hold()
        if total > 0 and self.hold() > 0:
            left = max(0.0, 1.0 - self.age / total)
            pygame.draw.rect(surf, gfx.GOLD, FRect(r.x + 10, r.bottom - 5, (r.w - 20) * left, 3))
