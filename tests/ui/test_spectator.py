"""Hot-seat: while a bot acts between two humans, the screen shows only public information."""

from game.match import Match
from game.ui.table import TableScene
from game.ui.widgets import gfx


def _draw_recorded(app, scene):
    """Draw one frame; return the face names and the texts drawn."""
    faces, texts = [], []
    real_get, real_text = app.faces.get, gfx.text

    def get(name, *a, **k):
        faces.append(name)
        return real_get(name, *a, **k)

    def text(s, *a, **k):
        texts.append(s)
        return real_text(s, *a, **k)

    app.faces.get, gfx.text = get, text
    try:
        scene.forget_caches()   # no cached layer: everything is drawn again
        app.draw()
    finally:
        app.faces.get, gfx.text = real_get, real_text
    return faces, texts


def _private(match, seat):
    """Card faces only `seat` may see now: hand, hidden slots, face-down Immortals."""
    v = match.view(seat)
    public = match.public_view(seat)
    keys = set(v["me"]["hand"])
    keys |= {sl["key"] for sl in v["seats"][seat]["slots"] if sl["key"]} - \
        {sl["key"] for sl in public["seats"][seat]["slots"] if sl["key"]}
    faces = {f"civ:{k}" for k in keys}
    if v["seats"][seat]["immortal"] is None:
        faces |= {f"immortal:{im}" for im in v["me"]["immortals"]}
    return faces


def test_no_private_information_drawn_while_a_bot_acts(app):
    match = Match(["human", "human", "bot:easy"], ["Ann", "Bob", "Bot"], 4, autosave=False)
    scene = TableScene(app, match)
    app.push(scene)
    checked = 0
    for _ in range(400):
        if match.over:
            break
        top = app.stack.top
        if top is not scene and hasattr(top, "auto_answer"):
            top.auto_answer()           # a human takes the screen
        elif top is not scene and top is not scene.choice_scene:
            app.pop(top)                # an explanation screen (draft summary, Supremacy): read, closed
        if match.bot_to_act() is not None:
            scene.tweens.finish_all()
            assert scene.spectator, "a bot acts: nobody's private view may be up"
            faces, texts = _draw_recorded(app, scene)
            for human in (0, 1):
                leak = _private(match, human) & set(faces)
                assert not leak, f"private card of seat {human} drawn during a bot's turn: {leak}"
            assert not any(t.startswith(("You ", "Vous ")) for t in texts)
            checked += 1
            match.run_bot_sync()
            scene.sync()
            continue
        s = match.to_act
        if top is scene and scene.viewer == s and not scene.spectator:
            legal = match.legal(s)
            scene.submit(legal[0])
        elif scene.choice_scene is not None:
            scene.choice_scene.choose(match.legal(s)[0])
        else:
            scene.sync()
    assert checked >= 10, checked


def test_single_human_keeps_their_view_during_bot_turns(app):
    match = Match(["human", "bot:easy", "bot:easy"], ["Ann", "B1", "B2"], 4, autosave=False)
    scene = TableScene(app, match)
    app.push(scene)
    while match.bot_to_act() is None:
        scene.submit(match.legal(0)[0])
    assert not scene.spectator and scene.view["me"]["hand"]
