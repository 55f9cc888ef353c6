"""The table: draws one seat's view, animates the events actions return, turns clicks and drags into actions.

This scene never touches the rules state: it holds a controller (`Match`) and reads only `controller.view(seat)`,
the redacted event/log lists and the seat kinds. Everything drawn comes from `self.view`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame
from pygame import FRect

from game import cardtext
from game.rules import default_db
from game.ui import gfx, layout
from game.ui.drag import DragController, Held, drop_zones
from game.ui.i18n import STRINGS, lang, tr
from game.ui.logtext import card_name, contest_word, entry_lines
from game.ui.scene import Scene
from game.ui.tween import Tween, in_out_cubic, out_back, out_cubic

RES_FLY = ("coins", "mil", "sci", "cha", "vp", "sup", "won", "diamond")
STAT_TIPS = {
    "coins": ("Coins (max 10)", "Pièces (max 10)"), "mil": ("Military tokens", "Jetons Militaire"),
    "sci": ("Science tokens", "Jetons Science"), "cha": ("Chaos tokens", "Jetons Chaos"),
    "culture": ("Culture on their cards", "Culture sur leurs cartes"), "vp": ("VP tokens", "Jetons PV"),
    "sup": ("Supremacy tokens (4 VP)", "Suprématies (4 PV)"), "won": ("Wonder tokens", "Jetons Merveille"),
    "diamond": ("Diamonds", "Diamants"), "hand": ("Cards in draft hand", "Cartes en main"),
}

if TYPE_CHECKING:
    from game.match import Match
    from game.ui.app import App



class CardSprite:
    """A card on screen: a face name for the face cache, a float rect, tilt angle and flip progress."""

    __slots__ = ("key", "face", "rect", "angle", "flip", "ident", "alpha", "label")

    def __init__(self, key: str, face: str, rect: FRect, ident: str | None) -> None:
        self.key = key
        self.face = face
        self.rect = FRect(rect)
        self.angle = 0.0
        self.flip = 1.0       # -1..1: <0 shows the back, width scaled by |flip|
        self.ident = ident
        self.alpha = 255.0
        self.label = ""


class Flight:
    """A token icon flying from one point to another."""

    __slots__ = ("kind", "rect", "alpha")

    def __init__(self, kind: str, rect: FRect) -> None:
        self.kind = kind
        self.rect = rect
        self.alpha = 255.0


class Banner:
    """A big announcement across the table; `shot` names the screenshot taken while it shows (scripted runs)."""

    __slots__ = ("text", "sub", "alpha", "shot")

    def __init__(self, text: str, sub: str = "", shot: str | None = None) -> None:
        self.text = text
        self.sub = sub
        self.alpha = 0.0
        self.shot = shot


def _face_for(key: str, view: dict) -> tuple[str, str | None]:
    """(face name, identity) of a layout card key in view."""
    if key.startswith("hand:"):
        k = key[5:]
        return f"civ:{k}", k
    if key.startswith("w:") or key.startswith("rev:") or key.startswith("look:"):
        k = key.split(":", 1)[1]
        return f"civ:{k}", k
    if key.startswith("crev:"):
        i = int(key[5:])
        return f"commerce:{view['commerce_revealed'][i]}", None
    if key == "deck":
        return "back:civ", None
    if key == "cdeck":
        return "back:commerce", None
    if key == "discard":
        d = view["discard"]
        return (f"civ:{d[-1]}" if d else "empty"), None
    if key == "cdiscard":
        d = view["commerce_discard"]
        return (f"commerce:{d[-1]}" if d else "empty"), None
    if key.startswith("imm:"):
        _, s, i = key.split(":")
        s, i = int(s), int(i)
        if s == view["seat"]:
            ims = view["me"]["immortals"]
            return (f"immortal:{ims[i]}" if i < len(ims) else "back:immortal"), None
        im = view["seats"][s]["immortal"]
        return (f"immortal:{im}" if im else "back:immortal"), None
    seat_s, rest = key.split(":", 1)
    s = int(seat_s[1:])
    if rest.startswith("slot"):
        j = int(rest[4:])
        slot = view["seats"][s]["slots"][j]
        if slot["key"] and slot["status"] not in ("transformed", "chose_transform"):
            return f"civ:{slot['key']}", slot["key"]
        if slot["key"]:
            return "back:civ", slot["key"]
        return "back:civ", f"slot:{s}:{j}"
    k = rest.split(":", 1)[1]
    return f"civ:{k}", k


def _card_info(key: str, view: dict) -> dict | None:
    """The view dict of a Kingdom card key (tilted, culture) if it is one."""
    if key.startswith("w:"):
        k = key[2:]
        return next((w for w in view["wonders"] if w["key"] == k), None)
    if key.startswith("s") and (":b:" in key or ":h:" in key):
        s = int(key[1:key.index(":")])
        k = key.rsplit(":", 1)[1]
        seat = view["seats"][s]
        return next((c for c in seat["buildings"] + seat["heroes"] if c["key"] == k), None)
    return None


class TableScene(Scene):
    """The game table for whichever human seat sits in front of the screen."""

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        humans = match.humans()
        self.viewer = humans[0] if humans else 0
        self.spectator = not humans
        self.view: dict = match.view(self.viewer)
        self.layout = layout.compute(self.view, app.size)
        self.sprites: dict[str, CardSprite] = {}
        self.ghosts: list[CardSprite] = []
        self.flights: list[Flight] = []
        self.pending: dict[tuple[int, str], int] = {}
        self._last_submitted: str | None = None
        self.banner: Banner | None = None
        self.banner_queue: list[Banner] = []
        self.choice_scene = None
        self.msg = ""
        self.msg_err = False
        self.msg_ttl = 0.0
        self.buttons: list[gfx.Button] = []
        self.dragger = DragController()
        self.hover_key: str | None = None
        self.hover_time = 0.0
        self.zoom_key: str | None = None
        self.zoom_sticky = False
        self.mouse = (0, 0)
        self.last_ply = match.ply
        self.bot_wait = 0.4
        self.curtain_up = False
        self.results_shown = False
        self.pending_shot: str | None = f"r{self.view['round']}_{self.view['phase']}"
        self.log_lines: list[tuple[str, bool]] = []
        self.log_scroll = 0
        self.last_use: str | None = None
        self._bg: pygame.Surface | None = None
        self._warmed: set[int] = set()
        self._headers: dict[int, tuple] = {}
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._layer_gen = 0
        self._header_zones: dict[int, tuple] = {}
        self._to_warm: set[int] = set()
        self._rebuild(animate=False)
        self._refresh_log()

    def enter(self) -> None:
        if not getattr(self, "_entered", False):
            self._entered = True
            if len(self.match.humans()) > 1 and not self.spectator:
                # hot-seat: even the very first view waits until its player sits at the screen
                self._raise_curtain(self.viewer)
                return
            v = self.view
            if v["players"] == 3 and len(v["me"]["immortals"]) == 2 and v["round"] == 1 and v["pick"] == 1:
                self._show_banner(tr("two_immortals"), tr("two_immortals_sub"))
        self._check_curtain()
        self._maybe_choice()

    # ------------------------------------------------------------------ syncing with the controller

    @property
    def drag(self) -> Held | None:
        """The card held by the pointer, if any."""
        return self.dragger.held

    @drag.setter
    def drag(self, held: Held | None) -> None:
        self.dragger.held = held

    def _is_me(self, seat: int | None) -> bool:
        return seat == self.viewer and not self.spectator

    def _pace(self) -> float:
        speed = self.app.settings.anim_speed
        if speed <= 0:
            return 0.0
        base = 0.12 if self.view["phase"] == "draft" else 0.5
        return base / speed

    def wake_in(self) -> float | None:
        if self.app.stack.top is not self:
            return None
        if self.curtain_up or self.match.over:
            return None if self.results_shown else 0.05
        if self.match.bot_to_act() is not None:
            return 0.02
        return None

    def busy(self) -> bool:
        return self.tweens.busy or self.drag is not None or self.msg_ttl > 0 or (
            self.hover_key is not None and self.zoom_key is None and self.hover_time < 0.5)

    def sync(self) -> None:
        """Pull the new view after actions and animate their events."""
        events = self.match.events_since(self.last_ply, self.viewer)
        self.last_ply = self.match.ply
        self._rebuild(animate=True, events=events)
        auto = [e for e in events if e.get("t") == "decided" and not e.get("play") and e.get("seat") == self.viewer]
        if auto and self._last_submitted != "transform":   # the engine transformed it: the play limit was reached
            slot = next((e["slot"] for e in reversed(events) if e.get("t") == "pick" and e.get("seat") == self.viewer
                         and "slot" in e), 0)
            limits = default_db().game["max_plays"]
            total = limits[min(self.view["round"], len(limits)) - 1]
            self._show_banner(tr("limit_reached"), tr("auto_transform", total=total, n=self._slot_coins(slot)))
        self._refresh_log()
        self._check_curtain()
        self._maybe_choice()

    def set_viewer(self, seat: int) -> None:
        """The human at `seat` now sits in front of the screen."""
        self.viewer = seat
        self.curtain_up = False
        self.banner, self.banner_queue, self.msg_ttl = None, [], 0.0
        self.zoom_key, self.zoom_sticky, self.hover_key, self.drag = None, False, None, None
        self.last_ply = self.match.ply
        self.sprites.clear()
        self._rebuild(animate=False)
        self._refresh_log()
        self._maybe_choice()

    def _check_curtain(self) -> None:
        s = self.match.to_act
        if s is None or not self.match.is_human(s) or s == self.viewer or self.curtain_up:
            return
        self._raise_curtain(s)

    def _raise_curtain(self, s: int) -> None:
        from game.ui.overlays import CurtainScene
        self.curtain_up = True
        self.tweens.finish_all()
        v = self.view
        sub = f"{tr('round', n=v['round'])}  ·  {tr('phase:' + v['phase'])}"
        kind = (v.get("decision") or {}).get("kind")
        if kind and ("dk:" + kind) in STRINGS:
            sub += f"  ·  {tr('dk:' + kind)}"
        self.app.push(CurtainScene(self.app, self.match.names[s], lambda: self.set_viewer(s), sub))

    def _maybe_choice(self) -> None:
        """Open the big-card chooser for decisions whose cards are not all on the table."""
        from game.ui.overlays import CHOICE_KINDS, ChoiceScene
        d = self.view.get("decision") or {}
        kind = d.get("kind")
        if self.curtain_up or self.choice_scene is not None or d.get("seat") != self.viewer or self.spectator or \
                kind not in CHOICE_KINDS:
            return
        legal = [a for a in self._legal() if a != "reveal"]
        items: list[tuple[str, str, str]] = []
        extras: list[tuple[str, str]] = []
        names = self.match.names
        note = ""
        for a in legal:
            verb, _, arg = a.partition(" ")
            if verb == "immortal":
                items.append((f"immortal:{arg}", card_name(arg), a))
            elif verb == "peek":
                items.append(("back:immortal", tr("a:peek", name=names[int(arg)]), a))
            elif verb == "guess":
                s, im = arg.split(" ")
                note = tr("guess_who", name=names[int(s)])
                items.append((f"immortal:{im}", card_name(im), a))
            elif verb in ("destroy", "choose", "swap", "copy"):
                items.append((f"civ:{arg}", self._card_label(arg), a))
            elif verb == "commerce":
                rev = self.view.get("commerce_revealed", [])
                i = int(arg)
                items.append((f"commerce:{rev[i]}" if i < len(rev) else "back:commerce", self._option_label(a), a))
            else:
                extras.append((self._option_label(a), a))
        if "reveal" in self._legal():
            extras.append((tr("reveal"), "reveal"))
        if kind == "narashima":
            note = tr("narashima_note")
        if kind == "peek":
            note = tr("peek_note")
        peeked = self.view["me"].get("peeked")
        if kind == "guess" and peeked:
            note += "   (" + tr("peeked", name=names[peeked["seat"]], imm=card_name(peeked["immortal"])) + ")"
        self.choice_scene = ChoiceScene(self.app, self, tr("dk:" + kind), items, extras, note)
        self.app.push(self.choice_scene)

    def submit(self, action: str) -> bool:
        """Send one action for the viewer; animate the result."""
        if action not in self._legal():
            return False
        if action.startswith(("use ", "power ", "copy ", "choose ", "swap ")):
            self.last_use = action.split(" ", 1)[1]   # the card whose steps the next prompts belong to
        self.tweens.finish_all()
        self._last_submitted = action
        self.match.submit(self.viewer, action)
        self.sync()
        return True

    def undo(self) -> None:
        if self.match.undo(self.viewer):
            self.tweens.finish_all()
            self.last_ply = self.match.ply
            self._rebuild(animate=False)
            self._refresh_log()
            self._toast(tr("undo"))

    # ------------------------------------------------------------------ layout and sprites

    def resize(self, size: tuple[int, int]) -> None:
        """New window size or language: lay out again and re-word the log."""
        self._bg = None
        self.tweens.finish_all()
        self._rebuild(animate=False)
        self._refresh_log()

    def _rebuild(self, animate: bool, events: list[dict] | None = None) -> None:
        old_layout = self.layout
        old_slots = [sl["status"] for sl in self.view["seats"][self.viewer]["slots"]] if self.view else []
        self.view = self.match.view(self.viewer)
        self.layout = layout.compute(self.view, self.app.size)
        lay = self.layout
        by_ident = {sp.ident: sp for sp in self.sprites.values() if sp.ident}
        new: dict[str, CardSprite] = {}
        dur = 0.45
        direction = self.view.get("direction", 1)
        for key, rect in lay.cards.items():
            face, ident = _face_for(key, self.view)
            info = _card_info(key, self.view)
            tilt = 90.0 if info and info.get("tilted") else 0.0
            sp = self.sprites.get(key)
            if sp is not None and sp.ident != ident and ident in by_ident:
                sp = None
            if sp is None and ident in by_ident and by_ident[ident].key not in lay.cards:
                sp = by_ident.pop(ident)
            elif sp is None and ident in by_ident and by_ident[ident].key in lay.cards and \
                    _face_for(by_ident[ident].key, self.view)[1] != ident:
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
                                          out_cubic))
            else:
                sp.key = key
                sp.ident = ident
                if animate and (sp.rect.topleft != rect.topleft or sp.rect.size != rect.size):
                    self.tweens.add(Tween(sp.rect, {"x": rect.x, "y": rect.y, "w": rect.w, "h": rect.h}, dur,
                                          in_out_cubic))
                else:
                    sp.rect = FRect(rect)
                if sp.face != face:
                    was_back = sp.face.startswith("back")
                    sp.face = face
                    if animate and was_back and not face.startswith("back"):
                        sp.flip = -1.0
                        self.tweens.add(Tween(sp, {"flip": 1.0}, 0.5, in_out_cubic))
                if sp.angle != tilt:
                    if animate:
                        self.tweens.add(Tween(sp, {"angle": tilt}, 0.35, out_back))
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
                    self.tweens.add(Tween(sp, {"flip": 1.0}, 0.5, in_out_cubic))
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
        self.tweens.add(Tween(sp, {"alpha": to.pop("alpha")}, 0.5, out_cubic,
                              on_done=lambda: self.ghosts.remove(sp) if sp in self.ghosts else None))
        self.tweens.add(Tween(sp.rect, to, 0.5, out_cubic))

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

        self.tweens.add(Tween(f.rect, {"x": dst[0] - s / 2, "y": dst[1] - s / 2}, 0.6, in_out_cubic, delay=delay,
                              on_done=done))

    def _animate_events(self, events: list[dict], old_layout: layout.Layout) -> None:
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
            elif t == "contest":
                what = contest_word(str(e["what"]))
                totals = "   ".join(f"{self.match.names[i]} {n}" for i, n in enumerate(e["totals"]))
                self._show_banner(tr("phase:supremacy") + f" — {what}", totals)
            elif t == "supremacy":
                why = contest_word(str(e.get("why", ""))) if e.get("why") in ("mil", "sci", "cha") else \
                    (card_name("justice") if e.get("why") == "justice" else "")
                self._show_banner(tr("phase:supremacy") + (f" — {why}" if why else ""),
                                  tr("sup_won", name=self.match.names[e["seat"]]))
                self._fly("sup", center, self._stat_point(e["seat"], "sup"), delay, land=(e["seat"], "sup"))
            elif t == "first_player":
                name = self.layout.zones.get(f"name{e['seat']}")
                if name is not None:
                    self._fly("first", center, (name.x + self.layout.font * 0.6, name.centery), delay)
            elif t == "phase":
                rnd = e.get("round", self.view["round"])
                self._show_banner(f"{tr('round', n=rnd)} — {tr('phase:' + e['phase'])}", shot=f"r{rnd}_{e['phase']}")
            elif t == "turn":
                self._show_banner(tr("your_turn") if self._is_me(e["seat"]) else
                                  tr("turn_of", name=self.match.names[e["seat"]]))
            elif t == "hands_passed":
                self._toast(tr("passes_left" if e["direction"] == 1 else "passes_right"))
            elif t in ("justice_reveal", "immortal_reveal"):
                self._show_banner(self.match.names[e["seat"]], card_name(e.get("immortal", "justice")))
            elif t == "tie":
                self._show_banner(tr("phase:supremacy") + f" — {contest_word(str(e['what']))}", tr("sup_tie"))

    def _show_banner(self, text: str, sub: str = "", shot: str | None = None) -> None:
        """Queue a big announcement; announcements play one after another (Supremacy, reveals, turns)."""
        self.banner_queue.append(Banner(text, sub, shot))
        if self.banner is None:
            self._next_banner()

    def _next_banner(self) -> None:
        if not self.banner_queue:
            self.banner = None
            return
        b = self.banner_queue.pop(0)
        self.banner = b
        hold = 0.5 if self.banner_queue else 1.0
        self.tweens.add(Tween(b, {"alpha": 255.0}, 0.2, out_cubic,
                              on_done=(lambda: self.app.screenshot(b.shot)) if b.shot else None))
        self.tweens.add(Tween(b, {"alpha": 0.0}, 0.3, out_cubic, delay=0.2 + hold, on_done=self._next_banner))

    def _toast(self, text: str, error: bool = False) -> None:
        self.dirty = True
        self.msg = text
        self.msg_err = error
        self.msg_ttl = 2.6 if error else 1.6

    # ------------------------------------------------------------------ action panel

    def _legal(self) -> list[str]:
        """The viewer's legal actions; none when the seat in front of the screen is a bot (spectating)."""
        if self.spectator or not self.match.is_human(self.viewer):
            return []
        return list(self.view.get("legal") or [])

    def _option_label(self, a: str) -> str:
        names = self.match.names
        verb, _, arg = a.partition(" ")
        lg = lang()
        if verb in ("use", "power"):
            return tr("a:" + verb, card=card_name(arg))
        if verb in ("culture", "destroy", "copy", "choose", "swap"):
            return self._card_label(arg)
        if verb == "commerce":
            rev = self.view.get("commerce_revealed", [])
            i = int(arg)
            return card_name(rev[i]) if i < len(rev) else a
        if verb == "give":
            return tr("a:give", name=names[int(arg)])
        if verb == "peek":
            return tr("a:peek", name=names[int(arg)])
        if verb == "guess":
            s, im = arg.split(" ")
            return tr("a:guess", name=names[int(s)], imm=card_name(im))
        if verb == "immortal":
            return card_name(arg)
        if verb in ("keep", "pay"):
            parts = [int(x) for x in arg.split("/")]
            words = [cardtext.res_word(r, n, lg) for r, n in zip(("mil", "sci", "cha"), parts) if n]
            return ", ".join(words) or "—"
        if verb == "branch":
            return self._branch_label(int(arg))
        if a in ("done", "decline", "pass", "nopeek"):
            return tr("a:" + a)
        if a == "end":
            return tr("end_turn")
        return a

    def _card_label(self, key: str) -> str:
        """Card name with where it lies: 'Bo: Xi'an's Incredible Market (46)'."""
        v = self.view
        where = ""
        for s, sv in enumerate(v["seats"]):
            if any(c["key"] == key for c in sv["buildings"] + sv["heroes"]):
                where = (tr("you").capitalize() if self._is_me(s) else self.match.names[s]) + ": "
        if not where and key in v.get("discard", []):
            where = tr("discard") + ": "
        if not where and any(w["key"] == key for w in v.get("wonders", [])):
            where = tr("wonders") + ": "
        num = f" ({key})" if key.isdigit() else ""
        return f"{where}{card_name(key)}{num}"

    def _branch_label(self, i: int) -> str:
        db = default_db()
        if self.last_use and self.last_use in db.by_key:
            card = db.card(self.last_use)
            for st in card.action + card.power:
                if st.verb == "choose" and i < len(st.params["one_of"]):
                    return cardtext.describe(list(st.params["one_of"][i]), lang())
        return tr("a:branch", n=i + 1)

    def _build_panel(self) -> None:
        """Buttons for the pending decision, Undo, Reveal, End turn."""
        self.buttons = []
        self.option_buttons: list[gfx.Button] = []
        r = self.layout.zones["panel"]
        fs = self.layout.font
        bh = fs * 2.0
        legal = self._legal()
        d = self.view.get("decision") or {}
        kind = d.get("kind") if d.get("seat") == self.viewer and not self.spectator else None
        y = r.bottom - bh - 6
        x = r.x + 8
        w = r.w - 16
        # bottom row: Undo / Reveal
        bottom = []
        if self.match.can_undo(self.viewer):
            bottom.append(gfx.Button(tr("undo") + " (Ctrl+Z)", FRect(0, 0, 0, bh), self.undo, size=fs))
        if "reveal" in legal:
            bottom.append(gfx.Button(tr("reveal"), FRect(0, 0, 0, bh), lambda: self.submit("reveal"), size=fs))
        if bottom:
            bw = (w - 6 * (len(bottom) - 1)) / len(bottom)
            for i, b in enumerate(bottom):
                b.rect = FRect(x + i * (bw + 6), y, bw, bh)
                self.buttons.append(b)
            y -= bh + 8
        if kind == "play":
            slot = d.get("slot", 0)
            coins = self._slot_coins(slot)
            tb = gfx.Button(tr("transform", n=coins), FRect(x, y, w, bh), lambda: self.submit("transform"), size=fs,
                            tip=tr("transform_tip", n=coins))
            pb = gfx.Button(tr("play"), FRect(x, y - bh - 6, w, bh), lambda: self.submit("play"),
                            enabled="play" in legal, primary=True, size=fs,
                            tip="" if "play" in legal else tr("play_limit"))
            self.buttons += [pb, tb]
            self.option_buttons = [pb, tb]
            pb.label, tb.label = f"1 · {pb.label}", f"2 · {tb.label}"
            card = self.layout.cards.get(f"s{self.viewer}:slot{slot}")
            if card is not None:   # the same two choices right on the card just placed
                mh = max(fs * 1.5, card.h * 0.16)
                sfs = max(11, int(min(fs, card.w / 7)))
                self.buttons.append(gfx.Button(tr("play"), FRect(card.x + 3, card.bottom - 2 * mh - 6, card.w - 6, mh),
                                               lambda: self.submit("play"), enabled="play" in legal, primary=True,
                                               size=sfs, tip="" if "play" in legal else tr("play_limit")))
                self.buttons.append(gfx.Button(f"+{coins}", FRect(card.x + 3, card.bottom - mh - 3, card.w - 6, mh),
                                               lambda: self.submit("transform"), size=sfs,
                                               tip=tr("transform_tip", n=coins)))
        elif kind == "kingdom":
            usable = [a for a in legal if a.startswith(("use ", "power "))]
            eb = gfx.Button(tr("end_turn") + " (Enter)", FRect(x, y, w, bh), self._ask_end, primary=not usable,
                            size=fs)
            self.buttons.append(eb)
        elif kind and kind != "pick":
            opts = [a for a in legal if a != "reveal"]
            avail = y - (r.y + fs * 3.5)
            cols = 1 if len(opts) * (bh + 5) <= avail else 2
            bh2 = min(bh, max(fs * 1.4, avail / max(1, math.ceil(len(opts) / cols)) - 5))
            cw = (w - 6 * (cols - 1)) / cols
            for i, a in enumerate(opts):
                row, c = divmod(i, cols)
                rows_total = math.ceil(len(opts) / cols)
                by = y - (rows_total - 1 - row) * (bh2 + 5)
                label = self._option_label(a)
                b = gfx.Button(f"{i + 1} · {label}" if i < 9 else label, FRect(x + c * (cw + 6), by, cw, bh2),
                               (lambda a=a: self.submit(a)), size=max(11, int(fs * 0.9)), tip=label)
                self.buttons.append(b)
                self.option_buttons.append(b)

    def _auto_transform_note(self) -> str:
        """The message for a card the engine transformed by itself because the play limit was reached."""
        v = self.view
        if v["phase"] != "draft" or self.spectator:
            return ""
        me = v["seats"][self.viewer]
        limits = default_db().game["max_plays"]
        rnd = v["round"] - 1
        if me.get("plays") is None or rnd >= len(limits) or me["plays"] < limits[rnd] or not me["slots"]:
            return ""
        j = len(me["slots"]) - 1
        played_before = sum(1 for sl in me["slots"][:j] if sl["status"] in ("played", "chose_play"))
        if me["slots"][j]["status"] not in ("chose_transform", "transformed") or played_before < limits[rnd]:
            return ""
        return tr("auto_transform", total=limits[rnd], n=self._slot_coins(j))

    def _slot_coins(self, slot: int) -> int:
        db = default_db()
        rnd = self.view["round"] - 1
        values = db.game["slot_coins"][rnd]
        return values[slot] if slot < len(values) else 0

    def _ask_end(self) -> None:
        """Confirm the end of the turn (Enter, Enter), saying how many activations are left."""
        usable = [a for a in self._legal() if a.startswith(("use ", "power "))]
        from game.ui.overlays import ConfirmScene
        question = tr("confirm_end", n=len(usable)) if usable else tr("confirm_end_none")
        self.app.push(ConfirmScene(self.app, question, lambda: self.submit("end")))

    def _refresh_log(self) -> None:
        lines: list[tuple[str, bool]] = []
        entries = self.match.log_for(self.viewer)
        for i, e in enumerate(entries[-60:]):
            last = i == len(entries[-60:]) - 1
            for s in entry_lines(e, self.match.names, -1 if self.spectator else self.viewer):
                lines.append((s, last))
        self.log_lines = lines[-200:]
        self.log_scroll = 0
        self._layer_gen += 1

    # ------------------------------------------------------------------ hints

    def hint(self) -> str:
        """What the viewer may do now, in one sentence."""
        d = self.view.get("decision") or {}
        if self.view["phase"] == "over":
            return tr("phase:over")
        if d.get("seat") != self.viewer or self.spectator:
            s = d.get("seat")
            if s is None:
                return ""
            name = self.match.names[s]
            return tr("thinking", name=name) if not self.match.is_human(s) else tr("waiting_for", name=name)
        kind = d.get("kind")
        if kind == "pick":
            me = self.view["seats"][self.viewer]
            limits = default_db().game["max_plays"]
            rnd = self.view["round"] - 1
            if me.get("plays") is not None and rnd < len(limits) and me["plays"] >= limits[rnd]:
                return tr("hint:pick") + " " + tr("auto_transform", total=limits[rnd],
                                                  n=self._slot_coins(len(me["slots"])))
            return tr("hint:pick")
        if kind == "play":
            text = tr("hint:play")
            if self.view["round"] == 1 and self.view["pick"] == 4:
                text += " " + tr("doubled")
            if "play" not in self._legal():
                text = tr("play_limit")
            return text
        if kind == "kingdom":
            return tr("hint:kingdom")
        return tr("hint:choose")

    # ------------------------------------------------------------------ input

    def _targets(self) -> dict[str, str]:
        """Layout card key -> the action a click on it submits (from the legal actions only)."""
        out: dict[str, str] = {}
        legal = self._legal()
        by_card: dict[str, list[str]] = {}
        for a in legal:
            verb, _, arg = a.partition(" ")
            if verb in ("use", "power", "culture", "destroy", "copy", "choose", "swap") and arg:
                by_card.setdefault(arg, []).append(a)
        for key in self.layout.cards:
            if key.startswith(("hand:", "s")) and ":slot" in key:
                continue
            ident = _face_for(key, self.view)[1]
            if ident in by_card:
                acts = by_card[ident]
                out[key] = next((a for a in acts if a.startswith("use ")), acts[0])
        return out

    def _free_slot_zone(self) -> FRect | None:
        j = len(self.view["seats"][self.viewer]["slots"])
        return self.layout.zones.get(f"slot{j}")

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            for b in self.buttons:
                b.handle(ev)
            if self.drag:
                sp = self.sprites.get(self.drag.key)
                topleft = self.dragger.motion(ev.pos)
                if sp and topleft:
                    sp.rect.topleft = topleft
                return None
            key = self.layout.card_at(ev.pos) or self._stat_at(ev.pos)
            if key != self.hover_key:
                self.hover_key = key
                self.hover_time = 0.0
                if not self.zoom_sticky:
                    self.zoom_key = None
            return None
        if ev.type == pygame.MOUSEBUTTONDOWN:
            if self.tweens.busy:
                self.tweens.finish_all()
            if ev.button == 3:
                key = self.layout.card_at(ev.pos)
                if key and self.zoom_key == key and self.zoom_sticky:
                    self.zoom_key, self.zoom_sticky = None, False
                else:
                    self.zoom_key, self.zoom_sticky = key, key is not None
                return None
            if ev.button != 1:
                return None
            self.zoom_sticky = False
            self.zoom_key = None
            for b in self.buttons:
                if b.handle(ev):
                    return None
            if self.layout.zones["top"].collidepoint(ev.pos) and self._menu_rect().collidepoint(ev.pos):
                return None
            key = self.layout.card_at(ev.pos)
            if key and (key.startswith("hand:") or key in self._targets()):
                sp = self.sprites[key]
                self.dragger.press(key, ev.pos, sp.rect)
                self.tweens.cancel(sp.rect)
            elif key:
                self._explain_refusal(key)
            return None
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for b in self.buttons:
                if b.handle(ev):
                    return None
            if self._menu_rect().collidepoint(ev.pos):
                self.open_menu()
                return None
            if self.drag:
                self._drop(ev.pos)
            return None
        if ev.type == pygame.MOUSEWHEEL:
            if self.layout.zones["log"].collidepoint(self.mouse):
                self.log_scroll = max(0, min(len(self.log_lines) - 1, self.log_scroll + ev.y * 2))
                self.dirty = True
                self._layer_gen += 1
            return None
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                if self.zoom_key:
                    self.zoom_key, self.zoom_sticky = None, False
                else:
                    self.open_menu()
                return None
            if ev.key == pygame.K_F1:
                from game.ui.menus import RulesScene
                self.app.push(RulesScene(self.app))
                return None
            if ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
                self.undo()
                return None
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and "end" in self._legal():
                self._ask_end()
                return None
            if ev.key == pygame.K_SPACE:
                self.tweens.finish_all()
                return None
            if pygame.K_1 <= ev.key <= pygame.K_9:
                i = ev.key - pygame.K_1
                if i < len(self.option_buttons) and self.option_buttons[i].enabled:
                    self.option_buttons[i].action()
                    return None
        return ev

    def _stat_at(self, pos: tuple[int, int]) -> str | None:
        for k, r in self.layout.zones.items():
            if k.startswith("stat") and r.collidepoint(pos):
                return k
        return None

    def _drop(self, pos: tuple[int, int]) -> None:
        """Release the held card: submit the drop's action, or snap back and say why."""
        held = self.drag
        self.hover_key = None
        self.hover_time = 0.0
        sp = self.sprites.get(held.key) if held else None
        if held is None or sp is None:
            self.drag = None
            return
        targets = self._targets()
        zones = drop_zones(held.key, self.view, self.layout, self._legal(), targets)
        held, action = self.dragger.release(pos, sp.rect.center, zones)
        submitted = False
        if action:
            submitted = self.submit(action)
        elif not held.moved:
            if held.key.startswith("hand:"):
                self.zoom_key, self.zoom_sticky = held.key, True
            elif held.key in targets:   # a plain click on a usable card
                submitted = self.submit(targets[held.key])
        elif held.key.startswith("hand:"):
            slots = self.layout.zones.get("slots")
            near = slots is not None and slots.inflate(slots.w * 0.1, slots.h * 0.4).collidepoint(pos)
            d = self.view.get("decision") or {}
            s = d.get("seat")
            if near and s is not None and s != self.viewer:
                self._toast(tr("not_now", name=self.match.names[s]), error=True)
            elif near and d.get("kind") in ("play", "kingdom"):
                self._toast(tr("hint:" + d["kind"]), error=True)
            else:
                self._toast(tr("drop_here"), error=True)
        if not submitted and held.key in self.sprites:
            self.tweens.add(Tween(sp.rect, {"x": held.origin.x, "y": held.origin.y}, 0.3, out_back))

    def _explain_refusal(self, key: str) -> None:
        """A click on a card that cannot be used now: say why."""
        if key.startswith(("deck", "discard", "cdeck", "cdiscard", "imm:", "rev:", "crev:", "look:")) or ":slot" in key:
            self.zoom_key, self.zoom_sticky = key, True
            return
        d = self.view.get("decision") or {}
        ident = _face_for(key, self.view)[1]
        name = card_name(ident)
        info = _card_info(key, self.view)
        if d.get("seat") != self.viewer or d.get("kind") != "kingdom":
            if self.view["phase"] == "kingdom" and self.view.get("active") != self.viewer:
                why = tr("why_not_turn")
            else:
                self.zoom_key, self.zoom_sticky = key, True
                return
        elif info and info.get("tilted"):
            why = tr("why_tilted")
        elif key.startswith("w:") and self.view.get("wonder_uses_left", 1) == 0:
            why = tr("why_wonder")
        else:
            why = self._why_not(key, ident)
        self._toast(tr("cant_use", card=name, why=why), error=True)

    def _why_not(self, key: str, ident: str | None) -> str:
        """The rules' reason (via the controller), else the most likely one read off the view."""
        ask = getattr(self.match, "why_not", None)
        if ask is not None and ident is not None:
            why = ask(self.viewer, ident)
            if why:
                return self._reason_text(why)
        db = default_db()
        if ident is None or ident not in db.by_key:
            return tr("why_cost")
        card = db.card(ident)
        me = self.view["seats"][self.viewer]
        owner = int(key[1:key.index(":")]) if key.startswith("s") and ":" in key else None
        if owner is not None and owner != self.viewer and ":h:" in key:
            return tr("why_hero")
        if not card.action:
            return tr("why_no_action")
        cost = sum(st.params.get("coins", 0) for st in card.action if st.verb == "pay")
        roam = 0
        if owner is not None and owner != self.viewer:
            roam = self.view["seats"][owner].get("roam_cost", {}).get(ident, 0)
        if cost + roam > me["coins"]:
            return tr("why_coins", n=cost + roam, have=me["coins"])
        gains_civ = all(st.verb == "gain" and set(st.params) <= {"mil", "sci", "cha"} for st in card.action)
        if gains_civ and me["mil"] + me["sci"] + me["cha"] >= 10:
            return tr("why_cap")
        return tr("why_cost")

    def _reason_text(self, why: dict) -> str:
        """Words for a why_not reason code."""
        code = why.get("reason", "")
        lg = lang()
        if code == "cost":
            need = why.get("need") or {}
            words = ", ".join(cardtext.res_word(r, n, lg) if r != "civ" else cardtext.res_word("civ", n, lg)
                              for r, n in need.items() if n)
            return tr("why:cost", what=words or "?")
        if code in ("roaming_coins",):
            return tr("why_coins", n=why.get("need", 0), have=why.get("have", 0))
        if code == "capped":
            return tr("why:capped", what={"civ": "+".join(contest_word(w) for w in ("mil", "sci", "cha")),
                                          "coins": cardtext.res_word("coins", 10, lg),
                                          "diamond": tr("cat:diamond")}.get(why.get("what", ""), why.get("what", "")))
        if code == "zero":
            return tr("why:zero")
        simple = {"not_your_turn": "why_not_turn", "no_action": "why_no_action", "not_yours": "why_hero",
                  "used": "why_tilted", "wonder_limit": "why_wonder"}
        if code in simple:
            return tr(simple[code])
        return tr("why:" + code) if ("why:" + code) in STRINGS else tr("why_cost")

    def open_menu(self) -> None:
        from game.ui.menus import PauseScene
        self.app.push(PauseScene(self.app, self))

    def _menu_rect(self) -> FRect:
        top = self.layout.zones["top"]
        return FRect(top.right - top.h * 3.2, top.y + 3, top.h * 3, top.h - 6)

    # ------------------------------------------------------------------ update

    def update(self, dt: float) -> None:
        super().update(dt)
        # after the first frames, draw the other faces in the background (paused while anything animates)
        if self.app.frames >= 2 and self._to_warm - self._warmed:
            db = default_db()
            names = [f"civ:{c.key}" for c in db.civ] + [f"immortal:{im.id}" for im in db.immortals]
            self.app.faces.prewarm(names, self._to_warm - self._warmed)
            self._warmed |= self._to_warm
        if self.msg_ttl > 0:
            self.msg_ttl = max(0.0, self.msg_ttl - dt)
        if self.hover_key is not None:
            self.hover_time += dt
            if self.hover_time >= 0.5 and self.zoom_key is None and not self.drag and \
                    self.hover_key in self.layout.cards:
                self.zoom_key = self.hover_key
        if self.tweens.busy or self.curtain_up or self.drag is not None:
            return
        if self.pending_shot:
            self.app.screenshot(self.pending_shot)
            self.pending_shot = None
        if self.match.over:
            if not self.results_shown:
                self.results_shown = True
                from game.ui.overlays import ResultsScene
                self.app.push(ResultsScene(self.app, self.view, self.match.names, self.match.seats))
            return
        if self.match.bot_to_act() is not None and self.app.stack.top is self:
            self.match.start_bot()
            self.bot_wait -= dt
            if self.bot_wait <= 0 and self.match.bot_ready():
                if self.match.apply_bot():
                    self.sync()
                self.bot_wait = self._pace()

    # ------------------------------------------------------------------ drawing

    def _moving(self) -> set[str]:
        """Keys of the sprites a tween is moving, turning or flipping (and the held one)."""
        ids = {}
        for key, sp in self.sprites.items():
            ids[id(sp)] = key
            ids[id(sp.rect)] = key
        moving = {ids[id(t.target)] for t in self.tweens.items if id(t.target) in ids}
        if self.drag:
            moving.add(self.drag.key)
        return moving

    def draw(self, surf: pygame.Surface) -> None:
        """Cached layer (felt, panels, resting cards, texts) + what moves on top of it."""
        size = surf.get_size()
        if self._bg is None or self._bg.get_size() != size:
            self._bg = self._draw_static(size)
            self._layer_key = None
        targets = self._targets()
        legal_now = self._legal()
        moving = self._moving()
        key = (self._layer_gen, frozenset(moving), size, id(self._bg))
        if key != self._layer_key:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self._layer = self._layer.convert()
            layer = self._layer
            layer.blit(self._bg, (0, 0))
            self._draw_dynamic_panels(layer)
            for k, sp in self.sprites.items():
                if k not in moving:
                    self._draw_card(layer, sp, glow=k in targets or (k.startswith("hand:") and
                                                                      f"pick {k[5:]}" in legal_now))
            self._draw_text_panels(layer)
            self._layer_key = key
        surf.blit(self._layer, (0, 0))
        for s in range(self.view["players"]):
            self._draw_seat_header(surf, s)
        drop_zone = self._free_slot_zone() if self.drag and drop_zones(
            self.drag.key, self.view, self.layout, legal_now, targets) and self.drag.key.startswith("hand:") else None
        if drop_zone is None and "pick" in (self.view.get("decision") or {}).get("kind", "") and \
                self.view["decision"].get("seat") == self.viewer and legal_now:
            drop_zone = self._free_slot_zone()
        if drop_zone is not None:
            t = pygame.time.get_ticks() / 300
            glow = 3 + int(2 * (1 + math.sin(t)))
            pygame.draw.rect(surf, gfx.GLOW, drop_zone.inflate(glow * 2, glow * 2), width=glow, border_radius=8)
        for k, sp in self.sprites.items():
            if k in moving and not (self.drag and k == self.drag.key):
                self._draw_card(surf, sp, glow=k in targets)
        for sp in list(self.ghosts):
            self._draw_card(surf, sp)
        if self.drag and self.drag.key in self.sprites:
            self._draw_card(surf, self.sprites[self.drag.key], lifted=True)
        for f in self.flights:
            surf.blit(gfx.icon(f.kind, int(f.rect.w)), f.rect.topleft)
        for b in self.buttons:
            b.draw(surf)
        if self.banner and self.banner.alpha > 1:
            self._draw_banner(surf)
        self._draw_hover(surf)
        hb = next((b for b in self.buttons if b.hover and b.tip), None)
        if hb is not None and not self.drag:
            self._tooltip(surf, hb.tip, at=(hb.rect.x, hb.rect.y - self.layout.font * 2.6), width=hb.rect.w)
        if self.msg_ttl > 0:
            self._draw_toast(surf)

    def _draw_static(self, size: tuple[int, int]) -> pygame.Surface:
        bg = gfx.felt(size)
        lay = self.layout
        for k, r in lay.zones.items():
            if k.startswith("opp") or k in ("me", "center", "log", "panel"):
                gfx.panel(bg, r, alpha=120 if k != "log" else 170)
        top = lay.zones["top"]
        pygame.draw.rect(bg, (12, 22, 20), top)
        pygame.draw.line(bg, gfx.PANEL_EDGE, top.bottomleft, top.bottomright)
        return bg

    def _draw_dynamic_panels(self, surf: pygame.Surface) -> None:
        lay = self.layout
        v = self.view
        fs = lay.font
        to_act = (v.get("decision") or {}).get("seat")
        active = v.get("active")
        for s in range(v["players"]):
            r = lay.zones.get(f"opp{s}") if s != self.viewer else lay.zones["me"]
            if r is None:
                continue
            if s == to_act or s == active:
                col = gfx.GLOW if s == to_act else gfx.GOLD
                pygame.draw.rect(surf, col, r.inflate(2, 2), width=3, border_radius=9)
        # empty slots with their coin values
        rnd = v["round"] - 1
        if v["phase"] == "draft":
            values = default_db().game["slot_coins"][rnd]
            for j in range(len(v["seats"][self.viewer]["slots"]), len(values)):
                z = lay.zones.get(f"slot{j}")
                if z is None:
                    continue
                pygame.draw.rect(surf, (60, 90, 75), z, width=2, border_radius=6)
                gfx.blit_text(surf, f"{j + 1}", (z.centerx, z.y + z.h * 0.3), int(fs * 1.3), gfx.DIM, anchor="center")
                ic = gfx.icon("coins", int(fs * 1.2))
                surf.blit(ic, ic.get_rect(center=(z.centerx - fs * 0.5, z.centery + fs * 0.6)))
                gfx.blit_text(surf, str(values[j]), (z.centerx + fs * 0.3, z.centery + fs * 0.6), fs, gfx.GOLD,
                              anchor="midleft")
                if rnd == 0 and j == 3:
                    gfx.blit_text(surf, "x2", (z.centerx, z.bottom - fs), fs, gfx.GOLD, bold=True, anchor="center")
            me = v["seats"][self.viewer]
            limits = default_db().game["max_plays"]
            sz = lay.zones.get("slots")
            if me.get("plays") is not None and sz is not None and rnd < len(limits) and not self.spectator:
                left = max(0, limits[rnd] - me["plays"])
                gfx.blit_text(surf, tr("plays_left", n=left, total=limits[rnd]), (sz.right + fs * 0.5, sz.centery),
                              fs, gfx.GOLD if left else gfx.RED, bold=True, anchor="midleft")
        # centre labels
        cz = lay.zones["wonders"]
        gfx.blit_text(surf, f"{tr('wonders')} — " + (f"{v.get('wonder_uses_left', 0)}× " + tr("cards_usable")
                                                      if v["phase"] == "kingdom" else ""),
                      (cz.x + 8, cz.y + 3), fs, gfx.DIM)
        pz = lay.zones["piles"]
        for key, label in (("deck", f"{tr('deck')} {v['deck_count']}"), ("discard", f"{tr('discard')} "
                                                                                     f"{len(v['discard'])}"),
                           ("cdeck", f"{tr('commerce')} {v['commerce_deck_count']}"),
                           ("cdiscard", f"{tr('discard')} {len(v['commerce_discard'])}")):
            r = lay.cards.get(key)
            if r:
                gfx.blit_text(surf, gfx.fit_text(label, int(fs * 0.85), r.w + 20), (r.centerx, pz.y + 3),
                              int(fs * 0.85), gfx.DIM, anchor="midtop")
        rz = lay.zones.get("revealed")
        if rz:
            gfx.blit_text(surf, "Revealed" if lang() == "en" else "Révélé", (rz.x + 8, rz.y + 3), fs, gfx.GOLD)
        label = tr("diamonds_left", n=v["diamonds_left"])
        lw = gfx.font(fs).size(label)[0]
        ic = gfx.icon("diamond", fs)
        x = cz.right - lw - fs * 1.6
        surf.blit(ic, (x, cz.y + 3))
        gfx.blit_text(surf, label, (x + fs * 1.3, cz.y + 3), fs, gfx.TEXT)

    def _pending_coins(self, seat: int) -> int:
        """Coins of transformed cards not yet paid (the draft pays them at its end)."""
        if self.view["phase"] != "draft":
            return 0
        return sum(sl["coins"] or self._slot_coins(j) for j, sl in enumerate(self.view["seats"][seat]["slots"])
                   if sl["status"] in ("transformed", "chose_transform"))

    def _shown(self, seat: int, res: str) -> int:
        sv = self.view["seats"][seat]
        if res == "culture":
            return sum(c["culture"] for c in sv["buildings"] + sv["heroes"]) + sv.get("narashima_culture", 0)
        if res == "hand":
            return sv["hand_count"]
        return max(0, sv.get(res, 0) - self.pending.get((seat, res), 0))

    def _draw_seat_header(self, surf: pygame.Surface, s: int) -> None:
        """Name and token counters of seat s, cached as one surface until a number changes."""
        lay = self.layout
        v = self.view
        if self._header_zones.get(s, (None,))[0] is not lay:
            keys = [k for k in lay.zones if k.startswith(f"stat{s}:")]
            zones = [lay.zones[f"name{s}"]] + [lay.zones[k] for k in keys]
            box = zones[0].unionall(zones[1:]).inflate(4, 4)
            self._header_zones[s] = (lay, box, [k.split(":", 1)[1] for k in keys])
        _, box, res_list = self._header_zones[s]
        stats = tuple(self._shown(s, res) for res in res_list)
        key = (id(lay), stats, v.get("first_player") == s, (v.get("decision") or {}).get("seat") == s,
               self._is_me(s), lang())
        cached = self._headers.get(s)
        if cached is None or cached[0] != key:
            layer = pygame.Surface((int(box.w) + 1, int(box.h) + 1), pygame.SRCALPHA)
            self._paint_seat_header(layer, s, (-box.x, -box.y))
            cached = self._headers[s] = (key, layer)
        surf.blit(cached[1], (box.x, box.y))

    def _paint_seat_header(self, surf: pygame.Surface, s: int, offset: tuple[float, float]) -> None:
        lay = self.layout
        v = self.view
        fs = lay.font
        ox, oy = offset
        head = lay.zones[f"name{s}"].move(ox, oy)
        sv = v["seats"][s]
        x = head.x
        if v.get("first_player") == s:
            ic = gfx.icon("first", int(fs * 1.3))
            surf.blit(ic, (x, head.y))
            x += fs * 1.5
        kind = self.match.seats[s]
        tag = tr("you") if self._is_me(s) else (tr(kind) if kind != "human" else tr("human"))
        if kind.startswith("bot:") and not self._is_me(s):   # "Bot 5 (hard)", not "Bot 5 (Bot Hard)"
            tag = tr("level:" + kind[4:])
        full = f"{sv['name']} ({tag})"
        nfs = gfx.fit_size(full, fs, head.right - x, bold=True, smallest=0.8)
        name = gfx.fit_text(full, nfs, head.right - x, bold=True)
        to_act = (v.get("decision") or {}).get("seat") == s
        gfx.blit_text(surf, name, (x, head.y + (fs - nfs) / 2), nfs, gfx.GLOW if to_act else gfx.TEXT, bold=True)
        for k, r in lay.zones.items():
            if not k.startswith(f"stat{s}:"):
                continue
            r = r.move(ox, oy)
            res = k.split(":", 1)[1]
            ic = gfx.icon(res if res != "hand" else "civ", lay.icon)
            if res == "hand":
                ic = self.app.faces.get("back:civ", lay.icon * 0.72, lay.icon)
            surf.blit(ic, (r.x, r.centery - lay.icon / 2))
            n = self._shown(s, res)
            gfx.blit_text(surf, str(n), (r.x + lay.icon + 2, r.centery), fs, gfx.TEXT if n else gfx.DIM,
                          anchor="midleft")
            if res == "coins" and self._pending_coins(s):   # Transform coins, paid when the draft ends
                w = gfx.font(fs).size(str(n))[0]
                extra = f"+{self._pending_coins(s)}"
                efs = int(fs * 0.8)
                if r.x + lay.icon + 4 + w + gfx.font(efs, True).size(extra)[0] <= r.right - 4:
                    gfx.blit_text(surf, extra, (r.x + lay.icon + 4 + w, r.centery), efs, gfx.GOLD, bold=True,
                                  anchor="midleft")

    def _draw_card(self, surf: pygame.Surface, sp: CardSprite, glow: bool = False, lifted: bool = False) -> None:
        r = sp.rect
        if sp.face == "empty":
            pygame.draw.rect(surf, (60, 90, 75), r, width=2, border_radius=6)
            return
        face = sp.face if sp.flip >= 0 else ("back:civ" if sp.face.startswith("civ") else sp.face)
        w = max(2, r.w * abs(sp.flip)) if sp.flip != 1 else r.w
        angle = int(round(sp.angle / 3.0)) * 3
        target = self.layout.cards.get(sp.key)
        base_h = target.h if target is not None else r.h
        lift_y = 0.0
        fanned = False
        if sp.key.startswith("hand:") and not lifted and not angle and sp.flip == 1:
            hand = self.view["me"]["hand"]
            k = sp.key[5:]
            if k in hand and len(hand) > 1:   # a gentle fan: outer cards turn, the middle one rises a little
                off = hand.index(k) - (len(hand) - 1) / 2
                angle = -int(round(off)) * 3 if abs(off) >= 0.5 else 0
                lift_y = (off * off - ((len(hand) - 1) / 2) ** 2) * r.h * 0.01
                fanned = True
        if fanned:
            img = self.app.faces.get(face, r.w, r.h, angle, base_h)
        elif angle:
            scale = 1 - (1 - r.w / r.h) * (angle / 90)   # a tilted card shrinks to keep its row
            img = self.app.faces.get(face, r.w * scale, r.h * scale, angle, base_h)
        else:
            img = self.app.faces.get(face, w, r.h, 0, base_h)
        if sp.alpha < 255:
            img = img.copy()
            img.set_alpha(int(sp.alpha))
        dest = img.get_rect(center=(round(r.centerx), round(r.centery + lift_y)))
        if lifted:
            shadow = pygame.Rect(dest).move(6, 8)
            pygame.draw.rect(surf, (0, 0, 0), shadow, border_radius=8)
        if glow:
            t = pygame.time.get_ticks() / 300
            g = 2 + int(1.5 * (1 + math.sin(t)))
            if fanned and angle:
                a = math.radians(-angle)
                hw, hh = r.w / 2 + g, r.h / 2 + g
                c = dest.center
                pts = [(c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a))
                       for x, y in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]
                pygame.draw.polygon(surf, gfx.GLOW, pts, width=g)
            else:
                pygame.draw.rect(surf, gfx.GLOW, pygame.Rect(dest).inflate(g * 2 + 2, g * 2 + 2), width=g,
                                 border_radius=8)
        surf.blit(img, dest)
        self._draw_card_marks(surf, sp, dest)

    def _draw_card_marks(self, surf: pygame.Surface, sp: CardSprite, dest: pygame.Rect) -> None:
        """Culture on a card, coins on a transformed slot, an eye on my own hidden slot."""
        fs = self.layout.font
        info = _card_info(sp.key, self.view)
        if info and info.get("culture"):
            size = int(max(10, min(fs * 1.2, dest.w * 0.42)))
            ic = gfx.icon("culture", size)
            label = gfx.text(str(info["culture"]), int(max(11, size * 0.85)), gfx.TEXT, bold=True)
            bw, bh = size + label.get_width() + 4, max(size, label.get_height())
            badge = pygame.Rect(dest.right - bw - 3, dest.bottom - bh - 3, bw, bh)   # clear of the number
            pygame.draw.rect(surf, (20, 15, 20), badge, border_radius=size // 2)
            surf.blit(ic, (badge.x + 1, badge.centery - size / 2))
            surf.blit(label, (badge.x + size + 2, badge.centery - label.get_height() / 2))
        if ":slot" in sp.key:
            s = int(sp.key[1:sp.key.index(":")])
            j = int(sp.key.rsplit("slot", 1)[1])
            slots = self.view["seats"][s]["slots"]
            if j < len(slots):
                slot = slots[j]
                if slot["status"] in ("transformed", "chose_transform"):
                    # a coin badge along the bottom edge, clear of the emblem in the middle of the back
                    n = slot["coins"] or self._slot_coins(j)
                    size = int(max(10, min(dest.w * 0.3, fs * 1.2)))
                    ic = gfx.icon("coins", size)
                    label = gfx.text(f"+{n}", int(max(11, size * 0.9)), gfx.GOLD, bold=True)
                    bw, bh = size + label.get_width() + 8, max(size, label.get_height()) + 2
                    badge = pygame.Rect(0, 0, bw, bh)
                    badge.midbottom = (dest.centerx, dest.bottom - 3)
                    pygame.draw.rect(surf, (20, 15, 20), badge, border_radius=bh // 2)
                    surf.blit(ic, (badge.x + 3, badge.centery - size / 2))
                    surf.blit(label, (badge.x + size + 5, badge.centery - label.get_height() / 2))
                elif slot["status"] == "hidden" and s == self.viewer:
                    veil = pygame.Surface(dest.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 90))
                    surf.blit(veil, dest)
                    gfx.blit_text(surf, "?", dest.center, int(fs * 1.6), gfx.GLOW, bold=True, anchor="center")

    def _draw_text_panels(self, surf: pygame.Surface) -> None:
        lay = self.layout
        v = self.view
        fs = lay.font
        top = lay.zones["top"]
        phase = v["phase"]
        bits = [tr("round", n=v["round"]), tr("phase:" + phase)]
        if phase == "draft":
            total = len(default_db().game["slot_coins"][v["round"] - 1])
            bits.append(tr("pick_n", n=min(v["pick"], total), total=total))
            bits.append(tr("passes_left" if v.get("direction", 1) == 1 else "passes_right"))
        d = v.get("decision") or {}
        s = d.get("seat")
        if phase == "kingdom" and v.get("active") is not None:
            a = v["active"]
            bits.append(tr("your_turn") if self._is_me(a) else tr("turn_of", name=self.match.names[a]))
        elif s is not None:
            bits.append(tr("you_to_act") if self._is_me(s) else tr("to_act", name=self.match.names[s]))
        gfx.blit_text(surf, "   ·   ".join(bits), (top.x + 12, top.centery), int(fs * 1.1), gfx.TEXT, bold=True,
                      anchor="midleft")
        mr = self._menu_rect()
        pygame.draw.rect(surf, (45, 70, 60), mr, border_radius=6)
        gfx.blit_text(surf, tr("menu") + " (Esc)", mr.center, fs, gfx.TEXT, anchor="center")
        # log
        lr = lay.zones["log"]
        gfx.blit_text(surf, tr("log"), (lr.x + 8, lr.y + 4), fs, gfx.GOLD, bold=True)
        lfs = max(12, int(fs * 0.85))
        lh = lfs * 1.3
        y = lr.bottom - 6
        wrapped: list[tuple[str, bool]] = []
        lines = self.log_lines[:len(self.log_lines) - self.log_scroll] if self.log_scroll else self.log_lines
        if self.log_scroll:
            gfx.blit_text(surf, f"-{self.log_scroll}", (lr.right - 8, lr.y + 4), lfs, gfx.DIM, anchor="topright")
        for text, last in reversed(lines):
            for piece in reversed(gfx.wrap(text, lfs, int(lr.w - 16))):
                wrapped.append((piece, last))
            if len(wrapped) * lh > lr.h:
                break
        for text, last in wrapped:
            y -= lh
            if y < lr.y + fs * 1.6:
                break
            if last:
                pygame.draw.rect(surf, (70, 60, 25), (lr.x + 3, y, lr.w - 6, lh))
            gfx.blit_text(surf, text, (lr.x + 8, y + 1), lfs, gfx.GLOW if last else gfx.TEXT)
        # action panel: hint text at the top
        pr = lay.zones["panel"]
        d_kind = d.get("kind") if s == self.viewer and not self.spectator else None
        title = tr("dk:" + d_kind) if d_kind else (tr("waiting_for", name=self.match.names[s]) if s is not None else "")
        tfs = gfx.fit_size(title, int(fs * 1.05), pr.w - 16, bold=True, smallest=0.85)
        tlines = gfx.wrap(title, tfs, int(pr.w - 30)) if gfx.font(tfs, True).size(title)[0] > pr.w - 16 else [title]
        for i, line in enumerate(tlines[:2]):   # a long title wraps onto a second line instead of running off
            gfx.blit_text(surf, gfx.fit_text(line, tfs, pr.w - 16, bold=True), (pr.x + 8, pr.y + 6 + i * tfs * 1.2),
                          tfs, gfx.GLOW if d_kind else gfx.DIM, bold=True)
        y = pr.y + fs * 2 + (min(2, len(tlines)) - 1) * tfs * 1.2
        for line in gfx.wrap(self.hint(), fs, int(pr.w - 16))[:4]:
            gfx.blit_text(surf, line, (pr.x + 8, y), fs, gfx.TEXT)
            y += fs * 1.25
        note = self._auto_transform_note()
        if note:
            for line in gfx.wrap(note, fs, int(pr.w - 16))[:3]:
                gfx.blit_text(surf, line, (pr.x + 8, y), fs, gfx.GOLD, bold=True)
                y += fs * 1.25
        if d_kind == "play":
            slot = d.get("slot", 0)
            key = v["seats"][self.viewer]["slots"][slot]["key"] if slot < len(v["seats"][self.viewer]["slots"]) \
                else None
            if key:
                card = default_db().card(key)
                bonus = cardtext.describe(card.bonus, lang()) if card.bonus else "—"
                if v["round"] == 1 and v["pick"] == 4 and card.bonus:
                    bonus += "  (x2)"
                for line in gfx.wrap(f"{card_name(key)} — " + tr("kv", k="Bonus", v=bonus), fs, int(pr.w - 16))[:3]:
                    gfx.blit_text(surf, line, (pr.x + 8, y), fs, gfx.GOLD)
                    y += fs * 1.25
        peeked = v["me"].get("peeked")
        if peeked:
            gfx.blit_text(surf, tr("peeked", name=self.match.names[peeked["seat"]],
                                   imm=card_name(peeked["immortal"])), (pr.x + 8, y), fs, gfx.GOLD)

    def _draw_banner(self, surf: pygame.Surface) -> None:
        b = self.banner
        W, H = surf.get_size()
        fs = int(self.layout.font * 2.2)
        t = gfx.text(b.text, fs, gfx.GOLD, bold=True)
        h = fs * (2.6 if b.sub else 1.8)
        band = pygame.Surface((W, int(h)), pygame.SRCALPHA)
        band.fill((0, 0, 0, int(min(180, b.alpha * 0.7))))
        y = H * 0.42 - h / 2
        surf.blit(band, (0, y))
        t2 = t.copy()
        t2.set_alpha(int(b.alpha))
        surf.blit(t2, t2.get_rect(center=(W / 2, y + fs * 0.9)))
        if b.sub:
            s = gfx.text(b.sub, int(fs * 0.55), gfx.TEXT).copy()
            s.set_alpha(int(b.alpha))
            surf.blit(s, s.get_rect(center=(W / 2, y + fs * 1.9)))

    def _draw_toast(self, surf: pygame.Surface) -> None:
        fs = self.layout.font
        me = self.layout.zones["me"]
        t = gfx.text(self.msg, int(fs * 1.1), (255, 240, 200), bold=True)
        r = t.get_rect(center=(me.centerx, me.y - fs * 0.2))
        r.clamp_ip(surf.get_rect())
        if self.msg_err:
            gfx.panel(surf, FRect(r.inflate(24, 12)), fill=(70, 30, 25), edge=gfx.RED, alpha=235)
        else:
            gfx.panel(surf, FRect(r.inflate(24, 12)), fill=(20, 40, 36), edge=gfx.GOLD, alpha=235)
        surf.blit(t, r)

    def _draw_hover(self, surf: pygame.Surface) -> None:
        lay = self.layout
        W, H = surf.get_size()
        key = self.zoom_key
        hover = self.hover_key
        if hover and hover.startswith("stat") and not self.drag:
            s, res = hover[4:].split(":")
            tip = STAT_TIPS.get(res, (res, res))[1 if lang() == "fr" else 0]
            text = tr("kv", k=self.match.names[int(s)], v=f"{tip} = {self._shown(int(s), res)}")
            if res == "coins" and self._pending_coins(int(s)):
                text += " " + tr("pending_coins", n=self._pending_coins(int(s)))
            self._tooltip(surf, text)
        if hover and hover.startswith("s") and ":b:" in hover and not hover.startswith(f"s{self.viewer}:"):
            s = int(hover[1:hover.index(":")])
            k = hover.rsplit(":", 1)[1]
            cost = self.view["seats"][s].get("roam_cost", {}).get(k)
            zoomed = key == hover and key in self.sprites and not self.drag   # the zoom says it already
            if cost is not None and self.view["phase"] == "kingdom" and not zoomed:
                self._tooltip(surf, tr("roam_cost", coins=cardtext.res_word("coins", cost, lang())))
        if not self.drag and not (key and key in self.sprites):
            tip = self._spot_tip()
            if tip:
                self._tooltip(surf, tip)
        if not key or key not in self.sprites or self.drag:
            return
        if self.msg and self.msg_err and self.msg_ttl > 0:
            return   # a refusal is being said: the enlarged card would sit under it
        sp = self.sprites[key]
        face = sp.face
        if face == "empty":
            return
        if face.startswith("back"):   # nothing to read on a card back: a small tooltip, not a huge blank card
            self._tooltip(surf, self._back_tip(key))
            return
        zh = int(min(H * 0.7, 620))
        zw = int(zh / layout.CARD_RATIO)
        r = sp.rect
        x = r.right + 12 if r.centerx < W / 2 else r.x - zw - 12
        x = max(6, min(W - zw - 6, x))
        y = max(lay.zones["top"].bottom + 4, min(H - zh - 6, r.centery - zh / 2))
        img = self.app.faces.get(face, zw, zh)
        pygame.draw.rect(surf, (0, 0, 0), pygame.Rect(x + 8, y + 10, zw, zh), border_radius=12)
        surf.blit(img, (x, y))
        extra = self._zoom_extra(key)
        if extra:
            self._tooltip(surf, extra, at=(x, y + zh + 4), width=zw)

    def _spot_tip(self) -> str:
        """Tooltips for small marks that are not cards: the doubled slot, the first-player crown."""
        lay, v, fs = self.layout, self.view, self.layout.font
        mx, my = self.mouse
        if v["phase"] == "draft" and v["round"] == 1:
            z = lay.zones.get("slot3")
            if z is not None and z.collidepoint(mx, my) and len(v["seats"][self.viewer]["slots"]) <= 3:
                return tr("x2_tip")
        fp = v.get("first_player")
        head = lay.zones.get(f"name{fp}") if fp is not None else None
        if head is not None and FRect(head.x, head.y, fs * 1.4, fs * 1.4).collidepoint(mx, my):
            return tr("first_tip", name=self.match.names[fp])
        return ""

    def _back_tip(self, key: str) -> str:
        """What a face-down card is, in words."""
        v = self.view
        if key.startswith("imm:"):
            return tr("hidden_immortal_tip")
        if key in ("deck", "cdeck"):
            return self._zoom_extra(key)
        if ":slot" in key:
            s = int(key[1:key.index(":")])
            j = int(key.rsplit("slot", 1)[1])
            slots = v["seats"][s]["slots"]
            if j < len(slots) and slots[j]["status"] in ("transformed", "chose_transform"):
                n = slots[j]["coins"] or self._slot_coins(j)
                text = tr("facedown_coins", n=n)
                if slots[j]["key"]:
                    text = f"{card_name(slots[j]['key'])} — {text}"
                return text
        return tr("facedown")

    def _zoom_extra(self, key: str) -> str:
        v = self.view
        if key == "discard":
            return tr("kv", k=tr("discard"), v=", ".join(card_name(k) for k in v["discard"][-8:]))
        if key == "deck":
            return tr("kv", k=tr("deck"), v=v["deck_count"])
        if key == "cdeck":
            return tr("kv", k=tr("commerce"), v=v["commerce_deck_count"])
        if key.startswith("s") and ":b:" in key and not key.startswith(f"s{self.viewer}:"):
            s = int(key[1:key.index(":")])
            cost = v["seats"][s].get("roam_cost", {}).get(key.rsplit(":", 1)[1])
            return tr("roam_cost", coins=cardtext.res_word("coins", cost, lang())) if cost is not None else ""
        if key.startswith("imm:") and _face_for(key, v)[0] == "back:immortal":
            return tr("kv", k=tr("immortal"), v=tr("hidden_immortal"))
        return ""

    def _tooltip(self, surf: pygame.Surface, text: str, at: tuple[float, float] | None = None,
                 width: float | None = None) -> None:
        fs = self.layout.font
        W, H = surf.get_size()
        width = width or min(W * 0.3, 420)
        lines = gfx.wrap(text, fs, int(width - 16))
        h = len(lines) * fs * 1.3 + 12
        w = max(gfx.font(fs).size(line)[0] for line in lines) + 16
        x, y = at if at else (self.mouse[0] + 16, self.mouse[1] + 16)
        r = FRect(x, y, w, h)
        r.clamp_ip(FRect(0, 0, W, H))
        gfx.panel(surf, r, fill=(10, 15, 14), edge=gfx.GOLD, alpha=240)
        for i, line in enumerate(lines):
            gfx.blit_text(surf, line, (r.x + 8, r.y + 6 + i * fs * 1.3), fs, gfx.TEXT)
