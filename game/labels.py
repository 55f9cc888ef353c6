"""Cards and actions named in plain words, English and French, from a seat's view only (no pygame).

`action_label(action, view, lang)` names any legal action ("Activate Goan-Sul's Armory #26 (Bo)", "Bo is Galmi");
with `verb=False` it gives the short form the table's buttons use (the card alone where the button says the verb).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from game.cardtext import describe, res_word
from game.rules import default_db

LABELS: dict[str, tuple[str, str]] = {
    "you": ("You", "Vous"),
    "seat:player": ("Player {n}", "Joueur {n}"),   # the name of a seat nobody named (New game and --seats alike)
    "seat:bot": ("Bot {n}", "Bot {n}"),
    "discard": ("Discard", "Défausse"),
    "wonders": ("Wonders", "Merveilles"),
    "a:pick": ("Pick {card}", "Prendre {card}"),
    "a:play": ("Play {card}", "Jouer {card}"),
    "a:transform": ("Transform {card} for {coins}", "Transformer {card} en {coins}"),
    "a:use": ("Activate {card}", "Activer {card}"),
    "a:power": ("Power of {card}", "Pouvoir de {card}"),
    "a:end": ("End turn", "Fin du tour"),
    "a:reveal": ("Reveal Justice", "Révéler Justice"),
    "a:give": ("Give to {name}", "Donner à {name}"),
    "a:peek": ("Look at {name}'s Immortal", "Regarder l'Immortel de {name}"),
    "a:nopeek": ("Do not look ({n} VP if all correct)", "Ne pas regarder ({n} PV si tout juste)"),
    "a:guess": ("{name} is {imm}", "{name} est {imm}"),
    "a:branch": ("Option {n}", "Option {n}"),
    "a:done": ("Done", "Terminé"),
    "a:decline": ("Take nothing", "Ne rien prendre"),
    "a:pass": ("Do not reveal", "Ne pas révéler"),
    "a:keep": ("Keep {what}", "Garder {what}"),
    "a:pay": ("Pay {what}", "Payer {what}"),
    "a:culture": ("Culture on {card}", "Culture sur {card}"),
    "a:destroy": ("Destroy {card}", "Détruire {card}"),
    "a:copy": ("Copy {card}", "Copier {card}"),
    "a:choose": ("Put {card} into play", "Mettre {card} en jeu"),
    "a:swap": ("Swap for {card}", "Échanger contre {card}"),
    "a:commerce": ("Take {card}", "Prendre {card}"),
    "a:immortal": ("Keep {card}", "Garder {card}"),
}


# French "de" and "que" before a name or label that starts with a vowel: "Pouvoir d'Orbe du Chaos", "plus
# qu'Activer Eliana" (the names are filled in after the sentence is written, so the sentence cannot elide itself)
_ELIDE = re.compile(r"\b(qu|d)e ([AEIOUÉÈÊËÎÏÔÂÀ])")


def decimal(x: float, lang: str) -> str:
    """A figure with one decimal, the French way with a decimal comma ("2.5", "2,5")."""
    text = f"{x:.1f}"
    return text.replace(".", ",") if lang == "fr" else text


# "de le Temple" -> "du Temple", "à les Épées" -> "aux Épées": a preposition before a card's article (`in_text`)
_CONTRACT = re.compile(r"\b(de|à) (les?) (?=[A-ZÀ-Ý])")
_CONTRACTED = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}


def elide(text: str, lang: str) -> str:
    """`text` with French elision before a capitalised vowel and "de"/"à" contracted with the article of a card's
    name ("du Temple", "aux Épées"); no change in English."""
    if lang != "fr":
        return text
    text = _CONTRACT.sub(lambda m: _CONTRACTED[m.group(1), m.group(2)] + " ", text)
    return _ELIDE.sub(r"\1'\2", text)


def quoted(text: str, lang: str) -> str:
    """An action's label inside a sentence: “Take Fenghuang #9”, « Prendre Fenghuang n° 9 » (a label starts with a
    capital verb, which reads wrong in mid-sentence unquoted)."""
    return f"« {text} »" if lang == "fr" else f"“{text}”"


def label(key: str, lang: str = "en", **fmt: object) -> str:
    """One LABELS entry in `lang`, formatted."""
    en, fr = LABELS[key]
    text = fr if lang == "fr" else en
    return elide(text.format(**fmt), lang) if fmt else text


def default_name(seat: int, kind: str, lang: str = "en") -> str:
    """The name of a seat nobody named: 'Player 2' for a human, 'Bot 2' for a bot."""
    return label("seat:player" if kind == "human" else "seat:bot", lang, n=seat + 1)


def is_default_name(name: str, seat: int | None = None) -> bool:
    """True if `name` is a default seat name (of `seat`, or of any seat) in any language."""
    seats = range(6) if seat is None else (seat,)
    return any(name.strip() == text.format(n=s + 1) for s in seats
               for key in ("seat:player", "seat:bot") for text in LABELS[key])


def person_key(name: str, known: Iterable[str] = ()) -> str:
    """One person's name whatever the language or case it was given in: 'Joueur 2' -> 'Player 2', spaces trimmed;
    'ana' -> 'Ana' when 'Ana' is among the `known` names."""
    name = " ".join(name.split())
    for s in range(6):
        if name == label("seat:player", "fr", n=s + 1):
            name = label("seat:player", "en", n=s + 1)
    return next((k for k in known if k.casefold() == name.casefold()), name)


def card_name(key: str | None, lang: str = "en") -> str:
    """Display name of a Civilization card key, a Commerce kind or an Immortal id."""
    if key is None:
        return "?"
    db = default_db()
    if key in db.by_key:
        return db.card(key).name[lang]
    if key in db.immortal_by_id:
        return db.immortal_by_id[key].name[lang]
    for c in db.commerce:
        if c.kind == key:
            return c.name[lang]
    return key


def in_text(key: str | None, lang: str = "en") -> str:
    """A card's name as a sentence says it: in French with its article (`fr_article` in cards.toml: "la Forteresse
    de Galmi", "l'Orbe du Chaos", "les Épées de Justice"); a proper name (most Heroes, the Immortals) and every
    English name as `card_name` gives it. After "de" or "à", `elide` contracts: "du Temple", "aux Épées"."""
    name = card_name(key, lang)
    if lang != "fr" or key is None:
        return name
    db = default_db()
    if key in db.by_key:
        art = db.card(key).fr_article
    else:
        art = next((c.fr_article for c in db.commerce if c.kind == key), "")
    return f"{art}{name}" if art == "l'" else f"{art} {name}" if art else name


def capital(text: str) -> str:
    """`text` with its first letter a capital: a card's name with its article at the start of a sentence."""
    return text[:1].upper() + text[1:]


def distinctive(name: str) -> str:
    """A card name without its owner, the part that tells the card apart where the whole name does not fit:
    "Galmi's Temple" and "Temple de Galmi" -> "Temple", "Engin de Guerre de Goan-Sul" -> "Engin de Guerre"; a
    name with no owner ("Mine de Diamant") is returned whole."""
    return _owner_dropped().get(name, name)


def head_noun(name: str) -> str:
    """A name's head, the words before its first "de", "du", "des", "d'" or "of" ("Engin" of "Engin de Guerre",
    "Portail" of "Portail du Ciel", "Swords" of "Swords of Justice"): the shortest part that still says what the
    card is; any other name whole."""
    return re.split(" de | du | des | d'| of ", name, maxsplit=1)[0]


def head_word(name: str) -> str:
    """The shortest name that still says what the card is, for a title or a chip where even its distinctive part
    does not fit: a French name's head noun ("Engin" of "Engin de Guerre de Goan-Sul", "Cité" of "Cité Volante de
    Phoenix"), else an English name's last word ("Machine" of "Goan-Sul's War Machine", "Market" of "Xi'an's
    Incredible Market"); "" for one word."""
    tail = distinctive(name)
    last = head_noun(tail)
    if last == tail:
        words = tail.split(" ")
        if len(words) == 1:
            last = ""
        elif tail in _french_tails():   # French puts its noun first ("Cité" of "Cité Volante"), bar a few
            last = words[1] if words[0] in _FR_BEFORE_NOUN else words[0]   # adjectives ("Incroyable Marché")
        else:
            last = words[-1]   # English puts it last ("Machine" of "War Machine")
    return last


_FR_BEFORE_NOUN = {"Incroyable", "Grand", "Grande", "Petit", "Petite", "Vieux", "Vieille", "Nouveau", "Nouvelle"}


@functools.cache
def _french_tails() -> frozenset[str]:
    """Every Civilization card's French name without its owner (that is not also an English one)."""
    db = default_db()
    english = {distinctive(c.name["en"]) for c in db.civ}
    return frozenset(distinctive(c.name["fr"]) for c in db.civ) - english


@functools.lru_cache(maxsize=4096)
def without_owners(text: str) -> str:
    """text with every owned card's name in it given without its owner ("Bot 2: Phoenix's Library (39)" ->
    "Bot 2: Library (39)"): a shorter wording for a label that does not fit whole."""
    for name, short in _owner_dropped().items():
        if name in text:
            text = text.replace(name, short)
    return text


@functools.lru_cache(maxsize=4096)
def with_head_words(text: str) -> str:
    """text with every card's name in it reduced to its head word ("Bot 2: Xi'an's Incredible Market (46)" ->
    "Bot 2: Market (46)"): a wording for a button too narrow for even `without_owners`, which still says whose."""
    pattern, heads = _head_words()
    return pattern.sub(lambda m: heads[m.group(0)], text)


@functools.cache
def _head_words() -> tuple[re.Pattern[str], dict[str, str]]:
    """Every Civilization card's name, in both languages, whole or without its owner, that has a shorter head word
    (`head_word`), to that word; and one pattern matching any of them, longest first."""
    heads: dict[str, str] = {}
    for card in default_db().civ:
        for name in card.name.values():
            word = head_word(name)
            for form in (name, distinctive(name)):   # "Xi'an's Incredible Market" and "Incredible Market"
                if word and word != form:
                    heads[form] = word
    names = sorted(heads, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, names))), heads


@functools.cache
def _owner_dropped() -> dict[str, str]:
    """Every owned card's name, in both languages, to its name without the owner: the owner is read off the English
    name ("X's Y"), and the French one loses the same owner at its end ("Y de X", "Y d'X")."""
    out: dict[str, str] = {}
    for card in default_db().civ:
        en, fr = card.name["en"], card.name["fr"]
        if "'s " not in en:
            continue
        owner, short = en.split("'s ", 1)
        out[en] = short
        for tail in (f" de {owner}", f" d'{owner}", f" du {owner}"):
            if fr.endswith(tail) and len(fr) > len(tail):
                out[fr] = fr[:-len(tail)]
                break
    return out


_VIEW_SEAT = object()   # card_label's default: the view's own seat is "You"


def card_label(key: str, view: dict, lang: str = "en", you: int | None | object = _VIEW_SEAT) -> str:
    """Card name with where it lies: 'Bo: Xi'an's Incredible Market (46)'. `you`: the seat called "You" (by default
    the view's seat; None: nobody, every seat by its name, as on a shared hot-seat screen)."""
    you = view["seat"] if you is _VIEW_SEAT else you
    where, colon = "", " : " if lang == "fr" else ": "   # French puts a space before the colon
    for s, sv in enumerate(view["seats"]):
        if any(c["key"] == key for c in sv["buildings"] + sv["heroes"]):
            where = (label("you", lang) if s == you else view["names"][s]) + colon
    if not where and key in view.get("discard", []):
        where = label("discard", lang) + colon
    if not where and any(w["key"] == key for w in view.get("wonders", [])):
        where = label("wonders", lang) + colon
    num = f" ({key})" if key.isdigit() else ""
    return f"{where}{card_name(key, lang)}{num}"


def card_ref(key: str, view: dict, lang: str = "en") -> str:
    """Card name for a sentence: 'Goan-Sul's Armory #26 (Bo)', "l'Armurerie de Goan-Sul n° 26 (Bo)"; the owner or
    the discard only when not yours."""
    where = ""
    for s, sv in enumerate(view["seats"]):
        if s != view["seat"] and any(c["key"] == key for c in sv["buildings"] + sv["heroes"]):
            where = view["names"][s]
    if not where and key in view.get("discard", []):
        where = label("discard", lang)
    num = (f" n° {key}" if lang == "fr" else f" #{key}") if key.isdigit() else ""
    return f"{in_text(key, lang)}{num}" + (f" ({where})" if where else "")


def choice_card(actions: list[str]) -> str | None:
    """The card a pending `branch` belongs to: the latest `use K`, `power K` or `copy K` (a copy runs K's Action)."""
    for a in reversed(actions):
        verb, _, key = a.partition(" ")
        if verb in ("use", "power", "copy"):
            return key
    return None


def branch_label(i: int, card: str | None, lang: str = "en") -> str:
    """Option i of the choice on `card` (the card just activated) in words; 'Option 2' without the card."""
    db = default_db()
    if card and card in db.by_key:
        c = db.card(card)
        for st in c.action + c.power:
            if st.verb == "choose" and i < len(st.params["one_of"]):
                return describe(list(st.params["one_of"][i]), lang)
    return label("a:branch", lang, n=i + 1)


def _slot_card(view: dict) -> tuple[str | None, int]:
    """The card on the slot a play/transform decision is about, and that slot's coins."""
    d = view.get("decision") or {}
    slots = view["seats"][view["seat"]]["slots"]
    i = d.get("slot", len(slots) - 1)
    key = slots[i]["key"] if 0 <= i < len(slots) else None
    coins = default_db().game["slot_coins"][view["round"] - 1]
    return key, coins[min(max(i, 0), len(coins) - 1)]


def action_label(action: str, view: dict, lang: str = "en", card: str | None = None, verb: bool = True) -> str:
    """A legal action in words; `card`: the card whose Action asked (names a `branch`); `verb=False`: button form."""
    names = view["names"]
    word, _, arg = action.partition(" ")
    if word in ("use", "power"):
        return label("a:" + word, lang, card=card_ref(arg, view, lang) if verb else card_name(arg, lang))
    if word in ("pick", "culture", "destroy", "copy", "choose", "swap"):
        return label("a:" + word, lang, card=card_ref(arg, view, lang)) if verb else card_label(arg, view, lang)
    if word in ("play", "transform") and not arg:
        key, coins = _slot_card(view)
        return label("a:" + word, lang, card=in_text(key, lang), coins=res_word("coins", coins, lang))
    if word in ("commerce", "immortal"):
        rev = view.get("commerce_revealed", [])
        key = (rev[int(arg)] if int(arg) < len(rev) else None) if word == "commerce" else arg
        name = card_name(key, lang) if key else action
        return label("a:" + word, lang, card=in_text(key, lang) if key else name) if verb else name
    if word in ("give", "peek"):
        return label("a:" + word, lang, name=names[int(arg)])
    if word == "guess":
        s, im = arg.split(" ")
        return label("a:guess", lang, name=names[int(s)], imm=card_name(im, lang))
    if word in ("keep", "pay"):
        parts = [int(x) for x in arg.split("/")]
        what = ", ".join(res_word(r, n, lang) for r, n in zip(("mil", "sci", "cha"), parts) if n) or "—"
        return label("a:" + word, lang, what=what) if verb else what
    if word == "branch":
        return branch_label(int(arg), card, lang)
    if action == "nopeek":
        return label("a:nopeek", lang, n=default_db().scoring["tomorrow_blind"])
    if action in ("done", "decline", "pass", "end", "reveal"):
        return label("a:" + action, lang)
    return action
