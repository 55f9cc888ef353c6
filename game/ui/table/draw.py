"""Drawing the table: the cached layer, seat headers, cards and their marks, and what moves over them.

A part of TableScene (game/ui/table/scene.py): `Painter` owns the cached layers and when they are stale; what it draws
it reads from the scene (view, layout) and its parts (sprites, buttons, banners, tips)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.rules import default_db
from game.ui.i18n import lang, said, tr, tr_n
from game.ui.table import layout
from game.ui.table.chips import draw_chip
from game.ui.table.counts import cap_of, pending_coins, shown, slot_coins
from game.ui.table.drag import drop_zones
from game.ui.table.publicpoints import own_total, public_total
from game.ui.table.sprites import STAT_LABELS, CardSprite, card_info
from game.ui.text.names import header_name, level_pips, table_you
from game.ui.widgets import gfx, pips

if TYPE_CHECKING:
    from game.ui.table.context import TableContext

CROWN_ROOM = 1.5   # font sizes the first-player crown takes before a header's name


class Painter:
    """Draws the table; owns the cached layers (felt, the resting table, seat headers), the generation that says when
    the resting layer is stale, and which card faces to draw ahead in the background."""

    def __init__(self, scene: TableContext) -> None:
        self.scene = scene
        self.gen = 0                                       # bumped by `invalidate`: the resting layer is stale
        self._bg: pygame.Surface | None = None             # felt and panel frames
        self._layer: pygame.Surface | None = None          # + resting cards and texts
        self._layer_key: tuple | None = None
        self._headers: dict[int, tuple] = {}               # seat -> (what it shows, its surface)
        self._header_zones: dict[int, tuple] = {}          # seat -> (layout, box, counters)
        self._points_of: dict[int, tuple[dict, bool, int]] = {}   # seat -> (view, spectator, the header's points)
        self._pips_memo: tuple = (None, False)             # ((layout, language), every bot's level as pips)
        self._to_warm: set[int] = set()                    # card heights the layout uses (face cache)
        self._warmed: set[int] = set()

    def invalidate(self) -> None:
        """Something on the resting layer changed: draw it afresh next frame."""
        self.gen += 1

    def restage(self) -> None:
        """A new view and layout: the felt too is drawn afresh, and the faces at the new card sizes are warmed."""
        lay = self.scene.layout
        self._bg = None
        self.gen += 1
        self._to_warm = {int(r.h) for r in lay.cards.values()} | {int(min(lay.size[1] * 0.7, 620))}

    def forget(self) -> None:
        """Draw every cached layer (felt, resting layer, headers) afresh next frame."""
        self._layer_key = self._bg = None
        self._headers.clear()
        self._points_of.clear()

    def warm(self) -> None:
        """Draw the faces at the layout's card sizes ahead, in the background (after the first frames)."""
        app = self.scene.app
        if app.frames >= 2 and self._to_warm - self._warmed:
            db = default_db()
            names = [f"civ:{c.key}" for c in db.civ] + [f"immortal:{im.id}" for im in db.immortals]
            app.faces.prewarm(names, self._to_warm - self._warmed)
            self._warmed |= self._to_warm

    def moving(self) -> set[str]:
        """Keys of the sprites a tween is moving, turning or flipping (and the held one)."""
        scene = self.scene
        ids = {}
        for key, sp in scene.anim.sprites.items():
            ids[id(sp)] = key
            ids[id(sp.rect)] = key
        moving = {ids[id(t.target)] for t in scene.tweens.items if id(t.target) in ids}
        if scene.pointer.drag:
            moving.add(scene.pointer.drag.key)
        return moving

    def draw(self, surf: pygame.Surface) -> None:
        """Cached layer (felt, panels, resting cards, texts) + what moves on top of it."""
        scene = self.scene
        size = surf.get_size()
        if self._bg is None or self._bg.get_size() != size:
            self._bg = self._draw_static(size)
            self._layer_key = None
        targets = scene.pointer.targets()
        legal_now = scene._legal()
        moving = self.moving()
        held = scene.pointer.drag
        key = (self.gen, frozenset(moving), size, id(self._bg))
        if key != self._layer_key:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self._layer = self._layer.convert()
            layer = self._layer
            layer.blit(self._bg, (0, 0))
            self._draw_dynamic_panels(layer)
            for k, sp in scene.anim.sprites.items():
                if k not in moving:
                    self.draw_card(layer, sp, glow=k in targets or (k.startswith("hand:") and
                                                                     f"pick {k[5:]}" in legal_now))
            scene.panel.draw_text(layer)
            self._layer_key = key
        assert self._layer is not None   # made above at the first draw (the key starts as None, never a layer key)
        surf.blit(self._layer, (0, 0))
        for s in range(scene.view["players"]):
            self._draw_seat_header(surf, s)
        drop_zone = scene.pointer.free_slot_zone() if held and drop_zones(
            held.key, scene.view, scene.layout, legal_now, targets) and held.key.startswith("hand:") else None
        if drop_zone is None and "pick" in (scene.view.get("decision") or {}).get("kind", "") and \
                scene.view["decision"].get("seat") == scene.viewer and legal_now:
            drop_zone = scene.pointer.free_slot_zone()
        if drop_zone is not None:
            t = pygame.time.get_ticks() / 300
            glow = 3 + int(2 * (1 + math.sin(t)))
            pygame.draw.rect(surf, gfx.GLOW, drop_zone.inflate(glow * 2, glow * 2), width=glow, border_radius=8)
        for k, sp in scene.anim.sprites.items():
            if k in moving and not (held and k == held.key):
                self.draw_card(surf, sp, glow=k in targets)
        for sp in list(scene.anim.ghosts):
            self.draw_card(surf, sp)
        if held and held.key in scene.anim.sprites:
            self.draw_card(surf, scene.anim.sprites[held.key], lifted=True)
        for f in scene.anim.flights:
            surf.blit(gfx.icon(f.kind, int(f.rect.w)), f.rect.topleft)
        for b in scene.panel.buttons:
            b.draw(surf)
        target = scene.hinter.target()
        if target is not None:   # the hint's suggestion: a gold ring, a 'Hint' tag and an arrow pointing at it
            g = 3 + int(2 * (1 + math.sin(pygame.time.get_ticks() / 250)))
            rect, on_button = target
            gfx.marked_card(surf, rect, gfx.GOLD, g + 1, tr("hint_tag"), scene.layout.font, arrow=True,
                            beside=on_button)
        if scene.pointer.skippable():
            scene.pointer.skip_button().draw(surf)
        scene.banners.draw_banner(surf)
        if scene.claims.modal is None:   # under a panel or a question the pointer's last place means nothing
            scene.tips.draw_hover(surf)
            hb = next((b for b in scene.panel.buttons if b.hover and b.tip), None)
            if hb is not None and not held:
                scene.tips.tooltip(surf, hb.tip, at=(hb.rect.x, hb.rect.y - scene.layout.font * 2.6),
                                   width=hb.rect.w)
            fault, tag = getattr(scene.match, "save_fault", None), scene.panel.fault_rect
            if fault is not None and tag is not None and tag.collidepoint(scene.pointer.mouse):   # why not saved
                scene.tips.tooltip(surf, tr("not_saved", why=said(fault)), at=(tag.x, tag.bottom + 6))
        scene.banners.draw_toast(surf)

    def _draw_static(self, size: tuple[int, int]) -> pygame.Surface:
        bg = gfx.felt(size)
        lay = self.scene.layout
        for k, r in lay.zones.items():
            if k.startswith("opp") or k in ("me", "center", "log", "panel"):
                gfx.panel(bg, r, alpha=120 if k != "log" else 170)
        top = lay.zones["top"]
        pygame.draw.rect(bg, (12, 22, 20), top)
        pygame.draw.line(bg, gfx.PANEL_EDGE, top.bottomleft, top.bottomright)
        return bg

    def _draw_dynamic_panels(self, surf: pygame.Surface) -> None:
        scene = self.scene
        lay = scene.layout
        v = scene.view
        fs = lay.font
        to_act = (v.get("decision") or {}).get("seat")
        active = v.get("active")
        for s in range(v["players"]):
            r = lay.zones.get(f"opp{s}") if s != scene.viewer else lay.zones["me"]
            if r is None:
                continue
            if s == to_act or s == active:
                col = gfx.GLOW if s == to_act else gfx.GOLD
                pygame.draw.rect(surf, col, r.inflate(2, 2), width=3, border_radius=9)
        # empty slots with their coin values
        rnd = v["round"] - 1
        if v["phase"] == "draft":
            values = default_db().game["slot_coins"][rnd]
            for j in range(len(v["seats"][scene.viewer]["slots"]), len(values)):
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
            me = v["seats"][scene.viewer]
            limits = default_db().game["max_plays"]
            pz = lay.zones.get("plays")
            if me.get("plays") is not None and pz is not None and rnd < len(limits) and not scene.spectator:
                left = max(0, limits[rnd] - me["plays"])
                lines = gfx.wrap(tr("plays_left", n=left, total=limits[rnd]), fs, int(pz.w * 0.85))   # bold is wider
                y = pz.centery - len(lines) * fs * 0.65
                for line in lines:
                    gfx.blit_text(surf, line, (pz.x, y), fs, gfx.GOLD if left else gfx.RED, bold=True)
                    y += fs * 1.3
        # centre labels
        cz = lay.zones["wonders"]
        left = v.get("wonder_uses_left", 0)   # in the Kingdom: how many Wonders the seat to act may still use
        gfx.blit_text(surf, tr("wonders") + (f" — {tr_n('wonders_left', left) if left else tr('wonders_left0')}"
                                             if v["phase"] == "kingdom" else ""), (cz.x + 8, cz.y + 3), fs, gfx.DIM)
        pz = lay.zones["piles"]
        for key, words, n in (("deck", [tr("deck")], v["deck_count"]), ("discard", [tr("discard")], len(v["discard"])),
                              ("cdeck", [tr("commerce"), tr("commerce_short")], v["commerce_deck_count"]),
                              ("cdiscard", [tr("discard")], len(v["commerce_discard"]))):
            r = lay.cards.get(key)
            if r:   # "Commerce 15", "Comm. 15", else the count alone (the pile's back and its tooltip say which)
                fitted = gfx.textfit.first_fit([f"{w} {n}" for w in words] + [str(n)], r.w + 4, gfx.small(fs, 0.85))
                gfx.blit_text(surf, fitted.lines[0], (r.centerx, pz.y + 3), fitted.size, gfx.DIM, anchor="midtop")
        rz = lay.zones.get("revealed")
        if rz:
            gfx.blit_text(surf, "Revealed" if lang() == "en" else "Révélé", (rz.x + 8, rz.y + 3), fs, gfx.GOLD)
        label = tr("diamonds_left", n=v["diamonds_left"])
        lw = gfx.font(fs).size(label)[0]
        ic = gfx.icon("diamond", fs)
        x = cz.right - lw - fs * 1.6
        surf.blit(ic, (x, cz.y + 3))
        gfx.blit_text(surf, label, (x + fs * 1.3, cz.y + 3), fs, gfx.TEXT)

    def paint_cap(self, surf: pygame.Surface, s: int, res: str, r: pygame.FRect, x: float) -> float:
        """The cap beside its counter, where it fits: "7/10" coins; after Chaos, the tokens' sum "Σ7/10".
        Gold at the cap, where any more is lost. Returns the new x."""
        scene = self.scene
        if res not in ("coins", "cha"):
            return x
        cap = cap_of(res)
        if res == "coins":
            have, text = shown(scene.view, s, "coins", scene.anim.pending), f"/{cap}"
        else:
            have = sum(shown(scene.view, s, k, scene.anim.pending) for k in ("mil", "sci", "cha"))
            text = f"Σ{have}/{cap}"
        cfs = gfx.small(scene.layout.font, 0.75)
        x -= 2   # close to its number
        if x + gfx.font(cfs).size(text)[0] > r.right:
            return x + 2
        colour = gfx.GOLD if have >= cap else gfx.DIM
        return gfx.blit_text(surf, text, (x, r.centery), cfs, colour, anchor="midleft").right + 3

    def _draw_seat_header(self, surf: pygame.Surface, s: int) -> None:
        """Name and token counters of seat s, cached as one surface until a number changes."""
        scene = self.scene
        lay = scene.layout
        v = scene.view
        if self._header_zones.get(s, (None,))[0] is not lay:
            keys = [k for k in lay.zones if k.startswith(f"stat{s}:")]
            zones = [lay.zones[f"name{s}"]] + [lay.zones[k] for k in keys + [f"pts{s}"] if k in lay.zones]
            box = zones[0].unionall(zones[1:]).inflate(4, 4)
            self._header_zones[s] = (lay, box, [k.split(":", 1)[1] for k in keys])
        _, box, res_list = self._header_zones[s]
        stats = tuple(shown(scene.view, s, res, scene.anim.pending) for res in res_list)
        key = (id(lay), stats, v.get("first_player") == s, (v.get("decision") or {}).get("seat") == s,
               scene._is_me(s), lang(), self._points(s) if f"pts{s}" in lay.zones else None)
        cached = self._headers.get(s)
        if cached is None or cached[0] != key:
            layer = pygame.Surface((int(box.w) + 1, int(box.h) + 1), pygame.SRCALPHA)
            self._paint_seat_header(layer, s, (-box.x, -box.y))
            cached = self._headers[s] = (key, layer)
        surf.blit(cached[1], (box.x, box.y))
        gfx.textfit.placed(cached[1], (box.x, box.y), surf)   # for the layout check

    def _points(self, s: int) -> int:
        """The points a seat's header shows: yours with your Immortal, another seat's public ones (worked out once
        per view, not every frame: the header's cache key asks for them)."""
        v, spectator = self.scene.view, self.scene.spectator
        memo = self._points_of.get(s)
        if memo is None or memo[0] is not v or memo[1] != spectator:
            n = own_total(v, s) if s == v.get("seat") and not spectator else public_total(v, s)
            memo = self._points_of[s] = (v, spectator, n)
        return memo[2]

    def _paint_seat_header(self, surf: pygame.Surface, s: int, offset: tuple[float, float]) -> None:
        scene = self.scene
        lay = scene.layout
        v = scene.view
        fs = lay.font
        ox, oy = offset
        head = lay.zones[f"name{s}"].move(ox, oy)
        x = head.x
        if v.get("first_player") == s:
            ic = gfx.icon("first", int(fs * 1.3))
            surf.blit(ic, (x, head.y))
            x += fs * CROWN_ROOM
        pts = lay.zones.get(f"pts{s}")
        right = head.right
        if pts is not None:   # the public points so far, as Wingspan shows running scores (hover: tips.py)
            text = tr("pp:short", n=self._points(s))
            pfs = gfx.fit_size(text, fs, pts.w, bold=True, smallest=0.8)
            at = gfx.blit_text(surf, text, (pts.right + ox, head.y + (fs - pfs) / 2), pfs, gfx.GOLD, bold=True,
                               anchor="topright")
            right = max(right, at.x - fs * 0.6)   # the name may take the room a short score leaves
        self._paint_name(surf, s, x, head.y, right)
        for k, r in lay.zones.items():
            if not k.startswith(f"stat{s}:"):
                continue
            r = r.move(ox, oy)
            res = k.split(":", 1)[1]
            ic = gfx.icon(res if res != "hand" else "civ", lay.icon)
            if res == "hand":
                ic = scene.app.faces.get("back:civ", lay.icon * 0.72, lay.icon)
            surf.blit(ic, (r.x, r.centery - lay.icon / 2))
            n = shown(scene.view, s, res, scene.anim.pending)
            x = gfx.blit_text(surf, str(n), (r.x + lay.icon + 2, r.centery), fs, gfx.TEXT if n else gfx.DIM,
                              anchor="midleft").right + 3
            x = self.paint_cap(surf, s, res, r, x)
            if res == "coins" and pending_coins(scene.view, s):   # Transform coins, paid when the draft ends
                extra = f"+{pending_coins(scene.view, s)}"
                efs = gfx.small(fs, 0.8)
                if x + gfx.font(efs, True).size(extra)[0] <= r.right - 4:
                    x = gfx.blit_text(surf, extra, (x, r.centery), efs, gfx.GOLD, bold=True, anchor="midleft").right + 3
            if s == v["seat"]:   # your own counters say what they count where the strip has room
                lfs = gfx.small(fs, 0.85)
                for word in STAT_LABELS[res][1 if lang() == "fr" else 0]:
                    if x + gfx.font(lfs).size(word)[0] <= r.right - 2:
                        gfx.blit_text(surf, word, (x, r.centery), lfs, gfx.DIM, anchor="midleft")
                        break

    def _bots_as_pips(self) -> bool:
        """Whether the bots' headers show their level as pips, not as '(hard)': when any bot's tag would not fit
        at full size beside a crown, every bot's goes (one form for the whole table)."""
        scene = self.scene
        lay, fs = scene.layout, scene.layout.font
        memo = (id(lay), lang())
        if self._pips_memo[0] != memo:
            wide = gfx.font(fs, True)
            short = False
            for s, kind in enumerate(scene.match.seats):
                z = lay.zones.get(f"name{s}")
                if z is not None and level_pips(kind):
                    full = header_name(scene.view["seats"][s]["name"], kind, False)
                    short = short or wide.size(full)[0] > z.w - fs * CROWN_ROOM
            self._pips_memo = (memo, short)
        return self._pips_memo[1]

    def _paint_name(self, surf: pygame.Surface, s: int, x: float, y: float, right: float) -> None:
        """A seat's name in its header, from x to right: with its tag ('Bot 5 (hard)', 'Ana (you)') where it fits,
        else the name alone and, for a bot, its level as pips where the whole name leaves room (words on hover)."""
        scene = self.scene
        fs = scene.layout.font
        plain = scene.view["seats"][s]["name"]
        kind = scene.match.seats[s]
        room = right - x
        full = header_name(plain, kind, table_you(scene) == s)
        nfs = gfx.fit_size(full, fs, room, bold=True, smallest=0.8)
        name = gfx.fit_text(full, nfs, room, bold=True)
        filled = 0
        as_pips = level_pips(kind) if self._bots_as_pips() else 0   # the pips this seat fills, or 0
        if as_pips or (name != full and full != plain):   # the name alone, whole if it can be
            nfs = gfx.fit_size(plain, fs, room, bold=True, smallest=0.8)
            name = gfx.fit_text(plain, nfs, room, bold=True)
            need = fs * 0.3 + pips.width(fs)   # a gap, then the pips
            if as_pips and name == plain:   # and the level as pips where the whole name leaves room
                pfs = gfx.fit_size(plain, nfs, room - need, bold=True, smallest=0.85)
                if gfx.font(pfs, True).size(plain)[0] + need <= room:
                    nfs, filled = pfs, as_pips
        to_act = (scene.view.get("decision") or {}).get("seat") == s
        at = gfx.blit_text(surf, name, (x, y + (fs - nfs) / 2), nfs, gfx.GLOW if to_act else gfx.TEXT, bold=True)
        if filled:   # hover: the level in words (tips.py)
            pips.paint(surf, at.right + fs * 0.3, y + fs / 2, filled, fs)

    def draw_card(self, surf: pygame.Surface, sp: CardSprite, glow: bool = False, lifted: bool = False) -> None:
        """One card sprite (a chip, a fanned hand card, a tilted or flipping card), with its marks."""
        scene = self.scene
        r = sp.rect
        if sp.face == "empty":
            pygame.draw.rect(surf, (60, 90, 75), r, width=2, border_radius=6)
            return
        if layout.is_chip(sp.key, scene.view):
            info = card_info(sp.key, scene.view)
            reserve = scene.layout.font * (1.3 + 0.6 * len(str(info["culture"]))) if info and info["culture"] else 0
            dest = draw_chip(surf, r, sp.face, sp.angle > 45, glow, lifted, sp.alpha, reserve)
            self._draw_card_marks(surf, sp, dest)
            return
        face = sp.face if sp.flip >= 0 else ("back:civ" if sp.face.startswith("civ") else sp.face)
        w = max(2, r.w * abs(sp.flip)) if sp.flip != 1 else r.w
        angle = int(round(sp.angle / 3.0)) * 3
        target = scene.layout.cards.get(sp.key)
        base_h = target.h if target is not None else r.h
        lift_y = 0.0
        fanned = False
        if sp.key.startswith("hand:") and not lifted and not angle and sp.flip == 1:
            hand = scene.view["me"]["hand"]
            k = sp.key[5:]
            if k in hand and len(hand) > 1:   # a gentle fan: outer cards turn, the middle one rises a little
                angle, lift = layout.hand_fan(hand.index(k), len(hand))   # the layout keeps it inside the window
                lift_y = lift * r.h
                fanned = True
        if fanned:
            img = scene.app.faces.get(face, r.w, r.h, angle, base_h)
        elif angle:
            scale = 1 - (1 - r.w / r.h) * (angle / 90)   # a tilted card shrinks to keep its row
            img = scene.app.faces.get(face, r.w * scale, r.h * scale, angle, base_h * scale)
        else:
            img = scene.app.faces.get(face, w, r.h, 0, base_h)
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
        scene = self.scene
        fs = scene.layout.font
        info = card_info(sp.key, scene.view)
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
            slots = scene.view["seats"][s]["slots"]
            if j < len(slots):
                slot = slots[j]
                if slot["status"] in ("transformed", "chose_transform"):
                    # a coin badge along the bottom edge, clear of the emblem in the middle of the back
                    n = slot["coins"] or slot_coins(scene.view, j)
                    size = int(max(10, min(dest.w * 0.3, fs * 1.2)))
                    ic = gfx.icon("coins", size)
                    label = gfx.text(f"+{n}", gfx.small(size, 0.9), gfx.GOLD, bold=True)
                    bw, bh = size + label.get_width() + 8, max(size, label.get_height()) + 2
                    badge = pygame.Rect(0, 0, bw, bh)
                    badge.midbottom = (dest.centerx, dest.bottom - 3)
                    pygame.draw.rect(surf, (20, 15, 20), badge, border_radius=bh // 2)
                    surf.blit(ic, (badge.x + 3, badge.centery - size / 2))
                    surf.blit(label, (badge.x + size + 5, badge.centery - label.get_height() / 2))
                elif slot["status"] == "hidden" and s == scene.viewer and not scene.spectator:
                    veil = pygame.Surface(dest.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 90))
                    surf.blit(veil, dest)
                    gfx.blit_text(surf, "?", dest.center, int(fs * 1.6), gfx.GLOW, bold=True, anchor="center")
