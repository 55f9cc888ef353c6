"""Phase flow of the Living Draft: deal, pick, play or transform, reveal, bonuses, pass hands, lay the Kingdom."""

from __future__ import annotations

from operator import itemgetter

from .cards import CardDB
from .effects import show_hidden, shuffle
from .state import BARE, HIDDEN, PLAYED, TRANSFORMED, Ctx, Decision, Events, GameState, bare
from .verbs import run_steps

CHOSE_PLAY, CHOSE_TRANSFORM = 3, 4


def _f_round(st: GameState, frame: tuple, ev: Events) -> None:
    r = frame[1]
    g = st.db.game
    st.round = r
    st.phase = "draft"
    st.pick = 0
    st.undo_floor = st.ply   # new information: a new round (hands dealt)
    if r > 1:
        st.first = (st.first - 1) % st.n   # the token passes to the right neighbour
        if ev is not None:
            ev.append({"t": "first_player", "seat": st.first})
    size = g["hand_size"][r - 1]
    deck = st.deck
    picks = 0   # the most cards a seat is dealt: one pick each
    for p in st.players:
        p.slots = []
        p.plays = 0
        p.seen = []
        cut = len(deck) - min(size, len(deck))
        p.hand = deck[cut:][::-1]   # the cards popped off the deck's end, one by one
        del deck[cut:]
        if len(p.hand) > picks:
            picks = len(p.hand)
    if ev is not None:
        ev.append({"t": "phase", "phase": "draft", "round": r})
    push = st.stack.append
    push(("supremacy",))
    push(("kingdom_start",))
    push(("draft_end",))
    for k in range(picks - 1, -1, -1):
        push(("pick_round", k))


def _f_pick_round(st: GameState, frame: tuple, ev: Events) -> None:
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


def _choose(st: GameState, s: int, ev: Events) -> None:
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
    if len(hand) == 1:   # the last card, picked at once: `_h_pick` reads only the seat of the question it is given
        q = _LAST_PICKS.get(s)
        _h_pick(st, q if q is not None else _LAST_PICKS.setdefault(s, Decision(s, "pick", ())), labels[hand[0]], ev)
    else:
        # the hand's labels, tuple(labels[uid] for uid in hand): one C call (two cards or more give a tuple), fewer
        # instructions than a loop, map or a comprehension
        opts: tuple[str, ...] = itemgetter(*hand)(labels)
        if BARE:   # ask: Decision(s, "pick", opts, None), without its __init__'s frame (state.BARE)
            d: Decision = bare(Decision)
            d.seat = s
            d.kind = "pick"
            d.options = opts
            d.info = None
            st.pending = d
        else:
            st.pending = Decision(s, "pick", opts, None)


_LAST_PICKS: dict[int, Decision] = {}   # per seat, the question given to `_h_pick` for a seat's last card
_PICK_LABELS: list = [(None, [], {})]   # [(db, "pick KEY" per uid, {"pick KEY": (KEY, uid)})], swapped whole


def _pick_labels(db: CardDB) -> list[str]:
    entry = _PICK_LABELS[0]
    if entry[0] is not db:
        labels = [f"pick {c.key}" for c in db.civ]
        entry = _PICK_LABELS[0] = (db, labels, {a: (c.key, c.uid) for a, c in zip(labels, db.civ)})
    return entry[1]


_PLAY = ("play", "transform")
# the question "play or transform?" of seat s for its slot i, always the same: made once per seat and slot (a
# Decision is shared, never changed) rather than at each pick
_PLAY_ASKS: dict[tuple[int, int], Decision] = {}


def _h_pick(st: GameState, d: Decision, action: str, ev: Events) -> None:
    s = d.seat
    p = st.players[s]
    entry = _PICK_LABELS[0]   # the pick's card read off the labels' table (set up by the question)
    key, uid = entry[2][action] if entry[0] is st.db else (action[5:], st.db.by_key[action[5:]])
    p.hand.remove(uid)
    slots = p.slots
    slots.append([uid, HIDDEN, 0])
    i = len(slots) - 1
    if ev is not None:
        ev.append({"t": "pick", "seat": s, "card": key, "slot": i, "to": s})
        ev.append({"t": "picked", "seat": s, "slot": i})
    # then play or transform, at once (no frame between: nothing can happen in between)
    if p.plays >= st.db.game["max_plays"][st.round - 1]:
        _chose(st, s, False, ev)   # transform, the only answer left
        if s + 1 < st.n:   # the next seat picks
            _choose(st, s + 1, ev)
    else:
        q = _PLAY_ASKS.get((s, i))   # ask(st, s, "play", _PLAY, info=i)
        st.pending = q if q is not None else _PLAY_ASKS.setdefault((s, i), Decision(s, "play", _PLAY, i))


def _h_play(st: GameState, d: Decision, action: str, ev: Events) -> None:
    # _chose(st, d.seat, action == "play", ev), inlined: every draft pick is answered here
    s = d.seat
    p = st.players[s]
    if action == "play":
        p.slots[-1][1] = CHOSE_PLAY
        p.plays += 1
    else:
        p.slots[-1][1] = CHOSE_TRANSFORM
    if ev is not None:
        _decided(st, s, action == "play", ev)
    if s + 1 < st.n:   # the next seat picks (the reveal follows the last one)
        _choose(st, s + 1, ev)


def _chose(st: GameState, s: int, play: bool, ev: Events) -> None:
    """Seat s plays its last pick (or transforms it), in secret until the reveal."""
    p = st.players[s]
    slot = p.slots[-1]
    if play:
        slot[1] = CHOSE_PLAY
        p.plays += 1
    else:
        slot[1] = CHOSE_TRANSFORM
    if ev is not None:
        _decided(st, s, play, ev)


def _decided(st: GameState, s: int, play: bool, ev: list[dict]) -> None:
    """The private event of seat s's answer for its last pick: play or transform, and which card."""
    ev.append({"t": "decided", "seat": s, "play": play, "to": s, "card": st.db.civ[st.players[s].slots[-1][0]].key})


def _f_reveal_slots(st: GameState, frame: tuple, ev: Events) -> None:
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
            if ev is not None:
                shown.append({"seat": s, "card": c.key, "status": "played", "coins": 0})
            if c.bonus:
                if BARE:   # Ctx(s, uid, (), double), without its __init__'s frame (state.BARE)
                    ctx: Ctx = bare(Ctx)
                    ctx.actor = s
                    ctx.source = uid
                    ctx.chain = ()
                    ctx.double = double
                else:
                    ctx = Ctx(s, uid, (), double)
                todo.append(("steps", c.bonus, 0, ctx))
        elif slot[1] == CHOSE_TRANSFORM:
            slot[1] = TRANSFORMED
            slot[2] = coins[k]
            if ev is not None:
                shown.append({"seat": s, "card": None, "status": "transformed", "coins": coins[k]})
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


def _pass_hands(st: GameState, ev: Events) -> None:
    n, d = st.n, 1 if st.round == 1 else -1   # st.direction
    hands = [p.hand for p in st.players]
    for s in range(n):
        st.players[(s + d) % n].hand = hands[s]
    if ev is not None:
        ev.append({"t": "hands_passed", "direction": d})


def _f_draft_end(st: GameState, frame: tuple, ev: Events) -> None:
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
        if got and ev is not None:
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
                    if ev is not None:
                        ev.append({"t": "wonder_in", "card": c.key, "seat": s})
        p.slots = []
        p.hand = []
        if ev is not None:
            ev.append({"t": "kingdom_laid", "seat": s})
    shuffle(st, st.deck)
    if st.round == 1:
        best = low_hero or low_building
        if best is not None:
            st.first = best[1]
        if ev is not None:
            ev.append({"t": "first_player", "seat": st.first})


FRAMES = {
    "round": _f_round, "pick_round": _f_pick_round,
    "reveal_slots": _f_reveal_slots, "draft_end": _f_draft_end,
}
HANDLERS = {"pick": _h_pick, "play": _h_play}
