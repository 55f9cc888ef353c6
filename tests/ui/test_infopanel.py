"""The explanation screens' base: hold time by speed, lifted above a chooser, clicks outside reach the table."""

import pygame

from game.ui.infopanel import INSTANT_HOLD, InfoPanel
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


def test_lifted_above_a_chooser_but_never_above_the_curtain(app):
    base, panel, chooser = _Below(app, False), _Panel(app), _Below(app, True)
    for s in (base, panel, chooser):
        app.push(s)
    app.step(1 / 60, [])
    assert app.stack.top is panel
    curtain, panel2 = _Below(app, False), _Panel(app)
    app.replace(base)
    app.push(panel2)
    app.push(curtain)
    app.step(1 / 60, [])
    assert app.stack.top is curtain


def test_a_click_outside_closes_and_reaches_the_table_inside_it_only_closes(app):
    table = _Below(app, False)
    app.push(table)
    app.push(panel := _Panel(app))
    app.step(1 / 60, [])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    assert panel not in app.stack.scenes and table.got == [pygame.MOUSEBUTTONDOWN]
    app.push(panel := _Panel(app))
    app.step(1 / 60, [])
    centre = panel.rect.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    assert panel not in app.stack.scenes and table.got == [pygame.MOUSEBUTTONDOWN]
