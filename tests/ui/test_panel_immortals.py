"""The side panel's Immortal lines: a 3-player seat's two Immortals both keep their names when room is short."""

import pygame
import pytest

from game import cardtext
from game.match import Match
from game.ui.i18n import tr
from game.ui.table.scene import TableScene
from game.ui.text import textfit
from game.ui.text.logtext import card_name


def _drawn_texts(app, scene) -> list[str]:
    scene.forget_caches()
    textfit.recording(True)
    scene.draw(app.screen)
    return [m.text for m in textfit.recording(False) if m.kind == "text"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_both_immortals_named_at_the_play_decision(app, lang):
    app.set_lang(lang)
    try:
        match = Match(["human", "bot:easy", "bot:easy"], ["P0", "P1", "P2"], 12, autosave=False)
        while match.bot_to_act() is not None:
            match.run_bot_sync()
        scene = TableScene(app, match)
        app.push(scene)
        scene.tweens.finish_all()
        scene.submit(scene.view["legal"][0])   # the first pick: the play-or-transform question comes next
        while match.bot_to_act() is not None:
            match.run_bot_sync()
        scene.sync()
        scene.tweens.finish_all()
        assert scene.view["decision"]["kind"] == "play"
        imms = scene.view["me"]["immortals"]
        assert len(imms) == 2
        texts = _drawn_texts(app, scene)
        for im in imms:   # each head, "Your Immortal: Tomorrow — scores now: 0 VP", wrapped or not
            assert any(t.startswith(tr("your_immortal", name=card_name(im))) for t in texts), (im, texts)
        scoring = cardtext.SLOT_LABELS[lang]["scoring"]
        assert any(t.startswith(scoring) for t in texts)   # the powers gave way to the scoring rules
        full = scene.panel.immortal_lines()
        assert scene.panel.immortal_lines("heads") == [line for line in full if line[2]]
        power = cardtext.SLOT_LABELS[lang]["power"]
        assert scene.panel.immortal_lines("scoring") == [line for line in full if not line[0].startswith(power)]
        assert len(full) - len(scene.panel.immortal_lines("scoring")) == 1   # Tomorrow's power; Xi'an has none
    finally:
        app.set_lang("en")
        pygame.event.clear()
