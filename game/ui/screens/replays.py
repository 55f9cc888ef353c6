"""The Replays screen: the kept finished games (date, players, winner, scores); watch or export one; watch or
continue any game file (an export, a copy of an autosave) by its path."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pygame
from pygame import FRect

from game import records
from game.gamefile import SaveError, other_rules
from game.replay import ReplayMatch
from game.rules.view import SPECTATOR
from game.ui.i18n import STRINGS, said, tr
from game.ui.scene import AppContext, Scene
from game.ui.text.logtext import card_name
from game.ui.widgets import gfx

if TYPE_CHECKING:
    from game.ui.screens.replayview import ReplayControls

STRINGS.update({
    "rl:none": ("No finished game yet: every game you finish is kept here (the last {n}).",
                "Aucune partie terminée : chaque partie finie est gardée ici (les {n} dernières)."),
    "rl:date": ("Date", "Date"),
    "rl:players": ("Players (winner first, with the score)", "Joueurs (gagnant en tête, avec le score)"),
    "rl:seed": ("Seed", "Graine"),
    "rl:watch": ("Watch", "Revoir"),
    "rl:export": ("Export", "Exporter"),
    "rl:folder": ("Export to folder (left blank: {path})", "Exporter dans le dossier (laissé vide : {path})"),
    "rl:where": ("Kept games: {path}", "Parties gardées : {path}"),
    "rl:bad": ("Cannot open this game: {why}", "Impossible d'ouvrir cette partie : {why}"),
    "rl:page": ("{a}–{b} of {n}", "{a}–{b} sur {n}"),
    "rl:file": ("Game file (an export, a copy of an autosave): type its path, then Review, Watch or Continue",
                "Fichier de partie (export, copie de sauvegarde) : tapez son chemin, puis Analyser, Revoir ou "
                "Continuer"),
    "rl:continue": ("Continue", "Continuer"),
    "rl:nofile": ("Type the path of a game file first", "Tapez d'abord le chemin d'un fichier de partie"),
    "rl:unreadable": ("Cannot be read: {why}", "Illisible : {why}"),
    "rl:other_rules": ("Warning: this game was made with other card data or rule variants; the replay may differ "
                       "from the game as played.",
                       "Attention : cette partie a été jouée avec d'autres données de cartes ou variantes ; la "
                       "rediffusion peut différer de la partie jouée."),
})


def open_viewer(app: AppContext, record: dict, viewer: int = SPECTATOR, on_close: Any = None,
                autoplay_exit: bool = False) -> None:
    """Replace the stack with the replay table and its controls (which warn of a game made with other card data)."""
    rep = ReplayMatch(record, viewer)
    table = app.make("replay_table", rep)
    app.replace(table)
    # make() types every scene as the base Scene
    controls = cast("ReplayControls", app.make("replay_controls", table, on_close, autoplay_exit))
    if other_rules(record):
        controls.message = tr("rl:other_rules")
    app.push(controls)


class ReplaysScene(Scene):
    """The kept games, newest first, ten to a page."""

    PER_PAGE = 9

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        records.repair()   # a finished game a kill left out of the list
        self.games = records.list_games()
        self.page = 0
        self.message = ""
        self.message_ok = False   # green for a done export, red for a refusal
        self.buttons: list[gfx.Button] = []
        self.folder = ""
        self.file = ""
        self.focus = ""   # "folder" | "file" | "": the text field that takes typing
        self._bg: pygame.Surface | None = None
        self.resize(app.size)

    @property
    def fs(self) -> int:
        return max(14, int(self.app.size[1] / 40))

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        self._bg = gfx.felt(size)
        self.buttons = []
        self.rows_top = fs * 6.2
        self.row_h = fs * 2.5
        shown = self.games[self.page * self.PER_PAGE:(self.page + 1) * self.PER_PAGE]
        for i, g in enumerate(shown):
            y = self.rows_top + i * self.row_h
            ok = g.problem is None
            # each lambda keeps its game in a default argument, which mypy cannot type (python/mypy#15459)
            self.buttons.append(gfx.Button(tr("rl:watch"), FRect(W - fs * 15, y, fs * 6.5, fs * 2),
                                           (lambda g=g: self.watch(g)),  # type: ignore[misc]
                                           enabled=ok, primary=True, size=fs))
            self.buttons.append(gfx.Button(tr("rl:export"), FRect(W - fs * 8, y, fs * 6.5, fs * 2),
                                           (lambda g=g: self.export(g)),  # type: ignore[misc]
                                           enabled=ok, size=fs))
            self.buttons.append(gfx.Button(tr("rv:review_btn"), FRect(W - fs * 22, y, fs * 6.5, fs * 2),
                                           (lambda g=g: self.review(g.path)),  # type: ignore[misc]
                                           enabled=ok, size=fs))
        by = H - fs * 3
        self.buttons.append(gfx.Button(tr("back"), FRect(fs, by, fs * 8, fs * 2.2), self.back, size=fs))
        pages = max(1, -(-len(self.games) // self.PER_PAGE))
        prev = gfx.Button("«", FRect(W - fs * 8, by, fs * 3, fs * 2.2), lambda: self.turn(-1), size=fs)
        nxt = gfx.Button("»", FRect(W - fs * 4, by, fs * 3, fs * 2.2), lambda: self.turn(1), size=fs)
        prev.enabled, nxt.enabled = self.page > 0, self.page < pages - 1
        self.buttons += [prev, nxt]
        self.folder_rect = FRect(fs * 10, by + fs * 1.0, W - fs * 27, fs * 1.6)
        fy = self.rows_top + self.PER_PAGE * self.row_h + fs * 1.3
        self.file_rect = FRect(fs, fy, W - fs * 24, fs * 1.8)
        self.buttons.append(gfx.Button(tr("rv:review_btn"), FRect(W - fs * 22, fy - fs * 0.1, fs * 6.5, fs * 2),
                                       self.review_file, size=fs))
        self.buttons.append(gfx.Button(tr("rl:watch"), FRect(W - fs * 15, fy - fs * 0.1, fs * 6.5, fs * 2),
                                       self.watch_file, size=fs))
        self.buttons.append(gfx.Button(tr("rl:continue"), FRect(W - fs * 8, fy - fs * 0.1, fs * 6.5, fs * 2),
                                       self.continue_file, primary=True, size=fs))

    def turn(self, d: int) -> None:
        self.page = max(0, self.page + d)
        self.resize(self.app.size)

    def back(self) -> None:
        self.app.replace(self.app.make("title"))

    def watch(self, g: records.GameEntry | Path) -> None:
        """Watch a kept game (or any game file) from the spectator's seat; back here at the end."""
        try:
            record = records.read_record(g if isinstance(g, Path) else g.path)
            open_viewer(self.app, record, on_close=lambda: self.app.replace(self.app.make("replays")))
        except (SaveError, ValueError, RecursionError) as exc:
            self.message, self.message_ok = tr("rl:bad", why=said(exc)), False

    def review(self, path: Path) -> None:
        """The game review of a game file (game/ui/review/: a seat choice, a readable message for a bad file)."""
        self.app.push(self.app.make("review", path=path))

    def review_file(self) -> None:
        path = self._file()
        if path is not None:
            self.review(path)

    def _file(self) -> Path | None:
        path = self.file.strip()
        if not path:
            self.message, self.message_ok = tr("rl:nofile"), False
            return None
        return Path(path).expanduser()

    def watch_file(self) -> None:
        path = self._file()
        if path is not None:
            self.watch(path)

    def continue_file(self) -> None:
        """Play on from the typed file in the autosave (the file itself is only read)."""
        path = self._file()
        if path is None:
            return
        try:
            self.app.continue_file(path)
        except SaveError as exc:
            self.message, self.message_ok = tr("rl:bad", why=said(exc)), False

    def export(self, g: records.GameEntry) -> None:
        try:
            path = records.export_game(records.read_record(g.path), self.folder.strip() or None)
            self.message, self.message_ok = tr("rp:exported", path=str(path)), True
        except (SaveError, OSError) as exc:
            self.message, self.message_ok = tr("rl:bad", why=said(exc)), False

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.focus = ("folder" if self.folder_rect.collidepoint(ev.pos) else
                          "file" if self.file_rect.collidepoint(ev.pos) else "")
        if self.focus and ev.type == pygame.TEXTINPUT:
            setattr(self, self.focus, (getattr(self, self.focus) + ev.text)[:300])
            return None
        if self.focus and ev.type == pygame.KEYDOWN and ev.key == pygame.K_BACKSPACE:
            setattr(self, self.focus, getattr(self, self.focus)[:-1])
            return None
        if self.focus == "file" and ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.continue_file()
            return None
        for b in list(self.buttons):
            if b.handle(ev):
                return None
        if ev.type == pygame.MOUSEWHEEL:
            self.turn(-1 if ev.y > 0 else 1)
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.back()
        return None

    @staticmethod
    def _players(g: records.GameEntry) -> list[str]:
        """A kept game's players, the winner first (with their Immortal), each with their score."""
        order = sorted(range(len(g.names)), key=lambda s: (s != g.winner, -g.scores[s] if s < len(g.scores) else 0))
        return [tr("kv", k=g.names[s], v=g.scores[s] if s < len(g.scores) else "?") +
                (f" ({card_name(g.immortals[s])})" if s == g.winner and g.immortals[s] else "") for s in order]

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        if self._bg is None or self._bg.get_size() != (W, H):
            self._bg = gfx.felt((W, H))
        surf.blit(self._bg, (0, 0))
        fs = self.fs
        gfx.blit_text(surf, tr("replays"), (W / 2, fs * 1.8), int(fs * 2.2), gfx.GOLD, True, "center")
        gfx.blit_text(surf, gfx.fit_text(tr("rl:where", path=str(records.games_dir())), fs, W - fs * 2),
                      (W / 2, fs * 3.4), fs, gfx.DIM, False, "midtop")
        if not self.games:
            gfx.blit_text(surf, tr("rl:none", n=records.KEEP), (W / 2, H * 0.4), fs, gfx.TEXT, False, "center")
        else:
            hy = self.rows_top - fs * 1.4
            gfx.blit_text(surf, tr("rl:date"), (fs, hy), fs, gfx.DIM)
            gfx.blit_text(surf, tr("rl:players"), (fs * 12, hy), fs, gfx.DIM)
            gfx.blit_text(surf, tr("rl:seed"), (W - fs * 27, hy), fs, gfx.DIM)
        shown = self.games[self.page * self.PER_PAGE:(self.page + 1) * self.PER_PAGE]
        lines = iter(gfx.textfit.joined_rows([self._players(g) for g in shown if g.fault is None], W - fs * 40, fs))
        for i, g in enumerate(shown):
            y = self.rows_top + i * self.row_h
            gfx.panel(surf, FRect(fs * 0.5, y - fs * 0.2, W - fs, fs * 2.4), alpha=90 if g.fault is not None else 150)
            if g.fault is not None:   # greyed, with the reason; Watch and Export are off
                gfx.blit_text(surf, gfx.fit_text(g.date or g.path.name, fs, fs * 10.5), (fs, y + fs), fs, gfx.DIM,
                              anchor="midleft")
                why = gfx.fit_text(tr("rl:unreadable", why=said(g.fault)), fs, W - fs * 35)
                gfx.blit_text(surf, why, (fs * 12, y + fs), fs, gfx.DIM, False, "midleft")
                continue
            gfx.blit_text(surf, g.date[:16], (fs, y + fs), fs, gfx.TEXT, anchor="midleft")
            line = next(lines)
            gfx.blit_text(surf, line.lines[0], (fs * 12, y + fs), line.size, gfx.GLOW, False, "midleft")
            gfx.blit_text(surf, str(g.seed), (W - fs * 27, y + fs), fs, gfx.TEXT, anchor="midleft")
        if self.games:
            a = self.page * self.PER_PAGE + 1
            b = min(len(self.games), a + self.PER_PAGE - 1)
            gfx.blit_text(surf, tr("rl:page", a=a, b=b, n=len(self.games)), (W - fs * 9, H - fs * 1.9), fs,
                          gfx.DIM, False, "midright")
        self._field(surf, self.folder_rect, tr("rl:folder", path=str(records.exports_dir())), "folder")
        self._field(surf, self.file_rect, tr("rl:file"), "file")
        for button in self.buttons:
            button.draw(surf)
        if self.message:
            gfx.blit_text(surf, gfx.fit_text(self.message, fs, W - fs * 2), (W / 2, H - fs * 4.2), fs,
                          gfx.GREEN if self.message_ok else gfx.RED,
                          False, "center")

    def _field(self, surf: pygame.Surface, rect: FRect, label: str, name: str) -> None:
        """A text field with its label above it; gold while it takes typing."""
        fs, focused = self.fs, self.focus == name
        gfx.blit_text(surf, gfx.fit_text(label, fs, rect.w), (rect.x, rect.y - fs * 0.1), fs, gfx.DIM, False,
                      "bottomleft")
        pygame.draw.rect(surf, (12, 24, 22), rect, border_radius=5)
        pygame.draw.rect(surf, gfx.GOLD if focused else gfx.PANEL_EDGE, rect, 2, border_radius=5)
        gfx.blit_text(surf, gfx.fit_text(getattr(self, name) + ("|" if focused else ""), fs, rect.w - 10),
                      (rect.x + 5, rect.centery), fs, gfx.TEXT, anchor="midleft")
