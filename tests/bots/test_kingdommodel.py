"""The state-aware Kingdom policy of playouts (`game/bots/kingdommodel.py`) and its fit
(`bench/iterate_picks.py fit --kind kingdom`)."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from game.bots import fitfile, rollout
from game.bots import kingdommodel as KM
from game.bots.search import SearchBot
from game.rules import apply_inplace, legal_actions
from game.rules.engine import kingdom_ok
from game.rules.queries import roam_table
from tests.benchload import script_module
from tests.bots.randplay import reach

N = len(KM.FEATURES)
FI = {name: i for i, name in enumerate(KM.FEATURES)}
SHIPPED = [[1.0] + [0.0] * (N - 1)] * 2   # the weights that give the shipped Luce draw back


def _kingdom_state(seed: int, rnd: int = 1, roam: bool = False):
    def ok(s) -> bool:
        d = s.pending
        if s.round != rnd or d is None or d.kind != "kingdom" or len(d.options) < 3:
            return False
        return not roam or any(":roam" in c for c in rollout.option_classes(s, d.seat, list(d.options),
                                                                            roam_table(s, d.seat)))
    return reach(4, seed, ok)


def test_features_read_the_class_strength_the_end_the_fee_and_the_coins() -> None:
    st = _kingdom_state(3, roam=True)
    d = st.pending
    s, opts = d.seat, list(d.options)
    p = st.players[s]
    xs, kinds = KM.features(st, s, opts)
    classes = rollout.option_classes(st, s, opts, roam_table(st, s))
    strength = rollout.KINGDOM_FIT[p.immortals[0]][st.round - 1]
    assert len(xs) == len(opts) == len(kinds)
    for a, c, x, kind in zip(opts, classes, xs, kinds):
        assert len(x) == N and x[FI["strength"]] == math.log(strength.get(c, rollout.UNSEEN))
        if a == "end":
            assert kind == "" and x[FI["end"]] == 1.0 and x[FI["end_coins"]] == p.coins
            assert x[FI["end_open"]] == len(opts) - 1 and x[FI["fee"]] == 0.0
        else:
            assert kind == c.split(":")[1] and x[FI["end"]] == 0.0
            want = float(c[-1]) if ":roam" in c else 0.0
            assert x[FI["fee"]] == want and x[FI["fee_share"]] == want / (p.coins + 1)
            assert x[FI["coin_card"]] == (1.0 if kind in KM.COIN_KINDS else 0.0)
    assert any(x[FI["fee"]] > 0 for x in xs)
    p.coins = st.db.game["caps"]["coins"]
    full, _ = KM.features(st, s, opts)
    assert all(x[FI["coin_full"]] == x[FI["coin_card"]] for x in full)
    p.coins = 0
    empty, _ = KM.features(st, s, opts)
    assert all(x[FI["coin_full"]] == 0.0 for x in empty)


def test_the_shipped_weights_draw_as_the_shipped_class_fit() -> None:
    """Weights 1, 0, 0, ... make each option's chance its class strength over the sum, as `fitted_kingdom` draws;
    an offset adds to its kind's options only."""
    st = _kingdom_state(5)
    d = st.pending
    s, opts = d.seat, [a for a in d.options if a == "end" or kingdom_ok(st, a)]
    classes = rollout.option_classes(st, s, opts, roam_table(st, s))
    strength = rollout.KINGDOM_FIT[st.players[s].immortals[0]][st.round - 1]
    ws = [strength.get(c, rollout.UNSEEN) for c in classes]
    model = KM.KingdomModel(SHIPPED)
    zs = model.logits(st, s, opts)
    assert zs == pytest.approx([math.log(w) for w in ws])
    st.pending.options = tuple(opts)   # the options open, so no draw is struck out
    rng = random.Random(4)
    n = 20000
    counts = {a: 0 for a in opts}
    for _ in range(n):
        counts[model.draw(st, rng)] += 1
    for a, w in zip(opts, ws):
        assert counts[a] / n == pytest.approx(w / sum(ws), abs=0.02)
    _, kinds = KM.features(st, s, opts)
    kind = next(k for k in kinds if k)
    lifted = KM.KingdomModel(SHIPPED, [{kind: 2.0}, {}]).logits(st, s, opts)
    assert lifted == pytest.approx([z + (2.0 if k == kind else 0.0) for z, k in zip(zs, kinds)])


@pytest.mark.parametrize("fast", [False, True])
def test_a_drawn_kingdom_option_is_always_open(fast: bool) -> None:
    """On fast menus (a playout's: candidates not checked) a drawn option that fails `kingdom_ok` is struck out."""
    model = KM.KingdomModel([[0.5, -1.0, 0.0, 0.0, 0.3, 0.0, 0.0, 0.0]] * 2)   # flat, ending seldom, roaming often
    seen = struck = 0
    for seed in range(12):
        st = reach(4, seed, lambda s: s.pending.kind == "kingdom")
        st.fast_menus = fast
        rng = random.Random(seed)
        while st.pending is not None:
            if st.pending.kind == "kingdom":
                struck += any(a != "end" and not kingdom_ok(st, a) for a in st.pending.options)
                a = model.draw(st, rng)
                assert a in legal_actions(st)
                assert a == "end" or kingdom_ok(st, a)
                seen += 1
            else:
                a = rollout.policy(st, rng)
            apply_inplace(st, a)
    assert seen > 100
    assert (struck > 0) == fast


def test_a_search_plays_out_its_kingdom_turns_by_the_model_of_its_kingdom_file(tmp_path: Path,
                                                                              monkeypatch) -> None:
    ends = [[0.0, 60.0] + [0.0] * (N - 2)] * 2   # always end the turn at once
    (tmp_path / "kingdom.json").write_text(json.dumps({"kingdom_model": ends}))
    monkeypatch.setattr(KM, "_FILES", fitfile.ModelFiles("kingdom_model", KM.KingdomModel, tmp_path))
    bot = SearchBot(0, kingdom_file="kingdom.json")
    assert bot.fitted[1] is rollout.PICK_FIT and bot.fitted[2] is None
    assert bot.fitted[0].weights == ends
    assert bot.late.fitted[0] is bot.fitted[0]   # round 2's search reads it too
    st = _kingdom_state(7)
    rng = random.Random(2)
    assert {rollout.policy(st, rng, fitted=bot.fitted) for _ in range(30)} == {"end"}
    assert len({rollout.policy(st, rng) for _ in range(60)}) > 1   # the shipped fit does not always end
    c = st.clone()
    rollout.playout(c, random.Random(2), fitted=bot.fitted)
    assert c.over
    (tmp_path / "bad.json").write_text(json.dumps({"kingdom_model": [[1.0]]}))
    with pytest.raises(ValueError, match="2 rounds"):
        SearchBot(0, kingdom_file="bad.json")
    (tmp_path / "none.json").write_text(json.dumps({"play_model": ends}))
    with pytest.raises(ValueError, match="none.json: no usable kingdom_model"):
        SearchBot(0, kingdom_file="none.json")


def test_the_kingdom_fit_recovers_a_rule_and_beats_the_shipped_draw() -> None:
    """Choices drawn from a known conditional logit over the features are fitted back from the shipped start, and
    explain held-out choices better than the shipped draw."""
    it = script_module("iterate_picks")
    rng = random.Random(6)
    rule = [1.0, 0.5, -0.3, 0.2, -0.8, 0.0, 1.0, -1.5]
    rows = []
    for g in range(80):
        for _ in range(8):
            coins = float(rng.randint(0, 10))
            xs = [[math.log(rng.uniform(0.5, 30)), 0.0, 0.0, 0.0, float(fee), fee / (coins + 1), coin,
                   coin * (coins >= 8)] for fee, coin in ((rng.choice([0, 0, 1, 2, 3]), float(rng.random() < 0.3))
                                                         for _ in range(rng.randint(2, 6)))]
            xs.append([0.0, 1.0, coins, float(len(xs)), 0.0, 0.0, 0.0, 0.0])
            zs = [sum(a * b for a, b in zip(rule, x)) for x in xs]
            top = max(zs)
            ps = [math.exp(z - top) for z in zs]
            y = rng.choices(range(len(xs)), weights=ps)[0]
            rows.append({"kind": "kingdom", "g": g, "round": 1, "x": xs, "y": y})
    w = it.fit_round([r for r in rows if r["g"] % 5], ridge=0.01, start=SHIPPED[0])
    for i in (0, 1, 2, 4, 6):
        assert w[i] == pytest.approx(rule[i], abs=0.45)
    assert w[FI["coin_full"]] < 0   # a rare feature: its sign
    held = [r for r in rows if r["g"] % 5 == 0]
    assert it._score(w, held)[1] > it._score(SHIPPED[0], held)[1]


def test_the_kingdom_fit_writes_a_file_the_model_loads(tmp_path: Path, capsys) -> None:
    it = script_module("iterate_picks")
    rows = []
    for g in range(12):
        st = _kingdom_state(30 + g, rnd=1 + g % 2)
        d = st.pending
        opts = [a for a in legal_actions(st) if a == "end" or kingdom_ok(st, a)]
        rows.append(it.kingdom_row(st, d.seat, opts[g % len(opts)], g, opts))
        assert rows[-1]["kind"] == "kingdom" and rows[-1]["x"] == KM.features(st, d.seat, opts)[0]
    assert it.kingdom_row(st, d.seat, "end", 0, ["end"]) is None   # a single option is no choice
    data = tmp_path / "rows.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in rows) + json.dumps({"g": 0, "round": 1}) + "\n")
    out = tmp_path / "kingdom.json"
    assert it.main(["fit", str(data), "--kind", "kingdom", "--kinds", "--ridge", "2", "--out", str(out)]) == 0
    assert "12 kingdom rows" in capsys.readouterr().out
    model = KM.load(out)
    assert len(model.weights) == 2 and all(len(w) == N for w in model.weights)
    picks_only = tmp_path / "picks.jsonl"
    picks_only.write_text(json.dumps({"g": 0, "round": 1, "x": [[0.0]], "y": 0}) + "\n")
    with pytest.raises(SystemExit, match="no kingdom rows"):
        it.main(["fit", str(picks_only), "--kind", "kingdom"])


def test_the_quick_logits_are_the_weighed_features() -> None:
    """`KingdomModel.quick_logits` (what a playout draws by) keeps each class's fixed terms; its logits are those
    of weighing `features` in both rounds, with and without kind offsets, read again from the kept terms."""
    data = json.loads((Path(KM.__file__).parent / "kingdom_weights_hard.json").read_text())
    models = [KM.KingdomModel(data["kingdom_model"], data["kind_offsets"]), KM.KingdomModel(data["kingdom_model"])]
    seen = set()
    for seed in range(30):
        st = _kingdom_state(seed, rnd=1 + seed % 2)
        d = st.pending
        seen.add((st.round, st.players[d.seat].immortals[0]))
        for coins in (st.players[d.seat].coins, 0, st.db.game["caps"]["coins"]):
            st.players[d.seat].coins = coins
            for model in models:
                for _ in range(2):
                    assert model.quick_logits(st, d.seat, list(d.options)) == pytest.approx(
                        model.logits(st, d.seat, d.options), abs=1e-9)
    assert len(seen) > 8


def test_every_kingdom_file_in_the_repository_loads() -> None:
    files = sorted(Path(KM.__file__).parent.glob("kingdom_weights_*.json"))
    assert files
    for f in files:
        model = KM.named(f.name)
        assert len(model.weights) == 2 and all(len(w) == N for w in model.weights)


def test_turn_targets_read_the_rest_of_the_turn_not_its_order() -> None:
    it = script_module("iterate_picks")

    def row(g: int, imm: str, opts: list[str], chosen: str) -> dict:
        return {"kind": "kingdom", "g": g, "round": 1, "imm": imm, "opts": opts, "y": opts.index(chosen),
                "x": [[0.0] * N for _ in opts], "t": []}
    rows = [row(0, "galmi", ["use 1", "use 2", "use 3", "end"], "use 1"), {"kind": "play", "g": 0, "round": 1},
            row(0, "xian", ["use 9", "end"], "use 9"),   # another seat's turn between: not this one's
            row(0, "galmi", ["use 2", "use 3", "use 4", "end"], "use 2"), row(0, "galmi", ["use 4", "end"], "use 4"),
            row(0, "galmi", ["use 3", "end"], "end"),
            row(1, "galmi", ["use 1", "end"], "end")]
    out = it.turn_targets(rows)
    # use 1 now and use 2 later, alike; use 3 never; use 4, taken later, not open yet
    assert out[0]["t"] == [0.5, 0.5, 0.0, 0.0]
    assert out[1] is rows[1] and out[2]["t"] == [1.0, 0.0]
    assert out[3]["t"] == [0.5, 0.0, 0.5, 0.0] and out[4]["t"] == [1.0, 0.0] and out[5]["t"] == [0.0, 1.0]
    assert out[6]["t"] == [0.0, 1.0]
    assert all(sum(r["t"]) == pytest.approx(1.0) for r in out if r.get("kind") == "kingdom")
