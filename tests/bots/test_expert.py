"""Expert: a level of its own in the menus, the command line and the tournament; legal choices; its 2 s cap stops
the search by the bot's own clock (a fake one here, never a timed assert); Hard's knobs unchanged."""

from __future__ import annotations

import pytest

from game import cli, gamefile
from game.bots import LEVELS, expert, make_bot, search
from game.bots.choice import clear_leader
from game.bots.heuristic import HeuristicBot
from game.bots.search import SEARCHED, SearchBot
from game.bots.tournament import main_tournament, seat_bot
from game.rules import apply_inplace, legal_actions, new_game, view_for
from tests.benchload import script_module

TINY = {"playouts": 24, "kind_playouts": {k: 24 for k in SEARCHED}, "budget": 30.0}   # a short, unhurried search


@pytest.fixture(autouse=True)
def strict_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Surface search bugs instead of the silent production fallback."""
    monkeypatch.setattr(HeuristicBot, "strict", True)
    monkeypatch.setattr(SearchBot, "strict", True)


class FakeClock:
    """A clock that moves `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        t = self.now
        self.now += self.step
        self.reads += 1
        return t


def _first_pick(seed: int) -> tuple[dict, list[str]]:
    """A seat's first pick, on a deal where it is not Abhilasha (she has a per-Immortal bot of her own)."""
    for s in range(seed, seed + 50):
        st = new_game(4, s)
        view = view_for(st, st.to_act)
        if view["me"]["immortals"] != ["abhilasha"]:
            return view, legal_actions(st)
    raise AssertionError("no deal without Abhilasha at the first seat to act")


def test_expert_is_a_level_of_the_menus_the_command_line_and_the_tournament() -> None:
    assert LEVELS[-1] == "expert"
    bot = make_bot("expert", 3)
    assert isinstance(bot, SearchBot) and bot.level == "expert"
    assert bot.budget == expert.CAP - expert.SLACK and bot.stop_k == expert.STOP_K
    assert bot.kind_playouts["pick"] == bot.kind_playouts["kingdom"] == expert.MAJOR_PLAYOUTS
    assert bot.kind_playouts["commerce"] == expert.MINOR_PLAYOUTS < expert.MAJOR_PLAYOUTS
    assert bot.per_immortal["abhilasha"].level == "expert"           # its per-Immortal bots are Expert too
    assert bot.per_immortal["abhilasha"].horizon == "end"
    assert seat_bot("expert", 1).level == "expert"
    assert "bot:expert" in cli.SEAT_CHOICES and "bot:expert" in gamefile.SEAT_KINDS
    from game.ui import i18n
    from game.ui.screens import menus
    assert "bot:expert" not in menus.SEAT_KINDS   # not offered in New game until it is shown stronger than Hard
    en, fr = i18n.STRINGS["bot:expert"]
    assert en == "Bot Expert" and fr == "Bot expert" and i18n.STRINGS["level:expert"] == ("expert", "expert")


def test_tournament_accepts_expert_seats_and_still_rejects_unknown_ones(capsys: pytest.CaptureFixture) -> None:
    # --games 0 stops after the seats are parsed: "expert" passes, the games are what is refused
    assert main_tournament(["--games", "0", "--seats", "expert,hard,hard,hard"]) == 2
    assert "--games" in capsys.readouterr().err
    assert main_tournament(["--games", "1", "--seats", "expert,grandmaster,hard"]) == 2
    assert "grandmaster" in capsys.readouterr().err


def test_hard_keeps_its_knobs() -> None:
    hard = make_bot("hard", 3)
    assert hard.level == "hard" and hard.kind_playouts == {"pick": 800, "play": 800} and hard.stop_k == 0.0
    assert make_bot("hard", 3, playouts=12).kind_playouts == {"pick": 24, "play": 24}   # a quick Hard stays quick
    assert hard.turn_beam == search.TURN_BEAM == 3   # both rounds' Kingdom turns searched whole
    assert hard.playouts == 400 and hard.budget == 0.9 and hard.race_at == (1 / 3, 2 / 3)


def test_expert_plays_a_short_seeded_game_legally() -> None:
    st = new_game(4, 2024)
    bots = [make_bot("expert", 7, **TINY), make_bot("normal", 8), make_bot("normal", 9), make_bot("normal", 10)]
    searched = 0
    while not st.over:
        s = st.to_act
        legal = legal_actions(st)
        bots[s].last = {} if s == 0 else None
        a = bots[s].choose(view_for(st, s), legal)
        assert a in legal, f"seat {s} chose {a!r}; legal {legal}"
        if s == 0 and bots[0].last:
            searched += 1
            last = bots[0].last
            if last["stop"] == "turn_beam":   # a round-2 Kingdom turn searched whole (turnbeam.py)
                assert last["samples"] >= 1 and last["kept"] >= 1
            else:
                assert last["stop"] in ("done", "race", "clear")   # budget 30 s: never the cap
                assert last["samples"] <= last["iters"]
        apply_inplace(st, a)
    assert st.result is not None and searched > 5


def test_the_cap_stops_the_search_when_the_bots_clock_says_time_is_up() -> None:
    view, legal = _first_pick(11)
    clock = FakeClock(1 / 64)   # exact in binary: no rounding at the deadline
    bot = make_bot("expert", 5, clock=clock)
    a = bot.choose(view, legal)
    assert a in legal
    last = bot.last
    assert last["stop"] == "cap" and last["iters"] > 100
    # the clock is read at the start, then before each paired sample and before each of its C playouts: sample i
    # is whole if its last read, (i + 1)(C + 1)/64 s, is within the 1.9 s deadline; the one cut short is left out
    assert bot.budget == pytest.approx(1.9)
    c = last["candidates"]
    assert last["samples"] == int(1.9 * 64 / (c + 1)) and last["playouts"] == last["samples"] * c
    assert bot.budget < last["seconds"] <= expert.CAP   # it went on until the clock said time was up, not after


def test_a_cut_sample_is_left_out_and_an_unhurried_search_is_hards() -> None:
    import random

    from game.bots.search import candidates, measure
    view, legal = _first_pick(11)
    cands = candidates(view, legal, legal[0], 4)
    assert len(cands) == 4
    runs = {cut: measure(view, cands, random.Random(3), 10.0, 3, clock=lambda: 0.0, cut=cut) for cut in (0, 1)}
    assert runs[0] == runs[1] and all(len(xs) == 3 for xs in runs[0].values())   # cut changes nothing in time
    late = measure(view, cands, random.Random(3), 0.5, 3, min_iters=0, clock=FakeClock(0.1), cut=True)
    # reads 0.0 (sample 0), 0.1-0.4 (its playouts), 0.5 (sample 1), 0.6: past the deadline in sample 1's first
    assert all(xs == runs[0][a][:1] for a, xs in late.items())

def test_a_frozen_clock_never_stops_the_search() -> None:
    view, legal = _first_pick(11)
    bot = make_bot("expert", 5, clock=lambda: 0.0, playouts=40, kind_playouts={})
    assert bot.choose(view, legal) in legal
    assert bot.last["stop"] in ("done", "race", "clear") and bot.last["samples"] >= 2


def test_clear_leader_stops_only_on_a_clear_lead() -> None:
    noise = [0.1 * ((i * 7) % 5 - 2) for i in range(40)]
    prior = [10.0 + x for x in noise]
    strong = [16.0 + x for x in noise]
    weak = [4.0 - x for x in noise]
    assert clear_leader({"p": prior, "a": strong, "b": weak}, "p", 2.0, 0.5) == "a"
    assert clear_leader({"p": strong, "a": prior, "b": weak}, "p", 2.0, 0.5) == "p"
    # a candidate level with the leader on average: no clear lead, sample on
    tied = [16.0 + (1.0 if i % 2 else -1.0) for i in range(40)]
    assert clear_leader({"p": prior, "a": strong, "b": tied}, "p", 2.0, 0.5) is None
    # beating the prior by less than the margin is no reason to leave it
    near = [10.3 + x for x in noise]
    assert clear_leader({"p": prior, "a": near}, "p", 2.0, 0.5) is None


def test_bench_counts_how_experts_searches_end() -> None:
    bench = script_module("bots")
    assert "expert" in bench.SEARCH_LEVELS and "expert" in bench.DEFAULT_LEVELS
    view, legal = _first_pick(11)
    stops: dict[str, int] = {}
    with bench.stop_tally(stops):
        make_bot("expert", 5, **TINY).choose(view, legal)
    assert sum(stops.values()) == 1 and set(stops) <= {"done", "race", "clear"}
    assert bench.hard_search.SearchBot._search.__name__ == "_search"    # restored after the block


def test_expertx_seats_expert_with_other_knobs_and_hardx_seats_hard() -> None:
    base = seat_bot("expertx", 1)
    assert (base.level, base.kind_playouts, base.stop_k, base.cut) == ("expert", expert.EXPERT["kind_playouts"],
                                                                       expert.STOP_K, True)
    bot = seat_bot("expertx:horizon=end;playouts.pick=2000;narashima.horizon=end", 1)
    assert bot.horizon == "end" and bot.level == "expert" and bot.stop_k == expert.STOP_K
    # one kind's playouts change, Expert's others stay
    assert bot.kind_playouts == {**expert.EXPERT["kind_playouts"], "pick": 2000}
    assert bot.per_immortal["narashima"].horizon == "end" and "abhilasha" not in bot.per_immortal
    hard = seat_bot("hardx:playouts.kingdom=800;z=1", 1)   # the same for Hard over its own
    assert hard.level == "hard" and hard.kind_playouts == {"pick": 800, "play": 800, "kingdom": 800} and hard.z == 1
    # Hard's picks and answers get twice its playouts, whatever they are
    assert seat_bot("hardx:playouts=30;playouts.kingdom=50", 1).kind_playouts == {"pick": 60, "play": 60, "kingdom": 50}


def test_salt_reseeds_hardx_and_expertx_and_changes_nothing_else() -> None:
    plain, salted = seat_bot("hardx:z=1", 7), seat_bot("hardx:z=1;salt=3", 7)
    assert (plain.seed, salted.seed, salted.z) == (7, 10, 1) and salted.normal.seed == 10
    assert (plain.late.seed, salted.late.seed, salted.late.own_max) == (7, 10, plain.late.own_max)   # round 2's bot
    skip = ("seed", "normal", "per_immortal", "late")
    assert {k: v for k, v in vars(salted).items() if k not in skip} == \
        {k: v for k, v in vars(plain).items() if k not in skip}
    assert seat_bot("expertx:salt=2", 5).seed == 7 and seat_bot("expertx", 5).seed == 5
