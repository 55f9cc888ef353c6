"""The card records cards.toml is loaded into (cards.py loads and checks them): a Civilization card, a Commerce card,
an Immortal, and the steps, counts and conditions their effects are made of."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Counter:
    """A count read off the table: scope ('own', 'all', 'control', 'inplay', 'discard', 'game') and what."""

    scope: str
    what: str


@dataclass(frozen=True, slots=True)
class Predicate:
    """`most COUNTER`, `COUNTER >= k` or `COUNTER == k`."""

    op: str
    counter: Counter
    k: int = 0


@dataclass(frozen=True, slots=True)
class Step:
    """One effect step: a verb, its parameters, an optional guard and trigger."""

    verb: str
    params: dict[str, Any]
    cond: Predicate | None = None
    on: str | None = None

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True, slots=True)
class CivCard:
    """One physical Civilization card (an instance; two Building copies share a kind)."""

    uid: int
    key: str               # printed number ("1".."12", "25".."48") or Wonder id ("W1".."W12")
    kind: str              # card kind id, e.g. "armory"
    family: str            # "hero" | "building" | "wonder"
    number: int            # tactical number; 0 for Wonders
    name: dict[str, str]
    symbols: frozenset[str]
    bonus: tuple[Step, ...] = ()
    action: tuple[Step, ...] = ()
    power: tuple[Step, ...] = ()
    passive: tuple[Step, ...] = ()
    world: tuple[Step, ...] = ()
    on_destroy: tuple[Step, ...] = ()
    vp_phase: tuple[Step, ...] = ()
    futile_ok: bool = False
    four_plus: bool = False
    unsure: dict[str, str] = field(default_factory=dict)
    fr_article: str = ""   # "le", "la", "l'" or "les" before the French name in a sentence; "" for a proper name


@dataclass(frozen=True, slots=True)
class CommerceCard:
    uid: int
    kind: str
    name: dict[str, str]
    effect: tuple[Step, ...]
    unsure: dict[str, str] = field(default_factory=dict)
    fr_article: str = ""   # as CivCard's


@dataclass(frozen=True, slots=True)
class Immortal:
    id: str
    number: int
    name: dict[str, str]
    symbols: frozenset[str]
    rule: str | None
    scoring: tuple[Step, ...]
    unsure: dict[str, str] = field(default_factory=dict)
