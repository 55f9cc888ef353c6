"""Score a table game: Tomorrow's look and guesses and Justice's reveal token are entered on the screen (never
assumed) and scored as `main.py score` scores the saved file; the card grid names every card and enlarges the one
under the pointer; Recent tables opens a saved table, greys a damaged one with its reason; every state of the screen
fits (no overflow, no overlap) at 1280x720 and 1920x1080 in English and French."""

import pygame
import pytest

from game.calcpos import positions_dir
from game.labels import distinctive, head_word
from game.rules import default_db
from game.rules.position import load_position, score_position
from game.ui.text import textfit
from game.ui.text.layoutcheck import Report, analyse
from game.ui.widgets.cardgrid import card_text


def _click(app, pos):
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def _press(app, scene, label):
    hits = [b for b in scene.buttons if b.label == label]
    assert len(hits) == 1, (label, [b.label for b in scene.buttons])
    _click(app, hits[0].rect.center)


def _labels(scene):
    return [b.label for b in scene.buttons]


def _marks(scene, size=(1280, 720)):
    surf = pygame.Surface(size)
    textfit.recording(True)
    scene.draw(surf)
    marks = textfit.recording(True)
    textfit.recording(False)
    return marks


def _saved_score(scene):
    scene.save()
    return score_position(load_position(scene.current))


def _tomorrow_vp(scene, seat=1):
    return scene.calc.result["players"][seat]["breakdown"]["immortal"]


@pytest.fixture
def calc(app):
    app.replace(app.make("calc"))
    return app.stack.top


def test_tomorrow_guesses_are_entered_one_by_one_and_scored_as_written(app, calc):
    calc.select(1)   # a fresh table: Justice, Tomorrow, Galmi, Abhilasha
    assert calc.calc.add(1, "chaos", 2)
    calc._do(True)
    labels = _labels(calc)
    assert "Looked at: nobody" in labels and "Player 3: ?" in labels and "Player 4: ?" in labels
    known = next(b for b in calc.buttons if b.label == "Player 1: Justice (known)")
    assert not known.enabled, "Justice reveals before Tomorrow: her guess is not asked"
    assert _tomorrow_vp(calc) == 2 and "tomorrow_guesses" not in calc.calc.players[1], "nothing assumed"
    _press(app, calc, "Player 3: ?")            # the first Immortal she may name: Galmi
    assert _tomorrow_vp(calc) == 2, "one guess of two: still no bonus"
    _press(app, calc, "Player 4: ?")
    _press(app, calc, "Player 4: Galmi")
    assert "Player 4: Abhilasha" in _labels(calc)
    blind = default_db().scoring["tomorrow_blind"]
    assert _tomorrow_vp(calc) == 2 + blind
    assert calc.calc.players[1]["tomorrow_guesses"] == ["Justice", "Galmi", "Abhilasha"]
    assert _saved_score(calc) == calc.calc.result
    _press(app, calc, "Looked at: nobody")
    assert "Looked at: Player 3" in _labels(calc) and calc.calc.players[1]["tomorrow_peek"] == 3
    assert "Player 3: Galmi (known)" in _labels(calc)
    assert _tomorrow_vp(calc) == 2 + default_db().scoring["tomorrow_named"]
    _press(app, calc, "Player 4: Abhilasha")    # now a wrong guess
    assert _tomorrow_vp(calc) == 2 and _saved_score(calc) == calc.calc.result
    assert any("A guess is wrong" in m.text for m in _marks(calc) if m.kind == "text")


def test_tomorrow_guesses_follow_the_table(app, calc):
    calc.select(1)
    for label in ("Player 3: ?", "Player 4: ?", "Player 4: Galmi"):
        _press(app, calc, label)
    assert "tomorrow_guesses" in calc.calc.players[1]
    assert calc.calc.set_players(5)   # a new player: a new guess to enter, so no bonus until it is
    calc._do(True)
    assert "Player 5: ?" in _labels(calc) and "tomorrow_guesses" not in calc.calc.players[1]
    assert calc.calc.set_players(4)
    assert calc.calc.players[1]["tomorrow_guesses"] == ["Justice", "Galmi", "Abhilasha"], "entries kept"
    assert calc.calc.set_immortal(2, "phoenix")   # Player 3 now holds Phoenix: the Galmi guess is wrong, as entered
    assert calc.calc.players[1]["tomorrow_guesses"][1] == "Galmi" and _tomorrow_vp(calc) == 0
    assert calc.calc.set_peek(1, 3) and calc.calc.players[1]["tomorrow_peek"] == 4
    assert calc.calc.set_immortal(0, "xian") and calc.calc.set_immortal(3, "justice"), calc.calc.error
    assert "tomorrow_peek" not in calc.calc.players[1], "no look at Justice, who reveals before Tomorrow"


def test_justice_reveal_token_is_entered(app, calc):
    assert calc.calc.add(0, "supremacy", 2)
    calc._do(True)
    to_add = next(b for b in calc.buttons if b.label == "Reveal token: to add now (+1)")
    assert to_add.primary
    assert calc.calc.result["players"][0]["breakdown"]["supremacy"] == 3 * 8
    assert any(m.text == "Justice scores 3 Supremacy × 8 VP" for m in _marks(calc))
    _press(app, calc, "Reveal token: counted in Supremacy")
    assert calc.calc.players[0]["justice_revealed"] is True
    assert calc.calc.result["players"][0]["breakdown"]["supremacy"] == 2 * 8
    assert _saved_score(calc) == calc.calc.result
    assert "justice_revealed = true" in calc.current.read_text(encoding="utf-8")
    _press(app, calc, "Reveal token: to add now (+1)")
    assert "justice_revealed" not in calc.calc.players[0]


def test_grid_names_every_card_and_zooms_the_one_under_the_pointer(app, calc):
    db = default_db()
    texts = [m for m in _marks(calc) if m.kind == "text"]
    for num, r in calc.card_rects.items():
        name = db.civ[db.by_key[str(num)]].name["en"]
        inside = " ".join(m.text for m in texts if r.collidepoint(m.rect[0] + m.rect[2] / 2, m.rect[1] + 2))
        # the whole name or its distinctive part, words cut if need be or broken with a hyphen ("Abunak- kashii"),
        # or the one word a small card's title keeps ("Market")
        shown = inside.replace("…", "").replace("- ", "").split()
        assert shown and any(len(shown) <= len(t.split()) and all(a.startswith(w) for w, a in zip(shown, t.split()))
                             for t in (name, distinctive(name), head_word(name))), (num, name, inside)
        assert len("".join(shown)) >= min(4, len(name)), (num, name, inside)
    r = calc.card_rects[30]
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert calc.hover == "civ:30"
    title = card_text("civ:30").split("\n")[0]
    assert title in [m.text for m in _marks(calc)], "the enlarged card's name and text are drawn"
    own = calc.calc.toggle_card(0, 25)
    calc._do(own)
    num, fr = calc.own_cards[0]
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=fr.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert calc.hover == "civ:25"
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 700), rel=(0, 0), buttons=(0, 0, 0))])
    assert calc.hover is None


def test_recent_tables_open_a_saved_table_and_grey_a_damaged_one(app, calc):
    assert calc.calc.set_name(0, "Ana") and calc.calc.add(0, "vp", 7)
    calc.name_field.value = "Ana"
    _press(app, calc, "Save")
    path = calc.current
    assert path.parent == positions_dir() and path.name.startswith("table-") and "Saved" in calc.message
    _press(app, calc, "Save")
    assert calc.current == path, "Save again keeps the same file"
    broken = positions_dir() / "broken.toml"
    broken.write_bytes(b"[[player]]\nimmortal = 'Nobody'\n")
    app.replace(app.make("calc"))
    scene = app.stack.top
    assert scene.current is None and scene.calc.players[0]["name"] == "Player 1"
    _press(app, scene, "Recent tables…")
    assert scene.files.shown and {e.path for e in scene.files.entries} == {path, broken}
    texts = " ".join(m.text for m in _marks(scene))
    assert "Cannot be opened: broken.toml" in texts and "#1 Ana: " in texts
    rows = {scene.files.entries[i].path: r for i, r in scene.files.rows}
    _click(app, rows[broken].center)
    assert scene.files.shown and scene.current is None, "a damaged file is not opened"
    _click(app, rows[path].center)
    assert not scene.files.shown and scene.current == path
    assert scene.calc.players[0]["name"] == "Ana" and scene.calc.players[0]["vp"] == 7
    assert broken.read_bytes() == b"[[player]]\nimmortal = 'Nobody'\n"
    _press(app, scene, "Recent tables…")
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert not scene.files.shown and app.stack.top is scene, "Escape closes the list, not the screen"


def _check(scene, size, name, report):
    """Draw the scene as the layout check does and add what it finds to report."""
    surf = pygame.Surface(size)
    textfit.recording(True)
    textfit.note("layer", (0, 0, *size))
    scene.draw(surf)
    analyse(textfit.recording(True), size, f"{name}-{size[0]}", report)
    textfit.recording(False)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_calculator_state_fits(tmp_path, monkeypatch, lang):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui.app import App, Settings, UIConfig
    report = Report()
    for size in ((1280, 720), (1920, 1080)):
        app = App(UIConfig(size=size, autosave=False), settings=Settings(lang=lang, anim_speed=0.0))
        app.replace(app.make("calc"))
        sc = app.stack.top
        c = sc.calc
        assert c.set_players(6) and c.set_name(2, "Alexandrine-Eugénie")
        for k in (25, 26, 1, 30, 31, 8, 9, 10, 11):
            assert c.toggle_card(1, k), c.error
        assert c.set_guess(1, 2, "galmi") and c.set_peek(1, 4) and c.add(0, "supremacy", 2)
        sc.save()

        sc.select(1)
        sc.name_field.value = sc.calc.players[1]["name"]
        _check(sc, size, "tomorrow", report)
        sc.select(0)
        _check(sc, size, "justice", report)
        sc.hover = "civ:46"
        _check(sc, size, "zoom-grid", report)
        sc.hover = None
        (positions_dir() / "bad.toml").write_text("x = = 1")
        sc.show_files()
        _check(sc, size, "recent", report)
        pygame.quit()
    assert report.frames == 8
    assert not report.overflows and not report.overlaps, (sorted(report.overflows), sorted(report.overlaps))


def test_random_clicks_never_crash_nor_leave_an_impossible_table(app, calc):
    import random

    from game.calcpos import check, public
    folder = positions_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bad.toml").write_bytes(b"\xff\xfe not text")
    rnd = random.Random(28)
    W, H = app.size
    for k in range(400):
        scene = app.stack.top
        if scene is not calc:   # Back or Escape left the screen: come back
            app.replace(calc)
        pos = (rnd.randrange(W), rnd.randrange(H))
        kind = rnd.random()
        if kind < 0.55:
            evs = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)]
        elif kind < 0.85:
            evs = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        elif kind < 0.95:
            evs = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-1, 1)), flipped=False)]
        else:
            evs = [pygame.event.Event(pygame.TEXTINPUT, text=rnd.choice("aé Z"))]
        app.step(0.016, evs)
        if k % 25 == 0:
            calc.draw(pygame.Surface(app.size))
            assert check(public(calc.calc.doc)) is None
    assert calc.calc.result is not None


def test_new_players_are_named_in_the_language_of_the_screen():
    from game.calcpos import Calculator
    calc = Calculator(lang="fr")
    assert [p["name"] for p in calc.doc["player"]] == [f"Joueur {i}" for i in range(1, 5)]
    assert calc.set_players(5)
    assert calc.doc["player"][4]["name"] == "Joueur 5"
    assert Calculator().doc["player"][0]["name"] == "Player 1"
