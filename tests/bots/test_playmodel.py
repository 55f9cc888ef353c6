"""The state-aware play-or-transform policy of playouts (`game/bots/playmodel.py`) and its fit
(`bench/iterate_picks.py fit --kind play`)."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from game.bots import fitfile, rollout
from game.bots import model as M
from game.bots import playmodel as PlM
from game.bots.search import SearchBot
from tests.benchload import script_module
from tests.bots.randplay import reach

N = len(PlM.FEATURES)
FI = {name: i for i, name in enumerate(PlM.FEATURES)}


def _play_state(seed: int, rnd: int = 1, slot: int | None = None):
    def ok(s) -> bool:
        if s.round != rnd or s.pending is None or s.pending.kind != "play":
            return False
        return slot is None or len(s.players[s.pending.seat].slots) - 1 == slot
    return reach(4, seed, ok)


def _bias(b: float) -> list[list[float]]:
    return [[b] + [0.0] * (N - 1)] * 2


def test_features_read_the_card_the_coins_under_the_cap_and_the_plays_left() -> None:
    st = _play_state(3)
    s = st.pending.seat
    p = st.players[s]
    x = PlM.features(st, s)
    assert len(x) == N and x[FI["bias"]] == 1.0
    key = st.db.civ[p.slots[-1][0]].key
    slot = len(p.slots) - 1
    assert x[FI["worth"]] == rollout.PLAY[0][p.immortals[0]][key]
    coins = M.SLOT_COINS[0][slot]
    p.coins = 0
    assert PlM.features(st, s)[FI["coins"]] == coins
    p.coins = 9   # one coin of room: a transform brings 1 at most
    assert PlM.features(st, s)[FI["coins"]] == min(coins, 1)
    p.coins = 10
    assert PlM.features(st, s)[FI["coins"]] == 0
    after = M.HAND_SIZE[0] - slot - 1
    p.plays = M.MAX_PLAYS[0] - 1   # one play left
    x = PlM.features(st, s)
    assert x[FI["spare"]] == (1.0 if 1 > after else 0.0) and x[FI["crowd"]] == after


def test_the_bonus_of_a_fourth_pick_in_round_one_counts_doubled() -> None:
    st = _play_state(11, slot=3)
    s = st.pending.seat
    key = st.db.civ[st.players[s].slots[-1][0]].key
    want = sum(v for res, v in M.FACTS[key].bonus.items() if res != "won")
    assert PlM.features(st, s)[FI["bonus4"]] == want
    other = _play_state(11, slot=2)
    assert PlM.features(other, other.pending.seat)[FI["bonus4"]] == 0


def test_the_model_plays_with_the_logistic_chance_of_its_logit() -> None:
    st = _play_state(5)
    rng = random.Random(1)
    assert {PlM.PlayModel(_bias(30.0)).choose(st, rng) for _ in range(50)} == {"play"}
    assert {PlM.PlayModel(_bias(-30.0)).choose(st, rng) for _ in range(50)} == {"transform"}
    w = [[0.3, 0.5, 0.2, -0.4, 0.0, 1.0, -0.3, 0.2, 0.1]] * 2
    model = PlM.PlayModel(w, [{}, {}])
    z = sum(a * b for a, b in zip(w[0], PlM.features(st, st.pending.seat)))
    assert model.logit(st, st.pending.seat) == pytest.approx(z)
    n = 20000
    share = sum(model.choose(st, rng) == "play" for _ in range(n)) / n
    assert share == pytest.approx(1 / (1 + math.exp(-z)), abs=0.02)
    kind = M.KIND_OF[st.db.civ[st.players[st.pending.seat].slots[-1][0]].key]
    lifted = PlM.PlayModel(w, [{kind: 2.0}, {}])
    assert lifted.logit(st, st.pending.seat) == pytest.approx(z + 2.0)


def test_a_search_plays_out_its_play_answers_by_the_model_of_its_play_file(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "plays.json").write_text(json.dumps({"play_model": _bias(30.0)}))
    monkeypatch.setattr(PlM, "_FILES", fitfile.ModelFiles("play_model", PlM.PlayModel, tmp_path))
    bot = SearchBot(0, play_file="plays.json")
    assert bot.fitted[0] is rollout.KINGDOM_FIT and bot.fitted[1] is rollout.PICK_FIT
    assert bot.fitted[2].weights == _bias(30.0)
    assert bot.late.fitted[2] is bot.fitted[2]   # round 2's search reads it too
    st = _play_state(7)
    c = st.clone()
    rollout.playout(c, random.Random(2), fitted=bot.fitted)
    assert c.over
    # a model that always plays: every seat uses all its plays of the draft it played out
    c = st.clone()
    rollout.playout(c, random.Random(2), stop_at=(1, rollout.PHASE_RANK["kingdom"]), fitted=bot.fitted)
    assert all(p.plays == M.MAX_PLAYS[0] for p in c.players)
    (tmp_path / "bad.json").write_text(json.dumps({"play_model": [[1.0]]}))
    with pytest.raises(ValueError, match="2 rounds"):
        SearchBot(0, play_file="bad.json")


def test_the_play_fit_recovers_a_rule_and_reads_the_hand_set_one() -> None:
    """Answers drawn from a known logistic rule over the features are fitted back, and explain held-out answers
    better than the hand-set rule; a play row and the hand-set rule's chance read the state as the playouts do."""
    it = script_module("iterate_picks")
    st = _play_state(3)
    s = st.pending.seat
    row = it.play_row(st, s, "play", 4)
    assert row["kind"] == "play" and row["y"] == 0 and row["x"][0] == PlM.features(st, s)
    assert row["x"][1] == [0.0] * N and row["card"] == st.db.civ[st.players[s].slots[-1][0]].key
    assert 0.0 <= it.hand_play_prob(row) <= 1.0
    spare = {**row, "x": [[*row["x"][0][:FI["spare"]], 1.0, *row["x"][0][FI["spare"] + 1:]], row["x"][1]]}
    assert it.hand_play_prob(spare) == 1.0
    rng = random.Random(6)
    rule = [0.5, 1.2, 0.0, -0.6, 0.0, 2.0, -0.5, 0.0, 0.0]
    rows = []
    for g in range(60):
        for _ in range(10):
            x = [1.0, rng.gauss(2, 1), 0.0, float(rng.choice([1, 2, 3, 5])), 0.0, float(rng.random() < 0.2),
                 float(rng.randint(0, 3)), 0.0, 0.0]
            p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(rule, x))))
            rows.append({"kind": "play", "g": g, "round": 1, "imm": "galmi", "coins": x[3],
                         "x": [x, [0.0] * N], "y": 0 if rng.random() < p else 1})
    w = it.fit_round([r for r in rows if r["g"] % 5], ridge=0.01, start=[0.0] * N)
    for i in (0, 1, 3, 5, 6):
        assert w[i] == pytest.approx(rule[i], abs=0.5)
    held = [r for r in rows if r["g"] % 5 == 0]
    hand = it._score_probs([[q, 1 - q] for q in map(it.hand_play_prob, held)], held)
    assert it._score(w, held)[1] > hand[1]


def test_the_play_fit_writes_a_file_the_model_loads(tmp_path: Path, capsys) -> None:
    it = script_module("iterate_picks")
    rows = []
    for g in range(10):
        st = _play_state(20 + g)
        s = st.pending.seat
        rows.append(it.play_row(st, s, "play" if g % 2 else "transform", g))
        rows[-1]["round"] = 1 + g % 2
    data = tmp_path / "rows.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in rows) + json.dumps({"g": 0, "round": 1}) + "\n")
    out = tmp_path / "play.json"
    assert it.main(["fit", str(data), "--kind", "play", "--kinds", "--ridge", "2", "--out", str(out)]) == 0
    assert "10 play rows" in capsys.readouterr().out
    model = PlM.load(out)
    assert len(model.weights) == 2 and all(len(w) == N for w in model.weights)
    picks_only = tmp_path / "picks.jsonl"
    picks_only.write_text(json.dumps({"g": 0, "round": 1, "x": [[0.0]], "y": 0}) + "\n")
    with pytest.raises(SystemExit, match="no play rows"):
        it.main(["fit", str(picks_only), "--kind", "play"])


def test_every_play_file_in_the_repository_loads() -> None:
    files = sorted(Path(PlM.__file__).parent.glob("play_weights_*.json"))
    assert files
    for f in files:
        model = PlM.named(f.name)
        assert len(model.weights) == 2 and all(len(w) == N for w in model.weights)


def test_the_logit_is_the_weighed_features_to_the_last_bit() -> None:
    """`PlayModel.logit` keeps the card's fixed terms; its sum is the very float of weighing `features`, in both
    rounds, for every Immortal met, with and without kind offsets."""
    data = json.loads((Path(PlM.__file__).parent / "play_weights_hard.json").read_text())
    models = [PlM.PlayModel(data["play_model"], data["kind_offsets"]), PlM.PlayModel(data["play_model"])]
    seen = set()
    for seed in range(40):
        st = _play_state(seed, rnd=1 + seed % 2)
        s = st.pending.seat
        x = PlM.features(st, s)
        kind = M.KIND_OF[st.db.civ[st.players[s].slots[-1][0]].key]
        seen.add((st.round, st.players[s].immortals[0]))
        r = st.round - 1
        for model in models:
            want = sum(a * b for a, b in zip(model.weights[r], x)) + model.offsets[r].get(kind, 0.0)
            assert model.logit(st, s) == want
            assert model.logit(st, s) == want   # read again from the kept terms
    assert len(seen) > 8
