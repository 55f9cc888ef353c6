"""Hard's draft picks distilled into Normal's pick scores: how much of the search's choice a re-weighting of
Normal's card values captures, and what the re-weighted pick is worth, alone (Normal+) or as Hard's prior.

    python bench/distill_picks.py collect --games 300 --seed 7000 --workers 2 --out picks.jsonl
    python bench/distill_picks.py fit picks.jsonl --ridge 5 --out prior.json
    python main.py tournament --games 400 --seats normalplus:prior.json,normal,normal,normal --seed 11 --workers 2
    python bench/pilot.py --level hardprior:prior.json --games 200 --seed 15 --workers 2 --against base.jsonl

`collect` plays Normal self-play games (game g dealt as `new_game(4, seed + g)`, its seats' bots seeded 300 + 4g +
seat) and, at every pick among two or more cards, asks `--level` (Hard by default, seeded 900 + 4g + seat) on the
same view; the game goes on with Normal's pick. Each such pick is one JSON line: round, the seat's Immortal, every
option's card kind and its two parts in Normal's pick (`HeuristicBot.pick_parts`: worth to the seat, worth to the
next seat), Normal's pick and the asked level's.
`fit` fits a conditional logit of the asked level's pick over those options (per round: both parts, whether the
option is the seat's best by its own worth, whether that worth is at its floor, and one offset per card kind, the
offsets shrunk towards 0 by `--ridge`), on four fifths of the games; it prints how often its likeliest option is
the asked level's pick on the held-out fifth, against how often Normal's pick is, then refits on every game and
writes the weights (JSON).
Two tournament levels read such a file: `normalplus:FILE` is Normal picking the likeliest option by those weights
(everything else Normal's), `hardprior:FILE` is Hard whose Normal prior picks so (its candidates and the choice it
keeps unless another beats it).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import defaultdict
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import model as M  # noqa: E402
from game.bots.heuristic import DENY_W, HeuristicBot  # noqa: E402
from game.bots.search import SearchBot  # noqa: E402
from game.bots.tournament import seat_bot  # noqa: E402
from game.rules import apply_inplace, legal_actions, new_game, view_for  # noqa: E402

Row = dict   # one collected pick: {"g", "seat", "round", "imm", "opts": [[action, kind, own, deny]], "normal", "asked"}
Weights = dict[str, float]
NORMAL: Weights = {"own1": 1.0, "own2": 1.0, "deny1": DENY_W, "deny2": DENY_W}
"""Normal's own pick as weights of this model: its likeliest option is Normal's pick."""


def _game(args: tuple[int, int, str]) -> list[Row]:
    """The picks of one Normal self-play game, each with the asked level's answer on the same view."""
    g, seed, level = args
    st = new_game(4, seed + g)
    normal = [HeuristicBot("normal", 300 + 4 * g + i) for i in range(4)]
    asked = [seat_bot(level, 900 + 4 * g + i) for i in range(4)]
    rows = []
    while not st.over:
        s = st.to_act
        view, legal = view_for(st, s), legal_actions(st)
        a = normal[s].choose(view, legal)
        opts = [x for x in legal if x != "reveal"]
        if st.pending is not None and st.pending.kind == "pick" and len(opts) >= 2:
            m = M.Model(view)
            parts = normal[s].pick_parts(m, opts)
            rows.append({"g": g, "seat": s, "round": st.round, "imm": normal[s]._imm_for_planning(m),
                         "opts": [[x, M.KIND_OF[x[5:]], own, deny] for x, own, deny in parts],
                         "normal": a, "asked": asked[s].choose(view, legal)})
        apply_inplace(st, a)
    return rows


def collect(games: int, seed: int, level: str, workers: int, out: Path) -> int:
    """Play the games and append their picks to `out` (one JSON line each); the number of picks written."""
    jobs = [(g, seed, level) for g in range(games)]
    n = 0
    with out.open("a", encoding="utf-8") as f:
        pool = get_context("fork").Pool(workers) if workers > 1 else None
        try:
            for rows in (pool.imap(_game, jobs) if pool is not None else map(_game, jobs)):
                f.write("".join(json.dumps(r) + "\n" for r in rows))   # as each game ends, in game order
                f.flush()
                n += len(rows)
        finally:
            if pool is not None:
                pool.close()
    return n


def features(round_: int, opt: list, opts: list[list]) -> dict[str, float]:
    """The model's inputs for one option of a pick (see the module's text)."""
    _, kind, own, deny = opt
    best = max(o[2] for o in opts)
    return {f"own{round_}": own, f"deny{round_}": deny, f"best{round_}": 1.0 if own == best else 0.0,
            f"floor{round_}": 1.0 if own <= -1.0 else 0.0, f"kind{round_}|{kind}": 1.0}


def utility(w: Weights, round_: int, opt: list, opts: list[list]) -> float:
    return sum(w.get(k, 0.0) * x for k, x in features(round_, opt, opts).items())


def _softmax(us: list[float]) -> list[float]:
    """The choice probabilities of utilities `us` (conditional logit)."""
    top = max(us)
    es = [math.exp(u - top) for u in us]
    z = sum(es)
    return [e / z for e in es]


def fit(rows: list[Row], ridge: float = 5.0, iters: int = 300, rate: float = 0.1) -> Weights:
    """Maximum penalized likelihood of the asked level's picks (Adam ascent; the kind offsets shrunk by `ridge`)."""
    data = []
    for r in rows:
        feats = [features(r["round"], o, r["opts"]) for o in r["opts"]]
        data.append((feats, [o[0] for o in r["opts"]].index(r["asked"])))
    w: defaultdict[str, float] = defaultdict(float)
    m1: defaultdict[str, float] = defaultdict(float)
    m2: defaultdict[str, float] = defaultdict(float)
    n = max(1, len(data))
    for t in range(1, iters + 1):
        grad: defaultdict[str, float] = defaultdict(float)
        for feats, y in data:
            probs = _softmax([sum(w[k] * x for k, x in f.items()) for f in feats])
            for i, f in enumerate(feats):
                g = (i == y) - probs[i]
                for k, x in f.items():
                    grad[k] += g * x
        for k in sorted(set(grad) | set(w)):
            g = grad[k] / n - (ridge if "|" in k else 0.01) * w[k] / n
            m1[k] = 0.9 * m1[k] + 0.1 * g
            m2[k] = 0.999 * m2[k] + 0.001 * g * g
            w[k] += rate * (m1[k] / (1 - 0.9 ** t)) / (math.sqrt(m2[k] / (1 - 0.999 ** t)) + 1e-8)
    return dict(sorted(w.items()))


def agreement(w: Weights, rows: list[Row]) -> tuple[float, float]:
    """(share of picks where the weights' likeliest option is the asked level's, mean log-likelihood of it)."""
    hits, ll = 0, 0.0
    for r in rows:
        us = [utility(w, r["round"], o, r["opts"]) for o in r["opts"]]
        y = [o[0] for o in r["opts"]].index(r["asked"])
        hits += max(range(len(us)), key=us.__getitem__) == y
        ll += math.log(_softmax(us)[y])
    return hits / max(1, len(rows)), ll / max(1, len(rows))


class NormalPlus(HeuristicBot):
    """Normal whose picks are the likeliest option by fitted weights (everything else Normal's)."""

    def __init__(self, seed: int, weights: Weights, **knobs: float) -> None:
        super().__init__("normal", seed, **knobs)  # type: ignore[arg-type]
        self.weights = weights

    def _pick(self, m: M.Model, opts: list[str], rng: random.Random) -> str:
        opts_ = [[a, M.KIND_OF[a[5:]], own, deny] for a, own, deny in self.pick_parts(m, opts)]
        return max(opts_, key=lambda o: utility(self.weights, m.round, o, opts_))[0]


_LOADED: dict[str, Weights] = {}


def _weights(path: str | None) -> Weights:
    if not path:
        raise ValueError("give the weights file: normalplus:FILE or hardprior:FILE")
    if path not in _LOADED:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ValueError(f"cannot read pick weights {path}: {exc}") from None
        if not isinstance(data, dict) or not all(isinstance(v, (int, float)) for v in data.values()):
            raise ValueError(f"{path} is not a pick weights file (a JSON object of numbers)")
        _LOADED[path] = {str(k): float(v) for k, v in data.items()}
    return _LOADED[path]


def make_normalplus(seed: int, arg: str | None) -> NormalPlus:
    """The tournament level `normalplus:FILE`."""
    return NormalPlus(seed, _weights(arg))


def _with_prior(bot: SearchBot, weights: Weights) -> None:
    """Give a Hard bot, and the bots it hands its decisions to, a Normal+ prior with the same planning knobs."""
    old = bot.normal
    bot.normal = NormalPlus(old.seed, weights, time_cap=old.time_cap, samples=old.samples, beam=old.beam,
                            max_nodes=old.max_nodes)
    for sub in [*bot.per_immortal.values(), *([bot.late] if bot.late is not None else [])]:
        _with_prior(sub, weights)


def make_hardprior(seed: int, arg: str | None) -> SearchBot:
    """The tournament level `hardprior:FILE`: today's Hard with a Normal+ prior."""
    bot = SearchBot(seed)
    _with_prior(bot, _weights(arg))
    return bot


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=300)
    c.add_argument("--seed", type=int, default=7000)
    c.add_argument("--level", default="hard", help="the level asked at every pick (any tournament level)")
    c.add_argument("--workers", type=int, default=1)
    c.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit")
    f.add_argument("picks", type=Path)
    f.add_argument("--ridge", type=float, default=5.0)
    f.add_argument("--iters", type=int, default=300)
    f.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    if args.cmd == "collect":
        print(f"{collect(args.games, args.seed, args.level, args.workers, args.out)} picks written to {args.out}")
        return 0
    rows = [json.loads(line) for line in args.picks.read_text(encoding="utf-8").splitlines() if line.strip()]
    held = [r for r in rows if r["g"] % 5 == 0]
    train = [r for r in rows if r["g"] % 5]
    w = fit(train, args.ridge, args.iters)
    hit, ll = agreement(w, held)
    base, base_ll = agreement(NORMAL, held)
    print(f"{len(rows)} picks ({len(train)} fitted, {len(held)} held out): the asked level's pick is the likeliest "
          f"option {hit:.1%} of the held-out picks (log-likelihood {ll:.3f}); Normal's pick is it {base:.1%}")
    print("  " + "  ".join(f"{k} {v:+.3f}" for k, v in w.items() if "|" not in k))
    kinds = sorted((v, k) for k, v in w.items() if "|" in k)
    print("  lowest kinds: " + ", ".join(f"{k} {v:+.2f}" for v, k in kinds[:8]))
    print("  highest kinds: " + ", ".join(f"{k} {v:+.2f}" for v, k in kinds[-8:]))
    if args.out:
        args.out.write_text(json.dumps(fit(rows, args.ridge, args.iters), indent=0, sort_keys=True) + "\n",
                            encoding="utf-8")
        print(f"weights (every pick) written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
