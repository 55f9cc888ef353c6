"""Game state: plain mutable containers with a cheap explicit clone (no deepcopy)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cards import CardDB
from .rng import Rng

# slot status during the Living Draft
HIDDEN, PLAYED, TRANSFORMED = 0, 1, 2

# where the frames and handlers put the events an answer makes (for the screens to animate), or None when the caller
# will not read them (`apply_inplace(..., events=False)`: random games, the bots' playouts, replays): then no event
# is built. Every event is made under `if ev is not None`
Events = list[dict] | None


class _Record:
    """A small record with slots, shown, hashed, compared and unpacked as the named tuple it replaced: equal only
    to a record of its own class with the same fields (no longer to a plain tuple). Immutable by convention
    (clones and frames share it). Slots rather than a NamedTuple: its fields are read after every action, and a
    slot reads faster than a named tuple's field (issue 30)."""

    __slots__ = ()
    _FIELDS: ClassVar[tuple[str, ...]] = ()   # the subclass's slots, in order (a compiled class has no __slots__)

    def _values(self) -> tuple:
        return tuple(getattr(self, f) for f in self._FIELDS)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values())

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._FIELDS)
        return f"{type(self).__name__}({inner})"


class Decision(_Record):
    """A pending choice: who answers, what kind of choice, the legal answers, and what resolving it needs."""

    _FIELDS = ("seat", "kind", "options", "info")
    __slots__ = _FIELDS

    def __init__(self, seat: int, kind: str, options: tuple[str, ...], info: Any = None) -> None:
        self.seat = seat
        self.kind = kind
        self.options = options
        self.info = info


class Ctx(_Record):
    """Who runs an effect list (actor) for which card (source, -1 for none), with copy chain and doubling."""

    _FIELDS = ("actor", "source", "chain", "double")
    __slots__ = _FIELDS

    def __init__(self, actor: int, source: int = -1, chain: tuple[int, ...] = (), double: bool = False) -> None:
        self.actor = actor
        self.source = source
        self.chain = chain
        self.double = double


# Where questions are asked most (the draft's picks, `effects.ask`), a Decision (or a Bonus's Ctx) is a bare instance
# from object.__new__ with its slots filled in place: half the cost of a call to the class, whose __init__ runs as a
# second Python frame. A compiled (mypyc) class refuses object.__new__: there BARE is False and the class is called.
bare = object.__new__
try:
    bare(Decision), bare(Ctx)
    BARE = True
except TypeError:
    BARE = False


class PlayerState:
    """One seat's holdings, Kingdom and draft position."""

    __slots__ = ("name", "coins", "mil", "sci", "cha", "vp", "sup", "won", "diamond",
                 "buildings", "heroes", "hand", "slots", "immortals", "justice_revealed",
                 "plays", "tomorrow_bonus", "narashima_culture", "revealed_immortal", "seen")

    def __init__(self, name: str) -> None:
        self.name = name
        self.coins = self.mil = self.sci = self.cha = 0
        self.vp = self.sup = self.won = self.diamond = 0
        self.buildings: list[int] = []
        self.heroes: list[int] = []
        self.hand: list[int] = []
        self.slots: list[list[int]] = []          # [uid, status, coins]
        self.immortals: list[str] = []
        self.justice_revealed = False
        self.plays = 0
        self.tomorrow_bonus = 0
        self.narashima_culture = 0
        self.revealed_immortal = False
        self.seen: list[tuple[int, ...]] = []     # the hands offered to this seat this round, by pick

    @property
    def civ(self) -> int:
        return self.mil + self.sci + self.cha

    @property
    def immortal(self) -> str:
        """The Immortal this seat scores with (the first one until a 3-player discard)."""
        return self.immortals[0]

    def controlled(self) -> list[int]:
        return self.buildings + self.heroes

    def clone(self) -> PlayerState:
        p = PlayerState(self.name)   # not `__new__`: a compiled (mypyc) class runs __init__ from it (issue 30)
        p.coins, p.mil, p.sci, p.cha = self.coins, self.mil, self.sci, self.cha
        p.vp, p.sup, p.won, p.diamond = self.vp, self.sup, self.won, self.diamond
        p.buildings = self.buildings[:]
        p.heroes = self.heroes[:]
        p.hand = self.hand[:]
        p.slots = [s[:] for s in self.slots]
        p.immortals = self.immortals[:]
        p.justice_revealed = self.justice_revealed
        p.plays = self.plays
        p.tomorrow_bonus = self.tomorrow_bonus
        p.narashima_culture = self.narashima_culture
        p.revealed_immortal = self.revealed_immortal
        p.seen = self.seen[:]
        return p


@dataclass(slots=True)
class GameState:
    """The whole authoritative game. Only the rules module mutates it; clients read views."""

    db: CardDB
    n: int
    seed: int
    rng: Rng
    players: list[PlayerState]
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    wonders: list[int] = field(default_factory=list)
    culture: list[int] = field(default_factory=list)       # per Civilization uid
    tilted: set[int] = field(default_factory=set)
    wonder_uses: list[int] = field(default_factory=list)
    commerce_deck: list[int] = field(default_factory=list)
    commerce_discard: list[int] = field(default_factory=list)
    commerce_revealed: list[int] = field(default_factory=list)
    revealed: list[int] = field(default_factory=list)      # Civilization cards revealed to all (Cylak)
    looked: list[int] = field(default_factory=list)        # cards the active player looks at (Chaos Portal)
    diamonds_left: int = 5
    round: int = 1
    phase: str = "draft"
    pick: int = 0
    first: int = 0
    active: int | None = None
    destroyed: int = 0
    stack: list[tuple] = field(default_factory=list)
    pending: Decision | None = None
    ply: int = 0
    undo_floor: int = 0
    result: dict | None = None
    tomorrow_peeked: dict[int, int] = field(default_factory=dict)
    fast_menus: bool = False   # simulations: Kingdom options are unchecked candidates (engine.kingdom_ok checks one)
    # phase == "over", kept as a field set with the phase: every game loop reads it after each action, and a
    # property would cost a Python call each time (invariants.check_invariants checks the two agree)
    over: bool = False

    @property
    def to_act(self) -> int | None:
        return self.pending.seat if self.pending is not None else None

    @property
    def direction(self) -> int:
        return 1 if self.round == 1 else -1

    def clone(self) -> GameState:
        """An independent copy; frames and decisions are immutable and shared. Every field in order, each container
        copied (no `__dict__` copy: a compiled (mypyc) class has none, issue 30; tests/engine/test_compiled_build.py
        checks that no field is missed)."""
        return GameState(self.db, self.n, self.seed, self.rng.clone(), [p.clone() for p in self.players],
                         self.deck[:], self.discard[:], self.wonders[:], self.culture[:], set(self.tilted),
                         self.wonder_uses[:], self.commerce_deck[:], self.commerce_discard[:],
                         self.commerce_revealed[:], self.revealed[:], self.looked[:], self.diamonds_left, self.round,
                         self.phase, self.pick, self.first, self.active, self.destroyed, self.stack[:], self.pending,
                         self.ply, self.undo_floor, self.result, dict(self.tomorrow_peeked), self.fast_menus,
                         self.over)

    def owner_of(self, uid: int) -> int | None:
        """The seat controlling a Hero or Building, or None."""
        for i, p in enumerate(self.players):
            if uid in p.buildings or uid in p.heroes:
                return i
        return None

    def seat_of_immortal(self, imm: str) -> int | None:
        for i, p in enumerate(self.players):
            if len(p.immortals) == 1 and p.immortals[0] == imm:
                return i
        return None
