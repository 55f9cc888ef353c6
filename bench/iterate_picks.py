"""Expert iteration on picks: fit the playouts' pick policy (and play answer) on a searching bot's own choices.

    python bench/iterate_picks.py collect --games 100 --seed 9100 --workers 2 --out picks.jsonl
    python bench/iterate_picks.py collect --games-file bench/data/hard_s41.jsonl.gz --out picks.jsonl
    python bench/iterate_picks.py fit picks.jsonl --ridge 1 --out game/bots/pick_iter.json
    python bench/iterate_picks.py fit picks.jsonl --kind play --ridge 1 --out game/bots/play_iter.json
    python bench/pilot.py --level "expertx:pick_file=pick_iter.json;play_file=play_iter.json" ...

`collect` plays self-play games of `--level` (Hard by default; game g dealt as `new_game(4, seed + g)`, seat i's bot
seeded 4g + i) and writes one JSON line per pick among two or more cards: round, the seat's Immortal, every option's
features (`pickmodel.FEATURES`, read off the true state: they use only the seat's own holdings and the Immortals'
public fits), the option the bot picked and, where it searched, each option's value as its search measured it
(`option_values`: the mean outcome of the candidate of that card kind, None for a kind it did not measure).
`fit` fits a conditional logit of the bot's pick over those features, one weight vector per round, shrunk towards 0
by `--ridge`, on four fifths of the games; it prints how often its likeliest option is the bot's pick on the
held-out fifth, against the shipped kind-only fit (`rollout.PICK_FIT`), then refits on every game and writes the
weights (a file `SearchBot(pick_file=...)` reads, next to `pickmodel.py`).
With `--tau T` it fits the search's values instead of its picks (expert iteration's soft targets: a softmax of the
values over T, the rows without values kept as picks), and also prints how often the model's likeliest option is the
one the search valued best and the targets' log-likelihood.
`collect` also writes a row (`"kind": "play"`) per answer to a play-or-transform question: `playmodel.FEATURES` of
playing (transforming is the zero vector), the card and the slot's coins; `fit --kind play` fits a logistic model of
those answers the same way (a file `SearchBot(play_file=...)` reads), against the playouts' hand-set rule.
It also writes a row (`"kind": "kingdom"`) per Kingdom choice among two or more options that pass `kingdom_ok`:
`kingdommodel.FEATURES` of each option and its card kind; `fit --kind kingdom` fits a conditional logit of the bot's
choices (a file `SearchBot(kingdom_file=...)` reads), against the shipped Luce fit over option classes (the same model
with weights 1, 0, 0, ...), from which it starts. With `--turn` its targets are the turn's activations rather than
their order (`turn_targets`), and it prints the held-out likelihood of those targets and the chance of ending the
turn where the bot ended it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))   # fit_leaf.py, beside this script

from fit_leaf import solve  # noqa: E402
from selfplay import Job, moves, read_games  # noqa: E402

from game.bots import kingdommodel as KM  # noqa: E402
from game.bots import model as M  # noqa: E402
from game.bots import pickmodel as PM  # noqa: E402
from game.bots import playmodel as PlM  # noqa: E402
from game.bots.choice import JOINT  # noqa: E402
from game.bots.tournament import seat_bot  # noqa: E402
from game.rules import GameState, apply_inplace, legal_actions, new_game, view_for  # noqa: E402
from game.rules.engine import kingdom_ok  # noqa: E402


def _game(args: tuple[int, int, str]) -> list[dict]:
    """The picks of one self-play game of `level`, each with its options' features and the bot's pick."""
    g, seed, level = args
    st = new_game(4, seed + g)
    bots = [seat_bot(level, 4 * g + i) for i in range(4)]
    rows = []
    while not st.over:
        s = st.to_act
        view, legal = view_for(st, s), legal_actions(st)
        _fresh(bots[s])
        a = bots[s].choose(view, legal)
        row = decision_row(st, s, a, g, legal, (getattr(bots[s], "last", None) or {}).get("means"))
        if row is not None:
            rows.append(row)
        apply_inplace(st, a)
    return rows


def _replayed(job: Job) -> list[dict]:
    """The rows of one game recorded by `bench/selfplay.py`, replayed (no search values: the record has none)."""
    rows = []
    for st, a in moves(job):
        row = decision_row(st, st.to_act, a, job[0], legal_actions(st), None)
        if row is not None:
            rows.append(row)
        apply_inplace(st, a)
    return rows


def decision_row(st: GameState, s: int, a: str, g: int, legal: list[str],
                 means: dict[str, float] | None) -> dict | None:
    """The row of seat `s` answering `a` in `st` if it is a pick among two or more cards, a play question or a
    Kingdom choice among two or more options; None otherwise."""
    opts = [x for x in legal if x != "reveal"]
    kind = st.pending.kind if st.pending is not None else ""
    if kind == "pick" and len(opts) >= 2 and a in opts:
        return {"g": g, "round": st.round, "imm": st.players[s].immortals[0],
                "opts": opts, "x": PM.features(st, s, opts), "y": opts.index(a), "v": option_values(opts, means)}
    if kind == "play" and set(opts) == {"play", "transform"}:
        return play_row(st, s, a, g)
    if kind == "kingdom":
        return kingdom_row(st, s, a, g, [x for x in opts if x == "end" or kingdom_ok(st, x)])
    return None


def _fresh(bot: object) -> None:
    """Forget the last search of a searching bot and of its sub-searches, so a decision taken without one
    (a prior kept, a single candidate) records no values."""
    for b in [bot, *getattr(bot, "per_immortal", {}).values(), getattr(bot, "late", None)]:
        if b is not None and hasattr(b, "last"):
            b.last = {}


def option_values(opts: list[str], means: dict[str, float] | None) -> list[float | None] | None:
    """Each pick option's value as the search measured it (a pick's better answer where picks were measured
    with their answers; copies of one card kind share the searched copy's value), None where it measured no
    candidate of that kind; None if it did not search."""
    if not means:
        return None
    by_kind: dict[str, float] = {}
    for cand, v in means.items():
        key = cand.partition(JOINT)[0][5:]
        if key in M.KIND_OF:
            k = M.KIND_OF[key]
            by_kind[k] = max(v, by_kind.get(k, -math.inf))
    vals = [by_kind.get(M.KIND_OF[o[5:]]) for o in opts]
    return vals if sum(v is not None for v in vals) >= 2 else None


def play_row(st: GameState, s: int, answer: str, g: int) -> dict:
    """The row of seat `s`'s answer to its play question in `st`: options play then transform, the features of
    playing (`playmodel.FEATURES`; transforming is the zero vector), the card and the slot's coins."""
    p = st.players[s]
    r = st.round - 1
    slot = len(p.slots) - 1
    return {"kind": "play", "g": g, "round": st.round, "imm": p.immortals[0], "opts": ["play", "transform"],
            "card": st.db.civ[p.slots[-1][0]].key, "coins": M.SLOT_COINS[r][min(slot, len(M.SLOT_COINS[r]) - 1)],
            "x": [PlM.features(st, s), [0.0] * len(PlM.FEATURES)], "y": 0 if answer == "play" else 1, "v": None}


def kingdom_row(st: GameState, s: int, answer: str, g: int, opts: list[str]) -> dict | None:
    """The row of seat `s`'s Kingdom choice `answer` among `opts` (the options open to it) in `st`: each option's
    `kingdommodel.FEATURES` and card kind; None where it had one option only or chose one not among them."""
    if len(opts) < 2 or answer not in opts:
        return None
    xs, kinds = KM.features(st, s, opts)
    return {"kind": "kingdom", "g": g, "round": st.round, "imm": st.players[s].immortals[0], "opts": opts,
            "kinds": kinds, "x": xs, "y": opts.index(answer), "v": None}


def hand_play_prob(row: dict) -> float:
    """The chance that the playouts' hand-set rule (`rollout.policy`) plays the card of a play row."""
    x = row["x"][0]
    worth, spare = x[PlM.FEATURES.index("worth")], x[PlM.FEATURES.index("spare")]
    if spare:
        return 1.0
    cw = (0.55 if row["round"] == 1 else 0.45) * (2.0 if row["imm"] == "abhilasha" else 1.0)
    return min(1.0, max(0.0, 1.0 - (cw * row["coins"] + 1.2 - worth)))   # worth + U(0, 1) beats the threshold


def collect(a: argparse.Namespace) -> int:
    if a.games_file is not None:
        games = read_games(a.games_file)
        fn, jobs = _replayed, [(r["game"], r["players"], r["seed"], r["level"], r["actions"]) for r in games]
        what = f"{len(jobs)} recorded games of {a.games_file}"
    else:
        fn, jobs = _game, [(g, a.seed, a.level) for g in range(a.games)]
        what = f"{a.games} games of {a.level}"
    n = 0
    with open(a.out, "w", encoding="utf-8") as f:
        if a.workers > 1:
            with get_context("spawn").Pool(a.workers) as pool:
                for rows in pool.imap_unordered(fn, jobs):
                    n += _write(f, rows)
        else:
            for job in jobs:
                n += _write(f, fn(job))
    print(f"{n} picks, play answers and Kingdom choices from {what} written to {a.out}")
    return 0


def _write(f, rows: list[dict]) -> int:
    for r in rows:
        f.write(json.dumps(r) + "\n")
    f.flush()
    return len(rows)


def _probs(w: list[float], xs: list[list[float]]) -> list[float]:
    zs = [sum(a * b for a, b in zip(w, x)) for x in xs]
    top = max(zs)
    es = [math.exp(z - top) for z in zs]
    t = sum(es)
    return [e / t for e in es]


def targets(row: dict, tau: float | None) -> list[float]:
    """What the fit reads as the bot's choice: its pick (one-hot), or with `tau` and the search's values of the
    options a softmax of those values over `tau` (expert iteration's soft targets; options it did not value 0)."""
    vals = row.get("v")
    if tau is None or not vals:
        return [1.0 if o == row["y"] else 0.0 for o in range(len(row["x"]))]
    top = max(v for v in vals if v is not None)
    es = [0.0 if v is None else math.exp((v - top) / tau) for v in vals]
    total = sum(es)
    return [e / total for e in es]


def fit_round(rows: list[dict], ridge: float, iters: int = 30, start: list[float] | None = None) -> list[float]:
    """Newton's method on the penalised conditional log-likelihood of the targets (`rows` of one round, each with
    its targets "t"), from `start` (else the kind-only pick fit: weights 1 on the seat's own kind strength)."""
    rows = [r if "t" in r else {**r, "t": targets(r, None)} for r in rows]
    k = len(rows[0]["x"][0])
    w = [0.0] * k
    if start is None:
        w[0] = w[1] = 1.0   # the kind-only fit as the start
    else:
        w[:len(start)] = start
    nzs = [[[(i, v) for i, v in enumerate(x) if v] for x in r["x"]] for r in rows]   # the features that are not 0
    for _ in range(iters):
        grad = [-ridge * x for x in w]
        hess = [[(ridge if i == j else 0.0) for j in range(k)] for i in range(k)]
        for r, nz in zip(rows, nzs):
            p = _probs(w, r["x"])
            mean = [0.0] * k
            for po, z in zip(p, nz):
                for i, v in z:
                    mean[i] += po * v
            held = [(i, m) for i, m in enumerate(mean) if m]
            for t, z in zip(r["t"], nz):   # the gradient: sum of t (x - mean)
                if t:
                    for i, v in z:
                        grad[i] += t * v
                    for i, m in held:
                        grad[i] -= t * m
            for po, z in zip(p, nz):       # the Hessian: sum of p x x' less mean mean' (the p sum to 1)
                for i, vi in z:
                    hi, a = hess[i], po * vi
                    for j, vj in z:
                        hi[j] += a * vj
            for i, mi in held:
                hi = hess[i]
                for j, mj in held:
                    hi[j] -= mi * mj
        step = solve(hess, grad)
        base, t = _objective(w, rows, ridge), 1.0
        while t > 1e-4:   # damped: halve the step until the penalised likelihood does not fall
            trial = [a + t * b for a, b in zip(w, step)]
            if _objective(trial, rows, ridge) >= base:
                break
            t /= 2
        else:
            break
        w = trial
        if max(abs(t * x) for x in step) < 1e-6:
            break
    return w


def _objective(w: list[float], rows: list[dict], ridge: float) -> float:
    """The penalised conditional log-likelihood of the targets."""
    ll = sum(t * math.log(max(p, 1e-300)) for r in rows for t, p in zip(r["t"], _probs(w, r["x"])) if t)
    return ll - ridge / 2 * sum(x * x for x in w)


def _score(w: list[float], rows: list[dict]) -> tuple[float, float, float, float]:
    """(share of rows whose likeliest option is the pick, mean log-likelihood of the pick; share whose likeliest
    option is the one the search valued best, mean cross-entropy of the targets, over rows with values)."""
    return _score_probs([_probs(w, r["x"]) for r in rows], rows)


def _score_probs(probs: list[list[float]], rows: list[dict]) -> tuple[float, float, float, float]:
    """`_score` of given option probabilities, one list per row."""
    hit = ll = best = ce = 0.0
    valued = 0
    for r, p in zip(rows, probs):
        hit += p[r["y"]] >= max(p) - 1e-12
        ll += math.log(max(p[r["y"]], 1e-12))
        if r.get("v"):
            valued += 1
            top = max(v for v in r["v"] if v is not None)
            best += max(q for q, v in zip(p, r["v"]) if v == top) >= max(p) - 1e-12
            ce += sum(t * math.log(max(q, 1e-12)) for t, q in zip(r["t"], p) if t)
    n = max(1, len(rows))
    return hit / n, ll / n, best / max(1, valued), ce / max(1, valued)


def target_ll(w: list[float], rows: list[dict]) -> float:
    """The mean log-likelihood of the rows' targets ("t") under weights `w`."""
    total = sum(t * math.log(max(q, 1e-12)) for r in rows for t, q in zip(r["t"], _probs(w, r["x"])) if t)
    return total / max(1, len(rows))


def end_chance(w: list[float], rows: list[dict]) -> float:
    """The mean chance under weights `w` of ending the turn, at the Kingdom rows where the bot ended it."""
    ends = [_probs(w, r["x"])[r["y"]] for r in rows if r["opts"][r["y"]] == "end"]
    return sum(ends) / max(1, len(ends))


KINDS = sorted(set(M.KIND_OF.values()))


def turn_targets(rows: list[dict]) -> list[dict]:
    """Kingdom rows with targets that read the whole turn, not its order: each row's options that the seat
    activates at that row or later in the same turn and that are open at that row (a seat's turn: its rows of one
    game and round, in order), alike; ending the turn where it ended there. Other rows are returned as they are."""
    chosen: dict[tuple, list[str]] = {}
    for r in rows:
        if r.get("kind") == "kingdom":
            chosen.setdefault((r["g"], r["round"], r["imm"]), []).append(r["opts"][r["y"]])
    seen: dict[tuple, int] = {}
    out = []
    for r in rows:
        if r.get("kind") != "kingdom":
            out.append(r)
            continue
        key = (r["g"], r["round"], r["imm"])
        i = seen[key] = seen.get(key, -1) + 1
        later = set(chosen[key][i:]) - {"end"}
        hits = sum(a in later for a in r["opts"])   # the row's choice among them, unless it ended the turn
        if r["opts"][r["y"]] == "end" or not hits:
            t = [1.0 if o == r["y"] else 0.0 for o in range(len(r["opts"]))]
        else:
            t = [1.0 / hits if a in later else 0.0 for a in r["opts"]]
        out.append({**r, "t": t})
    return out


def with_kinds(row: dict) -> dict:
    """The row with one indicator per card kind after its features, on while the seat may still play (as
    `PickModel`'s kind offsets are read); a play row's on its play option (as `PlayModel`'s are); a Kingdom row's on
    every option but ending the turn (as `KingdomModel`'s are)."""
    if row.get("kind") == "kingdom":
        xs = []
        for x, kind in zip(row["x"], row["kinds"]):
            hot = [0.0] * len(KINDS)
            if kind:
                hot[KINDS.index(kind)] = 1.0
            xs.append(x + hot)
        return {**row, "x": xs}
    if row.get("kind") == "play":
        hot = [0.0] * len(KINDS)
        hot[KINDS.index(M.KIND_OF[row["card"]])] = 1.0
        return {**row, "x": [row["x"][0] + hot, row["x"][1] + [0.0] * len(KINDS)]}
    can = any(x[0] or x[2] or x[5] for x in row["x"])
    xs = []
    for a, x in zip(row["opts"], row["x"]):
        hot = [0.0] * len(KINDS)
        if can:
            hot[KINDS.index(M.KIND_OF[a[5:]])] = 1.0
        xs.append(x + hot)
    return {**row, "x": xs}


def fit(a: argparse.Namespace) -> int:
    if a.tau is not None and not a.tau > 0:
        raise SystemExit(f"--tau must be above 0, not {a.tau}")
    rows = [json.loads(line) for line in open(a.file, encoding="utf-8") if line.strip()]
    rows = [r for r in rows if r.get("kind", "pick") == a.kind]
    if not rows:
        raise SystemExit(f"{a.file}: no {a.kind} rows")
    names = {"pick": PM.FEATURES, "play": PlM.FEATURES, "kingdom": KM.FEATURES}[a.kind]
    if a.kinds:
        rows = [with_kinds(r) for r in rows]
    rows = [{**r, "t": targets(r, a.tau)} for r in rows]
    if a.turn:
        rows = turn_targets(rows)
    valued = sum(bool(r.get("v")) for r in rows)
    print(f"{len(rows)} {a.kind} rows, {valued} with the search's values; targets: "
          + (f"softmax of the values over tau {a.tau}" if a.tau is not None else "the bot's choices")
          + (", the Kingdom's as the rest of each turn" if a.turn else ""))
    k = len(rows[0]["x"][0])
    # the pick fit starts from the kind-only fit, the Kingdom fit from the shipped class fit, the play fit from 0
    start = None if a.kind == "pick" else [1.0 if a.kind == "kingdom" and i == 0 else 0.0 for i in range(k)]
    out, offsets = [], []
    for rnd in (1, 2):
        mine = [r for r in rows if r["round"] == rnd]
        train = [r for r in mine if r["g"] % 5 != 0]
        held = [r for r in mine if r["g"] % 5 == 0]
        w = fit_round(train, a.ridge, start=start)
        if a.kind == "pick":   # against the shipped kind-only fit
            top_k, ll_k, best_k, ce_k = _score([1.0, 1.0] + [0.0] * (k - 2), held)
        elif a.kind == "kingdom":   # against the shipped Luce fit over option classes
            top_k, ll_k, best_k, ce_k = _score([1.0] + [0.0] * (k - 1), held)
        else:                  # against the hand-set rule
            top_k, ll_k, best_k, ce_k = _score_probs([[q, 1 - q] for q in map(hand_play_prob, held)], held)
        top_w, ll_w, best_w, ce_w = _score(w, held)
        print(f"round {rnd}: {len(train)} fitted, {len(held)} held out; likeliest = the bot's choice {top_k:.1%} -> "
              f"{top_w:.1%}, log-likelihood {ll_k:.3f} -> {ll_w:.3f}"
              + (f"; likeliest = the search's best {best_k:.1%} -> {best_w:.1%}, targets' log-likelihood "
                 f"{ce_k:.3f} -> {ce_w:.3f}" if valued else ""))
        if a.turn:
            base = [1.0] + [0.0] * (k - 1)
            print(f"  the turns' targets, held out: log-likelihood {target_ll(base, held):.3f} -> "
                  f"{target_ll(w, held):.3f}; chance of ending where the bot ended {end_chance(base, held):.2f} -> "
                  f"{end_chance(w, held):.2f}")
        if a.kind == "play":
            share = sum(r["y"] == 0 for r in held) / max(1, len(held))
            print(f"  the bot played {share:.1%} of the held-out cards; the hand-set rule would play "
                  f"{sum(map(hand_play_prob, held)) / max(1, len(held)):.1%}")
        w = fit_round(mine, a.ridge, start=start)
        dense = w[:len(names)]
        print("  weights on every game: " + ", ".join(f"{n} {x:+.3f}" for n, x in zip(names, dense)))
        out.append(dense)
        offsets.append({kind: round(x, 6) for kind, x in zip(KINDS, w[len(names):]) if x})
        if offsets[-1]:
            big = sorted(offsets[-1].items(), key=lambda kv: -abs(kv[1]))[:8]
            print("  largest kind offsets: " + ", ".join(f"{kind} {x:+.2f}" for kind, x in big))
    if a.out is not None:
        data = {f"{a.kind}_model": out, "features": list(names), "rows": len(rows), "ridge": a.ridge,
                "tau": a.tau, "turn": a.turn}
        if a.kinds:
            data["kind_offsets"] = offsets
        Path(a.out).write_text(json.dumps(data))
        print(f"written to {a.out}")
    return 0


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=100)
    c.add_argument("--seed", type=int, default=9100)
    c.add_argument("--workers", type=int, default=2)
    c.add_argument("--level", default="hard")
    c.add_argument("--out", type=Path, required=True)
    c.add_argument("--games-file", type=Path, default=None,
                   help="replay the games recorded by bench/selfplay.py (a .jsonl or .jsonl.gz file) instead of "
                        "playing; --games, --seed and --level are then read from the file, and no row has values")
    f = sub.add_parser("fit")
    f.add_argument("file", type=Path)
    f.add_argument("--ridge", type=float, default=1.0)
    f.add_argument("--out", type=Path, default=None)
    f.add_argument("--kind", choices=("pick", "play", "kingdom"), default="pick",
                   help="fit the picks (pickmodel.py), the play-or-transform answers (playmodel.py) or the Kingdom "
                        "choices (kingdommodel.py)")
    f.add_argument("--kinds", action="store_true", help="an offset per card kind and round as well")
    f.add_argument("--turn", action="store_true",
                   help="Kingdom: fit the activations of the rest of each turn, not their order (`turn_targets`)")
    f.add_argument("--tau", type=float, default=None,
                   help="fit a softmax of the search's values over tau instead of the bot's picks")
    a = p.parse_args(argv)
    return collect(a) if a.cmd == "collect" else fit(a)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
