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


def test_drop_zones_come_only_from_legal_actions():
    from game.rules import new_game, view_for
    from game.ui.table.drag import DragController, drop_zones
    from game.ui.table.layout import compute

    st = new_game(4, 3)
    me = st.to_act
    view = view_for(st, me)
    lay = compute(view, (1280, 720))
    card = view["me"]["hand"][0]
    zones = drop_zones(f"hand:{card}", view, lay, view["legal"], {})
    assert zones and all(action == f"pick {card}" for _, action in zones)
    assert any(r.contains(lay.zones["slot0"]) for r, _ in zones)
    assert drop_zones(f"hand:{card}", view, lay, ["play", "transform"], {}) == []
    # a gesture that never moves is a click, not a drop
    dc = DragController()
    dc.press(f"hand:{card}", (10, 10), lay.cards[f"hand:{card}"])
    held, action = dc.release((11, 11), lay.zones["slot0"].center, zones)
    assert held is not None and action is None and dc.held is None


def test_log_lines_in_plain_words():
    from types import SimpleNamespace

    from game.ui.text.logtext import entry_lines, event_text
    names = ["P1", "Bot 2", "Bot 3"]
    assert event_text({"t": "gain", "seat": 1, "what": {"mil": 0}}, names, 0) is None
    assert "for Chaos" in event_text({"t": "supremacy", "seat": 1, "n": 1, "why": "cha"}, names, 0)
    assert "Justice" in event_text({"t": "supremacy", "seat": 1, "n": 1, "why": "justice"}, names, 0)
    assert "()" not in event_text({"t": "supremacy", "seat": 1, "n": 1, "why": ""}, names, 0)
    entry = SimpleNamespace(action="immortal phoenix", seat=0, events=[])
    assert entry_lines(entry, names, 0) == ["You keep Phoenix"]
    assert "phoenix" not in " ".join(entry_lines(entry, names, 1)).lower()
    entry = SimpleNamespace(action="give 1", seat=0, events=[{"t": "give", "seat": 0, "to_seat": 1,
                                                               "what": {"cha": 1}}] * 2)
    assert len(entry_lines(entry, names, 0)) == 1
    entry = SimpleNamespace(action="decline", seat=0, events=[])
    assert entry_lines(entry, names, 0) == ["You take nothing"]


def test_rules_grid_scroll_is_clipped_and_limited(app):
    import pygame

    from game.ui.screens.reference import RulesScene
    sc = RulesScene(app)
    app.push(sc)
    app.step(1 / 60, [])
    pygame.mouse.set_pos((5, 5))   # over the rules text: the wheel does nothing
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5)])
    assert sc.scroll in (0, min(200, sc.max_scroll))
    sc.scroll = 10 ** 6
    app.step(1 / 60, [])
    assert sc.scroll == sc.max_scroll
    assert all(r.top >= sc.grid_area.top for r in sc.rects.values())


def test_french_default_names_and_colons():
    from game.ui import i18n
    i18n.set_lang("fr")
    try:
        assert i18n.tr("player_n", n=2) == "Joueur 2"
        assert i18n.tr("kv", k=i18n.tr("language"), v="Français") == "Langue : Français"
    finally:
        i18n.set_lang("en")
