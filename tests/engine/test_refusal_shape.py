"""Every refusal `why_not` can give has the one documented shape (game/rules/checks.py `Refusal`, API.md), and the
table's words for refusals (game/ui/table/input.py `refusal_text`) say each one in English and French."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any, Literal, get_args, get_origin, get_type_hints

from game.rules import apply_inplace, legal_actions, new_game
from game.rules.checks import REFUSAL_KINDS, Refusal, why_not

API = Path(__file__).resolve().parents[2] / "game" / "rules" / "API.md"
VARIANTS = ({}, {"treasure_cap": "below"}, {"roaming_route": "left"}, {"justice_three": "in"})


def _conforms(value: Any, tp: Any) -> bool:
    """Whether `value` is of the documented type `tp` (int, str, Literal, list[...], dict[..., ...])."""
    origin = get_origin(tp)
    if origin is Literal:
        return any(type(value) is type(x) and value == x for x in get_args(tp))
    if origin is list:
        return isinstance(value, list) and all(_conforms(x, get_args(tp)[0]) for x in value)
    if origin is dict:
        k, v = get_args(tp)
        return isinstance(value, dict) and all(_conforms(a, k) and _conforms(b, v) for a, b in value.items())
    if tp is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if tp is str:
        return isinstance(value, str)
    raise AssertionError(f"a refusal field is documented with a type this check does not know: {tp!r}")


def shape_problem(why: object) -> str | None:
    """None if `why` is a documented refusal, else what is wrong with it."""
    if not isinstance(why, dict) or "reason" not in why:
        return f"not a dict with a reason: {why!r}"
    kind = REFUSAL_KINDS.get(why["reason"])
    if kind is None:
        return f"undocumented reason {why['reason']!r}"
    hints = get_type_hints(kind)
    if set(why) != set(hints):
        return f"{why['reason']}: fields {sorted(why)}, documented {sorted(hints)}"
    bad = [f for f, tp in hints.items() if not _conforms(why[f], tp)]
    return f"{why['reason']}: {bad} not of the documented type in {why!r}" if bad else None


def _sample(tp: Any) -> Any:
    """A value of a documented type (every Literal choice in it)."""
    origin = get_origin(tp)
    if origin is Literal:
        return get_args(tp)[0]
    if origin is list:
        inner = get_args(tp)[0]
        return list(get_args(inner)) if get_origin(inner) is Literal else [_sample(inner)]
    if origin is dict:
        k, v = get_args(tp)
        return {x: 2 for x in get_args(k)} if get_origin(k) is Literal else {_sample(k): _sample(v)}
    return {int: 3, str: "own.building"}[tp]


def _texts(why: dict) -> list[str]:
    """The table's words for one refusal, in English then French."""
    from game.ui.i18n import lang, set_lang
    from game.ui.table.input import refusal_text
    was = lang()
    try:
        out = []
        for lg in ("en", "fr"):
            set_lang(lg)
            out.append(refusal_text(why))
        return out
    finally:
        set_lang(was)


def test_the_documented_type_is_one_union_named_by_reason() -> None:
    assert set(get_args(Refusal)) == set(REFUSAL_KINDS.values())
    for code, kind in REFUSAL_KINDS.items():
        assert get_args(get_type_hints(kind)["reason"]) == (code,), kind
        assert shape_problem(_sample_of(kind)) is None
    documented = set(re.findall(r"^\| `(\w+)` \|", API.read_text(encoding="utf-8"), re.M))
    assert set(REFUSAL_KINDS) <= documented, set(REFUSAL_KINDS) - documented
    # the check itself refuses what is not documented
    assert shape_problem({"reason": "capped", "what": ("civ",)}) is not None
    assert shape_problem({"reason": "capped", "what": ["civ"], "extra": 1}) is not None
    assert shape_problem({"reason": "cost", "need": {"gold": 1}, "fee": 0}) is not None
    assert shape_problem({"reason": "wonder_limit", "n": True}) is not None
    assert shape_problem({"reason": "later"}) is not None


def _sample_of(kind: type) -> dict:
    return {f: _sample(tp) for f, tp in get_type_hints(kind).items()}


def test_every_documented_refusal_has_words_in_both_languages() -> None:
    samples = [_sample_of(kind) for kind in REFUSAL_KINDS.values()]
    samples += [{"reason": "capped", "what": []}, {"reason": "capped", "what": ["civ"]},
                {"reason": "cost", "need": {}, "fee": 0}]
    for why in samples:
        en, fr = _texts(why)
        assert en.strip() and fr.strip(), why
        assert en != fr or why["reason"] == "no_such", why   # French words, not the English ones left over
    en, fr = _texts({"reason": "capped", "what": ["civ"]})
    assert "cap" in en and "10 civilization tokens" in en and "plafond" in fr
    en, _ = _texts({"reason": "cost", "need": {"coins": 5}, "fee": 0})
    assert "5 coins" in en


def _choose(rnd: random.Random, acts: list[str], eager: bool) -> str:
    """A random answer; `eager` games rarely end a Kingdom turn while something else is open (caps get reached)."""
    if eager and len(acts) > 1 and "end" in acts and rnd.random() < 0.9:
        acts = [a for a in acts if a != "end"]
    return rnd.choice(acts)


def test_every_refusal_of_random_games_has_the_documented_shape_and_words() -> None:
    seen: dict[str, int] = {}
    worded: set[str] = set()
    asked = 0
    for g in range(60):
        players = 3 + g % 4
        st = new_game(players, 9000 + g, variants=VARIANTS[g % len(VARIANTS)])
        keys = [c.key for c in st.db.civ]
        rnd = random.Random(g)
        eager = g % 2 == 0
        while not st.over:
            d = st.pending
            # the seat whose Kingdom turn it is tries every card of the game (table, hands, deck: what the
            # table's hover and click may ask); the others try a few (each is told it is not their turn)
            for seat in range(players):
                tried = keys if d.kind == "kingdom" and seat == d.seat else rnd.sample(keys, 3)
                for key in tried:
                    why = why_not(st, seat, key)
                    asked += 1
                    if why is None:
                        assert d.kind == "kingdom" and seat == d.seat and (
                            f"use {key}" in d.options or f"power {key}" in d.options), (key, seat)
                        continue
                    problem = shape_problem(why)
                    assert problem is None, f"game {g}, seat {seat}, card {key}: {problem}"
                    assert why != {"reason": "no_target", "target": "choose"}, "a choice says why its branches fail"
                    seen[why["reason"]] = seen.get(why["reason"], 0) + 1
                    text = repr(why)
                    if text not in worded:
                        worded.add(text)
                        en, fr = _texts(why)
                        assert en.strip() and fr.strip() and en != fr, why
            apply_inplace(st, _choose(rnd, legal_actions(st), eager))
    assert asked > 10_000
    # the common reasons all came up, the cap among them (its list once crashed the table)
    assert {"not_your_turn", "no_action", "not_yours", "used", "cost", "roaming_coins", "capped",
            "condition", "zero", "wonder_limit"} <= set(seen), seen


def test_a_roaming_fee_refusal_counts_its_coins_in_good_english_and_french() -> None:
    one = {"reason": "roaming_coins", "need": 1, "have": 0}
    assert _texts(one) == [": it needs 1 coin, you have 0", " : il faut 1 pièce, vous en avez 0"]
    two = {"reason": "roaming_coins", "need": 2, "have": 1}
    assert _texts(two) == [": it needs 2 coins, you have 1", " : il faut 2 pièces, vous en avez 1"]
