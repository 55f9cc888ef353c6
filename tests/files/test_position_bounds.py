"""Position files for `main.py score` and the calculator: every number is bounded; one out of range (vp = 10**30)
gives one line naming the field and its allowed range, exit status 2, and the file stays byte-identical."""

from pathlib import Path

import pytest

from game.calcpos import Calculator
from game.rules.position import MAX_TOKENS, PositionError, load_position

EXAMPLE = Path("tests/data/positions/example.toml").read_text(encoding="utf-8")
HUGE = 10**30
# name -> (replace this, with that, the line `main.py score` must print after "error: ")
BAD = {
    "vp": ("coins = 4\n", f"coins = 4\nvp = {HUGE}\n",
           f"pos.toml: player 1: 'vp' must be a whole number 0..{MAX_TOKENS}, got {HUGE}"),
    "military": ("military = 4", f"military = {HUGE}",
                 f"pos.toml: player 1: 'military' must be a whole number 0..{MAX_TOKENS}, got {HUGE}"),
    "supremacy": ("supremacy = 3", "supremacy = 1000",
                  f"pos.toml: player 1: 'supremacy' must be a whole number 0..{MAX_TOKENS}, got 1000"),
    "wonder_tokens": ("wonder_tokens = 1\ncards", f"wonder_tokens = {-HUGE}\ncards",
                      f"pos.toml: player 1: 'wonder_tokens' must be a whole number 0..{MAX_TOKENS}, got {-HUGE}"),
    "culture": ("culture = { 26 = 2 }", f"culture = {{ 26 = {HUGE} }}",
                f"pos.toml: player 1: culture on card 26 must be a whole number 0..{MAX_TOKENS}, got {HUGE}"),
    "coins": ("coins = 4", "coins = 1e30",
              "pos.toml: player 1: 'coins' must be a whole number 0..10, got 1e+30"),
    "discard_count": ("discard = [36, 7]", f"discard_count = {HUGE}",
                      f"pos.toml: 'discard_count' must be a whole number 0..48, got {HUGE}"),
    "immortal": ('immortal = "Justice"', f"immortal = {HUGE}",
                 f"pos.toml: player 1: unknown Immortal {HUGE} (use an English name or a number 1-8)"),
    "card": ("cards = [1, 26]", f"cards = [1, {10**60}]",
             "pos.toml: player 1, cards: no card number " + "1" + "0" * 36 + "... (Heroes are 1-12, Buildings 25-48)"),
    "digits": ("coins = 4", "coins = " + "9" * 5000, "{path}: not usable TOML: "),
}


def _write(tmp_path, case: str) -> tuple[Path, bytes]:
    old, new, _ = BAD[case]
    assert old in EXAMPLE, old
    path = tmp_path / "pos.toml"
    raw = EXAMPLE.replace(old, new, 1).encode()
    path.write_bytes(raw)
    return path, raw


@pytest.mark.parametrize("case", sorted(BAD))
def test_score_exits_2_with_one_line_naming_the_field(case, tmp_path, cli, no_window):
    path, raw = _write(tmp_path, case)
    code, out, err = cli("score", str(path))
    assert (code, out) == (2, "")
    assert len(err) == 1 and err[0].startswith(f"error: {BAD[case][2]}".replace("{path}", str(path))), err
    assert len(err[0].replace(str(path), "pos.toml")) < 150
    assert path.read_bytes() == raw


@pytest.mark.parametrize("case", ["vp", "culture", "digits"])
def test_the_calculator_refuses_the_file_and_keeps_its_table(case, tmp_path):
    path, raw = _write(tmp_path, case)
    calc = Calculator()
    before = calc.doc
    assert calc.load(path) is False
    assert calc.error.startswith(BAD[case][2].replace("{path}", str(path))) and calc.doc is before
    assert path.read_bytes() == raw


def test_the_largest_allowed_numbers_score(tmp_path):
    path = tmp_path / "pos.toml"
    path.write_text(EXAMPLE.replace("coins = 4\n", f"coins = 4\nvp = {MAX_TOKENS}\n", 1), encoding="utf-8")
    pos = load_position(path)
    assert pos.state.players[0].vp == MAX_TOKENS


def test_calculator_counters_stop_at_the_bound():
    calc = Calculator()
    assert calc.add(0, "vp", MAX_TOKENS)
    assert not calc.add(0, "vp", 1)
    assert f"'vp' must be a whole number 0..{MAX_TOKENS}" in calc.error
    assert calc.doc["player"][0]["vp"] == MAX_TOKENS


def test_a_huge_file_is_refused_unread(tmp_path):
    path = tmp_path / "pos.toml"
    path.write_bytes(b"#" * (2 * 1024 * 1024))
    with pytest.raises(PositionError, match="larger than 1024 KB"):
        load_position(path)
