"""Engine digest: one hash over many seeded random games, to prove a speed change kept every game identical.

Hashes every legal_actions list (in order) with who decides what, every event list, `why_not` for every fifth
card now and then in the fast-menu games, and each final state (result, decks, holdings), for games at 3-6 players
under the default rules and under each non-default rule variant. One game in ten goes through `apply` (a copy per
action) and checks that the original state is left untouched. The printed hash must not change.

Usage: python bench/engine_digest.py [--games 300] [--seed 1]
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules import apply, apply_inplace, legal_actions, new_game  # noqa: E402
from game.rules.engine import kingdom_ok, why_not  # noqa: E402
from game.rules.state import GameState  # noqa: E402

VARIANTS = ({}, {"roaming_route": "left"}, {"roaming_route": "right"}, {"treasure_cap": "below"},
            {"justice_three": "in", "narashima_count": "destroyed"})


def _final(st: GameState) -> str:
    ps = [(p.name, p.coins, p.mil, p.sci, p.cha, p.vp, p.sup, p.won, p.diamond, p.buildings, p.heroes, p.immortals,
           p.tomorrow_bonus, p.narashima_culture, p.hand, p.slots, p.seen, p.plays) for p in st.players]
    return repr((st.result, ps, st.deck, st.discard, st.wonders, st.culture, st.commerce_deck, st.commerce_discard,
                 st.commerce_revealed, st.revealed, st.looked, sorted(st.tilted), st.wonder_uses, st.stack,
                 st.tomorrow_peeked, st.rng.s, st.ply, st.undo_floor, st.destroyed, st.diamonds_left))


def play(h: hashlib._Hash, seed: int, players: int, variants: dict, fast: bool, pure: bool = False) -> int:
    """One game with seeded random choices (`pure`: through `apply`, a copy per action); feeds the hash; returns
    its number of actions."""
    st = new_game(players, seed, variants=variants)
    st.fast_menus = fast
    rnd = random.Random(seed)
    n = 0
    while not st.over:
        opts = legal_actions(st)
        d = st.pending
        h.update(repr((d.seat, d.kind, opts)).encode())
        if fast and d.kind == "kingdom":
            rnd.shuffle(opts)
            a = next(x for x in opts if kingdom_ok(st, x))
            if n % 7 == 0:
                for c in st.db.civ[::5]:
                    h.update(repr(why_not(st, d.seat, c.key)).encode())
        else:
            a = rnd.choice(opts)
        if pure:
            before = _final(st) + repr(st.pending)
            new, ev = apply(st, a)
            if _final(st) + repr(st.pending) != before:
                raise SystemExit(f"apply changed the original state (seed {seed}, action {n})")
            st = new
        else:
            ev = apply_inplace(st, a)
        h.update(repr(ev).encode())
        n += 1
    h.update(_final(st).encode())
    return n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    h = hashlib.sha256()
    t0 = time.perf_counter()
    actions = 0
    for g in range(args.games):
        seed = args.seed * 1_000_003 + g
        variants = VARIANTS[g % len(VARIANTS)] if g % 3 == 0 else {}
        actions += play(h, seed, 3 + g % 4, variants, fast=g % 4 == 1, pure=g % 10 == 2)
    dt = time.perf_counter() - t0
    print(f"digest {h.hexdigest()[:32]}  ({args.games} games, {actions} actions, {dt:.1f} s)")


if __name__ == "__main__":
    main()
