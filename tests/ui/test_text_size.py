"""No text drawn on the table below gfx.MIN_TEXT (13 px) at 1280x720, with 3 and 6 players, English and French."""

import pytest

from game.ui.text.textcheck import smallest_text
from game.ui.widgets import gfx


@pytest.mark.parametrize("players,lang", [(3, "en"), (6, "fr")])
def test_no_text_below_the_minimum_at_1280x720(players, lang):
    smallest, count = smallest_text(players, (1280, 720), lang=lang)
    assert count > 1000, "the scripted game drew the table"
    assert smallest >= gfx.MIN_TEXT, f"text of {smallest} px drawn with {players} players ({lang})"
