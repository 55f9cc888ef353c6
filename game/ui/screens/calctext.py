"""The calculator's words: the rules' refusals with player names (in French when the game is), and each Immortal's
points explained in one line."""

from __future__ import annotations

import re

from game.cardtext import sections
from game.rules import default_db
from game.ui.i18n import STRINGS, semicolon, tr

STRINGS.update({
    "calc:explain": ("{imm} ({name}): {text} → {vp} VP", "{imm} ({name}) : {text} → {vp} PV"),
    "calc:counted_in": ("{cat} {vp} VP at this rate", "{cat} {vp} PV à ce taux"),
})

REVALUED = {"sup": "supremacy", "culture": "culture", "wonder_ranking": "wonders", "diamond_each": "diamonds"}
CAT_KEYS = {"immortal": "cat:immortal", "vp_tokens": "cat:vp", "wonders": "cat:wonder", "supremacy": "cat:sup",
            "culture": "cat:culture", "diamonds": "cat:diamond"}


_FR = [   # the rules' refusals (English) in French, most common first
    (r"(.+), cards: card #(\w+) is already controlled by (.+)", "{0} : la carte n°{1} est déjà à {2}"),
    (r"(.+), cards: card #(\w+) is already in the discard", "{0} : la carte n°{1} est déjà dans la défausse"),
    (r"(.+), cards: card #(\w+) carries the 4\+ symbol and is not used with 3 players",
     "{0} : la carte n°{1} porte le symbole 4+ et ne sert pas à 3 joueurs"),
    (r"(.+): '(\w+)' must be a whole number (\d+)\.\.(\d+), got (-?\d+)",
     "{0} : « {1} » doit être un nombre entier de {2} à {3}, pas {4}"),
    (r"(.+): Immortal (\w+) is already held by (.+)", "{0} : l'Immortel {1} est déjà à {2}"),
    (r"(.+): (\d+) civilization tokens \(military \+ science \+ chaos\), the most is (\d+)",
     "{0} : {1} jetons de civilisation (militaire + science + chaos), {2} au plus"),
    (r"(\d+) diamonds held, the game has (\d+)", "{0} diamants en jeu, la partie n'en a que {1}"),
    (r"discard_count (\d+) is more than the cards left \((\d+)\)",
     "défausse de {0} cartes : il n'en reste que {1}"),
    (r"no fewer than 0", "pas moins de 0"),
]


def reason_text(why: str, names: list[str], lg: str) -> str:
    """The rules' refusal with player numbers as names, in French when the game is in French."""
    why = re.sub(r"player (\d+)", lambda m: names[int(m.group(1)) - 1] if int(m.group(1)) <= len(names)
                 else m.group(0), why)
    if lg == "fr":
        for pat, fr in _FR:
            m = re.fullmatch(pat, why)
            if m:
                return fr.format(*m.groups())
    return why


def explain(row: dict, result_row: dict, lg: str) -> str:
    """One line: what this Immortal scores and how many VP it gave."""
    im = default_db().immortal_by_id[result_row["immortal"]]
    text = semicolon().join(t for k, t in sections(im, lg) if k in ("Scoring", "Décompte", "Score")) or \
        sections(im, lg)[-1][1]
    line = tr("calc:explain", imm=im.name[lg], name=row.get("name", ""), text=text,
              vp=result_row["breakdown"]["immortal"])
    revalued = [REVALUED[k] for step in im.scoring if step.verb == "revalue" for k in step.params if k in REVALUED]
    for cat in dict.fromkeys(revalued):   # Justice's Supremacy, Galmi's ranking, Phoenix's Culture, Xi'an's diamonds
        line += semicolon() + tr("calc:counted_in", cat=tr(CAT_KEYS[cat]), vp=result_row["breakdown"][cat])
    return line.replace("→", "->")   # as drawn (gfx.text), so that wrapping measures the real width
