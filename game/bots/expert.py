"""Expert: Hard's search (`search.SearchBot`) with more playouts where a decision matters and less where it does
not, bounded by a 2 s wall-clock cap.

- Picks and their play/transform answers get `MAJOR_PLAYOUTS` playouts a decision (Hard: 800). Every answer of
  the seat's own Kingdom turns - the Kingdom menu and the effect questions its answers ask - goes to the turn
  beam (`turnbeam.plan`, Hard's `turn_beam` 3, both rounds), so `kind_playouts` reach the Kingdom and the minor
  kinds only where the beam finds no line: Expert plays its turns as Hard does (a beam given Expert's time, pooled
  over three sampled states and judged on 21 fresh ones, bought nothing measurable: `game/bots/RECORD.md`,
  2026-12-02), bar its cap, which also stops the beam's replays. A single legal action, or a single candidate after
  copies of one card kind are merged, is answered without any playout (as Hard does).
- Racing looks every eighth of the samples (`RACE_AT`) instead of at a third and two thirds, and the search
  stops early when the choice it would make leads every other candidate still sampled by `STOP_K` paired
  standard errors (`choice.clear_leader`): a near-forced choice ends after its first batch.
- `CAP` is the wall-clock cap of a decision: the search's deadline is `CAP - SLACK` after the decision starts,
  read before every playout (`cut`: a paired sample the deadline interrupts is left out), so it overruns by one
  playout at most; the slack covers that and the choice. Hard's `budget` is the same kind of safety cap, read
  before each paired sample of all its candidates.
Every other knob is Hard's, and so is the per-Immortal default (`search.PER_IMMORTAL`).
"""

from __future__ import annotations

from .search import SEARCHED, SearchBot

CAP = 2.0               # seconds: no decision takes longer (wall clock)
SLACK = 0.1             # seconds kept back from CAP for the last sample in progress and the choice
MAJOR = ("pick", "play", "kingdom")   # the decision kinds that matter most
MAJOR_PLAYOUTS = 1600   # playouts a decision for those (Hard: 800 for picks and their answers, else 400)
MINOR_PLAYOUTS = 600    # for the other searched kinds (effects: commerce, look, swap, copy, destroy)
RACE_AT = tuple(i / 8 for i in range(1, 8))   # when racing and the early stop look
STOP_K = 2.0            # a leader by this many paired standard errors ends the search

KIND_PLAYOUTS: dict[str, int] = {k: (MAJOR_PLAYOUTS if k in MAJOR else MINOR_PLAYOUTS) for k in SEARCHED}
"""Expert's playouts by decision kind."""

EXPERT: dict[str, object] = {
    "budget": CAP - SLACK,
    "playouts": MAJOR_PLAYOUTS,
    "kind_playouts": KIND_PLAYOUTS,
    "race_at": RACE_AT,
    "stop_k": STOP_K,
    "cut": True,
}
"""Expert's knobs over Hard's defaults (`SearchBot`)."""


def expert_bot(seed: int = 0, **options: object) -> SearchBot:
    """An Expert bot; `options` override its knobs (e.g. `playouts`, `kind_playouts`, `budget`, `clock`)."""
    return SearchBot(seed, **{**EXPERT, "level": "expert", **options})  # type: ignore[arg-type]
