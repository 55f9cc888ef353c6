"""New game > Rule variants: the list offers every variant, cycles its options, and the choice reaches the game."""

import pytest

from game.rules import default_db
from game.ui import i18n
from game.ui.screens.menus import NewGameScene
from game.ui.screens.variants import VariantsScene, variant_lines
from game.ui.widgets import gfx


def _open_variants(app) -> tuple[NewGameScene, VariantsScene]:
    ng = NewGameScene(app, None)
    app.stack.replace(ng)
    button = next(b for b in ng.buttons if b.label == i18n.tr("var:button_default"))
    button.action()
    scene = app.stack.scenes[-1]
    assert isinstance(scene, VariantsScene)
    return ng, scene


def test_new_game_offers_the_variants_and_passes_the_choice(app, monkeypatch):
    started = []
    monkeypatch.setattr(app, "start_game", lambda *a, **kw: started.append((a, kw)))
    ng, scene = _open_variants(app)
    assert len(scene.rows) == len(default_db().variants) == 4
    scene.buttons[0].action()                 # Narashima: whole discard -> destroyed cards
    scene.buttons[1].action()                 # roaming: cheaper -> left
    scene.buttons[1].action()                 # -> right
    scene.buttons[1].action()                 # -> back to the default: not recorded
    assert scene.buttons[0].label == "Destroyed cards"
    scene.close()
    assert app.stack.scenes[-1] is ng
    assert any(b.label == "Rule variants: 1 changed" for b in ng.buttons)
    ng.start()
    (args, kw), = started
    assert kw["variants"] == {"narashima_count": "destroyed"} and args[0] == ng.kinds[:4]


def test_defaults_start_a_game_by_todays_rules(app):
    ng, scene = _open_variants(app)
    scene.buttons[2].action()
    scene.buttons[-2].action()                # All defaults
    scene.close()
    ng.start()
    match = app.stack.scenes[-1].match
    assert match.variants == {} and "variants" not in match.record()


def test_a_chosen_variant_reaches_the_match(app):
    ng, scene = _open_variants(app)
    scene.buttons[3].action()                 # Justice at 3 players: dealt
    scene.close()
    ng.start()
    match = app.stack.scenes[-1].match
    assert match.variants == {"justice_three": "in"} and match.record()["variants"]["justice_three"] == "in"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_list_draws_no_text_below_the_minimum(app, monkeypatch, language):
    i18n.set_lang(language)
    try:
        sizes = []
        real = gfx.text
        monkeypatch.setattr(gfx, "text", lambda s, size, *a, **kw: sizes.append(size) or real(s, size, *a, **kw))
        _, scene = _open_variants(app)
        scene.draw(app.screen)
        assert len(sizes) >= 14 and min(sizes) >= gfx.MIN_TEXT
    finally:
        i18n.set_lang("en")


def test_variant_lines_name_the_non_default_variants():
    rec = {"variants": {"narashima_count": "destroyed", "roaming_route": "cheaper"}}
    assert variant_lines(rec, "en") == ["Narashima's score: Destroyed cards"]
    assert variant_lines(rec, "fr") == ["Score de Narashima : Cartes détruites"]
    assert variant_lines({}, "en") == [] and variant_lines({"variants": default_db().choice}, "fr") == []


def test_new_game_grows_to_six_seats_keeping_the_names_typed(app):
    """Adding seats used to crash (the names list was cut to the seats shown)."""
    ng = NewGameScene(app, None)
    ng.fields[0].value = "Ana"
    ng._set_n(6)
    assert len(ng.fields) == 6 and ng.fields[0].value == "Ana"
    ng._set_n(3)
    ng._set_n(5)
    assert [f.value for f in ng.fields][:1] == ["Ana"] and len(ng.fields) == 5


def test_the_new_game_button_counts_changed_variants_in_agreement():
    from game.ui.i18n import set_lang
    from game.ui.screens.variants import button_label
    try:
        set_lang("fr")
        one = button_label({"narashima_count": "destroyed"})
        two = button_label({"narashima_count": "destroyed", "treasure_cap": "below"})
    finally:
        set_lang("en")
    assert one == "Variantes de règles : 1 modifiée" and two == "Variantes de règles : 2 modifiées"
    assert button_label({"treasure_cap": "below"}) == "Rule variants: 1 changed"
