"""Normal's draft modelled for playouts (`draftmodel.py`) and Hard's `draft_model` knob."""

from __future__ import annotations

import random

from game.bots import draftmodel as DM
from game.bots import make_bot
from game.bots import rollout as R
from game.bots.search import SearchBot, candidates, decide_joint, measure
from game.rules import apply_inplace, legal_actions, new_game, view_for
from tests.bots.randplay import reach


def test_the_tables_answer_the_draft_as_normal_does() -> None:
    """Over whole Normal games, the tables built from another seat's view pick Normal's card and give its
    play/transform answer far more often than the fitted card-kind model and the playouts' hand-set rule."""
    picks = {"model": 0, "fit": 0, "n": 0}
    plays = {"model": 0, "rule": 0, "n": 0}
    for g in range(3):
        st = new_game(4, 100 + g)
        bots = [make_bot("normal", seed=g * 10 + s) for s in range(4)]
        while st.pending is not None:
            d = st.pending
            s = d.seat
            a = bots[s].choose(view_for(st, s), legal_actions(st))
            if d.kind in ("pick", "play") and len(d.options) > 1 and a in d.options:
                tables = DM.DraftModel(view_for(st, (s + 1) % 4)).seat_tables(st)   # the true Immortals
                if d.kind == "pick":
                    picks["n"] += 1
                    picks["model"] += DM.pick(st.clone(), *tables, random.Random(1)) == a
                    fit = R.PICK_FIT[st.players[s].immortals[0]][st.round - 1]
                    picks["fit"] += max(d.options, key=lambda x: fit.get(R.pick_class(x), 0.0)) == a
                else:
                    plays["n"] += 1
                    plays["model"] += DM.play(st.clone(), tables[0]) == a
                    plays["rule"] += R.policy(st.clone(), random.Random(1)) == a
            apply_inplace(st, a)
    assert picks["n"] >= 50 and plays["n"] >= 50
    assert picks["model"] >= 0.85 * picks["n"] and picks["model"] > picks["fit"]
    assert plays["model"] >= 0.9 * plays["n"] and plays["model"] > plays["rule"]


def test_tables_are_built_once_per_seat_and_immortal() -> None:
    st = reach(4, 5, lambda s: s.pending is not None and s.pending.kind == "pick")
    dm = DM.DraftModel(view_for(st, st.pending.seat))
    t = dm.table(1, "justice")
    assert dm.table(1, "justice") is t and dm.table(1, "galmi") is not t
    assert set(t.worth) == set(R.M.FACTS) and t.coin > 0


def test_measure_with_the_draft_model_is_paired_repeatable_and_changes_the_playouts() -> None:
    st = reach(4, 9, lambda s: s.pending is not None and s.pending.kind == "pick" and len(s.pending.options) >= 4)
    me = st.pending.seat
    view = view_for(st, me)
    cands = list(st.pending.options[:3])
    dm = DM.DraftModel(view)
    plain = measure(view, cands, random.Random(2), 1e18, 6, horizon="end")
    once = measure(view, cands, random.Random(2), 1e18, 6, horizon="end", draft=dm)
    again = measure(view, cands, random.Random(2), 1e18, 6, horizon="end", draft=DM.DraftModel(view))
    totals = {a: [x.total for x in xs] for a, xs in once.items()}
    assert totals == {a: [x.total for x in xs] for a, xs in again.items()}
    assert all(len(xs) == 6 for xs in once.values())
    assert totals != {a: [x.total for x in xs] for a, xs in plain.items()}


def test_hard_with_the_draft_model_plays_a_whole_game_legally() -> None:
    SearchBot.strict = True
    try:
        st = new_game(4, 12)
        bots = [SearchBot(3, draft_model=True, playouts=24, budget=100.0)] + \
            [make_bot("normal", seed=s) for s in (1, 2, 3)]
        while st.pending is not None:
            s = st.pending.seat
            legal = legal_actions(st)
            a = bots[s].choose(view_for(st, s), legal)
            assert a in legal
            apply_inplace(st, a)
        assert st.result is not None
    finally:
        SearchBot.strict = False


def test_decide_joint_anchors_on_the_prior_pick_with_its_better_answer() -> None:
    base = [1.0, 2.0, 3.0, 4.0]
    outcomes = {"pick a|play": base, "pick a|transform": [x + 5 for x in base],
                "pick b|play": [x + 3 for x in base], "pick b|transform": [x - 9 for x in base]}
    # b beats a|play by 3 but not a|transform, the prior's better answer: keep a
    assert decide_joint(outcomes, "pick a") == "pick a"
    outcomes["pick b|play"] = [x + 7 for x in base]
    assert decide_joint(outcomes, "pick a") == "pick b"
    assert decide_joint({"pick b|play": base}, "pick a") == "pick a"   # nothing measured for the prior
    assert decide_joint(outcomes, "pick a", whole=True) == "pick b|play"   # the winner with its answer
    outcomes["pick b|play"] = base
    assert decide_joint(outcomes, "pick a", whole=True) == "pick a|transform"


def test_keep_answer_answers_the_question_after_a_searched_pick_as_the_pick_was_measured() -> None:
    """`keep_answer`: the play/transform question about the card just picked gets the answer the pick's best joint
    candidate had (1), or is searched from it (2); a question about another card is searched from Normal's."""
    st = new_game(4, 7)
    s = st.pending.seat
    pick = legal_actions(st)[0]
    apply_inplace(st, pick)
    assert st.pending.kind == "play"
    v = view_for(st, s)
    bot = SearchBot(3, keep_answer=1, playouts=16)
    normal = bot.normal.choose(v, legal_actions(st))
    other = "transform" if normal == "play" else "play"
    bot._answer = (v["round"], v["pick"], pick[5:], other)
    assert bot._kept_answer(v) == other
    assert bot.choose(v, legal_actions(st)) == other   # answered as measured, no search
    bot._answer = (v["round"], v["pick"], "no-such-card", other)
    assert bot._kept_answer(v) is None
    bot._answer = (v["round"], v["pick"] + 1, pick[5:], other)
    assert bot._kept_answer(v) is None


def test_a_searched_pick_remembers_its_best_answer() -> None:
    st = new_game(4, 11)
    s = st.pending.seat
    bot = SearchBot(5, keep_answer=1, playouts=48)
    v = view_for(st, s)
    a = bot.choose(v, legal_actions(st))
    assert bot._answer is not None and bot._answer[:3] == (v["round"], v["pick"], a[5:])
    assert bot._answer[3] in ("play", "transform")


def test_hard_searches_each_pick_with_both_answers_by_default() -> None:
    """Hard (and Expert, which inherits it) measures each pick with each play/transform answer; answers=False
    measures the picks alone."""
    st = reach(4, 9, lambda s: s.pending is not None and s.pending.kind == "pick" and len(s.pending.options) >= 4
               and s.round == 1 and s.pick == 0)
    view, legal = view_for(st, st.pending.seat), legal_actions(st)
    bot = SearchBot(5, playouts=64, budget=100.0, per_immortal={}, race_k=0)
    a = bot.choose(view, legal)
    assert a in legal
    picks = candidates(view, legal, bot.normal.choose(view, legal), 8)
    assert len(picks) >= 2 and bot.last["candidates"] == 2 * len(picks)
    plain = SearchBot(5, answers=False, playouts=64, budget=100.0, per_immortal={}, race_k=0)
    assert plain.choose(view, legal) in legal and plain.last["candidates"] == len(picks)
