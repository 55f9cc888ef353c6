"""Rule variants in files: a bad [[variant]] in cards.toml names the variant and field (exit 2 on the command line);
saves carry the variants, replay to the same scores, reject unknown ones in one line, and old saves load."""

import json

import pytest

from game import records
from game.gamefile import SaveError, autosave_path, read_record
from game.match import Match, load
from game.replay import ReplayMatch
from game.rules import cards, replay
from game.rules.cards import CardDataError, load_cards
from tests.files.helpers import record

ORIGINAL = cards.DEFAULT_PATH.read_text(encoding="utf-8")
OPT = "cards.toml: variant '{}', field 'option[1]"

# name -> (replace this, with that, the line load_cards must give)
BAD_VARIANTS = {
    "path": ('set = { "game.roaming_route" = "left" }', 'set = { "game.roaming_way" = "left" }',
             OPT.format("roaming_route") + '.set."game.roaming_way"\': names no value in the file'),
    "kind": ('set = { "building.treasure.futile_ok" = false }', 'set = { "building.treasure.futile_ok" = 0 }',
             OPT.format("treasure_cap") + '.set."building.treasure.futile_ok"\': 0 is not of the same kind as '
             "the file's value True"),
    "invalid": ('"immortal.narashima.scoring[0].per" = "game.destroyed"', '"immortal.narashima.scoring[0].per" = "x.y"',
                OPT.format("narashima_count") + ".set': option 'destroyed' makes immortal 'narashima', field "
                "'scoring[0].per': unknown counter 'x.y'"),
    "default_value": ('default = "cheaper"', 'default = "left"',
                      OPT.format("roaming_route") + '.set."game.roaming_route"\': the default must keep the file\'s '
                      "value 'cheaper'"),
    "default_unknown": ('default = "out"', 'default = "maybe"',
                        "cards.toml: variant 'justice_three', field 'default': 'maybe' is not one of the options"),
    "label": ('label = { en = "Always left", fr = "Toujours à gauche" }', 'label = { en = "Always left" }',
              OPT.format("roaming_route") + ".label': needs { en = \"...\", fr = \"...\" }"),
    "same_fields": ('set = { "game.three_players.justice" = "in" }', 'set = { "game.three_players.remove" = "none" }',
                    OPT.format("justice_three") + ".set': must set the same fields as option 'out'"),
    "duplicate": ('id = "treasure_cap"', 'id = "roaming_route"',
                  "cards.toml: variant #3, field 'id': duplicate variant id 'roaming_route'"),
    "unknown_field": ('default = "allowed"', 'default = "allowed"\nwhy = "x"',
                      "cards.toml: variant 'treasure_cap', field 'why': unknown field for a variant"),
}


def _bad_bytes(case: str) -> bytes:
    old, new, _ = BAD_VARIANTS[case]
    assert old in ORIGINAL, old
    return ORIGINAL.replace(old, new, 1).encode("utf-8")


@pytest.mark.parametrize("case", sorted(BAD_VARIANTS))
def test_bad_variant_names_variant_and_field(case, tmp_path):
    path = tmp_path / "cards.toml"
    path.write_bytes(_bad_bytes(case))
    with pytest.raises(CardDataError) as err:
        load_cards(path)
    assert str(err.value).startswith(BAD_VARIANTS[case][2]), str(err.value)
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("case", ["invalid", "kind"])
def test_bad_variant_exits_2_on_the_command_line(case, tmp_path, monkeypatch, cli, no_window):
    path = tmp_path / "cards.toml"
    raw = _bad_bytes(case)
    path.write_bytes(raw)
    monkeypatch.setattr(cards, "DEFAULT_PATH", path)
    monkeypatch.setattr(cards, "_DB_CACHE", {})
    code, out, err = cli("simulate", "--games", "1", "--players", "3")
    assert (code, out) == (2, "")
    assert len(err) == 1 and err[0].startswith(f"error: {BAD_VARIANTS[case][2]}")
    assert path.read_bytes() == raw


CHOICE = {"narashima_count": "destroyed", "roaming_route": "left"}


def _finished(seed: int, variants: dict | None) -> Match:
    m = Match(["bot:easy"] * 4, ["Ana", "Bo", "Cy", "Di"], seed, save_path=autosave_path(), variants=variants)
    while not m.over:
        m.run_bot_sync()
    m.autosave()
    m.close()
    return m


def test_a_save_with_variants_round_trips_and_replays_to_the_same_scores():
    m = _finished(11, CHOICE)
    rec = m.record()
    assert rec["variants"] == {**m.view(0)["variants"], **CHOICE}
    scores = [p["total"] for p in m.view(0)["result"]["players"]]
    on_disk = json.loads(autosave_path().read_text())
    assert on_disk["variants"]["narashima_count"] == "destroyed"
    loaded = load(autosave_path())
    assert loaded.variants == CHOICE and loaded.record() == rec
    assert [p["total"] for p in loaded.view(0)["result"]["players"]] == scores
    assert [p["total"] for p in replay(rec).result["players"]] == scores
    kept = records.read_record(records.keep_game(rec, replay(rec).result))
    assert kept["variants"] == rec["variants"]
    rep = ReplayMatch(kept)
    rep.goto(rep.length)
    assert rep.state.db.non_default() == CHOICE
    assert [p["total"] for p in rep.state.result["players"]] == scores
    assert records.game_key(rec) != records.game_key({k: v for k, v in rec.items() if k != "variants"})


def test_an_old_save_without_variants_loads_with_the_defaults():
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(record())
    m = load(path)
    assert m.variants == {} and "variants" not in m.record()
    assert m.view(0)["variants"] == cards.default_db().choice
    assert read_record(path)["variants"] == cards.default_db().choice


@pytest.mark.parametrize("variants,line", [
    ({"house_rule": "yes"}, "autosave.json: 'variants': unknown rule variant 'house_rule'"),
    ({"roaming_route": "up"}, "autosave.json: 'variants': rule variant 'roaming_route' has no option 'up'"),
    (["left"], "autosave.json: 'variants' must be an object of variant id to option id, got list"),
])
def test_a_save_with_unknown_variants_is_one_line_and_untouched(variants, line):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    raw = record(variants=variants)
    path.write_bytes(raw)
    with pytest.raises(SaveError) as err:
        load(path)
    msg = f"{path.name}: {err.value}"
    assert msg.startswith(line) and "\n" not in msg, msg
    assert path.read_bytes() == raw
