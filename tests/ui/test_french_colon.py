"""French puts a space before a colon: lines put together from parts (the log, New game's player count) use
i18n.colon(), never a bare ': '."""

from __future__ import annotations

from game.ui.i18n import colon, set_lang
from game.ui.text.logtext import event_text


def test_colon_follows_the_language():
    try:
        set_lang("fr")
        assert colon() == " : "
        set_lang("en")
        assert colon() == ": "
    finally:
        set_lang("en")


def test_the_phase_line_of_the_log_has_the_french_colon():
    names = ["Anne", "Bot 2", "Bot 3"]
    try:
        set_lang("fr")
        fr = event_text({"t": "phase", "round": 1, "phase": "kingdom"}, names, 0)
        set_lang("en")
        en = event_text({"t": "phase", "round": 1, "phase": "kingdom"}, names, 0)
    finally:
        set_lang("en")
    assert fr.startswith("— Ronde 1 : ") and "Royaume" in fr, fr
    assert en.startswith("— Round 1: ") and "Kingdom" in en, en


def test_a_revealed_pick_says_every_seat_with_the_french_colon_coins_too():
    names = ["Anne", "Bot 2", "Bot 3"]
    e = {"t": "reveal_slots", "pick": 1, "slots": [{"seat": 0, "status": "played", "card": "27"},
                                                    {"seat": 1, "status": "transformed", "coins": 5},
                                                    {"seat": 2, "status": "transformed", "coins": 3}]}
    try:
        set_lang("fr")
        fr = event_text(e, names, 0)
        set_lang("en")
        en = event_text(e, names, 0)
    finally:
        set_lang("en")
    assert fr.endswith("Vous : Observatoire de Phoenix ; Bot 2 : +5 pièces ; Bot 3 : +3 pièces"), fr
    assert en.endswith("You: Phoenix's Observatory; Bot 2: +5 coins; Bot 3: +3 coins"), en


def test_french_card_texts_and_lines_put_a_space_before_the_semicolon():
    from game import cardtext
    from game.rules import default_db
    from game.ui.i18n import semicolon
    xian = default_db().immortal_by_id["xian"]
    fr = " ".join(t for _, t in cardtext.sections(xian, "fr"))
    en = " ".join(t for _, t in cardtext.sections(xian, "en"))
    assert " ; " in fr and "); " not in fr, fr
    assert "; " in en and " ; " not in en, en
    try:
        set_lang("fr")
        assert semicolon() == " ; "
    finally:
        set_lang("en")
    assert semicolon() == "; "


def test_a_card_label_says_where_the_card_lies_with_the_french_colon():
    from game.labels import card_label
    from game.rules import new_game
    from game.rules.view import view_for
    st = new_game(4, 3)
    view = view_for(st, 0)
    key = "26"   # Goan-Sul's Armory
    view["seats"][1]["buildings"].append({"key": key})   # a card on Bot 2's side of the table
    assert card_label(key, view, "fr").startswith(f"{view['names'][1]} : ")
    assert card_label(key, view, "en").startswith(f"{view['names'][1]}: ")


def test_the_table_names_a_card_and_its_owner_with_the_french_colon(app):
    """The chooser's and the side panel's labels ('Bot 2 : Incroyable Marché de Xi'an (46)')."""
    from game.match import Match
    from game.ui.table import TableScene
    match = Match(["human", "bot:easy", "bot:easy"], ["Anne", "Bot 2", "Bot 3"], 3, autosave=False)
    scene = TableScene(app, match)
    scene.view["seats"][1]["buildings"].append({"key": "46"})
    try:
        set_lang("fr")
        fr = scene.panel.card_label("46")
        set_lang("en")
        en = scene.panel.card_label("46")
    finally:
        set_lang("en")
    assert fr.startswith("Bot 2 : ") and fr.endswith("(46)"), fr
    assert en.startswith("Bot 2: "), en


def test_french_elides_de_and_que_before_a_name_with_a_vowel():
    """Names are filled in after a sentence is written: 'Pouvoir d'Orbe du Chaos', 'Regarder l'Immortel d'Anne',
    '+0,7 PV de plus qu'Activer …', never 'de Orbe' or 'que Activer'; English and consonants are left alone."""
    from game.bots.hint import _t as hint_t
    from game.labels import elide, label
    from game.ui.i18n import tr
    assert label("a:power", "fr", card="Orbe du Chaos") == "Pouvoir d'Orbe du Chaos"
    assert label("a:power", "fr", card="Dark Ritual") == "Pouvoir de Dark Ritual"
    assert label("a:power", "en", card="Orb") == "Power of Orb"
    assert label("a:peek", "fr", name="Anne") == "Regarder l'Immortel d'Anne"
    better = hint_t("better", "fr", d="0,7", pm="0,3", other="Activer Eliana")
    assert "de plus qu'Activer Eliana" in better and "que Activer" not in better
    kept = "chaque Abhilasha, grande Orbe, de plus que Bot 2"
    assert elide(kept, "fr") == kept   # inside a word, or before a consonant: nothing to elide
    try:
        set_lang("fr")
        assert tr("turn_of", name="Anne") == "Tour d'Anne" and tr("turn_of", name="Bruno") == "Tour de Bruno"
        set_lang("en")
        assert tr("turn_of", name="Anne") == "Anne's turn"
    finally:
        set_lang("en")
