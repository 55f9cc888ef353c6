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


def test_every_kept_series_replays_to_its_recorded_scores() -> None:
    """The series kept in bench/data are data the fits stand on: each is one series, numbered without a gap, and
    every game replays under today's rules to the end and to the final scores it was recorded with (a change of
    rules that alters a recorded game shows here)."""
    import gzip

    from game.rules import apply_inplace

    sp = _bench("selfplay")
    packs = sorted((ROOT / "bench" / "data").glob("*.jsonl.gz"))
    assert packs, "bench/data keeps at least one recorded series"
    for pack in packs:
        games = sp.read_games(pack)
        assert [r["game"] for r in games] == list(range(len(games)))
        assert len({(r["players"], r["seed"], r["level"]) for r in games}) == 1
        with gzip.open(pack, "rt", encoding="utf-8") as fh:
            scores = {rec["game"]: rec["scores"] for rec in map(json.loads, fh)}
        for r in games:
            st = None
            for st, a in sp.moves((r["game"], r["players"], r["seed"], r["level"], r["actions"])):
                apply_inplace(st, a)
            assert st is not None and st.over, (pack.name, r["game"])
            assert [p["total"] for p in st.result["players"]] == scores[r["game"]], (pack.name, r["game"])


def test_iterate_picks_reads_the_decisions_of_a_recorded_game() -> None:
    """`iterate_picks.py collect --games-file` replays a recorded game: one row per pick among two or more cards,
    per play question and per open Kingdom choice, each naming the option the record took, with no search values."""
    from game.rules import apply_inplace, legal_actions

    sp, it = _bench("selfplay"), _bench("iterate_picks")
    rec = sp.record((2, 4, 7, "easy", None))
    job = (2, 4, 7, "easy", rec["actions"])
    rows = it._replayed(job)
    taken = []
    for st, a in sp.moves(job):
        opts = [x for x in legal_actions(st) if x != "reveal"]
        kind = st.pending.kind if st.pending is not None else ""
        if (kind == "pick" and len(opts) >= 2) or (kind == "play" and set(opts) == {"play", "transform"}):
            taken.append((kind, a))
        apply_inplace(st, a)
    mine = [(r.get("kind", "pick"), r["opts"][r["y"]]) for r in rows if r.get("kind", "pick") != "kingdom"]
    assert mine == taken and len(taken) > 20
    kingdom = [r for r in rows if r.get("kind") == "kingdom"]
    assert kingdom and all(len(r["opts"]) >= 2 and r["opts"][r["y"]] in r["opts"] for r in kingdom)
    assert all(r["v"] is None and r["g"] == 2 for r in rows)
