"""Pointer and keys: hit tests, drag and drop onto targets from the legal actions, and why a click is refused.

A part of TableScene (game/ui/table/scene.py), which owns the state these methods read."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import FRect

from game import cardtext
from game.rules import default_db
from game.ui.i18n import lang, tr
from game.ui.table.drag import drop_zones
from game.ui.table.sprites import card_info, face_for
from game.ui.text.logtext import card_name
from game.ui.tween import Tween, out_back
from game.ui.widgets import gfx

if TYPE_CHECKING:
    from game.rules.checks import Refusal

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
        need = why.get("need") or {}
        words = ", ".join(cardtext.res_word(r, n, lg) for r, n in need.items()
                          if n and isinstance(n, int) and r in ("coins", "mil", "sci", "cha", "civ"))
        return tr("why:cost", what=words) if words else tr("why_cost")
    if code == "roaming_coins":
        return tr("why_coins", n=why.get("need", 0), have=why.get("have", 0))
    if code == "capped":
        what = why.get("what") or []
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


class TableInput:
    """Pointer and keys: mixed into TableScene."""

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
            ident = face_for(key, self.view)[1]
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
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.claims.guarding():
            return None   # just after an overlay closed: a click meant for it never lands on the table
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
            self.hover_key, self.hover_time = None, 0.0   # no tooltip left over the hand after a click
            for b in self.buttons:
                if b.handle(ev):
                    return None
            if self.layout.zones["top"].collidepoint(ev.pos) and self._menu_rect().collidepoint(ev.pos):
                return None
            if self._skippable() and self.skip_button().rect.collidepoint(ev.pos):
                self.skip()
                return None
            key = self.layout.card_at(ev.pos)
            if key and (key.startswith("hand:") or key in self._targets()):
                sp = self.sprites[key]
                self.dragger.press(key, ev.pos, sp.rect)
                self.app.sound.play("pickup")
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
                elif self._choice_pending() and self.match.can_undo(self.viewer):
                    self.undo()   # cancel the choice, and the cost paid to open it
                else:
                    self.open_menu()
                return None
            if ev.key == pygame.K_h and not ev.mod & pygame.KMOD_CTRL:
                self.request_hint()
                return None
            if ev.key == pygame.K_F1:
                self.app.push(self.app.make("rules"))
                return None
            if ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
                self.undo()
                return None
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and "end" in self._legal():
                self._ask_end()
                return None
            if ev.key == pygame.K_SPACE:
                self.skip()
                return None
            if pygame.K_1 <= ev.key <= pygame.K_9:
                i = ev.key - pygame.K_1
                if i < len(self.option_buttons) and self.option_buttons[i].enabled:
                    self.option_buttons[i].action()
                    return None
        return ev

    def skip(self) -> None:
        """Space or the Skip button: finish every animation and let the next bot act at once."""
        self.tweens.finish_all()
        self.banner, self.banner_queue = None, []
        self.bot_wait = 0.0
        self._layer_gen += 1

    def _choice_pending(self) -> bool:
        """A decision of the viewer's other than a pick, play/transform or the Kingdom turn itself."""
        d = self.view.get("decision") or {}
        return d.get("seat") == self.viewer and not self.spectator and d.get("kind") not in ("pick", "play", "kingdom")

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
            self.app.sound.play("drop" if submitted else "refused")
        elif not held.moved:
            if held.key.startswith("hand:"):
                self.zoom_key, self.zoom_sticky = held.key, True
            elif held.key in targets:   # a plain click on a usable card
                submitted = self.submit(targets[held.key])
        elif held.key.startswith("hand:"):
            self.app.sound.play("refused")
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
        """A click on a card that cannot be used now: say why (or enlarge it when there is nothing to explain)."""
        why = self.refusal(key)
        if why is None:
            self.zoom_key, self.zoom_sticky = key, True
            return
        self.app.sound.play("refused")
        self._toast(why, error=True)

    def refusal(self, key: str) -> str | None:
        """Why the Kingdom card under `key` cannot be activated now, in words; None if that is not the question."""
        if key.startswith(("deck", "discard", "cdeck", "cdiscard", "imm:", "rev:", "crev:", "look:", "hand:")) \
                or ":slot" in key or key in self._targets():
            return None
        d = self.view.get("decision") or {}
        ident = face_for(key, self.view)[1]
        info = card_info(key, self.view)
        if d.get("seat") != self.viewer or d.get("kind") != "kingdom" or self.spectator:
            if self.view["phase"] == "kingdom" and self.view.get("active") != self.viewer and not self.spectator:
                why = tr("why_not_turn")
            else:
                return None
        elif info and info.get("tilted"):
            why = tr("why_tilted")
        elif key.startswith("w:") and self.view.get("wonder_uses_left", 1) == 0:
            why = tr("why_wonder")
        else:
            why = self._why_not(key, ident)
        return tr("cant_use", card=card_name(ident), why=why)

    def _why_not(self, key: str, ident: str | None) -> str:
        """The rules' reason (via the controller), else the most likely one read off the view."""
        ask = getattr(self.match, "why_not", None)
        if ask is not None and ident is not None:
            why = ask(self.viewer, ident)
            if why:
                return refusal_text(why)
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

    def _skippable(self) -> bool:
        """Others act or the table moves: the Skip control shows."""
        d = self.view.get("decision") or {}
        mine = d.get("seat") == self.viewer and not self.spectator
        return self.view["phase"] != "over" and (not mine or self.tweens.busy)

    def skip_button(self) -> gfx.Button:
        """The Skip control in the top bar, left of the menu."""
        m = self._menu_rect()
        w = gfx.font(self.layout.font).size(tr("skip"))[0] + self.layout.font * 1.6
        return gfx.Button(tr("skip"), FRect(m.x - w - 10, m.y, w, m.h), self.skip, size=self.layout.font)

    def open_menu(self) -> None:
        self.app.push(self.app.make("pause", self))

    def _menu_rect(self) -> FRect:
        top = self.layout.zones["top"]
        return FRect(top.right - top.h * 3.2, top.y + 3, top.h * 3, top.h - 6)
