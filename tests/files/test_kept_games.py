"""Kept games (games/): only the game's own files are ever removed, never the one just written; one bad kept game
never takes the Replays screen away (it is listed greyed with its reason, read within a size and depth bound); a
kill between keeping a finished game and counting it is repaired the next time the game starts."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pygame
import pytest

from game import records
from game.gamefile import autosave_path
from game.match import Match
from tests.files.helpers import deep_json

T0 = 1_700_000_000   # a fixed clock for kept games' names


@cache
def _played(seed: int) -> str:
    m = Match(["bot:easy"] * 3, ["A", "B", "C"], seed, autosave=False)
    while not m.over:
        m.run_bot_sync()
    return json.dumps(m.record())


def finished(seed: int = 4, names: tuple[str, ...] = ("A", "B", "C")) -> Match:
    """A finished 3-bot game; other names make another game (another key) with the same deal and actions."""
    rec = json.loads(_played(seed))
    return Match(rec["seats"], list(names), seed, rec["actions"], autosave=False)


def keep(m: Match, when: float) -> Path:
    return records.keep_game(m.record(), records.final_result(m.record()), when=when)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


# ---------------------------------------------------------------------------------------------- item 1: pruning

def test_keeping_the_last_games_removes_only_the_games_own_files(user_dirs, monkeypatch):
    monkeypatch.setattr(records, "KEEP", 3)
    folder = records.games_dir()
    folder.mkdir(parents=True)
    theirs = {
        "my notes.json": b'{"mine": true}',                                  # the player's own file
        "00000000-000000_seed1_0123456789.json": b'{"version": 1}',         # our name pattern, not our content
        "00000000-000001_seed4_aaaaaaaaaa.json": json.dumps(finished(4, ("X", "Y", "Z")).record()).encode(),  # key
        "zzz.json": b"[1, 2, 3]",                                            # sorts after every kept game
        "20231114-221320_seed4_notakey.json": b"{}",
    }
    for name, raw in theirs.items():
        (folder / name).write_bytes(raw)
    written = [keep(finished(4, (f"P{g}", "B", "C")), T0 + g * 60) for g in range(5)]
    left = snapshot(folder)
    for name, raw in theirs.items():
        assert left[name] == raw                       # byte-identical, never removed
    ours = sorted(set(left) - set(theirs))
    assert ours == sorted(p.name for p in written[-3:])   # the newest KEEP of the game's own kept games
    assert [e.names[0] for e in records.list_games() if e.problem is None] == ["P4", "P3", "P2"]


def test_the_game_just_finished_is_never_the_one_removed(user_dirs, monkeypatch):
    """A clock set back: the new game's name sorts before every kept game, and it still stays."""
    monkeypatch.setattr(records, "KEEP", 3)
    newer = [keep(finished(4, (f"N{g}", "B", "C")), T0 + g * 60) for g in range(3)]
    back = keep(finished(4, ("Back", "B", "C")), T0 - 10 * 365 * 86400)
    assert back.exists() and back.name < min(p.name for p in newer)
    assert not newer[0].exists() and newer[1].exists() and newer[2].exists()
    assert len(list(records.games_dir().glob("*.json"))) == 3


def test_keeping_the_same_game_twice_writes_one_file(user_dirs):
    m = finished(5)
    first = keep(m, T0)
    assert keep(m, T0 + 3600) == first and len(list(records.games_dir().iterdir())) == 1


# ---------------------------------------------------------------------------------------------- item 3: listing

def _kept_name(m: Match, when: float = T0) -> str:
    import time
    return f"{time.strftime('%Y%m%d-%H%M%S', time.localtime(when))}_seed{m.seed}_{records.game_key(m.record())}.json"


def _with(m: Match, **changes) -> bytes:
    data = json.loads(keep(m, T0).read_bytes())
    data.update(changes)
    return json.dumps(data).encode()


def _bad_files() -> dict[str, tuple[bytes, str]]:
    """name -> (bytes, what the greyed row says); each name is a kept game's name (the key matches when it can)."""
    out: dict[str, tuple[bytes, str]] = {}
    m = finished(6, ("Deep", "B", "C"))
    deep_result = {"winner": 0, "players": [[[[[[[[[[[[1]]]]]]]]]]]]}
    out[_kept_name(m, T0 + 1)] = (_with(m, result=deep_result), "nested too deeply (more than 8 levels)")
    m = finished(6, ("Nums", "B", "C"))
    out[_kept_name(m, T0 + 2)] = (_with(m, names=[1, 2, 3]), "name 1 must be text of 1 to 40 characters, got 1")
    out["20231114-000003_seed6_0000000000.json"] = (deep_json(), "not usable JSON: nested too deeply")
    out["20231114-000004_seed6_0000000001.json"] = (b'{"version": 1, "seed": 6, "names": ["' + b"x" * 20_000_000
                                                    + b'"]}', "larger than 1 MB")
    raw = _with(finished(6, ("Bad", "B", "C")), actions=["fly away"], result="lost")
    out[f"20231114-000005_seed6_{records.game_key(json.loads(raw))}.json"] = (raw, "does not replay")
    out["20231114-000006_seed6_0000000002.json"] = (b"[]", "the top level is not an object")
    m = finished(6, ("Moved", "B", "C"))
    out["20231114-000007_seed6_" + records.game_key(finished(6).record()) + ".json"] = (
        _with(m), "its content is not the game its name says")
    out["notes.json"] = (b"{}", "not a kept game's name")
    return out


def _readable_oddities() -> dict[str, tuple[bytes, list[int]]]:
    """Kept games whose stored result is damaged (wrong type, winner out of range, text for a number): listed with
    the result the game replays to."""
    out = {}
    for i, result in enumerate(("lost", {"winner": 7, "players": []}, {"winner": "0", "players": "all"},
                                {"winner": 0, "players": [{"total": "12", "immortal": 3, "breakdown": []}] * 3})):
        m = finished(7, (f"R{i}", "B", "C"))
        truth = records.final_result(m.record())
        out[_kept_name(m, T0 + 100 + i)] = (_with(m, result=result), [r["total"] for r in truth["players"]])
    return out


def _clear_games() -> None:
    for p in records.games_dir().glob("*.json"):
        p.unlink()


def test_the_replays_list_shows_every_file_and_marks_what_cannot_be_read(user_dirs):
    bad, odd = _bad_files(), _readable_oddities()
    _clear_games()
    good = keep(finished(8, ("Good", "B", "C")), T0 + 500)
    folder = records.games_dir()
    for name, (raw, _) in {**bad, **odd}.items():
        (folder / name).write_bytes(raw)
    before = snapshot(folder)
    entries = {e.path.name: e for e in records.list_games()}
    assert set(entries) == set(before)                      # nothing skipped
    for name, (_, why) in bad.items():
        assert entries[name].problem and why in entries[name].problem, (name, entries[name].problem)
        assert "\n" not in entries[name].problem
    for name, (_, totals) in odd.items():
        assert entries[name].problem is None and entries[name].scores == totals
    assert entries[good.name].problem is None and entries[good.name].names == ["Good", "B", "C"]
    assert snapshot(folder) == before                       # listing changes nothing


@pytest.fixture
def window(user_dirs):
    from game.ui.app import App, Settings, UIConfig
    app = App(UIConfig(size=(1280, 720), autosave=False), settings=Settings(anim_speed=0.0))
    yield app
    with app.faces._warm_lock:
        app.faces._warm_jobs.clear()
    app.faces.wait(10)   # the replay table warms card faces in a thread
    pygame.quit()


def _click(app, pos) -> None:
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def test_the_replays_screen_greys_bad_rows_and_still_watches_the_good_one(window, monkeypatch):
    bad = _bad_files()
    _clear_games()
    folder = records.games_dir()
    for name, (raw, _) in bad.items():
        (folder / name).write_bytes(raw)
    good = keep(finished(8, ("Good", "B", "C")), T0 + 500)
    before = snapshot(folder)
    from game.ui.widgets import gfx
    drawn: list[str] = []
    real = gfx.blit_text
    monkeypatch.setattr(gfx, "blit_text", lambda surf, text, *a, **k: (drawn.append(text), real(surf, text, *a,
                                                                                                 **k))[1])
    window.replace(window.make("replays"))
    scene = window.stack.top
    for _ in range(2):                                # every visit: the screen opens and draws
        window.step(0.016, [])
        scene.turn(1)
        window.step(0.016, [])
        scene.turn(-1)
    rows = scene.games[:scene.PER_PAGE]
    watch = [b for b in scene.buttons if b.label == "Watch"][:len(rows)]
    assert [b.enabled for b in watch] == [g.problem is None for g in rows]
    deep = next(g for g in rows if g.path.name == "20231114-000003_seed6_0000000000.json")
    assert any(t.startswith("Cannot be read: not usable JSON: nested too deeply") for t in drawn)
    assert deep.date == "2023-11-14 00:00"
    assert rows[0].path == good and watch[0].enabled          # the newest, readable game first
    greyed = next(i for i, g in enumerate(rows) if g.problem)
    _click(window, watch[greyed].rect.center)
    assert window.stack.top is scene                          # a greyed row does nothing
    _click(window, watch[0].rect.center)
    assert type(window.stack.top).__name__ == "ReplayControls"
    window.step(0.016, [])
    assert snapshot(folder) == before


# ---------------------------------------------------------------------------------------------- item 6: kills

class Killed(BaseException):
    """Stands for the process being killed at that point."""


def _kill(*_args, **_kw):
    raise Killed


def test_a_kill_between_keeping_and_counting_is_counted_at_the_next_start(user_dirs, monkeypatch):
    m = finished(9, ("Ana", "B", "C"))
    with monkeypatch.context() as mp, pytest.raises(Killed):
        mp.setattr(records, "save_stats", _kill)
        records.record_finished(m)
    [kept] = records.games_dir().glob("*.json")              # the game was kept (one atomic write)...
    assert not records.stats_path().exists()                  # ...and not counted
    assert [e.names for e in records.list_games()] == [["Ana", "B", "C"]]
    assert records.repair() == 1                              # the next start counts it
    stats, note = records.load_stats()
    assert note is None and stats["bots"]["easy"]["games"] == 3 and len(stats["recent"]) == 1
    assert [r["name"] for r in stats["recent"][0]["rows"]] == ["Ana", "B", "C"]
    assert records.repair() == 0 and not records.record_finished(m).counted   # idempotent
    assert records.load_stats()[0]["bots"]["easy"]["games"] == 3
    assert kept.exists()


def test_a_kill_before_keeping_is_kept_and_counted_at_the_next_start(user_dirs, monkeypatch):
    """The game ended and the autosave holds it, but the process died before it was kept."""
    rec = finished(10, ("Bo", "B", "C")).record()
    m = Match(rec["seats"], rec["names"], rec["seed"], rec["actions"][:-1], save_path=autosave_path())
    m.submit(m.to_act, rec["actions"][-1])                    # the last move, autosaved
    assert m.over
    m.close()
    with monkeypatch.context() as mp, pytest.raises(Killed):
        mp.setattr(records, "keep_game", _kill)
        records.record_finished(m)
    assert records.list_games() == [] and not records.stats_path().exists()
    saved = autosave_path().read_bytes()
    from game.ui.app import UIConfig, run
    seen = {}

    def first_screen(self):
        seen["games"] = [e.names for e in records.list_games()]
        return 0
    monkeypatch.setattr("game.ui.app.App.run", first_screen)
    assert run(UIConfig(size=(800, 600))) == 0                # the game window starts: the repair runs first
    pygame.quit()
    assert seen["games"] == [["Bo", "B", "C"]]
    stats = records.load_stats()[0]
    assert stats["bots"]["easy"]["games"] == 3 and stats["recent"][0]["rows"][0]["name"] == "Bo"
    assert autosave_path().read_bytes() == saved             # the autosave itself is only read
    assert records.repair() == 0
