"""The calculator's words: the rules' refusals with player names (in French when the game is), and each Immortal's
points explained in one line."""

from __future__ import annotations

import re

from game.cardtext import sections
from game.rules import default_db
from game.ui.i18n import STRINGS, semicolon, tr
from game.ui.table.publicpoints import revalued
from game.ui.widgets.chart import CAT_KEYS

STRINGS.update({
    "calc:explain": ("{imm} ({name}): {text} → {vp} VP", "{imm} ({name}) : {text} → {vp} PV"),
})



_FR = [   # the rules' refusals (English) in French, most common first
    (r"(.+), cards: card #(\w+) is already controlled by (.+)", "{0} : la carte n° {1} est déjà à {2}"),
    (r"(.+), cards: card #(\w+) is already in the discard", "{0} : la carte n° {1} est déjà dans la défausse"),
    (r"(.+), cards: card #(\w+) carries the 4\+ symbol and is not used with 3 players",
     "{0} : la carte n° {1} porte le symbole 4+ et ne sert pas à 3 joueurs"),
    (r"(.+): '(\w+)' must be a whole number (\d+)\.\.(\d+), got (-?\d+)",
     "{0} : « {1} » doit être un nombre entier de {2} à {3}, pas {4}"),
    (r"(.+): Immortal (.+?) is already held by (.+)", "{0} : l'Immortel {1} est déjà à {2}"),
    (r"(.+): (\d+) civilization tokens \(military \+ science \+ chaos\), the most is (\d+)",
     "{0} : {1} jetons Civilisation (Militaire + Science + Chaos), {2} au plus"),
    (r"(\d+) diamonds held, the game has (\d+)", "{0} diamants en jeu, la partie n'en a que {1}"),
    (r"(.+): (\d+) diamonds held, the game has (\d+)", "{0} : {1} diamants en jeu, la partie n'en a que {2}"),
    (r"discard_count (\d+) is more than the cards left \((\d+)\)",
     "défausse de {0} cartes : il n'en reste que {1}"),
    (r"(.+): discard_count (\d+) is more than the cards left \((\d+)\)",
     "{0} : défausse de {1} cartes : il n'en reste que {2}"),
    (r"no fewer than 0", "pas moins de 0"),
    # a position file that cannot be opened (game/calcpos.py, game/rules/position.py)
    (r"(.+): cannot read: (.+)", "{0} : illisible : {1}"),
    (r"cannot read: (.+)", "illisible : {0}"),
    (r"(.+): larger than (\d+) KB, not a position file", "{0} : plus de {1} Ko, pas un fichier de table"),
    (r"larger than (\d+) KB, not a position file", "plus de {0} Ko, pas un fichier de table"),
    (r"(.+): not usable TOML: nested too deeply", "{0} : TOML inutilisable : trop d'imbrications"),
    (r"(.+): unknown Immortal (.+) \(use an English name or a number 1-8\)",
     "{0} : Immortel inconnu {1} (un nom anglais ou un numéro de 1 à 8)"),
    (r"(.+): needs 3 to 6 \[\[player\]\] tables", "{0} : il faut de 3 à 6 tables [[player]]"),
    (r"(.+): unknown key '(.+)'", "{0} : clé inconnue « {1} »"),
    (r"(.+): must be a table", "{0} : doit être une table"),
    (r"(.+): missing 'immortal'", "{0} : « immortal » manque"),
    (r"(.+): 'name' must be a string", "{0} : « name » doit être un texte"),
    (r"(.+): no card number (.+) \(Heroes are 1-12, Buildings 25-48\)",
     "{0} : pas de carte numéro {1} (Héros de 1 à 12, Bâtiments de 25 à 48)"),
    (r"(.+): 'cards' must be a list of card numbers", "{0} : « cards » doit être une liste de numéros de cartes"),
    # rarer refusals: a file written by hand (the calculator's own edits never make them)
    (r"(.+): (.+) is not a card number or Wonder name", "{0} : {1} n'est ni un numéro de carte ni un nom de Merveille"),
    (r"(.+): (.+) is not a card number", "{0} : {1} n'est pas un numéro de carte"),
    (r"(.+): 'culture' must be a table like \{ 25 = 2 \}", "{0} : « culture » doit être une table comme {{ 25 = 2 }}"),
    (r"(.+): culture on card (\w+), which this player does not control",
     "{0} : de la Culture sur la carte {1}, que ce joueur ne contrôle pas"),
    (r"(.+): culture on card (\w+) must be a whole number (\d+)\.\.(\d+), got (.+)",
     "{0} : la Culture sur la carte {1} doit être un nombre entier de {2} à {3}, pas {4}"),
    (r"(.+): '(\w+)' is only for (\w+)", "{0} : « {1} » ne vaut que pour {2}"),
    (r"(.+): 'justice_revealed' must be true or false", "{0} : « justice_revealed » doit valoir true ou false"),
    (r"(.+): Tomorrow cannot peek at himself", "{0} : Tomorrow ne peut pas se regarder lui-même"),
    (r"(.+): 'tomorrow_guesses' needs (\d+) names, one per other player",
     "{0} : « tomorrow_guesses » demande {1} noms, un par autre joueur"),
    (r"(.+): 'narashima_destroys' must be a list of card numbers",
     "{0} : « narashima_destroys » doit être une liste de numéros de cartes"),
    (r"(.+): narashima_destroys names card (\w+), which this player does not control",
     "{0} : « narashima_destroys » nomme la carte {1}, que ce joueur ne contrôle pas"),
    (r"(.+): give 'discard' or 'discard_count', not both", "{0} : « discard » ou « discard_count », pas les deux"),
    (r"(.+): 'discard' must be a list", "{0} : « discard » doit être une liste"),
    (r"(.+): not valid TOML: 'utf-8' codec can't decode byte (\w+) in position (\d+): .+",
     "{0} : pas du TOML valide : le texte n'est pas en UTF-8 (octet {1} à la position {2})"),
]

_TOML_FR = [   # tomllib's messages, the common ones; any other is left as the parser wrote it
    ("Invalid value", "une valeur n'est pas valide"),
    ("Invalid statement", "une ligne n'est pas valide"),
    ("Unterminated string", "un texte n'est pas fermé"),
    ("Unclosed inline table", "une table en ligne n'est pas fermée"),
    ("Unclosed array", "une liste n'est pas fermée"),
    ("Cannot overwrite a value", "une valeur est donnée deux fois"),
    ("Expected '=' after a key in a key/value pair", "un « = » manque après une clé"),
    ("Expected newline or end of document after a statement", "un retour à la ligne manque après une valeur"),
    ("Expected ']' at the end of a table declaration", "un « ] » manque à la fin d'un nom de table"),
]


def _toml_fr(detail: str) -> str:
    """A TOML parser's message in French: its common heads, and where ("(at line 2, column 3)")."""
    for en, fr in _TOML_FR:
        if detail.startswith(en):
            detail = fr + detail[len(en):]
            break
    detail = re.sub(r"\(at line (\d+), column (\d+)\)", r"(ligne \1, colonne \2)", detail)
    return detail.replace("(at end of document)", "(à la fin du document)")


def reason_text(why: str, names: list[str], lg: str) -> str:
    """The rules' refusal with player numbers as names, in French when the game is in French."""
    why = re.sub(r"player (\d+)", lambda m: names[int(m.group(1)) - 1] if int(m.group(1)) <= len(names)
                 else m.group(0), why)
    if lg == "fr":
        why = re.sub(r"\bplayer (\d+)", r"joueur \1", why)   # a player the file names by number only
        m = re.fullmatch(r"(?:(.+): )?not (valid|usable) TOML: (.+)", why)
        if m and m.group(3) != "nested too deeply" and not m.group(3).startswith("'utf-8' codec"):
            head = f"{m.group(1)} : " if m.group(1) else ""
            return f"{head}pas du TOML {'valide' if m.group(2) == 'valid' else 'utilisable'} : {_toml_fr(m.group(3))}"
        for pat, fr in _FR:
            m = re.fullmatch(pat, why)
            if m:   # a place inside the file ("t.toml: player[1]") is set off the French way too
                said = fr.format(*(g.replace(": ", " : ") for g in m.groups()))
                return re.sub(r"\bà joueur (\d)", r"au joueur \1", said)   # "déjà au joueur 1", not "à joueur 1"
    return why


def explain(row: dict, result_row: dict, lg: str) -> str:
    """One line: what this Immortal scores and how many VP it gave."""
    im = default_db().immortal_by_id[result_row["immortal"]]
    text = semicolon().join(t for k, t in sections(im, lg) if k in ("Scoring", "Décompte", "Score")) or \
        sections(im, lg)[-1][1]
    line = tr("calc:explain", imm=im.name[lg], name=row.get("name", ""), text=text,
              vp=result_row["breakdown"]["immortal"])
    for cat in revalued(im.id):   # Justice's Supremacy, Galmi's ranking, Phoenix's Culture, Xi'an's diamonds
        line += semicolon() + tr("pp:counted_in", cat=tr(CAT_KEYS[cat]), vp=result_row["breakdown"][cat])
    return line.replace("→", "->")   # as drawn (gfx.text), so that wrapping measures the real width
