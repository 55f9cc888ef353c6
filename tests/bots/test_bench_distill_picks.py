"""bench/distill_picks.py: Hard's picks distilled into Normal's pick scores (collect, fit, the two levels)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.bots import model as M
from game.bots.heuristic import HeuristicBot
from game.bots.tournament import seat_bot
from game.rules import apply_inplace, legal_actions, new_game, view_for
from tests.benchload import script_module


def _picks_of_normal_games(games: int) -> list[tuple[dict, list[str]]]:
    """(view, legal) at every pick among two or more cards of a few Normal self-play games."""
    out = []
    for g in range(games):
        st = new_game(4, 40 + g)
        bots = [HeuristicBot("normal", 10 * g + i) for i in range(4)]
        while not st.over:
            s = st.to_act
            view, legal = view_for(st, s), legal_actions(st)
            if st.pending is not None and st.pending.kind == "pick" and len([a for a in legal if a != "reveal"]) > 1:
                out.append((view, legal))
            apply_inplace(st, bots[s].choose(view, legal))
    return out


def test_normal_plus_with_normals_own_weights_picks_as_normal() -> None:
    dp = script_module("distill_picks")
    positions = _picks_of_normal_games(2)
    assert len(positions) > 40
    for i, (view, legal) in enumerate(positions):
        assert dp.NormalPlus(i, dp.NORMAL).choose(view, legal) == HeuristicBot("normal", i).choose(view, legal)


def test_the_fit_finds_a_planted_preference_and_beats_normal_on_it() -> None:
    dp = script_module("distill_picks")
    rng = random.Random(3)
    kinds = ["armory", "portal", "temple", "library", "market"]
    rows = []
    for g in range(200):
        opts = [[f"pick {k}", k, rng.uniform(-1, 8), rng.uniform(0, 4)] for k in rng.sample(kinds, 4)]
        normal = max(opts, key=lambda o: o[2] + dp.DENY_W * o[3])[0]
        # the asked level takes a portal whenever one is offered, else Normal's pick
        asked = next((o[0] for o in opts if o[1] == "portal"), normal)
        rows.append({"g": g, "seat": 0, "round": 1, "imm": "galmi", "opts": opts, "normal": normal, "asked": asked})
    w = dp.fit(rows, ridge=1.0, iters=200)
    assert w["kind1|portal"] == max(v for k, v in w.items() if k.startswith("kind1|"))
    hit, ll = dp.agreement(w, rows)
    base, base_ll = dp.agreement(dp.NORMAL, rows)
    assert hit > 0.95 and hit > base + 0.2 and ll > base_ll


def test_collect_writes_every_pick_with_both_answers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dp = script_module("distill_picks")
    out = tmp_path / "picks.jsonl"
    assert dp.main(["collect", "--games", "1", "--seed", "7000", "--level", "easy", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert f"{len(rows)} picks written" in capsys.readouterr().out
    assert len(rows) > 20 and {r["round"] for r in rows} == {1, 2}
    for r in rows:
        actions = [o[0] for o in r["opts"]]
        assert len(actions) > 1 and r["normal"] in actions and r["asked"] in actions
        assert all(o[1] == M.KIND_OF[o[0][5:]] and o[2] >= -1.0 for o in r["opts"])
    weights = tmp_path / "w.json"
    assert dp.main(["fit", str(out), "--iters", "20", "--out", str(weights)]) == 0
    assert "held out" in capsys.readouterr().out
    assert set(json.loads(weights.read_text(encoding="utf-8"))) >= {"own1", "deny1", "own2", "deny2"}


def test_the_levels_read_their_file_and_refuse_a_bad_one(tmp_path: Path) -> None:
    good = tmp_path / "w.json"
    good.write_text(json.dumps({"own1": 1.0, "deny1": 0.35, "own2": 1.0, "deny2": 0.35}), encoding="utf-8")
    plus = seat_bot(f"normalplus:{good}", 1)
    assert type(plus).__name__ == "NormalPlus"
    hard = seat_bot(f"hardprior:{good}", 1)
    assert type(hard.normal).__name__ == "NormalPlus"
    assert all(type(sub.normal).__name__ == "NormalPlus" for sub in hard.per_immortal.values())
    assert hard.late is not None and type(hard.late.normal).__name__ == "NormalPlus"
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(ValueError, match="not a pick weights file"):
        seat_bot(f"normalplus:{bad}", 1)
    with pytest.raises(ValueError, match="give the weights file"):
        seat_bot("hardprior", 1)
