"""Hover help: the enlarged card, tooltips for counters, marks and face-down cards.

A part of TableScene (game/ui/table/scene.py): `Tips` owns its two memos (why a card is refused, what a cap would cut,
asked once per position); everything else it reads from the scene and its parts."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import FRect

from game import cardtext
from game.ui.i18n import lang, tr, tr_n
from game.ui.table import layout
from game.ui.table.counts import cap_of, pending_coins, shown, slot_coins
from game.ui.table.publicpoints import own_tip, points_tip
from game.ui.table.sprites import face_for, stat_tip
from game.ui.text.logtext import card_name, loss_preview, loss_words
from game.ui.text.names import seat_tip
from game.ui.widgets import gfx

if TYPE_CHECKING:
    from game.ui.table.context import TableContext


class Tips:
    """Hover help and the words for what a cap would cut; owns the memos that keep them cheap to ask every frame."""

    def __init__(self, scene: TableContext) -> None:
        self.scene = scene
        self._refusal_memo: tuple = (None, None)   # (position on screen, why the hovered card is refused)
        self._loss_memo: tuple | None = None        # (view, viewer, {action: lost_gains})

    def forget(self) -> None:
        """Ask the controller and the refusal afresh (a new language, say)."""
        self._refusal_memo, self._loss_memo = (None, None), None

    def draw_hover(self, surf: pygame.Surface) -> None:
        """The tooltips and the enlarged card for what is under the pointer."""
        scene = self.scene
        lay = scene.layout
        W, H = surf.get_size()
        key = scene.pointer.zoom_key
        hover = scene.pointer.hover_key
        if hover and hover.startswith("stat") and not scene.pointer.drag:
            s, res = hover[4:].split(":")
            tip = stat_tip(res, lang())
            n_shown = shown(scene.view, int(s), res, scene.anim.pending)
            text = tr("kv", k=scene.match.names[int(s)], v=f"{tip} = {n_shown}")
            if res == "coins" and pending_coins(scene.view, int(s)):
                text += " " + tr("pending_coins", n=pending_coins(scene.view, int(s)))
            cap = cap_of(res)   # the cap the counter counts against
            if cap:
                sv = scene.view["seats"][int(s)]
                n = sv["coins"] if res == "coins" else sv["mil"] + sv["sci"] + sv["cha"]
                text += " " + tr("coin_cap_tip" if res == "coins" else "civ_cap_tip", n=n, cap=cap)
            self.tooltip(surf, text)
        if hover and hover.startswith("s") and ":b:" in hover and not hover.startswith(f"s{scene.viewer}:"):
            s = int(hover[1:hover.index(":")])
            k = hover.rsplit(":", 1)[1]
            cost = scene.view["seats"][s].get("roam_cost", {}).get(k)
            zoomed = key == hover and key in scene.anim.sprites and not scene.pointer.drag   # the zoom says it already
            if cost is not None and scene.view["phase"] == "kingdom" and not zoomed:
                self.tooltip(surf, tr("roam_cost", coins=cardtext.res_word("coins", cost, lang())))
        if hover and hover in scene.anim.sprites and key != hover and not scene.pointer.drag:
            why = self.hover_refusal(hover) or self.hover_loss(hover)   # said on hover, before any click
            if why:
                self.tooltip(surf, why)
        if not scene.pointer.drag and not (key and key in scene.anim.sprites):
            tip = self.spot_tip()
            if tip:
                self.tooltip(surf, tip)
        if not key or key not in scene.anim.sprites or scene.pointer.drag:
            return
        if scene.banners.refusing:
            return   # a refusal is being said: the enlarged card would sit under it
        sp = scene.anim.sprites[key]
        face = sp.face
        if face == "empty":
            return
        if face.startswith("back"):   # nothing to read on a card back: a small tooltip, not a huge blank card
            self.tooltip(surf, self.back_tip(key))
            return
        zh = int(min(H * 0.7, 620))
        zw = int(zh / layout.CARD_RATIO)
        r = sp.rect
        x = r.right + 12 if r.centerx < W / 2 else r.x - zw - 12
        x = max(6, min(W - zw - 6, x))
        y = max(lay.zones["top"].bottom + 4, min(H - zh - 6, r.centery - zh / 2))
        img = scene.app.faces.get(face, zw, zh)
        pygame.draw.rect(surf, (0, 0, 0), pygame.Rect(x + 8, y + 10, zw, zh), border_radius=12)
        surf.blit(img, (x, y))
        extra = self.zoom_extra(key)
        if extra:
            self.tooltip(surf, extra, at=(x, y + zh + 4), width=zw)

    def spot_tip(self) -> str:
        """Tooltips for small marks that are not cards: the doubled slot, a seat's points, the first-player crown, a
        bot's name."""
        scene = self.scene
        lay, v, fs = scene.layout, scene.view, scene.layout.font
        mx, my = scene.pointer.mouse
        if v["phase"] == "draft" and v["round"] == 1:
            z = lay.zones.get("slot3")
            if z is not None and z.collidepoint(mx, my) and len(v["seats"][scene.viewer]["slots"]) <= 3:
                return tr("x2_tip")
        for s in range(v["players"]):   # a seat's points in its header: the breakdown
            pts = lay.zones.get(f"pts{s}")
            if pts is not None and pts.collidepoint(mx, my):
                if s == v.get("seat") and not scene.spectator:
                    return own_tip(v, s, scene.match.names[s])
                return points_tip(v, s, scene.match.names[s])
        fp = v.get("first_player")
        head = lay.zones.get(f"name{fp}") if fp is not None else None
        if head is not None and FRect(head.x, head.y, fs * 1.4, fs * 1.4).collidepoint(mx, my):
            return tr("first_tip", name=scene.match.names[fp])
        for s in range(v["players"]):   # a bot's name: its level in words (the header may show it as pips)
            head = lay.zones.get(f"name{s}")
            if head is not None and head.collidepoint(mx, my):
                return seat_tip(scene.match.names[s], scene.match.seats[s])
        return ""

    def back_tip(self, key: str) -> str:
        """What a face-down card is, in words."""
        v = self.scene.view
        if key.startswith("imm:"):
            return tr("hidden_immortal_tip")
        if key in ("deck", "cdeck"):
            return self.zoom_extra(key)
        if ":slot" in key:
            s = int(key[1:key.index(":")])
            j = int(key.rsplit("slot", 1)[1])
            slots = v["seats"][s]["slots"]
            if j < len(slots) and slots[j]["status"] in ("transformed", "chose_transform"):
                n = slots[j]["coins"] or slot_coins(v, j)
                text = tr_n("facedown_coins", n)
                if slots[j]["key"]:
                    text = f"{card_name(slots[j]['key'])} — {text}"
                return text
        return tr("facedown")

    def hover_refusal(self, key: str) -> str | None:
        """Why the hovered card cannot be activated, cached for the position on screen and the language."""
        scene = self.scene
        memo = (key, scene.view.get("ply"), scene.viewer, scene.spectator, lang())
        if self._refusal_memo[0] != memo:
            self._refusal_memo = (memo, scene.pointer.refusal(key))
        return self._refusal_memo[1]

    def hover_loss(self, key: str) -> str:
        """What of its gains activating the hovered card would lose to a cap or the empty supply, in words."""
        return loss_preview(self.loss_of(self.scene.pointer.targets().get(key)))

    def loss_suffix(self, action: str) -> str:
        """" (1 coin lost to the cap)" for an answer whose gains a cap or the empty supply would cut, else ""."""
        loss = self.loss_of(action)
        return f" ({loss_words(loss['lost'], loss['lost_to'])})" if loss else ""

    def loss_of(self, action: str | None) -> dict:
        """The controller's `lost_gains` for one of the viewer's answers, asked once per view (a new view after every
        action and every undo)."""
        scene = self.scene
        fn = getattr(scene.match, "lost_gains", None)
        if not action or scene.spectator or fn is None:
            return {}
        memo = self._loss_memo
        if memo is None or memo[0] is not scene.view or memo[1] != scene.viewer:
            memo = self._loss_memo = (scene.view, scene.viewer, {})
        cache = memo[2]
        if action not in cache:
            cache[action] = fn(scene.viewer, action)
        return cache[action]

    def zoom_extra(self, key: str) -> str:
        """The line under the enlarged card: why it is refused, what a cap would cut, or what the pile holds."""
        scene = self.scene
        v = scene.view
        why = self.hover_refusal(key) or self.hover_loss(key)
        if why:
            return why
        if key.startswith("hand:") and scene.pointer.zoom_sticky and f"pick {key[5:]}" in scene._legal():
            return tr("click_slot")   # pinned by a click: a click on the slot drafts it (input.py)
        if key == "discard":
            return tr("kv", k=tr("discard"), v=", ".join(card_name(k) for k in v["discard"][-8:]))
        if key == "deck":
            return tr("kv", k=tr("deck"), v=v["deck_count"])
        if key == "cdeck":
            return tr("kv", k=tr("commerce"), v=v["commerce_deck_count"])
        if key.startswith("s") and ":b:" in key and not key.startswith(f"s{scene.viewer}:"):
            s = int(key[1:key.index(":")])
            cost = v["seats"][s].get("roam_cost", {}).get(key.rsplit(":", 1)[1])
            return tr("roam_cost", coins=cardtext.res_word("coins", cost, lang())) if cost is not None else ""
        if key.startswith("imm:") and face_for(key, v)[0] == "back:immortal":
            return tr("kv", k=tr("immortal"), v=tr("hidden_immortal"))
        return ""

    def tooltip(self, surf: pygame.Surface, text: str, at: tuple[float, float] | None = None,
                width: float | None = None) -> None:
        """A small framed text by the pointer (or `at`), wrapped to `width`."""
        scene = self.scene
        fs = scene.layout.font
        W, H = surf.get_size()
        width = width or min(W * 0.3, 420)
        lines = gfx.wrap(text, fs, int(width - 16))
        h = len(lines) * fs * 1.3 + 12
        w = max(gfx.font(fs).size(line)[0] for line in lines) + 16
        x, y = at if at else (scene.pointer.mouse[0] + 16, scene.pointer.mouse[1] + 16)
        r = FRect(x, y, w, h)
        r.clamp_ip(FRect(0, 0, W, H))
        gfx.panel(surf, r, fill=(10, 15, 14), edge=gfx.GOLD, alpha=240)
        for i, line in enumerate(lines):
            gfx.blit_text(surf, line, (r.x + 8, r.y + 6 + i * fs * 1.3), fs, gfx.TEXT)
