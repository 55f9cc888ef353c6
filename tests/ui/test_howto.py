"""How to play: every page draws at common sizes in both languages, with text at least 13 px, and the card list
filters by type and domain."""

import pygame
import pytest

from game import cardtext
from game.rules import default_db
from game.ui.screens.howto import FAMILIES, PAGES, HowToScene, card_list


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_draws(app, size, lang):
    app.set_lang(lang)
    surf = pygame.Surface(size)
    app.screen = pygame.display.set_mode(size)
    scene = HowToScene(app)
    for i in range(len(PAGES)):
        scene.page = i
        scene.draw(surf)
        assert scene.fs() >= 13 and scene.buttons
        if PAGES[i] in ("round", "draft", "kingdom", "supremacy", "cards"):
            assert scene.rects, PAGES[i]   # real card faces are on the page
            win = pygame.Rect(0, 0, *size)
            assert all(win.contains(r) for r in scene.rects.values())


def test_card_list_filters():
    db = default_db()
    heroes = card_list("hero", None)
    assert heroes and all(db.card(n.split(":")[1]).family == "hero" for n in heroes)
    mil = card_list(None, "military")
    assert mil and all("military" in db.card(n.split(":")[1]).symbols for n in mil if n.startswith("civ:"))
    both = card_list("building", "science")
    assert set(both) <= set(card_list("building", None)) and set(both) <= set(mil + card_list(None, "science"))
    every = card_list(None, None)
    assert len(every) == sum(len(card_list(f, None)) for f in FAMILIES)
    assert any(n.startswith("immortal:") for n in every) and any(n.startswith("commerce:") for n in every)


def test_navigation_and_reference(app):
    scene = HowToScene(app)
    app.push(scene)
    scene.draw(app.screen)
    scene.go(1)
    assert scene.page == 1
    scene.go(-5)
    assert scene.page == 0
    ref = next(b for b in scene.buttons if b.label.startswith(("Reference", "Résumé")))
    ref.action()
    assert type(app.stack.top).__name__ == "RulesScene"


def test_rules_route_and_f1_open_how_to_play(app):
    assert type(app.make("rules")).__name__ == "HowToScene"


def _covered(scene, marks, H: int) -> float:
    """The share of the page's body height (between the title and the buttons) that text or cards take up."""
    fs = scene.fs()
    top, bottom = fs * 4.6, H - fs * 4.4
    spans = sorted([(m.rect[1], m.rect[1] + m.rect[3]) for m in marks
                    if m.kind in ("text", "box") and top <= m.rect[1] < bottom]
                   + [(r.y, r.bottom) for r in scene.rects.values()])
    covered, end = 0.0, top
    for a, b in spans:
        a, b = max(a, end), min(b, bottom)
        if b > a:
            covered, end = covered + b - a, b
    return covered / (bottom - top)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pages_are_full_and_the_glossary_shows_every_sign(app, size, lang):
    from game.ui.screens.howto import glossary
    from game.ui.text import textfit
    app.set_lang(lang)
    app.screen = pygame.display.set_mode(size)
    scene = HowToScene(app)
    drawn: set[str] = set()
    for i, name in enumerate(PAGES):
        scene.page = i
        textfit.recording(True)
        scene.draw(app.screen)
        marks = textfit.recording(False)
        assert _covered(scene, marks, size[1]) >= 0.6, (name, size, lang)   # not a page mostly empty
        if name in ("icons", "signs"):
            drawn |= {m.text for m in marks if m.kind in ("text", "box")}
    assert {meaning for _, meaning in glossary()} <= drawn   # every letter and sign explained, in the language
    domains = set(cardtext.SYMBOL_NAMES[lang].values())     # drawn as the banner itself, named in its meaning
    assert {sign for sign, _ in glossary()} - drawn <= domains | {"→"}   # the arrow is drawn as faces draw it
