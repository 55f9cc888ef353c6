"""Seat names: the same defaults from New game and the command line; "You" only for the one human at the screen;
one person counted once in Statistics; one colour per scoring category on the end screen and in Statistics."""

import pytest

from game import records
from game.labels import person_key
from game.match import Match
from game.ui import i18n
from game.ui.screens import stats
from game.ui.table import TableScene
from game.ui.text.logtext import entry_lines
from game.ui.text.names import default_name, fill_names, header_name, results_label, seat_label, table_you, you_seat
from game.ui.widgets import chart


@pytest.fixture
def french():
    i18n.set_lang("fr")
    yield
    i18n.set_lang("en")


def test_default_names_follow_the_seat_kind():
    seats = ["human", "bot:normal", "bot:hard", "human"]
    assert fill_names(None, seats) == ["Player 1", "Bot 2", "Bot 3", "Player 4"]
    assert fill_names(["Ana", " "], seats) == ["Ana", "Bot 2", "Bot 3", "Player 4"]
    assert default_name(1, "bot:easy") == "Bot 2"


def test_default_names_in_french(french):
    assert fill_names(None, ["human", "bot:easy", "human"]) == ["Joueur 1", "Bot 2", "Joueur 3"]


def test_new_game_names_seats_as_the_command_line_does(app):
    from game.ui.screens.menus import NewGameScene
    scene = NewGameScene(app, app.stack.top)
    started = {}
    app.start_game = lambda seats, names, seed, variants=None: started.update(seats=seats, names=names)
    scene.start()
    assert started["names"] == fill_names(None, started["seats"])
    assert started["names"] == ["Player 1", "Bot 2", "Bot 3", "Bot 4"]
    scene._cycle(0)   # human -> bot: the untouched default name follows
    assert scene.names[0] == "Bot 1"
    scene.fields[1].value = "Zoé"
    scene._cycle(1)   # a typed name stays
    assert scene.names[1] == "Zoé"


def test_new_game_defaults_follow_the_language(app):
    from game.ui.screens.menus import NewGameScene
    scene = NewGameScene(app, app.stack.top)
    scene.fields[2].value = "Zoé"
    i18n.set_lang("fr")
    try:
        scene.resize(app.size)
        assert [f.value for f in scene.fields] == ["Joueur 1", "Bot 2", "Zoé", "Bot 4"]
    finally:
        i18n.set_lang("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_says_what_each_bot_level_is_like(app, lang):
    """Under the seats, one line per pair of levels at most, broken between two levels (never after a dot), whole."""
    import pygame

    from game.ui.screens.menus import NewGameScene
    from game.ui.text import textfit
    i18n.set_lang(lang)
    try:
        scene = NewGameScene(app, app.stack.top)
        scene._set_n(6)
        textfit.recording(True)
        try:
            scene.draw(pygame.Surface(app.size))
            marks = textfit.recording(True)
        finally:
            textfit.recording(False)
        said = [m for m in marks if m.kind == "box" and "Normal" in m.text]
        assert len(said) == 1 and not said[0].cut and not said[0].overflow
        lines = said[0].text.split("\n")
        assert all(not line.rstrip().endswith("·") for line in lines)
        assert " ".join(lines).replace("  ·  ", " ") == i18n.tr("levels_help").replace("  ·  ", " ")
        field = scene.seed_field.rect
        assert said[0].rect[1] + said[0].rect[3] <= field.y   # above the seed, below the last seat
    finally:
        i18n.set_lang("en")


def test_you_only_for_the_one_human_at_the_screen():
    names = ["Ana", "Bob", "Bot 3"]
    assert seat_label(names, 0, 0, 1) == "You"
    assert seat_label(names, 1, 0, 1) == "Bob"
    assert seat_label(names, 0, 0, 2) == "Ana"   # hot-seat: the screen is shared
    assert seat_label(names, 0, None, 1) == "Ana"   # a replay or a spectator: nobody is "You"
    assert you_seat(["human", "bot:easy", "bot:easy"], 0) == 0
    assert you_seat(["human", "human", "bot:easy"], 0) is None
    assert you_seat(["human", "bot:easy", "bot:easy"], 1) is None


def test_never_you_twice():
    assert header_name("You", "human", True) == "You"
    assert header_name("Ana", "human", True) == "Ana (you)"
    assert header_name("Bot 2", "bot:hard", False) == "Bot 2 (hard)"
    assert results_label(["You", "Bot 2", "Bot 3"], ["human", "bot:easy", "bot:easy"], 0) == "You"
    assert results_label(["Ana", "Bot 2", "Bot 3"], ["human", "bot:easy", "bot:easy"], 0) == "Ana (you)"
    assert results_label(["Ana", "Bob", "Bot 3"], ["human", "human", "bot:easy"], 0) == "Ana"


def _play_until_kingdom(match):
    for _ in range(2000):
        if match.view(0)["phase"] == "kingdom" or match.over:
            return
        if match.bot_to_act() is not None:
            match.run_bot_sync()
            continue
        seat = match.to_act
        match.submit(seat, match.legal(seat)[0])


def _log_text(match, seat, you):
    return "\n".join(line for e in match.log_for(seat) for line in entry_lines(e, match.names, seat, you=you))


def test_hot_seat_log_names_everyone(french):
    match = Match(["human", "human", "bot:easy"], ["Ann", "Bob", "Bot 3"], 4, autosave=False)
    _play_until_kingdom(match)
    shared = _log_text(match, 1, you=False)
    assert "Vous" not in shared and "vous" not in shared.replace("Vous", "")
    assert "Bob choisit" in shared   # the private draft lines name the seat whose screen it is
    alone = _log_text(match, 1, you=True)
    assert "Vous choisissez" in alone


def test_tables_call_nobody_you_in_hot_seat(app):
    hot = TableScene(app, Match(["human", "human", "bot:easy"], ["Ann", "Bob", "Bot 3"], 4, autosave=False))
    assert table_you(hot) is None
    solo = TableScene(app, Match(["human", "bot:easy", "bot:easy"], ["Ann", "Bot 2", "Bot 3"], 4, autosave=False))
    assert table_you(solo) == solo.viewer == 0


def test_replay_of_a_seat_calls_nobody_you(app):
    from game.replay import ReplayMatch
    from game.ui.screens.replayview import ReplayTable
    match = Match(["human", "bot:easy", "bot:easy"], ["Ann", "Bot 2", "Bot 3"], 4, autosave=False)
    _play_until_kingdom(match)
    table = ReplayTable(app, ReplayMatch(match.record(), 0))
    assert table_you(table) is None


def _result(names_totals):
    cats = {c: 0 for c in records.CATEGORIES}
    return {"winner": 0, "players": [{"total": t, "immortal": "justice", "breakdown": dict(cats, vp_tokens=t)}
                                     for t in names_totals]}


def test_statistics_count_one_person_once():
    st = records.fresh_stats()
    rec = {"seed": 1, "seats": ["human", "human", "bot:easy"], "names": ["Ana", "ana ", "Bot 3"], "actions": []}
    assert records.add_game(st, rec, _result([30, 20, 10]))
    assert list(st["players"]) == ["Ana"] and st["players"]["Ana"]["games"] == 1
    rec2 = {"seed": 2, "seats": ["human", "bot:easy", "bot:easy"], "names": ["Joueur 1", "Bot 2", "Bot 3"],
            "actions": []}
    rec3 = dict(rec2, seed=3, names=["Player 1", "Bot 2", "Bot 3"])
    records.add_game(st, rec2, _result([30, 20, 10]))
    records.add_game(st, rec3, _result([30, 20, 10]))
    assert st["players"]["Player 1"]["games"] == 2 and "Joueur 1" not in st["players"]
    assert person_key("Joueur 4") == "Player 4" and person_key("  Zoé ") == "Zoé"


def test_one_colour_per_category_on_the_end_screen_and_in_statistics():
    assert stats.CAT_COLOURS is chart.CAT_COLOURS
    assert set(chart.CAT_COLOURS) == set(records.CATEGORIES)
    assert len(set(chart.CAT_COLOURS.values())) == len(chart.CAT_COLOURS)


@pytest.mark.parametrize("seats,you", [(["human", "human", "bot:easy"], None), (["human", "bot:easy", "bot:easy"], 0)])
def test_shared_panels_call_nobody_you_in_hot_seat(app, seats, you):
    """The draft summary ("Vous +3 pièces" for Bob) gets the seat it may call "You": none in hot-seat."""
    from game.ui.panels.draftpanel import summary_lines
    from game.ui.panels.explain import explain_batch
    match = Match(seats, ["Ann", "Bob", "Bot 3"], 4, autosave=False)
    _play_until_kingdom(match)
    table = TableScene(app, match)
    made = []
    real = app.make
    app.make = lambda name, *a, **k: made.append((name, a)) or real(name, *a, **k)
    try:
        explain_batch(table, [{"t": "phase", "phase": "kingdom"}])
    finally:
        app.make = real
    name, args = next(m for m in made if m[0] == "draft_summary")
    assert args[2] == you
    i18n.set_lang("fr")
    try:
        words = repr(summary_lines(args[0], args[1], args[2]))
    finally:
        i18n.set_lang("en")
    assert ("Vous" in words) == (you is not None)
