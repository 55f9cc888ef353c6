"""Overlays pushed over the table: the hot-seat curtain, a yes/no confirmation, the final scores."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import FRect

from game.rules import default_db
from game.ui import gfx
from game.ui.i18n import tr
from game.ui.logtext import card_name
from game.ui.scene import AppContext, Scene
from game.ui.tween import Tween, out_cubic


class CurtainScene(Scene):
    """Opaque: hides the table until the next human clicks."""

    transparent = False

    def __init__(self, app: AppContext, name: str, on_ready: Callable[[], None], sub: str = "",
                 missed: list[str] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.sub = sub
        self.missed = missed or []   # what happened while this player was away from the screen

    def auto_answer(self) -> None:
        """The player is ready (a click, Enter or Space; scripted runs call it directly)."""
        self.app.pop(self)
        self.on_ready()

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 or (
                ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_SPACE)):
            self.auto_answer()
            return None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            return ev
        return None

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        surf.fill((14, 20, 30))
        fs = max(18, int(H / 22))
        for i in range(0, W, 24):
            pygame.draw.line(surf, (20, 28, 42), (i, 0), (i, H), 12)
        gfx.blit_text(surf, tr("pass_to", name=self.name), (W / 2, H * 0.42), int(fs * 1.6), gfx.GOLD, True, "center")
        gfx.blit_text(surf, "— " + tr("click_ready") + " —", (W / 2, H * 0.55), fs, gfx.TEXT, False, "center")
        if self.sub:
            gfx.blit_text(surf, self.sub, (W / 2, H * 0.3), fs, gfx.DIM, False, "center")
        if self.missed:
            mfs = max(14, int(fs * 0.7))
            y = H * 0.62
            gfx.blit_text(surf, tr("while_away"), (W / 2, y), mfs, gfx.GOLD, True, "center")
            for line in self.missed:
                y += mfs * 1.35
                gfx.blit_text(surf, gfx.fit_text(line, mfs, W * 0.8), (W / 2, y), mfs, gfx.TEXT, False, "center")


class ConfirmScene(Scene):
    """A transparent yes/no question."""

    transparent = True

    def __init__(self, app: AppContext, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.buttons: list[gfx.Button] = []
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = max(14, int(H / 40))
        bw, bh = fs * 8, fs * 2.2
        self.fs = fs
        self.buttons = [
            gfx.Button(tr("yes"), FRect(W / 2 - bw - 10, H / 2 + fs, bw, bh), self._yes, primary=True, size=fs),
            gfx.Button(tr("no"), FRect(W / 2 + 10, H / 2 + fs, bw, bh), lambda: self.app.pop(self), size=fs),
        ]

    def auto_answer(self) -> None:
        """Scripted runs answer yes."""
        self._yes()

    def _yes(self) -> None:
        self.app.pop(self)
        self.on_yes()

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.handle(ev):
                return None
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_RETURN, pygame.K_y):
                self._yes()
            elif ev.key in (pygame.K_ESCAPE, pygame.K_n):
                self.app.pop(self)
        return None

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surf.blit(shade, (0, 0))
        fs = self.fs
        box = FRect(W / 2 - fs * 18, H / 2 - fs * 3, fs * 36, fs * 6.8)
        gfx.panel(surf, box, fill=(20, 32, 30), edge=gfx.GOLD, alpha=245)
        gfx.blit_text(surf, self.question, (W / 2, H / 2 - fs * 1.2), fs, gfx.TEXT, True, "center")
        for b in self.buttons:
            b.draw(surf)


CATEGORIES = (("immortal", "cat:immortal"), ("vp_tokens", "cat:vp"), ("wonders", "cat:wonder"),
              ("supremacy", "cat:sup"), ("culture", "cat:culture"), ("diamonds", "cat:diamond"))


class ResultsScene(Scene):
    """Final screen: each Immortal revealed in call order, its category breakdown, then the winner."""

    transparent = False

    def __init__(self, app: AppContext, view: dict, names: list[str], seats: list[str]) -> None:
        super().__init__(app)
        self.result = view.get("result") or {"players": [], "winner": None}
        self.names = names
        self.seats = seats
        db = default_db()
        players = self.result["players"]
        winner = self.result.get("winner")

        def call(i: int) -> int:
            im = players[i].get("immortal")
            return db.immortal_by_id[im].number if im in db.immortal_by_id else 99

        # columns in final rank order, winner first (ties keep the Immortals' call order)
        self.order = sorted(range(len(players)), key=lambda i: (i != winner, -players[i].get("total", 0), call(i)))
        self.shown = 0.0   # how many columns are revealed (fractional while animating)
        self.buttons: list[gfx.Button] = []
        self.resize(app.size)
        self.tweens.add(Tween(self, {"shown": float(len(players)) + 1}, 0.9 * (len(players) + 1), out_cubic))
        self.shot_taken = False

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = max(14, int(H / 42))
        self.fs = fs
        self._bg = gfx.felt((W, H))
        bw, bh = fs * 10, fs * 2.2
        self.buttons = [
            gfx.Button(tr("new_game"), FRect(W / 2 - bw - 10, H - bh - fs, bw, bh),
                       lambda: self.app.replace(self.app.make("new_game", self.app.make("title"))), primary=True,
                       size=fs),
            gfx.Button(tr("main_menu"), FRect(W / 2 + 10, H - bh - fs, bw, bh),
                       lambda: self.app.replace(self.app.make("title")), size=fs),
        ]

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.handle(ev):
                return None
        if ev.type == pygame.MOUSEBUTTONDOWN or (ev.type == pygame.KEYDOWN and ev.key == pygame.K_SPACE):
            self.tweens.finish_all()
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.tweens.busy and not self.shot_taken:
            self.shot_taken = True
            self.app.screenshot("end")
            if self.app.config.exit_at_end:
                self.app.quit(0)

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        if self._bg.get_size() != (W, H):
            self._bg = gfx.felt((W, H))
        surf.blit(self._bg, (0, 0))
        fs = self.fs
        players = self.result["players"]
        n = len(players)
        gfx.blit_text(surf, tr("final"), (W / 2, fs * 1.6), int(fs * 1.8), gfx.GOLD, True, "center")
        label_w = fs * 11
        col_w = min(fs * 12, (W - label_w - 40) / max(1, n))
        x0 = (W - label_w - col_w * n) / 2
        card_h = min(H * 0.3, col_w * 1.3)
        card_w = card_h / 1.4
        top = fs * 3.5
        rows_y = top + card_h + fs * 2.2
        row_h = fs * 1.7
        for i, (_, key) in enumerate(CATEGORIES):
            gfx.blit_text(surf, tr(key), (x0, rows_y + i * row_h), fs, gfx.DIM)
        gfx.blit_text(surf, tr("total"), (x0, rows_y + len(CATEGORIES) * row_h + fs * 0.4), int(fs * 1.2), gfx.GOLD,
                      True)
        winner = self.result.get("winner")
        for c, p in enumerate(self.order):
            if self.shown < c + 0.2:
                continue
            pl = players[p]
            cx = x0 + label_w + c * col_w + col_w / 2
            alpha_all = self.shown >= n
            face = f"immortal:{pl['immortal']}" if pl.get("immortal") else "back:immortal"
            img = self.app.faces.get(face, card_w, card_h)
            r = img.get_rect(midtop=(cx, top))
            if alpha_all and p == winner:
                pygame.draw.rect(surf, gfx.GOLD, r.inflate(10, 10), width=4, border_radius=10)
            surf.blit(img, r)
            tag = f" ({tr('you')})" if self.seats[p] == "human" and self.seats.count("human") == 1 else ""
            name = self.names[p] + tag
            if alpha_all:   # the rank goes in front of the name, never over the Immortal's card
                rank = 1 + sorted(-q["total"] for q in players).index(-pl["total"])
                rank = 1 if p == winner else max(rank, 2)
                name = f"#{rank}  {name}"
            nfs = gfx.fit_size(name, fs, col_w - 8, bold=True)
            gfx.blit_text(surf, gfx.fit_text(name, nfs, col_w - 8, bold=True), (cx, top + card_h + fs * 0.4), nfs,
                          gfx.GLOW if p == winner and alpha_all else gfx.TEXT, True, "midtop")
            bd = pl.get("breakdown", {})
            for i, (cat, _) in enumerate(CATEGORIES):
                gfx.blit_text(surf, str(bd.get(cat, 0)), (cx, rows_y + i * row_h), fs, gfx.TEXT, False, "midtop")
            gfx.blit_text(surf, str(pl.get("total", 0)), (cx, rows_y + len(CATEGORIES) * row_h + fs * 0.4),
                          int(fs * 1.2), gfx.GOLD, True, "midtop")
        if self.shown >= n and winner is not None:
            imm = players[winner].get("immortal")
            gfx.blit_text(surf, tr("winner", name=self.names[winner]) + (f"  ({card_name(imm)})" if imm else ""),
                          (W / 2, rows_y + (len(CATEGORIES) + 1.6) * row_h + fs), int(fs * 1.6), gfx.GLOW, True,
                          "center")
        for b in self.buttons:
            b.draw(surf)




class ChoiceScene(Scene):
    """Big cards to choose from for one decision (Tomorrow, Narashima, Immortal choice, looked/copied cards).

    Items come only from the view's legal actions; a click submits through the table. Hold Space to see the table.
    """

    transparent = True

    def __init__(self, app: AppContext, table: Scene, title: str, items: list[tuple[str, str, str]],
                 extras: list[tuple[str, str]], note: str = "") -> None:
        super().__init__(app)
        self.table = table
        self.title = title
        self.items = items          # (face name, label, action)
        self.extras = extras        # (label, action)
        self.note = note
        self.hidden = False
        self.rects: list[tuple[pygame.Rect, str]] = []
        self.hover: int | None = None
        self.buttons: list[gfx.Button] = []
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = max(14, int(H / 42))
        self.fs = fs
        n = max(1, len(self.items))
        per_row = min(n, 7)
        rows = -(-n // per_row)
        ch = min(H * 0.55 / rows, (W * 0.9 / per_row - 16) * 1.4)
        cw = ch / 1.4
        self.card_size = (int(cw), int(ch))
        self.rects = []
        top = H * 0.2
        for i, (_, _, action) in enumerate(self.items):
            r, c = divmod(i, per_row)
            in_row = min(per_row, n - r * per_row)
            x0 = W / 2 - (in_row * (cw + 16) - 16) / 2
            self.rects.append((pygame.Rect(int(x0 + c * (cw + 16)), int(top + r * (ch + fs * 2.5)), int(cw), int(ch)),
                               action))
        bw = max([fs * 12] + [gfx.font(fs).size(label)[0] + fs * 2 for label, _ in self.extras])
        bw = min(bw, (W - 40) / max(1, len(self.extras)) - 12)
        bh = fs * 2.2
        y = H - bh - fs * 1.5
        total = len(self.extras) * (bw + 12) - 12
        self.buttons = [gfx.Button(label, FRect(W / 2 - total / 2 + i * (bw + 12), y, bw, bh),
                                   (lambda a=action: self.choose(a)), size=fs, primary=i == 0)
                        for i, (label, action) in enumerate(self.extras)]

    def numbered(self) -> list[str]:
        """Actions in the order of the number keys (the same order as the table's option buttons)."""
        mine = {a for _, _, a in self.items} | {a for _, a in self.extras}
        return [a for a in self.table.view.get("legal", []) if a in mine and a != "reveal"]

    def choose(self, action: str) -> None:
        self.app.pop(self)
        self.table.choice_scene = None
        self.table.submit(action)

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_SPACE:
            self.hidden = True
            return None
        if ev.type == pygame.KEYUP and ev.key == pygame.K_SPACE:
            self.hidden = False
            return None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            return ev
        if self.hidden:
            return None
        if ev.type == pygame.KEYDOWN and pygame.K_1 <= ev.key <= pygame.K_9:
            actions = self.numbered()
            i = ev.key - pygame.K_1
            if i < len(actions):
                self.choose(actions[i])
            return None
        for b in self.buttons:
            if b.handle(ev):
                return None
        if ev.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, (r, _) in enumerate(self.rects) if r.collidepoint(ev.pos)), None)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for r, action in self.rects:
                if r.collidepoint(ev.pos):
                    self.choose(action)
                    return None
        return None

    def draw(self, surf: pygame.Surface) -> None:
        if self.hidden:
            return
        W, H = surf.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 190))
        surf.blit(shade, (0, 0))
        fs = self.fs
        gfx.blit_text(surf, self.title, (W / 2, H * 0.07), int(fs * 1.6), gfx.GOLD, True, "center")
        if self.note:
            gfx.blit_text(surf, self.note, (W / 2, H * 0.07 + fs * 2), fs, gfx.TEXT, False, "center")
        gfx.blit_text(surf, tr("space_table"), (12, H - 8), int(fs * 0.8), gfx.DIM,   # clear of the panel's buttons
                      False, "bottomleft")
        cw, ch = self.card_size
        order = self.numbered()
        for i, ((face, label, action), (r, _)) in enumerate(zip(self.items, self.rects)):
            if action in order and order.index(action) < 9:
                label = f"{order.index(action) + 1} · {label}"
            if i == self.hover:
                pygame.draw.rect(surf, gfx.GLOW, r.inflate(10, 10), width=4, border_radius=10)
            surf.blit(self.app.faces.get(face, cw, ch), r)
            for j, line in enumerate(gfx.wrap(label, fs, int(cw + 10))[:2]):
                gfx.blit_text(surf, line, (r.centerx, r.bottom + 6 + j * fs * 1.2), fs, gfx.TEXT, False, "midtop")
        for b in self.buttons:
            b.draw(surf)
