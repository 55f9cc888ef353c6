"""Rulebook FAQ, Buildings 25-48 and the Wonders: one test per ruling."""

from __future__ import annotations

from .helpers import (
    act,
    civ,
    commerce_top,
    deck_top,
    discard,
    hold,
    kinds,
    legal,
    place,
    supremacy,
    table,
    turn,
    uid,
    vp_phase,
)

PLAIN = ["galmi", "xian", "abhilasha", "phoenix"]


# ---------------------------------------------------------------- Armory / Observatory

def test_armory_not_at_ten_tokens() -> None:
    """FAQ Armory: with 10 civilization tokens you cannot activate it."""
    st = table()
    place(st, 0, 26)
    hold(st, 0, mil=4, sci=3, cha=3)
    turn(st, 0)
    assert "use 26" not in legal(st)
    hold(st, 0, cha=2)
    turn(st, 0)
    act(st, "use 26")
    assert civ(st, 0) == (5, 3, 2)


def test_observatory_not_at_ten_tokens() -> None:
    """FAQ Observatory: with 10 civilization tokens you cannot activate it (even by roaming)."""
    st = table()
    place(st, 1, 28)
    hold(st, 0, coins=5, sci=10)
    turn(st, 0)
    assert "use 28" not in legal(st)


# ---------------------------------------------------------------- Caravan

def test_caravan_one_of_each_type() -> None:
    """FAQ Caravan: at most 1 MIL and 1 SCI, however many Heroes of a type you control."""
    st = table()
    place(st, 0, 30, 1, 12, 9)
    turn(st, 0)
    act(st, "use 30")
    assert civ(st, 0) == (1, 1, 0)


def test_caravan_nezha_alone_gives_both() -> None:
    """FAQ Caravan: a Military-and-Science Hero (Nezha) alone gives 1 MIL and 1 SCI."""
    st = table()
    place(st, 0, 30, 4)
    turn(st, 0)
    act(st, "use 30")
    assert civ(st, 0) == (1, 1, 0)


def test_caravan_at_nine_tokens_choose() -> None:
    """FAQ Caravan: at 9 tokens gaining 2 different ones, you choose which one."""
    st = table()
    place(st, 0, 30, 10)
    hold(st, 0, cha=9)
    turn(st, 0)
    act(st, "use 30")
    assert st.pending.kind == "tokens" and legal(st) == ["keep 0/1/0", "keep 1/0/0"]
    act(st, "keep 1/0/0")
    assert civ(st, 0) == (1, 0, 9)


def test_caravan_no_hero_cannot_activate() -> None:
    """Reference 6.5b default: a Caravan with no Military or Science Hero gives nothing and cannot be used."""
    st = table()
    place(st, 0, 30, 11)
    turn(st, 0)
    assert "use 30" not in legal(st)


# ---------------------------------------------------------------- Elite School

def test_school_passive_outside_supremacy_phase() -> None:
    """FAQ School: +2 VP each time you gain a Supremacy, in any phase (here the Swords in a Kingdom phase)."""
    st = table()
    place(st, 0, 34)
    place(st, None, "W4")
    hold(st, 0, mil=5)
    turn(st, 0)
    act(st, "use W4")
    assert st.players[0].sup == 1 and st.players[0].vp == 2


def test_school_passive_in_supremacy_phase_stacks() -> None:
    """Reference 2.2 School: +2 VP per School you control for each Supremacy gained."""
    st = table()
    place(st, 0, 33, 34)
    hold(st, 0, mil=2, sci=2)
    supremacy(st)
    assert st.players[0].sup == 2 and st.players[0].vp == 8


def test_school_action_pay_two_choose() -> None:
    """Reference 2.2 School: pay 2 coins, gain 1 MIL or 1 SCI."""
    st = table()
    place(st, 0, 34)
    hold(st, 0, coins=2)
    turn(st, 0)
    act(st, "use 34")
    assert legal(st) == ["branch 0", "branch 1"]
    act(st, "branch 1")
    assert civ(st, 0) == (0, 1, 0) and st.players[0].coins == 0


# ---------------------------------------------------------------- Altar

def test_altar_two_altars_no_supremacy() -> None:
    """FAQ Altar: controlling 2 Altars at the end, you gain no Supremacy."""
    st = table(immortals=PLAIN)
    place(st, 0, 35, 36)
    place(st, 1, 26)
    vp_phase(st)
    assert st.players[0].sup == 0


def test_altar_alone_gives_supremacy() -> None:
    """Reference 2.2 Altar: 1 Supremacy if the Altar is the only card you control."""
    st = table(immortals=PLAIN)
    place(st, 0, 36)
    vp_phase(st)
    assert st.players[0].sup == 1


def test_altar_destroys_own_hero_for_three_vp() -> None:
    """Reference 2.2 Altar: destroy a Hero you control, gain 3 VP tokens."""
    st = table()
    place(st, 0, 36, 1, 3)
    turn(st, 0)
    act(st, "use 36")
    assert legal(st) == ["destroy 1", "destroy 3"]
    act(st, "destroy 3")
    assert st.players[0].heroes == [uid(1)] and st.players[0].vp == 3 and st.discard == [uid(3)]


# ---------------------------------------------------------------- War Machine

def test_war_machine_plunder_optional_mil_always() -> None:
    """FAQ War Machine: the plundered bonus is never mandatory; the MIL is gained anyway."""
    st = table()
    place(st, 0, 38)
    hold(st, 0, coins=2)
    commerce_top(st, "apothecary")
    turn(st, 0)
    act(st, "use 38")
    assert legal(st) == ["commerce 0", "decline"]
    act(st, "decline")
    assert civ(st, 0) == (1, 0, 0) and st.players[0].coins == 0


# ---------------------------------------------------------------- Library

def test_library_culture_on_any_building_and_science() -> None:
    """Reference 2.2 Library: pay 2, put 1 Culture on any Building in play, gain 1 SCI."""
    st = table()
    place(st, 0, 40)
    place(st, 2, 26)
    hold(st, 0, coins=2)
    turn(st, 0)
    act(st, "use 40")
    assert legal(st) == ["culture 40", "culture 26"]
    act(st, "culture 26")
    assert st.culture[uid(26)] == 1 and st.players[0].sci == 1


def test_library_without_own_building_goes_to_another() -> None:
    """FAQ Library: with no Building of your own, the Culture goes on another player's Building."""
    st = table()
    place(st, 0, 9)
    place(st, 1, 26)
    discard(st, 40)
    hold(st, 0, coins=2)
    turn(st, 0)
    act(st, "use 9")
    assert st.culture[uid(26)] == 1 and st.players[0].sci == 1 and st.players[0].coins == 0


def test_library_no_building_in_play_cannot_be_used() -> None:
    """FAQ Library: with no Building in play at all, the Action cannot be performed."""
    st = table()
    place(st, 0, 9)
    discard(st, 40)
    hold(st, 0, coins=2)
    turn(st, 0)
    assert "use 9" not in legal(st)


# ---------------------------------------------------------------- Chaos Portal

def test_portal_optional_and_gives_played_card_bonus() -> None:
    """FAQ Portal: optional; destroys itself without another card; the played card's Bonus is gained."""
    st = table()
    place(st, 0, 42)
    deck_top(st, 1, 27, 47)
    turn(st, 0)
    assert legal(st) == ["power 42", "end"]
    ev = act(st, "power 42")
    assert legal(st) == ["choose 1", "choose 27", "choose 47"]
    ev += act(st, "choose 27")
    p = st.players[0]
    assert p.buildings == [uid(27)] and p.sci == 1 and uid(42) in st.discard
    assert uid(1) in st.deck and uid(47) in st.deck
    assert kinds(ev, "put_in_play")[0]["card"] == "27"


def test_portal_played_card_is_usable_same_turn() -> None:
    """Reference 3.9 default: a card put into play by the Portal may be activated the same Kingdom phase."""
    st = table()
    place(st, 0, 42)
    deck_top(st, 47, 1, 27)
    turn(st, 0)
    act(st, "power 42", "choose 47")
    assert "use 47" in legal(st)


def test_portal_is_never_copied() -> None:
    """FAQ Portal: its power is not an Action, so the Avatar cannot copy it."""
    st = table()
    place(st, 0, 8, 42, 47, 26)
    turn(st, 0)
    act(st, "use 8")
    assert legal(st) == ["copy 47", "copy 26"]


# ---------------------------------------------------------------- Fortress

def test_fortress_copies_wonder_already_activated() -> None:
    """FAQ Fortress: you may copy a Wonder you already activated this turn."""
    st = table()
    place(st, 0, 44, 26, 28)
    place(st, None, "W3")
    hold(st, 0, coins=2)
    turn(st, 0)
    act(st, "use W3")
    assert "use W3" not in legal(st)
    act(st, "use 44")
    assert st.culture[uid(26)] == 2 and st.culture[uid(28)] == 2 and st.culture[uid(44)] == 2


def test_fortress_copies_own_hero_already_used() -> None:
    """FAQ Fortress: the same holds for a Hero you control (used, then copied)."""
    st = table()
    place(st, 0, 44, 10)
    hold(st, 0, coins=2, mil=2, sci=2)
    turn(st, 0)
    act(st, "use 10", "use 44")
    assert civ(st, 0) == (0, 0, 2) and st.players[0].vp == 2


def test_fortress_vp_per_wonder_token() -> None:
    """Reference 2.2 Fortress: 1 VP token per Wonder token owned, in the VP phase."""
    st = table(immortals=PLAIN)
    place(st, 0, 44)
    hold(st, 0, won=3)
    vp_phase(st)
    assert st.players[0].vp == 3


# ---------------------------------------------------------------- Incredible Market

def test_market_ten_tokens_must_buy_diamond() -> None:
    """FAQ Market 1: at 10 tokens and 5 coins, civ token vs diamond -> you must buy the diamond."""
    st = table()
    place(st, 0, 46)
    hold(st, 0, coins=5, mil=10)
    commerce_top(st, "blacksmith", "son_of_gorgon")
    turn(st, 0)
    act(st, "use 46")
    assert st.pending.kind == "kingdom"
    assert st.players[0].diamond == 1 and st.players[0].coins == 0 and st.diamonds_left == 4
    assert len(st.commerce_discard) == 2


def test_market_ten_coins_must_take_token() -> None:
    """FAQ Market 2: at 10 coins, civ token vs 2 coins -> you must take the token."""
    st = table()
    place(st, 0, 46)
    hold(st, 0, coins=10)
    commerce_top(st, "pawnbroker", "apothecary")
    turn(st, 0)
    act(st, "use 46")
    assert st.pending.kind == "kingdom" and civ(st, 0) == (0, 1, 0) and st.players[0].coins == 10


def test_market_nine_coins_may_take_coins() -> None:
    """FAQ Market 2: at 9 coins the 2 coins may be chosen (you get 1); no decline."""
    st = table()
    place(st, 0, 46)
    hold(st, 0, coins=9)
    commerce_top(st, "pawnbroker", "apothecary")
    turn(st, 0)
    act(st, "use 46")
    assert legal(st) == ["commerce 0", "commerce 1"]
    act(st, "commerce 0")
    assert st.players[0].coins == 10 and civ(st, 0) == (0, 0, 0)


def test_market_no_diamond_left_take_other() -> None:
    """FAQ Market 3: with no diamond available you must take the other option."""
    st = table()
    place(st, 0, 46)
    hold(st, 0, coins=5)
    hold(st, 1, diamond=5)
    commerce_top(st, "son_of_gorgon", "rune_trafficker")
    turn(st, 0)
    act(st, "use 46")
    assert civ(st, 0) == (0, 0, 1) and st.players[0].coins == 5


# ---------------------------------------------------------------- Treasure

def test_treasure_past_the_coin_cap() -> None:
    """FAQ Treasure: may be activated past 10 coins; you keep only up to 10."""
    st = table()
    place(st, 0, 48)
    hold(st, 0, coins=9)
    turn(st, 0)
    ev = act(st, "use 48")
    assert st.players[0].coins == 10 and kinds(ev, "gain")[0]["what"] == {"coins": 1}


def test_treasure_at_ten_coins_still_activable() -> None:
    """Reference 6.5 default: the Treasure may be activated at exactly 10 coins (gains nothing)."""
    st = table()
    place(st, 0, 48)
    hold(st, 0, coins=10)
    turn(st, 0)
    assert "use 48" in legal(st)


# ---------------------------------------------------------------- Temple

def test_temple_two_vp_per_wonder_token() -> None:
    """Reference 2.2 Temple: pay 2 coins, gain 2 VP per Wonder token you own."""
    st = table()
    place(st, 0, 32)
    hold(st, 0, coins=2, won=3)
    turn(st, 0)
    act(st, "use 32")
    assert st.players[0].vp == 6 and st.players[0].coins == 0


# ================================================================ Wonders

def test_war_hall_copies_other_building_free() -> None:
    """FAQ War Hall: no roaming, no Culture for the owner, the Building is not tilted."""
    st = table()
    place(st, 2, 47)
    place(st, 3, 26)
    place(st, None, "W1")
    turn(st, 0)
    act(st, "use W1")
    assert legal(st) == ["copy 47", "copy 26"]
    act(st, "copy 47")
    assert st.players[0].coins == 3 and st.culture[uid(47)] == 0 and uid(47) not in st.tilted


def test_chaos_orb_copies_other_hero() -> None:
    """Reference 2.3 Chaos Orb: copy the Action of a Hero controlled by another player (never your own)."""
    st = table()
    place(st, 0, 7)
    place(st, 1, 10)
    place(st, None, "W2")
    hold(st, 0, mil=1, sci=1)
    turn(st, 0)
    act(st, "use W2")
    assert civ(st, 0) == (0, 0, 1) and st.players[0].vp == 1


def test_flying_city_buildings_only() -> None:
    """FAQ Flying City: 1 Culture on each Building you control, not on Heroes."""
    st = table()
    place(st, 0, 26, 48, 1)
    place(st, None, "W3")
    turn(st, 0)
    act(st, "use W3")
    assert st.culture[uid(26)] == 1 and st.culture[uid(48)] == 1 and st.culture[uid(1)] == 0


def test_swords_with_schools() -> None:
    """FAQ Swords: with 1 (2) Elite School you gain 2 (4) VP besides the Supremacy."""
    for schools, vp in (((34,), 2), ((33, 34), 4)):
        st = table()
        place(st, 0, *schools)
        place(st, None, "W4")
        hold(st, 0, mil=2, sci=2, cha=1)
        turn(st, 0)
        act(st, "use W4")
        assert civ(st, 0) == (0, 0, 0)
        assert st.players[0].sup == 1 and st.players[0].vp == vp


def test_swords_pay_any_mix() -> None:
    """Reference 2.3 Swords: discard any 5 of your tokens (you choose the mix)."""
    st = table()
    place(st, None, "W4")
    hold(st, 0, mil=3, sci=3)
    turn(st, 0)
    act(st, "use W4")
    assert legal(st) == ["pay 2/3/0", "pay 3/2/0"]
    act(st, "pay 2/3/0")
    assert civ(st, 0) == (1, 0, 0) and st.players[0].sup == 1


def test_fabuloserie_one_conversion_once() -> None:
    """FAQ Fabuloserie: only one of the two conversions, once."""
    st = table()
    place(st, None, "W5")
    hold(st, 0, mil=1, sci=1)
    turn(st, 0)
    act(st, "use W5")
    assert legal(st) == ["branch 0", "branch 1"]
    act(st, "branch 1")
    assert civ(st, 0) == (0, 3, 0)
    assert legal(st) == ["end"]


def test_diamond_mine_empty_supply() -> None:
    """FAQ Diamond Mine: with no diamond left, the Action cannot be performed."""
    st = table()
    place(st, None, "W6")
    hold(st, 0, coins=5)
    hold(st, 1, diamond=5)
    turn(st, 0)
    assert "use W6" not in legal(st)
    hold(st, 1, diamond=4)
    turn(st, 0)
    act(st, "use W6")
    assert st.players[0].diamond == 1 and st.players[0].coins == 0 and st.diamonds_left == 0


def test_twin_statues_up_to_two() -> None:
    """FAQ Twin Statues: owning 0 of the type gives 2, owning 1 gives 1."""
    st = table()
    place(st, None, "W7")
    hold(st, 0, mil=1)
    turn(st, 0)
    act(st, "use W7", "branch 0")
    assert civ(st, 0) == (2, 0, 0)
    turn(st, 0)
    act(st, "use W7")   # Military would give nothing: Science is the only branch left
    assert civ(st, 0) == (2, 2, 0)
    turn(st, 0)
    assert "use W7" not in legal(st)


def test_dark_ritual_chaos_supremacy() -> None:
    """Reference 2.3 Dark Ritual: after Military and Science, the most Chaos gains a Supremacy."""
    st = table()
    hold(st, 0, cha=2)
    hold(st, 1, cha=1, mil=1)
    ev = supremacy(st)
    assert st.players[0].sup == 0
    place(st, None, "W8")
    ev = supremacy(st)
    assert st.players[0].sup == 1
    assert [e["why"] for e in kinds(ev, "supremacy")] == ["mil", "cha"]


def test_dark_ritual_fetched_gives_wonder_token_as_if_drafted() -> None:
    """FAQ Dark Ritual: destroying EZ/Shadow/Cylak fetches it from the deck; you gain its Wonder token."""
    st = table()
    place(st, 0, 6)
    place(st, None, "W9")
    turn(st, 0)
    act(st, "use W9", "destroy 6", "keep 1/1/0")
    assert uid("W8") in st.wonders and st.players[0].won == 1


def test_firelands_culture_discarded() -> None:
    """FAQ Firelands: Culture on the destroyed card is discarded; gain 2 tokens of two kinds."""
    st = table()
    place(st, 0, 26, 1)
    place(st, None, "W9")
    st.culture[uid(26)] = 4
    turn(st, 0)
    act(st, "use W9")
    assert legal(st) == ["destroy 26", "destroy 1"]
    act(st, "destroy 26")
    assert legal(st) == ["keep 0/1/1", "keep 1/0/1", "keep 1/1/0"]
    act(st, "keep 0/1/1")
    assert st.culture[uid(26)] == 0 and civ(st, 0) == (0, 1, 1) and uid(26) in st.discard


def test_equilibrium_three_vp_not_per_set() -> None:
    """FAQ Equilibrium: several sets still give only 3 VP, at the end of the Kingdom phase."""
    st = table()
    place(st, None, "W10")
    hold(st, 0, mil=2, sci=2, cha=2)
    turn(st, 0)
    act(st, "end")
    assert st.players[0].vp == 3


def test_equilibrium_needs_a_set() -> None:
    """Reference 2.3 Equilibrium: without one token of each kind, nothing."""
    st = table()
    place(st, None, "W10")
    hold(st, 0, mil=2, sci=2)
    turn(st, 0)
    act(st, "end")
    assert st.players[0].vp == 0


def test_sanctuary_cost_reduced_by_galmi_cards() -> None:
    """FAQ Sanctuary: cost 5 minus 1 per Galmi card you control (Temple, Fortress -> 3 coins)."""
    st = table()
    place(st, 0, 32, 44)
    place(st, None, "W11")
    hold(st, 0, coins=3)
    turn(st, 0)
    act(st, "use W11")
    assert st.players[0].coins == 0 and st.players[0].won == 1


def test_sanctuary_itself_does_not_count() -> None:
    """FAQ Sanctuary: the Sanctuary (and Hourglass) carry the Galmi symbol but are not controlled."""
    st = table()
    place(st, None, "W11", "W12")
    hold(st, 0, coins=4)
    turn(st, 0)
    assert "use W11" not in legal(st)


def test_hourglass_two_different_wonders() -> None:
    """FAQ Hourglass: two different Wonders per turn, never the same one twice."""
    st = table()
    place(st, None, "W12", "W3", "W10", "W6")
    place(st, 0, 26)
    hold(st, 0, coins=5)
    turn(st, 0)
    act(st, "use W3")
    assert "use W3" not in legal(st) and "use W6" in legal(st)
    act(st, "use W6")
    assert not any(a.startswith("use W") for a in legal(st))


def test_one_wonder_without_hourglass() -> None:
    """Rulebook Kingdom: only ONE Wonder per Kingdom phase without the Hourglass."""
    st = table()
    place(st, None, "W3", "W6")
    place(st, 0, 26)
    hold(st, 0, coins=5)
    turn(st, 0)
    act(st, "use W3")
    assert "use W6" not in legal(st)
