"""The guided first game is a script: in the scripted run every tip comes, in order, each over the moment it
teaches, `Tip N of M` with no gap; tips point only at what is on screen; a player who ignores the coach still
finishes; the ending offers a real game against Easy or Normal bots; the tutorial resumes from its save and is not
counted in the statistics."""

import random

import pygame
import pytest

from game.coach import STEP_IDS, STEPS, TUTORIAL_SEED, Coach, Moment, Tip
from game.ui.i18n import STRINGS


def _app(tmp_path, monkeypatch, size=(1280, 720), scripted=True, autosave=False):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui.app import App, Settings, UIConfig
    cfg = UIConfig(size=size, exit_at_end=scripted, autosave=autosave, anim_speed=0, max_seconds=240,
                   autopilot_think=3600.0)
    return App(cfg, settings=Settings(anim_speed=0.0))


def _drive(app, frames=20000, dt=0.1):
    """Run the app frame by frame without waiting on the clock, until it quits."""
    for _ in range(frames):
        if not app.running or not app.stack.scenes:
            return
        app.step(dt, [])
        for s in app.stack.scenes:
            s.dirty = False
    raise AssertionError("the scripted tutorial did not end")


def _watch(coach, problems, shown):
    """Wrap the overlay's draw: note each tip drawn (its number and what it asks), and check that whenever it points
    somewhere, the rect is inside the window and is a card, zone or button of the table as drawn in that frame."""
    draw = coach.draw

    def checked(surf):
        draw(surf)
        if coach.tip is None or coach.bubble is None:
            return
        entry = (coach.coach.number(coach.tip.id), coach.tip.id, coach.target is not None)
        if not shown or shown[-1][:2] != entry[:2]:
            shown.append(entry)
        elif entry[2]:
            shown[-1] = entry
        if type(coach._under()).__name__ == "ResultsScene":   # over the scores: in the room they leave
            hidden = [tuple(r) for r in coach.keep_clear() if coach.bubble.colliderect(r)]
            if hidden:
                problems.append((coach.tip.id, "covers the scores, title, chart or buttons", hidden))
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
        if coach.bubble.colliderect(coach.target):
            problems.append((coach.tip.id, "covers its target", tuple(coach.target)))
    coach.draw = checked


@pytest.mark.parametrize("size,lang", [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_scripted_run_shows_every_tip_in_order(tmp_path, monkeypatch, size, lang):
    app = _app(tmp_path, monkeypatch, size)
    app.set_lang(lang)
    coach = app.make("tutorial")
    app.push(coach)
    problems: list = []
    shown: list = []
    _watch(coach, problems, shown)
    _drive(app)
    assert app.exit_code == 0
    assert coach.match.over and coach.match.seed == TUTORIAL_SEED
    # every tip, each once, in the script's order: Tip 1 of M ... Tip M of M, no gap
    assert [n for n, _, _ in shown] == list(range(1, len(STEP_IDS) + 1))
    assert [sid for _, sid, _ in shown] == list(STEP_IDS)
    assert coach.coach.missed == [] and coach.coach.step.id == "wrap_up"   # the ending stays up
    assert problems == []
    # the steps about a card, slot, counter or button pointed at it
    pointed = {sid for _, sid, p in shown if p}
    assert {"draft_pick", "play_or_transform", "wonder_pick", "slot_coins", "doubled", "kingdom_use", "tilt",
            "roam", "culture_owner", "wonder_use", "end_turn", "copy", "destroy"} <= pointed
    # each step that asks for an action was answered by that action: the player did what the tips said
    mine = [a for a, s in zip(coach.match.actions, coach.match.actors) if s == coach.table.viewer]
    assert "transform" in mine and "end" in mine and any(a.startswith("use W") for a in mine)
    pygame.quit()


def test_player_who_ignores_the_coach_finishes(tmp_path, monkeypatch):
    app = _app(tmp_path, monkeypatch, scripted=False)
    coach = app.make("tutorial")
    app.push(coach)
    table = coach.table
    rnd = random.Random(3)
    problems: list = []
    shown: list = []
    _watch(coach, problems, shown)
    for _ in range(6000):
        if table.match.over:
            break
        if table.claims.kind == "panel":   # the panels wait for a click: this player reads them and goes on
            table.claims.modal.close()
        legal = table._legal()
        if legal and not table.tweens.blocking and table.claims.kind in (None, "choice"):
            a = rnd.choice(legal)
            if table.choice_scene is not None:
                table.choice_scene.choose(a)
            else:
                table.submit(a)
        app.step(0.05, [])
    assert table.match.over
    for _ in range(40):   # the VP reveal and the scores: read and closed like the other panels
        if table.claims.kind == "panel":
            table.claims.modal.close()
        app.step(0.05, [])
    assert problems == []
    numbers = [n for n, _, _ in shown]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)   # in order, never twice
    assert numbers[0] == 1 and "vp_phase" in {sid for _, sid, _ in shown}
    pygame.quit()


def test_skip_back_quit_and_resume(tmp_path, monkeypatch):
    app = _app(tmp_path, monkeypatch, scripted=False, autosave=True)
    coach = app.make("tutorial")
    app.push(coach)
    app.step(0.05, [])
    assert coach.tip is not None and coach.tip.id == "draft_pick" and coach.tip.asks
    coach.skip()                       # no "Got it" on a tip that asks: it waits for the pick
    app.step(0.05, [])
    assert coach.match.ply == 0 and coach.tip.id == "draft_pick"
    pick = coach.tip.act
    coach.table.submit(pick)
    app.step(0.05, [])
    assert coach.tip.id == "play_or_transform" and coach.tip.act == "play"
    coach.back()                       # Back shows the previous tip again, without acting
    app.step(0.05, [])
    assert coach.tip.id == "draft_pick"
    from game.ui.i18n import tr
    assert tr("coach_skip") in [b.label for b in coach.buttons]   # a tip seen again can be closed
    coach.skip()
    app.step(0.05, [])
    assert coach.tip.id == "play_or_transform"
    ply, seen = coach.match.ply, list(coach.coach.seen)
    coach.quit_to_title()              # Quit: to the Start screen, progress kept
    assert type(app.stack.top).__name__ == "TitleScene"
    from game.ui.screens.tutorial import resumable
    assert resumable()
    again = app.make("tutorial", resume=True)
    assert again.match.ply == ply and again.coach.seen == seen and again.match.actions[0] == pick
    pygame.quit()


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_ending_offers_a_real_game_against_bots(tmp_path, monkeypatch, level):
    app = _app(tmp_path, monkeypatch, scripted=False)
    coach = app.make("tutorial")
    app.push(coach)
    coach.real_game(level)
    top = app.stack.top
    assert type(top).__name__ == "TableScene" and top.match is not coach.match
    assert top.match.seats == ["human", f"bot:{level}", f"bot:{level}"]
    pygame.quit()


def test_ending_buttons_are_the_real_game_choices(tmp_path, monkeypatch):
    app = _app(tmp_path, monkeypatch, scripted=False)
    coach = app.make("tutorial")
    app.push(coach)
    coach.tip = Tip("wrap_up", asks=False)   # drawn over whatever screen is under it (the scores, in a game)
    surf = pygame.Surface(app.size)
    coach.draw(surf)
    from game.ui.i18n import tr
    assert [b.label for b in coach.buttons] == [tr("coach_easy"), tr("coach_normal"), tr("coach_title")]
    pygame.quit()


def test_tutorial_games_are_kept_marked_and_not_counted(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game import records
    from game.match import Match
    from game.rules import apply, legal_actions, new_game
    st = new_game(3, TUTORIAL_SEED, names=["You", "Bot 2", "Bot 3"])
    actions = []
    while not st.over:
        a = legal_actions(st)[0]
        st, _ = apply(st, a)
        actions.append(a)
    for tutorial in (True, False):
        m = Match(["human", "bot:easy", "bot:easy"], ["You", "Bot 2", "Bot 3"] if tutorial else ["Ann", "B", "C"],
                  TUTORIAL_SEED, actions=actions, save_path=tmp_path / f"t{tutorial}.json", autosave=False)
        if tutorial:
            m.tutorial = True
        info = records.record_finished(m)
        assert info.counted is (not tutorial)
        assert (records.read_kept(info.path)[0].get("tutorial") is True) is tutorial
    stats, _ = records.open_stats()
    assert list(stats["players"]) == ["Ann"] and len(stats["recent"]) == 1
    assert records.count_kept(stats) == 0   # the kept tutorial game is never counted later either


def test_every_step_has_english_and_french_text():
    import game.ui.screens.tutorial_text  # noqa: F401
    for sid in STEP_IDS:
        en, fr = STRINGS["coach:" + sid]
        assert en and fr and en != fr
    for key in ("coach_easy", "coach_normal", "coach_title", "coach_n"):
        en, fr = STRINGS[key]
        assert en and fr and en != fr


def _view(**over):
    view = {"seat": 0, "round": 1, "phase": "draft", "pick": 1, "decision": {"seat": 0, "kind": "pick"},
            "me": {"hand": ["26", "W3"], "immortals": ["galmi", "xian"]}, "wonders": [], "names": ["a", "b", "c"],
            "seats": [{"slots": [], "plays": 0, "buildings": [], "heroes": [], "roam_cost": {}}] * 3, "result": None}
    view.update(over)
    return view


def test_the_script_waits_for_the_action_it_teaches():
    """A tip that asks for an action stays until that action; an explanation until "Got it" or an action; the
    next tip never comes before."""
    coach = Coach()
    view = _view()
    tip = coach.look(Moment(view, ["pick 26", "pick W3"]))
    assert tip.id == "draft_pick" and tip.asks and tip.act == "pick 26" and tip.target == ("card", "hand:26")
    coach.skip()   # "Got it" is not offered on such a tip, and does nothing to it
    assert coach.seen == [] and coach.look(Moment(view, ["pick 26", "pick W3"])).id == "draft_pick"
    coach = Coach()
    coach.look(Moment(view, ["pick 26", "pick W3"]))
    played = _view(decision={"seat": 0, "kind": "play"},
                   seats=[{"slots": [{"key": "26", "status": "hidden", "coins": 0}], "plays": 0, "buildings": [],
                           "heroes": [], "roam_cost": {}}] * 3)
    tip = coach.look(Moment(played, ["play", "transform"], acts=["pick 26"]))
    assert coach.seen == ["draft_pick"] and tip.id == "play_or_transform" and tip.act == "play"
    tip = coach.look(Moment(_view(pick=2), ["pick 26", "pick W3"], acts=["play"]))
    assert tip.id == "immortals" and not tip.asks
    assert coach.look(Moment(_view(pick=2), ["pick 26", "pick W3"])).id == "immortals"   # until Got it
    coach.skip()
    tip = coach.look(Moment(_view(pick=2), ["pick 26", "pick W3"]))
    assert tip.id == "wonder_pick" and tip.act == "pick W3"
    assert Coach(coach.state()["seen"]).seen == coach.seen == ["draft_pick", "play_or_transform", "immortals"]


def test_a_step_whose_moment_passed_is_dropped_and_the_game_goes_on():
    coach = Coach(seen=list(STEP_IDS[:5]))   # up to slot coins: next is the doubled 4th pick
    tip = coach.look(Moment(_view(pick=5, decision={"seat": 1, "kind": "pick"}), []))
    assert tip is None and coach.missed == ["doubled"]
    kingdom = _view(phase="kingdom", pick=5, decision={"seat": 1, "kind": "kingdom"},
                    seats=[{"slots": [], "plays": 3, "buildings": [], "heroes": [], "roam_cost": {}}] * 3)
    assert coach.look(Moment(kingdom, [])).id == "play_limit"


def test_steps_are_unique_and_every_one_has_a_last_moment():
    assert len(set(STEP_IDS)) == len(STEP_IDS) == len(STEPS)
    assert STEP_IDS[-1] == "wrap_up" and STEP_IDS[0] == "draft_pick"
