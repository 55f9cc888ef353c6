"""The calculator's card grid: every Hero and Building with its name, the ones taken shaded and tagged with their
owner, and the card under the pointer enlarged with its full text."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import FRect

from game.labels import head_noun, head_word
from game.rules import default_db
from game.ui.i18n import lang
from game.ui.text import textfit
from game.ui.widgets import gfx
from game.ui.widgets.cardgrid import card_text


def grid_cards() -> list[int]:
    """The printed numbers a player can control: Heroes 1-12 and Buildings 25-48."""
    return [int(c.key) for c in default_db().civ if c.family in ("hero", "building")]


def draw_grid(surf: pygame.Surface, faces: Any, rects: dict[int, pygame.Rect], owner: dict[int, int], seat: int,
              names: list[str], fs: int) -> None:
    """The grid cards, each named in a band at its foot; owned ones shaded (lightly for `seat`) and tagged."""
    db = default_db()
    three = len(names) == 3
    nfs = max(textfit.MIN_TEXT, int(fs * 0.72))
    lg = lang()
    for num, r in rects.items():
        surf.blit(faces.get(f"civ:{num}", r.w, r.h), r)
        card = db.civ[db.by_key[str(num)]]
        unused = three and card.four_plus
        if num in owner or unused:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150 if owner.get(num) != seat else 40))
            surf.blit(shade, r)
        if num in owner:
            col = gfx.GLOW if owner[num] == seat else gfx.TEXT
            pygame.draw.rect(surf, col, r, 3 if owner[num] == seat else 1, border_radius=4)
            tag = pygame.Rect(0, 0, r.w - 4, fs * 1.3)
            tag.center = (r.centerx, r.centery - fs * 0.4)
            pygame.draw.rect(surf, (10, 20, 18), tag, border_radius=4)
            gfx.blit_text(surf, gfx.fit_text(names[owner[num]], fs, r.w - 6, True), tag.center, fs, col, True,
                          "center")
        elif unused:
            gfx.blit_text(surf, "4+", r.center, fs, gfx.RED, True, "center")
        name = _name_fit(card.name[lg], r.w - 6, nfs)
        bh = int(name.line_h * len(name.lines) + 4)
        band = pygame.Rect(r.x + 1, r.bottom - bh, r.w - 2, bh)
        pygame.draw.rect(surf, (12, 22, 20), band, border_bottom_left_radius=4, border_bottom_right_radius=4)
        y = band.centery - (len(name.lines) - 1) * name.line_h / 2
        for line in name.lines:
            gfx.blit_text(surf, line, (band.centerx, y), name.size, gfx.GLOW if owner.get(num) == seat else gfx.TEXT,
                          False, "center")
            y += name.line_h


def _name_fit(name: str, width: float, size: int) -> textfit.Fitted:
    """The whole name on one or two lines if it fits, else without its owner, else a French name's head word
    ("Engin" of "Engin de Guerre", "Portail" of "Portail du Ciel"), else that broken with a hyphen ("Abunak-" /
    "kashii"), else the one word a small card's title keeps ("Market"), cut if it must be: the zoom shows it whole."""
    options = gfx.wordings(name)
    head = head_noun(options[-1])
    if head != options[-1]:
        options.append(head)
    broken = textfit.hyphenated(head, textfit.MIN_TEXT, width)
    word = head_word(name)   # "Market" of "Incredible Market", as a small card's title and a chip say it
    extra = [w for w in (broken, word) if w and w != head]
    if extra:
        options += [*extra, head]   # the last wording is the one cut when none fits whole
    return textfit.fit_wordings(options, width, textfit.line_height(size) * 2.2, size, wrap_lines=True,
                                max_lines=2, spacing=1.05)[1]


def draw_zoom(surf: pygame.Surface, faces: Any, name: str, area: FRect, fs: int) -> None:
    """The card `name` ("civ:25") enlarged in `area`, its name and full text beside it."""
    gfx.panel(surf, area, alpha=245, width=2)
    cw = min((area.h - fs) / 1.4, area.w * 0.5)
    ch = cw * 1.4
    surf.blit(faces.get(name, cw, ch), (area.x + fs * 0.5, area.y + fs * 0.5))
    tx = area.x + fs + cw
    tw = area.right - tx - fs * 0.5
    title, _, body = card_text(name).partition("\n")
    head = textfit.fit(title, tw, fs * 2.8, fs, True, wrap_lines=True, max_lines=2)
    y = area.y + fs * 0.5
    for line in head.lines:
        gfx.blit_text(surf, line, (tx, y), head.size, gfx.GOLD, True)
        y += head.line_h
    y += fs * 0.3
    text = textfit.fit(body.replace("\n", " · "), tw, area.bottom - y - fs * 0.5, fs, wrap_lines=True)
    for line in text.lines:
        gfx.blit_text(surf, line, (tx, y), text.size, gfx.TEXT)
        y += text.line_h
