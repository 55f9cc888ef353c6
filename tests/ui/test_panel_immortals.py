"""The side panel's Immortal lines: a 3-player seat's two Immortals both keep their names when room is short."""

import pygame
import pytest

from game import cardtext
from game.match import Match
from game.ui.i18n import tr
from game.ui.table.scene import TableScene
from game.ui.text import textfit
from game.ui.text.logtext import card_name
from tests.ui.test_table import _table


def _drawn_texts(app, scene) -> list[str]:
    scene.forget_caches()
    textfit.recording(True)
    scene.draw(app.screen)
    return [m.text for m in textfit.recording(False) if m.kind == "text"]


def _at_pick(app) -> tuple[Match, TableScene]:
    """A 3-player table (you and two Easy bots, seed 12) at your first pick."""
    return _table(app, ["human", "bot:easy", "bot:easy"], seed=12)


def _at_play(app) -> TableScene:
    """The same table at your first play-or-transform question."""
    match, scene = _at_pick(app)
    scene.submit(scene.view["legal"][0])   # the first pick: the play-or-transform question comes next
    while match.bot_to_act() is not None:
        match.run_bot_sync()
    scene.sync()
    scene.tweens.finish_all()
    assert scene.view["decision"]["kind"] == "play"
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_both_immortals_named_at_the_play_decision(app, lang):
    app.set_lang(lang)
    try:
        scene = _at_play(app)
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


def test_beside_a_hint_your_immortals_keep_their_names_when_their_text_does_not_fit(tmp_path, monkeypatch):
    """A 3-player seat at the play decision with a four-sentence hint shown, at 1920x1080: the hint whole, and
    under it both Immortals' names with what they score now (their rules gave way; hovering an Immortal shows them),
    rather than no Immortal at all."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui.app import App, Settings, UIConfig
    app = App(UIConfig(size=(1920, 1080), autosave=False), settings=Settings(anim_speed=0.0))
    try:
        scene = _at_play(app)
        hint = [("Hint: Play the card", True), ("About +2.1 ± 0.8 VP over transforming it.", False),
                ("Its Bonus gives 1 Science, and Science is what Phoenix scores.", False),
                ("You win 31% of 200 simulated games with it.", False)]
        monkeypatch.setattr(scene.hinter, "lines", lambda: hint)
        texts = _drawn_texts(app, scene)
        joined = " ".join(texts)
        for sentence, _ in hint:
            assert " ".join(sentence.split()) in joined, (sentence, texts)
        for im in scene.view["me"]["immortals"]:
            assert any(t.startswith(tr("your_immortal", name=card_name(im))) for t in texts), (im, texts)
        assert not any(t.endswith(textfit.ELLIPSIS) for t in texts)
    finally:
        pygame.quit()


def test_a_narrow_panel_says_how_to_pick_shorter_rather_than_cut_the_sentence(app):
    """The panel's how-to line gives way to its short form ('Drag a card ... slot.') where the whole sentence would
    be cut; with room, the whole sentence (with the two-click way) stays."""
    _, scene = _at_pick(app)
    assert scene.view["decision"]["kind"] == "pick"
    full, short = scene.panel.hint(), scene.panel.hint(short=True)
    assert full == tr("hint:pick") and short == tr("hint:pick_drag") and len(short) < len(full)
    pr = scene.layout.zones["panel"]
    drawn = {}
    for w in range(60, int(pr.w) + 1, 10):
        scene.layout.zones["panel"] = pygame.Rect(pr.x, pr.y, w, pr.h)
        scene.forget_caches()
        textfit.recording(True)
        scene.panel.draw_text(app.screen)
        boxes = [m for m in textfit.recording(False) if m.kind == "box" and m.text in (full, short)]
        assert len(boxes) == 1, w
        drawn[w] = (boxes[0].text, boxes[0].cut)
    scene.layout.zones["panel"] = pr
    assert drawn[int(pr.w) - (int(pr.w) - 60) % 10] == (full, False)   # the widest tried: whole
    assert any(said == short and not cut for said, cut in drawn.values()), drawn   # narrower: the short form
    assert all(said == short for said, cut in drawn.values() if cut), drawn   # cut only when even that does not fit
