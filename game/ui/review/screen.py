"""ReviewScene (route "review"): one seat's game review — the graph, every decision with its class, the move made
against the preferred one, the VP lost and why, and the summary; made in the background with a progress bar and
Cancel (worker.py), kept for next time. A click on a decision or on the graph opens the replay there (banner.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from pygame import FRect

from game.bots.evaluate import DEFAULT_QUALITY
from game.storage import Problem
from game.ui.i18n import STRINGS, lang, said, tr
from game.ui.review.graph_view import GraphView
from game.ui.review.text import CLASS_COLOURS, class_name, kind_name, num
from game.ui.review.worker import ReviewWorker
from game.ui.scene import AppContext, Scene
from game.ui.widgets import gfx


def default_seat(record: dict) -> int:
    """The seat a review opens on: the first human seat, else the first."""
    seats = record.get("seats") or []
    return next((s for s, kind in enumerate(seats) if kind == "human"), 0)


class ReviewScene(Scene):
    """The review of one seat of `record` (or of the game file `path`); `on_close` leaves (default: pop)."""

    def __init__(self, app: AppContext, record: dict | None = None, seat: int | None = None,
                 quality: int = DEFAULT_QUALITY, path: Path | None = None,
                 on_close: Callable[[], None] | None = None, mode: str = "process") -> None:
        super().__init__(app)
        self.on_close = on_close
        self.quality, self.mode = quality, mode
        self.problem = ""
        self.record: dict | None = record
        if record is None and path is not None:
            try:
                from game.gamefile import read_game
                self.record = read_game(path)
            except (Problem, ValueError, RecursionError) as exc:
                self.problem = tr("rv:bad", why=said(exc))
        elif record is None:
            self.problem = tr("rv:bad", why=tr("rv:no_game"))
        self.names: list[str] = list(self.record["names"]) if self.record else []
        self.seat = default_seat(self.record) if seat is None and self.record else (seat or 0)
        if self.record and not 0 <= self.seat < len(self.names):
            self.problem = tr("rv:bad", why=tr("rv:no_seat", seat=self.seat, last=len(self.names) - 1))
        self.worker: ReviewWorker | None = None
        self._seen: tuple | None = None   # the worker's (state, decisions done) the screen last showed
        self.graph: GraphView | None = None
        self.scroll = 0
        self.selected: int | None = None
        self.row_rects: list[tuple[FRect, int]] = []
        self.moment_rects: list[tuple[FRect, int]] = []
        self.list_rect = FRect(0, 0, 1, 1)
        self.mouse = (0, 0)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self.buttons: list[gfx.Button] = []
        if not self.problem:
            self.start()
        self.resize(app.size)

    # ------------------------------------------------------------------ the review

    @property
    def review(self) -> dict | None:
        return self.worker.review if self.worker is not None and self.worker.state == "done" else None

    def start(self) -> None:
        """Open the kept review of this seat at once, or start making it."""
        assert self.record is not None
        if self.worker is not None:
            self.worker.cancel()
        self.worker = ReviewWorker(self.record, self.seat, self.quality, self.mode)
        self.worker.start()
        self.graph, self.scroll, self.selected = None, 0, None

    def choose_seat(self, seat: int) -> None:
        if seat != self.seat or (self.worker is not None and self.worker.state in ("cancelled", "error")):
            self.seat = seat
            self.start()
            self.resize(self.app.size)

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        self.resize(self.app.size)

    def close(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
        if self.on_close is not None:
            self.on_close()
        else:
            self.app.pop(self)

    def open_at(self, ply: int) -> None:
        """The replay at this action, seen by the reviewed seat, with the review's banner over it."""
        review = self.review
        if review is None or self.record is None:
            return
        self.selected = ply
        from game.ui.review.banner import open_replay
        open_replay(self.app, self.record, review, ply)

    # ------------------------------------------------------------------ layout and events

    @property
    def fs(self) -> int:
        return max(14, int(self.app.size[1] / 45))

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        self._bg = gfx.felt((W, H))
        bh = fs * 2.1
        by = H - bh - fs * 0.6
        self.buttons = [gfx.Button(tr("rv:back"), FRect(fs, by, fs * 8, bh), self.close, size=fs)]
        w = self.worker
        if w is not None and w.state == "running":
            self.buttons.append(gfx.Button(tr("rv:cancel"), FRect(W / 2 - fs * 5, H * 0.55, fs * 10, bh),
                                           self.cancel, primary=True, size=fs))
        elif w is not None and w.state in ("cancelled", "error"):
            self.buttons.append(gfx.Button(tr("rv:again"), FRect(W / 2 - fs * 6, H * 0.55, fs * 12, bh),
                                           lambda: self.choose_seat(self.seat), primary=True, size=fs))
        x: float = W - fs
        for s in reversed(range(len(self.names))):   # the seat choice, top right
            bw = min(fs * 9.0, gfx.font(fs).size(self.names[s])[0] + fs * 2)
            x -= bw
            # the lambda keeps its seat in a default argument, which mypy cannot type (python/mypy#15459)
            self.buttons.append(gfx.Button(self.names[s], FRect(x, fs * 0.7, bw, fs * 2),
                                           (lambda s=s: self.choose_seat(s)),  # type: ignore[misc]
                                           primary=s == self.seat, size=fs))
            x -= fs * 0.4
        self.seat_label_x = x
        self.body = FRect(fs, fs * 5.9, W - fs * 2, by - fs * 6.5)
        left_w = self.body.w * 0.5
        self.graph_rect = FRect(self.body.x, self.body.y, left_w, self.body.h * 0.52)
        self.summary_rect = FRect(self.body.x, self.graph_rect.bottom + fs * 0.6, left_w,
                                  self.body.bottom - self.graph_rect.bottom - fs * 0.6)
        self.list_rect = FRect(self.body.x + left_w + fs, self.body.y, self.body.w - left_w - fs, self.body.h)
        self.row_h = fs * 3.9
        self.dirty = True

    def visible_rows(self) -> int:
        return max(1, int((self.list_rect.h - self.fs * 1.8) // self.row_h))

    def scroll_by(self, d: int) -> None:
        n = len(self.review["decisions"]) if self.review else 0
        self.scroll = max(0, min(max(0, n - self.visible_rows()), self.scroll + d))

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for b in list(self.buttons):
            if b.handle(ev):
                return None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.close()
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_UP, pygame.K_PAGEUP):
            step = 1 if ev.key in (pygame.K_DOWN, pygame.K_UP) else self.visible_rows()
            self.scroll_by(step if ev.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -step)
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 if ev.y > 0 else 3)
        elif ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            if self.graph is not None:
                self.graph.hover = self.graph.ply_at(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.click(ev.pos)
        return None

    def click(self, pos: tuple[float, float]) -> None:
        """A decision row, a costly moment or a graph point opens the replay there."""
        for rect, ply in self.row_rects + self.moment_rects:
            if rect.collidepoint(pos):
                self.open_at(ply)
                return
        if self.graph is not None:
            at = self.graph.ply_at(pos)
            if at is not None:
                self.open_at(at)

    def busy(self) -> bool:
        return self.worker is not None and self.worker.state == "running"

    def _worker_status(self) -> tuple | None:
        w = self.worker
        return (w.state, w.done) if w is not None else None

    def wake_in(self) -> float | None:
        # while it runs, and once more after it ends (its thread ends it between two frames): the results are
        # shown at once, not at the next mouse move
        return 0.1 if self.busy() or self._worker_status() != self._seen else None

    def update(self, dt: float) -> None:
        super().update(dt)
        w = self.worker
        state = self._worker_status()
        if state != self._seen:
            self._seen = state
            self.dirty = True
            if w is not None and w.state != "running":
                self.resize(self.app.size)   # Cancel goes, Review again or the results come

    def leave(self) -> None:
        """Off the stack (Back, or the stack replaced): a running review stops. A replay pushed over it is not a
        leave: the review waits under it."""
        if self.worker is not None:
            self.worker.cancel()

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        """The screen from a cached layer (redrawn when what it shows changes), the pointer's marks over it."""
        W, H = surf.get_size()
        w = self.worker
        key = ((W, H), lang(), self.scroll, self.selected, self.problem, w and (w.state, w.done, w.total, w.key))
        if self._layer is None or self._layer.get_size() != (W, H) or key != self._layer_key:
            if self._bg.get_size() != (W, H):
                self.resize((W, H))
            self._layer = pygame.Surface((W, H))
            self._draw_layer(self._layer)
            self._layer_key = key
        surf.blit(self._layer, (0, 0))
        for rect, _ply in self.row_rects + self.moment_rects:   # the row or moment a click would open
            if rect.collidepoint(self.mouse):
                pygame.draw.rect(surf, gfx.GLOW, rect, 2, border_radius=6)
        if self.graph is not None and self.review is not None:
            self.graph.draw_hover(surf)
        for b in self.buttons:
            b.draw(surf)

    def _draw_layer(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        surf.blit(self._bg, (0, 0))
        fs = self.fs
        self.row_rects, self.moment_rects = [], []
        name = self.names[self.seat] if self.names else ""
        title = tr("rv:title", name=name) if name else tr("rv:title_plain")
        gfx.blit_text(surf, gfx.fit_text(title, int(fs * 1.6), self.seat_label_x - fs * 8,
                                         True), (fs, fs * 0.6), int(fs * 1.6), gfx.GOLD, True)
        if self.names:
            gfx.blit_text(surf, tr("rv:as"), (self.seat_label_x, fs * 1.7), fs, gfx.DIM, anchor="midright")
            gfx.blit_text(surf, gfx.fit_text(tr("rv:quality", q=self.quality, name=name), fs, W - fs * 2),
                          (fs, fs * 3.0), gfx.small(fs, 0.9), gfx.DIM)
        w = self.worker
        if self.problem:
            gfx.draw_fitted(surf, self.problem, FRect(fs * 3, H * 0.35, W - fs * 6, fs * 6), fs, gfx.RED,
                            align="center")
        elif w is not None and w.state != "done":
            self._draw_progress(surf, w)
        else:
            self._draw_review(surf)

    def _draw_progress(self, surf: pygame.Surface, w: ReviewWorker) -> None:
        W, H = surf.get_size()
        fs = self.fs
        name = self.names[self.seat]
        if w.state == "running":
            text = tr("rv:running", name=name, done=w.done, total=w.total) if w.total else tr("rv:starting")
            colour = gfx.TEXT
        elif w.state == "cancelled":
            text, colour = tr("rv:cancelled"), gfx.DIM
        else:
            text, colour = tr("rv:failed", why=w.error), gfx.RED
        gfx.draw_fitted(surf, text, FRect(fs * 3, H * 0.36, W - fs * 6, fs * 3), fs, colour, align="center")
        bar = FRect(W * 0.25, H * 0.46, W * 0.5, fs * 1.4)
        pygame.draw.rect(surf, (12, 24, 22), bar, border_radius=6)
        if w.state == "running":
            pygame.draw.rect(surf, gfx.GOLD, FRect(bar.x, bar.y, bar.w * w.fraction, bar.h), border_radius=6)
        pygame.draw.rect(surf, gfx.PANEL_EDGE, bar, 2, border_radius=6)

    def _draw_review(self, surf: pygame.Surface) -> None:
        review = self.review
        if review is None:
            return
        if self.graph is None or self.graph.review is not review:
            self.graph = GraphView(review, self.names)
        fs = self.fs
        name = self.names[self.seat]
        g = self.graph_rect
        gfx.blit_text(surf, gfx.fit_text(tr("rv:graph", name=name), gfx.small(fs, 0.9), g.w), (g.x, g.y - fs * 0.2),
                      gfx.small(fs, 0.9), gfx.TEXT, anchor="bottomleft")
        self.graph.selected = self.selected
        self.graph.draw(surf, g, fs)
        self._draw_summary(surf, review)
        self._draw_list(surf, review)

    def _draw_summary(self, surf: pygame.Surface, review: dict) -> None:
        fs = self.fs
        r = self.summary_rect
        gfx.panel(surf, r, alpha=150)
        x, y, w = r.x + fs * 0.6, r.y + fs * 0.4, r.w - fs * 1.2
        th = review["thresholds"]
        scale = tr("rv:scale", best=num(th["best"]), good=num(th["good"]), inacc=num(th["inaccuracy"]),
                   mistake=num(th["mistake"]))
        sm = gfx.small(fs, 0.85)
        f = gfx.draw_fitted(surf, scale, FRect(x, y, w, sm * 2.6), sm, gfx.DIM, max_lines=2, spacing=1.1)
        y += f.line_h * len(f.lines) + fs * 0.3
        cx = x   # the class names in their colours: the key to the list
        for cls in CLASS_COLOURS:
            rr = self._chip(surf, class_name(cls), cls, (cx, y), sm)
            cx = rr.right + fs * 0.5
        y += sm * 1.7
        f = gfx.draw_fitted(surf, review["accuracy_text"][lang()], FRect(x, y, w, fs * 2.6), fs, gfx.TEXT, True,
                            max_lines=2, spacing=1.1)
        y += f.line_h * len(f.lines) + fs * 0.35
        gfx.blit_text(surf, tr("rv:by_kind"), (x, y), sm, gfx.GOLD, True)
        y += sm * 1.35
        rows = [(k, v) for k, v in review["summary"]["by_kind"].items() if v["count"]]
        col_w = w / 2
        for i, (k, v) in enumerate(rows):
            text = tr("rv:kind_row", kind=kind_name(k), v=num(v["vp_lost"]), n=v["count"])
            gfx.blit_text(surf, gfx.fit_text(text, sm, col_w - fs * 0.5), (x + (i % 2) * col_w, y + (i // 2) *
                          sm * 1.3), sm, gfx.TEXT)
        y += ((len(rows) + 1) // 2) * sm * 1.3 + fs * 0.3
        gfx.blit_text(surf, tr("rv:costliest"), (x, y), sm, gfx.GOLD, True)
        y += sm * 1.35
        by_ply = {d["ply"]: d for d in review["decisions"]}
        costly = [by_ply[p] for p in review["summary"]["costliest"] if p in by_ply]
        if not costly:
            gfx.blit_text(surf, gfx.fit_text(tr("rv:none"), sm, w), (x, y), sm, gfx.DIM)
        for d in costly:
            if y + sm * 1.3 > r.bottom:
                break
            played, best = d["labels"][lang()]
            text = tr("rv:moment", ply=d["ply"], played=played, best=best, v=num(d["vp_loss"]))
            rect = FRect(x - fs * 0.2, y - 2, w + fs * 0.4, sm * 1.3)
            gfx.blit_text(surf, gfx.fit_text(text, sm, w), (x, y), sm, CLASS_COLOURS[d["class"]])
            self.moment_rects.append((rect, d["ply"]))
            y += sm * 1.3
        turns = review["turning_points"]
        if turns and y + sm * 2.6 <= r.bottom:
            text = tr("rv:turning", name=review["name"], plies=", ".join(str(p) for p in turns))
            gfx.draw_fitted(surf, text, FRect(x, y + fs * 0.3, w, r.bottom - y - fs * 0.4), sm, gfx.DIM,
                            max_lines=2, spacing=1.1)

    def _chip(self, surf: pygame.Surface, text: str, cls: str, pos: tuple[float, float], size: int) -> pygame.Rect:
        """A class name on its colour."""
        tw = gfx.font(size, True).size(text)[0]
        rect = pygame.Rect(round(pos[0]), round(pos[1]), tw + size, round(size * 1.35))
        pygame.draw.rect(surf, CLASS_COLOURS[cls], rect, border_radius=5)
        gfx.blit_text(surf, text, rect.center, size, (20, 18, 10), True, "center")
        return rect

    def _draw_list(self, surf: pygame.Surface, review: dict) -> None:
        fs = self.fs
        r = self.list_rect
        decisions = review["decisions"]
        gfx.blit_text(surf, gfx.fit_text(tr("rv:decisions", n=len(decisions)), fs, r.w), (r.x, r.y - fs * 0.2),
                      gfx.small(fs, 0.9), gfx.TEXT, anchor="bottomleft")
        gfx.panel(surf, r, alpha=150)
        if not decisions:
            gfx.draw_fitted(surf, tr("rv:no_decisions"), r.inflate(-fs * 2, -fs * 2), fs, gfx.DIM)
            return
        n = self.visible_rows()
        self.scroll = max(0, min(self.scroll, max(0, len(decisions) - n)))
        sm = gfx.small(fs, 0.85)
        lg = lang()
        y = r.y + fs * 0.4
        w = r.w - fs * 1.8
        for d in decisions[self.scroll:self.scroll + n]:
            row = FRect(r.x + fs * 0.3, y, w + fs * 0.6, self.row_h - fs * 0.25)
            if d["ply"] == self.selected:
                pygame.draw.rect(surf, (45, 70, 60), row, border_radius=6)
            pygame.draw.rect(surf, CLASS_COLOURS[d["class"]], FRect(row.x, row.y, fs * 0.3, row.h),
                             border_radius=3)
            x = row.x + fs * 0.6
            chip = self._chip(surf, class_name(d["class"]), d["class"], (x, y + fs * 0.15), sm)
            phase = tr("phase:" + d["phase"]) if ("phase:" + d["phase"]) in STRINGS else d["phase"]
            gfx.blit_text(surf, tr("rv:row_head", r=d["round"], phase=phase, ply=d["ply"]),
                          (chip.right + fs * 0.5, chip.centery), sm, gfx.DIM, anchor="midleft")
            if d["class"] != "best":
                gfx.blit_text(surf, tr("rv:loss", v=num(d["vp_loss"]), pm=num(d["vp_loss_pm"])),
                              (row.right - fs * 0.4, chip.centery), sm, CLASS_COLOURS[d["class"]], True, "midright")
            played, best = d["labels"][lg]
            move = (tr("rv:played_best", played=played) if d["played"] == d["best"] else
                    tr("rv:played_vs", played=played, best=best))
            gfx.blit_text(surf, gfx.fit_text(move, sm, row.w - fs * 1.0), (x, y + fs * 1.55), sm, gfx.TEXT)
            gfx.blit_text(surf, gfx.fit_text(d["reasons"][lg], sm, row.w - fs * 1.0), (x, y + fs * 2.6), sm,
                          gfx.DIM)
            self.row_rects.append((row, d["ply"]))
            y += self.row_h
        if len(decisions) > n:   # the scroll bar
            track = FRect(r.right - fs * 0.7, r.y + fs * 0.4, fs * 0.35, r.h - fs * 0.8)
            pygame.draw.rect(surf, (30, 45, 40), track, border_radius=4)
            h = track.h * n / len(decisions)
            top = track.y + (track.h - h) * self.scroll / max(1, len(decisions) - n)
            pygame.draw.rect(surf, gfx.PANEL_EDGE, FRect(track.x, top, track.w, h), border_radius=4)
