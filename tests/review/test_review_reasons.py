"""The reasons' facts agree with the rules: the coins a transform loses to the cap are the ones the engine does
not pay at the end of the draft; a picked card's unmet needs and the Immortal's scoring are named."""

from __future__ import annotations

import random

from game.bots import model as M
from game.bots.evaluate import OptionValue
from game.bots.why import lost_to_cap, reason, slot_coins
from game.rules import apply_inplace, legal_actions, new_game, view_for


def _values(best: str, other: str, loss: float = 2.0) -> dict[str, OptionValue]:
    return {best: OptionValue(best, 30.0, 0.0, 0.5), other: OptionValue(other, 30.0 - loss, 0.5, 0.4, -loss)}


def test_coins_lost_to_the_cap_are_the_ones_the_engine_does_not_pay():
    checked = capped = 0
    for seed in range(1, 120):
        st = new_game(4, seed)
        rng = random.Random(seed)
        while not st.over and checked < 40:
            d = st.pending
            last = d.kind == "play" and len(st.players[d.seat].slots) == M.HAND_SIZE[st.round - 1]
            if last and "transform" in legal_actions(st):
                s = d.seat
                view = view_for(st, s)
                held = st.players[s].coins
                pending = sum(sl["coins"] for sl in view["seats"][s]["slots"]
                              if sl["status"] in ("transformed", "chose_transform"))
                c = st.clone()
                apply_inplace(c, "transform")
                while c.phase == "draft":
                    apply_inplace(c, "transform" if c.pending.kind == "play" and "transform" in legal_actions(c)
                                  else legal_actions(c)[0])
                if c.pending is not None and c.pending.kind == "kingdom":
                    lost = held + pending + slot_coins(view) - c.players[s].coins   # all this draft's transforms
                    assert lost_to_cap(view) == min(slot_coins(view), lost)   # this card's coins are the last in
                    checked += 1
                    capped += lost_to_cap(view) > 0
                break
            apply_inplace(st, rng.choice(legal_actions(st)))
    assert checked >= 20 and capped >= 3


def test_a_capped_transform_names_the_lost_coins_in_both_languages():
    for seed in range(1, 200):
        st = new_game(4, seed)
        rng = random.Random(seed)
        while not st.over:
            d = st.pending
            if d.kind == "play":
                view = view_for(st, d.seat)
                if lost_to_cap(view) == slot_coins(view) > 1:
                    en = reason(view, "transform", "play", _values("play", "transform"), "en")
                    fr = reason(view, "transform", "play", _values("play", "transform"), "fr")
                    assert f"Every coin of this transform ({slot_coins(view)})" in en
                    assert "lost to the cap of 10" in en and "2.0 VP" in en
                    assert "plafond de 10" in fr and "2,0 PV" in fr
                    return
            apply_inplace(st, rng.choice(legal_actions(st)))
    raise AssertionError("no capped transform found")


def test_a_pick_whose_action_needs_what_the_seat_lacks_says_so():
    for seed in range(1, 200):
        st = new_game(4, seed)
        if st.pending.kind != "pick":
            continue
        view = view_for(st, st.pending.seat)
        legal = view["legal"]
        altars = [a for a in legal if a in ("pick 35", "pick 36")]
        others = [a for a in legal if a not in altars]
        if altars and others:
            en = reason(view, altars[0], others[0], _values(others[0], altars[0]), "en")
            assert "Narashima's Altar needs a Hero of yours to destroy, and you control none." in en
            assert "Autel de Narashima" in reason(view, altars[0], others[0], _values(others[0], altars[0]), "fr")
            return
    raise AssertionError("no Altar offered at a first pick")


def test_an_immortal_clause_counts_one_in_the_singular():
    """'leaves 1 more Wonder token in play', '2 more Wonder tokens': the unit agrees with the count, in English and
    French, over the Kingdom decisions of random games where a move feeds the seat's Immortal."""
    import re

    from game.bots.why import _immortal_note
    seen = {1: 0, 2: 0}
    for seed in range(1, 60):
        st = new_game(4, seed)
        rng = random.Random(seed)
        while not st.over and not (seen[1] >= 3 and seen[2] >= 1):
            d = st.pending
            if d.kind == "kingdom" and "end" in d.options:
                view = view_for(st, d.seat)
                for a in d.options[:6]:
                    en = _immortal_note(view, "end", a, "en", str)
                    fr = _immortal_note(view, "end", a, "fr", str)
                    m = re.search(r"(\d+) more (coins?|Wonder tokens?|sets?)\b", en)
                    if m is None:
                        continue
                    n, unit = int(m.group(1)), m.group(2)
                    assert unit.endswith("s") == (n > 1), en
                    assert ("pièces" in fr or "jetons" in fr or "ensembles" in fr) == (n > 1), fr
                    seen[min(n, 2)] += 1
            apply_inplace(st, rng.choice(legal_actions(st)))
    assert seen[1] >= 3 and seen[2] >= 1, seen


def test_a_pick_reason_names_both_immortals_of_a_three_player_seat():
    for seed in range(1, 60):
        st = new_game(3, seed)
        view = view_for(st, st.pending.seat)
        if st.pending.kind != "pick" or len(view["me"]["immortals"]) != 2:
            continue
        picks = [a for a in view["legal"] if a.startswith("pick ") and a not in ("pick 35", "pick 36")]
        names = [M.DB.immortal_by_id[k].name for k in view["me"]["immortals"]]
        en = reason(view, picks[1], picks[0], _values(picks[0], picks[1]), "en")
        fr = reason(view, picks[1], picks[0], _values(picks[0], picks[1]), "fr")
        assert f"for {names[0]['en']} and {names[1]['en']}." in en, en
        assert f"Pour {names[0]['fr']} et {names[1]['fr']}, prendre " in fr, fr
        return
    raise AssertionError("no 3-player seat with two Immortals at a first pick")
