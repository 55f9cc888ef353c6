"""Recorded self-play (bench/selfplay.py): a recorded game replays to the very positions and rows of the game
played live, a run resumes where it stopped, and a malformed record is named."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import pytest

from tests.benchload import script_module

ROOT = Path(__file__).resolve().parents[2]


def _bench(name: str):
    sys.path.insert(0, str(ROOT / "bench"))
    return script_module(name)


def test_a_recorded_game_gives_the_rows_of_the_game_played_live(tmp_path: Path) -> None:
    sp, fit_leaf, fit_rollout = _bench("selfplay"), _bench("fit_leaf"), _bench("fit_rollout")
    live = (3, 4, 5, "easy", None)
    rec = sp.record(live)
    assert rec["game"] == 3 and len(rec["actions"]) > 50 and len(rec["scores"]) == 4
    replayed = (3, 4, 5, "easy", rec["actions"])
    rows = fit_leaf.play(replayed)
    assert rows == fit_leaf.play(live) and {r["cp"] for r in rows} == {"k1", "r2", "k2"}
    assert [r["final"] for r in rows if r["cp"] == "k1"] == [float(x) for x in rec["scores"]]
    assert fit_rollout.play(replayed) == fit_rollout.play(live)
    with pytest.raises(ValueError, match="ends before the game does"):
        fit_leaf.play((3, 4, 5, "easy", rec["actions"][:-1]))

    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(rec) + "\n", encoding="utf-8")
    ns = argparse.Namespace(games_file=path)
    jobs, meta = sp.jobs_of(ns)
    assert jobs == [replayed] and meta["level"] == "easy" and meta["games"] == 1 and meta["seed"] == 5


def test_a_malformed_record_is_named_with_its_line(tmp_path: Path) -> None:
    sp = _bench("selfplay")
    path = tmp_path / "games.jsonl"
    path.write_text('{"game": 0, "players": 4, "seed": 1, "level": "easy", "actions": []}\n{"game": 1}\n',
                    encoding="utf-8")
    with pytest.raises(SystemExit, match=r"games.jsonl:2: not a recorded game"):
        sp.read_games(path)


def test_resuming_into_a_file_of_another_series_is_refused_and_leaves_it(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    sp = _bench("selfplay")
    path = tmp_path / "games.jsonl"
    text = '{"game": 0, "players": 4, "seed": 1, "level": "easy", "actions": []}\n'
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(sys, "argv", ["selfplay.py", "--level", "hard", "--seed", "1", "--games", "2",
                                      "--out", str(path)])
    with pytest.raises(SystemExit, match="game 0 is of another series"):
        sp.main()
    assert path.read_text(encoding="utf-8") == text


def test_a_packed_series_reads_as_the_plain_one_and_a_broken_pack_is_named(tmp_path: Path) -> None:
    import gzip

    sp = _bench("selfplay")
    text = ('{"game": 1, "players": 4, "seed": 1, "level": "easy", "actions": ["a"]}\n'
            '{"game": 0, "players": 4, "seed": 1, "level": "easy", "actions": []}\n')
    plain, packed = tmp_path / "games.jsonl", tmp_path / "games.jsonl.gz"
    plain.write_text(text, encoding="utf-8")
    packed.write_bytes(gzip.compress(text.encode("utf-8")))
    assert sp.read_games(packed) == sp.read_games(plain)
    assert [r["game"] for r in sp.read_games(packed)] == [0, 1]
    broken = tmp_path / "broken.jsonl.gz"
    broken.write_bytes(gzip.compress(text.encode("utf-8"))[:-12])
    with pytest.raises(SystemExit, match="broken.jsonl.gz: cannot be read as recorded games"):
        sp.read_games(broken)
    assert broken.read_bytes() == gzip.compress(text.encode("utf-8"))[:-12]


def test_a_run_will_not_write_into_a_packed_series(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sp = _bench("selfplay")
    path = tmp_path / "games.jsonl.gz"
    path.write_bytes(b"kept")
    monkeypatch.setattr(sys, "argv", ["selfplay.py", "--level", "easy", "--games", "1", "--out", str(path)])
    with pytest.raises(SystemExit, match="a run writes plain .jsonl"):
        sp.main()
    assert path.read_bytes() == b"kept"
