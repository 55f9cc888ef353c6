"""How to play: every page draws at common sizes in both languages, with text at least 13 px, and the card list
filters by type and domain."""

import pygame
import pytest

from game.rules import default_db
from game.ui.howto import FAMILIES, PAGES, HowToScene, card_list


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
