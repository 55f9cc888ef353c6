"""Hard's end-game answers that need no playouts: Tomorrow's peek and guess, Narashima's destructions.

Both come after the last Kingdom, when only the Immortals (and Tomorrow's peek) are hidden, so each is worked
out on states sampled from the view rather than searched with playouts: Tomorrow by the belief about the hidden
Immortals (`belief.py`; its peek by the chance of naming everyone right, or with the knob `tomorrow_win` by the
chance of winning), Narashima by trying every subset of his cards.
"""

from __future__ import annotations

import random
from itertools import combinations

from game.rules import GameState, apply_inplace, legal_actions

from . import belief
from . import model as M
from .base import sample_state

TOMORROW_SAMPLES = 64
"""States `tomorrow_win_choice` samples (each with hidden Immortals drawn from the belief)."""
TOMORROW_WIN_MARGIN = 2
"""Of those samples, how many more a peek choice must win than the one naming everyone right most often."""


def tomorrow_choice(view: dict, legal: list[str], weights: dict | None = None) -> str | None:
    """Tomorrow by the belief (`weights`: another fit's, else the shipped one): peek where it most raises the
    chance of naming everyone right (a blind guess that is all right scores more), then name the most likely
    assignment; None without a belief."""
    b = belief.joint(view, weights)
    if b is None:
        return None
    kind = view["decision"]["kind"]
    if kind == "peek":
        sc = M.DB.scoring
        best, best_v = "nopeek", sc["tomorrow_blind"] * belief.best_guess(b)[1]
        for a in legal:
            if a.startswith("peek "):
                v = sc["tomorrow_named"] * belief.peek_value(b, int(a.split()[1]))
                if v > best_v:
                    best, best_v = a, v
        return best
    assign, _ = belief.best_guess(b)
    seat = int(legal[0].split()[1])
    a = f"guess {seat} {assign.get(seat)}"
    if a in legal:
        return a
    marg = belief.marginals(b).get(seat, {})   # the likeliest name still open for this seat
    return max(legal, key=lambda x: marg.get(x.split()[2], 0.0))


def plain(opts: list[str]) -> str:
    """The plainest answer to an end-game question nobody searches here: pass, done, else the first."""
    return "pass" if "pass" in opts else "done" if "done" in opts else opts[0]


NARA_MAX_CARDS = 10   # narashima_choice tries every subset of at most this many cards (else: no answer)


def narashima_choice(view: dict, legal: list[str], seed: int) -> str | None:
    """Narashima's end-game destruction, exactly: on a state sampled from the view, every subset of the cards
    he controls is destroyed and the game scored; the first card of the best subset (by win, then lead over the
    best rival, then fewest cards), or `done`. None when sampling fails or he controls too many cards."""
    destroys = [a for a in legal if a.startswith("destroy ")]
    if "done" not in legal or len(destroys) > NARA_MAX_CARDS:
        return None
    st = sample_state(view, seed)
    if st is None:
        return None
    me = view["seat"]
    best: tuple | None = None
    best_a = "done"
    for k in range(len(destroys) + 1):
        for subset in combinations(destroys, k):
            c = st.clone()
            for a in subset:
                apply_inplace(c, a, events=False)
            apply_inplace(c, "done", events=False)
            if not _play_out(c, me, {}, 64):   # what is left of the VP phase (no choice of ours)
                return None
            assert c.result is not None   # the game is over: scored
            totals = [r["total"] for r in c.result["players"]]
            key = (c.result["winner"] == me, totals[me] - max(t for o, t in enumerate(totals) if o != me), -k)
            if best is None or key > best:
                best, best_a = key, (subset[0] if subset else "done")
    return best_a


def tomorrow_win_choice(view: dict, legal: list[str], seed: int, samples: int = TOMORROW_SAMPLES,
                        margin: int = TOMORROW_WIN_MARGIN, weights: dict | None = None) -> str | None:
    """Tomorrow's peek by the chance of winning, not of scoring the guess (`peek_wins`): `tomorrow_choice`'s
    answer, which names everyone right most often for its VP, is kept unless another wins `margin` more of the
    samples - 10 VP after a peek may not be enough where a blind 15 VP would be, or a peek may make a win surer
    than the blind chance. None without a belief or a sample (the caller falls back to `tomorrow_choice`)."""
    if view["decision"]["kind"] != "peek":
        return None
    base = tomorrow_choice(view, legal, weights)
    wins = peek_wins(view, legal, seed, samples, weights)
    if base is None or wins is None:
        return None
    best = max(wins, key=lambda a: (wins[a], a == base))
    return best if wins[best] >= wins.get(base, 0) + margin else base


def peek_wins(view: dict, legal: list[str], seed: int, samples: int = TOMORROW_SAMPLES,
              weights: dict | None = None) -> dict[str, int] | None:
    """For each answer to Tomorrow's peek (no peek, or a peek at one seat), how many of `samples` states sampled
    from the view (hidden Immortals drawn from the belief) Tomorrow wins, answering so and then naming the likeliest
    assignment that agrees with what the peek showed, the others' end-game questions answered plainly. None
    without a belief or a sample. `weights`: the belief's, as `tomorrow_choice`."""
    b = belief.joint(view, weights)
    if b is None:
        return None
    seats, assigns, ps = b
    blind = belief.best_guess(b)[0]
    me = view["seat"]
    rng = random.Random(seed)
    wins = {a: 0 for a in legal if a == "nopeek" or a.startswith("peek ")}
    for _ in range(samples):
        st = sample_state(view, rng.getrandbits(31))
        if st is None:
            return None
        truth = belief.draw(b, rng)
        for s, im in truth.items():
            st.players[s].immortals = [im]
        for a in wins:
            guess = blind
            if a != "nopeek":   # the likeliest assignment that agrees with what the peek shows
                k = int(a.split()[1])
                i = seats.index(k) if k in seats else -1
                fits = [(p, x) for p, x in zip(ps, assigns) if i < 0 or x[i] == truth[k]]
                if fits:
                    guess = dict(zip(seats, max(fits)[1]))
            if _scored_win(st, me, a, guess):
                wins[a] += 1
    return wins


def _scored_win(st: GameState, me: int, peek: str, guess: dict[int, str]) -> bool:
    """Whether seat `me` wins a copy of `st` after answering `peek` and naming `guess`."""
    c = st.clone()
    apply_inplace(c, peek, events=False)
    return _play_out(c, me, guess, 256) and c.result is not None and c.result["winner"] == me


def _play_out(c: GameState, me: int, guess: dict[int, str], limit: int) -> bool:
    """Plays what is left of the VP phase of `c` in place, every question answered plainly (`plain`) but seat
    `me`'s guesses as Tomorrow, named by `guess` where it can; whether the game ended within `limit` answers."""
    for _ in range(limit):
        if c.over:
            return True
        d = c.pending
        assert d is not None   # the game is not over: a question is open
        opts = legal_actions(c)
        a = plain(opts)
        if guess and d.seat == me and d.kind == "guess":
            named = f"guess {opts[0].split()[1]} {guess.get(int(opts[0].split()[1]))}"
            a = named if named in opts else a
        apply_inplace(c, a, events=False)
    return c.over
