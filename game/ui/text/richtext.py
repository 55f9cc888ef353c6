"""Text on card faces, drawn by Pillow in the game's one font (textfit), [icon] markers inline, and a meter of the
font sizes used (art.face_min_text reads it)."""

from __future__ import annotations

import re
import threading
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from game.ui.cards.icons import draw_icon
from game.ui.text import textfit


def font(size: int) -> ImageFont.FreeTypeFont:
    """The game's font (textfit: pygame-ce's freesansbold.ttf, kerned) at a nominal size; `.nominal` is that size."""
    return textfit.pil_font(max(6, int(size)))


text_meter = threading.local()   # .drawn: (font size, text) of each draw_text while art.face_texts renders a face


def text_len(f: ImageFont.FreeTypeFont, text: str) -> float:
    """Width of text as draw_text draws it."""
    return f.getlength(textfit.plain(text))


def draw_text(d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font: ImageFont.FreeTypeFont,
              fill: tuple, **kw) -> None:
    """d.text with the whole string at once (the font has every Latin accent), noted for face_texts."""
    drawn = getattr(text_meter, "drawn", None)
    if drawn is not None and text.strip():
        drawn.append((getattr(font, "nominal", font.size), text))
    d.text(xy, textfit.plain(text), font=font, fill=fill, **kw)


_TOKEN_RE = re.compile(r"(\d*\[[a-z]+\])|(\s+)|([^\s\[]+)")


def _tokens(text: str) -> list[tuple[str, str | tuple[str, str]]]:
    """(kind, value) pairs: ("icon", (number, icon kind)), ("space", " ") and ("word", text)."""
    out: list[tuple[str, str | tuple[str, str]]] = []
    for m in _TOKEN_RE.finditer(text.replace("→", "[arrow]")):
        if m.group(1):
            num, _, rest = m.group(1).partition("[")
            out.append(("icon", (num, rest[:-1])))
        elif m.group(2):
            out.append(("space", " "))
        else:   # a long compound may break after its + or / ("Military+" / "Science+Chaos")
            out.extend(("word", part) for part in _BREAK_RE.split(m.group(3)) if part)
    return out


_BREAK_RE = re.compile(r"(?<=[+/])(?=[^\W\d_])")


def _tok_width(tok: tuple, f: ImageFont.FreeTypeFont, size: int) -> int:
    kind, val = tok
    if kind == "icon":
        num, _ = val
        return (int(text_len(f, num)) if num else 0) + int(size * 1.15)
    return int(text_len(f, val))


def layout_rich(text: str, size: int, width: int) -> list[list[tuple]]:
    """Wrap text with [icon] markers into lines of tokens. A line never starts with a French high mark (' :'), nor
    between an icon and what touches it ("+1" and its icon, "8[vp]" and "/sets"), nor after a short label's colon
    ("8[vp] #2 :" and "8[vp]"): those go down together."""
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
        mark = tok[0] == "word" and isinstance(tok[1], str) and tok[1].startswith(textfit.GLUED)
        if mark and len([t for t in lines[-1] if t[0] != "space"]) == 1:
            pass   # its word is alone on the line (too wide already): the mark stays beside it
        elif x + w > width and lines[-1]:
            gap = []
            while lines[-1] and lines[-1][-1][0] == "space":
                gap.append(lines[-1].pop())
            if mark:   # the word or icon before the mark goes down with it, and what touches that
                last = lines[-1].pop()
                carry = _touching_run(lines[-1], last) + [last] + gap
            else:
                carry = [] if gap else _touching_run(lines[-1], tok)   # what touches tok goes down with it
                if gap or carry:   # and a short label with its colon before them ("#2 : 8[vp]", "[mil]: +1[sup]")
                    label = _short_label(lines[-1])
                    carry = label + (gap or [("space", " ")]) + carry if label else carry
            lines.append(carry)
            x = sum(_tok_width(c, f, size) for c in carry)
        lines[-1].append(tok)
        x += w
    return lines


SHORT_LABEL = 3   # a label of at most this many characters ("#2") or an icon stays with the value after its colon


def _short_label(line: list[tuple]) -> list[tuple]:
    """Pop and return the short label and colon a line ends with after an icon ("8[vp] #2 :", "4+:", "[culture] :"),
    which go down with the value that follows them ("#2 : 8[vp]" on one line); nothing if the line ends otherwise,
    a word qualifies the label ("most [mil]:"), or the line would be left empty."""
    end = len(line)
    if end and line[-1] == ("word", ":"):   # French: the label, a space, the colon
        end -= 1
        while end and line[end - 1][0] == "space":
            end -= 1
        if not end:
            return []
        kind, val = line[end - 1]
        short = kind == "icon" or (isinstance(val, str) and len(val) <= SHORT_LABEL)
    elif end and line[-1][0] == "word" and isinstance(line[-1][1], str) and line[-1][1].endswith(":"):
        val = line[-1][1]
        short = 1 < len(val) <= SHORT_LABEL + 1
    else:
        return []
    start = end - 1
    if not short or start == 0 or line[start - 1][0] != "space":
        return []
    before = start - 1
    while before and line[before][0] == "space":
        before -= 1
    if line[before][0] != "icon":   # it ends an item ("16[vp] #2 :"), no word qualifies it ("most [mil]:")
        return []
    return _pop_from(line, start)


def _touching_run(line: list[tuple], tok: tuple) -> list[tuple]:
    """Pop and return the tokens at the end of line that touch tok without a space where an icon is on either side
    of a join; nothing if that would empty the line (a run wider than the line breaks where it must)."""
    n = len(line)
    i, nxt = n, tok
    while i > 0 and line[i - 1][0] != "space" and "icon" in (line[i - 1][0], nxt[0]):
        i -= 1
        nxt = line[i]
    if i == n or i == 0:
        return []
    return _pop_from(line, i)


def _pop_from(line: list[tuple], i: int) -> list[tuple]:
    """Pop and return line[i:]; the line it leaves ends on its last word (its spaces dropped)."""
    run = line[i:]
    del line[i:]
    while line and line[-1][0] == "space":
        line.pop()
    return run


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
