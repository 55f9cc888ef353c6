"""The explanation screens' base: hold time by speed, waits for the player, every click and key stays with it."""

import pygame

from game.ui.panels.infopanel import INSTANT_HOLD, InfoPanel
from game.ui.scene import Scene


class _Below(Scene):
    def __init__(self, app, transparent=True):
        super().__init__(app)
        self.transparent = transparent
        self.got: list[int] = []

    def process_event(self, ev):
        self.got.append(ev.type)
        return None


class _Panel(InfoPanel):
    def draw(self, surf):
        self.box(surf, 200, 100)


def test_hold_follows_the_speed(app):
    p = _Panel(app)
    assert p.hold() == p.hold_s
    app.set_speed(2.0)
    assert p.hold() == p.hold_s / 2
    app.set_speed(0.0)
    assert p.hold() == INSTANT_HOLD and _Panel(app, human=False).hold() == 0.0


def test_waits_for_the_player_and_a_scripted_reader_goes_on_after_the_hold(app):
    app.push(_Below(app, False))
    app.push(panel := _Panel(app))
    for _ in range(int(panel.hold() / 0.1) + 5):
        app.step(0.1, [])
    assert app.stack.top is panel and not panel.busy() and panel.read()   # waiting: the app may sleep
    panel.auto_answer()
    assert panel not in app.stack.scenes


def test_a_click_anywhere_closes_and_never_reaches_the_table(app):
    table = _Below(app, False)
    app.push(table)
    app.push(panel := _Panel(app))
    app.step(1 / 60, [])
    for pos in ((5, 5), panel.rect.center):   # outside the box, then inside it
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        assert app.stack.top is panel   # the press alone does nothing: the release acts
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        assert panel not in app.stack.scenes and table.got == []
        app.push(panel := _Panel(app))
        app.step(1 / 60, [])


def test_a_release_whose_press_came_before_the_panel_does_not_close_it(app):
    table = _Below(app, False)
    app.push(table)
    app.push(panel := _Panel(app))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(6, 6), rel=(1, 1), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")])
    assert app.stack.top is panel and table.got == []
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")])
    assert panel not in app.stack.scenes and table.got == []
