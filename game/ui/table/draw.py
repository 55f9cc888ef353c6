"""Drawing the table: the cached layer, seat headers, cards and their marks, banner and toast.

A part of TableScene (game/ui/table/scene.py), which owns the state these methods read."""

from __future__ import annotations

import math

import pygame
from pygame import FRect

from game.rules import default_db
from game.ui.i18n import lang, tr
from game.ui.table import layout
from game.ui.table.chips import draw_chip
from game.ui.table.drag import drop_zones
from game.ui.table.publicpoints import public_total
from game.ui.table.sprites import STAT_LABELS, CardSprite, card_info
from game.ui.text.names import header_name, table_you
from game.ui.widgets import gfx


class TableDrawing:
    """Drawing the table: mixed into TableScene."""

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
        target = self.hint_target()
        if target is not None:   # the hint's suggestion: a gold ring, a 'Hint' tag and an arrow pointing at it
            g = 3 + int(2 * (1 + math.sin(pygame.time.get_ticks() / 250)))
            gfx.marked_card(surf, target, gfx.GOLD, g + 1, tr("hint_tag"), self.layout.font, arrow=True)
        if self._skippable():
            self.skip_button().draw(surf)
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
            pz = lay.zones.get("plays")
            if me.get("plays") is not None and pz is not None and rnd < len(limits) and not self.spectator:
                left = max(0, limits[rnd] - me["plays"])
                lines = gfx.wrap(tr("plays_left", n=left, total=limits[rnd]), fs, int(pz.w * 0.85))   # bold is wider
                y = pz.centery - len(lines) * fs * 0.65
                for line in lines:
                    gfx.blit_text(surf, line, (pz.x, y), fs, gfx.GOLD if left else gfx.RED, bold=True)
                    y += fs * 1.3
        # centre labels
        cz = lay.zones["wonders"]
        gfx.blit_text(surf, f"{tr('wonders')} — " + (f"{v.get('wonder_uses_left', 0)}× " + tr("cards_usable")
                                                      if v["phase"] == "kingdom" else ""),
                      (cz.x + 8, cz.y + 3), fs, gfx.DIM)
        pz = lay.zones["piles"]
        for key, words, n in (("deck", [tr("deck")], v["deck_count"]), ("discard", [tr("discard")], len(v["discard"])),
                              ("cdeck", [tr("commerce"), tr("commerce_short")], v["commerce_deck_count"]),
                              ("cdiscard", [tr("discard")], len(v["commerce_discard"]))):
            r = lay.cards.get(key)
            if r:   # "Commerce 15", "Comm. 15", else the count alone (the pile's back and its tooltip say which)
                label = gfx.textfit.first_fit([f"{w} {n}" for w in words] + [str(n)], r.w + 4, gfx.small(fs, 0.85))
                gfx.blit_text(surf, label.lines[0], (r.centerx, pz.y + 3), label.size, gfx.DIM, anchor="midtop")
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

    def _cap_of(self, res: str) -> int:
        """The cap a counter counts against: 10 coins, 10 Military + Science + Chaos tokens; 0 for none."""
        caps = default_db().game["caps"]
        return caps["coins"] if res == "coins" else caps["civ"] if res in ("mil", "sci", "cha") else 0

    def _paint_cap(self, surf: pygame.Surface, s: int, res: str, r: pygame.FRect, x: float) -> float:
        """The cap beside its counter, where it fits: "7/10" coins; after Chaos, the tokens' sum "Σ7/10".
        Gold at the cap, where any more is lost. Returns the new x."""
        if res not in ("coins", "cha"):
            return x
        cap = self._cap_of(res)
        if res == "coins":
            have, text = self._shown(s, "coins"), f"/{cap}"
        else:
            have = sum(self._shown(s, k) for k in ("mil", "sci", "cha"))
            text = f"Σ{have}/{cap}"
        cfs = gfx.small(self.layout.font, 0.75)
        x -= 2   # close to its number
        if x + gfx.font(cfs).size(text)[0] > r.right:
            return x + 2
        colour = gfx.GOLD if have >= cap else gfx.DIM
        return gfx.blit_text(surf, text, (x, r.centery), cfs, colour, anchor="midleft").right + 3

    def _draw_seat_header(self, surf: pygame.Surface, s: int) -> None:
        """Name and token counters of seat s, cached as one surface until a number changes."""
        lay = self.layout
        v = self.view
        if self._header_zones.get(s, (None,))[0] is not lay:
            keys = [k for k in lay.zones if k.startswith(f"stat{s}:")]
            zones = [lay.zones[f"name{s}"]] + [lay.zones[k] for k in keys + [f"pts{s}"] if k in lay.zones]
            box = zones[0].unionall(zones[1:]).inflate(4, 4)
            self._header_zones[s] = (lay, box, [k.split(":", 1)[1] for k in keys])
        _, box, res_list = self._header_zones[s]
        stats = tuple(self._shown(s, res) for res in res_list)
        key = (id(lay), stats, v.get("first_player") == s, (v.get("decision") or {}).get("seat") == s,
               self._is_me(s), lang(), public_total(v, s) if f"pts{s}" in lay.zones else None)
        cached = self._headers.get(s)
        if cached is None or cached[0] != key:
            layer = pygame.Surface((int(box.w) + 1, int(box.h) + 1), pygame.SRCALPHA)
            self._paint_seat_header(layer, s, (-box.x, -box.y))
            cached = self._headers[s] = (key, layer)
        surf.blit(cached[1], (box.x, box.y))
        gfx.textfit.placed(cached[1], (box.x, box.y), surf)   # for the layout check

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
        full = header_name(sv["name"], self.match.seats[s], table_you(self) == s)   # "Bot 5 (hard)", "Ana (you)"
        nfs = gfx.fit_size(full, fs, head.right - x, bold=True, smallest=0.8)
        name = gfx.fit_text(full, nfs, head.right - x, bold=True)
        if name != full and full != sv["name"]:   # too narrow for the tag: the name alone, whole if it can be
            full = sv["name"]
            nfs = gfx.fit_size(full, fs, head.right - x, bold=True, smallest=0.8)
            name = gfx.fit_text(full, nfs, head.right - x, bold=True)
        to_act = (v.get("decision") or {}).get("seat") == s
        gfx.blit_text(surf, name, (x, head.y + (fs - nfs) / 2), nfs, gfx.GLOW if to_act else gfx.TEXT, bold=True)
        pts = lay.zones.get(f"pts{s}")
        if pts is not None:   # the public points so far, as Wingspan shows running scores (hover: tips.py)
            text = tr("pp:short", n=public_total(v, s))
            pfs = gfx.fit_size(text, fs, pts.w, bold=True, smallest=0.8)
            gfx.blit_text(surf, text, (pts.right + ox, head.y + (fs - pfs) / 2), pfs, gfx.GOLD, bold=True,
                          anchor="topright")
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
            x = gfx.blit_text(surf, str(n), (r.x + lay.icon + 2, r.centery), fs, gfx.TEXT if n else gfx.DIM,
                              anchor="midleft").right + 3
            x = self._paint_cap(surf, s, res, r, x)
            if res == "coins" and self._pending_coins(s):   # Transform coins, paid when the draft ends
                extra = f"+{self._pending_coins(s)}"
                efs = gfx.small(fs, 0.8)
                if x + gfx.font(efs, True).size(extra)[0] <= r.right - 4:
                    x = gfx.blit_text(surf, extra, (x, r.centery), efs, gfx.GOLD, bold=True, anchor="midleft").right + 3
            if s == v["seat"]:   # your own counters say what they count where the strip has room
                lfs = gfx.small(fs, 0.85)
                for word in STAT_LABELS[res][1 if lang() == "fr" else 0]:
                    if x + gfx.font(lfs).size(word)[0] <= r.right - 2:
                        gfx.blit_text(surf, word, (x, r.centery), lfs, gfx.DIM, anchor="midleft")
                        break

    def _draw_card(self, surf: pygame.Surface, sp: CardSprite, glow: bool = False, lifted: bool = False) -> None:
        r = sp.rect
        if sp.face == "empty":
            pygame.draw.rect(surf, (60, 90, 75), r, width=2, border_radius=6)
            return
        if layout.is_chip(sp.key, self.view):
            info = card_info(sp.key, self.view)
            reserve = self.layout.font * (1.3 + 0.6 * len(str(info["culture"]))) if info and info["culture"] else 0
            dest = draw_chip(surf, r, sp.face, sp.angle > 45, glow, lifted, sp.alpha, reserve)
            self._draw_card_marks(surf, sp, dest)
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
                angle, lift = layout.hand_fan(hand.index(k), len(hand))   # the layout keeps it inside the window
                lift_y = lift * r.h
                fanned = True
        if fanned:
            img = self.app.faces.get(face, r.w, r.h, angle, base_h)
        elif angle:
            scale = 1 - (1 - r.w / r.h) * (angle / 90)   # a tilted card shrinks to keep its row
            img = self.app.faces.get(face, r.w * scale, r.h * scale, angle, base_h * scale)
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
        gfx.textfit.note("card", tuple(dest), face, surf=surf)   # for the layout check (layoutcheck.py)
        self._draw_card_marks(surf, sp, dest)

    def _draw_card_marks(self, surf: pygame.Surface, sp: CardSprite, dest: pygame.Rect) -> None:
        """Culture on a card, coins on a transformed slot, an eye on my own hidden slot."""
        fs = self.layout.font
        info = card_info(sp.key, self.view)
        if info and info.get("culture"):
            size = int(max(10, min(fs * 1.2, dest.w * 0.42)))
            ic = gfx.icon("culture", size)
            label = gfx.text(str(info["culture"]), gfx.small(size, 0.85), gfx.TEXT, bold=True)
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
                    label = gfx.text(f"+{n}", gfx.small(size, 0.9), gfx.GOLD, bold=True)
                    bw, bh = size + label.get_width() + 8, max(size, label.get_height()) + 2
                    badge = pygame.Rect(0, 0, bw, bh)
                    badge.midbottom = (dest.centerx, dest.bottom - 3)
                    pygame.draw.rect(surf, (20, 15, 20), badge, border_radius=bh // 2)
                    surf.blit(ic, (badge.x + 3, badge.centery - size / 2))
                    surf.blit(label, (badge.x + size + 5, badge.centery - label.get_height() / 2))
                elif slot["status"] == "hidden" and s == self.viewer and not self.spectator:
                    veil = pygame.Surface(dest.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 90))
                    surf.blit(veil, dest)
                    gfx.blit_text(surf, "?", dest.center, int(fs * 1.6), gfx.GLOW, bold=True, anchor="center")

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
            s = gfx.text(b.sub, gfx.small(fs, 0.55), gfx.TEXT).copy()
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
