"""The Statistics screen: tables per player name and bot level, and three charts drawn here (win rate per Immortal,
score distribution, VP by category over the recent games). "Reset statistics" asks first."""

from __future__ import annotations

import re

import pygame
from pygame import FRect

from game import records
from game.labels import decimal
from game.rules import default_db
from game.rules.scoring import CATEGORIES
from game.ui.i18n import STRINGS, lang, tr
from game.ui.scene import AppContext, Scene
from game.ui.text.logtext import card_name
from game.ui.widgets import chart, gfx
from game.ui.widgets.chart import CAT_COLOURS, CAT_KEYS

STRINGS.update({
    "st:none": ("No finished game counted yet.", "Aucune partie terminée comptée pour l'instant."),
    "st:who": ("Player", "Joueur"),
    "st:games": ("Games", "Parties"),
    "st:wins": ("Wins", "Victoires"),
    "st:rate": ("Win %", "% vict."),
    "st:imm_rate": ("{pct}% ({wins}/{games})", "{pct} % ({wins}/{games})"),
    "st:imm_none": ("not played", "pas joué"),
    "st:avg": ("Average", "Moyenne"),
    "st:best": ("Best", "Record"),
    "st:bot": ("Bot {level}", "Bot {level}"),
    "st:by_imm": ("Win rate per Immortal (all seats)", "Victoires par Immortel (toutes places confondues)"),
    "st:dist": ("Score distribution (players)", "Répartition des scores (joueurs)"),
    "st:recent": ("VP by category, recent games (players)", "PV par catégorie, parties récentes (joueurs)"),
    "st:reset": ("Reset statistics", "Remettre à zéro"),
    "st:reset_q": ("Erase all statistics? The kept games stay.", "Effacer toutes les statistiques ? Les parties "
                   "gardées restent."),
    "st:reset_done": ("Statistics reset.", "Statistiques remises à zéro."),
    "st:avg_cat": ("Average VP by category", "PV moyens par catégorie"),
    "st:players_n": ("{n} players", "{n} joueurs"),
    "st:wins_by_n": ("Wins by number of players: {text}", "Victoires selon le nombre de joueurs : {text}"),
    "st:corrupt": ("The statistics file was damaged: kept as {name}, new statistics started.",
                   "Le fichier de statistiques était abîmé : gardé sous {name}, de nouvelles statistiques commencent."),
    "st:stuck": ("The statistics file is damaged and cannot be moved aside ({why}): these statistics are not saved.",
                 "Le fichier de statistiques est abîmé et ne peut pas être mis de côté ({why}) : ces statistiques "
                 "ne sont pas enregistrées."),
    "st:unwritable": ("The statistics cannot be saved: {why}", "Impossible d'enregistrer les statistiques : {why}"),
})


def note_text(message: str | None) -> str:
    """records' note about the statistics file, in the current language ('' for none)."""
    if not message:
        return ""
    m = re.search(r"kept as (\S+),", message)
    if m:
        return tr("st:corrupt", name=m.group(1))
    m = re.search(r"cannot be moved \((.*)\)", message)
    return tr("st:stuck", why=m.group(1)) if m else message


def immortal_rates(stats: dict) -> list[tuple[str, int, int]]:
    """(immortal id, games, wins) over every seat, in Immortal number order."""
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    for group in ("players", "bots"):
        for b in stats[group].values():
            for k, v in b["games_by_immortal"].items():
                games[k] = games.get(k, 0) + v
            for k, v in b["wins_by_immortal"].items():
                wins[k] = wins.get(k, 0) + v
    return [(im.id, games.get(im.id, 0), wins.get(im.id, 0)) for im in default_db().immortals]


def player_scores(stats: dict) -> list[int]:
    """Every human total kept (all seats when no human has played)."""
    out = [s for b in stats["players"].values() for s in b["scores"]]
    return out or [s for b in stats["bots"].values() for s in b["scores"]]


def histogram(scores: list[int], bins: int = 10) -> list[tuple[int, int, int]]:
    """(low, high, count) bins of equal width covering the scores."""
    if not scores:
        return []
    lo, hi = min(scores), max(scores)
    width = max(1, -(-(hi - lo + 1) // bins))
    out = []
    for i in range(bins):
        a = lo + i * width
        if a > hi:
            break
        out.append((a, a + width - 1, sum(1 for s in scores if a <= s <= a + width - 1)))
    return out


class StatisticsScene(Scene):
    """Tables and charts of the local statistics file."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        records.repair()   # a finished game a kill left unkept or uncounted
        self.stats, note = records.open_stats()
        self.message = note_text(note)
        if note:
            self._save()   # the fresh file takes the place of the one set aside
        self.buttons: list[gfx.Button] = []
        self._bg: pygame.Surface | None = None
        self.resize(app.size)

    @property
    def fs(self) -> int:
        return max(13, int(self.app.size[1] / 46))

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        self._bg = gfx.felt(size)
        self.buttons = [
            gfx.Button(tr("back"), FRect(fs, H - fs * 2.8, fs * 8, fs * 2.1), self.back, size=fs),
            gfx.Button(tr("st:reset"), FRect(W - fs * 14, H - fs * 2.8, fs * 13, fs * 2.1), self.ask_reset,
                       size=fs),
        ]

    def back(self) -> None:
        self.app.replace(self.app.make("title"))

    def ask_reset(self) -> None:
        self.app.push(self.app.make("confirm", tr("st:reset_q"), self.reset))

    def _save(self) -> None:
        try:
            records.save_stats(self.stats)
        except OSError as exc:
            self.message = tr("st:unwritable", why=exc.strerror or str(exc))

    def reset(self) -> None:
        try:
            records.reset_stats()
        except OSError as exc:
            self.message = tr("st:unwritable", why=exc.strerror or str(exc))
            return
        self.stats, note = records.open_stats()
        self.message = note_text(note) or tr("st:reset_done")

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.handle(ev):
                return None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.back()
        return None

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        if self._bg is None or self._bg.get_size() != (W, H):
            self._bg = gfx.felt((W, H))
        surf.blit(self._bg, (0, 0))
        fs = self.fs
        gfx.blit_text(surf, tr("statistics"), (W / 2, fs * 1.5), int(fs * 2), gfx.GOLD, True, "center")
        for b in self.buttons:
            b.draw(surf)
        if self.message:
            gfx.blit_text(surf, gfx.fit_text(self.message, fs, W - fs * 32), (W / 2, H - fs * 1.75), fs, gfx.RED,
                          False, "center")
        if not self.stats["players"] and not self.stats["bots"]:
            gfx.blit_text(surf, tr("st:none"), (W / 2, H / 2), int(fs * 1.2), gfx.TEXT, False, "center")
            return
        n_rows = len(self.stats["players"]) + len(self.stats["bots"])
        table_h = min(H * 0.42, fs * (4.6 + 1.45 * n_rows))
        table_bottom = self._table(surf, FRect(fs, fs * 3.2, W - fs * 2, table_h))
        top = table_bottom + fs * 0.8
        ch = H - fs * 3.4 - top
        cw = (W - fs * 4) / 3
        self._immortal_chart(surf, FRect(fs, top, cw, ch))
        self._distribution(surf, FRect(fs * 2 + cw, top, cw, ch))
        self._recent(surf, FRect(fs * 3 + cw * 2, top, cw, ch))

    def _table(self, surf: pygame.Surface, area: FRect) -> float:
        fs = self.fs
        gfx.panel(surf, area, alpha=170)
        rows: list[tuple[str, dict]] = sorted(self.stats["players"].items(), key=lambda kv: -kv[1]["games"])
        rows += [(tr("st:bot", level=tr("level:" + k) if ("level:" + k) in STRINGS else k), b)
                 for k, b in sorted(self.stats["bots"].items())]
        heads = [tr("st:who"), tr("st:games"), tr("st:wins"), tr("st:rate"), tr("st:avg"), tr("st:best")]
        heads += [tr(CAT_KEYS[c]) for c in CATEGORIES]
        name_w = fs * 10
        col_w = (area.w - name_w - fs) / (len(heads) - 1)
        y = area.y + fs * 0.4
        x = area.x + fs * 0.5
        for i, h in enumerate(heads):
            hx = x if i == 0 else x + name_w + (i - 1) * col_w + col_w / 2
            lines = [h] if i == 0 else gfx.wrap(h, fs, int(col_w - 4), max_lines=2)
            for j, line in enumerate(lines):
                gfx.blit_text(surf, gfx.fit_text(line, fs, (name_w if i == 0 else col_w) - 4),
                              (hx, y + j * fs * 1.15), fs, gfx.DIM, False, "topleft" if i == 0 else "midtop")
        y += fs * 2.6
        row_h = fs * 1.45
        max_rows = int((area.bottom - y) / row_h)
        cat_note = ""
        for name, b in rows[:max_rows]:
            g = max(1, b["games"])
            cells = [str(b["games"]), str(b["wins"]), f"{100 * b['wins'] / g:.0f}", decimal(records.average(b), lang()),
                     str(b["best"] if b["best"] is not None else "—")]
            cells += [decimal(records.average(b, c), lang()) for c in CATEGORIES]
            gfx.blit_text(surf, gfx.fit_text(name, fs, name_w - 6), (x, y), fs, gfx.TEXT, True)
            for i, c in enumerate(cells):
                gfx.blit_text(surf, c, (x + name_w + i * col_w + col_w / 2, y), fs, gfx.TEXT, False, "midtop")
            y += row_h
            if not cat_note and self.stats["players"]:
                by_n = b["wins_by_players"]
                cat_note = ", ".join(f"{tr('st:players_n', n=k)} {by_n.get(k, 0)}/{v}"
                                     for k, v in sorted(b["games_by_players"].items()))
                cat_note = f"{name} — " + tr("st:wins_by_n", text=cat_note)
        if cat_note:
            gfx.blit_text(surf, gfx.fit_text(cat_note, fs, area.w - fs), (x, area.bottom - fs * 0.3), fs, gfx.DIM,
                          False, "bottomleft")
        return area.bottom

    def _frame(self, surf: pygame.Surface, area: FRect, title: str) -> FRect:
        fs = self.fs
        gfx.panel(surf, area, alpha=170)
        gfx.blit_text(surf, gfx.fit_text(title, fs, area.w - fs), (area.x + fs * 0.5, area.y + fs * 0.3), fs,
                      gfx.GOLD, True)
        return FRect(area.x + fs * 0.6, area.y + fs * 1.8, area.w - fs * 1.2, area.h - fs * 2.2)

    def _immortal_chart(self, surf: pygame.Surface, area: FRect) -> None:
        fs = self.fs
        inner = self._frame(surf, area, tr("st:by_imm"))
        data = immortal_rates(self.stats)
        label_w = fs * 6.5
        bar_h = inner.h / len(data)
        for i, (imm, games, wins) in enumerate(data):
            y = inner.y + i * bar_h
            gfx.blit_text(surf, gfx.fit_text(card_name(imm), fs, label_w - 4), (inner.x, y + bar_h / 2), fs,
                          gfx.TEXT, False, "midleft")
            full = inner.w - label_w - fs * 6.8
            rate = wins / games if games else 0.0
            th = min(bar_h - 4, fs * 1.2)
            by = y + (bar_h - th) / 2
            pygame.draw.rect(surf, (40, 60, 55), FRect(inner.x + label_w, by, full, th), border_radius=3)
            pygame.draw.rect(surf, gfx.GOLD, FRect(inner.x + label_w, by, full * rate, th), border_radius=3)
            text = tr("st:imm_rate", pct=f"{100 * rate:.0f}", wins=wins, games=games) if games else tr("st:imm_none")
            gfx.blit_text(surf, text, (inner.right, y + bar_h / 2), fs, gfx.TEXT if games else gfx.DIM, False,
                          "midright")

    def _distribution(self, surf: pygame.Surface, area: FRect) -> None:
        fs = self.fs
        inner = self._frame(surf, area, tr("st:dist"))
        bins = histogram(player_scores(self.stats))
        if not bins:
            return
        top = max(c for _, _, c in bins)
        plot = FRect(inner.x, inner.y + fs * 1.2, inner.w, inner.h - fs * 2.6)
        w = plot.w / len(bins)
        for i, (a, b, c) in enumerate(bins):
            h = plot.h * c / top if top else 0
            r = FRect(plot.x + i * w + 2, plot.bottom - h, w - 4, h)
            pygame.draw.rect(surf, (120, 170, 220), r, border_radius=3)
            if c:
                gfx.blit_text(surf, str(c), (r.centerx, r.y - 2), fs, gfx.TEXT, False, "midbottom")
            # each bar names its own scores ("44–45" where it fits, else "44"), so none is read by a neighbour's label
            label = f"{a}–{b}" if b > a and gfx.textfit.width(f"{a}–{b}", fs) <= w - 4 else str(a)
            if gfx.textfit.width(label, fs) <= w - 2 or i % 2 == 0:
                gfx.blit_text(surf, label, (plot.x + i * w + w / 2, plot.bottom + 4), fs, gfx.DIM, False, "midtop")

    def _recent(self, surf: pygame.Surface, area: FRect) -> None:
        fs = self.fs
        inner = self._frame(surf, area, tr("st:recent"))
        rows = []
        for game in self.stats["recent"][-15:]:
            mine = [r for r in game["rows"] if r["seat"] == "human"] or game["rows"][:1]
            rows.append(mine[0])
        legend_h = fs * 2.6
        plot = FRect(inner.x, inner.y + fs * 1.0, inner.w, inner.h - legend_h - fs * 1.0)
        if rows:
            top = max(1, max(r["total"] for r in rows))
            w = plot.w / max(len(rows), 5)
            for i, r in enumerate(rows):
                y = plot.bottom
                for c in CATEGORIES:
                    h = plot.h * max(0, r["breakdown"].get(c, 0)) / top
                    chart.fill(surf, FRect(plot.x + i * w + 2, y - h, w - 4, h), c)
                    y -= h
                gfx.blit_text(surf, str(r["total"]), (plot.x + i * w + w / 2, y - 2), fs, gfx.TEXT, False,
                              "midbottom")
        lx, ly = inner.x, inner.bottom - legend_h + fs * 0.2
        for c in CATEGORIES:
            label = tr(CAT_KEYS[c])
            tw = gfx.font(fs).size(label)[0] + fs * 1.6
            if lx + tw > inner.right:
                lx, ly = inner.x, ly + fs * 1.3
            chart.swatch(surf, pygame.Rect(int(lx), int(ly + fs * 0.2), int(fs * 0.9), int(fs * 0.9)),
                         CAT_COLOURS[c], chart.CAT_HATCHED[c])
            gfx.blit_text(surf, label, (lx + fs * 1.1, ly), fs, gfx.TEXT)
            lx += tw
