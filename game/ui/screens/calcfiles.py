"""The calculator's recent tables: the position files of the data folder's positions/, newest first, with their date,
players and scores; click one to open it. A file that cannot be opened is shown greyed with the reason (as on the
Replays list) and is never changed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from pygame import FRect

from game.calcpos import PositionEntry, list_positions, positions_dir
from game.ui.i18n import STRINGS, lang, tr
from game.ui.screens.calctext import reason_text
from game.ui.widgets import gfx

STRINGS.update({
    "calc:recent": ("Recent tables", "Tables récentes"),
    "calc:recent:where": ("Saved tables: {path}", "Tables enregistrées : {path}"),
    "calc:recent:none": ("No saved table yet: Save puts each table here.",
                         "Aucune table enregistrée : le bouton Enregistrer les range ici."),
    "calc:recent:bad": ("Cannot be opened: {why}", "Impossible à ouvrir : {why}"),
    "calc:recent:more": ("{a}–{b} of {n} (wheel to scroll)", "{a}–{b} sur {n} (molette pour défiler)"),
    "calc:close": ("Close", "Fermer"),
})


class RecentFiles:
    """The list panel over the calculator: open() reads the folder, handle() takes every event while it is shown."""

    def __init__(self, folder: Callable[[], Path] = positions_dir) -> None:
        self.folder = folder
        self.entries: list[PositionEntry] = []
        self.shown = False
        self.top = 0          # first entry drawn
        self.hover = -1       # entry under the pointer
        self.rows: list[tuple[int, FRect]] = []
        self.close_btn: gfx.Button | None = None
        self.area = FRect(0, 0, 0, 0)
        self.per_page = 1

    def open(self) -> None:
        self.entries = list_positions(self.folder())
        self.shown, self.top, self.hover = True, 0, -1

    def close(self) -> None:
        self.shown = False

    def layout(self, size: tuple[int, int], fs: int) -> None:
        W, H = size
        self.area = FRect(W * 0.12, H * 0.08, W * 0.76, H * 0.8)
        a = self.area
        row_h = fs * 2.1
        first = a.y + fs * 4.2
        self.per_page = max(1, int((a.bottom - fs * 3.4 - first) // row_h))
        self.top = max(0, min(self.top, len(self.entries) - self.per_page))
        self.rows = [(i, FRect(a.x + fs, first + k * row_h, a.w - fs * 2, row_h - fs * 0.3))
                     for k, i in enumerate(range(self.top, min(len(self.entries), self.top + self.per_page)))]
        self.close_btn = gfx.Button(tr("calc:close"), FRect(a.right - fs * 9, a.bottom - fs * 2.6, fs * 8, fs * 1.9),
                                    self.close, size=fs)

    def handle(self, ev: pygame.event.Event) -> Path | None:
        """The file to open when a readable entry is clicked; every event is taken while the list is shown."""
        if self.close_btn is not None and self.close_btn.handle(ev):
            return None
        if ev.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in self.rows if r.collidepoint(ev.pos)), -1)
        elif ev.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(self.top - ev.y, len(self.entries) - self.per_page))
        elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.close()
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if not self.area.collidepoint(ev.pos):
                self.close()
                return None
            for i, r in self.rows:
                if r.collidepoint(ev.pos) and self.entries[i].problem is None:
                    self.close()
                    return self.entries[i].path
        return None

    def draw(self, surf: pygame.Surface, fs: int) -> None:
        W, H = surf.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surf.blit(shade, (0, 0))
        a = self.area
        gfx.panel(surf, a, alpha=245, width=2)
        gfx.blit_text(surf, tr("calc:recent"), (a.centerx, a.y + fs * 1.4), int(fs * 1.4), gfx.GOLD, True, "center")
        where = gfx.fit_text(tr("calc:recent:where", path=str(self.folder())), fs, a.w - fs * 2)
        gfx.blit_text(surf, where, (a.centerx, a.y + fs * 2.5), fs, gfx.DIM, False, "midtop")
        if not self.entries:
            gfx.blit_text(surf, gfx.fit_text(tr("calc:recent:none"), fs, a.w - fs * 2), a.center, fs, gfx.TEXT,
                          False, "center")
        date_w = fs * 9.5
        lines = iter(gfx.textfit.joined_rows(
            [[("#1 " if s == e.winner else "") + tr("kv", k=e.names[s], v=e.totals[s])
              for s in sorted(range(len(e.names)), key=lambda s: (s != e.winner, -e.totals[s]))]
             for e in (self.entries[i] for i, _ in self.rows) if e.problem is None],
            max((r.w - date_w - fs for _, r in self.rows), default=0), fs))
        for i, r in self.rows:
            e = self.entries[i]
            bad = e.problem is not None
            gfx.panel(surf, r, alpha=90 if bad else (235 if i == self.hover else 160))
            cy = r.centery
            gfx.blit_text(surf, gfx.fit_text(e.date or e.path.name, fs, date_w - fs * 0.5), (r.x + fs * 0.5, cy), fs,
                          gfx.DIM if bad else gfx.TEXT, anchor="midleft")
            x, w = r.x + date_w + fs * 0.5, r.w - date_w - fs
            if bad:
                text = tr("calc:recent:bad", why=reason_text(f"{e.path.name}: {e.problem}", [], lang()))
                gfx.blit_text(surf, gfx.fit_text(text, fs, w), (x, cy), fs, gfx.DIM, anchor="midleft")
                continue
            line = next(lines)
            gfx.blit_text(surf, line.lines[0], (x, cy), line.size, gfx.GLOW if i == self.hover else gfx.TEXT,
                          anchor="midleft")
        if len(self.entries) > self.per_page:
            a_, b_ = self.top + 1, min(len(self.entries), self.top + self.per_page)
            gfx.blit_text(surf, tr("calc:recent:more", a=a_, b=b_, n=len(self.entries)),
                          (a.x + fs, a.bottom - fs * 1.65), fs, gfx.DIM, anchor="midleft")
        if self.close_btn is not None:
            self.close_btn.draw(surf)
