"""The guided first game: a table under a transparent coach overlay, and `python main.py tutorial`.

The coach (game/coach.py) walks a script of steps, in order, each waiting for the action it teaches; this scene
draws the step's tip as a bubble with an arrow to its target (a card, zone or panel button of the table below), with
Back / Quit, and Got it on a tip that only explains. The last tip says what was learned and offers a real game against
Easy or Normal bots. It never acts for the player, except in a scripted run (`exit_at_end`) where it plays the human
seat by doing what each tip asks. The table gets a narrowed AppContext in which the coach is invisible, so that
the table still sees itself on top of the stack and new overlays open below the coach.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pygame
from pygame import FRect

import game.ui.screens.tutorial_text  # noqa: F401  (adds the tutorial's strings)
from game import labels
from game.bots import make_bot
from game.coach import STEP_IDS, TUTORIAL_SEATS, TUTORIAL_SEED, Coach, Moment, Tip, scripted_choice, tutorial_fallback
from game.paths import user_dir
from game.ui.i18n import lang, tr
from game.ui.scene import AppContext, Scene
from game.ui.text.logtext import card_name
from game.ui.widgets import gfx

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

SHOWN_UNDER = ("TableScene", "ChoiceScene", "ResultsScene")   # the coach hides under menus and the rules
SCRIPT_THINK = 0.15   # seconds a scripted player reads a tip before acting


def save_paths() -> tuple[Path, Path]:
    """The tutorial's own autosave and, beside it, the coach's state (which tips were seen)."""
    d = user_dir("data")
    return d / "tutorial.json", d / "tutorial.coach.json"


def resumable() -> bool:
    """An unfinished tutorial is saved."""
    from game.gamefile import SaveError
    from game.match import load
    game_path, _ = save_paths()
    if not game_path.exists():
        return False
    try:
        return not load(game_path).over
    except SaveError:
        return False


class _StackView:
    """The stack as the table sees it: the coach is left out of `top`."""

    def __init__(self, app: AppContext, coach: Scene) -> None:
        self._app, self._coach = app, coach

    @property
    def top(self) -> Scene | None:
        for s in reversed(self._app.stack.scenes):
            if s is not self._coach:
                return s
        return None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app.stack, name)


class _TableContext:
    """The AppContext the table gets: the app's, except that overlays open under the coach."""

    def __init__(self, app: AppContext, coach: Scene) -> None:
        self._app, self._coach = app, coach
        self.stack = _StackView(app, coach)

    def push(self, scene: Scene) -> None:
        if self._app.config.exit_at_end and type(scene).__name__ == "ResultsScene":
            scene.shot_taken = True   # type: ignore[attr-defined]  # a scripted run ends after the last tip, not here
        scenes = self._app.stack.scenes
        if self._coach in scenes:
            scenes.insert(scenes.index(self._coach), scene)
            scene.enter()
        else:
            self._app.push(scene)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


class CoachScene(Scene):
    """The tutorial: makes the match and its table, and draws the tips above it."""

    transparent = True

    def __init__(self, app: AppContext, resume: bool = False) -> None:
        super().__init__(app)
        from game.gamefile import SaveError
        from game.match import Match, load
        game_path, self.state_path = save_paths()
        autosave = getattr(app.config, "autosave", True)
        match = None
        seen: list[str] = []
        missed: list[str] = []
        if resume:
            try:
                match = load(game_path)
                saved = json.loads(self.state_path.read_text(encoding="utf-8"))
                seen, missed = list(saved.get("seen", [])), list(saved.get("missed", []))
            except (SaveError, OSError, ValueError, AttributeError, TypeError):
                match, seen, missed = None, [], []
        if match is None:
            names = [tr("coach_you"), "Bot 2", "Bot 3"]
            match = Match(list(TUTORIAL_SEATS), names, TUTORIAL_SEED, save_path=game_path, autosave=autosave)
            match.autosave()
        match.tutorial = True   # type: ignore[attr-defined]  # kept among the games, marked, never counted in Statistics
        self.match = match
        self.coach = Coach(seen, missed)
        self.autosave = autosave
        self.table = cast("TableScene", app.make("table", match))   # make() types every scene as the base Scene
        # an AppContext in all but type: its `stack` is a _StackView, and the rest comes from the app by __getattr__
        self.table.app = cast(AppContext, _TableContext(app, self))
        self.table.claims.app = self.table.app   # the table's overlays (its screen queue) open under the coach
        if app.config.exit_at_end:
            self.table.autopilot.hold(3600.0)   # the table's own autopilot waits: the coach's script plays the human
        self.last_ply = match.ply
        self.acted_to = len(match.actions)   # the player's actions up to here were told to the coach
        self.tip: Tip | None = None
        self.shot_for: str | None = None
        self.script_wait = SCRIPT_THINK
        self.script_bot = make_bot("easy", match.seed * 17)
        self.reached: list[str] = []
        self.buttons: list[gfx.Button] = []
        self.bubble: FRect | None = None
        self.target: FRect | None = None
        self.t = 0.0

    def enter(self) -> None:
        scenes = self.app.stack.scenes
        if self.table not in scenes:
            scenes.insert(scenes.index(self), self.table)
            self.table.enter()

    # ------------------------------------------------------------------ reading the table

    def _moment(self) -> Moment:
        events = self.match.events_since(self.last_ply, self.table.viewer)
        self.last_ply = self.match.ply
        n = len(self.match.actions)
        start = min(self.acted_to, n)   # after an Undo, from where the game is now
        acts = [a for a, s in zip(self.match.actions[start:n], self.match.actors[start:n]) if s == self.table.viewer]
        self.acted_to = n
        return Moment(self.table.view, self.table._legal(), events, acts)

    def target_rect(self, tip: Tip | None) -> FRect | None:
        """Where the tip points on screen, None if its target is not there now (then no arrow is drawn)."""
        under = self._under()
        if tip is None or under is not self.table:
            return None   # a chooser or the results cover the table: point at nothing
        kind, name = tip.target
        lay = self.table.layout
        r: FRect | None = None
        if kind == "card":
            r = lay.cards.get(name)
        elif kind == "zone":
            r = lay.zones.get(name)
        elif kind == "button":
            prefix = {"play": tr("play"), "transform": tr("transform", n=0).split("(")[0].strip(),
                      "end": tr("end_turn")}.get(name, "\0")
            for b in self.table.buttons:
                if b.enabled and prefix in b.label:   # "Play", "1 · Play", "2 · Transform (+5)", "End turn (Enter)"
                    r = FRect(b.rect)
                    break
        if r is None or r.w <= 0 or r.h <= 0 or not FRect(0, 0, *self.app.size).contains(r):
            return None
        return FRect(r)

    def _under(self) -> Scene | None:
        scenes = self.app.stack.scenes
        i = scenes.index(self) if self in scenes else 0
        return scenes[i - 1] if i > 0 else None

    # ------------------------------------------------------------------ the loop

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        tip = self.coach.look(self._moment())
        if tip is not None and (self.tip is None or tip.id != self.tip.id):
            if tip.id not in self.reached:
                self.reached.append(tip.id)
                self.shot_for = tip.id
            self._save_progress()
        self.tip = tip
        self.dirty = True
        if self.shot_for and not self._animating() and self._shown():
            n = self.coach.number(self.shot_for)
            self.app.screenshot(f"tip{n:02d}_{self.shot_for}")
            self.shot_for = None
            self.script_wait = SCRIPT_THINK
        if self.app.config.exit_at_end and not self.shot_for:
            self._script(dt)

    def _animating(self) -> bool:
        """The table, or the screen right under the tip (the final scores), is still moving."""
        under = self._under()
        return self.table.tweens.busy or bool(under is not None and under is not self.table and
                                              getattr(getattr(under, "tweens", None), "busy", False))

    def _script(self, dt: float) -> None:
        """Scripted run: "Got it" on a tip that explains, the tip's action on one that asks, elsewhere the planned
        play (`tutorial_fallback`); the run ends once the last tip was shown."""
        t = self.table
        if self.tip is not None and not self.tip.asks and self._shown():
            self.script_wait -= dt
            if self.script_wait <= 0:
                self.script_wait = SCRIPT_THINK
                if self.tip.id == STEP_IDS[-1]:
                    self.app.quit(0)
                else:
                    self.skip()
            return
        legal = t._legal()
        if not legal or self.match.over or t.tweens.blocking or (t.view.get("decision") or {}).get("seat") != t.viewer:
            return
        top = _StackView(self.app, self).top
        if top is not t and top is not t.choice_scene:
            return
        self.script_wait -= dt
        if self.script_wait > 0:
            return
        self.script_wait = SCRIPT_THINK
        action = scripted_choice(self.tip, legal, tutorial_fallback(self.script_bot, t.view, legal))
        if t.choice_scene is not None:
            t.choice_scene.choose(action)
        else:
            t.submit(action)

    def wake_in(self) -> float | None:
        return 0.05 if self.app.config.exit_at_end or self.shot_for else 0.25

    def _save_progress(self) -> None:
        if not self.autosave:
            return
        try:
            self.state_path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.state_path.with_name(self.state_path.name + f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(self.coach.state()), encoding="utf-8")
            os.replace(tmp, self.state_path)
        except OSError:
            pass

    # ------------------------------------------------------------------ input

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if self.tip is not None and self._shown():
            for b in list(self.buttons):
                if b.handle(ev):
                    return None
            if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.bubble is not None and \
                    self.bubble.collidepoint(ev.pos):
                return None
        return ev

    def skip(self) -> None:
        self.coach.skip()
        self._save_progress()

    def back(self) -> None:
        self.coach.back()

    def quit_to_title(self) -> None:
        self._save_progress()
        self.app.replace(self.app.make("title"))

    def real_game(self, level: str | None = None) -> None:
        """A real game: against two bots of `level` at once, or (None) through the New game screen."""
        if level is None:
            self.app.replace(self.app.make("new_game", self.app.make("title")))
            return
        from game.gamefile import SaveError
        from game.ui.text.names import fill_names
        seats = ["human", f"bot:{level}", f"bot:{level}"]
        try:
            self.app.start_game(seats, fill_names(None, seats), None)
        except SaveError:   # the autosave is in use in another window: choose from the New game screen instead
            self.app.replace(self.app.make("new_game", self.app.make("title")))

    # ------------------------------------------------------------------ drawing

    def _shown(self) -> bool:
        """The tip shows over the table, a chooser or the results; it waits while a panel or question is up."""
        under = self._under()
        return under is not None and type(under).__name__ in SHOWN_UNDER and self.table.claims.tips_may_show()

    def keep_clear(self) -> list[FRect]:
        """What the bubble must not cover: the table's buttons and the shown overlay's buttons and cards."""
        rects = [FRect(b.rect) for b in self.table.buttons] if self._under() is self.table else []
        return rects + [FRect(r) for r in self.table.claims.keep_clear()]

    def draw(self, surf: pygame.Surface) -> None:
        self.buttons = []
        self.bubble = self.target = None
        if self.tip is None or not self._shown():
            return
        W, H = surf.get_size()
        unit = min(W / 1280, H / 720)
        fs = max(14, int(16 * unit))
        text = tr("coach:" + self.tip.id, **_fill(self.tip))
        wide = self.tip.id in ("vp_phase", STEP_IDS[-1])   # the scores, the wrap-up and its three buttons
        bw = min(max(330.0, 440 * unit) * (1.3 if wide else 1.0), W * 0.6)
        target = self.target_rect(self.tip)
        self.target = target
        side = self.table.layout.zones.get("panel") if self._under() is self.table else None
        room = self.table.claims.tip_room() if self._under() is not self.table else None
        if room is not None:   # narrower (and smaller, down to 13 px), to sit in the room the overlay leaves
            bw = min(bw, room.w - 8)
            fs = next((size for size in range(fs, 13, -1) if _bubble_h(text, size, bw)[1] <= room.h - 8), 13)
        lines, bh = _bubble_h(text, fs, bw)
        bh_btn = fs * 2.0
        if room is not None and bh <= room.h - 8:
            bubble = FRect(room.x + 4, room.y + 4, bw, bh)
        else:
            bubble = _place(FRect(0, 0, bw, bh), target, W, H, self.keep_clear(), side)
        self.bubble = bubble
        if target is not None:
            pulse = 0.5 + 0.5 * math.sin(self.t * 5)
            glow = target.inflate(8 * unit + 4 * pulse, 8 * unit + 4 * pulse)
            pygame.draw.rect(surf, gfx.GLOW, glow, width=max(3, int(4 * unit)), border_radius=int(8 * unit))
            _arrow(surf, bubble, target, max(3, int(4 * unit)))
        shade = pygame.Surface((int(bubble.w), int(bubble.h)), pygame.SRCALPHA)
        shade.fill((10, 22, 20, 238))
        surf.blit(shade, bubble.topleft)
        pygame.draw.rect(surf, gfx.GOLD, bubble, width=2, border_radius=int(10 * unit))
        gfx.blit_text(surf, tr("coach_n", i=self.coach.number(self.tip.id), n=len(STEP_IDS)),
                      (bubble.x + fs, bubble.y + fs * 0.6), max(13, int(fs * 0.85)), gfx.DIM)
        y = bubble.y + fs * 0.6 + fs * 1.35
        for line in lines:
            gfx.blit_text(surf, line, (bubble.x + fs, y), fs, gfx.TEXT)
            y += fs * 1.35
        by = bubble.bottom - bh_btn - fs * 0.5
        if self.tip.id == STEP_IDS[-1]:
            labels = [(tr("coach_easy"), lambda: self.real_game("easy"), True),
                      (tr("coach_normal"), lambda: self.real_game("normal"), True),
                      (tr("coach_title"), self.quit_to_title, False)]
        elif self.tip.asks and self.coach.back_at is None:   # it waits for the action it asks for: no "Got it"
            labels = [(tr("coach_back"), self.back, False), (tr("coach_quit"), self.quit_to_title, False)]
        else:
            labels = [(tr("coach_back"), self.back, False), (tr("coach_skip"), self.skip, True),
                      (tr("coach_quit"), self.quit_to_title, False)]
        gap = fs * 0.5
        w = (bubble.w - 2 * fs - gap * (len(labels) - 1)) / len(labels)
        for j, (label, action, primary) in enumerate(labels):
            b = gfx.Button(label, FRect(bubble.x + fs + j * (w + gap), by, w, bh_btn), action, primary=primary,
                           size=fs)
            b.draw(surf)
            self.buttons.append(b)


def _bubble_h(text: str, fs: int, bw: float) -> tuple[list[str], float]:
    """The tip's lines at size fs in a bubble bw wide, and the bubble's height (title line, text, buttons)."""
    lines = gfx.wrap(text, fs, int(bw - 2 * fs))
    return lines, fs * 1.2 + fs * 1.35 * (len(lines) + 1) + fs * 2.0 + fs


def _fill(tip: Tip) -> dict:
    """The tip's fields, with every placeholder its text uses present."""
    out: dict[str, object] = {k: "?" for k in ("n", "slot", "name", "who", "total", "immortal", "vp_tokens",
                                               "wonders", "supremacy", "culture", "diamonds", "card",
                                               "the_card")}
    out.update(tip.params)
    if tip.params.get("card"):
        out["card"] = card_name(str(tip.params["card"]))
        out["the_card"] = labels.in_text(str(tip.params["card"]), lang())   # French: "l'Armurerie de Goan-Sul"
    return out


def _place(box: FRect, target: FRect | None, W: float, H: float, avoid: list[FRect],
           side: FRect | None = None) -> FRect:
    """Put the bubble inside the window, never over its target, and clear of `avoid` (buttons, cards to choose):
    next to the target (top left with no target), else the first window corner that is clear; `side` (the table's
    side panel) is avoided when some place allows it. Failing all that, the place covering the least of `avoid`."""
    m = 12.0
    if target is None:
        tries = [(m, m), (W - box.w - m, m), (m, H - box.h - m), (W - box.w - m, H - box.h - m),
                 (m, (H - box.h) / 2), (W - box.w - m, (H - box.h) / 2)]
    else:
        tries = [(target.centerx - box.w / 2, target.y - box.h - 30), (target.centerx - box.w / 2, target.bottom + 30),
                 (target.x - box.w - 30, target.centery - box.h / 2), (target.right + 30, target.centery - box.h / 2),
                 (m, m), (W - box.w - m, m), (m, H - box.h - m), (W - box.w - m, H - box.h - m)]
    cands = [_clamp(FRect(x, y, box.w, box.h), W, H) for x, y in tries]
    if target is not None:
        cands = [c for c in cands if not c.colliderect(target.inflate(2 * m, 2 * m))] or cands
    hard = [c for c in cands if not any(c.colliderect(r) for r in avoid)]
    for c in hard:
        if side is None or not c.colliderect(side):
            return c
    if hard:
        return hard[0]

    def covered(c: FRect) -> float:
        return sum(c.clip(r).w * c.clip(r).h for r in avoid)

    return min(cands, key=covered)


def _clamp(r: FRect, W: float, H: float) -> FRect:
    r.x = max(8.0, min(W - r.w - 8, r.x))
    r.y = max(8.0, min(H - r.h - 8, r.y))
    return r


def _arrow(surf: pygame.Surface, bubble: FRect, target: FRect, width: int) -> None:
    """A gold arrow from the bubble's edge to the target's edge."""
    tx, ty = target.center
    sx = min(max(tx, bubble.x + 10), bubble.right - 10)
    sy = min(max(ty, bubble.y + 10), bubble.bottom - 10)
    ex = min(max(sx, target.x), target.right)
    ey = min(max(sy, target.y), target.bottom)
    dx, dy = ex - sx, ey - sy
    d = math.hypot(dx, dy)
    if d < 8:
        return
    ux, uy = dx / d, dy / d
    pygame.draw.line(surf, gfx.GOLD, (sx, sy), (ex - ux * width * 2, ey - uy * width * 2), width)
    head = width * 4
    pts = [(ex, ey), (ex - ux * head - uy * head * 0.6, ey - uy * head + ux * head * 0.6),
           (ex - ux * head + uy * head * 0.6, ey - uy * head - ux * head * 0.6)]
    pygame.draw.polygon(surf, gfx.GOLD, pts)
