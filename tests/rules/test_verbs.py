"""One test per verb of the effect vocabulary (cards.toml), through real cards."""

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


def test_gain_per() -> None:
    """Verb gain/per: Temple gives 2 VP per Wonder token owned."""
    st = table()
    place(st, 0, 31)
    hold(st, 0, coins=2, won=2)
    turn(st, 0)
    act(st, "use 31")
    assert st.players[0].vp == 4


def test_gain_per_zero_is_futile() -> None:
    """Verb gain/per + 6.5b default: with no Wonder token the Temple gives nothing and cannot be used."""
    st = table()
    place(st, 0, 31)
    hold(st, 0, coins=2)
    turn(st, 0)
    assert "use 31" not in legal(st)


def test_gain_until() -> None:
    """Verb gain/until: Twin Statues tops a kind up to 2."""
    st = table()
    place(st, None, "W7")
    hold(st, 0, sci=1)
    turn(st, 0)
    act(st, "use W7", "branch 1")
    assert civ(st, 0) == (0, 2, 0)


def test_gain_civ_distinct_with_cap() -> None:
    """Verb gain civ/distinct: two different kinds; at 9 tokens only one fits and you choose it."""
    st = table()
    place(st, 0, 26)
    place(st, None, "W9")
    hold(st, 0, mil=9)
    turn(st, 0)
    act(st, "use W9", "destroy 26")
    assert legal(st) == ["keep 0/0/1", "keep 0/1/0", "keep 1/0/0"]
    act(st, "keep 0/0/1")
    assert civ(st, 0) == (9, 0, 1)


def test_gain_caps_coins_and_civ() -> None:
    """Verb gain caps: coins stop at 10; a civ token beyond 10 is lost, never by discarding another."""
    st = table()
    place(st, 0, 48, 34)
    hold(st, 0, coins=9, mil=9)
    turn(st, 0)
    act(st, "use 48")
    assert st.players[0].coins == 10
    act(st, "use 34", "branch 0")
    assert civ(st, 0) == (10, 0, 0) and st.players[0].coins == 8


def test_gain_batch_overflow_choice() -> None:
    """Verb gain batch: adjacent gains arrive together, so an overflow is one choice (Valeen's bonus)."""
    st = table()
    place(st, 0, 30, 4)
    hold(st, 0, cha=9)
    turn(st, 0)
    act(st, "use 30")
    assert st.pending.kind == "tokens" and len(legal(st)) == 2


def test_pay_civ_mix_and_less() -> None:
    """Verb pay: civ = any mix you choose (Swords); less = cost reduced per counted card (Sanctuary)."""
    st = table()
    place(st, None, "W4")
    hold(st, 0, mil=1, sci=2, cha=3)
    turn(st, 0)
    act(st, "use W4")
    assert "pay 1/1/3" in legal(st) and "pay 0/2/3" in legal(st) and "pay 1/2/2" in legal(st)
    act(st, "pay 1/1/3")
    assert civ(st, 0) == (0, 1, 0)
    st = table()
    place(st, 0, 31)
    place(st, None, "W11")
    hold(st, 0, coins=4)
    turn(st, 0)
    act(st, "use W11")
    assert st.players[0].coins == 0 and st.players[0].won == 1


def test_give_from_supply_optional_and_doubled_elsewhere() -> None:
    """Verb give: from the supply (Shadow, optional second receiver) vs from own (Nezha; see hero tests)."""
    st = table()
    place(st, 0, 6)
    hold(st, 2, mil=10)
    turn(st, 0)
    act(st, "use 6")
    assert legal(st) == ["give 1", "give 3", "done"]   # "up to 2": none is open too (game/rules/RULINGS.md)
    act(st, "give 1", "done")
    assert st.players[1].cha == 1 and st.players[3].cha == 0


def test_choose_only_feasible_branches() -> None:
    """Verb choose: only branches that can be paid and give something are offered (EZ at 10 tokens)."""
    st = table()
    place(st, 0, 5)
    hold(st, 0, cha=10)
    turn(st, 0)
    act(st, "use 5")
    assert st.players[0].coins == 2 and civ(st, 0) == (0, 0, 10)


def test_culture_each_own_all() -> None:
    """Verb culture: each (Flying City), own Building (Eliana), any Building (Library)."""
    st = table()
    place(st, 0, 3, 40, 26)
    place(st, 1, 48)
    place(st, None, "W3")
    hold(st, 0, coins=2)
    turn(st, 0)
    act(st, "use W3")
    assert st.culture[uid(40)] == st.culture[uid(26)] == 1 and st.culture[uid(48)] == 0
    act(st, "use 3")
    assert legal(st) == ["culture 40", "culture 26"]
    act(st, "culture 26", "use 40")
    assert "culture 48" in legal(st)
    act(st, "culture 48")
    assert st.culture[uid(26)] == 3 and st.culture[uid(48)] == 1


def test_commerce_may_and_one_if_possible() -> None:
    """Verb commerce: take = may offers decline (Alpha); one_if_possible has none (Market)."""
    st = table()
    place(st, 0, 1, 46)
    commerce_top(st, "apothecary", "blacksmith", "rune_trafficker")
    turn(st, 0)
    act(st, "use 1")
    assert legal(st) == ["commerce 0", "decline"]
    act(st, "commerce 0", "use 46")
    assert legal(st) == ["commerce 0", "commerce 1"]
    act(st, "commerce 1")
    assert civ(st, 0) == (0, 1, 1) and len(st.commerce_discard) == 3


def test_copy_chain_guard() -> None:
    """Verb copy: a card already in the copy chain cannot be copied again (Avatar -> Fortress -/-> Avatar)."""
    st = table()
    place(st, 0, 8, 44, 47)
    hold(st, 0, coins=4)
    turn(st, 0)
    act(st, "use 8")
    # the Fortress could only copy the Avatar back: not offered, so the Treasure is copied at once
    assert st.pending.kind == "kingdom" and st.players[0].coins == 7
    st = table()
    place(st, 0, 8, 44, 47, 1)
    hold(st, 0, coins=4)
    turn(st, 0)
    act(st, "use 8")
    assert legal(st) == ["copy 44", "copy 47"]
    act(st, "copy 44")
    assert st.pending.kind == "commerce"       # Fortress copied Alpha, the only Hero outside the chain


def test_copy_mode_no_fee_no_culture_no_tilt_no_allowance() -> None:
    """Verb copy mode: no roaming fee, no Culture, no tilt, no Wonder allowance used."""
    st = table()
    place(st, 0, 44)
    place(st, 1, 26)
    place(st, None, "W1", "W3")
    hold(st, 0, coins=2)
    turn(st, 0)
    act(st, "use 44", "copy W1")
    assert st.players[0].mil == 1 and st.players[0].coins == 0
    assert st.culture[uid(26)] == 0 and uid(26) not in st.tilted and uid("W1") not in st.tilted
    assert st.wonder_uses == [] and "use W3" in legal(st)


def test_destroy_to_source_and_plain() -> None:
    """Verb destroy: culture = to_source moves it to the destroying card (Lion); default discards it (Altar)."""
    st = table()
    place(st, 0, 11, 36, 1)
    st.culture[uid(36)] = 2
    turn(st, 0)
    act(st, "use 11", "destroy 36")
    assert st.culture[uid(11)] == 2
    st = table()
    place(st, 0, 36, 1)
    st.culture[uid(1)] = 2
    turn(st, 0)
    act(st, "use 36", "destroy 1")
    assert st.culture[uid(1)] == 0 and st.culture[uid(36)] == 0


def test_destroy_skull_timing() -> None:
    """Verb destroy: the skull fires in a Kingdom phase only (VP-phase case in the glossary tests)."""
    st = table()
    place(st, 0, 6, 36)
    turn(st, 0)
    ev = act(st, "use 36", "destroy 6")
    assert [e["t"] for e in ev].index("destroy") < [e["t"] for e in ev].index("put_in_play")


def test_the_rest_of_a_list_waits_for_what_a_step_queued() -> None:
    """A step list runs on after a step that queues nothing; after a step that queues (a skull effect), the rest of
    the list (Altar's 3 VP) resolves once the queued effect has (Dark Ritual put in play), then the next menu."""
    st = table()
    place(st, 0, 6, 36)
    turn(st, 0)
    ev = act(st, "use 36", "destroy 6")
    order = [e["t"] for e in ev]
    gain = next(i for i, e in enumerate(ev) if e["t"] == "gain" and e["what"].get("vp") == 3)
    assert order.index("destroy") < order.index("put_in_play") < gain
    assert st.pending.kind == "kingdom" and st.pending.seat == 0 and st.players[0].vp >= 3
    st = table()
    place(st, 0, 11, 36)
    turn(st, 0)
    before = st.players[0].diamond
    ev = act(st, "use 11", "destroy 36")
    order = [e["t"] for e in ev]
    assert order.index("destroy") < order.index("gain") and st.players[0].diamond == before + 1
    assert st.pending.kind == "kingdom" and "use 11" not in st.pending.options


def test_reveal_and_shuffle() -> None:
    """Verbs reveal and shuffle: Cylak reveals the top card to all, then it is shuffled back."""
    st = table()
    place(st, 0, 7)
    deck_top(st, 26)
    turn(st, 0)
    ev = act(st, "use 7")
    assert st.revealed == [uid(26)] and kinds(ev, "reveal_civ")
    ev = act(st, "copy 26")
    assert st.revealed == [] and uid(26) in st.deck and kinds(ev, "deck_shuffled")
    assert st.players[0].mil == 1


def test_put_in_play_look_and_card() -> None:
    """Verb put_in_play: look (Portal, 3 cards, pick 1) and card (Dark Ritual fetched from the deck)."""
    st = table()
    place(st, 0, 41)
    deck_top(st, 6, 26, 28)
    turn(st, 0)
    act(st, "power 41", "choose 6")
    assert st.players[0].heroes == [uid(6)] and st.players[0].cha == 1 and len(st.looked) == 0
    place(st, 0, 36)
    turn(st, 0)
    act(st, "use 36", "destroy 6")
    assert uid("W8") in st.wonders


def test_swap() -> None:
    """Verb swap: Abunakkashii trades places with a Hero of the deck or discard."""
    st = table()
    place(st, 0, 2)
    discard(st, 12)
    hold(st, 0, coins=3)
    turn(st, 0)
    act(st, "power 2")
    assert "swap 12" in legal(st) and "swap 1" in legal(st)
    act(st, "swap 12")
    assert st.discard == [uid(2)] and st.players[0].heroes == [uid(12)] and st.players[0].mil == 1


def test_supremacy_bonus_and_contest() -> None:
    """Verbs supremacy_bonus (Nezha +1) and supremacy_contest (Dark Ritual adds Chaos)."""
    st = table()
    place(st, 0, 4)
    place(st, None, "W8")
    hold(st, 1, cha=1)
    ev = supremacy(st)
    totals = {e["what"]: e["totals"] for e in kinds(ev, "contest")}
    assert totals["mil"] == totals["sci"] == [1, 0, 0, 0] and totals["cha"] == [0, 1, 0, 0]
    assert st.players[0].sup == 2 and st.players[1].sup == 1


def test_wonder_limit() -> None:
    """Verb wonder_limit: the Hourglass raises the Wonder allowance to 2 different Wonders."""
    st = table()
    place(st, None, "W12", "W3", "W7")
    place(st, 0, 26)
    turn(st, 0)
    act(st, "use W3", "use W7", "branch 0")
    assert st.culture[uid(26)] == 1 and civ(st, 0) == (2, 0, 0)


def test_score_and_revalue() -> None:
    """Verbs score (per/max/tiers/plus) and revalue (sup, culture, ranking, diamonds) in final scoring."""
    st = table(immortals=["xian", "phoenix", "galmi", "goan_sul"])
    hold(st, 0, mil=3, sci=3, cha=3, diamond=1)
    hold(st, 1, sci=7, diamond=1)
    hold(st, 2, won=1)
    place(st, 3, 38)
    vp_phase(st)
    bd = [r["breakdown"] for r in st.result["players"]]
    assert bd[0]["immortal"] == 24 and bd[0]["diamonds"] == 8      # revalue diamond_each
    assert bd[1]["immortal"] == 18 and bd[1]["diamonds"] == 4      # tiers; 2 diamonds in play
    assert bd[2]["immortal"] == 2 and bd[2]["wonders"] == 16       # revalue wonder_ranking
    assert bd[3]["immortal"] == 2                                   # War Machine + Goan-Sul himself
