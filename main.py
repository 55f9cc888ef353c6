"""Immortal 8 — start the game, or run a command-line tool (`python main.py --help`)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
