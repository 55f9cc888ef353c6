"""Numbers and persons agree in both languages where the table builds a sentence around them: one coin is "1 coin" /
"1 pièce", and a French "vous" as object stands before the verb ("Bot 3 vous donne 1 Chaos")."""

from game.ui import i18n
from game.ui.table.panel import auto_transform_text
from game.ui.text.logtext import event_text


def _in(lang, fn):
    i18n.set_lang(lang)
    try:
        return fn()
    finally:
        i18n.set_lang("en")


def test_a_card_transformed_by_the_play_limit_becomes_one_coin_or_more():
    assert _in("en", lambda: auto_transform_text(3, 1)).endswith("this card becomes 1 coin.")
    assert _in("fr", lambda: auto_transform_text(3, 1)).endswith("cette carte devient 1 pièce.")
    assert _in("en", lambda: auto_transform_text(3, 2)).endswith("this card becomes 2 coins.")
    assert _in("fr", lambda: auto_transform_text(3, 2)).endswith("cette carte devient 2 pièces.")


def test_a_gift_to_you_reads_the_french_way():
    names = ["Ana", "Bo", "Cy"]
    to_you = {"t": "give", "seat": 2, "to_seat": 0, "what": {"cha": 1}}
    assert _in("fr", lambda: event_text(to_you, names, 0)) == "Cy vous donne 1 Chaos"
    assert _in("en", lambda: event_text(to_you, names, 0)) == "Cy gives 1 Chaos to you"
    by_you = {"t": "give", "seat": 0, "to_seat": 1, "what": {"cha": 1}}
    assert _in("fr", lambda: event_text(by_you, names, 0)) == "Vous donnez 1 Chaos à Bo"
    between = {"t": "give", "seat": 1, "to_seat": 2, "what": {"cha": 2}}
    assert _in("fr", lambda: event_text(between, names, 0)) == "Bo donne 2 Chaos à Cy"
