"""pygame-side drawing helpers: cached text, icons, buttons, panels (card surfaces: faces.py)."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from typing import TypeVar

import pygame
from PIL import Image

from game.labels import with_head_words, without_owners
from game.ui.cards import art
from game.ui.text import textfit

BG = (22, 58, 46)
BG2 = (30, 72, 58)
PANEL = (16, 30, 28)
PANEL_EDGE = (90, 120, 100)
TEXT = (240, 234, 214)
DIM = (170, 170, 150)
GOLD = (240, 200, 80)
GLOW = (255, 220, 90)
RED = (230, 90, 80)
GREEN = (110, 210, 120)


# Memory bound of the rendered text (the card faces' bounds are in faces.py).
TEXT_BYTES = 16 * 1024 * 1024    # rendered lines of text (at most 2000 of them)


def to_surface(img: Image.Image) -> pygame.Surface:
    surf = pygame.image.frombytes(img.tobytes(), img.size, "RGBA")
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


_V = TypeVar("_V")


class LRU(OrderedDict[object, _V]):
    """Least-recently-used cache of at most `cap` entries and, if `max_bytes` is set, that many pixel bytes."""

    def __init__(self, cap: int, max_bytes: int | None = None) -> None:
        super().__init__()
        self.cap = cap
        self.max_bytes = max_bytes
        self.bytes = 0
        self.used: set | None = None   # keys drawn since `mark`; None when nobody is noting

    def fetch(self, key: object) -> _V | None:
        """The cached value (marked as recently used), or None."""
        value = self.get(key)
        if value is not None:
            self.move_to_end(key)
            if self.used is not None:
                self.used.add(key)
        return value

    def mark(self) -> None:
        """Start noting what is used; `sweep` then drops everything else."""
        self.used = set()

    def sweep(self) -> None:
        """Drop what was not used since `mark` (after a resize: the faces and icons of the old size)."""
        used, self.used = self.used or set(), None
        for key in [k for k in self if k not in used]:
            self.bytes -= self._size(self.pop(key))

    @staticmethod
    def _size(value: object) -> int:
        return value.get_width() * value.get_height() * 4 if isinstance(value, pygame.Surface) else 0

    def put(self, key: object, value: _V) -> _V:
        if key in self:
            self.bytes -= self._size(self[key])
        self[key] = value
        self.bytes += self._size(value)
        if self.used is not None:
            self.used.add(key)
        self.move_to_end(key)
        while len(self) > self.cap or (self.max_bytes is not None and self.bytes > self.max_bytes and len(self) > 1):
            self.bytes -= self._size(self.popitem(last=False)[1])
        return value

    def clear(self) -> None:
        super().clear()
        self.bytes = 0


class Font:
    """The game's font at one nominal size, with the parts of pygame.font.Font the screens use (size, height)."""

    def __init__(self, size: int, bold: bool = False) -> None:
        self.px = int(size)
        self.bold = bold

    def size(self, s: str) -> tuple[int, int]:
        return textfit.width(s, self.px, self.bold), textfit.line_height(self.px)

    def get_height(self) -> int:
        return textfit.line_height(self.px)

    def get_linesize(self) -> int:
        return textfit.line_height(self.px)

    def render(self, s: str, antialias: bool = True, colour: tuple = TEXT) -> pygame.Surface:
        return text(s, self.px, colour, self.bold)


_fonts: dict[tuple[int, bool], Font] = {}
_text_cache: LRU[pygame.Surface] = LRU(2000, TEXT_BYTES)
_ink: dict[tuple, tuple[int, int, int, int]] = {}   # the ink box of each cached text surface


def font(size: int, bold: bool = False) -> Font:
    """The game's font (textfit: pygame-ce's freesansbold.ttf, whole strings with kerning) at a nominal size."""
    key = (int(size), bold)
    if key not in _fonts:
        _fonts[key] = Font(int(size), bold)
    return _fonts[key]


MIN_TEXT = textfit.MIN_TEXT   # the smallest text height (px) the table may draw at 1280x720 and above

_text_meter: list[int] | None = None


def measure_text(on: bool) -> list[int]:
    """Start (on) or stop recording the size of every text drawn; returns the sizes recorded so far."""
    global _text_meter
    sizes = _text_meter or []
    _text_meter = [] if on else None
    return sizes


plain = textfit.plain


def small(size: float, ratio: float) -> int:
    """A smaller text size, never below MIN_TEXT."""
    return max(MIN_TEXT, int(size * ratio))


def text(s: str, size: int, colour: tuple = TEXT, bold: bool = False) -> pygame.Surface:
    """A cached rendered line of text (the whole string at once, with the font's kerning)."""
    if _text_meter is not None and s.strip():
        _text_meter.append(int(size))
    key = (s, int(size), colour, bold)
    surf = _text_cache.fetch(key)
    if surf is None:
        surf = textfit.render_surface(s, int(size), colour, bold)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        _text_cache.put(key, surf)
        if len(_ink) > 8000:
            _ink.clear()
        ink = surf.get_bounding_rect()
        _ink[key] = (ink.x, ink.y, ink.right, ink.bottom)
    return surf


def wrap(s: str, size: int, width: int, bold: bool = False, max_lines: int | None = None) -> list[str]:
    """Split text into lines that fit width (cached); at most `max_lines`, the last then ending with an ellipsis
    (never lines silently dropped: the layout check counts the cut)."""
    key = (s, int(size), int(width), bold)
    lines = _wrap_cache.get(key)
    if lines is None:
        lines = _wrap_cache.put(key, textfit.wrap(s, int(size), width, bold))
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [textfit.shorten(lines[max_lines - 1], int(size), width, bold, more=True)]
    return lines


_wrap_cache: LRU[list[str]] = LRU(3000)


def blit_text(surf: pygame.Surface, s: str, pos: tuple[float, float], size: int, colour: tuple = TEXT,
              bold: bool = False, anchor: str = "topleft", cut: bool = False) -> pygame.Rect:
    """Draw one line at pos (anchor names the point of its rect); `cut` notes that it was shortened."""
    t = text(s, size, colour, bold)
    r = t.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surf.blit(t, r)
    if textfit.is_recording() and s.strip():
        x0, y0, x1, y1 = _ink.get((s, int(size), colour, bold), (0, 0, r.w, r.h))
        textfit.note("text", (r.x + x0, r.y + y0, x1 - x0, y1 - y0), s, cut=cut or textfit.was_cut(s),
                     surf=surf)
    return r


def fit_text(s: str, size: int, width: float, bold: bool = False) -> str:
    """s at this size, cut at a word with an ellipsis if it is wider than width."""
    return textfit.shorten(s, int(size), width, bold)


def fit_size(s: str, size: int, width: float, bold: bool = False, smallest: float = 0.7) -> int:
    """The largest font size from size down to size*smallest (never below MIN_TEXT) at which s fits width."""
    low = min(int(size), max(MIN_TEXT, int(size * smallest)))
    return textfit.fit(s, width, size=int(size), bold=bold, min_size=low).size


def wordings(label: str) -> list[str]:
    """A label, then the same with its cards named without their owners if that is shorter (`labels.without_owners`)."""
    short = without_owners(label)
    return [label, short] if short != label else [label]


def draw_fitted(surf: pygame.Surface, s: str, box: pygame.FRect | pygame.Rect | tuple, size: int,
                colour: tuple = TEXT, bold: bool = False, wrap_lines: bool = True, align: str = "left",
                valign: str = "top", min_size: int = MIN_TEXT, max_lines: int | None = None,
                spacing: float = 1.25, shorter: bool = False) -> textfit.Fitted:
    """s fitted into box (textfit.fit: wrapped, shrunk to min_size, then cut with an ellipsis) and drawn there;
    `shorter`: before a cut, its cards named without their owners.

    Returns the Fitted: when `.cut`, the caller should give the full text on hover."""
    box = pygame.FRect(box)
    f = textfit.fit_wordings(wordings(s) if shorter else [s], box.w, box.h, size, bold, wrap_lines, min_size,
                             max_lines, spacing)[1]
    textfit.note("box", (box.x, box.y, box.w, box.h), s, f.cut, f.overflow, surf)
    total = (len(f.lines) - 1) * f.line_h + textfit.line_height(f.size)
    y = box.y + {"top": 0, "middle": (box.h - total) / 2, "bottom": box.h - total}[valign]
    for line in f.lines:
        x, anchor = {"left": (box.x, "topleft"), "center": (box.centerx, "midtop"),
                     "right": (box.right, "topright")}[align]
        blit_text(surf, line, (x, y), f.size, colour, bold, anchor)
        y += f.line_h
    return f


def _lay_blocks(blocks: list[tuple[str, tuple, bool]], box: pygame.FRect, size: int, min_size: int,
                spacing: float) -> tuple[list[tuple[str, tuple, bool]], int, bool]:
    """The wrapped lines of blocks at the largest size from `size` down to `min_size` at which they fit box, that
    size, and whether they fit at all (else the lines at the smallest size). Remembered per blocks, box and sizes:
    a panel lays the same text out every frame (the caller must not change the lines returned)."""
    key = (tuple(blocks), box.w, box.h, int(size), min_size, spacing)
    done = _blocks_cache.fetch(key)
    if done is None:
        done = _blocks_cache.put(key, _lay_blocks_now(blocks, box, size, min_size, spacing))
    return done


def _lay_blocks_now(blocks: list[tuple[str, tuple, bool]], box: pygame.FRect, size: int, min_size: int,
                    spacing: float) -> tuple[list[tuple[str, tuple, bool]], int, bool]:
    """`_lay_blocks` worked out."""
    laid: list[tuple[str, tuple, bool]] = []
    sz, fits = int(size), False
    for sz in range(int(size), min(int(size), min_size) - 1, -1):
        laid = [(line, colour, bold) for text, colour, bold in blocks
                for line in (textfit.wrap(text, sz, box.w, bold) if text else [""])]
        while laid and not laid[-1][0]:
            laid.pop()
        if sum(sz * (spacing if line else 0.6) for line, _, _ in laid) <= box.h:
            fits = True
            break
    return laid, sz, fits


_blocks_cache: LRU[tuple[list[tuple[str, tuple, bool]], int, bool]] = LRU(200)


def blocks_size(blocks: list[tuple[str, tuple, bool]], box: pygame.FRect | pygame.Rect, size: int,
                min_size: int = MIN_TEXT, spacing: float = 1.25) -> int | None:
    """The text size `draw_blocks` would draw these blocks whole at, or None when they do not fit even shrunk."""
    _, sz, fits = _lay_blocks(blocks, pygame.FRect(box), size, min_size, spacing)
    return sz if fits else None


def draw_blocks(surf: pygame.Surface, blocks: list[tuple[str, tuple, bool]], box: pygame.FRect | pygame.Rect,
                size: int, min_size: int = MIN_TEXT, spacing: float = 1.25) -> bool:
    """Paragraphs (text, colour, bold; "" is a small gap) wrapped in box, shrunk down to min_size until they all fit,
    else cut after the last whole line that fits, which ends with an ellipsis. True when cut."""
    box = pygame.FRect(box)
    laid, sz, _ = _lay_blocks(blocks, box, size, min_size, spacing)
    kept, y = [], 0.0
    for line, colour, bold in laid:
        step = sz * (spacing if line else 0.6)
        if y + (textfit.line_height(sz) if line else step) > box.h:
            break
        kept.append((line, colour, bold))
        y += step
    cut = len(kept) < len(laid)
    while cut and kept and not kept[-1][0]:
        kept.pop()
    if cut and kept:
        line, colour, bold = kept[-1]
        kept[-1] = (textfit.shorten(line, sz, box.w, bold, more=True), colour, bold)
    textfit.note("box", (box.x, box.y, box.w, box.h), " ".join(t for t, _, _ in blocks), cut, False, surf)
    y = box.y
    for line, colour, bold in kept:
        if line:
            blit_text(surf, line, (box.x, y), sz, colour, bold)
        y += sz * (spacing if line else 0.6)
    return cut


# icons of the sizes in use; old sizes drop out after a resize
_icon_cache: LRU[pygame.Surface] = LRU(400, 32 * 1024 * 1024)


def reset_caches() -> None:
    """Forget fonts and rendered surfaces (after pygame.quit / a new display)."""
    _fonts.clear()
    _text_cache.clear()
    _ink.clear()
    _felt_cache.clear()
    _wrap_cache.clear()
    _blocks_cache.clear()
    _icon_cache.clear()


def shared_caches() -> tuple[LRU[pygame.Surface], LRU[pygame.Surface]]:
    """The icon and text caches, which the card faces' `mark` and `sweep` trim with their own after a resize."""
    return _icon_cache, _text_cache


def icon(kind: str, size: int) -> pygame.Surface:
    key = (kind, int(size))
    surf = _icon_cache.fetch(key)
    if surf is None:
        surf = _icon_cache.put(key, to_surface(art.draw_icon(kind, int(size))))
    return surf


class Button:
    """A clickable labelled rectangle."""

    action_name: str | None   # a side-panel button's legal action (set by game/ui/table/panel.py, not here)

    def __init__(self, label: str, rect: pygame.FRect | pygame.Rect, action: Callable[[], object] | None = None,
                 enabled: bool = True, tip: str = "", primary: bool = False, size: int = 16,
                 shortest: str = "") -> None:
        self.label = label
        self.shortest = shortest   # a last wording before a cut (a card without the seat that holds it)
        self.rect = pygame.FRect(rect)
        self.action = action
        self.enabled = enabled
        self._tip = tip
        self.primary = primary
        self.size = size
        self.hover = False
        self.cut = False   # set by draw: the label did not fit and was shortened

    @property
    def tip(self) -> str:
        """The hover text: the one given, else the full label when it had to be shortened."""
        return self._tip or (self.label if self.cut else "")

    @tip.setter
    def tip(self, value: str) -> None:
        self._tip = value

    def draw(self, surf: pygame.Surface) -> None:
        r = self.rect
        if not self.enabled:
            fill, edge, col = (50, 55, 52), (80, 85, 80), (130, 130, 120)
        elif self.primary:
            fill, edge, col = ((200, 150, 50) if self.hover else (170, 120, 40)), GOLD, (20, 15, 5)
        else:
            fill, edge, col = ((70, 100, 85) if self.hover else (45, 70, 60)), PANEL_EDGE, TEXT
        pygame.draw.rect(surf, fill, r, border_radius=int(r.h * 0.25))
        pygame.draw.rect(surf, edge, r, width=2, border_radius=int(r.h * 0.25))
        # one or two lines, shrunk, then its cards without their owners, then (a button naming a card, which has
        # a shortest wording) by their head words with whose they are ("Bot 2: Market (46)"), then its shortest
        # wording, then that by its head word, then cut
        options = wordings(self.label)
        if self.shortest:
            for wording in (with_head_words(self.label), wordings(self.shortest)[-1]):
                options += [wording] if wording not in options else []
            heads = with_head_words(options[-1])   # and the card alone by its head word ("2 · Market (46)")
            options += [heads] if heads not in options else []
        shown, f = textfit.fit_wordings(options, r.w - 10, r.h - 2, self.size, self.primary,
                                        wrap_lines=True, max_lines=2, min_size=min(self.size, MIN_TEXT), spacing=1.05)
        self.cut = f.cut or shown != self.label   # the full label then shows as the tip
        textfit.note("button", (r.x, r.y, r.w, r.h), self.label, f.cut, surf=surf)
        y = r.centery - (len(f.lines) - 1) * f.line_h / 2
        for line in f.lines:
            blit_text(surf, line, (r.centerx, y), f.size, col, bold=self.primary, anchor="center")
            y += f.line_h

    def handle(self, ev: pygame.event.Event) -> bool:
        """True when the event was a click on this button (and it ran its action)."""
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.rect.collidepoint(ev.pos):
            if self.enabled and self.action:
                self.action()
            return True
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            return True
        return False


def panel(surf: pygame.Surface, r: pygame.FRect, fill: tuple = PANEL, edge: tuple = PANEL_EDGE, alpha: int = 210,
          radius: int = 8, width: int = 1) -> None:
    """A rounded translucent panel."""
    rr = pygame.Rect(r)
    textfit.note("panel", (rr.x, rr.y, rr.w, rr.h), surf=surf)
    if alpha < 255:
        tmp = pygame.Surface(rr.size, pygame.SRCALPHA)
        pygame.draw.rect(tmp, (*fill, alpha), tmp.get_rect(), border_radius=radius)
        surf.blit(tmp, rr.topleft)
    else:
        pygame.draw.rect(surf, fill, rr, border_radius=radius)
    if width:
        pygame.draw.rect(surf, edge, rr, width=width, border_radius=radius)


_felt_cache: dict[tuple[int, int, bool], pygame.Surface] = {}


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table background: a soft vignette on green felt (a fresh copy: callers draw on it)."""
    key = (int(size[0]), int(size[1]), pygame.display.get_surface() is not None)
    if key not in _felt_cache:
        _felt_cache.clear()   # one size at a time
        _felt_cache[key] = _felt(size)
    return _felt_cache[key].copy()


def _felt(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), tuple(int(BG2[i] * (1 - d) + BG[i] * d * 0.8) for i in range(3)))
    bg = pygame.transform.smoothscale(small, (w, h))
    return bg.convert() if pygame.display.get_surface() is not None else bg


def marked_card(surf: pygame.Surface, rect: pygame.FRect | pygame.Rect, colour: tuple, width: int, label: str,
                fs: int, arrow: bool = False, beside: bool = False) -> None:
    """Mark a card on the table: a ring of `width` around it and a labelled tag on its top edge (below it when the
    card touches the top of the screen), or `beside` it, left (right when there is no room), for a button in a
    stack of buttons, whose neighbour the top edge would cover; `arrow` adds a bouncing arrow pointing at it (the
    hint). One look for every suggestion and review mark."""
    ring = pygame.FRect(rect).inflate(10 + width, 10 + width)
    pygame.draw.rect(surf, colour, ring, width=width, border_radius=12)
    size = small(fs, 0.85)
    words = text(label, size, (20, 18, 10), True)
    if beside:
        box = words.get_rect(midright=(ring.x + 2, ring.centery)).inflate(10, 4)
        if box.left < 0:
            box.midleft = (ring.right - 2, ring.centery)
    else:
        box = words.get_rect(midbottom=(ring.centerx, ring.y + 2)).inflate(10, 4)
        if box.top < 0:
            box.midtop = (ring.centerx, ring.bottom - 2)
    pygame.draw.rect(surf, colour, box, border_radius=5)
    surf.blit(words, words.get_rect(center=box.center))
    if arrow:
        bob = 4 * (1 + math.sin(pygame.time.get_ticks() / 180))
        if beside:   # a sideways arrow, on the tag's outer side, pointing at the button
            left = box.right <= ring.centerx
            tip_x = (box.left - 3 - bob) if left else (box.right + 3 + bob)
            base_x = tip_x - size * 1.3 * (1 if left else -1)
            cy, half = box.centery, size * 0.9
            points = [(base_x, cy - half), (base_x, cy + half), (tip_x, cy)]
        else:
            above = box.bottom <= ring.centery
            tip_y = (box.top - 3 - bob) if above else (box.bottom + 3 + bob)
            base_y = tip_y - size * 1.3 * (1 if above else -1)
            cx, half = box.centerx, size * 0.9
            points = [(cx - half, base_y), (cx + half, base_y), (cx, tip_y)]
        pygame.draw.polygon(surf, colour, points)
        pygame.draw.polygon(surf, (20, 18, 10), points, width=1)
