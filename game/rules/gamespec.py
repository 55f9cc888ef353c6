"""Check the [game] section of cards.toml: every field present, of the right type, inside what the rules allow.

The physical game fixes most values (2 rounds, hands of 5 then 4, caps of 10, 5 diamonds); the data may move
them only as far as the engine can still deal, pay and score, and every error names the field.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ._check import _choice, _Ctx, _show, _unsure, _want_int

CIV = ("mil", "sci", "cha")
DECK = 48          # Civilization cards; the largest table must be dealt a full round-1 hand from it
MAX_VALUE = 50     # no VP value or cap in the rules comes near this

_GAME_KEYS = {
    "players", "rounds", "hand_size", "max_plays", "slot_coins", "bonus_double", "caps", "diamonds",
    "wonders_per_turn", "roaming_fee", "roaming_route", "supremacy_contests", "futile", "first_player",
    "no_hero_no_building", "final_tie", "unsure", "scoring", "three_players",
}
_SCORING_KEYS = {"sup", "culture", "wonder_ranking", "ranking_ties", "diamond_each", "tomorrow_named",
                 "tomorrow_blind", "unsure"}
_THREE_KEYS = {"remove", "immortals_each", "justice", "unsure"}
_FIXED = {   # rulings the engine implements one way only
    "futile": ("nothing_gained",), "first_player": ("lowest_hero",), "no_hero_no_building": ("keep",),
    "final_tie": ("higher_number",), "roaming_route": ("cheaper", "left", "right"),
}


def check_game(game: Any, path: Path) -> dict[str, Any]:
    """The validated [game] table (unchanged); CardDataError naming the first bad field."""
    ctx = _Ctx(path, "[game]")
    if not isinstance(game, dict):
        raise ctx.fail("game", "missing [game] table")
    _known(game, _GAME_KEYS, ctx)
    players = _int_list(game.get("players"), ctx, "players", 3, 6, None)
    if players != sorted(set(players)):
        raise ctx.fail("players", f"must list player counts in rising order without repeats, got {players}")
    rounds = _want_int(game.get("rounds"), ctx, "rounds", 2, 2)
    caps = _table(game.get("caps"), {"coins", "civ"}, ctx, "caps")
    for key in ("coins", "civ"):
        _want_int(caps[key], ctx, f"caps.{key}", 1, MAX_VALUE)
    biggest = players[-1]
    hand = _int_list(game.get("hand_size"), ctx, "hand_size", 1, DECK // biggest, rounds)
    for r in range(rounds):
        _want_int(_at(game.get("max_plays"), r, rounds, ctx, "max_plays"), ctx, f"max_plays[{r}]", 1, hand[r])
        coins = _at(game.get("slot_coins"), r, rounds, ctx, "slot_coins")
        _int_list(coins, ctx, f"slot_coins[{r}]", 0, caps["coins"], hand[r])
    bd = _table(game.get("bonus_double"), {"round", "pick", "what"}, ctx, "bonus_double")
    rnd = _want_int(bd["round"], ctx, "bonus_double.round", 1, rounds)
    _want_int(bd["pick"], ctx, "bonus_double.pick", 1, hand[rnd - 1])
    _choices(bd["what"], (*CIV, "coins"), ctx, "bonus_double.what", empty_ok=True)
    diamonds = _want_int(game.get("diamonds"), ctx, "diamonds", 1, 10)
    _want_int(game.get("wonders_per_turn"), ctx, "wonders_per_turn", 1, 3)
    _want_int(game.get("roaming_fee"), ctx, "roaming_fee", 1, 5)
    _choices(game.get("supremacy_contests"), CIV, ctx, "supremacy_contests")
    for key, allowed in _FIXED.items():
        _choice(game.get(key), allowed, ctx, key)
    _unsure(game, ctx)

    sco, sctx = _subtable(game, "scoring", _SCORING_KEYS, path)
    for key in ("sup", "culture", "tomorrow_named", "tomorrow_blind"):
        _want_int(sco.get(key), sctx, key, 0, MAX_VALUE)
    _int_list(sco.get("wonder_ranking"), sctx, "wonder_ranking", 0, MAX_VALUE, None, most=6)
    _int_list(sco.get("diamond_each"), sctx, "diamond_each", 0, MAX_VALUE, diamonds)
    _choice(sco.get("ranking_ties"), ("dense_justice_half",), sctx, "ranking_ties")
    _unsure(sco, sctx)

    tp, tctx = _subtable(game, "three_players", _THREE_KEYS, path)
    _choice(tp.get("remove"), ("four_plus", "none"), tctx, "remove")
    _want_int(tp.get("immortals_each"), tctx, "immortals_each", 1, 2)   # 3 players x 2 of the 7 without Justice
    _choice(tp.get("justice"), ("out", "in"), tctx, "justice")
    _unsure(tp, tctx)
    return game


def _subtable(game: dict, name: str, keys: set[str], path: Path) -> tuple[dict, _Ctx]:
    ctx = _Ctx(path, f"[game.{name}]")
    table = game.get(name)
    if not isinstance(table, dict):
        raise ctx.fail(name, f"missing [game.{name}] table")
    _known(table, keys, ctx)
    return table, ctx


def _known(table: dict, keys: set[str], ctx: _Ctx) -> None:
    for key in table:
        if key not in keys:
            raise ctx.fail(str(key), "unknown field")


def _table(value: Any, keys: set[str], ctx: _Ctx, fld: str) -> dict:
    if not isinstance(value, dict) or set(value) != keys:
        raise ctx.fail(fld, f"needs {{ {', '.join(f'{k} = ...' for k in sorted(keys))} }}, got {_show(value)}")
    return value


def _at(value: Any, i: int, n: int, ctx: _Ctx, fld: str) -> Any:
    if not isinstance(value, list) or len(value) != n:
        raise ctx.fail(fld, f"needs one value per round ({n}), got {_show(value)}")
    return value[i]


def _int_list(value: Any, ctx: _Ctx, fld: str, low: int, high: int, length: int | None,
              most: int | None = None) -> list[int]:
    """A list of whole numbers in low..high: exactly `length` of them, or 1 to `most` (any number if None)."""
    if not isinstance(value, list) or not value or (length is not None and len(value) != length) \
            or (most is not None and len(value) > most):
        size = f"{length}" if length is not None else f"1 to {most}" if most else "at least 1"
        raise ctx.fail(fld, f"needs a list of {size} whole numbers, got {_show(value)}")
    for i, v in enumerate(value):
        _want_int(v, ctx, f"{fld}[{i}]", low, high)
    return value


def _choices(value: Any, allowed: tuple[str, ...], ctx: _Ctx, fld: str, empty_ok: bool = False) -> list[str]:
    if not isinstance(value, list) or (not value and not empty_ok) or len(set(map(repr, value))) != len(value):
        raise ctx.fail(fld, f"needs a list of distinct values among {', '.join(allowed)}, got {_show(value)}")
    for v in value:
        _choice(v, allowed, ctx, fld)
    return value
