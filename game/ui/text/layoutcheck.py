"""Layout check: every screen at a window size and language, counting text that overflows or is clipped by its box,
text cut with an ellipsis, and text or buttons that overlap.

It reads what textfit records while a frame is drawn (every text with its ink box, every button, panel and fitted
box, in drawing order; each scene on the stack starts a new layer). A text overflows when it leaves the screen, or
the last panel, button or box drawn under its centre does not hold it whole; two texts or buttons overlap when they
intersect and nothing was drawn between them that covers the place. Used by tests/ui/test_text_fit.py and
bench/ui.py (`text_overflows`, `overlaps`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from game.ui.text import textfit

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

Rect = tuple[int, int, int, int]
SLACK = 2   # px a text may reach past its box (anti-aliasing, rounding)


def _inside(a: Rect, b: Rect, slack: int = SLACK) -> bool:
    return (a[0] >= b[0] - slack and a[1] >= b[1] - slack and a[0] + a[2] <= b[0] + b[2] + slack
            and a[1] + a[3] <= b[1] + b[3] + slack)


def _meet(a: Rect, b: Rect) -> Rect | None:
    x0, y0 = max(a[0], b[0]), max(a[1], b[1])
    x1, y1 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return (x0, y0, x1 - x0, y1 - y0) if x1 - x0 > 1 and y1 - y0 > 1 else None


def _holds(r: Rect, pt: tuple[float, float]) -> bool:
    return r[0] <= pt[0] < r[0] + r[2] and r[1] <= pt[1] < r[1] + r[3]


@dataclass
class Report:
    """Problems found, each once per screen: (screen, text) keys."""

    overflows: set[tuple[str, str]] = field(default_factory=set)
    overlaps: set[tuple[str, str]] = field(default_factory=set)
    cuts: set[tuple[str, str]] = field(default_factory=set)
    frames: int = 0
    texts: int = 0
    screens: set[str] = field(default_factory=set)

    def merge(self, other: Report) -> None:
        self.overflows |= other.overflows
        self.overlaps |= other.overlaps
        self.cuts |= other.cuts
        self.screens |= other.screens
        self.frames += other.frames
        self.texts += other.texts

    def summary(self) -> dict:
        return {"text_overflows": len(self.overflows), "overlaps": len(self.overlaps), "text_cuts": len(self.cuts),
                "frames": self.frames, "texts": self.texts}


def analyse(marks: list[textfit.Mark], size: tuple[int, int], screen: str, report: Report) -> None:
    """Add the problems of one recorded frame to report (marks on an off-screen surface are judged within it)."""
    report.frames += 1
    report.screens.add(screen)
    groups: dict[int, list[textfit.Mark]] = {}
    for m in marks:
        groups.setdefault(m.group, []).append(m)
    for group, ms in groups.items():
        whole = (0, 0, size[0], size[1]) if group == 0 else (0, 0, *ms[0].bounds)
        _analyse_group(ms, whole, screen, report)


def _analyse_group(marks: list[textfit.Mark], whole: Rect, screen: str, report: Report) -> None:
    covers = ("panel", "button", "box", "layer")
    shown = [(i, m) for i, m in enumerate(marks) if m.kind in ("text", "button", "card")]
    for i, m in enumerate(marks):
        if m.kind in ("box", "text") and m.overflow:
            report.overflows.add((screen, m.text))
        if m.kind == "button" and m.cut:
            report.cuts.add((screen, m.text))
        if m.kind != "text":
            continue
        report.texts += 1
        if m.cut:
            report.cuts.add((screen, m.text))
        r = m.rect
        if not _inside(r, whole, 0):
            report.overflows.add((screen, m.text))
            continue
        centre = (r[0] + r[2] / 2, r[1] + r[3] / 2)
        box = next((c for c in reversed(marks[:i]) if c.kind in covers and _holds(c.rect, centre)), None)
        if box is not None and box.kind != "layer" and not _inside(r, box.rect):
            report.overflows.add((screen, m.text))
    by_x = sorted(shown, key=lambda im: im[1].rect[0])
    for pos, (i0, m0) in enumerate(by_x):
        right = m0.rect[0] + m0.rect[2]
        for j0, m1 in by_x[pos + 1:]:
            if m1.rect[0] >= right - 1:
                break
            meet = _meet(m0.rect, m1.rect)
            if meet is None:
                continue
            (i, a), (j, b) = sorted(((i0, m0), (j0, m1)), key=lambda im: im[0])
            if a.kind in ("button", "card") and b.kind == "text" and _inside(b.rect, a.rect):
                continue   # a label on its button, a mark on its card
            if "text" not in (a.kind, b.kind):
                continue   # cards and buttons may overlap each other (a fanned hand, a card on its way)
            if any(c.kind in covers and c.kind != "box" and _inside(meet, c.rect, 0) for c in marks[i + 1:j]):
                continue   # b sits on something drawn over a
            report.overlaps.add((screen, f"{a.text} | {b.text}"))


class Recorder:
    """Wraps an App's scene stack so each frame's draw is recorded and analysed under a screen name."""

    def __init__(self, app, report: Report, shots: str | None = None) -> None:
        self.app = app
        self.report = report
        self.shots = shots  # a folder: the first frame of each screen is saved there as a PNG
        self.shot_names: set[str] = set()
        self.screen = "?"
        self.table: TableScene | None = None   # while a game is on: screens are named by the top scene and the phase
        self.force = False  # record the next frame even if nothing seems to have changed (a hover)
        self._key: tuple | None = None
        self._last: tuple | None = None
        stack = app.stack
        plain_draw = stack.draw

        def draw(surf):
            key = self._fingerprint(stack)
            if not textfit.is_recording() or (key == self._key and not self.force):
                return plain_draw(surf)   # nothing to see that the last recorded frame did not show
            self._key, self.force = key, False
            textfit.recording(True)
            for scene in stack.visible():
                textfit.note("layer", (0, 0, *surf.get_size()))
                forget = getattr(scene, "forget_caches", None)
                if forget is not None:   # the table's cached layers (panels, texts, headers): drawn afresh
                    forget()
                scene.draw(surf)
            marks = textfit.recording(True)
            sig = tuple((m.kind, m.rect, m.text) for m in marks)
            if sig != self._last:   # an unchanged frame adds nothing
                self._last = sig
                screen = self.screen
                if self.table is not None:   # named by what is on top now (the end screen opens mid-step)
                    screen = f"{type(stack.top).__name__}:{self.table.view.get('phase')}"
                analyse(marks, surf.get_size(), screen, self.report)
                self._shoot(surf, screen)

        stack.draw = draw

    def _shoot(self, surf, screen: str) -> None:
        """Save the first recorded frame of a screen (and of each phase of the table) as DIR/NN_screen.png."""
        if self.shots is None or screen in self.shot_names:
            return
        import os

        import pygame

        self.shot_names.add(screen)
        os.makedirs(self.shots, exist_ok=True)
        safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in screen)
        pygame.image.save(surf, os.path.join(self.shots, f"{len(self.shot_names):02d}_{safe}.png"))

    @staticmethod
    def _fingerprint(stack) -> tuple:
        """What a frame shows, roughly: the scenes, their views, buttons, banners, toasts, flights and panel stage.
        A scene whose state lives in parts (the table) says it with frame_key()."""
        return tuple((id(s), s.frame_key()) if hasattr(s, "frame_key") else
                     (id(s), id(getattr(s, "view", None)), getattr(s, "page", None),
                      tuple(b.label for b in getattr(s, "buttons", ())), bool(getattr(s, "banner", None)),
                      getattr(s, "shown", None), len(getattr(s, "sprites", ())), getattr(s, "stage", None))
                     for s in stack.visible())

    def __enter__(self) -> Recorder:
        textfit.recording(True)
        return self

    def __exit__(self, *exc: object) -> None:
        textfit.recording(False)


LONG_NAMES = ("37", "46", "48", "39")   # the longest card names, for the end-turn question
MENU_SCREENS = ("title", "new_game", "settings", "reference", "replays", "statistics", "calc")


def check_screens(size: tuple[int, int] = (1280, 720), lang: str = "en", players: int = 4, seed: int = 7,
                  max_frames: int = 30000, game: bool = True, hover: bool = True, shots: str | None = None,
                  hotseat: bool = False) -> Report:
    """Draw every screen at size in lang (menus, How to play pages, a scripted game with hovers, the end-turn
    question, the pause menu and the end screen) and return what the layout check found.

    hover False leaves out hovering every card and counter (the enlarged cards: the slow part with a cold cache).
    shots: a folder for the first frame of every screen (PNG); hotseat: two human seats (the curtain, the public
    view between them), both played by the scripted reader."""
    import pygame

    from game.ui.app import App, Settings, UIConfig
    from game.ui.i18n import tr
    from game.ui.screens.howto import PAGES
    from game.ui.text.logtext import card_name
    from game.ui.text.names import fill_names
    from game.ui.text.textcheck import hover_points

    app = App(UIConfig(size=size, autosave=False, exit_at_end=True, autopilot_think=0.0),
              settings=Settings(lang=lang, anim_speed=0.0))
    report = Report()
    rec = Recorder(app, report, shots)
    with rec:
        title = app.make("title")
        app.replace(title)
        screens = [("title", title)]
        for name in MENU_SCREENS[1:]:
            screens.append((name, app.make(name, title) if name == "new_game" else app.make(name)))
        screens += [(f"howto:{p}", app.make("rules", page=i)) for i, p in enumerate(PAGES)]
        for name, scene in screens:
            rec.screen = name
            app.replace(scene)
            app.step(1 / 60, [])
        if not game:
            return report
        seats = (["human", "human"] if hotseat else ["human"]) + ["bot:easy"] * (players - 2 + (not hotseat))
        app.start_game(seats, fill_names(None, seats), seed)   # the names New game gives, in the language
        # the table, under a hot-seat curtain if one is up (the stack holds its scenes as the base Scene)
        table = rec.table = cast("TableScene", app.stack.scenes[0])
        hovered: set[str | None] = set()   # the phases hovered (view.get: None if a view had no phase)
        asked = False
        for _ in range(max_frames):
            if not app.running:
                break
            top, phase = app.stack.top, table.view.get("phase")
            if hover and top is table and phase not in hovered:   # every card and counter hovered once per phase
                hovered.add(phase)
                for pos in hover_points(table):
                    ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                    rec.force = True
                    app.step(0.6, [ev])
            mine = (table.view.get("decision") or {}).get("seat") == table.viewer and not table.spectator
            if top is table and phase == "kingdom" and mine and not asked and not table.claims.busy():
                # the end-turn question and the pause menu, each alone over the player's own Kingdom turn
                asked = True
                names = ", ".join(card_name(k) for k in LONG_NAMES)
                for scene in (app.make("confirm", tr("confirm_end_named", cards=names), lambda: None),
                              app.make("pause", table)):
                    app.push(scene)
                    rec.force = True
                    app.draw()   # drawn, not updated: the scripted run would answer the question at once
                    app.pop(scene)
            app.step(1 / 60, [])
            if app.frames % 4 == 0:
                time.sleep(0.0005)   # the bots think in a thread: let it run
    return report


def check_all(sizes: tuple[tuple[int, int], ...] = ((1280, 720), (1920, 1080)), langs: tuple[str, ...] = ("en", "fr"),
              players: int = 4) -> Report:
    """The check at every size in every language, merged (each problem keyed by size, language and screen)."""
    total = Report()
    for size in sizes:
        for lang in langs:
            one = check_screens(size, lang, players)
            tag = f"{size[0]}x{size[1]} {lang} "
            for name in ("overflows", "overlaps", "cuts"):
                getattr(total, name).update((tag + screen, text) for screen, text in getattr(one, name))
            total.frames += one.frames
            total.texts += one.texts
            total.screens |= {tag + s for s in one.screens}
    return total
