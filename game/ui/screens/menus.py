"""Start screen, new-game setup, settings, rules with the card list, and the in-game pause menu."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import FRect

from game import cardtext
from game.ui.i18n import STRINGS, colon, lang, said, tr
from game.ui.scene import AppContext, Scene
from game.ui.screens import variants
from game.ui.text.names import default_name, fill_names, is_default_name, level_pips
from game.ui.widgets import gfx, pips

SEAT_KINDS = ("human", "bot:easy", "bot:normal", "bot:hard")   # Expert joins once a tournament shows it beats Hard
VOLUMES = (0.25, 0.5, 0.7, 1.0)
SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0, 0.0)

STRINGS.update({
    "panels_continue": ("Panels close by themselves", "Panneaux qui se ferment seuls"),
    "quit_ask": ("Quit the game? It is saved: Continue resumes it.",
                 "Quitter le jeu ? La partie est enregistrée : Continuer la reprend."),
})


class TextField:
    """A one-line text input."""

    def __init__(self, rect: FRect, value: str = "", max_len: int = 16, digits: bool = False) -> None:
        self.rect = FRect(rect)
        self.value = value
        self.max_len = max_len
        self.digits = digits
        self.focus = False

    def handle(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.focus = self.rect.collidepoint(ev.pos)
            return self.focus
        if not self.focus:
            return False
        if ev.type == pygame.TEXTINPUT:
            add = "".join(ch for ch in ev.text if ch.isdigit()) if self.digits else ev.text
            self.value = (self.value + add)[:self.max_len]
            return True
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_TAB):
                self.focus = False
                return True
        return False

    def draw(self, surf: pygame.Surface, size: int) -> None:
        pygame.draw.rect(surf, (12, 24, 22), self.rect, border_radius=6)
        pygame.draw.rect(surf, gfx.GOLD if self.focus else gfx.PANEL_EDGE, self.rect, width=2, border_radius=6)
        caret = "|" if self.focus and (pygame.time.get_ticks() // 500) % 2 else ""
        gfx.blit_text(surf, self.value + caret, (self.rect.x + 8, self.rect.centery), size, gfx.TEXT,
                      anchor="midleft")


class MenuScene(Scene):
    """Base: a felt background, a title, buttons laid out by `build`."""

    title_key = "title"

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.buttons: list[gfx.Button] = []
        self.message = ""
        self._bg: pygame.Surface | None = None
        self.resize(app.size)

    @property
    def fs(self) -> int:
        return max(15, int(self.app.size[1] / 38))

    def resize(self, size: tuple[int, int]) -> None:
        self._bg = gfx.felt(size)
        self.buttons = []
        self.build(size)

    def build(self, size: tuple[int, int]) -> None:
        pass

    def column(self, items: list[tuple[str, Callable[[], None], bool]], top: float,
               bottom: float | None = None) -> None:
        """Buttons one under the other from top; with bottom, closer together (never below 1.9 x the text) so the
        last ends above it."""
        W, _ = self.app.size
        fs = self.fs
        bw, bh, step = fs * 14, fs * 2.3, fs * 2.9
        if bottom is not None and items:
            step = min(step, (bottom - top) / len(items))
            bh = max(fs * 1.9, min(bh, step - fs * 0.35))
        for i, (label, action, primary) in enumerate(items):
            self.buttons.append(gfx.Button(label, FRect(W / 2 - bw / 2, top + i * step, bw, bh), action,
                                           primary=primary, size=fs))

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for b in list(self.buttons):
            if b.handle(ev):
                return None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.back()
            return None
        return None

    def back(self) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        if self._bg is None or self._bg.get_size() != surf.get_size():
            self._bg = gfx.felt(surf.get_size())
        surf.blit(self._bg, (0, 0))
        W, H = surf.get_size()
        gfx.blit_text(surf, tr(self.title_key), (W / 2, H * 0.1), int(self.fs * 2.4), gfx.GOLD, True, "center")
        for b in self.buttons:
            b.draw(surf)
        if self.message:
            for i, line in enumerate(gfx.wrap(self.message, self.fs, int(W * 0.8))):
                gfx.blit_text(surf, line, (W / 2, H * 0.9 + i * self.fs * 1.3), self.fs, gfx.RED, True, "center")


class TitleScene(MenuScene):
    """Start screen: New game, Continue, Settings, Rules, Quit."""

    def build(self, size: tuple[int, int]) -> None:
        from game.gamefile import autosave_path
        from game.ui.screens.savesummary import summarise
        path = autosave_path()
        try:
            stamp = path.stat().st_mtime_ns
        except OSError:
            stamp = None
        has_save = stamp is not None
        if getattr(self, "_summary_for", False) != stamp:   # replay the save once per change, not per resize
            self._summary = summarise(path) if has_save else None
            self._summary_for = stamp
        summary = self._summary
        self.save_info = summary.line() if summary else ""   # date, round and phase, players
        finished = bool(summary and summary.finished)
        items = [
            (tr("new_game"), lambda: self.app.stack.replace(NewGameScene(self.app, self)), True),
            (tr("continue_over") if finished else tr("continue"), self.cont, False),
            (tr("learn_resume" if self._tutorial_saved() else "learn"), self.learn, False),
            (tr("settings"), lambda: self.app.stack.replace(SettingsScene(self.app, self)), False),
            (tr("howto"), lambda: self.app.push(self.app.make("rules")), False),
            (tr("quit"), lambda: self.app.quit(0), False),
        ]
        items.insert(2, ("", lambda: None, False))   # a gap under Continue for the save summary, save or not:
        self.column(items, size[1] * 0.3)            # the buttons stay in place
        fault = self.app.settings.fault
        if fault is not None and not self.message:   # a bad settings.json: say so, it is kept on save
            self.message = tr("settings_bad", why=said(fault))
        self.buttons[1].enabled = has_save
        self.buttons.pop(2)
        # after the game: kept games, statistics, the calculator for a physical table (one row under the column)
        W, fs = size[0], self.fs
        row = [("replays", "replays"), ("statistics", "statistics"), ("calc", "calculator")]
        bw, y = fs * 11, self.buttons[-1].rect.bottom + fs * 1.2
        for i, (route, key) in enumerate(row):
            # the lambda keeps its route in a default argument, which mypy cannot type (python/mypy#15459)
            self.buttons.append(gfx.Button(tr(key), FRect(W / 2 + (i - 1.5) * (bw + fs * 0.6) + fs * 0.3, y, bw,
                                                          fs * 2.1),
                                           lambda r=route: self.app.replace(self.app.make(r)),  # type: ignore[misc]
                                           size=fs))

    def _tutorial_saved(self) -> bool:
        from game.ui.screens.tutorial import resumable
        return resumable()

    def learn(self) -> None:
        """The guided first game (game/ui/screens/tutorial.py), resumed if one is saved."""
        self.app.replace(self.app.make("tutorial", resume=self._tutorial_saved()))

    def cont(self) -> None:
        from game.gamefile import SaveError, SaveLocked, SaveUnwritable, autosave_path
        from game.match import load
        try:
            match = load()
            match.claim()
        except SaveLocked as exc:
            self.message = said(exc)
            return
        except SaveUnwritable as exc:   # the save reads fine; its folder takes no writes
            self.message = tr("save_unwritable", why=said(exc), path=str(autosave_path().parent))
            return
        except SaveError as exc:
            self.message = tr("bad_save", why=said(exc), path=str(autosave_path()))
            return
        self.app.open_match(match)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        W, H = surf.get_size()
        fs = self.fs
        gfx.blit_text(surf, tr("tagline"), (W / 2, H * 0.1 + fs * 2.4), fs, gfx.TEXT, False, "center")
        if getattr(self, "save_info", "") and len(self.buttons) > 1:
            r = self.buttons[1].rect
            gfx.blit_text(surf, self.save_info, (r.centerx, r.bottom + 2), int(fs * 0.75), gfx.DIM, False, "midtop")
        h = int(H * 0.3)
        for cx, names in ((W * 0.16, ("civ:1", "civ:W6", "civ:33")), (W * 0.84, ("civ:8", "immortal:justice",
                                                                                   "civ:41"))):
            for i, name in enumerate(names):
                angle = (1 - i) * 12
                img = self.app.faces.get(name, h / 1.4, h, angle)
                surf.blit(img, img.get_rect(center=(cx + (i - 1) * h * 0.32, H * 0.48 + abs(i - 1) * h * 0.06)))
        gfx.blit_text(surf, "F11" + colon() + tr("fullscreen").split(" (")[0] + "   ·   Esc", (W / 2, H - fs * 1.2),
                      int(fs * 0.8), gfx.DIM, False, "center")


def _levels_lines(width: float, size: int) -> list[str]:
    """New game's line on the bot levels, broken only between two levels (never after a dot) to fit `width`."""
    lines: list[str] = []
    for part in tr("levels_help").split("  ·  "):
        joined = f"{lines[-1]}  ·  {part}" if lines else part
        if lines and gfx.textfit.width(joined, size) <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return lines


class NewGameScene(MenuScene):
    """3–6 seats, each Human or Bot Easy/Normal/Hard, names, optional seed, rule variants."""

    title_key = "new_game"

    def __init__(self, app: AppContext, parent: Scene) -> None:
        self.n = 4
        self.kinds = ["human", "bot:normal", "bot:normal", "bot:normal", "bot:normal", "bot:normal"]
        self.fields: list[TextField] = []
        self.names = [default_name(i, k) for i, k in enumerate(self.kinds)]   # as --seats names them
        self.seed_value = ""
        self.seed_field: TextField | None = None
        self.variants: dict[str, str] = {}   # rule variants away from the default (game/ui/screens/variants.py)
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        if self.fields:   # keep the names typed so far, and those of seats not shown now
            self.names = [f.value for f in self.fields] + self.names[len(self.fields):]
        self.names = [default_name(i, k) if is_default_name(n, i) else n   # untyped names follow the language
                      for i, (n, k) in enumerate(zip(self.names, self.kinds))]
        if self.seed_field is not None:
            self.seed_value = self.seed_field.value
        top = H * 0.2
        bh = fs * 2
        self.buttons.append(gfx.Button("−", FRect(W / 2 - fs * 8, top, bh, bh), lambda: self._set_n(self.n - 1),
                                       size=fs))
        self.buttons.append(gfx.Button("+", FRect(W / 2 + fs * 6, top, bh, bh), lambda: self._set_n(self.n + 1),
                                       size=fs))
        self.n_label_pos = (W / 2 + fs, top + bh / 2)
        self.fields = []
        self.kind_rects: list[FRect] = []   # each seat's Human/Bot button (a bot's level pips beside it)
        y = top + bh + fs
        for i in range(self.n):
            self.fields.append(TextField(FRect(W / 2 - fs * 14, y, fs * 13, bh), self.names[i], 14))
            # the lambda keeps its seat in a default argument, which mypy cannot type (python/mypy#15459)
            self.buttons.append(gfx.Button(tr(self.kinds[i]), FRect(W / 2 + fs * 0.5, y, fs * 12, bh),
                                           (lambda i=i: self._cycle(i)), size=fs))  # type: ignore[misc]
            self.kind_rects.append(self.buttons[-1].rect)
            y += bh + fs * 0.5
        self.levels_rect = FRect(W / 2 - fs * 14, y, fs * 26.5, fs * 2.6)   # what each bot level is like
        self.levels_lines = _levels_lines(self.levels_rect.w, gfx.small(fs, 0.9))
        y += fs * 2.6
        self.seed_field = TextField(FRect(W / 2 + fs * 0.5, y + fs * 0.5, fs * 12, bh), self.seed_value, 9, digits=True)
        self.seed_label_pos = (W / 2 - fs, y + fs * 0.5 + bh / 2)
        y += bh + fs * 1.5
        self.buttons.append(gfx.Button(variants.button_label(self.variants), FRect(W / 2 - fs * 13, y, fs * 26, bh),
                                       self._variants, size=fs))
        y += bh + fs
        self.buttons.append(gfx.Button(tr("start"), FRect(W / 2 - fs * 13, y, fs * 12, bh * 1.1), self.start,
                                       primary=True, size=fs))
        self.buttons.append(gfx.Button(tr("back"), FRect(W / 2 + fs, y, fs * 12, bh * 1.1), self.back, size=fs))

    def _set_n(self, n: int) -> None:
        self.names = [f.value for f in self.fields] + self.names[len(self.fields):]
        self.n = max(3, min(6, n))
        self.resize(self.app.size)

    def _cycle(self, i: int) -> None:
        self.names = [f.value for f in self.fields] + self.names[len(self.fields):]
        self.kinds[i] = SEAT_KINDS[(SEAT_KINDS.index(self.kinds[i]) + 1) % len(SEAT_KINDS)]
        if not self.names[i].strip() or is_default_name(self.names[i].strip(), i):   # "Player 2" <-> "Bot 2"
            self.names[i] = self.fields[i].value = default_name(i, self.kinds[i])
        self.resize(self.app.size)

    def _variants(self) -> None:
        self.names = [f.value for f in self.fields] + self.names[len(self.fields):]
        self.seed_value = self.seed_field.value if self.seed_field else self.seed_value
        self.app.push(variants.VariantsScene(self.app, self.variants, lambda: self.resize(self.app.size)))

    def start(self) -> None:
        names = fill_names([f.value for f in self.fields], self.kinds[:self.n])
        seed = int(self.seed_field.value) if self.seed_field and self.seed_field.value else None
        from game.gamefile import SaveError
        from game.ui.app import save_problem
        try:
            self.app.start_game(self.kinds[:self.n], names, seed, variants=dict(self.variants) or None)
        except SaveError as exc:
            self.message = save_problem(exc)   # "cannot be saved" on a read-only or full disk

    def back(self) -> None:
        self.app.stack.replace(TitleScene(self.app))

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for f in self._all_fields():
            if f.handle(ev) and ev.type != pygame.MOUSEBUTTONDOWN:
                return None
        if ev.type == pygame.KEYDOWN and self.busy():
            return None
        return super().process_event(ev)

    def _all_fields(self) -> list[TextField]:
        """The name fields and the seed field (made by `build`)."""
        return self.fields + ([self.seed_field] if self.seed_field else [])

    def busy(self) -> bool:
        return any(f.focus for f in self._all_fields())

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        fs = self.fs
        gfx.blit_text(surf, f"{tr('players')}{colon()}{self.n}", self.n_label_pos, int(fs * 1.2), gfx.TEXT, True,
                      "center")
        for f in self.fields:
            f.draw(surf, fs)
        for r, kind in zip(self.kind_rects, self.kinds):   # the level as the table's headers show it
            if level_pips(kind):
                pips.paint(surf, r.right + fs * 0.6, r.centery, level_pips(kind), int(fs * 1.4))
        gfx.draw_fitted(surf, "\n".join(self.levels_lines), self.levels_rect, gfx.small(fs, 0.9), gfx.DIM,
                        align="center", valign="middle", max_lines=len(self.levels_lines))
        if self.seed_field:
            gfx.blit_text(surf, tr("seed"), self.seed_label_pos, fs, gfx.DIM, anchor="midright")
            self.seed_field.draw(surf, fs)


class SettingsScene(MenuScene):
    """Language, animation speed, fullscreen, sound effects and their volume, colour-blind-safe icons (always on)."""

    title_key = "settings"

    def __init__(self, app: AppContext, parent: Scene | None = None, back_to: Callable[[], None] | None = None) -> None:
        self.back_to = back_to
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        s = self.app.settings
        speed = tr("instant") if s.anim_speed <= 0 else f"{s.anim_speed:g}×"
        items = [
            (tr("kv", k=tr("language"), v="Français" if s.lang == "fr" else "English"), self._lang, False),
            (tr("kv", k=tr("anim_speed"), v=speed), self._speed, False),
            (tr("kv", k=tr("fullscreen"), v=tr("on") if self.app.fullscreen else tr("off")), self._full, False),
            (tr("kv", k=tr("sound_fx"), v=tr("on") if s.sound else tr("off")), self._sound, False),
            (tr("kv", k=tr("volume"), v=f"{round(s.volume * 100)} %"), self._volume, False),
            (tr("kv", k=tr("panels_continue"), v=tr("on") if s.panels_continue else tr("off")), self._panels, False),
            (tr("kv", k=tr("cb_icons"), v=tr("always_on")), lambda: None, False),
            (tr("back"), self.back, True),
        ]
        self.column(items, H * 0.19, H * 0.72)   # the icon row goes under the last button
        for b in self.buttons:
            b.rect.w = fs * 26
            b.rect.x = W / 2 - b.rect.w / 2
        self.buttons[6].enabled = False

    def _lang(self) -> None:
        self.app.set_lang("en" if self.app.settings.lang == "fr" else "fr")
        self.app.settings.save()
        self.resize(self.app.size)

    def _speed(self) -> None:
        s = self.app.settings.anim_speed
        nxt = SPEEDS[(SPEEDS.index(s) + 1) % len(SPEEDS)] if s in SPEEDS else 1.0
        self.app.set_speed(nxt)
        self.app.settings.save()
        self.resize(self.app.size)

    def _sound(self) -> None:
        s = self.app.settings
        s.sound = not s.sound
        self.app.sound.set_enabled(s.sound)
        s.save()
        self.resize(self.app.size)

    def _volume(self) -> None:
        s = self.app.settings
        s.volume = VOLUMES[(VOLUMES.index(s.volume) + 1) % len(VOLUMES)] if s.volume in VOLUMES else 0.7
        self.app.sound.set_volume(s.volume)
        self.app.sound.play("coin_gain")   # a sample at the new volume
        s.save()
        self.resize(self.app.size)

    def _panels(self) -> None:
        """Information panels wait for a click (off, the default) or go on after their reading time (on)."""
        s = self.app.settings
        s.panels_continue = not s.panels_continue
        s.save()
        self.resize(self.app.size)

    def _full(self) -> None:
        self.app.toggle_fullscreen()
        self.app.settings.save()
        self.resize(self.app.size)

    def back(self) -> None:
        if self.back_to:
            self.back_to()
        else:
            self.app.stack.replace(TitleScene(self.app))

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        W, H = surf.get_size()
        fs = self.fs
        keys = ("coins", "mil", "sci", "cha", "culture", "vp", "sup", "won", "diamond")
        step = min(W * 0.9 / len(keys), fs * 7)
        x = W / 2 - step * len(keys) / 2
        y = max(H * 0.78, self.buttons[-1].rect.bottom + fs * 1.9) if self.buttons else H * 0.78
        gfx.blit_text(surf, tr("icon_row"), (W / 2, y - fs * 0.4), fs, gfx.DIM, False, "midbottom")
        sfs = gfx.small(fs, 0.75)
        for i, k in enumerate(keys):   # each icon named under it
            cx = x + i * step + step / 2
            ic = gfx.icon(k, int(fs * 1.4))
            surf.blit(ic, ic.get_rect(midtop=(cx, y)))
            name = cardtext.res_word(k, 2, lang()).split(" ", 1)[1] if k not in ("culture",) else tr("cat:culture")
            name = name[:1].upper() + name[1:]
            gfx.blit_text(surf, gfx.fit_text(name, sfs, step - 4), (cx, y + fs * 1.6), sfs, gfx.TEXT, False, "midtop")


class PauseScene(MenuScene):
    """In-game menu: Resume, Rules, Settings, Main menu, Quit."""

    transparent = True
    title_key = "menu"

    def __init__(self, app: AppContext, table: Scene) -> None:
        self.table = table
        super().__init__(app)

    def build(self, size: tuple[int, int]) -> None:
        self.column([
            (tr("resume"), lambda: self.app.pop(self), True),
            (tr("howto"), lambda: self.app.push(self.app.make("rules")), False),
            (tr("settings"), lambda: self.app.push(SettingsScene(self.app, back_to=self._settings_back)), False),
            (tr("main_menu"), lambda: self.app.stack.replace(TitleScene(self.app)), False),
            (tr("quit"), self.ask_quit, False),
        ], size[1] * 0.3)

    def ask_quit(self) -> None:
        """Quit asks first (a misclick one row below Main menu must not close the window)."""
        self.app.push(self.app.make("confirm", tr("quit_ask"), lambda: self.app.quit(0)))

    def _settings_back(self) -> None:
        top = self.app.stack.top
        if isinstance(top, SettingsScene):
            self.app.pop(top)
        self.table.resize(self.app.size)
        self.resize(self.app.size)

    def back(self) -> None:
        self.app.pop(self)

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surf.blit(shade, (0, 0))
        gfx.blit_text(surf, tr(self.title_key), (W / 2, H * 0.18), int(self.fs * 2.2), gfx.GOLD, True, "center")
        for b in self.buttons:
            b.draw(surf)
