"""The review of one seat of a game record: every real decision valued from that seat's view, a graph, a summary.

`review_record(record, seat, quality)` replays the record; at each decision of `seat` with two or more options
it hands only `view_for(state, seat)` and the legal actions to `game.bots.evaluate.evaluate_options` (the search
samples everything hidden from that view: never the true hands, Immortals or deck order, never the future), and
at every ply it projects every seat's final score from the same seat's view (`graph.projection`). The result is a
plain JSON-able dict (texts in English and French), the same for the same record, seat and quality; `cache_key`
names it. `as_json(review, lang)` is the command line's `--json` object. A decision's `ply` is the number of
actions played before it (`ReplayMatch.goto(ply)` shows that moment); a graph point's `ply` counts the actions
played so far.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable

from game.bots.evaluate import DEFAULT_QUALITY, OptionValue, evaluate_options
from game.bots.why import num, reason
from game.labels import action_label, choice_card
from game.rules import GameState, apply_inplace, new_game, view_for

from . import graph
from .classes import GOOD_VP, KINDS, THRESHOLDS, classify, kind_of

REVIEW_VERSION = 2   # 2: the graph calibrated per stage (no step where round 2 begins)
LANGS = ("en", "fr")
SEED = 0   # the search's seed: fixed, so a review is reproducible

SUMMARY_TEXT = {
    "accuracy": ("Accuracy {acc}%: {good} of {n} decisions were best or good (within {vp} VP of the search's "
                 "choice); {lost} VP lost in all.",
                 "Précision {acc} % : {good} décisions sur {n} étaient les meilleures ou bonnes (à moins de {vp} PV "
                 "du choix de l'analyse) ; {lost} PV perdus en tout."),
    "none": ("No decision with more than one option to review.", "Aucune décision à plusieurs options à revoir."),
}


class ReviewCancelled(Exception):
    """`stop()` became true: the review was abandoned part-way."""


def fingerprint(record: dict) -> str:
    """A short hash of what decides the game: seed, players, variants and actions (names and seat kinds aside)."""
    core = json.dumps([record["seed"], record["players"], record.get("variants") or {}, record["actions"]],
                      sort_keys=True)
    return hashlib.sha1(core.encode("utf-8")).hexdigest()[:12]


def cache_key(record: dict, seat: int, quality: int = DEFAULT_QUALITY) -> str:
    """The key a review is kept under: the game's fingerprint, the seat, the quality and the review's version."""
    return f"{fingerprint(record)}:{seat}:{quality}:v{REVIEW_VERSION}"


def review_record(record: dict, seat: int, quality: int = DEFAULT_QUALITY,
                  progress: Callable[[int, int], None] | None = None,
                  stop: Callable[[], bool] | None = None,
                  view_of: Callable[[GameState, int], dict] = view_for) -> dict:
    """The review of `seat` in a checked record (see the module docstring). `progress(done, total)` after each
    decision; `stop()` true raises ReviewCancelled. `view_of(state, seat)`: how the seat's view is read (tests
    swap in one that re-deals everything hidden). ValueError for a seat the game does not have."""
    players = record["players"]
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} does not exist (this game has seats 0 to {players - 1})")
    st = new_game(players, record["seed"], names=record.get("names"), variants=record.get("variants"))
    actions = list(record["actions"])
    frames = []          # (ply, view, legal, played, card)
    points = []
    view = view_of(st, seat)
    points.append({"ply": 0, "projected": graph.projection(view)})
    for i, a in enumerate(actions):
        if st.to_act == seat and len(view["legal"]) > 1:
            frames.append((i, view, list(view["legal"]), a, choice_card(actions[:i])))
        apply_inplace(st, a, events=False)
        view = view_of(st, seat)
        points.append({"ply": i + 1, "projected": graph.projection(view)})
    decisions = []
    for done, (ply, v, legal, played, card) in enumerate(frames):
        if stop is not None and stop():
            raise ReviewCancelled()
        decisions.append(review_decision(ply, v, legal, played, card, quality, stop))
        if progress is not None:
            progress(done + 1, len(frames))
    turns = graph.turning_points(points, seat)
    for p in points:
        p["turning"] = p["ply"] in turns
    return {"version": REVIEW_VERSION, "key": cache_key(record, seat, quality), "seat": seat,
            "name": (record.get("names") or [f"Player {seat + 1}"] * players)[seat], "players": players,
            "quality": quality, "thresholds": dict(THRESHOLDS), "finished": st.over,
            "decisions": decisions, "graph": points, "turning_points": turns, **_summary(decisions)}


def review_decision(ply: int, view: dict, legal: list[str], played: str, card: str | None = None,
                    quality: int = DEFAULT_QUALITY,
                    stop: Callable[[], bool] | None = None) -> dict:
    """One reviewed decision: the move made, the search's choice, the VP lost with its ±, class and reason."""
    values = {o.action: o for o in evaluate_options(view, legal, SEED, quality, include=(played,), stop=stop)}
    if stop is not None and stop():
        raise ReviewCancelled()
    if played in values:
        best = next(iter(values))
        loss = max(0.0, values[best].vp_mean - values[played].vp_mean)
        pm = values[played].vp_pm
    else:   # the options were alike (or could not be sampled): nothing to tell them apart
        best, loss, pm = played, 0.0, 0.0
    kind = view["decision"]["kind"]
    return {
        "ply": ply, "round": view["round"], "phase": view["phase"], "kind": kind, "category": kind_of(kind, played),
        "played": played, "best": best, "vp_loss": round(loss, 2), "vp_loss_pm": round(pm, 2),
        "class": classify(loss, played == best, pm),
        "reasons": {lg: reason(view, played, best, values, lg, card, GOOD_VP) if played in values else
                    reason(view, played, played, {}, lg) for lg in LANGS},
        "labels": {lg: [action_label(played, view, lg, card=card), action_label(best, view, lg, card=card)]
                   for lg in LANGS},
        "options": [_option(o) for o in values.values()],
    }


def _option(o: OptionValue) -> dict:
    return {"action": o.action, "vp": round(o.vp_mean, 2), "gain": round(o.gain, 2), "pm": round(o.vp_pm, 2),
            "win": round(o.win, 3), "samples": o.samples}


def _summary(decisions: list[dict]) -> dict:
    """VP lost per kind of decision, the three costliest moments, the accuracy and its sentence."""
    by_kind = {k: {"count": 0, "vp_lost": 0.0} for k in KINDS}
    for d in decisions:
        row = by_kind[d["category"]]
        row["count"] += 1
        row["vp_lost"] = round(row["vp_lost"] + d["vp_loss"], 2)
    costly = sorted((d for d in decisions if d["vp_loss"] > 0), key=lambda d: (-d["vp_loss"], d["ply"]))[:3]
    n = len(decisions)
    good = sum(1 for d in decisions if d["class"] in ("best", "good"))
    acc = round(100.0 * good / n, 1) if n else 100.0
    lost = round(sum(d["vp_loss"] for d in decisions), 2)
    texts = {}
    for i, lg in enumerate(LANGS):
        if not n:
            texts[lg] = SUMMARY_TEXT["none"][i]
            continue
        fmt = {"acc": f"{acc:.0f}", "good": good, "n": n, "vp": num(GOOD_VP, lg), "lost": num(lost, lg)}
        texts[lg] = SUMMARY_TEXT["accuracy"][i].format(**fmt)
    return {"vp_lost_total": lost, "accuracy": acc, "accuracy_text": texts,
            "summary": {"by_kind": by_kind, "costliest": [d["ply"] for d in costly]}}


def as_json(review: dict, lang: str = "en") -> dict:
    """The command line's `--json` object: the review with each decision's reason in `lang`."""
    decisions = [{"ply": d["ply"], "phase": d["phase"], "played": d["played"], "best": d["best"],
                  "vp_loss": d["vp_loss"], "vp_loss_pm": d["vp_loss_pm"], "class": d["class"],
                  "reason": d["reasons"][lang], "kind": d["kind"], "category": d["category"], "round": d["round"]}
                 for d in review["decisions"]]
    return {"seat": review["seat"], "name": review["name"], "quality": review["quality"], "key": review["key"],
            "decisions": decisions, "vp_lost_total": review["vp_lost_total"], "accuracy": review["accuracy"],
            "accuracy_text": review["accuracy_text"][lang], "thresholds": review["thresholds"],
            "summary": review["summary"],
            "graph": [{"ply": p["ply"], "projected": p["projected"], "turning": p["turning"]}
                      for p in review["graph"]]}
