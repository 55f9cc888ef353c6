"""Why things happened, as plain data built from one seat's view and its (redacted) events: no pygame here.

`draft_summary` (end of a draft), `supremacy_summary` (the contests of a Supremacy phase) and
`explain_batch` (which explanation screens a batch of events calls for, pushed by route name).
The Immortals' points are in game/ui/panels/immortalpoints.py.
"""

from __future__ import annotations

from typing import Any

from game.rules import default_db
from game.ui.screenclaim import PANEL
from game.ui.text.names import table_you


def since_last(events: list[dict], phase: str) -> list[dict]:
    """The events from the last `phase` event for `phase` on (all of them if there is none)."""
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if e.get("t") == "phase" and e.get("phase") == phase:
            return events[i:]
    return list(events)


def flat(log: list[Any]) -> list[dict]:
    """All events of a list of log entries (objects with `.events`), in order."""
    return [e for entry in log for e in entry.events]


# ---------------------------------------------------------------------------------------------- end of a draft

def draft_summary(events: list[dict], view: dict) -> dict:
    """Coins each seat got from transformed cards (and lost to the cap), Wonders sent to the centre, first player.

    `events`: the viewer's events up to and including the end of the draft (at least this round's draft).
    """
    db = default_db()
    n = view["players"]
    draft = since_last(events, "draft")
    earned = [0] * n
    got = [0] * n
    played: list[tuple[int, str]] = []
    wonders: list[tuple[int, str]] = []
    first_seat = None
    for e in draft:
        t = e.get("t")
        if t == "reveal_slots":
            for sl in e["slots"]:
                if sl["status"] == "transformed":
                    earned[sl["seat"]] += sl.get("coins", 0)
                elif sl["status"] == "played" and sl.get("card"):
                    played.append((sl["seat"], sl["card"]))
        elif t == "gain" and e.get("why") == "transform":
            got[e["seat"]] += e["what"].get("coins", 0)
        elif t == "wonder_in":
            wonders.append((e.get("seat", -1), e["card"]))
        elif t == "first_player":
            first_seat = e["seat"]
    rows = [{"seat": s, "earned": earned[s], "coins": got[s], "lost": max(0, earned[s] - got[s])} for s in range(n)]
    first = {"seat": view["first_player"], "why": "passed", "card": None}
    if view["round"] == 1:
        first = _first_why(played, first_seat if first_seat is not None else view["first_player"], db)
    return {"round": view["round"], "rows": rows, "wonders": wonders, "first": first}


def _first_why(played: list[tuple[int, str]], seat: int, db: Any) -> dict:
    """Round 1: the lowest-numbered Hero played takes the token; without a Hero the lowest Building; else kept."""
    for family in ("hero", "building"):
        cards = [(db.card(k).number, s, k) for s, k in played if db.card(k).family == family]
        if cards:
            _, s, k = min(cards)
            if s == seat:
                return {"seat": seat, "why": "lowest_" + family, "card": k}
            return {"seat": seat, "why": "other", "card": None}
    return {"seat": seat, "why": "kept", "card": None}


# ---------------------------------------------------------------------------------------------- Supremacy

def supremacy_bonus(view: dict, seat: int, what: str) -> list[tuple[str, int]]:
    """Cards in play that add to `seat`'s total for a contest (Nezha): [(card key, +n)]."""
    db = default_db()
    out = []
    row = view["seats"][seat]
    for c in row["heroes"] + row["buildings"]:
        card = db.card(c["key"])
        for step in card.passive:
            if step.verb == "supremacy_bonus" and step.params.get(what):
                out.append((c["key"], int(step.params[what])))
    return out


def supremacy_summary(events: list[dict], view: dict) -> list[dict]:
    """One row per contest of the last Supremacy phase: totals, winner and why ('most', 'justice', 'claim', 'tie',
    'nobody' or 'pending' while a tie decision is open)."""
    phase = since_last(events, "supremacy")
    if not phase or phase[0].get("t") != "phase":
        return []
    out: list[dict] = []
    cur: dict | None = None
    claimed = False
    rnd = phase[0].get("round", view["round"])   # the round whose Supremacy this is (the view may be a round on)
    for e in phase:
        t = e.get("t")
        if t == "phase" and e.get("phase") != "supremacy":
            break
        if t == "contest":
            totals = list(e["totals"])
            top = max(totals) if totals else 0
            tied = [s for s, v in enumerate(totals) if v == top] if top > 0 else []
            cur = {"what": e["what"], "round": rnd, "totals": totals, "top": top, "tied": tied, "winner": None,
                   "why": "nobody" if top <= 0 else "pending",
                   "bonus": [supremacy_bonus(view, s, e["what"]) for s in range(len(totals))]}
            out.append(cur)
            claimed = False
        elif cur is None:
            continue
        elif t == "justice_reveal":
            claimed = True
        elif t == "supremacy" and e.get("why") == cur["what"] and cur["why"] == "pending":
            cur["winner"] = e["seat"]
            cur["why"] = "most" if len(cur["tied"]) == 1 else ("claim" if claimed else "justice")
        elif t == "tie" and e.get("what") == cur["what"]:
            cur["why"] = "tie"
            cur["tied"] = list(e.get("seats", cur["tied"]))
    return out


def supremacy_done(rows: list[dict]) -> bool:
    """Every contest of the phase is settled (no tie decision still open)."""
    return bool(rows) and all(r["why"] != "pending" for r in rows)


# ---------------------------------------------------------------------------------------------- which screens

VP_EVENTS = ("immortal_reveal", "tomorrow", "narashima_culture", "score")


def explain_batch(table: Any, events: list[dict]) -> bool:
    """Push the explanation screens `events` call for, one after another, over `table` (a TableScene).

    The table gives `app`, `match` (names, seats, log_for), `view` and `viewer`; only the viewer's redacted log
    and view are read. Returns True when the VP stage took over showing the final results.
    """
    kinds = {e.get("t") for e in events}
    phases = [e.get("phase") for e in events if e.get("t") == "phase"]
    if not ({"contest", "tie", "supremacy"} & kinds or phases or set(VP_EVENTS) & kinds):
        return False
    app = table.app
    log = flat(table.match.log_for(table.viewer))
    names = list(table.match.names)
    you = table_you(table)   # who the panels call "You": nobody in a hot-seat game, a replay or a spectator view
    view = table.view
    human = not getattr(table, "spectator", False)
    screens = []
    if "kingdom" in phases:
        screens.append(app.make("draft_summary", draft_summary(log, view), names, you, human))
    if {"contest", "tie", "supremacy"} & kinds or "supremacy" in phases:
        rows = supremacy_summary(log, view)
        whats = {r["what"] for r in rows}
        settles = any(e.get("t") in ("contest", "tie") or (e.get("t") == "supremacy" and e.get("why") in whats)
                      for e in events)
        if settles and supremacy_done(rows):
            screens.append(app.make("supremacy_panel", rows, view, names, you, human))
    final = "game_over" in kinds
    if set(VP_EVENTS) & kinds:
        screens.append(app.make("vp_stage", view, since_last(log, "vp"), names, you, events, final,
                                list(table.match.seats), human))
    claims = getattr(table, "claims", None)
    if claims is not None:   # the table's screen queue (game/ui/screenclaim.py) shows them one after another
        for screen in screens:
            claims.claim(screen, PANEL)
    elif screens:            # no queue (a bare table): chained, each opening the next as it closes
        for a, b in zip(screens, screens[1:]):
            a.then = b
        app.push(screens[0])
    return final and bool(screens)
