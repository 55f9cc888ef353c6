"""The after-game screens: Start screen row, Replays list and viewer, Statistics, the calculator."""

import random
import re

import pygame
import pytest

from game import records
from game.match import Match
from game.replay import ALL
from game.ui.screens.stats import immortal_rates


def _finish(seed: int) -> Match:
    m = Match(["human", "bot:easy", "bot:easy"], ["Ana", "B", "C"], seed, autosave=False)
    rnd = random.Random(seed)
    while not m.over:
        if m.bot_to_act() is not None:
            m.run_bot_sync()
        else:
            m.submit(m.to_act, rnd.choice(m.legal(m.to_act)))
    return m


@pytest.fixture(autouse=True)
def _quiet_faces(app):
    """The replay table warms card faces in a thread: stop it before the next test file spies on drawing."""
    yield
    with app.faces._warm_lock:
        app.faces._warm_jobs.clear()
    if app.faces._warm_thread is not None:
        app.faces._warm_thread.join(10)


def _key(app, key, mod=0):
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def _click(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def test_start_screen_row_opens_the_after_screens(app):
    from game.ui.screens.calculator import CalculatorScene
    from game.ui.screens.replays import ReplaysScene
    from game.ui.screens.stats import StatisticsScene
    for label, kind in (("Replays", ReplaysScene), ("Statistics", StatisticsScene),
                        ("Score a table game", CalculatorScene)):
        app.replace(app.make("title"))
        button = next(b for b in app.stack.top.buttons if b.label == label)
        assert button.rect.bottom < app.size[1] - 30
        _click(app, button.rect.center)
        assert isinstance(app.stack.top, kind)


def test_finished_game_opens_in_replays_and_steps_to_the_end(app):
    m = _finish(3)
    records.record_finished(m)
    app.replace(app.make("replays"))
    scene = app.stack.top
    assert [g.seed for g in scene.games] == [3]
    watch = next(b for b in scene.buttons if b.label == "Watch")
    _click(app, watch.rect.center)
    controls = app.stack.top
    rep = controls.replay
    assert rep.length == len(m.actions) and rep.pos == 0
    _key(app, pygame.K_RIGHT)
    assert rep.pos == 1
    _key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert rep.pos == rep.turn_marks[1] or rep.pos in rep.turn_marks
    _key(app, pygame.K_PAGEDOWN)
    assert rep.phase_of(rep.pos) == (1, "kingdom")
    _key(app, pygame.K_LEFT)
    assert rep.phase_of(rep.pos) == (1, "draft")
    _click(app, controls.segments[-2][0].center)   # the timeline jumps to a phase start
    assert rep.pos == controls.segments[-2][1]
    _key(app, pygame.K_END)
    assert rep.pos == rep.length and rep.over
    assert controls.table.view["result"] == m.view(0)["result"]
    assert len(controls.table.panel.log_lines) > 0
    while rep.viewer != ALL:
        controls.cycle_viewer()
    app.step(0.016, [])
    assert all(s["immortal"] for s in controls.table.view["seats"])
    assert not any(type(s).__name__ == "ResultsScene" for s in app.stack.scenes)
    controls.close()
    assert type(app.stack.top).__name__ == "ReplaysScene"


def test_replay_plays_at_speed(app):
    from game.ui.screens.replays import open_viewer
    m = _finish(4)
    open_viewer(app, m.record())
    controls = app.stack.top
    controls.toggle_play()
    for _ in range(30):
        app.step(0.1, [])
    assert 0 < controls.replay.pos < controls.replay.length


def test_replay_export_failure_says_so_in_the_window_language(app, monkeypatch):
    from game.ui.screens.replays import open_viewer

    def full(*_a, **_k):
        raise OSError(28, "No space left on device")
    open_viewer(app, _finish(4).record())
    controls = app.stack.top
    monkeypatch.setattr(records, "export_game", full)
    controls.export()
    assert controls.message == "Cannot export: [Errno 28] No space left on device"
    app.set_lang("fr")
    try:
        controls.export()
        assert controls.message == "Exportation impossible : [Errno 28] No space left on device"
    finally:
        app.set_lang("en")


def test_statistics_immortal_rates_read_right_in_both_languages(app):
    """'100 % (1/1)' with the French space, and an Immortal nobody played says so rather than '0% (0/0)'."""
    from game.ui.text import textfit
    records.record_finished(_finish(5))
    texts = {}
    for lg in ("en", "fr"):
        app.set_lang(lg)
        app.replace(app.make("statistics"))
        textfit.recording(True)
        app.stack.top.draw(app.screen)
        texts[lg] = [m.text for m in textfit.recording(False) if m.kind == "text"]
    app.set_lang("en")
    played = {imm for imm, games, _ in immortal_rates(app.stack.top.stats) if games}
    assert 0 < len(played) < 8 and not any("(0/0)" in t for lg in texts for t in texts[lg])
    assert texts["en"].count("not played") == texts["fr"].count("pas joué") == 8 - len(played)
    assert any(re.fullmatch(r"\d+% \(\d/\d\)", t) for t in texts["en"])
    assert any(re.fullmatch(r"\d+ % \(\d/\d\)", t) for t in texts["fr"])


def test_statistics_screen_and_reset_confirmation(app):
    for seed in (5, 6):
        records.record_finished(_finish(seed))
    app.replace(app.make("statistics"))
    scene = app.stack.top
    assert scene.stats["players"]["Ana"]["games"] == 2
    app.step(0.016, [])
    reset = next(b for b in scene.buttons if b.label == "Reset statistics")
    _click(app, reset.rect.center)
    assert app.stack.top is not scene          # a confirmation first
    assert records.load_stats()[0]["players"]["Ana"]["games"] == 2
    app.stack.top.auto_answer()
    assert records.load_stats()[0]["players"] == {} and scene.stats["players"] == {}


def test_calculator_grid_clicks_and_refusals(app):
    app.replace(app.make("calc"))
    scene = app.stack.top
    _click(app, scene.card_rects[25].center)
    assert 25 in scene.calc.players[0]["cards"] and scene.message == ""
    scene.select(1)
    _click(app, scene.card_rects[25].center)
    assert 25 not in scene.calc.players[1]["cards"] and "already" in scene.message
    total = scene.calc.result["players"][1]["total"]
    plus = [b for b in scene.buttons if b.label == "+"]
    vp_plus = plus[2 + 5]   # players +, discard +, then the counters in order: coins ... vp
    _click(app, vp_plus.rect.center)
    assert scene.calc.players[1]["vp"] == 1 and scene.calc.result["players"][1]["total"] == total + 1
    app.step(0.016, [])


def test_end_screen_actions_export_copy_and_rematch(app):
    from game.ui.panels.aftergame import after_game_actions
    m = _finish(8)
    said = []
    actions = dict(after_game_actions(app, m.record(), said.append))
    actions["Export game"]()
    assert records.exports_dir().exists() and "seed8" in said[-1]
    actions["Copy seed"]()
    assert "8" in said[-1]
    actions["Same deal again"]()
    table = app.stack.top
    assert table.match.seed == 8 and table.match.names == m.names and table.match.seats == m.seats
    actions["Rematch (new deal)"]()
    assert app.stack.top.match.seed != 8 and app.stack.top.match.names == m.names


def test_statistics_screen_reports_a_damaged_file_in_french(app):
    path = records.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("][")
    app.set_lang("fr")
    app.replace(app.make("statistics"))
    scene = app.stack.top
    assert scene.message.startswith("Le fichier de statistiques était abîmé") and "statistics.corrupt-" in scene.message
    assert records.load_stats() == (records.fresh_stats(), None)
    assert [p.read_text() for p in path.parent.glob("statistics.corrupt-*")] == ["]["]
    app.step(0.016, [])
    app.set_lang("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_screens_draw_text_at_13px_or_more(app, monkeypatch, lang):
    from game.ui.screens.replays import open_viewer
    from game.ui.widgets import gfx
    records.record_finished(_finish(9))
    app.set_lang(lang)
    sizes = []
    real = gfx.text

    def spy(s, size, *a, **k):
        if s.strip():
            sizes.append((int(size), s))
        return real(s, size, *a, **k)

    monkeypatch.setattr(gfx, "text", spy)
    surf = app.screen
    for route in ("replays", "statistics", "calc"):
        app.replace(app.make(route))
        app.stack.top.draw(surf)
    calc = app.stack.top
    for k in (1, 25, 33):
        calc.calc.toggle_card(0, k)
    calc.calc.add_culture(0, 25, 2)
    calc._do(calc.calc.toggle_card(0, 99))   # a refusal message too
    calc.draw(surf)
    open_viewer(app, records.read_record(records.list_games()[0].path))
    controls = app.stack.top
    controls.export()
    controls.draw(surf)
    small = [(sz, s) for sz, s in sizes if sz < 13]
    assert sizes and not small, small[:5]
    app.set_lang("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_replays_row_of_six_players_shows_every_name_and_score(app, lang):
    """A 6-player row shrinks its separators and then its size before the last player would be cut."""
    from game.ui.text import textfit
    app.set_lang(lang)
    try:
        app.replace(app.make("replays"))
        scene = app.stack.top
        names = ["Bérénice", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6"]
        scene.games = [records.GameEntry(path=records.games_dir() / "x.json", date="2026-12-07 04:28:00",
                                         names=names, seats=["human"] + ["bot:normal"] * 5, seed=77, winner=0,
                                         scores=[67, 46, 40, 39, 31, 27],
                                         immortals=["goan_sul", "galmi", "phoenix", "justice", "tomorrow", "xian"])]
        textfit.recording(True)
        scene.draw(app.screen)
        marks = textfit.recording(False)
    finally:
        app.set_lang("en")
    row = [m for m in marks if m.kind == "text" and "Bot 6" in m.text]
    assert len(row) == 1 and not row[0].cut
    assert all(f"{n}" in row[0].text for n in names) and row[0].text.rstrip().endswith("27")


def test_every_bar_of_the_score_distribution_names_its_own_scores(app):
    """Scores 34 and 44 make bins 34-35 ... 44-45: the last bar once stood beside a "42" and no label of its own."""
    from game.ui.screens.stats import histogram
    from game.ui.text import textfit
    app.replace(app.make("statistics"))
    scene = app.stack.top
    scene.stats = {"players": {"Ana": {"scores": [34, 44]}}, "bots": {}}
    bins = histogram([34, 44])
    assert [(a, c) for a, _, c in bins if c] == [(34, 1), (44, 1)]
    textfit.recording(True)
    scene._distribution(app.screen, pygame.FRect(0, 0, 420, 440))
    texts = [m.text for m in textfit.recording(False) if m.kind == "text"]
    for a, b, _ in bins:
        assert f"{a}–{b}" in texts or str(a) in texts, (a, texts)


def test_statistics_in_french_write_decimals_with_a_comma(app):
    import re

    from game.ui.text import textfit
    for seed in (5, 6):
        records.record_finished(_finish(seed))
    app.set_lang("fr")
    try:
        app.replace(app.make("statistics"))
        textfit.recording(True)
        app.stack.top.draw(app.screen)
        texts = [m.text for m in textfit.recording(False) if m.kind == "text"]
    finally:
        app.set_lang("en")
    assert any(re.fullmatch(r"\d+,\d", t) for t in texts), texts   # the averages, "39,5"
    assert not any(re.fullmatch(r"\d+\.\d", t) for t in texts), texts
