"""French sentences name a card with its article ("Vous détruisez la Forteresse de Galmi", "grâce au Temple de
Galmi"), from cards.toml's `fr_article`; proper names and English names stay bare."""

import re

import pytest

from game import labels
from game.match import Match
from game.rules import default_db
from game.ui import i18n
from game.ui.text.logtext import action_text, entry_lines, event_text


def _key(kind: str) -> str:
    return next(c.key for c in default_db().civ if c.kind == kind)


def test_in_text_gives_each_name_its_article():
    assert labels.in_text(_key("fortress"), "fr") == "la Forteresse de Galmi"
    assert labels.in_text(_key("chaos_orb"), "fr") == "l'Orbe du Chaos"
    assert labels.in_text(_key("swords"), "fr") == "les Épées de Justice"
    assert labels.in_text(_key("lion"), "fr") == "le Lion"
    assert labels.in_text("apothecary", "fr") == "l'Apothicaire"
    assert labels.in_text(_key("cylak"), "fr") == "Cylak"          # a proper name
    assert labels.in_text("narashima", "fr") == "Narashima"        # an Immortal
    assert labels.in_text(_key("fortress"), "en") == "Galmi's Fortress"


def test_every_common_noun_has_an_article():
    """Buildings, Wonders and Commerce cards are things; a Hero with no article is a proper name."""
    db = default_db()
    for card in db.civ:
        if card.family != "hero":
            assert card.fr_article, card.name["fr"]
    assert all(c.fr_article for c in db.commerce)
    assert {c.name["fr"] for c in db.civ if c.family == "hero" and c.fr_article} == {"Lion", "Avatar de Galmi"}


@pytest.mark.parametrize("text, want", [
    ("le pouvoir de le Temple de Galmi", "le pouvoir du Temple de Galmi"),
    ("grâce à les Épées de Justice", "grâce aux Épées de Justice"),
    ("renoncer à le Sablier d'Ambre", "renoncer au Sablier d'Ambre"),
    ("le pouvoir de la Forteresse", "le pouvoir de la Forteresse"),
    ("le pouvoir de Alpha", "le pouvoir d'Alpha"),
    ("de les voir", "de les voir"),            # a pronoun before a verb is left alone
])
def test_elide_contracts_a_preposition_with_the_article(text, want):
    assert labels.elide(text, "fr") == want
    assert labels.elide(text, "en") == text


def test_the_log_and_the_actions_say_the_article():
    i18n.set_lang("fr")
    try:
        fortress, temple = _key("fortress"), _key("temple")
        line = event_text({"t": "destroy", "seat": 0, "card": fortress}, ["Anne", "Bot 2", "Bot 3"], 0)
        assert line == "Vous détruisez la Forteresse de Galmi"
        line = event_text({"t": "wonder_in", "card": _key("chaos_orb")}, ["Anne", "Bot 2", "Bot 3"], 0)
        assert line == "L'Orbe du Chaos rejoint les Merveilles"
        roam = {"t": "roam", "seat": 0, "owner": 1, "card": temple, "coins": 1}
        line = event_text(roam, ["Anne", "Bot 2", "Bot 3"], 0)
        assert line == "Vous allez chez Bot 2 pour le Temple de Galmi (1 pièce)"
        assert action_text(f"power {temple}", 1, ["Anne", "Bot 2", "Bot 3"], 0) == \
            "Bot 2 utilise le pouvoir du Temple de Galmi"
        assert action_text(f"use {_key('swords')}", 0, ["Anne", "Bot 2", "Bot 3"], 0) == \
            "Vous activez les Épées de Justice"
    finally:
        i18n.set_lang("en")


def test_no_french_line_of_a_whole_game_names_a_thing_bare():
    """After a verb or "sur"/"contre"/"grâce à", a Building, Wonder or Commerce card's name has its article."""
    db = default_db()
    things = {c.name["fr"] for c in db.civ if c.fr_article} | {c.name["fr"] for c in db.commerce}
    bare = re.compile(r"\b(choisit|choisissez|détruit|détruisez|active|activez|copie|copiez|sur|contre|à|prend|"
                      r"prenez|met|mettez) (" + "|".join(map(re.escape, sorted(things, key=len, reverse=True))) + ")")
    i18n.set_lang("fr")
    try:
        lines = []
        for seed, n in ((4, 3), (5, 5)):
            m = Match(["bot:easy"] * n, [f"Bot {i + 1}" for i in range(n)], seed, autosave=False)
            while not m.over:
                m.run_bot_sync()
            for e in m.log_for(0):
                lines += entry_lines(e, m.names, 0)
    finally:
        i18n.set_lang("en")
    named = [line for line in lines if any(t in line for t in things)]
    assert len(named) > 20
    for line in named:
        assert not bare.search(line), line
