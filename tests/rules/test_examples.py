"""The rulebook's worked examples (draft with David, Supremacy, Wonder ranking, Justice, Culture) and turn flow."""

from __future__ import annotations

from game.rules.state import GameState

from .helpers import (
    act,
    civ,
    deal,
    draft_pick,
    hold,
    key,
    kinds,
    legal,
    place,
    supremacy,
    table,
    turn,
    turns,
    uid,
    vp_phase,
)

# David is seat 0. Hands move left (seat s receives seat s-1's hand), so at pick k David holds
# the hand first dealt to seat -k: Alpha in his own hand, the Sanctuary in seat 3's, the Armory in seat 2's.
HANDS = [[1, 30, 31, 32, 33], [34, 35, 36, 37, 38], [25, 39, 40, 41, 42], ["W11", 43, 44, 45, 46]]
TARGETS = {"1", "W11", "25"}


def _other(st: GameState, s: int) -> str:
    return next((key(u) for u in st.players[s].hand if key(u) not in TARGETS), "")


def _others(st: GameState) -> list[tuple[str, str]]:
    return [(_other(st, s), "transform") for s in (1, 2, 3)]


def _david_draft() -> tuple[GameState, list[list[dict]]]:
    st = table()
    deal(st, HANDS)
    evs = [draft_pick(st, [("1", "play"), *_others(st)])]
    evs.append(draft_pick(st, [("W11", "play"), *_others(st)]))
    evs.append(draft_pick(st, [("25", "play"), *_others(st)]))
    evs.append(draft_pick(st, [(_other(st, 0), "transform"), *_others(st)]))
    evs.append(draft_pick(st, [(_other(st, 0), "transform"), *_others(st)]))
    return st, evs


def test_draft_alpha_bonus_on_pick_one() -> None:
    """Rulebook draft example 1: David plays Alpha and gains its Military token."""
    st = table()
    deal(st, HANDS)
    ev = draft_pick(st, [("1", "play"), *_others(st)])
    assert civ(st, 0) == (1, 0, 0)
    assert kinds(ev, "reveal_slots")[0]["slots"][0] == {"seat": 0, "card": "1", "status": "played", "coins": 0}


def test_draft_sanctuary_wonder_token_pick_two() -> None:
    """Rulebook draft example 2: on pick 2 David plays the Sanctuary and gains its Wonder token."""
    st = table()
    deal(st, HANDS)
    draft_pick(st, [("1", "play"), *_others(st)])
    assert uid("W11") in st.players[0].hand
    draft_pick(st, [("W11", "play"), *_others(st)])
    assert st.players[0].won == 1


def test_draft_transform_coins_by_slot() -> None:
    """Rulebook draft: a transformed card earns its slot's coins, 5/3/2/3/2 (5 on slot 1, 2 on slot 3)."""
    st, evs = _david_draft()
    coins = [next(x["coins"] for x in kinds(ev, "reveal_slots")[0]["slots"] if x["seat"] == 1) for ev in evs]
    assert coins == [5, 3, 2, 3, 2]
    assert st.players[1].coins == 10          # 15 earned, capped at 10
    assert st.players[0].coins == 3 + 2       # David's slots 4 and 5


def test_draft_fifth_card_forced_transform() -> None:
    """Rulebook draft example: after 3 plays David must transform his 5th card (no play/transform question)."""
    st = table()
    deal(st, HANDS)
    draft_pick(st, [("1", "play"), *_others(st)])
    draft_pick(st, [("W11", "play"), *_others(st)])
    draft_pick(st, [("25", "play"), *_others(st)])
    draft_pick(st, [(_other(st, 0), "transform"), *_others(st)])
    # pick 5: one card left in every hand, picked for everyone; David is not asked play/transform
    assert st.pending.kind == "play" and st.pending.seat == 1
    ev = act(st, "transform", "transform", "transform")
    slot = next(x for x in kinds(ev, "reveal_slots")[0]["slots"] if x["seat"] == 0)
    assert slot["status"] == "transformed" and slot["coins"] == 2


def test_draft_end_layout_and_first_player() -> None:
    """Rulebook end-of-draft example: Armory and Alpha in David's Kingdom, Sanctuary in the Wonder area,
    transformed cards back in the deck; David (Alpha, #1) is first player."""
    st, _ = _david_draft()
    p = st.players[0]
    assert p.buildings == [uid(25)] and p.heroes == [uid(1)] and st.wonders == [uid("W11")]
    assert civ(st, 0) == (2, 0, 0) and p.won == 1
    assert all(p2.slots == [] and p2.hand == [] for p2 in st.players)
    assert len(st.deck) + 3 == 36 + 12       # every other card is back in the deck
    assert st.phase == "kingdom" and st.pending.kind == "kingdom" and st.pending.seat == 0


def test_first_player_lowest_hero_over_buildings() -> None:
    """Rulebook Kingdom order: the lowest Hero played decides, whatever Buildings were played."""
    st = table()
    hands = [[30, 31, 32, 33, 26], [4, 35, 36, 37, 38], [25, 39, 40, 41, 42], [2, 43, 44, 45, 46]]
    deal(st, hands)
    draft_pick(st, [("30", "play"), ("4", "play"), ("25", "play"), ("2", "play")])
    for _ in range(4):
        draft_pick(st, [("", "transform")] * 4)
    assert st.pending.kind == "kingdom" and st.pending.seat == 3


def test_first_player_lowest_building_without_hero() -> None:
    """Rulebook Kingdom order: with no Hero played, the lowest Building decides."""
    st = table()
    hands = [[30, 31, 32, 33, 26], [34, 35, 36, 37, 38], [27, 39, 40, 41, 42], [29, 43, 44, 45, 46]]
    deal(st, hands)
    draft_pick(st, [("30", "play"), ("34", "play"), ("27", "play"), ("29", "play")])
    for _ in range(4):
        draft_pick(st, [("", "transform")] * 4)
    assert st.pending.seat == 2


def test_pick_four_doubles_tokens_not_wonder() -> None:
    """Rulebook draft: on round-1 pick 4 a civ-token Bonus is doubled; a Wonder-token Bonus is not."""
    st = table()
    # at pick 4 seat 0 holds seat 1's first hand and seat 1 holds seat 2's
    hands = [[30, 31, 32, 33, 34], [25, 36, 37, 38, 39], ["W3", 41, 42, 43, 44], [45, 46, 47, 48, 35]]
    deal(st, hands)
    for _ in range(3):
        draft_pick(st, [(next(key(u) for u in st.players[s].hand if key(u) not in ("W3", "25")), "transform")
                        for s in range(4)])
    assert uid(25) in st.players[0].hand and uid("W3") in st.players[1].hand
    draft_pick(st, [("25", "play"), ("W3", "play"), ("", "transform"), ("", "transform")])
    assert civ(st, 0) == (2, 0, 0)
    assert st.players[1].won == 1


def test_round_two_rules() -> None:
    """Rulebook round 2: 4 cards, at most 2 plays, no doubling, token passes right, turns counter-clockwise."""
    st = table()
    st.first = 1
    hands = [[25, 26, 27, 33], [29, 30, 31, 32], [34, 35, 36, 28], [37, 38, 39, 40]]
    deal(st, hands, rnd=2)
    assert st.players[0].hand == [uid(k) for k in (25, 26, 27, 33)]
    draft_pick(st, [("25", "play")] + [("", "transform")] * 3)
    assert uid(30) in st.players[0].hand                # hands pass right: seat 0 gets seat 1's
    draft_pick(st, [("", "transform")] * 4)
    assert uid(28) in st.players[0].hand                # seat 2's first hand, two picks later
    draft_pick(st, [("28", "play")] + [("", "transform")] * 3)
    assert st.players[0].plays == 2
    assert st.pending.kind == "play" and st.pending.seat == 1      # pick 4: seat 0 is not asked
    draft_pick(st, [("", "transform")] * 4)
    assert st.players[0].mil + st.players[0].sci == 2                # 1 + 1, never doubled in round 2
    assert st.players[1].coins == 4 + 3 + 2 + 1                       # round-2 slots (reference 3.2 default)
    assert st.pending.kind == "kingdom" and st.pending.seat == 0       # first passed right: 1 -> 0
    act(st, "end")
    assert st.pending.seat == 3                                         # counter-clockwise


# ---------------------------------------------------------------- Supremacy

def test_supremacy_example_david_dominique() -> None:
    """Rulebook Supremacy example: David 4 MIL 2 SCI, Dominique 1 MIL 2 SCI -> David wins Military only."""
    st = table(n=4)
    hold(st, 0, mil=4, sci=2)
    hold(st, 1, mil=1, sci=2)
    ev = supremacy(st)
    assert st.players[0].sup == 1 and st.players[1].sup == 0
    assert [(e["seat"], e["why"]) for e in kinds(ev, "supremacy")] == [(0, "mil")]


def test_supremacy_nobody_at_zero() -> None:
    """Reference 3.14 default: nobody holding any token, no Supremacy is awarded."""
    st = table()
    supremacy(st)
    assert all(p.sup == 0 for p in st.players)


def test_supremacy_tie_justice_reveals_and_wins() -> None:
    """Rulebook Supremacy: on a tie Justice may reveal and wins it (reveal token + contested token)."""
    st = table(immortals=["galmi", "justice", "xian", "phoenix"])
    hold(st, 0, mil=3)
    hold(st, 1, mil=3)
    supremacy(st)
    assert st.pending.kind == "tie" and legal(st) == ["pass"]
    act(st, "pass")
    assert st.pending.seat == 1 and legal(st) == ["pass", "reveal"]
    act(st, "reveal")
    assert st.players[1].sup == 2 and st.players[0].sup == 0


def test_supremacy_tie_revealed_justice_wins_automatically() -> None:
    """Rulebook Supremacy: a revealed Justice wins ties she is part of."""
    st = table(immortals=["galmi", "justice", "xian", "phoenix"])
    st.players[1].justice_revealed = st.players[1].revealed_immortal = True
    hold(st, 0, sci=2)
    hold(st, 1, sci=2)
    supremacy(st)
    assert st.players[1].sup == 1 and st.players[0].sup == 0


def test_supremacy_tie_without_justice_nobody() -> None:
    """Rulebook Supremacy: a tie without Justice gives nobody the token."""
    st = table(immortals=["galmi", "xian", "abhilasha", "phoenix"])
    hold(st, 0, mil=2)
    hold(st, 1, mil=2)
    supremacy(st)
    while st.pending is not None:
        act(st, "pass")
    assert all(p.sup == 0 for p in st.players)


# ---------------------------------------------------------------- VP-phase examples

def _bd(st: GameState, seat: int) -> dict:
    return st.result["players"][seat]["breakdown"]


def test_wonder_ranking_example_1_without_justice() -> None:
    """Rulebook ranking example 1: tied players share the rank: 8 / 8 / 4 / 2."""
    st = table(immortals=["xian", "abhilasha", "phoenix", "goan_sul"])
    for s, w in enumerate((3, 3, 2, 1)):
        hold(st, s, won=w)
    vp_phase(st)
    assert [_bd(st, s)["wonders"] for s in range(4)] == [8, 8, 4, 2]


def test_wonder_ranking_example_2_with_justice() -> None:
    """Rulebook ranking example 2: Justice wins her tie and pushes the others down: 8 / 4 / 2 / X."""
    st = table(immortals=["justice", "abhilasha", "phoenix", "goan_sul"])
    for s, w in enumerate((3, 3, 2, 1)):
        hold(st, s, won=w)
    vp_phase(st)
    assert [_bd(st, s)["wonders"] for s in range(4)] == [8, 4, 2, 0]


def test_wonder_ranking_no_token_no_rank() -> None:
    """Rulebook ranking: a player with no Wonder token is not ranked and scores nothing."""
    st = table(immortals=["xian", "abhilasha", "phoenix", "goan_sul"])
    hold(st, 0, won=1)
    vp_phase(st)
    assert [_bd(st, s)["wonders"] for s in range(4)] == [8, 0, 0, 0]


def test_justice_three_supremacy_is_24() -> None:
    """Rulebook Supremacy example: Justice with 3 Supremacy tokens scores 24 VP."""
    st = table(immortals=["justice", "abhilasha", "phoenix", "goan_sul"])
    st.players[0].justice_revealed = st.players[0].revealed_immortal = True
    hold(st, 0, sup=3)
    hold(st, 1, sup=3)
    vp_phase(st)
    assert _bd(st, 0)["supremacy"] == 24 and _bd(st, 1)["supremacy"] == 12


def test_culture_examples_phoenix_12_other_6() -> None:
    """Rulebook Culture examples: 6 Culture tokens are 12 VP for Phoenix, 6 VP for anyone else."""
    st = table(immortals=["phoenix", "abhilasha", "xian", "goan_sul"])
    place(st, 0, 26, 28)
    place(st, 1, 30, 11)
    st.culture[uid(26)], st.culture[uid(28)] = 4, 2
    st.culture[uid(30)], st.culture[uid(11)] = 5, 1
    vp_phase(st)
    assert _bd(st, 0)["culture"] == 12 and _bd(st, 1)["culture"] == 6


def test_diamond_values_by_count_in_play() -> None:
    """Rulebook Diamonds: 1 in play 8 VP; 2-3 in play 4 each; 4-5 in play 2 each."""
    for held, each in (((1, 0, 0, 0), 8), ((1, 1, 0, 0), 4), ((2, 1, 0, 0), 4), ((2, 1, 1, 0), 2),
                       ((2, 1, 1, 1), 2)):
        st = table(immortals=["phoenix", "abhilasha", "galmi", "goan_sul"])
        for s, d in enumerate(held):
            hold(st, s, diamond=d)
        vp_phase(st)
        assert [_bd(st, s)["diamonds"] for s in range(4)] == [d * each for d in held]


def test_final_tie_justice_then_higher_number() -> None:
    """Rulebook winner: a tie goes to Justice if she is in it, else to the higher Immortal number."""
    st = table(immortals=["abhilasha", "phoenix", "galmi", "goan_sul"])
    hold(st, 0, coins=6)          # Abhilasha 6
    hold(st, 1, sci=1)            # Phoenix 6
    vp_phase(st)
    assert st.result["players"][0]["total"] == st.result["players"][1]["total"] == 6
    assert st.result["winner"] == 1
    st = table(immortals=["justice", "phoenix", "galmi", "goan_sul"])
    hold(st, 1, sci=4)            # Phoenix 12; Justice 1 token at her reveal: 8, + 4 VP tokens = 12
    hold(st, 0, vp=4)
    vp_phase(st)
    assert st.result["players"][0]["total"] == st.result["players"][1]["total"] == 12
    assert st.result["winner"] == 0


# ---------------------------------------------------------------- Kingdom flow

def test_roaming_cost_culture_and_once_per_turn() -> None:
    """Rulebook roaming: pay 1 coin per Building between you and it (it included), its owner gets 1 Culture."""
    st = table()
    place(st, 1, 26, 48)
    place(st, 2, 28)
    hold(st, 0, coins=3)
    turn(st, 0)
    ev = act(st, "use 48")
    assert kinds(ev, "roam")[0]["coins"] == 1 and st.players[0].coins == 3 - 1 + 3
    assert st.culture[uid(48)] == 1
    assert "use 48" not in legal(st)
    ev = act(st, "use 26")
    assert kinds(ev, "roam")[0]["coins"] == 2 and st.culture[uid(26)] == 1
    ev = act(st, "use 28")
    assert kinds(ev, "roam")[0]["coins"] == 1      # the cheaper way round (reference 3.6)


def test_other_players_heroes_not_activable() -> None:
    """Rulebook Kingdom: you may not activate another player's Hero."""
    st = table()
    place(st, 1, 1)
    hold(st, 0, coins=10)
    turn(st, 0)
    assert legal(st) == ["end"]


def test_untilt_for_next_player() -> None:
    """Rulebook end of Kingdom phase: tilted cards and Wonders are untilted for the next player."""
    st = table()
    place(st, 1, 48)
    place(st, None, "W3")
    place(st, 0, 26)
    hold(st, 0, coins=2)
    turns(st, 0, 1)
    act(st, "use 48", "use W3", "end")
    assert st.pending.seat == 1 and "use 48" in legal(st) and "use W3" in legal(st)
