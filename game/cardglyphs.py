"""The terse icon summaries of small card faces (`-2[coins] → +1[mil] or +1[sci]`) and the meaning of each of their
words and signs (GLYPH_SIGNS: How to play's glossary; a test checks every sign they produce is in it)."""

from __future__ import annotations

from typing import Any

from game.cardtext import _T, _WORDS, RES_ORDER, SYMBOL_NAMES, _kind_name, label_colon

# Every word and sign these summaries use, with what it means: How to play's glossary shows this table, and a test
# checks that each one the summaries can produce is in it.
GLYPH_WORDS = {
    "en": {"commerce": "Commerce", "copy": "Copy", "destroy": "Destroy", "reveal": "Reveal", "put_in_play": "Play",
           "swap": "Swap", "or": "or", "up_to": "up to", "most": "most", "card": "card", "sets": "sets",
           "wonders": "Wonders", "sup": "Sup.", "discard": "discard"},
    "fr": {"commerce": "Commerce", "copy": "Copie", "destroy": "Détruit", "reveal": "Révèle", "put_in_play": "Joue",
           "swap": "Échange", "or": "ou", "up_to": "jusqu'à", "most": "max", "card": "carte", "sets": "sets",
           "wonders": "Merveilles", "sup": "Sup.", "discard": "défausse"},
}
GLYPH_SIGNS = {
    "en": [("+2", "gain 2"), ("-2", "pay 2 (before the arrow)"),
           ("→", "then: pay on its left, gain on its right; first on a row: give to another player"),
           ("/", "per: 2 VP / Wonder token scores 2 VP for each of them"), ("or", "one or the other"),
           ("up to", "gain until you own that many"), (":", "only if what is before it is true"),
           ("4+", "4 or more; on the picture: a card used only with 4 players or more"),
           ("most", "you own the most of it"), ("#1 #2 #3", "first, second, third in the ranking"),
           ("(Sup.)", "counted in the Supremacy phase only"), ("Wonders", "Wonders each player may use in a turn"),
           ("card", "cards you control; 1 card: it is your only one"), ("discard", "card in the Civilization discard"),
           ("sets", "Military + Science + Chaos sets"),
           ("Copy", "copy another card's Action"), ("Destroy", "destroy one of your cards"),
           ("Reveal", "reveal the top Civilization card"), ("Play", "put a card into play"),
           ("Swap", "swap with a Hero of the deck or discard"), ("Commerce", "reveal Commerce cards, take one")],
    "fr": [("+2", "gagnez 2"), ("-2", "payez 2 (avant la flèche)"),
           ("→", "puis : payez à gauche, gagnez à droite ; en début de ligne : donnez à un autre joueur"),
           ("/", "par : 2 PV / jeton Merveille rapporte 2 PV pour chacun"), ("ou", "l'un ou l'autre"),
           ("jusqu'à", "gagnez jusqu'à en avoir autant"), (":", "seulement si ce qui précède est vrai"),
           ("4+", "4 ou plus ; sur l'image : une carte utilisée seulement à 4 joueurs ou plus"),
           ("max", "vous en avez le plus"), ("#1 #2 #3", "premier, deuxième, troisième du classement"),
           ("(Sup.)", "compté seulement en phase de Suprématie"),
           ("Merveilles", "Merveilles que chacun peut utiliser par tour"),
           ("carte", "cartes contrôlées ; 1 carte : c'est votre seule carte"),
           ("défausse", "carte de la défausse Civilisation"),
           ("sets", "séries Militaire + Science + Chaos"),
           ("Copie", "copiez l'Action d'une autre carte"), ("Détruit", "détruisez une de vos cartes"),
           ("Révèle", "révélez la carte Civilisation du dessus"), ("Joue", "mettez une carte en jeu"),
           ("Échange", "échangez avec un Héros de la pioche ou de la défausse"),
           ("Commerce", "révélez des cartes Commerce, prenez-en une")],
}


def _glyph_counter(c: Any, lang: str) -> str:
    """What a `per` or a condition counts, as an icon or one short word."""
    what = c.what
    if what in _WORDS[lang] and what != "civ":
        return f"[{what}]"
    if what == "sets":
        return GLYPH_WORDS[lang]["sets"]
    if what in SYMBOL_NAMES[lang]:
        return SYMBOL_NAMES[lang][what]
    if c.scope == "discard":
        return GLYPH_WORDS[lang]["discard"]
    if what in ("card", "cards"):
        return GLYPH_WORDS[lang]["card"]
    if what in ("hero", "building"):
        return _T[lang][what]
    if "." in what:
        return SYMBOL_NAMES[lang].get(what.split(".")[1], what)
    return _kind_name(what, lang)


def _colon(lang: str) -> str:
    """A colon as the language sets it, the labels' own without the space after: French " :" (the wrap keeps it on
    its word's line)."""
    return label_colon(lang).rstrip()


def _glyph_cond(p: Any, lang: str) -> str:
    colon = _colon(lang)
    if p.op == "most":
        return f"{GLYPH_WORDS[lang]['most']} [{p.counter.what}]{colon}"
    if p.op == "==":
        return f"{p.k} {_glyph_counter(p.counter, lang)}{colon}"
    return f"{p.k}+ {_glyph_counter(p.counter, lang)}{colon}"


def _glyph_step(step: Any, lang: str) -> str:
    p = step.params
    v = step.verb
    amounts = " ".join(f"{p[r]}[{r}]" for r in RES_ORDER if r in p and not isinstance(p[r], bool))
    words = GLYPH_WORDS[lang]
    text = ""
    if v == "gain":
        if "civ" in p:
            text = f"+{p['civ']}[civ]"
        elif p.get("until"):
            text = f"{words['up_to']} {amounts}"
        else:
            text = " ".join(f"+{p[r]}[{r}]" for r in RES_ORDER if r in p and not isinstance(p[r], bool))
            if "per" in p:
                text += "/" + _glyph_counter(p["per"], lang)
    elif v == "pay":
        text = " ".join(f"-{p[r]}[{r}]" for r in RES_ORDER + ("civ",) if r in p and not isinstance(p[r], bool))
    elif v == "give":
        res = next(r for r in ("cha", "mil", "sci") if r in p)
        text = f"→ {p[res]}[{res}]"
    elif v == "choose":
        text = f" {words['or']} ".join(glyphs(list(b), lang) for b in p["one_of"])
    elif v == "culture":
        text = f"+{p['n']}[culture]"
    elif v == "supremacy_contest":
        text = f"{words['most']} [{p['what']}] → +1[sup]"
    elif v == "wonder_limit":
        text = f"{p['n']} {words['wonders']}"
    elif v == "supremacy_bonus":
        text = f"+{p.get('mil', 0)}[mil] +{p.get('sci', 0)}[sci] ({words['sup']})"
    elif v == "score":
        if "tiers" in p:
            text = f"[{p['per'].what}] " + " ".join(f"{lo}+{_colon(lang)} {vp}[vp]" for lo, vp in p["tiers"])
        else:
            text = f"{p.get('n', 1)}[vp]/{_glyph_counter(p['per'], lang)}"
    elif v == "revalue":
        bits = [f"[{k}]{_colon(lang)} {p[k]}[vp]" for k in ("sup", "culture") if k in p]
        if "wonder_ranking" in p:
            ranks = (f"#{i + 1}{_colon(lang)} {n}[vp]" for i, n in enumerate(p["wonder_ranking"]))
            bits.append("[won] " + " ".join(ranks))
        if "diamond_each" in p:
            bits.append(f"[diamond]{_colon(lang)} {p['diamond_each'][0]}[vp]")
        text = " ".join(bits)
    elif v != "shuffle":
        text = words.get(v, "")
    if text and step.cond is not None:
        text = _glyph_cond(step.cond, lang) + " " + text
    return text


def glyphs(steps: list | tuple, lang: str = "en") -> str:
    """A terse icon summary of a step list, for small card faces: `-2[coins] → +1[mil] or +1[sci]`."""
    parts = []
    for i, step in enumerate(steps):
        g = _glyph_step(step, lang)
        if not g:
            continue
        if i and steps[i - 1].verb == "pay":
            parts.append("→")
        parts.append(g)
    return " ".join(parts)
