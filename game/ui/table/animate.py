"""Turning what the view says and the events that came back into sprite moves, flights and banners.

A part of TableScene (game/ui/table/scene.py), which owns the state these methods read."""

from __future__ import annotations

from pygame import FRect

from game.ui.i18n import tr
from game.ui.panels.explain import explain_batch
from game.ui.table import layout
from game.ui.table.sprites import RES_FLY, Banner, CardSprite, Flight, card_info, face_for
from game.ui.text.logtext import card_name
from game.ui.tween import BACKGROUND, Tween, in_out_cubic, out_back, out_cubic

# Pacing at animation speed 1 (seconds). A bot's Kingdom turn on screen is about its actions x (BOT_GAP + MOVE_S).
MOVE_S = 0.32          # a card sliding to its new place
FLIP_S = 0.4           # a card turning face up
TILT_S = 0.3           # a Kingdom card tilting when used
LEAVE_S = 0.4          # a card leaving the table (background)
FLIGHT_S = 0.45        # a token flying to its counter (background: the game goes on under it)
FLIGHT_STAGGER_S = 0.04
BANNER_IN_S, BANNER_HOLD_S, BANNER_OUT_S = 0.15, 0.9, 0.25
BANNER_HOLD_QUEUED_S = 0.45   # shorter when another announcement waits


class TableAnimation:
    """Sprite moves, token flights and banners from the view and events: mixed into TableScene."""

    def _rebuild(self, animate: bool, events: list[dict] | None = None) -> None:
        old_layout = self.layout
        old_slots = [sl["status"] for sl in self.view["seats"][self.viewer]["slots"]] if self.view else []
        self.view = self._fetch_view()
        # what your Immortal scores on the table now (read here, never while drawing)
        ask = getattr(self.match, "immortal_points", None)   # optional: a controller may not offer it
        self.imm_now = {} if self.spectator or ask is None else {
            im: ask(self.viewer, im) for im in self.view["me"]["immortals"]}
        self.layout = layout.compute(self.view, self.app.size)
        lay = self.layout
        by_ident = {sp.ident: sp for sp in self.sprites.values() if sp.ident}
        new: dict[str, CardSprite] = {}
        dur = MOVE_S
        direction = self.view.get("direction", 1)
        for key, rect in lay.cards.items():
            face, ident = face_for(key, self.view)
            info = card_info(key, self.view)
            tilt = 90.0 if info and info.get("tilted") else 0.0
            sp = self.sprites.get(key)
            if sp is not None and sp.ident != ident and ident in by_ident:
                sp = None
            if sp is None and ident in by_ident and by_ident[ident].key not in lay.cards:
                sp = by_ident.pop(ident)
            elif sp is None and ident in by_ident and by_ident[ident].key in lay.cards and \
                    face_for(by_ident[ident].key, self.view)[1] != ident:
                sp = by_ident.pop(ident)
            if sp is None:
                sp = CardSprite(key, face, rect, ident)
                sp.angle = tilt
                if animate:
                    if key.startswith("hand:"):
                        off = lay.size[0] * 0.6 * (1 if direction == 1 else -1)
                        sp.rect = FRect(rect.x + off, rect.y, rect.w, rect.h)
                    else:
                        sp.rect = FRect(rect.centerx - 1, rect.centery - 1, 2, 2)
                    self.tweens.add(Tween(sp.rect, {"x": rect.x, "y": rect.y, "w": rect.w, "h": rect.h}, dur,
                                          out_cubic, tag=BACKGROUND))
            else:
                sp.key = key
                sp.ident = ident
                if animate and (sp.rect.topleft != rect.topleft or sp.rect.size != rect.size):
                    self.tweens.cancel(sp.rect)   # a move still running from the last action: go on from here
                    self.tweens.add(Tween(sp.rect, {"x": rect.x, "y": rect.y, "w": rect.w, "h": rect.h}, dur,
                                          in_out_cubic, tag=BACKGROUND))
                else:
                    sp.rect = FRect(rect)
                if sp.face != face:
                    was_back = sp.face.startswith("back")
                    sp.face = face
                    if animate and was_back and not face.startswith("back"):
                        sp.flip = -1.0
                        self.tweens.add(Tween(sp, {"flip": 1.0}, FLIP_S, in_out_cubic, tag=BACKGROUND))
                if sp.angle != tilt:
                    if animate:
                        self.tweens.cancel(sp, "angle")
                        self.tweens.add(Tween(sp, {"angle": tilt}, TILT_S, out_back, tag=BACKGROUND))
                    else:
                        sp.angle = tilt
            new[key] = sp
        if animate:
            for sp in self.sprites.values():
                if sp not in new.values():
                    self._ghost(sp, direction)
            # my own card turning face up when I play it
            for j, sl in enumerate(self.view["seats"][self.viewer]["slots"]):
                sp = new.get(f"s{self.viewer}:slot{j}")
                if sp is not None and j < len(old_slots) and old_slots[j] == "hidden" and sl["status"] == "played":
                    sp.flip = -1.0
                    self.tweens.add(Tween(sp, {"flip": 1.0}, FLIP_S, in_out_cubic, tag=BACKGROUND))
        self.sprites = new
        if animate and events:
            self._animate_events(events, old_layout)
        self._build_panel()
        self._bg = None
        self.dirty = True
        self._layer_gen += 1
        self._to_warm = {int(r.h) for r in lay.cards.values()} | {int(min(lay.size[1] * 0.7, 620))}

    def _ghost(self, sp: CardSprite, direction: int) -> None:
        """A card leaving the table: it slides away and fades."""
        lay = self.layout
        if sp.key.startswith("hand:"):
            dx = -lay.size[0] * 0.6 * (1 if direction == 1 else -1)
            to = {"x": sp.rect.x + dx, "alpha": 0.0}
        else:
            deck = lay.cards.get("discard") or FRect(lay.size[0] / 2, lay.size[1] / 2, 1, 1)
            to = {"x": deck.x, "y": deck.y, "alpha": 0.0}
        self.ghosts.append(sp)
        self.tweens.add(Tween(sp, {"alpha": to.pop("alpha")}, LEAVE_S, out_cubic, tag=BACKGROUND,
                              on_done=lambda: self.ghosts.remove(sp) if sp in self.ghosts else None))
        self.tweens.add(Tween(sp.rect, to, LEAVE_S, out_cubic, tag=BACKGROUND))

    def _stat_point(self, seat: int, res: str) -> tuple[float, float]:
        r = self.layout.zones.get(f"stat{seat}:{res}")
        if r is None:
            return (self.layout.size[0] / 2, self.layout.size[1] / 2)
        return (r.x + self.layout.icon * 0.6, r.centery)

    def _fly(self, kind: str, src: tuple[float, float], dst: tuple[float, float], delay: float,
             land: tuple[int, str] | None = None) -> None:
        s = self.layout.icon * 1.3
        f = Flight(kind, FRect(src[0] - s / 2, src[1] - s / 2, s, s))
        self.flights.append(f)
        if land:
            self.pending[land] = self.pending.get(land, 0) + 1

        def done() -> None:
            if f in self.flights:
                self.flights.remove(f)
            if land and self.pending.get(land):
                self.pending[land] -= 1

        self.tweens.add(Tween(f.rect, {"x": dst[0] - s / 2, "y": dst[1] - s / 2}, FLIGHT_S, in_out_cubic,
                              delay=delay, on_done=done, tag=BACKGROUND))

    def _animate_events(self, events: list[dict], old_layout: layout.Layout) -> None:
        self.app.sound.play_events(events, instant=self.app.settings.anim_speed <= 0)   # one summary at Instant
        center = self.layout.zones["center"].center
        delay = 0.0
        source: dict[int, tuple[float, float]] = {}   # seat -> where its gains come from (the card it used)

        def card_point(card: str) -> tuple[float, float] | None:
            r = next((r for k, r in self.layout.cards.items() if k.rsplit(":", 1)[-1] == card), None)
            return r.center if r is not None else None

        for e in events:
            t = e["t"]
            if t in ("tilt", "roam", "put_in_play", "wonder_in") and e.get("card") and e.get("seat") is not None:
                p = card_point(e["card"])
                if p:
                    source[e["seat"]] = p
            elif t == "reveal_slots":
                for sl in e["slots"]:
                    p = card_point(sl["card"]) if sl.get("card") and sl["status"] == "played" else None
                    if p:
                        source[sl["seat"]] = p
            if t == "gain" and e.get("why") == "transform":
                r = old_layout.cards.get(f"s{e['seat']}:slot0")
                if r is not None:
                    source[e["seat"]] = r.center
            if t in ("gain", "pay") and "what" in e:
                for res, n in e["what"].items():
                    if res not in RES_FLY or n <= 0:
                        continue
                    for _ in range(min(n, 5)):
                        if t == "gain":
                            self._fly(res, source.get(e["seat"], center), self._stat_point(e["seat"], res), delay,
                                      land=(e["seat"], res))
                        else:
                            self._fly(res, self._stat_point(e["seat"], res), center, delay)
                        delay += 0.06
            elif t == "give":
                for res, n in e["what"].items():
                    for _ in range(min(n, 5)):
                        self._fly(res, self._stat_point(e["seat"], res), self._stat_point(e["to_seat"], res), delay,
                                  land=(e["to_seat"], res))
                        delay += 0.06
            elif t == "roam":
                self._fly("coins", self._stat_point(e["seat"], "coins"), center, delay)
            elif t == "culture":
                target = next((r for k, r in self.layout.cards.items() if k.endswith(":" + e["card"])), None)
                if target is not None:
                    for _ in range(min(e["n"], 5)):
                        self._fly("culture", center, target.center, delay)
                        delay += 0.06
            elif t == "supremacy":   # the why is told by the Supremacy panel (game/ui/panels/suppanel.py)
                self._fly("sup", center, self._stat_point(e["seat"], "sup"), delay, land=(e["seat"], "sup"))
            elif t == "first_player":
                name = self.layout.zones.get(f"name{e['seat']}")
                if name is not None:
                    self._fly("first", center, (name.x + self.layout.font * 0.6, name.centery), delay)
            elif t == "phase":
                rnd = e.get("round", self.view["round"])
                self._show_banner(f"{tr('round', n=rnd)} — {tr('phase:' + e['phase'])}", shot=f"r{rnd}_{e['phase']}")
            elif t == "turn":
                if self._is_me(e["seat"]):   # others' turns show in the top bar and their glowing panel
                    self._show_banner(tr("your_turn"), wait=False)
            elif t == "hands_passed":
                self._toast(tr("passes_left" if e["direction"] == 1 else "passes_right"))
            elif t == "justice_reveal":   # Immortal reveals, ties and scores: the VP stage and Supremacy panel
                self._show_banner(self.match.names[e["seat"]], card_name("justice"))
        if explain_batch(self, events):   # draft summary, Supremacy panel, VP stage (game/ui/panels/explain.py)
            self.results_shown = True     # the VP stage opens the results when it closes

    def _show_banner(self, text: str, sub: str = "", shot: str | None = None, wait: bool = True) -> None:
        """Queue a big announcement; announcements play one after another. `wait`: the game waits for it."""
        b = Banner(text, sub, shot)
        b.wait = wait
        self.banner_queue.append(b)
        if self.banner is None:
            self._next_banner()

    def _next_banner(self) -> None:
        if not self.banner_queue:
            self.banner = None
            return
        b = self.banner_queue.pop(0)
        self.banner = b
        hold = BANNER_HOLD_QUEUED_S if self.banner_queue else BANNER_HOLD_S
        tag = "" if b.wait else BACKGROUND
        self.tweens.add(Tween(b, {"alpha": 255.0}, BANNER_IN_S, out_cubic, tag=tag))
        if b.shot:   # scripted runs: the picture of a phase, once the cards have settled under its banner
            self.tweens.add(Tween(b, {}, BANNER_IN_S + hold * 0.8, tag=BACKGROUND,
                                  on_done=lambda: self.app.screenshot(b.shot)))
        self.tweens.add(Tween(b, {"alpha": 0.0}, BANNER_OUT_S, out_cubic, delay=BANNER_IN_S + hold, tag=tag,
                              on_done=self._next_banner))

    def _toast(self, text: str, error: bool = False) -> None:
        self.dirty = True
        self.msg = text
        self.msg_err = error
        self.msg_ttl = 2.6 if error else 1.6
