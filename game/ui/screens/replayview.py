"""The replay viewer: the table drawing a ReplayMatch, under a transparent bar of controls.

Forward and back one action, one turn or one phase; play at a chosen speed; a timeline of the phases to jump to;
watch as any seat, the public view, or everything face up once the game is over. The table's log follows.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import FRect

from game.replay import ALL, ReplayMatch
from game.rules.view import SPECTATOR
from game.ui.i18n import STRINGS, said, tr
from game.ui.scene import AppContext, Scene
from game.ui.screenclaim import PANEL
from game.ui.table import TableScene
from game.ui.table.panel import SidePanel
from game.ui.widgets import gfx

STRINGS.update({
    "replay_panel": ("A replay: step through the game with the bar above (arrow keys, Space to play).",
                     "Une rediffusion : avancez dans la partie avec la barre du haut (flèches, Espace pour lire)."),
    "rp:back_phase": ("« Phase", "< Phase"),
    "rp:back_turn": ("« Turn", "< Tour"),
    "rp:back_action": ("« Action", "< Action"),
    "rp:fwd_action": ("Action »", "Action >"),
    "rp:fwd_turn": ("Turn »", "Tour >"),
    "rp:fwd_phase": ("Phase »", "Phase >"),
    "rp:play": ("Play", "Lecture"),
    "rp:pause": ("Pause", "Pause"),
    "rp:speed": ("Speed {v}", "Vitesse {v}"),
    "rp:public": ("Public view", "Vue publique"),
    "rp:face_up": ("All face up", "Tout révélé"),
    "rp:as_seat": ("As {name}", "Vu par {name}"),
    "rp:close": ("Close", "Fermer"),
    "rp:export": ("Export game", "Exporter la partie"),
    "rp:exported": ("Saved: {path}", "Enregistré : {path}"),
    "rp:status": ("Action {pos} / {n}  ·  Round {r}  ·  {phase}", "Action {pos} / {n}  ·  Ronde {r}  ·  {phase}"),
    "rp:acts": ("{name} to act", "À {name} de jouer"),
    "rp:end": ("End of the game", "Fin de la partie"),
    "rp:phase_short": ("R{r} {phase}", "R{r} {phase}"),
    "rp:keys": ("Keys: Left/Right action · Shift: turn · PgUp/PgDn: phase · Space: play",
                "Touches : Gauche/Droite action · Maj : tour · PgPréc/PgSuiv : phase · Espace : lecture"),
})

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)   # actions per second
PHASE_COLOURS = {"draft": (70, 110, 150), "kingdom": (150, 110, 60), "supremacy": (140, 70, 70),
                 "vp": (110, 80, 150), "over": (90, 90, 90)}


def bar_fs(height: int) -> int:
    """The replay bar's font size for a window height."""
    return max(14, int(height / 44))


def bar_height(height: int) -> int:
    """Height of the replay bar (buttons, timeline, status line) above the table."""
    return int(bar_fs(height) * 5.9)


class _Inset:
    """The app as the replay table sees it: the same app, with the window's height less the bar."""

    def __init__(self, app: AppContext, below: float = 0.0) -> None:
        self._app = app
        self.below = below   # a strip under the bar (the review's banner), in bar font sizes

    def __getattr__(self, name: str) -> object:
        return getattr(self._app, name)

    @property
    def size(self) -> tuple[int, int]:
        W, H = self._app.size
        return W, H - bar_height(H) - int(bar_fs(H) * self.below)


class ReplayPanel(SidePanel):
    """The side panel of a replay: the log and the Immortal, nothing to answer (the bar above steps through)."""

    def build(self) -> None:
        """No buttons: the bar above steps through the game."""
        self.buttons, self.option_buttons = [], []

    def hint(self, brief: bool = False, short: bool = False) -> str:
        return tr("replay_panel")


class ReplayTable(TableScene):
    """The table over a ReplayMatch, drawn below the replay bar: no choosers, no curtain, no end screen."""

    panel_class = ReplayPanel
    # the controller is a ReplayMatch, which stands in for the Match that TableScene is typed with (duck typing)
    match: ReplayMatch  # type: ignore[assignment]

    def __init__(self, app: AppContext, replay: ReplayMatch, below: float = 0.0) -> None:
        self.below = below   # rows of bar font left free under the bar (the review's banner)
        super().__init__(_Inset(app, below), replay)  # type: ignore[arg-type]
        self.results_shown = True   # the replay's own controls stay on top at the end
        self.pending_shot = None

    def _maybe_choice(self) -> None:
        pass

    def _is_me(self, seat: int | None) -> bool:
        return False   # the watched seat keeps its name ("Ana's turn", not "Your turn")

    def _check_curtain(self) -> None:
        pass

    def wake_in(self) -> float | None:
        return None

    def watch(self, viewer: int) -> None:
        """Change whose eyes the table shows (a seat, SPECTATOR or ALL)."""
        self.match.set_viewer(viewer)
        self.viewer = max(viewer, 0)
        self.spectator = viewer < 0
        self._reset_screen()

    def show(self, animate: bool) -> None:
        """Draw the replay's new position; one step forward animates, any other move redraws at once."""
        if animate:
            self.sync()
        else:
            self._reset_screen()

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        top = bar_height(H) + int(bar_fs(H) * self.below)
        super().draw(surf.subsurface(pygame.Rect(0, top, W, H - top)))

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        pos = getattr(ev, "pos", None)
        if pos is None:
            return super().process_event(ev)
        H = self.app._app.size[1]  # type: ignore[attr-defined]
        top = bar_height(H) + int(bar_fs(H) * self.below)
        if pos[1] < top:
            return ev
        return super().process_event(pygame.event.Event(ev.type, {**ev.dict, "pos": (pos[0], pos[1] - top)}))


class ReplayControls(Scene):
    """Transparent bar over the replay table; `on_close` leaves the viewer."""

    transparent = True

    def __init__(self, app: AppContext, table: ReplayTable, on_close: Callable[[], None] | None = None,
                 autoplay_exit: bool = False) -> None:
        super().__init__(app)
        self.table = table
        self.replay: ReplayMatch = table.match
        self.on_close = on_close
        self.playing = autoplay_exit
        self.speed = 2.0 if not autoplay_exit else 8.0
        self.autoplay_exit = autoplay_exit
        self.clock = 0.0
        self.message = ""
        self.buttons: list[gfx.Button] = []
        self.segments: list[tuple[pygame.FRect, int]] = []
        self._last_phase = self.replay.phase_of(0)
        self.resize(app.size)

    # ------------------------------------------------------------------ moves

    def go(self, pos: int) -> None:
        animate = pos == self.replay.pos + 1
        self.replay.goto(pos)
        self.table.show(animate)
        phase = self.replay.phase_of(self.replay.pos)
        if phase != self._last_phase:
            self._last_phase = phase
            if self.autoplay_exit:
                self.app.screenshot(f"replay_{self.replay.pos:04d}_r{phase[0]}_{phase[1]}")
        self.resize(self.app.size)

    def step(self, kind: str, forward: bool) -> None:
        self.playing = False if not self.autoplay_exit else self.playing
        r = self.replay
        if kind == "action":
            self.go(r.pos + (1 if forward else -1))
            return
        marks = r.turn_marks if kind == "turn" else [m[0] for m in r.phase_marks]
        self.go(r.next_mark(marks) if forward else r.prev_mark(marks))

    def toggle_play(self) -> None:
        if self.replay.pos >= self.replay.length:
            self.go(0)
        self.playing = not self.playing
        self.clock = 0.0
        self.resize(self.app.size)

    def cycle_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1.0
        self.resize(self.app.size)

    def viewers(self) -> list[int]:
        out = [SPECTATOR] + list(range(self.replay.players))
        return out + ([ALL] if self.replay.finished else [])

    def cycle_viewer(self) -> None:
        vs = self.viewers()
        nxt = vs[(vs.index(self.replay.viewer) + 1) % len(vs)] if self.replay.viewer in vs else SPECTATOR
        self.table.watch(nxt)
        self.resize(self.app.size)

    def viewer_label(self) -> str:
        v = self.replay.viewer
        if v == SPECTATOR:
            return tr("rp:public")
        if v == ALL:
            return tr("rp:face_up")
        return tr("rp:as_seat", name=self.replay.names[v])

    def export(self) -> None:
        from game.records import export_game
        try:
            path = export_game(self.replay.record)
        except OSError as exc:
            self.message = tr("export_failed", why=said(exc))
            return
        self.message = tr("rp:exported", path=str(path))

    def close(self) -> None:
        if self.on_close:
            self.on_close()
        else:
            self.app.quit(0)

    # ------------------------------------------------------------------ layout and events

    @property
    def fs(self) -> int:
        return bar_fs(self.app.size[1])

    def bar_rect(self) -> pygame.FRect:
        W, H = self.app.size
        return FRect(0, 0, W, bar_height(H))

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        bar = self.bar_rect()
        items: list[tuple[str, Callable[[], None], float, bool]] = [
            (tr("rp:back_phase"), lambda: self.step("phase", False), 6, False),
            (tr("rp:back_turn"), lambda: self.step("turn", False), 6, False),
            (tr("rp:back_action"), lambda: self.step("action", False), 6.5, False),
            (tr("rp:pause") if self.playing else tr("rp:play"), self.toggle_play, 5.5, True),
            (tr("rp:fwd_action"), lambda: self.step("action", True), 6.5, False),
            (tr("rp:fwd_turn"), lambda: self.step("turn", True), 6, False),
            (tr("rp:fwd_phase"), lambda: self.step("phase", True), 6, False),
            (tr("rp:speed", v=f"{self.speed:g}×"), self.cycle_speed, 7, False),
            (self.viewer_label(), self.cycle_viewer, 10, False),
            (tr("rp:export"), self.export, 9, False),
            (tr("rp:close"), self.close, 5, False),
        ]
        total = sum(w for _, _, w, _ in items)
        gap = fs * 0.35
        unit = (W - fs - gap * (len(items) - 1)) / total
        x = fs / 2
        y = bar.y + fs * 0.3
        bh = fs * 2.0
        self.buttons = []
        for label, action, w, primary in items:
            self.buttons.append(gfx.Button(label, FRect(x, y, w * unit, bh), action, primary=primary, size=fs))
            x += w * unit + gap
        self.buttons[-2].enabled = self.replay.record.get("seats") is not None
        # the timeline: one segment per phase, width by its number of actions
        marks = self.replay.phase_marks
        n = max(1, self.replay.length)
        tl = FRect(fs / 2, fs * 2.55, W - fs, fs * 1.4)
        self.timeline = tl
        self.segments = []
        for i, (start, _r, _p) in enumerate(marks):
            end = marks[i + 1][0] if i + 1 < len(marks) else n
            x0 = tl.x + tl.w * start / n
            x1 = tl.x + tl.w * max(end, start + 0.6) / n
            self.segments.append((FRect(x0, tl.y, max(2.0, x1 - x0), tl.h), start))

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if ev.type == pygame.KEYDOWN:
            shift = bool(ev.mod & pygame.KMOD_SHIFT)
            keys = {pygame.K_RIGHT: ("turn" if shift else "action", True),
                    pygame.K_LEFT: ("turn" if shift else "action", False),
                    pygame.K_PAGEDOWN: ("phase", True), pygame.K_PAGEUP: ("phase", False)}
            if ev.key in keys:
                self.step(*keys[ev.key])
            elif ev.key == pygame.K_SPACE:
                self.toggle_play()
            elif ev.key == pygame.K_HOME:
                self.go(0)
            elif ev.key == pygame.K_END:
                self.go(self.replay.length)
            elif ev.key == pygame.K_ESCAPE:
                self.close()
            else:
                return ev
            return None
        for b in self.buttons:
            if b.handle(ev):
                return None
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for r, start in self.segments:
                if r.collidepoint(ev.pos):
                    self.playing = False
                    self.go(start)
                    return None
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.bar_rect().collidepoint(ev.pos):
            return None
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(ev, "button", 0) == 1:
            return None   # the table below takes hover and right-click zoom, never a left click (nothing to do)
        return ev

    def busy(self) -> bool:
        return self.playing or self.tweens.busy

    def wake_in(self) -> float | None:
        return 0.02 if self.playing else None

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing or self.table.tweens.blocking:
            return
        claims = self.table.claims
        if claims.kind == PANEL:   # a panel waits for the watcher: the replay pauses under it
            if self.autoplay_exit and claims.modal.read():
                claims.modal.auto_answer()
            return
        self.clock += dt
        if self.clock < 1.0 / self.speed:
            return
        self.clock = 0.0
        if self.replay.pos >= self.replay.length:
            self.playing = False
            self.resize(self.app.size)
            if self.autoplay_exit:
                self.table.tweens.finish_all()
                self.app.screenshot("replay_end")
                self.app.quit(0)
            return
        self.go(self.replay.pos + 1)

    # ------------------------------------------------------------------ drawing

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        fs = self.fs
        bar = self.bar_rect()
        gfx.panel(surf, bar, alpha=255, radius=0)   # opaque: the table never draws here, old frames must not show
        for b in self.buttons:
            b.draw(surf)
        r = self.replay
        for (rect, _start), (_p, rnd, phase) in zip(self.segments, r.phase_marks):
            col = PHASE_COLOURS.get(phase, (90, 90, 90))
            pygame.draw.rect(surf, col, rect, border_radius=4)
            pygame.draw.rect(surf, gfx.PANEL_EDGE, rect, width=1, border_radius=4)
            label = tr("rp:phase_short", r=rnd, phase=tr("phase:" + phase) if ("phase:" + phase) in STRINGS
                       else phase)
            if phase == "over":
                label = ""
            lfs = gfx.fit_size(label, fs, rect.w - 6, smallest=0.93)
            if label and gfx.font(lfs).size(label)[0] <= rect.w - 6:
                gfx.blit_text(surf, label, rect.center, lfs, gfx.TEXT, False, "center")
        tl = self.timeline
        cx = tl.x + tl.w * r.pos / max(1, r.length)
        pygame.draw.line(surf, gfx.GLOW, (cx, tl.y - 4), (cx, tl.bottom + 4), 4)
        rnd, phase = r.phase_of(r.pos)
        status = tr("rp:status", pos=r.pos, n=r.length, r=rnd,
                    phase=tr("phase:" + phase) if ("phase:" + phase) in STRINGS else phase)
        to_act = r.to_act
        status += "  ·  " + (tr("rp:end") if to_act is None else tr("rp:acts", name=r.names[to_act]))
        y = tl.bottom + fs * 0.85
        sw = gfx.blit_text(surf, gfx.fit_text(status, fs, W * 0.6), (fs / 2, y), fs, gfx.GOLD, True, "midleft").right
        right = self.message or tr("rp:keys")
        gfx.blit_text(surf, gfx.fit_text(right, fs, W - sw - fs * 2), (W - fs / 2, y), fs,
                      gfx.GREEN if self.message else gfx.DIM, False, "midright")
