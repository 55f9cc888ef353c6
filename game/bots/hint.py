"""The Hard bot's suggestion for a decision: one line of the game review, in the same words.

`hint(view, legal, lang)` values the decision's options with the review's search (`evaluate.evaluate_options`:
paired playouts on states sampled from the seat's view, each option's mean final VP) and returns a `Hint`: the
preferred move (highest final VP), the VP it gains over the player's likely alternative (the Normal bot's choice,
or the next best option when that is the preferred move) with its ± (95%, paired), and the reason in game terms
(`why.reason`: coins lost to the cap, what ending a turn leaves unused, roaming fees, contests, scoring category).
A share of simulated games won is given only when it agrees with the VP measure (the preferred move wins more).
Strings live in TEXT below, (en, fr).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.labels import action_label, elide, quoted

from . import why
from .evaluate import OptionValue, evaluate_options, prior_choice

TEXT: dict[str, tuple[str, str]] = {
    "only": ("Your only legal move.", "Votre seul coup légal."),
    # said when nothing was measured: the options are copies of one card, or the search was cut or could not sample
    "alike": ("No difference measured between your options: {label} is the usual choice.",
              "Aucune différence mesurée entre vos options : {label} est le choix habituel."),
    "better": ("About +{d} VP (± {pm}) over {other}.", "Environ {d} PV (± {pm}) de plus que {other}."),
    "close": ("A close call with {other}: {d} VP (± {pm}).", "Un choix serré avec {other} : {d} PV (± {pm})."),
    # the alternative is named in the sentence before: not again (the table's panel is short at 1280x720)
    "wins": (" With it you win {w}% of {n} simulated games, versus {w2}%.",
             " Vous gagnez {w} % de {n} parties simulées avec ce choix, contre {w2} %."),
}


def _t(key: str, lang: str, **fmt: object) -> str:
    en, fr = TEXT[key]
    return elide((fr if lang == "fr" else en).format(**fmt), lang)


@dataclass(frozen=True, slots=True)
class Option:
    """One measured option: means over the paired playouts (None when it was not searched)."""

    action: str
    label: str
    vp: float | None          # your final score
    lead: float | None        # your final score minus the best rival's
    win: float | None         # share of the playouts you won
    delta: float | None       # your final score minus the suggestion's, on the same samples

    def to_json(self) -> dict:
        r = (lambda x: None if x is None else round(x, 2))
        return {"action": self.action, "label": self.label, "vp": r(self.vp), "lead": r(self.lead),
                "win": r(self.win), "delta": r(self.delta)}


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggestion (`action`, one of the legal actions: highlight it), its reason and what was measured."""

    action: str
    label: str
    reason: str
    best: Option                      # the suggestion's own measured values
    alternatives: tuple[Option, ...]  # the other legal options, measured ones first, best first
    samples: int                      # sampled states each measured option was played on
    ms: float                         # time taken
    ply: int                          # the position's ply: a hint for an older ply is stale
    kind: str                         # the decision kind
    cancelled: bool = False           # `cancel` was set before the search finished: discard this hint

    def to_json(self) -> dict:
        return {"action": self.action, "label": self.label, "reason": self.reason, "value": self.best.to_json(),
                "alternatives": [o.to_json() for o in self.alternatives], "samples": self.samples,
                "ms": round(self.ms, 1), "ply": self.ply, "kind": self.kind, "cancelled": self.cancelled}


def hint(view: dict, legal: list[str], lang: str = "en", budget: float = 1.0, seed: int = 0,
         card: str | None = None, playouts: int = 400, cancel: threading.Event | None = None) -> Hint:
    """The suggestion for the viewing seat's decision, with its reason, in about `budget` seconds at most.

    `card`: the card whose Action opened this decision (names the options of a `branch`; game.labels.choice_card
    finds it in the action list). `playouts`: work shared by the measured options. `cancel`: set it from another
    thread to stop the search early (the player acted); the Hint then says `cancelled`. Raises ValueError when
    the seat has no decision (empty `legal`).
    """
    start = time.perf_counter()
    legal = list(legal)
    if not legal:
        raise ValueError("no decision to hint: this seat is not to act")
    kind = (view.get("decision") or {}).get("kind", "")

    def lab(a: str) -> str:
        return action_label(a, view, lang, card=card)

    def done(action: str, reason: str, best: Option, alts: list[Option], n: int) -> Hint:
        return Hint(action, lab(action), reason, best, tuple(alts), n, (time.perf_counter() - start) * 1000.0,
                    view.get("ply", 0), kind, cancel is not None and cancel.is_set())

    def unmeasured(a: str) -> Option:
        return Option(a, lab(a), None, None, None, None)

    if len(legal) == 1:
        return done(legal[0], _t("only", lang), unmeasured(legal[0]), [], 0)
    if cancel is not None and cancel.is_set():
        return done(legal[0], _t("alike", lang, label=quoted(lab(legal[0]), lang)), unmeasured(legal[0]),
                    [unmeasured(a) for a in legal[1:]], 0)
    prior = prior_choice(view, legal, seed, time_cap=budget * 0.25)
    deadline = start + budget

    asked = [0]

    def stop() -> bool:   # asked once per sample: the budget ends the search after 3 samples at least
        asked[0] += 1
        return (cancel is not None and cancel.is_set()) or (asked[0] > 3 and time.perf_counter() > deadline)

    quality = max(4, playouts // min(len(legal), 8))
    values = evaluate_options(view, legal, seed, quality, prior=prior, stop=stop)
    if not values:   # alike, cancelled or sampling failed: the Normal choice without numbers
        return done(prior, _t("alike", lang, label=quoted(lab(prior), lang)), unmeasured(prior),
                    [unmeasured(a) for a in legal if a != prior], 0)
    by = {o.action: o for o in values}
    action = values[0].action
    other = prior if prior != action and prior in by else values[1].action
    measured = [_option(o, lab(o.action)) for o in values[1:]]
    rest = [unmeasured(a) for a in legal if a not in by]
    reason = _reason(view, lang, action, other, by, lab, card)
    return done(action, reason, _option(values[0], lab(action)), measured + rest, values[0].samples)


def _option(o: OptionValue, label: str) -> Option:
    return Option(o.action, label, o.vp_mean, o.outcome, o.win, o.gain)


def _reason(view: dict, lang: str, action: str, other: str, by: dict[str, OptionValue],
            lab: Callable[[str], str], card: str | None) -> str:
    """The gain over the likely alternative with its ±, the reason in game terms, and the win share if it agrees."""
    best, alt = by[action], by[other]
    d = best.vp_mean - alt.vp_mean
    first = _t("better" if d >= why.GOOD else "close", lang, d=why.num(d, lang), pm=why.num(alt.vp_pm, lang),
               other=quoted(lab(other), lang))
    terms = why.reason(view, other, action, by, lang, card, plain=False) if d >= why.GOOD else ""
    w, w2 = round(100 * best.win), round(100 * alt.win)
    wins = _t("wins", lang, w=w, n=best.samples, w2=w2) if w > w2 else ""
    return " ".join(x for x in (first, terms) if x) + wins
