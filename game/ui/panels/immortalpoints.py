"""Each Immortal's points written out from a view ("Tomorrow: 3 Chaos in play × 1 VP = 3; named right: +10").

Counts are read off the view only (no hidden information: at the VP phase every Immortal is public), with the same
counters as the rules' scoring (game/rules/scoring.py). No pygame here.
"""

from __future__ import annotations

from typing import Any

from game.cardtext import SYMBOL_NAMES, res_word
from game.rules import default_db
from game.ui.i18n import STRINGS, lang, tr, tr_n
from game.ui.text.logtext import card_name, the

STRINGS.update({
    "ip:all": ("{amount} in play", "{amount} en jeu"),
    "ip:sets": ("{n} Military+Science+Chaos sets", "{n} séries Militaire+Science+Chaos"),
    "ip:control": ("{n} {sym} cards controlled", "{n} cartes {sym} contrôlées"),
    "ip:inplay": ("{n} {sym} cards in play", "{n} cartes {sym} en jeu"),
    "ip:discard": ("{n} cards in the discard", "{n} cartes dans la défausse"),
    "ip:destroyed": ("{n} cards destroyed", "{n} cartes détruites"),
    # the same for exactly one (key + "1")
    "ip:sets1": ("1 Military+Science+Chaos set", "1 série Militaire+Science+Chaos"),
    "ip:control1": ("1 {sym} card controlled", "1 carte {sym} contrôlée"),
    "ip:inplay1": ("1 {sym} card in play", "1 carte {sym} en jeu"),
    "ip:discard1": ("1 card in the discard", "1 carte dans la défausse"),
    "ip:destroyed1": ("1 card destroyed", "1 carte détruite"),
    "ip:plus": ("({what} + {plus})", "({what} + {plus})"),
    "ip:max": ("{what}, at most {m}", "{what}, {m} au plus"),
    "ip:times": ("{what} × {n} VP = {pts}", "{what} × {n} PV = {pts}"),
    "ip:tier": ("{what}: {frm}+ → {pts} VP", "{what} : {frm}+ → {pts} PV"),
    "ip:tier_none": ("{what}: below {frm} → 0 VP", "{what} : moins de {frm} → 0 PV"),
    "ip:sup": ("Supremacy worth {each} VP each: {n} × {each} = {pts} (Supremacy column)",
               "Suprématie à {each} PV : {n} × {each} = {pts} (colonne Suprématie)"),
    "ip:culture": ("Culture worth {each} VP each: {n} × {each} = {pts} (Culture column)",
                   "Culture à {each} PV : {n} × {each} = {pts} (colonne Culture)"),
    "ip:diamond": ("each diamond worth {each} VP: {n} × {each} = {pts} (Diamonds column)",
                   "chaque diamant vaut {each} PV : {n} × {each} = {pts} (colonne Diamants)"),
    "ip:ranking": ("Wonder ranking pays {table} (Wonder ranking column)",
                   "classement Merveilles : {table} (colonne Merveilles)"),
    "ip:guess_right": ("named {n} Immortals, all correct: +{vp}", "nomme {n} Immortels, tous justes : +{vp}"),
    "ip:guess_wrong": ("named {n} Immortals, not all correct: +0", "nomme {n} Immortels, pas tous justes : +0"),
    "ip:guess_right1": ("named 1 Immortal, correct: +{vp}", "nomme 1 Immortel, juste : +{vp}"),
    "ip:guess_wrong1": ("named 1 Immortal, wrong: +0", "nomme 1 Immortel, faux : +0"),
    "ip:guess_blind": ("without looking", "sans regarder"),
    "ip:guess_peek": ("after looking at one", "après en avoir regardé un"),
    "ip:guess_none": ("nothing to name: +0", "rien à nommer : +0"),
    "ip:narashima_move": ("moves {n} Culture onto Narashima", "déplace {n} Culture sur Narashima"),
    "ip:narashima_destroy": ("destroys {cards}", "détruit {cards}"),
    "ip:vp_cards": ("VP-phase cards: {what}", "cartes de phase de PV : {what}"),
    # where a VP-phase card's gain is scored (not in the Immortal's points: the line would not add up otherwise)
    "ip:col:vp": ("{what} (VP tokens column)", "{what} (colonne Jetons PV)"),
    "ip:col:sup": ("{what} (Supremacy column)", "{what} (colonne Suprématie)"),
    "ip:head": ("{name}: {n} VP", "{name} : {n} PV"),
})


def _counted(key: str, n: int, **kw: Any) -> str:
    """A counted phrase, singular for exactly one ("1 card in the discard", "2 cards in the discard")."""
    return tr_n(key, n, **kw)


def _sym(what: str) -> str:
    return SYMBOL_NAMES[lang()].get(what, card_name(what))


def count(view: dict, seat: int, scope: str, what: str) -> int:
    """A scoring counter read off the view, as game.rules.engine.count reads it off the state."""
    db = default_db()
    seats = view["seats"]

    def holding(row: dict) -> int:
        if what == "sets":
            return min(row["mil"], row["sci"], row["cha"])
        if what == "civ":
            return row["mil"] + row["sci"] + row["cha"]
        return int(row.get(what, 0))

    if scope == "own":
        return holding(seats[seat])
    if scope == "all":
        return sum(holding(r) for r in seats)
    if scope == "control":
        row = seats[seat]
        cards = [db.card(c["key"]) for c in row["buildings"] + row["heroes"]]
        if what == "card":
            return len(cards)
        if what in ("hero", "building"):
            return sum(1 for c in cards if c.family == what)
        if "." in what:
            fam, sym = what.split(".")
            return sum(1 for c in cards if c.family == fam and sym in c.symbols)
        return sum(1 for c in cards if c.kind == what or what in c.symbols)
    if scope == "inplay":
        keys = [w["key"] for w in view["wonders"]]
        keys += [c["key"] for r in seats for c in r["buildings"] + r["heroes"]]
        return sum(1 for k in keys if what in db.card(k).symbols)
    if scope == "discard":
        return len(view["discard"])
    return int(view.get("destroyed", 0))


def _what(scope: str, what: str, n: int) -> str:
    lg = lang()
    if scope == "own":
        return _counted("ip:sets", n) if what == "sets" else res_word(what, n, lg)
    if scope == "all":
        return tr("ip:all", amount=res_word(what, n, lg))
    if scope == "control":
        return _counted("ip:control", n, sym=_sym(what.split(".")[-1]))
    if scope == "inplay":
        return _counted("ip:inplay", n, sym=_sym(what))
    if scope == "discard":
        return _counted("ip:discard", n)
    return _counted("ip:destroyed", n)


def _score_line(view: dict, seat: int, params: dict) -> tuple[str, int]:
    per = params["per"]
    raw = count(view, seat, per.scope, per.what)
    c = raw + params.get("plus", 0)
    what = _what(per.scope, per.what, raw)
    if params.get("plus"):
        what = tr("ip:plus", what=what, plus=params["plus"])
    if "max" in params:
        c = min(c, params["max"])
        what = tr("ip:max", what=what, m=params["max"])
    if "tiers" in params:
        pts = max((vp for frm, vp in params["tiers"] if c >= frm), default=0)
        reached = [frm for frm, vp in params["tiers"] if c >= frm]
        if reached:
            return tr("ip:tier", what=what, frm=max(reached), pts=pts), pts
        return tr("ip:tier_none", what=what, frm=params["tiers"][0][0]), 0
    n = params.get("n", 1)
    return tr("ip:times", what=what, n=n, pts=n * c), n * c


def _revalue_lines(view: dict, seat: int, params: dict) -> list[str]:
    row = view["seats"][seat]
    out = []
    if "sup" in params:
        out.append(tr("ip:sup", each=params["sup"], n=row["sup"], pts=row["sup"] * params["sup"]))
    if "culture" in params:
        n = sum(c["culture"] for c in row["buildings"] + row["heroes"]) + row.get("narashima_culture", 0)
        out.append(tr("ip:culture", each=params["culture"], n=n, pts=n * params["culture"]))
    if "diamond_each" in params:
        inplay = sum(r["diamond"] for r in view["seats"])
        each = params["diamond_each"][inplay - 1] if inplay else params["diamond_each"][0]
        out.append(tr("ip:diamond", each=each, n=row["diamond"], pts=row["diamond"] * each))
    if "wonder_ranking" in params:
        out.append(tr("ip:ranking", table=" / ".join(str(v) for v in params["wonder_ranking"])))
    return out


def immortal_points(view: dict, seat: int, vp_events: list[dict] | None = None) -> dict:
    """{"immortal", "lines": [(text, pts|None)], "total"} for a seat whose Immortal is public in `view`.

    `vp_events`: the viewer's events of the VP phase (Tomorrow's guesses, Narashima's move and destructions,
    VP-phase card gains); None leaves those lines out but Tomorrow's bonus still counts (it is in the view).
    """
    row = view["seats"][seat]
    imm = row.get("immortal")
    if imm is None:
        return {"immortal": None, "lines": [], "total": None}
    im = default_db().immortal_by_id[imm]
    lines: list[tuple[str, int | None]] = []
    total = 0
    events = [e for e in (vp_events or []) if e.get("seat") == seat]
    for e in events:
        if e.get("t") == "narashima_culture" and e.get("n"):
            lines.append((tr("ip:narashima_move", n=e["n"]), None))
    destroyed = [e["card"] for e in events if e.get("t") == "destroy"]
    if destroyed and im.rule == "narashima":
        lines.append((tr("ip:narashima_destroy", cards=", ".join(the(k) for k in destroyed)), None))
    for step in im.scoring:
        if step.verb == "revalue":
            lines.extend((s, None) for s in _revalue_lines(view, seat, step.params))
            continue
        text, pts = _score_line(view, seat, step.params)
        lines.append((text, pts))
        total += pts
    if im.rule == "tomorrow":
        bonus = int(row.get("tomorrow_bonus", 0))
        guess = next((e for e in events if e.get("t") == "tomorrow"), None)
        if guess is not None:
            k = len(guess.get("guesses", {}))
            if not k:
                text = tr("ip:guess_none")
            elif guess.get("right"):
                blind = bonus == default_db().scoring["tomorrow_blind"]
                how = tr("ip:guess_blind") if blind else tr("ip:guess_peek")
                text = _counted("ip:guess_right", k, vp=bonus) + f" ({how})"
            else:
                text = _counted("ip:guess_wrong", k)
            lines.append((text, bonus))
        elif bonus:
            lines.append((f"+{bonus}", bonus))
        total += bonus
    gains: dict[str, int] = {}
    for e in events:
        if e.get("t") == "gain":
            for res, n in e["what"].items():
                gains[res] = gains.get(res, 0) + n
    if any(gains.values()):
        what = ", ".join(tr("ip:col:" + r, what=res_word(r, n, lang())) if "ip:col:" + r in STRINGS
                         else res_word(r, n, lang()) for r, n in gains.items() if n)
        lines.append((tr("ip:vp_cards", what=what), None))
    return {"immortal": imm, "lines": lines, "total": total}


def guesses(vp_events: list[dict], seat: int) -> list[tuple[int, str]]:
    """Tomorrow's named Immortals, (seat named, Immortal id), in seat order."""
    e = next((e for e in vp_events if e.get("t") == "tomorrow" and e.get("seat") == seat), None)
    if e is None:
        return []
    return sorted((int(s), im) for s, im in e.get("guesses", {}).items())


def headline(info: dict[str, Any]) -> str:
    """'Tomorrow: 13 VP' for a revealed Immortal."""
    return tr("ip:head", name=card_name(info["immortal"]), n=info["total"])
