"""Plain-words game log lines from actions and (redacted) events."""

from __future__ import annotations

from game import labels
from game.cardtext import res_word
from game.rules import default_db
from game.ui.i18n import colon, lang, semicolon

_PHASES = {"en": {"draft": "Living Draft", "kingdom": "Kingdom phase", "supremacy": "Supremacy phase",
                  "vp": "VP phase", "over": "Game over"},
           "fr": {"draft": "Living Draft", "kingdom": "Phase de Royaume", "supremacy": "Phase de Suprématie",
                  "vp": "Phase de PV", "over": "Fin de partie"}}


def card_name(key: str | None) -> str:
    """Display name of a Civilization card key, a Commerce kind or an Immortal id, in the UI language."""
    return labels.card_name(key, lang())


def the(key: str | None) -> str:
    """A card's name inside a sentence: in French with its article ("la Forteresse de Galmi"), `labels.in_text`."""
    return labels.in_text(key, lang())


def amounts(what: dict) -> str:
    lg = lang()
    return ", ".join(res_word(r, n, lg) for r, n in what.items() if n)


def _t(en: str, fr: str) -> str:
    """The line in the window's language; French elides "de" and "que" before a name that starts with a vowel
    ("Tour de Royaume d'Anne"), as tr() does."""
    return labels.elide(fr, "fr") if lang() == "fr" else en


_FEMININE = ("coins",)   # "pièce": "1 perdue", "2 perdues"


def loss_words(lost: dict[str, int], lost_to: dict[str, str], got: dict[str, int] | None = None) -> str:
    """A gain's cut part in words: "1 lost to the cap" after a gain of the same kind alone, else "3 coins lost to
    the cap", "1 diamond lost: the supply is empty"; "" when nothing was lost."""
    lg = lang()
    parts = []
    for res, n in lost.items():
        if not n:
            continue
        short = got is not None and set(k for k, v in got.items() if v) == {res}
        supply = lost_to.get(res) == "supply"
        if lg == "fr":
            word = "perdu" + ("e" if res in _FEMININE else "") + ("s" if n > 1 else "")
            what = str(n) if short else res_word(res, n, lg)
            parts.append(f"{what} {word}" + (" (réserve vide)" if supply else " au plafond"))
        else:
            what = str(n) if short else res_word(res, n, lg)
            parts.append(f"{what} lost" + (": the supply is empty" if supply else " to the cap"))
    return ", ".join(parts)


def loss_preview(loss: dict) -> str:
    """What `game.rules.preview.lost_gains` found, as a warning before the choice; "" when nothing is lost."""
    lost = loss.get("lost") or {}
    if not any(lost.values()):
        return ""
    to = loss.get("lost_to") or {}
    lg = lang()
    capped = ", ".join(res_word(r, n, lg) for r, n in lost.items() if n and to.get(r) != "supply")
    empty = ", ".join(res_word(r, n, lg) for r, n in lost.items() if n and to.get(r) == "supply")
    out = []
    if capped:
        caps = default_db().game["caps"]
        cap = caps["coins"] if lost.get("coins") else caps["civ"]
        out.append(_t(f"Lost to the cap ({cap} at most): {capped}", f"Perdu au plafond ({cap} au plus) : {capped}"))
    if empty:
        out.append(_t(f"Lost, the supply is empty: {empty}", f"Perdu, la réserve est vide : {empty}"))
    return semicolon().join(out)


def contest_word(what: str) -> str:
    """Military / Science / Chaos (a Supremacy contest) in full words."""
    words = {"mil": ("Military", "Militaire"), "sci": ("Science", "Science"), "cha": ("Chaos", "Chaos")}
    return _t(*words[what]) if what in words else what


def event_text(e: dict, names: list[str], viewer: int, card: str | None = None, you: bool = True) -> str | None:
    """One event in words, or None when it is not worth a log line; card: the card whose use caused it.

    `you=False` names the viewer instead of saying "You" (hot-seat screens are shared: game/ui/text/names.py)."""
    t = e["t"]
    shown, viewer = viewer, (viewer if you else -2)   # `shown`: whose private lines these are

    def v(s: int | None, verb: str) -> str:
        return verb[:-1] if s == viewer else verb

    def fr(s: int | None, il: str, vous: str) -> str:
        """The French verb for the subject: 'vous échangez', 'Bot 2 échange'."""
        return vous if s == viewer else il

    def obj(s: int) -> str:
        """A seat after a preposition: 'à vous', 'à Bot 2'."""
        return ("you" if lang() == "en" else "vous") if s == viewer else names[s]

    def nm(s: int | None) -> str:
        if s is None:
            return "?"
        return _t("You", "Vous") if s == viewer else names[s]

    if t == "pick":
        if e.get("seat") != shown:
            return None
        if not you:
            who = names[shown]
            return _t(f"{who} drafted {card_name(e['card'])}", f"{who} choisit {the(e['card'])}")
        return _t(f"You drafted {card_name(e['card'])}", f"Vous choisissez {the(e['card'])}")
    if t == "reveal_slots":
        parts = []
        for s in e["slots"]:
            if s["status"] == "played":
                parts.append(f"{nm(s['seat'])}{colon()}{card_name(s['card'])}")
            else:
                parts.append(f"{nm(s['seat'])}{colon()}+{res_word('coins', s['coins'], lang())}")   # "+3 coins"
        return _t(f"Pick {e['pick']} revealed — ", f"Choix {e['pick']} révélé — ") + semicolon().join(parts)
    if t == "gain":   # what a cap or the empty supply cut is said too: "+2 coins, 1 lost to the cap"
        got = amounts(e["what"])
        lost = loss_words(e.get("lost") or {}, e.get("lost_to") or {}, got=e["what"])
        if not got:
            return f"{nm(e['seat'])}{colon()}{lost}" if lost else None
        return f"{nm(e['seat'])} +{got}" + (f", {lost}" if lost else "")
    if t == "pay":
        return f"{nm(e['seat'])} −{amounts(e['what'])}" if amounts(e["what"]) else None
    if t == "give":   # French puts "vous" before the verb: "Bot 3 vous donne 1 Chaos", not "donne 1 Chaos à vous"
        given = amounts(e["what"])
        to_you = f"{nm(e['seat'])} vous donne {given}" if e["to_seat"] == viewer else ""
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'gives')} {given} to {obj(e['to_seat'])}",
                  to_you or f"{nm(e['seat'])} {fr(e['seat'], 'donne', 'donnez')} {given} à {obj(e['to_seat'])}")
    if t == "culture":
        return _t(f"{e['n']} Culture on {card_name(e['card'])}", f"{e['n']} Culture sur {the(e['card'])}")
    if t == "roam":
        coins = res_word("coins", e["coins"], lang())
        whose = obj(e["owner"])   # "to Bot 3 for Byun Hyung Ja's Treasure", not "to Bot 3's Byun Hyung Ja's Treasure"
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'roams')} to {whose} for {card_name(e['card'])} ({coins})",
                  f"{nm(e['seat'])} {fr(e['seat'], 'va', 'allez')} chez {whose} pour {the(e['card'])} ({coins})")
    if t == "destroy":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'destroys')} {card_name(e['card'])}",
                  f"{nm(e['seat'])} {fr(e['seat'], 'détruit', 'détruisez')} {the(e['card'])}")
    if t in ("reveal_civ", "reveal_commerce"):
        return _t("Revealed: ", "Révélé : ") + ", ".join(card_name(c) for c in e["cards"])
    if t == "look":
        cards = ", ".join(card_name(c) for c in e["cards"])
        if not you and e.get("seat") is not None:
            return _t(f"{names[e['seat']]} looks at: ", f"{names[e['seat']]} regarde : ") + cards
        return _t("You look at: ", "Vous regardez : ") + cards
    if t == "put_in_play":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'puts')} {card_name(e['card'])} into play",
                  f"{nm(e['seat'])} {fr(e['seat'], 'met', 'mettez')} {the(e['card'])} en jeu")
    if t == "swap":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'swaps')} {card_name(e['out'])} for {card_name(e['in'])}",
                  f"{nm(e['seat'])} {fr(e['seat'], 'échange', 'échangez')} {the(e['out'])} contre "
                  f"{the(e['in'])}")
    if t == "wonder_in":
        return _t(f"{card_name(e['card'])} joins the Wonders",
                  f"{labels.capital(the(e['card']))} rejoint les Merveilles")
    if t == "hands_passed":
        return _t("Hands pass " + ("left" if e["direction"] == 1 else "right"),
                  "Les mains passent à " + ("gauche" if e["direction"] == 1 else "droite"))
    if t == "phase":
        return f"— {_t('Round', 'Ronde')} {e.get('round', '')}{colon()}{_PHASES[lang()].get(e['phase'], e['phase'])} —"
    if t == "turn":
        if e["seat"] == viewer:
            return _t("Your Kingdom turn", "Votre tour de Royaume")
        return _t(f"{names[e['seat']]}'s Kingdom turn", f"Tour de Royaume de {names[e['seat']]}")
    if t == "first_player":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'takes')} the first-player token",
                  f"{nm(e['seat'])} {fr(e['seat'], 'prend', 'prenez')} le jeton premier joueur")
    if t == "supremacy":
        why = str(e.get("why", ""))
        if why in ("mil", "sci", "cha"):
            reason = _t(f"for {contest_word(why)}", f"en {contest_word(why)}")
        elif why == "justice":
            reason = _t("by revealing Justice", "en révélant Justice")
        elif e.get("card") or card:   # the card whose effect gave it (Alpha's "most Military" in the VP phase)
            src = e.get("card") or card
            reason = _t(f"from {card_name(src)}", f"grâce à {the(src)}")
        else:
            reason = _t("from a card effect", "par l'effet d'une carte")
        n = e.get("n", 1)
        token = _t("a Supremacy token" if n == 1 else f"{n} Supremacy tokens",
                   "une Suprématie" if n == 1 else f"{n} Suprématies")
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'wins')} {token} {reason}",
                  f"{nm(e['seat'])} {fr(e['seat'], 'gagne', 'gagnez')} {token} {reason}")
    if t == "tie":
        what = contest_word(str(e["what"]))
        return _t(f"Tie for {what}: no Supremacy", f"Égalité en {what} : pas de Suprématie")
    if t == "contest":
        return None
    if t == "justice_reveal":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'reveals')} Justice!",
                  f"{nm(e['seat'])} {fr(e['seat'], 'révèle', 'révélez')} Justice !")
    if t == "immortal_reveal":
        return _t(f"{nm(e['seat'])} {'are' if e['seat'] == viewer else 'is'} {card_name(e['immortal'])}",
                  f"{nm(e['seat'])} {fr(e['seat'], 'est', 'êtes')} {card_name(e['immortal'])}")
    if t == "score":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'scores')} {e['total']} VP",
                  f"{nm(e['seat'])} {fr(e['seat'], 'marque', 'marquez')} {e['total']} PV")
    if t == "game_over":
        w = e["result"].get("winner")
        return _t(f"{names[w]} wins!", f"{names[w]} gagne !") if w is not None else None
    if t == "commerce_take":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'takes')} {card_name(e['card'])}",
                  f"{nm(e['seat'])} {fr(e['seat'], 'prend', 'prenez')} {the(e['card'])}")
    if t == "narashima_culture":
        if not e.get("n"):
            return None
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'moves')} {e['n']} Culture onto Narashima",
                  f"{nm(e['seat'])} {fr(e['seat'], 'déplace', 'déplacez')} {e['n']} Culture sur Narashima")
    return None


def action_text(action: str | None, seat: int, names: list[str], viewer: int,
                events: list[dict] | None = None, you: bool = True) -> str | None:
    """The headline of an action, when it is public (the viewer's own too); `you=False`: the viewer by name."""
    if not action:
        return None
    own = seat == viewer
    viewer = viewer if you else -2
    me = seat == viewer
    who = _t("You", "Vous") if me else names[seat]

    def say(en_one: str, en_you: str, fr_il: str, fr_vous: str) -> str:
        """'Bot 2 plays…' / 'You play…' and 'Bot 2 joue…' / 'Vous jouez…'."""
        return _t(f"{who} {en_you if me else en_one}", f"{who} {fr_vous if me else fr_il}")

    verb, _, arg = action.partition(" ")
    name = card_name(arg) if arg else ""
    it = the(arg) if arg else ""   # the French sentences' form, with its article
    if verb == "use":
        return say(f"activates {name}", f"activate {name}", f"active {it}", f"activez {it}")
    if verb == "power":
        return say(f"uses the power of {name}", f"use the power of {name}", f"utilise le pouvoir de {it}",
                   f"utilisez le pouvoir de {it}")
    if verb == "end":
        return say("ends the turn", "end your turn", "finit son tour", "finissez votre tour")
    if verb == "pick":
        return None
    if verb in ("play", "transform"):
        # the seat's own answer names its card (its "decided" event, seen only by that seat); another's says "the card"
        key = next((e.get("card") for e in events or () if e.get("t") == "decided" and e.get("seat") == seat), None)
        nm, it = (card_name(key), the(key)) if own and key else ("the card", "la carte")
        if verb == "play":
            return say(f"plays {nm}", f"play {nm}", f"joue {it}", f"jouez {it}")
        return say(f"transforms {nm} into coins", f"transform {nm} into coins",
                   f"transforme {it} en pièces", f"transformez {it} en pièces")
    if verb == "immortal":
        if me:
            return _t(f"You keep {name}", f"Vous gardez {name}")
        if own:
            return _t(f"{who} keeps {name}", f"{who} garde {name}")
        return _t(f"{who} keeps one of their two Immortals", f"{who} garde un de ses deux Immortels")
    if verb == "peek":
        if not arg.isdigit():
            return None
        other = names[int(arg)]
        return say(f"looks at {other}'s Immortal", f"look at {other}'s Immortal", f"regarde l'Immortel de {other}",
                   f"regardez l'Immortel de {other}")
    if verb in ("guess", "reveal", "commerce", "branch", "keep", "pay", "culture", "destroy"):
        return None   # the event lines say it
    if verb == "copy":
        return say(f"copies {name}", f"copy {name}", f"copie {it}", f"copiez {it}")
    if verb in ("choose", "give") and events and any(e.get("t") in ("put_in_play", "give") for e in events):
        return None   # the event line says the same
    if verb == "choose":
        return say(f"puts {name} into play", f"put {name} into play", f"met {it} en jeu", f"mettez {it} en jeu")
    if verb == "swap":
        return say(f"swaps for {name}", f"swap for {name}", f"échange contre {it}", f"échangez contre {it}")
    if verb == "give":
        to = (_t("you", "vous") if int(arg) == viewer else names[int(arg)]) if arg.isdigit() else "?"
        return say(f"gives to {to}", f"give to {to}", f"donne à {to}", f"donnez à {to}")
    if verb in ("done", "decline", "pass", "nopeek"):
        return say(*{"done": ("is done", "are done", "a terminé", "avez terminé"),
                     "decline": ("takes nothing", "take nothing", "ne prend rien", "ne prenez rien"),
                     "pass": ("does not reveal", "do not reveal", "ne révèle pas", "ne révélez pas"),
                     "nopeek": ("does not look", "do not look", "ne regarde pas", "ne regardez pas")}[verb])
    return f"{who}{colon()}{action}"


def entry_lines(entry, names: list[str], viewer: int, you: bool = True) -> list[str]:
    """All log lines for one LogEntry; `you=False`: the viewer by name, never "You" (game/ui/text/names.py)."""
    out: list[str] = []
    head = action_text(entry.action, entry.seat, names, viewer, entry.events, you)
    if head:
        out.append(head)
    verb, _, arg = (entry.action or "").partition(" ")
    card = arg if verb in ("use", "power", "copy") else None
    seen: set[str] = set()
    for e in entry.events:
        s = event_text(e, names, viewer, card, you)
        if s and s not in seen:   # the same event twice in one entry is logged once
            seen.add(s)
            out.append("   " + s if head else s)
    return out


MISSED_EVENTS = ("phase", "first_player", "supremacy", "tie", "justice_reveal", "immortal_reveal", "wonder_in")


def missed_lines(events: list[dict], names: list[str], most: int = 8) -> list[str]:
    """The big public moments among events, in words (a hot-seat player reads them when they take the screen)."""
    lines = []
    for e in events:
        if e.get("t") in MISSED_EVENTS:
            text = event_text(e, names, -1)
            if text and text not in lines:
                lines.append(text)
    return lines[-most:]
