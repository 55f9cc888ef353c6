"""Why one move beats another, in game terms (the review's reasons and the hint's), from one seat's view and the
measured option values.

`reason(view, played, best, values, lang, card)` returns one sentence built from the same facts the bots reason
with: the coin cap (coins a transform loses), what ending a Kingdom turn leaves unused, roaming fees, what a
picked card needs that the seat lacks, the resources its Immortal scores on, the
Supremacy contests a move changes, and the scoring category where the measured gain comes from. Strings live in
TEXT below as (en, fr) pairs.
"""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

from game.labels import action_label, capital, card_name, elide, in_text, quoted
from game.labels import decimal as num  # a VP figure for a sentence
from game.rules import GameState, apply_inplace
from game.rules.engine import supremacy_totals
from game.rules.scoring import CATEGORIES

from . import model as M
from .base import sample_state
from .evaluate import OptionValue

GOOD = 0.5
"""Below this VP difference two moves are alike as far as the search can tell (the review's "good")."""

TEXT: dict[str, tuple[str, str]] = {
    "same": ("The search's choice too.", "C'est aussi le choix de l'analyse."),
    "close": ("As good as {best} as far as the search can tell (within {d} VP).",
              "Aussi bon que {best}, d'après l'analyse (à {d} PV près)."),
    "cap_all": ("Every coin of this transform ({coins}) is lost to the cap of {cap}: playing {card} was worth "
                "about {d} VP more.",
                "Les {coins} pièces de cette transformation sont toutes perdues au plafond de {cap} : jouer la carte "
                "{card} valait environ {d} PV de plus."),
    "cap_one": ("The one coin of this transform is lost to the cap of {cap}: playing {card} was worth about {d} VP "
                "more.",
                "L'unique pièce de cette transformation est perdue au plafond de {cap} : jouer la carte {card} valait "
                "environ {d} PV de plus."),
    "cap_one:short": ("The one coin of this transform would be lost to the cap of {cap}.",
                      "L'unique pièce de cette transformation serait perdue au plafond de {cap}."),
    "cap": ("The cap of {cap} takes {lost} of these {coins} coins: playing {card} was worth about {d} VP more.",
            "Le plafond de {cap} vous fait perdre {lost} de ces {coins} pièces : jouer la carte {card} valait "
            "environ {d} PV de plus."),
    "play_better": ("Playing {card} was worth about {d} VP more than its {coins} {unit}.",
                    "Jouer la carte {card} valait environ {d} PV de plus que la transformer en {coins} {unit}."),
    "transform_better": ("Playing {card} brings about {d} VP less than its {coins} {unit} would.",
                         "Jouer la carte {card} rapporte environ {d} PV de moins que la transformer en {coins} "
                         "{unit}."),
    "end_early": ("Ending the turn leaves {best} unused: about {d} VP lost.",
                  "Finir le tour maintenant, c'est renoncer à {best} : environ {d} PV perdus."),
    "end_better": ("{played} costs more than it brings now: ending the turn was about {d} VP better.",
                   "{played} coûte plus cher que son gain actuel : finir le tour valait environ {d} PV de plus."),
    "roam": ("{played} costs a roaming fee of {fee} {coins}: {best} was about {d} VP better.",
             "Activer {played} coûte {fee} {coins} d'itinérance : {best} valait environ {d} PV de plus."),
    "pick": ("{best} is worth about {d} VP more than {played} for {imm}.",
             "Pour {imm}, prendre {best} vaut environ {d} PV de plus que prendre {played}."),
    "cap_all:short": ("Every coin of this transform ({coins}) would be lost to the cap of {cap}.",
                      "Les {coins} pièces de cette transformation seraient toutes perdues au plafond de {cap}."),
    "cap:short": ("The cap of {cap} would take {lost} of these {coins} coins.",
                  "Le plafond de {cap} vous ferait perdre {lost} de ces {coins} pièces."),
    "play_better:short": ("Playing {card} is worth more than its {coins} {unit}.",
                          "Jouer la carte {card} vaut plus que la transformer en {coins} {unit}."),
    "transform_better:short": ("Playing {card} brings less than its {coins} {unit} would.",
                               "Jouer la carte {card} rapporte moins que la transformer en {coins} {unit}."),
    "end_early:short": ("Ending the turn would leave {best} unused.",
                        "Finir le tour maintenant, ce serait renoncer à {best}."),
    "end_better:short": ("{played} costs more than it brings now.",
                         "{played} coûte plus cher que son gain actuel."),
    "roam:short": ("{played} costs a roaming fee of {fee} {coins}.",
                   "Activer {played} coûte {fee} {coins} d'itinérance."),
    "two": ("{a} and {b}", "{a} et {b}"),   # a 3-player seat's two Immortals
    "pick:short": ("{best} is worth more than {played} for {imm}.",
                   "Pour {imm}, prendre {best} vaut plus que prendre {played}."),
    "imm_gain": (" {best} leaves you {n} more {res} than {played}: {rule}.",
                 " {best} vous laisse {n} {res} de plus que {played} : {rule}."),
    "imm_gain_all": (" {best} leaves {n} more {res} in play than {played}: {rule}.",
                     " {best} laisse {n} {res} de plus en jeu que {played} : {rule}."),
    "imm_pick": (" If you play it, {best} gives you {n} more {res} than {played}: {rule}.",   # a pick: by the Bonus
                 " Si vous la jouez, {best} vous donne {n} {res} de plus que {played} : {rule}."),
    "imm_pick_all": (" If you play it, {best} puts {n} more {res} in play than {played}: {rule}.",
                     " Si vous la jouez, {best} met {n} {res} de plus en jeu que {played} : {rule}."),
    "unit:coins": ("coins", "pièces"), "unit:mil": ("Military", "Militaire"), "unit:sci": ("Science", "Science"),
    "unit:cha": ("Chaos", "Chaos"), "unit:won": ("Wonder tokens", "jetons Merveille"),
    "unit:set": ("sets of Military, Science and Chaos", "séries Militaire, Science et Chaos"),
    "unit1:coins": ("coin", "pièce"), "unit1:won": ("Wonder token", "jeton Merveille"),
    "unit1:set": ("set of Military, Science and Chaos", "série Militaire, Science et Chaos"),
    "rule:abhilasha:coins": ("each coin you hold is 1 VP for Abhilasha",
                             "chaque pièce gardée vaut 1 PV pour Abhilasha"),
    "rule:abhilasha:cha": ("every Chaos token in play scores twice for Abhilasha (2 VP)",
                           "chaque jeton Chaos en jeu compte double pour Abhilasha (2 PV)"),
    "rule:tomorrow:cha": ("every Chaos token in play is 1 VP for Tomorrow",
                          "chaque jeton Chaos en jeu vaut 1 PV pour Tomorrow"),
    "rule:galmi:won": ("every Wonder token in play scores 2 VP for Galmi",
                       "chaque jeton Merveille en jeu vaut 2 PV pour Galmi"),
    "rule:goan_sul:mil": ("each Military token you own is 3 VP for Goan-Sul",
                          "chaque jeton Militaire vaut 3 PV pour Goan-Sul"),
    "rule:phoenix:sci": ("Phoenix scores 6, 12 or 18 VP from 1, 4 or 7 Science",
                         "Phoenix marque 6, 12 ou 18 PV dès 1, 4 ou 7 Science"),
    "rule:xian:set": ("Xi'an scores 8 VP per set (at most 3)", "Xi'an marque 8 PV par série (3 au plus)"),
    "needs:own.hero": (" {card} needs a Hero of yours to destroy, and you control none.",
                       " La carte {card} demande de détruire un de vos Héros, et vous n'en contrôlez aucun."),
    "needs:own.building": (" {card} needs a Building of yours to destroy, and you control none.",
                           " La carte {card} demande de détruire un de vos Bâtiments, et vous n'en contrôlez aucun."),
    "needs:copy.own.building": (" {card} copies a Building of yours, and you control none.",
                                " La carte {card} copie un de vos Bâtiments, et vous n'en contrôlez aucun."),
    "needs:per.own.won": (" {card} scores per Wonder token you own, and you have none.",
                          " La carte {card} rapporte par jeton Merveille possédé, et vous n'en avez aucun."),
    "generic": ("{best} was about {d} VP better than {played} in the simulated games.",
                "{best} valait environ {d} PV de plus que {played} dans les parties simulées."),
    "cat": (" The gain is in {cat} ({g} VP).", " Le gain porte sur {cat} ({g} PV)."),
    "contest": (" {best} {parts}.", " {best} {parts}."),
    "contest_pick": (" If you play it, {best} {parts}.", " Si vous la jouez, {best} {parts}."),   # its Bonus
    "and": (" and ", " et "),
    "cat:immortal": ("your Immortal's points", "les points de votre Immortel"),
    "cat:vp_tokens": ("VP tokens", "les jetons PV"),
    "cat:wonders": ("the Wonder ranking", "le classement des Merveilles"),
    "cat:supremacy": ("Supremacy", "la Suprématie"),
    "cat:culture": ("Culture", "la Culture"),
    "cat:diamonds": ("diamonds", "les diamants"),
    "ahead_keep": ("keeps you ahead in {what}", "vous garde en tête en {what}"),
    "ahead_put": ("puts you ahead in {what}", "vous met en tête en {what}"),
    "tie_join": ("draws you level for the lead in {what}", "vous met à égalité avec le meneur en {what}"),
    "res:mil": ("Military", "Militaire"),
    "res:sci": ("Science", "Science"),
    "res:cha": ("Chaos", "Chaos"),
}


def t(key: str, lang: str, **fmt: object) -> str:
    """One TEXT entry in `lang`, formatted; one that starts with a card's name starts with a capital ("La
    Forteresse de Galmi coûte…": French names come with their article, `labels.in_text`)."""
    en, fr = TEXT[key]
    text = fr if lang == "fr" else en
    out = elide(text.format(**fmt), lang)
    if text.lstrip().startswith("{"):
        lead = len(out) - len(out.lstrip())
        out = out[:lead] + capital(out[lead:])
    return out


def slot_coins(view: dict) -> int:
    """The coins a transform of the pending `play` decision's card gives (its slot's coins)."""
    slot = (view.get("decision") or {}).get("slot", 0) or 0
    row = M.SLOT_COINS[view["round"] - 1]
    return row[min(slot, len(row) - 1)]


def lost_to_cap(view: dict) -> int:
    """How many of a transform's coins the coin cap would take from the viewing seat: the coins of transformed
    cards are collected at the end of the draft, up to the cap, on top of the coins held (none can be spent
    before then)."""
    me = view["seats"][view["seat"]]
    pending = sum(sl["coins"] for sl in me["slots"] if sl["status"] in ("transformed", "chose_transform"))
    coins = slot_coins(view)
    return max(0, min(coins, me["coins"] + pending + coins - M.COIN_CAP))


def reason(view: dict, played: str, best: str, values: dict[str, OptionValue], lang: str,
           card: str | None = None, good: float = GOOD, plain: bool = True) -> str:
    """One or two sentences: why `best` beats `played` (or that they are alike), in game terms. `plain` False
    gives the facts without the measured difference (the hint states it already), and leaves out the sentence
    that would only restate it."""
    loss = values[best].vp_mean - values[played].vp_mean if played in values and best in values else 0.0
    if played == best:
        return t("same", lang)

    def lab(a: str) -> str:   # an action in a sentence: quoted
        return quoted(action_label(a, view, lang, card=card), lang)

    d = num(loss, lang)
    if loss < good:
        return t("close", lang, best=lab(best), d=num(loss, lang))
    kind = (view.get("decision") or {}).get("kind", "")
    sfx = "" if plain else ":short"
    me = view["seat"]
    text = ""
    if kind == "play":
        slot = (view.get("decision") or {}).get("slot", -1)
        key = view["seats"][me]["slots"][slot]["key"]
        coins = slot_coins(view)
        lost = lost_to_cap(view)
        if played == "transform" and lost > 0:
            which = "cap_one" if coins == 1 else "cap_all" if lost == coins else "cap"
            text = t(which + sfx, lang, lost=lost, coins=coins, cap=M.COIN_CAP, card=card_name(key, lang), d=d)
        elif played == "transform":
            text = t("play_better" + sfx, lang, card=card_name(key, lang), d=d, coins=coins,
                     unit=_unit_word("coins", coins, lang))
        else:
            text = t("transform_better" + sfx, lang, card=card_name(key, lang), d=d, coins=coins,
                     unit=_unit_word("coins", coins, lang))
    elif kind == "kingdom":
        fee = _roam_fee(view, played)
        if played == "end":
            text = t("end_early" + sfx, lang, best=_card_of(best, lang) or lab(best), d=d)
        elif best == "end":
            text = t("end_better" + sfx, lang, played=_card_of(played, lang) or lab(played), d=d)
        elif fee:
            text = t("roam" + sfx, lang, played=_card_of(played, lang), fee=fee, best=lab(best), d=d,
                     coins=_unit_word("coins", fee, lang))
    elif kind == "pick" and view["me"]["immortals"]:
        names = [card_name(k, lang) for k in view["me"]["immortals"]]   # two in a 3-player game
        imm = t("two", lang, a=names[0], b=names[1]) if len(names) == 2 else names[0]
        text = t("pick" + sfx, lang, best=_card_of(best, lang), played=_card_of(played, lang), d=d, imm=imm)
    if not text and plain:
        text = t("generic", lang, best=lab(best), played=lab(played), d=d)
    note = _needs_note(view, played, lang) or _immortal_note(view, played, best, lang, lab)
    return (text + (note or _where(view, played, best, values, lang))).strip()


SCORED = {"abhilasha": ("cha*", "coins"), "tomorrow": ("cha*",), "galmi": ("won*",), "goan_sul": ("mil",),
          "phoenix": ("sci",), "xian": ("set",)}
"""The resources each Immortal scores on (game.bots.worth.immortal_points), * counted over every seat: what an
Immortal clause may name."""


def _immortal_note(view: dict, played: str, best: str, lang: str, lab: Callable[[str], str]) -> str:
    """How the better move feeds the seat's own Immortal: the resource it gives more of at once, and the rule
    that scores it ("every Chaos token in play scores twice for Abhilasha"); '' when none applies."""
    imms = view["me"]["immortals"]
    kind = (view.get("decision") or {}).get("kind", "")
    picks = kind == "pick" and played.startswith("pick ") and best.startswith("pick ")
    if len(imms) != 1 or imms[0] not in SCORED or kind == "play" or (kind == "pick" and not picks):
        return ""
    st = sample_state(view, 0)   # one's own tokens and coins after an action do not depend on the sample
    if st is None:
        return ""
    me = view["seat"]
    after = {}
    try:
        for a in (played, best):
            if picks:   # what the card's Bonus would add were it played
                c, p = st, _with_bonus(st, me, a[5:], view)
            else:
                c = st.clone()
                apply_inplace(c, a, events=False)
                p = c.players[me]
            after[a] = {"coins": p.coins, "mil": p.mil, "sci": p.sci, "set": min(p.mil, p.sci, p.cha, 3),
                        "cha*": sum(q.cha for q in c.players) - c.players[me].cha + p.cha,
                        "won*": sum(q.won for q in c.players) - c.players[me].won + p.won}
    except Exception:   # a reason is a courtesy: never fail the review for it
        return ""
    imm = imms[0]
    for res in SCORED[imm]:
        n = after[best][res] - after[played][res]
        if n > 0:
            unit = res.rstrip("*")
            key = ("imm_pick" if picks else "imm_gain") + ("_all" if res.endswith("*") else "")
            return t(key, lang, n=n, res=_unit_word(unit, n, lang),
                     best=_card_of(best, lang) or lab(best), played=_card_of(played, lang) or lab(played),
                     rule=t(f"rule:{imm}:{unit}", lang))
    return ""


def _with_bonus(st: GameState, seat: int, key: str, view: dict) -> SimpleNamespace:
    """The seat's coins and tokens were the card `key` played: its Bonus's gains added (twice on the pick that
    doubles it), caps left aside (a reason compares two cards, the cap cuts both alike)."""
    p = st.players[seat]
    have = {r: getattr(p, r) for r in ("coins", "mil", "sci", "cha", "won")}
    double = 2 if view["round"] == 1 and view["pick"] == st.db.game["bonus_double"]["pick"] else 1
    for step in st.db.card(key).bonus:
        if step.verb == "gain":
            for r, n in step.params.items():
                if r in have and isinstance(n, int):
                    have[r] += n * double
    return SimpleNamespace(**have)


def _needs_note(view: dict, played: str, lang: str) -> str:
    """Why the card a pick or a play chose is weak for this seat now, from its Action's own needs: a Hero or a
    Building of yours to destroy or copy, Wonder tokens to score per ("Altar needs a Hero of yours to destroy,
    and you control none"); '' when none applies."""
    d = view.get("decision") or {}
    me = view["seat"]
    row = view["seats"][me]
    if d.get("kind") == "pick" and played.startswith("pick "):
        key = played[5:]
    elif d.get("kind") == "play" and played == "play":
        key = row["slots"][d.get("slot", -1)]["key"]
    else:
        return ""
    if key not in M.FACTS:
        return ""
    db = M.DB
    mine = [c["key"] for c in row["buildings"] + row["heroes"]]
    mine += [sl["key"] for sl in row["slots"] if sl["status"] in ("played", "chose_play")]
    families = {db.card(k).family for k in mine if k in M.FACTS}
    for step in db.card(key).action:
        need = ""
        if step.verb == "destroy" and step.params.get("target") in ("own.hero", "own.building"):
            target = step.params["target"]
            need = target if target.split(".")[1] not in families else ""
        elif step.verb == "copy" and tuple(step.params.get("from", ())) == ("own.building",):
            need = "copy.own.building" if "building" not in families else ""
        elif step.verb == "gain" and "per" in step.params:
            per = step.params["per"]
            if (per.scope, per.what) == ("own", "won") and row["won"] == 0:
                need = "per.own.won"
        if need:
            return t("needs:" + need, lang, card=card_name(key, lang))
    return ""


def _unit_word(unit: str, n: int, lang: str) -> str:
    """The TEXT word for n of a unit: "coin" for 1 where there is a singular, else "coins" (French alike)."""
    return t(f"unit1:{unit}" if n == 1 and f"unit1:{unit}" in TEXT else f"unit:{unit}", lang)


def _card_of(action: str, lang: str) -> str:
    """The card an action names ('use 12' -> its name, in French with its article), '' for one that names none."""
    arg = action.partition(" ")[2]
    return in_text(arg, lang) if arg in M.FACTS else ""


def _roam_fee(view: dict, action: str) -> int:
    """The roaming fee an activation of another seat's Building costs the viewing seat (0 for its own)."""
    verb, _, key = action.partition(" ")
    if verb != "use":
        return 0
    for s, row in enumerate(view["seats"]):
        if s != view["seat"] and key in row.get("roam_cost", {}):
            return int(row["roam_cost"][key])
    return 0


def _where(view: dict, played: str, best: str, values: dict[str, OptionValue], lang: str) -> str:
    """Where the gain comes from: the scoring category (playouts to the end) or the contests the move wins."""
    a, b = values.get(best), values.get(played)
    if a is not None and b is not None and a.breakdown and b.breakdown:
        gains = {c: a.breakdown.get(c, 0.0) - b.breakdown.get(c, 0.0) for c in CATEGORIES}
        cat, g = max(gains.items(), key=lambda kv: kv[1])
        if g >= 0.5:
            return t("cat", lang, cat=t("cat:" + cat, lang), g=num(g, lang))
    try:
        parts = contest_parts(view, best, lang)
    except Exception:   # a reason is a courtesy: never fail the review for it
        parts = []
    if parts:
        label = _card_of(best, lang) or quoted(action_label(best, view, lang), lang)
        return t("contest_pick" if best.startswith("pick ") else "contest", lang, best=label,
                 parts=t("and", lang).join(parts))
    return ""


def contest_parts(view: dict, action: str, lang: str) -> list[str]:
    """How the action moves you in the Supremacy contests still to come (Military, Science, Chaos with the Ritual);
    a pick, as the card would if you played it (its Bonus, and a passive such as Nezha's)."""
    if view["phase"] not in ("draft", "kingdom"):
        return []
    st = sample_state(view, 0)   # everyone's tokens are public: any sample has the true counts
    if st is None:
        return []
    me = view["seat"]
    contests = list(st.db.game["supremacy_contests"])   # as the Supremacy phase builds them (Dark Ritual adds one)
    contests += [step.params["what"] for u in st.wonders for step in st.db.civ[u].world
                 if step.verb == "supremacy_contest" and step.params["what"] not in contests]
    before = {r: supremacy_totals(st, r) for r in contests}
    if action == "play" or action.startswith("pick "):
        # the Bonus (and a passive such as Nezha's) counts once every seat has decided
        slot = (view.get("decision") or {}).get("slot", -1)
        key = action[5:] if action.startswith("pick ") else view["seats"][me]["slots"][slot]["key"]
        card = st.db.card(key)
        double = 2 if view["round"] == 1 and view["pick"] == st.db.game["bonus_double"]["pick"] else 1
        extra = {r: sum(step.params.get(r, 0) for step in card.bonus if step.verb == "gain") * double +
                 sum(step.params.get(r, 0) for step in card.passive if step.verb == "supremacy_bonus")
                 for r in contests}
        after = {r: before[r][me] + extra[r] for r in contests}
    else:
        c = st.clone()
        apply_inplace(c, action, events=False)
        after = {r: supremacy_totals(c, r)[me] for r in contests}
    out = []
    for r in contests:
        was, now = before[r][me], after[r]
        if now <= was:
            continue
        rival = max(v for o, v in enumerate(before[r]) if o != me)
        if action.startswith("pick ") and was == rival == 0:
            continue   # nobody has any yet and every seat is still drafting: "ahead" would say nothing
        what = t("res:" + r, lang)
        if now > rival:
            out.append(t("ahead_keep" if was > rival else "ahead_put", lang, what=what))
        elif now == rival:
            out.append(t("tie_join", lang, what=what))
    return out
