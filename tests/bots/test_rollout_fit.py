"""Hard's playout Kingdom and pick policies fitted on Normal (rollout.fitted_kingdom, rollout.policy's picks,
bench/fit_rollout.py): the shipped strengths load for every Immortal and round, a drawn option is always open, the
classes say own / Wonder / roaming, and the Luce fit recovers known choice odds."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.bots import model as M
from game.bots import rollout
from game.rules import apply_inplace, legal_actions
from game.rules.engine import kingdom_ok, roam_costs
from tests.benchload import ROOT, script_module
from tests.bots.randplay import reach


def _fit_module():
    return script_module("fit_rollout")


def test_the_shipped_strengths_cover_every_immortal_and_round() -> None:
    assert rollout.KINGDOM_FIT is not None and rollout.PICK_FIT is not None
    assert set(rollout.KINGDOM_FIT) == set(rollout.PICK_FIT) == set(M.IMMORTALS)
    for rounds in rollout.KINGDOM_FIT.values():
        assert len(rounds) == 2 and all(r["end"] == pytest.approx(1.0) and len(r) > 30 for r in rounds)
    kinds = set(M.KIND_OF.values())
    for rounds in rollout.PICK_FIT.values():
        assert len(rounds) == 2 and all(set(r) <= kinds and len(r) > 20 for r in rounds)
    meta = json.loads(rollout.WEIGHTS_FILE.read_text(encoding="utf-8"))["meta"]
    assert meta["script"] == "bench/fit_rollout.py" and meta["games"] >= 100 and meta["seed"] == 11
    assert set(meta["held_out"]) == {"kingdom", "pick"}


def test_a_drawn_pick_is_in_the_hand_and_follows_the_strengths() -> None:
    st = reach(4, 2, lambda s: s.pending.kind == "pick" and len(s.pending.options) > 3)
    opts = st.pending.options
    imm = st.players[st.pending.seat].immortals[0]
    strength = rollout.PICK_FIT[imm][st.round - 1]
    got = Counter(rollout.policy(st, random.Random(i)) for i in range(3000))
    assert set(got) <= set(opts)
    total = sum(strength.get(rollout.pick_class(a), rollout.UNSEEN) for a in opts)
    by_class = Counter()
    for a, n in got.items():
        by_class[rollout.pick_class(a)] += n
    for c, n in by_class.items():
        share = sum(strength.get(rollout.pick_class(a), rollout.UNSEEN) for a in opts if rollout.pick_class(a) == c)
        assert n / 3000 == pytest.approx(share / total, abs=0.04)


def test_a_missing_or_broken_file_gives_no_fit(tmp_path: Path) -> None:
    assert rollout._load_fit(tmp_path / "none.json") is None
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert rollout._load_fit(bad) is None
    old = tmp_path / "kingdom_only.json"
    old.write_text(json.dumps({"kingdom": {"*": {"1": {"end": 1.0}, "2": {"end": 1.0}}}}), encoding="utf-8")
    assert rollout._load_fit(old) is not None and rollout._load_fit(old, "pick") is None


@pytest.mark.parametrize("fast", [False, True])
def test_a_drawn_kingdom_option_is_always_open(fast: bool) -> None:
    seen = 0
    for seed in range(12):
        st = reach(4, seed, lambda s: s.pending.kind == "kingdom")
        st.fast_menus = fast
        rng = random.Random(seed)
        while st.pending is not None:
            if st.pending.kind == "kingdom":
                a = rollout.fitted_kingdom(st, rng)
                assert a in legal_actions(st)
                assert a == "end" or kingdom_ok(st, a)
                seen += 1
            else:
                a = rollout.policy(st, rng)
            apply_inplace(st, a)
    assert seen > 100


def test_same_rng_same_choice() -> None:
    st = reach(4, 3, lambda s: s.pending.kind == "kingdom" and len(s.pending.options) > 2)
    a = [rollout.fitted_kingdom(st, random.Random(5)) for _ in range(3)]
    assert len(set(a)) == 1


def test_kingdom_classes_tell_own_wonder_and_roaming_cards_apart() -> None:
    found = Counter()
    for seed in range(30):
        st = reach(4, seed, lambda s: s.pending.kind == "kingdom")
        s = st.pending.seat
        fees = roam_costs(st, s)
        p = st.players[s]
        for a in st.pending.options:
            c = rollout.kingdom_class(st, s, a, fees)
            if a == "end":
                assert c == "end"
                continue
            verb, key = a.split(" ", 1)
            uid = st.db.by_key[key]
            where = c.split(":")[-1]
            if verb == "power":
                assert c == "power:" + M.KIND_OF[key]
            elif st.db.civ[uid].family == "wonder":
                assert where == "wonder"
            elif uid in p.buildings or uid in p.heroes:
                assert where == "own"
            else:
                assert where == f"roam{min(3, fees[uid])}"
            found[where if verb == "use" else "power"] += 1
    assert found["own"] and found["wonder"] and any(k.startswith("roam") for k in found)


def test_the_class_table_gives_kingdom_class_for_every_option() -> None:
    # rollout.option_classes (read off a table per card database) against kingdom_class (worked out each time), at
    # a checked menu and then at the fast menus of a playout from it, in 3- to 6-player games of either round
    seen = Counter()
    for seed in range(40):
        st = reach(3 + seed % 4, seed, lambda s, r=1 + seed % 2: s.pending.kind == "kingdom" and s.round == r)
        st.fast_menus = True   # the next menus are a playout's (the first was asked checked)
        rng = random.Random(seed)
        asked = 0
        while st.pending is not None and asked < 6:
            d = st.pending
            if d.kind == "kingdom":
                fees = roam_costs(st, d.seat)
                opts = list(d.options)
                want = [rollout.kingdom_class(st, d.seat, a, fees) for a in opts]
                assert rollout.option_classes(st, d.seat, opts, fees) == want
                seen.update(c.split(":")[-1] for c in want)
                asked += 1
            apply_inplace(st, rollout.policy(st, rng))
    assert seen["end"] and seen["own"] and seen["wonder"] and any(k.startswith("roam") for k in seen)


def test_the_luce_fit_recovers_known_choice_odds() -> None:
    fit = _fit_module()
    rng = random.Random(1)
    truth = {"end": 1.0, "a": 4.0, "b": 0.5, "c": 2.0}
    data = []
    for _ in range(6000):
        classes = rng.sample(list(truth), rng.randint(2, 4))
        x = rng.random() * sum(truth[c] for c in classes)
        k = len(classes) - 1
        for i, c in enumerate(classes):
            x -= truth[c]
            if x <= 0:
                k = i
                break
        data.append(("phoenix", 1, classes, k, "end"))
    got = fit.fit_luce(data)
    for c, v in truth.items():
        assert got[c] == pytest.approx(v, rel=0.12)
    pulled = fit.fit_luce(data[:30], prior=truth, alpha=1e6)   # a huge prior keeps the pooled strengths
    for c, v in truth.items():
        assert pulled[c] == pytest.approx(v, rel=0.05)


_FIT_IN_A_FRESH_INTERPRETER = """
import json, random
from tests.benchload import script_module
fit = script_module("fit_rollout")
rng = random.Random(3)
kinds = ["temple", "school", "armory", "portal", "altar", "market", "lion", "avatar", "orgah", "eliana", "swords"]
data = []
for _ in range(400):
    classes = rng.sample(kinds, rng.randint(2, 5))
    data.append(("galmi", 1, classes, rng.randrange(len(classes)), classes[0]))
print(json.dumps(fit.fit_luce(data, iters=50), sort_keys=True))
"""


def test_the_luce_fit_is_the_same_in_every_run() -> None:
    """A pick fit (no `end` to norm by) made twice by interpreters with other string hashes is the same to the last
    digit, so the documented command writes the same file in every run."""
    outs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
        run = subprocess.run([sys.executable, "-c", _FIT_IN_A_FRESH_INTERPRETER], cwd=ROOT, env=env,
                             capture_output=True, text=True, check=True, timeout=120)
        outs.append(run.stdout)
    assert json.loads(outs[0]) and outs[0] == outs[1]


def test_a_bot_may_play_out_by_the_fits_of_another_file() -> None:
    from game.bots.search import SearchBot
    assert SearchBot(0).fitted is True
    assert SearchBot(0, fitted=False, rollout_file="rollout_weights.json").fitted is False
    fits = SearchBot(0, rollout_file="rollout_weights.json").fitted
    assert fits == (rollout.KINGDOM_FIT, rollout.PICK_FIT, None) and rollout.fits_named("rollout_weights.json") is fits
    with pytest.raises(ValueError, match="no playout fits"):
        SearchBot(0, rollout_file="no_such_weights.json")
    st = reach(4, 5, lambda s: s.pending.kind == "pick" and len({rollout.pick_class(x) for x in s.pending.options}) > 2)
    a, b = st.clone(), st.clone()
    rollout.playout(a, random.Random(9))
    rollout.playout(b, random.Random(9), fitted=fits)
    assert a.result == b.result and a.ply == b.ply   # the same fits play the same playout
    # another file's strengths steer the draws: one class made far stronger than the rest is always drawn
    opts = [x for x in st.pending.options if x != "reveal"]
    favourite = rollout.pick_class(opts[-1])
    rounds = [{k: (1e6 if k == favourite else 1e-6) for k in r} | {favourite: 1e6} for r in rollout.PICK_FIT["xian"]]
    strong = {imm: rounds for imm in rollout.PICK_FIT}
    for seed in range(5):
        pick = rollout.policy(st, random.Random(seed), fitted=(rollout.KINGDOM_FIT, strong, None))
        assert rollout.pick_class(pick) == favourite

