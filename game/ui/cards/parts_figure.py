"""Figure parts for Heroes and statues: bodies, heads and what the hands hold.

Frame: feet at y 0, head centre (0, 0.86), shoulders at y 0.7, right hand (0.28, 0.46), left hand (-0.28, 0.46).
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.cards.pen import Pen

RH, LH = (0.28, 0.46), (-0.28, 0.46)


def _arms(pen: Pen, role: str) -> None:
    pen.line([(0.15, 0.68), (0.24, 0.56), RH], 0.08, role)
    pen.line([(-0.15, 0.68), (-0.24, 0.56), LH], 0.08, role)


def _head(pen: Pen) -> None:
    pen.ell(0, 0.86, 0.085, 0.095, "skin")


def armor(pen: Pen) -> None:
    pen.rect(-0.11, 0.0, -0.03, 0.42, "dark")
    pen.rect(0.03, 0.0, 0.11, 0.42, "dark")
    pen.poly([(-0.2, 0.72), (0.2, 0.72), (0.13, 0.36), (-0.13, 0.36)], "main")
    pen.poly([(-0.2, 0.72), (0.2, 0.72), (0.16, 0.62), (-0.16, 0.62)], "metal")
    _arms(pen, "main")
    _head(pen)


def robe(pen: Pen) -> None:
    pen.poly([(-0.16, 0.72), (0.16, 0.72), (0.27, 0.0), (-0.27, 0.0)], "main")
    pen.rect(-0.16, 0.4, 0.16, 0.45, "gold")
    _arms(pen, "main")
    _head(pen)


def brute(pen: Pen) -> None:
    pen.rect(-0.15, 0.0, -0.04, 0.4, "dark")
    pen.rect(0.04, 0.0, 0.15, 0.4, "dark")
    pen.poly([(-0.27, 0.74), (0.27, 0.74), (0.17, 0.34), (-0.17, 0.34)], "main")
    pen.line([(0.2, 0.7), (0.31, 0.56), RH], 0.12, "skin")
    pen.line([(-0.2, 0.7), (-0.31, 0.56), LH], 0.12, "skin")
    pen.ell(0, 0.84, 0.1, 0.1, "skin")


def slim(pen: Pen) -> None:
    pen.line([(-0.05, 0.4), (-0.12, 0.0)], 0.07, "dark")
    pen.line([(0.05, 0.4), (0.12, 0.0)], 0.07, "dark")
    pen.poly([(-0.14, 0.72), (0.14, 0.72), (0.1, 0.36), (-0.1, 0.36)], "main")
    _arms(pen, "main")
    _head(pen)


def cape(pen: Pen) -> None:
    pen.poly([(-0.19, 0.74), (0.19, 0.74), (0.36, 0.02), (0.05, 0.08), (-0.36, 0.0)], "cloth")


def wings(pen: Pen) -> None:
    for s in (1, -1):
        pen.poly([(0.05 * s, 0.68), (0.45 * s, 1.0), (0.62 * s, 0.92), (0.55 * s, 0.72), (0.6 * s, 0.6),
                  (0.45 * s, 0.5), (0.48 * s, 0.38), (0.1 * s, 0.45)], "cloth")


def lion(pen: Pen) -> None:
    """A lion standing side-on, maned, tail up (the whole figure)."""
    pen.line([(-0.42, 0.42), (-0.56, 0.62), (-0.5, 0.7)], 0.04, "main")
    pen.ell(-0.5, 0.7, 0.04, 0.05, "dark")
    for x in (-0.33, -0.2, 0.17, 0.3):
        pen.rect(x - 0.045, 0.0, x + 0.045, 0.3, "main")
    pen.ell(-0.05, 0.36, 0.4, 0.16, "main")
    pen.ngon(0.3, 0.56, 0.27, 12, "dark")
    pen.ell(0.33, 0.55, 0.15, 0.16, "main")
    pen.ell(0.44, 0.5, 0.07, 0.06, "skin")
    pen.ell(0.36, 0.6, 0.025, 0.025, "dark")


# ------------------------------------------------------------------ heads

def helmet(pen: Pen) -> None:
    pen.ell(0, 0.89, 0.1, 0.09, "metal")
    pen.rect(-0.1, 0.8, -0.06, 0.9, "metal")
    pen.poly([(-0.02, 0.97), (0.03, 0.97), (-0.1, 1.08), (-0.2, 1.06), (-0.17, 1.0)], "main")


def crown(pen: Pen) -> None:
    pen.poly([(-0.1, 0.9), (-0.11, 1.02), (-0.05, 0.96), (0, 1.05), (0.05, 0.96), (0.11, 1.02), (0.1, 0.9)], "gold")


def hood(pen: Pen) -> None:
    pen.poly([(-0.13, 0.74), (-0.12, 0.92), (0.0, 1.04), (0.12, 0.92), (0.13, 0.74)], "cloth")
    pen.ell(0, 0.85, 0.06, 0.07, "dark")
    pen.ell(0.025, 0.86, 0.015, 0.012, "glow")
    pen.ell(-0.025, 0.86, 0.015, 0.012, "glow")


def horns(pen: Pen) -> None:
    for s in (1, -1):
        pen.poly([(0.06 * s, 0.92), (0.2 * s, 0.98), (0.24 * s, 1.1), (0.15 * s, 1.0), (0.04 * s, 0.96)], "bone")


def mane(pen: Pen) -> None:
    pen.star(0, 0.86, 0.17, "gold", points=9, inner=0.72)
    pen.ell(0, 0.86, 0.085, 0.095, "skin")


def buns(pen: Pen) -> None:
    pen.ell(0, 0.91, 0.09, 0.06, "dark")
    pen.ell(-0.09, 0.98, 0.05, 0.05, "dark")
    pen.ell(0.09, 0.98, 0.05, 0.05, "dark")


def long_hair(pen: Pen) -> None:
    pen.poly([(-0.1, 0.93), (0.1, 0.93), (0.13, 0.62), (0.06, 0.66), (0.07, 0.86), (-0.07, 0.86), (-0.06, 0.66),
              (-0.13, 0.62)], "hair")
    pen.ell(0, 0.92, 0.09, 0.05, "hair")


def antlers(pen: Pen) -> None:
    for s in (1, -1):
        pen.line([(0.05 * s, 0.93), (0.16 * s, 1.05), (0.2 * s, 1.16)], 0.03, "wood")
        pen.line([(0.13 * s, 1.02), (0.24 * s, 1.06)], 0.025, "wood")
        pen.line([(0.18 * s, 1.1), (0.1 * s, 1.15)], 0.025, "wood")


def feathers(pen: Pen) -> None:
    for i, a in enumerate((-0.12, 0.0, 0.12)):
        up = 0.06 if i == 1 else 0
        pen.poly([(a * 0.4, 0.92), (a - 0.03, 1.05 + up), (a + 0.03, 1.08 + up)], "main" if i == 1 else "gold")


def mask(pen: Pen) -> None:
    pen.poly([(-0.09, 0.9), (0.09, 0.9), (0.07, 0.8), (0, 0.76), (-0.07, 0.8)], "bone")
    pen.ell(0.035, 0.86, 0.018, 0.012, "dark")
    pen.ell(-0.035, 0.86, 0.018, 0.012, "dark")
    pen.poly([(-0.09, 0.92), (0.0, 1.02), (0.09, 0.92)], "hair")


def halo(pen: Pen) -> None:
    pen.ell(0, 0.9, 0.17, 0.17, "glow", width=0.035)


# ------------------------------------------------------------------ held in the right hand / left hand

def sword(pen: Pen) -> None:
    x, y = RH
    pen.poly([(x - 0.02, y + 0.04), (x + 0.02, y + 0.04), (x + 0.02, y + 0.5), (x, y + 0.56), (x - 0.02, y + 0.5)],
             "metal")
    pen.rect(x - 0.08, y + 0.02, x + 0.08, y + 0.05, "gold")
    pen.rect(x - 0.015, y - 0.06, x + 0.015, y + 0.02, "wood")


def spear(pen: Pen) -> None:
    x = RH[0]
    pen.line([(x, 0.02), (x, 1.02)], 0.03, "wood")
    pen.poly([(x - 0.045, 1.0), (x, 1.18), (x + 0.045, 1.0)], "metal")
    pen.poly([(x - 0.05, 0.97), (x + 0.05, 0.97), (x, 0.9)], "fire")


def staff(pen: Pen) -> None:
    x = RH[0]
    pen.line([(x, 0.02), (x, 0.98)], 0.035, "wood")
    pen.ell(x, 1.03, 0.07, 0.07, "glow")
    pen.ell(x, 1.03, 0.035, 0.035, "main")


def axe(pen: Pen) -> None:
    x, y = RH
    pen.line([(x - 0.02, y - 0.12), (x + 0.04, y + 0.5)], 0.04, "wood")
    pen.poly([(x + 0.03, y + 0.44), (x + 0.24, y + 0.56), (x + 0.2, y + 0.3), (x + 0.03, y + 0.34)], "metal")


def dagger(pen: Pen) -> None:
    x, y = RH
    pen.poly([(x - 0.015, y + 0.02), (x + 0.015, y + 0.02), (x + 0.06, y + 0.22), (x + 0.04, y + 0.24)], "metal")
    pen.rect(x - 0.04, y - 0.01, x + 0.04, y + 0.02, "gold")


def off_dagger(pen: Pen) -> None:
    x, y = LH
    pen.poly([(x + 0.015, y + 0.02), (x - 0.015, y + 0.02), (x - 0.06, y + 0.22), (x - 0.04, y + 0.24)], "metal")
    pen.rect(x - 0.04, y - 0.01, x + 0.04, y + 0.02, "gold")


def book(pen: Pen) -> None:
    x, y = LH
    pen.poly([(x - 0.12, y + 0.1), (x, y + 0.06), (x + 0.12, y + 0.1), (x + 0.12, y - 0.04), (x, y - 0.08),
              (x - 0.12, y - 0.04)], "paper")
    pen.line([(x, y + 0.06), (x, y - 0.08)], 0.015, "dark")
    pen.line([(x - 0.09, y + 0.04), (x - 0.03, y + 0.02)], 0.012, "dark")
    pen.line([(x + 0.03, y + 0.02), (x + 0.09, y + 0.04)], 0.012, "dark")


def lantern(pen: Pen) -> None:
    x, y = RH
    pen.line([(x, y), (x, y + 0.05)], 0.015, "dark")
    pen.ell(x, y - 0.06, 0.09, 0.09, "glow")
    pen.rect(x - 0.045, y - 0.11, x + 0.045, y - 0.01, "fire")


def bow(pen: Pen) -> None:
    x, y = LH
    pen.arc(x + 0.04, y, 0.34, 110, 250, 0.03, "wood")
    pen.line([(x - 0.07, y + 0.32), (x - 0.07, y - 0.32)], 0.01, "paper")
    pen.line([(x - 0.07, y), (RH[0] + 0.1, y + 0.02)], 0.015, "wood")
    pen.poly([(RH[0] + 0.1, y + 0.05), (RH[0] + 0.18, y + 0.02), (RH[0] + 0.1, y - 0.01)], "metal")


def orb(pen: Pen) -> None:
    x, y = RH
    pen.ell(x, y + 0.1, 0.11, 0.11, "glow")
    pen.ell(x, y + 0.1, 0.07, 0.07, "main")


def fan(pen: Pen) -> None:
    x, y = LH
    rim = ((-0.9, 0.4), (-0.6, 0.8), (0, 1), (0.6, 0.8))
    pen.poly([(x, y)] + [(x + 0.22 * c, y + 0.22 * s) for c, s in rim], "fire")
    pen.poly([(x, y), (x - 0.1, y + 0.1), (x - 0.03, y + 0.16)], "gold")


def shield(pen: Pen) -> None:
    x, y = LH
    pen.ell(x, y + 0.04, 0.16, 0.17, "metal")
    pen.ell(x, y + 0.04, 0.12, 0.13, "main")
    pen.ell(x, y + 0.04, 0.04, 0.04, "gold")


def flame(pen: Pen) -> None:
    x, y = LH
    pen.poly([(x - 0.08, y + 0.02), (x - 0.06, y + 0.14), (x - 0.02, y + 0.1), (x, y + 0.26), (x + 0.04, y + 0.12),
              (x + 0.07, y + 0.16), (x + 0.08, y + 0.02)], "fire")
    pen.ell(x, y + 0.04, 0.05, 0.04, "glow")


def claws(pen: Pen) -> None:
    for hx, hy in (RH, LH):
        for i in (-1, 0, 1):
            pen.line([(hx + i * 0.03, hy), (hx + i * 0.05 + 0.02 * (1 if hx > 0 else -1), hy - 0.1)], 0.018, "bone")


def fire_wheels(pen: Pen) -> None:
    for x in (-0.14, 0.14):
        pen.ell(x, 0.06, 0.13, 0.07, "fire", width=0.05)
        pen.ell(x, 0.06, 0.07, 0.035, "glow", width=0.025)


def sash(pen: Pen) -> None:
    pen.poly([(-0.2, 0.7), (-0.14, 0.72), (0.14, 0.38), (0.08, 0.36)], "fire")


FIGURE_PARTS: dict[str, Callable[[Pen], None]] = {
    "armor": armor, "robe": robe, "brute": brute, "slim": slim, "cape": cape, "wings": wings, "lion": lion,
    "helmet": helmet, "crown": crown, "hood": hood, "horns": horns, "mane": mane, "buns": buns, "long_hair": long_hair,
    "antlers": antlers, "feathers": feathers, "mask": mask, "halo": halo,
    "sword": sword, "spear": spear, "staff": staff, "axe": axe, "dagger": dagger, "off_dagger": off_dagger,
    "book": book, "lantern": lantern, "bow": bow, "orb": orb, "fan": fan, "shield": shield, "flame": flame,
    "claws": claws, "fire_wheels": fire_wheels, "sash": sash,
}
