"""After the game: kept games, statistics, export, rematch, the replay controller and the calculator's model."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game import records
from game.calcpos import Calculator, to_toml
from game.match import Match
from game.replay import ALL, ReplayMatch
from game.rules.view import SPECTATOR

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return tmp_path / "xdg" / "immortal8"


def finished(seats, names, seed):
    """A finished Match: bots play their seats, the human seats play random legal actions."""
    m = Match(seats, names, seed, autosave=False)
    rnd = random.Random(seed)
    while not m.over:
        if m.bot_to_act() is not None:
            m.run_bot_sync()
        else:
            s = m.to_act
            m.submit(s, rnd.choice(m.legal(s)))
    return m


def test_statistics_count_scripted_games(data_dir):
    games = []
    for g in range(6):
        n = 3 + g % 3
        seats = ["human"] + ["bot:easy"] * (n - 2) + ["bot:normal"]
        names = ["Ana" if g % 2 else "Bo"] + [f"B{i}" for i in range(n - 1)]
        m = finished(seats, names, 500 + g)
        games.append((m, records.final_result(m.record())))
        info = records.record_finished(m)
        assert info.counted and info.message is None and info.path.exists()
    assert not records.record_finished(games[0][0]).counted   # the same game is never counted twice
    stats, msg = records.load_stats()
    assert msg is None
    for name, which in (("Ana", [1, 3, 5]), ("Bo", [0, 2, 4])):
        b = stats["players"][name]
        rows = [games[g][1]["players"][0] for g in which]
        assert b["games"] == 3
        assert b["wins"] == sum(games[g][1]["winner"] == 0 for g in which)
        assert b["score_sum"] == sum(r["total"] for r in rows) and b["best"] == max(r["total"] for r in rows)
        for cat in ("immortal", "culture", "supremacy"):
            assert b["cat_sum"][cat] == sum(r["breakdown"][cat] for r in rows)
        assert sum(b["games_by_players"].values()) == 3
        assert sum(b["games_by_immortal"].values()) == 3
        assert sum(b["wins_by_immortal"].values()) == b["wins"]
    easy, normal = stats["bots"]["easy"], stats["bots"]["normal"]
    assert normal["games"] == 6
    assert easy["games"] == sum(1 + g % 3 for g in range(6))
    seat_wins = sum(b["wins"] for grp in ("players", "bots") for b in stats[grp].values())
    assert seat_wins == 6
    assert len(stats["recent"]) == 6 and [r["seed"] for r in stats["recent"]] == [500 + g for g in range(6)]
    assert not list(data_dir.rglob("*.tmp"))


def test_corrupt_statistics_are_set_aside(data_dir):
    path = records.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "players": [broken')
    m = finished(["human", "bot:easy", "bot:easy"], ["Ana", "X", "Y"], 77)
    info = records.record_finished(m)
    assert info.message and "damaged" in info.message
    kept = list(path.parent.glob("statistics.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == '{"version": 1, "players": [broken'
    fresh = json.loads(path.read_text())
    assert fresh["version"] == records.STATS_VERSION and fresh["players"]["Ana"]["games"] == 1
    path.write_text(json.dumps({"version": 1, "players": {"Ana": {"games": "x"}}, "bots": {}, "recent": [],
                                "seen": []}))   # valid JSON, wrong shape: set aside too
    stats, msg = records.load_stats()
    assert msg and stats == records.fresh_stats()
    assert len(list(path.parent.glob("statistics.corrupt-*.json"))) == 2


def test_every_kept_game_replays_to_its_recorded_scores(data_dir, monkeypatch):
    monkeypatch.setattr(records, "KEEP", 4)
    for g in range(6):
        m = finished(["bot:easy"] * 4, list("ABCD"), 900 + g)
        records.keep_game(m.record(), records.final_result(m.record()), when=1_700_000_000 + g * 60)
    files = sorted(records.games_dir().glob("*.json"))
    assert len(files) == 4 and all("seed90" in f.name for f in files)
    assert [e.seed for e in records.list_games()] == [905, 904, 903, 902]
    for f in files:
        data = json.loads(f.read_text())
        assert {"version", "seed", "players", "names", "seats", "actions", "finished_at", "result"} <= set(data)
        rep = ReplayMatch(records.read_record(f))
        rep.goto(rep.length)
        assert rep.over and rep.view(0)["result"] == data["result"]
        assert records.final_result(data) == data["result"]


def test_export_and_rematch(tmp_path):
    m = finished(["human", "bot:easy", "bot:hard"], ["Ana", "B", "C"], 31)
    rec = m.record()
    out = records.export_game(rec, when=1_700_000_000)
    assert out.parent == records.exports_dir() and "seed31" in out.name and out.name.startswith("immortal8_2023")
    assert json.loads(out.read_text()) == rec
    other = records.export_game(rec, tmp_path / "share")
    assert other.parent == tmp_path / "share" and records.read_record(other)["actions"] == rec["actions"]
    assert records.rematch_seats(rec, True) == (rec["seats"], rec["names"], 31)
    seats, names, seed = records.rematch_seats(rec, False, random.Random(1))
    assert seats == rec["seats"] and names == rec["names"] and seed != 31


def test_replay_steps_match_the_live_game():
    m = finished(["human", "bot:easy", "bot:easy", "bot:easy"], list("ABCD"), 12)
    rep = ReplayMatch(m.record(), viewer=1)
    assert rep.finished and rep.pos == 0 and rep.legal(1) == [] and rep.view(1)["legal"] == []
    live = Match(m.seats, m.names, m.seed, m.actions[:40], autosave=False)
    rep.goto(40)
    drop = {"_engine", "legal", "decision"}
    assert {k: v for k, v in rep.view(1).items() if k not in drop} == \
        {k: v for k, v in live.view(1).items() if k not in drop}
    assert [e.action for e in rep.log_for(1)] == [e.action for e in live.log_for(1)]
    phases = [m_[2] for m_ in rep.phase_marks]
    assert phases[:2] == ["draft", "kingdom"] and phases[-1] == "over"   # Supremacy may take no action
    assert [r for _, r, p in rep.phase_marks if p == "draft"] == [1, 2]
    rep.goto(0)
    rep.goto(rep.next_mark(rep.turn_marks))
    assert rep.pos > 0 and rep.history[-1].seat != rep._history[rep.pos].seat
    rep.goto(rep.next_mark([p for p, _, _ in rep.phase_marks]))
    assert rep.phase_of(rep.pos) == (1, "kingdom")
    rep.set_viewer(ALL)
    face_up = rep.public_view(0)
    assert all(s["immortal"] for s in face_up["seats"])
    rep.set_viewer(SPECTATOR)
    assert rep.public_view(0)["me"]["hand"] == []
    unfinished = ReplayMatch({**m.record(), "actions": m.actions[:30]})
    with pytest.raises(ValueError):
        unfinished.set_viewer(ALL)


def test_calculator_scores_equal_main_py_score(tmp_path):
    calc = Calculator()
    calc.set_players(5)
    for s, cards in enumerate([[1, 25, 33], [2, 26], [3, 27, 41, 12], [4, 30], [5, 35, 36]]):
        for k in cards:
            assert calc.toggle_card(s, k), calc.error
    for s, vals in enumerate([dict(coins=4, military=4, science=2, supremacy=3, wonder_tokens=1),
                              dict(chaos=3, wonder_tokens=2, vp=5), dict(military=1, science=1, diamonds=1),
                              dict(military=3, science=3, chaos=3, diamonds=2), dict(science=7, wonder_tokens=3)]):
        for f, v in vals.items():
            assert calc.add(s, f, v), calc.error
    assert calc.set_immortal(1, "tomorrow") and calc.cycle_tomorrow(1) and calc.cycle_tomorrow(1)
    assert calc.set_immortal(4, "phoenix") and calc.set_immortal(2, "narashima"), calc.error
    assert calc.add_culture(0, 25, 2) and calc.add(0, "discard_count", 4)
    path = calc.save(tmp_path / "table.toml")
    assert path.read_text() == to_toml(calc.doc)
    out = subprocess.run([sys.executable, "main.py", "score", str(path), "--json"], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert json.loads(out.stdout) == calc.result
    again = Calculator()
    assert again.load(path) and again.result == calc.result


def test_calculator_refuses_impossible_entries():
    calc = Calculator()
    assert calc.toggle_card(0, 25)
    before = json.dumps(calc.doc)
    assert not calc.toggle_card(1, 25) and "already controlled" in calc.error
    assert not calc.add(0, "coins", 11) and "coins" in calc.error
    assert not calc.add(0, "military", 11) and "civilization tokens" in calc.error
    assert not calc.set_immortal(1, "justice") and "already held" in calc.error
    assert not calc.add(0, "vp", -1)
    calc.add(0, "diamonds", 3)
    assert not calc.add(1, "diamonds", 3) and "diamonds" in calc.error
    calc.add(0, "diamonds", -3)
    assert json.dumps(calc.doc) == before
    assert calc.set_players(3) is False and "4+" in calc.error   # card 25 carries the 4+ symbol


def test_replay_command_rejects_bad_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    r = subprocess.run([sys.executable, "main.py", "replay", str(bad)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 2 and "not JSON" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    m = finished(["bot:easy"] * 3, list("ABC"), 5)
    part = tmp_path / "part.json"
    part.write_text(json.dumps({**m.record(), "actions": m.actions[:10]}))
    r = subprocess.run([sys.executable, "main.py", "replay", str(part), "--all"], cwd=ROOT, capture_output=True,
                       text=True)
    assert r.returncode == 2 and "finished" in r.stderr
