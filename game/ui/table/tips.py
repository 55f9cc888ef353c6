"""Hover help: the enlarged card, tooltips for counters, marks and face-down cards.

A part of TableScene (game/ui/table/scene.py), which owns the state these methods read."""

from __future__ import annotations

import pygame
from pygame import FRect

from game import cardtext
from game.ui.i18n import lang, tr
from game.ui.table import layout
from game.ui.table.publicpoints import points_tip
from game.ui.table.sprites import STAT_TIPS, face_for
from game.ui.text.logtext import card_name, loss_preview, loss_words
from game.ui.widgets import gfx


class TableTips:
    """Hover help: mixed into TableScene."""

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
            cap = self._cap_of(res)   # the cap the counter counts against (draw.py)
            if cap:
                sv = self.view["seats"][int(s)]
                n = sv["coins"] if res == "coins" else sv["mil"] + sv["sci"] + sv["cha"]
                text += " " + tr("coin_cap_tip" if res == "coins" else "civ_cap_tip", n=n, cap=cap)
            self._tooltip(surf, text)
        if hover and hover.startswith("s") and ":b:" in hover and not hover.startswith(f"s{self.viewer}:"):
            s = int(hover[1:hover.index(":")])
            k = hover.rsplit(":", 1)[1]
            cost = self.view["seats"][s].get("roam_cost", {}).get(k)
            zoomed = key == hover and key in self.sprites and not self.drag   # the zoom says it already
            if cost is not None and self.view["phase"] == "kingdom" and not zoomed:
                self._tooltip(surf, tr("roam_cost", coins=cardtext.res_word("coins", cost, lang())))
        if hover and hover in self.sprites and key != hover and not self.drag:
            why = self._hover_refusal(hover) or self._hover_loss(hover)   # said on hover, before any click
            if why:
                self._tooltip(surf, why)
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
        for s in range(v["players"]):   # an opponent's public points: the breakdown
            pts = lay.zones.get(f"pts{s}")
            if pts is not None and pts.collidepoint(mx, my):
                return points_tip(v, s, self.match.names[s])
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

    def _hover_refusal(self, key: str) -> str | None:
        """Why the hovered card cannot be activated, cached for the position on screen and the language."""
        memo = (key, self.view.get("ply"), self.viewer, self.spectator, lang())
        if getattr(self, "_refusal_memo", (None, None))[0] != memo:
            self._refusal_memo = (memo, self.refusal(key))
        return self._refusal_memo[1]

    def _hover_loss(self, key: str) -> str:
        """What of its gains activating the hovered card would lose to a cap or the empty supply, in words."""
        return loss_preview(self._loss_of(self._targets().get(key)))

    def _loss_suffix(self, action: str) -> str:
        """" (1 coin lost to the cap)" for an answer whose gains a cap or the empty supply would cut, else ""."""
        loss = self._loss_of(action)
        return f" ({loss_words(loss['lost'], loss['lost_to'])})" if loss else ""

    def _loss_of(self, action: str | None) -> dict:
        """The controller's `lost_gains` for one of the viewer's answers, asked once per view (a new view after every
        action and every undo)."""
        fn = getattr(self.match, "lost_gains", None)
        if not action or self.spectator or fn is None:
            return {}
        memo = self.__dict__.get("_loss_memo")
        if memo is None or memo[0] is not self.view or memo[1] != self.viewer:
            memo = self._loss_memo = (self.view, self.viewer, {})
        cache = memo[2]
        if action not in cache:
            cache[action] = fn(self.viewer, action)
        return cache[action]

    def _zoom_extra(self, key: str) -> str:
        v = self.view
        why = self._hover_refusal(key) or self._hover_loss(key)
        if why:
            return why
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
        if key.startswith("imm:") and face_for(key, v)[0] == "back:immortal":
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
