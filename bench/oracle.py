"""Yardstick for the belief (bench only, it cheats): a paired pilot where Hard's samples hold the true Immortals.

    python bench/oracle.py --level hard --games 200 --seed 3 --save /tmp/oracle.jsonl --against /tmp/base.jsonl

Takes `bench/pilot.py`'s arguments and runs that pilot with one change: wherever a searching bot asks
`belief.joint` for the Immortals nobody has shown, it gets the true deal (probability 1) instead of the belief
read off the table. Tomorrow's peek and guess still go by the belief, so the difference is what the search
gains from knowing, not Tomorrow's bonus. How much a better belief could buy, at most: measure it before
sharpening `belief.py`. The truth reaches the bot through this module (`TRUTH`, set as the tournament builds
each seat's view), never through the view, so every bot sees exactly what it would see in a real game.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pilot  # noqa: E402

from game.bots import belief, tournament  # noqa: E402
from game.rules import GameState  # noqa: E402

TRUTH: list[list[str]] = []
"""Every seat's Immortals in the game whose view was built last (this process plays one game at a time)."""
_VIEW_FOR = tournament.view_for
_JOINT = belief.joint


def view_for(st: GameState, seat: int) -> dict:
    """The tournament's `view_for`, noting the true deal on the side."""
    TRUTH[:] = [list(p.immortals) for p in st.players]
    return _VIEW_FOR(st, seat)


def joint(view: dict, weights: dict | None = None) -> tuple[list[int], list[tuple[str, ...]], list[float]] | None:
    """`belief.joint` that knows: the true assignment with probability 1 (Tomorrow's decisions: the belief)."""
    found = belief.unshown(view)
    if found is None or not TRUTH or view["decision"]["kind"] in ("peek", "guess"):
        return _JOINT(view, weights)
    seats, _ = found
    return seats, [tuple(TRUTH[s][0] for s in seats)], [1.0]


def install() -> None:
    """Route the tournament's views and the bots' beliefs through this module."""
    tournament.view_for = view_for
    belief.joint = joint


def main(argv: list[str] | None = None) -> int:
    install()
    return pilot.main(argv)


if __name__ == "__main__":
    sys.exit(main())
