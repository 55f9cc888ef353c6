"""A fast playout policy for search: reads a sampled GameState directly (never the real one).

Card and activation worths are precomputed once per Immortal from the Normal model on an opening table,
so one playout decision costs a few dictionary lookups.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Protocol

from game.rules import GameState, apply_inplace, new_game, view_for
from game.rules.cards import CardDB
from game.rules.engine import UNCHECKED, kingdom_ok, roam_costs  # sampled states are ours to inspect
from game.rules.queries import roam_table
from game.rules.state import Decision

from . import model as M
from . import worth as W

_CIV_KEYS = [c.key for c in M.DB.civ]
WEIGHTS_FILE = Path(__file__).with_name("rollout_weights.json")


def _tables() -> tuple[list[dict[str, dict[str, float]]], dict[str, dict[str, float]]]:
    st = new_game(4, 0)
    m = M.Model(view_for(st, 0))
    play: list[dict[str, dict[str, float]]] = [{}, {}]
    use: dict[str, dict[str, float]] = {}
    for imm in M.IMMORTALS:
        w = M.base_weights(imm)
        for r in (1, 2):
            m.round = r
            play[r - 1][imm] = {k: W.card_value(m, 0, imm, k, w) for k in M.FACTS}
        m.round = 1
        use[imm] = {}
        for f in M.FACTS.values():
            v = W.use_value(m, 0, f.kind, w)
            if f.kind in ("temple",):
                v = 2.0
            elif f.kind in ("avatar", "flying_city", "eliana"):
                v = 1.5
            elif f.kind == "swords":
                v = max(0.5, w["sup"] - 5 * 0.8)
            use[imm][f.kind] = v
    return play, use


PLAY, USE = _tables()
COMMERCE = {"blacksmith": "mil", "apothecary": "sci", "rune_trafficker": "cha", "pawnbroker": "coins"}


GUESS_RIGHT = 0.3
"""How often a playout's Tomorrow names a seat right (beyond a lucky draw)."""


def _read_fits(path: Path) -> dict | None:
    """`bench/fit_rollout.py`'s file as read, or None if it is missing or not JSON."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _fit_of(data: dict | None, kind: str) -> dict[str, list[dict[str, float]]] | None:
    """{Immortal: [class strengths in round 1, in round 2]} of one kind of decision ("kingdom" or "pick"), each
    Immortal's own strengths over the pooled ones; None if the file has no usable fit of that kind."""
    if data is None:   # no file: None, as the except below gave it before
        return None
    try:
        w = data[kind]
        pooled = w["*"]
        return {imm: [{**pooled[r], **w.get(imm, {}).get(r, {})} for r in ("1", "2")] for imm in M.IMMORTALS}
    except (KeyError, TypeError, AttributeError):
        return None


def _load_fit(path: Path = WEIGHTS_FILE, kind: str = "kingdom") -> dict[str, list[dict[str, float]]] | None:
    """One kind's fit read from a file (see `_fit_of`)."""
    return _fit_of(_read_fits(path), kind)


_FITS = _read_fits(WEIGHTS_FILE)   # read once for both kinds
KINGDOM_FIT = _fit_of(_FITS, "kingdom")
PICK_FIT = _fit_of(_FITS, "pick")
UNSEEN = 0.05
"""The strength of a Kingdom option class Normal never faced in the fitting games (ending the turn is 1)."""


class PickDrawer(Protocol):
    """A pick policy of its own for playouts (`pickmodel.PickModel`), in the place of a pick fit."""

    def draw(self, st: GameState, opts: tuple[str, ...], rng: random.Random) -> str: ...


class KingdomDrawer(Protocol):
    """A Kingdom policy of its own for playouts (`kingdommodel.KingdomModel`), in the place of a Kingdom fit."""

    def draw(self, st: GameState, rng: random.Random) -> str: ...


class PlayChooser(Protocol):
    """A play-or-transform policy of its own for playouts (`playmodel.PlayModel`), in the place of the hand-set
    rule."""

    def choose(self, st: GameState, rng: random.Random) -> str: ...


Fits = tuple["dict[str, list[dict[str, float]]] | KingdomDrawer | None",
             "dict[str, list[dict[str, float]]] | PickDrawer | None", "PlayChooser | None"]
"""(Kingdom fit, pick fit, play answer) of one weights file, as `KINGDOM_FIT` and `PICK_FIT` are of the shipped one
(whose play answer is the hand-set rule: None); the Kingdom fit may be a `KingdomDrawer` and the pick fit a
`PickDrawer` instead."""
_NAMED: dict[str, Fits] = {}


def fits_named(name: str) -> Fits:
    """The fits of the weights file `name` next to this module (read once), e.g. a fit on other self-play."""
    if name not in _NAMED:
        path = WEIGHTS_FILE.with_name(Path(name).name)
        data = _read_fits(path)
        fits = (_fit_of(data, "kingdom"), _fit_of(data, "pick"), None)
        if fits == (None, None, None):
            raise ValueError(f"no playout fits in {path}")
        _NAMED[name] = fits
    return _NAMED[name]


def policy(st: GameState, rng: random.Random, guess_right: float = GUESS_RIGHT, fitted: bool | Fits = True) -> str:
    """A quick, sensible action for whoever is to act in a sampled state (`guess_right`: see GUESS_RIGHT;
    `fitted`: Kingdom turns and picks by the choice model fitted on Normal, if its file loaded, else by hand-set
    worths; or by the given `Fits` of another file, whose play answer, if given, replaces the hand-set rule)."""
    # asked only with a decision pending (`playout` checks it); typed, not asserted: a hot path
    d: Decision = st.pending  # type: ignore[assignment]
    opts = d.options
    if len(opts) == 1:
        return opts[0]
    s = d.seat
    p = st.players[s]
    imm = p.immortals[0]
    kind = d.kind
    if kind == "pick":
        pick_fit = PICK_FIT if fitted is True else fitted[1] if fitted else None
        if type(pick_fit) is dict:
            return _draw(opts, pick_fit[imm][st.round - 1], [pick_class(a) for a in opts], rng)
        if pick_fit is not None:
            return pick_fit.draw(st, opts, rng)   # type: ignore[union-attr]
        table = PLAY[st.round - 1][imm]
        return max(opts, key=lambda a: table[a[5:]] + rng.random() * 1.5)
    if kind == "play":
        if type(fitted) is tuple and fitted[2] is not None:
            return fitted[2].choose(st, rng)
        r = st.round - 1
        slot = len(p.slots) - 1
        key = _CIV_KEYS[p.slots[-1][0]]
        left = M.MAX_PLAYS[r] - p.plays
        after = M.HAND_SIZE[r] - slot - 1
        coins = M.SLOT_COINS[r][min(slot, len(M.SLOT_COINS[r]) - 1)]
        cw = (0.55 if r == 0 else 0.45) * (2.0 if imm == "abhilasha" else 1.0)
        if left > after or PLAY[r][imm][key] + rng.random() > cw * coins + 1.2:
            return "play"
        return "transform"
    if kind == "kingdom":
        kingdom_fit = KINGDOM_FIT if fitted is True else fitted[0] if fitted else None
        if type(kingdom_fit) is dict:
            return fitted_kingdom(st, rng, kingdom_fit)
        if kingdom_fit is not None:
            return kingdom_fit.draw(st, rng)   # type: ignore[union-attr]
        return hand_set_kingdom(st, rng)
    w = M.base_weights(imm)
    if kind in ("tokens", "pay"):
        sign = 1 if kind == "tokens" else -1
        return max(opts, key=lambda a: sign * sum(w[r] * int(x) for r, x in zip(M.CIV3, a.split()[1].split("/"))))
    if kind == "commerce":
        best, best_v = "decline" if "decline" in opts else opts[0], 0.0
        for a in opts:
            if a == "decline":
                continue
            ck = st.db.commerce[st.commerce_revealed[int(a.split()[1])]].kind
            if ck == "pawnbroker":
                v = 2 * w["coins"]
            else:
                v = w[COMMERCE[ck]] if ck in COMMERCE else w["dia"] - 5 * w["coins"]
            if v > best_v:
                best, best_v = a, v
        return best
    if kind in ("look", "swap"):
        return max(opts, key=lambda a: PLAY[st.round - 1][imm][a.split()[1]])
    if kind == "copy":
        live = [a for a in opts if a != "decline"]
        return max(live, key=lambda a: USE[imm].get(M.KIND_OF[a.split()[1]], 0.0)) if live else opts[0]
    if kind == "culture":
        own = [a for a in opts if st.db.by_key[a.split()[1]] in p.buildings]
        return own[0] if own else rng.choice(opts)
    if kind == "narashima":
        for a in opts:
            if a != "done" and M.KIND_OF[a.split()[1]] not in ("avatar", "caravan", "fortress"):
                return a
        return "done"
    if kind == "tie":
        return "reveal" if "reveal" in opts else "pass"
    if kind == "peek":
        return "nopeek"
    if kind == "guess" and rng.random() < guess_right:
        # a playout stands in for a real inference with about its success rate
        o = int(opts[0].split()[1])
        truth = f"guess {o} {st.players[o].immortals[0]}"
        if truth in opts:
            return truth
    if kind == "immortal":
        return opts[0]
    live = [a for a in opts if a not in ("reveal", "done", "decline")]
    return rng.choice(live) if live else opts[0]


def hand_set_kingdom(st: GameState, rng: random.Random) -> str:
    """The hand-set Kingdom choice: each option's worth for the seat's Immortal (`USE`), roaming fees and a
    little noise; coins first; ends the turn when nothing is worth more than 0.2."""
    d = st.pending
    assert d is not None   # asked at a Kingdom decision (by `policy`)
    opts = d.options
    s = d.seat
    p = st.players[s]
    imm = p.immortals[0]
    use = USE[imm]
    fees = roam_costs(st, s)
    scored = []
    for a in opts:
        if a == "end":
            continue
        verb, key = a.split(" ", 1)
        fk = M.FACTS[key]
        if verb == "power":
            v = 2.0 if fk.kind == "portal" else 0.3
        else:
            v = use.get(fk.kind, 0.5)
            uid = st.db.by_key[key]
            if fk.family == "building" and uid not in p.buildings:
                v -= 0.8 + 0.6 * fees.get(uid, 9)
        if fk.kind in ("treasure", "ez"):
            v += 0.4   # coins first: they pay for the rest
        v += rng.random() * 0.3
        if v > 0.2:
            scored.append((v, a))
    scored.sort(reverse=True)
    unchecked = d.info is UNCHECKED    # fast menus: options are candidates, check the chosen one
    for _, a in scored:
        if not unchecked or kingdom_ok(st, a):
            return a
    return "end"


def fitted_kingdom(st: GameState, rng: random.Random,
                   fit: dict[str, list[dict[str, float]]] | None = None) -> str:
    """A Kingdom option drawn as Normal would choose it: each option's class strength (`KINGDOM_FIT`, or `fit`)
    over the sum of the open options' strengths; on fast menus a drawn option that fails `kingdom_ok` is struck
    out."""
    d = st.pending
    assert d is not None   # asked at a Kingdom decision (by `policy`)
    s = d.seat
    fits = fit or KINGDOM_FIT
    assert fits is not None   # `policy` passes a fit; other callers count on the shipped one
    strength = fits[st.players[s].immortals[0]][st.round - 1]
    fees = roam_table(st, s)
    opts = list(d.options)
    return draw_open(st, opts, [strength.get(c, UNSEEN) for c in option_classes(st, s, opts, fees)], rng)


def draw_open(st: GameState, opts: list[str], ws: list[float], rng: random.Random) -> str:
    """A Kingdom option of `opts` drawn with probability its weight in `ws` over their sum; on fast menus a drawn
    option that fails `kingdom_ok` is struck out (from both lists) and another drawn; "end" if none is left."""
    unchecked = st.pending is not None and st.pending.info is UNCHECKED
    while opts:
        i = _draw_index(ws, rng)
        a = opts[i]
        if a == "end" or not unchecked or kingdom_ok(st, a):
            return a
        del opts[i], ws[i]
    return "end"


def pick_class(action: str) -> str:
    """The class of a draft pick for the fitted pick policy: the card's kind (copies are alike)."""
    return M.KIND_OF[action[5:]]


def _draw_index(ws: list[float], rng: random.Random) -> int:
    """An index drawn with probability its weight over the sum of the weights."""
    x = rng.random() * sum(ws)
    for i, w in enumerate(ws):
        x -= w
        if x < 0:
            return i
    return len(ws) - 1


def _draw(opts: tuple[str, ...] | list[str], strength: dict[str, float], classes: list[str],
          rng: random.Random) -> str:
    """An option drawn with probability its class strength over the sum of them all."""
    return opts[_draw_index([strength.get(c, UNSEEN) for c in classes], rng)]


def kingdom_class(st: GameState, s: int, action: str, fees: dict[int, int]) -> str:
    """The class of a Kingdom option for the fitted turn policy: "end", "power:KIND", "use:KIND:own",
    "use:KIND:wonder" or "use:KIND:roamF" (F the roaming fee in coins, 3 for 3 or more). The definition, kept as
    the test oracle of `option_classes` (which playouts call) and read by bench/fit_rollout.py."""
    if action == "end":
        return "end"
    verb, key = action.split(" ", 1)
    kind = M.KIND_OF[key]
    if verb == "power":
        return "power:" + kind
    uid = st.db.by_key[key]
    family = st.db.civ[uid].family
    if family == "wonder":
        return f"use:{kind}:wonder"
    p = st.players[s]
    if uid in p.buildings or uid in p.heroes:
        return f"use:{kind}:own"
    return f"use:{kind}:roam{min(3, fees.get(uid, 3))}"


def option_classes(st: GameState, s: int, opts: list[str], fees: dict[int, int]) -> list[str]:
    """`kingdom_class` of each option of seat s, read off a table made once per card database (a playout asks
    this at every Kingdom decision)."""
    table = _CLASSES[0]   # _class_table(st.db), its cache read here
    if table[0] is not st.db:
        table = _class_table(st.db)
    known = table[1]
    p = st.players[s]
    buildings, heroes = p.buildings, p.heroes
    out = []
    for a in opts:
        e = known.get(a)
        if e is None:
            c = kingdom_class(st, s, a, fees)
        else:
            c, uid, own, roam = e
            if c is None:
                c = own if uid in buildings or uid in heroes else roam[min(3, fees.get(uid, 3))]
        out.append(c)
    return out


_ClassEntry = tuple["str | None", int, str, tuple[str, ...]]
_CLASSES: list = [(None, {})]   # [(db, {action: _ClassEntry})] of the last card database, swapped whole


def _class_table(db: CardDB) -> tuple[CardDB, dict[str, _ClassEntry]]:
    """`kingdom_class` worked out ahead for every Kingdom action of a card database: per action, (its class when
    the seat does not change it, else None; the card; its class when the seat owns the card; its class when
    roaming for a fee of 0, 1, 2 and 3 or more coins)."""
    known: dict[str, _ClassEntry] = {"end": ("end", -1, "end", ())}
    for c in db.civ:
        kind = M.KIND_OF.get(c.key)
        if kind is None:
            continue   # a card the playouts' model does not know: `kingdom_class` answers (or fails) as before
        if c.power:
            known["power " + c.key] = ("power:" + kind, c.uid, "", ())
        if c.action:
            fixed = f"use:{kind}:wonder" if c.family == "wonder" else None
            known["use " + c.key] = (fixed, c.uid, f"use:{kind}:own", tuple(f"use:{kind}:roam{f}" for f in range(4)))
    _CLASSES[0] = (db, known)
    return _CLASSES[0]


PHASE_RANK = {"draft": 0, "kingdom": 1, "supremacy": 2, "vp": 3, "over": 4}


MAX_PLIES = 600
"""A playout stops after this many decisions whatever happens (`playout`'s default)."""


def playout(st: GameState, rng: random.Random, max_plies: int = MAX_PLIES, stop_at: tuple[int, int] | None = None,
            guess_right: float = GUESS_RIGHT, fitted: bool | Fits = True,
            own: tuple[int, random.Random] | None = None) -> None:
    """Play a sampled state (mutating it) with the fast policy for every seat, on fast menus: to the end, or until
    the game reaches `stop_at` = (round, PHASE_RANK of a phase), where it stops before that point's first decision.
    `own` = (seat, its generator): that seat's choices are drawn from its own generator, the others' from `rng`
    (so that playouts which differ only in one seat's draws keep the others' draws)."""
    st.fast_menus = True
    n = 0
    rank = PHASE_RANK
    if own is not None:
        me, own_rng = own
        end = stop_at if stop_at is not None else (99, 99)
        while st.pending is not None and n < max_plies and (st.round, rank[st.phase]) < end:
            apply_inplace(st, policy(st, own_rng if st.pending.seat == me else rng, guess_right, fitted), events=False)
            n += 1
        return
    if stop_at is None:
        while st.pending is not None and n < max_plies:
            apply_inplace(st, policy(st, rng, guess_right, fitted), events=False)
            n += 1
        return
    while st.pending is not None and n < max_plies and (st.round, rank[st.phase]) < stop_at:
        apply_inplace(st, policy(st, rng, guess_right, fitted), events=False)
        n += 1
