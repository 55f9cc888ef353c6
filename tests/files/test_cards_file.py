"""cards.toml: a malformed file gives one line naming the card and field, exit 2 in every command, file untouched."""

import pytest

from game.rules import cards
from game.rules.cards import CardDataError, load_cards

ORIGINAL = cards.DEFAULT_PATH.read_text(encoding="utf-8")

# name -> (replace this, with that, the line load_cards must give)
BAD_CARDS = {
    "card_type": ('id = "alpha"\nnumber = 1\n', 'id = "alpha"\nnumber = "one"\n',
                  "cards.toml: hero 'alpha', field 'number': expected a whole number from 1 to 12, got 'one'"),
    "card_amount": ('bonus = [{ do = "gain", mil = 1 }]\naction = [{ do = "commerce"',
                    'bonus = [{ do = "gain", mil = 1e9 }]\naction = [{ do = "commerce"',
                    "cards.toml: hero 'alpha', field 'bonus[0].mil': expected a whole number from 0 to 99, "
                    "got 1000000000.0"),
    "players": ("players = [3, 4, 5, 6]", "players = [2, 7]",
                "cards.toml: [game], field 'players[0]': expected a whole number from 3 to 6, got 2"),
    "bonus_round": ("bonus_double = { round = 1,", 'bonus_double = { round = "x",',
                    "cards.toml: [game], field 'bonus_double.round': expected a whole number from 1 to 2, got 'x'"),
    "hand_size": ("hand_size = [5, 4]", "hand_size = [60, 4]",
                  "cards.toml: [game], field 'hand_size[0]': expected a whole number from 1 to 8, got 60"),
    "caps": ("caps = { coins = 10, civ = 10 }", 'caps = { coins = "10", civ = 10 }',
             "cards.toml: [game], field 'caps.coins': expected a whole number from 1 to 50, got '10'"),
    "max_plays": ("max_plays = [3, 2]", "max_plays = [3, 2.5]",
                  "cards.toml: [game], field 'max_plays[1]': expected a whole number from 1 to 4, got 2.5"),
    "slot_coins": ("slot_coins = [[5, 3, 2, 3, 2], [4, 3, 2, 1]]", "slot_coins = [[5, 3, 2, 3, 2], 4]",
                   "cards.toml: [game], field 'slot_coins[1]': needs a list of 4 whole numbers, got 4"),
    "diamond_each": ("diamond_each = [8, 4, 4, 2, 2]", 'diamond_each = [8, 4, 4, 2, "2"]',
                     "cards.toml: [game.scoring], field 'diamond_each[4]': expected a whole number from 0 to 50, "
                     "got '2'"),
    "max_plays_range": ("max_plays = [3, 2]", "max_plays = [6, 2]",
                        "cards.toml: [game], field 'max_plays[0]': expected a whole number from 1 to 5, got 6"),
    "unknown_game_field": ("rounds = 2\n", "rounds = 2\nround = 3\n",
                           "cards.toml: [game], field 'round': unknown field"),
    "fr_article": ('fr = "Temple de Galmi", en = "Galmi\'s Temple", fr_article = "le" }',
                   'fr = "Temple de Galmi", en = "Galmi\'s Temple", fr_article = "lo" }',
                   "cards.toml: building 'temple', field 'name.fr_article': must be one of le, la, l', les, got 'lo'"),
    "name_field": ('fr = "Lion", en = "Lion", fr_article = "le" }', 'fr = "Lion", en = "Lion", article = "le" }',
                   "cards.toml: hero 'lion', field 'name.article': unknown field (fr, en and fr_article are known)"),
    "utf8": ('en = "Alpha" }', 'en = "Alpha\udcff" }', "cards.toml: not UTF-8 text (bad byte 0xff on line 53)"),
    "deep": ("schema = 1", "schema = 1\nx = " + "[" * 5000 + "]" * 5000,
             "cards.toml: not usable TOML: nested too deeply"),
}


def _bad_bytes(case: str) -> bytes:
    old, new, _ = BAD_CARDS[case]
    assert old in ORIGINAL, old
    return ORIGINAL.replace(old, new, 1).encode("utf-8", "surrogateescape")


@pytest.fixture
def bad_cards(tmp_path, monkeypatch):
    """Point the game at a broken copy of cards.toml; returns (path, its bytes)."""
    def make(case: str):
        path = tmp_path / "cards.toml"
        raw = _bad_bytes(case)
        path.write_bytes(raw)
        monkeypatch.setattr(cards, "DEFAULT_PATH", path)
        monkeypatch.setattr(cards, "_DB_CACHE", {})
        return path, raw
    return make


@pytest.mark.parametrize("case", sorted(BAD_CARDS))
def test_load_cards_names_card_and_field(case, tmp_path):
    path = tmp_path / "cards.toml"
    path.write_bytes(_bad_bytes(case))
    with pytest.raises(CardDataError) as err:
        load_cards(path)
    assert str(err.value).startswith(BAD_CARDS[case][2]), str(err.value)
    assert "\n" not in str(err.value)


COMMANDS = {
    "play": ("play", "--seats", "human,bot,bot", "--exit-at-end"),
    "simulate": ("simulate", "--games", "1", "--players", "3"),
    "tournament": ("tournament", "--games", "1", "--seats", "easy,easy,easy"),
    "score": ("score", "tests/data/positions/example.toml"),
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("case", ["card_type", "hand_size", "utf8"])
def test_every_command_exits_2_with_one_line(command, case, bad_cards, cli, no_window):
    path, raw = bad_cards(case)
    code, out, err = cli(*COMMANDS[command])
    assert (code, out) == (2, "")
    assert err == [f"error: {BAD_CARDS[case][2]}"]
    assert path.read_bytes() == raw


def test_game_window_shows_the_card_error_instead_of_crashing(bad_cards, cli, monkeypatch):
    """`main.py play` without --exit-at-end: the line on the terminal, and the window shows it too."""
    import game.ui.app
    path, raw = bad_cards("players")
    opened = []
    monkeypatch.setattr(game.ui.app, "run", lambda config: opened.append(config) or 2)
    code, _, err = cli()
    assert code == 2 and err == [f"error: {BAD_CARDS['players'][2]}"]
    assert opened and opened[0].error == BAD_CARDS["players"][2] and opened[0].seats is None
    assert path.read_bytes() == raw


def test_error_scene_draws_the_message_and_closes_with_status_2(bad_cards):
    import pygame

    from game.ui.app import App, ErrorScene, Settings, UIConfig
    from game.ui.widgets import gfx
    bad_cards("players")
    app = App(UIConfig(size=(1280, 720), error=BAD_CARDS["players"][2]), settings=Settings())
    try:
        app.push(ErrorScene(app, app.config.error))
        app.step(0.0, [])
        red = sum(app.screen.get_at((x, y))[:3] == gfx.RED for x in range(0, 1280, 2) for y in range(250, 330))
        assert red > 200            # the message, in red, across the middle of the window
        app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
        assert (app.running, app.exit_code) == (False, 2)
    finally:
        pygame.quit()
