"""End of a draft: coins each player got, Wonders sent to the centre, who takes the first-player token and why."""

from __future__ import annotations

import pygame
from pygame import FRect

from game.rules import default_db
from game.ui.i18n import STRINGS, tr, tr_n
from game.ui.panels.infopanel import InfoPanel
from game.ui.scene import AppContext
from game.ui.text.logtext import card_name
from game.ui.widgets import gfx

STRINGS.update({
    "ds:title": ("End of the draft — round {n}", "Fin du draft — ronde {n}"),
    "ds:coins": ("Coins from transformed cards", "Pièces des cartes transformées"),
    "ds:got": ("+{n} coins", "+{n} pièces"),
    "ds:got1": ("+1 coin", "+1 pièce"),
    "ds:none": ("no card transformed", "aucune carte transformée"),
    "ds:lost": ("{earned} {gained}, {lost} {gone} to the {cap}-coin cap",
                "{earned} {gained}, {lost} {gone} (plafond {cap})"),
    "ds:gained": ("earned", "gagnées"), "ds:gained1": ("earned", "gagnée"),   # French agrees: 1 perdue, 2 perdues
    "ds:gone": ("lost", "perdues"), "ds:gone1": ("lost", "perdue"),
    "ds:wonders": ("Wonders moved to the centre", "Merveilles placées au centre"),
    "ds:no_wonder": ("No Wonder was played.", "Aucune Merveille jouée."),
    "ds:wonder_by": ("{card} (played by {name})", "{card} (par {name})"),
    "ds:first": ("First player", "Premier joueur"),
    "ds:first_hero": ("{name} takes the first-player token: lowest-numbered Hero played ({card} #{num}).",
                      "{name} prend le jeton premier joueur : Héros joué au plus petit numéro ({card}, n° {num})."),
    "ds:first_building": ("{name} takes the first-player token: no Hero was played, lowest-numbered Building "
                          "({card} #{num}).",
                          "{name} prend le jeton premier joueur : aucun Héros joué, Bâtiment joué au plus petit numéro "
                          "({card}, n° {num})."),
    "ds:first_kept": ("{name} keeps the first-player token: no Hero or Building was played.",
                      "{name} garde le jeton premier joueur : aucun Héros ni Bâtiment joué."),
    "ds:first_passed": ("{name} holds the first-player token: it passed to the right at the start of round 2.",
                        "{name} a le jeton premier joueur : il est passé à droite au début de la ronde 2."),
    "ds:first_other": ("{name} takes the first-player token.", "{name} prend le jeton premier joueur."),
    "ds:you": ("You", "Vous"),
    "ds:by_you": ("you", "vous"),
    "ds:first_hero_you": ("You take the first-player token: lowest-numbered Hero played ({card} #{num}).",
                          "Vous prenez le jeton premier joueur : Héros joué au plus petit numéro ({card}, n° {num})."),
    "ds:first_building_you": ("You take the first-player token: no Hero was played, lowest-numbered Building "
                              "({card} #{num}).",
                              "Vous prenez le jeton premier joueur : aucun Héros joué, Bâtiment au plus petit "
                              "numéro ({card}, n° {num})."),
    "ds:first_kept_you": ("You keep the first-player token: no Hero or Building was played.",
                          "Vous gardez le jeton premier joueur : aucun Héros ni Bâtiment joué."),
    "ds:first_passed_you": ("You hold the first-player token: it passed to the right at the start of round 2.",
                            "Vous avez le jeton premier joueur : il est passé à droite au début de la ronde 2."),
    "ds:first_other_you": ("You take the first-player token.", "Vous prenez le jeton premier joueur."),
})


def _name(names: list[str], seat: int, viewer: int | None) -> str:
    return tr("ds:you") if seat == viewer else names[seat]


def summary_lines(data: dict, names: list[str], viewer: int | None) -> dict:
    """The panel's words: {"title", "coins": [(name, got, note, capped)], "wonders": [str], "first": str}."""
    cap = default_db().game["caps"]["coins"]
    coins = []
    for r in data["rows"]:
        got = tr_n("ds:got", r["coins"])
        note = tr("ds:lost", earned=r["earned"], lost=r["lost"], cap=cap, gained=tr_n("ds:gained", r["earned"]),
                  gone=tr_n("ds:gone", r["lost"])) if r["lost"] else ""
        if not r["earned"]:
            got, note = "—", tr("ds:none")
        coins.append((_name(names, r["seat"], viewer), got, note, bool(r["lost"])))
    wonders = [tr("ds:wonder_by", card=card_name(k), name=(tr("ds:by_you") if s == viewer else names[s])
                  if s >= 0 else "?") for s, k in data["wonders"]]
    f = data["first"]
    name = names[f["seat"]]
    you = "_you" if f["seat"] == viewer else ""   # "You take…", with the verb agreeing, for the viewer
    if f["why"] in ("lowest_hero", "lowest_building"):
        num = default_db().card(f["card"]).number
        first = tr("ds:first_" + f["why"].split("_")[1] + you, name=name, card=card_name(f["card"]), num=num)
    else:
        first = tr("ds:first_" + f["why"] + you, name=name)
    return {"title": tr("ds:title", n=data["round"]), "coins": coins, "wonders": wonders, "first": first}


class DraftSummaryScene(InfoPanel):
    """A short summary after the last pick of a draft."""

    hold_s = 3.5

    def __init__(self, app: AppContext, data: dict, names: list[str], viewer: int | None, human: bool = True) -> None:
        super().__init__(app, human)
        self.data = data
        self.names = names
        self.viewer = viewer
        self.shot_tag = f"r{data['round']}_draft_summary"

    def draw(self, surf: pygame.Surface) -> None:
        self.shade(surf, 110)
        words = summary_lines(self.data, self.names, self.viewer)
        fs = self.fs
        line = fs * 1.45
        first_lines = gfx.wrap(words["first"], fs, int(fs * 40))
        n_w = max(1, len(words["wonders"]))
        h = fs * 4 + line * (len(words["coins"]) + n_w + len(first_lines) + 3.6) + fs * 1.5
        r = self.box(surf, fs * 44, h)
        x, y = r.x + fs * 1.2, r.y + fs * 0.9
        gfx.blit_text(surf, words["title"], (r.centerx, y), int(fs * 1.35), gfx.GOLD, True, "midtop")
        y += fs * 2.4
        ic = int(fs * 1.2)
        gfx.blit_text(surf, tr("ds:coins"), (x, y), fs, gfx.GLOW, True)
        y += line
        name_w = max(gfx.font(fs, True).size(c[0])[0] for c in words["coins"]) + fs
        for name, got, note, capped in words["coins"]:
            gfx.blit_text(surf, gfx.fit_text(name, fs, fs * 12, True), (x + fs, y), fs, gfx.TEXT, True)
            gx = x + fs + min(name_w, fs * 12)
            if got != "—":
                surf.blit(gfx.icon("coins", ic), (gx, y - (ic - fs) / 2 - 1))
            gfx.blit_text(surf, got, (gx + ic + fs * 0.4, y), fs, gfx.GOLD if got != "—" else gfx.DIM, True)
            if note:
                gfx.blit_text(surf, note, (gx + ic + fs * 7, y), fs, gfx.RED if capped else gfx.DIM)
            y += line
        y += fs * 0.5
        gfx.blit_text(surf, tr("ds:wonders"), (x, y), fs, gfx.GLOW, True)
        y += line
        if not words["wonders"]:
            gfx.blit_text(surf, tr("ds:no_wonder"), (x + fs, y), fs, gfx.DIM)
            y += line
        for wl in words["wonders"]:
            surf.blit(gfx.icon("won", ic), (x + fs, y - (ic - fs) / 2 - 1))
            gfx.blit_text(surf, wl, (x + fs + ic + fs * 0.4, y), fs, gfx.TEXT)
            y += line
        y += fs * 0.5
        gfx.blit_text(surf, tr("ds:first"), (x, y), fs, gfx.GLOW, True)
        y += line
        for fl in first_lines:
            gfx.blit_text(surf, fl, (x + fs, y), fs, gfx.TEXT)
            y += line
        self.footer(surf, FRect(r))
