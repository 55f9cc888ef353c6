"""Screenshots of every screen, to look at: the menus, How to play, a scripted game (every phase, its panels and
choices, the pause menu, the end screen) at each size, language and player count, saved as PNG files.

They are the frames the layout check records (game/ui/text/layoutcheck.py): the first frame of each screen. The
figures printed for each run are that check's counts (text overflowing or clipped, overlaps, texts cut).

The data folder is a throwaway one (XDG_DATA_HOME, XDG_CONFIG_HOME) holding --kept finished bot games, so Replays
and Statistics have rows to show; the player's own folders are not touched.

Usage: python bench/screens.py --out DIR [--sizes 1280x720,1920x1080] [--langs en,fr] [--players 3,6]
       [--hotseat] [--seed 7] [--kept 3]
Writes DIR/<W>x<H>_<lang>_<N>p[_hotseat]/NN_<screen>.png.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def keep_games(n: int, seed: int) -> None:
    """n finished games (a human name and bots, 3 to 5 players) kept and counted, as the end of a game does."""
    from game import records
    from game.match import Match

    for i in range(n):
        players = 3 + i % 3
        seats = ["bot:normal"] * players
        names = ["Anne"] + [f"Bot {k + 2}" for k in range(players - 1)]
        m = Match(seats, names, seed + i, autosave=False)
        while not m.over:
            m.run_bot_sync()
        m.seats[0] = "human"   # Anne's games: kept as a person's, counted in her statistics
        records.record_finished(m)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="folder for the screenshots")
    ap.add_argument("--sizes", default="1280x720,1920x1080")
    ap.add_argument("--langs", default="en,fr")
    ap.add_argument("--players", default="3,6")
    ap.add_argument("--hotseat", action="store_true", help="two human seats: the curtain and the public view")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--no-hover", action="store_true", help="skip hovering every card (faster)")
    ap.add_argument("--kept", type=int, default=3, help="finished games in the throwaway data folder")
    args = ap.parse_args()

    scratch = tempfile.mkdtemp(prefix="i8-screens-")
    os.environ["XDG_DATA_HOME"] = os.path.join(scratch, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(scratch, "config")
    keep_games(args.kept, args.seed)

    from game.ui.text.layoutcheck import check_screens

    for size in (_size(s) for s in args.sizes.split(",")):
        for lang in args.langs.split(","):
            for players in (int(p) for p in args.players.split(",")):
                name = f"{size[0]}x{size[1]}_{lang}_{players}p" + ("_hotseat" if args.hotseat else "")
                folder = os.path.join(args.out, name)
                t0 = time.perf_counter()
                report = check_screens(size, lang, players=players, seed=args.seed, hover=not args.no_hover,
                                       shots=folder, hotseat=args.hotseat)
                shots = len([f for f in os.listdir(folder) if f.endswith(".png")]) if os.path.isdir(folder) else 0
                print(json.dumps({"run": name, "screenshots": shots, **report.summary(),
                                  "seconds": round(time.perf_counter() - t0, 1)}))
                for kind in ("overflows", "overlaps"):
                    for screen, text in sorted(getattr(report, kind)):
                        print(f"  {kind[:-1]}: {screen}: {text}")


if __name__ == "__main__":
    main()
