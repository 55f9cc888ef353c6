"""`main.py --help` lists every command with its options; every command that opens a window takes --lang; a replay
in French is French throughout and never says "your"."""

import pytest

from game import cli
from game.cliargs import command_parser, overall_help
from game.match import Match
from game.ui import i18n

WINDOW_COMMANDS = ("play", "continue", "tutorial", "replay")


def _options(name):
    ap = command_parser(cli.COMMANDS[name])
    assert ap is not None, name
    return {opt for action in ap._actions for opt in action.option_strings}


def test_help_lists_every_command_with_its_options(capsys):
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    for name in cli.COMMANDS:
        assert f"\n  {name} " in out, name
        assert f"main.py {name} [-h]" in out, name
        for opt in _options(name) - {"-h", "--help"}:
            assert opt in out, (name, opt)
    assert "--seats" in out and "--names" in out and "--quality" in out


def test_collecting_the_parsers_runs_no_command(monkeypatch):
    ran = []
    monkeypatch.setattr("game.ui.app.run", lambda config: ran.append(config) or 0)
    overall_help(cli.COMMANDS)
    assert ran == []


@pytest.mark.parametrize("name", WINDOW_COMMANDS)
def test_every_window_command_takes_lang(name):
    assert "--lang" in _options(name)


@pytest.mark.parametrize("name", WINDOW_COMMANDS)
def test_a_bad_lang_is_one_line_and_status_2(name, capsys):
    argv = ["--lang", "de"] + (["some.json"] if name in ("continue", "replay") else [])
    with pytest.raises(SystemExit) as exc:
        cli.COMMANDS[name](argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--lang" in err[0]


def test_lang_is_for_this_window_only(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    from game.ui.app import App, Settings, UIConfig
    settings = Settings(lang="en")
    app = App(UIConfig(size=(800, 600), autosave=False, lang="fr"), settings=settings)
    try:
        assert i18n.lang() == "fr" and app.settings.lang == "fr"
        assert app._own_lang == "en"   # what run() puts back before saving the settings
    finally:
        i18n.set_lang("en")
        import pygame
        pygame.quit()


def test_a_french_replay_of_a_seat_never_says_your(app):
    from game.replay import ReplayMatch
    from game.ui.screens.replayview import ReplayTable
    match = Match(["human", "bot:easy", "bot:easy"], ["Ana", "Bot 2", "Bot 3"], 4, autosave=False)
    while match.view(0)["phase"] == "draft" and not match.over:
        if match.bot_to_act() is not None:
            match.run_bot_sync()
        else:
            match.submit(0, match.legal(0)[0])
    i18n.set_lang("fr")
    try:
        replay = ReplayMatch(match.record(), 0)
        replay.goto(replay.length)
        table = ReplayTable(app, replay)
        lines = [text for text, _, _ in table.panel.immortal_lines()]
        assert lines and lines[0].startswith("Immortel d'Ana")   # French elides "de" before a vowel
        assert not any("Votre" in t or "Vous" in t for t in lines)
        table.panel.refresh_log()
        assert table.panel.log_lines and not any("Vous" in t for t, _ in table.panel.log_lines)
    finally:
        i18n.set_lang("en")


@pytest.mark.parametrize("args", [["--help"], ["score", "tests/data/positions/example.toml"]])
def test_a_reader_that_stops_early_gets_no_traceback(args):
    """`main.py score f.toml | head -3`: the reader closes the pipe first; the command stops quietly (status 1)
    instead of printing a BrokenPipeError traceback."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    p = subprocess.Popen([sys.executable, "main.py", *args], cwd=root, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    assert p.stdout is not None and p.stderr is not None
    p.stdout.close()   # before the command writes a line (it takes a moment to start)
    err = p.stderr.read().decode()
    assert p.wait() == 1 and "Traceback" not in err and "BrokenPipe" not in err, err


def test_only_the_text_commands_end_quietly_on_a_closed_pipe():
    """A window's broken pipe is a fault to report; only a command that prints for a reader stops quietly."""
    assert cli._opens_window([]) and cli._opens_window(["--seats", "human,bot,bot"])
    assert all(cli._opens_window([name]) for name in ("play", "continue", "tutorial", "replay"))
    assert not any(cli._opens_window(args) for args in (["--help"], ["-h"], ["score", "f.toml"], ["simulate"],
                                                         ["tournament"], ["hint", "f.json"], ["review", "f.json"]))
