"""The game review screen: opens a kept game's cached review at once, draws in English and French at 1280x720 and
1920x1080, a decision or a graph point opens the replay there, Cancel stops the worker, a bad file is explained,
Play from here starts the game at that moment; the end screen and the Replays list open it."""

import random

import pygame
import pytest

from game import records
from game.match import Match
from game.review.store import cached_review, save_review

QUALITY = 2   # the search's samples per option: a review of a few seconds at most


def _finish(seed: int) -> Match:
    m = Match(["human", "bot:easy", "bot:easy", "bot:easy"], ["Ana", "Bo", "Cy", "Dee"], seed, autosave=False)
    rnd = random.Random(seed)
    while not m.over:
        if m.bot_to_act() is not None:
            m.run_bot_sync()
        else:
            m.submit(m.to_act, rnd.choice(m.legal(m.to_act)))
    return m


@pytest.fixture(scope="module")
def kept_game():
    """A kept finished 4-player game (its path and record) and seat 0's review, made once for the module."""
    import os
    from pathlib import Path
    assert "XDG_DATA_HOME" in os.environ
    m = _finish(21)
    records.record_finished(m)
    path = records.list_games()[0].path
    record = records.read_record(path)
    review = cached_review(record, 0, QUALITY)
    assert review["decisions"]
    return Path(path), record, review


@pytest.fixture
def kept(app, kept_game):
    """kept_game with its review kept in this test's data folder (the app fixture gives each test its own), and the
    game file there too."""
    import shutil
    path, record, review = kept_game
    save_review(review)
    games = records.games_dir()
    games.mkdir(parents=True, exist_ok=True)
    if not (games / path.name).exists():
        shutil.copy(path, games / path.name)
    return games / path.name, record, review


@pytest.fixture(autouse=True)
def _quiet_faces(app):
    """The replay table warms card faces in a thread: stop it before the next test spies on drawing."""
    yield
    with app.faces._warm_lock:
        app.faces._warm_jobs.clear()
    if app.faces._warm_thread is not None:
        app.faces._warm_thread.join(10)


def _click(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def _open(app, record, **kw):
    scene = app.make("review", record, 0, QUALITY, **kw)
    app.replace(scene)
    app.step(0.016, [])
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_kept_review_opens_at_once_and_draws(app, kept, size, lang):
    from game.ui.i18n import tr
    _path, record, review = kept
    app.window_size = size
    app.screen = app._open_window()
    app.set_lang(lang)
    scene = _open(app, record)
    assert app.size == size
    assert scene.worker.state == "done" and scene.review["key"] == review["key"]
    assert not scene.worker.alive   # nothing was started: the kept review is read
    assert len(scene.row_rects) == min(len(review["decisions"]), scene.visible_rows())
    assert all(app.screen.get_rect().contains(pygame.Rect(r)) for r, _ in scene.row_rects)
    assert scene.graph is not None and scene.graph.plot.w > size[0] * 0.3
    assert scene.buttons[0].label == ("Retour" if lang == "fr" else "Back")
    assert tr("rv:title", name="Ana").startswith("Analyse de la partie" if lang == "fr" else "Game review")
    for _ in range(3):   # scrolling to the end draws every row once
        app.step(0.016, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                            precise_y=-1.0, which=0, touch=False)])
    assert scene.scroll > 0 or len(review["decisions"]) <= scene.visible_rows()
    d = max(review["decisions"], key=lambda d: d["vp_loss"])   # the replay at the costliest moment, with its banner
    scene.open_at(d["ply"])
    app.step(0.016, [])
    banner = app.stack.top
    assert banner.replay.pos == d["ply"] and banner.strip().bottom < size[1] / 3
    banner.close()
    app.set_lang("en")


def test_click_on_a_decision_opens_the_replay_at_its_ply_and_back(app, kept):
    _path, record, review = kept
    scene = _open(app, record)
    rect, ply = scene.row_rects[1]
    _click(app, rect.center)
    banner = app.stack.top
    assert type(banner).__name__ == "ReviewBanner"
    rep = banner.replay
    assert rep.pos == ply and rep.viewer == 0
    assert banner.decision is not None and banner.decision["ply"] == ply
    assert app.stack.scenes[0] is scene   # the review stays under the replay
    app.step(0.016, [])
    banner.close()
    assert app.stack.top is scene and scene.selected == ply


def test_click_on_the_graph_opens_the_marked_moment(app, kept):
    _path, record, review = kept
    scene = _open(app, record)
    d = max(review["decisions"], key=lambda d: d["vp_loss"])
    g = scene.graph
    _click(app, (g.x_of(d["ply"]), g.plot.centery))
    banner = app.stack.top
    assert banner.replay.pos == d["ply"] and banner.decision["played"] == d["played"]
    app.step(0.016, [])
    text = banner._moves(d, *d["labels"]["en"]) if d["played"] != d["best"] else ""
    assert d["labels"]["en"][0] in text or d["played"] == d["best"]


def test_preferred_card_is_outlined_for_a_pick(app, kept):
    _path, record, review = kept
    scene = _open(app, record)
    picks = [d for d in review["decisions"] if d["played"].startswith("pick") and d["played"] != d["best"]]
    if not picks:
        pytest.skip("no pick to improve in this game")
    scene.open_at(picks[0]["ply"])
    app.step(0.016, [])
    banner = app.stack.top
    assert banner.card_rect(picks[0]["best"]) is not None
    assert banner.card_rect(picks[0]["played"]) is not None


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_cancel_stops_the_worker(app, kept, mode):
    _path, record, _review = kept
    scene = app.make("review", record, 1, 400, mode=mode)   # a quality not in the cache: a long review
    app.replace(scene)
    app.step(0.016, [])
    assert scene.worker.state == "running" and scene.busy()
    cancel = next(b for b in scene.buttons if b.label == "Cancel")
    _click(app, cancel.rect.center)
    assert scene.worker.state == "cancelled"
    assert scene.worker.join(20) and not scene.worker.alive
    app.step(0.016, [])
    assert any(b.label == "Review again" for b in scene.buttons) and not scene.busy()


def test_background_review_reports_progress_and_finishes(app, kept):
    _path, record, _review = kept
    scene = app.make("review", record, 2, QUALITY)   # seat 2 is not in the cache
    app.replace(scene)
    assert scene.worker.state == "running"
    assert scene.worker.join(120)
    # the worker's thread ended it between two frames: the app must still wake to show the results (it once slept
    # until the next mouse move, on "29 of 29...")
    assert not scene.busy() and app.wake_in() is not None
    app.step(0.016, [])
    assert scene.worker.state == "done" and scene.worker.total == len(scene.review["decisions"])
    assert app.wake_in() is None   # shown: nothing more to wait for
    assert scene.row_rects
    again = app.make("review", record, 2, QUALITY)   # same file, seat and quality: the same review, at once
    assert again.worker.state == "done" and again.review == scene.review


def test_seat_choice_reviews_another_seat(app, kept):
    _path, record, _review = kept
    scene = _open(app, record)
    bo = next(b for b in scene.buttons if b.label == "Bo")
    _click(app, bo.rect.center)
    assert scene.seat == 1 and scene.worker.seat == 1
    scene.cancel()


def test_bad_file_shows_a_readable_message_and_is_left_alone(app, tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"seed": 3, "actions": [')
    scene = app.make("review", path=bad)
    app.replace(scene)
    app.step(0.016, [])
    assert scene.problem.startswith("Cannot review this game:") and "broken.json" in scene.problem
    assert scene.worker is None and bad.read_text() == '{"seed": 3, "actions": ['
    missing = app.make("review", path=tmp_path / "nope.json")
    assert "nope.json" in missing.problem


def test_bad_seat_is_refused(app, kept):
    _path, record, _review = kept
    scene = app.make("review", record, 7, QUALITY)
    assert "seat 7" in scene.problem and scene.worker is None


def test_play_from_here_starts_the_game_at_that_moment(app, kept):
    from game.ui.review.banner import from_here_record
    _path, record, review = kept
    d = review["decisions"][2]
    cut = from_here_record(record, 1, d["ply"])
    assert cut["actions"] == record["actions"][:d["ply"]] and cut["seats"][1] == "human"
    assert cut["seats"][2:] == record["seats"][2:]
    scene = _open(app, record)
    scene.open_at(d["ply"])
    banner = app.stack.top
    banner.play()
    assert banner.message == ""
    table = app.stack.top
    assert type(table).__name__ == "TableScene"
    assert table.match.actions == record["actions"][:d["ply"]] and table.match.seed == record["seed"]
    assert table.match.seats == record["seats"]   # seat 0 was human already


def test_replays_row_and_end_screen_open_the_review(app, kept):
    path, record, _review = kept
    records.games_dir().mkdir(parents=True, exist_ok=True)
    (records.games_dir() / path.name).write_bytes(path.read_bytes())   # this test's own data folder
    app.replace(app.make("replays"))
    rows = [b for b in app.stack.top.buttons if b.label == "Review"]
    assert len(rows) == 2   # the kept game's row, and the typed file's
    _click(app, rows[0].rect.center)
    scene = app.stack.top
    assert type(scene).__name__ == "ReviewScene" and scene.record["actions"] == record["actions"]
    scene.close()
    assert type(app.stack.top).__name__ == "ReplaysScene"
    view = Match(record["seats"], record["names"], record["seed"], record["actions"], autosave=False).view(0)

    class _Table:
        def end_info(self):
            return {"record": record, "hints": {}, "note": ""}
    app.stack.scenes.insert(0, _Table())
    res = app.make("results", view, record["names"], record["seats"])
    app.push(res)
    btn = next(b for b in res.buttons if b.label == "Review my game")
    btn.action()
    assert type(app.stack.top).__name__ == "ReviewScene" and app.stack.top.seat == 0


def test_the_banner_says_best_moves_and_plain_moments_in_words(app, kept):
    """At a decision that was the search's choice, and between decisions, the banner says so in words (both once
    showed their raw text key)."""
    from game.ui.text import textfit
    _path, record, review = kept
    scene = _open(app, record)
    best = next(d for d in review["decisions"] if d["played"] == d["best"])
    plies = {d["ply"] for d in review["decisions"]}
    plain = next(p for p in range(1, 200) if p not in plies)
    for ply in (best["ply"], plain):
        scene.open_at(ply)
        app.step(0.016, [])
        banner = app.stack.top
        textfit.recording(True)
        banner.draw(app.screen)
        texts = [m.text for m in textfit.recording(False) if m.kind == "text"]
        assert texts and not any("rv:" in t for t in texts), texts
        if ply == best["ply"]:
            assert any(t.startswith("Best move at action") for t in texts), texts
        banner.close()
