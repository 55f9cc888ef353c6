"""Supremacy panel: the contests of real seeded games, every tie explained, drawn at both sizes."""

import pytest

from game.ui import i18n
from game.ui.panels.explain import supremacy_done, supremacy_summary
from game.ui.panels.suppanel import SupremacyScene, explain_row
from tests.ui.explain_games import TextSizes, draw, play


def _phases(n, seed):
    out = []
    for b in play(n, seed):
        rows = supremacy_summary(b.log, b.view)
        whats = {r["what"] for r in rows}
        if supremacy_done(rows) and any(e["t"] in ("contest", "tie") or (e["t"] == "supremacy" and e.get("why") in
                                                                          whats) for e in b.events):
            out.append((rows, b.view))
    return out


@pytest.mark.parametrize("n", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_draws_with_readable_text(app, monkeypatch, n, size, lang):
    sizes = TextSizes(monkeypatch)
    i18n.set_lang(lang)
    try:
        for rows, view in _phases(n, 4):
            scene = SupremacyScene(app, rows, view, [f"Player {i + 1}" for i in range(n)], 0)
            draw(app, scene, size)
            assert scene.rect.h <= size[1] and scene.rect.w <= size[0]
    finally:
        i18n.set_lang("en")
    assert sizes.sizes and min(sizes.sizes) >= 13


def test_every_outcome_is_told_in_words():
    names = [f"P{i}" for i in range(6)]
    seen = set()
    for n in (4, 5, 6):
        for seed in range(1, 12):
            for rows, _ in _phases(n, seed):
                for r in rows:
                    text = explain_row(r, names, 0)
                    seen.add(r["why"])
                    def said(s, text=text):   # the viewer (seat 0) is "you", everyone else by name
                        return ("you" in text.lower()) if s == 0 else names[s] in text

                    if r["winner"] is not None:
                        assert said(r["winner"]) and str(r["top"]) in text
                    if r["why"] in ("tie", "justice", "claim"):
                        assert "Tie" in text and all(said(s) for s in r["tied"])
                    assert names[0] not in text, "the viewer is 'you', not their name"
                    if r["why"] in ("justice", "claim"):
                        assert "Justice" in text
    assert {"most", "tie"} <= seen


def test_justice_is_named_only_once_she_is_revealed():
    for n in (4, 5, 6):
        for seed in range(1, 12):
            for rows, view in _phases(n, seed):
                for r in rows:
                    if "Justice" in explain_row(r, [str(i) for i in range(n)], 0):
                        assert view["seats"][r["winner"]]["justice_revealed"]
