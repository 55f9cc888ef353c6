"""'Score a table game': the calculator for a physical game. Names, Immortals, cards in play picked from the card
grid, tokens, Culture, diamonds, Wonder tokens; the scores and the breakdown update at each change, each Immortal's
points are explained, and the table saves and loads as the position file `main.py score` reads."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from pygame import FRect

from game.calcpos import (
    COUNTERS,
    Calculator,
    entered_guesses,
    immortal_id,
    known_to_tomorrow,
    positions_dir,
    tomorrow_mode,
)
from game.rules import default_db
from game.rules.scoring import CATEGORIES
from game.ui.i18n import STRINGS, lang, tr, tr_n
from game.ui.scene import AppContext, Scene
from game.ui.screens.calcfiles import RecentFiles
from game.ui.screens.calcgrid import draw_grid, draw_zoom, grid_cards
from game.ui.screens.calctext import explain, reason_text
from game.ui.screens.menus import TextField
from game.ui.text import textfit
from game.ui.text.logtext import card_name
from game.ui.widgets import gfx
from game.ui.widgets.chart import CAT_KEYS

STRINGS.update({
    "calc:players": ("Players {n}", "Joueurs {n}"),
    "calc:discard": ("Civilization discard: {n} cards", "Défausse Civilisation : {n} cartes"),
    "calc:discard1": ("Civilization discard: 1 card", "Défausse Civilisation : 1 carte"),
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
    "calc:justice:counted": ("Reveal token: counted in Supremacy", "Jeton de révélation : déjà compté"),
    "calc:justice:to_add": ("Reveal token: to add now (+1)", "Jeton de révélation : à ajouter (+1)"),
    "calc:justice:scored": ("Justice scores {n} Supremacy × {each} VP", "Justice compte {n} × {each} PV de Suprématie"),
    "calc:peek": ("Looked at: {name}", "A regardé : {name}"),
    "calc:peek:none": ("Looked at: nobody", "A regardé : personne"),
    "calc:guess": ("{name}: {imm}", "{name} : {imm}"),
    "calc:guess:known": ("{name}: {imm} (known)", "{name} : {imm} (connu)"),
    "calc:guesses": ("Tomorrow's guesses (click a player to change):",
                     "Ce que Tomorrow devine (cliquez sur un joueur) :"),
    "calc:tomorrow:none": ("Guesses not all entered: +0", "Réponses incomplètes : +0"),
    "calc:tomorrow:named": ("Looked, all correct: +{vp}", "A regardé, tout juste : +{vp}"),
    "calc:tomorrow:blind": ("Without looking, all correct: +{vp}", "Sans regarder, tout juste : +{vp}"),
    "calc:tomorrow:wrong": ("A guess is wrong: +0", "Une réponse est fausse : +0"),
    "calc:narashima": ("Narashima destroys the best set of his cards (program's choice)",
                       "Narashima détruit le meilleur lot de ses cartes (choix du programme)"),
    "calc:save": ("Save", "Enregistrer"),
    "calc:open": ("Recent tables…", "Tables récentes…"),
    "calc:file": ("File: {name}", "Fichier : {name}"),
    "calc:unsaved": ("Not saved yet", "Pas encore enregistrée"),
    "calc:saved": ("Saved: {path}  (python main.py score {path})",
                   "Enregistrée : {path}  (python main.py score {path})"),
    "calc:refused": ("Refused: {why}", "Refusé : {why}"),
})


def _imm_label(imm: str | None) -> str:
    return card_name(imm) if imm else "?"


class CalculatorScene(Scene):
    """The calculator screen."""

    def __init__(self, app: AppContext, calc: Calculator | None = None) -> None:
        super().__init__(app)
        self.calc = calc or Calculator(lang=lang())
        self.seat = 0
        self.message = ""
        self.buttons: list[gfx.Button] = []
        self.card_rects: dict[int, pygame.Rect] = {}
        self.own_cards: list[tuple[int, FRect]] = []
        self.current: Path | None = None   # the file the table was opened from or last saved to
        self.hover: str | None = None      # the card under the pointer ("civ:25"), shown enlarged
        self.files = RecentFiles()
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

    def cycle_peek(self, seat: int) -> None:
        """Tomorrow looked at nobody, then at each other player she may look at (not Justice, revealed before her)."""
        rows = self.calc.players
        opts: list[int | None] = [None] + [o for o in range(len(rows)) if o != seat and
                                           immortal_id(rows[o]) != "justice"]
        peek = rows[seat].get("tomorrow_peek")
        cur = peek - 1 if isinstance(peek, int) and peek - 1 in opts else None
        self._do(self.calc.set_peek(seat, opts[(opts.index(cur) + 1) % len(opts)]))

    def cycle_guess(self, seat: int, other: int) -> None:
        """The next Immortal Tomorrow may have named for `other` ('?' = not entered comes round again)."""
        known = set(known_to_tomorrow(self.calc.doc, seat).values())
        opts: list[str | None] = [None] + [im.id for im in default_db().immortals
                                           if im.id != "tomorrow" and im.id not in known]
        cur = entered_guesses(self.calc.doc, seat).get(other)
        nxt = opts[(opts.index(cur) + 1) % len(opts)] if cur in opts else opts[1]
        self._do(self.calc.set_guess(seat, other, nxt))

    def set_justice_token(self, seat: int, counted: bool) -> None:
        """Justice's reveal token: already among her Supremacy tokens (revealed during the game) or to add now."""
        if bool(self.calc.players[seat].get("justice_revealed")) != counted:
            self._do(self.calc.toggle_justice(seat))

    def save(self) -> None:
        """Save to the file the table came from, else a new dated file in the positions folder."""
        self._commit_name()
        try:
            path = self.calc.save(self.current) if self.current else self.calc.save_new(positions_dir())
        except OSError as exc:
            self.message = tr("calc:refused", why=str(exc))
            return
        self.current = path
        self.message = tr("calc:saved", path=str(path))
        self.resize(self.app.size)

    def open_file(self, path: Path) -> None:
        """Open a position file; a refusal leaves the table as it was, with the reason."""
        if self.calc.load(path):
            self.current, self.seat = path, 0
            self._do(True)
        else:
            self._do(False)

    def show_files(self) -> None:
        self._commit_name()
        self.files.open()
        self.files.layout(self.app.size, self.fs)

    # ------------------------------------------------------------------ layout

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        self._bg = gfx.felt(size)
        b: list[gfx.Button] = []
        bh = fs * 1.9
        calc, seat = self.calc, self.seat
        row = calc.players[seat]

        def btn(label: str, rect: FRect, action: Callable[[], None], primary: bool = False,
                enabled: bool = True) -> None:
            b.append(gfx.Button(label, rect, action, primary=primary, size=fs, enabled=enabled))

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
        # the lambdas below keep their loop values in default arguments, which mypy cannot type (python/mypy#15459)
        for i, player in enumerate(calc.players):
            btn(player["name"], FRect(left.x + i * (tab_w + fs * 0.3), left.y, tab_w, bh),
                lambda i=i: self.select(i), primary=i == seat)  # type: ignore[misc]
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
            btn("−", FRect(cx + col_w - fs * 5.6, cy, bh, bh),
                lambda f=field: self._do(calc.add(seat, f, -1)))  # type: ignore[misc]
            btn("+", FRect(cx + col_w - fs * 2.4, cy, bh, bh),
                lambda f=field: self._do(calc.add(seat, f, 1)))  # type: ignore[misc]
        y += 4 * (bh + fs * 0.35) + fs * 0.3
        btn("»", FRect(self.imm_rect.right - fs * 2.2, self.imm_rect.bottom + fs * 0.3, fs * 2.2, bh),
            lambda: self.cycle_immortal(1))
        y = self._special(btn, left, y, bh)
        self.cards_top = y
        # the selected player's cards, each with Culture − +
        cw = fs * 3.4
        ch = cw * 1.4
        per_row = max(1, int(left.w // (cw + fs * 0.4)))
        self.own_cards = []
        for i, num in enumerate(row["cards"]):
            x = left.x + (i % per_row) * (cw + fs * 0.4)
            cy = y + fs * 1.3 + (i // per_row) * (ch + bh + fs * 0.4)
            r = FRect(x, cy, cw, ch)
            self.own_cards.append((num, r))
            btn("−", FRect(x, r.bottom + 2, cw / 2 - 1, bh * 0.85),
                lambda k=num: self._do(calc.add_culture(seat, k, -1)))  # type: ignore[misc]
            btn("+", FRect(x + cw / 2 + 1, r.bottom + 2, cw / 2 - 1, bh * 0.85),
                lambda k=num: self._do(calc.add_culture(seat, k, 1)))  # type: ignore[misc]
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
        # bottom row: back, recent tables, the current file, save
        by = H - bh - fs * 0.5
        btn(tr("back"), FRect(fs * 0.5, by, fs * 6, bh), self.back)
        btn(tr("calc:open"), FRect(fs * 7.5, by, fs * 10, bh), self.show_files)
        self.file_label = (fs * 18.5, by + bh / 2, W - fs * 28.5)
        btn(tr("calc:save"), FRect(W - fs * 9, by, fs * 8.5, bh), self.save, primary=True)
        self.buttons = b
        if self.files.shown:
            self.files.layout(size, fs)

    def _special(self, btn: Callable[..., None], left: FRect, y: float, bh: float) -> float:
        """What only some Immortals enter (Justice's reveal token, Tomorrow's look and guesses); the y after it."""
        fs, calc, seat = self.fs, self.calc, self.seat
        row = calc.players[seat]
        imm = immortal_id(row)
        self.special = ""
        self.status_line: tuple[str, float, float, float] | None = None
        self.guess_head: tuple[float, float] | None = None
        half = (left.w - fs * 0.3) / 2
        if imm == "justice":
            counted = bool(row.get("justice_revealed"))
            btn(tr("calc:justice:counted"), FRect(left.x, y, half, bh), lambda: self.set_justice_token(seat, True),
                primary=counted)
            btn(tr("calc:justice:to_add"), FRect(left.x + half + fs * 0.3, y, half, bh),
                lambda: self.set_justice_token(seat, False), primary=not counted)
            each = next((st.params["sup"] for st in default_db().immortal_by_id["justice"].scoring
                         if st.verb == "revalue" and "sup" in st.params), default_db().scoring["sup"])
            res = calc.result["players"][seat]["breakdown"]["supremacy"] if calc.result else 0
            self.status_line = (tr("calc:justice:scored", n=res // each, each=each), left.x,
                                    y + bh + fs * 0.9, left.w)
            y += fs * 1.5
        elif imm == "tomorrow":
            peek = row.get("tomorrow_peek")
            label = tr("calc:peek", name=calc.players[peek - 1]["name"]) if peek else tr("calc:peek:none")
            btn(label, FRect(left.x, y, half, bh), lambda: self.cycle_peek(seat))
            mode = tomorrow_mode(calc.doc, seat)
            vp = default_db().scoring.get("tomorrow_named" if mode == "named" else "tomorrow_blind", 0)
            self.status_line = (tr("calc:tomorrow:" + mode, vp=vp), left.x + half + fs * 0.6, y + bh / 2,
                                    half - fs * 0.6)
            y += bh + fs * 0.35
            self.guess_head = (left.x, y)
            y += fs * 1.3
            known = known_to_tomorrow(calc.doc, seat)
            entered = entered_guesses(calc.doc, seat)
            others = [o for o in range(len(calc.players)) if o != seat]
            per = 3
            w = (left.w - fs * 0.3 * (per - 1)) / per
            for k, o in enumerate(others):
                r = FRect(left.x + (k % per) * (w + fs * 0.3), y + (k // per) * (bh + fs * 0.35), w, bh)
                name = calc.players[o]["name"]
                if o in known:
                    btn(tr("calc:guess:known", name=name, imm=_imm_label(known[o])), r, lambda: None, enabled=False)
                else:
                    btn(tr("calc:guess", name=name, imm=_imm_label(entered.get(o))), r,
                        lambda o=o: self.cycle_guess(seat, o), primary=entered.get(o) is None)
            y += ((len(others) + per - 1) // per - 1) * (bh + fs * 0.35)
        elif imm == "narashima":
            self.special = tr("calc:narashima")
        return y + bh + fs * 0.5

    def back(self) -> None:
        self.app.replace(self.app.make("title"))

    # ------------------------------------------------------------------ events

    def _card_at(self, pos: tuple[int, int]) -> str | None:
        for num, r in self.card_rects.items():
            if r.collidepoint(pos):
                return f"civ:{num}"
        for num, fr in self.own_cards:
            if fr.collidepoint(pos):
                return f"civ:{num}"
        return None

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if self.files.shown:
            path = self.files.handle(ev)
            if path is not None:
                self.open_file(path)
            return None
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self._card_at(ev.pos)
        f = self.name_field
        was = f.focus
        if f.handle(ev) and ev.type != pygame.MOUSEBUTTONDOWN:
            if was and not f.focus:
                self._commit_name()
                self._do(True)
            return None
        if was and not f.focus:
            self._commit_name()
            self._do(True)
        if ev.type == pygame.KEYDOWN and f.focus:
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
        return self.name_field.focus or self.files.shown

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
        gfx.blit_text(surf, tr_n("calc:discard", disc), self.discard_label, fs, gfx.TEXT, False, "center")
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
        if self.status_line:
            text, x, y, w = self.status_line
            gfx.blit_text(surf, gfx.fit_text(text, fs, w), (x, y), fs, gfx.GOLD, True, "midleft")
        if self.guess_head:
            gfx.blit_text(surf, gfx.fit_text(tr("calc:guesses"), fs, W * 0.4), self.guess_head, fs, gfx.DIM)
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
        draw_grid(surf, self.app.faces, self.card_rects, owner, self.seat, [r["name"] for r in calc.players], fs)
        self._scores(surf, FRect(self.grid_x, self.scores_top, W - self.grid_x - fs * 0.5,
                                 H - self.scores_top - fs * 3.2))
        fx, fy, fw = self.file_label
        where = tr("calc:file", name=self.current.name) if self.current else tr("calc:unsaved")
        gfx.blit_text(surf, gfx.fit_text(where, fs, fw), (fx, fy), fs, gfx.DIM, anchor="midleft")
        for b in self.buttons:
            b.draw(surf)
        if self.message:
            bad = self.message.startswith(tr("calc:refused", why="")[:6])
            gfx.panel(surf, FRect(fs * 0.5, H - fs * 5.0, W - fs, fs * 1.6), alpha=230)
            gfx.blit_text(surf, gfx.fit_text(self.message, fs, W - fs * 2), (W / 2, H - fs * 4.2), fs,
                          gfx.RED if bad else gfx.GREEN, True, "center")
        if self.hover and not self.files.shown:   # on the half of the screen away from the pointer
            if pygame.mouse.get_pos()[0] < self.grid_x:
                area = FRect(self.grid_x, self.grid_top - fs * 0.2, W - self.grid_x - fs * 0.5, H * 0.66)
            else:
                area = FRect(fs * 0.5, self.grid_top - fs * 0.2, self.grid_x - fs * 1.5, H * 0.66)
            draw_zoom(surf, self.app.faces, self.hover, area, fs)
        if self.files.shown:
            self.files.draw(surf, fs)

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
            head = textfit.fit(h, col_w - 6, fs * 2.3, fs, wrap_lines=True, max_lines=2, spacing=1.1)
            for j, line in enumerate(head.lines):   # two lines, shrunk if a word is wider than its column
                gfx.blit_text(surf, line, (x + name_w + i * col_w + col_w / 2, y + j * head.line_h), head.size,
                              gfx.DIM, False, "midtop")
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
            for part in gfx.wrap(line, fs, int(area.w - fs * 1.5), max_lines=2):
                if y + fs * 1.2 > area.bottom:
                    return
                gfx.blit_text(surf, part, (x, y), fs, gfx.TEXT if s == self.seat else gfx.DIM)
                y += fs * 1.2
