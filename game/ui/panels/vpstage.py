"""The VP phase, staged: the Immortals turn face up one at a time in call order, each with its points written out;
Narashima's Culture move and Tomorrow's guesses appear as they happen. Click / Space / Esc skips to the end."""

from __future__ import annotations

import math

import pygame
from pygame import FRect

from game.ui.i18n import STRINGS, tr
from game.ui.panels.immortalpoints import guesses, headline, immortal_points
from game.ui.panels.infopanel import InfoPanel
from game.ui.scene import AppContext
from game.ui.screenclaim import RESULTS
from game.ui.text.logtext import card_name
from game.ui.widgets import gfx

STRINGS.update({
    "vs:title": ("VP phase — the Immortals are revealed", "Phase de PV — les Immortels se révèlent"),
    "vs:guess": ("{name}: {imm}?", "{name} : {imm} ?"),
    "vs:right": ("{name}: {imm} — right", "{name} : {imm} — juste"),
    "vs:wrong": ("{name}: {imm} — wrong", "{name} : {imm} — faux"),
    "vs:hidden": ("not revealed yet", "pas encore révélé"),
    "vs:you": ("You", "Vous"),
    "vs:final": ("Final scores next", "Ensuite : scores finaux"),
})

BEAT_S = 1.2     # one Immortal turning face up with its lines, at speed 1
FLIP_S = 0.45    # of which the card's flip
FINAL_S = 0.8    # the last beat: every Immortal's total


class VpStageScene(InfoPanel):
    """All Immortals in seat order; those revealed by this batch of events flip in the order they were called."""

    hold_s = 3.0

    def __init__(self, app: AppContext, view: dict, vp_events: list[dict], names: list[str], viewer: int | None,
                 batch: list[dict], final: bool, seats: list[str], human: bool = True) -> None:
        super().__init__(app, human)
        self.view = view
        self.vp_events = vp_events
        self.names = names
        self.viewer = viewer
        self.final = final
        self.seats = seats
        self.fresh = [e["seat"] for e in batch if e.get("t") == "immortal_reveal"]
        # beats: who gets the spotlight, in event order (a reveal, or Tomorrow's guesses after her decisions)
        self.beats: list[int] = []
        for e in batch:
            if e.get("t") in ("immortal_reveal", "tomorrow") and e["seat"] not in self.beats:
                self.beats.append(e["seat"])
        self.shot_tag = "vp_stage_final" if final else ""
        self._build()

    def _build(self) -> None:
        self.info = {s: immortal_points(self.view, s, self.vp_events) for s in range(len(self.names))}
        self.extra = {s: self._guess_lines(s) for s in range(len(self.names))}

    def _guess_lines(self, seat: int) -> list[str]:
        out = []
        for o, im in guesses(self.vp_events, seat):
            name = tr("vs:you") if o == self.viewer else self.names[o]
            shown = self.view["seats"][o].get("immortal")
            key = "vs:guess" if shown is None else "vs:right" if shown == im else "vs:wrong"
            out.append(tr(key, name=name, imm=card_name(im)))
        return out

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._build()   # the language may have changed

    def playing(self) -> float:
        speed = self.app.settings.anim_speed
        if speed <= 0:
            return 0.0
        return (BEAT_S * len(self.beats) + (FINAL_S if self.final else 0)) / speed

    def on_close(self) -> None:
        if self.final:
            results = self.app.make("results", self.view, self.names, self.seats, self.vp_events)
            claims = getattr(self, "claimed_by", None)   # the table's screen queue, when it showed this stage
            if claims is not None:
                claims.claim(results, RESULTS)
            else:
                self.app.push(results)

    # ------------------------------------------------------------------ progress

    def _beat_t(self, seat: int) -> float | None:
        """Seconds into this seat's beat (None: it has no beat in this batch); large once everything is shown."""
        if seat not in self.beats:
            return None
        speed = self.app.settings.anim_speed
        if speed <= 0 or self.age >= self.playing():
            return 1e9
        return self.age * speed - BEAT_S * self.beats.index(seat)

    def _spot(self) -> int | None:
        speed = self.app.settings.anim_speed
        if speed <= 0 or self.age >= self.playing() or not self.beats:
            return None
        i = int(self.age * speed / BEAT_S)
        return self.beats[i] if i < len(self.beats) else None

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        self.shade(surf, 215)
        W, H = surf.get_size()
        self.rect = FRect(0, 0, W, H)   # the whole window: any click skips
        fs = self.fs
        n = len(self.names)
        gfx.blit_text(surf, tr("vs:title"), (W / 2, fs * 0.8), int(fs * 1.5), gfx.GOLD, True, "midtop")
        col_w = min(fs * 17, (W - 24) / max(1, n))
        x0 = (W - col_w * n) / 2
        card_h = min(H * 0.34, (col_w - 16) * 1.4 * 0.8)
        card_w = card_h / 1.4
        top = fs * 3.2
        spot = self._spot()
        for s in range(n):
            cx = x0 + col_w * (s + 0.5)
            col = FRect(x0 + col_w * s + 4, top - fs * 0.3, col_w - 8, H - top - fs * 2)
            gfx.panel(surf, col, fill=(40, 34, 20) if s == spot else (20, 30, 28), edge=gfx.GOLD if s == spot
                      else gfx.PANEL_EDGE, alpha=230, radius=8, width=2 if s == spot else 1)
            name = tr("vs:you") if s == self.viewer else self.names[s]
            gfx.blit_text(surf, gfx.fit_text(name, fs, col_w - 16, True), (cx, top), fs, gfx.TEXT, True, "midtop")
            t = self._beat_t(s)
            info = self.info[s]
            revealed = info["immortal"] is not None and (t is None or t >= FLIP_S / 2 or s not in self.fresh)
            flip = 1.0
            if t is not None and s in self.fresh and t < FLIP_S:
                flip = abs(math.cos(math.pi * max(0.0, t) / FLIP_S))
            face = f"immortal:{info['immortal']}" if revealed else "back:immortal"
            img = self.app.faces.get(face, card_w, card_h)
            if flip < 0.999:
                img = pygame.transform.smoothscale(img, (max(2, int(card_w * flip)), int(card_h)))
            surf.blit(img, img.get_rect(midtop=(cx, top + fs * 1.6)))
            y = top + fs * 1.6 + card_h + fs * 0.5
            if not revealed:
                gfx.blit_text(surf, tr("vs:hidden"), (cx, y), max(13, int(fs * 0.9)), gfx.DIM, False, "midtop")
                continue
            self._draw_lines(surf, s, t, FRect(col.x + 6, y, col.w - 12, col.bottom - y))
        foot = FRect(0, H - fs * 2, W, fs * 2)
        if self.final:
            gfx.blit_text(surf, tr("vs:final"), (fs, foot.bottom - fs * 0.5), max(13, int(fs * 0.85)), gfx.DIM, False,
                          "bottomleft")
        self.footer(surf, foot)

    def _draw_lines(self, surf: pygame.Surface, seat: int, t: float | None, r: FRect) -> None:
        fs = self.fs
        info = self.info[seat]
        items = [(text, pts is not None) for text, pts in info["lines"]] + [(g, False) for g in self.extra[seat]]
        shown = len(items) if t is None else max(0, min(len(items), int((t - FLIP_S) / 0.15) + 1))
        lfs = max(13, int(fs * 0.85))
        y = r.y
        gfx.blit_text(surf, gfx.fit_text(headline(info), fs, r.w, True), (r.centerx, y), fs, gfx.GLOW, True, "midtop")
        y += fs * 1.5
        for text, scoring in items[:shown]:
            for line in gfx.wrap(text, lfs, int(r.w)):
                if y + lfs * 1.2 > r.bottom:
                    return
                gfx.blit_text(surf, line, (r.x, y), lfs, gfx.TEXT if scoring else gfx.DIM)
                y += lfs * 1.25
            y += lfs * 0.3
