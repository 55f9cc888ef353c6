"""The "Rule variants" list of New game, and the lines naming a game's non-default variants (for the end screen).

The variants themselves are data (`[[variant]]` in cards.toml); this screen only lets each one cycle through its
options, with the option's one-line explanation and why the rules leave it open.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import FRect

from game.rules import default_db
from game.ui.i18n import STRINGS, lang, tr, tr_n
from game.ui.scene import AppContext, Scene
from game.ui.widgets import gfx

STRINGS.update({
    "var:title": ("Rule variants", "Variantes de règles"),
    "var:button_default": ("Rule variants: as in the rulebook", "Variantes de règles : selon la règle"),
    "var:button_changed": ("Rule variants: {n} changed", "Variantes de règles : {n} modifiées"),
    "var:button_changed1": ("Rule variants: 1 changed", "Variantes de règles : 1 modifiée"),
    "var:defaults": ("All defaults", "Tout par défaut"),
    "var:done": ("Done", "Terminé"),
    "var:default_mark": ("{label} (default)", "{label} (par défaut)"),
    "var:line": ("{variant}: {option}", "{variant} : {option}"),
    "var:intro": ("Where the rules are unclear, choose how to play. Saved with the game.",
                  "Là où la règle est floue, choisissez comment jouer. Ce choix est enregistré avec la partie."),
})


def changed(choice: dict[str, str] | None) -> dict[str, str]:
    """The options of `choice` that differ from the defaults (unknown ids dropped)."""
    known = {v.id: v for v in default_db().variants}
    return {vid: oid for vid, oid in (choice or {}).items()
            if vid in known and oid != known[vid].default and any(o.id == oid for o in known[vid].options)}


def button_label(choice: dict[str, str] | None) -> str:
    """The New game button: how many variants are away from the rulebook's default."""
    n = len(changed(choice))
    return tr_n("var:button_changed", n) if n else tr("var:button_default")


def variant_lines(view_or_record: dict, language: str) -> list[str]:
    """One line per rule variant not at its default ("Narashima's score: Destroyed cards"), in "en" or "fr";
    `view_or_record` is a view (view_for) or a save record, whose "variants" may be absent (all defaults)."""
    lg = "fr" if language == "fr" else "en"
    fmt = STRINGS["var:line"][1 if lg == "fr" else 0]
    choice = changed(view_or_record.get("variants"))
    out = []
    for v in default_db().variants:
        if v.id in choice:
            out.append(fmt.format(variant=v.label[lg], option=v.option(choice[v.id]).label[lg]))
    return out


class VariantsScene(Scene):
    """Each variant: its name, a button cycling through its options, the option's explanation and why it is open."""

    def __init__(self, app: AppContext, choice: dict[str, str], on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.choice = choice        # shared with New game: changed in place
        self.on_close = on_close
        self.buttons: list[gfx.Button] = []
        self.rows: list[tuple[str, str, str, float]] = []
        self._bg: pygame.Surface | None = None
        self.resize(app.size)

    @property
    def fs(self) -> int:
        return max(15, int(self.app.size[1] / 38))

    def resize(self, size: tuple[int, int]) -> None:
        W, H = size
        fs = self.fs
        small = max(gfx.MIN_TEXT, int(fs * 0.8))
        bh = fs * 2
        self.buttons, self.rows = [], []
        y = H * 0.2
        lg = lang()
        for v in default_db().variants:
            oid = self.choice.get(v.id, v.default)
            opt = v.option(oid)
            label = opt.label[lg] if oid != v.default else tr("var:default_mark", label=opt.label[lg])
            # the lambda keeps its variant in a default argument, which mypy cannot type (python/mypy#15459)
            self.buttons.append(gfx.Button(label, FRect(W / 2 + fs * 0.5, y, fs * 17, bh),
                                           (lambda v=v: self._cycle(v.id)), size=fs))  # type: ignore[misc]
            self.rows.append((v.label[lg], opt.explain[lg], v.explain[lg], y))
            y += bh + small * 2.6 + fs * 0.6
        y += fs * 0.4
        self.buttons.append(gfx.Button(tr("var:defaults"), FRect(W / 2 - fs * 13, y, fs * 12, bh * 1.1),
                                       self._defaults, size=fs))
        self.buttons.append(gfx.Button(tr("var:done"), FRect(W / 2 + fs, y, fs * 12, bh * 1.1), self.close,
                                       primary=True, size=fs))

    def _cycle(self, vid: str) -> None:
        v = next(x for x in default_db().variants if x.id == vid)
        ids = [o.id for o in v.options]
        nxt = ids[(ids.index(self.choice.get(vid, v.default)) + 1) % len(ids)]
        if nxt == v.default:
            self.choice.pop(vid, None)
        else:
            self.choice[vid] = nxt
        self.resize(self.app.size)

    def _defaults(self) -> None:
        self.choice.clear()
        self.resize(self.app.size)

    def close(self) -> None:
        self.app.stack.pop(self)
        if self.on_close is not None:
            self.on_close()

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for b in list(self.buttons):
            if b.handle(ev):
                return None
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
        return None

    def draw(self, surf: pygame.Surface) -> None:
        if self._bg is None or self._bg.get_size() != surf.get_size():
            self._bg = gfx.felt(surf.get_size())
        surf.blit(self._bg, (0, 0))
        W, H = surf.get_size()
        fs = self.fs
        small = max(gfx.MIN_TEXT, int(fs * 0.8))
        gfx.blit_text(surf, tr("var:title"), (W / 2, H * 0.08), int(fs * 2.2), gfx.GOLD, True, "center")
        gfx.blit_text(surf, tr("var:intro"), (W / 2, H * 0.08 + fs * 2.2), small, gfx.DIM, anchor="center")
        left = W / 2 - fs * 17.5
        for name, explain, why, y in self.rows:
            gfx.blit_text(surf, name, (W / 2 - fs * 0.5, y + fs), fs, gfx.TEXT, True, "midright")
            gfx.blit_text(surf, explain, (left, y + fs * 2 + small * 0.9), small, gfx.TEXT, anchor="midleft")
            gfx.blit_text(surf, why, (left, y + fs * 2 + small * 2.1), small, gfx.DIM, anchor="midleft")
        for b in self.buttons:
            b.draw(surf)
