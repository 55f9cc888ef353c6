"""Token icons and type banners drawn by code with Pillow; each kind has its own shape, not only a colour."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

# colour per token kind; every icon also has its own shape, so colour is never the only cue
TOKEN_COLOURS = {
    "mil": (196, 52, 46), "sci": (46, 104, 196), "cha": (128, 60, 170), "won": (226, 132, 30),
    "coins": (232, 190, 60), "vp": (60, 150, 80), "sup": (170, 30, 40), "diamond": (90, 210, 230),
    "culture": (236, 120, 170), "civ": (120, 120, 120),
}
SYMBOL_COLOURS = {
    "military": (186, 40, 40), "science": (40, 90, 190), "chaos": (120, 50, 160), "galmi": (40, 140, 70),
    "legendary": (226, 130, 20),
}

def _disc(d: ImageDraw.ImageDraw, s: int, fill: tuple, outline: tuple = (20, 20, 20)) -> None:
    w = max(1, s // 14)
    d.ellipse((w, w, s - 1 - w, s - 1 - w), fill=fill, outline=outline, width=w)


def draw_icon(kind: str, s: int) -> Image.Image:
    """A square RGBA icon for a token kind (mil, sci, cha, won, coins, vp, sup, diamond, culture, civ)."""
    if s < 12:
        return draw_icon(kind, 12).resize((max(1, s), max(1, s)), Image.Resampling.LANCZOS)
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = TOKEN_COLOURS.get(kind, (128, 128, 128))
    lw = max(1, s // 10)
    white = (250, 245, 235)
    if kind == "mil":  # disc with crossed swords
        _disc(d, s, c)
        for p, q in (((0.28, 0.28), (0.72, 0.72)), ((0.72, 0.28), (0.28, 0.72))):
            d.line((p[0] * s, p[1] * s, q[0] * s, q[1] * s), fill=white, width=lw)
        d.line((0.22 * s, 0.62 * s, 0.38 * s, 0.78 * s), fill=white, width=lw)
        d.line((0.78 * s, 0.62 * s, 0.62 * s, 0.78 * s), fill=white, width=lw)
    elif kind == "sci":  # disc with an armillary sphere
        _disc(d, s, c)
        d.ellipse((0.3 * s, 0.3 * s, 0.7 * s, 0.7 * s), outline=white, width=lw)
        d.ellipse((0.18 * s, 0.42 * s, 0.82 * s, 0.58 * s), outline=white, width=max(1, lw // 2 + 1))
        d.line((0.5 * s, 0.2 * s, 0.5 * s, 0.8 * s), fill=white, width=max(1, lw // 2))
    elif kind == "cha":  # hexagon with an eye
        pts = [(s / 2 + 0.46 * s * math.cos(math.pi / 3 * i + math.pi / 6),
                s / 2 + 0.46 * s * math.sin(math.pi / 3 * i + math.pi / 6)) for i in range(6)]
        d.polygon(pts, fill=c, outline=(20, 20, 20))
        d.ellipse((0.22 * s, 0.36 * s, 0.78 * s, 0.64 * s), outline=white, width=lw)
        d.ellipse((0.4 * s, 0.4 * s, 0.6 * s, 0.6 * s), fill=white)
    elif kind == "won":  # disc with a stepped pyramid
        _disc(d, s, c)
        for i, (x0, x1) in enumerate(((0.22, 0.78), (0.32, 0.68), (0.42, 0.58))):
            y1 = 0.74 - i * 0.16
            d.rectangle((x0 * s, (y1 - 0.14) * s, x1 * s, y1 * s), fill=white)
    elif kind == "coins":  # gold coin with a rim and a square hole
        _disc(d, s, c, (120, 90, 10))
        d.ellipse((0.2 * s, 0.2 * s, 0.8 * s, 0.8 * s), outline=(150, 110, 20), width=max(1, lw // 2))
        d.rectangle((0.42 * s, 0.42 * s, 0.58 * s, 0.58 * s), fill=(150, 110, 20))
    elif kind == "vp":  # green star
        pts = []
        for i in range(10):
            r = 0.48 * s if i % 2 == 0 else 0.22 * s
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((s / 2 + r * math.cos(a), s / 2 + 0.04 * s + r * math.sin(a)))
        d.polygon(pts, fill=c, outline=(20, 50, 20))
    elif kind == "sup":  # shield with a crown
        pts = [(0.12 * s, 0.1 * s), (0.88 * s, 0.1 * s), (0.88 * s, 0.5 * s), (0.5 * s, 0.94 * s),
               (0.12 * s, 0.5 * s)]
        d.polygon(pts, fill=c, outline=(240, 200, 80))
        d.polygon([(0.28 * s, 0.5 * s), (0.28 * s, 0.26 * s), (0.39 * s, 0.38 * s), (0.5 * s, 0.22 * s),
                   (0.61 * s, 0.38 * s), (0.72 * s, 0.26 * s), (0.72 * s, 0.5 * s)], fill=(240, 200, 80))
    elif kind == "diamond":  # faceted gem
        pts = [(0.5 * s, 0.92 * s), (0.08 * s, 0.38 * s), (0.28 * s, 0.12 * s), (0.72 * s, 0.12 * s),
               (0.92 * s, 0.38 * s)]
        d.polygon(pts, fill=c, outline=(20, 60, 80))
        d.line((0.08 * s, 0.38 * s, 0.92 * s, 0.38 * s), fill=(20, 60, 80), width=max(1, lw // 2))
        d.line((0.5 * s, 0.92 * s, 0.36 * s, 0.38 * s, 0.5 * s, 0.12 * s, 0.64 * s, 0.38 * s, 0.5 * s, 0.92 * s),
               fill=(20, 60, 80), width=max(1, lw // 3))
    elif kind == "culture":  # five-petal flower
        for i in range(5):
            a = -math.pi / 2 + i * 2 * math.pi / 5
            cx, cy = s / 2 + 0.24 * s * math.cos(a), s / 2 + 0.24 * s * math.sin(a)
            d.ellipse((cx - 0.2 * s, cy - 0.2 * s, cx + 0.2 * s, cy + 0.2 * s), fill=c, outline=(120, 40, 80))
        d.ellipse((0.38 * s, 0.38 * s, 0.62 * s, 0.62 * s), fill=(250, 230, 120))
    elif kind == "civ":  # tri-colour disc: any civilization token
        for i, k in enumerate(("mil", "sci", "cha")):
            d.pieslice((1, 1, s - 2, s - 2), -90 + i * 120, 30 + i * 120, fill=TOKEN_COLOURS[k])
        d.ellipse((1, 1, s - 2, s - 2), outline=(20, 20, 20), width=max(1, s // 14))
    elif kind == "arrow":  # a right arrow (the default font has no →)
        col = (40, 30, 25)
        d.line((0.1 * s, 0.55 * s, 0.8 * s, 0.55 * s), fill=col, width=max(1, s // 9))
        d.polygon([(0.9 * s, 0.55 * s), (0.6 * s, 0.3 * s), (0.6 * s, 0.8 * s)], fill=col)
    elif kind == "first":  # first-player token: golden crown
        _disc(d, s, (60, 40, 20), (230, 190, 70))
        d.polygon([(0.2 * s, 0.7 * s), (0.2 * s, 0.32 * s), (0.35 * s, 0.5 * s), (0.5 * s, 0.25 * s),
                   (0.65 * s, 0.5 * s), (0.8 * s, 0.32 * s), (0.8 * s, 0.7 * s)], fill=(240, 200, 70))
    else:
        _disc(d, s, c)
    return img


def draw_symbol_banner(sym: str, w: int, h: int) -> Image.Image:
    """A hanging type banner; each type has its own outline (colour-blind safe) and emblem."""
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = SYMBOL_COLOURS[sym]
    edge = (30, 20, 10)
    if sym == "military":  # swallowtail pennant
        pts = [(0, 0), (w, 0), (w, h), (w / 2, h * 0.78), (0, h)]
    elif sym == "science":  # rounded bottom
        pts = [(0, 0), (w, 0), (w, h * 0.7)] + [
            (w / 2 + w / 2 * math.cos(a / 10 * math.pi), h * 0.7 + h * 0.3 * math.sin(a / 10 * math.pi))
            for a in range(11)] + [(0, h * 0.7)]
    elif sym == "chaos":  # jagged bottom
        pts = [(0, 0), (w, 0), (w, h * 0.8), (w * 0.75, h), (w * 0.5, h * 0.8), (w * 0.25, h), (0, h * 0.8)]
    elif sym == "galmi":  # leaf point
        pts = [(0, 0), (w, 0), (w, h * 0.6), (w / 2, h), (0, h * 0.6)]
    else:  # legendary: notched crown bottom
        pts = [(0, 0), (w, 0), (w, h), (w * 0.8, h * 0.85), (w * 0.65, h), (w * 0.5, h * 0.85), (w * 0.35, h),
               (w * 0.2, h * 0.85), (0, h)]
    d.polygon(pts, fill=c, outline=edge)
    e = int(w * 0.7)
    em = _emblem(sym, e)
    img.alpha_composite(em, ((w - e) // 2, int(h * 0.12)))
    return img


def _emblem(sym: str, s: int) -> Image.Image:
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    wh = (250, 245, 230)
    lw = max(1, s // 8)
    if sym == "military":  # sword
        d.line((0.5 * s, 0.08 * s, 0.5 * s, 0.78 * s), fill=wh, width=lw)
        d.line((0.25 * s, 0.62 * s, 0.75 * s, 0.62 * s), fill=wh, width=lw)
        d.ellipse((0.42 * s, 0.8 * s, 0.58 * s, 0.96 * s), fill=wh)
    elif sym == "science":  # sphere
        d.ellipse((0.15 * s, 0.15 * s, 0.85 * s, 0.85 * s), outline=wh, width=lw)
        d.line((0.15 * s, 0.5 * s, 0.85 * s, 0.5 * s), fill=wh, width=max(1, lw // 2))
    elif sym == "chaos":  # gem with an eye
        d.polygon([(0.5 * s, 0.05 * s), (0.92 * s, 0.5 * s), (0.5 * s, 0.95 * s), (0.08 * s, 0.5 * s)], outline=wh,
                  width=lw)
        d.ellipse((0.38 * s, 0.38 * s, 0.62 * s, 0.62 * s), fill=wh)
    elif sym == "galmi":  # tree
        d.ellipse((0.15 * s, 0.05 * s, 0.85 * s, 0.65 * s), fill=wh)
        d.rectangle((0.42 * s, 0.55 * s, 0.58 * s, 0.95 * s), fill=wh)
    else:  # legendary: lion-ish crown
        d.polygon([(0.1 * s, 0.8 * s), (0.1 * s, 0.25 * s), (0.3 * s, 0.5 * s), (0.5 * s, 0.15 * s),
                   (0.7 * s, 0.5 * s), (0.9 * s, 0.25 * s), (0.9 * s, 0.8 * s)], fill=wh)
    return img
