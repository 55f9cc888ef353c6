"""`python main.py tutorial`: the guided first game in a window (game/ui/screens/tutorial.py), or played by script."""

from __future__ import annotations

from game.cliargs import Parser, add_lang, fail, screenshot_dir, terminal_lang, window_size


def cmd_tutorial(argv: list[str]) -> int:
    """`python main.py tutorial [--exit-at-end --screenshots DIR] [--size WxH] [--lang en|fr] [--restart]`."""
    ap = Parser(prog="main.py tutorial", description="Play the guided first game.")
    ap.add_argument("--size", type=window_size, help="window size, e.g. 1280x720")
    add_lang(ap)
    ap.add_argument("--exit-at-end", action="store_true", help="play it through (the player follows the coach)")
    ap.add_argument("--screenshots", help="folder for a PNG at every coach step")
    ap.add_argument("--restart", action="store_true", help="start over instead of resuming a saved tutorial")
    ap.add_argument("--max-seconds", type=float)
    args = ap.parse_args(argv)
    if args.screenshots is not None and (problem := screenshot_dir(args.screenshots)):
        return fail(problem, terminal_lang(args.lang))
    from game.rules.cards import CardDataError, default_db
    from game.ui.cards.artdata import art_problem
    try:   # bad cards.toml or assets/art.toml: one line, exit 2 (no traceback)
        default_db()
    except CardDataError as exc:
        return fail(str(exc))
    if problem := art_problem():
        return fail(problem)
    import pygame

    from game.ui.app import App, UIConfig
    from game.ui.screens.tutorial import resumable
    scripted = args.exit_at_end
    config = UIConfig(size=args.size, exit_at_end=scripted, screenshots=args.screenshots, autosave=not scripted,
                      max_seconds=args.max_seconds, autopilot_think=3600.0 if scripted else 0.35, lang=args.lang)
    app = App(config)
    app.push(app.make("tutorial", resume=not (args.restart or scripted) and resumable()))
    code = app.run()
    pygame.quit()
    return code

