"""A stacked bar chart drawn by our own code: VP by category per player, with a legend and a value scale."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame import FRect

from game.ui.i18n import tr
from game.ui.text import textfit
from game.ui.widgets import gfx

# (breakdown key, label key, colour, hatched): hatching on every other category, so colour is never the only cue
CATEGORIES = (("immortal", "cat:immortal", (150, 110, 210), False), ("vp_tokens", "cat:vp", (70, 160, 90), True),
              ("wonders", "cat:wonder", (226, 132, 30), False), ("supremacy", "cat:sup", (200, 60, 60), True),
              ("culture", "cat:culture", (236, 130, 180), False), ("diamonds", "cat:diamond", (90, 210, 230), True))
# the one palette of the scoring categories: the end screen and Statistics both read it
CAT_COLOURS = {cat: colour for cat, _, colour, _ in CATEGORIES}
CAT_HATCHED = {cat: hatched for cat, _, _, hatched in CATEGORIES}
CAT_KEYS = {cat: key for cat, key, _, _ in CATEGORIES}


def segments(breakdown: dict) -> list[tuple[str, int]]:
    """The non-zero parts of one bar, bottom to top, in legend order."""
    return [(cat, int(breakdown.get(cat, 0))) for cat, _, _, _ in CATEGORIES if breakdown.get(cat, 0)]


def nice_step(top: int) -> int:
    """A round tick step giving 3 to 6 ticks up to `top`."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100):
        if top / step <= 6:
            return step
    return 200


def _hatch(surf: pygame.Surface, r: pygame.Rect, colour: tuple) -> None:
    dark = tuple(max(0, c - 60) for c in colour)
    gap = 7
    clip = surf.get_clip()
    surf.set_clip(r.clip(clip) if clip else r)
    for x in range(r.x - r.h, r.right, gap):
        pygame.draw.line(surf, dark, (x, r.bottom), (x + r.h, r.y), 2)
    surf.set_clip(clip)


def swatch(surf: pygame.Surface, r: pygame.Rect, colour: tuple, hatched: bool) -> None:
    """A legend square: the colour, hatched for every other category."""
    pygame.draw.rect(surf, colour, r)
    if hatched:
        _hatch(surf, r, colour)
    pygame.draw.rect(surf, (20, 20, 20), r, 1)


def fill(surf: pygame.Surface, r: pygame.Rect | FRect, cat: str) -> None:
    """A bar segment of one scoring category, in its colour (hatched for every other category), without a border."""
    rect = pygame.Rect(round(r.x), round(r.y), round(r.w), round(r.h))
    pygame.draw.rect(surf, CAT_COLOURS[cat], rect)
    if CAT_HATCHED[cat] and rect.h > 0:
        _hatch(surf, rect, CAT_COLOURS[cat])


def legend_height(width: float, fs: int) -> float:
    """How tall the legend is when wrapped into `width`."""
    return _legend(None, FRect(0, 0, width, 0), fs)


def _legend(surf: pygame.Surface | None, r: FRect, fs: int) -> float:
    x, y = r.x, r.y
    sw = int(fs * 0.95)
    for _, key, colour, hatched in CATEGORIES:
        label = tr(key)
        w = sw + fs * 0.4 + gfx.font(fs).size(label)[0] + fs * 1.2
        if x + w > r.right and x > r.x:
            x, y = r.x, y + fs * 1.4
        if surf is not None:
            swatch(surf, pygame.Rect(int(x), int(y + (fs * 1.2 - sw) / 2), sw, sw), colour, hatched)
            gfx.blit_text(surf, label, (x + sw + fs * 0.4, y), fs, gfx.TEXT)
        x += w
    return y + fs * 1.4 - r.y


def draw_stacked(surf: pygame.Surface, r: FRect, bars: Sequence[tuple[str | tuple[str, ...], dict, int]], fs: int,
                 highlight: int | None = None) -> list[tuple[str, pygame.Rect, int]]:
    """Draw bars [(player label, breakdown, total)] into r; return the drawn segments (category, rect, value).
    A label may be several wordings, longest first ("Ana (you)", "Ana"): the first that fits its bar is drawn."""
    fs = max(13, fs)
    leg_h = _legend(surf, r, fs)
    top = max([t for _, _, t in bars] + [1])
    step = nice_step(top)
    scale_top = -(-top // step) * step
    axis_w = gfx.font(fs).size(str(scale_top))[0] + fs * 0.6
    plot = FRect(r.x + axis_w, r.y + leg_h + fs * 1.6, r.w - axis_w, r.h - leg_h - fs * 3.2)
    if plot.h < fs * 2:
        return []
    for v in range(0, scale_top + 1, step):
        y = plot.bottom - plot.h * v / scale_top
        pygame.draw.line(surf, (60, 80, 72), (plot.x, y), (plot.right, y), 1)
        gfx.blit_text(surf, str(v), (plot.x - fs * 0.3, y), fs, gfx.DIM, False, "midright")
    n = max(1, len(bars))
    slot = plot.w / n
    bw = min(slot * 0.62, fs * 5)
    drawn: list[tuple[str, pygame.Rect, int]] = []
    colours = {c: (col, h) for c, _, col, h in CATEGORIES}
    for i, (label, breakdown, total) in enumerate(bars):
        cx = plot.x + slot * (i + 0.5)
        y = plot.bottom
        for cat, v in segments(breakdown):
            h = plot.h * v / scale_top
            seg = pygame.Rect(round(cx - bw / 2), round(y - h), round(bw), max(1, round(y) - round(y - h)))
            colour, hatched = colours[cat]
            swatch(surf, seg, colour, hatched)
            if seg.h >= fs * 1.15 and seg.w >= fs * 1.6:
                t = str(v)
                box = gfx.text(t, fs, (15, 15, 15), True).get_rect(center=seg.center).inflate(6, 0)
                pygame.draw.rect(surf, (245, 240, 225), box, border_radius=4)
                gfx.blit_text(surf, t, seg.center, fs, (15, 15, 15), True, "center")
            drawn.append((cat, seg, v))
            y -= h
        gfx.blit_text(surf, str(total), (cx, y - fs * 0.2), int(fs * 1.15), gfx.GLOW if i == highlight else gfx.GOLD,
                      True, "midbottom")
        name = textfit.first_fit([label] if isinstance(label, str) else list(label), slot - 4, fs, i == highlight)
        gfx.blit_text(surf, name.lines[0], (cx, plot.bottom + fs * 0.3), name.size,
                      gfx.GLOW if i == highlight else gfx.TEXT, i == highlight, "midtop")
    pygame.draw.line(surf, gfx.DIM, (plot.x, plot.bottom), (plot.right, plot.bottom), 2)
    return drawn
