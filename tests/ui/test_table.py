"""Table interaction, headless: synthetic mouse drags, the hot-seat curtain, views only."""

import pygame
import pytest

from game.match import Match
from game.ui.panels.overlays import CurtainScene
from game.ui.table import TableScene
from game.ui.table.counts import pending_coins


def _table(app, seats, seed=3):
    match = Match(seats, [f"P{i}" for i in range(len(seats))], seed, autosave=False)
    while match.bot_to_act() is not None:
        match.run_bot_sync()
    scene = TableScene(app, match)
    app.push(scene)
    scene.tweens.finish_all()
    return match, scene


def _read_panels(scene):
    """Close the information panels as a player would (they wait for a click), and let the click guard pass."""
    while scene.claims.kind == "panel":
        scene.claims.modal.close()
        scene.claims.sync()
    scene.claims.released_at = None


def _bots(match, scene):
    """Let the bots answer until a human is to act, then refresh the table (and read the panels it shows)."""
    while match.bot_to_act() is not None:
        match.run_bot_sync()
    scene.sync()
    scene.tweens.finish_all()
    _read_panels(scene)


def _mouse(app, kind, pos, button=1):
    if kind == pygame.MOUSEMOTION:
        ev = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    else:
        ev = pygame.event.Event(kind, pos=pos, button=button)
    app.step(1 / 60, [ev])


def _drag(app, start, end, steps=5):
    _mouse(app, pygame.MOUSEBUTTONDOWN, start)
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
        _mouse(app, pygame.MOUSEMOTION, (int(p[0]), int(p[1])))
    _mouse(app, pygame.MOUSEBUTTONUP, end)


SEATS = ["human", "bot:easy", "bot:easy", "bot:easy"]


def _at_play(app):
    """A table whose human seat has just drafted its first card: the play-or-transform decision."""
    match, scene = _table(app, SEATS)
    key = scene.view["me"]["hand"][0]
    _drag(app, scene.layout.cards[f"hand:{key}"].center, scene.layout.zones["slot0"].center)
    _bots(match, scene)
    assert scene.view["decision"]["kind"] == "play"
    return match, scene


def test_drag_card_onto_slot_submits_pick(app):
    match, scene = _table(app, SEATS)
    assert scene.view["decision"]["kind"] == "pick" and match.to_act == scene.viewer
    key = scene.view["me"]["hand"][0]
    card = scene.layout.cards[f"hand:{key}"]
    slot = scene.layout.zones["slot0"]
    before = len(match.actions)
    _drag(app, card.center, slot.center)
    assert match.actions[before:] == [f"pick {key}"]
    assert scene.view["seats"][scene.viewer]["slots"][0]["key"] == key
    _bots(match, scene)
    # the next decision is play / transform, with both buttons offered
    labels = [b.label for b in scene.buttons]
    assert scene.view["decision"]["kind"] == "play"
    assert any("Play" in lbl for lbl in labels)
    assert any("Transform (+5)" in lbl for lbl in labels), "the slot's coins are shown on Transform"


def _click(app, pos):
    _mouse(app, pygame.MOUSEBUTTONDOWN, pos)
    _mouse(app, pygame.MOUSEBUTTONUP, pos)


def test_click_a_card_then_the_slot_drafts_it(app):
    """Besides a drag: a click pins the card (enlarged, 'Click your glowing slot to draft it'), a click on the slot
    drafts it; a click anywhere else (another hand card, the edge of the hand) drafts nothing and pins no card."""
    match, scene = _table(app, SEATS)
    hand = scene.view["me"]["hand"]
    first, other = hand[0], hand[1]
    slot = scene.layout.zones["slot0"]
    before = len(match.actions)
    _click(app, scene.layout.cards[f"hand:{first}"].center)
    assert scene.pointer.zoom_key == f"hand:{first}" and scene.pointer.zoom_sticky
    assert scene.tips.zoom_extra(f"hand:{first}") == "Click your glowing slot to draft it."
    _click(app, scene.layout.cards[f"hand:{other}"].center)   # changing one's mind: the other card is pinned
    assert len(match.actions) == before and scene.pointer.zoom_key == f"hand:{other}"
    _click(app, (int(slot.centerx), int(slot.bottom + 2)))     # just under the slot: nothing drafted, nothing pinned
    assert len(match.actions) == before and scene.pointer.zoom_key is None
    _click(app, slot.center)                                    # the slot with nothing pinned: nothing either
    assert len(match.actions) == before
    _click(app, scene.layout.cards[f"hand:{other}"].center)
    _click(app, slot.center)
    assert match.actions[before:] == [f"pick {other}"]
    assert scene.view["seats"][scene.viewer]["slots"][0]["key"] == other


def test_illegal_drop_submits_nothing_and_snaps_back(app):
    match, scene = _table(app, SEATS)
    key = scene.view["me"]["hand"][1]
    origin = scene.layout.cards[f"hand:{key}"].copy()
    before = list(match.actions)
    log = scene.layout.zones["log"]
    _drag(app, origin.center, log.center)
    assert match.actions == before
    assert scene.banners.msg  # the player is told why
    scene.tweens.finish_all()
    assert scene.anim.sprites[f"hand:{key}"].rect.topleft == pytest.approx(origin.topleft)


def test_drop_when_not_your_decision_is_refused(app):
    match, scene = _at_play(app)
    # the hand is still there but the pending decision is play/transform: a second pick must not go through
    other = scene.view["me"]["hand"][0]
    n = len(match.actions)
    free = scene.pointer.free_slot_zone()
    _drag(app, scene.layout.cards[f"hand:{other}"].center, free.center)
    assert len(match.actions) == n
    assert scene.banners.msg


def test_play_button_plays(app):
    match, scene = _table(app, SEATS)
    key = scene.view["me"]["hand"][0]
    _drag(app, scene.layout.cards[f"hand:{key}"].center, scene.layout.zones["slot0"].center)
    _bots(match, scene)
    play = next(b for b in scene.buttons if "Play" in b.label)
    _mouse(app, pygame.MOUSEBUTTONDOWN, play.rect.center)
    _mouse(app, pygame.MOUSEBUTTONUP, play.rect.center)
    assert "play" in match.actions[-4:] and match.actors[match.actions.index("play")] == scene.viewer


def test_curtain_between_two_humans(app):
    seats = ["human", "human", "bot:easy", "bot:easy"]
    match, scene = _table(app, seats)
    first = scene.viewer
    assert match.to_act == first
    # hot-seat: even the first player's first view waits behind a curtain
    top = app.stack.top
    assert isinstance(top, CurtainScene) and top.name == match.names[first]
    assert app.stack.visible() == [top]
    _mouse(app, pygame.MOUSEBUTTONUP, (10, 10))
    assert app.stack.top is scene
    key = scene.view["me"]["hand"][0]
    _drag(app, scene.layout.cards[f"hand:{key}"].center, scene.layout.zones["slot0"].center)
    # the same human says play or transform at once, without a hand-over in between
    assert app.stack.top is scene and match.to_act == first and scene.view["decision"]["kind"] == "play"
    assert scene.submit("transform")
    # the other human picks next: the curtain must come down before their hand is shown
    for _ in range(200):
        if isinstance(app.stack.top, CurtainScene):
            break
        if match.bot_to_act() is not None:
            match.run_bot_sync()
            scene.sync()
    top = app.stack.top
    assert isinstance(top, CurtainScene)
    assert top.name == match.names[match.to_act] and match.to_act != first
    assert app.stack.visible() == [top], "the curtain hides the table completely"
    _mouse(app, pygame.MOUSEBUTTONUP, (10, 10))
    assert app.stack.top is scene and scene.viewer == match.to_act
    assert scene.view["seat"] == scene.viewer


class _Poison:
    def __getattr__(self, name):
        raise AssertionError(f"a scene read the full state ({name}) while drawing")


def test_scene_never_reads_state_for_drawing(app):
    match, scene = _table(app, SEATS)
    real = match._state
    match._state = _Poison()
    try:
        surf = pygame.Surface(app.size)
        scene.draw(surf)
        key = next(iter(scene.layout.cards))
        scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.layout.cards[key].center, rel=(0, 0),
                                               buttons=(0, 0, 0)))
        scene.pointer.zoom_key = key  # the enlarged view of the hovered card
        scene.draw(surf)
    finally:
        match._state = real


def test_table_runs_on_views_alone(app):
    """The scene needs only a controller that hands out views: no rules state at all."""
    real, scene = _table(app, SEATS)
    views = {s: real.view(s) for s in range(4)}

    class ViewsOnly:
        names = real.names
        seats = real.seats
        ply = real.ply
        to_act = real.to_act
        over = False

        def view(self, seat):
            return views[seat]

        def humans(self):
            return [0]

        def is_human(self, s):
            return s == 0

        def bot_to_act(self):
            return None

        def can_undo(self, seat):
            return False

        def log_for(self, seat):
            return []

        def events_since(self, ply, seat):
            return []

    t = TableScene(app, ViewsOnly())
    t.draw(pygame.Surface(app.size))
    assert set(t.anim.sprites) == set(t.layout.cards)


def test_immortal_choice_screen_in_three_player_game(app):
    """3 players keep one of two Immortals on a big-card screen; clicking a card submits exactly that choice."""
    from game.ui.panels.overlays import ChoiceScene
    match, scene = _table(app, ["human", "bot:easy", "bot:easy"], seed=4)
    for _ in range(400):
        _read_panels(scene)
        top = app.stack.top
        d = scene.view.get("decision") or {}
        if isinstance(top, ChoiceScene) and d.get("kind") == "immortal":
            break
        if isinstance(top, ChoiceScene):
            top.choose(top.items[0][2] if top.items else top.extras[0][1])
            continue
        if match.bot_to_act() is not None:
            _bots(match, scene)
            continue
        legal = scene.view["legal"]
        scene.submit("transform" if "transform" in legal else "end" if "end" in legal else legal[0])
    else:
        pytest.fail("never reached the Immortal choice")
    top = app.stack.top
    assert sorted(a for _, _, a in top.items) == sorted(f"immortal {i}" for i in scene.view["me"]["immortals"])
    from game.ui.table.publicpoints import public_points
    for _, label, a in top.items:   # each says your points in all now were it the one kept
        im = a.split()[1]
        seats = [{**row, "immortal": im} if s == scene.viewer else row for s, row in enumerate(scene.view["seats"])]
        total = public_points({**scene.view, "seats": seats}, scene.viewer)
        assert total["immortal"] == match.immortal_points(scene.viewer, im)
        assert label.endswith(f": {sum(total.values())} VP in all"), label
    rect, action = top.rects[1]
    _mouse(app, pygame.MOUSEBUTTONUP, rect.center)
    assert match.actions[-1] == action or action in match.actions[-3:]
    assert app.stack.top is not top


def test_scripted_run_plays_to_the_end_with_screenshots(tmp_path, monkeypatch):
    """`main.py play --seats bot,bot,bot --exit-at-end --screenshots DIR`: a PNG per phase change and at the end."""
    from game.ui.app import UIConfig, run
    shots = tmp_path / "shots"
    code = run(UIConfig(seats=["bot:easy"] * 3, seed=2, size=(1280, 720), exit_at_end=True, screenshots=str(shots),
                        autosave=False, anim_speed=0.0, max_seconds=120))
    assert code == 0
    names = sorted(p.name for p in shots.glob("*.png"))
    for phase in ("r1_draft", "r1_kingdom", "r1_supremacy", "r2_draft", "r2_kingdom", "r2_vp", "end"):
        assert any(n.endswith(f"_{phase}.png") for n in names), (phase, names)


def test_scenes_have_no_route_to_the_rules_state():
    """Only the controller (match.py) may hold a GameState; scene modules never name it."""
    from pathlib import Path
    ui = Path(__file__).resolve().parents[2] / "game" / "ui"
    for path in ui.rglob("*.py"):
        if path.name == "match.py":
            continue
        text = path.read_text(encoding="utf-8")
        for forbidden in ("_state", "GameState", "new_game(", "apply(", "legal_actions("):
            assert forbidden not in text, f"{path.name} mentions {forbidden}"


def _to_own_kingdom_use(app, seed):
    """A table where the human (seat 0) may activate one of their own cards; None if this seed never gets there."""
    match, scene = _table(app, ["human", "bot:easy", "bot:easy", "bot:easy"], seed=seed)
    for _ in range(400):
        _read_panels(scene)
        if match.over:
            return None
        if match.bot_to_act() is not None:
            _bots(match, scene)
            continue
        legal = scene.view["legal"]
        own = [k for k in scene.layout.cards if k.startswith("s0:") and ":slot" not in k
               and f"use {k.rsplit(':', 1)[1]}" in legal]
        if scene.view["decision"]["kind"] == "kingdom" and own:
            return match, scene, own[0]
        scene.submit("play" if "play" in legal else "end" if "end" in legal else legal[0])
    return None


def _any_own_kingdom_use(app):
    """The first seed from 1 to 29 that gives the human a usable card of their own (see _to_own_kingdom_use)."""
    for seed in range(1, 30):
        found = _to_own_kingdom_use(app, seed)
        if found:
            return found
        app.stack.scenes.clear()
    return None


def _answer_prompts(app, scene):
    """Answer whatever an Action opened (chooser or panel) until the human is back at the Kingdom menu."""
    while scene.view["decision"]["kind"] != "kingdom" and scene.view["decision"]["seat"] == 0:
        top = app.stack.top
        if top is not scene:
            top.choose(top.items[0][2] if top.items else top.extras[0][1])
        else:
            scene.submit(scene.view["legal"][0])


def test_click_activates_then_refuses_with_reason(app):
    found = _any_own_kingdom_use(app)
    assert found, "no seed gave the human a usable card"
    match, scene, key = found
    card = key.rsplit(":", 1)[1]
    centre = scene.layout.cards[key].center
    _mouse(app, pygame.MOUSEBUTTONDOWN, centre)
    _mouse(app, pygame.MOUSEBUTTONUP, centre)
    assert f"use {card}" in match.actions
    # close any prompt the Action opened, back to the Kingdom menu
    _answer_prompts(app, scene)
    assert scene.view["decision"]["seat"] == 0, "still the human's Kingdom turn"
    n = len(match.actions)
    scene.tweens.finish_all()
    centre = scene.layout.cards[key].center
    _mouse(app, pygame.MOUSEBUTTONDOWN, centre)
    _mouse(app, pygame.MOUSEBUTTONUP, centre)
    assert len(match.actions) == n
    assert "already used" in scene.banners.msg


def test_end_turn_asks_for_confirmation(app):
    from game.ui.panels.overlays import ConfirmScene
    found = _any_own_kingdom_use(app)
    assert found
    match, scene, _ = found
    n = len(match.actions)
    end = next(b for b in scene.buttons if "End turn" in b.label)
    _mouse(app, pygame.MOUSEBUTTONDOWN, end.rect.center)
    _mouse(app, pygame.MOUSEBUTTONUP, end.rect.center)
    assert isinstance(app.stack.top, ConfirmScene) and len(match.actions) == n
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert match.actions[n] == "end"


def test_play_limit_is_shown_and_auto_transform_explained(app):
    match, scene = _table(app, ["human", "bot:easy", "bot:easy"])
    assert scene.view["seats"][scene.viewer]["plays"] == 0
    banners = []
    show = scene.banners.show
    scene.banners.show = lambda text, sub="", shot=None, wait=True: (banners.append(sub), show(text, sub, shot, wait))
    for _ in range(5):
        d = scene.view.get("decision") or {}
        if d.get("seat") != scene.viewer or d.get("kind") != "pick":
            break
        scene.submit(f"pick {scene.view['me']['hand'][0]}")
        me = scene.view["seats"][scene.viewer]
        if me["slots"] and me["slots"][-1]["status"] == "chose_transform":
            from game.ui.table.sprites import face_for as _face_for
            j = len(me["slots"]) - 1
            assert _face_for(f"s{scene.viewer}:slot{j}", scene.view)[0] == "back:civ"   # never face-up
            assert "played 3 cards this round" in scene.panel.auto_transform_note()
            app.step(1 / 60, [])
        _bots(match, scene)
        d = scene.view.get("decision") or {}
        if d.get("kind") == "play" and d.get("seat") == scene.viewer:
            scene.submit("play")
            _bots(match, scene)
    assert any("played 3 cards this round" in b and "coins" in b for b in banners)


def test_results_columns_in_rank_order(app):
    from game.rules import default_db
    from game.ui.panels.overlays import ResultsScene
    ims = [i.id for i in default_db().immortals][:3]
    players = [{"immortal": ims[0], "total": 10, "breakdown": {}}, {"immortal": ims[1], "total": 30, "breakdown": {}},
               {"immortal": ims[2], "total": 20, "breakdown": {}}]
    scene = ResultsScene(app, {"result": {"players": players, "winner": 1}}, ["A", "B", "C"], ["human", "bot", "bot"])
    assert scene.order == [1, 2, 0]
    app.push(scene)
    scene.tweens.finish_all()
    app.step(1 / 60, [])


def test_transform_coins_show_as_pending_during_draft(app):
    match, scene = _table(app, ["human", "bot:easy", "bot:easy"])
    scene.submit(f"pick {scene.view['me']['hand'][0]}")
    _bots(match, scene)
    scene.submit("transform")
    _bots(match, scene)
    assert scene.view["phase"] == "draft" and pending_coins(scene.view, scene.viewer) > 0
    app.step(1 / 60, [])


def test_hovering_a_card_back_gives_a_small_tip(app):
    match, scene = _table(app, ["human", "bot:easy", "bot:easy"])
    k = next(c for c in scene.layout.cards if c.startswith("imm:1"))
    assert scene.tips.back_tip(k) == "Hidden Immortal"
    scene.pointer.zoom_key = scene.pointer.hover_key = k
    app.step(1 / 60, [])


def test_drop_on_a_non_glowing_slot_is_refused_with_a_reason(app):
    match, scene = _table(app, SEATS)
    key = scene.view["me"]["hand"][0]
    n = len(match.actions)
    _drag(app, scene.layout.cards[f"hand:{key}"].center, scene.layout.zones["slot2"].center)
    assert len(match.actions) == n
    assert scene.banners.msg == "Drop it on your glowing slot." and scene.banners.msg_err


def test_hover_says_why_a_card_cannot_be_activated(app):
    found = _any_own_kingdom_use(app)
    assert found
    match, scene, key = found
    scene.submit(f"use {key.rsplit(':', 1)[1]}")
    _answer_prompts(app, scene)
    scene.tweens.finish_all()
    # hovering the used card says why, before any click
    _mouse(app, pygame.MOUSEMOTION, tuple(map(int, scene.layout.cards[key].center)))
    assert "already used" in (scene.tips.hover_refusal(key) or "")
    # the end-turn question names the cards still usable
    usable = [a.split(" ", 1)[1] for a in scene.view["legal"] if a.startswith(("use ", "power "))]
    scene.panel.ask_end()
    question = app.stack.top.question
    if usable:
        from game.ui.text.logtext import card_name
        assert card_name(usable[0]) in question


def test_buttons_keep_their_place(app):
    """Undo appearing never moves the main answer: End turn / Transform sit at the same place all game."""
    match, scene = _table(app, SEATS)
    spots = {}
    for _ in range(300):
        if match.over:
            break
        if match.bot_to_act() is not None:
            _bots(match, scene)
            continue
        for b in scene.buttons:
            if getattr(b, "action_name", None) in ("end", "transform") and scene.layout.zones["panel"].contains(b.rect):
                spots.setdefault(b.action_name, set()).add(tuple(round(v) for v in b.rect))
        legal = scene.view["legal"]
        scene.submit("transform" if "transform" in legal else "end" if "end" in legal else legal[0])
    assert spots.get("end") and spots.get("transform")
    assert all(len(places) == 1 for places in spots.values()), spots


def test_your_immortal_scores_now_matches_the_final_score(app):
    """The panel's 'scores now: N VP' at the end of the game is the Immortal line of the final score."""
    match = Match(["human", "bot:easy", "bot:easy"], ["P0", "P1", "P2"], 6, autosave=False)
    while not match.over:
        if match.bot_to_act() is not None:
            match.run_bot_sync()
        else:
            legal = match.legal(0)
            match.submit(0, "play" if "play" in legal else "end" if "end" in legal else legal[0])
    scene = TableScene(app, match)
    im = scene.view["me"]["immortals"][0]
    row = scene.view["result"]["players"][0]
    bonus = scene.view["seats"][0]["tomorrow_bonus"]
    assert scene.panel.imm_now[im] + bonus == row["breakdown"]["immortal"]
    lines = [text for text, _, _ in scene.panel.immortal_lines()]
    assert any(str(scene.panel.imm_now[im]) in t for t in lines[:1]) and len(lines) >= 2


def test_automatic_last_pick_is_announced(app):
    """Before the last pick the panel says the card will come by itself; when it does, a banner names it first."""
    match, scene = _table(app, SEATS)
    shown = []
    real = scene.banners.next

    def spy():
        real()
        if scene.banners.current is not None:
            shown.append(scene.banners.current.text)

    scene.banners.next = spy
    said_before = False
    for _ in range(200):
        if match.over or scene.view["round"] > 1:
            break
        if match.bot_to_act() is not None:
            _bots(match, scene)
            continue
        legal = scene.view["legal"]
        if scene.view["decision"]["kind"] == "pick" and len(scene.view["me"]["hand"]) == 2:
            said_before = "by itself" in scene.panel.hint()
        scene.submit("transform" if "transform" in legal else legal[0])
    assert said_before
    auto = [i for i, t in enumerate(shown) if "by itself" in t]
    assert auto, shown
    later = [i for i, t in enumerate(shown) if "Kingdom" in t]
    assert not later or auto[0] < later[0], "announced before the phase change"


def _tie_position():
    """(seed, actions) of a random 4-player game stopped at a Supremacy tie asked of a seat that is not Justice."""
    import random

    from game.rules import apply, legal_actions, new_game
    for seed in range(1, 400):
        st, rng, actions = new_game(4, seed), random.Random(seed), []
        while not st.over:
            d = st.pending
            if d is not None and d.kind == "tie" and "reveal" not in legal_actions(st):
                return seed, actions, d.seat
            a = rng.choice(legal_actions(st))
            actions.append(a)
            st, _ = apply(st, a)
    return None


def test_a_tie_never_suggests_you_might_be_justice(app):
    found = _tie_position()
    assert found, "no random game reached a tie for a non-Justice seat"
    seed, actions, seat = found
    seats = ["bot:easy"] * 4
    seats[seat] = "human"
    match = Match(seats, [f"P{i}" for i in range(4)], seed, actions=actions, autosave=False)
    scene = TableScene(app, match)
    assert scene.view["decision"]["kind"] == "tie" and scene.viewer == seat
    assert "Justice" not in scene.panel.decision_title("tie")
    labels = [b.label for b in scene.panel.option_buttons]
    assert labels and not any("reveal" in lab.lower() for lab in labels), labels


def _finished() -> Match:
    """A 3-player game played to its end (Ann plays, two Easy bots), not saved."""
    match = Match(["human", "bot:easy", "bot:easy"], ["Ann", "B1", "B2"], 9, autosave=False)
    while not match.over:
        if match.bot_to_act() is not None:
            match.run_bot_sync()
        else:
            legal = match.legal(0)
            match.submit(0, "play" if "play" in legal else "end" if "end" in legal else legal[0])
    return match


def test_end_screen_offers_the_after_game_actions_and_counts_hints(app):
    match = _finished()
    scene = TableScene(app, match)
    app.push(scene)
    scene.hinter.used[0] = 2
    results = app.make("results", scene.view, match.names, match.seats)
    app.push(results)
    labels = [b.label for b in results.buttons]
    assert {"Export game", "Copy seed", "Rematch (new deal)", "Same deal again"} <= set(labels)
    assert results.hints == {"Ann": 2}
    app.draw()
    rematch = next(b for b in results.buttons if b.label == "Same deal again")
    rematch.action()
    assert isinstance(app.stack.top, TableScene) and app.stack.top.match.seed == match.seed


def test_a_hint_reads_whole_before_your_immortal(app):
    """At 1280x720 the panel has no room for a hint's reasons and your Immortal's text together: the hint is shown
    whole and the Immortal (its card, hovered, says it all) gives way, rather than the hint's last sentence cut."""
    from game.bots.hint import Hint, Option
    from game.ui.text import textfit

    match, scene = _at_play(app)
    last = "You win 25% of 160 simulated games with it, against 7%"
    reason = "About +3.6 VP (± 1.1) over Play this card. This card brings less than its 5 coins would. " + last + "."
    best = Option("transform", "Transform this card for 5 coins", 40.0, -6.0, 0.25, 0.0)
    scene.hinter.shown = Hint("transform", best.label, reason, best, (), 160, 900.0, match.ply, "play")
    scene.panel.build()
    scene.refresh()
    textfit.recording(True)
    try:
        app.step(1 / 60, [])
        drawn = [m for m in textfit.recording(True) if m.kind == "box"]
    finally:
        textfit.recording(False)
    hint_box = next(m for m in drawn if last in m.text)
    assert not hint_box.cut, "the hint's reasons are cut"


def _panel_boxes(app, scene, hint):
    """The panel's text boxes drawn in a frame with `hint` shown (None: no hint)."""
    from game.ui.text import textfit

    scene.hinter.shown = hint
    scene.panel.build()
    scene.refresh()
    textfit.recording(True)
    try:
        app.step(1 / 60, [])
        return [m for m in textfit.recording(True) if m.kind in ("box", "text")]
    finally:
        textfit.recording(False)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hint_in_the_panel_replaces_the_instructions_and_keeps_its_size(tmp_path, monkeypatch, size):
    """With a hint shown, the panel leaves out the general instruction (the hint says what to do), and of your
    Immortal's lines what would make the hint's letters smaller (its power, its rules, then its name): at 1920x1080
    both once shrank to 13 px."""
    from game.bots.hint import Hint, Option
    from game.ui.app import App, Settings, UIConfig
    from game.ui.table.panel import HINT_KEEPS
    from game.ui.widgets import gfx

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = App(UIConfig(size=size, autosave=False), settings=Settings(anim_speed=1.0))
    match, scene = _at_play(app)
    general = "Play the card (gain its Bonus)"
    mine = "scores now"
    before = " ".join(m.text for m in _panel_boxes(app, scene, None))
    assert general in before and mine in before
    reason = ("About +3.6 VP (± 1.1) over Play this card. This card brings less than its 5 coins would. You win 25% "
              "of 160 simulated games with it, against 7%.")
    best = Option("transform", "Transform this card for 5 coins", 40.0, -6.0, 0.25, 0.0)
    long = Hint("transform", best.label, reason, best, (), 160, 900.0, match.ply, "play")
    drawn = _panel_boxes(app, scene, long)
    hint_box = next(m for m in drawn if "simulated games" in m.text)
    assert not hint_box.cut and general not in " ".join(m.text for m in drawn)
    alone = [(text, gfx.GLOW, bold) for text, bold in scene.hinter.lines()]
    x, y, w, h = hint_box.rect
    box = pygame.FRect(x, y, w, h)
    fs = scene.layout.font
    by_itself = gfx.blocks_size(alone, box, fs)
    kept = None   # the first of your Immortal's forms (whole, without its power, its name) that keeps the hint large
    for keep in ("all", "scoring", "heads"):
        lines = [(t, gfx.TEXT, False) for t, _, _ in scene.panel.immortal_lines(keep)]
        together = gfx.blocks_size(alone + [("", gfx.TEXT, False)] + lines, box, fs)
        if together is not None and by_itself is not None and together >= HINT_KEEPS * by_itself:
            kept = " ".join(" ".join(t.split()) for t, _, _ in lines)
            break
    shown = " ".join(hint_box.text.split())
    assert (mine in shown) == (kept is not None) and (kept is None or shown.endswith(kept)), (kept, shown)
    if size == (1920, 1080):   # the case seen in the window: the Immortal's power went so that the hint stays large
        from game.cardtext import SLOT_LABELS
        power = SLOT_LABELS["en"]["power"]
        whole = " ".join(t for t, _, _ in scene.panel.immortal_lines())
        assert kept is not None and power in whole and power not in shown
    short = Hint("transform", best.label, "A close call with Play this card: 0.0 VP (± 1.1).", best, (), 160, 900.0,
                 match.ply, "play")
    drawn = " ".join(m.text for m in _panel_boxes(app, scene, short))
    assert mine in drawn, "a short hint leaves room for your Immortal at full size"


def test_choice_labels_shrink_to_fit_rather_than_lose_a_line(app):
    """Eleven cards to copy from at 1280x720: each card's owner-and-name label under it is drawn whole (shrunk to
    fit two lines, all at one size, the card named without its owner, which its face above shows, where the whole
    name would make every caption smaller), where it once lost its second line without a sign."""
    from game.ui.panels.overlays import ChoiceScene
    from game.ui.text import textfit
    from game.ui.widgets import gfx

    match, scene = _table(app, SEATS)
    keys = ["45", "39", "28", "43", "48", "33", "46", "31", "44", "37", "30"]
    labels = [f"Bot {i % 5 + 2} : Incroyable Marché de Xi'an ({k})" for i, k in enumerate(keys)]
    choice = ChoiceScene(app, scene, "Copy which Action?", [(f"civ:{k}", lb, "") for k, lb in zip(keys, labels)], [])
    surf = pygame.Surface(app.size)
    textfit.recording(True)
    try:
        choice.draw(surf)
        drawn = [m.text for m in textfit.recording(True) if m.kind == "text"]
    finally:
        textfit.recording(False)
    text = " ".join(drawn)
    assert textfit.ELLIPSIS not in text
    for lb in labels:
        assert any(" ".join(w.split()) in text for w in gfx.wordings(lb)), f"{lb!r} not drawn whole"


def _key(app, key, mod=0):
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def test_ctrl_z_says_why_when_there_is_nothing_to_undo(app):
    """Ctrl+Z after the hands passed (new cards seen) takes nothing back and says why, rather than doing nothing."""
    match, scene = _at_play(app)
    from game.ui.i18n import tr
    _key(app, pygame.K_z, pygame.KMOD_CTRL)   # the pick is the seat's own and nothing new was seen: undone
    assert scene.view["decision"]["kind"] == "pick" and scene.banners.msg == tr("undo")
    key = scene.view["me"]["hand"][0]
    _drag(app, scene.layout.cards[f"hand:{key}"].center, scene.layout.zones["slot0"].center)
    _bots(match, scene)
    scene.submit("transform")
    _bots(match, scene)
    assert scene.view["decision"]["kind"] == "pick" and not match.can_undo(scene.viewer)   # a new hand was seen
    n = len(match.actions)
    scene.banners.msg = ""
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.actions) == n and scene.banners.msg == tr("undo_none") and scene.banners.refusing


@pytest.mark.parametrize("lost", [1, 2])
def test_a_transform_near_the_cap_says_how_many_coins_are_lost_in_good_french(app, lost):
    """'1 perdue au plafond' / '2 perdues au plafond' (not 'perdue(s)'), and the red warning above the Immortal is
    drawn whole however long, never cut after two lines."""
    from game.ui import i18n
    from game.ui.table.counts import slot_coins
    from game.ui.text import textfit
    match, scene = _at_play(app)
    i18n.set_lang("fr")
    try:
        d = scene.view["decision"]
        gain = slot_coins(scene.view, d["slot"])
        row = scene.view["seats"][scene.viewer]
        row["coins"] = 10 - gain + lost - pending_coins(scene.view, scene.viewer)
        assert scene.panel.cap_loss(gain) == lost
        scene.panel.build()
        label = next(b.label for b in scene.buttons if b.action_name == "transform" and "·" in b.label)
        assert label.endswith({1: "1 perdue au plafond", 2: "2 perdues au plafond"}[lost]), label
        textfit.recording(True)
        scene.panel.draw_text(pygame.Surface(app.size))
        marks = textfit.recording(True)
        textfit.recording(False)
    finally:
        i18n.set_lang("en")
    warning = {1: "1 de ces pièces serait perdue.", 2: "2 de ces pièces seraient perdues."}[lost]
    drawn = " ".join(m.text for m in marks if m.kind == "text")
    assert warning.split()[-1] in drawn and not any(m.cut for m in marks if "plafond" in m.text), drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_your_immortal_says_what_it_revalues_beside_its_own_points(app, lang):
    """Justice's Supremacy at 8 VP each is counted in the Supremacy column, not in her own points: the side panel
    says both ("scores now: 0 VP; Supremacy column: 16 VP"), as the calculator does."""
    from game.ui import i18n
    match, scene = _table(app, SEATS, seed=0)
    assert match.view(scene.viewer)["me"]["immortals"] == ["justice"]
    match._state.players[scene.viewer].sup = 2   # two Supremacy tokens won (a test's shortcut to a later table)
    scene.sync()
    scene.panel.refresh_immortal()
    i18n.set_lang(lang)
    try:
        head = scene.panel.immortal_lines()[0][0]
    finally:
        i18n.set_lang("en")
    assert head.endswith({"en": "scores now: 0 VP; Supremacy column: 16 VP",
                          "fr": "rapporte maintenant : 0 PV ; colonne Suprématie : 16 PV"}[lang]), head
    scene.panel.imm_rev = {"justice": {"supremacy": 0}}   # nothing won yet: not said
    assert scene.panel.immortal_lines()[0][0].endswith("scores now: 0 VP")
