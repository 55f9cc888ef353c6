"""The tutorial coach, without pygame: the guided first game as a script of steps, taken in order.

Each step has an id, a condition on a `Moment` (the view, the legal actions, the player's own actions since the last
look) that says when it can be shown and where it points (a `Tip`), the last stage of the game where it can still
come (`last`), and what finishes it: the action it teaches (`taught`), or the player's "Got it" for a step that only
explains. Steps come one at a time in the order of `STEPS`; a step whose moment has passed without it (a player who
ignores the coach) is dropped, so the game always goes on. The coach only reads; it never acts. `Tip.act` is the
action the tip asks for, which the scripted run follows; `plan_pick` is the card the tips ask the player to take.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.rules import default_db

TUTORIAL_SEED = 37        # chosen by tools/tutorial_seed.py: every step comes, in order, when the player follows
TUTORIAL_SEATS = ("human", "bot:easy", "bot:easy")
PHASES = ("draft", "kingdom", "supremacy", "vp", "over")


@dataclass
class Moment:
    """What the coach may read at one instant: the seat's view, its legal actions, the events since last time, and
    the actions the seat itself took since last time."""

    view: dict
    legal: list[str]
    events: list[dict] = field(default_factory=list)
    acts: list[str] = field(default_factory=list)

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

    @property
    def round(self) -> int:
        return self.view["round"]


@dataclass
class Tip:
    """One shown tip: the step id, what it points at (kind: card | zone | button | none, and a name), text fields,
    and the action it asks for (None: it only explains, and waits for "Got it")."""

    id: str
    target: tuple[str, str] = ("none", "")
    params: dict = field(default_factory=dict)
    act: str | None = None
    asks: bool = False   # the step waits for an action (set by the coach); False: an explanation, "Got it"


def stage(view: dict) -> tuple[int, int, int]:
    """Where the game is, comparable: (round, phase, pick in the draft)."""
    ph = view.get("phase")
    i = PHASES.index(ph) if ph in PHASES else len(PHASES)
    if view.get("result"):
        i = PHASES.index("over")
    return view["round"], i, (view.get("pick") or 0) if ph == "draft" else 0


# ---------------------------------------------------------------------------------------------- card facts


def _card(key: str) -> object:
    return default_db().card(key)


def _verbs(key: str, part: str = "action") -> set[str]:
    return {s.verb for s in getattr(_card(key), part)}


def _copies(key: str) -> bool:
    return not key.startswith("W") and "copy" in _verbs(key)


def _destroys(key: str) -> bool:
    return "destroy" in _verbs(key) | _verbs(key, "power")


def _simple(key: str) -> bool:
    """An Action that needs no other card: no copy, no destroy, no payment."""
    v = _verbs(key)
    return bool(v) and not v & {"copy", "destroy", "pay", "reveal"}


def plan_pick(view: dict, legal: list[str]) -> str | None:
    """The card the tutorial asks the player to take now: round 1, a card to use (pick 1), a Wonder (2), a card with a
    Bonus to double (4); round 2, a card that copies (1) and one that destroys (2). None: no pick to make."""
    hand = [a.split(" ", 1)[1] for a in legal if a.startswith("pick ")]
    if not hand:
        return None
    rnd, pick = view["round"], view.get("pick") or 1

    def score(k: str) -> tuple[int, ...]:
        w = k.startswith("W")
        if rnd == 1 and pick == 1:
            return (not w and _simple(k), not w and _card(k).kind != "hero")   # type: ignore[attr-defined]
        if rnd == 1 and pick == 2:
            return (w and bool(_verbs(k)), w and "pay" not in _verbs(k))
        if rnd == 1 and pick == 4:
            return (not w and bool(_card(k).bonus), not w and _simple(k))   # type: ignore[attr-defined]
        if rnd == 2 and pick == 1:
            return (_copies(k), _destroys(k))
        if rnd == 2 and pick == 2:
            return (_destroys(k), _copies(k))
        return (not (_copies(k) or _destroys(k) or w),)   # a card to transform: keep the useful ones from the bots

    return max(hand, key=score)


def plan_play(view: dict, legal: list[str]) -> str:
    """Play or transform, as the tutorial asks: in round 1 the third pick is transformed (slot coins), else play."""
    if "play" not in legal:
        return legal[0]
    if view["round"] == 1 and view.get("pick") == 3 and "transform" in legal:
        return "transform"
    return "play"


# ---------------------------------------------------------------------------------------------- the steps


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


def _placed(m: Moment) -> str | None:
    """The card just placed on the player's slot, waiting to be played or transformed."""
    slots = m.mine["slots"]
    last = slots[-1] if slots else None
    return last.get("key") if isinstance(last, dict) else last


def _pick_tip(sid: str, m: Moment, params: dict | None = None) -> Tip | None:
    k = plan_pick(m.view, m.legal)
    if k is None:
        return None
    return Tip(sid, ("card", f"hand:{k}"), {"card": k, **(params or {})}, act=f"pick {k}")


def _draft_pick(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "pick" and m.round == 1:
        return _pick_tip("draft_pick", m, {"slot": _free_slot(m) + 1})
    return None


def _play_or_transform(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "play" and "play" in m.legal and "transform" in m.legal:
        return Tip("play_or_transform", ("button", "play"), act="play")
    return None


def _immortals(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "pick" and m.view["me"]["immortals"]:
        return Tip("immortals", ("card", f"imm:{m.me}:0"), {"n": len(m.view["me"]["immortals"])})
    return None


def _wonder_pick(m: Moment, c: Coach) -> Tip | None:
    """Take a Wonder (the pick), then play it (the play decision that follows): the step ends with the play."""
    if m.kind == "pick":
        k = plan_pick(m.view, m.legal)
        if k and k.startswith("W"):
            return Tip("wonder_pick", ("card", f"hand:{k}"), {"card": k}, act=f"pick {k}")
    if m.kind == "play" and "play" in m.legal and (_placed(m) or "").startswith("W"):
        return Tip("wonder_pick", ("button", "play"), {"card": _placed(m)}, act="play")
    return None


def _slot_coins(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "play" and "transform" in m.legal and "play" in m.legal:
        slot = _free_slot(m) - 1
        coins = default_db().game["slot_coins"][m.round - 1][slot]
        return Tip("slot_coins", ("button", "transform"), {"slot": slot + 1, "n": coins}, act="transform")
    return None


def _doubled(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "pick" and m.round == 1 and m.view["pick"] == 4:
        return _pick_tip("doubled", m)
    if m.kind == "play" and m.round == 1 and m.view["pick"] == 4 and "play" in m.legal:
        return Tip("doubled", ("button", "play"), {"card": _placed(m)}, act="play")
    return None


def _play_limit(m: Moment, c: Coach) -> Tip | None:
    limit = default_db().game["max_plays"][0]
    if m.round == 1 and (m.mine.get("plays") or 0) >= limit and stage(m.view)[1] <= 1:
        return Tip("play_limit", ("zone", "slots"), {"n": limit})
    return None


def _kingdom_use(m: Moment, c: Coach) -> Tip | None:
    if m.kind != "kingdom":
        return None
    own = [k for k in _uses(m) if (_where(m, k) or "").startswith(f"s{m.me}:")]
    own.sort(key=lambda k: not _simple(k))
    if own:
        return Tip("kingdom_use", ("card", _where(m, own[0]) or ""), {"card": own[0]}, act=f"use {own[0]}")
    return None


def _tilt(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "kingdom":
        for part, tag in (("buildings", "b"), ("heroes", "h")):
            for card in m.mine[part]:
                if card["tilted"]:
                    return Tip("tilt", ("card", f"s{m.me}:{tag}:{card['key']}"), {"card": card["key"]})
    return None


def _roam_key(m: Moment, a: str) -> str | None:
    """The other player's Building an action uses, if it does."""
    verb, _, k = a.partition(" ")
    where = _where(m, k) if verb == "use" else None
    return k if where and ":b:" in where and not where.startswith(f"s{m.me}:") else None


def _roam(m: Moment, c: Coach) -> Tip | None:
    if m.kind != "kingdom":
        return None
    for k in _uses(m):
        if _roam_key(m, f"use {k}"):
            where = _where(m, k) or ""
            owner = int(where[1:].split(":")[0])
            cost = m.view["seats"][owner]["roam_cost"].get(k, 0)
            return Tip("roam", ("card", where), {"n": cost, "name": m.view["names"][owner], "card": k},
                       act=f"use {k}")
    return None


def _culture_owner(m: Moment, c: Coach) -> Tip | None:
    if stage(m.view)[:2] != (1, 1) and m.view["phase"] != "kingdom":
        return None
    for s, row in enumerate(m.view["seats"]):
        for card in row["buildings"]:
            if s != m.me and card.get("culture") and (c.roamed in (None, card["key"])):
                return Tip("culture_owner", ("card", f"s{s}:b:{card['key']}"), {"name": m.view["names"][s]})
    return None


def _wonder_use(m: Moment, c: Coach) -> Tip | None:
    if m.kind != "kingdom":
        return None
    for k in _uses(m):
        if k.startswith("W"):
            return Tip("wonder_use", ("card", f"w:{k}"), {"card": k}, act=f"use {k}")
    return None


def _wonder_limit(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "kingdom" and any(w["tilted"] for w in m.view["wonders"]) and not m.view["wonder_uses_left"]:
        return Tip("wonder_limit", ("zone", "wonders"))
    return None


def _end_turn(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "kingdom" and "end" in m.legal:
        return Tip("end_turn", ("button", "end"), act="end")
    return None


def _supremacy(m: Moment, c: Coach) -> Tip | None:
    if stage(m.view) >= (1, PHASES.index("supremacy"), 0):
        return Tip("supremacy", ("zone", f"stat{m.me}:sup"))
    return None


def _round2(m: Moment, c: Coach) -> Tip | None:
    if m.kind == "pick" and m.round == 2:
        return _pick_tip("round2", m, {"slot": _free_slot(m) + 1})
    return None


def _copy_card(m: Moment, c: Coach) -> Tip | None:
    if m.kind != "kingdom":
        return None
    for k in _uses(m):
        if _copies(k) and _where(m, k):
            return Tip("copy", ("card", _where(m, k) or ""), {"card": k}, act=f"use {k}")
    return None


def _destroy(m: Moment, c: Coach) -> Tip | None:
    if m.kind != "kingdom":
        return None
    for a in m.legal:
        verb, _, k = a.partition(" ")
        if verb in ("use", "power") and _destroys(k):
            where = f"w:{k}" if k.startswith("W") else _where(m, k)
            if where:
                return Tip("destroy", ("card", where), {"card": k}, act=a)
    return None


def _keep_immortal(m: Moment, c: Coach) -> Tip | None:
    return Tip("keep_immortal", act=None) if m.kind == "immortal" else None


def _vp_phase(m: Moment, c: Coach) -> Tip | None:
    if m.view.get("result"):
        me = m.view["result"]["players"][m.me]
        return Tip("vp_phase", params={"total": me.get("total", 0), **me.get("breakdown", {})})
    return None


def _wrap_up(m: Moment, c: Coach) -> Tip | None:
    return Tip("wrap_up") if m.view.get("result") else None


def _any_pick(a: str, m: Moment) -> bool:
    return a.startswith("pick ")


def _decided(a: str, m: Moment) -> bool:
    return a in ("play", "transform")


def _uses_card(a: str, m: Moment) -> bool:
    return a.startswith(("use ", "power "))


@dataclass(frozen=True)
class Step:
    """One step of the script: when it shows, its last stage, and the action that ends it (None: "Got it")."""

    id: str
    when: Callable[[Moment, Coach], Tip | None]
    last: tuple[int, int, int]
    taught: Callable[[str, Moment], bool] | None = None


_D1, _K1, _D2, _K2 = (1, 0, 5), (1, 1, 0), (2, 0, 4), (2, 1, 0)
STEPS: tuple[Step, ...] = (
    Step("draft_pick", _draft_pick, _D1, _any_pick),
    Step("play_or_transform", _play_or_transform, _D1, _decided),
    Step("immortals", _immortals, _D1),
    Step("wonder_pick", _wonder_pick, _D1, _decided),
    Step("slot_coins", _slot_coins, _D1, _decided),
    Step("doubled", _doubled, (1, 0, 4), _decided),
    Step("play_limit", _play_limit, _K1),
    Step("kingdom_use", _kingdom_use, _K1, _uses_card),
    Step("tilt", _tilt, _K1),
    Step("roam", _roam, _K1, lambda a, m: a.startswith("use ") and _roam_key(m, a) is not None),
    Step("culture_owner", _culture_owner, _K1),
    Step("wonder_use", _wonder_use, _K1, lambda a, m: a.startswith("use W")),
    Step("wonder_limit", _wonder_limit, _K1),
    Step("end_turn", _end_turn, _K1, lambda a, m: a == "end"),
    Step("supremacy", _supremacy, (2, 0, 1)),
    Step("round2", _round2, _D2, _any_pick),
    Step("copy", _copy_card, _K2, lambda a, m: a.startswith("use ") and _copies(a.split(" ", 1)[1])),
    Step("destroy", _destroy, _K2, lambda a, m: a.startswith(("use ", "power ")) and _destroys(a.split(" ", 1)[1])),
    Step("keep_immortal", _keep_immortal, (2, 3, 0), lambda a, m: a.startswith("immortal ")),
    Step("vp_phase", _vp_phase, (9, 9, 9)),
    Step("wrap_up", _wrap_up, (9, 9, 9)),
)
STEP_IDS = tuple(s.id for s in STEPS)
_BY_ID = {s.id: s for s in STEPS}


class Coach:
    """Walks the script: `look(moment)` says which tip to show now (None: nothing to say at this moment)."""

    def __init__(self, seen: list[str] | None = None, missed: list[str] | None = None) -> None:
        self.seen: list[str] = [s for s in (seen or []) if s in _BY_ID]    # steps done (taught or read)
        self.missed: list[str] = [s for s in (missed or []) if s in _BY_ID]   # steps whose moment passed
        self.current: Tip | None = None
        self.history: list[Tip] = []     # tips shown this session, for Back
        self.back_at: int | None = None  # index in history while looking back
        self.roamed: str | None = None   # the Building the player roamed to (its owner's Culture is the next tip)

    @property
    def step(self) -> Step | None:
        """The next step of the script, None once every step is done."""
        return next((s for s in STEPS if s.id not in self.seen and s.id not in self.missed), None)

    @property
    def done(self) -> bool:
        return self.step is None

    def number(self, sid: str) -> int:
        """The tip's place in the script, 1-based (`Tip N of M`)."""
        return STEP_IDS.index(sid) + 1

    def look(self, m: Moment) -> Tip | None:
        """Update with a new moment; the tip to show (the current one, the next one, or None)."""
        for a in m.acts:
            self._acted(a, m)
        if self.back_at is not None:
            return self.history[self.back_at]
        while (step := self.step) is not None:
            if stage(m.view) > step.last:        # its moment has passed (the player went another way): go on
                if self.current is not None and self.current.id == step.id:
                    self.seen.append(step.id)    # it was shown: read or not, the game went past it
                else:
                    self.missed.append(step.id)
                self.current = None
                continue
            tip = step.when(m, self)
            if tip is not None:
                tip.asks = step.taught is not None
                if self.current is None or self.current.id != tip.id:
                    self.history.append(tip)
                self.current = tip
                return tip
            if self.current is not None and self.current.id == step.id and step.taught is None:
                return self.current              # an explanation stays up until "Got it"
            self.current = None                  # a step that waits for its moment (another player's turn...)
            return None
        self.current = None
        return None

    def _acted(self, a: str, m: Moment) -> None:
        """The player acted while the tip of the current step was up: the action it asks for ends it. An explanation
        ends with "Got it" (or once its moment has passed); actions taken with no tip up end nothing."""
        step = self.step
        if step is None or self.current is None or self.current.id != step.id:
            return
        if step.taught is not None and step.taught(a, m):
            if step.id == "roam":
                self.roamed = _roam_key(m, a)
            self.seen.append(step.id)
            self.current = None

    def skip(self) -> None:
        """"Got it" on an explanation (it counts as read); closes a tip seen again through Back."""
        if self.back_at is not None:
            self.back_at = None
            return
        if self.current is None or self.current.asks:
            return                       # a tip that asks for an action waits for it
        if self.current.id not in self.seen:
            self.seen.append(self.current.id)
        self.current = None

    def back(self) -> Tip | None:
        """Show the previous tip again (reading only: nothing changes on the table)."""
        if self.back_at is not None:
            self.back_at = max(0, self.back_at - 1)
        elif self.history:
            last = len(self.history) - 1
            showing = self.current is not None and self.current.id == self.history[last].id
            self.back_at = max(0, last - 1) if showing else last
        return self.history[self.back_at] if self.back_at is not None else None

    def state(self) -> dict:
        """What the tutorial saves beside its autosave."""
        return {"seen": list(self.seen), "missed": list(self.missed)}


def tutorial_fallback(bot: object, view: dict, legal: list[str]) -> str:
    """What the scripted tutorial player does where no tip names an action: the planned pick and play, else the
    bot's answer."""
    if any(a.startswith("pick ") for a in legal):
        return f"pick {plan_pick(view, legal)}"
    if "play" in legal:
        return plan_play(view, legal)
    return bot.choose(view, legal)  # type: ignore[attr-defined]


def scripted_choice(tip: Tip | None, legal: list[str], fallback: str) -> str:
    """A scripted player who follows the coach: the tip's action when it is legal, else `fallback`."""
    if tip is not None and tip.act in legal:
        return tip.act
    return fallback
