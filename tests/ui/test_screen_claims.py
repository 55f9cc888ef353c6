"""One thing claims the screen at a time (game/ui/screenclaim.py): the queue's order, the click that closes a panel
never reaching the table, at most one overlay over a scripted game, the auto-continue setting, tips kept clear."""

import pygame
import pytest
from pygame import FRect

from game.match import Match
from game.ui.panels.infopanel import InfoPanel
from game.ui.screenclaim import CHOICE, CLICK_GUARD_S, CONFIRM, CURTAIN, PANEL, RESULTS, ScreenClaims, order

# ---------------------------------------------------------------------------------------------- the queue alone


class _Stack:
    def __init__(self):
        self.scenes = []


class _App:
    """Just what the queue uses: push, pop, the stack and the frame count."""

    def __init__(self):
        self.stack = _Stack()
        self.frames = 0

    def push(self, scene):
        self.stack.scenes.append(scene)

    def pop(self, scene=None):
        self.stack.scenes.remove(scene if scene is not None else self.stack.scenes[-1])


class _Scene:
    def __init__(self, name, rects=()):
        self.name = name
        self.rects = list(rects)

    def keep_clear(self):
        return self.rects


class _Clock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


def _queue():
    app, clock = _App(), _Clock()
    return app, clock, ScreenClaims(app, clock=clock)


def _close(app, claims):
    app.pop(claims.modal)
    app.frames += 1
    claims.sync()


def test_order_is_by_rank_then_by_arrival():
    claims = [(CHOICE, 1), (PANEL, 2), (RESULTS, 3), (CURTAIN, 4), (PANEL, 5), (CONFIRM, 6)]
    assert order(claims) == [(PANEL, 2), (PANEL, 5), (CURTAIN, 4), (CONFIRM, 6), (CHOICE, 1), (RESULTS, 3)]


def test_one_claim_on_the_stack_the_rest_wait_in_order():
    app, clock, q = _queue()
    draft, sup, choice, curtain = _Scene("draft"), _Scene("sup"), _Scene("choice"), _Scene("curtain")
    q.claim(choice, CHOICE)            # the same batch of events: not drawn yet,
    q.claim(draft, PANEL)              # so the panels telling what led to the choice go first
    q.claim(sup, PANEL)
    q.claim(curtain, CURTAIN)
    assert app.stack.scenes == [draft] and q.modal is draft and q.kind == PANEL
    shown = []
    while q.modal is not None:
        shown.append(q.modal.name)
        assert len(app.stack.scenes) == 1
        _close(app, q)
    assert shown == ["draft", "sup", "curtain", "choice"]
    assert q.peak == 1 and not q.busy()


def test_a_shown_claim_is_never_pushed_aside_once_drawn():
    app, clock, q = _queue()
    choice, panel = _Scene("choice"), _Scene("panel")
    q.claim(choice, CHOICE)
    app.frames += 1                    # the choice has been on screen
    q.claim(panel, PANEL)
    assert q.modal is choice and q.waiting_for(panel) and app.stack.scenes == [choice]
    _close(app, q)
    assert q.modal is panel


def test_drop_takes_back_a_waiting_or_shown_claim():
    app, clock, q = _queue()
    panel, choice = _Scene("panel"), _Scene("choice")
    q.claim(panel, PANEL)
    q.claim(choice, CHOICE)
    q.drop(choice)                     # an undo took the choice away while it waited
    assert not q.waiting_for(choice)
    q.drop(panel)
    assert q.modal is None and app.stack.scenes == []
    with pytest.raises(ValueError):
        q.claim(_Scene("x"), "banner")


def test_clicks_are_guarded_while_a_claim_is_up_and_just_after_a_panel():
    app, clock, q = _queue()
    assert not q.guarding()
    q.claim(_Scene("panel"), PANEL)
    assert q.guarding()
    _close(app, q)
    assert q.guarding()
    clock.t += CLICK_GUARD_S * 0.9
    assert q.guarding()
    clock.t += CLICK_GUARD_S * 0.2
    assert not q.guarding()
    q.claim(_Scene("choice"), CHOICE)   # a choice answered by a click on its own card: no pause after it
    _close(app, q)
    assert not q.guarding()


def test_tips_wait_for_panels_and_keep_clear_of_buttons():
    app, clock, q = _queue()
    assert q.tips_may_show() and q.keep_clear() == []
    q.claim(_Scene("panel"), PANEL)
    assert not q.tips_may_show()
    _close(app, q)
    q.claim(_Scene("choice", [FRect(10, 10, 50, 70)]), CHOICE)
    assert q.tips_may_show() and q.keep_clear() == [FRect(10, 10, 50, 70)]


def test_the_bubble_avoids_its_target_and_every_button():
    from game.ui.screens.tutorial import _place
    W, H = 1280, 720
    target = FRect(600, 300, 80, 110)
    buttons = [FRect(560, 120, 160, 60), FRect(560, 450, 160, 60)]   # above and below the target
    box = _place(FRect(0, 0, 400, 150), target, W, H, buttons)
    assert not box.colliderect(target) and not any(box.colliderect(b) for b in buttons)
    assert FRect(0, 0, W, H).contains(box)
    corner_buttons = [FRect(0, 0, 500, 200)]                          # no target: another corner
    box = _place(FRect(0, 0, 400, 150), None, W, H, corner_buttons)
    assert not box.colliderect(corner_buttons[0]) and FRect(0, 0, W, H).contains(box)


# ---------------------------------------------------------------------------------------------- on a real table


def _click(app, pos):
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_the_click_that_closes_the_draft_panel_never_activates_a_card(app):
    """Seed 14: the human opens the Kingdom with own cards to activate, one of them under the end-of-draft panel."""
    from game.bots import make_bot
    from game.ui.table import TableScene
    match = Match(["human", "bot:easy", "bot:easy", "bot:easy"], list("ABCD"), 14, autosave=False)
    table = TableScene(app, match)
    app.push(table)
    me = make_bot("easy", 14)
    for _ in range(300):
        if table.claims.kind == PANEL:
            break
        if match.bot_to_act() is not None:
            match.run_bot_sync()
            table.sync()
        else:
            table.submit(me.choose(table.view, table.view["legal"]))
        table.tweens.finish_all()
    panel = table.claims.modal
    assert type(panel).__name__ == "DraftSummaryScene"
    waiting = [b.text for b in table.banners.queue]   # the banners wait for the screen, whole
    assert table.banners.current is None and any("Kingdom" in t for t in waiting)
    app.step(1 / 60, [])
    clock = [1000.0]
    table.claims.clock = lambda: clock[0]
    targets = table.pointer.targets()
    under = [k for k in targets if k.startswith("s0:") and table.layout.cards[k].colliderect(panel.rect)]
    assert under and table.view["decision"] == {**table.view["decision"], "seat": 0, "kind": "kingdom"}
    key = under[0]
    centre = tuple(map(int, table.layout.cards[key].center))
    n = len(match.actions)
    for _ in range(int(10 / 0.1)):      # the panel waits, however long
        app.step(0.1, [])
    assert app.stack.top is panel
    _click(app, centre)                 # closes the panel, and nothing else
    assert panel not in app.stack.scenes and app.stack.top is table and len(match.actions) == n
    assert table.banners.current is not None and table.banners.current.text == waiting[0]
    _click(app, centre)                 # a second click at once: the guard swallows it
    assert len(match.actions) == n and table.pointer.drag is None
    clock[0] += CLICK_GUARD_S + 0.01
    table.tweens.finish_all()
    _click(app, centre)                 # once the guard is over, the same click activates the card
    assert match.actions[n:n + 1] == [targets[key]]


def _modals(app):
    from game.ui.panels.overlays import ChoiceScene, ConfirmScene, CurtainScene, ResultsScene
    return [s for s in app.stack.scenes if isinstance(s, (InfoPanel, ChoiceScene, ConfirmScene, CurtainScene,
                                                          ResultsScene))]


def test_at_most_one_overlay_at_a_time_over_a_scripted_game(tmp_path, monkeypatch):
    """Seed 43, four players, the human (Tomorrow) played by the autopilot, which also reads and closes the panels."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui.app import App, Settings, UIConfig
    from game.ui.panels.overlays import ChoiceScene
    from game.ui.table import TableScene
    app = App(UIConfig(size=(1024, 640), autosave=False, exit_at_end=True, anim_speed=0.0, autopilot_think=0.0),
              settings=Settings(anim_speed=0.0))
    match = Match(["human", "bot:easy", "bot:easy", "bot:easy"], list("ABCD"), 43, autosave=False)
    table = TableScene(app, match)
    app.push(table)
    most, choice_under_panel, waited = 0, [], set()
    for _ in range(20000):
        if type(app.stack.top).__name__ == "ResultsScene":
            break
        app.step(0.1, [])
        modals = _modals(app)
        most = max(most, len(modals))
        if any(isinstance(s, InfoPanel) for s in modals) and table.choice_scene is not None:
            choice_under_panel.append(table.choice_scene in app.stack.scenes)
            waited.add(type(table.claims.modal).__name__)
        for i, s in enumerate(app.stack.scenes):
            if isinstance(s, ChoiceScene):
                assert not any(isinstance(t, InfoPanel) for t in app.stack.scenes[i + 1:])
    assert match.over and type(app.stack.top).__name__ == "ResultsScene"
    assert most == 1 and table.claims.peak == 1
    assert not any(choice_under_panel)   # a choice waiting behind a panel is not on the stack yet
    assert "SupremacyScene" in waited    # Tomorrow's "look at an Immortal?" came with the Supremacy table
    shown = [name for _, name in table.claims.history]
    assert shown.count("DraftSummaryScene") == 2 and shown.count("SupremacyScene") == 2
    assert shown[-2:] == ["VpStageScene", "ResultsScene"]
    pygame.quit()


# ---------------------------------------------------------------------------------------------- the setting


class _Panel(InfoPanel):
    def draw(self, surf):
        self.box(surf, 300, 120)
        self.footer(surf, self.rect)


@pytest.mark.parametrize("on", [False, True])
def test_auto_continue_setting(app, on):
    assert app.settings.panels_continue is False   # off unless the player turns it on
    app.settings.panels_continue = on
    app.push(panel := _Panel(app))
    for _ in range(100):                           # 10 s of frames
        app.step(0.1, [])
    assert (panel in app.stack.scenes) is (not on)
    assert panel.busy() is False


def test_the_setting_is_saved_and_checked(tmp_path):
    from game.settings import Settings
    path = tmp_path / "settings.json"
    assert Settings(panels_continue=True).save(path) is None
    assert Settings.load(path).panels_continue is True
    path.write_text('{"panels_continue": "yes"}', encoding="utf-8")
    bad = Settings.load(path)
    assert bad.panels_continue is False and "panels_continue" in bad.problem


# ---------------------------------------------------------------------------------------------- the tutorial's tips


def test_tutorial_tips_wait_for_panels_and_cover_no_button(tmp_path, monkeypatch):
    """A whole tutorial game played at random: no tip over a panel, none over its target or a shown button."""
    import random

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui.app import App, Settings, UIConfig
    app = App(UIConfig(size=(1280, 720), autosave=False, anim_speed=0), settings=Settings(anim_speed=0.0))
    coach = app.make("tutorial")
    app.push(coach)
    table, claims = coach.table, coach.table.claims
    rnd = random.Random(5)
    hidden, shown_over, problems = 0, set(), []
    for _ in range(6000):
        if type(claims.modal).__name__ == "ResultsScene" and coach.bubble is not None:
            break
        if claims.kind == PANEL:
            if coach.bubble is not None:
                problems.append(("tip over a panel", coach.tip.id))
            hidden += coach.tip is not None   # a tip to show, waiting for the panel
            claims.modal.close()              # the player reads it and goes on
        legal = table._legal()
        reading = coach.tip is not None and coach._shown() and coach.bubble is None   # a new tip: read it first
        if legal and not reading and not table.tweens.blocking and claims.kind in (None, CHOICE):
            a = rnd.choice(legal)
            if table.choice_scene is not None:
                table.choice_scene.choose(a)
            else:
                table.submit(a)
        app.step(0.05, [])
        b = coach.bubble
        if b is None:
            continue
        shown_over.add(claims.kind)
        if coach.target is not None and b.colliderect(coach.target):
            problems.append(("covers its target", coach.tip.id))
        clear = coach.keep_clear()
        if any(b.colliderect(r) for r in clear):
            problems.append(("covers a button", coach.tip.id, claims.kind))
    assert problems == []
    assert hidden >= 3 and {None, CHOICE, RESULTS} <= shown_over
    pygame.quit()


def test_the_settings_screen_turns_it_on_and_off(app):
    from game.settings import Settings
    scene = app.make("settings")
    app.push(scene)
    [button] = [b for b in scene.buttons if "Panels close by themselves" in b.label]
    assert button.label.endswith("off")
    button.action()
    assert app.settings.panels_continue is True and Settings.load().panels_continue is True
    [button] = [b for b in scene.buttons if "Panels close by themselves" in b.label]
    assert button.label.endswith("on")
    button.action()                                # back off: the saved file is shared by the session's tests
    assert Settings.load().panels_continue is False
