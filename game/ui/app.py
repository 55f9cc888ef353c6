"""The window, the main loop and the scene stack. `run(UIConfig)` is the entry point main.py calls."""

from __future__ import annotations

import importlib
import os
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.gamefile import SaveError
from game.match import Match
from game.settings import Settings
from game.ui import i18n
from game.ui.scene import Scene, SceneStack
from game.ui.text.names import fill_names
from game.ui.widgets import gfx

# Every scene by name, as "module:Class": scenes ask the app to make one another (`app.make("pause", table)`), so
# none imports another; a screen's module is loaded the first time it is shown (a quicker first frame).
ROUTES: dict[str, str] = {
    "title": "screens.menus:TitleScene", "new_game": "screens.menus:NewGameScene",
    "settings": "screens.menus:SettingsScene", "reference": "screens.reference:RulesScene",
    "pause": "screens.menus:PauseScene", "table": "table:TableScene", "curtain": "panels.overlays:CurtainScene",
    "confirm": "panels.overlays:ConfirmScene", "choice": "panels.overlays:ChoiceScene",
    "results": "panels.overlays:ResultsScene", "replays": "screens.replays:ReplaysScene",
    "replay_table": "screens.replayview:ReplayTable", "replay_controls": "screens.replayview:ReplayControls",
    "statistics": "screens.stats:StatisticsScene", "calc": "screens.calculator:CalculatorScene",
    "draft_summary": "panels.draftpanel:DraftSummaryScene", "supremacy_panel": "panels.suppanel:SupremacyScene",
    "vp_stage": "panels.vpstage:VpStageScene", "tutorial": "screens.tutorial:CoachScene",
    "rules": "screens.howto:HowToScene", "review": "review.screen:ReviewScene",
    "review_banner": "review.banner:ReviewBanner",
}


def scene_class(name: str) -> type[Scene]:
    """The scene class a ROUTES name stands for (its module imported on first use)."""
    module, cls = ROUTES[name].split(":")
    return getattr(importlib.import_module(f"game.ui.{module}"), cls)


@dataclass
class UIConfig:
    """What main.py passes: seats None shows the Start screen."""

    seats: list[str] | None = None
    names: list[str] | None = None
    seed: int | None = None
    size: tuple[int, int] | None = None
    fullscreen: bool = False
    exit_at_end: bool = False
    screenshots: str | None = None
    autosave: bool = True
    max_seconds: float | None = None   # safety stop for scripted runs
    anim_speed: float | None = None    # overrides the saved setting (0 = instant), e.g. for tests
    autopilot_think: float = 0.35      # scripted runs (exit_at_end): seconds before the scripted human acts
    error: str | None = None           # a problem to show instead of the game (bad cards.toml)
    resume: str | None = None          # a game file to continue (main.py continue FILE)
    lang: str | None = None            # overrides the saved language for this window (--lang en|fr)


def _normalise_seat(kind: str) -> str:
    kind = kind.strip().lower()
    if kind in ("human", "h"):
        return "human"
    if kind.startswith("bot"):
        level = kind.split(":", 1)[1] if ":" in kind else "normal"
        return f"bot:{level}"
    return "human"


class App:
    """Owns the window, the settings, the card-face cache and the scene stack."""

    def __init__(self, config: UIConfig, settings: Settings | None = None, headless: bool = False) -> None:
        self.config = config
        self.settings = settings or Settings.load()
        if config.anim_speed is not None:
            self.settings.anim_speed = config.anim_speed
        self._own_lang = self.settings.lang   # --lang is for this window only: the saved language stays
        if config.lang:
            self.settings.lang = config.lang
        i18n.set_lang(self.settings.lang)
        self.headless = headless
        sys.setswitchinterval(0.001)   # bots think in a thread: hand the GIL back to the frame loop quickly
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Immortal 8")
        self.fullscreen = config.fullscreen or self.settings.fullscreen
        self.window_size = tuple(config.size) if config.size else self._default_size()
        self._set_icon()
        self.screen = self._open_window()
        from game.ui.widgets.faces import Faces
        from game.ui.widgets.gfx import reset_caches
        reset_caches()
        self.faces = Faces(self.settings.lang)
        from game.ui.audio.sound import SoundBoard
        self.sound = SoundBoard(volume=self.settings.volume, enabled=self.settings.sound)
        self.stack = SceneStack()
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.shot_dir = Path(config.screenshots) if config.screenshots else None
        self.shot_count = 0
        self.started = time.perf_counter()
        self.first_frame_at: float | None = None
        self.match: Match | None = None   # the last game opened (a scripted run's exit status reads its autosave)

    @staticmethod
    def _default_size() -> tuple[int, int]:
        """1280x720, or 1600x900 on desktops of 1920x1080 and more."""
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return (1280, 720)
        return (1600, 900) if dw >= 1920 and dh >= 1080 else (1280, 720)

    @staticmethod
    def _set_icon() -> None:
        from game.ui.cards.icon import icon_surface
        pygame.display.set_icon(icon_surface(64))

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.window_size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.screen = self._open_window()
        for s in self.stack.scenes:
            s.resize(self.size)

    def set_lang(self, lang: str) -> None:
        self.settings.lang = lang
        i18n.set_lang(lang)
        self.faces.set_lang(lang)
        for s in self.stack.scenes:
            s.resize(self.size)

    def set_speed(self, speed: float) -> None:
        self.settings.anim_speed = speed
        for s in self.stack.scenes:
            s.tweens.speed = speed

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self, scene: Scene | None = None) -> None:
        self.stack.pop(scene)

    def replace(self, scene: Scene) -> None:
        """Empty the stack and show `scene` alone."""
        self.stack.replace(scene)

    def make(self, name: str, *args: object, **kw: object) -> Scene:
        """A new scene by its ROUTES name, given this app."""
        return scene_class(name)(self, *args, **kw)

    def start_game(self, seats: list[str], names: list[str], seed: int | None,
                   variants: dict[str, str] | None = None) -> None:
        """Replace the stack with a fresh table under the chosen rule variants (None: the defaults); SaveError (the
        autosave is in use elsewhere) leaves the stack alone."""
        seed = seed if seed is not None else random.randrange(1, 10**6)
        match = Match(seats, names, seed, autosave=self.config.autosave, variants=variants)
        match.claim()
        match.autosave()
        _refuse_unsaved(match)
        self.open_match(match)

    def continue_file(self, path: Path) -> None:
        """Replace the stack with the table of the game in a game file, played on in the autosave; SaveError (a
        bad file, the autosave in use elsewhere) leaves the stack alone."""
        from game.match import resume
        match = resume(path)
        if not self.config.autosave:
            match.autosave_enabled = False
        match.claim()
        match.autosave()
        _refuse_unsaved(match)
        self.open_match(match)

    def open_match(self, match: Match) -> None:
        """Replace the stack with the table of a match (new or loaded)."""
        self.match = match
        self.stack.replace(self.make("table", match))

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    def screenshot(self, tag: str) -> Path | None:
        """Save the current frame as PNG in the screenshots folder (scripted runs)."""
        if self.shot_dir is None:
            return None
        self.shot_dir.mkdir(parents=True, exist_ok=True)
        self.shot_count += 1
        path = self.shot_dir / f"{self.shot_count:03d}_{tag}.png"
        self.draw()
        pygame.image.save(self.screen, str(path))
        return path

    # ------------------------------------------------------------------ loop

    def draw(self) -> None:
        self.stack.draw(self.screen)

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.QUIT:
            self.quit()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.faces.mark()
            for s in self.stack.scenes:
                s.resize(self.size)
            self.draw()          # one frame at the new size marks what it needs; the rest of the caches goes
            self.faces.sweep()
            return
        self.stack.process_event(ev)

    def step(self, dt: float, events: list[pygame.event.Event]) -> None:
        """One frame: events, update, draw, flip."""
        # background work (writing drawn faces, synthesizing sounds) waits for animations and for the first frame
        self.faces.hold = self.sound.hold = self.stack.busy() or self.frames == 0
        for ev in events:
            self.handle(ev)
        self.stack.update(min(dt, 0.1))
        self.draw()
        pygame.display.flip()
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter() - self.started
            if os.environ.get("SDL_AUDIODRIVER") != "dummy":   # nothing to hear (CI, tests): load on demand only
                self.sound.start_loading()   # after the first frame: synthesizing effects must not delay it

    def wake_in(self) -> float | None:
        """Seconds until some scene needs an update without input (bots, timers); None = only on input."""
        if self.config.exit_at_end:
            return 0.02   # a scripted run never waits for input
        waits = [w for w in (getattr(s, "wake_in", lambda: None)() for s in self.stack.scenes) if w is not None]
        return min(waits) if waits else None

    def run(self) -> int:
        last = time.perf_counter()
        while self.running and self.stack.scenes:
            if self.config.max_seconds and time.perf_counter() - self.started > self.config.max_seconds:
                self.quit(2)
                break
            if self.stack.busy():
                self.clock.tick(60)
                events = pygame.event.get()
            else:
                wait = self.wake_in()
                timeout = 1000 if wait is None else max(1, min(1000, int(wait * 1000)))
                first = pygame.event.wait(timeout)
                events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
                if not events and wait is None:
                    continue  # nothing moved, nothing to do: no redraw
                if not events:
                    # a timer woke us (a bot thinking): update, but redraw only if something changed
                    now = time.perf_counter()
                    dt, last = now - last, now
                    self.stack.update(min(dt, 0.1))
                    if not (self.stack.busy() or any(s.dirty for s in self.stack.scenes)):
                        continue
                    self.draw()
                    pygame.display.flip()
                    self.frames += 1
                    for s in self.stack.scenes:
                        s.dirty = False
                    continue
            now = time.perf_counter()
            dt, last = now - last, now
            self.step(dt, events)
            for s in self.stack.scenes:
                s.dirty = False
        if self.config.lang and self.settings.lang == self.config.lang:
            self.settings.lang = self._own_lang
        self.settings.save()
        self.faces.wait(timeout=3.0)   # faces drawn this session reach the disk cache for the next launch
        self.sound.stop()              # no sound file left half written
        return self.exit_code


class ErrorScene(Scene):
    """A problem the player must read (bad card data, autosave in use); a key or a click closes the game."""

    def __init__(self, app: App, message: str) -> None:
        super().__init__(app)
        self.message = message

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.quit(2)
        return None

    def update(self, dt: float) -> None:
        """A scripted run (--exit-at-end) has nobody to read the screen: the message goes to stderr, exit status 2."""
        super().update(dt)
        if self.app.config.exit_at_end and self.app.running:
            print(f"error: {self.message}", file=sys.stderr)
            self.app.quit(2)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(gfx.BG)
        W, H = surf.get_size()
        fs = max(14, H // 36)
        lines = gfx.wrap(self.message, fs, int(W * 0.8))
        for i, line in enumerate(lines):
            gfx.blit_text(surf, line, (W / 2, H * 0.4 + i * fs * 1.3), fs, gfx.RED, True, "center")
        gfx.blit_text(surf, "Esc: " + i18n.tr("quit"), (W / 2, H * 0.4 + (len(lines) + 1) * fs * 1.3), fs,
                      gfx.DIM, False, "center")


def _refuse_unsaved(match: Match) -> None:
    """SaveUnwritable when a game's first autosave failed (full disk, read-only folder): no game is started that
    would be lost."""
    fault = match.save_fault
    if fault is not None:
        from game.gamefile import SaveUnwritable
        match.close()
        raise SaveUnwritable(str(fault), fault.fr)


def save_problem(exc: SaveError) -> str:
    """The line a window shows for a save that cannot be used: 'cannot be saved' when only writing failed."""
    from game.gamefile import SaveUnwritable, autosave_path
    if isinstance(exc, SaveUnwritable):
        return i18n.tr("save_unwritable", why=i18n.said(exc), path=str(autosave_path().parent))
    return i18n.said(exc)


def start_game(app: App, seats: list[str], names: list[str], seed: int | None) -> None:
    """Replace the stack with a fresh table (kept for scripts; the same as `app.start_game`)."""
    app.start_game(seats, names, seed)


def run(config: UIConfig) -> int:
    """Open the window and play: the Start screen when config.seats is None, else straight into a game."""
    app = App(config)
    if not config.error:
        from game.ui.cards.artdata import art_problem
        config.error = art_problem()   # the card pictures' data, as the command line checks it
    if config.autosave and not config.error:
        from game import records
        records.repair()   # before the autosave is replaced: keep and count a finished game a kill cut short
    if config.error:
        app.push(ErrorScene(app, config.error))
    elif config.resume:
        try:
            app.continue_file(Path(config.resume))
        except SaveError as exc:
            app.push(ErrorScene(app, save_problem(exc)))
    elif config.seats:
        seats = [_normalise_seat(s) for s in config.seats]
        names = fill_names(config.names, seats)   # the same defaults as New game (game/ui/text/names.py)
        try:
            start_game(app, seats, names, config.seed)
        except SaveError as exc:
            app.push(ErrorScene(app, save_problem(exc)))
    else:
        app.push(app.make("title"))
    code = app.run()
    pygame.quit()
    if config.exit_at_end and code == 0 and app.match is not None and app.match.save_error:
        print(f"error: {app.match.save_error}", file=sys.stderr)   # a scripted game that was not kept
        return 2
    return code
