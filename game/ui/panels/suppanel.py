"""Supremacy: the totals each contest compares, per player, the winner marked and every tie explained."""

from __future__ import annotations

import pygame
from pygame import FRect

from game.ui.i18n import STRINGS, tr
from game.ui.panels.infopanel import InfoPanel
from game.ui.scene import AppContext
from game.ui.text.logtext import card_name, contest_word
from game.ui.widgets import gfx

STRINGS.update({
    "sp:title": ("Supremacy — round {n}", "Suprématie — ronde {n}"),
    "sp:most": ("{name} has the most {what} ({n}) and gains a Supremacy token.",
                "{name} a le plus de {what} ({n}) et gagne une Suprématie."),
    "sp:most_you": ("You have the most {what} ({n}) and gain a Supremacy token.",
                    "Vous avez le plus de {what} ({n}) et gagnez une Suprématie."),
    "sp:justice_you": ("Tie at {n} between {names}: you hold the revealed Justice, who wins ties.",
                       "Égalité à {n} entre {names} : vous avez révélé Justice, qui gagne les égalités."),
    "sp:claim_you": ("Tie at {n} between {names}: you reveal Justice and claim the token.",
                     "Égalité à {n} entre {names} : vous révélez Justice et prenez la Suprématie."),
    "sp:tie": ("Tie at {n} between {names}: nobody gains the token.",
               "Égalité à {n} entre {names} : personne ne gagne la Suprématie."),
    "sp:justice": ("Tie at {n} between {names}: {name} holds the revealed Justice, who wins ties.",
                   "Égalité à {n} entre {names} : {name} a révélé Justice, qui gagne les égalités."),
    "sp:claim": ("Tie at {n} between {names}: {name} reveals Justice and claims the token.",
                 "Égalité à {n} entre {names} : {name} révèle Justice et prend la Suprématie."),
    "sp:nobody": ("Nobody has any {what}: no token.", "Personne n'a de {what} : pas de Suprématie."),
    "sp:bonus": ("{base} + {n} {card}", "{base} + {n} {card}"),
    "sp:and": (" and ", " et "),
    "sp:you": ("You", "Vous"),
})


def _join(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + tr("sp:and") + names[-1]


def explain_row(row: dict, names: list[str], viewer: int | None) -> str:
    """One contest's outcome in a sentence."""
    def nm(s: int) -> str:   # in a list: "you" lower case ("between Bot 2 and you")
        return tr("sp:you").lower() if s == viewer else names[s]

    mine = "_you" if row.get("winner") is not None and row["winner"] == viewer else ""

    what = contest_word(row["what"])
    tied = _join([nm(s) for s in row["tied"]])
    why = row["why"]
    if why == "most":
        return tr("sp:most" + mine, name=nm(row["winner"]), what=what, n=row["top"])
    if why in ("justice", "claim"):
        return tr("sp:" + why + mine, n=row["top"], names=tied, name=nm(row["winner"]))
    if why == "tie":
        return tr("sp:tie", n=row["top"], names=tied)
    return tr("sp:nobody", what=what)


def cell_note(row: dict, seat: int) -> str:
    """'4 + 1 Nezha' when a card in play adds to the total, else ''."""
    bonus = row["bonus"][seat]
    if not bonus:
        return ""
    extra = sum(n for _, n in bonus)
    return tr("sp:bonus", base=row["totals"][seat] - extra, n=extra, card=", ".join(card_name(k) for k, _ in bonus))


class SupremacyScene(InfoPanel):
    """The contests of a Supremacy phase side by side."""

    hold_s = 3.5

    def __init__(self, app: AppContext, rows: list[dict], view: dict, names: list[str], viewer: int | None,
                 human: bool = True) -> None:
        super().__init__(app, human)
        self.rows = rows
        self.round = rows[0].get("round", view["round"]) if rows else view["round"]   # the round contested
        self.names = names
        self.viewer = viewer
        self.shot_tag = f"r{self.round}_supremacy_panel"

    def draw(self, surf: pygame.Surface) -> None:
        self.shade(surf, 110)
        W, H = surf.get_size()
        fs = self.fs
        n = len(self.names)
        label_w = fs * 8
        col_w = max(fs * 6.5, min(fs * 10, (W - 60 - label_w - fs * 2.4) / max(1, n)))
        width = label_w + col_w * n + fs * 2.4
        wrap_w = int(width - fs * 2.4)
        texts = [gfx.wrap(explain_row(r, self.names, self.viewer), fs, wrap_w) for r in self.rows]
        cell_h = fs * 3.2
        h = fs * 5.2 + sum(cell_h + len(t) * fs * 1.3 + fs * 0.7 for t in texts) + fs * 1.6
        r = self.box(surf, width, h)
        x0, y = r.x + fs * 1.2, r.y + fs * 0.9
        gfx.blit_text(surf, tr("sp:title", n=self.round), (r.centerx, y), int(fs * 1.35), gfx.GOLD, True, "midtop")
        y += fs * 2.4
        for s in range(n):
            cx = x0 + label_w + col_w * (s + 0.5)
            name = tr("sp:you") if s == self.viewer else self.names[s]
            gfx.blit_text(surf, gfx.fit_text(name, fs, col_w - 6, True), (cx, y), fs, gfx.TEXT, True, "midtop")
        y += fs * 1.6
        ic = int(fs * 1.5)
        for row, lines in zip(self.rows, texts):
            what = row["what"]
            surf.blit(gfx.icon(what, ic), (x0, y + (cell_h - ic) / 2))
            gfx.blit_text(surf, contest_word(what), (x0 + ic + fs * 0.4, y + cell_h / 2), fs, gfx.TEXT, True,
                          "midleft")
            for s, total in enumerate(row["totals"]):
                cell = FRect(x0 + label_w + col_w * s + 3, y, col_w - 6, cell_h)
                won = row["winner"] == s
                tied = row["why"] in ("tie", "justice", "claim") and s in row["tied"] and not won
                fill = (70, 56, 20) if won else (40, 40, 48) if tied else (28, 42, 38)
                gfx.panel(surf, cell, fill=fill, edge=gfx.GOLD if won else gfx.PANEL_EDGE, alpha=255, radius=6,
                          width=2 if won else 1)
                note = cell_note(row, s)
                ty = cell.centery - (fs * 0.55 if note else 0)
                gfx.blit_text(surf, str(total), (cell.centerx, ty), int(fs * 1.3), gfx.GLOW if won else gfx.TEXT,
                              won, "center")
                if won:
                    surf.blit(gfx.icon("sup", int(fs * 1.2)), (cell.right - fs * 1.4, cell.y + fs * 0.2))
                if note:
                    nfs = max(13, int(fs * 0.8))
                    gfx.blit_text(surf, gfx.fit_text(note, nfs, cell.w - 4), (cell.centerx, cell.bottom - 2), nfs,
                                  gfx.DIM, False, "midbottom")
            y += cell_h + fs * 0.35
            for line in lines:
                gfx.blit_text(surf, line, (x0, y), fs, gfx.TEXT)
                y += fs * 1.3
            y += fs * 0.35
        self.footer(surf, FRect(r))
