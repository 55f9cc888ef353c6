"""Hard's leaf evaluation: the projected final score of every seat of a sampled state, for a playout cut short.

A Hard playout can stop at a checkpoint (where a round's Kingdom phase begins, or where round 2 begins, before
its hands are dealt) and value the table there instead of playing the rest with the crude playout policy. Each
seat's projection is a linear function, fitted per checkpoint on Normal self-play games, of Normal's
`model.estimate` (with the seat's own Immortal, which a sampled state knows) and the parts of its potential
(coins, cards still to activate). `bench/fit_leaf.py` writes the weights to `leaf_weights.json` beside this file,
with its seed, game count and fit figures. `leaf_weights_hard.json` is the same fit on Hard's self-play (the knob
`leaf_file`), for a search whose opponents play as Hard does.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.rules import GameState
from game.rules.view import table_view  # sampled states are ours to value

from . import model as M
from . import worth as W

WEIGHTS_FILE = Path(__file__).with_name("leaf_weights.json")
CHECKPOINTS = {"k1": (1, 1), "r2": (2, 0), "k2": (2, 1)}
"""Where a playout may stop: (round, rollout.PHASE_RANK of the phase) reached, before its first decision."""
FEATURES = ("est", "coins", "civ", "uses", "cards", "vp_now")
"""Per-seat inputs of the fitted projection (see `features`)."""
EXTRA = ("cha_all", "coins_raw", "nara")
"""More inputs, read only by the per-Immortal projections: every seat's Chaos (Tomorrow, Abhilasha), the coins
held (Abhilasha), the cards Narashima counts (the Civilization discard and the Legendary cards in play)."""
ALL_FEATURES = FEATURES + EXTRA
RICH_RES = ("mil", "sci", "cha", "cul", "won", "dia", "sup")
RICH = (*(f"r_{k}" for k in RICH_RES), *(f"lead_{k}" for k in RICH_RES[:-1]), "bld", "hand", "opp_est")
"""More inputs of a rich shared projection (a weights file whose `coef` holds `RICH_FEATURES`): each resource
held, its lead over the best other seat (bar Support), buildings and hand apart, and the other seats' mean
estimate. Computed only for such weights, so a plain fit costs what it did."""
RICH_FEATURES = FEATURES + RICH
"""The inputs of a rich shared projection, in the order it is fitted and summed."""


def features(st: GameState, rich: bool = False) -> list[dict[str, float]]:
    """Every seat's projection inputs at a position: Normal's estimate without potential, then the parts of its
    potential apart (coins held, Military+Science+Charisma, worth of the card uses still to come, cards held),
    and the VP already scored; with `rich`, also the inputs of `RICH`."""
    return _features(st, rich)[0]


def kept_immortal(m: M.Model, s: int, held: list[str]) -> str:
    """The Immortal a seat is valued with: its only one, or of a 3-player seat's two (one kept before the VP phase)
    the one Normal's estimate puts higher now, as Normal plans its draft by."""
    return held[0] if len(held) == 1 else _kept(m, s, held)[0]


def _kept(m: M.Model, s: int, held: list[str]) -> tuple[str, float]:
    """`kept_immortal` and Normal's estimate (without potential) of the seat with it, each estimate made once."""
    ests = {i: W.estimate(m, s, i, potential=False) for i in held}
    imm = max(held, key=ests.__getitem__)   # the first of equal ones, as before
    return imm, ests[imm]


def _features(st: GameState, rich: bool) -> tuple[list[dict[str, float]], list[str]]:
    """`features`, and the Immortal each seat's row was worked out for (`kept_immortal`)."""
    m = M.Model(table_view(st, 0))
    out: list[dict[str, float]] = []
    imms: list[str] = []
    for s, p in enumerate(st.players):
        imm, est = _kept(m, s, p.immortals)
        imms.append(imm)
        r = m.res[s]
        out.append({
            "est": est,
            "coins": W.coin_value(m, s, imm) * min(r["coins"], M.COIN_CAP),
            "civ": float(min(r["mil"] + r["sci"] + r["cha"], M.CIV_CAP)),
            "uses": W.uses_worth(m, s, imm, r),
            "cards": float(len(m.bkeys[s]) + len(m.hkeys[s])),
            "vp_now": float(r["vp"]),
            "cha_all": float(m.cha_total),
            "coins_raw": float(min(r["coins"], M.COIN_CAP)),
            "nara": float(m.discard_n + m.legendary),
        })
    if rich:
        _add_rich(m, out)
    return out, imms


def _add_rich(m: M.Model, out: list[dict[str, float]]) -> None:
    """The inputs of `RICH`, added to every seat's row of `features`."""
    n = len(out)
    total_est = sum(f["est"] for f in out)
    for s, f in enumerate(out):
        r = m.res[s]
        for k in RICH_RES:
            f["r_" + k] = float(r[k])
        for k in RICH_RES[:-1]:
            f["lead_" + k] = float(r[k] - max(m.res[t][k] for t in range(n) if t != s))
        f["bld"] = float(len(m.bkeys[s]))
        f["hand"] = float(len(m.hkeys[s]))
        f["opp_est"] = (total_est - f["est"]) / (n - 1)


UNFITTED = {"bias": 0.0, "coef": {"est": 1.0, "coins": 1.0, "civ": 0.1, "uses": 1.0, "cards": 0.0, "vp_now": 0.0},
             "immortal": {}, "by_immortal": {}}


def _one(data: object) -> dict | None:
    if not isinstance(data, dict) or not isinstance(data.get("coef"), dict):
        return None
    names = next((n for n in (FEATURES, RICH_FEATURES) if set(data["coef"]) == set(n)), None)
    if names is None:
        return None
    by_imm = {}
    for imm, w in dict(data.get("by_immortal", {})).items():   # optional: one projection per Immortal
        if isinstance(w, dict) and isinstance(w.get("coef"), dict) and set(w["coef"]) == set(ALL_FEATURES):
            by_imm[str(imm)] = {"bias": float(w.get("bias", 0.0)),
                                "coef": {k: float(w["coef"][k]) for k in ALL_FEATURES}}
    return {"bias": float(data.get("bias", 0.0)), "coef": {k: float(data["coef"][k]) for k in names},
            "immortal": {str(k): float(v) for k, v in dict(data.get("immortal", {})).items()},
            "by_immortal": by_imm}


def load_weights(path: Path = WEIGHTS_FILE) -> dict[str, dict]:
    """The fitted projection of each checkpoint (`bench/fit_leaf.py`); Normal's own estimate with its potential
    for a checkpoint the file lacks (or when the file is absent or unreadable)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        per = data["checkpoints"]
    except (OSError, ValueError, KeyError, TypeError):
        per = {}
    out = {}
    for cp in CHECKPOINTS:
        try:
            w = _one(per.get(cp))
        except (TypeError, ValueError, AttributeError):
            w = None
        out[cp] = w or UNFITTED
    return out


_W = load_weights()
_NAMED: dict[str, dict[str, dict]] = {}


def weights_named(name: str) -> dict[str, dict]:
    """The projection of the weights file `name` next to this module (read once), e.g. another fit's."""
    if name not in _NAMED:
        path = WEIGHTS_FILE.with_name(Path(name).name)
        loaded = load_weights(path)
        if all(w is UNFITTED for w in loaded.values()):   # missing or unusable: never fall back silently
            raise ValueError(f"no leaf weights file {path} (missing, or no usable fit in it)")
        _NAMED[name] = loaded
    return _NAMED[name]


def next_checkpoint(round_: int, phase: str, horizon: str) -> str | None:
    """Where a playout from a decision at (round, phase) stops: "round" stops round-1 playouts where round 2
    begins; "phase" stops at the next checkpoint (the Kingdom of a round after its draft, round 2 after round
    1's Kingdom); None: play to the end."""
    if horizon == "round":
        return "r2" if round_ == 1 else None
    if horizon == "phase":
        if round_ == 1:
            return "k1" if phase == "draft" else "r2"
        return "k2" if phase == "draft" else None
    return None


def project(st: GameState, checkpoint: str, weights: dict[str, dict] | None = None,
            by_immortal: bool = False) -> list[float]:
    """Every seat's projected final score at a checkpoint (a sampled state: every Immortal is known).
    `by_immortal`: a seat whose Immortal has its own projection in the weights is valued by that one."""
    w = (weights or _W)[checkpoint]
    coef, per_imm, bias = w["coef"], w["immortal"], w["bias"]
    own = w.get("by_immortal", {}) if by_immortal else {}
    out = []
    rows, imms = _features(st, rich=len(coef) > len(FEATURES))
    for f, imm in zip(rows, imms):
        wi = own.get(imm)
        if wi is not None:
            v = wi["bias"]
            for k, c in wi["coef"].items():
                v += c * f[k]
        else:
            v = bias + per_imm.get(imm, 0.0)
            for k, c in coef.items():   # FEATURES' order first, as fitted
                v += c * f[k]
        out.append(v)
    return out
