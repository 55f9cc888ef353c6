"""Card faces wrap their text the way screens do: a French ' :' (or ; ! ? ») never starts a line, on any card's
text in either language, at the sizes and widths faces use."""

from __future__ import annotations

import pytest

from game import cardtext
from game.rules import default_db
from game.ui.text import textfit
from game.ui.text.richtext import layout_rich


def _texts(lang: str) -> list[str]:
    db = default_db()
    cards = list(db.civ) + list(db.immortals)
    return [txt for card in cards for _, txt in cardtext.sections(card, lang, icons=True)]


def test_a_glued_mark_moves_down_with_its_word():
    lines = layout_rich("Score 8[vp] per set [diamond] : 8[vp]", 12, 60)
    starts = [line[0] for line in lines if line]
    assert all(not (kind == "word" and val in textfit.GLUED) for kind, val in starts)
    assert any(kind == "word" and val == ":" for line in lines for kind, val in line[1:]), lines


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_face_line_starts_with_a_glued_mark(lang):
    texts = _texts(lang)
    assert len(texts) > 50
    bad = []
    for txt in texts:
        for size in (10, 12, 14, 17):
            for width in range(40, 240, 13):
                for line in layout_rich(txt, size, width):
                    if line and line[0][0] == "word" and line[0][1] in textfit.GLUED:
                        bad.append((txt, size, width))
    assert not bad, bad[:5]


def test_a_per_cent_sign_and_what_follows_it_move_down_with_their_number():
    lines = layout_rich("contre 15 %.", 12, textfit.width("contre 15", 12) + 2)
    assert not any(line and line[0][0] == "word" and line[0][1].startswith("%") for line in lines), lines


def _glyph_texts(lang: str) -> list[str]:
    from game import cardglyphs
    db = default_db()
    slots = ("bonus", "action", "power", "passive", "world", "vp_phase", "scoring")
    cards = list(db.civ) + list(db.immortals)
    return [g for card in cards for s in slots
            if getattr(card, s, ()) and (g := cardglyphs.glyphs(getattr(card, s), lang))]


def _line_ends_on_short_label(line: list) -> bool:
    """Whether a line ends with a short label and its colon after an icon ("8[vp] #2 :", "6[vp] 4+:"; a label alone on
    its line has nowhere to go, and one a word qualifies, "most [mil]:", stays with that word)."""
    words = [val for kind, val in line if kind != "space"]
    if len(words) < 2:
        return False
    last = words[-1]
    if last == ":":   # French: the label, a space, the colon; or a colon right after an icon
        label, before = words[-2], words[-3] if len(words) > 2 else None
        return isinstance(before, tuple) and (isinstance(label, tuple) or len(label) <= 3)
    return isinstance(last, str) and last.endswith(":") and 1 < len(last) <= 4 and isinstance(words[-2], tuple)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_galmi_s_ranking_keeps_each_place_with_its_points(lang):
    """'#2 : 8[vp]' on one line, never '#2 :' at a line's end and '8[vp]' below (Galmi's face at 1280x720)."""
    from game import cardglyphs
    text = cardglyphs.glyphs(default_db().immortal_by_id["galmi"].scoring, lang)
    assert "#2" in text
    for width in range(70, 200, 7):
        for line in layout_rich(text, 16, width):
            assert not _line_ends_on_short_label(line), (width, line)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_icon_row_leaves_a_short_label_at_a_line_s_end(lang):
    texts = _glyph_texts(lang)
    assert len(texts) > 50
    bad = [(txt, size, width) for txt in texts for size in (12, 14, 17) for width in range(40, 240, 13)
           if any(_line_ends_on_short_label(line) for line in layout_rich(txt, size, width)[:-1])]
    assert not bad, bad[:5]
