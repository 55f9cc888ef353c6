"""The Rules reference screen (F1): the rules in short and every card; click a card to zoom."""

from __future__ import annotations

import pygame
from pygame import FRect

from game.rules import default_db
from game.ui.i18n import lang, tr
from game.ui.scene import AppContext, Scene
from game.ui.table.sprites import stat_tip
from game.ui.widgets import gfx
from game.ui.widgets.cardgrid import CardGrid

RULES = {
    "en": [
        "Immortal 8 — {pmin} to {pmax} players, {rounds} rounds. Each round: Living Draft → Kingdom → Supremacy. Then "
        "the VP phase.",
        "Living Draft: pick a card from your hand onto your next slot; the rest passes on (left in round 1, right in "
        "round 2). Then Play it (gain its Bonus; at most {plays1} plays in round 1, {plays2} in round 2) or Transform "
        "it for the slot's coins ({slots1}, then {slots2}). Round {double_round} pick {double_pick}: Bonus doubled.",
        "Kingdom: on your turn activate each of your cards once (it tilts), one Wonder, and other players' Buildings "
        "by paying {fee} coin per Building up to theirs, itself included (roaming; their owner gets 1 Culture).",
        "Caps: {coin_cap} coins, {civ_cap} civilization tokens (Military + Science + Chaos). Diamonds: {diamonds} in "
        "the whole game.",
        "Supremacy: most Military gets a Supremacy token, then most Science (and most Chaos with the Dark Ritual). "
        "Ties: nobody (but Justice).",
        "VP phase: each Immortal scores in number order: its own text, VP tokens, Wonder ranking ({ranking}), "
        "Supremacy ({sup} each), Culture ({culture} each), diamonds. Highest total wins; ties: Justice, else the "
        "higher-numbered Immortal.",
        "Controls: drag a card onto the glowing slot; click a glowing card to use it; hover or right-click anything "
        "for details; keys 1-9 pick a choice; Enter ends the turn; Ctrl+Z undoes; Space skips animations; F1 rules; "
        "Esc menu; F11 fullscreen.",
    ],
    "fr": [
        "Immortal 8 — {pmin} à {pmax} joueurs, {rounds} rondes. Chaque ronde : Living Draft → Royaume → Suprématie. "
        "Puis la phase de PV.",
        "Living Draft : posez une carte de votre main sur votre prochain emplacement ; le reste passe (à gauche en "
        "ronde 1, à droite en ronde 2). Puis jouez-la (gagnez son Bonus ; {plays1} cartes max en ronde 1, {plays2} en "
        "ronde 2) ou transformez-la en pièces ({slots1} puis {slots2}). Ronde {double_round}, {double_pick}e choix : "
        "Bonus doublé.",
        "Royaume : à votre tour, activez chacune de vos cartes une fois (elle s'incline), une Merveille, et des "
        "Bâtiments adverses en payant {fee} pièce par Bâtiment jusqu'au leur inclus (itinérance ; leur propriétaire "
        "gagne 1 Culture).",
        "Plafonds : {coin_cap} pièces, {civ_cap} jetons Civilisation (Militaire + Science + Chaos). Diamants : "
        "{diamonds} dans toute la partie.",
        "Suprématie : une Suprématie à qui a le plus de Militaire, puis de Science (et de Chaos avec le Rituel) ; "
        "égalité : personne, sauf Justice.",
        "Phase de PV : dans l'ordre, chaque Immortel marque son texte, jetons PV, classement des Merveilles "
        "({ranking}), Suprématies ({sup}), Culture ({culture}), diamants. Le plus haut total gagne ; égalité : "
        "Justice, sinon l'Immortel au plus grand numéro.",
        "Commandes : glissez une carte sur l'emplacement lumineux ; cliquez sur une carte lumineuse pour l'utiliser ; "
        "survol ou clic droit : détails ; touches 1-9 : choix ; Entrée : fin du tour ; Ctrl+Z : défaire ; Espace : "
        "passer les animations ; F1 : règles ; Échap : menu ; F11 : plein écran.",
    ],
}


def rule_numbers() -> dict[str, object]:
    """The numbers the rules summaries state, as cards.toml sets them: players, picks and plays a round, slot coins,
    the pick that doubles, the roaming fee, caps, diamonds, points."""
    db = default_db()
    g, sc = db.game, db.scoring
    slash = "/".join
    vals = dict(pmin=min(g["players"]), pmax=max(g["players"]), rounds=g["rounds"], plays1=g["max_plays"][0],
                plays2=g["max_plays"][1], slots1=slash(map(str, g["slot_coins"][0])),
                slots2=slash(map(str, g["slot_coins"][1])), double_round=g["bonus_double"]["round"],
                double_pick=g["bonus_double"]["pick"], fee=g["roaming_fee"], coin_cap=g["caps"]["coins"],
                civ_cap=g["caps"]["civ"], diamonds=g["diamonds"], ranking=slash(map(str, sc["wonder_ranking"])),
                sup=sc["sup"], culture=sc["culture"], picks1=g["hand_size"][0], picks2=g["hand_size"][1])
    return vals


def rules_text(lang: str) -> list[str]:
    """The rules summary in `lang`, its numbers from cards.toml (`rule_numbers`)."""
    vals = rule_numbers()
    return [para.format(**vals) for para in RULES[lang]]


class RulesScene(CardGrid, Scene):
    """Rules summary and every card; click a card to zoom."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.paragraphs: dict[str, list[str]] = {}   # by language: formatted once, not at every frame
        db = default_db()
        seen = set()
        self.cards = []
        for c in db.civ:
            if c.kind not in seen:
                seen.add(c.kind)
                self.cards.append(f"civ:{c.key}")
        self.cards += [f"immortal:{im.id}" for im in db.immortals]
        self.cards += list(dict.fromkeys(f"commerce:{c.kind}" for c in db.commerce))
        self.zoom: str | None = None
        self.scroll = 0
        self.rects: dict[str, pygame.Rect] = {}
        self.back_btn: gfx.Button | None = None
        self._bg = gfx.felt(app.size)

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        if self.back_btn and self.back_btn.handle(ev):
            return None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if self.zoom:
                self.zoom = None
            else:
                self.app.pop(self)
            return None
        self.grid_event(ev)   # the wheel scrolls only over the card grid, never past its last row
        return None

    def draw(self, surf: pygame.Surface) -> None:
        W, H = surf.get_size()
        if self._bg.get_size() != (W, H):
            self._bg = gfx.felt((W, H))
        surf.blit(self._bg, (0, 0))
        fs = max(14, int(H / 48))
        gfx.blit_text(surf, tr("rules"), (W / 2, fs * 1.5), int(fs * 2), gfx.GOLD, True, "center")
        y = fs * 3.2
        left_w = W * 0.42
        lg = lang()
        if lg not in self.paragraphs:
            self.paragraphs[lg] = rules_text(lg)
        for para in self.paragraphs[lg]:
            for line in gfx.wrap(para, fs, int(left_w - 30)):
                gfx.blit_text(surf, line, (20, y), fs, gfx.TEXT)
                y += fs * 1.3
            y += fs * 0.5
        gfx.blit_text(surf, tr("cb_icons") + (" :" if lang() == "fr" else ":"), (20, y + fs), fs, gfx.DIM)
        col_w = (left_w - 30) / 3
        lfs = max(11, int(fs * 0.85))
        for i, k in enumerate(("coins", "mil", "sci", "cha", "culture", "vp", "sup", "won", "diamond")):
            r, c = divmod(i, 3)
            x, yy = 20 + c * col_w, y + fs * 2.5 + r * fs * 2.3
            surf.blit(gfx.icon(k, int(fs * 1.6)), (x, yy))
            tip = stat_tip(k, lang())
            lines = gfx.wrap(tip, lfs, int(col_w - fs * 2.2), max_lines=2)   # long entries take two lines, then …
            for j, line in enumerate(lines):
                ly = yy + fs * 0.8 + (j - (len(lines) - 1) / 2) * lfs * 1.15
                gfx.blit_text(surf, line, (x + fs * 1.9, ly), lfs, gfx.TEXT, anchor="midleft")
        # card grid on the right
        gfx.blit_text(surf, tr("card_list"), (left_w + 10, fs * 3.2), fs, gfx.DIM)
        top = fs * 4.8
        area = pygame.Rect(int(left_w + 10), int(top), int(W - left_w - 30), int(H - top - 10))
        self.draw_grid(surf, self.cards, area, 8)
        bw = fs * 8
        self.back_btn = gfx.Button(tr("back") + " (Esc)", FRect(20, H - fs * 3, bw, fs * 2.2),
                                   lambda: self.app.pop(self), size=fs)
        self.back_btn.draw(surf)
        self.draw_zoom(surf, fs)
