"""Continue from a game file: `main.py continue FILE`, the Replays screen's file field, and `match.resume`.

The file is only read; the game goes on in the autosave, and an autosave of another game is kept first."""

from __future__ import annotations

import json

import pygame
import pytest

from game import records
from game.gamefile import SaveError, autosave_path
from game.match import Match, load, resume
from tests.files.helpers import valid_save


def _export(tmp_path, seed: int = 5, actions: int = 40):
    """An exported game file of an unfinished game (as the end screen's Export writes it)."""
    src = valid_save(tmp_path / "source.json", seed=seed, actions=actions)
    path = records.export_game(json.loads(src), tmp_path / "exports")
    return path, json.loads(src)


def test_resume_plays_on_in_the_autosave_and_leaves_the_file_alone(tmp_path, user_dirs):
    path, rec = _export(tmp_path)
    before = path.read_bytes()
    m = resume(path)
    assert m.actions == rec["actions"] and m.save_path == autosave_path()
    m.claim()
    m.autosave()
    assert json.loads(autosave_path().read_bytes())["actions"] == rec["actions"]
    m.run_bot_sync() if m.bot_to_act() is not None else m.submit(m.to_act, m.legal(m.to_act)[0])
    m.autosave()
    m.close()
    assert len(load().actions) == len(rec["actions"]) + 1
    assert path.read_bytes() == before


def test_an_autosave_of_another_game_is_kept_before_it_is_replaced(tmp_path, user_dirs):
    other = valid_save(autosave_path(), seed=9, actions=20)
    path, _ = _export(tmp_path, seed=5)
    m = resume(path)
    m.claim()
    m.autosave()
    m.close()
    kept = sorted(autosave_path().parent.glob("autosave.previous-*.json"))
    assert m.backup in kept and len(kept) == 1 and kept[0].read_bytes() == other


def test_the_same_game_in_the_autosave_is_not_backed_up_again(tmp_path, user_dirs):
    path, _ = _export(tmp_path, seed=5)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_bytes(path.read_bytes())
    m = resume(path)
    m.claim()
    m.close()
    assert m.backup is None
    assert not list(autosave_path().parent.glob("autosave.previous-*.json"))


def test_a_kept_finished_game_resumes_at_its_end(tmp_path, user_dirs):
    m = Match(["bot:easy"] * 3, ["A", "B", "C"], 4, autosave=False)
    while not m.over:
        m.run_bot_sync()
    kept = records.keep_game(m.record(), records.final_result(m.record()))
    assert "result" in json.loads(kept.read_text())
    assert resume(kept).over


@pytest.mark.parametrize("content, why", [
    (None, "no such file"),
    (b"{not json", "not JSON"),
    (b'{"version": 1, "seed": 3, "players": 3, "names": ["A", "B", "C"], "seats": ["human", "bot:easy", '
     b'"bot:easy"], "actions": ["fly:me"]}', "do not replay"),
    (b'{"version": 1, "seed": 3, "players": 3, "names": ["A", "B", "C"], "seats": ["human", "alien", "human"], '
     b'"actions": []}', "seat 2"),
])
def test_a_bad_file_is_one_line_exit_2_no_window_and_untouched(tmp_path, user_dirs, cli, no_window, content, why):
    path = tmp_path / "game.json"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(SaveError, match=why):
        resume(path)
    code, out, err = cli("continue", str(path))
    assert code == 2 and len(err) == 1 and why in err[0] and str(path) in err[0]
    assert (path.read_bytes() == content) if content is not None else not path.exists()
    assert not autosave_path().exists()


def test_the_command_opens_the_window_on_the_file(tmp_path, user_dirs, cli, monkeypatch):
    import game.ui.app
    seen = []
    monkeypatch.setattr(game.ui.app, "run", lambda config: seen.append(config) or 0)
    path, _ = _export(tmp_path)
    assert cli("continue", str(path), "--size", "1280x720")[0] == 0
    assert seen and seen[0].resume == str(path) and seen[0].size == (1280, 720)


def _type(scene, text: str) -> None:
    scene.process_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def _click(scene, rect) -> None:
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))


def test_the_replays_screen_continues_a_typed_file(tmp_path, user_dirs):
    from game.ui.app import App, Settings, UIConfig
    path, rec = _export(tmp_path)
    app = App(UIConfig(size=(1280, 720)), settings=Settings())
    try:
        scene = app.make("replays")
        app.replace(scene)
        scene.continue_file()
        assert "path" in scene.message.lower()   # nothing typed yet: it says what to do
        _click(scene, scene.file_rect)
        _type(scene, str(tmp_path / "missing.json"))
        scene.continue_file()
        assert "no such file" in scene.message and app.stack.top is scene
        scene.file = ""
        _type(scene, str(path))
        app.step(1 / 60, [])
        scene.continue_file()
        table = app.stack.top
        assert type(table).__name__ == "TableScene" and table.match.actions == rec["actions"]
        app.step(1 / 60, [])
        table.match.close()
    finally:
        pygame.quit()
