"""A guard against an absurd move issue 30 names, which Easy's noise made and Normal's and Hard's search do not.

The move: ending a seat's last Kingdom turn of the game (round 2) while an activation would still turn coins alone
into VP: after this turn its coins score nothing (Abhilasha's excepted, which are counted as the VP they are), so
leaving such an activation unused only throws VP away. Roaming onto another player's card counts when it brings
more than the one VP of Culture it leaves on the owner's card. The answer is worked out on a state sampled from
the seat's view: an activation's own costs and gains are public, whatever the hidden cards are.
"""

from __future__ import annotations

from game.rules import apply_inplace
from game.rules.state import PlayerState

from . import model as M
from .base import sample_state


def free_vp_activation(view: dict, legal: list[str], seed: int) -> str | None:
    """In a round-2 Kingdom turn, the open activation that brings the seat the most VP while spending nothing but
    coins (no token, diamond or card, no question asked), more than one VP when it roams; None when there is
    none, or no state could be sampled."""
    if view["decision"]["kind"] != "kingdom" or view["round"] != 2:
        return None
    st = sample_state(view, seed)
    if st is None:
        return None
    me = view["seat"]
    p = st.players[me]
    mine = set(p.buildings) | set(p.heroes) | set(st.wonders)
    best, best_gain = None, 0
    for a in legal:
        verb, _, key = a.partition(" ")
        if verb != "use":
            continue
        owner_gets = 0 if st.db.by_key.get(key) in mine else 1   # roaming: a Culture on the owner's card
        c = st.clone()
        apply_inplace(c, a, events=False)
        q = c.players[me]
        d = c.pending
        if d is None or d.seat != me or d.kind != "kingdom" or not _coins_alone(p, q):
            continue
        gain = _vp(q) - _vp(p) - owner_gets
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def _coins_alone(before: PlayerState, after: PlayerState) -> bool:
    """Whether a seat went from `before` to `after` spending at most coins: no token, diamond or card less."""
    return (after.mil >= before.mil and after.sci >= before.sci and after.cha >= before.cha
            and after.diamond >= before.diamond
            and len(after.buildings) + len(after.heroes) >= len(before.buildings) + len(before.heroes))


def _vp(p: PlayerState) -> int:
    """What this guard counts as the seat's VP: its VP tokens, plus its coins where its Immortal scores them
    (Abhilasha: one VP a coin, up to the cap). A gain of anything else (a Supremacy token...) is not counted: the
    guard only ever keeps a seat from ending its turn, never argues for a move it cannot plainly tell."""
    return p.vp + (min(p.coins, M.COIN_CAP) if "abhilasha" in p.immortals else 0)
