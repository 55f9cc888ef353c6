"""Numbers the table states in words come from cards.toml, never from the sentence: a tooltip, a warning or a
note would otherwise go on saying 10 coins or 15 VP after the data changed."""

from types import SimpleNamespace

from game.rules import default_db
from game.ui import i18n
from game.ui.table import sprites


def test_counter_tips_read_the_cap_and_the_supremacy_worth(monkeypatch):
    db = default_db()
    assert sprites.stat_tip("coins", "en") == f"Coins (max {db.game['caps']['coins']})"
    assert sprites.stat_tip("sup", "fr") == f"Suprématies ({db.scoring['sup']} PV)"
    fake = SimpleNamespace(game={"caps": {"coins": 12}}, scoring={"sup": 5})
    monkeypatch.setattr(sprites, "default_db", lambda: fake)
    assert sprites.stat_tip("coins", "fr") == "Pièces (max 12)"
    assert sprites.stat_tip("sup", "en") == "Supremacy tokens (5 VP)"
    assert sprites.stat_tip("mil", "en") == "Military tokens"


def test_no_table_string_writes_the_coin_cap_or_tomorrows_points_itself():
    for key in ("cap_lost_tip", "cap_lost_tip1", "peek_note"):
        for text in i18n.STRINGS[key]:
            assert "10" not in text and "15" not in text, (key, text)
    i18n.set_lang("fr")
    try:
        assert i18n.tr("peek_note", named=10, blind=15) == \
            "Regardez un Immortel d'abord (10 PV si tout est juste), ou non (15 PV)."
        assert i18n.tr_n("cap_lost_tip", 2, cap=10) == \
            "Vous approchez du plafond de 10 pièces : 2 de ces pièces seraient perdues."
    finally:
        i18n.set_lang("en")


def test_the_rules_summary_reads_its_numbers_from_the_data(monkeypatch):
    from game.ui.screens import reference
    db = default_db()
    assert "Caps: 10 coins, 10 civilization tokens" in " ".join(reference.rules_text("en"))
    game = {**db.game, "caps": {"coins": 12, "civ": 9}, "slot_coins": [[6, 3, 2, 3, 2], [4, 3, 2, 1]]}
    scoring = {**db.scoring, "wonder_ranking": [9, 5, 1]}
    monkeypatch.setattr(reference, "default_db", lambda: SimpleNamespace(game=game, scoring=scoring))
    for lang, caps, slots in (("en", "Caps: 12 coins, 9 civilization", "(6/3/2/3/2, then 4/3/2/1)"),
                              ("fr", "Plafonds : 12 pièces, 9 jetons", "(6/3/2/3/2 puis 4/3/2/1)")):
        text = " ".join(reference.rules_text(lang))
        assert caps in text and slots in text and "(9/5/1)" in text, text


def test_how_to_plays_draft_page_reads_picks_and_plays_from_the_data(monkeypatch):
    from game.ui.screens import howto, reference  # howto adds its pages' texts to the strings
    assert "ht:draft_t" in i18n.STRINGS and howto.HowToScene
    db = default_db()
    game = {**db.game, "hand_size": [6, 4], "max_plays": [3, 1]}
    monkeypatch.setattr(reference, "default_db", lambda: SimpleNamespace(game=game, scoring=db.scoring))
    text = i18n.tr("ht:draft_t", **reference.rule_numbers())
    assert "Round 1: 6 picks, 3 plays, pick 4 doubles the Bonus. Round 2: 4 picks, 1 plays." in text, text
