"""A scrolling grid of card faces with click-to-zoom, shared by the Rules reference (F1) and How to play."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game import cardtext
from game.rules import default_db
from game.ui.i18n import lang
from game.ui.widgets import gfx

GAP = 6   # pixels between two cards of the grid


def card_text(name: str) -> str:
    """A card's name and rules text in the current language ("civ:25", "immortal:justice", "commerce:wood")."""
    db = default_db()
    kind, _, key = name.partition(":")
    if kind == "civ":
        c = db.card(key)
        syms = ", ".join(cardtext.SYMBOL_NAMES[lang()][s] for s in sorted(c.symbols)) or "—"
        return f"{c.name[lang()]} ({syms})\n" + cardtext.card_text(c, lang())
    if kind == "immortal":
        im = db.immortal_by_id[key]
        return f"{im.number}. {im.name[lang()]}\n" + cardtext.card_text(im, lang())
    com = next(c for c in db.commerce if c.kind == key)
    return f"{com.name[lang()]}\n" + cardtext.card_text(com, lang())


class CardGrid:
    """Mixed into a Scene: `zoom`, `scroll`, `max_scroll`, `rects` (card name -> visible rect) and `grid_area`."""

    app: Any
    zoom: str | None
    scroll: int
    rects: dict[str, pygame.Rect]
    grid_area: pygame.Rect | None

    def draw_grid(self, surf: pygame.Surface, names: list[str], area: pygame.Rect, cols: int) -> None:
        """Draw `names` in `cols` columns inside `area`, scrolled by `self.scroll` and clipped to the area."""
        cw = (area.w + GAP) / cols - GAP
        ch = cw * 1.4
        self.grid_area = area
        self.max_scroll = max(0, int(math.ceil(len(names) / cols) * (ch + GAP) - area.h))
        self.scroll = min(self.scroll, self.max_scroll)
        self.rects = {}
        surf.set_clip(area)   # the grid scrolls inside its own area, never over the title or the heading
        for i, name in enumerate(names):
            r = pygame.Rect(area.x + (i % cols) * (cw + GAP), area.y - self.scroll + (i // cols) * (ch + GAP), cw, ch)
            if r.bottom < area.top or r.top > area.bottom:
                continue
            surf.blit(self.app.faces.get(name, cw, ch), r)
            self.rects[name] = r.clip(area)
        surf.set_clip(None)

    def draw_zoom(self, surf: pygame.Surface, fs: int) -> None:
        """The zoomed card over a shade, its full text beside it."""
        if not self.zoom:
            return
        W, H = surf.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surf.blit(shade, (0, 0))
        zh = int(H * 0.8)
        img = self.app.faces.get(self.zoom, zh / 1.4, zh)
        r = img.get_rect(center=(W / 2 - zh * 0.35, H / 2))
        surf.blit(img, r)
        y = r.y
        for line in gfx.wrap(card_text(self.zoom), fs, int(W - r.right - 40)):
            gfx.blit_text(surf, line, (r.right + 20, y), fs, gfx.TEXT)
            y += fs * 1.3

    def grid_event(self, ev: pygame.event.Event) -> bool:
        """Wheel over the grid scrolls it; a click closes the zoom or zooms the card under it. True if consumed."""
        if ev.type == pygame.MOUSEWHEEL:
            area = getattr(self, "grid_area", None)
            if area is not None and area.collidepoint(pygame.mouse.get_pos()):
                self.scroll = max(0, min(getattr(self, "max_scroll", 0), self.scroll - ev.y * 40))
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONUP and ev.button in (1, 3):
            if self.zoom:
                self.zoom = None
                return True
            for k, r in self.rects.items():
                if r.collidepoint(ev.pos):
                    self.zoom = k
                    return True
        return False
