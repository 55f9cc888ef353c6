"""The game log speaks to the viewer in plain words: 'You swap…', 'Vous échangez…', never 'You: swaps' or 'à Vous'."""

import re

import pytest

from game.match import Match
from game.ui import i18n
from game.ui.text.logtext import entry_lines

FR_VOUS = re.compile(r"^Vous (\w+)")
EN_YOU = re.compile(r"^You (\w+)")


def _lines(seed: int, players: int) -> list[str]:
    m = Match(["bot:easy"] * players, [f"Bot {i + 1}" for i in range(players)], seed, autosave=False)
    while not m.over:
        m.run_bot_sync()
    out = []
    for e in m.log_for(0):
        out += [line.strip() for line in entry_lines(e, m.names, 0)]
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_viewer_is_spoken_to(lang):
    i18n.set_lang(lang)
    try:
        lines = [line for seed, n in ((1, 3), (2, 4), (3, 6)) for line in _lines(seed, n)]
    finally:
        i18n.set_lang("en")
    assert len(lines) > 100
    own = [line for line in lines if re.match(r"(You|Vous) [a-zé]", line)]   # the viewer's verbs
    assert len(own) > 10, "the viewer's own actions are in the log"
    for line in lines:
        assert not re.search(r"(You:|Vous :) [a-zé]", line), line   # never "You: swaps"
        assert "à Vous" not in line and "to You" not in line, line
        assert "Bot 1" not in line.split("—")[0], f"the viewer is named instead of 'You': {line}"
    for line in own:
        if lang == "en":
            word = EN_YOU.match(line).group(1)
            assert word in ("are", "keep") or not word.endswith("s") or word in ("pass",), line
        elif not line.startswith("Vous ne "):
            word = FR_VOUS.match(line).group(1)
            assert word.endswith("ez") or word in ("êtes", "avez"), line
