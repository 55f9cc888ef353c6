"""Rulebook FAQ, Heroes 01-12: one test per ruling."""

from __future__ import annotations

from game.rules.state import GameState

from .helpers import (
    act,
    civ,
    commerce_top,
    deal,
    deck_top,
    discard,
    draft_pick,
    hold,
    key,
    kinds,
    legal,
    place,
    supremacy,
    table,
    turn,
    uid,
    vp_phase,
)

PLAIN = ["galmi", "xian", "abhilasha", "phoenix"]   # Immortals whose VP call asks nothing


# ---------------------------------------------------------------- 01 Alpha

def test_alpha_plunder_reward_is_optional() -> None:
    """FAQ Alpha: you are never obliged to take the plundered bonus."""
    st = table()
    place(st, 0, 1)
    commerce_top(st, "blacksmith")
    turn(st, 0)
    ev = act(st, "use 1")
    assert kinds(ev, "reveal_commerce")[0]["cards"] == ["blacksmith"]
    assert legal(st) == ["commerce 0", "decline"]
    act(st, "decline")
    assert civ(st, 0) == (0, 0, 0)
    assert [st.db.commerce[c].kind for c in st.commerce_discard] == ["blacksmith"]


def test_alpha_vp_supremacy_tie_gives_nothing() -> None:
    """FAQ Alpha: on a Military tie Alpha's Supremacy is not gained."""
    st = table(immortals=PLAIN)
    place(st, 0, 1)
    hold(st, 0, mil=3)
    hold(st, 1, mil=3)
    vp_phase(st)
    assert st.over and st.players[0].sup == 0


def test_alpha_vp_supremacy_strict_most() -> None:
    """Reference 2.1 Alpha: strictly the most Military tokens at the VP phase gains 1 Supremacy."""
    st = table(immortals=PLAIN)
    place(st, 0, 1)
    hold(st, 0, mil=4)
    hold(st, 1, mil=3)
    vp_phase(st)
    assert st.players[0].sup == 1
    assert st.result["players"][0]["breakdown"]["supremacy"] == 4


def test_alpha_vp_supremacy_tie_won_by_justice() -> None:
    """FAQ Alpha: a tie gives Alpha's Supremacy only to Justice (reveal 1 + Alpha 1, 8 VP each)."""
    st = table(immortals=["justice", "xian", "galmi", "phoenix"])
    place(st, 0, 1)
    hold(st, 0, mil=3)
    hold(st, 1, mil=3)
    vp_phase(st)
    assert st.players[0].sup == 2
    assert st.result["players"][0]["breakdown"]["supremacy"] == 16


# ---------------------------------------------------------------- 07 Cylak

def test_cylak_copy_is_optional_and_deck_reshuffled() -> None:
    """FAQ Cylak: copying the revealed card is optional; the revealed card goes back into the deck."""
    st = table()
    place(st, 0, 7)
    deck_top(st, 47)
    n = len(st.deck)
    turn(st, 0)
    ev = act(st, "use 7")
    assert kinds(ev, "reveal_civ")[0]["cards"] == ["47"]
    assert "copy 47" in legal(st) and "decline" in legal(st)
    act(st, "decline")
    assert st.players[0].coins == 0
    assert len(st.deck) == n and uid(47) in st.deck and st.revealed == []


def test_cylak_copies_revealed_card() -> None:
    """Reference 2.1 Cylak: you may copy the revealed card's Action (Treasure: +3 coins)."""
    st = table()
    place(st, 0, 7)
    deck_top(st, 47)
    turn(st, 0)
    act(st, "use 7", "copy 47")
    assert st.players[0].coins == 3


def test_cylak_copying_lion_discards_culture() -> None:
    """FAQ Cylak: copying Lion, the destroyed Building's Culture is discarded (Lion is not in play)."""
    st = table()
    place(st, 0, 7, 25)
    discard(st, 11)
    st.culture[uid(25)] = 2
    deck_top(st, 48)
    turn(st, 0)
    act(st, "use 7", "copy 11", "destroy 25")
    assert st.players[0].buildings == [] and st.players[0].diamond == 1
    assert st.culture[uid(25)] == 0 and st.culture[uid(11)] == 0 and st.culture[uid(7)] == 0
    assert uid(25) in st.discard


def test_cylak_only_destroyed_by_a_card() -> None:
    """FAQ Cylak: Cylak can be destroyed only when a card allows it (here the Altar)."""
    st = table()
    place(st, 0, 7)
    turn(st, 0)
    assert legal(st) == ["use 7", "end"]
    st = table()
    place(st, 0, 7, 36)
    turn(st, 0)
    act(st, "use 36", "destroy 7")
    assert st.players[0].heroes == [] and st.players[0].vp == 3


def test_cylak_destroyed_fetches_dark_ritual() -> None:
    """FAQ Cylak: when destroyed, search the deck for the Dark Ritual, play it and gain its Wonder token."""
    st = table()
    place(st, 0, 7, 36)
    turn(st, 0)
    ev = act(st, "use 36", "destroy 7")
    assert uid("W8") in st.wonders and uid("W8") not in st.deck
    assert st.players[0].won == 1
    assert kinds(ev, "put_in_play")[0]["card"] == "W8"


def test_cylak_destroyed_with_ritual_in_play_does_nothing() -> None:
    """FAQ Cylak: if the Dark Ritual is already in play, the skull is ignored."""
    st = table()
    place(st, 0, 7, 36)
    place(st, None, "W8")
    turn(st, 0)
    act(st, "use 36", "destroy 7")
    assert st.wonders == [uid("W8")] and st.players[0].won == 0


# ---------------------------------------------------------------- 02 Abunakkashii

def test_abunakkashii_swap_is_optional_and_gives_bonus() -> None:
    """FAQ Abunakkashii: the swap is optional; if used you gain the incoming Hero's Bonus."""
    st = table()
    place(st, 0, 2)
    hold(st, 0, coins=3)
    turn(st, 0)
    assert "end" in legal(st) and "power 2" in legal(st)
    act(st, "power 2")
    assert "swap 1" in legal(st) and "swap 2" not in legal(st)
    ev = act(st, "swap 1")
    p = st.players[0]
    assert p.heroes == [uid(1)] and p.coins == 0 and p.mil == 1
    assert uid(2) in st.deck
    assert kinds(ev, "swap")[0]["in"] == "1"


def test_abunakkashii_swap_from_discard_takes_its_place() -> None:
    """Reference 3.11: Abunakkashii goes where the taken Hero was (discard)."""
    st = table()
    place(st, 0, 2)
    discard(st, 9)
    hold(st, 0, coins=3)
    turn(st, 0)
    act(st, "power 2", "swap 9")
    assert st.players[0].heroes == [uid(9)] and st.discard == [uid(2)] and st.players[0].sci == 1


def test_abunakkashii_power_needs_three_coins() -> None:
    """Reference 2.1 Abunakkashii: the swap costs 3 coins."""
    st = table()
    place(st, 0, 2)
    hold(st, 0, coins=2)
    turn(st, 0)
    assert "power 2" not in legal(st)


def test_abunakkashii_is_never_copied() -> None:
    """FAQ Abunakkashii: not an Action, so Galmi's Fortress cannot copy it."""
    st = table()
    place(st, 0, 2, 44, 1)
    place(st, None, "W3")
    hold(st, 0, coins=5)
    turn(st, 0)
    act(st, "use 44")
    assert legal(st) == ["copy 1", "copy W3"]


# ---------------------------------------------------------------- 08 Avatar

def test_avatar_vp_four_per_diamond() -> None:
    """FAQ Avatar: at the end gain 4 VP tokens per diamond you own."""
    st = table(immortals=PLAIN)
    place(st, 0, 8)
    hold(st, 0, diamond=2)
    vp_phase(st)
    assert st.players[0].vp == 8
    row = st.result["players"][0]["breakdown"]
    assert row["vp_tokens"] == 8 and row["diamonds"] == 2 * 4   # 2 diamonds in play: 4 each


def test_avatar_copies_own_building() -> None:
    """Reference 2.1 Avatar: copy the Action of a Building you control (even one already used)."""
    st = table()
    place(st, 0, 8, 47)
    turn(st, 0)
    act(st, "use 47")
    act(st, "use 8")
    assert st.players[0].coins == 6


# ---------------------------------------------------------------- 03 Eliana

def test_eliana_needs_a_building() -> None:
    """FAQ Eliana: without a Building you control, her Action cannot be used."""
    st = table()
    place(st, 0, 3)
    place(st, 1, 26)
    turn(st, 0)
    assert "use 3" not in legal(st)


def test_eliana_puts_two_culture_on_own_building() -> None:
    """Reference 2.1 Eliana: 2 Culture on one Building you control."""
    st = table()
    place(st, 0, 3, 26, 47)
    turn(st, 0)
    act(st, "use 3")
    assert legal(st) == ["culture 26", "culture 47"]
    act(st, "culture 47")
    assert st.culture[uid(47)] == 2


def test_eliana_two_observatories_one_supremacy() -> None:
    """FAQ Eliana: controlling 2 Observatories still gives a single Supremacy."""
    st = table(immortals=PLAIN)
    place(st, 0, 3, 27, 28)
    vp_phase(st)
    assert st.players[0].sup == 1


def test_eliana_no_observatory_no_supremacy() -> None:
    """Reference 2.1 Eliana: no Observatory, no Supremacy."""
    st = table(immortals=PLAIN)
    place(st, 0, 3, 26)
    vp_phase(st)
    assert st.players[0].sup == 0


# ---------------------------------------------------------------- 09 Fenghuang

def test_fenghuang_copy_science_building_no_roaming_no_culture() -> None:
    """FAQ Fenghuang: copying a Science card costs no roaming and gives its owner no Culture."""
    st = table()
    place(st, 0, 9)
    place(st, 2, 26, 28)
    discard(st, 27)
    turn(st, 0)
    act(st, "use 9")
    assert legal(st) == ["copy 28", "copy 27"]
    act(st, "copy 28")
    assert st.players[0].sci == 1 and st.players[0].coins == 0
    assert st.culture[uid(28)] == 0
    assert "use 28" not in legal(st)   # 0 coins: roaming impossible, and the card is not tilted by the copy
    assert uid(28) not in st.tilted


def test_fenghuang_copies_opponent_science_hero_and_discard() -> None:
    """Reference 6.1: Fenghuang may copy an opponent's Science Hero or a Science card in the discard."""
    st = table()
    place(st, 0, 9, 47)
    place(st, 1, 3)
    discard(st, 27)
    turn(st, 0)
    act(st, "use 9")
    assert {"copy 3", "copy 27"} <= set(legal(st))
    act(st, "copy 3")
    assert st.culture[uid(47)] == 2


def test_fenghuang_destroyed_culture_and_back_to_deck() -> None:
    """Reference 2.1 Fenghuang skull: 1 Culture on each own Building, then Fenghuang is shuffled into the deck."""
    st = table()
    place(st, 0, 9, 36, 26)
    turn(st, 0)
    act(st, "use 36", "destroy 9")
    assert st.culture[uid(36)] == 1 and st.culture[uid(26)] == 1
    assert uid(9) in st.deck and uid(9) not in st.discard


# ---------------------------------------------------------------- 04 Nezha

def test_nezha_virtual_plus_one_in_supremacy() -> None:
    """FAQ Nezha: +1 virtual Military and Science during the Supremacy phase only."""
    st = table()
    place(st, 0, 4)
    hold(st, 0, mil=2, sci=1)
    hold(st, 1, mil=2, sci=2)
    supremacy(st)
    assert st.players[0].sup == 1          # 3 vs 2 Military
    assert st.players[1].sup == 0          # Science tied 2-2
    assert st.players[0].mil == 2          # the +1 is virtual


def test_nezha_not_counted_for_alpha_in_vp_phase() -> None:
    """FAQ Nezha: in the VP phase Nezha adds nothing, e.g. to Alpha's Military comparison."""
    st = table(immortals=PLAIN)
    place(st, 0, 4, 1)
    hold(st, 0, mil=2)
    hold(st, 1, mil=2)
    vp_phase(st)
    assert st.players[0].sup == 0


def test_nezha_gives_own_chaos_then_vp() -> None:
    """Reference 2.1 Nezha: give 1 of your Chaos to another player (below 10 tokens), then gain 1 VP."""
    st = table()
    place(st, 0, 4)
    hold(st, 0, cha=1)
    hold(st, 1, mil=10)
    turn(st, 0)
    act(st, "use 4")
    assert legal(st) == ["give 2", "give 3"]
    act(st, "give 3")
    assert st.players[0].cha == 0 and st.players[3].cha == 1 and st.players[0].vp == 1


def test_nezha_needs_own_chaos() -> None:
    """Reference 2.1 Nezha: without a Chaos token to give, the Action cannot be used."""
    st = table()
    place(st, 0, 4)
    turn(st, 0)
    assert "use 4" not in legal(st)


# ---------------------------------------------------------------- 10 Valeen

def test_valeen_bonus_at_nine_tokens_choose() -> None:
    """FAQ Valeen: at 9 tokens, playing Valeen in the draft lets you choose which token to gain."""
    st = table(n=4)
    hold(st, 0, mil=5, sci=4)
    deal(st, [[10, 25, 26, 27, 28], [29, 30, 31, 32, 33], [34, 35, 36, 37, 38], [39, 40, 41, 42, 43]])
    draft_pick(st, [(10, "play"), (29, "transform"), (34, "transform"), (39, "transform")])
    assert st.pending.kind == "tokens" and st.pending.seat == 0
    assert legal(st) == ["keep 0/1/0", "keep 1/0/0"]
    act(st, "keep 0/1/0")
    assert civ(st, 0) == (5, 5, 0)


def test_valeen_action_spend_mil_sci_gain_chaos_vp() -> None:
    """Reference 2.1 Valeen: spend 1 MIL and 1 SCI to gain 1 CHA and 1 VP."""
    st = table()
    place(st, 0, 10)
    hold(st, 0, mil=1, sci=1)
    turn(st, 0)
    act(st, "use 10")
    assert civ(st, 0) == (0, 0, 1) and st.players[0].vp == 1


# ---------------------------------------------------------------- 05 EZ

def _ez_draft(hand0: list[int]) -> GameState:
    st = table(n=4)
    hands = [hand0, [29, 30, 31, 32, 33], [34, 35, 36, 37, 38], [39, 40, 41, 42, 43]]
    return deal(st, hands)


def _not_ez(st: GameState, s: int) -> str:
    return next(key(u) for u in st.players[s].hand if key(u) != "5")


def test_ez_target_chosen_after_seeing_reveals() -> None:
    """FAQ EZ: the Chaos target may be chosen after seeing that pick's played cards."""
    st = _ez_draft([5, 25, 26, 27, 28])
    ev = draft_pick(st, [(5, "play"), (29, "transform"), (34, "play"), (39, "transform")])
    assert st.pending.kind == "give" and st.pending.seat == 0
    assert kinds(ev, "reveal_slots")[0]["slots"][2]["card"] == "34"
    assert legal(st) == ["give 1", "give 2", "give 3"]
    act(st, "give 2")
    assert st.players[0].cha == 1 and st.players[2].cha == 1


def test_ez_doubled_same_player_twice() -> None:
    """FAQ EZ: doubled on round-1 pick 4, you gain 2 and may give both Chaos to the same player."""
    st = _ez_draft([25, 26, 27, 28, 44])
    st.players[1].hand[0] = uid(5)    # seat 1's hand reaches seat 0 after three passes
    st.deck.append(uid(29))
    for _ in range(3):
        draft_pick(st, [(_not_ez(st, s), "transform") for s in range(4)])
    assert uid(5) in st.players[0].hand
    draft_pick(st, [(5, "play")] + [(_not_ez(st, s), "transform") for s in (1, 2, 3)])
    assert st.players[0].cha == 2
    act(st, "give 1")
    assert "give 1" in legal(st)
    act(st, "give 1")
    assert st.players[1].cha == 2


def test_ez_receiver_at_cap_is_skipped() -> None:
    """FAQ EZ: a player who would exceed 10 tokens cannot receive; give to another eligible player."""
    st = _ez_draft([5, 25, 26, 27, 28])
    hold(st, 1, mil=10)
    draft_pick(st, [(5, "play"), (29, "transform"), (34, "transform"), (39, "transform")])
    assert legal(st) == ["give 2", "give 3"]


def test_ez_destroyed_fetches_dark_ritual() -> None:
    """FAQ EZ: destroyed (here by the Firelands), EZ fetches the Dark Ritual and its Wonder token."""
    st = table()
    place(st, 0, 5)
    place(st, None, "W9")
    turn(st, 0)
    act(st, "use W9", "destroy 5")
    assert st.pending.kind == "tokens"
    act(st, "keep 1/1/0")
    assert uid("W8") in st.wonders and st.players[0].won == 1


# ---------------------------------------------------------------- 11 Lion

def test_lion_destroys_building_moves_culture_gains_diamond() -> None:
    """Reference 2.1 Lion: destroy your Building, gain 1 diamond, its Culture moves onto Lion."""
    st = table()
    place(st, 0, 11, 26)
    st.culture[uid(26)] = 3
    turn(st, 0)
    act(st, "use 11", "destroy 26")
    assert st.players[0].diamond == 1 and st.diamonds_left == 4
    assert st.culture[uid(11)] == 3 and uid(26) in st.discard


def test_lion_used_through_chaos_orb_culture_onto_lion() -> None:
    """FAQ Lion / Chaos Orb: copying another's Lion, your destroyed Building's Culture goes onto that Lion."""
    st = table()
    place(st, 0, 26)
    place(st, 1, 11)
    place(st, None, "W2")
    st.culture[uid(26)] = 2
    turn(st, 0)
    act(st, "use W2", "destroy 26")
    assert st.players[0].diamond == 1 and st.players[0].buildings == []
    assert st.culture[uid(11)] == 2


def test_lion_not_usable_without_diamond_in_supply() -> None:
    """Reference 3.10 default: with no diamond left, Lion's Action cannot be used."""
    st = table()
    place(st, 0, 11, 26)
    hold(st, 1, diamond=5)
    turn(st, 0)
    assert "use 11" not in legal(st)


def test_lion_only_card_supremacy() -> None:
    """Reference 2.1 Lion: 1 Supremacy if Lion is the only card you control."""
    st = table(immortals=PLAIN)
    place(st, 0, 11)
    place(st, 1, 1, 26)
    vp_phase(st)
    assert st.players[0].sup == 1
    st = table(immortals=PLAIN)
    place(st, 0, 11, 26)
    vp_phase(st)
    assert st.players[0].sup == 0


# ---------------------------------------------------------------- 06 Shadow

def test_shadow_gives_up_to_two_players() -> None:
    """Reference 2.1 Shadow: up to 2 other players each gain 1 Chaos (may stop after one)."""
    st = table()
    place(st, 0, 6)
    turn(st, 0)
    act(st, "use 6")
    assert "done" in legal(st)   # "up to 2": giving to nobody is open too (game/rules/RULINGS.md)
    act(st, "give 1")
    assert "done" in legal(st) and "give 1" not in legal(st)
    act(st, "give 3")
    assert st.players[1].cha == 1 and st.players[3].cha == 1 and st.players[0].cha == 0


def test_shadow_destroyed_fetches_dark_ritual() -> None:
    """FAQ Shadow: destroyed, Shadow fetches the Dark Ritual and gives its Wonder token."""
    st = table()
    place(st, 0, 6, 36)
    turn(st, 0)
    act(st, "use 36", "destroy 6")
    assert uid("W8") in st.wonders and st.players[0].won == 1


# ---------------------------------------------------------------- 12 Orgah

def test_orgah_copies_neighbour_building_free() -> None:
    """FAQ Orgah: neighbours only; no roaming, no Culture, the Building is not tilted."""
    st = table()
    place(st, 0, 12)
    place(st, 1, 47)
    place(st, 2, 48)
    place(st, 3, 26)
    hold(st, 0, coins=1)
    turn(st, 0)
    act(st, "use 12")
    assert set(legal(st)) == {"copy 47", "copy 26"}
    act(st, "copy 47")
    p = st.players[0]
    assert p.coins == 4 and st.culture[uid(47)] == 0 and uid(47) not in st.tilted
    assert "use 47" in legal(st)   # still untilted: may still be roamed
