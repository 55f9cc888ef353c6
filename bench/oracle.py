"""Yardstick for the belief (bench only, it cheats): a paired pilot where Hard's samples hold the true Immortals.

    python bench/oracle.py --level hard --games 200 --seed 3 --save /tmp/oracle.jsonl --against /tmp/base.jsonl
    python bench/oracle.py --state --level hard ...      # every hidden card too
    python bench/oracle.py --state --one-seat --level expert --opponents hard,hard,hard ...   # Expert alone knows

Takes `bench/pilot.py`'s arguments and runs that pilot with one change: wherever a searching bot asks
`belief.joint` for the Immortals nobody has shown, it gets the true deal (probability 1) instead of the belief
read off the table. Tomorrow's peek and guess still go by the belief, so the difference is what the search
gains from knowing, not Tomorrow's bonus. How much a better belief could buy, at most: measure it before
sharpening `belief.py`. With `--state` each sample is the true game itself (hands, face-down cards and Immortals),
only the Civilization and Commerce decks shuffled afresh by the sample's seed (nobody knows their order): what the
search gains from seeing every hidden card now, not the future. The truth reaches the bot through this module
(`GAME`, set as the tournament builds each seat's view), never through the view, so every bot sees exactly what it
would see in a real game. Every searching seat is told the truth unless `--one-seat` is given: then only the piloted
level's seat is (`SEAT`), so that a pilot against searching opponents (Expert against 3 Hard) measures what the
truth is worth to one seat, a ceiling for any better belief or sampling of that seat.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pilot  # noqa: E402

from game.bots import belief, search, tournament  # noqa: E402
from game.rules import GameState  # noqa: E402
from game.rules.rng import Rng  # noqa: E402

SEAT: list[int] = []
"""With `--one-seat`: the piloted level's seat in the game this process plays (`one`); only it is told the truth."""
GAME: list[GameState] = []
"""The game whose view was built last, as it stands while that seat chooses (this process plays one game at a
time; the tournament applies the choice only after it is made)."""
_VIEW_FOR = tournament.view_for
_JOINT = belief.joint
_SAMPLE_STATE = search.sample_state
_ONE = pilot._one


def one(args: tuple[list[str], int, int, str]) -> dict:
    """`pilot._one`, noting first which seat the piloted level takes in this game (`--one-seat`)."""
    seats, _, g, level = args
    SEAT[:] = [tournament.lineup(seats, g).index(level)]
    return _ONE(args)


def told(view: dict) -> bool:
    """Whether the seat of `view` is told the truth: every seat, or with `--one-seat` the piloted one alone."""
    return not SEAT or view["seat"] == SEAT[0]


def view_for(st: GameState, seat: int) -> dict:
    """The tournament's `view_for`, noting the true game on the side."""
    GAME[:] = [st]
    return _VIEW_FOR(st, seat)


def sample_state(view: dict, seed: int) -> GameState | None:
    """The true game at this decision, its decks shuffled by `seed` (`--state`)."""
    if not GAME or GAME[0].ply != view["ply"] or GAME[0].to_act != view["seat"] or not told(view):
        return _SAMPLE_STATE(view, seed)
    st = GAME[0].clone()
    st.rng = Rng(seed)
    st.rng.shuffle(st.deck)
    st.rng.shuffle(st.commerce_deck)
    return st


def joint(view: dict, weights: dict | None = None) -> tuple[list[int], list[tuple[str, ...]], list[float]] | None:
    """`belief.joint` that knows: the true assignment with probability 1 (Tomorrow's decisions: the belief)."""
    found = belief.unshown(view)
    if found is None or not GAME or view["decision"]["kind"] in ("peek", "guess") or not told(view):
        return _JOINT(view, weights)
    seats, _ = found
    return seats, [tuple(GAME[0].players[s].immortals[0] for s in seats)], [1.0]


def install(state: bool = False, one_seat: bool = False) -> None:
    """Route the tournament's views and the bots' beliefs (with `state`, their samples too) through this module;
    with `one_seat`, only the piloted level's seat is told the truth."""
    tournament.view_for = view_for
    belief.joint = joint
    if state:
        search.sample_state = sample_state
    if one_seat:
        pilot._one = one


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    flags = ("--state", "--one-seat")
    install("--state" in args, "--one-seat" in args)
    return pilot.main([a for a in args if a not in flags])


if __name__ == "__main__":
    sys.exit(main())
