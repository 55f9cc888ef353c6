"""Hard's belief about hidden Immortals: public features only, exclusive assignments, the fallbacks, Tomorrow's
choices, and the fitting script's discriminant on a known law."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.bots import belief
from game.bots import model as M
from game.bots.endgame import tomorrow_choice
from game.bots.search import SearchBot
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for
from game.rules.view import SPECTATOR
from tests.benchload import script_module
from tests.bots.randplay import reach


def _weights(strong: dict[str, tuple[str, float]]) -> dict:
    """Weights where feature f (name) adds `k` to Immortal im's score: {im: (feature, k)}."""
    idx = {f: i for i, f in enumerate(belief.FEATURES)}
    out = {}
    for stg in belief.STAGES:
        w = {im: [0.0] * len(belief.FEATURES) for im in M.IMMORTALS}
        for im, (f, k) in strong.items():
            w[im][idx[f]] = k
        out[stg] = {"temperature": 1.0, "w": w, "b": dict.fromkeys(M.IMMORTALS, 0.0)}
    return out


def test_features_are_public_and_count_what_is_shown() -> None:
    st = reach(4, 3, lambda s: s.round == 2 and s.phase == "kingdom")
    for seat in range(4):
        me, other = view_for(st, seat), view_for(st, SPECTATOR)
        for s in range(4):
            if s != seat:   # what a seat sees of another equals the public view
                assert belief.features(me, s) == belief.features(other, s)
    for s, p in enumerate(st.players):
        f = dict(zip(belief.FEATURES, belief.features(view_for(st, SPECTATOR), s)))
        assert f["cards"] == len(p.buildings) + len(p.heroes)
        assert f["mil"] == p.mil and f["coins"] == p.coins
        assert sum(v for k, v in f.items() if k.startswith("kind_")) == f["cards"]


def test_joint_is_a_distribution_over_exclusive_assignments_of_the_unshown() -> None:
    st = reach(4, 5, lambda s: s.round == 2 and s.pending.kind == "pick")
    v = view_for(st, st.to_act)
    b = belief.joint(v, _weights({"goan_sul": ("mil", 1.0)}))
    seats, assigns, ps = b
    hiding = [s for s in range(4) if s != v["seat"] and v["seats"][s]["immortal"] is None]
    shown = {v["seats"][s]["immortal"] for s in range(4) if s not in hiding and s != v["seat"]}
    shown |= set(v["me"]["immortals"])
    assert sorted(seats) == hiding and len(hiding) >= 2
    assert sum(ps) == pytest.approx(1.0)
    assert len(assigns) == math.perm(8 - len(shown), len(hiding))
    assert all(len(set(a)) == len(a) and not shown & set(a) for a in assigns)
    # the seat with the most Military is the likeliest Goan-Sul
    marg = belief.marginals(b)
    top = max(seats, key=lambda s: v["seats"][s]["mil"])
    if v["seats"][top]["mil"] > min(v["seats"][s]["mil"] for s in seats):
        assert max(seats, key=lambda s: marg[s]["goan_sul"]) == top
    assign, p = belief.best_guess(b)
    assert p == max(ps) and set(assign) == set(seats)
    for s in seats:   # peeking never lowers the chance to name everyone right
        assert belief.peek_value(b, s) >= p - 1e-12
    draws = [belief.draw(b, random.Random(i)) for i in range(50)]
    assert all(set(d) == set(seats) and len(set(d.values())) == len(seats) for d in draws)


def test_no_belief_without_weights_or_with_two_hidden_immortals(tmp_path: Path) -> None:
    st = reach(4, 2, lambda s: s.pending.kind == "pick")
    v = view_for(st, st.to_act)
    assert belief.load_weights(tmp_path / "missing.json") is None
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert belief.load_weights(bad) is None
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"features": ["mil"], "stages": {}}), encoding="utf-8")
    assert belief.load_weights(other) is None
    three = reach(3, 2, lambda s: s.pending.kind == "pick")
    assert belief.joint(view_for(three, three.to_act), _weights({})) is None
    assert belief.unshown(v) is not None


def test_shipped_weights_load_and_cover_every_stage() -> None:
    w = belief.load_weights()
    assert w is not None, "game/bots/belief_weights.json is missing or not for belief.FEATURES"
    assert set(w) == set(belief.STAGES)
    meta = json.loads(belief.WEIGHTS_FILE.read_text(encoding="utf-8"))["meta"]
    assert meta["script"] == "bench/fit_belief.py" and meta["games"] >= 100


def _at_tomorrows_question() -> Iterator[tuple[int, GameState]]:
    """(seed, state) of the 4-player games of seeds 0-59 that deal Tomorrow, played at random up to his first
    question (peek or guess), or to the end."""
    for seed in range(60):
        st = new_game(4, seed)
        if "tomorrow" not in [p.immortals[0] for p in st.players]:
            continue
        rng = random.Random(seed)
        while not st.over and st.pending.kind not in ("peek", "guess"):
            apply_inplace(st, rng.choice(legal_actions(st)))
        yield seed, st


def test_hard_tomorrow_peeks_and_names_everyone_from_the_belief() -> None:
    seen = 0
    for seed, st in _at_tomorrows_question():
        names = []
        while not st.over and st.pending.kind in ("peek", "guess"):
            v = view_for(st, st.to_act)
            legal = legal_actions(st)
            a = tomorrow_choice(v, legal)
            assert a in legal
            assert SearchBot(seed).choose(v, legal) == a
            if a.startswith("guess"):
                names.append(a.split()[2])
            apply_inplace(st, a)
        assert len(names) == len(set(names))
        seen += 1
        if seen == 3:
            break
    assert seen == 3


def test_fit_lda_separates_immortals_by_a_planted_feature() -> None:
    fit = script_module("fit_belief")
    rng = random.Random(4)
    nf = len(belief.FEATURES)
    rows = []
    for g in range(200):
        for s, im in enumerate(M.IMMORTALS):
            x = [rng.gauss(0, 1) for _ in range(nf)]
            x[s] += 4.0   # Immortal s shows in feature s
            rows.append(("vp", g, s, im, x))
    model = fit.fit_lda([r for r in rows if r[1] < 150])
    rep = fit.evaluate(model, [r for r in rows if r[1] >= 150], 1.0)
    assert rep["accuracy"] > 0.9 and rep["log_loss"] < 0.5


def test_belief_file_knob_reads_another_fit_and_refuses_a_missing_one(tmp_path: Path, monkeypatch) -> None:
    # a planted fit next to a stand-in for the shipped file: Galmi for every seat with Military
    monkeypatch.setattr(belief, "WEIGHTS_FILE", tmp_path / "belief_weights.json")
    planted = _weights({"galmi": ("mil", 50.0)})
    (tmp_path / "planted.json").write_text(json.dumps({"features": list(belief.FEATURES), "stages": planted}),
                                           encoding="utf-8")
    w = belief.weights_named("planted.json")
    assert w["vp"]["w"]["galmi"] == planted["vp"]["w"]["galmi"]
    bot = SearchBot(0, belief_file="planted.json")
    assert bot.belief_w is w and all(sub.belief_w is w for sub in bot.per_immortal.values())
    assert bot.late is not None and bot.late.belief_w is w
    with pytest.raises(ValueError, match="no belief weights file"):
        SearchBot(0, belief_file="missing.json")
    # Tomorrow's answers follow the named fit: the same as `tomorrow_choice` with those weights
    for seed, st in _at_tomorrows_question():
        if st.over:
            continue
        v = view_for(st, st.to_act)
        legal = legal_actions(st)
        a = tomorrow_choice(v, legal, w)
        assert a in legal and SearchBot(seed, belief_file="planted.json", tomorrow_win=False).choose(v, legal) == a
        return
    raise AssertionError("no game with Tomorrow reached the VP phase")


def test_the_fit_on_hard_self_play_loads_with_its_recipe() -> None:
    w = belief.weights_named("belief_weights_hard.json")
    assert set(w) == set(belief.STAGES)
    meta = json.loads(belief.WEIGHTS_FILE.with_name("belief_weights_hard.json").read_text(encoding="utf-8"))["meta"]
    assert meta["script"] == "bench/fit_belief.py" and meta["level"] == "hard" and meta["games"] >= 100
