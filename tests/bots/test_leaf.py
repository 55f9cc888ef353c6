"""Hard's leaf evaluation: playouts stop at their checkpoint, projections read the fitted weights, the shipped
weights are complete (the fitting script's own test is in test_bench_bots.py)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.bots import leaf
from game.bots import model as M
from game.bots import worth as W
from game.bots.base import sample_state
from game.bots.rollout import PHASE_RANK, playout
from game.bots.search import LEAD_CLAMP, SearchBot, measure
from game.rules import legal_actions, view_for
from tests.bots.randplay import reach


@pytest.mark.parametrize("cp", list(leaf.CHECKPOINTS))
def test_a_playout_stops_at_its_checkpoint_before_the_first_decision_there(cp: str) -> None:
    at = leaf.CHECKPOINTS[cp]
    for seed in range(4):
        st = reach(4, seed, lambda s: s.pending.kind == "pick")
        playout(st, random.Random(seed), stop_at=at)
        assert (st.round, PHASE_RANK[st.phase]) == at and st.pending is not None
        before = st.clone()
        playout(st, random.Random(seed), stop_at=at)   # already there: nothing more is played
        assert st.ply == before.ply


def test_next_checkpoint_by_horizon() -> None:
    assert leaf.next_checkpoint(1, "draft", "end") is None
    assert [leaf.next_checkpoint(1, ph, "round") for ph in ("draft", "kingdom")] == ["r2", "r2"]
    assert leaf.next_checkpoint(2, "draft", "round") is None
    assert [leaf.next_checkpoint(r, ph, "phase") for r, ph in
            ((1, "draft"), (1, "kingdom"), (1, "supremacy"), (2, "draft"), (2, "kingdom"))] == \
        ["k1", "r2", "r2", "k2", None]


def test_unfitted_projection_is_normals_estimate_with_potential() -> None:
    st = reach(4, 3, lambda s: s.round == 2)
    w = {cp: leaf.UNFITTED for cp in leaf.CHECKPOINTS}
    got = leaf.project(st, "r2", w)
    m = M.Model(leaf.table_view(st, 0))
    for s, p in enumerate(st.players):
        m.me = s
        assert got[s] == pytest.approx(W.estimate(m, s, p.immortals[0], potential=True))


def test_projection_reads_the_weights_of_its_checkpoint() -> None:
    st = reach(5, 1, lambda s: s.phase == "kingdom")
    feats = leaf.features(st)
    w = {cp: {"bias": 1.0, "coef": {f: 0.0 for f in leaf.FEATURES}, "immortal": {}} for cp in leaf.CHECKPOINTS}
    w["k1"] = {"bias": 2.0, "coef": {f: (1.0 if f == "cards" else 0.0) for f in leaf.FEATURES},
               "immortal": {st.players[0].immortals[0]: 10.0}}
    got = leaf.project(st, "k1", w)
    assert got[0] == 12.0 + feats[0]["cards"]
    assert got[1:] == [2.0 + f["cards"] for f in feats[1:]]
    assert leaf.project(st, "r2", w) == [1.0] * 5


def test_a_three_player_seat_is_projected_with_the_immortal_it_would_keep() -> None:
    """Two Immortals (3 players): the seat is valued as if it held only the one Normal's estimate puts higher."""
    changed = 0
    for seed in range(1, 12):
        st = reach(3, seed, lambda s: s.phase == "kingdom" and s.round == 1)
        m = M.Model(leaf.table_view(st, 0))
        kept = [leaf.kept_immortal(m, s, p.immortals) for s, p in enumerate(st.players)]
        for s, p in enumerate(st.players):
            assert len(p.immortals) == 2 and kept[s] in p.immortals
            assert W.estimate(m, s, kept[s], potential=False) == max(
                W.estimate(m, s, i, potential=False) for i in p.immortals)
        changed += sum(k != p.immortals[0] for k, p in zip(kept, st.players))
        one = st.clone()
        for p, k in zip(one.players, kept):
            p.immortals = [k]
        for cp in ("k1", "r2"):
            assert leaf.project(st, cp) == pytest.approx(leaf.project(one, cp))
    assert changed > 0   # the second Immortal is the one kept in some of these positions


def test_shipped_weights_cover_every_checkpoint_and_feature() -> None:
    data = json.loads(leaf.WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert set(data["checkpoints"]) == set(leaf.CHECKPOINTS)
    for cp, w in data["checkpoints"].items():
        assert set(w["coef"]) == set(leaf.FEATURES), cp
        assert set(w["immortal"]) <= set(M.IMMORTALS), cp
        assert leaf.load_weights()[cp]["coef"] == pytest.approx(w["coef"])
    meta = data["meta"]
    assert meta["script"] == "bench/fit_leaf.py" and meta["games"] > 0 and "seed" in meta


def test_a_damaged_weights_file_falls_back_to_normals_estimate(tmp_path: Path) -> None:
    for text in ("{", "[]", '{"checkpoints": {"k1": {"coef": {"est": 1}}}}', '{"checkpoints": 3}'):
        f = tmp_path / "w.json"
        f.write_text(text, encoding="utf-8")
        assert leaf.load_weights(f) == {cp: leaf.UNFITTED for cp in leaf.CHECKPOINTS}
    assert leaf.load_weights(tmp_path / "absent.json")["r2"] is leaf.UNFITTED


@pytest.mark.parametrize("horizon", ["round", "phase"])
def test_measure_with_a_horizon_is_repeatable_and_values_cut_playouts(horizon: str) -> None:
    st = reach(4, 2, lambda s: s.pending.kind == "pick" and s.round == 1)
    v = view_for(st, st.pending.seat)
    cands = legal_actions(st)[:3]

    def run() -> dict:
        return measure(v, cands, random.Random(5), 1e18, 4, horizon=horizon, win_tau=4.0)
    a, b = run(), run()
    assert {k: [x.outcome for x in xs] for k, xs in a.items()} == {k: [x.outcome for x in xs] for k, xs in b.items()}
    for xs in a.values():
        assert len(xs) == 4
        for x in xs:
            assert x.breakdown == {}                         # cut short: no final breakdown
            assert -30.0 <= x.outcome <= 40.0
            assert x.won == (x.total > x.best_other) or abs(x.total - x.best_other) <= 1


def test_sampled_states_have_every_immortal_for_the_projection() -> None:
    st = reach(3, 4, lambda s: s.round == 2)
    x = sample_state(view_for(st, st.pending.seat), 9)
    assert x is not None and all(p.immortals for p in x.players)
    assert len(leaf.project(x, "r2")) == 3


def test_projection_by_immortal_reads_that_immortals_own_weights_only_when_asked() -> None:
    st = reach(4, 6, lambda s: s.round == 2)
    feats = leaf.features(st)
    assert all(set(f) == set(leaf.ALL_FEATURES) for f in feats)
    mine = st.players[0].immortals[0]
    w = {cp: {"bias": 1.0, "coef": {f: 0.0 for f in leaf.FEATURES}, "immortal": {},
              "by_immortal": {mine: {"bias": 3.0, "coef": {f: (2.0 if f == "nara" else 0.0)
                                                           for f in leaf.ALL_FEATURES}}}}
         for cp in leaf.CHECKPOINTS}
    assert leaf.project(st, "r2", w) == [1.0] * 4
    got = leaf.project(st, "r2", w, by_immortal=True)
    assert got[0] == 3.0 + 2.0 * feats[0]["nara"]
    assert got[1:] == [1.0 if p.immortals[0] != mine else got[0] for p in st.players[1:]]


def test_extra_features_read_the_table() -> None:
    st = reach(4, 7, lambda s: s.round == 2)
    feats = leaf.features(st)
    cha = sum(p.cha for p in st.players)
    for p, f in zip(st.players, feats):
        assert f["cha_all"] == cha
        assert f["coins_raw"] == min(p.coins, M.COIN_CAP)
        assert f["nara"] == feats[0]["nara"] >= 0


def test_rich_features_read_each_resource_its_lead_and_the_other_seats_estimate() -> None:
    st = reach(4, 7, lambda s: s.round == 2)
    plain, rich = leaf.features(st), leaf.features(st, rich=True)
    assert all(set(f) == set(leaf.ALL_FEATURES) for f in plain)          # asked for nothing more: nothing more
    assert all(set(f) == set(leaf.ALL_FEATURES + leaf.RICH) for f in rich)
    m = M.Model(leaf.table_view(st, 0))
    for s, f in enumerate(rich):
        assert {k: f[k] for k in leaf.ALL_FEATURES} == plain[s]
        assert f["r_cul"] == m.res[s]["cul"] and f["bld"] == len(m.bkeys[s]) and f["hand"] == len(m.hkeys[s])
        assert f["lead_mil"] == m.res[s]["mil"] - max(m.res[t]["mil"] for t in range(4) if t != s)
        assert f["opp_est"] == pytest.approx(sum(g["est"] for t, g in enumerate(rich) if t != s) / 3)
    assert max(f["lead_sci"] for f in rich) >= 0 >= min(f["lead_sci"] for f in rich)


def test_a_rich_weights_file_loads_and_its_projection_reads_the_rich_features(tmp_path: Path) -> None:
    st = reach(4, 6, lambda s: s.round == 2)
    rich = leaf.features(st, rich=True)
    coef = {f: 0.0 for f in leaf.FEATURES + leaf.RICH}
    coef["lead_cul"], coef["est"] = 2.0, 1.0
    f = tmp_path / "rich.json"
    f.write_text(json.dumps({"checkpoints": {cp: {"bias": 1.0, "coef": coef, "immortal": {}}
                                             for cp in leaf.CHECKPOINTS}}), encoding="utf-8")
    w = leaf.load_weights(f)
    assert list(w["r2"]["coef"]) == list(leaf.FEATURES + leaf.RICH)
    assert leaf.project(st, "r2", w) == pytest.approx([1.0 + r["est"] + 2.0 * r["lead_cul"] for r in rich])
    del coef["opp_est"]                                    # neither the plain nor the rich set: not used
    f.write_text(json.dumps({"checkpoints": {"r2": {"bias": 1.0, "coef": coef}}}), encoding="utf-8")
    assert leaf.load_weights(f)["r2"] is leaf.UNFITTED


def test_shipped_per_immortal_weights_are_complete_when_present() -> None:
    for cp, w in leaf.load_weights().items():
        for imm, wi in w["by_immortal"].items():
            assert imm in M.IMMORTALS and set(wi["coef"]) == set(leaf.ALL_FEATURES), cp


def test_a_bot_may_read_another_weights_file_next_to_the_shipped_one() -> None:
    from game.bots.search import SearchBot
    assert SearchBot(0).leaf_w is None
    named = SearchBot(0, leaf_file="leaf_weights.json").leaf_w
    assert named == leaf.load_weights() and leaf.weights_named("leaf_weights.json") is named
    with pytest.raises(ValueError, match="no leaf weights file"):
        SearchBot(0, leaf_file="no_such_weights.json")


@pytest.mark.parametrize("horizon", ["round", "end"])
def test_clamp_bounds_each_samples_lead_and_changes_nothing_else(horizon: str) -> None:
    st = reach(4, 6, lambda s: s.pending.kind == "pick" and s.round == 1)
    v = view_for(st, st.pending.seat)
    cands = legal_actions(st)[:2]
    wide = measure(v, cands, random.Random(7), 1e18, 6, horizon=horizon, win_tau=5.0, win_bonus=25.0)
    tight = measure(v, cands, random.Random(7), 1e18, 6, horizon=horizon, win_tau=5.0, win_bonus=25.0, clamp=2.0)
    for a in cands:
        for x, y in zip(wide[a], tight[a], strict=True):
            assert (x.total, x.best_other, x.won) == (y.total, y.best_other, y.won)   # the same playouts
            assert -2.0 <= y.outcome <= 27.0     # the lead within the clamp, plus at most the win bonus
            if horizon == "end":   # a finished game: the lead is exact, the bonus all or nothing
                assert y.outcome == max(-2.0, min(2.0, x.total - x.best_other)) + (25.0 if x.won else 0.0)
    assert SearchBot(clamp=4).clamp == 4.0 and SearchBot().clamp == LEAD_CLAMP == 30.0
