"""A seat's points so far from what everyone sees: every scoring category but a hidden Immortal (no pygame).

The same categories and values as the rules' final scoring (game/rules/scoring.py compute_result), read off a view:
VP tokens, the Wonder ranking, Supremacy, Culture and diamonds. A revealed Immortal adds its points and its
revaluations (game/ui/panels/immortalpoints.py); a hidden one counts nothing and changes no value, except on the
viewer's own seat: `own_points` counts the Immortal the viewer knows is theirs (the better of two, 3 players).
"""

from __future__ import annotations

from game import labels
from game.rules import default_db
from game.ui.i18n import STRINGS, lang, tr

STRINGS.update({
    "pp:short": ("{n} VP", "{n} PV"),
    "pp:head": ("{name}: {n} VP so far (public)", "{name} : {n} PV jusqu'ici (public)"),
    "pp:line": ("{cat}: {n}", "{cat} : {n}"),
    "pp:hidden": ("+ the hidden Immortal's points", "+ les points de l'Immortel caché"),
    "pp:own_head": ("{name}: {n} VP so far, your Immortal counted",
                    "{name} : {n} PV jusqu'ici, votre Immortel compris"),
    "pp:own_best": ("Counted with {imm}, the better of your two Immortals",
                    "Compté avec {imm}, le meilleur de vos deux Immortels"),
    "pp:own_secret": ("The others see {n} VP: your Immortal is hidden from them",
                      "Les autres voient {n} PV : votre Immortel leur est caché"),
    "pp:counted_in": ("{cat} column: {vp} VP", "colonne {cat} : {vp} PV"),
})

REVALUED = {"sup": "supremacy", "culture": "culture", "wonder_ranking": "wonders", "diamond_each": "diamonds"}
"""A `revalue` step's key to the scoring category whose points it changes."""


def revalued(immortal: str) -> list[str]:
    """The categories an Immortal revalues, in its card's order: Justice's Supremacy, Galmi's Wonder ranking,
    Phoenix's Culture, Xi'an's diamonds (their points count there, not in the Immortal column)."""
    im = default_db().immortal_by_id[immortal]
    cats = [REVALUED[k] for step in im.scoring if step.verb == "revalue" for k in step.params if k in REVALUED]
    return list(dict.fromkeys(cats))

PUBLIC = ("immortal", "vp_tokens", "wonders", "supremacy", "culture", "diamonds")


def _revaluations(view: dict, seat: int) -> dict:
    """The value changes of the seat's Immortal, when it is public in `view` ({} while hidden)."""
    imm = view["seats"][seat].get("immortal")
    if imm is None:
        return {}
    rev: dict = {}
    for step in default_db().immortal_by_id[imm].scoring:
        if step.verb == "revalue":
            rev.update(step.params)
    return rev


def _is_justice(row: dict) -> bool:
    return row.get("immortal") == "justice" or bool(row.get("justice_revealed"))


def public_points(view: dict, seat: int) -> dict[str, int]:
    """{category: points} of `seat` on the table now, as the final scoring would count what is public."""
    sc = default_db().scoring
    seats = view["seats"]
    row = seats[seat]
    rev = _revaluations(view, seat)
    vals = [r["won"] + (0.5 if _is_justice(r) else 0) if r["won"] >= 1 else None for r in seats]
    distinct = sorted({v for v in vals if v is not None}, reverse=True)
    table = rev.get("wonder_ranking", sc["wonder_ranking"])
    wonders = 0
    if vals[seat] is not None:
        rank = distinct.index(vals[seat])
        wonders = table[rank] if rank < len(table) else 0
    culture = sum(int(c.get("culture", 0)) for c in row["buildings"] + row["heroes"])
    culture += int(row.get("narashima_culture", 0))
    inplay = sum(r["diamond"] for r in seats)
    each = rev.get("diamond_each", sc["diamond_each"])
    out = {
        "immortal": 0,
        "vp_tokens": int(row["vp"]),
        "wonders": int(wonders),
        "supremacy": int(row["sup"]) * rev.get("sup", sc["sup"]),
        "culture": culture * rev.get("culture", sc["culture"]),
        "diamonds": int(row["diamond"]) * each[inplay - 1] if inplay else 0,
    }
    if row.get("immortal") is not None:
        from game.ui.panels.immortalpoints import immortal_points
        out["immortal"] = int(immortal_points(view, seat)["total"] or 0)
    return out


def _own_best(view: dict, seat: int) -> tuple[str | None, dict[str, int]]:
    """(the Immortal counted, {category: points}) of the viewer's own seat: see `own_points`."""
    row = view["seats"][seat]
    mine = view.get("me", {}).get("immortals") or []
    if row.get("immortal") is not None or not mine or view.get("seat") != seat:
        return None, public_points(view, seat)
    best: tuple[str | None, dict[str, int]] = (None, {})
    for im in mine:
        pts = with_immortal(view, seat, im)
        if not best[1] or sum(pts.values()) > sum(best[1].values()):
            best = (im, pts)
    return best


def with_immortal(view: dict, seat: int, immortal: str) -> dict[str, int]:
    """{category: points} of `seat` now were `immortal` its Immortal: its points and what it revalues counted."""
    seats = list(view["seats"])
    seats[seat] = {**seats[seat], "immortal": immortal}
    return public_points({**view, "seats": seats}, seat)


def own_points(view: dict, seat: int) -> dict[str, int]:
    """{category: points} of the viewer's own seat now: the public ones with its own Immortal counted (its points
    and what it revalues), as the viewer knows it; of two Immortals (3 players, before keeping one) the better."""
    return _own_best(view, seat)[1]


def public_total(view: dict, seat: int) -> int:
    """The points of `seat` so far that everyone can count."""
    return sum(public_points(view, seat).values())


def _breakdown(head: str, pts: dict[str, int]) -> list[str]:
    from game.ui.widgets.chart import CAT_KEYS
    return [head] + [tr("pp:line", cat=tr(CAT_KEYS[c]), n=v) for c, v in pts.items() if v]


def points_tip(view: dict, seat: int, name: str) -> str:
    """The hover text of a header's points: the total, then each category that counts, and the hidden Immortal."""
    pts = public_points(view, seat)
    lines = _breakdown(tr("pp:head", name=name, n=sum(pts.values())), pts)
    if view["seats"][seat].get("immortal") is None:
        lines.append(tr("pp:hidden"))
    return "\n".join(lines)


def own_total(view: dict, seat: int) -> int:
    """The viewer's own points so far, its Immortal counted (`own_points`)."""
    return sum(own_points(view, seat).values())


def own_tip(view: dict, seat: int, name: str) -> str:
    """The hover text of your own header's points: your total with your Immortal, each category, what others see."""
    im, pts = _own_best(view, seat)
    lines = _breakdown(tr("pp:own_head", name=name, n=sum(pts.values())), pts)
    if im is not None and len(view["me"]["immortals"]) > 1:
        lines.insert(1, tr("pp:own_best", imm=labels.card_name(im, lang())))
    public = public_total(view, seat)
    if public != sum(pts.values()):
        lines.append(tr("pp:own_secret", n=public))
    return "\n".join(lines)
