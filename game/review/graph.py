"""The review's graph: every seat's projected final score after every action, seen from the reviewed seat.

Each point reads only the reviewed seat's view at that moment (public table plus its own cards). A seat's point is
Hard's leaf projection (`game.bots.leaf`) with the fit chosen for the seat's stage of the game (`BASE`), its
inputs read off the view, an unknown Immortal averaged over the ones the seat may still hold; then recalibrated for
that stage (`CALIBRATION`: a + b x projection, fitted on seeded Normal games by `bench/review_graph.py --fit`), so
that at every stage its mean over games is the final score. Each leaf fit is unbiased only at its own checkpoint
(where a round's Kingdom, or round 2, begins); read elsewhere it is off by up to 10 VP, and an uncalibrated graph
steps by that much wherever it changes fits (round 2's draft read the round-2 Kingdom's fit: about -8 VP for every
seat where round 2 began) and where the final scores replace it. Stages: each pick of a draft; in round 1's
Kingdom, a seat's own turn pending / over (it changes when that seat ends its turn); round 2's Kingdom; the
Supremacy and VP phases. The final scores once the game is over.
Turning points: the moves after which the reviewed seat's projected lead over its best rival moved the most.
"""

from __future__ import annotations

from game.bots import leaf
from game.bots import model as M
from game.bots import worth as W

TURN_VP = 2.0
"""A move changes the reviewed seat's projected lead by at least this much to be a turning point."""
TURNS_MAX = 5
"""At most this many turning points are marked (the largest swings)."""

_W = leaf.load_weights()

BASE = {"1d": "k1", "1kp": "k1", "1kd": "r2", "1s": "r2", "2d": "r2", "2k": "k2", "2s": "k2", "2v": "k2"}
"""The leaf fit read at each stage (a draft by its first two characters): the checkpoint the stage leads to or
starts from, whichever predicts the final score better; in round 1's Kingdom a seat switches from the Kingdom's
fit to round 2's when its own turn ends (the round-1 fit ignores the VP scored during the Kingdom)."""

# fitted by `python bench/review_graph.py --fit 80` (seeds 1001-1080, 4 players, Normal self-play, seat 0's view)
CALIBRATION: dict[str, tuple[float, float]] = {
    "1d1": (9.581, 1.0058),
    "1d2": (13.095, 0.8574),
    "1d3": (15.704, 0.7701),
    "1d4": (10.643, 0.8953),
    "1d5": (5.78, 1.0072),
    "1kd": (15.165, 0.6575),
    "1kp": (17.242, 0.6221),
    "1s": (14.096, 0.6959),
    "2d1": (7.916, 0.8517),
    "2d2": (6.676, 0.8703),
    "2d3": (8.202, 0.8247),
    "2d4": (7.233, 0.8442),
    "2k": (9.436, 0.7868),
    "2s": (6.294, 0.814),
    "2v": (4.209, 0.836),
}
"""Per stage (see `stage`), the projection shown is a + b x the leaf projection; a stage missing here is shown
uncalibrated (every stage a 3- to 6-player game reaches is here: tests/review/test_review_graph.py)."""


def stage(view: dict, s: int) -> str:
    """Seat s's stage of the game at this view: round then d + draft pick ("1d3"), k (round 1: kp / kd, the seat's
    own Kingdom turn pending or over), s Supremacy or v VP phase."""
    rnd, ph = view["round"], view["phase"]
    if ph == "draft":
        return f"{rnd}d{view['pick']}"
    if ph == "kingdom":
        if rnd == 2:
            return "2k"
        n = view["players"]
        order = [(view["first_player"] + view["direction"] * i) % n for i in range(n)]
        act = view["active"]
        done = act is not None and order.index(s) < order.index(act)
        return "1kd" if done else "1kp"
    if ph == "supremacy":
        return f"{rnd}s"
    return "2v"


def base_of(st: str) -> str:
    """The leaf checkpoint a stage reads (see BASE)."""
    return BASE.get(st) or BASE[st[:2]]


def raw_projection(view: dict) -> list[tuple[str, float]]:
    """Every seat's (stage, leaf projection with its stage's fit) from one seat's view, before calibration."""
    m = M.Model(view)
    out = []
    for s in range(view["players"]):
        st = stage(view, s)
        out.append((st, seat_projection(m, view, s, _W[base_of(st)])))
    return out


def projection(view: dict) -> list[float]:
    """Every seat's projected final score from one seat's view (the final scores once the game is over)."""
    result = view.get("result")
    if result is not None:
        return [float(r["total"]) for r in result["players"]]
    out = []
    for st, v in raw_projection(view):
        a, b = CALIBRATION.get(st, (0.0, 1.0))
        out.append(round(a + b * v, 2))
    return out


def seat_projection(m: M.Model, view: dict, s: int, w: dict) -> float:
    """Seat s's leaf projection with fit w, averaged over the Immortals it may hold as seen from the view."""
    if s == view["seat"]:
        imms = list(view["me"]["immortals"][:1])
    else:
        shown = view["seats"][s]["immortal"]
        imms = [shown] if shown else list(m.candidates[s])
    imms = imms or list(M.IMMORTALS)
    return sum(_project(m, s, imm, w) for imm in imms) / len(imms)


def _project(m: M.Model, s: int, imm: str, w: dict) -> float:
    """Seat s's projected final score if it holds `imm`: the leaf projection's inputs read off a view."""
    r = m.res[s]
    f = {"est": W.estimate(m, s, imm, potential=False),
         "coins": W.coin_value(m, s, imm) * min(r["coins"], M.COIN_CAP),
         "civ": float(min(r["mil"] + r["sci"] + r["cha"], M.CIV_CAP)),
         "uses": W.uses_worth(m, s, imm, r),
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
