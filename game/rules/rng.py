"""A tiny seeded generator (splitmix64) whose whole state is one integer: cheap to clone, same on every platform."""

from __future__ import annotations

import struct
from collections.abc import Callable

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_LANES: dict[int, tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]] = {}


def _lanes(n: int) -> tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]:
    """For n draws in 128-bit lanes: 1 in every lane, k + 1 in lane k, the 64-bit mask of every lane, and the
    unpacker of the lanes' bytes (made once per n)."""
    e = _LANES.get(n)
    if e is None:
        ones = sum(1 << (128 * k) for k in range(n))
        steps = sum((k + 1) << (128 * k) for k in range(n))
        e = _LANES[n] = (ones, steps, ones * _MASK, struct.Struct(f"<{2 * n}Q").unpack)
    return e


class Rng:
    """Deterministic random numbers owned by a game state."""

    __slots__ = ("s",)

    def __init__(self, seed: int = 0) -> None:
        self.s = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r.s = self.s
        return r

    def next64(self) -> int:
        self.s = (self.s + _GAMMA) & _MASK
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A whole number in [0, n)."""
        return (self.next64() * n) >> 64

    def shuffle(self, items: list) -> None:
        """Fisher-Yates drawing j from next64, as `shuffle_reference` does, with all the draws computed at once:
        the splitmix64 outputs of the whole shuffle are independent of the swaps, so they are worked out as 128-bit
        lanes of one big integer (a handful of big-int operations instead of a dozen per card; each lane holds a
        64-bit value and its product with a 64-bit constant, so nothing carries into the next lane)."""
        n = len(items) - 1
        if n <= 0:
            return
        ones, steps, mask, unpack = _lanes(n)
        s0 = self.s
        z = (s0 * ones + _GAMMA * steps) & mask            # lane k: the state after k + 1 steps
        z = ((z ^ (z >> 30)) & mask) * 0xBF58476D1CE4E5B9 & mask
        z = ((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB & mask
        z = (z ^ (z >> 31)) & mask
        i = n
        for h in unpack(z.to_bytes(16 * n, "little"))[::2]:   # each lane's low 64 bits: next64 for card i
            j = (h * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
            i -= 1
        self.s = (s0 + n * _GAMMA) & _MASK

    def shuffle_reference(self, items: list) -> None:
        """The plain Fisher-Yates of `shuffle` (one next64 per card), kept as its definition and test oracle."""
        for i in range(len(items) - 1, 0, -1):
            j = (self.next64() * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list):
        return items[self.below(len(items))]
