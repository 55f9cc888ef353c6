"""The review's graph: every seat's projected final score after every action, seen from the reviewed seat.

Each point reads only the reviewed seat's view at that moment (public table plus its own cards): Hard's leaf
projection (`game.bots.leaf`, the fit nearest to that moment, its inputs read off the view) for every seat, an
unknown Immortal averaged over the ones the seat may still hold; the final scores once the game is over.
Turning points: the moves after which the reviewed seat's projected lead over its best rival moved the most.
"""

from __future__ import annotations

from game.bots import leaf
from game.bots import model as M

TURN_VP = 2.0
"""A move changes the reviewed seat's projected lead by at least this much to be a turning point."""
TURNS_MAX = 5
"""At most this many turning points are marked (the largest swings)."""


_W = leaf.load_weights()


def checkpoint(round_: int, phase: str) -> str:
    """The leaf projection fitted nearest to a moment of the game (leaf.CHECKPOINTS)."""
    if round_ == 1:
        return "k1" if phase in ("draft", "kingdom") else "r2"
    return "k2"


def projection(view: dict) -> list[float]:
    """Every seat's projected final score from one seat's view."""
    result = view.get("result")
    if result is not None:
        return [float(r["total"]) for r in result["players"]]
    m = M.Model(view)
    w = _W[checkpoint(view["round"], view["phase"])]
    out = []
    for s in range(view["players"]):
        if s == view["seat"]:
            imms = list(view["me"]["immortals"][:1])
        else:
            shown = view["seats"][s]["immortal"]
            imms = [shown] if shown else list(m.candidates[s])
        imms = imms or list(M.IMMORTALS)
        out.append(sum(_project(m, s, imm, w) for imm in imms) / len(imms))
    return [round(x, 2) for x in out]


def _project(m: M.Model, s: int, imm: str, w: dict) -> float:
    """Seat s's projected final score if it holds `imm`: the leaf projection's inputs read off a view."""
    r = m.res[s]
    f = {"est": M.estimate(m, s, imm, potential=False),
         "coins": M.coin_value(m, s, imm) * min(r["coins"], M.COIN_CAP),
         "civ": float(min(r["mil"] + r["sci"] + r["cha"], M.CIV_CAP)),
         "uses": M.uses_worth(m, s, imm, r),
         "cards": float(len(m.bkeys[s]) + len(m.hkeys[s])),
         "vp_now": float(r["vp"])}
    v = w["bias"] + w["immortal"].get(imm, 0.0)
    for k, c in w["coef"].items():
        v += c * f[k]
    return v


def lead(projected: list[float], seat: int) -> float:
    """The seat's projected score minus its best rival's."""
    return projected[seat] - max(v for o, v in enumerate(projected) if o != seat)


def turning_points(points: list[dict], seat: int) -> list[int]:
    """Plies of the largest swings of the seat's projected lead (at least TURN_VP), in order of ply."""
    swings = []
    for prev, cur in zip(points, points[1:]):
        d = lead(cur["projected"], seat) - lead(prev["projected"], seat)
        if abs(d) >= TURN_VP:
            swings.append((abs(d), cur["ply"]))
    swings.sort(reverse=True)
    return sorted(p for _, p in swings[:TURNS_MAX])
