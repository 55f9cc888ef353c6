"""Text always fits: one fitting module (wrap, shrink to 13 px, cut at a word with an ellipsis, reported), even letter
spacing, one real font on faces and screens, and no overflow or overlap on any screen at 1280x720 and 1920x1080 in
English and French."""

import pytest
from PIL import Image, ImageDraw

from game.ui.cards import art
from game.ui.text import textfit
from game.ui.text.layoutcheck import Report, analyse, check_screens


def test_fit_wraps_then_shrinks_then_cuts_at_a_word():
    s = "Scoring: 8 VP per Military+Science+Chaos set you own (max 3)"
    whole = textfit.fit(s, 2000, size=16)
    assert whole.lines == (s,) and whole.size == 16 and not whole.cut
    wrapped = textfit.fit(s, 200, 200, size=16, wrap_lines=True)
    assert len(wrapped.lines) > 1 and not wrapped.cut
    assert " ".join(wrapped.lines) == s
    assert all(textfit.width(ln, wrapped.size) <= 200 for ln in wrapped.lines)
    shrunk = textfit.fit("Round 1/2 — Kingdom", textfit.width("Round 1/2 — Kingdom", 14), size=18)
    assert shrunk.size == 14 and not shrunk.cut
    cut = textfit.fit(s, 150, size=16)
    assert cut.cut and cut.size == textfit.MIN_TEXT and cut.lines[0].endswith(textfit.ELLIPSIS)
    assert s.startswith(cut.lines[0][:-1]) and s[len(cut.lines[0]) - 1] == " ", "cut at a word"
    assert textfit.was_cut(cut.lines[0]) and not textfit.was_cut("Player 2 is thinking…")
    two = textfit.fit(s, 200, textfit.line_height(13) + 16, size=16, wrap_lines=True)
    assert len(two.lines) == 2 and two.cut and two.lines[-1].endswith(textfit.ELLIPSIS)


def test_first_fit_drops_the_tag_before_cutting_the_name():
    box = textfit.width("#3 Player 3", 16, True) + 2
    got = textfit.first_fit(["#3 Player 3 (you)", "#3 Player 3"], box, 16, True)
    assert got.lines == ("#3 Player 3",) and not got.cut


def test_rows_of_a_list_share_one_kind_of_dot():
    short, long_ = ["Ana: 40", "Bo: 38"], ["Bot 4: 56 (Xi'an)", "Bot 2: 45", "Bot 3: 44", "Bot 6: 35", "Player 1: 34"]
    box = textfit.width("  ·  ".join(long_), 16) - 4   # the long row fits only with narrow dots
    alone = [textfit.joined_rows([parts], box, 16)[0].lines[0] for parts in (short, long_)]
    assert "  ·  " in alone[0] and "  ·  " not in alone[1]   # each row on its own: different dots
    rows = [f.lines[0] for f in textfit.joined_rows([short, long_], box, 16)]
    assert rows == [" · ".join(short), " · ".join(long_)]
    roomy = [f.lines[0] for f in textfit.joined_rows([short, long_], box + 40, 16)]
    assert roomy == ["  ·  ".join(short), "  ·  ".join(long_)]
    tight = textfit.joined_rows([short, long_], textfit.width(" · ".join(long_), 14), 16)   # the long row shrinks
    assert [f.size for f in tight] == [14, 14] and not any(f.cut for f in tight)


def test_letter_spacing_is_even_at_small_sizes():
    for size in (13, 14, 15, 16):
        surf = textfit.render_surface("iiiiiiiiii", size, (255, 255, 255))
        w, h = surf.get_size()
        cols = [x for x in range(w) if any(surf.get_at((x, y)).a > 128 for y in range(h))]
        starts = [x for x in cols if x - 1 not in cols]
        step = (starts[-1] - starts[0]) / 9   # the advance, kept with its fraction (drawn large, scaled down)
        assert len(starts) == 10 and all(abs(x - starts[0] - i * step) <= 0.6 for i, x in enumerate(starts)), starts


def _blank_runs(surf):
    w, h = surf.get_size()
    inked = [any(surf.get_at((x, y)).a > 96 for y in range(h)) for x in range(w)]
    first, last = inked.index(True), w - 1 - inked[::-1].index(True)
    runs, n = [], 0
    for x in range(first, last + 1):
        if inked[x]:
            if n:
                runs.append(n)
            n = 0
        else:
            n += 1
    return runs


def test_a_word_space_is_wider_than_any_gap_between_letters_at_small_sizes():
    # whole-pixel advances at a small em once drew "Vous +2Science" and "Bot 3 ac tive Elia na" in the game log
    for size in (13, 14, 15, 16):
        for word in ("Science", "active", "Eliana"):
            inside = _blank_runs(textfit.render_surface(word, size, (255, 255, 255)))
            spaced = _blank_runs(textfit.render_surface(f"2 {word}", size, (255, 255, 255)))
            assert max(spaced) > max(inside, default=0), (size, word, spaced, inside)


def test_accents_of_capitals_are_not_clipped():
    for size in (13, 16, 24):
        surf = textfit.render_surface("À", size, (255, 255, 255))
        assert all(surf.get_at((x, 0)).a == 0 for x in range(surf.get_width())), size
        assert surf.get_bounding_rect().h > textfit.render_surface("A", size, (255, 255, 255)).get_bounding_rect().h


def test_one_font_with_real_accents_on_faces_and_screens():
    assert textfit.font_path().endswith("freesansbold.ttf")
    f = art.font(16)
    assert f.path == textfit.font_path() and f.nominal == 16
    img = Image.new("L", (40, 40))
    ImageDraw.Draw(img).text((5, 10), "É", font=f, fill=255)
    assert img.getbbox()[1] < 10 + f.getbbox("E")[1], "the accent is a glyph of the font, above the E"
    drawn = [t for _, t in art.face_texts("civ:1", "fr", 480)]
    assert any("é" in t for t in drawn)


def test_the_face_cache_key_changes_with_the_font(monkeypatch):
    before = art.cards_hash("fr", 136)
    monkeypatch.setattr(textfit, "font_hash", lambda: "another font")
    assert art.cards_hash("fr", 136) != before


def test_the_check_sees_an_overflow_and_an_overlap():
    marks = [textfit.Mark("panel", (0, 0, 100, 40)), textfit.Mark("text", (10, 10, 120, 12), "too wide"),
             textfit.Mark("button", (10, 50, 80, 30), "Back"), textfit.Mark("text", (30, 74, 200, 14), "caption")]
    report = Report()
    analyse(marks, (1280, 720), "s", report)
    assert report.overflows == {("s", "too wide")}
    assert report.overlaps == {("s", "Back | caption")}


# every screen in both languages at both sizes; a whole scripted game (every phase, panel and choice, the end-turn
# question, the pause menu, the end screen) at 1280x720 in French with every card hovered, and at 1920x1080 in
# English without the hovers (bench/ui.py checks all four with them)
@pytest.mark.parametrize("size,lang,game,hover", [
    ((1280, 720), "fr", True, True), ((1920, 1080), "en", True, False),
    ((1280, 720), "en", False, False), ((1920, 1080), "fr", False, False)])
def test_no_text_overflows_or_overlaps_on_any_screen(size, lang, game, hover):
    report = check_screens(size, lang, players=4, game=game, hover=hover)
    assert report.texts > (5000 if game else 150), "the screens drew their text"
    if game:
        assert {"TableScene:draft", "TableScene:kingdom", "ResultsScene:over"} <= report.screens
    assert sorted(report.overflows) == []
    assert sorted(report.overlaps) == []


def test_panel_paragraphs_shrink_then_end_with_an_ellipsis():
    import pygame

    from game.ui.widgets import gfx
    surf = pygame.Surface((220, 60), pygame.SRCALPHA)
    words = "Scoring: 8 VP per Military+Science+Chaos set you own (max 3); your diamonds are always worth 8 VP"
    textfit.recording(True)
    try:
        assert gfx.draw_blocks(surf, [("Your Immortal: Xi'an", gfx.GLOW, True), (words, gfx.TEXT, False)],
                               pygame.FRect(0, 0, 220, 60), 16)
        drawn = [m for m in textfit.recording(True) if m.kind == "text"]
    finally:
        textfit.recording(False)
    assert drawn[-1].text.endswith(textfit.ELLIPSIS) and drawn[-1].cut
    assert all(m.rect[1] + m.rect[3] <= 60 for m in drawn)
    assert not gfx.draw_blocks(surf, [("Short enough", gfx.TEXT, False)], pygame.FRect(0, 0, 220, 60), 16)


def test_blocks_size_says_what_draw_blocks_will_do():
    """The panel asks first whether the hint and your Immortal fit together; when not, the hint goes alone."""
    import pygame

    from game.ui.widgets import gfx
    surf = pygame.Surface((220, 60), pygame.SRCALPHA)
    box = pygame.FRect(0, 0, 220, 60)
    long = [("Your Immortal: Xi'an", gfx.GLOW, True),
            ("Scoring: 8 VP per Military+Science+Chaos set you own (max 3); your diamonds are always worth 8 VP",
             gfx.TEXT, False)]
    short = [("Short enough", gfx.TEXT, False)]
    for blocks in (long, short):
        assert (gfx.blocks_size(blocks, box, 16) is not None) == (not gfx.draw_blocks(surf, blocks, box, 16))
    # blocks_size: the size they are drawn whole at (None: they are not), the largest that fits
    assert gfx.blocks_size(long, box, 16) is None and gfx.blocks_size(short, box, 16) == 16
    two = [("Short enough", gfx.TEXT, False), ("and a second paragraph under it", gfx.TEXT, False)]
    sz = gfx.blocks_size(two, pygame.FRect(0, 0, 220, 36), 18)
    assert sz is not None and sz < 18 and gfx.blocks_size(two, pygame.FRect(0, 0, 220, 36), 18, min_size=sz + 1) is None


def test_blocks_are_laid_out_once_per_text_and_box():
    """The side panel lays the hint out every frame: the second time is the remembered layout, the same one."""
    import pygame

    from game.ui.widgets import gfx
    gfx.reset_caches()
    blocks = [("A hint in two sentences. The second one is longer than the box is wide.", gfx.TEXT, False)]
    box = pygame.FRect(0, 0, 180, 80)
    first = gfx._lay_blocks(blocks, box, 16, gfx.MIN_TEXT, 1.25)
    assert gfx._lay_blocks(list(blocks), pygame.FRect(box), 16, gfx.MIN_TEXT, 1.25) is first
    assert first == gfx._lay_blocks_now(blocks, box, 16, gfx.MIN_TEXT, 1.25) and len(first[0]) >= 2
    # another box or text is laid out afresh
    assert gfx._lay_blocks(blocks, pygame.FRect(0, 0, 400, 80), 16, gfx.MIN_TEXT, 1.25)[0] != first[0]
    gfx.reset_caches()
    assert gfx._lay_blocks(blocks, box, 16, gfx.MIN_TEXT, 1.25) is not first


def test_french_high_punctuation_never_starts_a_line():
    from game.ui.text import textfit
    size = 16
    box = textfit.width("Cartes à jouer", size) + 2   # room for the words but not for " :" after them
    lines = textfit.wrap("Cartes à jouer : 3 sur 3", size, box)
    assert any("jouer :" in ln for ln in lines) and not any(ln.startswith((":", ";", "!", "?")) for ln in lines)
    assert textfit.wrap("Plays left: 3 of 3", size, 1000) == ["Plays left: 3 of 3"]
    # nor a per cent sign, even with a full stop after it ("contre 15 %.")
    box = textfit.width("simulées avec ce choix, contre 15", size) + 2
    lines = textfit.wrap("Vous gagnez 21 % de 80 parties simulées avec ce choix, contre 15 %.", size, box)
    assert lines[-1].endswith("15 %.") and not any(ln.startswith("%") for ln in lines)
    # nor a number lose the "n°" before it (the draft summary once ended a line with "n°" and began one with "2).")
    text = "Héros au plus petit numéro joué (Abunakkashii, n° 2)."
    box = textfit.width("Héros au plus petit numéro joué (Abunakkashii, n°", size) + 2
    lines = textfit.wrap(text, size, box)
    assert lines[-1] == "n° 2)." and " ".join(lines) == text
    # nor a count part from its total (the plateau's column read "Plays left: 3 of" over "3")
    for text, end in (("Plays left: 3 of 3", "3 of 3"), ("Cartes à jouer : 3 sur 3", "3 sur 3")):
        lines = textfit.wrap(text, size, textfit.width(text[:-2], size) + 2)
        assert lines[-1] == end and " ".join(lines) == text, lines
    assert textfit.wrap("one of the", size, textfit.width("one of", size) + 2) == ["one of", "the"]   # words stay free


def test_wrap_with_a_line_limit_ends_in_an_ellipsis_never_drops_lines_silently():
    from game.ui.widgets import gfx
    s = "Scoring: 8 VP per Military+Science+Chaos set you own (max 3); your diamonds are always worth 8 VP"
    whole = gfx.wrap(s, 16, 160)
    assert len(whole) > 2 and gfx.wrap(s, 16, 160, max_lines=len(whole)) == whole
    two = gfx.wrap(s, 16, 160, max_lines=2)
    assert len(two) == 2 and two[0] == whole[0] and two[1].endswith(textfit.ELLIPSIS)
    assert textfit.width(two[1], 16) <= 160
