"""A bot's level drawn as pips, Easy one filled of four to Expert four: the table's headers and New game's seat
buttons draw them the same way, so a player learns them where the level is chosen."""

from __future__ import annotations

import pygame

from game.ui.text.names import BOT_LEVELS
from game.ui.widgets import gfx

STEPS = len(BOT_LEVELS)   # Easy, Normal, Hard, Expert


def _diameter(fs: int) -> float:
    return max(4.0, fs * 0.34)


def width(fs: int) -> float:
    """The room the pips take at font size fs."""
    return STEPS * _diameter(fs) * 1.4


def paint(surf: pygame.Surface, x: float, cy: float, filled: int, fs: int) -> None:
    """The pips from x, centred on cy: `filled` of them gold, the rest as dim rings."""
    d = _diameter(fs)
    for i in range(STEPS):
        c = (round(x + d / 2 + i * d * 1.4), round(cy))
        if i < filled:
            pygame.draw.circle(surf, gfx.GOLD, c, d / 2)
        else:
            pygame.draw.circle(surf, gfx.DIM, c, d / 2, width=1)
