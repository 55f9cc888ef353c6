"""'Score a table game': the calculator for a physical game. Names, Immortals, cards in play picked from the card
grid, tokens, Culture, diamonds, Wonder tokens; the scores and the breakdown update at each change, each Immortal's
points are explained, and the table saves and loads as the position file `main.py score` reads."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame
from pygame import FRect

from game.calcpos import COUNTERS, Calculator, immortal_id, tomorrow_mode
from game.cardtext import sections
from game.paths import user_dir
from game.rules import default_db
from game.rules.scoring import CATEGORIES
from game.ui import gfx
from game.ui.i18n import STRINGS, lang, tr
from game.ui.menus import TextField
from game.ui.scene import AppContext, Scene

STRINGS.update({
    "calc:players": ("Players {n}", "Joueurs {n}"),
    "calc:discard": ("Civilization discard: {n} cards", "Défausse Civilisation : {n} cartes"),
    "calc:name": ("Name", "Nom"),
    "calc:coins": ("Coins", "Pièces"),
    "calc:military": ("Military", "Militaire"),
    "calc:science": ("Science", "Science"),
    "calc:chaos": ("Chaos", "Chaos"),
    "calc:diamonds": ("Diamonds", "Diamants"),
    "calc:vp": ("VP tokens", "Jetons PV"),
    "calc:supremacy": ("Supremacy", "Suprématie"),
    "calc:wonder_tokens": ("Wonder tokens", "Merveilles"),
    "calc:cards": ("Cards in play (click the grid to add or remove; Culture: − +)",
                   "Cartes en jeu (clic dans la grille : ajouter, retirer ; Culture : − +)"),
    "calc:grid": ("Heroes and Buildings: click to give to {name}", "Héros et Bâtiments : cliquez pour donner à {name}"),
    "calc:justice": ("Justice revealed during the game: {v}", "Justice révélée pendant la partie : {v}"),
    "calc:tomorrow:none": ("Tomorrow's guesses: not entered", "Paris de Demain : non saisis"),
    "calc:tomorrow:named": ("Tomorrow: looked, all guesses right (+10)", "Demain : a regardé, tout juste (+10)"),
    "calc:tomorrow:blind": ("Tomorrow: did not look, all right (+15)", "Demain : sans regarder, tout juste (+15)"),
    "calc:tomorrow:wrong": ("Tomorrow: a guess was wrong (+0)", "Demain : un pari faux (+0)"),
    "calc:narashima": ("Narashima destroys the best set of his cards (program's choice)",
                       "Narashima détruit le meilleur lot de ses cartes (choix du programme)"),
    "calc:save": ("Save", "Enregistrer"),
    "calc:load": ("Load", "Charger"),
    "calc:file": ("Position file", "Fichier de position"),
    "calc:saved": ("Saved: {path}  (python main.py score {path})",
                   "Enregistré : {path}  (python main.py score {path})"),
    "calc:refused": ("Refused: {why}", "Refusé : {why}"),
    "calc:explain": ("{imm} ({name}): {text} → {vp} VP", "{imm} ({name}) : {text} → {vp} PV"),
    "calc:counted_in": ("{cat} {vp} VP at this rate", "{cat} {vp} PV à ce taux"),
    "calc:yes": ("yes", "oui"),
    "calc:no": ("no", "non"),
})

REVALUED = {"sup": "supremacy", "culture": "culture", "wonder_ranking": "wonders", "diamond_each": "diamonds"}
CAT_KEYS = {"immortal": "cat:immortal", "vp_tokens": "cat:vp", "wonders": "cat:wonder", "supremacy": "cat:sup",
            "culture": "cat:culture", "diamonds": "cat:diamond"}


_FR = [   # the rules' refusals (English) in French, most common first
    (r"(.+), cards: card #(\w+) is already controlled by (.+)", "{0} : la carte n°{1} est déjà à {2}"),
    (r"(.+), cards: card #(\w+) is already in the discard", "{0} : la carte n°{1} est déjà dans la défausse"),
    (r"(.+), cards: card #(\w+) carries the 4\+ symbol and is not used with 3 players",
     "{0} : la carte n°{1} porte le symbole 4+ et ne sert pas à 3 joueurs"),
    (r"(.+): '(\w+)' must be a whole number (\d+)\.\.(\d+), got (-?\d+)",
     "{0} : « {1} » doit être un nombre entier de {2} à {3}, pas {4}"),
    (r"(.+): Immortal (\w+) is already held by (.+)", "{0} : l'Immortel {1} est déjà à {2}"),
    (r"(.+): (\d+) civilization tokens \(military \+ science \+ chaos\), the most is (\d+)",
     "{0} : {1} jetons de civilisation (militaire + science + chaos), {2} au plus"),
    (r"(\d+) diamonds held, the game has (\d+)", "{0} diamants en jeu, la partie n'en a que {1}"),
    (r"discard_count (\d+) is more than the cards left \((\d+)\)",
     "défausse de {0} cartes : il n'en reste que {1}"),
    (r"no fewer than 0", "pas moins de 0"),
]


def reason_text(why: str, names: list[str], lg: str) -> str:
    """The rules' refusal with player numbers as names, in French when the game is in French."""
    why = re.sub(r"player (\d+)", lambda m: names[int(m.group(1)) - 1] if int(m.group(1)) <= len(names)
                 else m.group(0), why)
    if lg == "fr":
        for pat, fr in _FR:
            m = re.fullmatch(pat, why)
            if m:
                return fr.format(*m.groups())
    return why


def grid_cards() -> list[int]:
    """The printed numbers a player can control: Heroes 1-12 and Buildings 25-48."""
    return [int(c.key) for c in default_db().civ if c.family in ("hero", "building")]


def explain(row: dict, result_row: dict, lg: str) -> str:
    """One line: what this Immortal scores and how many VP it gave."""
    im = default_db().immortal_by_id[result_row["immortal"]]
    text = "; ".join(t for k, t in sections(im, lg) if k in ("Scoring", "Décompte", "Score")) or \
        sections(im, lg)[-1][1]
    line = tr("calc:explain", imm=im.name[lg], name=row.get("name", ""), text=text,
              vp=result_row["breakdown"]["immortal"])
    revalued = [REVALUED[k] for step in im.scoring if step.verb == "revalue" for k in step.params if k in REVALUED]
    for cat in dict.fromkeys(revalued):   # Justice's Supremacy, Galmi's ranking, Phoenix's Culture, Xi'an's diamonds
        line += "; " + tr("calc:counted_in", cat=tr(CAT_KEYS[cat]), vp=result_row["breakdown"][cat])
    return line.replace("→", "->")   # as drawn (gfx.text), so that wrapping measures the real width


class CalculatorScene(Scene):
    """The calculator screen."""

    def __init__(self, app: AppContext, calc: Calculator | None = None) -> None:
        super().__init__(app)
        self.calc = calc or Calculator()
        self.seat = 0
        self.message = ""
        self.buttons: list[gfx.Button] = []
        self.card_rects: dict[int, pygame.Rect] = {}
        default = user_dir("data") / "positions" / "table.toml"
        self.path_field = TextField(FRect(0, 0, 10, 10), str(default), 240)
        self.name_field = TextField(FRect(0, 0, 10, 10), self.calc.players[0]["name"], 16)
        self._bg: pygame.Surface | None = None
        self.resize(app.size)

    @property
    def fs(self) -> int:
        return max(13, int(self.app.size[1] / 48))

    # ------------------------------------------------------------------ edits

    def _do(self, ok: bool) -> None:
        names = [r["name"] for r in self.calc.players]
        self.message = "" if ok else tr("calc:refused", why=reason_text(self.calc.error, names, lang()))
        self.seat = min(self.seat, len(self.calc.players) - 1)
        self.name_field.value = self.calc.players[self.seat]["name"]
        self.resize(self.app.size)

    def select(self, seat: int) -> None:
        self._commit_name()
        self.seat = seat
        self._do(True)

    def _commit_name(self) -> None:
        name = self.name_field.value.strip()
        if name and name != self.calc.players[self.seat]["name"]:
            self.calc.set_name(self.seat, name)

    def cycle_immortal(self, d: int) -> None:
        ims = default_db().immortals
        held = {immortal_id(r) for i, r in enumerate(self.calc.players) if i != self.seat}
        cur = [im.id for im in ims].index(immortal_id(self.calc.players[self.seat]))
        for k in range(1, len(ims)):
            nxt = ims[(cur + d * k) % len(ims)].id
            if nxt not in held:
                self._do(self.calc.set_immortal(self.seat, nxt))
                return

    def save(self) -> None:
        self._commit_name()
        try:
            path = self.calc.save(self.path_field.value.strip())
        except OSError as exc:
            self.message = tr("calc:refused", why=str(exc))
            return
        self.message = tr("calc:saved", path=str(path))

    def load(self) -> None:
        ok = self.calc.load(self.path_field.value.strip())
        self.seat = 0
        self._do(ok)

    # ------------------------------------------------------------------ layout

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        self._bg = gfx.felt(size)
        b: list[gfx.Button] = []
        bh = fs * 1.9
        calc, seat = self.calc, self.seat
        row = calc.players[seat]

        def btn(label: str, rect: FRect, action: Callable[[], None], primary: bool = False) -> None:
            b.append(gfx.Button(label, rect, action, primary=primary, size=fs))

        n = len(calc.players)
        btn("−", FRect(fs, fs * 0.6, bh, bh), lambda: self._do(calc.set_players(n - 1)))
        self.players_label = (fs * 2 + bh, fs * 0.6 + bh / 2)
        btn("+", FRect(fs * 9.5, fs * 0.6, bh, bh), lambda: self._do(calc.set_players(n + 1)))
        btn("−", FRect(W - fs * 22, fs * 0.6, bh, bh), lambda: self._do(calc.add(0, "discard_count", -1)))
        btn("+", FRect(W - fs * 2 - bh, fs * 0.6, bh, bh), lambda: self._do(calc.add(0, "discard_count", 1)))
        self.discard_label = (W - fs * 11.5 - bh / 2, fs * 0.6 + bh / 2)
        # left column: the selected player's editor
        left = FRect(fs * 0.5, fs * 3.2, W * 0.40, 0)
        tab_w = (left.w - fs * 0.3 * (n - 1)) / n
        for i, r in enumerate(calc.players):
            btn(r["name"], FRect(left.x + i * (tab_w + fs * 0.3), left.y, tab_w, bh), lambda i=i: self.select(i),
                primary=i == seat)
        y = left.y + bh + fs * 0.7
        self.name_field.rect = FRect(left.x + fs * 5, y, left.w * 0.45, bh)
        self.name_label = (left.x, y + bh / 2)
        self.imm_rect = FRect(left.right - fs * 5.2, y, fs * 5.2, fs * 7.3)
        btn("«", FRect(self.imm_rect.x - fs * 2.6, y + fs * 2.6, fs * 2.2, bh), lambda: self.cycle_immortal(-1))
        y += bh + fs * 0.5
        col_w = (self.imm_rect.x - fs * 3 - left.x) / 2
        self.counter_pos: list[tuple[str, float, float, float]] = []
        for i, field in enumerate(COUNTERS):
            cx = left.x + (i % 2) * col_w
            cy = y + (i // 2) * (bh + fs * 0.35)
            self.counter_pos.append((field, cx, cy + bh / 2, cx + col_w - fs * 3.05))
            btn("−", FRect(cx + col_w - fs * 5.6, cy, bh, bh), lambda f=field: self._do(calc.add(seat, f, -1)))
            btn("+", FRect(cx + col_w - fs * 2.4, cy, bh, bh), lambda f=field: self._do(calc.add(seat, f, 1)))
        y += 4 * (bh + fs * 0.35) + fs * 0.3
        btn("»", FRect(self.imm_rect.right - fs * 2.2, self.imm_rect.bottom + fs * 0.3, fs * 2.2, bh),
            lambda: self.cycle_immortal(1))
        imm = immortal_id(row)
        self.special = ""
        if imm == "justice":
            v = tr("calc:yes") if row.get("justice_revealed") else tr("calc:no")
            btn(tr("calc:justice", v=v), FRect(left.x, y, left.w - fs * 6, bh),
                lambda: self._do(calc.toggle_justice(seat)))
        elif imm == "tomorrow":
            btn(tr("calc:tomorrow:" + tomorrow_mode(calc.doc, seat)), FRect(left.x, y, left.w - fs * 6, bh),
                lambda: self._do(calc.cycle_tomorrow(seat)))
        elif imm == "narashima":
            self.special = tr("calc:narashima")
        y += bh + fs * 0.5
        self.cards_top = y
        # the selected player's cards, each with Culture − +
        cw = fs * 3.4
        ch = cw * 1.4
        per_row = max(1, int(left.w // (cw + fs * 0.4)))
        self.own_cards: list[tuple[int, FRect]] = []
        for i, num in enumerate(row["cards"]):
            x = left.x + (i % per_row) * (cw + fs * 0.4)
            cy = y + fs * 1.3 + (i // per_row) * (ch + bh + fs * 0.4)
            r = FRect(x, cy, cw, ch)
            self.own_cards.append((num, r))
            btn("−", FRect(x, r.bottom + 2, cw / 2 - 1, bh * 0.85),
                lambda k=num: self._do(calc.add_culture(seat, k, -1)))
            btn("+", FRect(x + cw / 2 + 1, r.bottom + 2, cw / 2 - 1, bh * 0.85),
                lambda k=num: self._do(calc.add_culture(seat, k, 1)))
        # right: the card grid, then the scores
        gx = left.right + fs
        gw = W - gx - fs * 0.5
        cols = 12
        gcw = (gw - (cols - 1) * 4) / cols
        gch = min(gcw * 1.4, (H * 0.42) / 3)
        gcw = gch / 1.4
        self.grid_top = fs * 4.6
        self.card_rects = {}
        for i, num in enumerate(grid_cards()):
            self.card_rects[num] = pygame.Rect(int(gx + (i % cols) * (gcw + 4)), int(self.grid_top + (i // cols) *
                                                                                   (gch + 4)), int(gcw), int(gch))
        self.grid_x = gx
        self.scores_top = self.grid_top + 3 * (gch + 4) + fs * 0.6
        # bottom row: file, save, load, back
        by = H - bh - fs * 0.5
        btn(tr("back"), FRect(fs * 0.5, by, fs * 6, bh), self.back)
        px = fs * 7.5 + gfx.font(fs).size(tr("calc:file"))[0] + fs * 0.8
        self.path_field.rect = FRect(px, by, W - fs * 18.5 - px, bh)
        self.path_label = (fs * 7.5, by + bh / 2)
        btn(tr("calc:save"), FRect(W - fs * 17.5, by, fs * 8, bh), self.save, primary=True)
        btn(tr("calc:load"), FRect(W - fs * 9, by, fs * 8.5, bh), self.load)
        self.buttons = b

    def back(self) -> None:
        self.app.replace(self.app.make("title"))

    # ------------------------------------------------------------------ events

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for f in (self.name_field, self.path_field):
            was = f.focus
            if f.handle(ev) and ev.type != pygame.MOUSEBUTTONDOWN:
                if f is self.name_field and was and not f.focus:
                    self._commit_name()
                    self._do(True)
                return None
            if f is self.name_field and was and not f.focus:
                self._commit_name()
                self._do(True)
        if ev.type == pygame.KEYDOWN and (self.name_field.focus or self.path_field.focus):
            return None
        for b in list(self.buttons):
            if b.handle(ev):
                return None
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for num, r in self.card_rects.items():
                if r.collidepoint(ev.pos):
                    self._commit_name()
                    self._do(self.calc.toggle_card(self.seat, num))
                    return None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.back()
        return None

    def busy(self) -> bool:
        return self.name_field.focus or self.path_field.focus

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        if self._bg is None or self._bg.get_size() != (W, H):
            self._bg = gfx.felt((W, H))
        surf.blit(self._bg, (0, 0))
        fs = self.fs
        calc = self.calc
        row = calc.players[self.seat]
        gfx.blit_text(surf, tr("calc:players", n=len(calc.players)), self.players_label, fs, gfx.TEXT, True,
                      "midleft")
        gfx.blit_text(surf, tr("calculator"), (W / 2, fs * 1.55), int(fs * 1.7), gfx.GOLD, True, "center")
        disc = calc.doc.get("discard_count", len(calc.doc.get("discard", [])))
        gfx.blit_text(surf, tr("calc:discard", n=disc), self.discard_label, fs, gfx.TEXT, False, "center")
        gfx.blit_text(surf, tr("calc:name"), self.name_label, fs, gfx.DIM, anchor="midleft")
        self.name_field.draw(surf, fs)
        img = self.app.faces.get(f"immortal:{immortal_id(row)}", self.imm_rect.w, self.imm_rect.h)
        surf.blit(img, img.get_rect(center=self.imm_rect.center))
        for field, x, y, vx in self.counter_pos:
            gfx.blit_text(surf, gfx.fit_text(tr("calc:" + field), fs, vx - x - fs * 2.2), (x, y), fs, gfx.TEXT,
                          anchor="midleft")
            gfx.blit_text(surf, str(row.get(field, 0)), (vx, y), fs, gfx.GOLD, True, "center")
        if self.special:
            gfx.blit_text(surf, gfx.fit_text(self.special, fs, W * 0.4), (fs * 0.5, self.cards_top - fs * 1.6), fs,
                          gfx.DIM)
        gfx.blit_text(surf, gfx.fit_text(tr("calc:cards"), fs, W * 0.40), (fs * 0.5, self.cards_top), fs, gfx.DIM)
        for num, r in self.own_cards:
            surf.blit(self.app.faces.get(f"civ:{num}", r.w, r.h), r)
            c = row["culture"].get(str(num), 0)
            if c:
                badge = pygame.Rect(0, 0, fs * 1.6, fs * 1.6)
                badge.center = (r.right - fs * 0.7, r.y + fs * 0.7)
                pygame.draw.ellipse(surf, (210, 120, 200), badge)
                gfx.blit_text(surf, str(c), badge.center, fs, (20, 10, 20), True, "center")
        gfx.blit_text(surf, gfx.fit_text(tr("calc:grid", name=row["name"]), fs, W - self.grid_x - fs),
                      (self.grid_x, self.grid_top - fs * 0.3), fs, gfx.DIM, False, "bottomleft")
        owner = {num: i for i, r in enumerate(calc.players) for num in r["cards"]}
        three = len(calc.players) == 3
        db = default_db()
        for num, r in self.card_rects.items():
            surf.blit(self.app.faces.get(f"civ:{num}", r.w, r.h), r)
            unused = three and db.civ[db.by_key[str(num)]].four_plus
            if num in owner or unused:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 150 if owner.get(num) != self.seat else 40))
                surf.blit(shade, r)
            if num in owner:
                col = gfx.GLOW if owner[num] == self.seat else gfx.TEXT
                pygame.draw.rect(surf, col, r, 3 if owner[num] == self.seat else 1, border_radius=4)
                tag = calc.players[owner[num]]["name"]
                tr_ = pygame.Rect(0, 0, r.w - 4, fs * 1.3)
                tr_.center = (r.centerx, r.centery - fs * 0.4)
                pygame.draw.rect(surf, (10, 20, 18), tr_, border_radius=4)
                gfx.blit_text(surf, gfx.fit_text(tag, fs, r.w - 6, True), tr_.center, fs, col, True, "center")
            elif unused:
                gfx.blit_text(surf, "4+", r.center, fs, gfx.RED, True, "center")
        self._scores(surf, FRect(self.grid_x, self.scores_top, W - self.grid_x - fs * 0.5,
                                 H - self.scores_top - fs * 3.2))
        self.path_field.draw(surf, fs)
        gfx.blit_text(surf, tr("calc:file"), self.path_label, fs, gfx.DIM, anchor="midleft")
        for b in self.buttons:
            b.draw(surf)
        if self.message:
            bad = self.message.startswith(tr("calc:refused", why="")[:6])
            gfx.panel(surf, FRect(fs * 0.5, H - fs * 5.0, W - fs, fs * 1.6), alpha=230)
            gfx.blit_text(surf, gfx.fit_text(self.message, fs, W - fs * 2), (W / 2, H - fs * 4.2), fs,
                          gfx.RED if bad else gfx.GREEN, True, "center")

    def _scores(self, surf: pygame.Surface, area: FRect) -> None:
        fs = self.fs
        res = self.calc.result
        if not res:
            return
        gfx.panel(surf, area, alpha=180)
        heads = [tr(CAT_KEYS[c]) for c in CATEGORIES] + [tr("total")]
        name_w = fs * 9
        col_w = (area.w - name_w - fs) / len(heads)
        x, y = area.x + fs * 0.5, area.y + fs * 0.3
        for i, h in enumerate(heads):
            lines = gfx.wrap(h, fs, int(col_w - 4))[:2]
            for j, line in enumerate(lines):
                gfx.blit_text(surf, line, (x + name_w + i * col_w + col_w / 2, y + j * fs * 1.1), fs, gfx.DIM, False,
                              "midtop")
        y += fs * 2.4
        for s, pr in enumerate(res["players"]):
            win = s == res["winner"]
            col = gfx.GLOW if win else gfx.TEXT
            label = ("#1 " if win else "") + self.calc.players[s]["name"]
            gfx.blit_text(surf, gfx.fit_text(label, fs, name_w - 4), (x, y), fs, col, win)
            cells = [pr["breakdown"][c] for c in CATEGORIES] + [pr["total"]]
            for i, v in enumerate(cells):
                gfx.blit_text(surf, str(v), (x + name_w + i * col_w + col_w / 2, y), fs, col, i == len(cells) - 1,
                              "midtop")
            y += fs * 1.3
        y += fs * 0.3
        lg = lang()
        for s, pr in enumerate(res["players"]):
            line = explain(self.calc.players[s], pr, lg)
            for part in gfx.wrap(line, fs, int(area.w - fs * 1.5))[:2]:
                if y + fs * 1.2 > area.bottom:
                    return
                gfx.blit_text(surf, part, (x, y), fs, gfx.TEXT if s == self.seat else gfx.DIM)
                y += fs * 1.2
