"""A drawing pen in a part's local frame: origin at the part's anchor, y up, one unit = the part's size in pixels."""

from __future__ import annotations

import math

from PIL import ImageDraw

Colour = tuple[int, ...]


class Pen:
    """Draws polygons, ellipses and strokes in local coordinates onto a Pillow ImageDraw."""

    def __init__(self, d: ImageDraw.ImageDraw, ax: float, ay: float, unit: float, flip: bool,
                 colours: dict[str, Colour], role: str | None) -> None:
        self.d, self.ax, self.ay, self.u = d, ax, ay, unit
        self.sx = -1.0 if flip else 1.0
        self.colours = colours
        self.role = role    # a part's colour override: replaces its main role

    def c(self, role: str) -> Colour:
        """The colour of a role; the part's main role ("main") maps to the override when one is given."""
        if role == "main" and self.role:
            role = self.role
        elif role == "main":
            role = "accent"
        return self.colours[role]

    def p(self, x: float, y: float) -> tuple[float, float]:
        return self.ax + self.sx * x * self.u, self.ay - y * self.u

    def poly(self, pts: list[tuple[float, float]], role: str) -> None:
        self.d.polygon([self.p(x, y) for x, y in pts], fill=self.c(role))

    def ell(self, cx: float, cy: float, rx: float, ry: float, role: str, width: float = 0) -> None:
        x, y = self.p(cx, cy)
        rxp, ryp = abs(rx * self.u), abs(ry * self.u)
        box = (x - rxp, y - ryp, x + rxp, y + ryp)
        if width:
            self.d.ellipse(box, outline=self.c(role), width=max(1, int(width * self.u)))
        else:
            self.d.ellipse(box, fill=self.c(role))

    def line(self, pts: list[tuple[float, float]], width: float, role: str) -> None:
        w = max(1, int(width * self.u))
        self.d.line([self.p(x, y) for x, y in pts], fill=self.c(role), width=w, joint="curve")
        for x, y in (pts[0], pts[-1]):   # round caps
            self.ell(x, y, width / 2.05, width / 2.05, role)

    def rect(self, x0: float, y0: float, x1: float, y1: float, role: str) -> None:
        self.poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], role)

    def arc(self, cx: float, cy: float, r: float, a0: float, a1: float, width: float, role: str, n: int = 16) -> None:
        """A stroked arc from angle a0 to a1 (degrees, counter-clockwise, 0 = +x)."""
        pts = [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
                cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]
        self.line(pts, width, role)

    def star(self, cx: float, cy: float, r: float, role: str, points: int = 5, inner: float = 0.45) -> None:
        pts = []
        for i in range(points * 2):
            rr = r if i % 2 == 0 else r * inner
            a = math.pi / 2 + i * math.pi / points
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        self.poly(pts, role)

    def ngon(self, cx: float, cy: float, r: float, n: int, role: str, rot: float = 90) -> None:
        angles = [math.radians(rot + 360 * i / n) for i in range(n)]
        self.poly([(cx + r * math.cos(a), cy + r * math.sin(a)) for a in angles], role)
