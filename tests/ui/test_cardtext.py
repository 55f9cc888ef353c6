"""Immortal card text: every special power is written on the card, in English and French, and fits the zoomed face."""

import re

import pytest

from game import cardtext
from game.rules import default_db

DB = default_db()
POWERED = [im for im in DB.immortals if im.rule]
LABEL = {"en": "Power", "fr": "Pouvoir"}
# what each power must say, per language: words that only the power (never the scoring line) contains
MUST = {
    "justice": {"en": ("reveal", "Supremacy", "tie"), "fr": ("révélez", "Suprématie", "égalité")},
    "tomorrow": {"en": ("look", "guess", "Immortal"), "fr": ("regarder", "deviner", "Immortel")},
    "narashima": {"en": ("Culture", "onto Narashima", "destroy"), "fr": ("Culture", "sur Narashima", "détruire")},
}


def test_the_rules_that_need_a_power_are_all_present():
    assert {im.rule for im in POWERED} == set(MUST)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("im", POWERED, ids=lambda im: im.id)
def test_every_immortal_power_is_in_its_text(im, lang):
    secs = dict(cardtext.sections(im, lang))
    assert LABEL[lang] in secs, f"{im.id} ({lang}) has no power line: {secs}"
    power = secs[LABEL[lang]]
    for word in MUST[im.rule][lang]:
        assert word in power, f"{im.id} ({lang}): {word!r} missing from {power!r}"
    assert power not in secs.get("Scoring" if lang == "en" else "Décompte", "")
    assert f"{LABEL[lang]}{cardtext.label_colon(lang)}{power}" in cardtext.card_text(im, lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tomorrow_bonuses_come_from_the_data(lang):
    power = cardtext.immortal_power("tomorrow", lang)
    vp = "VP" if lang == "en" else "PV"
    assert f"+{DB.scoring['tomorrow_named']} {vp}" in power and f"+{DB.scoring['tomorrow_blind']} {vp}" in power
    icons = cardtext.immortal_power("tomorrow", lang, icons=True)
    assert f"+{DB.scoring['tomorrow_blind']}[vp]" in icons


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_immortals_without_a_rule_have_no_power_line(lang):
    for im in DB.immortals:
        if not im.rule:
            assert LABEL[lang] not in dict(cardtext.sections(im, lang)), im.id


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("im", POWERED, ids=lambda im: im.id)
def test_zoomed_face_draws_the_whole_power(im, lang, monkeypatch):
    """The table zooms a card to min(0.7 * height, 620) px: 504 px at 1280x720. Every word must be drawn, >= 13 px."""
    from game.ui.cards import art
    drawn: list[tuple[int, list[str]]] = []
    real = art.draw_rich

    def spy(img, xy, lines, size, *a, **k):
        drawn.append((size, [val for line in lines for kind, val in line if kind == "word"]))
        return real(img, xy, lines, size, *a, **k)

    monkeypatch.setattr(art, "draw_rich", spy)
    art.render_named(f"immortal:{im.id}", lang, 504)
    words = [w.lower() for _, ws in drawn for w in ws]
    power = cardtext.immortal_power(im.rule, lang, icons=True)
    want = [val.lower() for kind, val in art._tokens(power) if kind == "word"]
    assert len(want) > 5
    assert any(words[i:i + len(want)] == want for i in range(len(words))), (want, words)
    assert min(size for size, ws in drawn if ws) >= 13


def test_phoenix_counts_science_tokens_in_french_as_the_rulebook_does():
    """The rulebook: "Phoenix gagne des PV en fonction du nombre de jetons Science qu'elle possède"; the text once
    read "Science possédés" (a feminine noun with a masculine plural)."""
    im = default_db().immortal_by_id["phoenix"]
    fr = dict(cardtext.sections(im, "fr"))["Décompte"]
    en = dict(cardtext.sections(im, "en"))["Scoring"]
    assert fr.startswith("Jetons Science possédés : 1+ → 6") and en.startswith("Science you own: 1+ → 6")


# French that the generated card texts once had (found by reading every card against the printed rulebook)
BAD_FRENCH = (" à vous à ", "des Militaire", "des Science", "des Chaos", "il se dévoile", "Culture vaut",
              "Demain")


@pytest.mark.parametrize("card", [*DB.civ, *DB.commerce, *DB.immortals],
                         ids=lambda c: str(getattr(c, "key", None) or getattr(c, "id", None) or c.uid))
def test_no_card_text_reads_as_broken_french(card):
    text = " ".join(t for _, t in cardtext.sections(card, "fr"))
    assert not [bad for bad in BAD_FRENCH if bad in text], text


@pytest.mark.parametrize("card", [*DB.civ, *DB.commerce, *DB.immortals],
                         ids=lambda c: str(getattr(c, "key", None) or getattr(c, "id", None) or c.uid))
def test_a_feminine_french_noun_takes_a_feminine_participle(card):
    """"1 PV par série Militaire+Science+Chaos possédée", as "par pièce possédée" (not "série ... possédé")."""
    text = " ".join(t for _, t in cardtext.sections(card, "fr"))
    wrong = re.findall(r"\b(?:série|pièce|carte)\b[^;,.:]*? (?:possédé|contrôlé)(?![e\w])", text)
    assert not wrong, text


def test_the_printed_effects_are_said_whole_in_both_languages():
    """The Chaos Portal's cards not chosen go back into the deck; Dark Ritual's Supremacy goes to a player."""
    portal = next(c for c in DB.civ if c.kind == "portal")
    ritual = next(c for c in DB.civ if c.kind == "dark_ritual")
    assert "back into the deck" in dict(cardtext.sections(portal, "en"))["Power"]
    assert "remélangez les autres" in dict(cardtext.sections(portal, "fr"))["Pouvoir"]
    assert "the player with the most" in dict(cardtext.sections(ritual, "en"))["World"]
    assert "le joueur qui a le plus" in dict(cardtext.sections(ritual, "fr"))["Monde"]
