"""Gains cut by a cap or an empty supply: the `gain` events say what was lost and why, and `lost_gains` tells it
before the choice (game/rules/preview.py), without changing the state."""

from __future__ import annotations

from game.rules.engine import apply_inplace, legal_actions, new_game
from game.rules.gains import cut_by_caps, grant
from game.rules.preview import lost_gains

from .helpers import act, civ, commerce_top, hold, kinds, legal, place, table, turn


def _snapshot(st) -> tuple:
    return (repr([(p.coins, p.mil, p.sci, p.cha, p.vp, p.diamond, p.buildings, p.heroes) for p in st.players]),
            st.ply, st.undo_floor, st.rng.s, list(st.stack), st.pending, list(st.commerce_deck), sorted(st.tilted))


def test_treasure_at_eight_coins_says_one_coin_is_lost() -> None:
    st = table()
    place(st, 0, 48)
    hold(st, 0, coins=8)
    turn(st, 0)
    before = _snapshot(st)
    assert lost_gains(st, "use 48") == {"lost": {"coins": 1}, "lost_to": {"coins": "cap"}}
    assert _snapshot(st) == before   # a pure query
    ev = act(st, "use 48")
    gain = kinds(ev, "gain")[0]
    assert gain["what"] == {"coins": 2} and gain["lost"] == {"coins": 1} and gain["lost_to"] == {"coins": "cap"}
    assert st.players[0].coins == 10


def test_treasure_at_ten_coins_says_all_is_lost() -> None:
    st = table()
    place(st, 0, 48)
    hold(st, 0, coins=10)
    turn(st, 0)
    assert lost_gains(st, "use 48") == {"lost": {"coins": 3}, "lost_to": {"coins": "cap"}}
    gain = kinds(act(st, "use 48"), "gain")[0]
    assert gain["what"] == {} and gain["lost"] == {"coins": 3}


def test_treasure_below_the_cap_loses_nothing() -> None:
    st = table()
    place(st, 0, 48)
    hold(st, 0, coins=7)
    turn(st, 0)
    assert lost_gains(st, "use 48") == {}
    gain = kinds(act(st, "use 48"), "gain")[0]
    assert gain["what"] == {"coins": 3} and "lost" not in gain


def test_market_copied_at_ten_tokens_says_why_nothing_came() -> None:
    """The Avatar copies the Market with 10 tokens: both Commerce cards give a token, so nothing is taken, and the
    events say a token was lost to the cap instead of nothing at all."""
    st = table()
    place(st, 0, 8, 46)
    hold(st, 0, mil=6, sci=4, coins=3)
    commerce_top(st, "blacksmith", "apothecary")
    turn(st, 0)
    ev = act(st, "use 8")
    assert kinds(ev, "reveal_commerce")
    gain = kinds(ev, "gain")
    assert gain == [{"t": "gain", "seat": 0, "what": {}, "lost": {"civ": 1}, "lost_to": {"civ": "cap"},
                     "why": "commerce"}]
    assert civ(st, 0) == (6, 4, 0) and st.pending.kind == "kingdom"


def test_market_preview_stops_before_the_hidden_commerce_cards() -> None:
    """Which Commerce cards come up is hidden: the query does not look at them (no loss told for them)."""
    st = table()
    place(st, 0, 46)
    hold(st, 0, mil=10, coins=3)
    commerce_top(st, "blacksmith", "apothecary")
    turn(st, 0)
    assert "use 46" in legal(st)
    assert lost_gains(st, "use 46") == {}


def test_token_choice_at_the_cap_carries_the_loss() -> None:
    st = table()
    hold(st, 0, mil=5, sci=3)
    st.pending, st.stack = None, []
    ev: list[dict] = []
    grant(st, 0, {"mil": 2, "cha": 1}, ev)   # room for 2 of 3: which ones is asked
    d = st.pending
    assert d.kind == "tokens" and d.info == 1
    ev = apply_inplace(st, d.options[0])
    gain = kinds(ev, "gain")[0]
    assert gain["lost"] == {"civ": 1} and gain["lost_to"] == {"civ": "cap"} and sum(gain["what"].values()) == 2


def test_single_way_to_keep_tokens_is_told_too() -> None:
    st = table()
    hold(st, 0, mil=9)
    ev: list[dict] = []
    grant(st, 0, {"sci": 3}, ev)
    assert ev == [{"t": "gain", "seat": 0, "what": {"sci": 1}, "lost": {"civ": 2}, "lost_to": {"civ": "cap"}}]


def test_diamond_with_an_empty_supply() -> None:
    st = table()
    hold(st, 1, diamond=5)
    assert st.diamonds_left == 0
    assert cut_by_caps(st, 0, {"diamond": 1, "coins": 2}) == {"diamond": 1}
    ev: list[dict] = []
    grant(st, 0, {"diamond": 1, "coins": 2}, ev)
    assert ev == [{"t": "gain", "seat": 0, "what": {"coins": 2}, "lost": {"diamond": 1},
                   "lost_to": {"diamond": "supply"}}]


def test_cut_by_caps_matches_grant() -> None:
    """The query's sums are the engine's, on every holding near the caps."""
    for coins in (6, 9, 10):
        for toks in (7, 9, 10):
            for amounts in ({"coins": 3}, {"mil": 2}, {"civ": 2, "distinct": 1}, {"sci": 1, "cha": 2, "coins": 1}):
                st = table()
                hold(st, 0, coins=coins, mil=toks)
                expect = cut_by_caps(st, 0, amounts)
                ev: list[dict] = []
                grant(st, 0, amounts, ev)
                got = kinds(ev, "gain")[0].get("lost", {}) if kinds(ev, "gain") else {}
                if st.pending is not None and st.pending.info:   # a choice of tokens: the loss rides on it
                    got = {**got, "civ": st.pending.info}
                assert got == expect, (coins, toks, amounts)


def _to_play_decision(seed: int) -> object:
    st = new_game(4, seed)
    while st.pending.kind != "play":
        apply_inplace(st, legal_actions(st)[0])
    return st


def test_transform_at_the_cap_is_told_and_logged() -> None:
    st = _to_play_decision(3)
    s = st.pending.seat
    st.players[s].coins = 9
    slot = st.pending.info
    coins = st.db.game["slot_coins"][0][slot]
    assert lost_gains(st, "transform") == {"lost": {"coins": coins - 1}, "lost_to": {"coins": "cap"}}
    apply_inplace(st, "transform")
    ev: list[dict] = []
    while st.phase == "draft":   # everyone transforms from here on, to the end of the draft
        d = st.pending
        ev += apply_inplace(st, "transform" if "transform" in d.options else d.options[0])
    gain = next(e for e in ev if e["t"] == "gain" and e.get("why") == "transform" and e["seat"] == s)
    assert st.players[s].coins == 10 or gain["lost"]["coins"] > 0
    assert gain["what"]["coins"] + gain["lost"]["coins"] >= coins


def test_preview_of_every_legal_answer_leaves_the_game_alone() -> None:
    """On random games: the query never changes the state, and a loss it tells is the one the answer then logs."""
    import random
    told = 0
    for seed in range(12):
        st = new_game(3 + seed % 4, seed)
        rnd = random.Random(seed)
        while not st.over:
            opts = legal_actions(st)
            before = _snapshot(st)
            previews = {a: lost_gains(st, a) for a in opts}
            assert _snapshot(st) == before
            a = rnd.choice(opts)
            seat, kind = st.pending.seat, st.pending.kind
            ev = apply_inplace(st, a)
            if previews[a] and kind not in ("play",):
                told += 1
                logged: dict[str, int] = {}
                for e in ev:
                    if e["t"] in ("reveal_commerce", "reveal_civ", "look", "turn", "phase"):
                        break
                    if e["t"] == "gain" and e["seat"] == seat:
                        for r, n in e.get("lost", {}).items():
                            logged[r] = logged.get(r, 0) + n
                if st.pending is not None and st.pending.kind == "tokens" and st.pending.info:
                    logged["civ"] = logged.get("civ", 0) + st.pending.info
                assert logged == previews[a]["lost"], (seed, a)
    assert told > 0


def test_play_at_the_token_cap_is_told() -> None:
    """Playing Alpha (Bonus: 1 Military) with 10 tokens: the Bonus's token is lost, said at the play choice."""
    st = _to_play_decision(5)
    p = st.players[st.pending.seat]
    p.slots[st.pending.info][0] = st.db.by_key["1"]
    p.mil, p.sci, p.cha = 4, 3, 2
    assert lost_gains(st, "play") == {}
    p.cha = 3
    doubled = 2 if st.pending.info + 1 == st.db.game["bonus_double"]["pick"] else 1
    assert lost_gains(st, "play") == {"lost": {"civ": doubled}, "lost_to": {"civ": "cap"}}
    assert lost_gains(st, "use 1") == {}   # not a legal answer now
