"""What a bot believes things are worth, from a Model of one seat's view: score estimates and valuations.

`estimate(m, seat, immortal)` projects a seat's final score; `weights` are the marginal VP worth of each resource for
the viewing seat; `card_value` prices a card if played; `opponent_estimate` an opponent's score over the Immortals it
may hold. The Model and the card facts they read are in model.py.
"""

from __future__ import annotations

import math

from game.bots.model import (
    CIV3,
    CIV_CAP,
    COIN_CAP,
    DIAMOND_EACH,
    FACTS,
    KIND_OF,
    RANKING,
    Model,
    base_weights,
    contest_total,
)

TOMORROW_GUESS = 4.0
"""VP Tomorrow's projection counts for his guess until the game is over, when his real bonus counts (10 right after
a peek, 15 blind, else 0). Hard as Tomorrow made 6.0 VP a game from it in 200 self-play games (`game/bots/RECORD.md`,
2026-12-04); the projection keeps 4.0, the value every bot digest and fit was made with."""


def _sig(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def win_p(mine: float, best_other: float, tau: float, justice: bool) -> float:
    """Chance to hold strictly the most of something when it is counted (two-sided comparison)."""
    if mine <= 0:
        return 0.0
    margin = mine - best_other + (0.6 if justice else 0.0)
    return _sig((margin - 0.5) / tau)


def share_p(xs: list[float], s: int, tau: float) -> float:
    """Chance that seat s ends with strictly the most, from everyone's current counts and a spread `tau`."""
    top = max(xs)
    if tau < 0.8 and xs[s] <= 0:
        return 0.0
    ws = [math.exp((x - top) / tau) for x in xs]
    return 0.88 * ws[s] / sum(ws)


def _base_share(m: Model, what: str, xs: list[int], s: int, tau: float) -> float:
    """share_p(xs, s, tau) for the contest counts of the table as it stands (the same for every seat's
    estimate), with the weights worked out once per model: the same numbers, computed the same way."""
    hit = m._shares.get((what, tau))
    if hit is None:
        top = max(xs)
        ws = [math.exp((x - top) / tau) for x in xs]
        hit = m._shares[(what, tau)] = (ws, sum(ws))
    if tau < 0.8 and xs[s] <= 0:
        return 0.0
    ws, total = hit
    return 0.88 * ws[s] / total


def sup_value(m: Model, s: int, imm: str | None) -> float:
    """VP for one more Supremacy token for seat s."""
    base = 8.0 if imm == "justice" else 4.0
    return base + 2.0 * m.controls_kind(s, "school")


def estimate(m: Model, s: int, imm: str | None, res: dict | None = None, potential: bool = True) -> float:
    """Projected final score of seat s if it holds Immortal `imm` (None: without the Immortal's own terms)."""
    r = res if res is not None else m.res[s]
    mil, sci, cha = r["mil"], r["sci"], r["cha"]
    won, dia, cul = r["won"], r["dia"], r["cul"]
    total = float(r["vp"])
    supv = sup_value(m, s, imm)
    total += r["sup"] * (8.0 if imm == "justice" else 4.0)
    justice = imm == "justice" or m.seats[s]["justice_revealed"]
    if imm == "justice" and not m.seats[s]["justice_revealed"] and m.phase != "over":
        total += supv
    # future Supremacy contests
    taus = m.contests_left()
    if taus:
        kinds = [("mil", mil), ("sci", sci)] + ([("cha", cha)] if m.ritual else [])
        for what, val in kinds:
            if not justice and val == m.res[s][what]:   # the table's own counts: the same for every seat
                counts = m.contest_counts(what)
                for tau in taus:
                    total += supv * _base_share(m, what, counts, s, tau)
                continue
            xs: list[float] = [contest_total(m, o, what, val if o == s else m.res[o][what]) for o in range(m.n)]
            if justice:
                xs[s] += 0.5
            for tau in taus:
                total += supv * share_p(xs, s, tau)
    # Wonder ranking
    if won >= 1:
        vals = sorted({m.res[o]["won"] for o in range(m.n) if o != s and m.res[o]["won"] >= 1} | {won},
                      reverse=True)
        rank = vals.index(won)
        table = [16, 8, 4] if imm == "galmi" else RANKING
        total += table[rank] if rank < len(table) else 0
    # diamonds
    in_play = sum(m.res[o]["dia"] for o in range(m.n) if o != s) + dia
    if dia:
        total += dia * (8 if imm == "xian" else DIAMOND_EACH[min(in_play, 5) - 1])
    total += cul * (2 if imm == "phoenix" else 1)
    # VP-phase card effects
    hk, bk = m.hkeys[s], m.bkeys[s]
    ncards = len(hk) + len(bk)
    last_tau = taus[-1] if taus else 0.2
    for k in hk + bk:
        kind = KIND_OF[k]
        if kind == "alpha":
            xs = [mil if o == s else m.res[o]["mil"] for o in range(m.n)]
            total += supv * share_p(xs, s, last_tau)
        elif kind == "eliana":
            total += supv * (1.0 if m.controls_kind(s, "observatory") else 0.15)
        elif kind in ("lion", "altar"):
            if ncards == 1:
                total += supv
        elif kind == "avatar":
            total += 4 * dia
        elif kind == "caravan":
            total += min(mil, sci, cha)
        elif kind == "fortress":
            total += won
    # the Immortal itself
    if imm is not None:
        total += immortal_points(m, s, imm, r)
    if potential:
        total += _potential(m, s, imm, r)
    return total


def immortal_points(m: Model, s: int, imm: str, r: dict, all_cha: int | None = None) -> float:
    """The Immortal card's own points, smoothed toward thresholds so that progress shows (`all_cha`: every
    seat's Charisma with `r` as seat s's, when the caller has it)."""
    if all_cha is None:
        all_cha = sum(m.res[o]["cha"] for o in range(m.n) if o != s) + r["cha"]
    if imm == "tomorrow":
        return all_cha + (m.seats[s]["tomorrow_bonus"] if m.phase == "over" else TOMORROW_GUESS)
    if imm == "galmi":
        return 2.0 * (sum(m.res[o]["won"] for o in range(m.n) if o != s) + r["won"])
    if imm == "abhilasha":
        return 2.0 * all_cha + min(r["coins"], COIN_CAP)
    if imm == "narashima":
        pts = 2.0 * (m.discard_n + m.legendary)
        if m.phase not in ("vp", "over"):
            own = len(m.hkeys[s]) + len(m.bkeys[s])
            pts += 1.8 * own    # he may destroy them all at the end
        return pts
    if imm == "phoenix":
        sci = r["sci"]
        tiers = ((0, 0), (1, 6), (4, 12), (7, 18))
        cur = max(i for i, (t, _) in enumerate(tiers) if sci >= t)
        pts = float(tiers[cur][1])
        if cur + 1 < len(tiers) and m.phase not in ("vp", "over"):
            t0, v0 = tiers[cur]
            t1, v1 = tiers[cur + 1]
            pts += 0.55 * (v1 - v0) * (sci - t0) / (t1 - t0)
        return pts
    if imm == "goan_sul":
        return 3.0 * r["mil"] + m.sym_count(s, "military") + 1
    if imm == "xian":
        sets = min(r["mil"], r["sci"], r["cha"])
        pts = 8.0 * min(sets, 3)
        if sets < 3 and m.phase not in ("vp", "over"):
            pts += 2.4 * sum(1 for x in CIV3 if r[x] > sets)
        return pts
    return 0.0


def coin_value(m: Model, s: int, imm: str | None) -> float:
    """What a coin held now is still worth as a future resource."""
    if m.phase in ("vp", "over"):
        return 0.0
    if m.round >= 2 and (m.turn_done[s] or m.phase == "supremacy"):
        return 0.0
    base = 0.55 if m.round == 1 else 0.45
    if imm == "abhilasha":
        return 0.1
    return base


def _potential(m: Model, s: int, imm: str | None, r: dict) -> float:
    """Worth of what seat s can still do: coins to spend, cards to activate."""
    pot = coin_value(m, s, imm) * min(r["coins"], COIN_CAP)
    if m.phase in ("vp", "over"):
        return pot
    civ = r["mil"] + r["sci"] + r["cha"]
    pot += 0.1 * min(civ, CIV_CAP)
    if s == m.me:
        pot += uses_worth(m, s, imm, r)
    return pot


def uses_worth(m: Model, s: int, imm: str | None, r: dict) -> float:
    """Worth of the activations seat s may still make with the cards it controls now."""
    w = base_weights(imm)
    tilted = {c["key"] for c in m.seats[s]["buildings"] + m.seats[s]["heroes"] if c["tilted"]}
    pot = 0.0
    for k in m.bkeys[s] + m.hkeys[s]:
        u = m.uses_left(s, k in tilted)
        if u:
            pot += u * use_value(m, s, KIND_OF[k], w, r)
    return pot


def use_value(m: Model, s: int, kind: str, w: dict, r: dict | None = None) -> float:
    """Rough VP worth of activating a card of this kind once (0 if not worth doing)."""
    r = r if r is not None else m.res[s]
    c2 = 2 * w["coins"]
    if kind == "armory":
        v = w["mil"]
    elif kind == "observatory":
        v = w["sci"]
    elif kind == "caravan":
        v = (w["mil"] if m.sym_count(s, "military", buildings=False) else 0.2) + \
            (w["sci"] if m.sym_count(s, "science", buildings=False) else 0.2)
    elif kind == "temple":
        v = 2 * r["won"] - c2
    elif kind == "school":
        v = max(w["mil"], w["sci"]) - c2
    elif kind == "altar":
        v = 1.5 if m.hkeys[s] else 0.0
    elif kind == "war_machine":
        v = w["mil"] + 0.8 - c2
    elif kind == "library":
        v = w["cul"] + w["sci"] - c2
    elif kind == "fortress":
        v = 1.0
    elif kind == "market":
        v = 1.5
    elif kind == "treasure":
        v = 3 * w["coins"]
    elif kind == "alpha":
        v = 1.0
    elif kind == "eliana":
        v = 2 * w["cul"] if m.bkeys[s] else 0.0
    elif kind == "nezha":
        v = 1.0 - w["cha"] if r["cha"] else 0.0
    elif kind == "ez":
        v = max(w["cha"], 2 * w["coins"])
    elif kind == "shadow":
        v = 0.4 if w["cha"] > 1 else 0.1
    elif kind == "cylak":
        v = 1.2
    elif kind == "avatar":
        v = max((use_value(m, s, KIND_OF[k], w, r) for k in m.bkeys[s]), default=0.0)
    elif kind == "fenghuang":
        v = 1.2
    elif kind == "valeen":
        v = w["cha"] + 1 - w["mil"] - w["sci"] if r["mil"] and r["sci"] else 0.0
    elif kind == "lion":
        v = (w["dia"] - 2.5) * 0.5 if m.bkeys[s] else 0.0
    elif kind == "orgah":
        v = 1.0
    # Wonders (shared)
    elif kind == "war_hall" or kind == "chaos_orb":
        v = 1.2
    elif kind == "flying_city":
        v = w["cul"] * len(m.bkeys[s])
    elif kind == "swords":
        v = w["sup"] - 5 * min(w["mil"], w["sci"], w["cha"]) if r["mil"] + r["sci"] + r["cha"] >= 5 else 0.0
    elif kind == "fabuloserie":
        v = 0.8
    elif kind == "diamond_mine":
        v = w["dia"] - 5 * w["coins"]
    elif kind == "twin_statues":
        v = max(w["mil"] * max(0, 2 - r["mil"]), w["sci"] * max(0, 2 - r["sci"]))
    elif kind == "firelands":
        v = 0.8
    elif kind == "sanctuary":
        v = w["won"] - (5 - m.sym_count(s, "galmi")) * w["coins"]
    else:
        v = 0.0
    return max(0.0, v)


# ---------------------------------------------------------------- situational weights for the viewing seat

RESOURCES = ("mil", "sci", "cha", "coins", "vp", "won", "dia", "cul", "sup")


def weights(m: Model, s: int, imm: str | None) -> dict[str, float]:
    """Marginal VP of one more unit of each resource for seat s, by finite difference of `estimate`."""
    base = estimate(m, s, imm, potential=False)
    r0 = m.res[s]
    out = {}
    cv = coin_value(m, s, imm)
    for res in RESOURCES:
        r = dict(r0)
        r[res] += 1
        out[res] = estimate(m, s, imm, r, potential=False) - base
    out["coins"] += cv if r0["coins"] < COIN_CAP else 0.0
    for x in CIV3:
        out[x] = max(out[x], 0.05) + 0.1
    # tokens to still come for the cheaper kinds
    return out


def gain_value(m: Model, s: int, w: dict, gains: dict, double: bool = False) -> float:
    """Worth of a bundle of gains for seat s, within the caps."""
    room = CIV_CAP - m.civ(s)
    coin_room = COIN_CAP - m.res[s]["coins"]
    v = 0.0
    civ_gains = []
    for res, amt in gains.items():
        if double and res in ("mil", "sci", "cha", "coins"):
            amt *= 2
        if res in CIV3:
            civ_gains += [w[res]] * amt
        elif res == "coins":
            v += w["coins"] * min(amt, coin_room)
        elif res == "diamond":
            v += w["dia"] * amt
        elif res in w:
            v += w[res] * amt
    civ_gains.sort(reverse=True)
    v += sum(civ_gains[:max(0, room)])
    return v


def play_threshold(plays_left: int, picks_after: int) -> float:
    """How much more than its Transform a card must be worth for Normal to play it: little while it has more plays
    left than picks, more as its plays run short."""
    if plays_left > picks_after:
        return -0.5
    return 1.6 * (1.0 - plays_left / (picks_after + 1)) + 0.3


def card_value(m: Model, s: int, imm: str | None, key: str, w: dict, double: bool = False) -> float:
    """Worth of playing card `key` in the draft now for seat s (bonus, future activations, extras)."""
    f = FACTS[key]
    kind = f.kind
    v = gain_value(m, s, w, f.bonus, double)
    if f.bonus_gives and w["cha"] > 1.0:
        v += 0.5 * f.bonus_gives
    uses = 2 if m.round == 1 else 1
    bw = base_weights(imm)
    if f.family == "wonder":
        v += 0.35 * uses * use_value(m, s, kind, bw)
        if kind == "dark_ritual":
            xs = [m.res[o]["cha"] for o in range(m.n)]
            v += sup_value(m, s, imm) * uses * max(0.0, share_p(xs, s, 1.5) - 0.5 / m.n)
        elif kind == "equilibrium":
            have = min(m.res[s]["mil"], m.res[s]["sci"], m.res[s]["cha"]) >= 1
            v += 3 * uses * (0.7 if have else 0.25)
        elif kind == "hourglass":
            v += 0.5
        return v
    v += uses * use_value(m, s, kind, bw)
    supv = sup_value(m, s, imm)
    if kind == "alpha":
        xs = [m.res[o]["mil"] + (1 if o == s else 0) for o in range(m.n)]
        v += supv * share_p(xs, s, 2.0)
    elif kind == "eliana":
        v += supv * (0.9 if m.controls_kind(s, "observatory") else 0.2)
    elif kind == "observatory" and any(KIND_OF[k] == "eliana" for k in m.hkeys[s]) \
            and not m.controls_kind(s, "observatory"):
        v += supv * 0.9
    elif kind == "school":
        v += 2.0 * (m.res[s]["sup"] * 0 + 1.0)
    elif kind == "caravan":
        v += min(m.res[s]["mil"], m.res[s]["sci"], m.res[s]["cha"]) + 0.5
    elif kind == "fortress":
        v += m.res[s]["won"] + 0.3
    elif kind == "avatar":
        v += 4 * m.res[s]["dia"] + 1.0
    elif kind == "nezha":
        v += 0.5 * (w["mil"] + w["sci"])
    elif kind == "portal":
        v += 2.5
    elif kind == "abunakkashii":
        v += 1.0
    elif kind == "lion":
        v += 1.0
    if "military" in f.symbols and imm == "goan_sul":
        v += 1
    if imm == "narashima":
        if "legendary" not in f.symbols:
            v += 1.8
        else:
            v += 3.8
    if "galmi" in f.symbols and "sanctuary" in m.wonder_kinds:
        v += 0.5
    return v


def commerce_value(kind: str, w: dict, m: Model, s: int) -> float:
    """Worth of resolving one Commerce card."""
    room = CIV_CAP - m.civ(s)
    if kind == "blacksmith":
        return w["mil"] if room > 0 else 0.0
    if kind == "apothecary":
        return w["sci"] if room > 0 else 0.0
    if kind == "rune_trafficker":
        return w["cha"] if room > 0 else 0.0
    if kind == "pawnbroker":
        return w["coins"] * min(2, COIN_CAP - m.res[s]["coins"])
    if kind == "son_of_gorgon":
        return w["dia"] - 5 * w["coins"] if m.res[s]["coins"] >= 5 else -1.0
    return 0.0


def utility(m: Model, imm: str) -> float:
    """The viewing seat's projected standing: its estimate minus a blend of the best and mean opponent."""
    me = m.me
    mine = estimate(m, me, imm)
    others = [opponent_estimate(m, o) for o in range(m.n) if o != me]
    if not others:
        return mine
    return mine - 0.6 * max(others) - 0.4 * sum(others) / len(others)


_MEMO_MAX = 200_000   # entries of each of the memos below before it starts afresh
_GENERIC: dict[tuple, float] = {}   # estimate(m, o, None, potential=False) by everything it reads
_POINTS: dict[tuple, float] = {}    # _mean_points by everything immortal_points reads for those candidates


def _keep(memo: dict[tuple, float], key: tuple, value: float) -> float:
    """Store `value` in a bounded memo (emptied when full) and return it."""
    if len(memo) >= _MEMO_MAX:
        memo.clear()
    memo[key] = value
    return value


def _generic_estimate(m: Model, o: int) -> float:
    """estimate(m, o, None, potential=False), remembered by every input it reads (the table's contest counts,
    Wonder tokens, diamonds and Military, and seat o's own numbers and cards): the positions of a turn plan
    mostly leave an opponent's estimate unchanged."""
    r = m.res[o]
    key = (o, m.table_key(), m.seats[o]["justice_revealed"], r["vp"], r["sup"], r["cul"], r["cha"],
           tuple(m.hkeys[o]), tuple(m.bkeys[o]))
    v = _GENERIC.get(key)
    return v if v is not None else _keep(_GENERIC, key, estimate(m, o, None, potential=False))


def opponent_estimate(m: Model, o: int) -> float:
    """An opponent's projected score, averaging its Immortal's own points over what it may hold."""
    generic = _generic_estimate(m, o) + coin_value(m, o, None) * min(m.res[o]["coins"], COIN_CAP)
    cands = m.candidates[o]
    if not cands:
        return generic
    if len(cands) == 1:
        imm = cands[0]
        return estimate(m, o, imm, potential=False) + coin_value(m, o, imm) * min(m.res[o]["coins"], COIN_CAP)
    return generic + _mean_points(m, o, cands)


def _mean_points(m: Model, o: int, cands: list[str]) -> float:
    """The mean of immortal_points over an opponent's possible Immortals, remembered by every input it reads: the
    positions of a turn plan mostly differ in the planning seat's own holdings, which leave most of it unchanged."""
    r = m.res[o]
    all_cha = m.cha_total
    key = (m._cand_keys[o], m.phase, all_cha, r["coins"], r["mil"], r["sci"], r["cha"],
           m.won_total if "galmi" in cands else None,
           (m.discard_n, m.legendary, len(m.hkeys[o]) + len(m.bkeys[o])) if "narashima" in cands else None,
           m.sym_count(o, "military") if "goan_sul" in cands else None,
           m.seats[o]["tomorrow_bonus"] if "tomorrow" in cands and m.phase == "over" else None)
    mean = _POINTS.get(key)
    return mean if mean is not None else _keep(
        _POINTS, key, sum(immortal_points(m, o, c, r, all_cha) for c in cands) / len(cands))
