"""Card text generated from effect steps, in English and French.

`describe(steps, lang)` turns a step list (cards.toml vocabulary) into one sentence.
With `icons=True`, resources are written as `[mil]`, `[coins]`, ... markers that the card-face
renderer replaces by drawn icons; without, they are plain words.
"""

from __future__ import annotations

from typing import Any

RES_ORDER = ("coins", "mil", "sci", "cha", "vp", "sup", "won", "diamond", "culture")

_WORDS = {
    "en": {"coins": ("coin", "coins"), "mil": ("Military", "Military"), "sci": ("Science", "Science"),
           "cha": ("Chaos", "Chaos"), "vp": ("VP", "VP"), "sup": ("Supremacy", "Supremacy"),
           "won": ("Wonder token", "Wonder tokens"),
           "diamond": ("diamond", "diamonds"), "culture": ("Culture", "Culture"),
           "civ": ("civilization token", "civilization tokens")},
    "fr": {"coins": ("pièce", "pièces"), "mil": ("Militaire", "Militaire"), "sci": ("Science", "Science"),
           "cha": ("Chaos", "Chaos"), "vp": ("PV", "PV"), "sup": ("Suprématie", "Suprématies"),
           "won": ("jeton Merveille", "jetons Merveille"),
           "diamond": ("diamant", "diamants"), "culture": ("Culture", "Culture"),
           "civ": ("jeton Civilisation", "jetons Civilisation")},
}

SLOT_LABELS = {
    "en": {"bonus": "Bonus", "action": "Action", "power": "Power", "passive": "Passive", "world": "World",
           "on_destroy": "If destroyed", "vp_phase": "VP phase", "scoring": "Scoring", "effect": "Effect"},
    "fr": {"bonus": "Bonus", "action": "Action", "power": "Pouvoir", "passive": "Passif", "world": "Monde",
           "on_destroy": "Si détruite", "vp_phase": "Phase de PV", "scoring": "Décompte", "effect": "Effet"},
}

SYMBOL_NAMES = {
    "en": {"military": "Military", "science": "Science", "chaos": "Chaos", "galmi": "Galmi",
           "legendary": "Legendary"},
    "fr": {"military": "Militaire", "science": "Science", "chaos": "Chaos", "galmi": "Galmi",
           "legendary": "Légendaire"},
}

# the phrases of the card texts by language (the selector and counter words are in _SEL and _COUNTER)
_T: dict[str, dict[str, str]] = {
    "en": {
        "gain": "gain", "pay": "pay", "or": "or", "then": "then", "per": "per", "and": "and",
        "discard_civ": "discard {n} of your civilization tokens",
        "distinct": "of different kinds",
        "until": "gain {res} until you own {n}",
        "less": "minus 1 per {what}",
        "give_own": "give {n} {res} of yours to another player",
        "give_one": "another player gains {n} {res}",
        "give_many": "up to {p} other players each gain {n} {res}",
        "culture_one": "put {n} Culture on a Building you control",
        "culture_each": "put {n} Culture on each Building you control",
        "culture_all": "put {n} Culture on any Building in play",
        "plunder": "reveal the top Commerce card (you may take its reward)",
        "market": "reveal the top {n} Commerce cards and resolve one (if possible)",
        "copy": "copy the Action of {what}",
        "copy_opt": "you may copy the Action of {what}",
        "destroy_self": "destroy this card",
        "destroy": "destroy {what}",
        "culture_to_source": " (its Culture moves here)",
        "reveal": "reveal the top {n} Civilization cards",
        "reveal1": "reveal the top Civilization card",
        "shuffle_self": "shuffle this card into the deck",
        "shuffle": "reshuffle the Civilization deck",
        "fetch": "put {card} from the deck into play",
        "portal": "look at the top {n} cards, play {k} of them and shuffle the others back into the deck",
        "swap": "swap with a Hero from the deck or discard (gain its Bonus)",
        "sup_bonus": "in the Supremacy phase count +{m} Military and +{s} Science",
        "sup_contest": "in each Supremacy phase, the player with the most {res} also gains 1 Supremacy",
        "wonder_limit": "every player may activate up to {n} different Wonders each turn",
        "score": "{n} VP per {what}",
        "score_plus": " (+{n} for this card)",
        "score_max": " (max {n})",
        "tiers": "{res} you own: {tiers}",
        "rev_sup": "your Supremacy tokens are worth {n} VP each",
        "rev_culture": "your Culture tokens are worth {n} VP each",
        "rev_ranking": "Wonder ranking gives you {v} VP",
        "rev_diamond": "your diamonds are always worth {n} VP",
        "on_sup_gained": "each time you gain Supremacy: ",
        "on_turn_end": "at the end of each Kingdom turn, ",
        "if": "if {cond}: ",
        "most": "you own the most {res}",
        "only_card": "it is the only card you control",
        "with_symbol": "{sym} ",
        "sets": "Military+Science+Chaos set", "card": "card", "hero": "Hero", "building": "Building",
        "control_ge": "you control at least {k} {what}",
        "own_ge": "you own at least {k} {what}",
    },
    "fr": {
        "gain": "gagnez", "pay": "payez", "or": "ou", "then": "puis", "per": "par", "and": "et",
        "discard_civ": "défaussez {n} de vos jetons Civilisation",
        "distinct": "de types différents",
        "until": "gagnez des jetons {res} jusqu'à en avoir {n}",
        "less": "moins 1 par {what}",
        "give_own": "donnez {n} {res} que vous possédez à un autre joueur",
        "give_one": "un autre joueur gagne {n} {res}",
        "give_many": "jusqu'à {p} autres joueurs gagnent chacun {n} {res}",
        "culture_one": "placez {n} Culture sur un Bâtiment que vous contrôlez",
        "culture_each": "placez {n} Culture sur chaque Bâtiment que vous contrôlez",
        "culture_all": "placez {n} Culture sur n'importe quel Bâtiment en jeu",
        "plunder": "révélez la carte Commerce du dessus (vous pouvez prendre sa récompense)",
        "market": "révélez les {n} cartes Commerce du dessus et résolvez-en une (si possible)",
        "copy": "copiez l'Action {what}",
        "copy_opt": "vous pouvez copier l'Action {what}",
        "destroy_self": "détruisez cette carte",
        "destroy": "détruisez {what}",
        "culture_to_source": " (sa Culture vient ici)",
        "reveal": "révélez les {n} cartes Civilisation du dessus",
        "reveal1": "révélez la carte Civilisation du dessus",
        "shuffle_self": "mélangez cette carte dans la pioche",
        "shuffle": "remélangez la pioche",
        "fetch": "mettez en jeu la carte {card} depuis la pioche",
        "portal": "regardez les {n} cartes du dessus, jouez-en {k} et remélangez les autres dans la pioche",
        "swap": "échangez-la contre un Héros de la pioche ou de la défausse (gagnez son Bonus)",
        "sup_bonus": "en phase de Suprématie, comptez +{m} Militaire et +{s} Science",
        "sup_contest": "à chaque phase de Suprématie, le joueur qui a le plus de {res} gagne aussi 1 Suprématie",
        "wonder_limit": "chaque joueur peut activer jusqu'à {n} Merveilles différentes par tour",
        "score": "{n} PV par {what}",
        "score_plus": " (+{n} pour cette carte)",
        "score_max": " (max {n})",
        "tiers": "jetons {res} possédés : {tiers}",   # the rulebook: "jetons Science qu'elle possède"
        "rev_sup": "chaque Suprématie vous rapporte {n} PV",
        "rev_culture": "chaque jeton Culture vous rapporte {n} PV",
        "rev_ranking": "le classement des Merveilles vous rapporte {v} PV",
        "rev_diamond": "vos diamants valent toujours {n} PV",
        "on_sup_gained": "chaque fois que vous gagnez une Suprématie : ",
        "on_turn_end": "à la fin de chaque tour de Royaume, ",
        "if": "si {cond} : ",
        "most": "vous avez le plus de {res}",
        "only_card": "c'est la seule carte que vous contrôlez",
        "with_symbol": "{sym} ",
        "sets": "série Militaire+Science+Chaos", "card": "carte", "hero": "Héros", "building": "Bâtiment",
        "control_ge": "vous contrôlez au moins {k} {what}",
        "own_ge": "vous avez au moins {k} {what}",
    },
}

_SEL: dict[str, dict[str, str]] = {
    "en": {
        "self": "this card", "own.hero": "a Hero you control", "own.building": "a Building you control",
        "own.card": "a card you control", "others.hero": "another player's Hero",
        "others.building": "another player's Building",
        "neighbours.building": "a neighbour's Building", "all.building": "any Building in play",
        "all.card": "any card in play", "all.wonder": "any Wonder", "discard": "a card in the discard",
        "revealed": "the revealed card",
    },
    "fr": {
        "self": "de cette carte", "own.hero": "d'un Héros que vous contrôlez",
        "own.building": "d'un Bâtiment que vous contrôlez", "own.card": "d'une carte que vous contrôlez",
        "others.hero": "d'un Héros d'un autre joueur", "others.building": "d'un Bâtiment d'un autre joueur",
        "neighbours.building": "d'un Bâtiment d'un voisin", "all.building": "de n'importe quel Bâtiment",
        "all.card": "de n'importe quelle carte en jeu", "all.wonder": "de n'importe quelle Merveille",
        "discard": "d'une carte de la défausse", "revealed": "de la carte révélée",
    },
}
"""What a `copy` may copy the Action of, by its selector."""

_COUNTER: dict[str, dict[str, str]] = {
    "en": {
        "own": "{what} you own", "all": "{what} in play", "control": "{what} you control",
        "inplay": "{what} card in play", "discard": "card in the Civilization discard",
        "game": "card destroyed this game",
    },
    "fr": {
        "own": "{what} possédé", "all": "{what} en jeu", "control": "{what} contrôlé",
        "inplay": "carte {what} en jeu", "discard": "carte de la défausse Civilisation",
        "game": "carte détruite",
    },
}
"""What a `per` or a condition counts, by its scope (`{what}`: the counted thing)."""

_DESTROY_SEL = {
    "en": {"self": "this card", "own.building": "a Building you control", "own.hero": "a Hero you control",
           "own.card": "a card you control"},
    "fr": {"self": "cette carte", "own.building": "un Bâtiment que vous contrôlez",
           "own.hero": "un Héros que vous contrôlez", "own.card": "une carte que vous contrôlez"},
}


_FR_FEMININE = {"pièce", "carte", "Culture", "série"}


def res_word(res: str, n: int, lang: str = "en", icons: bool = False) -> str:
    """`2 coins` / `2[coins]`: an amount of one resource."""
    if icons:
        return f"{n}[{res}]"
    one, many = _WORDS[lang][res]
    return f"{n} {one if n == 1 else many}"


def _res_name(res: str, lang: str, icons: bool) -> str:
    return f"[{res}]" if icons else _WORDS[lang][res][1]


def _kind_name(kind: str, lang: str) -> str:
    from game.rules.cards import default_db
    for c in default_db().civ:
        if c.kind == kind:
            return c.name[lang]
    return kind


def _counter(c: Any, lang: str, icons: bool) -> str:
    t = _T[lang]
    scope, what = c.scope, c.what
    if what in _WORDS[lang] and what != "civ":
        word = f"[{what}]" if icons else _WORDS[lang][what][0]
        if lang == "fr" and not icons and what in ("mil", "sci", "cha"):
            word = "jeton " + word   # "3 PV par jeton Militaire possédé" ("un Militaire" is a soldier)
    elif what == "civ":
        word = _WORDS[lang]["civ"][0]
    elif what == "sets":
        word = t["sets"]
    elif what in SYMBOL_NAMES[lang] and scope == "control":
        word = f"{SYMBOL_NAMES[lang][what]} {t['card']}" if lang == "en" else f"{t['card']} {SYMBOL_NAMES[lang][what]}"
    elif what in SYMBOL_NAMES[lang]:
        word = SYMBOL_NAMES[lang][what]
    elif what in ("card", "hero", "building"):
        word = t[what]
    elif "." in what:
        fam, sym = what.split(".")
        word = f"{SYMBOL_NAMES[lang][sym]} {t[fam]}" if lang == "en" else f"{t[fam]} {SYMBOL_NAMES[lang][sym]}"
    else:
        word = _kind_name(what, lang)
    text = _COUNTER[lang][scope].format(what=word)
    if lang == "fr" and scope in ("own", "control") and word.split(" ")[0] in _FR_FEMININE:
        text += "e"   # "pièce possédée", "carte Militaire contrôlée"
    return text


def _cond(p: Any, lang: str, icons: bool) -> str:
    t = _T[lang]
    if p.op == "most":
        return t["most"].format(res=_res_name(p.counter.what, lang, icons))
    if p.op == "==" and p.k == 1 and p.counter.what == "card":
        return t["only_card"]
    what = p.counter.what
    if p.counter.scope == "control":
        if what in ("card", "hero", "building"):
            word = t[what]
        elif "." in what:
            fam, sym = what.split(".")
            word = f"{SYMBOL_NAMES[lang][sym]} {t[fam]}" if lang == "en" else f"{t[fam]} {SYMBOL_NAMES[lang][sym]}"
        elif what in SYMBOL_NAMES[lang]:
            word = SYMBOL_NAMES[lang][what]
        else:
            word = _kind_name(what, lang)
        return t["control_ge"].format(k=p.k, what=word)
    word = t["sets"] if what == "sets" else _res_name(what, lang, icons) if what in _WORDS[lang] else what
    return t["own_ge"].format(k=p.k, what=word)


def _amounts(step: Any, lang: str, icons: bool) -> str:
    parts = [res_word(r, step.params[r], lang, icons) for r in RES_ORDER if r in step.params]
    return f" {_T[lang]['and']} ".join(parts) if not icons else " ".join(parts)


def describe_step(step: Any, lang: str = "en", icons: bool = False) -> str:
    """One step in words (lower-case start)."""
    t = _T[lang]
    p = step.params
    v = step.verb
    if v == "gain":
        if "civ" in p:
            text = f"{t['gain']} {p['civ']} {_WORDS[lang]['civ'][1]}" + (f" {t['distinct']}" if p.get("distinct")
                                                                         else "")
        elif p.get("until"):
            res = next(r for r in RES_ORDER if r in p)
            text = t["until"].format(res=_res_name(res, lang, icons), n=p[res])
        else:
            text = f"{t['gain']} {_amounts(step, lang, icons)}"
        if "per" in p:
            text += f" {t['per']} {_counter(p['per'], lang, icons)}"
    elif v == "pay":
        if "civ" in p:
            text = t["discard_civ"].format(n=p["civ"])
        else:
            text = f"{t['pay']} {_amounts(step, lang, icons)}"
        if "less" in p:
            text += " " + t["less"].format(what=_counter(p["less"], lang, icons))
    elif v == "give":
        res = next(r for r in ("cha", "mil", "sci") if r in p)
        n = p[res]
        name = _res_name(res, lang, icons)
        if p.get("from") == "own":
            text = t["give_own"].format(n=n, res=name)
        elif p.get("players", 1) > 1:
            text = t["give_many"].format(p=p["players"], n=n, res=name)
        else:
            text = t["give_one"].format(n=n, res=name)
    elif v == "choose":
        text = f" {t['or']} ".join(_lower(describe(list(branch), lang, icons)) for branch in p["one_of"])
    elif v == "culture":
        onto = p.get("onto", "own.building")
        key = "culture_all" if onto == "all.building" else "culture_each" if p.get("each") else "culture_one"
        text = t[key].format(n=p["n"])
        if icons:
            text = text.replace(" Culture", "[culture]", 1)
    elif v == "commerce":
        text = t["plunder"] if p.get("reveal", 1) == 1 else t["market"].format(n=p["reveal"])
    elif v == "copy":
        sel = _SEL[lang]
        what = f" {t['or']} ".join(sel[s] for s in p["from"])
        if "symbol" in p:
            sym = SYMBOL_NAMES[lang][p["symbol"]]
            what = (f"a {sym} card ({what})" if lang == "en" else f"d'une carte {sym} ({what})")
        text = (t["copy_opt"] if p.get("optional") else t["copy"]).format(what=what)
    elif v == "destroy":
        target = p["target"]
        text = t["destroy_self"] if target == "self" else t["destroy"].format(what=_DESTROY_SEL[lang][target])
        if p.get("culture") == "to_source":
            text += t["culture_to_source"]
    elif v == "reveal":
        text = t["reveal1"] if p["n"] == 1 else t["reveal"].format(n=p["n"])
    elif v == "shuffle":
        text = t["shuffle_self"] if p.get("card") == "self" else t["shuffle"]
    elif v == "put_in_play":
        if "card" in p:
            text = t["fetch"].format(card=_kind_name(p["card"], lang))
        else:
            text = t["portal"].format(n=p.get("look", 1), k=p.get("pick", 1))
    elif v == "swap":
        text = t["swap"]
    elif v == "supremacy_bonus":
        text = t["sup_bonus"].format(m=p.get("mil", 0), s=p.get("sci", 0))
    elif v == "supremacy_contest":
        text = t["sup_contest"].format(res=_res_name(p["what"], lang, icons))
    elif v == "wonder_limit":
        text = t["wonder_limit"].format(n=p["n"])
    elif v == "score":
        if "tiers" in p:
            tiers = ", ".join(f"{lo}+ → {vp}" for lo, vp in p["tiers"])
            text = t["tiers"].format(res=_res_name(p["per"].what, lang, icons), tiers=tiers + " " +
                                     _WORDS[lang]["vp"][1])
        else:
            text = t["score"].format(n=p.get("n", 1), what=_counter(p["per"], lang, icons))
            if "plus" in p:
                text += t["score_plus"].format(n=p["plus"])
            if "max" in p:
                text += t["score_max"].format(n=p["max"])
    elif v == "revalue":
        bits = []
        if "sup" in p:
            bits.append(t["rev_sup"].format(n=p["sup"]))
        if "culture" in p:
            bits.append(t["rev_culture"].format(n=p["culture"]))
        if "wonder_ranking" in p:
            bits.append(t["rev_ranking"].format(v="/".join(str(x) for x in p["wonder_ranking"])))
        if "diamond_each" in p:
            bits.append(t["rev_diamond"].format(n=p["diamond_each"][0]))
        text = _semicolon(lang).join(bits)
    else:  # pragma: no cover - the loader keeps the vocabulary closed
        text = v
    if step.cond is not None:
        text = t["if"].format(cond=_cond(step.cond, lang, icons)) + text
    if step.on == "sup_gained":
        text = t["on_sup_gained"] + text
    elif step.on == "turn_end":
        text = t["on_turn_end"] + text
    return text


def _semicolon(lang: str) -> str:
    return " ; " if lang == "fr" else "; "   # French puts a space before it


def describe(steps: list | tuple, lang: str = "en", icons: bool = False) -> str:
    """A whole step list: payments joined to gains with an arrow, other steps with 'then'."""
    t = _T[lang]
    out = ""
    for i, step in enumerate(steps):
        text = describe_step(step, lang, icons)
        if i == 0:
            out = text
        elif step.verb in ("score", "revalue"):
            out += _semicolon(lang) + text
        elif steps[i - 1].verb == "pay":
            out += " → " + text
        elif step.cond is not None and steps[i - 1].cond is not None:
            out += _semicolon(lang) + text
        else:
            out += f", {t['then']} " + text
    return out[:1].upper() + out[1:] if out else out


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:] if text[1:2].islower() or text[1:2] == " " else text


# The three Immortal powers the engine implements by name (cards.toml `rule`), as printed on the card.
_IMMORTAL_POWERS = {
    "en": {
        "justice": "reveal at any time to gain {sup}; once revealed you win every tie "
                   "(reveal at a Supremacy tie to win it)",
        "tomorrow": "when revealed, you may look at 1 other Immortal, then guess every other player's Immortal: "
                    "all correct → +{named}, or +{blind} without looking",
        "narashima": "when revealed, move all your {culture} onto Narashima, then destroy any number of your cards "
                     "(no \"If destroyed\" effects)",
    },
    "fr": {
        "justice": "révélez-vous à tout moment pour gagner {sup} ; révélée, vous remportez les égalités "
                   "(révélez-vous lors d'une égalité de Suprématie pour l'emporter)",
        "tomorrow": "une fois dévoilé, vous pouvez regarder 1 autre Immortel, puis deviner l'Immortel de chaque "
                    "autre joueur : tous justes → +{named}, ou +{blind} sans avoir regardé",
        "narashima": "une fois dévoilé, déplacez toute votre {culture} sur Narashima, puis vous pouvez détruire "
                     "autant de vos cartes que vous voulez, sans déclencher leurs effets",
    },
}


def immortal_power(rule: str, lang: str = "en", icons: bool = False) -> str:
    """The special rule of an Immortal (`justice`, `tomorrow`, `narashima`) in words, lower-case start."""
    from game.rules.cards import default_db
    sc = default_db().scoring
    return _IMMORTAL_POWERS[lang][rule].format(
        sup=res_word("sup", 1, lang, icons), culture=_res_name("culture", lang, icons),
        named=res_word("vp", sc["tomorrow_named"], lang, icons),
        blind=res_word("vp", sc["tomorrow_blind"], lang, icons))


def sections(card: Any, lang: str = "en", icons: bool = False) -> list[tuple[str, str]]:
    """(label, text) for every non-empty slot of a Civilization, Commerce or Immortal card (an Immortal's power too)."""
    labels = SLOT_LABELS[lang]
    out = []
    for slot in ("bonus", "action", "power", "passive", "world", "on_destroy", "vp_phase", "scoring", "effect"):
        steps = getattr(card, slot, ())
        if steps:
            out.append((labels[slot], describe(steps, lang, icons)))
        rule = getattr(card, "rule", None)
        if slot == "power" and rule:
            text = immortal_power(rule, lang, icons)
            out.append((labels[slot], text[:1].upper() + text[1:]))
    return out


def label_colon(lang: str) -> str:
    """What follows a slot's label ("Bonus: ", French "Bonus : ": a space before the colon)."""
    return " : " if lang == "fr" else ": "


def card_text(card: Any, lang: str = "en") -> str:
    """Full plain text of a card, one `Label: text` line per slot."""
    return "\n".join(f"{label}{label_colon(lang)}{text}" for label, text in sections(card, lang))
