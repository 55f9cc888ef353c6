"""What the table's counters and slots say, read off a view: the coins a slot pays, Transform coins still to come,
the cap a counter counts against, and the number a counter shows while tokens fly to it."""

from __future__ import annotations

from game.rules import default_db


def slot_coins(view: dict, slot: int) -> int:
    """Coins a card transformed on draft slot `slot` pays this round."""
    values = default_db().game["slot_coins"][view["round"] - 1]
    return values[slot] if slot < len(values) else 0


def pending_coins(view: dict, seat: int) -> int:
    """Coins of transformed cards not yet paid (the draft pays them at its end)."""
    if view["phase"] != "draft":
        return 0
    return sum(sl["coins"] or slot_coins(view, j) for j, sl in enumerate(view["seats"][seat]["slots"])
               if sl["status"] in ("transformed", "chose_transform"))


def cap_of(res: str) -> int:
    """The cap a counter counts against: 10 coins, 10 Military + Science + Chaos tokens; 0 for none."""
    caps = default_db().game["caps"]
    return caps["coins"] if res == "coins" else caps["civ"] if res in ("mil", "sci", "cha") else 0


def shown(view: dict, seat: int, res: str, in_flight: dict[tuple[int, str], int]) -> int:
    """The number a seat's counter shows: less the tokens still flying to it (`in_flight`, per (seat, res))."""
    sv = view["seats"][seat]
    if res == "culture":
        return sum(c["culture"] for c in sv["buildings"] + sv["heroes"]) + sv.get("narashima_culture", 0)
    if res == "hand":
        return sv["hand_count"]
    return max(0, sv.get(res, 0) - in_flight.get((seat, res), 0))
