"""What a bot knows, computed from a seat's view only: the card facts and the Model of the table.

`Model(view)` reads the public table once; what things are worth to a seat (score estimates, resource weights, card
values) is computed from it in worth.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import default_db

DB = default_db()
IMMORTALS = tuple(im.id for im in DB.immortals)
IMM_NUMBER = {im.id: im.number for im in DB.immortals}
COMMERCE_KINDS = tuple(c.kind for c in DB.commerce)


@dataclass(frozen=True, slots=True)
class CardFacts:
    """The few facts about a Civilization card that the bots reason with."""

    key: str
    kind: str
    family: str
    number: int
    symbols: frozenset[str]
    bonus: dict
    bonus_gives: int
    has_action: bool


def _facts() -> dict[str, CardFacts]:
    out = {}
    for c in DB.civ:
        bonus: dict[str, int] = {}
        gives = 0
        for step in c.bonus:
            if step.verb == "gain":
                for res, amt in step.params.items():
                    if isinstance(amt, int) and not isinstance(amt, bool):
                        bonus[res] = bonus.get(res, 0) + amt
            elif step.verb == "give":
                gives += 1
        out[c.key] = CardFacts(c.key, c.kind, c.family, c.number, c.symbols, bonus, gives, bool(c.action))
    return out


FACTS = _facts()
KIND_OF = {k: f.kind for k, f in FACTS.items()}
LEGENDARY = frozenset(k for k, f in FACTS.items() if "legendary" in f.symbols)
CIV3 = ("mil", "sci", "cha")
COIN_CAP = DB.game["caps"]["coins"]
CIV_CAP = DB.game["caps"]["civ"]
SLOT_COINS = DB.game["slot_coins"]
MAX_PLAYS = DB.game["max_plays"]
HAND_SIZE = DB.game["hand_size"]
DIAMOND_EACH = DB.scoring["diamond_each"]
RANKING = DB.scoring["wonder_ranking"]

# rough VP worth of one unit of a resource, per Immortal: used to price card activations (not situational)
_BASE = {"mil": 1.2, "sci": 1.2, "cha": 0.5, "coins": 0.6, "cul": 1.0, "won": 3.0, "dia": 5.0, "vp": 1.0, "sup": 4.0}
_BASE_BY_IMM = {
    "justice": {"sup": 8.0},
    "tomorrow": {"cha": 1.3},
    "galmi": {"won": 6.0},
    "abhilasha": {"cha": 2.3, "coins": 1.0},
    "narashima": {},
    "phoenix": {"sci": 2.3, "cul": 2.0},
    "goan_sul": {"mil": 4.0},
    "xian": {"mil": 2.2, "sci": 2.2, "cha": 2.2, "dia": 8.0},
}


def base_weights(imm: str | None) -> dict[str, float]:
    """Fixed resource values for an Immortal (None: an unknown opponent)."""
    w = dict(_BASE)
    if imm is not None:
        w.update(_BASE_BY_IMM.get(imm, {}))
    return w


class Model:
    """The public table as plain numbers, from one seat's view."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.me = view["seat"]
        self.n = view["players"]
        self.round = view["round"]
        self.phase = view["phase"]
        seats = view["seats"]
        self.seats = seats
        self.res = []
        self.bkeys: list[list[str]] = []
        self.hkeys: list[list[str]] = []
        self.wonders = [w["key"] for w in view["wonders"]]
        legendary = sum(1 for k in self.wonders if k in LEGENDARY)
        cha_total = won_total = 0
        for row in seats:   # plain loops: a turn plan builds thousands of models
            bk = [c["key"] for c in row["buildings"]]
            hk = [c["key"] for c in row["heroes"]]
            cul = row["narashima_culture"]
            for c in row["buildings"]:
                cul += c["culture"]
            for c in row["heroes"]:
                cul += c["culture"]
            for k in bk:
                if k in LEGENDARY:
                    legendary += 1
            for k in hk:
                if k in LEGENDARY:
                    legendary += 1
            self.res.append({"coins": row["coins"], "mil": row["mil"], "sci": row["sci"], "cha": row["cha"],
                             "vp": row["vp"], "sup": row["sup"], "won": row["won"], "dia": row["diamond"],
                             "cul": cul})
            self.bkeys.append(bk)
            self.hkeys.append(hk)
            cha_total += row["cha"]
            won_total += row["won"]
        self.cha_total = cha_total   # every seat's Charisma (integers: any order of summing gives the same)
        self.won_total = won_total   # every seat's Wonder tokens
        wk = {KIND_OF[k] for k in self.wonders}
        self.wonder_kinds = wk
        self.ritual = "dark_ritual" in wk
        self.discard_n = len(view["discard"])   # what Narashima counts: the discard, or by rule variant the destroyed
        if view.get("variants", {}).get("narashima_count") == "destroyed":
            self.discard_n = view["destroyed"]
        self.legendary = legendary
        self.my_imms = list(view["me"]["immortals"])
        self.candidates = self._candidates()
        self._cand_keys = [tuple(c) for c in self.candidates]
        self.turn_done = self._turn_done()
        self._taus: list[float] | None = None
        self._kind_counts: dict[tuple[int, str], int] = {}
        self._shares: dict[tuple[str, float], tuple[list[float], float]] = {}   # see _base_share
        self._counts: dict[str, list[int]] = {}
        self._table_key: tuple | None = None

    # ---------------------------------------------------------------- beliefs
    def _candidates(self) -> list[list[str]]:
        """Immortals each seat may hold, from this seat's knowledge."""
        v = self.view
        pool = list(IMMORTALS)
        if self.n == 3 and DB.with_variants(v.get("variants")).three_players["justice"] == "out":   # rule variant
            pool.remove("justice")
        known = set(self.my_imms)
        peek = v["me"].get("peeked")
        for row in self.seats:
            if row["immortal"] is not None:
                known.add(row["immortal"])
        if peek:
            known.add(peek["immortal"])
        free = [i for i in pool if i not in known]
        out = []
        for s, row in enumerate(self.seats):
            if s == self.me:
                out.append(list(self.my_imms))
            elif row["immortal"] is not None:
                out.append([row["immortal"]])
            elif peek and peek["seat"] == s:
                out.append([peek["immortal"]])
            else:
                out.append(free)
        return out

    def _turn_done(self) -> list[bool]:
        """Whether each seat's Kingdom turn of the current round is over."""
        if self.phase in ("draft",):
            return [False] * self.n
        if self.phase != "kingdom":
            return [True] * self.n
        v = self.view
        order = [(v["first_player"] + v["direction"] * i) % self.n for i in range(self.n)]
        act = v["active"]
        if act is None:
            return [False] * self.n
        pos = order.index(act)
        return [order.index(s) < pos for s in range(self.n)]

    def my_imm(self) -> str:
        return self.my_imms[0]

    def civ(self, s: int) -> int:
        r = self.res[s]
        return r["mil"] + r["sci"] + r["cha"]

    def controls_kind(self, s: int, kind: str) -> int:
        n = self._kind_counts.get((s, kind))
        if n is None:
            n = self._kind_counts[(s, kind)] = sum(1 for k in self.bkeys[s] + self.hkeys[s] if KIND_OF[k] == kind)
        return n

    def sym_count(self, s: int, sym: str, heroes: bool = True, buildings: bool = True) -> int:
        keys = (self.hkeys[s] if heroes else []) + (self.bkeys[s] if buildings else [])
        return sum(1 for k in keys if sym in FACTS[k].symbols)

    def uses_left(self, s: int, tilted: bool = False) -> int:
        """Kingdom turns left in which seat s may still activate a card it controls now."""
        if self.phase in ("supremacy", "vp", "over"):
            later = 1 if self.round == 1 and self.phase == "supremacy" else 0
            return later
        now = 0 if (self.turn_done[s] or tilted) else 1
        return now + (1 if self.round == 1 else 0)

    def contests_left(self) -> list[float]:
        """One spread (uncertainty of the final counts) per remaining Supremacy phase."""
        if self._taus is None:
            self._taus = self._contests_left()
        return self._taus

    def contest_counts(self, what: str) -> list[int]:
        """Every seat's count in a Supremacy contest ("mil", "sci", "cha") as the table stands."""
        xs = self._counts.get(what)
        if xs is None:
            xs = self._counts[what] = [contest_total(self, o, what, self.res[o][what]) for o in range(self.n)]
        return xs

    def table_key(self) -> tuple:
        """Everything about the whole table that a seat's estimate reads from the other seats, as one hashable."""
        if self._table_key is None:
            res = self.res
            self._table_key = (self.phase, tuple(self.contests_left()), self.ritual,
                               tuple(self.contest_counts("mil")), tuple(self.contest_counts("sci")),
                               tuple(self.contest_counts("cha")) if self.ritual else None,
                               tuple(r["won"] for r in res), tuple(r["dia"] for r in res),
                               tuple(r["mil"] for r in res))
        return self._table_key

    def _contests_left(self) -> list[float]:
        ph, r = self.phase, self.round
        if ph == "draft":
            return [1.5, 2.4] if r == 1 else [1.3]
        if ph == "kingdom":
            left = sum(1 for d in self.turn_done if not d) / self.n
            now = 0.35 + 0.9 * left
            return [now, 2.0] if r == 1 else [now]
        if ph == "supremacy":
            return [2.0] if r == 1 else []
        return []


def contest_total(m: Model, s: int, what: str, val: int) -> int:
    """A seat's total in a Supremacy contest, counting Nezha's virtual +1 in Military and Science."""
    if what in ("mil", "sci") and "4" in m.hkeys[s]:   # Nezha's virtual +1 in Supremacy
        return val + 1
    return val

