"""UI event fuzz: random pointer, wheel, key, text and resize events over whole games at the table (dummy video
driver), bots at the other seats, hot-seat tables (2-3 humans) included; any exception is a crash, reported with
its seed, game, event index and a traceback summary.

    python bench/uifuzz.py [--games 12] [--events 2000] [--seed 1] [--wander 60] [--json]

Each game draws from its own seed (seed * 1000 + game): players (3-6), humans, window size, language, animation
speed, then every event; bots think at once (their thread joined) and the scripted human moves are seeded too, so
a crash replays from its seed (`--seed S --games 1 --first G`). Now and then the human to act makes a real move (an
Easy bot's choice, through the table's own paths), so games reach their end. A game ends at its end screen, when
the fuzz leaves it (main menu, Quit, Rematch: then up to --wander more events over whatever screen came up) or
after --events events. Prints events sent, games finished, crashes and events per second; exit status 1 on a crash.
Exports, kept games and settings go to a temporary folder. tests/ui/test_ui_fuzz.py runs a short fuzz in CI.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import random
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

SIZES = ((1280, 720), (1024, 640), (1600, 900), (1366, 768), (960, 600), (1920, 1080))
KEYS = ((pygame.K_SPACE, " "), (pygame.K_RETURN, "\r"), (pygame.K_KP_ENTER, "\r"), (pygame.K_ESCAPE, "\x1b"),
        (pygame.K_h, "h"), (pygame.K_F1, ""), (pygame.K_TAB, "\t"), (pygame.K_LEFT, ""), (pygame.K_RIGHT, ""),
        (pygame.K_n, "n"), (pygame.K_y, "y"), (pygame.K_F11, "")) + tuple(
            (pygame.K_1 + i, str(i + 1)) for i in range(9))
# event kind -> weight (progress: the human to act makes a real move)
WEIGHTS = {"move": 22, "click": 22, "drag": 10, "rclick": 4, "wheel": 3, "key": 16, "undo": 3, "progress": 18,
           "idle": 2, "resize": 0.4, "text": 1, "lone": 3}


@dataclass
class Crash:
    """One exception: where it happened and its last frames."""

    seed: int
    game: int
    event: int
    what: str
    error: str
    trace: list[str]

    def line(self) -> str:
        return f"seed {self.seed} game {self.game} event {self.event} ({self.what}): {self.error}"


@dataclass
class Report:
    """What a fuzz run did."""

    events: int = 0
    frames: int = 0
    games: int = 0
    finished: int = 0
    left: int = 0
    wandered: int = 0   # events sent after leaving a game, over the screens that came up
    moves: int = 0
    seconds: float = 0.0
    crashes: list[Crash] = field(default_factory=list)
    trace: list[tuple[int, int, int]] = field(default_factory=list)   # (game, event, ply) every 50 events

    def as_json(self) -> dict:
        return {"events": self.events, "frames": self.frames, "games": self.games, "finished": self.finished,
                "left": self.left, "wandered": self.wandered, "human_moves": self.moves,
                "seconds": round(self.seconds, 2),
                "events_per_s": round(self.events / self.seconds, 1) if self.seconds else 0.0,
                "crashes": [{"seed": c.seed, "game": c.game, "event": c.event, "what": c.what, "error": c.error,
                             "trace": c.trace} for c in self.crashes]}


def quick_hint(real):
    """The Hint key's search with a fixed number of playouts and a generous budget: the same answer every time,
    quickly (the table's search is timed to about a second)."""
    return functools.wraps(real)(functools.partial(real, budget=30.0, playouts=12))


class GameFuzz:
    """One fuzzed game on a shared App."""

    def __init__(self, app, seed: int, game: int, events: int, report: Report, humans: int | None = None,
                 wander: int = 0) -> None:
        self.app, self.seed, self.game, self.budget, self.report = app, seed, game, events, report
        self.humans, self.wander = humans, wander
        self.rng = random.Random(seed)
        self.sent = 0
        self.mouse = (10, 10)
        self.table = None
        self.match = None

    # ------------------------------------------------------------------ setup

    def open(self) -> None:
        from game.match import Match
        rng, app = self.rng, self.app
        players = rng.randint(3, 6)
        humans = 1 if rng.random() < 0.6 else rng.randint(2, min(3, players))
        humans = min(players, self.humans or humans)
        seats = ["human"] * humans + ["bot:easy"] * (players - humans)
        rng.shuffle(seats)
        app.set_lang(rng.choice(("en", "fr")))
        app.set_speed(rng.choice((0.0, 1.0, 3.0)))
        self._resize(rng.choice(SIZES))
        match = Match(seats, [f"P{i + 1}" for i in range(players)], self.seed, autosave=False)
        app.open_match(match)
        self.match, self.table = match, app.stack.scenes[0]

    # ------------------------------------------------------------------ driving

    def _step(self, events: list[pygame.event.Event]) -> None:
        self.app.step(self.rng.choice((1 / 60, 1 / 30, 0.05, 0.1)), events)
        self.report.frames += 1
        self._wait_hint()

    def _wait_hint(self) -> None:
        for scene in self.app.stack.scenes:
            job = getattr(getattr(scene, "hinter", None), "job", None)
            if job is None:
                continue
            box, stop = job[3], time.perf_counter() + 60
            while "hint" not in box and time.perf_counter() < stop:
                time.sleep(0.001)

    def _send(self, ev: pygame.event.Event) -> None:
        self.sent += 1
        self.report.events += 1
        self._step([ev])

    def _point(self) -> tuple[int, int]:
        """Somewhere worth pointing at: a card, a button, a zone of the table, or anywhere."""
        rng, top = self.rng, self.app.stack.top
        W, H = self.app.size
        buttons = getattr(top, "buttons", None) or []
        if type(top).__name__ == "PauseScene" and rng.random() < 0.9:   # leave the game now and then, not often
            from game.ui.i18n import tr
            buttons = [b for b in buttons if getattr(b, "label", "") not in (tr("main_menu"), tr("quit"))]
        rects = [b.rect for b in buttons]
        lay = getattr(top, "layout", None)   # a table (this game's, or one the menus started)
        if lay is not None and hasattr(lay, "cards"):
            rects += list(lay.cards.values()) + list(lay.zones.values())
        if rects and (rng.random() < 0.75 or type(top).__name__ == "PauseScene"):
            r = rng.choice(rects)
            x, y = r.x + rng.random() * max(1, r.w), r.y + rng.random() * max(1, r.h)
        else:
            x, y = rng.random() * W, rng.random() * H
        return int(min(W - 1, max(0, x))), int(min(H - 1, max(0, y)))

    def _motion(self, pos: tuple[int, int], held: bool = False) -> None:
        rel = (pos[0] - self.mouse[0], pos[1] - self.mouse[1])
        self.mouse = pos
        self._send(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(int(held), 0, 0)))

    def _button(self, kind: int, pos: tuple[int, int], button: int = 1) -> None:
        self.mouse = pos
        self._send(pygame.event.Event(kind, pos=pos, button=button))

    def _key(self, key: int, uni: str, mod: int = 0) -> None:
        self._send(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0))
        self._send(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0))

    def _resize(self, size: tuple[int, int]) -> None:
        app = self.app
        if app.fullscreen:
            app.toggle_fullscreen()
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if app.stack.scenes:
            self._send(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))

    def _progress(self) -> None:
        """The human on screen makes a real move, or a waiting overlay is answered or closed."""
        app, table = self.app, self.table
        top = app.stack.top
        answer = getattr(top, "auto_answer", None)
        if answer is not None:
            answer()
            self._step([])
            return
        if top is table or top is table.choice_scene:
            from game.bots import make_bot
            if table.viewer not in table.autopilot.bots:
                table.autopilot.use_bot(table.viewer, make_bot("easy", self.seed * 17 + table.viewer))
            before = self.match.ply
            table.autopilot.step(1e9)
            self.report.moves += self.match.ply != before
            self._step([])
            return
        self._key(pygame.K_ESCAPE, "\x1b")   # a menu, the rules, an explanation: back to the table

    def one(self) -> str:
        """Send one random gesture; returns its name."""
        rng = self.rng
        kind = rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0]
        if kind == "move":
            self._motion(self._point())
        elif kind in ("click", "rclick"):
            pos, b = self._point(), 1 if kind == "click" else 3
            self._motion(pos)
            self._button(pygame.MOUSEBUTTONDOWN, pos, b)
            self._button(pygame.MOUSEBUTTONUP, pos, b)
        elif kind == "drag":
            start, end = self._point(), self._point()
            self._motion(start)
            self._button(pygame.MOUSEBUTTONDOWN, start)
            n = rng.randint(1, 6)
            for i in range(1, n + 1):
                self._motion((start[0] + (end[0] - start[0]) * i // n, start[1] + (end[1] - start[1]) * i // n),
                             held=True)
            self._button(pygame.MOUSEBUTTONUP, end)
        elif kind == "wheel":
            self._send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False))
        elif kind == "key":
            self._key(*rng.choice(KEYS))
        elif kind == "lone":   # a press or release without its pair, any button (a click begun elsewhere)
            kind_ = rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
            self._button(kind_, self._point(), rng.choice((1, 1, 2, 3, 4, 5)))
        elif kind == "text":
            self._send(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("a", "7", " ", "é", "/", ".", "-"))))
        elif kind == "undo":
            self._key(pygame.K_z, "\x1a", pygame.KMOD_LCTRL)
        elif kind == "progress":
            self._progress()
        elif kind == "idle":
            for _ in range(rng.randint(1, 8)):
                self._step([])
        elif kind == "resize":
            self._resize(rng.choice(SIZES))
        return kind

    def _wander(self) -> None:
        """After leaving the game (main menu, Rematch): gestures over whatever screen came up, `wander` at most."""
        app, rep = self.app, self.report
        for _ in range(self.wander):
            if not app.running or not app.stack.scenes:
                return
            self.one()
            rep.wandered += 1

    def run(self) -> None:
        """Fuzz the game until its end screen (then a few gestures there), until it is left, or out of events."""
        rep = self.report
        rep.games += 1
        kind = "open"
        try:
            self.open()
            after_end = 0
            while self.sent < self.budget:
                if self.table not in self.app.stack.scenes or not self.app.running:
                    rep.finished += bool(self.match.over)
                    rep.left += not self.match.over
                    kind = "wander"
                    self._wander()
                    return
                if self.match.over and getattr(self.table, "results_shown", False):
                    after_end += 1
                    if after_end > 12:
                        break
                kind = self.one()
                if self.sent // 50 != (self.sent - 1) // 50:
                    rep.trace.append((self.game, self.sent, self.match.ply))
            rep.finished += bool(self.match.over)
        except Exception as exc:  # noqa: BLE001 - a crash is what the fuzz looks for: report it and go on
            tb = traceback.extract_tb(exc.__traceback__)
            rep.crashes.append(Crash(self.seed, self.game, self.sent, kind, f"{type(exc).__name__}: {exc}",
                                     [f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in tb[-6:]]))
        finally:
            if self.match is not None:
                self.match.close()


def make_app():
    """A headless App (saves off) for the fuzz."""
    from game.ui.app import App, Settings, UIConfig
    return App(UIConfig(size=SIZES[0], autosave=False), settings=Settings(anim_speed=1.0))


def fuzz(games: int, events: int, seed: int = 1, first: int = 0, app=None,
         humans: list[int] | None = None, wander: int = 60) -> Report:
    """Fuzz `games` games of at most `events` events each; game g draws from seed * 1000 + g (`humans`: the
    number of human seats of each game in turn, else drawn; `wander`: events at most over the screens that come
    up once a game is left)."""
    import game.bots.hint as hint_mod
    from game.match import Match
    app = app or make_app()
    rep = Report()
    start = Match.start_bot

    def start_bot_now(match: Match) -> None:   # the bot's thread is joined at once: the same game at any speed
        start(match)
        thread = getattr(match, "_bot_thread", None)
        if thread is not None:
            thread.join()

    real_hint = hint_mod.hint
    Match.start_bot, hint_mod.hint = start_bot_now, quick_hint(real_hint)   # both put back below
    t0 = time.perf_counter()
    try:
        for g in range(first, first + games):
            app.running = True
            GameFuzz(app, seed * 1000 + g, g, events, rep, humans[g % len(humans)] if humans else None,
                     wander).run()
            for scene in app.stack.scenes:   # a game the menus started: its lock and bot go with it
                match = getattr(scene, "match", None)
                if match is not None and hasattr(match, "close"):
                    match.close()
            app.stack.scenes.clear()
    finally:
        Match.start_bot, hint_mod.hint = start, real_hint
    rep.seconds = time.perf_counter() - t0
    return rep


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--events", type=int, default=2000, help="events at most per game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="the first game's number (to replay one crash)")
    ap.add_argument("--wander", type=int, default=60, help="events at most over the screens after leaving a game")
    ap.add_argument("--json", action="store_true", help="print the report as one JSON object")
    args = ap.parse_args()
    if args.games < 1 or args.events < 1:
        ap.error("--games and --events must be at least 1")
    with tempfile.TemporaryDirectory() as home:   # exports, kept games, settings: never the player's own folders
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
            os.environ[var] = str(Path(home) / var.lower())
        rep = fuzz(args.games, args.events, args.seed, args.first, wander=args.wander)
    pygame.quit()
    if args.json:
        print(json.dumps(rep.as_json()))
    else:
        r = rep.as_json()
        print(f"events {r['events']} ({r['wandered']} after leaving a game)  frames {r['frames']}  games "
              f"{r['games']} (finished {r['finished']}, left {r['left']})  human moves {r['human_moves']}  "
              f"{r['seconds']} s  {r['events_per_s']} events/s")
        print(f"crashes: {len(rep.crashes)}")
        for c in rep.crashes:
            print("  " + c.line())
            for line in c.trace:
                print("      " + line)
    return 1 if rep.crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
