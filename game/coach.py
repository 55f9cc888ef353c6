"""The tutorial coach, without pygame: which tip to show, anchored to what, from the seat's view and legal actions.

Each step has an id, a condition on a `Moment` (the view, the legal actions, the events since the last look) that
returns where it points (a `Tip`), or None. A step is shown once, when its condition first holds, one at a time.
The coach only reads; it never acts. `Tip.act` is the action the tip talks about, which a scripted run may follow.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.rules import default_db

TUTORIAL_SEED = 140       # chosen by tools/tutorial_seed.py: all 20 steps, 18 of them by round 2
TUTORIAL_SEATS = ("human", "bot:easy", "bot:easy")


@dataclass
class Moment:
    """What the coach may read at one instant: the seat's view, its legal actions, the events since last time."""

    view: dict
    legal: list[str]
    events: list[dict] = field(default_factory=list)

    @property
    def me(self) -> int:
        return self.view["seat"]

    @property
    def mine(self) -> dict:
        return self.view["seats"][self.me]

    @property
    def kind(self) -> str | None:
        """The kind of the decision the viewer must take now, None when it is not the viewer's turn."""
        d = self.view.get("decision") or {}
        return d.get("kind") if d.get("seat") == self.me and self.legal else None


@dataclass
class Tip:
    """One shown tip: the step id, what it points at (kind: card | zone | button | none, and a name), text fields."""

    id: str
    target: tuple[str, str] = ("none", "")
    params: dict = field(default_factory=dict)
    act: str | None = None


Cond = Callable[[Moment], "Tip | None"]


def _card(key: str) -> object:
    return default_db().card(key)


def _verbs(key: str, part: str = "action") -> set[str]:
    return {s.verb for s in getattr(_card(key), part)}


def _where(m: Moment, key: str) -> str | None:
    """The layout key of a Kingdom card `key` (any seat), None if nobody controls it."""
    for s, row in enumerate(m.view["seats"]):
        if any(c["key"] == key for c in row["buildings"]):
            return f"s{s}:b:{key}"
        if any(c["key"] == key for c in row["heroes"]):
            return f"s{s}:h:{key}"
    return None


def _free_slot(m: Moment) -> int:
    return len(m.mine["slots"])


def _uses(m: Moment) -> list[str]:
    return [a.split(" ", 1)[1] for a in m.legal if a.startswith("use ")]


# ---------------------------------------------------------------------------------------------- the steps


def _draft_pick(m: Moment) -> Tip | None:
    if m.kind == "pick" and m.view["round"] == 1:
        return Tip("draft_pick", ("zone", f"slot{_free_slot(m)}"), act=None)
    return None


def _immortals(m: Moment) -> Tip | None:
    if m.kind == "pick" and m.view["me"]["immortals"]:
        return Tip("immortals", ("card", f"imm:{m.me}:0"), {"n": len(m.view["me"]["immortals"])})
    return None


def _wonder_pick(m: Moment) -> Tip | None:
    if m.kind == "pick":
        for k in m.view["me"]["hand"]:
            if k.startswith("W") and f"pick {k}" in m.legal:
                return Tip("wonder_pick", ("card", f"hand:{k}"), act=f"pick {k}")
    return None


def _play_or_transform(m: Moment) -> Tip | None:
    if m.kind == "play" and "play" in m.legal:
        return Tip("play_or_transform", ("button", "play"), act="play")
    return None


def _slot_coins(m: Moment) -> Tip | None:
    if m.kind == "play" and "transform" in m.legal and "play" in m.legal:
        slot = _free_slot(m) - 1
        coins = default_db().game["slot_coins"][m.view["round"] - 1][slot]
        return Tip("slot_coins", ("button", "transform"), {"slot": slot + 1, "n": coins}, act="transform")
    return None


def _doubled(m: Moment) -> Tip | None:
    if m.kind == "play" and m.view["round"] == 1 and m.view["pick"] == 4 and "play" in m.legal:
        return Tip("doubled", ("card", f"s{m.me}:slot3"), act="play")
    return None


def _play_limit(m: Moment) -> Tip | None:
    v = m.view
    limit = default_db().game["max_plays"][min(v["round"], 2) - 1]
    plays = m.mine.get("plays") or 0
    slots = m.mine["slots"]
    if v["phase"] == "draft" and plays >= limit and len(slots) < (5 if v["round"] == 1 else 4):
        return Tip("play_limit", ("zone", "slots"), {"n": limit})
    return None


def _kingdom_use(m: Moment) -> Tip | None:
    if m.kind != "kingdom":
        return None
    for k in _uses(m):
        where = _where(m, k)
        if where and where.startswith(f"s{m.me}:"):
            return Tip("kingdom_use", ("card", where), act=f"use {k}")
    return None


def _tilt(m: Moment) -> Tip | None:
    if m.kind == "kingdom" or m.view["phase"] == "kingdom":
        for part, tag in (("buildings", "b"), ("heroes", "h")):
            for c in m.mine[part]:
                if c["tilted"]:
                    return Tip("tilt", ("card", f"s{m.me}:{tag}:{c['key']}"))
    return None


def _roam(m: Moment) -> Tip | None:
    if m.kind != "kingdom":
        return None
    for k in _uses(m):
        where = _where(m, k)
        if where and not where.startswith(f"s{m.me}:"):
            owner = int(where[1:].split(":")[0])
            cost = m.view["seats"][owner]["roam_cost"].get(k, 0)
            return Tip("roam", ("card", where), {"n": cost, "name": m.view["names"][owner]}, act=f"use {k}")
    return None


def _culture_owner(m: Moment) -> Tip | None:
    for e in m.events:
        if e.get("t") == "roam":
            where = _where(m, e["card"])
            if where:
                return Tip("culture_owner", ("card", where), {"name": m.view["names"][e["owner"]],
                                                              "who": m.view["names"][e["seat"]],
                                                              "mine": e["owner"] == m.me, "by_me": e["seat"] == m.me})
    return None


def _wonder_use(m: Moment) -> Tip | None:
    if m.kind != "kingdom":
        return None
    for k in _uses(m):
        if k.startswith("W"):
            return Tip("wonder_use", ("card", f"w:{k}"), act=f"use {k}")
    return None


def _wonder_limit(m: Moment) -> Tip | None:
    if m.kind == "kingdom" and any(w["tilted"] for w in m.view["wonders"]) and not m.view["wonder_uses_left"]:
        return Tip("wonder_limit", ("zone", "wonders"))
    return None


def _copy_card(m: Moment) -> Tip | None:
    if m.kind != "kingdom":
        return None
    for k in _uses(m):
        if not k.startswith("W") and "copy" in _verbs(k) and _where(m, k):
            return Tip("copy", ("card", _where(m, k) or ""), act=f"use {k}")
    return Tip("copy") if m.kind == "copy" else None


def _destroy(m: Moment) -> Tip | None:
    if m.kind == "kingdom":
        for a in m.legal:
            verb, _, k = a.partition(" ")
            if verb in ("use", "power") and not k.startswith("W") and _where(m, k) and \
                    "destroy" in _verbs(k, "action" if verb == "use" else "power"):
                return Tip("destroy", ("card", _where(m, k) or ""), act=a)
    if m.kind == "destroy":
        return Tip("destroy", ("card", "discard"))
    for e in m.events:
        if e.get("t") == "destroy":
            return Tip("destroy", ("card", "discard"), {"who": m.view["names"][e["seat"]]})
    return None


def _end_turn(m: Moment) -> Tip | None:
    if m.kind == "kingdom" and "end" in m.legal and any(c["tilted"] for c in m.mine["buildings"] + m.mine["heroes"]):
        return Tip("end_turn", ("button", "end"))
    return None


def _supremacy(m: Moment) -> Tip | None:
    for e in m.events:
        if e.get("t") in ("supremacy", "tie") or (e.get("t") == "phase" and e.get("phase") == "supremacy"):
            return Tip("supremacy", ("zone", f"stat{m.me}:sup"))
    if m.view["phase"] == "supremacy":
        return Tip("supremacy", ("zone", f"stat{m.me}:sup"))
    return None


def _round2(m: Moment) -> Tip | None:
    if m.kind == "pick" and m.view["round"] == 2:
        return Tip("round2", ("zone", f"slot{_free_slot(m)}"))
    return None


def _keep_immortal(m: Moment) -> Tip | None:
    return Tip("keep_immortal") if m.kind == "immortal" else None


def _vp_phase(m: Moment) -> Tip | None:
    if m.view.get("result"):
        me = m.view["result"]["players"][m.me]
        return Tip("vp_phase", params={"total": me.get("total", 0), **me.get("breakdown", {})})
    return None


STEPS: tuple[tuple[str, Cond], ...] = (
    ("draft_pick", _draft_pick), ("immortals", _immortals), ("wonder_pick", _wonder_pick),
    ("play_or_transform", _play_or_transform), ("slot_coins", _slot_coins), ("doubled", _doubled),
    ("play_limit", _play_limit), ("kingdom_use", _kingdom_use), ("tilt", _tilt), ("copy", _copy_card),
    ("destroy", _destroy), ("roam", _roam), ("culture_owner", _culture_owner), ("wonder_use", _wonder_use),
    ("wonder_limit", _wonder_limit), ("end_turn", _end_turn), ("supremacy", _supremacy), ("round2", _round2),
    ("keep_immortal", _keep_immortal), ("vp_phase", _vp_phase),
)
STEP_IDS = tuple(s for s, _ in STEPS)
_COND = dict(STEPS)


EVENT_STEPS = ("culture_owner", "supremacy", "destroy")   # steps set off by a passing event: kept until shown


class Coach:
    """Remembers which tips were seen; `look(moment)` says which tip to show now (None: nothing new)."""

    def __init__(self, seen: list[str] | None = None) -> None:
        self.seen: list[str] = [s for s in (seen or []) if s in _COND]
        self.current: Tip | None = None
        self.history: list[Tip] = []     # tips shown this session, for Back
        self.back_at: int | None = None  # index in history while looking back
        self.latched: list[Tip] = []     # event tips that fired while another tip was up

    @property
    def done(self) -> bool:
        return all(s in self.seen for s in STEP_IDS)

    def look(self, m: Moment) -> Tip | None:
        """Update with a new moment; the tip to show (the current one, a new one, or None)."""
        if m.events:
            for sid in EVENT_STEPS:
                if sid in self.seen or any(t.id == sid for t in self.latched) or \
                        (self.current is not None and self.current.id == sid):
                    continue
                tip = _COND[sid](m)
                if tip is not None:
                    self.latched.append(tip)
        if self.back_at is not None:
            return self.history[self.back_at]
        if self.current is not None:
            fresh = _COND[self.current.id](m)
            if fresh is not None and fresh.id == self.current.id and fresh.target != ("none", ""):
                self.current = fresh          # the same idea; its target may have moved
            return self.current               # stays up until the player acts or skips it
        found = [t for t in (cond(m) for sid, cond in STEPS if sid not in self.seen) if t is not None]
        now = [t for t in found if t.act is not None or t.id == "draft_pick"]   # the decision at hand first
        self.latched = [t for t in self.latched if t.id not in self.seen]
        for tip in now + self.latched + found:
            if tip in self.latched:
                self.latched.remove(tip)
            return self._show(tip)
        return None

    def _show(self, tip: Tip) -> Tip:
        self.current = tip
        self.history.append(tip)
        return tip

    def skip(self) -> None:
        """Close the tip on screen (the current one counts as seen; a tip seen again through Back just closes)."""
        if self.back_at is not None:
            self.back_at = None
            return
        if self.current is not None and self.current.id not in self.seen:
            self.seen.append(self.current.id)
        self.current = None

    def back(self) -> Tip | None:
        """Show the previous tip again (reading only: nothing changes on the table)."""
        if self.back_at is not None:
            self.back_at = max(0, self.back_at - 1)
        elif self.history:
            last = len(self.history) - 1
            self.back_at = max(0, last - 1) if self.current is self.history[last] else last
        return self.history[self.back_at] if self.back_at is not None else None

    def state(self) -> dict:
        """What the tutorial saves beside its autosave."""
        return {"seen": list(self.seen)}


def tutorial_fallback(bot: object, view: dict, legal: list[str]) -> str:
    """What the scripted tutorial player does where no tip names an action: play while it may, else ask the bot."""
    if "play" in legal:
        return "play"
    return bot.choose(view, legal)  # type: ignore[attr-defined]


def scripted_choice(tip: Tip | None, legal: list[str], fallback: str) -> str:
    """A scripted player who follows the coach: the tip's action when it is legal, else `fallback`."""
    if tip is not None and tip.act in legal:
        return tip.act
    return fallback
