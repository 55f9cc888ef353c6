"""statistics.json: a file of the wrong shape, nested too deep, too big, not JSON or a folder never crashes the end
of a game or the Statistics screen. It is set aside (dated, never replaced), new statistics start, and the player is
told once."""

from __future__ import annotations

import json
import time
from functools import cache

import pygame
import pytest

from game import records
from game.match import Match
from tests.files.helpers import deep_json


@cache
def _played(seed: int) -> str:
    m = Match(["human", "bot:easy", "bot:easy"], ["Ana", "B", "C"], seed, autosave=False)
    while not m.over:
        if m.bot_to_act() is not None:
            m.run_bot_sync()
        else:
            m.submit(m.to_act, m.legal(m.to_act)[0])
    return json.dumps(m.record())


def finished(seed: int) -> Match:
    rec = json.loads(_played(seed))
    return Match(rec["seats"], rec["names"], seed, rec["actions"], autosave=False)


def _bucket(**changes) -> dict:
    b = {"games": 1, "wins": 0, "score_sum": 40, "best": 40, "cat_sum": {"immortal": 10},
         "games_by_immortal": {"phoenix": 1}, "wins_by_immortal": {}, "games_by_players": {"3": 1},
         "wins_by_players": {}, "scores": [40]}
    b.update(changes)
    return b


def _stats(**changes) -> bytes:
    s = {"version": 1, "players": {"Ana": _bucket()}, "bots": {}, "recent": [], "seen": []}
    s.update(changes)
    return json.dumps(s).encode()


ROW = {"name": "Ana", "seat": "human", "immortal": "phoenix", "total": 40, "breakdown": {"immortal": 10}}
GAME = {"date": "2025-01-01 10:00:00", "seed": 3, "key": "abc", "winner": 0, "rows": [ROW]}

DAMAGED = {   # each crashed the end of a game or the Statistics screen before
    "list": b"[1, 2]",
    "not_json": b"{nope",
    "deep": deep_json(),
    "deep_inside": _stats(recent=[{**GAME, "rows": [{**ROW, "breakdown": {"x": [[[[[[[[1]]]]]]]]}}]}]),
    "huge": b" " * (4 * 1024 * 1024 + 10),
    "bucket_without_scores": _stats(players={"Ana": {"games": 1, "cat_sum": {}}}),
    "games_as_text": _stats(players={"Ana": _bucket(games="3")}),
    "wins_over_games": _stats(players={"Ana": _bucket(wins=5)}),
    "best_as_text": _stats(bots={"easy": _bucket(best="40")}),
    "breakdown_as_list": _stats(players={"Ana": _bucket(cat_sum=[1, 2])}),
    "recent_rows_text": _stats(recent=[{**GAME, "rows": "Ana"}]),
    "recent_total_text": _stats(recent=[{**GAME, "rows": [{**ROW, "total": "40"}]}]),
    "recent_not_objects": _stats(recent=[1, 2]),
    "seen_numbers": _stats(seen=[1, 2]),
    "version_true": _stats(version=True),
    "names_not_text": b'{"version": 1, "players": {"Ana": 7}, "bots": {}, "recent": [], "seen": []}',
    "name_too_long": _stats(players={"A" * 200_000: _bucket()}),
    "score_sum_beyond_a_float": _stats(players={"Ana": _bucket(score_sum=10**400)}),
    "folder": None,
}


def _damage(case: str) -> bytes | None:
    path = records.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = DAMAGED[case]
    if raw is None:
        path.mkdir()
        (path / "inside.txt").write_text("the player's")
    else:
        path.write_bytes(raw)
    return raw


def _asides() -> list:
    return sorted(records.stats_path().parent.glob("statistics.corrupt-*.json"))


def _check_aside(raw: bytes | None) -> None:
    [aside] = _asides()
    if raw is None:
        assert aside.is_dir() and (aside / "inside.txt").read_text() == "the player's"
    else:
        assert aside.read_bytes() == raw                      # byte-identical
    assert aside.name.startswith(f"statistics.corrupt-{time.strftime('%Y%m%d')}")


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_the_end_of_a_game_sets_a_damaged_file_aside_and_counts_the_game(case, user_dirs):
    raw = _damage(case)
    info = records.record_finished(finished(3))
    assert info.counted and info.message.startswith("the statistics file was damaged: kept as statistics.corrupt-")
    assert "\n" not in info.message
    _check_aside(raw)
    stats, note = records.load_stats()
    assert note is None and stats["players"]["Ana"]["games"] == 1
    again = records.record_finished(finished(4))              # said once: the next game says nothing
    assert again.counted and again.message is None
    assert records.load_stats()[0]["players"]["Ana"]["games"] == 2
    _check_aside(raw)


@pytest.fixture
def window(user_dirs):
    from game.ui.app import App, Settings, UIConfig
    app = App(UIConfig(size=(1280, 720), autosave=False), settings=Settings(anim_speed=0.0))
    yield app
    pygame.quit()


@pytest.mark.parametrize("case", ["folder", "bucket_without_scores", "recent_rows_text", "deep", "huge",
                                  "score_sum_beyond_a_float"])
def test_the_statistics_screen_says_so_once_and_its_reset_works(case, window):
    records.keep_game(finished(3).record(), records.final_result(finished(3).record()))   # kept before the damage
    raw = _damage(case)
    window.replace(window.make("statistics"))
    scene = window.stack.top
    window.step(0.016, [])
    assert scene.message.startswith("The statistics file was damaged: kept as statistics.corrupt-")
    _check_aside(raw)
    assert scene.stats["players"] == {}                       # new statistics: the games kept before are not in them
    window.replace(window.make("statistics"))                 # the next visit: no message, no new backup
    scene = window.stack.top
    window.step(0.016, [])
    assert scene.message == "" and len(_asides()) == 1
    reset = next(b for b in scene.buttons if b.label == "Reset statistics")
    reset.action()
    window.stack.top.auto_answer()
    assert scene.message == "Statistics reset." and records.load_stats() == (
        {**records.fresh_stats(), "seen": [records.game_key(finished(3).record())]}, None)
    window.step(0.016, [])
    _check_aside(raw)


def test_a_backup_is_never_replaced(user_dirs, monkeypatch):
    real = time.strftime
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: "20250101-000000" if fmt == "%Y%m%d-%H%M%S"
                        else real(fmt, *a))
    path = records.stats_path()
    older = path.with_name("statistics.corrupt-20250101-000000.json")
    path.parent.mkdir(parents=True)
    older.write_bytes(b"the first damaged file")
    path.write_bytes(b"[the second]")
    stats, note = records.load_stats()
    assert note == "the statistics file was damaged: kept as statistics.corrupt-20250101-000000-2.json, new " \
                   "statistics started"
    assert older.read_bytes() == b"the first damaged file"
    assert older.with_name("statistics.corrupt-20250101-000000-2.json").read_bytes() == b"[the second]"
    assert stats == records.fresh_stats() and not path.exists()


def test_a_file_that_cannot_be_moved_is_not_overwritten(user_dirs, monkeypatch):
    path = records.stats_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{nope")

    def refuse(*_a):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(records.os, "rename", refuse)
    info = records.record_finished(finished(3))
    assert info.message == "the statistics file is damaged and cannot be moved (Permission denied); not saved"
    assert path.read_bytes() == b"{nope" and not _asides()
    assert list(records.games_dir().glob("*.json"))         # the game itself is kept


def test_a_missing_file_is_rebuilt_from_the_kept_games(user_dirs):
    for seed in (3, 4):
        records.record_finished(finished(seed))
    records.stats_path().unlink()
    assert records.repair() == 2
    stats = records.load_stats()[0]
    assert stats["players"]["Ana"]["games"] == 2 and [g["seed"] for g in stats["recent"]] == [3, 4]
    assert records.repair() == 0


def test_the_screen_with_a_file_that_cannot_be_moved_says_so_and_never_overwrites_it(window, monkeypatch):
    path = records.stats_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{nope")

    def refuse(*_a):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(records.os, "rename", refuse)
    window.replace(window.make("statistics"))
    scene = window.stack.top
    window.step(0.016, [])
    assert scene.message == ("The statistics file is damaged and cannot be moved aside (Permission denied): these "
                             "statistics are not saved.")
    scene.reset()
    assert scene.message == "The statistics cannot be saved: Permission denied"
    window.step(0.016, [])
    assert path.read_bytes() == b"{nope" and not _asides()
