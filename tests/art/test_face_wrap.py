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
