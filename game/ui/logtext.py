"""Plain-words game log lines from actions and (redacted) events."""

from __future__ import annotations

from game import labels
from game.cardtext import res_word
from game.ui.i18n import lang

_PHASES = {"en": {"draft": "Living Draft", "kingdom": "Kingdom phase", "supremacy": "Supremacy phase",
                  "vp": "VP phase", "over": "Game over"},
           "fr": {"draft": "Draft vivant", "kingdom": "Phase Royaume", "supremacy": "Phase Suprématie",
                  "vp": "Phase PV", "over": "Fin de partie"}}


def card_name(key: str | None) -> str:
    """Display name of a Civilization card key, a Commerce kind or an Immortal id, in the UI language."""
    return labels.card_name(key, lang())


def amounts(what: dict) -> str:
    lg = lang()
    return ", ".join(res_word(r, n, lg) for r, n in what.items() if n)


def _t(en: str, fr: str) -> str:
    return fr if lang() == "fr" else en


def contest_word(what: str) -> str:
    """Military / Science / Chaos (a Supremacy contest) in full words."""
    words = {"mil": ("Military", "Militaire"), "sci": ("Science", "Science"), "cha": ("Chaos", "Chaos")}
    return _t(*words[what]) if what in words else what


def event_text(e: dict, names: list[str], viewer: int, card: str | None = None) -> str | None:
    """One event in words, or None when it is not worth a log line; card: the card whose use caused it."""
    t = e["t"]

    def v(s: int | None, verb: str) -> str:
        return verb[:-1] if s == viewer else verb

    def nm(s: int | None) -> str:
        if s is None:
            return "?"
        return _t("You", "Vous") if s == viewer else names[s]

    if t == "pick":
        if e.get("seat") != viewer:
            return None
        return _t(f"You drafted {card_name(e['card'])}", f"Vous choisissez {card_name(e['card'])}")
    if t == "reveal_slots":
        parts = []
        for s in e["slots"]:
            if s["status"] == "played":
                parts.append(f"{nm(s['seat'])}: {card_name(s['card'])}")
            else:
                parts.append(f"{nm(s['seat'])}: +{s['coins']}¢")
        return _t(f"Pick {e['pick']} revealed — ", f"Choix {e['pick']} révélé — ") + "; ".join(parts)
    if t == "gain":   # a gain fully eaten by the cap says nothing: no line
        return f"{nm(e['seat'])} +{amounts(e['what'])}" if amounts(e["what"]) else None
    if t == "pay":
        return f"{nm(e['seat'])} −{amounts(e['what'])}" if amounts(e["what"]) else None
    if t == "give":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'gives')} {amounts(e['what'])} to {nm(e['to_seat'])}",
                  f"{nm(e['seat'])} donne {amounts(e['what'])} à {nm(e['to_seat'])}")
    if t == "culture":
        return _t(f"{e['n']} Culture on {card_name(e['card'])}", f"{e['n']} Culture sur {card_name(e['card'])}")
    if t == "roam":
        coins = res_word("coins", e["coins"], lang())
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'roams')} to {names[e['owner']]}'s {card_name(e['card'])} ({coins})",
                  f"{nm(e['seat'])} va chez {names[e['owner']]} : {card_name(e['card'])} ({coins})")
    if t == "destroy":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'destroys')} {card_name(e['card'])}",
                  f"{nm(e['seat'])} détruit {card_name(e['card'])}")
    if t in ("reveal_civ", "reveal_commerce"):
        return _t("Revealed: ", "Révélé : ") + ", ".join(card_name(c) for c in e["cards"])
    if t == "look":
        return _t("You look at: ", "Vous regardez : ") + ", ".join(card_name(c) for c in e["cards"])
    if t == "put_in_play":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'puts')} {card_name(e['card'])} into play",
                  f"{nm(e['seat'])} met {card_name(e['card'])} en jeu")
    if t == "swap":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'swaps')} {card_name(e['out'])} for {card_name(e['in'])}",
                  f"{nm(e['seat'])} échange {card_name(e['out'])} contre {card_name(e['in'])}")
    if t == "wonder_in":
        return _t(f"{card_name(e['card'])} joins the Wonders", f"{card_name(e['card'])} rejoint les Merveilles")
    if t == "hands_passed":
        return _t("Hands pass " + ("left" if e["direction"] == 1 else "right"),
                  "Les mains passent à " + ("gauche" if e["direction"] == 1 else "droite"))
    if t == "phase":
        return f"— {_t('Round', 'Manche')} {e.get('round', '')}: {_PHASES[lang()].get(e['phase'], e['phase'])} —"
    if t == "turn":
        return _t(f"{names[e['seat']]}'s Kingdom turn", f"Tour de Royaume de {names[e['seat']]}")
    if t == "first_player":
        return _t(f"{names[e['seat']]} takes the first-player token",
                  f"{names[e['seat']]} prend le jeton premier joueur")
    if t == "supremacy":
        why = str(e.get("why", ""))
        if why in ("mil", "sci", "cha"):
            reason = _t(f"for {contest_word(why)}", f"en {contest_word(why)}")
        elif why == "justice":
            reason = _t("by revealing Justice", "en révélant Justice")
        elif card:
            reason = _t(f"from {card_name(card)}", f"grâce à {card_name(card)}")
        else:
            reason = _t("from a card effect", "par l'effet d'une carte")
        n = e.get("n", 1)
        token = _t("a Supremacy token" if n == 1 else f"{n} Supremacy tokens",
                   "une Suprématie" if n == 1 else f"{n} Suprématies")
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'wins')} {token} {reason}", f"{nm(e['seat'])} gagne {token} {reason}")
    if t == "tie":
        what = contest_word(str(e["what"]))
        return _t(f"Tie for {what}: no Supremacy", f"Égalité en {what} : pas de Suprématie")
    if t == "contest":
        return None
    if t == "justice_reveal":
        return _t(f"{names[e['seat']]} reveals Justice!", f"{names[e['seat']]} révèle Justice !")
    if t == "immortal_reveal":
        return _t(f"{names[e['seat']]} is {card_name(e['immortal'])}",
                  f"{names[e['seat']]} est {card_name(e['immortal'])}")
    if t == "score":
        return _t(f"{names[e['seat']]} scores {e['total']} VP", f"{names[e['seat']]} marque {e['total']} PV")
    if t == "game_over":
        w = e["result"].get("winner")
        return _t(f"{names[w]} wins!", f"{names[w]} gagne !") if w is not None else None
    if t == "commerce_take":
        return _t(f"{nm(e['seat'])} {v(e['seat'], 'takes')} {card_name(e['card'])}",
                  f"{nm(e['seat'])} prend {card_name(e['card'])}")
    if t == "narashima_culture":
        if not e.get("n"):
            return None
        return _t(f"{names[e['seat']]} moves {e['n']} Culture onto Narashima",
                  f"{names[e['seat']]} déplace {e['n']} Culture sur Narashima")
    return None


def action_text(action: str | None, seat: int, names: list[str], viewer: int,
                events: list[dict] | None = None) -> str | None:
    """The headline of an action, when it is public."""
    if not action:
        return None
    who = _t("You", "Vous") if seat == viewer else names[seat]
    verb, _, arg = action.partition(" ")
    if verb == "use":
        return _t(f"{who} activate{'s' if seat != viewer else ''} {card_name(arg)}",
                  f"{who} activ{'e' if seat != viewer else 'ez'} {card_name(arg)}")
    if verb == "power":
        return _t(f"{who} use{'s' if seat != viewer else ''} the power of {card_name(arg)}",
                  f"{who} utilis{'e' if seat != viewer else 'ez'} le pouvoir de {card_name(arg)}")
    if verb == "end":
        return _t(f"{who} end{'s' if seat != viewer else ''} the turn", f"{who} : fin du tour")
    if verb == "pick":
        return None
    if verb in ("play", "transform"):
        s_ = "s" if seat != viewer else ""
        return _t(f"{who} play{s_} the card" if verb == "play" else f"{who} transform{s_} the card into coins",
                  f"{who} : {'joue la carte' if verb == 'play' else 'transforme la carte en pièces'}")
    if verb == "immortal":
        if seat == viewer:
            return _t(f"You keep {card_name(arg)}", f"Vous gardez {card_name(arg)}")
        return _t(f"{who} keeps one of two Immortals", f"{who} garde un de ses deux Immortels")
    if verb == "peek":
        return _t(f"{who} look{'s' if seat != viewer else ''} at {names[int(arg)]}'s Immortal",
                  f"{who} : regarde l'Immortel de {names[int(arg)]}") if arg.isdigit() else None
    if verb == "guess":
        return None
    if verb == "reveal":
        return None
    if verb == "copy":
        return _t(f"{who} cop{'ies' if seat != viewer else 'y'} {card_name(arg)}", f"{who} : copie {card_name(arg)}")
    if verb in ("culture", "destroy"):
        return None  # the event line says it
    if verb in ("choose", "give") and events and any(e.get("t") in ("put_in_play", "give") for e in events):
        return None   # the event line says the same
    if verb in ("choose", "swap"):
        words = {"choose": ("puts into play", "met en jeu"), "swap": ("swaps for", "échange contre")}[verb]
        return f"{who}: {_t(*words)} {card_name(arg)}"
    if verb == "give":
        return _t(f"{who}: gives to {names[int(arg)]}", f"{who} : donne à {names[int(arg)]}")
    if verb in ("commerce", "branch", "keep", "pay"):
        return None
    if verb in ("done", "decline", "pass", "nopeek"):
        one = seat != viewer
        en = {"done": "is done" if one else "are done", "decline": "takes nothing" if one else "take nothing",
              "pass": "does not reveal" if one else "do not reveal",
              "nopeek": "does not look" if one else "do not look"}[verb]
        fr = {"done": "terminé", "decline": "ne prend rien", "pass": "ne révèle pas", "nopeek": "ne regarde pas"}[verb]
        return _t(f"{who} {en}", f"{who} : {fr}")
    return f"{who}: {action}"


def entry_lines(entry, names: list[str], viewer: int) -> list[str]:
    """All log lines for one LogEntry."""
    out: list[str] = []
    head = action_text(entry.action, entry.seat, names, viewer, entry.events)
    if head:
        out.append(head)
    verb, _, arg = (entry.action or "").partition(" ")
    card = arg if verb in ("use", "power", "copy") else None
    seen: set[str] = set()
    for e in entry.events:
        s = event_text(e, names, viewer, card)
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
