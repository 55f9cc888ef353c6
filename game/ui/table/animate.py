"""Turning what the view says and the events that came back into sprite moves, flights and banners.

A part of TableScene (game/ui/table/scene.py): `Animator` owns the sprites, the cards leaving, the tokens in flight
and how many still fly to each counter; it reads the view and layout from the scene and announces through its
banners. The explanation panels the same events call for are claimed by the scene (game/ui/panels/explain.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygame import FRect

from game.ui.i18n import tr
from game.ui.table import layout
from game.ui.table.sprites import RES_FLY, CardSprite, Flight, card_info, face_for
from game.ui.text.logtext import card_name
from game.ui.tween import BACKGROUND, Tween, in_out_cubic, out_back, out_cubic

if TYPE_CHECKING:
    from game.ui.table.context import TableContext

# Pacing at animation speed 1 (seconds). A bot's Kingdom turn on screen is about its actions x (BOT_GAP + MOVE_S).
MOVE_S = 0.32          # a card sliding to its new place
FLIP_S = 0.4           # a card turning face up
TILT_S = 0.3           # a Kingdom card tilting when used
LEAVE_S = 0.4          # a card leaving the table (background)
SNAP_S = 0.3           # a held card going back to its place
FLIGHT_S = 0.45        # a token flying to its counter (background: the game goes on under it)
FLIGHT_STAGGER_S = 0.04


class Animator:
    """Card sprites and their moves, cards leaving, tokens in flight: owns them all, and the count of tokens still
    flying to each counter (the counter shows them when they land)."""

    def __init__(self, scene: TableContext) -> None:
        self.scene = scene
        self.sprites: dict[str, CardSprite] = {}     # layout key -> the card drawn there
        self.ghosts: list[CardSprite] = []           # cards leaving the table
        self.flights: list[Flight] = []              # token icons flying to a counter
        self.pending: dict[tuple[int, str], int] = {}   # (seat, resource) -> tokens still flying to that counter

    def reset(self) -> None:
        """Forget every sprite (a new pair of eyes: the next rebuild places every card without moving it)."""
        self.sprites.clear()

    def lift(self, key: str) -> FRect:
        """The pointer picks the card up: a move it was making stops where it is. Its rect, for the grab offset."""
        sp = self.sprites[key]
        self.scene.tweens.cancel(sp.rect)
        return sp.rect

    def follow(self, key: str, topleft: tuple[float, float]) -> None:
        """The held card follows the pointer."""
        sp = self.sprites.get(key)
        if sp is not None:
            sp.rect.topleft = topleft

    def snap_back(self, key: str, origin: FRect) -> None:
        """A held card that did nothing slides back to where it was picked up."""
        sp = self.sprites.get(key)
        if sp is not None:
            self.scene.tweens.add(Tween(sp.rect, {"x": origin.x, "y": origin.y}, SNAP_S, out_back))

    def place(self, animate: bool, old_slots: list[str]) -> None:
        """Give every card of the scene's new layout its sprite: kept ones slide (or turn, tilt) to their new place,
        new ones come in, gone ones leave as ghosts. `old_slots`: the viewer's slot statuses before (a card of yours
        turning face up flips)."""
        scene = self.scene
        lay = scene.layout
        by_ident = {sp.ident: sp for sp in self.sprites.values() if sp.ident}
        new: dict[str, CardSprite] = {}
        dur = MOVE_S
        direction = scene.view.get("direction", 1)
        for key, rect in lay.cards.items():
            face, ident = face_for(key, scene.view)
            info = card_info(key, scene.view)
            tilt = 90.0 if info and info.get("tilted") else 0.0
            sp = self.sprites.get(key)
            if sp is not None and sp.ident != ident and ident in by_ident:
                sp = None
            if sp is None and ident in by_ident and by_ident[ident].key not in lay.cards:
                sp = by_ident.pop(ident)
            elif sp is None and ident in by_ident and by_ident[ident].key in lay.cards and \
                    face_for(by_ident[ident].key, scene.view)[1] != ident:
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
                    scene.tweens.add(Tween(sp.rect, {"x": rect.x, "y": rect.y, "w": rect.w, "h": rect.h}, dur,
                                         out_cubic, tag=BACKGROUND))
            else:
                sp.key = key
                sp.ident = ident
                if animate and (sp.rect.topleft != rect.topleft or sp.rect.size != rect.size):
                    scene.tweens.cancel(sp.rect)   # a move still running from the last action: go on from here
                    scene.tweens.add(Tween(sp.rect, {"x": rect.x, "y": rect.y, "w": rect.w, "h": rect.h}, dur,
                                         in_out_cubic, tag=BACKGROUND))
                else:
                    sp.rect = FRect(rect)
                if sp.face != face:
                    was_back = sp.face.startswith("back")
                    sp.face = face
                    if animate and was_back and not face.startswith("back"):
                        sp.flip = -1.0
                        scene.tweens.add(Tween(sp, {"flip": 1.0}, FLIP_S, in_out_cubic, tag=BACKGROUND))
                if sp.angle != tilt:
                    if animate:
                        scene.tweens.cancel(sp, "angle")
                        scene.tweens.add(Tween(sp, {"angle": tilt}, TILT_S, out_back, tag=BACKGROUND))
                    else:
                        sp.angle = tilt
            new[key] = sp
        if animate:
            for sp in self.sprites.values():
                if sp not in new.values():
                    self._ghost(sp, direction)
            # my own card turning face up when I play it
            for j, sl in enumerate(scene.view["seats"][scene.viewer]["slots"]):
                sp = new.get(f"s{scene.viewer}:slot{j}")
                if sp is not None and j < len(old_slots) and old_slots[j] == "hidden" and sl["status"] == "played":
                    sp.flip = -1.0
                    scene.tweens.add(Tween(sp, {"flip": 1.0}, FLIP_S, in_out_cubic, tag=BACKGROUND))
        self.sprites = new

    def _ghost(self, sp: CardSprite, direction: int) -> None:
        """A card leaving the table: it slides away and fades."""
        scene = self.scene
        lay = scene.layout
        if sp.key.startswith("hand:"):
            dx = -lay.size[0] * 0.6 * (1 if direction == 1 else -1)
            to = {"x": sp.rect.x + dx, "alpha": 0.0}
        else:
            deck = lay.cards.get("discard") or FRect(lay.size[0] / 2, lay.size[1] / 2, 1, 1)
            to = {"x": deck.x, "y": deck.y, "alpha": 0.0}
        self.ghosts.append(sp)
        scene.tweens.add(Tween(sp, {"alpha": to.pop("alpha")}, LEAVE_S, out_cubic, tag=BACKGROUND,
                             on_done=lambda: self.ghosts.remove(sp) if sp in self.ghosts else None))
        scene.tweens.add(Tween(sp.rect, to, LEAVE_S, out_cubic, tag=BACKGROUND))

    def _stat_point(self, seat: int, res: str) -> tuple[float, float]:
        scene = self.scene
        r = scene.layout.zones.get(f"stat{seat}:{res}")
        if r is None:
            return (scene.layout.size[0] / 2, scene.layout.size[1] / 2)
        return (r.x + scene.layout.icon * 0.6, r.centery)

    def _fly(self, kind: str, src: tuple[float, float], dst: tuple[float, float], delay: float,
             land: tuple[int, str] | None = None) -> None:
        """A token icon flying from src to dst; `land`: the (seat, resource) counter it counts on when it lands."""
        scene = self.scene
        s = scene.layout.icon * 1.3
        f = Flight(kind, FRect(src[0] - s / 2, src[1] - s / 2, s, s))
        self.flights.append(f)
        if land:
            self.pending[land] = self.pending.get(land, 0) + 1

        def done() -> None:
            if f in self.flights:
                self.flights.remove(f)
            if land and self.pending.get(land):
                self.pending[land] -= 1

        scene.tweens.add(Tween(f.rect, {"x": dst[0] - s / 2, "y": dst[1] - s / 2}, FLIGHT_S, in_out_cubic,
                             delay=delay, on_done=done, tag=BACKGROUND))

    def play(self, events: list[dict], old_layout: layout.Layout) -> None:
        """Sounds, tokens flying from where they were won to their counters, and the announcements the events call
        for (`old_layout`: where the cards were before them)."""
        scene = self.scene
        scene.app.sound.play_events(events, instant=scene.app.settings.anim_speed <= 0)   # one summary at Instant
        center = scene.layout.zones["center"].center
        delay = 0.0
        source: dict[int, tuple[float, float]] = {}   # seat -> where its gains come from (the card it used)

        def card_point(card: str) -> tuple[float, float] | None:
            r = next((r for k, r in scene.layout.cards.items() if k.rsplit(":", 1)[-1] == card), None)
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
                target = next((r for k, r in scene.layout.cards.items() if k.endswith(":" + e["card"])), None)
                if target is not None:
                    for _ in range(min(e["n"], 5)):
                        self._fly("culture", center, target.center, delay)
                        delay += 0.06
            elif t == "supremacy":   # the why is told by the Supremacy panel (game/ui/panels/suppanel.py)
                self._fly("sup", center, self._stat_point(e["seat"], "sup"), delay, land=(e["seat"], "sup"))
            elif t == "first_player":
                name = scene.layout.zones.get(f"name{e['seat']}")
                if name is not None:
                    self._fly("first", center, (name.x + scene.layout.font * 0.6, name.centery), delay)
            elif t == "phase":
                rnd = e.get("round", scene.view["round"])
                scene.banners.show(f"{tr('round', n=rnd)} — {tr('phase:' + e['phase'])}", shot=f"r{rnd}_{e['phase']}")
            elif t == "turn":
                if scene._is_me(e["seat"]):   # others' turns show in the top bar and their glowing panel
                    scene.banners.show(tr("your_turn"), wait=False)
            elif t == "hands_passed":
                scene.banners.toast(tr("passes_left" if e["direction"] == 1 else "passes_right"))
            elif t == "justice_reveal":   # Immortal reveals, ties and scores: the VP stage and Supremacy panel
                scene.banners.show(scene.match.names[e["seat"]], card_name("justice"))
