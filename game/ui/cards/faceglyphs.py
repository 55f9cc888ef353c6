"""How a card's effects are laid on its face: icon rows with their slot letters (small faces) or wrapped words cut at
a whole line (art.face_style decides which); art.py draws the rest of the face."""

from __future__ import annotations

from PIL import Image, ImageDraw

from game import cardglyphs
from game.ui.text.richtext import _tok_width, draw_rich, draw_text, font, layout_rich, text_len

SLOT_LETTERS = {"en": {"bonus": "B", "action": "A", "power": "P", "world": "W", "passive": "Ps", "vp_phase": "VP",
                 "effect": "", "scoring": ""},
          "fr": {"bonus": "B", "action": "A", "power": "Po", "world": "M", "passive": "Pa", "vp_phase": "PV",
                 "effect": "", "scoring": ""}}
SLOTS = ("bonus", "action", "power", "world", "passive", "vp_phase", "effect", "scoring")
KEEP_FIRST = ("action", "power", "world", "effect", "scoring", "bonus", "passive", "vp_phase")   # dropped last first


def row_count(card, lang: str) -> int:
    """How many effect rows the card's icon summary has (glyph_layout may leave some out when space is short)."""
    return sum(1 for s in SLOTS if getattr(card, s, ()) and cardglyphs.glyphs(getattr(card, s), lang))


def glyph_layout(card, lang: str, width: int, space: int, fl: int) -> tuple[int, list, int] | None:
    """The effect as icon rows (+1[mil], -2[coins] → Copy) at the largest size >= fl where they all fit width and
    space with their slot letters (a row without its letter reads as a Bonus); at fl, a row may lose its letter,
    and rows that never fit are left out (action first, bonus and scoring last). (size, rows, height) or None."""
    rows = {s: cardglyphs.glyphs(getattr(card, s), lang) for s in SLOTS if getattr(card, s, ())}
    rows = {s: g for s, g in rows.items() if g}
    if not rows or fl > space:
        return None
    size = max(fl, min(int(width / 5), int(space / 1.4 / len(rows))))
    while True:
        lh = int(size * 1.25)
        laid, used, lettered = {}, 0, True
        for slot in KEEP_FIRST:
            if slot not in rows:
                continue
            fitted = _fit_row(rows[slot], SLOT_LETTERS[lang][slot], size, width, space - used)
            if fitted is None:
                continue
            lab, indent, lines = fitted
            lettered = lettered and lab == SLOT_LETTERS[lang][slot]
            laid[slot] = (lab, indent, lines)
            used += len(lines) * lh
        if size <= fl or (len(laid) == len(rows) and lettered):
            break
        size -= 1
    return size, [laid[s] for s in SLOTS if s in laid], used


def _fit_row(glyph: str, lab: str, size: int, width: int, space: int) -> tuple[str, int, list] | None:
    """One effect row at size: with its slot letter (hanging beside its lines), else without it, else only what
    follows its cost ("-3[coins] → Swap" becomes "→ Swap"); None if none of these fits width and space."""
    f = font(size)
    tail = "→ " + glyph.rsplit("→", 1)[1].strip() if "→" in glyph[1:] else ""
    for text, label in ((glyph, lab), (glyph, ""), (tail, "")):
        if not text:
            continue
        indent = int(max(size * 1.1, text_len(f, label) + size * 0.35)) if label else 0
        lines = layout_rich(text, size, width - indent)   # the slot letter hangs beside every line of its row
        if any(line_width(ln, size) > width - indent for ln in lines):
            continue
        if len(lines) * int(size * 1.25) <= space:
            return label, indent, lines
    return None


def draw_glyphs(img: Image.Image, layout: tuple[int, list, int], xy: tuple[int, int]) -> None:
    """Draw the rows of a glyph_layout with their top-left corner at xy."""
    size, rows, _ = layout
    d = ImageDraw.Draw(img)
    x0, y = xy
    for lab, indent, lines in rows:
        if lab:
            draw_text(d, (x0, y), lab, font=font(size), fill=(140, 40, 30))
        y = draw_rich(img, (x0 + indent, y), lines, size)


def cut_lines(text: str, width: int, space: int, size: int) -> list[list[tuple]]:
    """text wrapped at size, only the whole lines that fit space; a cut shows as an ellipsis at the end."""
    lines = layout_rich(text, size, width)
    keep = max(0, space // int(size * 1.25))
    wide = next((i for i, ln in enumerate(lines) if line_width(ln, size) > width), len(lines))
    if len(lines) <= keep and wide == len(lines):
        return lines
    lines = lines[:min(keep, wide + 1)]
    if not lines:
        return []
    last = lines[-1]
    dots = text_len(font(size), "…")
    while last and (last[-1][0] == "space" or line_width(last, size) + dots > width):
        tok = last.pop()
        if not last and tok[0] == "word":   # one word wider than the card: its first letters
            word = next((tok[1][:n] for n in range(len(tok[1]) - 1, 2, -1)
                         if text_len(font(size), tok[1][:n]) + dots <= width), "")
            last.append(("word", word))
            break
    if not last or last == [("word", "")]:
        lines.pop()
        return lines
    last.append(("word", "…"))
    return lines


def line_width(line: list[tuple], size: int) -> int:
    """Width in px of one laid-out line of rich text at size."""
    return sum(_tok_width(t, font(size), size) for t in line)
