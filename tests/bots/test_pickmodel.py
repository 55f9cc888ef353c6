"""The state-aware pick policy of playouts (`game/bots/pickmodel.py`) and its fit (`bench/iterate_picks.py`)."""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots import fitfile, rollout
from game.bots import model as M
from game.bots import pickmodel as PM
from game.bots.choice import JOINT
from game.bots.search import SearchBot
from game.rules import legal_actions, view_for
from tests.benchload import script_module
from tests.bots.randplay import reach

KIND_ONLY = [[1.0, 1.0, 0.0, 0.0, 0.0, 0.0]] * 2


def _pick_state(seed: int, rnd: int = 1):
    return reach(4, seed, lambda s: s.round == rnd and s.pending is not None and s.pending.kind == "pick"
                 and len({rollout.pick_class(x) for x in s.pending.options}) > 2)


def test_features_read_the_seat_the_hand_passes_to_and_whether_it_may_play() -> None:
    st = _pick_state(3)
    s = st.pending.seat
    opts = list(st.pending.options)
    xs = PM.features(st, s, opts)
    assert len(xs) == len(opts) and all(len(x) == len(PM.FEATURES) for x in xs)
    nxt = st.players[(s + 1) % 4].immortals[0]   # round 1 passes to the left
    for a, x in zip(opts, xs):
        k = M.KIND_OF[a[5:]]
        assert x[0] == pytest.approx(math.log(rollout.PICK_FIT[st.players[s].immortals[0]][0].get(k, rollout.UNSEEN)))
        assert x[2] == pytest.approx(math.log(rollout.PICK_FIT[nxt][0].get(k, rollout.UNSEEN)))
        assert x[1] == x[3] == 0.0   # it may still play: the "no play" features are off
    st.players[s].plays = M.MAX_PLAYS[0]
    for x in PM.features(st, s, opts):
        assert x[0] == x[2] == x[4] == x[5] == 0.0 and x[1] < 0 and x[3] < 0


def test_the_kind_only_weights_draw_as_the_shipped_fit_does() -> None:
    """Weights 1 on the seat's own kind strength give the shipped Luce draw: same frequencies over many draws."""
    st = _pick_state(5)
    opts = st.pending.options
    imm = st.players[st.pending.seat].immortals[0]
    strength = rollout.PICK_FIT[imm][0]
    ws = [strength.get(rollout.pick_class(a), rollout.UNSEEN) for a in opts]
    want = {a: sum(w for b, w in zip(opts, ws) if b == a) / sum(ws) for a in set(opts)}
    model, rng, n = PM.PickModel(KIND_ONLY), random.Random(1), 20000
    got = Counter(model.draw(st, opts, rng) for _ in range(n))
    for a in set(opts):
        assert abs(got[a] / n - want[a]) < 0.02
    assert set(got) <= set(opts)


def test_a_search_plays_out_its_picks_by_the_model_of_its_pick_file(tmp_path: Path, monkeypatch) -> None:
    f = tmp_path / "picks.json"
    f.write_text(json.dumps({"pick_model": KIND_ONLY, "kind_offsets": [{"temple": 0.5}, {}]}))
    monkeypatch.setattr(PM, "_FILES", fitfile.ModelFiles("pick_model", PM.PickModel, tmp_path))
    bot = SearchBot(0, pick_file="picks.json")
    assert bot.fitted[0] is rollout.KINGDOM_FIT and bot.fitted[1].weights == KIND_ONLY
    assert bot.fitted[1].offsets == [{"temple": 0.5}, {}]
    assert bot.late.fitted[1] is bot.fitted[1]   # round 2's search and the per-Immortal ones read it too
    st = _pick_state(7)
    calls = []
    real = PM.PickModel.draw
    monkeypatch.setattr(PM.PickModel, "draw", lambda self, s, o, r: calls.append(o) or real(self, s, o, r))
    c = st.clone()
    rollout.playout(c, random.Random(2), fitted=bot.fitted)
    assert c.over and calls   # the playout drew its picks from the model
    (tmp_path / "bad.json").write_text(json.dumps({"pick_model": [[1.0]]}))
    with pytest.raises(ValueError, match="2 rounds"):
        SearchBot(0, pick_file="bad.json")


def test_the_fit_finds_weights_that_explain_a_rule(tmp_path: Path) -> None:
    """Picks made by a known rule (the option the seat's kind strength and its denial favour) are fitted back:
    the fitted weights pick as the rule does on held-out games, better than the kind-only weights."""
    it = script_module("iterate_picks")
    rng = random.Random(4)
    true_w = [1.0, 0.0, 2.0, 0.0, -1.0, 0.0]
    rows = []
    for g in range(60):
        for _ in range(8):
            xs = [[rng.gauss(-2, 1), 0.0, rng.gauss(-2, 1), 0.0, float(rng.random() < 0.3), 0.0] for _ in range(4)]
            p = it._probs(true_w, xs)
            y = rng.choices(range(4), weights=p)[0]
            rows.append({"g": g, "round": 1, "x": xs, "y": y})
    w = it.fit_round([r for r in rows if r["g"] % 5], ridge=0.1)
    assert w[0] == pytest.approx(1.0, abs=0.35) and w[2] == pytest.approx(2.0, abs=0.45)
    assert w[4] < 0
    held = [r for r in rows if r["g"] % 5 == 0]
    assert it._score(w, held)[1] > it._score(KIND_ONLY[0], held)[1]


def test_a_kind_offset_raises_that_kind_only_while_the_seat_may_play() -> None:
    st = _pick_state(5)
    s, opts = st.pending.seat, st.pending.options
    k = M.KIND_OF[opts[0][5:]]
    plain, lifted = PM.PickModel(KIND_ONLY), PM.PickModel(KIND_ONLY, [{k: 2.0}, {k: 2.0}])
    for a, x, y in zip(opts, plain.scores(st, s, opts), lifted.scores(st, s, opts)):
        assert y == pytest.approx(x + (2.0 if M.KIND_OF[a[5:]] == k else 0.0))
    st.players[s].plays = M.MAX_PLAYS[0]
    assert plain.scores(st, s, opts) == lifted.scores(st, s, opts)
    it = script_module("iterate_picks")
    row = {"g": 0, "round": 1, "opts": list(opts), "x": PM.features(st, s, opts), "y": 0}
    assert all(sum(x[len(PM.FEATURES):]) == 0 for x in it.with_kinds(row)["x"])   # no play left: no offsets
    st.players[s].plays = 0
    row = {"g": 0, "round": 1, "opts": list(opts), "x": PM.features(st, s, opts), "y": 0}
    for a, x in zip(opts, it.with_kinds(row)["x"]):
        assert x[len(PM.FEATURES) + it.KINDS.index(M.KIND_OF[a[5:]])] == 1.0 and sum(x[len(PM.FEATURES):]) == 1


def test_a_search_records_its_values_and_they_become_soft_targets() -> None:
    """A searched pick leaves each candidate's mean outcome in `last`; every option gets the value of the
    candidate of its card kind, and the soft targets favour the better-valued options."""
    it = script_module("iterate_picks")
    st = _pick_state(9)
    s = st.pending.seat
    bot = SearchBot(3, playouts=24, budget=100.0, per_immortal={}, late={})
    it._fresh(bot)
    legal = legal_actions(st)
    bot.choose(view_for(st, s), legal)
    means = bot.last["means"]
    assert len(means) >= 2
    opts = [a for a in legal if a != "reveal"]
    vals = it.option_values(opts, means)
    assert vals is not None and len(vals) == len(opts)
    for a, v in zip(opts, vals):   # each valued option carries the best value of a candidate of its kind
        same = [m for c, m in means.items() if M.KIND_OF[c.partition(JOINT)[0][5:]] == M.KIND_OF[a[5:]]]
        assert v == (max(same) if same else None)
    row = {"opts": opts, "x": [[0.0]] * len(opts), "y": 0, "v": vals}
    t = it.targets(row, 2.0)
    assert sum(t) == pytest.approx(1.0)
    best = max(v for v in vals if v is not None)
    assert max(t) == pytest.approx(max(x for x, v in zip(t, vals) if v == best))
    assert it.targets(row, None) == [1.0] + [0.0] * (len(opts) - 1)
    assert it.option_values(opts, None) is None and it.option_values(opts, {}) is None


def test_the_fit_on_soft_targets_recovers_the_values_rule() -> None:
    """Options valued by a known linear rule, fitted as a softmax of those values over tau: the weights come back
    as the rule over tau, and they rank held-out options as the values do better than the kind-only weights."""
    it = script_module("iterate_picks")
    rng = random.Random(8)
    rule, tau = [2.0, 0.0, -1.0, 0.0, 3.0, 0.0], 2.0
    rows = []
    for g in range(50):
        for _ in range(8):
            xs = [[rng.gauss(-2, 1), 0.0, rng.gauss(-2, 1), 0.0, float(rng.random() < 0.3), 0.0] for _ in range(5)]
            vals = [sum(a * b for a, b in zip(rule, x)) for x in xs]
            row = {"g": g, "round": 1, "opts": ["pick x"] * 5, "x": xs, "y": 0, "v": vals}
            rows.append({**row, "t": it.targets(row, tau)})
    w = it.fit_round([r for r in rows if r["g"] % 5], ridge=0.01)
    for got, want in zip(w, rule):
        assert got == pytest.approx(want / tau, abs=0.05)
    held = [r for r in rows if r["g"] % 5 == 0]
    assert it._score(w, held)[2] > it._score(KIND_ONLY[0], held)[2]
    assert it._score(w, held)[3] > it._score(KIND_ONLY[0], held)[3]


def test_every_pick_file_in_the_repository_loads() -> None:
    files = sorted(Path(PM.__file__).parent.glob("pick_weights_*.json"))
    assert files
    for f in files:
        model = PM.named(f.name)
        assert len(model.weights) == 2 and all(len(w) == len(PM.FEATURES) for w in model.weights)
