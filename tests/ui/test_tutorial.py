"""The guided first game: every coach step comes up in the scripted run, tips point only at what is on screen,
a player who ignores the coach still finishes, and the tutorial resumes from its save."""

import random

import pygame
import pytest

from game.coach import STEP_IDS, TUTORIAL_SEED, Coach, Moment, Tip
from game.ui.i18n import STRINGS


def _app(tmp_path, monkeypatch, size=(1280, 720), scripted=True, autosave=False):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui.app import App, Settings, UIConfig
    cfg = UIConfig(size=size, exit_at_end=scripted, autosave=autosave, anim_speed=0, max_seconds=240,
                   autopilot_think=3600.0)
    return App(cfg, settings=Settings(anim_speed=0.0))


def _watch_targets(coach, problems):
    """Wrap the overlay's draw: whenever it points somewhere, that rect must be inside the window and be the rect
    of a card, zone or button of the table as drawn in that frame."""
    draw = coach.draw

    def checked(surf):
        draw(surf)
        if coach.target is None:
            return
        W, H = surf.get_size()
        if not pygame.FRect(0, 0, W, H).contains(coach.target):
            problems.append((coach.tip.id, "outside", tuple(coach.target)))
        lay = coach.table.layout
        known = list(lay.cards.values()) + list(lay.zones.values()) + [pygame.FRect(b.rect) for b in
                                                                         coach.table.buttons]
        if not any(tuple(coach.target) == tuple(r) for r in known):
            problems.append((coach.tip.id, "unknown", coach.tip.target))
    coach.draw = checked


@pytest.mark.parametrize("size,lang", [((1280, 720), "en"), ((1024, 640), "fr")])
def test_scripted_run_reaches_every_step_and_points_on_screen(tmp_path, monkeypatch, size, lang):
    app = _app(tmp_path, monkeypatch, size)
    app.set_lang(lang)
    coach = app.make("tutorial")
    app.push(coach)
    problems: list = []
    _watch_targets(coach, problems)
    pointed: set[str] = set()
    draw = coach.draw

    def note(surf):
        draw(surf)
        if coach.target is not None:
            pointed.add(coach.tip.id)
    coach.draw = note
    assert app.run() == 0
    assert coach.match.over and coach.match.seed == TUTORIAL_SEED
    assert [s for s in STEP_IDS if s not in coach.reached] == []
    assert problems == []
    # the steps about a card, slot, counter or button did point at it at some frame
    assert {"draft_pick", "play_or_transform", "slot_coins", "kingdom_use", "roam", "wonder_use", "end_turn"} <= pointed
    pygame.quit()


def test_player_who_ignores_the_coach_finishes(tmp_path, monkeypatch):
    app = _app(tmp_path, monkeypatch, scripted=False)
    coach = app.make("tutorial")
    app.push(coach)
    table = coach.table
    rnd = random.Random(3)
    problems: list = []
    _watch_targets(coach, problems)
    shown = set()
    for _ in range(6000):
        if table.match.over:
            break
        legal = table._legal()
        if legal and not table.tweens.blocking:
            a = rnd.choice(legal)
            if table.choice_scene is not None:
                table.choice_scene.choose(a)
            else:
                table.submit(a)
        app.step(0.05, [])
        if coach.tip is not None:
            shown.add(coach.tip.id)
    assert table.match.over
    app.step(0.05, [])
    assert problems == []
    assert "vp_phase" in shown and len(shown) >= 8
    pygame.quit()


def test_skip_back_quit_and_resume(tmp_path, monkeypatch):
    app = _app(tmp_path, monkeypatch, scripted=False, autosave=True)
    coach = app.make("tutorial")
    app.push(coach)
    app.step(0.05, [])
    assert coach.tip is not None and coach.tip.id == "draft_pick"
    coach.skip()                       # "Got it": the tip is seen, the next one comes
    app.step(0.05, [])
    first_next = coach.tip.id
    assert first_next != "draft_pick"
    coach.back()                       # Back shows the previous tip again, without acting
    app.step(0.05, [])
    assert coach.tip.id == "draft_pick" and coach.match.ply == 0
    coach.skip()
    pick = next(a for a in coach.table._legal() if a.startswith("pick"))
    coach.table.submit(pick)
    app.step(0.05, [])
    ply, seen = coach.match.ply, list(coach.coach.seen)
    coach.quit_to_title()              # Quit: to the Start screen, progress kept
    assert type(app.stack.top).__name__ == "TitleScene"
    from game.ui.tutorial import resumable
    assert resumable()
    again = app.make("tutorial", resume=True)
    assert again.match.ply == ply and again.coach.seen == seen and again.match.actions[0] == pick
    pygame.quit()


def test_real_game_button_leads_to_setup(tmp_path, monkeypatch):
    app = _app(tmp_path, monkeypatch, scripted=False)
    coach = app.make("tutorial")
    app.push(coach)
    coach.real_game()
    assert type(app.stack.top).__name__ == "NewGameScene"
    pygame.quit()


def test_every_step_has_english_and_french_text():
    import game.ui.tutorial_text  # noqa: F401
    for sid in STEP_IDS:
        en, fr = STRINGS["coach:" + sid]
        assert en and fr and en != fr


def test_coach_adapts_when_the_player_does_something_else():
    """A tip about a decision stays until the player acts, whatever they did; then the next idea comes."""
    coach = Coach()
    view = {"seat": 0, "round": 1, "phase": "draft", "pick": 1, "decision": {"seat": 0, "kind": "pick"},
            "me": {"hand": ["1", "W3"], "immortals": ["galmi", "xian"]}, "wonders": [], "names": ["a", "b", "c"],
            "seats": [{"slots": [], "plays": 0, "buildings": [], "heroes": [], "roam_cost": {}}] * 3}
    tip = coach.look(Moment(view, ["pick 1", "pick W3"]))
    assert tip.id == "draft_pick" and tip.target == ("zone", "slot0")
    coach.skip()   # the player picked "1" instead of the Wonder the next tip would suggest
    tip = coach.look(Moment(view, ["pick 1", "pick W3"]))
    assert isinstance(tip, Tip) and tip.id == "wonder_pick" and tip.act == "pick W3"
    coach.skip()
    assert coach.seen == ["draft_pick", "wonder_pick"]
    assert Coach(coach.state()["seen"]).seen == coach.seen
