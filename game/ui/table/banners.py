"""Big announcements across the table (one after another) and the one-line toast over your area.

A part of TableScene (game/ui/table/scene.py): `Banners` owns the banner showing, the queue behind it and the toast.
A banner never plays under an overlay: while one claims the screen (game/ui/screenclaim.py) the queue waits, whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import FRect

from game.ui.table.sprites import Banner
from game.ui.tween import BACKGROUND, Tween, out_cubic
from game.ui.widgets import gfx

if TYPE_CHECKING:
    from game.ui.table.context import TableContext

BANNER_IN_S, BANNER_HOLD_S, BANNER_OUT_S = 0.15, 0.9, 0.25
BANNER_HOLD_QUEUED_S = 0.45   # shorter when another announcement waits
TOAST_S, TOAST_ERROR_S = 1.6, 2.6
TOAST_LINES, TOAST_LINES_MOST = 3, 6   # a toast past 3 lines steps down to the body size; 6 holds any file's path


class Banners:
    """The announcement queue and the toast."""

    def __init__(self, scene: TableContext) -> None:
        self.scene = scene
        self.current: Banner | None = None   # the banner on screen (fading in, holding or out)
        self.queue: list[Banner] = []
        self.msg = ""                        # the toast: its text, whether it refuses something, seconds left
        self.msg_err = False
        self.msg_ttl = 0.0

    @property
    def toasting(self) -> bool:
        """A toast is on screen."""
        return self.msg_ttl > 0

    @property
    def refusing(self) -> bool:
        """A toast says why something was refused (the enlarged card would sit under it)."""
        return bool(self.msg) and self.msg_err and self.msg_ttl > 0

    def show(self, text: str, sub: str = "", shot: str | None = None, wait: bool = True) -> None:
        """Queue a big announcement; announcements play one after another. `wait`: the game waits for it."""
        b = Banner(text, sub, shot)
        b.wait = wait
        self.queue.append(b)
        if self.current is None:
            self.next()

    def show_first(self, text: str) -> None:
        """An announcement that goes before every waiting one (what the engine did for you)."""
        self.queue.insert(0, Banner(text))
        if self.current is None:
            self.next()

    def next(self) -> None:
        """Play the next queued banner, unless an overlay has the screen (then the queue waits)."""
        scene = self.scene
        if scene.claims.modal is not None or not self.queue:
            self.current = None
            return
        b = self.queue.pop(0)
        self.current = b
        hold = BANNER_HOLD_QUEUED_S if self.queue else BANNER_HOLD_S
        tag = "" if b.wait else BACKGROUND
        tweens = scene.tweens
        tweens.add(Tween(b, {"alpha": 255.0}, BANNER_IN_S, out_cubic, tag=tag))
        shot = b.shot   # set once, when the banner was made
        if shot:   # scripted runs: the picture of a phase, once the cards have settled under its banner
            tweens.add(Tween(b, {}, BANNER_IN_S + hold * 0.8, tag=BACKGROUND,
                             on_done=lambda: scene.app.screenshot(shot)))
        tweens.add(Tween(b, {"alpha": 0.0}, BANNER_OUT_S, out_cubic, delay=BANNER_IN_S + hold, tag=tag,
                         on_done=self.next))

    def claims_changed(self) -> None:
        """An overlay came up: the banner showing goes back, whole, to the head of the queue. Held back, the queue no
        longer holds up the game: the player has just read the panel, so bots act under it (tag bg). The screen is
        free again: the queue goes on."""
        if self.scene.claims.modal is not None:
            b = self.current
            if b is not None:
                self.scene.tweens.cancel(b)
                b.alpha = 0.0
                self.queue.insert(0, b)
                self.current = None
            for queued in self.queue:
                queued.wait = False
        elif self.current is None and self.queue:
            self.next()

    def skip(self) -> None:
        """Drop every announcement (Space: the player has seen enough)."""
        self.current, self.queue = None, []

    def clear(self) -> None:
        """A new pair of eyes on the screen: no announcement and no toast carry over."""
        self.current, self.queue, self.msg_ttl = None, [], 0.0

    def toast(self, text: str, error: bool = False) -> None:
        """A short line over your area; `error`: it says why something was refused (red, and longer)."""
        self.msg = text
        self.msg_err = error
        self.msg_ttl = TOAST_ERROR_S if error else TOAST_S
        self.scene.refresh(layer=False)

    def update(self, dt: float) -> None:
        """The toast's time runs out."""
        if self.msg_ttl > 0:
            self.msg_ttl = max(0.0, self.msg_ttl - dt)

    def draw_banner(self, surf: pygame.Surface) -> None:
        """The banner across the table, if one shows."""
        b = self.current
        if b is None or b.alpha <= 1:
            return
        W, H = surf.get_size()
        fs = int(self.scene.layout.font * 2.2)
        t = gfx.text(b.text, fs, gfx.GOLD, bold=True)
        h = fs * (2.6 if b.sub else 1.8)
        band = pygame.Surface((W, int(h)), pygame.SRCALPHA)
        band.fill((0, 0, 0, int(min(180, b.alpha * 0.7))))
        y = H * 0.42 - h / 2
        surf.blit(band, (0, y))
        t2 = t.copy()
        t2.set_alpha(int(b.alpha))
        surf.blit(t2, t2.get_rect(center=(W / 2, y + fs * 0.9)))
        if b.sub:
            s = gfx.text(b.sub, gfx.small(fs, 0.55), gfx.TEXT).copy()
            s.set_alpha(int(b.alpha))
            surf.blit(s, s.get_rect(center=(W / 2, y + fs * 1.9)))

    def draw_toast(self, surf: pygame.Surface) -> None:
        """The toast over your area, while it lasts."""
        if self.msg_ttl <= 0:
            return
        lay = self.scene.layout
        fs = lay.font
        me = lay.zones["me"]
        size = int(fs * 1.1)
        colour = (255, 240, 200)
        # a long one (a file's path) takes the lines it needs, a step smaller past three: a fault is never cut
        lines = gfx.wrap(self.msg, size, int(me.w - fs * 2), bold=True)
        if len(lines) > TOAST_LINES:
            size = gfx.small(fs, 1.0)
            lines = gfx.wrap(self.msg, size, int(me.w - fs * 2), max_lines=TOAST_LINES_MOST, bold=True)
        sizes = [gfx.text(line, size, colour, bold=True).get_size() for line in lines]
        gap = int(size * 0.25)
        r = pygame.Rect(0, 0, max(w for w, _ in sizes), sum(h for _, h in sizes) + gap * (len(lines) - 1))
        r.midbottom = (int(me.centerx), int(me.y - fs * 0.2 + sizes[0][1] / 2))
        r.clamp_ip(surf.get_rect())
        if self.msg_err:
            gfx.panel(surf, FRect(r.inflate(24, 12)), fill=(70, 30, 25), edge=gfx.RED, alpha=235)
        else:
            gfx.panel(surf, FRect(r.inflate(24, 12)), fill=(20, 40, 36), edge=gfx.GOLD, alpha=235)
        y = r.y
        for line, (_, h) in zip(lines, sizes):
            gfx.blit_text(surf, line, (r.centerx, y), size, colour, bold=True, anchor="midtop")
            y += h + gap
