"""Tomorrow's peek by the chance of winning (`endgame.tomorrow_win_choice`, Hard's knob `tomorrow_win`)."""

from __future__ import annotations

from game.bots import endgame
from game.bots.endgame import peek_wins, tomorrow_choice, tomorrow_win_choice
from game.bots.search import SearchBot
from game.rules import GameState, legal_actions, view_for
from tests.bots.randplay import reach


def _peeks(n: int) -> list[GameState]:
    """The first `n` random 4-player games' positions at Tomorrow's peek."""
    out = []
    for seed in range(200):
        st = reach(4, seed, lambda s: s.over or s.pending.kind == "peek")
        if not st.over:
            out.append(st)
            if len(out) == n:
                return out
    raise AssertionError("too few games reach Tomorrow's peek")


def test_peek_wins_counts_every_answer_and_repeats() -> None:
    for st in _peeks(3):
        v, legal = view_for(st, st.to_act), legal_actions(st)
        wins = peek_wins(v, legal, seed=5, samples=16)
        assert wins is not None and set(wins) == {a for a in legal if a == "nopeek" or a.startswith("peek ")}
        assert all(0 <= w <= 16 for w in wins.values())
        assert peek_wins(v, legal, seed=5, samples=16) == wins
        # the choice: the most wins, unless that is not `margin` more than the VP-best answer's
        base = tomorrow_choice(v, legal)
        assert tomorrow_win_choice(v, legal, 5, samples=16, margin=10 ** 6) == base
        best = tomorrow_win_choice(v, legal, 5, samples=16, margin=0)
        assert wins[best] == max(wins.values()) and (wins[base] < wins[best] or best == base)


def test_a_sure_win_or_a_sure_loss_keeps_the_vp_best_answer() -> None:
    st = _peeks(1)[0]
    me = st.to_act
    for lead in (200, -200):   # VP tokens far ahead of everyone, or far behind someone
        c = st.clone()
        c.players[me if lead > 0 else (me + 1) % c.n].vp += abs(lead)
        v, legal = view_for(c, me), legal_actions(c)
        wins = peek_wins(v, legal, seed=2, samples=8)
        assert wins is not None and set(wins.values()) == ({8} if lead > 0 else {0})
        assert tomorrow_win_choice(v, legal, 2, samples=8, margin=0) == tomorrow_choice(v, legal)


def test_hard_uses_it_unless_the_knob_is_off(monkeypatch) -> None:
    st = _peeks(1)[0]
    v, legal = view_for(st, st.to_act), legal_actions(st)
    calls = []
    real = endgame.tomorrow_win_choice

    def spy(*args, **kw):
        calls.append(1)
        return real(*args, **kw)
    monkeypatch.setattr("game.bots.search.tomorrow_win_choice", spy)
    assert SearchBot(1, tomorrow_win=False).choose(v, legal) == tomorrow_choice(v, legal) and not calls
    assert SearchBot(1).choose(v, legal) in legal and calls   # on by default
