"""Hints: a legal action with a reason whose numbers come from the search (the review's words: VP gained over the
likely alternative with its ±, win share only when it agrees), in English and French; `main.py hint`."""

from __future__ import annotations

import json
import re

import pytest

from game.bots.choice import decide, paired_gain
from game.bots.hint import TEXT, hint
from game.bots.positions import position
from game.bots.why import contest_parts as _contest_parts
from game.bots.why import num
from game.gamefile import SAVE_VERSION, save
from game.hintcli import cmd_hint
from game.labels import LABELS, action_label, card_name, choice_card
from game.match import load
from game.rules import view_for

# (players, seed, decision kind, how many such decisions to skip): a draft pick, a Kingdom turn, a choice
SAVES = {"draft": (4, 1, "pick", 0), "kingdom": (4, 2, "kingdom", 1), "choice": (4, 6, "commerce", 0)}
BUDGET = "0.3"


def _save(tmp_path, name: str, actions: list[str] | None = None):
    players, seed, kind, skip = SAVES[name]
    found = position(players, seed, kind, skip)
    assert found is not None
    st, acts = found
    path = tmp_path / f"{name}.json"
    save({"version": SAVE_VERSION, "seed": seed, "players": players, "names": [f"P{i}" for i in range(players)],
          "seats": ["human"] + ["bot:easy"] * (players - 1), "actions": acts if actions is None else actions}, path)
    return path, st


def _run(capsys, argv: list[str]) -> tuple[int, str, str]:
    rc = cmd_hint(argv)
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.mark.parametrize("name", list(SAVES))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cli_hint_is_legal_with_a_numbered_reason(tmp_path, capsys, name, lang):
    path, st = _save(tmp_path, name)
    rc, out, err = _run(capsys, [str(path), "--json", "--lang", lang, "--budget", BUDGET])
    assert rc == 0, err
    data = json.loads(out)
    m = load(path)
    legal = m.legal(m.to_act)
    assert data["kind"] == SAVES[name][2] and data["seat"] == 0
    assert data["action"] in legal
    assert re.search(r"\d", data["reason"]), data["reason"]
    assert data["alternatives"] and all(o["action"] in legal and o["action"] != data["action"]
                                        for o in data["alternatives"])
    assert any(o["vp"] is not None for o in data["alternatives"])
    assert data["samples"] >= 2 and data["ms"] > 0
    word = {"en": "simulated games", "fr": "parties simulées"}[lang]
    assert word in data["reason"] or "%" not in data["reason"]


def test_cli_text_output_names_the_seat_and_the_action(tmp_path, capsys):
    path, _ = _save(tmp_path, "kingdom")
    rc, out, _ = _run(capsys, [str(path), "--budget", BUDGET])
    lines = out.splitlines()
    assert rc == 0 and lines[0].startswith("P0: ") and re.search(r"\d", lines[1])
    assert any(re.search(r"\d\.\d VP  \([+−]\d\.\d VP\)$", ln) for ln in lines[2:]), lines
    rc, out, _ = _run(capsys, [str(path), "--budget", BUDGET, "--lang", "fr"])   # French figures: PV, a comma
    alternatives = out.splitlines()[2:]
    assert rc == 0 and any(re.search(r"\d,\d PV  \([+−]\d,\d PV\)$", ln) for ln in alternatives), alternatives
    assert not any(re.search(r"\d\.\d|VP", ln) for ln in alternatives), alternatives


@pytest.mark.parametrize("name", list(SAVES))
def test_reason_numbers_are_the_measured_ones(tmp_path, name):
    _, st = _save(tmp_path, name)
    h = hint(view_for(st, 0), list(st.pending.options), "en", budget=2.0)
    assert h.best.vp is not None and h.best.delta == 0.0
    # the first sentence names the likely alternative and the VP the suggestion gains over it, with its ±
    alt = next(o for o in h.alternatives if o.vp is not None and o.label in h.reason)
    assert num(h.best.vp - alt.vp, "en") in h.reason and "±" in h.reason
    assert f"“{alt.label}”" in h.reason   # a label in mid-sentence is quoted ("over “Take Fenghuang #9”")
    assert abs((h.best.vp - alt.vp) - (-alt.delta)) < 1e-6 and alt.delta <= 0
    # a win share is given only when it agrees with the VP measure
    if "%" in h.reason:
        assert h.best.win > alt.win and f"of {h.samples} simulated games" in h.reason


def test_single_legal_action_needs_no_search():
    found = position(3, 5, "pick", 0)
    assert found is not None
    st, _ = found
    view = view_for(st, 0)
    h = hint(view, [st.pending.options[0]], "fr")
    assert h.action == st.pending.options[0] and h.reason == TEXT["only"][1] and h.samples == 0


def test_a_cancelled_hint_stops_early_and_says_so():
    import threading
    st, _ = position(6, 13, "pick", 0)
    cancel = threading.Event()
    cancel.set()
    h = hint(view_for(st, 0), list(st.pending.options), "en", budget=5.0, cancel=cancel)
    assert h.cancelled and h.samples == 0 and h.action in st.pending.options   # no playout was run


def test_no_decision_is_an_error():
    st, _ = position(3, 5, "pick", 0)
    with pytest.raises(ValueError):
        hint(view_for(st, 1), [], "en")


def test_bad_files_give_one_line_and_status_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    cases = {"missing": None, "not json": "{", "version": json.dumps({"version": 99}),
             "types": json.dumps({"version": SAVE_VERSION, "seed": "x", "names": [], "seats": [], "actions": []})}
    for label, text in cases.items():
        if text is not None:
            bad.write_text(text, encoding="utf-8")
        rc, out, err = _run(capsys, [str(bad if text is not None else tmp_path / "none.json")])
        assert rc == 2 and out == "" and len(err.strip().splitlines()) == 1, (label, err)
    path, _ = _save(tmp_path, "draft", actions=["pick 999"])
    rc, _, err = _run(capsys, [str(path)])
    assert rc == 2 and len(err.strip().splitlines()) == 1 and str(path) in err
    with pytest.raises(SystemExit) as exc:
        cmd_hint([])
    assert exc.value.code == 2


def test_main_dispatches_hint(tmp_path, capsys):
    from game.cli import main
    path, _ = _save(tmp_path, "choice")
    assert main(["hint", str(path), "--json", "--budget", BUDGET]) == 0
    assert json.loads(capsys.readouterr().out)["action"].startswith("commerce ")


@pytest.mark.parametrize("name", list(SAVES))
def test_every_legal_action_has_words_in_both_languages(tmp_path, name):
    _, st = _save(tmp_path, name)
    view = view_for(st, 0)
    for a in st.pending.options:
        en, fr = action_label(a, view, "en"), action_label(a, view, "fr")
        assert en != a and fr != a and en and fr
        if a.startswith("use "):
            assert card_name(a[4:], "en") in en and action_label(a, view, "en", verb=False) == \
                LABELS["a:use"][0].format(card=card_name(a[4:], "en"))


def test_a_branch_is_named_by_its_option(capsys, tmp_path):
    st, acts = position(3, 38, "branch", 0)   # a branch of 1 Chaos or 2 coins (EZ, or a copy of it)
    path = tmp_path / "branch.json"
    save({"version": SAVE_VERSION, "seed": 38, "players": 3, "names": ["A", "B", "C"],
          "seats": ["human", "bot:easy", "bot:easy"], "actions": acts}, path)
    rc, out, _ = _run(capsys, [str(path), "--json", "--budget", BUDGET])
    data = json.loads(out)
    labels = {data["label"]} | {o["label"] for o in data["alternatives"]}
    assert rc == 0 and labels == {"Gain 1 Chaos", "Gain 2 coins"}


def test_play_and_transform_labels_name_the_card_and_coins():
    st, _ = position(4, 1, "play", 0)
    view = view_for(st, 0)
    key = view["seats"][0]["slots"][view["decision"]["slot"]]["key"]
    assert card_name(key, "en") in action_label("play", view, "en")
    assert "coins" in action_label("transform", view, "en") and "pièces" in action_label("transform", view, "fr")


def test_contest_phrase_follows_the_counts(tmp_path):
    _, st = _save(tmp_path, "kingdom")
    view = view_for(st, 0)
    mine = view["seats"][0]["mil"]
    rival = max(s["mil"] for i, s in enumerate(view["seats"]) if i)
    armories = [a for a in st.pending.options if a.startswith("use ") and a[4:] in ("25", "26")]
    assert armories, st.pending.options
    parts = _contest_parts(view, armories[0], "en")
    nezha = any(c["key"] == "4" for s in view["seats"] for c in s["heroes"])
    if not nezha:
        want = ("keeps you ahead in Military" if mine > rival else "puts you ahead in Military" if mine + 1 > rival
                else "draws you level for the lead in Military" if mine + 1 == rival else None)
        assert (want in parts) if want else parts == []


def test_choice_card_finds_the_card_a_choice_belongs_to():
    assert choice_card(["pick 3", "use 25", "branch 1", "use W4"]) == "W4"
    assert choice_card(["use W2", "copy 5"]) == "5"
    assert choice_card(["pick 3"]) is None


def test_search_rule_keeps_the_anchor_unless_clearly_beaten():
    assert paired_gain([3.0, 5.0, 4.0], [1.0, 2.0, 3.0])[0] == pytest.approx(2.0)
    assert decide({"a": [1.0, 1.0, 1.0], "b": [1.2, 1.3, 1.1]}, "a") == "a"      # +0.2 < margin 0.5
    assert decide({"a": [1.0, 1.0, 1.0], "b": [3.0, 2.5, 2.0]}, "a") == "b"
    assert decide({"a": [1.0], "b": [9.0]}, "a") == "a"                           # one sample is not evidence


def test_a_card_named_in_french_takes_its_number_the_french_way():
    """'Prendre Fenghuang n° 9' in a French sentence ('#9' is English), quoted « … » there."""
    from game.labels import action_label, quoted
    st, _ = position(4, 3, "pick", 0)
    view = view_for(st, 0)
    pick = next(a for a in st.pending.options if a.split(" ")[1].isdigit())
    key = pick.split(" ")[1]
    fr, en = action_label(pick, view, "fr"), action_label(pick, view, "en")
    assert fr.endswith(f" n° {key}") and en.endswith(f" #{key}")
    assert quoted(fr, "fr") == f"« {fr} »" and quoted(en, "en") == f"“{en}”"


def test_a_pick_is_judged_in_the_contests_as_the_card_would_be_played():
    """A pick's reason may say where the card's Bonus would put you in a Supremacy contest, if you play it; not while
    nobody has any of that resource yet (every seat is still drafting)."""
    from game.rules import apply_inplace, legal_actions, new_game
    from game.rules.queries import supremacy_totals
    seen = 0
    for seed in range(30):
        st = new_game(4, seed)
        moves = iter(range(10_000))
        while not st.over and st.round == 1 and st.pending.kind != "kingdom":
            if st.pending.kind == "pick" and st.to_act == 0:
                view = view_for(st, 0)
                for a in [a for a in legal_actions(st) if a.startswith("pick ")]:
                    parts = _contest_parts(view, a, "en")
                    card = st.db.card(a[5:])
                    for r, word in (("mil", "Military"), ("sci", "Science"), ("cha", "Chaos")):
                        said = [p for p in parts if p.endswith(word)]
                        gain = sum(step.params.get(r, 0) for step in card.bonus if step.verb == "gain") + \
                            sum(step.params.get(r, 0) for step in card.passive if step.verb == "supremacy_bonus")
                        totals = supremacy_totals(st, r)
                        if said:
                            seen += 1
                            assert gain > 0 and max(totals) > 0, (a, parts, totals)
            acts = legal_actions(st)
            apply_inplace(st, acts[next(moves) % len(acts)])
    assert seen > 5
    from game.bots.why import t
    assert t("contest_pick", "fr", best="Fenghuang", parts="vous met en tête en Science") == \
        " Si vous la jouez, Fenghuang vous met en tête en Science."


def test_a_picks_reason_names_what_its_bonus_gives_the_seats_immortal():
    """Between two picks, the reason may say what the better card's Bonus would add that the seat's Immortal scores
    ("If you play it, Shadow puts 1 more Chaos in play than Diamond Mine: every Chaos token in play scores twice for
    Abhilasha"), counted from the card data, twice on the pick that doubles the Bonus."""
    from game.bots.why import _immortal_note, _with_bonus
    from game.rules import apply_inplace, legal_actions, new_game
    found = 0
    for seed in range(60):
        st = new_game(4, seed)
        while not st.over and st.round == 1 and st.pending.kind == "pick" and found < 3:
            view = view_for(st, st.to_act)
            me = st.to_act
            picks = [a for a in legal_actions(st) if a.startswith("pick ")]
            if view["me"]["immortals"] == ["abhilasha"]:
                for best in picks:
                    for played in picks:
                        note = _immortal_note(view, played, best, "en", lambda a: a)
                        more = _with_bonus(st, me, best[5:], view).cha - _with_bonus(st, me, played[5:], view).cha
                        if more > 0:
                            name = card_name(best[5:], "en")
                            assert note.startswith(f" If you play it, {name} puts {more} more Chaos"), note
                            assert "scores twice for Abhilasha" in note
                            found += 1
                        elif _with_bonus(st, me, best[5:], view).coins <= _with_bonus(st, me, played[5:], view).coins:
                            assert note == "", (best, played, note)
            apply_inplace(st, picks[0])
    assert found >= 3
