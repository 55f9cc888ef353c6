"""The end screen from a real final view: Immortal points written out, chart totals equal the scores."""

import pytest

from game.ui import i18n
from game.ui.panels.explain import since_last
from game.ui.panels.overlays import ResultsScene
from tests.ui.explain_games import TextSizes, draw, play


@pytest.mark.parametrize("n", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_end_screen_draws_readably_and_adds_up(app, monkeypatch, n, size, lang):
    sizes = TextSizes(monkeypatch)
    b = play(n, 6)[-1]
    i18n.set_lang(lang)
    try:
        scene = ResultsScene(app, b.view, [f"Player {i + 1}" for i in range(n)], ["human"] + ["bot"] * (n - 1),
                             since_last(b.log, "vp"))
        scene.tweens.finish_all()
        draw(app, scene, size)
    finally:
        i18n.set_lang("en")
    assert min(sizes.sizes) >= 13
    players = b.view["result"]["players"]
    totals = {}
    for _, rect, _ in scene.chart:
        assert rect.h >= 1
    # the chart's bars, in rank order, add up to each player's final score
    i = 0
    for p in scene.order:
        parts = [(c, v) for c, v in players[p]["breakdown"].items() if v]
        totals[p] = sum(v for _, _, v in scene.chart[i:i + len(parts)])
        i += len(parts)
    assert totals == {p: players[p]["total"] for p in range(n)}
    # each Immortal's written-out points equal its score column
    for p in range(n):
        assert scene.immortal[p]["total"] == players[p]["breakdown"]["immortal"]
        assert scene._strip_lines(p).startswith(scene.label(p))
