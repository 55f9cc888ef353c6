"""The Hard bot's suggestion for a decision, with its reason in words built from what the search measured.

`hint(view, legal, lang)` runs the Hard search (Normal choice as anchor, paired playouts on sampled states) on any
decision with two or more options and returns a `Hint`: the action, its label, one or two sentences of reason
("About +4 VP over your next best option (...); you win 48% of 60 simulated games against 35%. It keeps you ahead
in Military ...") and every measured option with its estimated values. Strings live in TEXT below, (en, fr).
Unlike Hard's own search, the hint plays every playout to the end of the game, so that its reason can name the
scoring categories where the gain comes from and a share of simulated games won.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from dataclasses import dataclass

from game.labels import action_label, card_name
from game.rules import apply_inplace
from game.rules.engine import supremacy_totals
from game.rules.scoring import CATEGORIES

from .base import decision_rng, sample_state
from .heuristic import HeuristicBot
from .model import KIND_OF
from .search import Sample, candidates, decide, measure, paired_gain

TEXT: dict[str, tuple[str, str]] = {
    "only": ("Your only legal move.", "Votre seul coup légal."),
    "alike": ("Your options lead to the same game: {label} is as good as any.",
              "Vos options mènent à la même partie : {label} vaut les autres."),
    "better": ("About +{d} VP over your next best option ({other})",
               "Environ +{d} PV de plus que votre meilleure autre option ({other})"),
    "lead": ("About the same score as {other} ({d} VP), but {lead} VP more on your lead over the best rival",
             "À peu près le même score que {other} ({d} PV), mais {lead} PV d'avance en plus sur le meilleur rival"),
    "close": ("A close call with {other} ({d} VP for you)", "Un choix serré avec {other} ({d} PV pour vous)"),
    "wins": ("; you win {w}% of {n} simulated games against {w2}%.",
             " ; vous gagnez {w} % de {n} parties simulées contre {w2} %."),
    "ahead_keep": ("keeps you ahead in {what}", "vous garde en tête en {what}"),
    "ahead_put": ("puts you ahead in {what}", "vous met en tête en {what}"),
    "tie_join": ("draws you level for the lead in {what}", "vous met à égalité pour la tête en {what}"),
    "from": ("the biggest gain is in {cat} ({d} VP)", "le plus gros gain porte sur {cat} ({d} PV)"),
    "it": ("It {parts}", "Ce choix {parts}"),
    "and": (" and ", " et "),
    "semi": ("; ", " ; "),
    "cat:immortal": ("your Immortal's points ({imm})", "les points de votre Immortel ({imm})"),
    "cat:vp_tokens": ("VP tokens", "les jetons PV"),
    "cat:wonders": ("the Wonder ranking", "le classement des Merveilles"),
    "cat:supremacy": ("Supremacy", "la Suprématie"),
    "cat:culture": ("Culture", "la Culture"),
    "cat:diamonds": ("diamonds", "les diamants"),
    "res:mil": ("Military", "Militaire"),
    "res:sci": ("Science", "Science"),
    "res:cha": ("Chaos", "Chaos"),
}


def _t(key: str, lang: str, **fmt: object) -> str:
    en, fr = TEXT[key]
    return (fr if lang == "fr" else en).format(**fmt)


def _num(x: float, lang: str, sign: bool = False) -> str:
    """A measured number for a sentence: whole above 3, one decimal below; French decimal comma."""
    text = f"{x:+.0f}" if sign and abs(x) >= 3 else f"{x:.0f}" if abs(x) >= 3 else f"{x:+.1f}" if sign else f"{x:.1f}"
    return text.replace(".", ",") if lang == "fr" else text


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
    """The Hard suggestion for the viewing seat's decision, with its reason, in about `budget` seconds.

    `card`: the card whose Action opened this decision (names the options of a `branch`; game.labels.choice_card
    finds it in the action list). `cancel`: set it from another thread to stop the search early (the player acted);
    the Hint then says `cancelled`. Raises ValueError when the seat has no decision (empty `legal`).
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
    prior = HeuristicBot("normal", seed, time_cap=budget * 0.25).choose(view, legal)
    cands = list(legal) if kind == "tie" else candidates(view, legal, prior)
    if prior not in cands:
        cands.append(prior)
    twins = _twins(cands, prior)
    cands = [a for a in cands if a not in twins]
    if len(cands) == 1:
        rest = [unmeasured(a) for a in legal if a != prior]
        return done(prior, _t("alike", lang, label=lab(prior)), unmeasured(prior), rest, 0)
    rng = decision_rng(seed, view, legal, "hint")
    results = measure(view, cands, rng, start + budget, max(4, playouts // len(cands)), min_iters=3,
                      stop=cancel.is_set if cancel is not None else None)
    n = min(len(v) for v in results.values())
    if n < 2:   # cancelled, or sampling failed: the Normal choice without numbers
        return done(prior, _t("alike", lang, label=lab(prior)), unmeasured(prior),
                    [unmeasured(a) for a in legal if a != prior], n)
    action = decide({a: [x.outcome for x in xs[:n]] for a, xs in results.items()}, prior)
    ref = results[action][:n]

    def option(a: str) -> Option:
        xs = results[a][:n]
        delta = 0.0 if a == action else paired_gain([x.total for x in xs], [x.total for x in ref])[0]
        return Option(a, lab(a), sum(x.total for x in xs) / n, sum(x.total - x.best_other for x in xs) / n,
                      sum(x.won for x in xs) / n, delta)

    measured = sorted((option(a) for a in results if a != action), key=lambda o: -_mean_outcome(results[o.action]))
    measured += [Option(a, lab(a), *dataclasses.astuple(option(rep))[2:]) for a, rep in twins.items()]
    rest = [unmeasured(a) for a in legal if a not in results and a not in twins and a != action]
    best = option(action)
    nxt = measured[0].action
    reason = _reason(view, lang, action, results[action][:n], results[nxt][:n], lab(nxt))
    return done(action, reason, best, measured + rest, n)


def _twins(cands: list[str], prior: str) -> dict[str, str]:
    """Copies of one card kind that lead to the same game (copying either Observatory): action -> the one measured."""
    rep: dict[str, str] = {}
    twins = {}
    for a in sorted(cands, key=lambda a: a != prior):
        verb, _, key = a.partition(" ")
        if verb == "copy" and key in KIND_OF:
            first = rep.setdefault(KIND_OF[key], a)
            if first != a:
                twins[a] = first
    return twins


def _mean_outcome(xs: list[Sample]) -> float:
    return sum(x.outcome for x in xs) / len(xs)


def _reason(view: dict, lang: str, action: str, mine: list[Sample], other: list[Sample], other_label: str) -> str:
    """Two sentences: the measured gain over the next best option, then where it comes from."""
    n = len(mine)
    d_vp = paired_gain([x.total for x in mine], [x.total for x in other])[0]
    d_lead = paired_gain([x.total - x.best_other for x in mine], [x.total - x.best_other for x in other])[0]
    if d_vp >= 0.5:
        first = _t("better", lang, d=_num(d_vp, lang), other=other_label)
    elif d_lead >= 0.5:
        first = _t("lead", lang, other=other_label, d=_num(d_vp, lang, sign=True), lead=_num(d_lead, lang))
    else:
        first = _t("close", lang, other=other_label, d=_num(d_vp, lang, sign=True))
    w, w2 = (round(100 * sum(x.won for x in xs) / n) for xs in (mine, other))
    first += _t("wins", lang, w=w, n=n, w2=w2) if w != w2 else "."
    clauses = []
    parts = _contest_parts(view, action, lang)
    if parts:
        clauses.append(_t("it", lang, parts=_t("and", lang).join(parts)))
    gains = {c: sum(x.breakdown.get(c, 0) - y.breakdown.get(c, 0) for x, y in zip(mine, other)) / n
             for c in CATEGORIES}
    cat, gain = max(gains.items(), key=lambda kv: kv[1])
    if gain >= 0.5 and d_vp >= 0.5:
        imm = card_name(view["me"]["immortals"][0], lang) if view["me"]["immortals"] else "?"
        clauses.append(_t("from", lang, cat=_t("cat:" + cat, lang, imm=imm), d=_num(gain, lang, sign=True)))
    if not clauses:
        return first
    second = _t("semi", lang).join(clauses)
    return f"{first} {second[:1].upper()}{second[1:]}."


def _contest_parts(view: dict, action: str, lang: str) -> list[str]:
    """How the action moves you in the Supremacy contests still to come (Military, Science, Chaos with the Ritual)."""
    if view["phase"] not in ("draft", "kingdom") or action.startswith("pick "):
        return []
    st = sample_state(view, 0)   # everyone's tokens are public: any sample has the true counts
    if st is None:
        return []
    me = view["seat"]
    contests = list(st.db.game["supremacy_contests"])   # as the Supremacy phase builds them (Dark Ritual adds one)
    contests += [step.params["what"] for u in st.wonders for step in st.db.civ[u].world
                 if step.verb == "supremacy_contest" and step.params["what"] not in contests]
    before = {r: supremacy_totals(st, r) for r in contests}
    if action == "play":   # the Bonus (and a passive such as Nezha's) counts once every seat has decided
        key = view["seats"][me]["slots"][(view.get("decision") or {}).get("slot", -1)]["key"]
        card = st.db.card(key)
        double = 2 if view["round"] == 1 and view["pick"] == st.db.game["bonus_double"]["pick"] else 1
        extra = {r: sum(step.params.get(r, 0) for step in card.bonus if step.verb == "gain") * double +
                 sum(step.params.get(r, 0) for step in card.passive if step.verb == "supremacy_bonus")
                 for r in contests}
        after = {r: before[r][me] + extra[r] for r in contests}
    else:
        c = st.clone()
        apply_inplace(c, action)
        after = {r: supremacy_totals(c, r)[me] for r in contests}
    out = []
    for r in contests:
        was, now = before[r][me], after[r]
        if now <= was:
            continue
        rival = max(v for o, v in enumerate(before[r]) if o != me)
        what = _t("res:" + r, lang)
        if now > rival:
            out.append(_t("ahead_keep" if was > rival else "ahead_put", lang, what=what))
        elif now == rival:
            out.append(_t("tie_join", lang, what=what))
    return out
