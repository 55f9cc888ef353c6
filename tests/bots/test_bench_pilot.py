"""bench/pilot.py: the paired comparison pairs games by number and measures the level's lead in its own seat."""

from __future__ import annotations

import json

from tests.benchload import script_module


def _bench(name: str):
    """A fresh copy of the bench script `name` as a module."""
    return script_module(name)


def _pilot():
    return _bench("pilot")


def _rec(game: int, seat: int, scores: list[int], imm: str) -> dict:
    imms = ["x"] * len(scores)
    imms[seat] = imm
    return {"game": game, "seat": seat, "winner": scores.index(max(scores)), "scores": scores,
            "immortals": imms, "ms_mean": 100.0, "decisions": 10}


def test_compare_pairs_games_and_reads_the_level_seat() -> None:
    pilot = _pilot()
    old = [_rec(0, 0, [40, 45, 30], "galmi"), _rec(1, 1, [50, 48, 20], "tomorrow"), _rec(7, 2, [1, 2, 3], "xian")]
    new = [_rec(0, 0, [50, 45, 30], "galmi"), _rec(1, 1, [50, 49, 20], "tomorrow")]
    c = pilot.compare(new, old)
    assert c["games"] == 2                                   # game 7 has no pair
    assert (c["wins_new"], c["wins_old"], c["only_new"], c["only_old"]) == (1, 0, 1, 0)
    assert pilot.lead(new[0]) == 5 and pilot.lead(old[0]) == -5 and pilot.lead(new[1]) == -1
    mean, se = c["lead_diff"]                                 # differences +10 and +1
    assert mean == 5.5 and abs(se - 4.5) < 1e-9
    assert c["by_immortal"]["galmi"]["lead_diff"][0] == 10.0 and c["by_immortal"]["tomorrow"]["games"] == 1


def test_immortal_filter_plays_only_the_games_where_the_level_is_dealt_them(monkeypatch) -> None:
    pilot = _pilot()
    seats = ["random", "easy", "easy", "easy"]
    dealt = {g: pilot.dealt(seats, 3, g, "random") for g in range(12)}
    rec = pilot._one((seats, 3, 5, "random"))                  # a real game: the deal is the one played
    assert rec["immortals"][rec["seat"]] == dealt[5]
    monkeypatch.setattr(pilot, "_one", lambda job: {"game": job[2]})
    want = frozenset({dealt[0], dealt[1]})
    got = [r["game"] for r in pilot.run("random", seats[1:], 12, 3, 1, immortals=want)]
    assert got == [g for g in range(12) if dealt[g] in want] and 0 in got and 1 in got
    assert [r["game"] for r in pilot.run("random", seats[1:], 4, 3, 1, first=2)] == [2, 3, 4, 5]


def test_immortal_filter_refuses_three_players_where_a_seat_keeps_one_of_two(capsys) -> None:
    pilot = _pilot()
    assert pilot.main(["--level", "random", "--opponents", "easy,easy", "--games", "2", "--workers", "1",
                       "--immortal", "galmi"]) == 2
    assert "3 players each seat is dealt 2" in capsys.readouterr().err


def test_oracle_gives_the_search_the_true_deal_and_tomorrow_the_belief(monkeypatch) -> None:
    from game.bots import belief, tournament
    from game.rules import view_for
    from tests.bots.randplay import reach
    real_joint = belief.joint
    monkeypatch.setattr(tournament, "view_for", tournament.view_for)   # restored after the test
    monkeypatch.setattr(belief, "joint", belief.joint)
    oracle = _bench("oracle")
    oracle.install()
    assert tournament.view_for is oracle.view_for and belief.joint is oracle.joint
    st = reach(4, 5, lambda s: s.pending.kind == "pick" and s.round == 1)
    me = st.pending.seat
    view = tournament.view_for(st, me)
    plain = view_for(st, me)
    assert view.keys() == plain.keys() and {k: v for k, v in view.items() if k != "_engine"} == \
        {k: v for k, v in plain.items() if k != "_engine"}    # the view itself is untouched
    seats, assigns, ps = belief.joint(view)
    assert seats == [s for s in range(4) if s != me] and ps == [1.0]
    assert list(assigns[0]) == [st.players[s].immortals[0] for s in seats]
    guess = {**view, "decision": {**view["decision"], "kind": "guess"}}
    assert belief.joint(guess) == real_joint(guess)           # Tomorrow's decisions keep the belief
    assert len(real_joint(view)[1]) > 1


def test_oracle_state_samples_are_the_true_game_with_fresh_decks(monkeypatch) -> None:
    from game.bots import belief, search, tournament
    from tests.bots.randplay import reach
    for mod, name in ((tournament, "view_for"), (belief, "joint"), (search, "sample_state")):
        monkeypatch.setattr(mod, name, getattr(mod, name))   # restored after the test
    oracle = _bench("oracle")
    oracle.install(state=True)
    assert search.sample_state is oracle.sample_state
    st = reach(4, 8, lambda s: s.pending.kind == "pick" and s.round == 1 and s.pick >= 1)
    view = tournament.view_for(st, st.pending.seat)
    a, b = search.sample_state(view, 1), search.sample_state(view, 2)
    for x in (a, b):
        assert [p.hand for p in x.players] == [p.hand for p in st.players]          # every hidden hand, true
        assert [p.slots for p in x.players] == [p.slots for p in st.players]
        assert sorted(x.deck) == sorted(st.deck) and x.pending == st.pending
    assert a.deck != b.deck                                   # the decks' order is not known: drawn per sample
    other = reach(4, 9, lambda s: s.pending.kind == "kingdom")
    assert other.ply != st.ply
    oracle.GAME[:] = [st]                                     # a view of another game: determinized as usual
    got = search.sample_state(oracle._VIEW_FOR(other, other.pending.seat), 3)
    assert got is not None and got.ply == other.ply and got.pending.kind == "kingdom"


def test_oracle_one_seat_tells_only_the_piloted_seat(monkeypatch) -> None:
    from game.bots import belief, search, tournament
    from tests.bots.randplay import reach
    for mod, name in ((tournament, "view_for"), (belief, "joint"), (search, "sample_state")):
        monkeypatch.setattr(mod, name, getattr(mod, name))   # restored after the test
    real_joint, real_sample = belief.joint, search.sample_state
    oracle = _bench("oracle")
    monkeypatch.setattr(oracle.pilot, "_one", oracle.pilot._one)
    monkeypatch.setattr(oracle, "_ONE", lambda args: {"seat": oracle.SEAT[0]})   # no game played here
    oracle.install(state=True, one_seat=True)
    assert oracle.pilot._one is oracle.one
    seats = ["expert", "hard", "hard", "hard"]
    for g in range(4):   # the piloted level's seat rotates with the game number, as the tournament seats it
        assert oracle.pilot._one((seats, 0, g, "expert"))["seat"] == tournament.lineup(seats, g).index("expert")
    st = reach(4, 8, lambda s: s.pending.kind == "pick" and s.round == 1 and s.pick >= 1)
    me = st.pending.seat
    view = tournament.view_for(st, me)
    oracle.SEAT[:] = [me]
    assert belief.joint(view)[2] == [1.0]                                   # the piloted seat knows the deal
    assert [p.hand for p in search.sample_state(view, 1).players] == [p.hand for p in st.players]
    oracle.SEAT[:] = [(me + 1) % 4]                                         # another seat's search: as usual
    assert belief.joint(view) == real_joint(view) and len(belief.joint(view)[1]) > 1
    told, usual = search.sample_state(view, 1), real_sample(view, 1)
    assert [p.hand for p in told.players] == [p.hand for p in usual.players]


def test_compare_reads_two_saved_runs_without_playing(tmp_path, capsys, monkeypatch) -> None:
    import json
    pilot = _pilot()
    monkeypatch.setattr(pilot, "run", lambda *a, **k: (_ for _ in ()).throw(AssertionError("played")))
    old = [_rec(0, 0, [40, 45, 30], "galmi"), _rec(1, 1, [50, 48, 20], "tomorrow")]
    new = [_rec(0, 0, [50, 45, 30], "galmi"), _rec(1, 1, [50, 49, 20], "tomorrow")]
    for r in old + new:
        r["levels"], r["times"] = ["hardx:z=1", "normal", "normal"], [100.0]
    files = {}
    for name, recs in (("old", old), ("new", new)):
        files[name] = tmp_path / f"{name}.jsonl"
        files[name].write_text("".join(json.dumps(r) + "\n" for r in recs))
    assert pilot.main(["--compare", str(files["new"]), "--against", str(files["old"])]) == 0
    out = capsys.readouterr().out
    assert out.startswith("hardx:z=1: 1/2 = 50.0%") and "wins 1 vs 0 (only new 1, only old 0)" in out
    (tmp_path / "empty.jsonl").write_text("")
    assert pilot.main(["--compare", str(tmp_path / "empty.jsonl")]) == 2
    assert "no games in" in capsys.readouterr().err


def _runs(wins: list[bool], games: list[int] | None = None) -> list[dict]:
    """Records of a run at seat 0 that won the games flagged."""
    games = list(range(len(wins))) if games is None else games
    return [_rec(g, 0, [50, 40, 30] if w else [40, 50, 30], "galmi") for g, w in zip(games, wins)]


def test_spread_sets_the_level_against_several_baseline_runs(tmp_path, capsys) -> None:
    import json
    pilot = _pilot()
    base = [_runs([True, True, True, False]), _runs([True, False, False, False]),
            _runs([True, True, False, False, True], games=[0, 1, 2, 3, 9])]   # game 9: not in every run
    new = _runs([True, True, True, True])
    s = pilot.spread(new, base)
    assert (s["games"], s["wins"], s["baseline"]) == (4, 4, [3, 1, 2])
    assert s["mean"] == 2.0 and s["sd"] == 1.0
    assert abs(s["z"] - 2.0 / (1 + 1 / 3) ** 0.5) < 1e-9      # its own run is one more draw
    assert pilot.spread(new, [base[0], base[0]])["z"] is None   # no spread to read it against
    files = []
    for i, recs in enumerate([new] + base):
        for r in recs:
            r["levels"], r["times"] = ["hardx:salt=1", "normal", "normal"], [100.0]
        files.append(tmp_path / f"run{i}.jsonl")
        files[-1].write_text("".join(json.dumps(r) + "\n" for r in recs))
    args = ["--compare", str(files[0])] + [x for f in files[1:] for x in ("--against", str(f))]
    assert pilot.main(args) == 0
    out = capsys.readouterr().out
    assert "(baseline run 3): wins 4 vs 2" in out and out.count("paired over") == 3
    assert out.rstrip().endswith("wins 4 vs 3, 1, 2 (mean 2.0, sd 1.0): +2.0, +1.7 of their deviations")


def test_save_writes_each_game_and_a_second_run_plays_only_the_missing_ones(tmp_path, monkeypatch) -> None:
    pilot = _pilot()
    save = tmp_path / "run.jsonl"
    played: list[int] = []
    real_one = pilot._one

    def one(job):
        played.append(job[2])
        return real_one(job)
    monkeypatch.setattr(pilot, "_one", one)
    first = pilot.run("random", ["easy", "easy", "easy"], 3, 4, 1, save=save)
    assert played == [0, 1, 2] and [r["game"] for r in first] == [0, 1, 2]
    assert [json.loads(line)["game"] for line in save.read_text().splitlines()] == [0, 1, 2]
    lines = save.read_text().splitlines(keepends=True)
    save.write_text("".join(lines[:2]) + lines[2][:25])       # a run stopped while writing game 2
    played.clear()
    again = pilot.run("random", ["easy", "easy", "easy"], 5, 4, 1, save=save)
    assert played == [2, 3, 4]                                 # games 0 and 1 read back, not played again
    assert again[:2] == first[:2]
    same = ("game", "seed", "seat", "levels", "winner", "scores", "immortals", "decisions")
    assert {k: again[2][k] for k in same} == {k: first[2][k] for k in same}   # the same deal gives the same game
    assert [json.loads(line)["game"] for line in save.read_text().splitlines()] == [0, 1, 2, 3, 4]


def test_save_of_another_run_is_refused_and_left_untouched(tmp_path, capsys) -> None:
    pilot = _pilot()
    save = tmp_path / "run.jsonl"
    pilot.run("random", ["easy", "easy", "easy"], 1, 4, 1, save=save)
    before = save.read_bytes()
    assert pilot.main(["--level", "random", "--opponents", "easy,easy,easy", "--games", "2", "--seed", "5",
                       "--workers", "1", "--save", str(save)]) == 2
    err = capsys.readouterr().err
    assert "holds games of another run" in err and "seed 4" in err and "seed 5" in err
    assert save.read_bytes() == before


def test_save_with_a_line_that_is_not_a_game_record_is_refused_and_left_untouched(tmp_path, capsys) -> None:
    pilot = _pilot()
    save = tmp_path / "run.jsonl"
    save.write_text('{"game": 0}\n{"game": 1, "seat": 0}\n')
    before = save.read_bytes()
    assert pilot.main(["--level", "random", "--opponents", "easy,easy,easy", "--games", "1", "--workers", "1",
                       "--save", str(save)]) == 2
    assert "line 1 is not a game record" in capsys.readouterr().err
    assert save.read_bytes() == before


def test_save_that_cannot_be_written_is_one_line_of_error(tmp_path, capsys) -> None:
    pilot = _pilot()
    assert pilot.main(["--level", "random", "--opponents", "easy,easy,easy", "--games", "1", "--workers", "1",
                       "--save", str(tmp_path / "no such folder" / "run.jsonl")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pilot.py: --save ") and "No such file or directory" in err and err.count("\n") == 1
