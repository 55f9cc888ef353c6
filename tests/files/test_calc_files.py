"""The calculator's position files: the recent list (newest first, date, players, scores; a damaged file listed with
its reason and left byte-identical), saves that never replace another file, and old files still valid: a Tomorrow
without guesses scores no bonus (nothing assumed), one with guesses loads with them as entered."""

import os
from pathlib import Path

import pytest

from game.calcpos import Calculator, entered_guesses, list_positions, positions_dir, read_entry, sync_tomorrow, to_toml
from game.rules.position import load_position, score_position

POS = Path("tests/data/positions")


def _table(names: list[str], vp: int) -> Calculator:
    calc = Calculator()
    calc.set_players(len(names))
    for s, name in enumerate(names):
        assert calc.set_name(s, name), calc.error
    assert calc.add(0, "vp", vp), calc.error
    return calc


def test_list_is_newest_first_with_date_players_and_scores():
    folder = positions_dir()
    saved = []
    for k, names in enumerate((["Ana", "Bo", "Cy"], ["Di", "Ed", "Flo", "Gus"], ["Hal", "Ida", "Jo"])):
        calc = _table(names, vp=k + 3)
        path = calc.save_new(folder, when=1_700_000_000)   # the same second: a new name each time
        os.utime(path, (1_700_000_000 + k * 60, 1_700_000_000 + k * 60))
        saved.append((path, calc.result))
    assert len({p for p, _ in saved}) == 3
    got = list_positions(folder)
    assert [e.path for e in got] == [p for p, _ in reversed(saved)]
    for entry, (_path, result) in zip(got, reversed(saved)):
        assert entry.problem is None
        assert entry.names == [r["name"] for r in result["players"]]
        assert entry.totals == [r["total"] for r in result["players"]] and entry.winner == result["winner"]
        assert entry.date[:4].isdigit() and len(entry.date) == 16
    assert got[0].names == ["Hal", "Ida", "Jo"] and got[0].totals[0] >= 5
    assert len(list_positions(folder, limit=2)) == 2


def test_damaged_files_are_listed_with_their_reason_and_left_alone():
    folder = positions_dir()
    folder.mkdir(parents=True)
    good = _table(["Ana", "Bo", "Cy"], vp=1).save_new(folder)
    bad = {
        "not_toml.toml": b"this is = not = toml",
        "two_players.toml": b'[[player]]\nimmortal = "Galmi"\n[[player]]\nimmortal = "Lion"\n',
        "latin1.toml": '[[player]]\nname = "Zoé"\n'.encode("latin-1"),
        "huge.toml": b"# " + b"x" * (1024 * 1024 + 10),
        "impossible.toml": (POS / "example.toml").read_bytes().replace(b"coins = 4", b"coins = 11"),
    }
    for name, raw in bad.items():
        (folder / name).write_bytes(raw)
    (folder / "a_folder.toml").mkdir()
    entries = {e.path.name: e for e in list_positions(folder)}
    assert entries[good.name].problem is None
    for name, raw in bad.items():
        e = entries[name]
        assert e.problem and "\n" not in e.problem and e.names == [] and e.totals == [], name
        assert (folder / name).read_bytes() == raw, f"{name} was changed"
    assert "TOML" in entries["not_toml.toml"].problem
    assert "3 to 6" in entries["two_players.toml"].problem
    assert "coins" in entries["impossible.toml"].problem
    assert "larger than" in entries["huge.toml"].problem
    assert "cannot read" in entries["a_folder.toml"].problem
    assert sorted(p.name for p in folder.iterdir()) == sorted([good.name, "a_folder.toml", *bad]), "nothing set aside"


def test_missing_folder_and_vanished_file_give_an_empty_list_or_a_reason(tmp_path):
    assert list_positions(tmp_path / "nowhere") == []
    gone = read_entry(tmp_path / "gone.toml")
    assert gone.problem and "cannot read" in gone.problem


def test_old_file_without_guesses_scores_no_tomorrow_bonus():
    text = (POS / "tomorrow_blind.toml").read_text(encoding="utf-8").replace(
        'tomorrow_guesses = ["Abhilasha", "Galmi"]\n', "")
    path = positions_dir()
    path.mkdir(parents=True)
    f = path / "old.toml"
    f.write_text(text, encoding="utf-8")
    res = score_position(load_position(f))
    assert res["players"][0]["breakdown"]["immortal"] == 3, "3 Chaos in play, no guesses: no +15 assumed"
    calc = Calculator()
    assert calc.load(f), calc.error
    assert entered_guesses(calc.doc, 0) == {1: None, 2: None} and calc.result == res
    assert "tomorrow_guesses" not in to_toml(calc.doc)


def test_old_file_with_guesses_loads_them_as_entered_and_saves_them_back(tmp_path):
    for name, bonus in (("tomorrow_blind.toml", 15), ("tomorrow_peek.toml", 10), ("tomorrow_wrong.toml", 0)):
        calc = Calculator()
        assert calc.load(POS / name), calc.error
        expected = score_position(load_position(POS / name))
        assert calc.result == expected and expected["players"][0]["breakdown"]["immortal"] == 3 + bonus
        out = calc.save(tmp_path / name)
        assert score_position(load_position(out)) == expected
        assert "\n_guesses" not in out.read_text(encoding="utf-8")


def test_private_keys_never_reach_the_file():
    calc = Calculator()   # Tomorrow is player 2 on a fresh table
    assert calc.set_guess(1, 2, "galmi")
    assert "_guesses" in calc.players[1] and "\n_guesses" not in to_toml(calc.doc)
    doc = calc.edit()
    sync_tomorrow(doc)
    assert "tomorrow_guesses" not in doc["player"][1], "one guess of two entered: none written"


def test_a_damaged_files_reason_reads_in_french_in_a_french_window():
    """The Recent tables list of a French window says why a file cannot be opened in French (calctext.reason_text),
    the parser's details too when they are common ones, and where in the file ("ligne 1, colonne 6")."""
    from game.ui.screens.calctext import reason_text
    folder = positions_dir()
    folder.mkdir(parents=True)
    bad = {
        "not_toml.toml": b"this is = not = toml",
        "two_players.toml": b'[[player]]\nimmortal = "Galmi"\n[[player]]\nimmortal = "Lion"\n',
        "latin1.toml": '[[player]]\nname = "Zoé"\n'.encode("latin-1"),
        "huge.toml": b"# " + b"x" * (1024 * 1024 + 10),
        "nobody.toml": b'[[player]]\nimmortal = "Nobody"\n' * 3,
    }
    for name, raw in bad.items():
        (folder / name).write_bytes(raw)
    (folder / "a_folder.toml").mkdir()
    said = {e.path.name: reason_text(f"{e.path.name}: {e.problem}", [], "fr") for e in list_positions(folder)}
    assert said == {
        "not_toml.toml": "not_toml.toml : pas du TOML valide : un « = » manque après une clé (ligne 1, colonne 6)",
        "two_players.toml": "two_players.toml : il faut de 3 à 6 tables [[player]]",
        "latin1.toml": "latin1.toml : pas du TOML valide : le texte n'est pas en UTF-8 (octet 0xe9 à la position 21)",
        "huge.toml": "huge.toml : plus de 1024 Ko, pas un fichier de table",
        "nobody.toml": "nobody.toml : joueur 1 : Immortel inconnu 'Nobody' (un nom anglais ou un numéro de 1 à 8)",
        "a_folder.toml": "a_folder.toml : illisible : Is a directory",
    }, said
    english = {e.path.name: reason_text(f"{e.path.name}: {e.problem}", [], "en") for e in list_positions(folder)}
    assert english["huge.toml"] == "huge.toml: larger than 1024 KB, not a position file"


def _three(**first) -> dict:
    """A position document of three players, the first one's table given."""
    return {"player": [first, {"immortal": "Phoenix"}, {"immortal": "Abhilasha"}]}


RARE_REFUSALS = [   # a file written by hand: each rarer refusal of game/rules/position.py, and its French
    (_three(immortal="Goan-Sul", cards=[99]), "t : joueur 1, cards : pas de carte numéro 99"),
    (_three(immortal="Goan-Sul", cards=["Lion"]), "t : joueur 1, cards : 'Lion' n'est pas un numéro de carte"),
    (_three(immortal="Goan-Sul", culture=3), "t : joueur 1 : « culture » doit être une table comme { 25 = 2 }"),
    (_three(immortal="Goan-Sul", culture={"26": 1}),
     "t : joueur 1 : de la Culture sur la carte 26, que ce joueur ne contrôle pas"),
    (_three(immortal="Goan-Sul", cards=[26], culture={"26": 1000}),
     "t : joueur 1 : la Culture sur la carte 26 doit être un nombre entier de 0 à"),
    (_three(immortal="Goan-Sul", tomorrow_peek=2), "t : joueur 1 : « tomorrow_peek » ne vaut que pour Tomorrow"),
    (_three(immortal="Justice", justice_revealed=1), "t : joueur 1 : « justice_revealed » doit valoir true ou false"),
    (_three(immortal="Tomorrow", tomorrow_peek=1), "t : joueur 1 : Tomorrow ne peut pas se regarder lui-même"),
    (_three(immortal="Tomorrow", tomorrow_guesses=["Galmi"]),
     "t : joueur 1 : « tomorrow_guesses » demande 2 noms, un par autre joueur"),
    (_three(immortal="Narashima", narashima_destroys=5),
     "t : joueur 1 : « narashima_destroys » doit être une liste de numéros de cartes"),
    (_three(immortal="Narashima", narashima_destroys=[26]),
     "t : joueur 1 : « narashima_destroys » nomme la carte 26, que ce joueur ne contrôle pas"),
    ({**_three(immortal="Galmi"), "discard": [26], "discard_count": 2},
     "t : « discard » ou « discard_count », pas les deux"),
    ({**_three(immortal="Galmi"), "discard": 26}, "t : « discard » doit être une liste"),
    ({**_three(immortal="Galmi"), "discard": ["Nowhere"]},
     "t : discard : 'Nowhere' n'est ni un numéro de carte ni un nom de Merveille"),
    ({**_three(immortal="Galmi"), "discard_count": 60}, "t : « discard_count » doit être un nombre entier de 0 à"),
    ({"player": [{"immortal": "Xi'an", "diamonds": 3}, {"immortal": "Phoenix", "diamonds": 3},
                 {"immortal": "Galmi"}]}, "t : 6 diamants en jeu, la partie n'en a que 5"),
    ({"player": [{"immortal": "Xi'an"}, {"immortal": "Phoenix"}, {"immortal": "xian"}]},
     "t : joueur 3 : l'Immortel Xi'an est déjà au joueur 1"),
]


@pytest.mark.parametrize("doc, french", RARE_REFUSALS)
def test_a_hand_written_files_rarer_refusals_read_in_french_too(doc, french):
    """A French calculator window says in French why a file written by hand is refused, the rarer reasons too
    (a Tomorrow's guesses, Narashima's destructions, Culture, the discard), not only the common ones."""
    from game.rules.position import PositionError, build_position
    from game.ui.screens.calctext import reason_text
    with pytest.raises(PositionError) as err:
        build_position(doc, "t")
    said = reason_text(str(err.value), [], "fr")
    assert said.startswith(french), (str(err.value), said)
    assert reason_text(str(err.value), [], "en") == str(err.value)
