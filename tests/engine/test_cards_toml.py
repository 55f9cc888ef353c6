"""cards.toml loads, and every corruption is reported with the card and the field."""

from __future__ import annotations

import copy

import pytest

from game.rules._toml import tomllib
from game.rules.cards import DEFAULT_PATH, VERBS, CardDataError, build_db, load_cards


@pytest.fixture(scope="module")
def raw() -> dict:
    with open(DEFAULT_PATH, "rb") as fh:
        return tomllib.load(fh)


def test_real_file_loads_with_every_card() -> None:
    db = load_cards()
    assert len(db.civ) == 48
    assert sum(c.family == "hero" for c in db.civ) == 12
    assert sum(c.family == "building" for c in db.civ) == 24
    assert sum(c.family == "wonder" for c in db.civ) == 12
    assert len(db.commerce) == 18
    assert [im.number for im in db.immortals] == list(range(1, 9))
    assert sorted(c.number for c in db.civ if c.family != "wonder") == list(range(1, 13)) + list(range(25, 49))
    assert sum(c.four_plus for c in db.civ) == 12
    assert len({c.key for c in db.civ}) == 48


def test_every_verb_is_used_by_some_card(raw: dict) -> None:
    used: set[str] = set()

    def walk(steps: list) -> None:
        for s in steps:
            used.add(s["do"])
            for branch in s.get("one_of", []):
                walk(branch)

    for fam in ("hero", "building", "wonder", "commerce", "immortal"):
        for card in raw[fam]:
            for slot in ("bonus", "action", "power", "passive", "world", "on_destroy", "vp_phase", "effect", "scoring"):
                walk(card.get(slot, []))
    assert used == set(VERBS)


def _corrupt(raw: dict, fam: str, idx: int, change) -> str:
    data = copy.deepcopy(raw)
    change(data[fam][idx])
    with pytest.raises(CardDataError) as info:
        build_db(data)
    return str(info.value)


@pytest.mark.parametrize("fam,idx,change,card,field", [
    ("hero", 0, lambda c: c["action"][0].update(do="plunder"), "alpha", "action[0].do"),
    ("hero", 3, lambda c: c["action"][0].update(cha="one"), "nezha", "action[0].cha"),
    ("building", 0, lambda c: c.update(numbers=[25, 99]), "armory", "numbers"),
    ("building", 1, lambda c: c.update(four_plus=30), "observatory", "four_plus"),
    ("building", 2, lambda c: c["action"][0].update({"if": "control.dragon >= 1"}), "caravan", "action[0].if"),
    ("wonder", 3, lambda c: c["action"][1].update(colour="red"), "swords", "action[1].colour"),
    ("wonder", 0, lambda c: c["action"][0].update({"from": ["everything"]}), "war_hall", "action[0].from"),
    ("wonder", 9, lambda c: c["world"][0].update(on="dawn"), "equilibrium", "world[0].on"),
    ("hero", 1, lambda c: c.update(symbols=["dragon"]), "abunakkashii", "symbols"),
    ("hero", 2, lambda c: c.update(name={"fr": "Eliana"}), "eliana", "name"),
    ("commerce", 0, lambda c: c.update(copies=9), None, "commerce"),
    ("immortal", 0, lambda c: c["scoring"][0].update(do="gain"), "justice", "scoring[0].do"),
    ("hero", 4, lambda c: c["on_destroy"][0].update(card="no_such_card"), "ez", "on_destroy[0].card"),
    ("hero", 0, lambda c: c.update(unsure={"bonus": "because"}), "alpha", "unsure.bonus"),
    ("building", 3, lambda c: c.update(colour="gold"), "temple", "colour"),
])
def test_corruption_names_card_and_field(raw: dict, fam: str, idx: int, change, card: str | None, field: str) -> None:
    msg = _corrupt(raw, fam, idx, change)
    if card:
        assert f"'{card}'" in msg
    assert f"'{field}'" in msg or field in msg


def test_bad_toml_syntax_is_reported(tmp_path) -> None:
    bad = tmp_path / "cards.toml"
    bad.write_text('schema = 1\n[game\n', encoding="utf-8")
    with pytest.raises(CardDataError, match="not valid TOML"):
        load_cards(bad)


def test_missing_file_is_reported(tmp_path) -> None:
    with pytest.raises(CardDataError, match="cannot read"):
        load_cards(tmp_path / "nope.toml")


def test_game_values_are_data(raw: dict) -> None:
    data = copy.deepcopy(raw)
    data["game"]["slot_coins"][1] = [6, 6, 6, 6]
    db = build_db(data)
    assert db.game["slot_coins"][1] == [6, 6, 6, 6]
    data["game"]["slot_coins"][1] = [6, 6]
    with pytest.raises(CardDataError, match="slot_coins"):
        build_db(data)
