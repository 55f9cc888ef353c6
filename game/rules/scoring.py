"""Final scoring: the six categories of the VP phase and the winner with the rulebook's tie-breaks."""

from __future__ import annotations

from .queries import count
from .state import GameState

CATEGORIES = ("immortal", "vp_tokens", "wonders", "supremacy", "culture", "diamonds")


def _is_justice(st: GameState, s: int) -> bool:
    return st.players[s].immortals[0] == "justice"   # .immortal, without the property's call


def wonder_ranking_values(st: GameState) -> list[float | None]:
    """Each seat's ranking value: Wonder tokens, +0.5 for Justice (she wins ties); None without a token."""
    out: list[float | None] = []   # a loop, not a comprehension: one call less (issue 30)
    for s, p in enumerate(st.players):
        out.append(p.won + (0.5 if _is_justice(st, s) else 0) if p.won >= 1 else None)
    return out


def immortal_points(st: GameState, s: int, immortal: str) -> tuple[int, dict]:
    """What `immortal`'s scoring gives seat s on the table now (guesses excluded), and its revaluations."""
    rev: dict = {}
    pts = 0
    for step in st.db.immortal_by_id[immortal].scoring:
        if step.verb == "revalue":
            rev.update(step.params)
            continue
        c = count(st, s, step.params["per"]) + step.params.get("plus", 0)
        if "max" in step.params:
            c = min(c, step.params["max"])
        if "tiers" in step.params:
            pts += max((vp for frm, vp in step.params["tiers"] if c >= frm), default=0)
        else:
            pts += step.params.get("n", 1) * c
    return pts, rev


def compute_result(st: GameState) -> dict:
    """Score every seat from the table at the end of the VP phase."""
    db = st.db
    sc = db.scoring
    diamonds_in_play = 0
    for p in st.players:
        diamonds_in_play += p.diamond
    vals = wonder_ranking_values(st)
    ranked: set[float] = set()
    for v in vals:
        if v is not None:
            ranked.add(v)
    distinct = sorted(ranked, reverse=True)
    rows = []
    totals = []
    culture = st.culture
    for s, p in enumerate(st.players):
        im = db.immortal_by_id[p.immortals[0]]   # p.immortal
        pts, rev = immortal_points(st, s, im.id)
        imm = p.tomorrow_bonus + pts
        table = rev.get("wonder_ranking", sc["wonder_ranking"])
        wonders = 0
        v = vals[s]
        if v is not None:
            rank = distinct.index(v)
            wonders = table[rank] if rank < len(table) else 0
        culture_tokens = p.narashima_culture   # with the Culture on the seat's cards (loops: no comprehension's call)
        for u in p.buildings:
            culture_tokens += culture[u]
        for u in p.heroes:
            culture_tokens += culture[u]
        each = rev.get("diamond_each", sc["diamond_each"])
        breakdown = {
            "immortal": imm,
            "vp_tokens": p.vp,
            "wonders": wonders,
            "supremacy": p.sup * rev.get("sup", sc["sup"]),
            "culture": culture_tokens * rev.get("culture", sc["culture"]),
            "diamonds": p.diamond * each[diamonds_in_play - 1] if diamonds_in_play else 0,
        }
        total = sum(breakdown.values())
        rows.append({"name": p.name, "immortal": im.id, "breakdown": breakdown, "total": total})
        totals.append(total)
    return {"players": rows, "winner": winner(st, totals)}


def winner(st: GameState, totals: list[int]) -> int:
    """Highest total; on a tie Justice if she is tied, else the higher Immortal number."""
    best = max(totals)
    if totals.count(best) == 1:   # no tie: the best total's seat (as the tie-breaks below would find)
        return totals.index(best)
    tied = [s for s, t in enumerate(totals) if t == best]
    for s in tied:
        if _is_justice(st, s):
            return s
    num = st.db.immortal_by_id
    return max(tied, key=lambda s: num[st.players[s].immortal].number)
