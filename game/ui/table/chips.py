"""Opponents' cards as chips: a strip with the card's colour, its number and a short title you can read.

A card face shrunk to an opponent's panel has text far too small to read; a chip keeps what matters at a glance
(which card, its number, whether it was used this round) and hovering it still shows the whole face.
"""

from __future__ import annotations

import pygame

from game.labels import head_word
from game.rules import default_db
from game.ui.cards.art import FAMILY_COLOURS, SYMBOL_COLOURS
from game.ui.text.logtext import card_name
from game.ui.widgets import gfx

BACK = (34, 40, 72)
BACK_EDGE = (120, 110, 170)


def chip_colour(key: str) -> tuple[int, int, int]:
    """The card's main colour: its first domain, else its family."""
    card = default_db().card(key)
    for sym in ("military", "science", "chaos", "galmi", "legendary"):
        if sym in card.symbols:
            return SYMBOL_COLOURS[sym]
    return FAMILY_COLOURS.get(card.family, (100, 100, 100))


def draw_chip(surf: pygame.Surface, rect: pygame.FRect, face: str, tilted: bool, glow: bool = False,
              lifted: bool = False, alpha: float = 255.0, reserve: float = 0.0) -> pygame.Rect:
    """Draw one chip, keeping `reserve` px free at the right for a mark; returns the rectangle drawn."""
    r = pygame.Rect(round(rect.x), round(rect.y), max(4, round(rect.w)), max(4, round(rect.h)))
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    box = layer.get_rect()
    fs = max(gfx.MIN_TEXT, min(16, int(r.h * 0.6)))
    if face.startswith("civ:"):
        key = face[4:]
        col = chip_colour(key)
        fill = tuple(int(c * (0.35 if tilted else 0.55)) for c in col)
        pygame.draw.rect(layer, fill, box, border_radius=5)
        pygame.draw.rect(layer, col, box, width=2, border_radius=5)
        num = default_db().card(key).number
        x = 5
        if num:
            d = int(r.h * 0.78)
            pygame.draw.circle(layer, (20, 18, 22), (x + d // 2, box.centery), d // 2)
            gfx.blit_text(layer, str(num), (x + d // 2, box.centery), fs, (250, 240, 210), True, "center")
            x += d + 4
        right = box.w - 4 - int(reserve)
        if tilted:   # a small card turned sideways: used this round
            tw, th = int(r.h * 0.75), int(r.h * 0.5)
            mark = pygame.Rect(right - tw, box.centery - th // 2, tw, th)
            pygame.draw.rect(layer, (200, 190, 160), mark, width=2, border_radius=2)
            right = mark.x - 3
        full = card_name(key)   # shrunk to 13 px; then without its owner ("Library"); then the word a small card's
        name = gfx.textfit.first_fit(gfx.wordings(full), right - x, fs)   # title keeps ("Market"); else cut
        word = head_word(full) if name.cut else ""
        if word and not (alone := gfx.textfit.fit(word, right - x, size=fs, cut=False)).overflow:
            name = alone
        gfx.blit_text(layer, name.lines[0], (x, box.centery), name.size, (160, 150, 130) if tilted else gfx.TEXT,
                      False, "midleft")
    else:   # a face-down slot
        pygame.draw.rect(layer, BACK, box, border_radius=5)
        pygame.draw.rect(layer, BACK_EDGE, box, width=2, border_radius=5)
        gfx.blit_text(layer, "8", (8, box.centery), fs, (200, 170, 90), True, "midleft")
    if alpha < 255:
        layer.set_alpha(int(alpha))
    if lifted:
        pygame.draw.rect(surf, (0, 0, 0), r.move(4, 5), border_radius=5)
    if glow:
        t = pygame.time.get_ticks() / 300
        g = 2 + int((1 + pygame.math.Vector2(1, 0).rotate(t * 57.3).x) * 0.75)
        pygame.draw.rect(surf, gfx.GLOW, r.inflate(g * 2 + 2, g * 2 + 2), width=g, border_radius=7)
    surf.blit(layer, r)
    gfx.textfit.placed(layer, r.topleft, surf)   # for the layout check
    return r
