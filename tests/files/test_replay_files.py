"""Game files given to `replay`, `hint` and `continue`: the same strict checks, the same one-line errors (exit 2, no
window, the file untouched); a finished game has no hint; every game file written carries a fingerprint of the card
data and rule variants, and a game made with other ones is refused (continue, hint) or replayed with a warning."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path

import pygame
import pytest

from game import gamefile as gamefile_module
from game import records
from game.gamefile import SaveError, autosave_path, rules_fingerprint
from game.match import Match, resume
from game.rules import default_db
from tests.files.helpers import assert_french, deep_json, record


@cache
def _played(seed: int) -> str:
    m = Match(["bot:easy"] * 3, ["A", "B", "C"], seed, autosave=False)
    while not m.over:
        m.run_bot_sync()
    return json.dumps(m.record())


def finished(seed: int = 4) -> dict:
    return json.loads(_played(seed))


BIG_NAME = (b'{"version": 1, "seed": 3, "players": 3, "names": ["' + b"x" * 20_000_000 +
            b'", "B", "C"], "seats": ["human", "bot:easy", "bot:easy"], "actions": []}')

BAD = {
    "names_numbers": (record(names=[1, "B", "C"]), "name 1 must be text of 1 to 40 characters, got 1"),
    "names_lists": (record(names=[["A"], "B", "C"]), "name 1 must be text of 1 to 40 characters, got list"),
    "names_objects": (record(names={"A": 1}), "'names' must be a list of 3 names"),
    "twenty_million_character_name": (BIG_NAME, "larger than 4 MB"),
    "deep": (deep_json(), "not usable JSON: nested too deeply"),
    "deep_inside": (record(variants={"a": [[[[[[[[[["x"]]]]]]]]]]}), "not usable JSON: nested too deeply"),
    "unknown_field": (record(colour="red"), "unknown field 'colour'"),
    "illegal": (record(actions=["fly away"]), "the actions do not replay: action #1: 'fly away' is not legal now"),
    "rules_number": (record(rules=7), "'rules' must be a card-data fingerprint, got 7"),
    "not_json": (b"{nope", "not JSON: Expecting property name enclosed in double quotes at line 1"),
    "cut_short": (b'{"version": 1, "names": ["Ali', "not JSON: Unterminated string starting at line 1"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_replay_hint_and_continue_refuse_a_bad_file_with_the_same_line(case, tmp_path, cli, no_window, monkeypatch):
    import game.ui.app
    monkeypatch.setattr(game.ui.app.App, "run", lambda self: pytest.fail("a window was opened"))
    raw, why = BAD[case]
    path = tmp_path / "game.json"
    path.write_bytes(raw)
    lines = {}
    for command in ("replay", "continue", "hint"):
        code, out, err = cli(command, str(path))
        assert (code, out, len(err)) == (2, "", 1), (command, err)
        lines[command] = err[0]
    assert lines["replay"] == lines["continue"] == lines["hint"], lines
    assert lines["replay"].startswith(f"error: {path}: {why}"), lines["replay"]
    from game.gamefile import read_game  # the review's reading (checked, then replayed), in French too
    with pytest.raises(SaveError) as err:
        read_game(path)
    assert_french(err.value, f"{path} : ")
    assert path.read_bytes() == raw
    assert not autosave_path().exists()


@pytest.mark.parametrize("kind", ["kept", "export", "autosave"])
def test_hint_on_a_finished_game_says_the_game_is_over(kind, tmp_path, cli, no_window):
    rec = finished()
    if kind == "kept":
        path = records.keep_game(rec, records.final_result(rec))
        assert "finished_at" in json.loads(path.read_bytes())
    elif kind == "export":
        path = records.export_game(rec, tmp_path)
    else:
        path = tmp_path / "autosave.json"
        path.write_text(json.dumps(rec))
    raw = path.read_bytes()
    assert cli("hint", str(path)) == (2, "", [f"error: {path}: the game is over, there is no decision to hint"])
    assert path.read_bytes() == raw


# ---------------------------------------------------------------------------------------------- fingerprints

def test_every_game_file_written_carries_the_fingerprint(tmp_path):
    rec = finished()
    ours = rules_fingerprint(default_db().choice)
    assert len(ours) == 12 and rec["rules"] == ours
    m = Match(rec["seats"], rec["names"], rec["seed"], rec["actions"][:10], save_path=tmp_path / "autosave.json")
    m.autosave()
    m.close()
    kept = records.keep_game(rec, records.final_result(rec))
    export = records.export_game(rec, tmp_path)
    older = {k: v for k, v in rec.items() if k != "rules"}
    export_of_older = records.export_game(older, tmp_path / "old")
    for path in (tmp_path / "autosave.json", kept, export, export_of_older):
        assert json.loads(path.read_bytes())["rules"] == ours, path
    variants = {"roaming_route": "left"}
    other = Match(["bot:easy"] * 3, list("ABC"), 5, autosave=False, variants=variants)
    assert other.record()["rules"] == rules_fingerprint(default_db().with_variants(variants).choice) != ours
    assert json.loads(records.export_game(other.record(), tmp_path / "v").read_bytes())["rules"] != ours


def test_the_fingerprint_follows_the_card_data_not_its_names(monkeypatch):
    choice = default_db().choice
    ours = rules_fingerprint(choice)

    def with_raw(change) -> str:
        raw = copy.deepcopy(default_db().raw)
        change(raw)
        db = type("DB", (), {"raw": raw})()
        with monkeypatch.context() as mp:
            mp.setattr(gamefile_module, "_FINGERPRINTS", {})
            mp.setattr(gamefile_module, "default_db", lambda: db)
            return rules_fingerprint(choice)
    assert with_raw(lambda raw: None) == ours
    assert with_raw(lambda raw: raw["hero"][0]["name"].update(en="Another name")) == ours
    assert with_raw(lambda raw: raw["game"].update(roaming_fee=2)) != ours
    assert with_raw(lambda raw: raw["hero"][0].update(number=99)) != ours
    assert rules_fingerprint(choice) == ours


def _other_rules_file(tmp_path: Path, how: str) -> Path:
    rec = finished()
    rec = {**rec, "rules": "0123456789ab"} if how == "cards" else {**rec, "variants": {"roaming_route": "left"}}
    path = tmp_path / f"{how}.json"
    path.write_text(json.dumps(rec))
    return path


@pytest.mark.parametrize("how", ["cards", "variants"])
def test_continue_and_hint_refuse_a_game_made_with_other_rules(how, tmp_path, cli, no_window):
    path = _other_rules_file(tmp_path, how)
    raw = path.read_bytes()
    theirs = json.loads(raw)["rules"]
    ours = rules_fingerprint(default_db().with_variants(json.loads(raw).get("variants")).choice)
    line = (f"error: {path}: made with other card data or rule variants (fingerprint {theirs}, this game's is "
            f"{ours}): it would not play the same")
    assert cli("continue", str(path)) == (2, "", [line])
    assert cli("hint", str(path)) == (2, "", [line])
    assert path.read_bytes() == raw and not autosave_path().exists()


def test_replay_warns_of_a_game_made_with_other_rules(tmp_path, cli, monkeypatch):
    import game.ui.app
    shown = []

    def run(self):
        shown.append(self.stack.top.message)
        return 0
    monkeypatch.setattr(game.ui.app.App, "run", run)
    path = _other_rules_file(tmp_path, "cards")
    raw = path.read_bytes()
    code, out, err = cli("replay", str(path))
    pygame.quit()
    assert (code, out) == (0, "")
    assert err == [f"warning: {path}: made with other card data or rule variants (fingerprint 0123456789ab): the "
                   "replay may differ from the game as played"]
    assert shown == ["Warning: this game was made with other card data or rule variants; the replay may differ from "
                     "the game as played."]
    older = tmp_path / "older.json"                     # a file without a fingerprint: no warning
    older.write_text(json.dumps({k: v for k, v in json.loads(raw).items() if k != "rules"}))
    assert cli("replay", str(older)) == (0, "", [])
    pygame.quit()
    assert shown[-1] == "" and path.read_bytes() == raw


def test_an_older_file_without_a_fingerprint_still_loads(tmp_path):
    path = tmp_path / "old.json"
    path.write_bytes(record())
    m = resume(path)
    assert m.actions == [] and records.read_record(path)["rules"] == rules_fingerprint(default_db().choice)


def test_the_replays_screen_warns_and_refuses_like_the_command_line(tmp_path, monkeypatch):
    from game.ui.app import App, Settings, UIConfig
    app = App(UIConfig(size=(1280, 720), autosave=False), settings=Settings(anim_speed=0.0))
    try:
        path = _other_rules_file(tmp_path, "cards")
        raw = path.read_bytes()
        app.replace(app.make("replays"))
        scene = app.stack.top
        scene.file = str(path)
        scene.continue_file()
        assert scene.message.startswith(f"Cannot open this game: {path}: made with other card data")
        scene.watch_file()
        assert app.stack.top.message.startswith("Warning: this game was made with other card data")
        app.step(0.016, [])
        assert path.read_bytes() == raw
    finally:
        with app.faces._warm_lock:
            app.faces._warm_jobs.clear()
        app.faces.wait(10)   # the replay table warms card faces in a thread
        pygame.quit()


@pytest.mark.parametrize("case", ["not_json", "illegal", "unknown_field"])
def test_with_lang_fr_the_commands_say_a_bad_files_reason_in_french(case, tmp_path, cli, no_window, monkeypatch):
    """`--lang fr` speaks French in the terminal too: the same one line for replay, continue, hint and review, led
    by "erreur :" and the file, the reason the French one of the same Problem."""
    import game.ui.app
    monkeypatch.setattr(game.ui.app.App, "run", lambda self: pytest.fail("a window was opened"))
    raw, _ = BAD[case]
    path = tmp_path / "game.json"
    path.write_bytes(raw)
    lines = {}
    for command in ("replay", "continue", "hint", "review"):
        code, out, err = cli(command, str(path), "--lang", "fr")
        assert (code, out, len(err)) == (2, "", 1), (command, err)
        lines[command] = err[0]
    assert len(set(lines.values())) == 1, lines
    from game.gamefile import read_game
    with pytest.raises(SaveError) as exc:
        read_game(path)
    assert lines["hint"] == f"erreur : {exc.value.said('fr')}" and lines["hint"].startswith(f"erreur : {path} : ")
    assert_french(exc.value, f"{path} : ")
    assert path.read_bytes() == raw


def test_without_lang_replay_and_continue_speak_the_saved_language(tmp_path, cli, no_window, monkeypatch):
    import game.ui.app
    from game.settings import Settings
    monkeypatch.setattr(game.ui.app.App, "run", lambda self: pytest.fail("a window was opened"))
    path = tmp_path / "game.json"
    path.write_bytes(b"{nope")
    code, _, err = cli("continue", str(path))
    assert code == 2 and err[0].startswith(f"error: {path}: not JSON")
    Settings(lang="fr").save()
    for command in ("continue", "replay"):
        code, _, err = cli(command, str(path))
        assert code == 2 and err[0].startswith(f"erreur : {path} : pas du JSON"), (command, err)
