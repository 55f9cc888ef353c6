"""`main.py review`: the --json object, the text table in both languages, bad input, determinism, the cache key."""

from __future__ import annotations

import json
import re

import pytest
from reviewgames import random_record

from game.cli import main
from game.gamefile import save
from game.review import CLASSES, THRESHOLDS, cache_key, review_record
from game.rules import apply_inplace, new_game, view_for

QUALITY = "6"


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        rc = main(["review", *argv])
    except SystemExit as exc:
        rc = exc.code
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.fixture(scope="module")
def game():
    return random_record(4, 3)


def _decisions(record: dict, seat: int) -> list[tuple[int, str]]:
    """(ply, action) of every decision of `seat` with two or more options."""
    st = new_game(record["players"], record["seed"])
    out = []
    for i, a in enumerate(record["actions"]):
        if st.to_act == seat and len(view_for(st, seat)["legal"]) > 1:
            out.append((i, a))
        apply_inplace(st, a)
    return out


def test_json_has_every_decision_and_a_point_per_action(tmp_path, capsys, game):
    path = tmp_path / "game.json"
    save(game, path)
    rc, out, err = _run(capsys, str(path), "--seat", "2", "--json", "--quality", QUALITY)
    assert rc == 0, err
    data = json.loads(out)
    assert data["seat"] == 2
    made = _decisions(game, 2)
    assert [(d["ply"], d["played"]) for d in data["decisions"]] == made
    for d in data["decisions"]:
        assert set(d) >= {"ply", "phase", "played", "best", "vp_loss", "vp_loss_pm", "class", "reason"}
        assert d["class"] in CLASSES and d["vp_loss"] >= 0 and d["vp_loss_pm"] >= 0 and d["reason"]
        assert (d["class"] == "best") == (d["played"] == d["best"] or d["vp_loss"] < THRESHOLDS["best"])
        if d["class"] in ("mistake", "blunder"):   # only when the loss stands out of its own ±
            assert d["vp_loss"] > d["vp_loss_pm"] and d["vp_loss"] >= THRESHOLDS["inaccuracy"]
    assert data["vp_lost_total"] == pytest.approx(sum(d["vp_loss"] for d in data["decisions"]), abs=0.05)
    good = sum(d["class"] in ("best", "good") for d in data["decisions"])
    assert data["accuracy"] == pytest.approx(100 * good / len(made), abs=0.1)
    assert [p["ply"] for p in data["graph"]] == list(range(len(game["actions"]) + 1))
    assert all(len(p["projected"]) == 4 for p in data["graph"])
    final = data["graph"][-1]["projected"]
    st = new_game(4, game["seed"])
    for a in game["actions"]:
        apply_inplace(st, a)
    assert final == [r["total"] for r in st.result["players"]]
    assert len(data["summary"]["costliest"]) <= 3
    assert sum(k["count"] for k in data["summary"]["by_kind"].values()) == len(made)


def test_text_table_in_french_and_english(tmp_path, capsys, game):
    path = tmp_path / "game.json"
    save(game, path)
    rc, fr, _ = _run(capsys, str(path), "--seat", "1", "--lang", "fr", "--quality", QUALITY)
    assert rc == 0 and "Analyse de P1" in fr and "Précision" in fr and "PV perdus" in fr
    # "siège", not "place" (read as a ranking), and a decimal comma in the seconds too
    assert re.search(r"Analyse de P1 \(siège 1\), qualité \d+ : \d+ décisions en \d+,\d s", fr), fr.splitlines()[0]
    rc, en, _ = _run(capsys, str(path), "--seat", "1", "--quality", QUALITY)
    assert rc == 0 and "Review of P1" in en and "Accuracy" in en and "blunder from 2.5" in en


def test_same_file_seat_and_quality_give_the_same_review(game):
    a = review_record(game, 0, 4)
    b = review_record(json.loads(json.dumps(game)), 0, 4)
    assert a == b and a["key"] == cache_key(game, 0, 4) and json.loads(json.dumps(a)) == a
    assert cache_key(game, 0, 4) != cache_key(game, 1, 4) != cache_key(game, 1, 8)


def test_bad_input_is_one_line_and_status_2_and_leaves_the_file(tmp_path, capsys, game):
    cases = {"damaged.json": "{\"version\": 1, ", "unknown.json": json.dumps({"version": 99}),
             "noreplay.json": json.dumps({**game, "actions": ["pick 999"]})}
    for name, text in cases.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    for name in [*cases, "missing.json"]:
        path = tmp_path / name
        before = path.read_bytes() if path.exists() else None
        rc, out, err = _run(capsys, str(path), "--quality", QUALITY)
        assert rc == 2 and out == "" and len(err.strip().splitlines()) == 1, (name, err)
        assert str(path) in err
        assert (path.read_bytes() if path.exists() else None) == before
    good = tmp_path / "game.json"
    save(game, good)
    for seat in ("4", "-1"):
        rc, out, err = _run(capsys, str(good), "--seat", seat)
        assert rc == 2 and out == "" and "seat" in err and len(err.strip().splitlines()) == 1
    rc, _, err = _run(capsys, str(good), "--quality", "1")
    assert rc == 2 and "--quality" in err
    with pytest.raises(ValueError):
        review_record(game, 7, 4)


def test_a_kept_game_with_its_result_is_read(tmp_path, capsys, game):
    path = tmp_path / "kept.json"
    path.write_text(json.dumps({**game, "finished_at": "2026-01-01 10:00:00", "result": {}}), encoding="utf-8")
    rc, out, err = _run(capsys, str(path), "--json", "--quality", "2", "--seat", "3")
    assert rc == 0, err
    assert json.loads(out)["seat"] == 3


def test_progress_is_reported_and_a_review_can_be_cancelled(game):
    from game.review import ReviewCancelled
    seen: list[tuple[int, int]] = []
    rev = review_record(game, 1, 2, progress=lambda done, total: seen.append((done, total)))
    n = len(rev["decisions"])
    assert seen == [(i + 1, n) for i in range(n)]
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 3
    with pytest.raises(ReviewCancelled):
        review_record(game, 1, 2, stop=stop)


def test_a_kept_review_opens_again_without_search_and_a_damaged_one_is_set_aside(tmp_path, monkeypatch, game):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.review import store
    first = store.cached_review(game, 2, 2)
    path = store.review_path(first["key"])
    assert path.exists() and ":" not in path.name

    def no_search(*args, **kwargs):
        raise AssertionError("searched again")
    monkeypatch.setattr(store, "review_record", no_search)
    assert store.cached_review(game, 2, 2) == first
    path.write_text("{", encoding="utf-8")
    monkeypatch.undo()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert store.cached_review(game, 2, 2) == first
    assert [p.name for p in path.parent.iterdir() if ".bad-" in p.name]   # the damaged file was kept aside
