"""The effect verbs of the card vocabulary, one function each (`_V_*`), with the answers to the questions they
ask (`_h_*`); `run_steps` runs a card's step list."""

from __future__ import annotations

from itertools import product

from .cards import CIV, Step
from .checks import copy_sources, feasible_ok
from .effects import ask, destroy_card, put_in_play, show_hidden, shuffle
from .gains import _FIXED, add_gain, cut_by_caps, fixed_gains, grant, h_tokens
from .queries import count, destroy_targets, holds, swap_candidates
from .state import Ctx, Decision, Events, GameState


def run_steps(st: GameState, frame: tuple, ev: Events) -> None:
    """The frame ("steps", step list, index, ctx): run the step list from that index on, in this frame while no step
    asks or queues anything."""
    _, steps, i, ctx = frame
    if i == 0 and not ctx.double:
        e = _FIXED.get(id(steps))   # fixed_gains(steps), its cache read here
        fixed = e[1] if e is not None and e[0] is steps else fixed_gains(steps)
        if fixed is not None:   # plain gains only (most Bonuses): their sum is known
            grant(st, ctx.actor, fixed, ev, ctx.source)
            return
    n = len(steps)
    stack = st.stack
    while i < n:
        step = steps[i]
        if step.cond is not None and not holds(st, ctx.actor, step.cond):
            i += 1
            continue
        top = len(stack)
        if step.verb == "gain":
            # adjacent gains arrive together, so a cap overflow is one choice
            amounts: dict[str, int] = {}
            j = i
            while j < n and steps[j].verb == "gain":
                s2 = steps[j]
                if s2.cond is None or holds(st, ctx.actor, s2.cond):
                    add_gain(st, ctx, s2, amounts)
                j += 1
            grant(st, ctx.actor, amounts, ev, ctx.source)
        else:
            j = i + 1
            _VERBS[step.verb](st, step, ctx, ev)
        if j >= n:
            return
        if st.pending is not None or len(stack) != top:
            # the rest of the list waits below what the step asked or queued (frames are only ever pushed)
            stack.insert(top, ("steps", steps, j, ctx))
            return
        i = j   # nothing asked or queued: run on, as popping the rest of the list at once would


def _V_pay(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    p = st.players[ctx.actor]
    prm = step.params
    paid: dict[str, int] = {}
    coins = prm.get("coins", 0)
    if coins and "less" in prm:
        coins = max(0, coins - count(st, ctx.actor, prm["less"]))
    if coins:
        p.coins -= coins
        paid["coins"] = coins
    for r in CIV:
        if prm.get(r):
            setattr(p, r, getattr(p, r) - prm[r])
            paid[r] = prm[r]
    if paid:
        if ev is not None:
            ev.append({"t": "pay", "seat": ctx.actor, "what": paid})
    n = prm.get("civ", 0)
    if n:
        held = (p.mil, p.sci, p.cha)
        opts = [c for c in product(*(range(min(h, n) + 1) for h in held)) if sum(c) == n]
        if len(opts) == 1:
            _h_pay(st, Decision(ctx.actor, "pay", ()), "pay " + "/".join(map(str, opts[0])), ev)
        else:
            ask(st, ctx.actor, "pay", ["pay " + "/".join(map(str, c)) for c in opts])


def _h_pay(st: GameState, d: Decision, action: str, ev: Events) -> None:
    c = [int(x) for x in action.split()[1].split("/")]
    p = st.players[d.seat]
    paid = {}
    for res, amt in zip(CIV, c):
        if amt:
            setattr(p, res, getattr(p, res) - amt)
            paid[res] = amt
    if ev is not None:
        ev.append({"t": "pay", "seat": d.seat, "what": paid})


def _V_give(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    for _ in range(2 if ctx.double else 1):
        st.stack.append(("give", step, ctx, ()))


def _f_give(st: GameState, frame: tuple, ev: Events) -> None:
    _, step, ctx, given = frame
    prm = step.params
    cap = st.db.game["caps"]["civ"]
    actor = st.players[ctx.actor]
    if prm.get("from") == "own" and actor.cha < 1:
        return
    opts = [f"give {o}" for o in range(st.n)
            if o != ctx.actor and o not in given and st.players[o].civ < cap]
    if not opts:
        return
    if prm.get("optional", False):   # "up to N players": stopping is open before the first give too
        opts.append("done")
    if len(opts) == 1:
        _h_give(st, Decision(ctx.actor, "give", tuple(opts), (step, ctx, given)), opts[0], ev)
    else:
        ask(st, ctx.actor, "give", opts, info=(step, ctx, given))


def _h_give(st: GameState, d: Decision, action: str, ev: Events) -> None:
    if action == "done":
        return
    step, ctx, given = d.info
    o = int(action.split()[1])
    res = next(r for r in CIV if step.params.get(r))
    amt = step.params[res]
    giver = st.players[ctx.actor]
    if step.params.get("from") == "own":
        setattr(giver, res, getattr(giver, res) - amt)
    recv = st.players[o]
    amt = min(amt, st.db.game["caps"]["civ"] - recv.civ)
    setattr(recv, res, getattr(recv, res) + amt)
    if ev is not None:
        ev.append({"t": "give", "seat": ctx.actor, "to_seat": o, "what": {res: amt},
                   "from_supply": step.params.get("from") != "own"})
    if len(given) + 1 < step.params.get("players", 1):
        st.stack.append(("give", step, ctx, given + (o,)))


def _V_choose(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    p = st.players[ctx.actor]
    branches = step.params["one_of"]
    ok = [i for i, br in enumerate(branches)
          if feasible_ok(st, br, ctx, [p.coins, p.mil, p.sci, p.cha], False)]
    if not ok:
        return
    if len(ok) == 1:
        st.stack.append(("steps", branches[ok[0]], 0, ctx))
    else:
        ask(st, ctx.actor, "branch", [f"branch {i}" for i in ok], info=(branches, ctx))


def _h_branch(st: GameState, d: Decision, action: str, ev: Events) -> None:
    branches, ctx = d.info
    st.stack.append(("steps", branches[int(action.split()[1])], 0, ctx))


def _V_culture(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    n = step.params["n"]
    civ = st.db.civ
    if step.params.get("each"):
        for u in st.players[ctx.actor].buildings:
            st.culture[u] += n
            if ev is not None:
                ev.append({"t": "culture", "seat": ctx.actor, "card": civ[u].key, "n": n})
        return
    if step.params["onto"] == "own.building":
        targets = st.players[ctx.actor].buildings
    else:
        targets = [u for p in st.players for u in p.buildings]
    if not targets:
        return
    opts = [f"culture {civ[u].key}" for u in targets]
    if len(opts) == 1:
        _h_culture(st, Decision(ctx.actor, "culture", tuple(opts), n), opts[0], ev)
    else:
        ask(st, ctx.actor, "culture", opts, info=n)


def _h_culture(st: GameState, d: Decision, action: str, ev: Events) -> None:
    key = action.split()[1]
    uid = st.db.by_key[key]
    st.culture[uid] += d.info
    if ev is not None:
        ev.append({"t": "culture", "seat": st.owner_of(uid), "card": key, "n": d.info, "by": d.seat})


def _V_commerce(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    k = step.params["reveal"]
    shown = []
    for _ in range(k):
        if not st.commerce_deck:
            if not st.commerce_discard:
                break
            st.commerce_deck = st.commerce_discard
            st.commerce_discard = []
            shuffle(st, st.commerce_deck)
            if ev is not None:
                ev.append({"t": "commerce_reshuffle"})
        shown.append(st.commerce_deck.pop())
    st.commerce_revealed = shown
    com = st.db.commerce
    show_hidden(st, ev, {"t": "reveal_commerce", "seat": ctx.actor, "cards": [com[c].kind for c in shown]})
    p = st.players[ctx.actor]
    opts = [f"commerce {i}" for i, c in enumerate(shown)
            if feasible_ok(st, com[c].effect, ctx, [p.coins, p.mil, p.sci, p.cha], False)]
    if step.params["take"] == "may":
        opts.append("decline")
    if not opts:
        for c in shown:   # nothing to take because a cap cuts it all: said, not silent
            fixed = fixed_gains(com[c].effect)
            lost = cut_by_caps(st, ctx.actor, fixed) if fixed else None
            if lost:
                if ev is not None:
                    ev.append({"t": "gain", "seat": ctx.actor, "what": {}, "lost": lost, "why": "commerce",
                               "lost_to": {res: "supply" if res == "diamond" else "cap" for res in lost}})
                break
        _h_commerce(st, Decision(ctx.actor, "commerce", (), ctx), "decline", ev)
    elif len(opts) == 1 and step.params["take"] != "may":
        _h_commerce(st, Decision(ctx.actor, "commerce", tuple(opts), ctx), opts[0], ev)
    else:
        ask(st, ctx.actor, "commerce", opts, info=ctx)


def _h_commerce(st: GameState, d: Decision, action: str, ev: Events) -> None:
    shown = st.commerce_revealed
    st.commerce_revealed = []
    st.commerce_discard.extend(shown)
    if action != "decline":
        card = st.db.commerce[shown[int(action.split()[1])]]
        if ev is not None:
            ev.append({"t": "commerce_take", "seat": d.seat, "card": card.kind})
        st.stack.append(("steps", card.effect, 0, Ctx(d.seat)))
    if ev is not None:
        ev.append({"t": "commerce_discard", "cards": [st.db.commerce[c].kind for c in shown]})


def _V_copy(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    civ = st.db.civ
    sources = list(copy_sources(st, step, ctx))
    opts = [f"copy {civ[u].key}" for u in sources]
    if step.params.get("optional"):
        opts.append("decline")
    if not opts:
        return
    if len(opts) == 1 and not step.params.get("optional"):
        _h_copy(st, Decision(ctx.actor, "copy", tuple(opts), ctx), opts[0], ev)
    else:
        ask(st, ctx.actor, "copy", opts, info=ctx)


def _h_copy(st: GameState, d: Decision, action: str, ev: Events) -> None:
    if action == "decline":
        return
    ctx: Ctx = d.info
    key = action.split()[1]
    uid = st.db.by_key[key]
    if ev is not None:
        ev.append({"t": "copy", "seat": d.seat, "card": key})
    copied = Ctx(ctx.actor, uid, ctx.chain + (uid,))
    st.stack.append(("steps", st.db.civ[uid].action, 0, copied))


def _V_destroy(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    targets = destroy_targets(st, step, ctx)
    if not targets:
        return
    civ = st.db.civ
    opts = [f"destroy {civ[u].key}" for u in targets]
    mode = step.params.get("culture", "discard")
    if step.params["target"] == "self":   # the card destroys itself: nothing to choose
        _h_destroy(st, Decision(ctx.actor, "destroy", tuple(opts), (ctx, mode)), opts[0], ev)
    else:
        ask(st, ctx.actor, "destroy", opts, info=(ctx, mode))


def _h_destroy(st: GameState, d: Decision, action: str, ev: Events) -> None:
    ctx, mode = d.info
    destroy_card(st, st.db.by_key[action.split()[1]], ctx.actor, mode, ctx.source, ev)


def _V_reveal(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    for _ in range(min(step.params["n"], len(st.deck))):
        st.revealed.append(st.deck.pop())
    show_hidden(st, ev, {"t": "reveal_civ", "seat": ctx.actor, "cards": [st.db.civ[u].key for u in st.revealed]})


def _V_shuffle(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    civ = st.db.civ
    if step.params.get("card") == "self" and ctx.source in st.discard:
        st.discard.remove(ctx.source)
        st.deck.append(ctx.source)
        if ev is not None:
            ev.append({"t": "to_deck", "card": civ[ctx.source].key})
    if st.revealed:
        st.deck.extend(st.revealed)
        st.revealed = []
    shuffle(st, st.deck)
    if ev is not None:
        ev.append({"t": "deck_shuffled"})


def _V_put_in_play(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    civ = st.db.civ
    prm = step.params
    if "card" in prm:
        found = [u for u in st.db.kind_uids[prm["card"]] if u in st.deck]
        if not found:
            if ev is not None:
                ev.append({"t": "search_failed", "card": prm["card"]})
            return
        st.deck.remove(found[0])
        shuffle(st, st.deck)
        put_in_play(st, found[0], ctx.actor, ev)
        return
    k = min(prm["look"], len(st.deck))
    st.looked = [st.deck.pop() for _ in range(k)]
    show_hidden(st, ev, {"t": "look", "seat": ctx.actor, "cards": [civ[u].key for u in st.looked], "to": ctx.actor})
    if ev is not None:
        ev.append({"t": "looked", "seat": ctx.actor, "n": k})
    opts = [f"choose {civ[u].key}" for u in st.looked]
    if len(opts) == 1:
        _h_look(st, Decision(ctx.actor, "look", tuple(opts), ctx), opts[0], ev)
    elif opts:
        ask(st, ctx.actor, "look", opts, info=ctx)


def _h_look(st: GameState, d: Decision, action: str, ev: Events) -> None:
    uid = st.db.by_key[action.split()[1]]
    rest = [u for u in st.looked if u != uid]
    st.looked = []
    st.deck.extend(rest)
    shuffle(st, st.deck)
    put_in_play(st, uid, d.seat, ev)


def _V_swap(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    civ = st.db.civ
    cands = sorted(swap_candidates(st), key=lambda u: civ[u].number)
    opts = [f"swap {civ[u].key}" for u in cands]
    if opts:
        ask(st, ctx.actor, "swap", opts, info=ctx)


def _h_swap(st: GameState, d: Decision, action: str, ev: Events) -> None:
    ctx: Ctx = d.info
    civ = st.db.civ
    uid = st.db.by_key[action.split()[1]]
    p = st.players[ctx.actor]
    src = ctx.source
    idx = p.heroes.index(src)
    p.heroes[idx] = uid
    st.culture[src] = 0
    st.tilted.discard(src)
    if uid in st.discard:
        st.discard[st.discard.index(uid)] = src
        where = "discard"
    else:
        st.deck.remove(uid)
        st.deck.append(src)
        shuffle(st, st.deck)
        where = "deck"
    show_hidden(st, ev, {"t": "swap", "seat": ctx.actor, "out": civ[src].key, "in": civ[uid].key, "where": where})
    if civ[uid].bonus:
        st.stack.append(("steps", civ[uid].bonus, 0, Ctx(ctx.actor, uid)))


def _V_noop(st: GameState, step: Step, ctx: Ctx, ev: Events) -> None:
    """Modifiers are read by the phase that needs them; as a step they do nothing."""


_VERBS = {
    "pay": _V_pay, "give": _V_give, "choose": _V_choose, "culture": _V_culture, "commerce": _V_commerce,
    "copy": _V_copy, "destroy": _V_destroy, "reveal": _V_reveal, "shuffle": _V_shuffle,
    "put_in_play": _V_put_in_play, "swap": _V_swap,
    "supremacy_bonus": _V_noop, "supremacy_contest": _V_noop, "wonder_limit": _V_noop,
}

FRAMES = {"steps": run_steps, "give": _f_give}
HANDLERS = {
    "tokens": h_tokens, "pay": _h_pay, "give": _h_give, "branch": _h_branch, "culture": _h_culture,
    "commerce": _h_commerce, "copy": _h_copy, "destroy": _h_destroy, "look": _h_look, "swap": _h_swap,
}
