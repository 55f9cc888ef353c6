"""Card faces at the table's heights draw no text below 13 px, titles are whole (on one or two lines) or visibly
shortened, the compact face keeps its number and effect words, and the enlarged face keeps the full text."""

import pytest

from game import cardglyphs, cardtext
from game.labels import distinctive, head_noun, head_word
from game.rules.cards import default_db
from game.ui.cards import art, faceglyphs
from game.ui.cards.sheet import deck_names
from game.ui.widgets import faces as F
from game.ui.widgets import gfx

TABLE_HEIGHTS = (80, 100, 130, 170, 200)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("h", TABLE_HEIGHTS + (400, 480))
def test_no_face_draws_text_below_the_minimum(h, lang):
    sizes = {name: art.face_min_text(name, lang, h) for name in deck_names()}
    small = {name: s for name, s in sizes.items() if s is not None and s < max(gfx.MIN_TEXT, art.text_floor(h))}
    assert small == {}
    assert sum(s is not None for s in sizes.values()) >= 60, "the faces still carry text"


def test_a_face_scaled_down_by_the_face_cache_stays_readable():
    faces = F.Faces("en")
    for drawn in (58, 81, 97, 130, 163, 201, 300, 401):
        rendered = faces._render_h(drawn)
        size = art.face_min_text("civ:37", "en", rendered)
        assert size * drawn / rendered >= gfx.MIN_TEXT, (drawn, rendered, size)


def _title_ok(drawn: str, name: str) -> bool:
    """The whole title, its part without the owner ("Armory" of "Goan-Sul's Armory", "Engin de Guerre" of "Engin de
    Guerre de Goan-Sul"), that part's head ("Engin") or last word ("Machine"), or a cut of that part that ends in
    '…' ("Arm…", not "Goa…": the owner tells no card apart)."""
    short = distinctive(name)
    if drawn in (name, head_word(name)) or (short != name and drawn in (short, head_noun(short))):
        return True
    return drawn.endswith("…") and short.startswith(drawn[:-1]) and len(drawn) > 1


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("h", TABLE_HEIGHTS)
def test_titles_are_whole_or_cut_with_an_ellipsis(h, lang):
    db = default_db()
    for key in db.by_key:
        card = db.card(key)
        rows = " ".join(cardglyphs.glyphs(getattr(card, s), lang) for s in faceglyphs.SLOTS if getattr(card, s, ()))
        letters = set(faceglyphs.SLOT_LETTERS[lang].values())
        row_words = set(rows.replace("/", " / ").split()) | letters | {"4+"}   # "/sets"
        texts = [t for _, t in art.face_texts(f"civ:{key}", lang, h)]
        if card.number:   # beside the title, beside its second line or on the picture's corner
            assert str(card.number) in texts[:4], (key, texts)
            texts.remove(str(card.number))
        words = [t for t in texts if t not in row_words and t[:1].isalpha()]
        title = words[0] if words else ""
        if len(words) > 1:   # a title may take two lines, a single word broken with a hyphen ("Obser-" / "vatoire")
            two = words[0][:-1] + words[1] if words[0].endswith("-") else " ".join(words[:2])
            title = two if _title_ok(two, card.name[lang]) and not two.endswith("…") else title
        if title:
            assert _title_ok(title, card.name[lang]), (key, lang, h, title)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("h", [88, 96, 104, 112])
def test_a_small_numbered_face_keeps_a_title_the_number_giving_way(h, lang):
    """Where the title does not fit even shortened beside the card's number, the number goes onto the picture's
    corner and the title takes the bar: no numbered face shows an empty title bar at these heights (the Wonders row
    and a crowded hand)."""
    db = default_db()
    for key in db.by_key:
        card = db.card(key)
        if not card.number:
            continue
        texts = [t for _, t in art.face_texts(f"civ:{key}", lang, h)]
        assert str(card.number) in texts, (key, lang, h, texts)
        two = [" ".join(texts[i:i + 2]) for i in range(2)]   # a title on two lines
        assert any(_title_ok(t, card.name[lang]) for t in texts[:3] + two), (key, lang, h, texts)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_small_wonder_without_room_for_its_title_has_no_empty_bar(lang):
    """A Wonder (no number) too small for even a shortened title draws no title bar: its picture and effect row
    take the room, so its face shows its effect row ('+1', 'Copy') instead of an empty box; a Wonder with a title
    keeps it."""
    db = default_db()
    untitled = 0
    for key in db.by_key:
        card = db.card(key)
        if card.family != "wonder":
            continue
        texts = [t for _, t in art.face_texts(f"civ:{key}", lang, 72)]
        if texts and _title_ok(texts[0], card.name[lang]):
            continue
        untitled += 1
        assert texts and not texts[0].endswith("…"), (key, lang, texts)   # its effect row ('+1', 'Copy') instead
    assert untitled   # the case occurs at this height


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hand_size_faces_keep_number_and_effect_words(lang):
    db = default_db()
    words = {"en": ("Copy", "Destroy", "Swap", "Commerce"), "fr": ("Copie", "Détruit", "Échange", "Commerce")}[lang]
    seen = set()
    for key in db.by_key:
        card = db.card(key)
        drawn = {t for _, t in art.face_texts(f"civ:{key}", lang, 136)}
        if card.number:
            assert str(card.number) in drawn, key
        glyph = " ".join(cardglyphs.glyphs(getattr(card, s), lang) for s in ("action", "power") if getattr(card, s, ()))
        seen |= {w for w in words if w in glyph and w in drawn}
    assert seen == set(words)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_enlarged_face_keeps_the_full_title_and_text(lang):
    db = default_db()
    for key in ("25", "37", "W5"):
        card = db.card(key)
        drawn = [t for _, t in art.face_texts(f"civ:{key}", lang, 480)]
        assert card.name[lang] in drawn
        label = cardtext.sections(card, lang)[0][0]   # French sets its colon apart: "Bonus :"
        assert label + cardtext.label_colon(lang).rstrip() in " ".join(drawn), (key, drawn)


def test_small_faces_draw_no_text_at_all():
    assert art.face_texts("civ:1", "en", 40) == ()
    assert art.face_texts("back:civ", "en", 136) == ()


@pytest.mark.parametrize("h", [20, 33, 40, 47, 56, 350, 640])
def test_every_face_renders_at_odd_heights(h):
    for name in deck_names():
        face = art.render_named(name, "fr", h)
        assert face.height == h


def test_a_title_too_wide_for_one_line_takes_two_whole_lines():
    drawn = [t for _, t in art.face_texts("civ:W2", "fr", 136)]
    assert drawn[:2] == ["Orbe", "du Chaos"], drawn


def test_french_accents_are_letters_of_the_font_not_strokes():
    from game.ui.text import richtext
    assert not hasattr(richtext, "_MARKS")
    drawn = [t for _, t in art.face_texts("civ:2", "fr", 136)]
    assert "Échange" in drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_two_line_title_never_costs_an_effect_row(lang):
    """A long title takes two lines (its number beside the second line or on the picture) only while every icon
    row still fits; the hand's 'Bibliothèque de Phoenix' at 150 px is whole, not 'Biblioth…'."""
    db = default_db()
    for key in db.by_key:
        card = db.card(key)
        for h in (136, 150, 168, 200):
            one_line_whole = art._civ_face(card, lang, h, False)[1]
            two_lines_img, two_lines_whole = art._civ_face(card, lang, h, True)
            if one_line_whole and not two_lines_whole:
                chosen = art.render_civ_face(card, lang, h)
                assert chosen.tobytes() == art._civ_face(card, lang, h, False)[0].tobytes(), (key, h)
    titles = [t for _, t in art.face_texts("civ:40", "fr", 150)]
    assert "Bibliothèque" in titles and "de Phoenix" in titles, titles


def test_a_long_single_word_title_breaks_with_a_hyphen_or_takes_the_bar_from_its_number():
    """'Observatoire de Phoenix' fits no line of a small face, nor does 'Observatoire': over two lines it breaks
    where its syllables do; where two lines leave the effect rows no room, the number goes onto the picture and the
    title keeps more letters than it would beside the number."""
    texts = [t for _, t in art.face_texts("civ:27", "fr", 130)]
    assert "Obser-" in texts and "vatoire" in texts and not any(t.endswith("…") for t in texts)
    small = [t for _, t in art.face_texts("civ:27", "fr", 110)]
    title = next(t for t in small if t.startswith("Obs"))
    assert title.endswith("…") and len(title) > len("Obs…") and "Observatoire".startswith(title[:-1])


@pytest.mark.parametrize("h", TABLE_HEIGHTS)
def test_an_accented_capital_of_a_title_stays_inside_its_bar(h, monkeypatch):
    """"École d'Élite de Justice": the accent on a capital rises above the font's ascender; drawn at the bar's top
    it sat on the bar's edge, where nobody could see it. Every title line's ink starts below the bar's edge."""
    drawn = []

    def record(d, xy, text, font, fill, **kw):
        drawn.append((xy[1], text, font))
    monkeypatch.setattr(art, "draw_text", record)
    db = default_db()
    accented = [c for c in db.civ if c.name["fr"][:1] in "ÉÈÊÀ"]
    assert accented, "a French name starting with an accented capital"
    for card in accented:
        drawn.clear()
        art.render_civ_face(card, "fr", h)
        w = round(h / art.CARD_RATIO)
        m = max(4, w // 16)
        titles = [(y, text, font) for y, text, font in drawn if text and text[:1] in "ÉÈÊÀ" and y < h * 0.3]
        for y, text, font in titles:
            assert y + font.getbbox(text)[1] >= m + 1, (card.name["fr"], h, text)


def _laid(text, size, width):
    from game.ui.text.richtext import layout_rich
    return [[tok for tok in line if tok[0] != "space"] for line in layout_rich(text, size, width)]


@pytest.mark.parametrize("width", range(40, 140, 4))
def test_a_number_never_leaves_its_icon_and_a_french_colon_never_starts_a_line(width):
    # Caravan's Action, as its French face writes it: "+1" went to one line and its Military icon to the next
    text = cardglyphs.glyphs(default_db().card("29").action, "fr")
    assert text == "1+ Militaire : +1[mil] 1+ Science : +1[sci]"
    lines = _laid(text, 14, width)
    for line in lines:
        assert line and line[0] != ("word", ":")
        assert line[0][0] == "icon" or line[-1] != ("word", "+1"), lines   # "+1" ends no line: its icon follows
    for above, below in zip(lines, lines[1:]):
        assert not (below[0][0] == "icon" and above[-1] == ("word", "+1")), lines


def test_french_icon_rows_set_every_colon_off_by_a_space():
    db = default_db()
    rows = [cardglyphs.glyphs(getattr(c, s), lang) for c in (*db.civ, *db.immortals) for s in faceglyphs.SLOTS
            for lang in ("en", "fr") if getattr(c, s, ())]
    colons = [r for r in rows if ":" in r]
    assert len(colons) >= 16
    french = set(rows[1::2]) & set(colons)
    for row in colons:
        if " :" in row:
            assert row in french
    assert all(":" not in row.replace(" :", "") for row in french), french


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_icon_row_keeps_its_slot_letter_where_a_smaller_size_allows(lang):
    # the Library's Action ("-2 → +1 Culture +1 Science") was drawn without its "A" at every size: it read as a Bonus
    letters = {v for v in faceglyphs.SLOT_LETTERS[lang].values() if v}
    for h in (170, 200, 290):
        assert "A" in [t for _, t in art.face_texts("civ:40", lang, h)], h
    for card in default_db().civ:
        lettered = [s for s in faceglyphs.SLOTS if faceglyphs.SLOT_LETTERS[lang][s]]
        want = [faceglyphs.SLOT_LETTERS[lang][s] for s in lettered
                if getattr(card, s, ()) and cardglyphs.glyphs(getattr(card, s), lang)]
        drawn = [t for _, t in art.face_texts(f"civ:{card.key}", lang, 240) if t in letters]
        assert drawn == want, card.key


def test_a_title_of_several_words_takes_two_lines_rather_than_one_much_smaller():
    drawn = [(size, t) for size, t in art.face_texts("civ:44", "fr", 290)]
    title = [(size, t) for size, t in drawn if t in ("Forteresse", "de Galmi", "Forteresse de Galmi")]
    assert [t for _, t in title] == ["Forteresse", "de Galmi"]
    library = [size for size, t in art.face_texts("civ:40", "fr", 290) if t == "Bibliothèque"]
    assert title[0][0] == library[0]   # side by side on a plateau, the two titles are one size
