"""Hard's belief about the Immortals nobody has shown, read off the public table.

Each seat's public features (resources, symbols and card kinds in play) are scored against every Immortal by a
linear discriminant fitted per game stage on Normal self-play (`bench/fit_belief.py`, weights in
`belief_weights.json` beside this file). Immortals are dealt one to a seat, so the belief is a distribution over
whole assignments of the unshown Immortals to the seats that hide one (`joint`). Hard samples its
determinizations from it and answers Tomorrow's peek and guesses with it. Without weights, or where a seat
hides two Immortals (3 players), there is no belief and every assignment stays equally likely.
"""

from __future__ import annotations

import json
import math
import random
from itertools import permutations
from pathlib import Path
from typing import TypedDict

from . import model as M

WEIGHTS_FILE = Path(__file__).with_name("belief_weights.json")
STAGES = ("d1", "k1", "d2", "k2", "vp")
"""Round 1 draft, round 1 Kingdom and Supremacy, the same for round 2, the VP phase."""
RESOURCES = ("coins", "mil", "sci", "cha", "vp", "sup", "won", "diamond")
SYMBOLS = tuple(sorted({s for f in M.FACTS.values() for s in f.symbols}))
KINDS = tuple(sorted({f.kind for f in M.FACTS.values()}))
FEATURES = (*RESOURCES, "culture", "transformed", "cards", *(f"sym_{s}" for s in SYMBOLS),
            *(f"kind_{k}" for k in KINDS))
"""A seat's public features, in the order of the fitted weights."""
MAX_ASSIGNMENTS = 5040   # 7 unshown Immortals over up to 5 seats hiding one: 2,520 assignments at most


class StageWeights(TypedDict):
    """The fitted discriminant of one stage (`load_weights`)."""

    temperature: float
    w: dict[str, list[float]]   # {immortal: coefficients, one per feature}
    b: dict[str, float]         # {immortal: offset}


def stage(view: dict) -> str:
    """The fitted stage of a view's position."""
    phase = view["phase"]
    if phase in ("vp", "over"):
        return "vp"
    return ("d" if phase == "draft" else "k") + str(min(2, max(1, view["round"])))


def features(view: dict, s: int) -> list[float]:
    """Seat s's public features (`FEATURES`): what every player sees of its resources and cards."""
    row = view["seats"][s]
    keys = [c["key"] for c in row["buildings"]] + [c["key"] for c in row["heroes"]]
    culture = sum(c["culture"] for c in row["buildings"]) + sum(c["culture"] for c in row["heroes"])
    transformed = 0
    if view["phase"] == "draft":   # cards played this round reach the Kingdom when the draft ends
        for slot in row.get("slots", ()):
            if slot["key"] is not None and slot["status"] == "played":
                keys.append(slot["key"])
            elif slot["status"] == "transformed":
                transformed += 1
    sym = dict.fromkeys(SYMBOLS, 0)
    kind = dict.fromkeys(KINDS, 0)
    for k in keys:
        f = M.FACTS[k]
        kind[f.kind] += 1
        for x in f.symbols:
            sym[x] += 1
    return ([float(row[r]) for r in RESOURCES] + [float(culture + row["narashima_culture"]), float(transformed),
            float(len(keys))] + [float(sym[x]) for x in SYMBOLS] + [float(kind[k]) for k in KINDS])


def load_weights(path: Path = WEIGHTS_FILE) -> dict[str, StageWeights] | None:
    """{stage: {"temperature", "w": {immortal: coefficients}, "b": {immortal: offset}}}, or None when the file
    is absent, unreadable or not for these features (then Hard keeps uniform beliefs)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("features") != list(FEATURES):
            return None
        out: dict[str, StageWeights] = {}
        for st in STAGES:
            raw = data["stages"][st]
            out[st] = {"temperature": float(raw["temperature"]),
                       "w": {im: [float(x) for x in raw["w"][im]] for im in M.IMMORTALS},
                       "b": {im: float(raw["b"][im]) for im in M.IMMORTALS}}
            if any(len(v) != len(FEATURES) for v in out[st]["w"].values()):
                return None
        return out
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


_W = load_weights()
_NAMED: dict[str, dict[str, StageWeights]] = {}


def weights_named(name: str) -> dict[str, StageWeights]:
    """The belief of the weights file `name` next to this module (read once), e.g. a fit on other players' games
    (a knob of Hard and Expert: `belief_file`); a missing or unusable file is an error, never a silent fallback."""
    if name not in _NAMED:
        path = WEIGHTS_FILE.with_name(Path(name).name)
        loaded = load_weights(path)
        if loaded is None:
            raise ValueError(f"no belief weights file {path} (missing, or not for these features)")
        _NAMED[name] = loaded
    return _NAMED[name]


def scores(view: dict, s: int, weights: dict | None = None) -> dict[str, float] | None:
    """Log-likelihood (up to a constant) of each Immortal for seat s, or None without weights."""
    w = weights or _W
    if w is None:
        return None
    sw = w[stage(view)]
    x = features(view, s)
    t = sw["temperature"]
    return {im: (sw["b"][im] + sum(a * b for a, b in zip(sw["w"][im], x))) / t for im in M.IMMORTALS}


def unshown(view: dict) -> tuple[list[int], list[str]] | None:
    """The seats hiding their Immortal from the viewer and the Immortals they may hold; None when some seat
    hides more than one (3 players before the VP phase) or there are too many assignments."""
    me = view["seat"]
    peek = view["me"].get("peeked")
    known = set(view["me"]["immortals"])
    seats = []
    for s, row in enumerate(view["seats"]):
        if s == me:
            continue
        if row["immortal"] is not None:
            known.add(row["immortal"])
        elif peek is not None and peek["seat"] == s:
            known.add(peek["immortal"])
        elif row["immortal_count"] != 1:
            return None
        else:
            seats.append(s)
    pool = [im for im in M.IMMORTALS if im not in known]
    if view["players"] == 3 and M.DB.with_variants(view.get("variants")).three_players["justice"] == "out":
        pool = [im for im in pool if im != "justice"]
    if len(pool) < len(seats) or math.perm(len(pool), len(seats)) > MAX_ASSIGNMENTS:
        return None
    return seats, pool


def joint(view: dict, weights: dict | None = None) -> tuple[list[int], list[tuple[str, ...]], list[float]] | None:
    """(seats, assignments, probabilities): every way to deal the unshown Immortals to the seats hiding one,
    with its probability given the public table; None when there is no belief (see `unshown`)."""
    found = unshown(view)
    if found is None or (weights or _W) is None:
        return None
    seats, pool = found
    ll: list[dict[str, float]] = []
    for s in seats:
        sc = scores(view, s, weights)
        assert sc is not None   # scores is None only without weights, and there are weights here
        ll.append(sc)
    assigns = list(permutations(pool, len(seats)))
    logs = [sum(ll[i][a[i]] for i in range(len(seats))) for a in assigns]
    top = max(logs)
    ps = [math.exp(x - top) for x in logs]
    z = sum(ps)
    return seats, assigns, [p / z for p in ps]


def draw(belief: tuple[list[int], list[tuple[str, ...]], list[float]], rng: random.Random) -> dict[int, str]:
    """One assignment {seat: Immortal} drawn from a `joint` belief."""
    seats, assigns, ps = belief
    a = rng.choices(assigns, weights=ps)[0]
    return dict(zip(seats, a))


def marginals(belief: tuple[list[int], list[tuple[str, ...]], list[float]]) -> dict[int, dict[str, float]]:
    """{seat: {Immortal: probability}} of a `joint` belief."""
    seats, assigns, ps = belief
    out: dict[int, dict[str, float]] = {s: {} for s in seats}
    for a, p in zip(assigns, ps):
        for s, im in zip(seats, a):
            out[s][im] = out[s].get(im, 0.0) + p
    return out


def best_guess(belief: tuple[list[int], list[tuple[str, ...]], list[float]]) -> tuple[dict[int, str], float]:
    """The most likely assignment and its probability."""
    seats, assigns, ps = belief
    i = max(range(len(ps)), key=ps.__getitem__)
    return dict(zip(seats, assigns[i])), ps[i]


def peek_value(belief: tuple[list[int], list[tuple[str, ...]], list[float]], seat: int) -> float:
    """The chance of naming every other seat right after peeking at `seat` (then naming the most likely rest)."""
    seats, assigns, ps = belief
    i = seats.index(seat)
    best: dict[str, float] = {}
    for a, p in zip(assigns, ps):
        if p > best.get(a[i], 0.0):
            best[a[i]] = p
    return sum(best.values())
