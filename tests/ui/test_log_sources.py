"""The log names where a Supremacy token came from: a contest, Justice, or the card whose effect gave it (the engine's
`supremacy` event carries that card's key; it read "from a card effect" for Alpha's "most Military" in the VP
phase, which the player could not trace)."""

import random

from game.rules import apply_inplace, legal_actions, new_game
from game.rules.cards import default_db
from game.ui import i18n
from game.ui.text.logtext import event_text


def _card_supremacies(games: int = 40) -> list[dict]:
    found = []
    for g in range(games):
        st = new_game(4, g)
        rnd = random.Random(g)
        while not st.over:
            for e in apply_inplace(st, rnd.choice(legal_actions(st)), events=True) or ():
                if e["t"] == "supremacy" and not e["why"]:
                    found.append(e)
    return found


def test_a_supremacy_from_a_card_names_the_card_in_both_languages():
    found = _card_supremacies()
    assert len(found) >= 5 and all("card" in e for e in found)   # every token not from a contest names its card
    db = default_db()
    names = ["P1", "P2", "P3", "P4"]
    for e in found[:5]:
        card = db.card(e["card"])
        assert card.vp_phase or card.action or card.bonus or card.power or card.world
        line = event_text(e, names, viewer=-1)
        assert line == f"{names[e['seat']]} wins a Supremacy token from {card.name['en']}"
        i18n.set_lang("fr")
        try:
            line = event_text(e, names, viewer=-1)
        finally:
            i18n.set_lang("en")
        assert line.startswith(f"{names[e['seat']]} gagne une Suprématie grâce ") and card.name["fr"] in line
        assert "effet d'une carte" not in line


def test_a_contest_supremacy_names_no_card():
    e = {"t": "supremacy", "seat": 0, "n": 1, "why": "mil"}
    assert event_text(e, ["P1", "P2", "P3"], viewer=-1) == "P1 wins a Supremacy token for Military"
