"""Build a full game state consistent with one seat's view, sampling everything that seat cannot see.

Bots look ahead on such samples: other seats' Immortals, draft hands and face-down cards, the deck order
and the Commerce order are drawn at random from the cards the viewer has not seen.
"""

from __future__ import annotations

from .cards import CardDB, default_db
from .engine import CHOSE_PLAY, CHOSE_TRANSFORM
from .rng import Rng
from .state import HIDDEN, PLAYED, TRANSFORMED, GameState, PlayerState

_OWN = {"played": PLAYED, "transformed": TRANSFORMED, "chose_play": CHOSE_PLAY,
        "chose_transform": CHOSE_TRANSFORM, "hidden": HIDDEN}


def determinize(view: dict, seed: int, db: CardDB | None = None) -> GameState:
    """A GameState agreeing with `view` on everything the viewer knows, at the viewer's pending decision."""
    db = db or default_db().with_variants(view.get("variants"))
    cont = view["_engine"]
    if view["to_act"] != view["seat"] or cont.pending is None:
        raise ValueError("determinize needs a view of the seat that is to act")
    rng = Rng(seed)
    me = view["seat"]
    n = view["players"]
    uid = db.by_key
    st = GameState(db=db, n=n, seed=seed, rng=rng, players=[PlayerState(nm) for nm in view["names"]])
    st.culture = [0] * len(db.civ)
    st.round, st.phase, st.pick = view["round"], view["phase"], view["pick"] - 1
    st.over = st.phase == "over"
    st.first, st.active = view["first_player"], view["active"]
    st.diamonds_left, st.destroyed = view["diamonds_left"], view["destroyed"]
    st.ply = st.undo_floor = view["ply"]
    st.discard = [uid[k] for k in view["discard"]]
    st.wonders = [uid[w["key"]] for w in view["wonders"]]
    st.wonder_uses = [uid[w["key"]] for w in view["wonders"] if w["tilted"]]
    st.tilted = set(st.wonder_uses)
    st.revealed = [uid[k] for k in view["revealed"]]
    st.looked = [uid[k] for k in view["looked"]]
    st.stack = list(cont.stack)
    st.pending = cont.pending
    if view["me"]["peeked"] is not None:
        st.tomorrow_peeked[me] = view["me"]["peeked"]["seat"]

    three = n == 3
    seen: set[int] = set(st.discard) | set(st.wonders) | set(st.revealed) | set(st.looked)
    # the seat asked to play or transform its pick has not chosen yet; every other seat that picked has
    deciding = st.pending.seat if st.pending.kind == "play" else None
    hidden_slots: list[tuple[int, int]] = []          # (seat, slot index) to fill
    for s, row in enumerate(view["seats"]):
        p = st.players[s]
        for res in ("coins", "mil", "sci", "cha", "vp", "sup", "won", "diamond"):
            setattr(p, res, row[res])
        p.narashima_culture = row["narashima_culture"]
        p.tomorrow_bonus = row["tomorrow_bonus"]
        p.justice_revealed = row["justice_revealed"]
        p.revealed_immortal = row["immortal"] is not None
        for zone, cards in (("buildings", p.buildings), ("heroes", p.heroes)):
            for c in row[zone]:
                u = uid[c["key"]]
                cards.append(u)
                st.culture[u] = c["culture"]
                if c["tilted"]:
                    st.tilted.add(u)
                seen.add(u)
        for i, slot in enumerate(row["slots"]):
            if s == me:
                u = uid[slot["key"]]
                p.slots.append([u, _OWN[slot["status"]], slot["coins"]])
                seen.add(u)
            elif slot["key"] is not None:
                u = uid[slot["key"]]
                p.slots.append([u, PLAYED, 0])
                seen.add(u)
            else:
                status = TRANSFORMED if slot["status"] == "transformed" else HIDDEN
                p.slots.append([-1, status, slot["coins"]])
                hidden_slots.append((s, i))
        if s == me:
            p.hand = [uid[k] for k in view["me"]["hand"]]
            seen.update(p.hand)
            p.immortals = list(view["me"]["immortals"])
            p.plays = row["plays"]
        else:
            p.plays = sum(1 for sl in p.slots if sl[1] == PLAYED)

    # Immortals nobody has shown
    pool = [im.id for im in db.immortals if not (three and db.three_players["justice"] == "out"
                                                  and im.rule == "justice")]
    known = set(view["me"]["immortals"])
    for row in view["seats"]:
        if row["immortal"] is not None:
            known.add(row["immortal"])
    peek = view["me"]["peeked"]
    if peek is not None:
        known.add(peek["immortal"])
    free = [i for i in pool if i not in known]
    rng.shuffle(free)
    for s, row in enumerate(view["seats"]):
        if s == me:
            continue
        p = st.players[s]
        if row["immortal"] is not None:
            p.immortals = [row["immortal"]]
        elif peek is not None and peek["seat"] == s:
            p.immortals = [peek["immortal"]]
        else:
            p.immortals = sorted((free.pop() for _ in range(row["immortal_count"])),
                                 key=lambda x: db.immortal_by_id[x].number)

    # Civilization cards nobody has shown
    in_game = [c.uid for c in db.civ if not (three and db.three_players["remove"] == "four_plus" and c.four_plus)]
    unseen = [u for u in in_game if u not in seen]
    rng.shuffle(unseen)
    st.players[me].seen = [tuple(uid[k] for k in h) for h in view["me"]["hands_seen"]]
    forced, forced_hands = _hands_passed_on(st, view, me, hidden_slots, unseen, rng)
    max_plays = db.game["max_plays"][st.round - 1] if st.round <= len(db.game["max_plays"]) else 0
    for s, i in hidden_slots:
        p = st.players[s]
        slot = p.slots[i]
        slot[0] = forced.pop((s, i)) if (s, i) in forced else unseen.pop()
        if slot[1] == HIDDEN and s != deciding and i == len(p.slots) - 1:
            # this seat has already chosen, secretly: guess play or transform
            if p.plays < max_plays and rng.below(2) == 0:
                slot[1] = CHOSE_PLAY
                p.plays += 1
            else:
                slot[1] = CHOSE_TRANSFORM
    for s, row in enumerate(view["seats"]):
        if s != me:
            hand = forced_hands.pop(s, None)
            st.players[s].hand = hand if hand is not None else [unseen.pop() for _ in range(row["hand_count"])]
    if len(unseen) != view["deck_count"]:
        raise ValueError(f"view is inconsistent: {len(unseen)} unseen cards for a deck of {view['deck_count']}")
    st.deck = unseen

    # Commerce
    kinds = [c.kind for c in db.commerce]
    pool_c = list(range(len(db.commerce)))
    st.commerce_discard = [_take_kind(pool_c, kinds, k) for k in view["commerce_discard"]]
    st.commerce_revealed = [_take_kind(pool_c, kinds, k) for k in view["commerce_revealed"]]
    rng.shuffle(pool_c)
    st.commerce_deck = pool_c
    return st


def _hands_passed_on(st: GameState, view: dict, me: int, hidden_slots: list[tuple[int, int]],
                     unseen: list[int], rng: Rng) -> tuple[dict[tuple[int, int], int], dict[int, list[int]]]:
    """Place the cards of the hands this seat passed on, which it remembers.

    The hand this seat held at pick j, minus its own pick, went to the next seat in the passing direction, which
    picked one card from it at pick j+1, passed the rest on, and so on: the seat i places downstream picked one of
    those cards into its slot j+i, and the seat holding that hand now holds the rest. Returns ({(seat, slot): uid}
    for hidden slots, {seat: hand} for hands), taking those cards out of `unseen`; a hand that has come
    back round to this seat is known afresh and its older record is skipped.
    """
    forced: dict[tuple[int, int], int] = {}
    hands: dict[int, list[int]] = {}
    seen = st.players[me].seen
    if st.phase != "draft" or not seen:
        return forced, hands
    n, d = st.n, st.direction
    mine = st.players[me].slots
    hidden = set(hidden_slots)
    pool = set(unseen)
    for j, hand in enumerate(seen):
        if j + n < len(seen) or j >= len(mine):
            continue            # seen again since, or not yet picked from
        left = [u for u in hand if u != mine[j][0] and u in pool]
        places: list[tuple[int, int]] = []
        for i in range(1, n):
            s = (me + d * i) % n
            if j + i > st.pick:
                break
            if (s, j + i) in hidden:
                places.append((s, j + i))
            if j + i == st.pick:
                places.append((s, -1))
        want = sum(1 if i >= 0 else view["seats"][s]["hand_count"] for s, i in places)
        if want != len(left):
            continue            # not the plain draft flow this reasoning expects: leave those places to chance
        rng.shuffle(left)
        for s, i in places:
            if i >= 0:
                forced[(s, i)] = left.pop()
            else:
                c = view["seats"][s]["hand_count"]
                hands[s] = left[len(left) - c:]
                del left[len(left) - c:]
        for u in hand:
            pool.discard(u)
    unseen[:] = [u for u in unseen if u in pool]
    return forced, hands


def _take_kind(pool: list[int], kinds: list[str], kind: str) -> int:
    for i, u in enumerate(pool):
        if kinds[u] == kind:
            return pool.pop(i)
    raise ValueError(f"more Commerce cards of kind {kind} than exist")
