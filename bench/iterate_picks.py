"""Expert iteration on picks: fit the playouts' pick policy on a searching bot's own picks.

    python bench/iterate_picks.py collect --games 100 --seed 9100 --workers 2 --out picks.jsonl
    python bench/iterate_picks.py fit picks.jsonl --ridge 1 --out game/bots/pick_iter.json
    python bench/pilot.py --level "expertx:pick_file=pick_iter.json" --opponents hard,hard,hard ...

`collect` plays self-play games of `--level` (Hard by default; game g dealt as `new_game(4, seed + g)`, seat i's bot
seeded 4g + i) and writes one JSON line per pick among two or more cards: round, the seat's Immortal, every option's
features (`pickmodel.FEATURES`, read off the true state: they use only the seat's own holdings and the Immortals'
public fits) and the option the bot picked. `fit` fits a conditional logit of the bot's pick over those features,
one weight vector per round, shrunk towards 0 by `--ridge`, on four fifths of the games; it prints how often its
likeliest option is the bot's pick on the held-out fifth, against the shipped kind-only fit (`rollout.PICK_FIT`),
then refits on every game and writes the weights (a file `SearchBot(pick_file=...)` reads, next to `pickmodel.py`).
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

from game.bots import model as M  # noqa: E402
from game.bots import pickmodel as PM  # noqa: E402
from game.bots.tournament import seat_bot  # noqa: E402
from game.rules import apply_inplace, legal_actions, new_game, view_for  # noqa: E402


def _game(args: tuple[int, int, str]) -> list[dict]:
    """The picks of one self-play game of `level`, each with its options' features and the bot's pick."""
    g, seed, level = args
    st = new_game(4, seed + g)
    bots = [seat_bot(level, 4 * g + i) for i in range(4)]
    rows = []
    while not st.over:
        s = st.to_act
        view, legal = view_for(st, s), legal_actions(st)
        a = bots[s].choose(view, legal)
        opts = [x for x in legal if x != "reveal"]
        if st.pending is not None and st.pending.kind == "pick" and len(opts) >= 2 and a in opts:
            rows.append({"g": g, "round": st.round, "imm": st.players[s].immortals[0],
                         "opts": opts, "x": PM.features(st, s, opts), "y": opts.index(a)})
        apply_inplace(st, a)
    return rows


def collect(a: argparse.Namespace) -> int:
    jobs = [(g, a.seed, a.level) for g in range(a.games)]
    n = 0
    with open(a.out, "w", encoding="utf-8") as f:
        if a.workers > 1:
            with get_context("spawn").Pool(a.workers) as pool:
                for rows in pool.imap_unordered(_game, jobs):
                    n += _write(f, rows)
        else:
            for job in jobs:
                n += _write(f, _game(job))
    print(f"{n} picks from {a.games} games of {a.level} written to {a.out}")
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


def fit_round(rows: list[dict], ridge: float, iters: int = 30) -> list[float]:
    """Newton's method on the penalised conditional log-likelihood of the picks (`rows` of one round)."""
    k = len(rows[0]["x"][0])
    w = [0.0] * k
    w[0] = w[1] = 1.0   # the kind-only fit as the start
    for _ in range(iters):
        grad = [-ridge * x for x in w]
        hess = [[(ridge if i == j else 0.0) for j in range(k)] for i in range(k)]
        for r in rows:
            xs = r["x"]
            p = _probs(w, xs)
            mean = [sum(p[o] * xs[o][i] for o in range(len(xs))) for i in range(k)]
            y = xs[r["y"]]
            for i in range(k):
                grad[i] += y[i] - mean[i]
            for o, x in enumerate(xs):
                d = [x[i] - mean[i] for i in range(k)]
                for i in range(k):
                    for j in range(k):
                        hess[i][j] += p[o] * d[i] * d[j]
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
    """The penalised conditional log-likelihood of the picks."""
    ll = sum(math.log(max(_probs(w, r["x"])[r["y"]], 1e-300)) for r in rows)
    return ll - ridge / 2 * sum(x * x for x in w)


def _score(w: list[float], rows: list[dict]) -> tuple[float, float]:
    """(share of rows whose likeliest option is the pick, mean log-likelihood)."""
    hit = ll = 0.0
    for r in rows:
        p = _probs(w, r["x"])
        hit += p[r["y"]] >= max(p) - 1e-12
        ll += math.log(max(p[r["y"]], 1e-12))
    return hit / max(1, len(rows)), ll / max(1, len(rows))


KINDS = sorted(set(M.KIND_OF.values()))


def with_kinds(row: dict) -> dict:
    """The row with one indicator per card kind after its features, on while the seat may still play (as
    `PickModel`'s kind offsets are read)."""
    can = any(x[0] or x[2] or x[5] for x in row["x"])
    xs = []
    for a, x in zip(row["opts"], row["x"]):
        hot = [0.0] * len(KINDS)
        if can:
            hot[KINDS.index(M.KIND_OF[a[5:]])] = 1.0
        xs.append(x + hot)
    return {**row, "x": xs}


def fit(a: argparse.Namespace) -> int:
    rows = [json.loads(line) for line in open(a.file, encoding="utf-8") if line.strip()]
    if a.kinds:
        rows = [with_kinds(r) for r in rows]
    k = len(rows[0]["x"][0]) if rows else len(PM.FEATURES)
    kind_only = [1.0, 1.0] + [0.0] * (k - 2)
    out, offsets = [], []
    for rnd in (1, 2):
        mine = [r for r in rows if r["round"] == rnd]
        train = [r for r in mine if r["g"] % 5 != 0]
        held = [r for r in mine if r["g"] % 5 == 0]
        w = fit_round(train, a.ridge)
        top_k, ll_k = _score(kind_only, held)
        top_w, ll_w = _score(w, held)
        print(f"round {rnd}: {len(train)} picks fitted, {len(held)} held out; likeliest = pick {top_k:.1%} -> "
              f"{top_w:.1%}, log-likelihood {ll_k:.3f} -> {ll_w:.3f}")
        w = fit_round(mine, a.ridge)
        dense = w[:len(PM.FEATURES)]
        print("  weights on every game: " + ", ".join(f"{n} {x:+.3f}" for n, x in zip(PM.FEATURES, dense)))
        out.append(dense)
        offsets.append({kind: round(x, 6) for kind, x in zip(KINDS, w[len(PM.FEATURES):]) if x})
        if offsets[-1]:
            big = sorted(offsets[-1].items(), key=lambda kv: -abs(kv[1]))[:8]
            print("  largest kind offsets: " + ", ".join(f"{kind} {x:+.2f}" for kind, x in big))
    if a.out is not None:
        data = {"pick_model": out, "features": list(PM.FEATURES), "rows": len(rows), "ridge": a.ridge}
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
    f = sub.add_parser("fit")
    f.add_argument("file", type=Path)
    f.add_argument("--ridge", type=float, default=1.0)
    f.add_argument("--out", type=Path, default=None)
    f.add_argument("--kinds", action="store_true", help="an offset per card kind and round as well")
    a = p.parse_args(argv)
    return collect(a) if a.cmd == "collect" else fit(a)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
