"""What the fitted per-round playout policies share (`pickmodel`, `playmodel`, `kingdommodel`): the shape check of
their weights, and reading a model file, once by name from beside these modules.

A model file is JSON: {KEY: [[round 1 weights], [round 2 weights]], "kind_offsets": [{kind: offset in round 1},
{... round 2}] (optional)}, KEY naming the model ("pick_model", "play_model", "kingdom_model").
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar

M = TypeVar("M")
Offsets = list[dict[str, float]]


def per_round(weights: list[list[float]], offsets: Offsets | None, n: int,
              what: str) -> tuple[list[list[float]], Offsets]:
    """Two rounds of `n` weights and of {kind: offset} (None: no offsets), as floats; a wrong shape is a
    ValueError naming the model (`what`, e.g. "a pick model")."""
    if len(weights) != 2 or any(len(w) != n for w in weights):
        raise ValueError(f"{what} has 2 rounds of {n} weights")
    if offsets is not None and (len(offsets) != 2 or not all(isinstance(o, dict) for o in offsets)):
        raise ValueError(f"{what}'s kind offsets are 2 rounds of {{kind: offset}}")
    return ([list(map(float, w)) for w in weights],
            [{k: float(x) for k, x in o.items()} for o in offsets] if offsets else [{}, {}])


class ModelFiles(Generic[M]):
    """The files of one kind of model: `make(weights, offsets)` builds it from the file's KEY entry and its
    "kind_offsets"; `named` reads them from `folder` (default: `game/bots`, beside the models)."""

    def __init__(self, key: str, make: Callable[[list[list[float]], Offsets | None], M],
                 folder: Path | None = None) -> None:
        self.key = key
        self.make = make
        self.folder = folder if folder is not None else Path(__file__).parent
        self._named: dict[str, M] = {}

    def load(self, path: Path) -> M:
        """The model of a file; a missing or unusable one is a ValueError naming the file and the problem."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return self.make(data[self.key], data.get("kind_offsets"))
        except (OSError, KeyError, TypeError, AttributeError, ValueError) as e:
            raise ValueError(f"{path}: no usable {self.key} ({e})") from e

    def named(self, name: str) -> M:
        """The model of the file `name` in `folder` (its own folder part ignored), read once."""
        if name not in self._named:
            self._named[name] = self.load(self.folder / Path(name).name)
        return self._named[name]
