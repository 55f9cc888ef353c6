"""Text on card faces, drawn with Pillow's built-in font: French accents by hand, [icon] markers inline, and a meter
of the font sizes used (art.face_min_text reads it)."""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from game.ui.icons import draw_icon


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


text_meter = threading.local()   # .drawn: (font size, text) of each draw_text while art.face_texts renders a face


def text_len(f: ImageFont.FreeTypeFont, text: str) -> float:
    """Width of text as draw_text draws it."""
    return f.getlength(_plain(text))


def draw_text(d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: ImageFont.FreeTypeFont,
              fill: tuple, **kw) -> None:
    """d.text with French accents drawn as strokes over the base letters."""
    f = font
    drawn = getattr(text_meter, "drawn", None)
    if drawn is not None and text.strip():
        drawn.append((f.size, text))
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
