"""Card titles on faces: the size a title fits at, its shortened and two-line forms, the title bar and its number
tags (game.ui.cards.art draws the rest of a face)."""

from __future__ import annotations

from PIL import ImageDraw

from game.labels import distinctive, head_word
from game.ui.text import textfit
from game.ui.text.richtext import draw_text, font, text_len

TWO_LINES_GAIN = 0.8   # a title of several words takes two lines when one line would be below 80 % of their size
_SMALL_WORDS = {"de", "du", "des", "d'", "la", "le", "of", "the"}


def fit(text: str, width: float, hi: int, lo: int) -> int | None:
    """The largest size in lo..hi at which text fits width, or None."""
    for s in range(int(hi), int(lo) - 1, -1):
        if text_len(font(s), text) <= width:
            return s
    return None


def shorten(name: str, size: int, width: float) -> str | None:
    """name cut at a word boundary with an ellipsis so it fits width at size (mid-word only with an ellipsis)."""
    if text_len(font(size), name) <= width:
        return name
    words = name.split(" ")
    for k in range(len(words) - 1, 0, -1):
        head = words[:k]
        while len(head) > 1 and head[-1].lower() in _SMALL_WORDS:
            head = head[:-1]
        cut = " ".join(head) + "…"
        if text_len(font(size), cut) <= width:
            return cut
    for n in range(len(words[0]) - 1, 2, -1):
        if text_len(font(size), words[0][:n] + "…") <= width:
            return words[0][:n] + "…"
    return None


def title_text(name: str, width: float, height: float, fl: int) -> tuple[str, int]:
    """The title as it fits width at a size up to 62 % of height, never below fl: whole, its distinctive part, or
    that part shortened (the owner tells no card apart); ("", fl) when not even a shortened title fits."""
    hi = max(fl, int(height * 0.62))
    size = fit(name, width, hi, fl)
    if size is not None:
        return name, size
    tail = distinctive(name)   # without its owner: "Y Z", then "Z"
    tail = tail if tail != name else ""
    last = head_word(name)   # French "Engin de Guerre": "Engin"; English "War Machine": "Machine", "Chaos Orb": "Orb"
    for short in (tail, last):
        size = fit(short, width, hi, fl) if short else None
        if size:
            return short, size
    return shorten(tail or name, fl, width) or "", fl   # "Arm…" of "Armory", not "Goa…" of "Goan-Sul's Armory"


def draw_title(d: ImageDraw.ImageDraw, name: str, box: tuple[float, float, float, float], fl: int) -> None:
    """The title in box (`title_text`), not drawn when nothing of it fits."""
    x0, y0, x1, y1 = box
    name, size = title_text(name, x1 - x0, y1 - y0, fl)
    if name and y1 - y0 >= size:
        rise = max(0, -font(size).getbbox(name)[1])   # an accented capital's accent stays off the bar's edge
        draw_text(d, (x0, max(y0 + (y1 - y0 - size) / 2 - 1, y0 + 1 + rise)), name, font=font(size), fill=(30, 20, 15))


def split_two_lines(name: str, width: float, size: int, width2: float | None = None) -> tuple[str, str] | None:
    """name split at a word into two lines that both fit width at size, as evenly as possible (a name of one word:
    broken with a hyphen where its syllables allow, "Obser-" / "vatoire"); None if none does.

    A line never ends with a small word ("Sanctuaire / de Galmi", not "Sanctuaire de / Galmi")."""
    words = name.split(" ")
    if len(words) == 1:
        splits = textfit.word_splits(name)
    else:
        splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))
                  if words[k - 1].lower() not in _SMALL_WORDS]
    best = None
    for a, b in splits:
        wa, wb = text_len(font(size), a), text_len(font(size), b)
        if wa <= width and wb <= (width if width2 is None else width2) and (best is None or max(wa, wb) < best[0]):
            best = (max(wa, wb), a, b)
    return best[1:] if best else None


def title_forms(name: str, width: float, hi: int, fl: int) -> list[str]:
    """The wordings a title may take over two lines, best first: the whole name, then its distinctive part and its
    head word ("Observatoire") while they do not fit one line either (one line of them beats two)."""
    forms = [name]
    for short in (distinctive(name), head_word(name)):
        if not short or short in forms:
            continue
        if fit(short, width, hi, fl) is not None:
            break
        forms.append(short)
    return forms


def tag_width(label: str, bar: float, fl: int) -> float:
    return max(bar, text_len(font(max(fl, int(bar * 0.7))), label) + bar * 0.5)


def number_tag(d: ImageDraw.ImageDraw, label: str, right: float, top: float, bar: float, fl: int,
                dark: bool = True) -> float:
    """A number in a pill at the right of a title bar; returns the pill's left edge."""
    size = max(fl, int(bar * 0.7))
    tw = text_len(font(size), label)
    pw = tag_width(label, bar, fl)
    x0 = right - pw
    if dark:
        d.rounded_rectangle((x0, top, right, top + bar), int(bar / 2), fill=(30, 25, 20), outline=(240, 220, 170))
    draw_text(d, (x0 + (pw - tw) / 2, top + (bar - size) / 2 - 1), label, font=font(size),
              fill=(250, 240, 210) if dark else (140, 40, 30))
    return x0


def title_bar(d: ImageDraw.ImageDraw, name: str, w: int, h: int, m: int, bar: int, fl: int,
               tags: list[tuple[str, bool]], later: list | None = None, two_lines: bool = True,
               bigger: bool = False) -> int:
    """A title bar at the top with number tags at its right; its height, 0 if the face is too small for text or
    for even a shortened title without a number beside it.

    A title too wide for one line at the floor size takes two lines when they fit (the bar grows, the picture
    shrinks): beside the number, else with the number beside the second line, else (when the caller draws `later`
    after the picture) with the number on the picture's top right corner; else it is shortened as draw_title does.
    With `bigger` (faces in icon rows, shown side by side), a title of several words that fits one line only well
    below the size of two lines takes two (`TWO_LINES_GAIN`)."""
    bar = max(bar, int(fl * 1.3))
    if bar > h * 0.3:
        return 0
    right = w - m - 2 - sum(tag_width(label, bar - 2, fl) + 2 for label, _ in tags)
    lines, size, room, low = None, fl, max(bar, int(h * 0.3)), ""
    narrow, wide = right - 2 - (m + 4), w - m - 4 - (m + 4)
    one = fit(name, narrow, max(fl, int(bar * 0.62)), fl)
    if two_lines and (one is None or (bigger and " " in name)):
        for form in title_forms(name, narrow, max(fl, int(bar * 0.62)), fl) if one is None else [name]:
            for size in range(max(fl, int(bar * 0.62)), fl - 1, -1):   # the largest size at which two lines fit
                if int(size * 2.3) + 3 > room:
                    continue
                lines = split_two_lines(form, narrow, size)
                if lines is None and tags:   # the number moves down beside the second line, else onto the
                    for below in (narrow, wide) if later is not None else (narrow,):   # picture's corner: lines
                        lines = split_two_lines(form, wide, size, below)   # get the width
                        if lines:
                            low = "line" if below == narrow else "picture"
                            break
                if lines:
                    break
            if lines:
                break
        if lines and one is not None and size * TWO_LINES_GAIN < one:   # one line, not much smaller, beats two
            lines, low = None, ""
    beside = "" if lines else title_text(name, narrow, bar, fl)[0]
    if not lines and (not beside or beside.endswith("…")):   # beside the tags the title is cut, or not even that fits
        if not tags and not beside:
            return 0   # no empty bar: the picture takes its room (the name on hover)
        across = title_text(name, wide, bar, fl)[0] if later is not None else ""
        if across and len(across) > len(beside):   # the title shows more of itself across the bar
            low = "picture"   # the number goes onto the picture's corner, the title gets the bar ("Observatoire")
    # a capital's accent above the font's ascender ("École") would sit on the bar's edge: the bar grows by it
    rise = max(0, -int(font(size).getbbox(lines[0])[1])) if lines else 0
    tall = max(bar, int(size * 2.3) + 3 + rise) if lines else bar
    d.rounded_rectangle((m, m, w - m, m + tall), max(2, m // 2), fill=(245, 236, 215), outline=(60, 50, 40))
    right = w - m - 2

    def draw_tags(right: float = right) -> float:
        top = {"line": m + tall - bar + 1, "picture": m + tall + 4}.get(low, m + 1)
        for label, dark in reversed(tags):
            right = number_tag(d, label, right - (2 if low == "picture" else 0), top, bar - 2, fl, dark) - 2
        return right

    if low == "picture" and later is not None:
        later.append(draw_tags)   # over the picture, so after it
    else:
        right = draw_tags()
    if lines:
        top = m + rise + (tall - rise - int(size * 1.15) - size) / 2 - 1
        for i, line in enumerate(lines):
            draw_text(d, (m + 4, top + i * int(size * 1.15)), line, font=font(size), fill=(30, 20, 15))
    else:
        draw_title(d, name, (m + 4, m, right - 2, m + bar), fl)
    return tall
