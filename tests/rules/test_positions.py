"""Hand-computed end-of-game positions (tests/data/positions) and the `score` command's error handling."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules.position import load_position, score_position

ROOT = Path(__file__).resolve().parents[2]
POS = ROOT / "tests" / "data" / "positions"

# file -> (totals per player, winner index); arithmetic per player in the comments
CASES = {
    # Justice: reveal at VP -> 2 Sup x8 = 16, ranking 2+0.5 beats 2 -> 8, VP 3 => 27
    # Abhilasha: 2x2 Chaos in play + 10 coins = 14, ranking 4, VP 9 => 27; Phoenix: 4 Sci -> 12
    # tie 27/27 with Justice in it -> Justice
    "justice_wins_tie.toml": ([27, 27, 12], 0),
    # Galmi: 2 x 5 Wonder tokens = 10, ranking first (shared) 8 doubled = 16 => 26
    # Goan-Sul: 3x4 Mil + Armory + himself = 14, ranking 8, VP 4 => 26; Xi'an: 1 set 8 + second 4 => 12
    # tie 26/26 without Justice -> higher number, Goan-Sul (7)
    "tie_higher_number.toml": ([26, 26, 12, 0], 1),
    # 1 diamond in play = 8: Phoenix 6 + 8 = 14; Goan-Sul 3 + 1 = 4; Abhilasha 5 coins
    "diamonds_one.toml": ([14, 4, 5], 0),
    # 3 diamonds in play = 4 each: Phoenix 2x4 = 8; Goan-Sul 4 + 1 = 5; Abhilasha 7
    "diamonds_three.toml": ([8, 5, 7], 0),
    # 5 in play = 2 each; Xi'an 8 each: 1 set 8 + 16 = 24; Phoenix 2x2 = 4; Abhilasha 2x1 Chaos + 2 = 4
    "diamonds_five_xian.toml": ([24, 4, 4], 0),
    # Narashima best = destroy Armory and Alpha, keep Lion alone: discard 4 x2 = 8, Lion Legendary 2,
    # Lion's Supremacy 4, Culture 2 (moved onto him) => 16; Phoenix 2 Sci 6; Abhilasha 3 coins
    "narashima_best.toml": ([16, 6, 3], 0),
    # no destruction: discard 2 x2 = 4, Lion 2, Alpha's Supremacy (3 Mil, most) 4, Culture 2 => 12
    "narashima_none.toml": ([12, 6, 3], 0),
    # Goan-Sul: 3x5 + Alpha + School + himself = 18; Alpha Sup 4; VP 2 + School 2 => 26
    # Phoenix: 3 Sci 6 + Eliana (Observatory) Sup 4 => 10
    # Galmi: 2 x 3 tokens = 6, second rank 4 doubled 8, Lion alone Sup 4 => 18
    # Abhilasha: 2x1 Chaos = 2; VP Avatar 4 + Fortress 2 + Caravan 1 = 7; ranking 8; 1 diamond 8 => 25
    # Xi'an: Altar alone Sup 4 => 4
    "vp_phase_cards.toml": ([26, 10, 18, 25, 4], 0),
    # Justice reveals at VP: 2 Sup x8 = 16, two Schools x2 VP = 4 => 20; Phoenix 6; Goan-Sul 6 + 1 = 7; Abhilasha 0
    "school_justice.toml": ([20, 6, 7, 0], 0),
    # Tomorrow: 3 Chaos in play + 15 (blind, right) = 18; Abhilasha 2x3 + 4 = 10; Galmi 2x1 + 16 = 18
    # tie 18/18 -> higher number, Galmi (3)
    "tomorrow_blind.toml": ([18, 10, 18], 2),
    # Tomorrow peeked: 3 + 10 = 13
    "tomorrow_peek.toml": ([13, 10, 18], 2),
    # Tomorrow wrong: 3 + 0
    "tomorrow_wrong.toml": ([3, 10, 18], 2),
    # Phoenix: 7 Sci 18 + (3 + 2 on Lion) x2 = 28; Goan-Sul 9 + 1 = 10; Xi'an 0
    "phoenix_culture.toml": ([28, 10, 0], 0),
    # revealed Justice tied on 2 Wonder tokens: Justice 8, Xi'an 4, Goan-Sul 2 + 1 (himself), Phoenix none
    "justice_ranking.toml": ([8, 4, 3, 0], 0),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_position_totals_and_winner(name: str) -> None:
    """Hand-computed position: per-player totals and the winner after the rulebook's tie-breaks."""
    totals, win = CASES[name]
    res = score_position(load_position(POS / name))
    assert [r["total"] for r in res["players"]] == totals
    assert res["winner"] == win
    for r in res["players"]:
        assert sum(r["breakdown"].values()) == r["total"]


def test_position_breakdowns_of_rulings() -> None:
    """Positions: Justice's 16 Supremacy VP, Galmi's doubled ranking 16, Xi'an's diamonds 8 each."""
    res = score_position(load_position(POS / "justice_wins_tie.toml"))
    assert res["players"][0]["breakdown"]["supremacy"] == 16 and res["players"][0]["breakdown"]["wonders"] == 8
    res = score_position(load_position(POS / "tie_higher_number.toml"))
    assert res["players"][0]["breakdown"]["wonders"] == 16
    res = score_position(load_position(POS / "diamonds_five_xian.toml"))
    assert [r["breakdown"]["diamonds"] for r in res["players"]] == [16, 4, 2]


def _score(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", "score", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)


def test_cli_json_matches_hand_total() -> None:
    """CLI score --json prints one JSON object with the hand-computed totals."""
    out = _score(str(POS / "vp_phase_cards.toml"), "--json")
    assert out.returncode == 0
    res = json.loads(out.stdout)
    assert [r["total"] for r in res["players"]] == [26, 10, 18, 25, 4] and res["winner"] == 0


def _one_line_error(out: subprocess.CompletedProcess) -> str:
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and out.stdout == ""
    return lines[0]


def test_cli_bad_flag() -> None:
    """CLI: an unknown flag is one line on stderr, exit status 2."""
    line = _one_line_error(_score(str(POS / "example.toml"), "--bogus"))
    assert "--bogus" in line


def test_cli_malformed_file(tmp_path: Path) -> None:
    """CLI: invalid TOML is one line naming the file, exit status 2."""
    f = tmp_path / "broken.toml"
    f.write_text("[[player]\nimmortal = \n", encoding="utf-8")
    assert "broken.toml" in _one_line_error(_score(str(f)))


def test_cli_twelve_civ_tokens(tmp_path: Path) -> None:
    """CLI: 12 civilization tokens (cap 10) is one line naming the player, exit status 2."""
    f = tmp_path / "twelve.toml"
    f.write_text('[[player]]\nimmortal = "Phoenix"\nmilitary = 6\nscience = 6\n'
                 '[[player]]\nimmortal = "Galmi"\n[[player]]\nimmortal = "Xi\'an"\n', encoding="utf-8")
    line = _one_line_error(_score(str(f)))
    assert "twelve.toml" in line and "player 1" in line and "12" in line


def test_cli_card_25_in_three_player_game(tmp_path: Path) -> None:
    """CLI: card #25 (4+ symbol) in a 3-player position is one line naming the card, exit status 2."""
    f = tmp_path / "three.toml"
    f.write_text('[[player]]\nimmortal = "Goan-Sul"\ncards = [25]\n'
                 '[[player]]\nimmortal = "Galmi"\n[[player]]\nimmortal = "Xi\'an"\n', encoding="utf-8")
    line = _one_line_error(_score(str(f)))
    assert "25" in line and "three.toml" in line


def test_cli_missing_file() -> None:
    """CLI: a missing file is one line, exit status 2."""
    _one_line_error(_score(str(POS / "no_such_file.toml")))
