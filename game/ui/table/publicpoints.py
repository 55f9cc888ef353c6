"""A seat's points so far from what everyone sees: every scoring category but a hidden Immortal (no pygame).

The same categories and values as the rules' final scoring (game/rules/scoring.py compute_result), read off a view:
VP tokens, the Wonder ranking, Supremacy, Culture and diamonds. A revealed Immortal adds its points and its
revaluations (game/ui/panels/immortalpoints.py); a hidden one counts nothing and changes no value.
"""

from __future__ import annotations

from game.rules import default_db
from game.ui.i18n import STRINGS, tr

STRINGS.update({
    "pp:short": ("{n} VP", "{n} PV"),
    "pp:head": ("{name}: {n} VP so far (public)", "{name} : {n} PV jusqu'ici (public)"),
    "pp:line": ("{cat}: {n}", "{cat} : {n}"),
    "pp:hidden": ("+ the hidden Immortal's points", "+ les points de l'Immortel caché"),
})

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


def public_total(view: dict, seat: int) -> int:
    """The points of `seat` so far that everyone can count."""
    return sum(public_points(view, seat).values())


def points_tip(view: dict, seat: int, name: str) -> str:
    """The hover text of a header's points: the total, then each category that counts, and the hidden Immortal."""
    from game.ui.widgets.chart import CAT_KEYS
    pts = public_points(view, seat)
    lines = [tr("pp:head", name=name, n=sum(pts.values()))]
    lines += [tr("pp:line", cat=tr(CAT_KEYS[c]), n=v) for c, v in pts.items() if v]
    if view["seats"][seat].get("immortal") is None:
        lines.append(tr("pp:hidden"))
    return "\n".join(lines)
