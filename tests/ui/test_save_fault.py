"""Keeping a game, told at the table: an autosave that fails mid-game gets a toast with the reason once, then "Not
saved" in the top bar until an autosave works again (before, `Match.save_error` was set and nothing on screen said
so); a finished game is kept and counted, and a note says in the window's language when that went wrong."""

import pygame

from game import storage
from game.match import Match
from game.ui.table import TableScene
from game.ui.text import textfit
from tests.ui.test_table import _finished


def _texts(scene):
    textfit.recording(True)
    scene.draw(pygame.Surface(scene.app.size))
    marks = textfit.recording(False)
    return [m for m in marks if m.kind == "text"]


def _toast_lines(texts, msg):
    """The toast's lines, top to bottom: its first line and the lines centred under it that are part of msg (the
    last may be short: "on device"), whatever the length of the temporary path in it."""
    first = next(m for m in texts if msg.startswith(m.text) and len(m.text) > 10)
    mid = first.rect[0] + first.rect[2] / 2
    return sorted((m for m in texts if m.text in msg and m.rect[1] >= first.rect[1]
                   and abs(m.rect[0] + m.rect[2] / 2 - mid) <= 1), key=lambda m: m.rect[1])


def _table_saving_to(app, path):
    match = Match(["human", "bot:easy", "bot:easy"], ["P0", "P1", "P2"], 3, save_path=path)
    match.claim()
    match.autosave()
    scene = TableScene(app, match)
    app.push(scene)
    scene.tweens.finish_all()
    return match, scene


def _full_disk(*_a, **_k):
    raise OSError(28, "No space left on device")


def _pick(match, scene):
    action = next(a for a in scene._legal() if a.startswith("pick "))
    assert scene.submit(action)
    scene.tweens.finish_all()


def test_a_failed_autosave_is_said_once_and_stays_in_the_top_bar(app, tmp_path, monkeypatch):
    match, scene = _table_saving_to(app, tmp_path / "autosave.json")
    try:
        assert match.save_fault is None and not any("Not saved" in m.text for m in _texts(scene))
        monkeypatch.setattr(storage, "write_atomic", _full_disk)
        _pick(match, scene)
        assert match.save_error == f"cannot write {tmp_path / 'autosave.json'}: No space left on device"
        assert scene.banners.msg_err and scene.banners.msg == f"This game is not being saved: {match.save_error}"
        texts = _texts(scene)
        assert any(m.text == "Not saved" and not m.cut for m in texts)
        toast = _toast_lines(texts, scene.banners.msg)
        assert " ".join(m.text for m in toast) == scene.banners.msg   # every word drawn, none cut
        assert len(toast) >= 2 and not any(m.cut for m in toast)       # the long path wraps inside the screen
        assert all(0 <= m.rect[0] and m.rect[0] + m.rect[2] <= app.size[0] for m in toast)
        scene.banners.msg_ttl = 0.0                        # the toast is gone; hovering the tag says why again
        scene.pointer.mouse = scene.panel.fault_rect.center
        assert "No space left on device" in " ".join(m.text for m in _texts(scene))
        scene.banners.msg = ""
        _pick(match, scene) if any(a.startswith("pick ") for a in scene._legal()) else scene.sync()
        assert scene.banners.msg == ""                    # said once, not at every action
        monkeypatch.undo()                                # the disk has room again: the next autosave works
        match.autosave()
        scene.sync()
        assert match.save_fault is None and not any("Not saved" in m.text for m in _texts(scene))
    finally:
        match.close()


def test_the_fault_is_said_in_french(app, tmp_path, monkeypatch):
    match, scene = _table_saving_to(app, tmp_path / "autosave.json")
    app.set_lang("fr")
    try:
        monkeypatch.setattr(storage, "write_atomic", _full_disk)
        _pick(match, scene)
        assert scene.banners.msg == (f"Cette partie n'est pas enregistrée : impossible d'écrire "
                                     f"{tmp_path / 'autosave.json'} : No space left on device")
        assert any(m.text == "Non enregistrée" for m in _texts(scene))
    finally:
        app.set_lang("en")
        match.close()


def _finished_table(monkeypatch, tmp_path, lang="en"):
    from game.ui.app import App, Settings, UIConfig
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = App(UIConfig(size=(1280, 720), autosave=True, lang=lang), settings=Settings(anim_speed=0.0))
    scene = TableScene(app, _finished())
    app.push(scene)
    for _ in range(5):
        app.step(1 / 60, [])
    return scene


def test_a_finished_game_that_cannot_be_kept_says_so_on_the_end_screen(monkeypatch, tmp_path):
    from game import records
    monkeypatch.setattr(records, "keep_game", _full_disk)
    try:
        scene = _finished_table(monkeypatch, tmp_path)
        assert scene.finished_note == "This game could not be kept or counted: [Errno 28] No space left on device"
    finally:
        pygame.quit()


def test_a_damaged_statistics_file_is_said_in_french_on_the_end_screen(monkeypatch, tmp_path):
    from game import records
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    records.stats_path().parent.mkdir(parents=True, exist_ok=True)
    records.stats_path().write_bytes(b"{")
    try:
        scene = _finished_table(monkeypatch, tmp_path, lang="fr")
        assert scene.finished_note.startswith("Le fichier de statistiques") and "statistics.corrupt-" in \
            scene.finished_note, scene.finished_note
    finally:
        pygame.quit()


def test_a_finished_game_is_kept_and_counted(monkeypatch, tmp_path):
    """When the end screen opens, the game joins the Replays list and the statistics (not in scripted runs)."""
    from game import records
    try:
        scene = _finished_table(monkeypatch, tmp_path)
        [entry] = records.list_games()
        stats, problem = records.load_stats()
        assert problem is None and stats["players"]["Ann"]["games"] == 1
        assert scene.finished_note == ""
    finally:
        pygame.quit()
