"""Phase flow of the Living Draft: deal, pick, play or transform, reveal, bonuses, pass hands, lay the Kingdom."""

from __future__ import annotations

from operator import itemgetter

from .cards import CardDB
from .effects import show_hidden, shuffle
from .state import HIDDEN, PLAYED, TRANSFORMED, Ctx, Decision, GameState
from .verbs import run_steps

CHOSE_PLAY, CHOSE_TRANSFORM = 3, 4


def _f_round(st: GameState, frame: tuple, ev: list[dict]) -> None:
    r = frame[1]
    g = st.db.game
    st.round = r
    st.phase = "draft"
    st.pick = 0
    st.undo_floor = st.ply   # new information: a new round (hands dealt)
    if r > 1:
        st.first = (st.first - 1) % st.n   # the token passes to the right neighbour
        ev.append({"t": "first_player", "seat": st.first})
    size = g["hand_size"][r - 1]
    deck = st.deck
    for p in st.players:
        p.slots = []
        p.plays = 0
        p.seen = []
        cut = len(deck) - min(size, len(deck))
        p.hand = deck[cut:][::-1]   # the cards popped off the deck's end, one by one
        del deck[cut:]
    ev.append({"t": "phase", "phase": "draft", "round": r})
    picks = max([len(p.hand) for p in st.players])
    push = st.stack.append
    push(("supremacy",))
    push(("kingdom_start",))
    push(("draft_end",))
    for k in range(picks - 1, -1, -1):
        push(("pick_round", k))


def _f_pick_round(st: GameState, frame: tuple, ev: list[dict]) -> None:
    k = frame[1]
    if k:   # the hands are passed after each pick's Bonuses, before the next pick
        _pass_hands(st, ev)
    st.pick = k
    st.undo_floor = st.ply   # a new pick (hands passed)
    st.stack.append(("reveal_slots", k))   # then the Bonuses
    # each seat picks, then says play or transform (asked by the pick's answer), before the next seat: both stay
    # secret until the reveal, so this equals the table's simultaneous choice, and one hot-seat hand-over covers both.
    # The next seat is asked by the answer that ends a seat's pick (`_h_play`, or `_h_pick` when it must transform)
    # rather than by a frame per seat
    _choose(st, 0, ev)


def _choose(st: GameState, s: int, ev: list[dict]) -> None:
    """Ask seat s (or the first seat after it with cards in hand) to pick a card; nothing when none has any."""
    p = st.players[s]
    hand = p.hand
    if not hand:
        s += 1
        if s < st.n:
            _choose(st, s, ev)
        return
    p.seen.append(tuple(hand))
    entry = _PICK_LABELS[0]   # _pick_labels(st.db), its cache read here
    labels = entry[1] if entry[0] is st.db else _pick_labels(st.db)
    if len(hand) == 1:
        _h_pick(st, Decision(s, "pick", (labels[hand[0]],)), labels[hand[0]], ev)
    else:
        # the hand's labels, a tuple of two or more (itemgetter: cheaper than a loop, tuple(map(...)) or a
        # comprehension)
        st.pending = Decision(s, "pick", itemgetter(*hand)(labels), None)   # ask


# [(db, "pick KEY" per uid, {(answer, seat, slot): what a pick reads, `_pick_entry`})], swapped whole
_PICK_LABELS: list = [(None, [], {})]


def _pick_labels(db: CardDB) -> list[str]:
    entry = _PICK_LABELS[0]
    if entry[0] is not db:
        entry = _PICK_LABELS[0] = (db, [f"pick {c.key}" for c in db.civ], {})
    return entry[1]


_PLAY = ("play", "transform")
# shared read-only events (API.md "Events"), each made once: (seat, played) -> "decided"; (seat, card key or None,
# coins) -> a slot of "reveal_slots"
_DECIDED: dict[tuple[int, bool], dict] = {}
_SHOWN: dict[tuple[int, str | None, int], dict] = {}
_LAID: dict[int, dict] = {}   # seat -> "kingdom_laid"
_HANDS_PASSED = {d: {"t": "hands_passed", "direction": d} for d in (1, -1)}
_PLAY_ASKS: dict[tuple[int, int], Decision] = {}   # (seat, slot) -> "play or transform?", made once (never changed)


def _pick_entry(db: CardDB, action: str, s: int, i: int) -> tuple[int, tuple[dict, dict], Decision]:
    """What seat s's pick `action` onto its slot i reads, made once per database, answer, seat and slot and shared:
    the card's uid, the events "pick" and "picked" (events are read-only, API.md, and a dict costs more to make
    than to look up) and the question "play or transform?" that follows (a Decision is never changed)."""
    _pick_labels(db)
    key = action[5:]
    q = _PLAY_ASKS.get((s, i))
    if q is None:
        q = _PLAY_ASKS[(s, i)] = Decision(s, "play", _PLAY, i)
    out = (db.by_key[key], ({"t": "pick", "seat": s, "card": key, "slot": i, "to": s},
                            {"t": "picked", "seat": s, "slot": i}), q)
    return _PICK_LABELS[0][2].setdefault((action, s, i), out)


def _h_pick(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    s = d.seat
    p = st.players[s]
    slots = p.slots
    i = len(slots)
    entry = _PICK_LABELS[0]   # _pick_entry(st.db, action, s, i), its cache read here
    e = entry[2].get((action, s, i)) if entry[0] is st.db else None
    uid, pair, q = e if e is not None else _pick_entry(st.db, action, s, i)
    p.hand.remove(uid)
    slots.append([uid, HIDDEN, 0])
    ev += pair
    # then play or transform, at once (no frame between: nothing can happen in between)
    if p.plays >= st.db.game["max_plays"][st.round - 1]:
        _chose(st, s, False, ev)   # transform, the only answer left
        if s + 1 < st.n:   # the next seat picks
            _choose(st, s + 1, ev)
    else:
        st.pending = q   # ask(st, s, "play", _PLAY, info=i)


def _h_play(st: GameState, d: Decision, action: str, ev: list[dict]) -> None:
    # _chose(st, d.seat, action == "play", ev), inlined: every draft pick is answered here
    s = d.seat
    p = st.players[s]
    play = action == "play"
    if play:
        p.slots[-1][1] = CHOSE_PLAY
        p.plays += 1
    else:
        p.slots[-1][1] = CHOSE_TRANSFORM
    e = _DECIDED.get((s, play))   # shared (read-only), made once per seat and answer
    ev.append(e if e is not None else _decided(s, play))
    if s + 1 < st.n:   # the next seat picks (the reveal follows the last one)
        _choose(st, s + 1, ev)


def _chose(st: GameState, s: int, play: bool, ev: list[dict]) -> None:
    """Seat s plays its last pick (or transforms it), in secret until the reveal."""
    p = st.players[s]
    slot = p.slots[-1]
    if play:
        slot[1] = CHOSE_PLAY
        p.plays += 1
    else:
        slot[1] = CHOSE_TRANSFORM
    e = _DECIDED.get((s, play))
    ev.append(e if e is not None else _decided(s, play))


def _decided(s: int, play: bool) -> dict:
    """The event "decided" of seat s, made once (shared, read-only)."""
    return _DECIDED.setdefault((s, play), {"t": "decided", "seat": s, "play": play, "to": s})


def _f_reveal_slots(st: GameState, frame: tuple, ev: list[dict]) -> None:
    """Reveal pick k's slots, then run the Bonuses of the cards played, in seat order."""
    k = frame[1]
    g = st.db.game
    coins = g["slot_coins"][st.round - 1]
    bd = g["bonus_double"]
    double = st.round == bd["round"] and k + 1 == bd["pick"]
    civ = st.db.civ
    shown = []
    todo = []   # each played card's Bonus, in seat order
    for s, p in enumerate(st.players):
        if k >= len(p.slots):
            continue
        slot = p.slots[k]
        if slot[1] == CHOSE_PLAY:
            slot[1] = PLAYED
            uid = slot[0]
            c = civ[uid]
            e = _SHOWN.get((s, c.key, 0))   # shared (read-only), made once per seat and card
            shown.append(e if e is not None else _SHOWN.setdefault(
                (s, c.key, 0), {"seat": s, "card": c.key, "status": "played", "coins": 0}))
            if c.bonus:
                todo.append(("steps", c.bonus, 0, Ctx(s, uid, (), double)))
        elif slot[1] == CHOSE_TRANSFORM:
            slot[1] = TRANSFORMED
            slot[2] = coins[k]
            e = _SHOWN.get((s, None, coins[k]))   # shared (read-only), made once per seat and coins
            shown.append(e if e is not None else _SHOWN.setdefault(
                (s, None, coins[k]), {"seat": s, "card": None, "status": "transformed", "coins": coins[k]}))
    show_hidden(st, ev, {"t": "reveal_slots", "pick": k + 1, "slots": shown})
    if not todo:
        return
    stack = st.stack
    for i, f in enumerate(todo):   # each at once, as popping them in turn would, until one asks or queues
        top = len(stack)
        run_steps(st, f, ev)
        if st.pending is not None or len(stack) != top:
            stack[top:top] = todo[:i:-1]   # the rest wait below, the next seat's on top
            return


def _pass_hands(st: GameState, ev: list[dict]) -> None:
    n, d = st.n, 1 if st.round == 1 else -1   # st.direction
    hands = [p.hand for p in st.players]
    for s in range(n):
        st.players[(s + d) % n].hand = hands[s]
    ev.append(_HANDS_PASSED[d])


def _f_draft_end(st: GameState, frame: tuple, ev: list[dict]) -> None:
    cap = st.db.game["caps"]["coins"]
    civ = st.db.civ
    low_hero = low_building = None
    for s, p in enumerate(st.players):
        got = 0   # the coins of the transformed slots
        for slot in p.slots:
            if slot[1] == TRANSFORMED:
                got += slot[2]
        gain = min(got, cap - p.coins)
        p.coins += gain
        if got:
            e = {"t": "gain", "seat": s, "what": {"coins": gain}, "why": "transform"}
            if gain < got:   # the coin cap cuts the rest
                e["lost"], e["lost_to"] = {"coins": got - gain}, {"coins": "cap"}
            ev.append(e)
        for uid, status, _ in p.slots:
            c = civ[uid]
            if status == TRANSFORMED:
                st.deck.append(uid)
            elif status == PLAYED:
                if c.family == "building":
                    p.buildings.append(uid)
                    if low_building is None or c.number < low_building[0]:
                        low_building = (c.number, s)
                elif c.family == "hero":
                    p.heroes.append(uid)
                    if low_hero is None or c.number < low_hero[0]:
                        low_hero = (c.number, s)
                else:
                    st.wonders.append(uid)
                    ev.append({"t": "wonder_in", "card": c.key, "seat": s})
        p.slots = []
        p.hand = []
        laid = _LAID.get(s)   # shared (read-only), made once per seat
        ev.append(laid if laid is not None else _LAID.setdefault(s, {"t": "kingdom_laid", "seat": s}))
    shuffle(st, st.deck)
    if st.round == 1:
        best = low_hero or low_building
        if best is not None:
            st.first = best[1]
        ev.append({"t": "first_player", "seat": st.first})


FRAMES = {
    "round": _f_round, "pick_round": _f_pick_round,
    "reveal_slots": _f_reveal_slots, "draft_end": _f_draft_end,
}
HANDLERS = {"pick": _h_pick, "play": _h_play}
