"""A card name that does not fit drops its owner before it is cut, in English and in French alike: on opponents'
chips, on choice buttons, on card titles and in the score calculator's grid; one rule (`labels.distinctive`)."""

import pygame
import pytest

from game.labels import distinctive, head_noun, with_head_words, without_owners
from game.rules import default_db
from game.ui.table.chips import draw_chip
from game.ui.text import textfit
from game.ui.widgets import gfx


def test_an_owned_name_loses_its_owner_in_both_languages():
    assert distinctive("Phoenix's Library") == "Library"
    assert distinctive("Bibliothèque de Phoenix") == "Bibliothèque"
    assert distinctive("Engin de Guerre de Goan-Sul") == "Engin de Guerre"   # the owner, not the first "de"
    assert distinctive("École d'Élite de Justice") == "École d'Élite"
    assert distinctive("Trésor de Byun Hyung Ja") == "Trésor"
    assert distinctive("Mine de Diamant") == "Mine de Diamant"   # no owner: whole
    assert distinctive("Lion") == "Lion"


def test_every_owned_card_has_a_short_name_in_each_language():
    for card in default_db().civ:
        if "'s " not in card.name["en"]:
            continue
        for lang in ("en", "fr"):
            name, short = card.name[lang], distinctive(card.name[lang])
            kept = name.endswith if lang == "en" else name.startswith   # "X's Y" keeps its end, "Y de X" its start
            assert short and short != name and kept(short), (card.key, lang, short)


def test_a_label_names_its_cards_without_owners():
    assert without_owners("2 · Bot 2: Xi'an's Incredible Market (46)") == "2 · Bot 2: Incredible Market (46)"
    assert without_owners("Bot 2 : Bibliothèque de Phoenix (39)") == "Bot 2 : Bibliothèque (39)"
    assert without_owners("End turn") == "End turn"


def _drawn(draw) -> list[textfit.Mark]:
    textfit.recording(True)
    try:
        draw()
        return [m for m in textfit.recording(True) if m.kind == "text"]
    finally:
        textfit.recording(False)


def test_a_narrow_button_drops_the_owner_before_cutting_and_tips_the_whole_label():
    surf = pygame.Surface((400, 100), pygame.SRCALPHA)
    label = "1 · Bot 2: Phoenix's Library (39)"
    b = gfx.Button(label, pygame.FRect(0, 0, 130, 26), size=14)
    texts = _drawn(lambda: b.draw(surf))
    shown = " ".join(m.text for m in texts)
    assert "Library" in shown and "Phoenix" not in shown and textfit.ELLIPSIS not in shown, shown
    assert b.tip == label
    wide = gfx.Button(label, pygame.FRect(0, 0, 390, 26), size=14)
    assert " ".join(m.text for m in _drawn(lambda: wide.draw(surf))) == label and wide.tip == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_opponents_chip_shows_the_card_without_its_owner_rather_than_a_cut(lang):
    from game.ui import i18n
    i18n.set_lang(lang)
    try:
        surf = pygame.Surface((400, 60), pygame.SRCALPHA)
        texts = _drawn(lambda: draw_chip(surf, pygame.FRect(0, 0, 110, 24), "civ:39", False))
    finally:
        i18n.set_lang("en")
    assert [m.text for m in texts] == ["39", {"en": "Library", "fr": "Bibliothèque"}[lang]]


def test_a_french_name_keeps_its_head_noun_when_even_its_short_form_is_too_long():
    assert head_noun("Engin de Guerre") == "Engin" and head_noun("Portail du Ciel") == "Portail"
    assert head_noun("École d'Élite") == "École" and head_noun("War Machine") == "War Machine"
    from game.ui.cards import titles
    fl, h = 9, 20   # a title bar where "Engin de Guerre" does not fit and "Engin" does: the head, not "Guerre"
    fit = titles.fit
    w = next(w for w in range(20, 200) if fit("Engin", w, 12, fl) and not fit("Engin de Guerre", w, 12, fl))
    assert titles.title_text("Engin de Guerre de Goan-Sul", w, h, fl)[0] == "Engin"


def test_a_row_of_captions_shares_one_size_and_drops_owners_to_keep_it():
    """The chooser's captions are drawn at one size: the largest at which each fits whole in one of its wordings,
    so a long owned name gives its owner up rather than shrink every caption (or only its own)."""
    labels = ["1 · Bot 2: Xi'an's Incredible Market (45)", "2 · Lion (11)", "3 · Bot 3: Phoenix's Library (39)"]
    options = [gfx.wordings(lb) for lb in labels]
    w, h, top = 120, 40, 18
    sz = textfit.shared_size(options, w, h, top, wrap_lines=True, max_lines=2, spacing=1.2)
    whole = [next((s for s in opts if not textfit.fit(s, w, h, sz, wrap_lines=True, min_size=sz, max_lines=2,
                                                      cut=False, spacing=1.2).overflow), None) for opts in options]
    assert None not in whole, (sz, whole)   # every caption whole at the shared size
    assert whole[0] == "1 · Bot 2: Incredible Market (45)" and whole[1] == labels[1]
    alone = [max(textfit.fit(s, w, h, top, wrap_lines=True, max_lines=2, cut=False, spacing=1.2).size for s in opts)
             for opts in options]
    assert sz == min(alone) and sz > textfit.fit(labels[0], w, h, top, wrap_lines=True, max_lines=2, cut=False,
                                                  spacing=1.2).size   # larger than the whole long name allows


def test_a_two_column_button_names_the_card_by_its_head_word_and_whose_before_cutting_it():
    """'2 · Bot 2: Incredible Market (46)' does not fit a side-panel half button at 1280x720 even without the owner:
    the card goes by its head word with the seat that holds it (two Markets told apart by whose), then by its head
    word alone (the number on the table's card says which), and the tip keeps it all."""
    surf = pygame.Surface((400, 100), pygame.SRCALPHA)
    label = "2 · Bot 2: Xi'an's Incredible Market (46)"

    def shown(width: int, shortest: str = "2 · Incredible Market (46)") -> str:
        b = gfx.Button(label, pygame.FRect(0, 0, width, 30), size=13, shortest=shortest)
        text = " ".join(m.text for m in _drawn(lambda: b.draw(surf)))
        assert b.tip == label
        return text

    assert shown(111) == "2 · Bot 2: Market (46)" and shown(70) == "2 · Market (46)"
    assert textfit.ELLIPSIS in shown(111, shortest="")   # a button without a shortest wording: cut, as before


def test_a_label_names_its_cards_by_their_head_words():
    assert with_head_words("2 · Bot 2: Xi'an's Incredible Market (46)") == "2 · Bot 2: Market (46)"
    assert with_head_words("Bot 2 : Incroyable Marché de Xi'an (46)") == "Bot 2 : Marché (46)"
    assert with_head_words("2 · Incredible Market (46)") == "2 · Market (46)"   # without its owner too
    assert with_head_words("Engin de Guerre de Goan-Sul") == "Engin"
    assert with_head_words("3 · Lion (11)") == "3 · Lion (11)" and with_head_words("End turn") == "End turn"


def test_a_long_single_word_breaks_with_a_hyphen_where_its_syllables_do():
    def w(word: str) -> float:   # a box just too narrow for the word
        return textfit.width(word, textfit.MIN_TEXT) - 1
    breaks = {word: textfit.hyphenated(word, textfit.MIN_TEXT, w(word))
              for word in ("Abunakkashii", "Bibliothèque", "Observatoire", "Caravane", "Hourglass", "Goan-Sul's")}
    assert breaks == {"Abunakkashii": "Abunak-\nkashii", "Bibliothèque": "Biblio-\nthèque",
                      "Observatoire": "Obser-\nvatoire", "Caravane": "Cara-\nvane", "Hourglass": "Hour-\nglass",
                      "Goan-Sul's": "Goan-\nSul's"}
    assert textfit.hyphenated("Lion", textfit.MIN_TEXT, w("Lion") + 1) == "Lion"   # fits: unchanged
    assert textfit.hyphenated("Abunakkashii", textfit.MIN_TEXT, 5) == "Abunakkashii"   # no break fits: unchanged


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_calculator_grid_breaks_a_long_name_rather_than_cut_it(lang):
    from game.ui.screens.calcgrid import _name_fit
    w = textfit.width("Abunak-", textfit.MIN_TEXT) + 2
    f = _name_fit("Abunakkashii", w, textfit.MIN_TEXT)
    assert f.lines == ("Abunak-", "kashii") and not f.cut
    name = {"en": "Phoenix's Observatory", "fr": "Observatoire de Phoenix"}[lang]   # the owner dropped first
    f = _name_fit(name, textfit.width("Obser-", textfit.MIN_TEXT) + 2, textfit.MIN_TEXT)
    assert f.lines == ("Obser-", {"en": "vatory", "fr": "vatoire"}[lang]) and not f.cut


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_chip_too_narrow_even_for_the_short_name_shows_the_word_a_small_card_keeps(lang):
    """A used (tilted) chip holding Culture has little room: 'Market' / 'Marché' (labels.head_word, as a small
    card's title says it) rather than 'Incredible…'; a chip with room keeps the longer name."""
    from game.labels import head_word
    from game.ui import i18n
    assert head_word("Xi'an's Incredible Market") == "Market" and head_word("Incroyable Marché de Xi'an") == "Marché"
    assert head_word("Engin de Guerre de Goan-Sul") == "Engin" and head_word("Lion") == ""
    i18n.set_lang(lang)
    try:
        surf = pygame.Surface((400, 60), pygame.SRCALPHA)
        narrow = _drawn(lambda: draw_chip(surf, pygame.FRect(0, 0, 150, 24), "civ:46", True, reserve=40))
        wide = _drawn(lambda: draw_chip(surf, pygame.FRect(0, 0, 300, 24), "civ:46", True))
    finally:
        i18n.set_lang("en")
    assert [m.text for m in narrow] == ["46", {"en": "Market", "fr": "Marché"}[lang]]
    assert [m.text for m in wide][1] in ("Xi'an's Incredible Market", "Incroyable Marché de Xi'an",
                                          "Incredible Market", "Incroyable Marché")


def test_a_names_head_word_is_its_noun_in_either_language():
    """French puts the noun first ('Cité' of 'Cité Volante', 'Statues' of 'Statues Jumelles'), bar a few adjectives
    ('Marché' of 'Incroyable Marché'); English puts it last, or before 'of' ('Swords' of 'Swords of Justice')."""
    from game.labels import head_word
    assert head_word("Cité Volante de Phoenix") == "Cité" and head_word("Statues Jumelles") == "Statues"
    assert head_word("Phoenix's Flying City") == "City" and head_word("Twin Statues") == "Statues"
    assert head_word("Swords of Justice") == "Swords" and head_word("Épées de Justice") == "Épées"
