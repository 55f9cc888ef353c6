"""Structure and object parts: buildings, monuments, wares and emblems. Frame: anchor at the bottom centre, y up."""

from __future__ import annotations

import math
from collections.abc import Callable

from game.ui.cards.pen import Pen


def tower(pen: Pen) -> None:
    pen.rect(-0.13, 0, 0.13, 0.75, "main")
    pen.poly([(-0.17, 0.75), (0.17, 0.75), (0, 1.0)], "roof")
    pen.rect(-0.035, 0.45, 0.035, 0.58, "dark")


def hall(pen: Pen) -> None:
    pen.rect(-0.45, 0, 0.45, 0.5, "main")
    pen.poly([(-0.52, 0.5), (0.52, 0.5), (0, 0.78)], "roof")
    pen.poly([(-0.1, 0), (0.1, 0), (0.1, 0.25), (0, 0.32), (-0.1, 0.25)], "dark")


def dome(pen: Pen) -> None:
    pen.rect(-0.38, 0, 0.38, 0.38, "main")
    pen.poly([(-0.38, 0.38)] + [(0.36 * math.cos(math.radians(a)), 0.38 + 0.36 * math.sin(math.radians(a)))
                                for a in range(180, -1, -15)], "roof")
    pen.rect(-0.05, 0.5, 0.05, 0.74, "dark")


def telescope(pen: Pen) -> None:
    pen.poly([(-0.04, 0.62), (0.04, 0.66), (0.42, 1.0), (0.36, 1.06)], "metal")
    pen.ell(0.39, 1.03, 0.05, 0.05, "gold")


def temple(pen: Pen) -> None:
    pen.rect(-0.5, 0, 0.5, 0.07, "main")
    pen.rect(-0.45, 0.07, 0.45, 0.12, "main")
    for i in range(5):
        x = -0.36 + i * 0.18
        pen.rect(x - 0.045, 0.12, x + 0.045, 0.56, "main")
    pen.rect(-0.47, 0.56, 0.47, 0.62, "main")
    pen.poly([(-0.5, 0.62), (0.5, 0.62), (0, 0.82)], "roof")


def fort(pen: Pen) -> None:
    pen.rect(-0.5, 0, 0.5, 0.5, "main")
    for i in range(6):
        x = -0.5 + i * 0.19
        pen.rect(x, 0.5, x + 0.1, 0.58, "main")
    for x in (-0.5, 0.5):
        pen.rect(x - 0.13, 0, x + 0.13, 0.78, "main")
        for dx in (-0.13, -0.025, 0.08):
            pen.rect(x + dx, 0.78, x + dx + 0.05, 0.86, "main")
    pen.poly([(-0.12, 0), (0.12, 0), (0.12, 0.22), (0, 0.32), (-0.12, 0.22)], "dark")


def pagoda(pen: Pen) -> None:
    for i, w in enumerate((0.42, 0.34, 0.26)):
        y = i * 0.3
        pen.rect(-w * 0.7, y, w * 0.7, y + 0.22, "main")
        pen.poly([(-w - 0.08, y + 0.2), (w + 0.08, y + 0.2), (w * 0.7, y + 0.32), (-w * 0.7, y + 0.32)], "roof")
    pen.line([(0, 0.9), (0, 1.05)], 0.025, "gold")


def wagon(pen: Pen) -> None:
    pen.rect(-0.4, 0.12, 0.35, 0.3, "wood")
    pen.poly([(-0.4, 0.3)] + [(-0.02 + 0.38 * math.cos(math.radians(a)), 0.3 + 0.3 * math.sin(math.radians(a)))
                              for a in range(180, -1, -20)], "cloth")
    for x in (-0.25, 0.2):
        pen.ell(x, 0.12, 0.11, 0.11, "dark")
        pen.ell(x, 0.12, 0.04, 0.04, "wood")


def camel(pen: Pen) -> None:
    for x in (-0.22, -0.12, 0.1, 0.2):
        pen.rect(x - 0.03, 0, x + 0.03, 0.34, "main")
    pen.ell(-0.02, 0.42, 0.3, 0.12, "main")
    pen.ell(-0.08, 0.54, 0.12, 0.1, "main")
    pen.line([(0.24, 0.44), (0.34, 0.62), (0.36, 0.74)], 0.08, "main")
    pen.ell(0.41, 0.74, 0.08, 0.045, "main")
    pen.rect(-0.14, 0.48, 0.06, 0.58, "cloth")


def altar(pen: Pen) -> None:
    pen.rect(-0.4, 0, 0.4, 0.1, "main")
    pen.rect(-0.3, 0.1, 0.3, 0.38, "main")
    pen.rect(-0.36, 0.38, 0.36, 0.45, "main")
    pen.poly([(-0.25, 0.45), (-0.2, 0.7), (-0.1, 0.6), (0, 0.95), (0.1, 0.62), (0.2, 0.72), (0.25, 0.45)], "fire")
    pen.poly([(-0.12, 0.45), (0, 0.7), (0.12, 0.45)], "glow")


def catapult(pen: Pen) -> None:
    pen.rect(-0.45, 0.1, 0.4, 0.18, "wood")
    pen.poly([(-0.15, 0.18), (-0.05, 0.55), (0.05, 0.55), (0.15, 0.18)], "wood")
    pen.line([(0.3, 0.3), (-0.42, 0.85)], 0.05, "wood")
    pen.ell(-0.45, 0.88, 0.08, 0.08, "dark")
    pen.rect(0.22, 0.18, 0.4, 0.34, "metal")
    for x in (-0.3, 0.25):
        pen.ell(x, 0.1, 0.1, 0.1, "dark")
        pen.ell(x, 0.1, 0.035, 0.035, "metal")


def ring_portal(pen: Pen) -> None:
    pen.rect(-0.42, 0, 0.42, 0.08, "main")
    pen.ell(0, 0.5, 0.4, 0.42, "main")
    pen.ell(0, 0.5, 0.3, 0.32, "glow")
    for i in range(3):
        pen.arc(0, 0.5, 0.08 + i * 0.07, 40 * i, 40 * i + 220, 0.035, "cloth")
    for a in range(0, 360, 45):
        pen.ngon(0.41 * math.cos(math.radians(a)), 0.5 + 0.43 * math.sin(math.radians(a)), 0.05, 4, "gold")


def stall(pen: Pen) -> None:
    pen.rect(-0.42, 0, 0.42, 0.3, "wood")
    pen.rect(-0.4, 0.3, -0.36, 0.6, "wood")
    pen.rect(0.36, 0.3, 0.4, 0.6, "wood")
    for i in range(6):
        x = -0.48 + i * 0.16
        pen.poly([(x, 0.6), (x + 0.16, 0.6), (x + 0.16, 0.72), (x, 0.72)], "main" if i % 2 else "paper")
        pen.ell(x + 0.08, 0.6, 0.08, 0.05, "main" if i % 2 else "paper")
    for i, role in enumerate(("fire", "leaf", "gold", "fire")):
        pen.ell(-0.27 + i * 0.18, 0.36, 0.07, 0.06, role)


def chest(pen: Pen) -> None:
    pen.rect(-0.4, 0, 0.4, 0.3, "wood")
    pen.poly([(-0.4, 0.3), (0.4, 0.3), (0.46, 0.62), (-0.34, 0.62)], "wood")
    pen.rect(-0.4, 0.26, 0.4, 0.32, "gold")
    pen.rect(-0.05, 0.14, 0.05, 0.3, "gold")
    for x, y in ((-0.22, 0.4), (-0.04, 0.44), (0.14, 0.41), (0.05, 0.52), (-0.14, 0.5)):
        pen.ell(x, y, 0.08, 0.06, "gold")
    pen.ngon(0.28, 0.45, 0.08, 5, "gem")


def arch(pen: Pen) -> None:
    pen.rect(-0.45, 0, -0.25, 0.65, "main")
    pen.rect(0.25, 0, 0.45, 0.65, "main")
    pen.poly([(-0.45, 0.65)] + [(0.45 * math.cos(math.radians(a)), 0.65 + 0.3 * math.sin(math.radians(a)))
                                for a in range(180, -1, -15)], "main")
    pen.poly([(-0.25, 0.65)] + [(0.25 * math.cos(math.radians(a)), 0.65 + 0.18 * math.sin(math.radians(a)))
                                for a in range(180, -1, -15)], "glow")
    pen.rect(-0.25, 0.0, 0.25, 0.65, "glow")


def pyramid(pen: Pen) -> None:
    for i in range(4):
        w = 0.5 - i * 0.11
        pen.rect(-w, i * 0.16, w, i * 0.16 + 0.16, "main")
    pen.rect(-0.06, 0.64, 0.06, 0.74, "gold")


def plinth(pen: Pen) -> None:
    pen.rect(-0.22, 0, 0.22, 0.1, "main")
    pen.rect(-0.17, 0.1, 0.17, 0.18, "main")


def big_sword(pen: Pen) -> None:
    pen.poly([(-0.06, 0.0), (0.06, 0.0), (0.06, 0.7), (-0.06, 0.7)], "metal")
    pen.poly([(-0.06, -0.05), (0.06, -0.05), (0, -0.12)], "metal")
    pen.rect(-0.2, 0.7, 0.2, 0.76, "gold")
    pen.rect(-0.035, 0.76, 0.035, 0.94, "wood")
    pen.ell(0, 0.97, 0.05, 0.05, "gold")


def floating_isle(pen: Pen) -> None:
    pen.poly([(-0.5, 0.0), (0.5, 0.0), (0.25, -0.25), (0.05, -0.42), (-0.15, -0.3), (-0.35, -0.2)], "rock")
    pen.rect(-0.5, -0.03, 0.5, 0.02, "leaf")


def cloud(pen: Pen) -> None:
    for x, y, r in ((-0.2, 0.08, 0.12), (0.0, 0.14, 0.16), (0.2, 0.08, 0.12)):
        pen.ell(x, y, r * 1.2, r, "paper")


def volcano(pen: Pen) -> None:
    pen.poly([(-0.6, 0), (-0.14, 0.7), (0.14, 0.7), (0.6, 0)], "rock")
    pen.poly([(-0.14, 0.7), (-0.08, 0.55), (-0.04, 0.62), (0.0, 0.4), (0.05, 0.6), (0.09, 0.52), (0.14, 0.7)], "fire")
    pen.poly([(-0.12, 0.7), (-0.2, 0.95), (-0.02, 0.82), (0.05, 1.05), (0.1, 0.84), (0.22, 0.92), (0.12, 0.7)], "fire")
    pen.line([(0.02, 0.45), (0.12, 0.2), (0.08, 0.0)], 0.04, "fire")


def mountain(pen: Pen) -> None:
    pen.poly([(-0.6, 0), (-0.2, 0.72), (0.0, 0.55), (0.22, 0.8), (0.6, 0)], "rock")
    pen.poly([(-0.27, 0.6), (-0.2, 0.72), (-0.12, 0.62)], "paper")
    pen.poly([(0.14, 0.66), (0.22, 0.8), (0.3, 0.66)], "paper")
    pen.poly([(-0.14, 0), (0.14, 0), (0.14, 0.2), (0, 0.27), (-0.14, 0.2)], "dark")
    pen.rect(-0.16, 0.2, 0.16, 0.24, "wood")


def gem(pen: Pen) -> None:
    pen.poly([(0, 0), (-0.3, 0.32), (-0.18, 0.48), (0.18, 0.48), (0.3, 0.32)], "gem")
    pen.poly([(0, 0), (-0.1, 0.32), (0.1, 0.32)], "glow")
    pen.poly([(-0.18, 0.48), (-0.1, 0.32), (0.1, 0.32), (0.18, 0.48)], "glow")


def scale(pen: Pen) -> None:
    pen.rect(-0.2, 0, 0.2, 0.06, "main")
    pen.rect(-0.03, 0.06, 0.03, 0.8, "main")
    pen.poly([(-0.08, 0.8), (0, 0.9), (0.08, 0.8)], "main")
    pen.line([(-0.45, 0.76), (0.45, 0.76)], 0.04, "main")
    for s in (-1, 1):
        x = 0.42 * s
        pen.line([(x, 0.76), (x - 0.12, 0.42)], 0.012, "main")
        pen.line([(x, 0.76), (x + 0.12, 0.42)], 0.012, "main")
        pen.poly([(x - 0.16, 0.42), (x + 0.16, 0.42), (x + 0.1, 0.34), (x - 0.1, 0.34)], "main")


def tree(pen: Pen) -> None:
    pen.poly([(-0.12, 0), (0.12, 0), (0.07, 0.5), (-0.07, 0.5)], "wood")
    pen.line([(0, 0.42), (-0.25, 0.65)], 0.05, "wood")
    pen.line([(0, 0.45), (0.22, 0.7)], 0.05, "wood")
    for x, y, r in ((-0.3, 0.7, 0.2), (0.28, 0.74, 0.2), (0, 0.86, 0.26), (-0.14, 0.62, 0.16), (0.14, 0.62, 0.16)):
        pen.ell(x, y, r, r * 0.85, "leaf")


def hourglass(pen: Pen) -> None:
    pen.rect(-0.32, 0, 0.32, 0.08, "wood")
    pen.rect(-0.32, 0.92, 0.32, 1.0, "wood")
    for x in (-0.28, 0.28):
        pen.rect(x - 0.025, 0.08, x + 0.025, 0.92, "wood")
    pen.poly([(-0.22, 0.9), (0.22, 0.9), (0.03, 0.5), (0.22, 0.1), (-0.22, 0.1), (-0.03, 0.5)], "glass")
    pen.poly([(-0.12, 0.7), (0.12, 0.7), (0.02, 0.52), (-0.02, 0.52)], "main")
    pen.poly([(-0.2, 0.1), (0.2, 0.1), (0, 0.3)], "main")


def standing_stones(pen: Pen) -> None:
    for x, hgt in ((-0.45, 0.5), (-0.22, 0.6), (0.22, 0.6), (0.45, 0.5)):
        pen.poly([(x - 0.07, 0), (x + 0.07, 0), (x + 0.06, hgt), (x - 0.05, hgt + 0.03)], "rock")
    pen.rect(-0.32, 0.6, 0.32, 0.68, "rock")
    pen.poly([(-0.15, 0), (-0.1, 0.28), (-0.04, 0.2), (0, 0.45), (0.05, 0.22), (0.11, 0.3), (0.15, 0)], "main")


def bookshelf(pen: Pen) -> None:
    pen.rect(-0.42, 0, 0.42, 0.8, "wood")
    roles = ("main", "paper", "fire", "leaf", "gold", "main", "cloth")
    for row in range(3):
        y = 0.05 + row * 0.25
        for i in range(7):
            x = -0.37 + i * 0.106
            pen.rect(x, y, x + 0.08, y + 0.2 - (i * 7 + row) % 3 * 0.025, roles[(i + row * 2) % 7])


def banner(pen: Pen) -> None:
    pen.line([(0, 0), (0, 0.9)], 0.025, "wood")
    pen.poly([(0, 0.88), (0.28, 0.84), (0.24, 0.76), (0.28, 0.68), (0, 0.64)], "main")


def weapons_rack(pen: Pen) -> None:
    pen.rect(-0.4, 0.1, 0.4, 0.16, "wood")
    for i in range(4):
        x = -0.3 + i * 0.2
        pen.line([(x, 0.0), (x, 0.62)], 0.025, "wood")
        pen.poly([(x - 0.04, 0.6), (x, 0.74), (x + 0.04, 0.6)], "metal")
    pen.ell(0, 0.34, 0.14, 0.15, "main")
    pen.ell(0, 0.34, 0.05, 0.05, "gold")


def anvil(pen: Pen) -> None:
    pen.poly([(-0.14, 0), (0.14, 0), (0.08, 0.18), (-0.08, 0.18)], "metal")
    pen.poly([(-0.36, 0.3), (-0.2, 0.18), (0.22, 0.18), (0.26, 0.3), (0.3, 0.36), (-0.2, 0.36)], "metal")
    pen.line([(0.15, 0.4), (0.45, 0.75)], 0.04, "wood")
    pen.rect(0.32, 0.7, 0.56, 0.8, "dark")


def bottles(pen: Pen) -> None:
    for x, r, role, nh in ((-0.3, 0.15, "main", 0.12), (0.0, 0.2, "leaf", 0.15), (0.3, 0.13, "fire", 0.1)):
        pen.ell(x, r, r, r, "glass")
        pen.ell(x, r * 0.85, r * 0.8, r * 0.75, role)
        pen.rect(x - 0.04, 2 * r - 0.02, x + 0.04, 2 * r + nh, "glass")
        pen.rect(x - 0.05, 2 * r + nh, x + 0.05, 2 * r + nh + 0.05, "wood")


def runestones(pen: Pen) -> None:
    for x, h, rune in ((-0.32, 0.45, 0), (0.0, 0.6, 1), (0.3, 0.4, 2)):
        pen.poly([(x - 0.12, 0), (x + 0.12, 0), (x + 0.1, h), (x, h + 0.06), (x - 0.1, h)], "rock")
        ym = h * 0.5
        if rune == 0:
            pen.line([(x, ym - 0.12), (x, ym + 0.12)], 0.03, "glow")
            pen.line([(x, ym + 0.12), (x + 0.07, ym + 0.03)], 0.03, "glow")
        elif rune == 1:
            pen.line([(x - 0.06, ym + 0.15), (x + 0.06, ym - 0.1), (x - 0.06, ym - 0.1), (x + 0.06, ym + 0.15)],
                     0.03, "glow")
        else:
            pen.line([(x - 0.05, ym - 0.1), (x - 0.05, ym + 0.1), (x + 0.05, ym), (x - 0.05, ym - 0.02)], 0.03,
                     "glow")


def pawn_sign(pen: Pen) -> None:
    pen.line([(-0.4, 0), (-0.4, 0.95), (0.35, 0.95)], 0.04, "wood")
    for x, y in ((-0.05, 0.55), (0.25, 0.55), (0.1, 0.3)):
        pen.line([(x, 0.95), (x, y + 0.1)], 0.012, "dark")
        pen.ell(x, y, 0.12, 0.12, "gold")


def snake(pen: Pen) -> None:
    pts = [(0.35 - i * 0.05, 0.06 + 0.12 * math.sin(i * 0.8) * (1 - i / 20) + i * 0.03) for i in range(15)]
    pen.line(pts, 0.09, "main")
    hx, hy = pts[-1]
    pen.ell(hx - 0.04, hy + 0.05, 0.1, 0.07, "main")
    pen.ell(hx - 0.07, hy + 0.07, 0.02, 0.02, "glow")
    pen.line([(hx - 0.13, hy + 0.04), (hx - 0.22, hy + 0.06), (hx - 0.25, hy + 0.02)], 0.01, "fire")


def medallion(pen: Pen) -> None:
    for i in range(16):
        a = math.radians(i * 22.5)
        pen.line([(0.46 * math.cos(a), 0.5 + 0.46 * math.sin(a)), (0.56 * math.cos(a), 0.5 + 0.56 * math.sin(a))],
                 0.035, "glow")
    pen.ell(0, 0.5, 0.42, 0.42, "gold")
    pen.ell(0, 0.5, 0.37, 0.37, "main")


def sun_rise(pen: Pen) -> None:
    pen.poly([(-0.25, 0.35)] + [(0.25 * math.cos(math.radians(a)), 0.35 + 0.25 * math.sin(math.radians(a)))
                                for a in range(180, -1, -15)], "glow")
    for a in range(20, 180, 32):
        r = math.radians(a)
        pen.line([(0.3 * math.cos(r), 0.35 + 0.3 * math.sin(r)), (0.4 * math.cos(r), 0.35 + 0.4 * math.sin(r))], 0.04,
                 "glow")
    pen.rect(-0.35, 0.3, 0.35, 0.35, "paper")
    pen.line([(0, 0.35), (0, 0.55)], 0.03, "dark")
    pen.line([(0, 0.35), (0.12, 0.43)], 0.03, "dark")


def leaf(pen: Pen) -> None:
    pen.poly([(0, 0.1)] + [(0.22 * math.sin(math.radians(a)), 0.1 + 0.3 * (1 - math.cos(math.radians(a))))
                           for a in range(0, 181, 20)] + [(0, 0.7)] +
             [(-0.22 * math.sin(math.radians(a)), 0.1 + 0.3 * (1 - math.cos(math.radians(a))))
              for a in range(180, -1, -20)], "leaf")
    pen.line([(0, 0.1), (0, 0.62)], 0.02, "dark")
    for y in (0.25, 0.4, 0.52):
        pen.line([(0, y), (0.12, y + 0.08)], 0.015, "dark")
        pen.line([(0, y), (-0.12, y + 0.08)], 0.015, "dark")


def lotus(pen: Pen) -> None:
    for a, role in ((-60, "cloth"), (60, "cloth"), (-30, "paper"), (30, "paper"), (0, "paper")):
        r = math.radians(a)
        cx, cy = 0.2 * math.sin(r), 0.35 + 0.15 * math.cos(r)
        pen.poly([(0, 0.2), (cx - 0.09 * math.cos(r), cy), (cx + 0.2 * math.sin(r), cy + 0.2 * math.cos(r)),
                  (cx + 0.09 * math.cos(r), cy)], role)
    pen.ell(0, 0.2, 0.3, 0.05, "leaf")


def flame_emblem(pen: Pen) -> None:
    pen.poly([(-0.22, 0.15), (-0.26, 0.45), (-0.12, 0.38), (-0.1, 0.62), (0.0, 0.5), (0.05, 0.85), (0.12, 0.5),
              (0.2, 0.6), (0.26, 0.35), (0.22, 0.15)], "fire")
    pen.poly([(-0.12, 0.15), (-0.08, 0.35), (0, 0.3), (0.03, 0.55), (0.1, 0.32), (0.12, 0.15)], "glow")


def bird(pen: Pen) -> None:
    for s in (1, -1):
        pen.poly([(0.04 * s, 0.45), (0.2 * s, 0.62), (0.4 * s, 0.78), (0.36 * s, 0.6), (0.4 * s, 0.56),
                  (0.3 * s, 0.44), (0.32 * s, 0.36), (0.1 * s, 0.36)], "fire")
    pen.ell(0, 0.45, 0.07, 0.14, "fire")
    pen.ell(0, 0.64, 0.05, 0.05, "fire")
    pen.poly([(0, 0.66), (0.08, 0.64), (0, 0.62)], "gold")
    pen.poly([(-0.05, 0.33), (0.05, 0.33), (0.12, 0.12), (0, 0.2), (-0.12, 0.12)], "glow")


def war_helm(pen: Pen) -> None:
    pen.poly([(-0.2, 0.2), (-0.22, 0.45)] + [(0.22 * math.cos(math.radians(a)), 0.45 + 0.2 * math.sin(math.radians(a)))
                                            for a in range(180, -1, -15)] + [(0.2, 0.2), (0.06, 0.2), (0.06, 0.36),
                                                                             (-0.06, 0.36), (-0.06, 0.2)], "metal")
    pen.rect(-0.16, 0.38, 0.16, 0.42, "dark")
    for s in (1, -1):
        pen.poly([(0.2 * s, 0.5), (0.36 * s, 0.6), (0.4 * s, 0.8), (0.3 * s, 0.66), (0.18 * s, 0.6)], "bone")


def coin(pen: Pen) -> None:
    pen.ell(0, 0.45, 0.3, 0.3, "gold")
    pen.ell(0, 0.45, 0.23, 0.23, "wood", width=0.02)
    pen.rect(-0.07, 0.38, 0.07, 0.52, "main")
    pen.line([(-0.12, 0.12), (-0.2, -0.02)], 0.04, "fire")
    pen.line([(0.12, 0.12), (0.2, -0.02)], 0.04, "fire")


def orb_big(pen: Pen) -> None:
    pen.ell(0, 0.5, 0.3, 0.3, "main")
    pen.ell(-0.08, 0.58, 0.1, 0.1, "glow")
    pen.line([(0.05, 0.8), (0.12, 0.62), (0.02, 0.52), (0.1, 0.3)], 0.02, "glow")


def lightning(pen: Pen) -> None:
    pen.line([(0, 1.0), (0.08, 0.7), (-0.04, 0.62), (0.06, 0.3)], 0.03, "glow")


def stone_pillar(pen: Pen) -> None:
    pen.rect(-0.08, 0, 0.08, 0.5, "main")
    pen.poly([(-0.45, 0.5), (0.45, 0.5), (0.4, 0.58), (-0.4, 0.58)], "main")
    pen.ell(-0.3, 0.68, 0.12, 0.1, "rock")
    pen.ell(0.3, 0.68, 0.12, 0.1, "gold")
    pen.ell(0, 0.66, 0.06, 0.06, "glow")


def onion_palace(pen: Pen) -> None:
    pen.rect(-0.45, 0, 0.45, 0.4, "main")
    for x, hgt, r in ((-0.32, 0.62, 0.1), (0.0, 0.78, 0.16), (0.32, 0.62, 0.1)):
        pen.rect(x - r * 0.8, 0.4, x + r * 0.8, hgt, "main")
        pen.ell(x, hgt + r * 0.7, r, r, "roof")
        pen.poly([(x - r * 0.5, hgt + r * 1.3), (x, hgt + r * 2.6), (x + r * 0.5, hgt + r * 1.3)], "roof")
    pen.poly([(-0.1, 0), (0.1, 0), (0.1, 0.2), (0, 0.3), (-0.1, 0.2)], "dark")


PART_FUNCS: dict[str, Callable[[Pen], None]] = {
    "tower": tower, "hall": hall, "dome": dome, "telescope": telescope, "temple": temple, "fort": fort,
    "pagoda": pagoda, "wagon": wagon, "camel": camel, "altar": altar, "catapult": catapult, "ring_portal": ring_portal,
    "stall": stall, "chest": chest, "arch": arch, "pyramid": pyramid, "plinth": plinth, "big_sword": big_sword,
    "floating_isle": floating_isle, "cloud": cloud, "volcano": volcano, "mountain": mountain, "gem": gem,
    "scale": scale, "tree": tree, "hourglass": hourglass, "standing_stones": standing_stones, "bookshelf": bookshelf,
    "banner": banner, "weapons_rack": weapons_rack, "anvil": anvil, "bottles": bottles, "runestones": runestones,
    "pawn_sign": pawn_sign, "snake": snake, "medallion": medallion, "sun_rise": sun_rise, "leaf": leaf,
    "lotus": lotus, "flame_emblem": flame_emblem, "bird": bird, "war_helm": war_helm, "coin": coin,
    "orb_big": orb_big, "lightning": lightning, "stone_pillar": stone_pillar, "onion_palace": onion_palace,
}
