"""The explanation data (game/ui/panels/explain.py) from real seeded games, checked against the rules' state."""

import pytest

from game.match import Match
from game.rules import default_db
from game.ui.panels.explain import draft_summary, explain_batch, supremacy_done, supremacy_summary
from tests.ui.explain_games import play

GAMES = [(n, seed) for n in (3, 4, 5, 6) for seed in (1, 2, 3, 5, 8)]


@pytest.mark.parametrize("n,seed", GAMES)
def test_draft_summary_matches_the_rules(n, seed):
    db = default_db()
    seen = 0
    for b in play(n, seed):
        if not any(e["t"] == "phase" and e["phase"] == "kingdom" for e in b.events):
            continue
        seen += 1
        d = draft_summary(b.log, b.view)
        st = b.state
        assert d["first"]["seat"] == st.first
        for r in d["rows"]:
            assert r["coins"] + r["lost"] == r["earned"]
            assert r["coins"] <= st.players[r["seat"]].coins <= db.game["caps"]["coins"]
            if r["lost"]:   # coins are only lost at the cap
                assert st.players[r["seat"]].coins == db.game["caps"]["coins"]
        assert sorted(k for _, k in d["wonders"]) == sorted(
            db.civ[u].key for u in st.wonders if db.civ[u].key in {k for _, k in d["wonders"]})
        if d["round"] == 1:
            assert d["first"]["why"] in ("lowest_hero", "lowest_building", "kept")
            if d["first"]["why"] == "lowest_hero":
                heroes = [db.civ[u] for p in st.players for u in p.heroes]
                assert db.card(d["first"]["card"]).number == min(c.number for c in heroes)
        else:
            assert d["first"]["why"] == "passed"
    assert seen == 2


@pytest.mark.parametrize("n,seed", GAMES)
def test_supremacy_summary_matches_the_rules(n, seed):
    settled = 0
    before = None
    for b in play(n, seed):
        rows = supremacy_summary(b.log, b.view)
        whats = {r["what"] for r in rows}
        settles = any(e["t"] in ("contest", "tie") or (e["t"] == "supremacy" and e.get("why") in whats)
                      for e in b.events)
        if settles and supremacy_done(rows):
            settled += 1
            gained = [p.sup for p in b.state.players]
            # every Supremacy token of the phase is explained by a row (a Justice claim adds her own reveal token)
            claims = sum(1 for r in rows if r["why"] == "claim")
            assert sum(gained) - sum(before) >= sum(1 for r in rows if r["winner"] is not None) + claims
            for r in rows:
                top = max(r["totals"])
                if r["why"] == "most":
                    assert r["totals"].count(top) == 1 and r["totals"][r["winner"]] == top
                elif r["why"] in ("tie", "justice", "claim"):
                    assert len(r["tied"]) >= 2 and all(r["totals"][s] == top for s in r["tied"])
                    if r["why"] != "tie":
                        assert b.state.players[r["winner"]].immortal == "justice"
                else:
                    assert r["why"] == "nobody" and top <= 0
        if b.view["phase"] != "supremacy":
            before = [p.sup for p in b.state.players]
    assert settled == 2


class _FakeApp:
    def __init__(self):
        self.made: list[tuple] = []
        self.pushed: list = []

    def make(self, name, *args, **kw):
        obj = type("S", (), {"then": None, "route": name, "args": args})()
        self.made.append((name, args))
        return obj

    def push(self, scene):
        self.pushed.append(scene)


class _FakeTable:
    def __init__(self, app, match, viewer):
        self.app, self.match, self.viewer, self.spectator = app, match, viewer, False
        self.view = match.view(viewer)


@pytest.mark.parametrize("n", [3, 6])
def test_explain_batch_asks_for_each_screen_once_in_order(n):
    app = _FakeApp()
    match = Match(["bot:easy"] * n, [f"P{i}" for i in range(n)], 4, autosave=False)
    took_over = []
    while not match.over:
        ply = match.ply
        match.run_bot_sync()
        table = _FakeTable(app, match, 0)
        took_over.append(explain_batch(table, match.events_since(ply, 0)))
    routes = [name for name, _ in app.made]
    assert routes.count("draft_summary") == 2 and routes.count("supremacy_panel") == 2
    assert routes.index("draft_summary") < routes.index("supremacy_panel")
    stages = [args for name, args in app.made if name == "vp_stage"]
    assert stages and [a[5] for a in stages].count(True) == 1 and stages[-1][5] is True
    assert took_over[-1] is True and took_over.count(True) == 1
    # every Immortal reveal was in some stage's batch, in call order
    db = default_db()
    revealed = [e["immortal"] for a in stages for e in a[4] if e["t"] == "immortal_reveal"]
    assert revealed == sorted(revealed, key=lambda i: db.immortal_by_id[i].number) and len(revealed) == n
    # chained screens: only the first of a batch is pushed, the rest hang on `then`
    assert len(app.pushed) < len(app.made) or all(s.then is None for s in app.pushed)


def test_a_table_game_shows_every_screen_then_the_results_once(app):
    """Through the real table: the animate step pushes the screens; the VP stage opens the results."""
    from game.bots import make_bot
    from game.ui.panels.infopanel import InfoPanel
    from game.ui.table import TableScene
    match = Match(["human", "bot:easy", "bot:easy", "bot:easy"], ["A", "B", "C", "D"], 5, autosave=False)
    table = TableScene(app, match)
    app.push(table)
    me = make_bot("easy", 1)
    seen: list[str] = []
    for _ in range(3000):
        top = app.stack.top
        if type(top).__name__ == "ResultsScene":
            break
        if isinstance(top, InfoPanel):
            seen.append(type(top).__name__)
            app.step(1 / 60, [])
            top.close()
            continue
        if type(top).__name__ == "ChoiceScene":
            top.choose(me.choose(table.view, table.view["legal"]))
            continue
        if match.bot_to_act() is not None:
            match.run_bot_sync()
            table.sync()
        elif not match.over:
            table.submit(me.choose(table.view, table.view["legal"]))
        table.tweens.finish_all()
        app.step(1 / 60, [])
    assert type(app.stack.top).__name__ == "ResultsScene"
    assert sum(type(s).__name__ == "ResultsScene" for s in app.stack.scenes) == 1
    assert seen.count("DraftSummaryScene") == 2 and seen.count("SupremacyScene") == 2
    assert "VpStageScene" in seen and seen.index("VpStageScene") > seen.index("SupremacyScene")
