"""The base of the explanation screens: a transparent overlay that fades in and waits for the player (a click,
Space, Enter or Esc), then shows the next screen of its chain (`then`). With the "panels continue by themselves"
setting on, it also goes away after its hold. Every click or key it gets stays with it: nothing reaches the table."""

from __future__ import annotations

import pygame
from pygame import FRect

from game.ui.i18n import STRINGS, tr
from game.ui.scene import AppContext, Scene
from game.ui.widgets import gfx

STRINGS.update({
    "ip:skip": ("click or Space: continue", "clic ou Espace : continuer"),
})

INSTANT_HOLD = 3.0   # reading time at animation speed 0 with a human watching (seconds; auto-continue, scripts)
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
POINTER = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.MOUSEMOTION)


def font_size(h: int) -> int:
    """Body text size for a window height: 16 px at 720, 24 px at 1080 (never below 14)."""
    return max(14, int(h / 45))


def auto_continue(settings: object) -> bool:
    """The player chose to let information panels go on by themselves (off unless set)."""
    return bool(getattr(settings, "panels_continue", False))


class InfoPanel(Scene):
    """Shown over the table until the player goes on; `hold_s` (at speed 1) is the reading time a scripted player
    or the auto-continue setting gives it. A press starts a click and its release acts, both on this screen."""

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
        self.pressed = False   # a mouse button went down on this screen: its release acts
        self.fs = font_size(app.size[1])
        self.rect: FRect | None = None   # the box as last drawn

    # ------------------------------------------------------------------ timing

    def hold(self) -> float:
        """Seconds of reading once fully shown, for auto-continue and scripted players."""
        speed = self.app.settings.anim_speed
        if speed <= 0:
            return INSTANT_HOLD if self.human else 0.0
        return self.hold_s / speed

    def playing(self) -> float:
        """Seconds of animation before the hold starts (0 at speed 0)."""
        return 0.0

    def timed(self) -> bool:
        """This screen goes away by itself (the auto-continue setting)."""
        return auto_continue(self.app.settings)

    def read(self) -> bool:
        """Shown long enough for a reader at this speed (a scripted player closes it then)."""
        return self.shot_done and self.age >= self.playing() + self.hold()

    def busy(self) -> bool:
        """Animating (the app draws at full rate); a screen waiting for the player lets the app sleep."""
        return not self.closed and (self.age < self.playing() or self.tweens.busy or self.timed())

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.closed:
            return
        self.age += dt
        if self.age >= self.playing() and not self.shot_done:
            self.shot_done = True
            if self.shot_tag:
                self.app.screenshot(self.shot_tag)
        if self.timed() and self.read():
            self.close()

    def auto_answer(self) -> None:
        """The player goes on (scripted runs call it once `read()` says the screen had its reading time)."""
        self.close()

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
        claims = getattr(self, "claimed_by", None)   # the screen queue that showed it: the next claim comes up
        if claims is not None:
            claims.sync()

    def on_close(self) -> None:
        """Hook for subclasses (the VP stage opens the results)."""

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        """Anywhere on the window, a click (press and release) or Space / Enter / Esc goes on; every other key and
        pointer event stays here, so the click that closes this screen never reaches what lies beneath."""
        if ev.type == pygame.KEYDOWN and ev.key in SKIP_KEYS:
            self.skip()
            return None
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.pressed = True
            return None
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if self.pressed:   # a release without its press here was a click begun before this screen came up
                self.pressed = False
                self.skip()
            return None
        if ev.type == pygame.KEYDOWN or ev.type in POINTER:
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
        """The 'click to continue' line, and a bar showing the time left when the screen goes on by itself."""
        fs = self.fs
        gfx.blit_text(surf, tr("ip:skip"), (r.right - fs, r.bottom - fs * 0.5), max(13, int(fs * 0.85)), gfx.DIM,
                      False, "bottomright")
        total = self.playing() + self.hold()
        if self.timed() and total > 0 and self.hold() > 0:
            left = max(0.0, 1.0 - self.age / total)
            pygame.draw.rect(surf, gfx.GOLD, FRect(r.x + 10, r.bottom - 5, (r.w - 20) * left, 3))
