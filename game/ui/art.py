"""Every picture of the game, drawn by code with Pillow: token icons, type banners, card faces and backs.

Card faces are cached as PNG files in the user cache directory, keyed by a hash of cards.toml, the language,
the size and ART_VERSION; the first run draws them, later runs only load them.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import threading
import unicodedata
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from game import cardtext
from game.paths import user_dir
from game.ui.artdata import art_bytes
from game.ui.illustrate import paste_illustration

ART_VERSION = 11  # 11: per-card illustrations from assets/art.toml
CARD_RATIO = 7 / 5  # height / width

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
FAMILY_COLOURS = {"hero": (150, 62, 44), "building": (62, 92, 122), "wonder": (176, 138, 40),
                  "commerce": (90, 110, 70), "immortal": (70, 50, 100)}


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's built-in font at a pixel size."""
    return ImageFont.load_default(size=max(6, int(size)))


# Pillow's built-in font has no accented letters: draw the base letter and the accent by hand.
_MARKS = {"\u0301": "acute", "\u0300": "grave", "\u0302": "circ", "\u0308": "uml", "\u0327": "cedil"}
_SUBST = {"×": "x", "→": "->", "«": "\"", "»": "\"", "œ": "oe", "Œ": "OE"}


def _plain(text: str) -> str:
    out = []
    for ch in text:
        ch = _SUBST.get(ch, ch)
        if ch.isascii() or ch in "’…":
            out.append(ch)
        else:
            out.append("".join(c for c in unicodedata.normalize("NFD", ch) if c not in _MARKS) or "?")
    return "".join(out)


def text_len(f: ImageFont.FreeTypeFont, text: str) -> float:
    """Width of text as draw_text draws it."""
    return f.getlength(_plain(text))


def draw_text(d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: ImageFont.FreeTypeFont,
              fill: tuple, **kw) -> None:
    """d.text with French accents drawn as strokes over the base letters."""
    f = font
    if all(ch.isascii() or ch in "’…" for ch in text):
        d.text(xy, text, font=f, fill=fill, **kw)
        return
    d.text(xy, _plain(text), font=f, fill=fill, **kw)
    x, y = xy
    size = f.size
    lw = max(1, int(size / 12))
    for ch in text:
        ch = _SUBST.get(ch, ch)
        if ch.isascii() or ch in "’…":
            x += f.getlength(ch)
            continue
        parts = unicodedata.normalize("NFD", ch)
        base = "".join(c for c in parts if c not in _MARKS) or "?"
        left, t, r, b = f.getbbox(base)
        cx = x + (left + r) / 2
        top = y + t - size * 0.08
        for c in parts:
            mark = _MARKS.get(c)
            if mark == "acute":
                d.line((cx - size * 0.06, top - size * 0.02, cx + size * 0.1, top - size * 0.2), fill=fill, width=lw)
            elif mark == "grave":
                d.line((cx + size * 0.06, top - size * 0.02, cx - size * 0.1, top - size * 0.2), fill=fill, width=lw)
            elif mark == "circ":
                d.line((cx - size * 0.13, top - size * 0.02, cx, top - size * 0.17,
                        cx + size * 0.13, top - size * 0.02), fill=fill, width=lw)
            elif mark == "uml":
                rr = max(1.0, size * 0.05)
                for dx in (-0.11, 0.11):
                    d.ellipse((cx + dx * size - rr, top - size * 0.1 - rr, cx + dx * size + rr, top - size * 0.1 + rr),
                              fill=fill)
            elif mark == "cedil":
                bot = y + b
                d.line((cx, bot, cx + size * 0.06, bot + size * 0.12, cx - size * 0.06, bot + size * 0.18), fill=fill,
                       width=lw)
        x += f.getlength(base)


# ------------------------------------------------------------------ icons

def _disc(d: ImageDraw.ImageDraw, s: int, fill: tuple, outline: tuple = (20, 20, 20)) -> None:
    w = max(1, s // 14)
    d.ellipse((w, w, s - 1 - w, s - 1 - w), fill=fill, outline=outline, width=w)


def draw_icon(kind: str, s: int) -> Image.Image:
    """A square RGBA icon for a token kind (mil, sci, cha, won, coins, vp, sup, diamond, culture, civ)."""
    if s < 12:
        return draw_icon(kind, 12).resize((max(1, s), max(1, s)), Image.LANCZOS)
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = TOKEN_COLOURS.get(kind, (128, 128, 128))
    lw = max(1, s // 10)
    white = (250, 245, 235)
    if kind == "mil":  # disc with crossed swords
        _disc(d, s, c)
        for a, b in (((0.28, 0.28), (0.72, 0.72)), ((0.72, 0.28), (0.28, 0.72))):
            d.line((a[0] * s, a[1] * s, b[0] * s, b[1] * s), fill=white, width=lw)
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


# ------------------------------------------------------------------ text with inline icons

_TOKEN_RE = re.compile(r"(\d*\[[a-z]+\])|(\s+)|([^\s\[]+)")


def _tokens(text: str) -> list[tuple[str, str]]:
    out = []
    for m in _TOKEN_RE.finditer(text.replace("→", "[arrow]")):
        if m.group(1):
            num, _, rest = m.group(1).partition("[")
            out.append(("icon", (num, rest[:-1])))
        elif m.group(2):
            out.append(("space", " "))
        else:
            out.append(("word", m.group(3)))
    return out


def _tok_width(tok: tuple, f: ImageFont.FreeTypeFont, size: int) -> int:
    kind, val = tok
    if kind == "icon":
        num, _ = val
        return (int(text_len(f, num)) if num else 0) + int(size * 1.15)
    return int(text_len(f, val))


def layout_rich(text: str, size: int, width: int) -> list[list[tuple]]:
    """Wrap text with [icon] markers into lines of tokens."""
    f = font(size)
    lines: list[list[tuple]] = [[]]
    x = 0
    for tok in _tokens(text):
        w = _tok_width(tok, f, size)
        if tok[0] == "space":
            if x > 0:
                lines[-1].append(tok)
                x += w
            continue
        if x + w > width and lines[-1]:
            while lines[-1] and lines[-1][-1][0] == "space":
                lines[-1].pop()
            lines.append([])
            x = 0
        lines[-1].append(tok)
        x += w
    return lines


def draw_rich(img: Image.Image, xy: tuple[int, int], lines: list[list[tuple]], size: int,
              fill: tuple = (30, 25, 20), center_w: int = 0) -> int:
    """Draw wrapped rich lines; return the y after the last line."""
    d = ImageDraw.Draw(img)
    f = font(size)
    x0, y = xy
    lh = int(size * 1.25)
    for line in lines:
        x = x0
        if center_w:
            x += (center_w - sum(_tok_width(t, f, size) for t in line)) // 2
        for tok in line:
            kind, val = tok
            if kind == "icon":
                num, res = val
                if num:
                    draw_text(d, (x, y), num, font=f, fill=fill)
                    x += int(text_len(f, num))
                s = int(size * 1.1)
                img.alpha_composite(icon_image(res, s), (x, y + (lh - s) // 2 - 1))
                x += int(size * 1.15)
            else:
                draw_text(d, (x, y), val, font=f, fill=fill)
                x += _tok_width(tok, f, size)
        y += lh
    return y


@lru_cache(maxsize=256)
def icon_image(kind: str, s: int) -> Image.Image:
    return draw_icon(kind, s)


# ------------------------------------------------------------------ card faces

def _frame(w: int, h: int, colour: tuple) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    r = max(3, w // 14)
    d.rounded_rectangle((0, 0, w - 1, h - 1), r, fill=colour, outline=(15, 12, 10), width=max(1, w // 90))
    m = max(3, w // 22)
    light = tuple(min(255, c + 50) for c in colour)
    d.rounded_rectangle((m // 2, m // 2, w - 1 - m // 2, h - 1 - m // 2), r, outline=light, width=max(1, w // 120))
    return img, d


def render_civ_face(card, lang: str, h: int) -> Image.Image:
    """A Civilization card face at height h; small heights get the terse icon summary instead of sentences."""
    w = round(h / CARD_RATIO)
    img, d = _frame(w, h, FAMILY_COLOURS[card.family])
    m = max(4, w // 16)
    syms = [s for s in ("military", "science", "chaos", "galmi", "legendary") if s in card.symbols]
    if h < 120:
        return _mini_face(img, d, card, lang, w, h, m, syms)
    full = h >= 300
    # title bar
    title_h = int(h * (0.085 if full else 0.13))
    d.rounded_rectangle((m, m, w - m, m + title_h), max(2, m // 2), fill=(245, 236, 215), outline=(60, 50, 40))
    ts = int(title_h * 0.62)
    name = card.name[lang]
    while ts > 6 and text_len(font(ts), name) > w - 2 * m - (title_h * 1.3 if card.number else 0) - 6:
        ts -= 1
    draw_text(d, (m + 4, m + (title_h - ts) // 2 - 1), name, font=font(ts), fill=(30, 20, 15))
    if card.number:
        r = title_h * 0.62
        cx, cy = w - m - r - 2, m + title_h / 2
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(30, 25, 20), outline=(240, 220, 170), width=max(1, w // 100))
        ns = int(r * 1.15)
        num = str(card.number)
        draw_text(d, (cx - text_len(font(ns), num) / 2, cy - ns * 0.55), num, font=font(ns), fill=(250, 240, 210))
        if card.four_plus:
            fr = r * 0.45
            fx, fy = cx - r - fr - 3, cy
            d.ellipse((fx - fr, fy - fr, fx + fr, fy + fr), outline=(30, 25, 20), width=max(1, w // 120))
            draw_text(d, (fx - fr * 0.8, fy - fr * 0.7), "4+", font=font(int(fr * 1.2)), fill=(30, 25, 20))
    # art area with banners hanging over it
    art_top = m + title_h + max(2, m // 2)
    art_h = int(h * (0.36 if full else 0.42))
    paste_illustration(img, (m, art_top, w - m, art_top + art_h), card.family, card.kind)
    bw, bh = int(w * 0.14), int(h * (0.15 if full else 0.2))
    for i, s in enumerate(syms):
        img.alpha_composite(draw_symbol_banner(s, bw, bh), (m + 4 + i * (bw + 3), art_top))
    fam_label = {"hero": ("Hero", "Héros"), "building": ("Building", "Bâtiment"),
                 "wonder": ("Wonder", "Merveille")}[card.family][0 if lang == "en" else 1]
    ls = max(7, int(h * 0.032))
    draw_text(d, (w - m - 4 - text_len(font(ls), fam_label), art_top + art_h - ls - 4), fam_label, font=font(ls),
           fill=(255, 250, 235), stroke_width=1, stroke_fill=(20, 15, 10))
    # text box
    ty = art_top + art_h + max(2, m // 2)
    d.rounded_rectangle((m, ty, w - m, h - m), max(2, m // 2), fill=(245, 236, 215), outline=(60, 50, 40))
    if full:
        _text_box(img, card, lang, (m + 6, ty + 5, w - m - 6, h - m - 4))
    else:
        _glyph_box(img, card, lang, (m + 3, ty + 3, w - m - 3, h - m - 3))
    return img


def _mini_face(img: Image.Image, d: ImageDraw.ImageDraw, card, lang: str, w: int, h: int, m: int,
               syms: list[str]) -> Image.Image:
    """Tiny cards (opponents' rows): art, banners, a big number and a short name; details come from zooming."""
    paste_illustration(img, (m, m, w - m, h - m), card.family, card.kind)
    bw, bh = max(6, int(w * 0.22)), max(8, int(h * 0.3))
    for i, s in enumerate(syms):
        img.alpha_composite(draw_symbol_banner(s, bw, bh), (m + 1 + i * (bw + 1), m))
    label = str(card.number) if card.number else card.name[lang].split(" ")[-1][:8]
    ns = max(8, int(h * (0.32 if card.number else 0.2)))
    f = font(ns)
    while ns > 7 and text_len(f, label) > w - 2 * m:
        ns -= 1
        f = font(ns)
    tw = text_len(f, label)
    x, y = w - m - tw - 2, h - m - ns - 3
    d.rounded_rectangle((x - 3, y - 1, w - m, h - m), 3, fill=(245, 236, 215))
    draw_text(d, (x, y - 1), label, font=f, fill=(30, 20, 15))
    return img


def _text_box(img: Image.Image, card, lang: str, box: tuple[int, int, int, int]) -> None:
    x0, y0, x1, y1 = box
    secs = cardtext.sections(card, lang, icons=True)
    if not secs:
        return
    size = max(9, int((y1 - y0) / 9))
    while size > 8:
        total = 0
        laid = []
        for label, text in secs:
            lines = layout_rich(f"{label}: {text}", size, x1 - x0)
            laid.append(lines)
            total += len(lines) * int(size * 1.25) + int(size * 0.35)
        if total <= y1 - y0:
            break
        size -= 1
    y = y0
    d = ImageDraw.Draw(img)
    for (label, _), lines in zip(secs, laid):
        # label in bold-ish colour: draw the label word separately over the first line
        y_end = draw_rich(img, (x0, y), lines, size)
        lw = text_len(font(size), label + ":")
        d.rectangle((x0, y, x0 + lw, y + size * 1.2), fill=(245, 236, 215))
        draw_text(d, (x0, y), label + ":", font=font(size), fill=(140, 40, 30), stroke_width=0)
        y = y_end + int(size * 0.35)


_SHORT = {"en": {"bonus": "B", "action": "A", "power": "P", "world": "W", "passive": "Ps", "vp_phase": "VP"},
          "fr": {"bonus": "B", "action": "A", "power": "Po", "world": "M", "passive": "Pe", "vp_phase": "PV"}}


def _glyph_box(img: Image.Image, card, lang: str, box: tuple[int, int, int, int]) -> None:
    x0, y0, x1, y1 = box
    rows = []
    for slot in ("bonus", "action", "power", "world", "passive", "vp_phase"):
        steps = getattr(card, slot, ())
        if steps:
            g = cardtext.glyphs(steps, lang) or "…"
            rows.append((_SHORT[lang][slot], g))
    if not rows:
        return
    rows = rows[:3]
    size = max(7, int((y1 - y0) / (len(rows) * 1.35)))
    size = min(size, int((x1 - x0) / 6))
    y = y0
    for label, g in rows:
        while size > 7 and layout_rich(g, size, x1 - x0 - int(size * 1.2)).__len__() > 1:
            size -= 1
        lines = layout_rich(g, size, x1 - x0 - int(size * 1.2))[:1]
        d = ImageDraw.Draw(img)
        draw_text(d, (x0, y), label, font=font(size), fill=(140, 40, 30))
        draw_rich(img, (x0 + int(max(size * 1.1, text_len(font(size), label) + size * 0.35)), y), lines, size)
        y += int(size * 1.3)


def render_back(h: int, family: str = "civ") -> Image.Image:
    """A card back: Civilization (deep blue, an 8 in a laurel) or Commerce (green, a coin)."""
    w = round(h / CARD_RATIO)
    colour = (36, 46, 90) if family == "civ" else (50, 84, 50) if family == "commerce" else (70, 40, 90)
    img, d = _frame(w, h, colour)
    m = max(4, w // 12)
    d.rounded_rectangle((m, m, w - m, h - m), max(2, m // 2), outline=(210, 180, 100), width=max(1, w // 60))
    for i in range(0, w + h, max(6, w // 10)):
        d.line((m + 2 + i, m + 2, m + 2, m + 2 + i), fill=tuple(min(255, c + 18) for c in colour), width=1)
    r = w * 0.28
    cx, cy = w / 2, h / 2
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=(220, 190, 110), width=max(1, w // 40))
    label = "8" if family != "commerce" else "$"
    if family == "commerce":
        img.alpha_composite(draw_icon("coins", int(r * 1.4)), (int(cx - r * 0.7), int(cy - r * 0.7)))
    else:
        s = int(r * 1.3)
        draw_text(d, (cx - text_len(font(s), label) / 2, cy - s * 0.62), label, font=font(s), fill=(230, 200, 120))
    return img


def render_simple_face(title: str, subtitle: str, sections: list[tuple[str, str]], family: str, h: int,
                       number: int = 0, kind: str = "") -> Image.Image:
    """Commerce and Immortal faces: title, the card's picture (kind = its id in assets/art.toml), text."""
    w = round(h / CARD_RATIO)
    img, d = _frame(w, h, FAMILY_COLOURS[family])
    m = max(4, w // 16)
    th = int(h * 0.1)
    d.rounded_rectangle((m, m, w - m, m + th), max(2, m // 2), fill=(245, 236, 215), outline=(60, 50, 40))
    ts = int(th * 0.6)
    while ts > 6 and text_len(font(ts), title) > w - 2 * m - 10 - (th if number else 0):
        ts -= 1
    draw_text(d, (m + 5, m + (th - ts) // 2 - 1), title, font=font(ts), fill=(30, 20, 15))
    if number:
        ns = int(th * 0.6)
        draw_text(d, (w - m - 5 - text_len(font(ns), str(number)), m + (th - ns) // 2 - 1), str(number), font=font(ns),
               fill=(140, 40, 30))
    art_top = m + th + 4
    art_h = int(h * 0.38)
    paste_illustration(img, (m, art_top, w - m, art_top + art_h), family, kind)
    ss = max(8, int(h * 0.035))
    draw_text(d, (w / 2 - text_len(font(ss), subtitle) / 2, art_top + art_h - ss - 6), subtitle, font=font(ss),
           fill=(255, 250, 235), stroke_width=1, stroke_fill=(20, 15, 10))
    ty = art_top + art_h + 4
    d.rounded_rectangle((m, ty, w - m, h - m), max(2, m // 2), fill=(245, 236, 215), outline=(60, 50, 40))
    x0, y0, x1, y1 = m + 6, ty + 5, w - m - 6, h - m - 4
    size = max(9, int((y1 - y0) / 7))
    labelled = True
    while True:   # shrink; on small faces drop the "Scoring:" labels before shrinking further
        laid = [layout_rich(f"{lab}: {txt}" if labelled else txt, size, x1 - x0) for lab, txt in sections]
        if sum(len(x) * int(size * 1.25) + 4 for x in laid) <= y1 - y0 or (size <= 6 and not labelled):
            break
        if size <= 7 and labelled:
            labelled, size = False, max(9, int((y1 - y0) / 7))
        else:
            size -= 1
    y = y0
    lh = int(size * 1.25)
    for lines in laid if sections else []:
        fit = max(0, int((y1 - y + 2) // lh))   # whole lines only: nothing drawn half outside the text box
        if fit == 0:
            break
        y = draw_rich(img, (x0, y), lines[:fit], size) + 4
    return img


# ------------------------------------------------------------------ disk cache

def cards_hash(lang: str, h: int) -> str:
    """Cache key: cards.toml and assets/art.toml bytes + language + size + renderer version."""
    from game.rules.cards import DEFAULT_PATH
    data = Path(DEFAULT_PATH).read_bytes() + art_bytes()
    return hashlib.sha256(data + f"|{lang}|{h}|{ART_VERSION}".encode()).hexdigest()[:16]


class FaceCache:
    """PNG card faces on disk under <cache>/cards/<hash>/; drawn on first use."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = (root or user_dir("cache")) / "cards"
        self._hash: dict[tuple[str, int], str] = {}

    def path(self, name: str, lang: str, h: int) -> Path:
        key = (lang, h)
        if key not in self._hash:
            self._hash[key] = cards_hash(lang, h)
        return self.root / self._hash[key] / f"{name}.png"

    def get(self, name: str, lang: str, h: int) -> Path:
        """The PNG path for card `name` ("civ:25", "back:civ", "commerce:blacksmith", "immortal:justice")."""
        p = self.path(name.replace(":", "_"), lang, h)
        if not p.exists():
            img = render_named(name, lang, h)
            p.parent.mkdir(parents=True, exist_ok=True)
            tmp = p.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
            img.save(tmp, format="PNG")
            os.replace(tmp, p)
        return p


def render_named(name: str, lang: str, h: int) -> Image.Image:
    """Render any card by cache name."""
    from game.rules.cards import default_db
    db = default_db()
    kind, _, key = name.partition(":")
    if kind == "civ":
        return render_civ_face(db.card(key), lang, h)
    if kind == "back":
        return render_back(h, key)
    if kind == "commerce":
        card = next(c for c in db.commerce if c.kind == key)
        sub = "Commerce"
        return render_simple_face(card.name[lang], sub, cardtext.sections(card, lang, icons=True), "commerce", h,
                                  kind=card.kind)
    if kind == "immortal":
        im = db.immortal_by_id[key]
        sub = "Immortal" if lang == "en" else "Immortel"
        return render_simple_face(im.name[lang], sub, cardtext.sections(im, lang, icons=True), "immortal", h,
                                  im.number, kind=im.id)
    raise KeyError(name)


if __name__ == "__main__":
    from game.ui.sheet import main

    raise SystemExit(main(render_named))
