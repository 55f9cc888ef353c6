"""Tweens on FRects, the scene stack's event chain and overlay drawing."""

import pygame

from game.ui.scene import Scene, SceneStack
from game.ui.tween import Tween, Tweens, linear


def test_tween_moves_an_frect_by_dt_and_calls_back_once():
    r = pygame.FRect(0, 0, 10, 10)
    done = []
    group = Tweens()
    group.add(Tween(r, {"x": 100.0, "y": 50.0}, 1.0, linear, on_done=lambda: done.append(1)))
    group.update(0.25)
    assert r.x == 25.0 and r.y == 12.5 and group.busy
    for _ in range(10):
        group.update(0.25)
    assert (r.x, r.y) == (100.0, 50.0) and done == [1] and not group.busy


def test_tween_delay_speed_and_instant():
    r = pygame.FRect(0, 0, 1, 1)
    group = Tweens()
    group.speed = 2.0
    group.add(Tween(r, {"x": 10.0}, 1.0, linear, delay=0.5))
    group.update(0.25)          # 0.5 s of game time: the delay only
    assert r.x == 0.0
    group.update(0.25)          # half of the tween
    assert r.x == 5.0
    instant = Tweens()
    instant.speed = 0.0
    instant.add(Tween(r, {"x": 99.0}, 3.0))
    assert r.x == 99.0 and not instant.busy


class _Probe(Scene):
    def __init__(self, name, consume, transparent, log):
        self.app = None
        self.tweens = Tweens()
        self.dirty = True
        self.name, self.consume, self.transparent, self.log = name, consume, transparent, log

    def process_event(self, ev):
        self.log.append(("event", self.name))
        return None if self.consume else ev

    def draw(self, surf):
        self.log.append(("draw", self.name))


def test_scene_stack_passes_events_down_until_consumed_and_draws_overlays_over_the_opaque_scene():
    log = []
    stack = SceneStack()
    stack.push(_Probe("menu", True, False, log))
    stack.push(_Probe("table", False, False, log))
    stack.push(_Probe("overlay", False, True, log))
    stack.process_event(pygame.event.Event(pygame.USEREVENT))
    assert log == [("event", "overlay"), ("event", "table"), ("event", "menu")]
    log.clear()
    stack.draw(pygame.Surface((4, 4)))
    assert log == [("draw", "table"), ("draw", "overlay")], "nothing under the opaque table is drawn"
    stack.pop()
    assert stack.top.name == "table"
