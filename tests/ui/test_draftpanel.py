"""End-of-draft summary: built from a real seeded game, drawn at 1280x720 and 1920x1080, 3 and 6 players."""

import pygame
import pytest

from game.ui import i18n
from game.ui.panels.draftpanel import DraftSummaryScene, summary_lines
from game.ui.panels.explain import draft_summary
from tests.ui.explain_games import TextSizes, draw, play


def _summaries(n, seed=4):
    return [draft_summary(b.log, b.view) for b in play(n, seed)
            if any(e["t"] == "phase" and e["phase"] == "kingdom" for e in b.events)]


@pytest.mark.parametrize("n", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_draws_with_readable_text(app, monkeypatch, n, size, lang):
    sizes = TextSizes(monkeypatch)
    i18n.set_lang(lang)
    try:
        for data in _summaries(n):
            scene = DraftSummaryScene(app, data, [f"Player {i + 1}" for i in range(n)], 0)
            draw(app, scene, size)
            assert scene.rect is not None and scene.rect.w <= size[0] and scene.rect.h <= size[1]
    finally:
        i18n.set_lang("en")
    assert sizes.sizes and min(sizes.sizes) >= 13


def test_words_carry_the_rules_numbers():
    data = _summaries(4, 3)[0]
    words = summary_lines(data, ["A", "B", "C", "D"], 0)
    for (_, got, _, capped), row in zip(words["coins"], data["rows"]):
        assert got == "—" if not row["earned"] else str(row["coins"]) in got
        assert capped == bool(row["lost"])
    seat = data["first"]["seat"]
    assert (words["first"].startswith("You ") if seat == 0 else ["A", "B", "C", "D"][seat] in words["first"])
    assert len(words["wonders"]) == len(data["wonders"])


def test_space_closes_and_the_next_screen_follows(app):
    data = _summaries(3)[0]
    first = DraftSummaryScene(app, data, ["A", "B", "C"], 0)
    second = DraftSummaryScene(app, data, ["A", "B", "C"], 0)
    first.then = second
    app.push(first)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")])
    assert app.stack.top is second and first not in app.stack.scenes


def test_waits_for_the_player_or_closes_after_its_hold_when_set_to(app):
    app.push(scene := DraftSummaryScene(app, _summaries(3)[0], ["A", "B", "C"], 0))
    for _ in range(int(scene.hold() / 0.1) + 3):
        app.step(0.1, [])
    assert app.stack.top is scene
    app.settings.panels_continue = True
    app.push(scene := DraftSummaryScene(app, _summaries(3)[0], ["A", "B", "C"], 0))
    for _ in range(int(scene.hold() / 0.1) + 3):
        app.step(0.1, [])
    assert scene not in app.stack.scenes


@pytest.mark.parametrize("earned, lost, fr", [(2, 1, "2 gagnées, 1 perdue (plafond 10)"),
                                              (1, 2, "1 gagnée, 2 perdues (plafond 10)")])
def test_coins_lost_to_the_cap_agree_in_french(earned, lost, fr):
    data = {**_summaries(4, 3)[0]}
    data["rows"] = [{**data["rows"][0], "coins": earned, "earned": earned, "lost": lost}]
    i18n.set_lang("fr")
    try:
        note = summary_lines(data, ["A", "B", "C", "D"], 0)["coins"][0][2]
    finally:
        i18n.set_lang("en")
    assert note == fr
    assert summary_lines(data, ["A", "B", "C", "D"], 0)["coins"][0][2] == f"{earned} earned, {lost} lost to the " \
                                                                          "10-coin cap"
