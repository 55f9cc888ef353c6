"""One game, one vocabulary: a card face writes its effects in words or in icon shorthand by its drawn size alone
(art.face_style), so every card at one size looks alike: the choice screens (swap, Chaos Portal, Tomorrow...) and the
card grids never mix the two styles. The terse summaries speak one language of signs (each one in the glossary)."""

import pygame
import pytest

from game import cardglyphs, cardtext
from game.rules import default_db
from game.ui.cards import art, faceglyphs
from game.ui.cards.sheet import deck_names
from game.ui.panels.overlays import ChoiceScene
from game.ui.widgets import faces as F

SIZES = [(1280, 720), (1920, 1080)]


def _choice_heights() -> set[int]:
    """The heights the big-card chooser draws 1 to 14 cards at, in both window sizes."""
    out = set()
    for size in SIZES:
        for n in range(1, 15):
            scene = ChoiceScene.__new__(ChoiceScene)
            scene.items, scene.extras = [("civ:1", "", "a")] * n, []
            scene.resize(size)
            out.add(scene.card_size[1])
    return out


def _rendered(heights: set[int]) -> list[int]:
    """The heights the face cache renders those drawn heights at (faces.Faces buckets)."""
    faces = F.Faces("en")
    return sorted({faces._render_h(h) for h in heights})


def _names() -> list[str]:
    return list(dict.fromkeys(n for n in deck_names() if not n.startswith("back:")))


def _labelled(name: str, lang: str, h: int) -> bool:
    """The face wrote a slot label in words ("Action:", "Bonus:", French "Bonus :"...), seen from the texts it drew
    (a French colon is drawn as its own word)."""
    drawn = [t for _, t in art.face_texts(name, lang, h)]
    labels = set(cardtext.SLOT_LABELS[lang].values())
    if lang == "fr":
        return any(t in labels and nxt == ":" for t, nxt in zip(drawn, drawn[1:]))
    return any(t in {f"{lab}:" for lab in labels} for t in drawn)


def test_the_style_is_a_function_of_the_size_only():
    assert [art.face_style(h) for h in (40, 48, 296, 299, 300, 400, 640)] == \
        ["", "icons", "icons", "icons", "words", "words", "words"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_at_a_choice_screen_size_is_drawn_in_the_same_style(lang):
    heights = _rendered(_choice_heights())
    assert any(art.face_style(h) == "words" for h in heights) and any(art.face_style(h) == "icons" for h in heights)
    for h in heights:
        drawn = {name: art.face_style_drawn(name, lang, h) for name in _names()}
        assert set(drawn.values()) == {art.face_style(h)}, (h, {n: s for n, s in drawn.items()
                                                                 if s != art.face_style(h)})
        words = {name for name in drawn if _labelled(name, lang, h)}   # what the faces really wrote
        assert words == (set(drawn) if art.face_style(h) == "words" else set()), (h, len(words))


@pytest.mark.parametrize("size", SIZES)
def test_the_card_grids_draw_one_style(app, size):
    """How to play's card list and the Rules reference grid, as drawn (faces.face_meter notes each face's height)."""
    from game.ui.screens.howto import PAGES, HowToScene
    app.screen = pygame.display.set_mode(size)
    F.face_meter = set()
    try:
        HowToScene(app, PAGES.index("cards")).draw(app.screen)
        app.make("reference").draw(app.screen)
        seen = {rendered for _, _, rendered in F.face_meter}
    finally:
        F.face_meter = None
    assert seen
    for lang in ("en", "fr"):
        for h in seen:
            assert {art.face_style_drawn(n, lang, h) for n in _names()} == {art.face_style(h)}, (lang, h)


def _sign_tokens(text: str) -> set[str]:
    """The words and signs of a terse summary, without its icons and numbers ("-2[coins] → Copy": "-2", "→")."""
    import re
    out = set()
    for tok in re.sub(r"\[\w+\]", " ", text).split():
        if tok.endswith(":") and tok != ":":   # "card:", "1+:", "#1:": a word or number, then the condition sign
            out.add(":")
            tok = tok[:-1]
        if "/" in tok and tok != "/":   # "2/sets": per, then what it counts
            out.add("/")
            tok = tok.split("/", 1)[1]
        if re.fullmatch(r"\+\d+", tok):
            tok = "+2"        # gain
        elif re.fullmatch(r"-\d+", tok):
            tok = "-2"        # pay
        elif re.fullmatch(r"\d+\+", tok):
            tok = "4+"        # that many or more
        elif re.fullmatch(r"#\d+", tok):
            tok = "#1"        # a rank
        elif re.fullmatch(r"\d+", tok):
            continue          # a plain amount before an icon
        out.add(tok)
    return out - {""}


def terse_signs(lang: str) -> set[str]:
    """Every word and sign the terse summaries of every card produce (cardglyphs.glyphs over every slot small faces
    write), plus the slot letters (faceglyphs.SLOT_LETTERS) and the 4+ badge of the cards that have it."""
    db = default_db()
    cards = list(db.civ) + list(db.commerce) + list(db.immortals)
    out = set()
    for card in cards:
        for slot in faceglyphs.SLOTS:
            steps = getattr(card, slot, ())
            if steps:
                out |= _sign_tokens(cardglyphs.glyphs(steps, lang))
                out.add(faceglyphs.SLOT_LETTERS[lang][slot])
    if any(getattr(c, "four_plus", False) for c in db.civ):
        out.add("4+")
    return out - {""}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_terse_signs_are_few_and_each_is_glossed(lang):
    from game.ui.i18n import set_lang
    from game.ui.screens.howto import glossary
    set_lang(lang)
    try:
        glossed = set()
        for sign, meaning in glossary():
            glossed |= set(sign.split()) | {sign}
            assert meaning.strip()
    finally:
        set_lang("en")
    signs = terse_signs(lang)
    names = {w for c in default_db().civ for w in c.name[lang].split()}   # a card a condition names: not a sign
    missing = {s for s in signs - glossed if s not in names}
    assert missing == set(), missing
    assert {"→", "/", "4+", "B", "A"} <= signs   # the derivation sees the signs the issue names


def test_the_glossary_icons_cover_every_icon_of_the_summaries():
    import re

    from game.ui.screens.howto import ICONS
    db = default_db()
    icons = set()
    for card in list(db.civ) + list(db.commerce) + list(db.immortals):
        for slot in faceglyphs.SLOTS:
            if getattr(card, slot, ()):
                icons |= set(re.findall(r"\[(\w+)\]", cardglyphs.glyphs(getattr(card, slot), "en")))
    assert icons and icons <= set(ICONS), icons - set(ICONS)


def test_a_choice_shows_a_card_without_making_it_a_choice(app):
    """A card shown for information (the revealed card with nothing to copy, the Immortal looked at) is not
    clickable: clicking it submits nothing."""
    class Table:
        view = {"legal": ["decline"]}
        choice_scene = None
        submitted: list[str] = []

        def submit(self, action):
            self.submitted.append(action)
            return True

        def answer_choice(self, action):
            self.choice_scene = None
            return self.submit(action)

    table = Table()
    scene = ChoiceScene(app, table, "Copy which Action?", [("civ:W10", "Revealed", "")], [("Take nothing", "decline")],
                        "Nothing to copy")
    app.push(scene)
    r, _ = scene.rects[0]
    scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=r.center))
    assert table.submitted == [] and app.stack.top is scene
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    assert table.submitted == ["decline"]


def _table_at(app, seed: int, ply: int, seat: int, more: tuple[str, ...] = ()):
    """A table where seat `seat` (the human) is to decide after `ply` actions of random bots in a 4-player game."""
    from game.bots import make_bot
    from game.match import Match
    from game.rules.engine import apply, new_game
    from game.rules.menus import legal_actions
    from game.rules.view import view_for
    from game.ui.table.scene import TableScene
    st, acts = new_game(4, seed), []
    bots = [make_bot("random", seed * 31 + s) for s in range(4)]
    for _ in range(ply):
        a = bots[st.to_act].choose(view_for(st, st.to_act), legal_actions(st))
        st, _ = apply(st, a)
        acts.append(a)
    seats = ["bot:easy"] * 4
    seats[seat] = "human"
    match = Match(seats, ["A", "B", "C", "D"], seed, actions=acts + list(more), autosave=False)
    scene = TableScene(app, match)
    app.push(scene)
    scene.sync()
    scene.tweens.finish_all()
    return scene


def test_copy_with_nothing_to_copy_says_why_and_shows_the_revealed_card(app):
    scene = _table_at(app, 7, 49, 2)   # Cylak revealed Equilibrium, a Wonder with no Action
    choice = scene.choice_scene
    assert choice is not None and choice.title == "Copy which Action?"
    assert choice.note == "Nothing to copy: Equilibrium has no Action."
    assert [(face, action) for face, _, action in choice.items] == [("civ:W10", "")]   # shown big, not a choice
    assert [a for _, a in choice.extras] == ["decline"]


def test_tomorrow_shows_the_immortal_looked_at(app):
    scene = _table_at(app, 3, 107, 0, ("peek 1",))
    peeked = scene.view["me"]["peeked"]
    choice = scene.choice_scene
    assert choice is not None and peeked is not None
    face, label, action = choice.items[0]
    assert (face, action) == (f"immortal:{peeked['immortal']}", "") and "You looked" in label
    assert all(a.startswith("guess ") for _, _, a in choice.items[1:])
