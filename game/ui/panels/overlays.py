"""Overlays pushed over the table: the hot-seat curtain, a yes/no confirmation, the final scores, the chooser."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import FRect

from game.rules import default_db
from game.ui.i18n import STRINGS, colon, lang, semicolon, tr
from game.ui.panels.aftergame import after_game_actions
from game.ui.panels.immortalpoints import headline, immortal_points
from game.ui.scene import AppContext, Scene
from game.ui.screens.variants import variant_lines
from game.ui.text import textfit
from game.ui.text.logtext import card_name
from game.ui.text.names import results_label
from game.ui.tween import Tween, out_cubic
from game.ui.widgets import gfx
from game.ui.widgets.chart import CATEGORIES, draw_stacked, swatch

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

STRINGS.update({"ip:points_title": ("The Immortals' points", "Les points des Immortels"),
                "hint_used": ("Hints used: {who}", "Conseils utilisés : {who}")})
LABEL_W = 10.5   # the end table's category column, in font sizes ("Wonder ranking" whole at 1280x720)


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

    def keep_clear(self) -> list[FRect]:
        """What a tip must not cover: the question's buttons."""
        return [FRect(b.rect) for b in self.buttons]

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
        gfx.draw_fitted(surf, self.question, FRect(box.x + fs, box.y + fs * 0.5, box.w - fs * 2, fs * 2.9), fs,
                        gfx.TEXT, True, align="center", valign="middle", spacing=1.2)   # wrapped, shrunk, then cut
        for b in self.buttons:
            b.draw(surf)


class ResultsScene(Scene):
    """Final screen: the score table in rank order, a stacked chart of VP by category, each Immortal's points."""

    transparent = False

    def __init__(self, app: AppContext, view: dict, names: list[str], seats: list[str],
                 vp_events: list[dict] | None = None) -> None:
        super().__init__(app)
        self.view = view
        self.result = view.get("result") or {"players": [], "winner": None}
        self.names = names
        self.seats = seats
        self.vp_events = vp_events
        db = default_db()
        players = self.result["players"]
        winner = self.result.get("winner")

        def call(i: int) -> int:
            im = players[i].get("immortal")
            return db.immortal_by_id[im].number if im in db.immortal_by_id else 99

        # columns in final rank order, winner first (ties keep the Immortals' call order)
        self.order = sorted(range(len(players)), key=lambda i: (i != winner, -players[i].get("total", 0), call(i)))
        self.shown = 0.0   # how many columns are shown (fractional while animating)
        self.buttons: list[gfx.Button] = []
        self.resize(app.size)
        self.tweens.add(Tween(self, {"shown": float(len(players))}, 0.25 * len(players) + 0.3, out_cubic))
        self.shot_taken = False
        self.table_rect: FRect | None = None   # the score table as last drawn
        self.heads: list[FRect] = []            # the title, the winner line and the chart with its legend
        self.room: FRect | None = None          # the empty part of the score table's panel, below the Total row

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = max(14, int(H / 45))
        self.fs = fs
        self._bg = gfx.felt((W, H))
        bw, bh = fs * 10, fs * 2.1
        self.buttons = self._after_buttons(W, H, fs, bh) + [
            gfx.Button(tr("new_game"), FRect(W - 2 * bw - fs * 2, H - bh - fs * 0.6, bw, bh),
                       lambda: self.app.replace(self.app.make("new_game", self.app.make("title"))), primary=True,
                       size=fs),
            gfx.Button(tr("main_menu"), FRect(W - bw - fs, H - bh - fs * 0.6, bw, bh),
                       lambda: self.app.replace(self.app.make("title")), size=fs),
        ]
        self.immortal = {}
        if "seats" in self.view:
            self.immortal = {s: immortal_points(self.view, s, self.vp_events) for s in range(len(self.names))}

    def _end_info(self) -> dict:
        """What the table under this screen knows of the game: its record, hints used, a note on keeping it."""
        for scene in self.app.stack.scenes:
            info = getattr(scene, "end_info", None)
            if info is not None:
                return info()
        return {}

    def _after_buttons(self, W: float, H: float, fs: int, bh: float) -> list[gfx.Button]:
        """Export game, Copy seed, Rematch, Same deal again: bottom left, when the game's record is known."""
        info = self._end_info()
        self.note = info.get("note", "")
        self.hints = info.get("hints", {})
        if not info.get("record"):
            return []
        bw = fs * 9.5
        out = []
        for i, (label, action) in enumerate(after_game_actions(self.app, info["record"], self._say)):
            out.append(gfx.Button(label, FRect(fs + i * (bw + fs * 0.5), H - bh - fs * 0.6, bw, bh), action,
                                  size=gfx.small(fs, 0.9)))
        record = info["record"]   # the game review (game/ui/review/), of the first human seat
        out.append(gfx.Button(tr("rv:my_game"), FRect(fs + len(out) * (bw + fs * 0.5), H - bh - fs * 0.6, bw, bh),
                              lambda: self.app.push(self.app.make("review", record)), primary=True,
                              size=gfx.small(fs, 0.9)))
        return out

    def _say(self, text: str) -> None:
        self.note = text

    def keep_clear(self) -> list[FRect]:
        """What a tip must not cover: the score table, the title and winner line, the chart with its legend, and the
        buttons along the bottom."""
        table = [FRect(self.table_rect)] if self.table_rect is not None else []
        room = self.tip_room()
        if table and room is not None:   # the rows, not the empty part below the Total row
            table[0].h = room.y - table[0].y
        return table + [FRect(r) for r in self.heads] + [FRect(b.rect) for b in self.buttons]

    def tip_room(self) -> FRect | None:
        """Where a tip may sit without hiding a score: the empty part of the table's panel (None if too small)."""
        fs = self.fs
        room = self.room
        return FRect(room) if room is not None and room.w >= fs * 16 and room.h >= fs * 7 else None

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

    def rank(self, p: int) -> int:
        players = self.result["players"]
        rank = 1 + sorted(-q["total"] for q in players).index(-players[p]["total"])
        return 1 if p == self.result.get("winner") else max(rank, 2)

    def label(self, p: int) -> str:
        return results_label(self.names, self.seats, p)

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        if self._bg.get_size() != (W, H):
            self._bg = gfx.felt((W, H))
        surf.blit(self._bg, (0, 0))
        fs = self.fs
        players = self.result["players"]
        n = len(players)
        winner = self.result.get("winner")
        gfx.blit_text(surf, tr("final"), (W / 2, fs * 0.6), int(fs * 1.7), gfx.GOLD, True, "midtop")
        if winner is not None and self.shown >= n:
            imm = players[winner].get("immortal")
            gfx.blit_text(surf, tr("winner", name=self.names[winner]) + (f"  ({card_name(imm)})" if imm else ""),
                          (W / 2, fs * 3.0), int(fs * 1.3), gfx.GLOW, True, "midtop")
        notes = [self.note] if self.note else []
        rules = variant_lines(self.view, lang())   # the rule variants this game was played with, if not the usual
        if rules:
            notes.append(tr("variants_used", rules=semicolon().join(rules)))
        used = {name: k for name, k in self.hints.items() if k}
        if used:
            notes.append(tr("hint_used", who=", ".join(f"{name}{colon()}{k}" for name, k in used.items())))
        notes_h = len(notes) * fs * 1.3   # the notes get their own lines above the buttons
        top = fs * 5.0
        strip_h = self._strip_height(W, H)
        mid_h = H - top - strip_h - fs * 3.6 - notes_h
        table_w = min(W * 0.5, fs * LABEL_W + fs * 6.2 * n)
        self.table_rect = FRect(fs, top - fs * 2, table_w, mid_h + fs * 2)   # with the winner line above it
        self.heads = [FRect(W * 0.25, 0, W * 0.5, fs * 4.6)]
        self._draw_table(surf, FRect(fs, top, table_w, mid_h))
        bars = [((self.label(p), self.names[p]), players[p].get("breakdown", {}), players[p].get("total", 0))
                for p in self.order if self.shown >= self.order.index(p) + 0.3]   # "Ana (you)", else "Ana"
        chart_r = FRect(fs * 2 + table_w, top - fs * 0.4, W - table_w - fs * 3, mid_h + fs * 0.4)
        self.heads.append(chart_r.inflate(fs * 0.8, fs * 0.4))
        gfx.panel(surf, chart_r.inflate(fs * 0.8, fs * 0.4), alpha=170)
        self.chart = draw_stacked(surf, chart_r, bars, fs, highlight=0 if winner == self.order[0] else None)
        self._draw_strip(surf, FRect(fs, H - strip_h - fs * 3.2 - notes_h, W - fs * 2, strip_h))
        for i, line in enumerate(notes):   # just above the buttons
            gfx.blit_text(surf, gfx.fit_text(line, gfx.small(fs, 0.9), W - fs * 2), (fs, H - fs * 3.5 - i * fs * 1.3),
                          gfx.small(fs, 0.9), gfx.GOLD if i == 0 and self.note else gfx.DIM, False, "bottomleft")
        for b in self.buttons:
            b.draw(surf)

    def _draw_table(self, surf: pygame.Surface, r: FRect) -> None:
        fs = self.fs
        players = self.result["players"]
        n = max(1, len(players))
        label_w = fs * LABEL_W
        col_w = (r.w - label_w) / n
        gfx.panel(surf, r, alpha=170)
        row_h = min(fs * 1.7, r.h / 9.2)
        y = r.y + fs * 0.4
        for c, p in enumerate(self.order):
            if self.shown < c + 0.3:
                continue
            cx = r.x + label_w + col_w * (c + 0.5)
            head = gfx.textfit.first_fit([f"#{self.rank(p)} {self.label(p)}", f"#{self.rank(p)} {self.names[p]}"],
                                         col_w - 4, fs, True)   # the "(you)" tag goes before the name is cut
            gfx.blit_text(surf, head.lines[0], (cx, y + (fs - head.size) / 2), head.size,
                          gfx.GLOW if p == self.result.get("winner") else gfx.TEXT, True, "midtop")
            imm = players[p].get("immortal")
            if imm:
                gfx.blit_text(surf, gfx.fit_text(card_name(imm), max(13, int(fs * 0.85)), col_w - 4),
                              (cx, y + row_h), max(13, int(fs * 0.85)), gfx.DIM, False, "midtop")
        y += row_h * 2.1
        for i, (cat, key, colour, hatched) in enumerate(CATEGORIES):
            ry = y + i * row_h
            swatch(surf, pygame.Rect(int(r.x + fs * 0.5), int(ry + fs * 0.2), int(fs * 0.8), int(fs * 0.8)), colour,
                   hatched)
            lab = gfx.textfit.fit(tr(key), label_w - fs * 1.8, size=fs)   # shrunk to 13 px before it is cut
            gfx.blit_text(surf, lab.lines[0], (r.x + fs * 1.6, ry + (fs - lab.size) / 2), lab.size, gfx.DIM)
            for c, p in enumerate(self.order):
                if self.shown >= c + 0.3:
                    v = players[p].get("breakdown", {}).get(cat, 0)
                    gfx.blit_text(surf, str(v), (r.x + label_w + col_w * (c + 0.5), ry), fs,
                                  gfx.TEXT if v else gfx.DIM, False, "midtop")
        ry = y + len(CATEGORIES) * row_h + fs * 0.2
        pygame.draw.line(surf, gfx.PANEL_EDGE, (r.x + fs * 0.5, ry - 3), (r.right - fs * 0.5, ry - 3), 1)
        gfx.blit_text(surf, tr("total"), (r.x + fs * 1.6, ry), int(fs * 1.15), gfx.GOLD, True)
        low = ry + fs * 2.0
        self.room = FRect(r.x + fs * 0.4, low, r.w - fs * 0.8, r.bottom - low - fs * 0.4)
        for c, p in enumerate(self.order):
            if self.shown >= c + 0.3:
                gfx.blit_text(surf, str(players[p].get("total", 0)), (r.x + label_w + col_w * (c + 0.5), ry),
                              int(fs * 1.15), gfx.GOLD, True, "midtop")

    def _strip_lines(self, p: int) -> str:
        info = self.immortal.get(p)
        if not info or info["immortal"] is None:
            return ""
        parts = semicolon().join(text for text, _ in info["lines"])
        return f"{self.label(p)} — {headline(info)}{colon()}{parts}" if parts else f"{self.label(p)} — {headline(info)}"

    def _strip_layout(self, W: float) -> tuple[int, float, int]:
        n = len(self.result["players"])
        cols = 2 if n > 3 else 1
        return cols, (W - self.fs * 2) / cols, max(13, int(self.fs * 0.85))

    def _strip_height(self, W: float, H: float) -> float:
        if not self.immortal:
            return 0.0
        cols, cw, lfs = self._strip_layout(W)
        per_col = [0.0] * cols
        for i, p in enumerate(self.order):
            lines = gfx.wrap(self._strip_lines(p), lfs, int(cw - self.fs))
            per_col[i % cols] += len(lines) * lfs * 1.25 + lfs * 0.4
        return min(H * 0.36, max(per_col) + self.fs * 1.6)

    def _draw_strip(self, surf: pygame.Surface, r: FRect) -> None:
        if not self.immortal:
            return
        fs = self.fs
        cols, cw, lfs = self._strip_layout(surf.get_width())
        gfx.blit_text(surf, tr("ip:points_title"), (r.x, r.y), fs, gfx.GOLD, True)
        ys = [r.y + fs * 1.5] * cols
        for i, p in enumerate(self.order):
            if self.shown < i + 0.3:
                continue
            c = i % cols
            for line in gfx.wrap(self._strip_lines(p), lfs, int(cw - fs)):
                if ys[c] + lfs * 1.25 > r.bottom + fs:
                    break
                gfx.blit_text(surf, line, (r.x + c * cw, ys[c]), lfs, gfx.TEXT)
                ys[c] += lfs * 1.25
            ys[c] += lfs * 0.4


class ChoiceScene(Scene):
    """Big cards to choose from for one decision (Tomorrow, Narashima, Immortal choice, looked/copied cards).

    Items come only from the view's legal actions; a click submits through the table. Hold Space to see the table.
    """

    transparent = True

    def __init__(self, app: AppContext, table: TableScene, title: str, items: list[tuple[str, str, str]],
                 extras: list[tuple[str, str]], note: str = "") -> None:
        super().__init__(app)
        self.table = table
        self.title = title
        self.items = items          # (face name, label, action); action "": a card shown, not a choice
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
        bw: float = max([fs * 12] + [gfx.font(fs).size(label)[0] + fs * 2 for label, _ in self.extras])
        bw = min(bw, (W - 40) / max(1, len(self.extras)) - 12)
        bh = fs * 2.2
        y = H - bh - fs * 1.5
        total = len(self.extras) * (bw + 12) - 12
        # each lambda keeps its action in a default argument, which mypy cannot type (python/mypy#15459)
        self.buttons = [gfx.Button(label, FRect(W / 2 - total / 2 + i * (bw + 12), y, bw, bh),
                                   (lambda a=action: self.choose(a)),  # type: ignore[misc]
                                   size=fs, primary=i == 0)
                        for i, (label, action) in enumerate(self.extras)]

    def keep_clear(self) -> list[FRect]:
        """What a tip must not cover: the cards to choose from (with their labels) and the buttons."""
        cards = [FRect(r.x, r.y, r.w, r.h + self.fs * 2.6) for r, _ in self.rects]
        return cards + [FRect(b.rect) for b in self.buttons]

    def numbered(self) -> list[str]:
        """Actions in the order of the number keys (the same order as the table's option buttons)."""
        mine = {a for _, _, a in self.items} | {a for _, a in self.extras}
        return [a for a in self.table.view.get("legal", []) if a in mine and a != "reveal"]

    def choose(self, action: str) -> None:
        self.app.pop(self)
        self.table.answer_choice(action)

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
            self.hover = next((i for i, (r, a) in enumerate(self.rects) if a and r.collidepoint(ev.pos)), None)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for r, action in self.rects:
                if action and r.collidepoint(ev.pos):
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
        labels = [f"{order.index(action) + 1} · {label}" if action in order and order.index(action) < 9 else label
                  for _, label, action in self.items]
        # two lines under each card, all at one size: shrunk to fit (many cards make them narrow), a card named
        # without its owner where its whole name does not fit at that size, else cut with an ellipsis
        sz = textfit.shared_size([gfx.wordings(lb) for lb in labels], cw + 10, fs * 2.4, fs, wrap_lines=True,
                                 max_lines=2, spacing=1.2)
        for i, ((face, _, _), label, (r, _)) in enumerate(zip(self.items, labels, self.rects)):
            if i == self.hover:
                pygame.draw.rect(surf, gfx.GLOW, r.inflate(10, 10), width=4, border_radius=10)
            surf.blit(self.app.faces.get(face, cw, ch), r)
            gfx.draw_fitted(surf, label, (r.x - 5, r.bottom + 6, cw + 10, fs * 2.4), sz, align="center",
                            min_size=sz, max_lines=2, spacing=1.2, shorter=True)
        for b in self.buttons:
            b.draw(surf)
