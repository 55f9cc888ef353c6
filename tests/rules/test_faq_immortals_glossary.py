"""Rulebook FAQ for the 8 Immortals and the glossary, one test per ruling (VP phase driven through the engine)."""

from __future__ import annotations

from game.rules import events_for, view_for
from game.rules.state import GameState

from .helpers import (
    act,
    civ,
    commerce_top,
    deal,
    deck_top,
    hold,
    kinds,
    legal,
    place,
    table,
    turn,
    uid,
    vp_phase,
)


def _bd(st: GameState, seat: int) -> dict:
    return st.result["players"][seat]["breakdown"]


# ---------------------------------------------------------------- Immortals

def test_justice_unrevealed_gains_supremacy_at_vp_phase() -> None:
    """FAQ Justice: not revealed during the game, she gains her Supremacy when revealed in the VP phase."""
    st = table(immortals=["justice", "galmi", "xian", "phoenix"])
    hold(st, 0, sup=1)
    vp_phase(st)
    assert st.players[0].sup == 2 and _bd(st, 0)["supremacy"] == 16


def test_justice_reveal_during_game_once() -> None:
    """Reference 2.4 Justice: she may reveal at any decision, gains 1 Supremacy then, not again at the end."""
    st = table(immortals=["justice", "galmi", "xian", "phoenix"])
    turn(st, 0)
    assert "reveal" in legal(st)
    ev = act(st, "reveal")
    assert st.players[0].sup == 1 and kinds(ev, "justice_reveal")
    assert "reveal" not in legal(st)
    act(st, "end")
    vp_phase(st)
    assert st.players[0].sup == 1 and _bd(st, 0)["supremacy"] == 8


def test_tomorrow_chaos_in_play_and_blind_guess() -> None:
    """FAQ Tomorrow: 1 VP per Chaos token IN PLAY (all players); all named right without peeking: +15."""
    st = table(immortals=["tomorrow", "galmi", "xian", "phoenix"])
    hold(st, 0, cha=1)
    hold(st, 1, cha=2)
    hold(st, 3, cha=3)
    vp_phase(st)
    assert st.pending.kind == "peek"
    act(st, "nopeek", "guess 1 galmi", "guess 2 xian", "guess 3 phoenix")
    assert _bd(st, 0)["immortal"] == 6 + 15


def test_tomorrow_peek_then_guess_ten() -> None:
    """Reference 2.4 Tomorrow: after looking at one Immortal, all others right: +10; peeked seat not asked."""
    st = table(immortals=["tomorrow", "galmi", "xian", "phoenix"])
    vp_phase(st)
    ev = act(st, "peek 2")
    assert kinds(ev, "peek")[0]["immortal"] == "xian" and events_for(ev, 1) == []
    assert all(a.startswith("guess 1 ") for a in legal(st))
    assert "guess 1 xian" not in legal(st)
    act(st, "guess 1 galmi", "guess 3 phoenix")
    assert _bd(st, 0)["immortal"] == 10


def test_tomorrow_wrong_guess_zero() -> None:
    """Reference 6.7: every other player's Immortal must be named right; one wrong name gives 0."""
    st = table(immortals=["tomorrow", "galmi", "xian", "phoenix"])
    vp_phase(st)
    act(st, "nopeek", "guess 1 xian", "guess 2 galmi", "guess 3 phoenix")
    assert _bd(st, 0)["immortal"] == 0


def test_galmi_without_wonder_token_no_ranking() -> None:
    """FAQ Galmi: no Wonder token -> 0 ranking VP, nothing to double; 2 VP per Wonder token in play."""
    st = table(immortals=["galmi", "xian", "abhilasha", "phoenix"])
    hold(st, 1, won=2)
    hold(st, 2, won=1)
    vp_phase(st)
    assert _bd(st, 0)["wonders"] == 0 and _bd(st, 0)["immortal"] == 6
    assert _bd(st, 1)["wonders"] == 8 and _bd(st, 2)["wonders"] == 4


def test_galmi_doubles_ranking() -> None:
    """Reference 2.4 Galmi: ranking VP doubled (second place: 8)."""
    st = table(immortals=["galmi", "xian", "abhilasha", "phoenix"])
    hold(st, 0, won=1)
    hold(st, 1, won=2)
    vp_phase(st)
    assert _bd(st, 0)["wonders"] == 8 and _bd(st, 0)["immortal"] == 6


def test_abhilasha_chaos_in_play_and_coins() -> None:
    """FAQ Abhilasha: 2 VP per Chaos token IN PLAY, 1 VP per coin (at most 10)."""
    st = table(immortals=["abhilasha", "xian", "galmi", "phoenix"])
    hold(st, 0, coins=10, cha=1)
    hold(st, 2, cha=4)
    vp_phase(st)
    assert _bd(st, 0)["immortal"] == 2 * 5 + 10


def test_narashima_culture_and_destruction_before_scoring() -> None:
    """FAQ Narashima: at his reveal, Culture moves onto him, then he destroys before scoring; no skull then."""
    st = table(immortals=["narashima", "xian", "galmi", "phoenix"])
    place(st, 0, 5, 26, 11)
    st.culture[uid(26)] = 3
    vp_phase(st)
    assert st.pending.kind == "narashima"
    assert legal(st) == ["done", "destroy 26", "destroy 5", "destroy 11"]
    act(st, "destroy 5", "destroy 26", "done")
    assert uid("W8") not in st.wonders and st.players[0].won == 0      # skull does not fire
    # 2 cards in the discard + Lion (Legendary) in play: 2*2 + 2*1; Culture 3 kept on Narashima
    assert _bd(st, 0)["immortal"] == 6 and _bd(st, 0)["culture"] == 3


def test_phoenix_culture_doubled_on_lion_too() -> None:
    """FAQ Phoenix: all her Culture tokens are doubled, wherever they are (Lion too); Science tiers 6/12/18."""
    st = table(immortals=["phoenix", "xian", "galmi", "abhilasha"])
    place(st, 0, 11, 26)
    st.culture[uid(11)] = 2
    st.culture[uid(26)] = 1
    hold(st, 0, sci=4)
    vp_phase(st)
    assert _bd(st, 0)["culture"] == 6 and _bd(st, 0)["immortal"] == 12


def test_goan_sul_counts_himself() -> None:
    """FAQ Goan-Sul: he is a Military card himself: +1 VP, plus 3 per MIL and 1 per Military card."""
    st = table(immortals=["goan_sul", "xian", "galmi", "abhilasha"])
    place(st, 0, 1, 26, 4)
    place(st, None, "W1")        # a Military Wonder is not controlled
    hold(st, 0, mil=2)
    vp_phase(st)
    assert _bd(st, 0)["immortal"] == 3 * 2 + 3 + 1


def test_xian_three_sets_max_and_diamonds_eight() -> None:
    """FAQ Xi'an: at most 3 sets (10-token cap) at 8 VP; his diamonds are always worth 8."""
    st = table(immortals=["xian", "phoenix", "galmi", "abhilasha"])
    hold(st, 0, mil=4, sci=3, cha=3, diamond=2)
    hold(st, 1, diamond=2)
    vp_phase(st)
    assert _bd(st, 0)["immortal"] == 24 and _bd(st, 0)["diamonds"] == 16
    assert _bd(st, 1)["diamonds"] == 4     # 4 in play: 2 each


# ---------------------------------------------------------------- Glossary

def test_commerce_deck_reshuffled_when_empty() -> None:
    """Glossary Commerce: an empty Commerce deck is rebuilt by shuffling its discard."""
    st = table()
    place(st, 0, 1)
    st.commerce_discard = st.commerce_deck
    st.commerce_deck = []
    turn(st, 0)
    ev = act(st, "use 1")
    assert kinds(ev, "commerce_reshuffle") and len(st.commerce_deck) == 17 and len(st.commerce_revealed) == 1


def test_control_wonders_never_controlled() -> None:
    """Glossary Control: you control Heroes and Buildings only; Lion stays 'the only card' beside Wonders."""
    st = table(immortals=["galmi", "xian", "abhilasha", "phoenix"])
    place(st, 0, 11)
    place(st, None, "W1", "W3")
    vp_phase(st)
    assert st.players[0].sup == 1


def test_copy_must_pay_cost() -> None:
    """Glossary Copy: copying an Action you must pay its cost (Fortress 2 + Diamond Mine 5)."""
    st = table()
    place(st, 0, 44, 1)
    place(st, None, "W6")
    hold(st, 0, coins=6)
    turn(st, 0)
    act(st, "use 44")
    assert st.pending.kind == "commerce"     # only Alpha was affordable: auto-copied
    st = table()
    place(st, 0, 44)
    place(st, None, "W6")
    hold(st, 0, coins=7)
    turn(st, 0)
    act(st, "use 44")
    assert st.players[0].diamond == 1 and st.players[0].coins == 0


def test_copy_wonder_twice_and_not_tilted() -> None:
    """Glossary Copy: a Wonder can be used once normally and once through a copy; the copy tilts nothing."""
    st = table()
    place(st, 0, 44, 26)
    place(st, None, "W6", "W3")
    hold(st, 0, coins=2)
    turn(st, 0)
    act(st, "use 44")                  # the Diamond Mine is unaffordable: the Flying City is copied
    assert st.culture[uid(26)] == 1 and uid("W3") not in st.tilted
    assert "use W3" in legal(st)       # the copy used no Wonder allowance
    act(st, "use W3")
    assert st.culture[uid(26)] == 2 and st.culture[uid(44)] == 2


def test_copy_no_action_not_copyable_world_effects() -> None:
    """Glossary World effect: a World effect is not an Action and can never be copied."""
    st = table()
    place(st, 0, 44, 26)
    place(st, None, "W8", "W10", "W12", "W3", "W1")
    place(st, 1, 47)
    hold(st, 0, coins=2)
    turn(st, 0)
    act(st, "use 44")
    assert legal(st) == ["copy W3", "copy W1"]


def test_destroy_only_own_cards_to_discard() -> None:
    """Glossary Destroy: only cards you control; they go to the public discard with their Culture discarded."""
    st = table()
    place(st, 0, 36, 1, 6)
    place(st, 1, 3)
    st.culture[uid(36)] = 1
    turn(st, 0)
    act(st, "use 36")
    assert legal(st) == ["destroy 1", "destroy 6"]
    act(st, "destroy 1")
    assert st.discard == [uid(1)]
    assert view_for(st, 2)["discard"] == ["1"]


def test_give_from_own_supply() -> None:
    """Glossary Give: give an item you own (Nezha's Chaos leaves your supply)."""
    st = table()
    place(st, 0, 4)
    hold(st, 0, cha=2)
    turn(st, 0)
    act(st, "use 4", "give 1")
    assert st.players[0].cha == 1 and st.players[1].cha == 1


def test_swap_bonus_as_if_drafted() -> None:
    """Glossary Swap: a Bonus on the card arriving in your Kingdom is gained (Avatar: 1 Wonder token)."""
    st = table()
    place(st, 0, 2)
    hold(st, 0, coins=3)
    turn(st, 0)
    act(st, "power 2", "swap 8")
    assert st.players[0].won == 1 and st.players[0].heroes == [uid(8)]


def test_plunder_diamond_costs_five_optional() -> None:
    """Glossary Plunder: a revealed diamond may be bought for 5 coins (optional; not offered below 5)."""
    st = table()
    place(st, 0, 1)
    hold(st, 0, coins=5)
    commerce_top(st, "son_of_gorgon")
    turn(st, 0)
    act(st, "use 1")
    assert legal(st) == ["commerce 0", "decline"]
    act(st, "commerce 0")
    assert st.players[0].diamond == 1 and st.players[0].coins == 0
    st = table()
    place(st, 0, 1)
    hold(st, 0, coins=4)
    commerce_top(st, "son_of_gorgon")
    turn(st, 0)
    act(st, "use 1")
    assert legal(st) == ["decline"]


def test_look_is_private_reveal_is_public() -> None:
    """Glossary Look/Reveal: looked-at cards are secret to the actor; revealed cards are shown to all."""
    st = table()
    place(st, 0, 42, 7)
    deck_top(st, 47, 1, 27)
    turn(st, 0)
    ev = act(st, "power 42")
    assert kinds(events_for(ev, 0), "look")[0]["cards"] == ["47", "1", "27"]
    assert kinds(events_for(ev, 1), "look") == []
    assert view_for(st, 0)["looked"] == ["47", "1", "27"] and view_for(st, 1)["looked"] == []
    act(st, "choose 47")
    deck_top(st, 48)
    ev = act(st, "use 7")
    assert kinds(events_for(ev, 2), "reveal_civ")[0]["cards"] == ["48"]


def test_skull_fires_only_in_kingdom_phase() -> None:
    """Glossary skull: the effect fires when destroyed, only in a Kingdom phase (not in Narashima's VP step)."""
    st = table(immortals=["narashima", "xian", "galmi", "phoenix"])
    place(st, 0, 9, 26)
    vp_phase(st)
    act(st, "destroy 9", "done")
    assert uid(9) in st.discard and st.culture[uid(26)] == 0


def test_neighbours_are_left_and_right() -> None:
    """Glossary Neighbours: the players immediately left and right (Orgah in a 6-player game)."""
    st = table(n=6)
    for s, b in ((1, 26), (2, 28), (3, 47), (4, 48), (5, 30)):
        place(st, s, b)
    place(st, 0, 12, 9)
    turn(st, 0)
    act(st, "use 12")
    assert legal(st) == ["copy 26", "copy 30"]     # seats 1 and 5 only
    act(st, "copy 30")
    assert civ(st, 0) == (1, 1, 0) and st.culture[uid(30)] == 0


def test_tilted_card_can_still_be_copied() -> None:
    """Reference 6.2: a card already tilted this turn may still be copied (Avatar copies a used Treasure)."""
    st = table()
    place(st, 0, 8, 47, 26)
    turn(st, 0)
    act(st, "use 47", "use 8")
    assert "copy 47" in legal(st)
    act(st, "copy 47")
    assert st.players[0].coins == 6


def test_justice_reveal_triggers_school_at_once() -> None:
    """FAQ School: the +2 VP fires every time you gain a Supremacy, so at once when Justice reveals mid-turn."""
    st = table(immortals=["justice", "galmi", "xian", "phoenix"])
    place(st, 0, 34, 26)
    turn(st, 0)
    act(st, "reveal")
    assert st.players[0].sup == 1 and st.players[0].vp == 2
    assert st.pending.kind == "kingdom" and legal(st) == ["use 26", "end"]
    act(st, "use 26", "end")
    assert st.players[0].vp == 2 and st.players[0].mil == 1


def test_justice_reveal_during_draft_keeps_the_pick() -> None:
    """Reference 3.13: Justice may reveal at any decision; the pending draft pick is asked again unchanged."""
    st = table(immortals=["justice", "galmi", "xian", "phoenix"])
    deal(st, [[25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39], [40, 41, 42, 43, 44]])
    before = legal(st)
    act(st, "reveal")
    assert st.players[0].sup == 1 and st.pending.kind == "pick" and legal(st) == before[:-1]
    act(st, "pick 25")
    assert st.pending.seat == 0 and st.pending.kind == "play" and st.players[0].slots[0][0] == uid(25)
