"""Card faces and backs drawn by code with Pillow (icons and banners come from game.ui.cards.icons).

Card faces are cached as PNG files in the user cache directory, keyed by a hash of cards.toml, art.toml, the
language, the size, ART_VERSION and the font file (textfit); the first run draws them, later runs only load them.
"""

from __future__ import annotations

import hashlib
import math
import os
import threading
from pathlib import Path

from PIL import Image, ImageDraw

from game import cardtext
from game.paths import user_dir
from game.resources import ART_TOML, resource
from game.ui.cards import faceglyphs, titles
from game.ui.cards.icons import SYMBOL_COLOURS, TOKEN_COLOURS, draw_icon, draw_symbol_banner  # noqa: F401 (re-exported)
from game.ui.text import textfit
from game.ui.text.richtext import (  # noqa: F401
    _tok_width,
    _tokens,
    draw_rich,
    draw_text,
    font,
    icon_image,
    layout_rich,
    text_len,
    text_meter,
)

ART_VERSION = 24  # 24: a short label and its colon go down with the value after it ("#2 : 8[vp]", not "#2 :" / "8");
# 23: "série Militaire+Science+Chaos possédée" (was "possédé");
# 22: French icon rows set a colon off by a space ("1 carte : +1"); an icon row keeps its slot
# letter while a smaller size allows; a title of several words that fits one line only much smaller takes two;
# 21: the French VP-phase label is the rulebook's "Phase de PV"; a two-line title's accented
# capital ("École") no longer sits on the bar's edge;
# 20: a French label takes its space before the colon ("Bonus : "), a passive is "Pa" (Passif);
# a title that fits no line, whole or shortened, may take two lines shortened, a single word broken with a hyphen
# ("Obser-" / "vatoire"), else its number goes onto the picture rather than the title be cut; a title cut is its
# distinctive part cut ("Arm…", not "Goa…");
# 19: Phoenix's French scoring reads "jetons Science possédés", not "Science possédés";
# 18: a French title too may drop its owner ("Bibliothèque" of "Bibliothèque de Phoenix"), then
# keep its head ("Engin" of "Engin de Guerre de Goan-Sul");
# 17: a title that fits nowhere beside its number takes the bar's width, the number the picture's corner; a face
# without a number and no room for its title has no bar; 16: a French " :" keeps to its word's line on faces, a long
# title's number goes beside its second line; 15: one style per size (face_style): words from 300 px, else icons;
# 14: TrueType font
CARD_RATIO = 7 / 5  # height / width

FAMILY_COLOURS = {"hero": (150, 62, 44), "building": (62, 92, 122), "wonder": (176, 138, 40),
                  "commerce": (90, 110, 70), "immortal": (70, 50, 100)}


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


MIN_TEXT = 13   # px on screen: the table's smallest text (gfx.MIN_TEXT)


def text_floor(h: int) -> int:
    """The smallest font a face rendered at height h may use, so its text is >= MIN_TEXT px wherever it is drawn.

    faces.Faces renders a face at a bucket height and scales it down to the drawn height: below 300 px the buckets are
    multiples of 8 (a face is drawn up to 7 px smaller; the 40 px bucket serves every height up to 40, so it draws no
    text), above they are 400, 480 and 640 px, drawn from 300, 401 and 561 px up."""
    low = {400: 300, 480: 401, 640: 561}.get(h, h - 7)
    return h + 1 if h <= 40 else math.ceil(MIN_TEXT * h / low)   # h + 1: taller than the face, never fits


WORDS_FROM = 300   # faces rendered at least this tall write every card's effects in words; smaller ones in icons
style_meter = threading.local()   # .drawn: the styles faces drew while face_style_drawn renders one (tests)


def face_style(h: int) -> str:
    """How a face rendered at height h writes its effects, the same for every card: "words", "icons" or "" (none).

    The one rule for every face (Civilization, Commerce, Immortal): cards side by side at one size look alike."""
    if h <= 40:
        return ""
    return "words" if h >= WORDS_FROM else "icons"


def _note_style(style: str) -> None:
    drawn = getattr(style_meter, "drawn", None)
    if drawn is not None:
        drawn.append(style)


def render_civ_face(card, lang: str, h: int) -> Image.Image:
    """A Civilization card face at height h: full sentences when they fit at a readable size, else icon rows.
    A long title takes two lines only if every icon row still fits under the smaller picture."""
    img, whole = _civ_face(card, lang, h, True)
    return img if whole else _civ_face(card, lang, h, False)[0]


def _civ_face(card, lang: str, h: int, two_lines: bool) -> tuple[Image.Image, bool]:
    """The face, and whether every effect row is on it."""
    w = round(h / CARD_RATIO)
    img, d = _frame(w, h, FAMILY_COLOURS[card.family])
    fl = text_floor(h)
    m = max(4, w // 16)
    style = face_style(h)
    full = style == "words"
    syms = [s for s in ("military", "science", "chaos", "galmi", "legendary") if s in card.symbols]
    later: list = []   # a number tag that goes on the picture's corner
    base = max(int(h * (0.085 if full else 0.13)), int(fl * 1.3))   # the bar of a one-line title
    bar = titles.title_bar(d, card.name[lang], w, h, m, base, fl,
                     [(str(card.number), True)] if card.number else [], later, two_lines, bigger=not full)
    art_top = m + bar + (max(2, m // 2) if bar else 0)
    width = w - 2 * m - 6
    secs = [(lab + cardtext.label_colon(lang), txt) for lab, txt in cardtext.sections(card, lang, icons=True)] \
        if full else []
    sent, rows = None, None
    for pic in (0.36, 0.3, 0.24, 0.18, 0.12) if full else ():   # the picture gives way until the words fit
        box_top = art_top + int(h * pic) + max(2, m // 2)
        sent = _sentences(None, secs, (0, 0, width - 6, h - m - 4 - box_top - 5), fl,
                          max(fl, int((h - m - box_top) / 9))) if secs else None
        if sent or not secs:
            break
    if not full:
        box_top = art_top + int(h * 0.3) + max(2, m // 2)   # the picture keeps at least this much
        rows = faceglyphs.glyph_layout(card, lang, width, h - m - 3 - box_top - 3, fl) if style else None
    _note_style(style if sent or rows else "")
    used = (h - m - box_top) if full else (rows[2] + 6 if rows and rows[2] else 0)
    ty = h - m - used
    art_h = (ty - max(2, m // 2) if used else h - m) - art_top
    from game.ui.cards.illustrate import paste_illustration  # drawing code loads with the first face drawn
    paste_illustration(img, (m, art_top, w - m, art_top + art_h), card.family, card.kind)
    bw, bh = int(w * 0.14), int(min(h * (0.15 if full else 0.2), art_h * 0.6))
    for i, s in enumerate(syms):
        img.alpha_composite(draw_symbol_banner(s, bw, bh), (m + 4 + i * (bw + 3), art_top))
    for draw in later:
        draw()
    if card.four_plus and bar:   # "4+" (only with 4 players or more) as a badge on the picture's lower left
        fs = max(fl, int(base * 0.6))   # one size at one card height, whatever the title's lines
        fw = text_len(font(fs), "4+") + fs * 0.6
        fx, fy = m + 3, art_top + art_h - fs * 1.3 - 3
        d.rounded_rectangle((fx, fy, fx + fw, fy + fs * 1.3), int(fs * 0.4), fill=(245, 236, 215),
                            outline=(30, 25, 20))
        draw_text(d, (fx + fs * 0.3, fy + fs * 0.15 - 1), "4+", font=font(fs), fill=(30, 25, 20))
    if full:
        fam = {"hero": ("Hero", "Héros"), "building": ("Building", "Bâtiment"),
               "wonder": ("Wonder", "Merveille")}[card.family][0 if lang == "en" else 1]
        ls = max(fl, int(h * 0.032))
        draw_text(d, (w - m - 4 - text_len(font(ls), fam), art_top + art_h - ls - 4), fam, font=font(ls),
                  fill=(255, 250, 235), stroke_width=1, stroke_fill=(20, 15, 10))
    if used:
        d.rounded_rectangle((m, ty, w - m, h - m), max(2, m // 2), fill=(245, 236, 215), outline=(60, 50, 40))
        if sent:
            _sentences(img, secs, (m + 6, ty + 5, w - m - 6, h - m - 4), fl, sent)
        elif rows:
            faceglyphs.draw_glyphs(img, rows, (m + 3, ty + 3))
    return img, full or not style or (rows is not None and len(rows[1]) == faceglyphs.row_count(card, lang))


def _sentences(img: Image.Image | None, secs: list[tuple[str, str]], box: tuple[int, int, int, int], fl: int,
               hi: int) -> int | None:
    """Labelled paragraphs in box at the largest size in fl..hi that fits; that size, or None if none fits.

    With img None nothing is drawn (a measure)."""
    x0, y0, x1, y1 = box
    for size in range(max(fl, hi), fl - 1, -1):
        laid = [layout_rich(lab + txt, size, x1 - x0) for lab, txt in secs]
        total = sum(len(lines) * int(size * 1.25) + int(size * 0.35) for lines in laid)
        if total <= y1 - y0 and all(faceglyphs.line_width(ln, size) <= x1 - x0 for lines in laid for ln in lines):
            break
    else:
        return None
    if img is not None:
        y = y0
        d = ImageDraw.Draw(img)
        for (label, _), lines in zip(secs, laid):
            y_end = draw_rich(img, (x0, y), lines, size)
            if label:   # the label in red over the first line
                lw = text_len(font(size), label.strip())
                d.rectangle((x0, y, x0 + lw, y + size * 1.2), fill=(245, 236, 215))
                draw_text(d, (x0, y), label.strip(), font=font(size), fill=(140, 40, 30))
            y = y_end + int(size * 0.35)
    return size


def render_back(h: int, family: str = "civ") -> Image.Image:
    """A card back: Civilization (deep blue, an 8 in a laurel) or Commerce (green, a coin); the 8 is drawn, not text."""
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
    if family == "commerce":
        img.alpha_composite(draw_icon("coins", int(r * 1.4)), (int(cx - r * 0.7), int(cy - r * 0.7)))
    else:   # an 8: two rings, the lower one a little wider
        gold, lw = (230, 200, 120), max(1, int(r * 0.14))
        top, low = r * 0.26, r * 0.32
        d.ellipse((cx - top, cy - 2 * top - low * 0.05, cx + top, cy - low * 0.05), outline=gold, width=lw)
        d.ellipse((cx - low, cy - low * 0.1, cx + low, cy + 2 * low - low * 0.1), outline=gold, width=lw)
    return img


def render_simple_face(title: str, subtitle: str, sections: list[tuple[str, str]], family: str, h: int,
                       number: int = 0, kind: str = "", card=None, lang: str = "en") -> Image.Image:
    """Commerce and Immortal faces: title, the card's picture (kind = its id in assets/art.toml), text.

    Text is never below text_floor(h): the sentences if they fit, else (with card) its icon rows, else as many whole
    lines as fit, the last one ending with an ellipsis."""
    w = round(h / CARD_RATIO)
    img, d = _frame(w, h, FAMILY_COLOURS[family])
    fl = text_floor(h)
    m = max(4, w // 16)
    style = face_style(h)
    full = style == "words"
    bar = titles.title_bar(d, title, w, h, m, int(h * 0.1), fl, [(str(number), False)] if number else [])
    art_top = m + bar + (4 if bar else 0)
    size, rows, cut = None, None, []
    tries = [(lab, pic) for lab in (True, False) for pic in (0.38, 0.3, 0.24, 0.18, 0.12)] if full else [(False, 0.3)]
    for labelled, pic in tries:   # in words, the picture gives way until they fit, the labels last
        box_top = art_top + int(h * pic) + 4
        width, space = w - 2 * m - 12, h - m - 4 - box_top - 5
        secs = [(lab + cardtext.label_colon(lang) if labelled else "", txt) for lab, txt in sections]
        size = _sentences(None, secs, (0, 0, width, space), fl, max(fl, space // 7)) if full and space >= fl else None
        if size or not full:
            break
    if style == "icons" and card is not None:
        rows = faceglyphs.glyph_layout(card, lang, width + 6, space, fl)
    if full and size is None and space >= fl:   # never met by the cards in the game (tests/ui/test_vocabulary.py)
        cut = faceglyphs.cut_lines(" ".join(t for _, t in sections), width, space, fl)
    _note_style(style if size or rows else "cut" if cut else "")
    ty = (h - m - rows[2] - 6) if rows else box_top if (size or cut) else h - m
    art_h = ty - 4 - art_top
    from game.ui.cards.illustrate import paste_illustration  # drawing code loads with the first face drawn
    paste_illustration(img, (m, art_top, w - m, art_top + art_h), family, kind)
    if full:
        ss = max(fl, int(h * 0.035))
        draw_text(d, (w / 2 - text_len(font(ss), subtitle) / 2, art_top + art_h - ss - 6), subtitle, font=font(ss),
                  fill=(255, 250, 235), stroke_width=1, stroke_fill=(20, 15, 10))
    if ty < h - m:
        d.rounded_rectangle((m, ty, w - m, h - m), max(2, m // 2), fill=(245, 236, 215), outline=(60, 50, 40))
    if size:
        _sentences(img, secs, (m + 6, ty + 5, w - m - 6, h - m - 4), size, size)
    elif rows:
        faceglyphs.draw_glyphs(img, rows, (m + 3, ty + 3))
    elif cut:
        draw_rich(img, (m + 6, ty + 5), cut, fl)
    return img


# ------------------------------------------------------------------ disk cache

def art_bytes() -> bytes:
    """The raw art file (part of the face-cache key), read without loading the drawing code."""
    return resource(ART_TOML).read_bytes()


def cards_hash(lang: str, h: int) -> str:
    """Cache key: cards.toml and assets/art.toml bytes + language + size + renderer version + the font file."""
    from game.rules.cards import DEFAULT_PATH
    data = Path(DEFAULT_PATH).read_bytes() + art_bytes()
    return hashlib.sha256(data + f"|{lang}|{h}|{ART_VERSION}|{textfit.font_hash()}".encode()).hexdigest()[:16]


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

    def file(self, name: str, lang: str, h: int) -> Path:
        """Where the PNG of card `name` ("civ:25", "back:civ", "commerce:blacksmith", "immortal:justice") lives,
        whether or not it is drawn yet."""
        return self.path(name.replace(":", "_"), lang, h)

    def store(self, name: str, lang: str, h: int, img: Image.Image) -> Path:
        """Write a drawn face atomically (a temp file, then os.replace)."""
        p = self.file(name, lang, h)
        p.parent.mkdir(parents=True, exist_ok=True)
        tmp = p.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            img.save(tmp, format="PNG")
            os.replace(tmp, p)
        except BaseException:   # a full disk: no temp file is left behind (start-up sweeps those of a kill)
            try:
                tmp.unlink()
            except OSError:
                pass
            raise
        return p

    def get(self, name: str, lang: str, h: int) -> Path:
        """The PNG path for card `name`, drawn and written first if it is missing."""
        p = self.file(name, lang, h)
        return p if p.exists() else self.store(name, lang, h, render_named(name, lang, h))


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
                                  kind=card.kind, card=card, lang=lang)
    if kind == "immortal":
        im = db.immortal_by_id[key]
        sub = "Immortal" if lang == "en" else "Immortel"
        return render_simple_face(im.name[lang], sub, cardtext.sections(im, lang, icons=True), "immortal", h,
                                  im.number, kind=im.id, card=im, lang=lang)
    raise KeyError(name)


_drawn_memo: dict[tuple[str, str, int, int], tuple[tuple[int, str], ...]] = {}


def face_texts(name: str, lang: str, h: int) -> tuple[tuple[int, str], ...]:
    """(font size px, text) of every text the face `name` draws when rendered at height h."""
    key = (name, lang, h, ART_VERSION)
    if key not in _drawn_memo:
        text_meter.drawn = []
        try:
            render_named(name, lang, h)
            _drawn_memo[key] = tuple(text_meter.drawn)
        finally:
            text_meter.drawn = None
    return _drawn_memo[key]


def face_style_drawn(name: str, lang: str, h: int) -> str:
    """The style the face `name` really draws its effects in at height h ("words", "icons", "cut" or "")."""
    style_meter.drawn = []
    try:
        render_named(name, lang, h)
        return style_meter.drawn[-1] if style_meter.drawn else ""
    finally:
        style_meter.drawn = None


def face_min_text(name: str, lang: str, h: int) -> int | None:
    """The smallest font size (px) the face `name` draws when rendered at height h; None if it draws no text."""
    return min((size for size, _ in face_texts(name, lang, h)), default=None)


if __name__ == "__main__":
    from game.ui.cards.sheet import main

    raise SystemExit(main(render_named))
