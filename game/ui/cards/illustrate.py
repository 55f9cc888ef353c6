"""Per-card illustrations composed from assets/art.toml: a domain backdrop, background motifs, then the card's parts
lit by one light from the upper left (rim light, shade and a cast shadow to the lower right)."""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from game.ui.cards.artdata import ALL_PARTS, NAMED, CardArt, default_art
from game.ui.cards.pen import Pen

SS = 2  # supersampling factor

# one palette per domain: sky top, sky bottom, ground, and the roles that depend on the domain
DOMAINS: dict[str, dict[str, tuple[int, int, int]]] = {
    "hero": {"sky0": (252, 226, 178), "sky1": (226, 140, 96), "ground": (104, 66, 48), "stone": (150, 128, 108),
             "roof": (120, 60, 44), "rock": (112, 84, 70), "dark": (46, 30, 28)},
    "building": {"sky0": (176, 212, 238), "sky1": (238, 234, 214), "ground": (118, 108, 92), "stone": (214, 198, 166),
                 "roof": (156, 66, 48), "rock": (128, 120, 110), "dark": (44, 38, 36)},
    "wonder": {"sky0": (255, 232, 160), "sky1": (236, 160, 84), "ground": (146, 104, 58), "stone": (238, 214, 158),
               "roof": (176, 110, 40), "rock": (120, 90, 76), "dark": (60, 36, 24)},
    "immortal": {"sky0": (34, 26, 72), "sky1": (104, 56, 128), "ground": (40, 28, 60), "stone": (206, 196, 226),
                 "roof": (130, 90, 160), "rock": (90, 80, 110), "dark": (20, 14, 30)},
    "commerce": {"sky0": (220, 236, 196), "sky1": (168, 198, 136), "ground": (112, 78, 46), "stone": (200, 186, 150),
                 "roof": (140, 80, 40), "rock": (120, 116, 104), "dark": (40, 32, 24)},
}
FIXED = {"metal": (196, 202, 214), "gold": (236, 190, 60), "skin": (214, 164, 124), "hair": (62, 40, 30),
         "bone": (236, 226, 196), "wood": (122, 80, 46), "paper": (246, 240, 222), "glow": (255, 244, 176),
         "fire": (242, 112, 32), "leaf": (64, 146, 64), "gem": (96, 214, 236), "glass": (200, 230, 240)}
LIGHT = (255, 248, 222)
# where a family puts a part by default: (x, y) as fractions of the art box, s as a fraction of its height
ANCHOR = {"hero": (0.56, 0.97, 0.84), "building": (0.5, 0.9, 0.82), "wonder": (0.5, 0.9, 0.85),
          "immortal": (0.5, 0.97, 0.95), "commerce": (0.5, 0.88, 0.8)}
MAIN_ROLE = {"hero": "accent", "building": "stone", "wonder": "stone", "immortal": "accent", "commerce": "accent"}


def colours_for(art: CardArt) -> dict[str, tuple[int, ...]]:
    """Every colour role of one card: fixed roles, its domain's roles and its own accent and cloth."""
    dom = DOMAINS[art.family]
    cols: dict[str, tuple[int, ...]] = {**FIXED, **{k: v for k, v in dom.items() if not k.startswith("sky")}}
    cols["accent"] = NAMED[art.palette]
    cols["cloth"] = NAMED[art.cloth]
    return cols


def _backdrop(family: str, w: int, h: int) -> Image.Image:
    dom = DOMAINS[family]
    grad = Image.linear_gradient("L").resize((1, h)).resize((w, h))
    img = Image.composite(Image.new("RGB", (w, h), dom["sky1"]), Image.new("RGB", (w, h), dom["sky0"]), grad)
    d = ImageDraw.Draw(img)
    g = dom["ground"]
    if family == "hero":   # rolling hills
        d.ellipse((-w * 0.3, h * 0.8, w * 0.7, h * 1.4), fill=tuple(min(255, c + 30) for c in g))
        d.ellipse((w * 0.35, h * 0.84, w * 1.4, h * 1.5), fill=g)
    elif family in ("building", "commerce"):   # a paved ground or a counter
        d.rectangle((0, h * 0.88, w, h), fill=g)
        for i in range(0, w, max(4, w // 12)):
            d.line((i, h * 0.88, i - w * 0.04, h), fill=tuple(max(0, c - 20) for c in g), width=max(1, SS))
    elif family == "wonder":   # far horizon and a plain
        d.polygon([(0, h * 0.8), (w * 0.2, h * 0.72), (w * 0.45, h * 0.8), (w * 0.75, h * 0.7), (w, h * 0.78),
                   (w, h), (0, h)], fill=tuple(min(255, c + 40) for c in g))
        d.rectangle((0, h * 0.88, w, h), fill=g)
    return img.convert("RGBA")


def _motifs(img: Image.Image, art: CardArt, cols: dict, seed: int) -> None:
    w, h = img.size
    d = ImageDraw.Draw(img, "RGBA")
    rnd = random.Random(seed)
    u = h / 100
    for m in art.motifs:
        if m == "rays":
            cx, cy = w * 0.5, h * 0.45
            for i in range(12):
                a0, a1 = i * math.pi / 6, i * math.pi / 6 + math.pi / 14
                d.polygon([(cx, cy), (cx + w * math.cos(a0), cy + w * math.sin(a0)),
                           (cx + w * math.cos(a1), cy + w * math.sin(a1))], fill=(*LIGHT, 70))
        elif m in ("stars", "sparks", "embers", "snow"):
            col: tuple[int, ...] = {"stars": (255, 250, 220), "sparks": (255, 220, 120), "embers": (255, 120, 40),
                                    "snow": (255, 255, 255)}[m]
            for _ in range(14):
                top = h * (0.6 if m == "stars" else 0.9)
                x, y, r = rnd.uniform(0, w), rnd.uniform(0, top), rnd.uniform(0.6, 1.6) * u
                d.ellipse((x - r, y - r, x + r, y + r), fill=(*col, 230))
        elif m == "moon":
            x, y, r = w * 0.82, h * 0.2, 9 * u
            d.ellipse((x - r, y - r, x + r, y + r), fill=(250, 244, 210, 255))
        elif m == "sun":
            x, y, r = w * 0.16, h * 0.2, 11 * u
            d.ellipse((x - r * 1.5, y - r * 1.5, x + r * 1.5, y + r * 1.5), fill=(*LIGHT, 90))
            d.ellipse((x - r, y - r, x + r, y + r), fill=(255, 240, 170, 255))
        elif m in ("clouds", "mist", "smoke"):
            col = {"clouds": (255, 255, 255, 190), "mist": (240, 240, 255, 110), "smoke": (70, 60, 70, 150)}[m]
            for _ in range(4):
                x, y = rnd.uniform(0, w), rnd.uniform(h * 0.08, h * (0.45 if m == "clouds" else 0.9))
                rx, ry = rnd.uniform(10, 18) * u, rnd.uniform(4, 7) * u
                d.ellipse((x - rx, y - ry, x + rx, y + ry), fill=col)
        elif m == "birds":
            for _ in range(4):
                x, y, s = rnd.uniform(w * 0.1, w * 0.9), rnd.uniform(h * 0.08, h * 0.35), rnd.uniform(3, 5) * u
                d.line((x - s, y - s * 0.5, x, y, x + s, y - s * 0.5), fill=(50, 40, 40, 220), width=max(1, int(u)))
        elif m in ("runes", "coins", "leaves"):
            col = {"runes": (*cols["glow"], 200), "coins": (*cols["gold"], 255), "leaves": (*cols["leaf"], 230)}[m]
            for _ in range(6):
                x, y, r = rnd.uniform(0, w), rnd.uniform(h * 0.05, h * 0.7), rnd.uniform(2.5, 4) * u
                if m == "coins":
                    d.ellipse((x - r, y - r, x + r, y + r), fill=col, outline=(120, 90, 10, 255))
                elif m == "leaves":
                    d.ellipse((x - r, y - r * 0.5, x + r, y + r * 0.5), fill=col)
                else:
                    d.line((x, y - r, x, y + r, x + r * 0.7, y), fill=col, width=max(1, int(u * 1.2)))
        elif m in ("dunes", "waves", "lava"):
            col = {"dunes": (226, 184, 120), "waves": (60, 120, 180), "lava": (230, 90, 30)}[m]
            for i in range(2):
                y = h * (0.8 + i * 0.08)
                d.polygon([(x, y + math.sin(x / w * 9 + i * 2) * 3 * u) for x in range(0, w + 8, 8)] +
                          [(w, h), (0, h)], fill=(*col, 255))
        elif m == "aurora":
            for i in range(3):
                y = h * (0.15 + i * 0.08)
                d.line([(x, y + math.sin(x / w * 6 + i) * 5 * u) for x in range(0, w + 8, 8)],
                       fill=(120, 240, 180, 110), width=int(3 * u))


def _subject(art: CardArt, cols: dict, w: int, h: int) -> Image.Image:
    layer = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    dx, dy, ds = ANCHOR[art.family]
    for part in art.parts:
        x = part.x if part.x is not None else dx
        y = part.y if part.y is not None else dy
        s = part.s if part.s is not None else ds
        pen = Pen(d, x * w, y * h, s * min(h, w / 1.45), part.flip, cols, part.c or MAIN_ROLE[art.family])
        ALL_PARTS[part.name](pen)
    return layer


def _lit(bg: Image.Image, layer: Image.Image, family: str) -> Image.Image:
    """Composite the subject over the backdrop, lit from the upper left: outline, rim, shade and cast shadow."""
    w, h = layer.size
    k = max(1, h // 40)
    alpha = layer.getchannel("A")
    shadow = ImageChops.offset(alpha, k * 2, k).filter(ImageFilter.BoxBlur(k))
    dark = (*DOMAINS[family]["dark"], 255)
    box = (0, 0, w, h)
    bg.paste(dark, box, shadow.point(lambda v: v * 45 // 100))
    outline = alpha
    for ox, oy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        outline = ImageChops.lighter(outline, ImageChops.offset(alpha, ox, oy))
    bg.paste(dark, box, outline)
    rim = ImageChops.subtract(alpha, ImageChops.offset(alpha, k, k))
    shade = ImageChops.subtract(alpha, ImageChops.offset(alpha, -k, -k))
    lit = layer.copy()
    lit.paste((*LIGHT, 255), box, rim.point(lambda v: v * 55 // 100))
    lit.paste((0, 0, 0, 255), box, shade.point(lambda v: v * 35 // 100))
    lit.putalpha(alpha)
    bg.alpha_composite(lit)
    return bg


@lru_cache(maxsize=64)   # one size of the deck; the face cache keeps the finished faces
def illustration(family: str, kind: str, w: int, h: int) -> Image.Image:
    """The card's picture at w x h (RGBA); KeyError when assets/art.toml has no entry for it."""
    art = default_art()[(family, kind)]
    if h > w:   # tall boxes (tiny cards): draw a wide picture and keep its middle, so the subject stays large
        wide = illustration(family, kind, round(h * 1.2), h)
        x0 = (wide.width - w) // 2
        return wide.crop((x0, 0, x0 + w, h))
    cols = colours_for(art)
    W, H = max(4, w) * SS, max(4, h) * SS
    bg = _backdrop(family, W, H)
    _motifs(bg, art, cols, sum(map(ord, kind)))
    return _lit(bg.reduce(SS), _subject(art, cols, W, H).reduce(SS), family)


def paste_illustration(img: Image.Image, box: tuple[int, int, int, int], family: str, kind: str) -> None:
    """Draw a card's picture into box of img with rounded corners."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    pic = illustration(family, kind, w, h)
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), max(2, w // 20), fill=255)
    img.paste(pic, (x0, y0), mask)
