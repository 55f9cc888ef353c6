"""Pointer and keys: hit tests, drag and drop onto targets from the legal actions, and why a click is refused.

A part of TableScene (game/ui/table/scene.py): `Pointer` owns the held card, the hovered and the enlarged one and the
pointer's place; its clicks reach the rest through the scene (submit, skip, undo) and its parts (panel, banners)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame
from pygame import FRect

from game import cardtext
from game.rules import default_db
from game.ui.i18n import lang, tr
from game.ui.table.drag import DragController, Held, drop_zones
from game.ui.table.sprites import card_info, face_for
from game.ui.text.logtext import card_name
from game.ui.widgets import gfx

if TYPE_CHECKING:
    from game.rules.checks import Capped, Cost, Refusal, RoamingCoins
    from game.ui.table.context import TableContext

# why_not reason codes said by one fixed string each (the others carry amounts or a list, see refusal_text)
_PLAIN_REASONS = {"not_your_turn": "why_not_turn", "no_action": "why_no_action", "not_yours": "why_hero",
                  "used": "why_tilted", "wonder_limit": "why_wonder", "zero": "why:zero",
                  "no_receiver": "why:no_receiver", "no_building": "why:no_building", "no_target": "why:no_target",
                  "nothing_to_copy": "why:nothing_to_copy", "no_hero": "why:no_hero",
                  "empty_deck": "why:empty_deck", "condition": "why:condition"}


def refusal_text(why: Refusal) -> str:
    """Words (": it costs 3 coins") for a why_not answer, in the current language; never empty, never raises on a
    documented answer (game/rules/checks.py `Refusal`), and falls back to the generic reason on anything else."""
    code = why.get("reason", "")
    lg = lang()
    if code == "cost":
        need = cast("Cost", why).get("need") or {}   # its reason says which Refusal it is
        words = ", ".join(cardtext.res_word(r, n, lg) for r, n in need.items()
                          if n and isinstance(n, int) and r in ("coins", "mil", "sci", "cha", "civ"))
        return tr("why:cost", what=words) if words else tr("why_cost")
    if code == "roaming_coins":
        fee = cast("RoamingCoins", why)   # its reason says which Refusal it is
        return tr("why_coins", what=cardtext.res_word("coins", int(fee.get("need", 0)), lg), have=fee.get("have", 0))
    if code == "capped":
        what = cast("Capped", why).get("what") or []   # its reason says which Refusal it is
        what = [what] if isinstance(what, str) else list(what)
        caps = default_db().game["caps"]
        names = {"civ": cardtext.res_word("civ", caps["civ"], lg),
                 "coins": cardtext.res_word("coins", caps["coins"], lg), "diamond": tr("cat:diamond")}
        words = ", ".join(names.get(w, str(w)) for w in what)
        # nothing at a cap: only "up to" amounts are reached, so the card would give nothing
        return tr("why:capped", what=words) if words else tr("why:zero")
    if code in _PLAIN_REASONS:
        return tr(_PLAIN_REASONS[code])
    return tr("why_cost")


class Pointer:
    """The mouse and keys over the table: owns the held card, what the pointer hovers and since when, the enlarged
    card (and whether a click pinned it), and where the pointer is. Everything else it asks the scene and its parts."""

    def __init__(self, scene: TableContext) -> None:
        self.scene = scene
        self.dragger = DragController()
        self.hover_key: str | None = None   # the card or counter under the pointer
        self.hover_time = 0.0                # seconds it has been there (the card enlarges after half a second)
        self.zoom_key: str | None = None     # the enlarged card
        self.zoom_sticky = False             # pinned by a click: it stays when the pointer moves on
        self.mouse = (0, 0)

    @property
    def drag(self) -> Held | None:
        """The card held by the pointer, if any."""
        return self.dragger.held

    def busy(self) -> bool:
        """A card is held, or the pointer rests on one that is about to enlarge: keep drawing frames."""
        return self.drag is not None or (
            self.hover_key is not None and self.zoom_key is None and self.hover_time < 0.5)

    def update(self, dt: float) -> None:
        """A card the pointer rests on for half a second enlarges."""
        if self.hover_key is not None:
            self.hover_time += dt
            if self.hover_time >= 0.5 and self.zoom_key is None and not self.drag and \
                    self.hover_key in self.scene.layout.cards:
                self.zoom_key = self.hover_key

    def reset(self) -> None:
        """A new pair of eyes: nothing held, hovered or enlarged."""
        self.zoom_key, self.zoom_sticky, self.hover_key = None, False, None
        self.dragger.cancel()

    def targets(self) -> dict[str, str]:
        """Layout card key -> the action a click on it submits (from the legal actions only)."""
        scene = self.scene
        out: dict[str, str] = {}
        legal = scene._legal()
        by_card: dict[str, list[str]] = {}
        for a in legal:
            verb, _, arg = a.partition(" ")
            if verb in ("use", "power", "culture", "destroy", "copy", "choose", "swap") and arg:
                by_card.setdefault(arg, []).append(a)
        for key in scene.layout.cards:
            if key.startswith(("hand:", "s")) and ":slot" in key:
                continue
            ident = face_for(key, scene.view)[1]
            if ident in by_card:
                acts = by_card[ident]
                out[key] = next((a for a in acts if a.startswith("use ")), acts[0])
        return out

    def free_slot_zone(self) -> FRect | None:
        """The viewer's next empty draft slot (where a picked card goes), if the layout has it."""
        scene = self.scene
        j = len(scene.view["seats"][scene.viewer]["slots"])
        return scene.layout.zones.get(f"slot{j}")

    def handle(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        """Turn one pointer or key event into hover, zoom, a drag, a click or a key command; None once used."""
        scene = self.scene
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            scene.panel.handle(ev)
            if self.drag:
                topleft = self.dragger.motion(ev.pos)
                if topleft:
                    scene.anim.follow(self.drag.key, topleft)
                return None
            key = scene.layout.card_at(ev.pos) or self._stat_at(ev.pos)
            if key != self.hover_key:
                self.hover_key = key
                self.hover_time = 0.0
                if not self.zoom_sticky:
                    self.zoom_key = None
            return None
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and scene.claims.guarding():
            return None   # just after an overlay closed: a click meant for it never lands on the table
        if ev.type == pygame.MOUSEBUTTONDOWN:
            if scene.tweens.busy:
                scene.tweens.finish_all()
            if ev.button == 3:
                key = scene.layout.card_at(ev.pos)
                if key and self.zoom_key == key and self.zoom_sticky:
                    self.zoom_key, self.zoom_sticky = None, False
                else:
                    self.zoom_key, self.zoom_sticky = key, key is not None
                return None
            if ev.button != 1:
                return None
            # a hand card a click pinned (enlarged): a click on the glowing slot drafts it, as a drag there would
            pinned = self.zoom_key if self.zoom_sticky and (self.zoom_key or "").startswith("hand:") else None
            self.zoom_sticky = False
            self.zoom_key = None
            self.hover_key, self.hover_time = None, 0.0   # no tooltip left over the hand after a click
            if scene.panel.handle(ev):
                return None
            if scene.layout.zones["top"].collidepoint(ev.pos) and self.menu_rect().collidepoint(ev.pos):
                return None
            if self.skippable() and self.skip_button().rect.collidepoint(ev.pos):
                scene.skip()
                return None
            if pinned is not None and self._place(pinned, ev.pos):
                return None
            key = scene.layout.card_at(ev.pos)
            if key and (key.startswith("hand:") or key in self.targets()):
                self.dragger.press(key, ev.pos, scene.anim.lift(key))
                scene.app.sound.play("pickup")
            elif key:
                self._explain_refusal(key)
            return None
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if scene.panel.handle(ev):
                return None
            if self.menu_rect().collidepoint(ev.pos):
                scene.open_menu()
                return None
            if self.drag:
                self._drop(ev.pos)
            return None
        if ev.type == pygame.MOUSEWHEEL:
            if scene.layout.zones["log"].collidepoint(self.mouse):
                scene.panel.scroll_log(ev.y)
            return None
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                if self.zoom_key:
                    self.zoom_key, self.zoom_sticky = None, False
                elif self._choice_pending() and scene.match.can_undo(scene.viewer):
                    scene.undo()   # cancel the choice, and the cost paid to open it
                else:
                    scene.open_menu()
                return None
            if ev.key == pygame.K_h and not ev.mod & pygame.KMOD_CTRL:
                scene.hinter.request()
                return None
            if ev.key == pygame.K_F1:
                scene.app.push(scene.app.make("rules"))
                return None
            if ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
                scene.undo()
                return None
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and "end" in scene._legal():
                scene.panel.ask_end()
                return None
            if ev.key == pygame.K_SPACE:
                scene.skip()
                return None
            if pygame.K_1 <= ev.key <= pygame.K_9:
                if scene.panel.press_option(ev.key - pygame.K_1):
                    return None
        return ev

    def _place(self, key: str, pos: tuple[int, int]) -> bool:
        """Draft the pinned hand card `key` when `pos` is on the glowing slot itself (not the generous zone a drag
        may end in: a click near the hand must not draft the pinned card); True if submitted."""
        scene = self.scene
        zone = self.free_slot_zone()
        action = f"pick {key[5:]}"
        if zone is None or not zone.collidepoint(pos) or action not in scene._legal():
            return False
        submitted = scene.submit(action)
        scene.app.sound.play("drop" if submitted else "refused")
        return submitted

    def _choice_pending(self) -> bool:
        """A decision of the viewer's other than a pick, play/transform or the Kingdom turn itself."""
        scene = self.scene
        d = scene.view.get("decision") or {}
        mine = d.get("seat") == scene.viewer and not scene.spectator
        return mine and d.get("kind") not in ("pick", "play", "kingdom")

    def _stat_at(self, pos: tuple[int, int]) -> str | None:
        for k, r in self.scene.layout.zones.items():
            if k.startswith("stat") and r.collidepoint(pos):
                return k
        return None

    def _drop(self, pos: tuple[int, int]) -> None:
        """Release the held card: submit the drop's action, or snap back and say why."""
        scene = self.scene
        held = self.drag
        self.hover_key = None
        self.hover_time = 0.0
        sp = scene.anim.sprites.get(held.key) if held else None
        if held is None or sp is None:
            self.dragger.cancel()
            return
        targets = self.targets()
        zones = drop_zones(held.key, scene.view, scene.layout, scene._legal(), targets)
        held, action = self.dragger.release(pos, sp.rect.center, zones)
        assert held is not None   # release() hands back the card held above
        submitted = False
        if action:
            submitted = scene.submit(action)
            scene.app.sound.play("drop" if submitted else "refused")
        elif not held.moved:
            if held.key.startswith("hand:"):
                self.zoom_key, self.zoom_sticky = held.key, True
            elif held.key in targets:   # a plain click on a usable card
                submitted = scene.submit(targets[held.key])
        elif held.key.startswith("hand:"):
            scene.app.sound.play("refused")
            slots = scene.layout.zones.get("slots")
            near = slots is not None and slots.inflate(slots.w * 0.1, slots.h * 0.4).collidepoint(pos)
            d = scene.view.get("decision") or {}
            s = d.get("seat")
            if near and s is not None and s != scene.viewer:
                scene.banners.toast(tr("not_now", name=scene.match.names[s]), error=True)
            elif near and d.get("kind") in ("play", "kingdom"):
                scene.banners.toast(tr("hint:" + d["kind"]), error=True)
            else:
                scene.banners.toast(tr("drop_here"), error=True)
        if not submitted:
            scene.anim.snap_back(held.key, held.origin)

    def _explain_refusal(self, key: str) -> None:
        """A click on a card that cannot be used now: say why (or enlarge it when there is nothing to explain)."""
        why = self.refusal(key)
        if why is None:
            self.zoom_key, self.zoom_sticky = key, True
            return
        self.scene.app.sound.play("refused")
        self.scene.banners.toast(why, error=True)

    def refusal(self, key: str) -> str | None:
        """Why the Kingdom card under `key` cannot be activated now, in words; None if that is not the question."""
        scene = self.scene
        if key.startswith(("deck", "discard", "cdeck", "cdiscard", "imm:", "rev:", "crev:", "look:", "hand:")) \
                or ":slot" in key or key in self.targets():
            return None
        d = scene.view.get("decision") or {}
        ident = face_for(key, scene.view)[1]
        info = card_info(key, scene.view)
        if d.get("seat") != scene.viewer or d.get("kind") != "kingdom" or scene.spectator:
            if scene.view["phase"] == "kingdom" and scene.view.get("active") != scene.viewer and not scene.spectator:
                why = tr("why_not_turn")
            else:
                return None
        elif info and info.get("tilted"):
            why = tr("why_tilted")
        elif key.startswith("w:") and scene.view.get("wonder_uses_left", 1) == 0:
            why = tr("why_wonder")
        else:
            why = self._why_not(key, ident)
        return tr("cant_use", card=card_name(ident), why=why)

    def _why_not(self, key: str, ident: str | None) -> str:
        """The rules' reason (via the controller), else the most likely one read off the view."""
        scene = self.scene
        ask = getattr(scene.match, "why_not", None)
        if ask is not None and ident is not None:
            why = ask(scene.viewer, ident)
            if why:
                return refusal_text(why)
        db = default_db()
        if ident is None or ident not in db.by_key:
            return tr("why_cost")
        card = db.card(ident)
        me = scene.view["seats"][scene.viewer]
        owner = int(key[1:key.index(":")]) if key.startswith("s") and ":" in key else None
        if owner is not None and owner != scene.viewer and ":h:" in key:
            return tr("why_hero")
        if not card.action:
            return tr("why_no_action")
        cost = sum(st.params.get("coins", 0) for st in card.action if st.verb == "pay")
        roam = 0
        if owner is not None and owner != scene.viewer:
            roam = scene.view["seats"][owner].get("roam_cost", {}).get(ident, 0)
        if cost + roam > me["coins"]:
            return tr("why_coins", what=cardtext.res_word("coins", cost + roam, lang()), have=me["coins"])
        gains_civ = all(st.verb == "gain" and set(st.params) <= {"mil", "sci", "cha"} for st in card.action)
        cap = db.game["caps"]["civ"]
        if gains_civ and me["mil"] + me["sci"] + me["cha"] >= cap:
            return tr("why_cap", cap=cap)
        return tr("why_cost")

    def skippable(self) -> bool:
        """Others act or the table moves: the Skip control shows."""
        scene = self.scene
        d = scene.view.get("decision") or {}
        mine = d.get("seat") == scene.viewer and not scene.spectator
        return scene.view["phase"] != "over" and (not mine or scene.tweens.busy)

    def skip_button(self) -> gfx.Button:
        """The Skip control in the top bar, left of the menu."""
        scene = self.scene
        m = self.menu_rect()
        w = gfx.font(scene.layout.font).size(tr("skip"))[0] + scene.layout.font * 1.6
        return gfx.Button(tr("skip"), FRect(m.x - w - 10, m.y, w, m.h), scene.skip, size=scene.layout.font)

    def menu_rect(self) -> FRect:
        """The Menu button in the top bar."""
        top = self.scene.layout.zones["top"]
        return FRect(top.right - top.h * 3.2, top.y + 3, top.h * 3, top.h - 6)
