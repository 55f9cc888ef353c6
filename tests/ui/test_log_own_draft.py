"""The log names the card of the viewer's own play-or-transform answer ("You play Fenghuang"), which the engine's
private `decided` event carries; another seat's answer never shows its card before the reveal."""

from game.rules import apply, legal_actions, new_game
from game.rules.cards import default_db
from game.rules.view import events_for
from game.ui import i18n
from game.ui.text.logtext import action_text

NAMES = ["P1", "P2", "P3", "P4"]


def _first_answers() -> list[tuple[int, str, list[dict], str]]:
    """(seat, answer, its events, the picked card's key) of each seat's first play-or-transform answer."""
    st = new_game(4, 3)
    out, picked = [], {}
    while len(out) < 4:
        d = st.pending
        action = legal_actions(st)[0] if d.kind != "play" else ("play", "transform")[d.seat % 2]
        st, events = apply(st, action)
        for e in events:
            if e["t"] == "pick":
                picked[e["seat"]] = e["card"]
        if d.kind == "play":
            out.append((d.seat, action, events, picked[d.seat]))
    return out


def test_the_own_answer_names_its_card_in_both_languages():
    db = default_db()
    for seat, action, events, key in _first_answers():
        mine = events_for(events, seat)
        name = db.card(key).name
        want = f"You play {name['en']}" if action == "play" else f"You transform {name['en']} into coins"
        assert action_text(action, seat, NAMES, seat, mine) == want
        i18n.set_lang("fr")
        try:
            line = action_text(action, seat, NAMES, seat, mine)
        finally:
            i18n.set_lang("en")
        assert line.startswith("Vous jouez " if action == "play" else "Vous transformez ") and name["fr"] in line


def test_another_seat_s_answer_keeps_its_card_hidden():
    db = default_db()
    for seat, action, events, key in _first_answers():
        other = (seat + 1) % 4
        seen = events_for(events, other)
        assert not [e for e in seen if e.get("card") == key and e["t"] in ("pick", "decided")]
        line = action_text(action, seat, NAMES, other, seen)
        assert db.card(key).name["en"] not in line and line.startswith(NAMES[seat])
