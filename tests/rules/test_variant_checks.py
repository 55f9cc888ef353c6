"""The load-time check of every variant option: options are applied by copying only what they change, the checks
reuse what the default build parsed, and they still catch what a full build of the option would catch."""

import copy

import pytest

from game.rules import cards
from game.rules._toml import tomllib
from game.rules.cards import CardDataError, ParseMemo, build_db
from game.rules.variantspec import apply_sets

DATA = tomllib.loads(cards.DEFAULT_PATH.read_text(encoding="utf-8"))


def _options():
    db = build_db(copy.deepcopy(DATA))
    return [(v.id, o) for v in db.variants for o in v.options]


def test_apply_sets_copies_only_the_way_to_each_changed_value():
    data = copy.deepcopy(DATA)
    before = copy.deepcopy(data)
    sets = (("building.treasure.futile_ok", False), ("game.roaming_route", "left"))
    out = apply_sets(data, sets)
    assert data == before   # the file's document is never changed
    treasure = next(c for c in out["building"] if c["id"] == "treasure")
    assert treasure["futile_ok"] is False and out["game"]["roaming_route"] == "left"
    assert out["game"] is not data["game"] and out["building"] is not data["building"]
    assert out["hero"] is data["hero"]   # untouched tables are shared
    kept = [c for c in out["building"] if c["id"] != "treasure"]
    assert all(any(c is d for d in data["building"]) for c in kept)


@pytest.mark.parametrize("vid,option", _options(), ids=lambda x: getattr(x, "id", x))
def test_an_option_built_with_the_memo_equals_a_build_from_scratch(vid, option):
    memo = ParseMemo()
    build_db(DATA, variants=(), memo=memo)   # the default build fills the memo
    changed = apply_sets(DATA, option.sets)
    with_memo = build_db(changed, variants=(), memo=memo)
    scratch = build_db(copy.deepcopy(changed), variants=())
    assert with_memo.civ == scratch.civ
    assert with_memo.commerce == scratch.commerce
    assert with_memo.immortals == scratch.immortals
    assert with_memo.game == scratch.game


def _with_variant(option_sets: dict) -> dict:
    data = copy.deepcopy(DATA)
    data["variant"].append({
        "id": "test_variant", "label": {"en": "Test", "fr": "Test"}, "explain": {"en": "Test", "fr": "Test"},
        "default": "file",
        "option": [
            {"id": "file", "label": {"en": "File", "fr": "Fichier"}, "explain": {"en": "As printed", "fr": "Imprimé"},
             "set": {path: _value(data, path) for path in option_sets}},
            {"id": "other", "label": {"en": "Other", "fr": "Autre"}, "explain": {"en": "Changed", "fr": "Changé"},
             "set": option_sets},
        ]})
    return data


def _value(data: dict, path: str):
    family, cid, fld = path.split(".")
    return next(c for c in data[family] if c["id"] == cid)[fld]


def test_an_option_clashing_with_a_card_it_does_not_change_is_still_refused():
    # Alpha is printed 1 and Abunakkashii 2: the option gives Abunakkashii Alpha's number. Alpha's table is shared
    # with the default build, so its cards come from the memo; the duplicate must still be seen.
    data = _with_variant({"hero.abunakkashii.number": 1})
    with pytest.raises(CardDataError) as err:
        build_db(data)
    assert "variant 'test_variant'" in str(err.value)
    assert "option 'other' makes hero 'abunakkashii', field 'number': duplicate printed number 1" in str(err.value)


def test_options_on_card_fields_are_checked_like_the_file():
    data = _with_variant({"hero.abunakkashii.number": 12})
    with pytest.raises(CardDataError, match="duplicate printed number 12"):
        build_db(data)   # 12 is some other Hero's: refused too
    free = _with_variant({"building.treasure.futile_ok": False})
    assert any(v.id == "test_variant" for v in build_db(free).variants)
