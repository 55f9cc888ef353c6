"""The review's graph: each seat's projected final score after every action, the reviewed seat drawn thick, the
turning points and the reviewed decisions marked; `ply_at(pos)` says which action a click on it means."""

from __future__ import annotations

import pygame
from pygame import FRect

from game.ui.review.text import CLASS_COLOURS, SEAT_COLOURS
from game.ui.widgets import gfx
from game.ui.widgets.chart import nice_step


class GraphView:
    """Draws `review["graph"]` into a rectangle; `selected` is a ply to mark with a vertical line."""

    def __init__(self, review: dict, names: list[str]) -> None:
        self.review = review
        self.names = names
        self.points = review["graph"]
        self.rect = FRect(0, 0, 1, 1)
        self.plot = FRect(0, 0, 1, 1)
        self.selected: int | None = None
        self.hover: int | None = None
        vals = [v for p in self.points for v in p["projected"]] or [0.0]
        step = nice_step(int(max(vals) - min(vals)) + 1)
        self.lo = step * int(min(vals) // step)
        self.hi = step * (int(max(vals) // step) + 1)
        self.step = step
        self.last = max(1, self.points[-1]["ply"] if self.points else 1)
        self.decisions = {d["ply"]: d for d in review["decisions"]}

    def x_of(self, ply: float) -> float:
        return self.plot.x + self.plot.w * ply / self.last

    def y_of(self, v: float) -> float:
        return self.plot.bottom - self.plot.h * (v - self.lo) / max(1e-6, self.hi - self.lo)

    def ply_at(self, pos: tuple[float, float]) -> int | None:
        """The action under the pointer (the nearest reviewed decision within a few pixels, else the nearest ply)."""
        if not self.rect.collidepoint(pos):
            return None
        ply = round((pos[0] - self.plot.x) / max(1.0, self.plot.w) * self.last)
        ply = max(0, min(self.last, ply))
        near = [p for p in self.decisions if abs(self.x_of(p) - pos[0]) <= 6]
        return min(near, key=lambda p: abs(self.x_of(p) - pos[0])) if near else ply

    def draw(self, surf: pygame.Surface, rect: FRect, fs: int) -> None:
        self.rect = FRect(rect)
        gfx.panel(surf, rect, alpha=170)
        self.plot = plot = FRect(rect.x + fs * 2.6, rect.y + fs * 0.6, rect.w - fs * 3.4, rect.h - fs * 2.2)
        small = gfx.small(fs, 0.8)
        v = self.lo
        while v <= self.hi:   # the value scale
            y = self.y_of(v)
            pygame.draw.line(surf, (60, 80, 70), (plot.x, y), (plot.right, y), 1)
            gfx.blit_text(surf, str(v), (plot.x - fs * 0.3, y), small, gfx.DIM, anchor="midright")
            v += self.step
        for m in range(0, self.last + 1, 20):   # the action scale
            gfx.blit_text(surf, str(m), (self.x_of(m), plot.bottom + fs * 0.2), small, gfx.DIM, anchor="midtop")
        for p in self.review["turning_points"]:
            x = self.x_of(p)
            pygame.draw.line(surf, (120, 110, 70), (x, plot.y), (x, plot.bottom), 1)
        seat = self.review["seat"]
        order = [s for s in range(self.review["players"]) if s != seat] + [seat]   # the reviewed seat on top
        for s in order:
            pts = [(self.x_of(p["ply"]), self.y_of(p["projected"][s])) for p in self.points]
            if len(pts) > 1:
                colour: tuple[int, ...] = SEAT_COLOURS[s % len(SEAT_COLOURS)]
                if s != seat:
                    colour = tuple(int(c * 0.75) for c in colour)
                pygame.draw.lines(surf, colour, False, pts, 4 if s == seat else 2)
        ys = {p["ply"]: self.y_of(p["projected"][seat]) for p in self.points}
        for ply, d in self.decisions.items():   # the reviewed decisions on the seat's line, by class
            if d["class"] in ("best", "good"):
                continue
            x, y = self.x_of(ply), ys.get(ply, plot.centery)
            r = 4 if d["class"] == "inaccuracy" else 6
            pygame.draw.circle(surf, CLASS_COLOURS[d["class"]], (x, y), r)
            pygame.draw.circle(surf, (20, 20, 20), (x, y), r, 1)
        for p in self.review["turning_points"]:   # turning points: a diamond on the reviewed seat's line
            x, y = self.x_of(p), ys.get(p, plot.centery)
            d = fs * 0.45
            pygame.draw.polygon(surf, gfx.GOLD, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)], 2)
        if self.selected is not None:
            x = self.x_of(self.selected)
            pygame.draw.line(surf, gfx.GLOW, (x, plot.y), (x, plot.bottom), 2)
        self._legend(surf, fs)

    def draw_hover(self, surf: pygame.Surface) -> None:
        """The action under the pointer: a thin line (drawn each frame over the cached graph)."""
        if self.hover is not None:
            x = self.x_of(self.hover)
            pygame.draw.line(surf, gfx.TEXT, (x, self.plot.y), (x, self.plot.bottom), 1)

    def _legend(self, surf: pygame.Surface, fs: int) -> None:
        """Each seat's name in its colour, with its final projection, top left inside the plot."""
        seat = self.review["seat"]
        small = gfx.small(fs, 0.85)
        x, y = self.plot.x + fs * 0.5, self.plot.y + fs * 0.3
        last = self.points[-1]["projected"] if self.points else []
        for s, name in enumerate(self.names):
            colour = SEAT_COLOURS[s % len(SEAT_COLOURS)]
            label = f"{name} {last[s]:.0f}" if s < len(last) else name
            r = gfx.blit_text(surf, label, (x + fs * 0.9, y), small, colour, s == seat)
            pygame.draw.line(surf, colour, (x, r.centery), (x + fs * 0.7, r.centery), 4 if s == seat else 2)
            x = r.right + fs * 0.9
