"""How to play: short illustrated pages walking through one round (real card faces and icons), each with the letters
and signs it uses; a glossary of every icon, letter and sign a card face draws; the card list filterable by domain and
type; and a link to the reference summary (the old Rules screen)."""

from __future__ import annotations

import pygame
from pygame import FRect

from game import cardglyphs, cardtext
from game.rules import default_db
from game.ui.cards import art, faceglyphs
from game.ui.i18n import STRINGS, lang, tr
from game.ui.scene import AppContext, Scene
from game.ui.screens.reference import rule_numbers
from game.ui.table.sprites import stat_tip
from game.ui.widgets import gfx
from game.ui.widgets.cardgrid import CardGrid

STRINGS.update({
    "ht_prev": ("< Previous", "< Précédent"),
    "ht_next": ("Next >", "Suivant >"),
    "ht_reference": ("Reference summary", "Résumé des règles"),
    "ht_page": ("{i} / {n}", "{i} / {n}"),
    "ht:round": ("One game, two rounds", "Une partie, deux rondes"),
    "ht:round_t": (
        "Each round: Living Draft, then Kingdom, then Supremacy. After round 2 comes the VP phase. Your secret "
        "Immortal decides how you score: with 3 players you hold two and keep one at the end.",
        "Chaque ronde : Living Draft, puis Royaume, puis Suprématie. Après la ronde 2 vient la phase de PV. Votre "
        "Immortel secret décide de vos points : à 3 joueurs vous en avez deux et en gardez un à la fin."),
    "ht:draft": ("1. Living Draft", "1. Living Draft"),
    "ht:draft_t": (
        "Pick a card from your hand onto your next slot and pass the rest. Then play it (it gives its Bonus) or "
        "transform it (it gives the slot's coins). Round 1: {picks1} picks, {plays1} plays, pick {double_pick} "
        "doubles the Bonus. Round 2: {picks2} picks, {plays2} plays.",
        "Posez une carte de votre main sur votre prochain emplacement et passez le reste. Puis jouez-la (elle "
        "donne son Bonus) ou transformez-la (elle donne les pièces de l'emplacement). Ronde 1 : {picks1} choix, "
        "{plays1} cartes jouées, le {double_pick}e choix double le Bonus. Ronde 2 : {picks2} choix, {plays2} cartes "
        "jouées."),
    "ht:kingdom": ("2. Kingdom", "2. Royaume"),
    "ht:kingdom_t": (
        "In turn, each player activates their cards, once each: a used card tilts. You may also use one Wonder "
        "from the centre, and other players' Buildings for a roaming fee: their owner gets 1 Culture.",
        "À tour de rôle, chacun active ses cartes, une fois chacune : une carte utilisée s'incline. Vous pouvez "
        "aussi utiliser une Merveille du centre, et les Bâtiments des autres contre un coût d'itinérance : leur "
        "propriétaire gagne 1 Culture."),
    "ht:supremacy": ("3. Supremacy, then the VP phase", "3. Suprématie, puis la phase de PV"),
    "ht:supremacy_t": (
        "Most Military wins a Supremacy token, then most Science (a tie wins nothing, but Justice wins hers). At "
        "the end each Immortal is called in turn and scores: Immortal, VP tokens, Wonder ranking, Supremacy, "
        "Culture, Diamonds.",
        "Qui a le plus de Militaire gagne une Suprématie, puis qui a le plus de Science (égalité : personne, sauf "
        "Justice). À la fin "
        "chaque Immortel est appelé à son tour et compte : Immortel, jetons PV, classement des Merveilles, "
        "Suprématie, Culture, Diamants."),
    "ht:icons": ("Icons, symbols and letters", "Icônes, types et lettres"),
    "ht:signs": ("The icons on small cards", "Les icônes des petites cartes"),
    "ht:signs_t": (
        "Large cards say it in words; small ones (your hand, the table) say the same with icons:",
        "Les grandes cartes le disent en mots ; les petites (votre main, la table) le disent en signes :"),
    "ht_civ_tokens": ("Civilization token: Military, Science or Chaos",
                      "Jeton de civilisation : Militaire, Science ou Chaos"),
    "ht_domain": ("{name}: a type symbol of the card (some cards count them)",
                  "{name} : un type de carte (que d'autres cartes comptent)"),
    "ht_badge": ("On the picture: the card is used only with 4 players or more",
                 "Sur l'image : la carte n'est utilisée qu'à 4 joueurs ou plus"),
    "ht_slot:bonus": ("Bonus: gained when you play the card in the draft",
                      "Bonus : gagné quand vous jouez la carte au Draft"),
    "ht_slot:action": ("Action: use it once in each Kingdom turn (the card tilts)",
                       "Action : utilisez-la une fois par tour de Royaume (la carte s'incline)"),
    "ht_slot:power": ("Power: used in your Kingdom turn, but not an Action (never copied)",
                      "Pouvoir : un usage à part au Royaume, pas une Action (jamais copié)"),
    "ht_slot:passive": ("Passive: always on while you control the card",
                        "Passif : toujours actif tant que vous contrôlez la carte"),
    "ht_slot:world": ("World: a Wonder's effect for every player", "Monde : l'effet d'une Merveille pour tous"),
    "ht_slot:vp_phase": ("VP phase: resolved at the end of the game, before the scores",
                         "Phase de PV : résolu à la fin de la partie, avant les points"),
    "ht_vp_counts": ("Besides their Immortal, everyone scores:",
                     "Après les Immortels, la phase de PV compte pour tous :"),
    "ht_read": ("Letters and icons on the cards", "Lettres et icônes des cartes"),
    "ht:cards": ("Every card", "Toutes les cartes"),
    "ht_all": ("All", "Toutes"),
    "ht:hero": ("Heroes", "Héros"), "ht:building": ("Buildings", "Bâtiments"), "ht:wonder": ("Wonders", "Merveilles"),
    "ht:immortal": ("Immortals", "Immortels"), "ht:commerce": ("Commerce", "Commerce"),
    "ht_play": ("Play: Bonus", "Jouer : Bonus"),
    "ht_transform": ("Transform: +coins", "Transformer : +pièces"),
    "ht_tilted": ("Used: tilted", "Utilisée : inclinée"),
    "ht_roam": ("Roaming: +1 Culture to its owner", "Itinérance : +1 Culture au propriétaire"),
})

PAGES = ("round", "draft", "kingdom", "supremacy", "icons", "signs", "cards")
FAMILIES = ("hero", "building", "wonder", "immortal", "commerce")
DOMAINS = ("military", "science", "chaos", "galmi", "legendary")
ICONS = ("coins", "mil", "sci", "cha", "civ", "culture", "vp", "sup", "won", "diamond")
SLOTS = ("bonus", "action", "power", "passive", "world", "vp_phase")   # the slot letters a small face writes
# The letters and signs each walk-through page explains under its picture (each one is in the glossary too).
PAGE_LEGEND = {"round": ("bonus", "action", "vp_phase", "badge"), "draft": ("bonus", "badge", "+2", "or"),
               "kingdom": ("action", "power", "passive", "world", "-2", "→"),
               "supremacy": ("vp_phase", "/", ":", "#1 #2 #3")}


_banners: dict[tuple[str, int], pygame.Surface] = {}


def _banner(symbol: str, h: int) -> pygame.Surface:
    """A domain banner as card faces draw it, h pixels tall (kept per size)."""
    if (symbol, h) not in _banners:
        img = art.draw_symbol_banner(symbol, int(h * 0.7), h)
        _banners[(symbol, h)] = pygame.image.frombytes(img.tobytes(), img.size, "RGBA")
    return _banners[(symbol, h)]


def slot_letter(slot: str) -> str:
    """The letter a small face writes before a slot's row ("B", "A", "Ps"...), in the current language."""
    return faceglyphs.SLOT_LETTERS[lang()][slot]


def glossary() -> list[tuple[str, str]]:
    """(sign, meaning) of every letter and sign a card face draws, in the current language: the slot letters, the
    domains, the "4+" badge, then the signs of the terse summaries (cardglyphs.GLYPH_SIGNS)."""
    out = [(slot_letter(s), tr("ht_slot:" + s)) for s in SLOTS]
    out += [(cardtext.SYMBOL_NAMES[lang()][d], tr("ht_domain", name=cardtext.SYMBOL_NAMES[lang()][d]))
            for d in DOMAINS]
    out.append(("4+", tr("ht_badge")))
    return out + list(cardglyphs.GLYPH_SIGNS[lang()])


def _legend_entries(keys: tuple[str, ...]) -> list[tuple[str, str]]:
    signs = dict(cardglyphs.GLYPH_SIGNS[lang()])
    first = {"+2": "+2", "-2": "-2", "→": "→", "/": "/", ":": ":", "#1 #2 #3": "#1 #2 #3",
             "or": cardglyphs.GLYPH_WORDS[lang()]["or"]}
    out = []
    for k in keys:
        if k in SLOTS:
            out.append((slot_letter(k), tr("ht_slot:" + k)))
        elif k == "badge":
            out.append(("4+", tr("ht_badge")))
        else:
            out.append((first[k], signs[first[k]]))
    return out


def card_list(family: str | None, domain: str | None) -> list[str]:
    """Face names of every distinct card, filtered by type (family) and domain (symbol)."""
    db = default_db()
    out: list[str] = []
    seen: set[str] = set()
    for c in db.civ:
        if c.kind in seen or (family and c.family != family) or (domain and domain not in c.symbols):
            continue
        seen.add(c.kind)
        out.append(f"civ:{c.key}")
    if family in (None, "immortal"):
        out += [f"immortal:{im.id}" for im in db.immortals if not domain or domain in im.symbols]
    if family in (None, "commerce") and not domain:
        out += list(dict.fromkeys(f"commerce:{c.kind}" for c in db.commerce))
    return out


class HowToScene(CardGrid, Scene):
    """The pages, one at a time: Previous / Next, keys Left / Right, Esc to go back."""

    def __init__(self, app: AppContext, page: int = 0) -> None:
        super().__init__(app)
        self.page = page
        self.numbers = rule_numbers()   # the pages' figures from cards.toml, read once, not at every frame
        self.family: str | None = None
        self.domain: str | None = None
        self.zoom: str | None = None
        self.scroll = 0
        self.buttons: list[gfx.Button] = []
        self.rects: dict[str, pygame.Rect] = {}
        self._bg = gfx.felt(app.size)

    def fs(self) -> int:
        W, H = self.app.size
        return max(15, int(min(W / 1280, H / 720) * 19))

    def go(self, step: int) -> None:
        self.page = max(0, min(len(PAGES) - 1, self.page + step))
        self.scroll, self.zoom = 0, None

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for b in list(self.buttons):
            if b.handle(ev):
                return None
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                if self.zoom:
                    self.zoom = None
                else:
                    self.app.pop(self)
            elif ev.key == pygame.K_RIGHT:
                self.go(1)
            elif ev.key == pygame.K_LEFT:
                self.go(-1)
            return None
        self.grid_event(ev)
        return None

    def _filter(self, family: str | None, domain: str | None) -> None:
        self.family, self.domain, self.scroll = family, domain, 0

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        if self._bg.get_size() != (W, H):
            self._bg = gfx.felt((W, H))
        surf.blit(self._bg, (0, 0))
        fs = self.fs()
        name = PAGES[self.page]
        gfx.blit_text(surf, tr("howto"), (W / 2, fs * 1.2), int(fs * 1.3), gfx.DIM, True, "center")
        gfx.blit_text(surf, tr("ht:" + name), (W / 2, fs * 3), int(fs * 1.8), gfx.GOLD, True, "center")
        body = FRect(fs * 2, fs * 4.6, W - fs * 4, H - fs * 9)
        self.rects = {}
        self.grid_area = None   # the wheel scrolls only the card page's grid
        self.buttons = []
        if name in ("round", "draft", "kingdom", "supremacy"):
            lines = gfx.wrap(tr(f"ht:{name}_t", **self.numbers), fs, int(min(body.w, fs * 52)))
            y = body.y
            for line in lines:
                gfx.blit_text(surf, line, (W / 2, y), fs, gfx.TEXT, False, "midtop")
                y += fs * 1.35
            legend = _legend_entries(PAGE_LEGEND[name])
            rows = -(-len(legend) // 2)
            strip = FRect(body.x, body.bottom - rows * fs * 2.7, body.w, rows * fs * 2.7)
            art = FRect(body.x, y + fs, body.w, strip.y - y - fs * 2.2)
            getattr(self, "_art_" + name)(surf, art, fs)
            gfx.blit_text(surf, tr("ht_read"), (strip.x, strip.y - fs * 1.5), fs, gfx.DIM, True)
            self._legend(surf, strip, legend, fs, 2)
        elif name == "icons":
            self._icons(surf, body, fs)
        elif name == "signs":
            self._signs(surf, body, fs)
        else:
            self._cards(surf, body, fs)
        self._nav(surf, W, H, fs)
        for b in self.buttons:
            b.draw(surf)
        self.draw_zoom(surf, fs)

    def _nav(self, surf: pygame.Surface, W: int, H: int, fs: int) -> None:
        bh, bw = fs * 2.2, fs * 9
        y = H - bh - fs * 0.8
        prev = gfx.Button(tr("ht_prev"), FRect(fs * 2, y, bw, bh), lambda: self.go(-1), enabled=self.page > 0, size=fs)
        nxt = gfx.Button(tr("ht_next"), FRect(W - fs * 2 - bw, y, bw, bh), lambda: self.go(1),
                         enabled=self.page < len(PAGES) - 1, primary=True, size=fs)
        ref = gfx.Button(tr("ht_reference"), FRect(W / 2 - fs * 2.6 - bw * 1.2, y, bw * 1.2, bh),
                         lambda: self.app.push(self.app.make("reference")), size=fs)
        back = gfx.Button(tr("back") + " (Esc)", FRect(W / 2 + fs * 2.6, y, bw * 1.2, bh),
                          lambda: self.app.pop(self), size=fs)
        self.buttons += [prev, nxt, ref, back]   # the page number sits between Reference and Back
        gfx.blit_text(surf, tr("ht_page", i=self.page + 1, n=len(PAGES)), (W / 2, y + bh / 2), fs, gfx.DIM,
                      False, "center")

    def _face(self, surf: pygame.Surface, name: str, center: tuple[float, float], h: float, angle: int = 0) -> None:
        img = self.app.faces.get(name, h / 1.4, h, angle)
        r = img.get_rect(center=(int(center[0]), int(center[1])))
        surf.blit(img, r)
        if angle == 0:
            self.rects[name] = r

    def _caption(self, surf: pygame.Surface, text: str, pos: tuple[float, float], fs: int, width: float) -> None:
        for i, line in enumerate(gfx.wrap(text, fs, int(width), max_lines=2)):
            gfx.blit_text(surf, line, (pos[0], pos[1] + i * fs * 1.25), fs, gfx.TEXT, False, "midtop")

    def _art_round(self, surf: pygame.Surface, art: FRect, fs: int) -> None:
        h = min(art.h - fs * 4, art.w / 4.2)
        steps = [("civ:W6", "ht:draft"), ("civ:33", "ht:kingdom"), ("immortal:justice", "ht:supremacy")]
        for i, (face, key) in enumerate(steps):
            cx = art.x + art.w * (i + 0.5) / 3
            self._face(surf, face, (cx, art.y + h / 2), h)
            self._caption(surf, tr(key), (cx, art.y + h + fs * 0.5), fs, art.w / 3 - fs)
            if i < 2:
                x0, x1 = cx + h / 2.4, cx + art.w / 3 - h / 2.4
                pygame.draw.line(surf, gfx.GOLD, (x0, art.y + h / 2), (x1, art.y + h / 2), 4)
                pygame.draw.polygon(surf, gfx.GOLD, [(x1 + 8, art.y + h / 2), (x1 - 6, art.y + h / 2 - 9),
                                                     (x1 - 6, art.y + h / 2 + 9)])

    def _art_draft(self, surf: pygame.Surface, art: FRect, fs: int) -> None:
        h = min(art.h * 0.5, art.w / 6.5)
        w = h / 1.4
        hand = ["civ:1", "civ:W3", "civ:29", "civ:9", "civ:42"]
        for i, face in enumerate(hand):
            self._face(surf, face, (art.centerx + (i - 2) * (w + fs * 0.6), art.y + h / 2), h)
        y = art.y + h + fs * 1.2
        for j, coins in enumerate((5, 3, 2, 3, 2)):
            r = FRect(art.centerx + (j - 2) * (w + fs * 0.6) - w / 2, y, w, h * 0.72)
            pygame.draw.rect(surf, gfx.PANEL, r, border_radius=8)
            pygame.draw.rect(surf, gfx.GLOW if j == 0 else gfx.PANEL_EDGE, r, width=2, border_radius=8)
            ic = gfx.icon("coins", int(fs * 1.5))
            surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery - fs * 0.6)))
            gfx.blit_text(surf, f"+{coins}" + (" ×2" if j == 3 else ""), (r.centerx, r.centery + fs * 0.9), fs,
                          gfx.GOLD, True, "center")
        left = art.x + fs
        gfx.blit_text(surf, tr("ht_play"), (left, y + fs * 0.5), fs, gfx.GREEN)
        gfx.blit_text(surf, tr("ht_transform"), (left, y + fs * 2), fs, gfx.GOLD)

    def _art_kingdom(self, surf: pygame.Surface, art: FRect, fs: int) -> None:
        h = min(art.h - fs * 4, art.w / 4.6)
        cols = art.w / 4
        self._face(surf, "civ:25", (art.x + cols * 0.5, art.y + h / 2), h)
        self._face(surf, "civ:25", (art.x + cols * 1.5, art.y + h / 2), h, 90)
        self._caption(surf, tr("ht_tilted"), (art.x + cols * 1.5, art.y + h + fs * 0.5), fs, cols - fs)
        self._face(surf, "civ:W6", (art.x + cols * 2.5, art.y + h / 2), h)
        self._caption(surf, tr("wonders"),
                      (art.x + cols * 2.5, art.y + h + fs * 0.5), fs, cols - fs)
        cx = art.x + cols * 3.5
        self._face(surf, "civ:31", (cx, art.y + h / 2), h)
        ic = gfx.icon("culture", int(fs * 2))
        surf.blit(ic, ic.get_rect(center=(cx + h / 2.8, art.y + fs)))
        self._caption(surf, tr("ht_roam"), (cx, art.y + h + fs * 0.5), fs, cols - fs)

    def _art_supremacy(self, surf: pygame.Surface, art: FRect, fs: int) -> None:
        size = int(fs * 2.2)
        x = art.x + fs
        for k in ("mil", "sci"):
            surf.blit(gfx.icon(k, size), (x, art.y))
            gfx.blit_text(surf, "→", (x + size + fs * 0.3, art.y + size / 2), fs, gfx.GOLD, anchor="midleft")
            surf.blit(gfx.icon("sup", size), (x + size + fs * 1.6, art.y))
            x += size * 2 + fs * 3
        h = min(art.h - size - fs * 2, art.w / 8.4)
        ims = ["immortal:" + im.id for im in default_db().immortals]
        room = art.bottom - (art.y + size + fs) - h    # left under the Immortals: what everyone counts after them
        cy = art.y + size + fs + h / 2 + max(0.0, room - fs * 4.5) / 3
        for i, face in enumerate(ims):
            self._face(surf, face, (art.x + art.w * (i + 0.5) / len(ims), cy), h)
        if room < fs * 4:
            return
        y = cy + h / 2 + max(fs * 0.6, (room - fs * 4.5) / 3)
        gfx.draw_fitted(surf, tr("ht_vp_counts"), FRect(art.x, y, art.w, fs * 1.4), fs, gfx.DIM, wrap_lines=False,
                        align="center")
        counts = ("vp", "won", "sup", "culture", "diamond")
        cw, ic = art.w / len(counts), int(fs * 1.8)
        for i, k in enumerate(counts):
            x = art.x + i * cw
            surf.blit(gfx.icon(k, ic), (x + fs * 0.5, y + fs * 1.8))
            gfx.draw_fitted(surf, stat_tip(k, lang()), FRect(x + fs + ic, y + fs * 1.6, cw - ic - fs * 1.5,
                                                             ic + fs * 0.4),
                            fs, gfx.TEXT, valign="middle", max_lines=2)

    def _legend(self, surf: pygame.Surface, box: FRect, entries: list[tuple[str, str]], fs: int, cols: int) -> None:
        """(sign, meaning) rows in cols columns filling box: the sign in gold (an icon for "icon:K", a domain banner
        for "banner:K"), its meaning fitted beside it."""
        rows = max(1, -(-len(entries) // cols))
        cw, rh = box.w / cols, box.h / rows
        sign_w = fs * 4.6
        for i, (sign, meaning) in enumerate(entries):
            c, r = divmod(i, rows)
            x, y = box.x + c * cw, box.y + r * rh
            mid = y + rh / 2
            if sign.startswith("icon:"):
                size = int(min(rh * 0.8, fs * 2))
                ic = gfx.icon(sign[5:], size)
                surf.blit(ic, ic.get_rect(center=(x + sign_w / 2, mid)))
            elif sign.startswith("banner:"):
                bh = int(min(rh * 0.9, fs * 2.4))
                img = _banner(sign[7:], bh)
                surf.blit(img, img.get_rect(center=(x + sign_w / 2, mid)))
            elif sign == "→":   # the arrow small faces draw, in gold
                x0, x1 = x + sign_w / 2 - fs * 0.8, x + sign_w / 2 + fs * 0.5
                pygame.draw.line(surf, gfx.GOLD, (x0, mid), (x1, mid), max(2, fs // 6))
                pygame.draw.polygon(surf, gfx.GOLD, [(x1 + fs * 0.45, mid), (x1 - fs * 0.1, mid - fs * 0.4),
                                                     (x1 - fs * 0.1, mid + fs * 0.4)])
            else:
                gfx.draw_fitted(surf, sign, FRect(x, y, sign_w - fs * 0.4, rh), int(fs * 1.15), gfx.GOLD, True,
                                wrap_lines=False, align="center", valign="middle")
            gfx.draw_fitted(surf, meaning, FRect(x + sign_w, y + 2, cw - sign_w - fs * 0.8, rh - 4), fs, gfx.TEXT,
                            valign="middle", max_lines=2)

    def _icons(self, surf: pygame.Surface, body: FRect, fs: int) -> None:
        """The token icons, the domain banners, the slot letters and the 4+ badge, in three columns."""
        entries = [("icon:" + k, tr("ht_civ_tokens") if k == "civ" else stat_tip(k, lang())) for k in ICONS]
        entries += [("banner:" + d, tr("ht_domain", name=cardtext.SYMBOL_NAMES[lang()][d])) for d in DOMAINS]
        entries += [(slot_letter(s), tr("ht_slot:" + s)) for s in SLOTS] + [("4+", tr("ht_badge"))]
        self._legend(surf, body, entries, fs, 3)

    def _signs(self, surf: pygame.Surface, body: FRect, fs: int) -> None:
        """Every sign of the terse summaries, beside one card drawn small (in signs) and large (in words)."""
        gfx.draw_fitted(surf, tr("ht:signs_t"), FRect(body.x, body.y, body.w, fs * 1.4), fs, gfx.DIM,
                        wrap_lines=False, align="center")
        top, col = body.y + fs * 2, body.w * 0.3
        big = min(body.h - fs * 2, (col - fs) / 1.5 * 1.4)   # the small face is 45 % of the large one
        small = big * 0.45
        self._face(surf, "civ:32", (body.right - big / 1.4 - fs * 0.5 - small / 2.8, top + small / 2), small)
        self._face(surf, "civ:32", (body.right - big / 2.8, top + big / 2), big)
        self._legend(surf, FRect(body.x, top, body.w - col - fs, body.h - fs * 2),
                     list(cardglyphs.GLYPH_SIGNS[lang()]), fs, 2)

    def _cards(self, surf: pygame.Surface, body: FRect, fs: int) -> None:
        bh = fs * 1.9
        x = body.x
        rows = [([(tr("ht_all"), None)] + [(tr("ht:" + f), f) for f in FAMILIES], "family"),
                ([(tr("ht_all"), None)] + [(cardtext.SYMBOL_NAMES[lang()][d], d) for d in DOMAINS], "domain")]
        y = body.y
        for items, what in rows:
            x = body.x
            bw = min(fs * 8, (body.w - fs * 0.4 * len(items)) / len(items))
            for label, value in items:
                current = self.family if what == "family" else self.domain
                fam = value if what == "family" else self.family
                dom = value if what == "domain" else self.domain
                # the lambda keeps its filter in default arguments, which mypy cannot type (python/mypy#15459)
                self.buttons.append(gfx.Button(label, FRect(x, y, bw, bh),
                                               lambda f=fam, d=dom: self._filter(f, d),  # type: ignore[misc]
                                               primary=current == value, size=fs))
                x += bw + fs * 0.4
            y += bh + fs * 0.4
        area = pygame.Rect(int(body.x), int(y + fs * 0.3), int(body.w), int(body.bottom - y - fs * 0.3))
        self.draw_grid(surf, card_list(self.family, self.domain), area, 10)
