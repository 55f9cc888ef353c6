"""Command-line helpers every command shares: one-line errors with exit status 2, window size and folder checks."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

MAX_SIZE = (7680, 4320)   # the largest window a flag may ask for


class Parser(argparse.ArgumentParser):
    """argparse that reports a bad flag as one line and exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def fail(msg: str) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return 2


def window_size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        size = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if size[0] < 640 or size[1] < 400:
        raise argparse.ArgumentTypeError(f"the window must be at least 640x400, not {size[0]}x{size[1]}")
    if size[0] > MAX_SIZE[0] or size[1] > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(f"the window can be at most {MAX_SIZE[0]}x{MAX_SIZE[1]}, "
                                         f"not {size[0]}x{size[1]}")
    return size


def screenshot_dir(text: str) -> str | None:
    """None if `text` is (or can be made) a writable folder, else the one-line problem."""
    p = Path(text)
    if not text.strip():
        return "--screenshots needs a folder name"
    if p.exists() and not p.is_dir():
        return f"--screenshots {text}: not a folder"
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"--screenshots {text}: cannot create the folder: {exc.strerror or exc}"
    if not os.access(p, os.W_OK | os.X_OK):
        return f"--screenshots {text}: the folder is not writable"
    return None
