"""assets/art.toml: any damage gives one line naming the card and field (never a traceback), exit status 2 on the
command line, the message in the window instead of the game, and the file left byte-identical."""

import pytest

from game.ui.cards import artdata
from game.ui.cards.artdata import ArtDataError, load_art

ORIGINAL = artdata.DEFAULT_PATH.read_text(encoding="utf-8")
ALPHA_PARTS = 'parts = ["cape", "armor", "helmet", "sword", "shield"]'
LEAF = '{ p = "leaf", x = 0.22, y = 0.9, s = 0.35 }'

# name -> (replace this, with that, the line the art check must give)
BAD_ART = {
    "toml": ("[hero.alpha]", "[hero.alpha", "art.toml: not valid TOML: "),
    "utf8": ('palette = "crimson"', 'palette = "crimson\udcff"', "art.toml: not UTF-8 text (bad byte 0xff on line 19)"),
    "deep": ("schema = 1", "schema = 1\nx = " + "[" * 5000 + "]" * 5000,
             "art.toml: not usable TOML: nested too deeply"),
    "huge_int": ("x = 0.22", "x = " + "9" * 5000, "art.toml: not usable TOML: "),
    "huge_float": ("x = 0.22", "x = 1e999", "art.toml: hero 'avatar': field 'parts[4]': 'x' must be a number in "
                   "[-0.5, 1.5], got inf"),
    "huge_size": ("s = 0.35", "s = 100000000000000000000",
                  "art.toml: hero 'avatar': field 'parts[4]': 's' must be a number in [0.05, 3.0], got "
                  "100000000000000000000"),
    "part_type": (ALPHA_PARTS, 'parts = ["cape", ["armor"]]',
                  "art.toml: hero 'alpha': field 'parts[1]': expected a part name or a table, got list"),
    "part_name_type": (LEAF, '{ p = ["leaf"] }', "art.toml: hero 'avatar': field 'parts[4]': unknown part ['leaf']"),
    "unknown_part": (ALPHA_PARTS, 'parts = ["cape", "jetpack"]',
                     "art.toml: hero 'alpha': field 'parts[1]': unknown part 'jetpack'"),
    "palette_type": ('palette = "crimson"', 'palette = ["crimson"]',
                     "art.toml: hero 'alpha': field 'palette': unknown colour ['crimson']"),
    "role_type": (LEAF, '{ p = "leaf", c = { a = 1 } }',
                  "art.toml: hero 'avatar': field 'parts[4]': unknown colour role {'a': 1}"),
    "missing_subject": ('subject = "Alpha, the first captain: armoured, crested helmet, sword raised, round shield"\n',
                        "", "art.toml: hero 'alpha': field 'subject': a non-empty description is required"),
    "missing_parts": (ALPHA_PARTS + "\n", "", "art.toml: hero 'alpha': field 'parts': a non-empty list is required"),
    "missing_card": ("[hero.alpha]", "[hero.alphax]",
                     "art.toml: hero 'alpha': no picture (a [hero.alpha] table is needed)"),
}


def _bad_bytes(case: str) -> bytes:
    old, new, _ = BAD_ART[case]
    assert old in ORIGINAL, old
    return ORIGINAL.replace(old, new, 1).encode("utf-8", "surrogateescape")


@pytest.fixture
def bad_art(tmp_path, monkeypatch):
    """Point the game at a broken copy of art.toml; returns (path, its bytes)."""
    def make(case: str):
        path = tmp_path / "art.toml"
        raw = _bad_bytes(case)
        path.write_bytes(raw)
        monkeypatch.setattr(artdata, "DEFAULT_PATH", path)
        artdata.default_art.cache_clear()
        return path, raw
    yield make
    artdata.default_art.cache_clear()


@pytest.mark.parametrize("case", sorted(BAD_ART))
def test_art_problem_is_one_line_naming_the_field(case, bad_art):
    path, raw = bad_art(case)
    problem = artdata.art_problem()
    assert problem is not None and problem.startswith(BAD_ART[case][2]), problem
    assert "\n" not in problem
    assert path.read_bytes() == raw


def test_load_art_never_raises_another_exception(tmp_path):
    for case in sorted(BAD_ART):
        path = tmp_path / f"{case}.toml"
        path.write_bytes(_bad_bytes(case))
        if case == "missing_card":   # a well-formed file: only the check against the cards finds it
            assert load_art(path)
            continue
        with pytest.raises(ArtDataError):
            load_art(path)
    with pytest.raises(ArtDataError, match="cannot read"):
        load_art(tmp_path / "absent.toml")


def test_a_family_that_is_not_a_table_is_named():
    with pytest.raises(ArtDataError, match="^art.toml: field 'wonder': expected a table of cards, got str$"):
        artdata.parse_art({"schema": 1, "wonder": "tall"})


def test_the_shipped_art_file_has_no_problem():
    artdata.default_art.cache_clear()
    assert artdata.art_problem() is None


@pytest.mark.parametrize("case", ["unknown_part", "toml", "missing_card"])
@pytest.mark.parametrize("command", [("play", "--seats", "bot,bot,bot", "--exit-at-end"), ("continue", "x.json")])
def test_window_commands_exit_2_with_one_line(command, case, bad_art, cli, no_window, tmp_path):
    path, raw = bad_art(case)
    code, out, err = cli(*command)
    assert (code, out) == (2, "")
    assert len(err) == 1 and err[0].startswith(f"error: {BAD_ART[case][2]}"), err
    assert path.read_bytes() == raw


def test_play_opens_the_window_on_the_message(bad_art, cli, monkeypatch):
    """`main.py play` (no --exit-at-end): the line on the terminal, and the window shows it instead of the game."""
    import game.ui.app
    path, raw = bad_art("missing_parts")
    opened = []
    monkeypatch.setattr(game.ui.app, "run", lambda config: opened.append(config) or 2)
    code, _, err = cli()
    assert code == 2 and err == [f"error: {BAD_ART['missing_parts'][2]}"]
    assert opened and opened[0].error == BAD_ART["missing_parts"][2]
    assert path.read_bytes() == raw


def test_window_started_another_way_shows_the_message_and_a_scripted_run_exits_2(bad_art, capsys):
    """game.ui.app.run checks the art too (the tutorial, scripts): a scripted run prints the line and exits 2."""
    from game.ui.app import UIConfig, run
    bad_art("unknown_part")
    config = UIConfig(seats=["bot:easy"] * 3, size=(640, 400), exit_at_end=True, autosave=False, max_seconds=20)
    assert run(config) == 2
    assert config.error == BAD_ART["unknown_part"][2]
    assert capsys.readouterr().err.splitlines() == [f"error: {BAD_ART['unknown_part'][2]}"]
