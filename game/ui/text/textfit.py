"""The one way text is measured, drawn and fitted into a box, on screens and card faces alike.

The font is pygame-ce's own TrueType font (freesansbold.ttf, every Latin accent): on screens drawn by
pygame.freetype, on card faces by Pillow's basic layout (richtext.py), both with the font's kerning and whole strings
at once; small screen text is drawn four times larger and scaled down (`SUPERSAMPLE`), so letter and word spacing
keep their fractions of a pixel and are even at every size. `fit` puts a string in a
box: wrapped if asked, shrunk down to the floor (MIN_TEXT), and only then cut at a word with an ellipsis; a cut is
reported (`Fitted.cut`) so the caller can give the full text on hover. While `recording`, every fitted box, drawn
text, button and panel is noted, so the layout check (textcheck.py) can count overflows and overlaps.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import ImageFont

if TYPE_CHECKING:   # pygame is imported where it is used: Pillow's face drawing needs only the font's path
    import pygame
    import pygame.freetype

MIN_TEXT = 13   # the smallest nominal text size (px) drawn at 1280x720 and above
ELLIPSIS = "…"


@lru_cache(maxsize=1)
def font_path() -> str:
    """The TrueType file pygame-ce ships as its default font (found without initialising a display)."""
    import pygame.font
    spec = importlib.util.find_spec("pygame")
    folder = list(spec.submodule_search_locations or [])[0] if spec else os.path.dirname(pygame.font.__file__)
    return os.path.join(folder, pygame.font.get_default_font())


@lru_cache(maxsize=1)
def font_hash() -> str:
    """A short hash of the font file (part of the card-face cache key)."""
    with open(font_path(), "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()[:12]


def em(size: float) -> int:
    """The font's em (px) for a nominal text size: the height pygame's default font had at that size before."""
    return max(6, int(int(size * 1.35) * 0.6875))


@lru_cache(maxsize=256)
def pil_font(size: int) -> ImageFont.FreeTypeFont:
    """The font at a nominal size, for Pillow (`.nominal` keeps that size; `.size` is the em in px)."""
    f = ImageFont.truetype(font_path(), em(size), layout_engine=ImageFont.Layout.BASIC)
    f.nominal = int(size)   # type: ignore[attr-defined]  # our own mark on Pillow's font, read by richtext.draw_text
    return f


def plain(s: str) -> str:
    """The text as the font can draw it (it has no arrow glyph)."""
    return s.replace("→", "->")


def _bold_shift(size: int) -> int:
    return max(1, em(size) // 14)


_screen_fonts: dict[tuple[int, int], pygame.freetype.Font] = {}

# Below this nominal size a line is drawn SUPERSAMPLE times larger and scaled down: at a small em each glyph's
# advance is rounded to a whole pixel, which spaces letters unevenly ("ac tive") and leaves a word space no wider
# than the gap between letters ("+2Science"); drawn large, the advances keep their fractions.
SUPERSAMPLE_BELOW = 20
SUPERSAMPLE = 4


def _scale(size: int) -> int:
    return SUPERSAMPLE if size < SUPERSAMPLE_BELOW else 1


def screen_font(size: int, scale: int = 1) -> pygame.freetype.Font:
    """The font at a nominal size (times `scale`) for screens: pygame.freetype (whole strings, kerning on, glyphs
    cached)."""
    import pygame.freetype
    if not pygame.freetype.get_init():   # first use, or after pygame.quit(): fonts made before are void
        pygame.freetype.init()
        _screen_fonts.clear()
    f = _screen_fonts.get((size, scale))
    if f is None:
        f = _screen_fonts[size, scale] = pygame.freetype.Font(font_path(), em(size) * scale)
        f.kerning = True
        f.pad = True          # rects span the advance and the font's height, as pygame.font's did
        f.antialiased = True
    return f


@lru_cache(maxsize=8192)
def width(s: str, size: int, bold: bool = False) -> int:
    """Width in px of s drawn on screen at a nominal size (its advance, kerning included)."""
    if not s:
        return 0
    k = _scale(size)
    return -(-screen_font(size, k).get_rect(plain(s)).width // k) + (_bold_shift(size) if bold else 0)


@lru_cache(maxsize=256)
def _room(size: int) -> tuple[int, int]:
    """(px above the font's ascent that accented capitals reach, height of a rendered line)."""
    f = screen_font(size)
    # 0: the font's own size (pygame-ce's runtime defaults size to 0; its stubs want the argument given)
    ascent, descent = f.get_sized_ascender(0), f.get_sized_descender(0)
    reach = max(m[3] for m in f.get_metrics("ÀÉÊÎÔÛÇ") if m)   # the top of each glyph above the baseline
    pad = max(0, int(reach) - ascent)
    return pad, pad + ascent - descent


def line_height(size: int) -> int:
    """Height of a rendered line: ascent + descent, and room for the accents of capitals."""
    return _room(size)[1]


def render_surface(s: str, size: int, colour: tuple, bold: bool = False) -> pygame.Surface:
    """s as a pygame Surface with alpha (one line, the whole string at once), its top at the accents' reach; below
    SUPERSAMPLE_BELOW drawn SUPERSAMPLE times larger and scaled down smoothly."""
    import pygame
    s = plain(s)
    pad, h = _room(size)
    w = max(1, width(s, size, bold) + 1)
    colour = tuple(colour)
    k = _scale(size)
    f = screen_font(size, k)
    surf = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    if k > 1:
        surf.fill((*colour[:3], 0))   # the clear pixels have the text's colour: scaling down blends no dark fringe
    f.render_to(surf, (0, pad * k), s, colour)
    if bold:
        f.render_to(surf, (_bold_shift(size) * k, pad * k), s, colour)
    return pygame.transform.smoothscale(surf, (w, h)) if k > 1 else surf


# ------------------------------------------------------------------ wrapping and fitting

GLUED = (":", ";", "!", "?", "»", "%")   # French puts a space before these; a line never starts with one
GLUED_NEXT = ("n°", "«")   # and these never end one: "n° 2" and "« mot" stay together


RATIO_WORDS = ("of", "sur")   # "3 of 3", "3 sur 3": a count and its total stay on one line


def _words(para: str) -> list[str]:
    """The breakable units of a paragraph: words, with a high punctuation mark or a per cent sign (and what follows
    it: "%.") kept on its word's line, a number kept with the "n°" before it, and "3 of 3" kept whole."""
    out: list[str] = []
    words = para.split(" ")
    for i, word in enumerate(words):
        ratio = (word in RATIO_WORDS and out and out[-1][-1:].isdigit() and i + 1 < len(words)
                 and words[i + 1][:1].isdigit())
        if out and (word.startswith(GLUED) or out[-1].endswith(GLUED_NEXT) or ratio
                    or (i >= 2 and words[i - 1] in RATIO_WORDS and out[-1].endswith(f" {words[i - 1]}"))):
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


def wrap(s: str, size: int, box_w: float, bold: bool = False) -> list[str]:
    """s split at spaces into lines no wider than box_w (a word wider than that stays on its own line; French
    ' :', ' ;', ' !', ' ?' never start a line)."""
    out: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in _words(para):
            cand = f"{line} {word}" if line else word
            if not line or width(cand, size, bold) <= box_w:
                line = cand
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


_SMALL_WORDS = {"de", "du", "des", "d'", "la", "le", "les", "of", "the", "a", "and", "et", "—", "-", "·", "+"}


_shortened: set[str] = set()   # what shorten cut (so a drawn "…" that belongs to the text is not counted as a cut)


def was_cut(s: str) -> bool:
    """Whether s is the output of a cut (shorten)."""
    return s in _shortened


def shorten(s: str, size: int, box_w: float, bold: bool = False, more: bool = False) -> str:
    """s cut at a word with an ellipsis so it fits box_w (mid-word only when its first word is too wide).

    With more (text follows that is left out) s ends with an ellipsis even when it fits."""
    if width(s, size, bold) <= box_w and not more:
        return s
    out = _shorten(s, size, box_w, bold, more)
    if len(_shortened) > 20000:
        _shortened.clear()
    _shortened.add(out)
    return out


def _shorten(s: str, size: int, box_w: float, bold: bool, more: bool) -> str:
    words = s.split(" ")
    for k in range(len(words) - (0 if more else 1), 0, -1):
        head = words[:k]
        while len(head) > 1 and (head[-1].lower() in _SMALL_WORDS or not head[-1].strip()):
            head = head[:-1]
        cut = " ".join(head).rstrip(",;:·—-") + ELLIPSIS
        if width(cut, size, bold) <= box_w:
            return cut
    first = words[0]
    for n in range(len(first) - 1, 0, -1):
        if width(first[:n] + ELLIPSIS, size, bold) <= box_w:
            return first[:n] + ELLIPSIS
    return ELLIPSIS if width(ELLIPSIS, size, bold) <= box_w else ""


_VOWELS = set("aeiouyàâäéèêëîïôöùûüAEIOUYÉÈÊÎÔÛ")
_KEEP_TOGETHER = {"ch", "ph", "th", "gn", "qu", "ck", "sh"}


def _break_points(word: str) -> list[int]:
    """Where a word may be broken with a hyphen, by the plain rules of both languages' syllables: after a vowel, before
    a consonant, or two that sound as one (ch, th, qu, ...) or a consonant and its l or r, that a vowel follows
    (Ca-ra-vane, Biblio-thèque, Incroya-ble); or between two consonants that do not (Obser-va-toire, Abunak-kashii);
    at least three letters each side."""
    out = []
    for i in range(3, len(word) - 2):
        a, b, c = word[i - 1], word[i], word[i + 1]
        if not (a.isalpha() and b.isalpha() and c.isalpha()) or b in _VOWELS:
            continue
        if a in _VOWELS and (c in _VOWELS or ((b + c).lower() in _KEEP_TOGETHER or (c in "lr" and b in "bcdfgkptv"))
                             and i + 2 < len(word) and word[i + 2] in _VOWELS):
            out.append(i)
        elif (a not in _VOWELS and c in _VOWELS
              and (a + b).lower() not in _KEEP_TOGETHER and not (b in "lr" and a in "bcdfgkptv")):
            out.append(i)
        elif a not in _VOWELS and c in "lr" and b in "bcdfgkptv" and i + 2 < len(word) and word[i + 2] in _VOWELS:
            out.append(i)   # Hour-glass
    return out


def word_splits(word: str) -> list[tuple[str, str]]:
    """The ways a word may go over two lines: after a hyphen it has ("Goan-" / "Sul's"), or with one added where its
    syllables break ("Obser-" / "vatoire", `_break_points`)."""
    splits = [(word[:j + 1], word[j + 1:]) for j, ch in enumerate(word) if ch == "-" and 0 < j < len(word) - 1]
    return splits + [(word[:i] + "-", word[i:]) for i in _break_points(word)]


def hyphenated(s: str, size: int, box_w: float, bold: bool = False) -> str:
    """s with each word wider than box_w broken over two lines with a hyphen ("Abunak-\nkashii"), or after the
    hyphen it has ("Goan-\nSul's"), where both parts fit and are the most even; s unchanged when no word is too wide
    or a too-wide word cannot be broken so. For a caption of a single long word that would otherwise be cut."""
    words = s.split(" ")
    changed = False
    for k, word in enumerate(words):
        if width(word, size, bold) <= box_w:
            continue
        fits = [(max(width(h, size, bold), width(t, size, bold)), h, t) for h, t in word_splits(word)]
        fits = [f for f in fits if f[0] <= box_w]
        if fits:
            _, head, tail = min(fits)
            words[k] = head + "\n" + tail
            changed = True
    return " ".join(words).replace("\n ", "\n") if changed else s


@dataclass(frozen=True)
class Fitted:
    """Text fitted into a box: its lines, the size they are drawn at, and whether it had to be cut or still spills."""

    lines: tuple[str, ...]
    size: int
    cut: bool = False        # shortened with an ellipsis: the caller shows the full text on hover
    overflow: bool = False   # wider or taller than the box even so (cutting was not allowed)
    line_h: int = 0

    @property
    def height(self) -> int:
        return self.line_h * len(self.lines)


def fit(s: str, box_w: float, box_h: float | None = None, size: int = 16, bold: bool = False,
        wrap_lines: bool = False, min_size: int = MIN_TEXT, max_lines: int | None = None, cut: bool = True,
        spacing: float = 1.25) -> Fitted:
    """s in a box box_w wide (and box_h high): wrapped if asked, shrunk from size down to min_size, then cut.

    Lines are `spacing` x size apart. With cut False the text is left whole and `overflow` says it spills."""
    key = (s, int(box_w), None if box_h is None else int(box_h), int(size), bold, wrap_lines, int(min_size),
           max_lines, cut, spacing)
    got = _fit_memo.get(key)
    if got is None:
        got = _fit(s, box_w, box_h, int(size), bold, wrap_lines, int(min(min_size, size)), max_lines, cut, spacing)
        if len(_fit_memo) > 20000:
            _fit_memo.clear()
        _fit_memo[key] = got
    return got


_fit_memo: dict[tuple, Fitted] = {}


def _fit(s: str, box_w: float, box_h: float | None, size: int, bold: bool, wrap_lines: bool, min_size: int,
         max_lines: int | None, cut: bool, spacing: float) -> Fitted:
    def room(sz: int) -> int:
        rows = max_lines or 10**6
        if box_h is not None:
            rows = min(rows, max(1, int((box_h - line_height(sz)) // max(1, int(sz * spacing))) + 1))
        return rows if wrap_lines else 1

    for sz in range(size, min_size - 1, -1):
        lines = wrap(s, sz, box_w, bold) if wrap_lines else s.split("\n")
        if len(lines) <= room(sz) and all(width(ln, sz, bold) <= box_w for ln in lines):
            return Fitted(tuple(lines), sz, line_h=int(sz * spacing))
    sz = min_size
    lines = wrap(s, sz, box_w, bold) if wrap_lines else s.split("\n")
    if not cut:
        return Fitted(tuple(lines), sz, overflow=True, line_h=int(sz * spacing))
    keep = lines[:room(sz)]
    out = [shorten(ln, sz, box_w, bold) for ln in keep[:-1]]
    out.append(shorten(keep[-1], sz, box_w, bold, more=len(keep) < len(lines)))
    return Fitted(tuple(out), sz, cut=True, line_h=int(sz * spacing))


# ------------------------------------------------------------------ the record the layout check reads

@dataclass
class Mark:
    """One thing drawn this frame: kind 'text' | 'button' | 'panel' | 'box' | 'card' | 'layer', its rect, and what was
    wrong with it."""

    kind: str
    rect: tuple[int, int, int, int]
    text: str = ""
    cut: bool = False
    overflow: bool = False
    group: int = 0   # 0: on the window (or a layer the window's size); else the id of the off-screen surface
    bounds: tuple[int, int] = (0, 0)   # that surface's size


_marks: list[Mark] | None = None
_held: list[object] = []   # off-screen surfaces noted this frame, kept alive so their ids stay unique


def recording(on: bool) -> list[Mark]:
    """Start (on) or stop noting what is drawn; returns the marks noted since the last call."""
    global _marks
    got = _marks or []
    _marks = [] if on else None
    _held.clear()
    return got


def is_recording() -> bool:
    return _marks is not None


def note(kind: str, rect: tuple[float, float, float, float], text: str = "", cut: bool = False,
         overflow: bool = False, surf: pygame.Surface | None = None) -> None:
    """Note one thing drawn on surf (a pygame Surface; None: the window) when recording."""
    if _marks is None:
        return
    x, y, w, h = rect
    group, bounds = 0, (0, 0)
    if surf is not None:
        import pygame
        parent = surf.get_abs_parent()
        ox, oy = surf.get_abs_offset()
        x, y = x + ox, y + oy
        window = pygame.display.get_surface()
        if parent is not window and (window is None or parent.get_size() != window.get_size()):
            group, bounds = id(parent), parent.get_size()
            _held.append(parent)
    _marks.append(Mark(kind, (int(x), int(y), int(w), int(h)), text, cut, overflow, group, bounds))


def first_fit(options: list[str], box_w: float, size: int, bold: bool = False,
              min_size: int = MIN_TEXT) -> Fitted:
    """The first wording that fits box_w on one line, shrunk the least (down to min_size: a shorter wording beats a
    smaller font), else the last one cut."""
    fits = [f for s in options if not (f := fit(s, box_w, size=size, bold=bold, min_size=min_size, cut=False)).overflow]
    if fits:
        return max(fits, key=lambda f: f.size)   # max keeps the first of equal sizes
    return fit(options[-1], box_w, size=size, bold=bold, min_size=min_size)


def fit_wordings(options: list[str], box_w: float, box_h: float | None = None, size: int = 16,
                 bold: bool = False, wrap_lines: bool = False, min_size: int = MIN_TEXT, max_lines: int | None = None,
                 spacing: float = 1.25) -> tuple[str, Fitted]:
    """The first wording that fits the box whole (wrapped and shrunk as `fit` does), else the last one cut; with the
    wording kept (a caller shows the first one on hover when another was drawn)."""
    for s in options[:-1]:
        f = fit(s, box_w, box_h, size, bold, wrap_lines, min_size, max_lines, False, spacing)
        if not f.overflow:
            return s, f
    return options[-1], fit(options[-1], box_w, box_h, size, bold, wrap_lines, min_size, max_lines, True, spacing)


def shared_size(labels: list[list[str]], box_w: float, box_h: float | None = None, size: int = 16,
                bold: bool = False, wrap_lines: bool = False, min_size: int = MIN_TEXT, max_lines: int | None = None,
                spacing: float = 1.25) -> int:
    """One size for a row of labels, each given as its wordings: the largest from `size` down to min_size at which
    every label fits its box whole in one of them (a row of captions drawn at one size, not each at its own)."""
    best = int(size)
    for options in labels:
        fits = [fit(s, box_w, box_h, best, bold, wrap_lines, min_size, max_lines, False, spacing) for s in options]
        sizes = [f.size for f in fits if not f.overflow]
        best = min(best, max(sizes, default=min_size))
    return best


def joined_rows(rows: list[list[str]], box_w: float, size: int, bold: bool = False) -> list[Fitted]:
    """Rows of parts, each on one line, with one kind of dot and one size for all: the parts set apart by a wide
    dot if every row fits with it, else by a narrow one; the size the longest row shrinks to; then cut (a list whose
    rows are set apart or sized differently looks untidy). One row alone is a line of parts."""
    sep = "  ·  " if all(width("  ·  ".join(parts), size, bold) <= box_w for parts in rows) else " · "
    lines = [sep.join(parts) for parts in rows]
    common = min((fit(line, box_w, size=size, bold=bold).size for line in lines), default=size)
    return [fit(line, box_w, size=common, bold=bold) for line in lines]


def placed(src: pygame.Surface, dest: tuple[float, float], onto: pygame.Surface) -> None:
    """Note that the off-screen surface src was drawn at dest on onto: its marks move there (text that ran past
    src's edges is marked as overflowing, since it was clipped)."""
    if _marks is None:
        return
    key = id(src.get_abs_parent())
    w, h = src.get_size()
    for i in range(len(_marks) - 1, -1, -1):
        m = _marks[i]
        if m.group != key:
            continue
        x, y, mw, mh = m.rect
        clipped = m.kind == "text" and not (x >= 0 and y >= 0 and x + mw <= w and y + mh <= h)
        _marks.pop(i)
        note(m.kind, (x + dest[0], y + dest[1], mw, mh), m.text, m.cut, m.overflow or clipped, onto)
        _marks.insert(i, _marks.pop())
