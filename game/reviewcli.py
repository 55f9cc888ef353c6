"""`python main.py review FILE [--seat N] [--json] [--lang en|fr] [--quality Q]`: the game review of one seat."""

from __future__ import annotations

import json
import sys
import time

from game.cliargs import Parser, file_fail
from game.labels import decimal as _n

TEXT: dict[str, tuple[str, str]] = {
    "title": ("Review of {name} (seat {seat}), quality {q}: {n} decisions in {s} s",
              "Analyse de {name} (siège {seat}), qualité {q} : {n} décisions en {s} s"),
    "head": ("ply  phase     class        VP lost      played -> preferred",
             "coup phase     classe       PV perdus    joué -> préféré"),
    "scale": ("Classes by VP lost: best < {best}, good < {good}, inaccuracy < {inacc}, mistake < {mistake}, "
              "blunder from {mistake}; a loss within its own ± (95%) is at most an inaccuracy.",
              "Classes par PV perdus : meilleur < {best}, bon < {good}, imprécision < {inacc}, erreur < {mistake}, "
              "gaffe dès {mistake} ; une perte dans sa propre marge ± (95 %) est au plus une imprécision."),
    "by_kind": ("VP lost by kind of decision:", "PV perdus par type de décision :"),
    "costliest": ("Costliest moments: {plies}", "Moments les plus coûteux : {plies}"),
    "turning": ("Turning points (ply): {plies}", "Tournants (coup) : {plies}"),
    "none": ("none", "aucun"),
}


def _t(key: str, lang: str, **fmt: object) -> str:
    en, fr = TEXT[key]
    return (fr if lang == "fr" else en).format(**fmt)


def cmd_review(argv: list[str]) -> int:
    """Review one seat of a game file (autosave, kept game or export); exit 2 on a bad file or seat."""
    ap = Parser(prog="main.py review", description="Where a seat's game was won and lost, and why, judged by the "
                "Hard bot's search from what that seat knew at each decision.")
    ap.add_argument("file", help="a game file (autosave, kept game or export)")
    ap.add_argument("--seat", type=int, default=0, help="the seat to review (0-based, default 0)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--lang", choices=("en", "fr"), default="en")
    ap.add_argument("--quality", type=int, default=None, help="paired samples per option (default 192)")
    args = ap.parse_args(argv)
    from game.bots.evaluate import DEFAULT_QUALITY
    quality = DEFAULT_QUALITY if args.quality is None else args.quality
    if not 2 <= quality <= 5000:
        print("error: --quality must be between 2 and 5000", file=sys.stderr)
        return 2
    from game.gamefile import SaveError, read_game
    try:
        record = read_game(args.file)
    except SaveError as exc:
        return file_fail(args.file, exc, args.lang)
    if not 0 <= args.seat < record["players"]:
        print(f"error: --seat {args.seat} does not exist: this game has seats 0 to {record['players'] - 1}",
              file=sys.stderr)
        return 2
    from game.review import as_json, review_record
    t0 = time.perf_counter()
    review = review_record(record, args.seat, quality)
    seconds = time.perf_counter() - t0
    if args.json:
        print(json.dumps(as_json(review, args.lang), ensure_ascii=False))
        return 0
    print(text_report(review, args.lang, seconds))
    return 0


def text_report(review: dict, lang: str, seconds: float) -> str:
    """The review as a readable table in `lang`."""
    from game.review.classes import CLASS_NAMES, KIND_NAMES
    fr = lang == "fr"
    th = review["thresholds"]
    lines = [_t("title", lang, name=review["name"], seat=review["seat"], q=review["quality"],
                n=len(review["decisions"]), s=_n(seconds, lang)),
             _t("scale", lang, best=_n(th["best"], lang), good=_n(th["good"], lang), inacc=_n(th["inaccuracy"], lang),
                mistake=_n(th["mistake"], lang)),
             "", _t("head", lang)]
    for d in review["decisions"]:
        played, best = d["labels"][lang]
        cls = CLASS_NAMES[d["class"]][fr]
        loss = f"{_n(d['vp_loss'], lang)} ± {_n(d['vp_loss_pm'], lang)}"
        move = played if d["played"] == d["best"] else f"{played} -> {best}"
        lines.append(f"{d['ply']:>4} {d['phase']:<9} {cls:<12} {loss:<12} {move}")
        if d["played"] != d["best"]:
            lines.append(f"{'':>27}{d['reasons'][lang]}")
    lines += ["", review["accuracy_text"][lang], _t("by_kind", lang)]
    for k, row in review["summary"]["by_kind"].items():
        if row["count"]:
            lines.append(f"  {KIND_NAMES[k][fr]:<24} {row['count']:>3}  {_n(row['vp_lost'], lang)}")
    none = _t("none", lang)
    lines.append(_t("costliest", lang, plies=", ".join(str(p) for p in review["summary"]["costliest"]) or none))
    lines.append(_t("turning", lang, plies=", ".join(str(p) for p in review["turning_points"]) or none))
    return "\n".join(lines)
