"""A tiny seeded generator (splitmix64) whose whole state is one integer: cheap to clone, same on every platform."""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_Lanes = tuple[int, int, int, int, tuple[tuple[int, int], ...], range]
_LANES: dict[int, _Lanes] = {}


def _lanes(n: int) -> _Lanes:
    """For n draws in 128-bit lanes (lane k draws for card n - k): 1 in every lane, (k + 1) * _GAMMA in lane k, the
    64-bit mask of every lane, the 64-bit mask of the lanes whose multiplier n + 1 - k is odd, (b, the 64-bit mask
    of the lanes whose multiplier has bit b) for each higher bit b of the multipliers, and the cards n..1 (made once
    per n)."""
    e = _LANES.get(n)
    if e is None:
        ones = sum(1 << (128 * k) for k in range(n))
        steps = sum((k + 1) << (128 * k) for k in range(n))
        bits = [(b, sum(_MASK << (128 * k) for k in range(n) if (n + 1 - k) >> b & 1))
                for b in range((n + 1).bit_length())]
        e = _LANES[n] = (ones, _GAMMA * steps, ones * _MASK, bits[0][1], tuple((b, m) for b, m in bits[1:] if m),
                         range(n, 0, -1))
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
        64-bit value and its product with a 64-bit constant, so nothing carries into the next lane). The places
        j = (h * (i + 1)) >> 64 come out of big-int operations too: each lane times its own multiplier i + 1, as a
        sum of the lanes shifted by the multipliers' bits; j is then the lane's byte 8 (i + 1 <= 256)."""
        n = len(items) - 1
        if n <= 0:
            return
        if n > 255:
            self.shuffle_reference(items)
            return
        e = _LANES.get(n)
        ones, gammas, mask, odd, bits, places = e if e is not None else _lanes(n)
        s0 = self.s
        z = (s0 * ones + gammas) & mask                    # lane k: the state after k + 1 steps
        z = ((z ^ (z >> 30)) & mask) * 0xBF58476D1CE4E5B9 & mask
        z = ((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB & mask
        z ^= z >> 31   # lane k: next64 for card n - k in its low 64 bits (unmasked: every use below masks it)
        prod = z & odd                                     # bit 0 of the multipliers (no shift, no add)
        for b, m in bits:
            prod += (z & m) << b                           # lane k: next64 * (n + 1 - k) < 2 ** 72
        for i, j in zip(places, prod.to_bytes(16 * n, "little")[8::16]):
            items[i], items[j] = items[j], items[i]
        self.s = (s0 + n * _GAMMA) & _MASK

    def shuffle_reference(self, items: list) -> None:
        """The plain Fisher-Yates of `shuffle` (one next64 per card), kept as its definition and test oracle."""
        for i in range(len(items) - 1, 0, -1):
            j = (self.next64() * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list):
        return items[self.below(len(items))]
