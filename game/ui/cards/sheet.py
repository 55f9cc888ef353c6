"""Contact sheet of every card face: `python -m game.ui.cards.art --sheet FILE.png [--height 136] [--lang en]`.

136 px is a hand card at 1280x720. Prints how long drawing the whole deck took (no disk cache involved)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image

HAND_H_1280 = 136
Render = Callable[[str, str, int], Image.Image]


def deck_names() -> list[str]:
    """Every distinct face name the game draws: each Civilization card, Commerce kind, Immortal, and the backs."""
    from game.rules.cards import default_db
    db = default_db()
    return ([f"civ:{k}" for k in db.by_key] + [f"commerce:{k}" for k in dict.fromkeys(c.kind for c in db.commerce)]
            + [f"immortal:{i.id}" for i in db.immortals] + ["back:civ", "back:commerce"])


def render_deck(render: Render, h: int, lang: str = "en") -> tuple[list[Image.Image], float]:
    """Every face at height h drawn by render (art.render_named), and the seconds it took."""
    t = time.perf_counter()
    faces = [render(n, lang, h) for n in deck_names()]
    return faces, time.perf_counter() - t


def contact_sheet(faces: list[Image.Image], cols: int = 12, gap: int = 6) -> Image.Image:
    """Faces in a grid on a felt-green background."""
    w = max(f.width for f in faces)
    h = max(f.height for f in faces)
    rows = (len(faces) + cols - 1) // cols
    sheet = Image.new("RGBA", (cols * (w + gap) + gap, rows * (h + gap) + gap), (28, 70, 52, 255))
    for i, f in enumerate(faces):
        sheet.alpha_composite(f, (gap + (i % cols) * (w + gap), gap + (i // cols) * (h + gap)))
    return sheet


def main(render: Render, argv: list[str] | None = None) -> int:
    """The command line of `python -m game.ui.cards.art` (art passes its render_named)."""
    ap = argparse.ArgumentParser(prog="python -m game.ui.cards.art", description="Card art tools.")
    ap.add_argument("--sheet", required=True, metavar="FILE.png", help="write a contact sheet of every card face")
    ap.add_argument("--height", type=int, default=HAND_H_1280, help="card height in pixels (default: hand size)")
    ap.add_argument("--lang", choices=("en", "fr"), default="en")
    ap.add_argument("--cols", type=int, default=12)
    a = ap.parse_args(argv)
    if not 40 <= a.height <= 1200 or a.cols < 1:
        print("error: --height must be 40..1200 and --cols at least 1", file=sys.stderr)
        return 2
    out = Path(a.sheet)
    if out.suffix.lower() != ".png":
        print(f"error: {out}: the sheet must be a .png file", file=sys.stderr)
        return 2
    faces, secs = render_deck(render, a.height, a.lang)
    sheet = contact_sheet(faces, a.cols)
    tmp = out.with_name(out.name + f".{os.getpid()}.tmp")
    try:
        sheet.save(tmp, format="PNG")
        os.replace(tmp, out)
    except OSError as e:
        print(f"error: cannot write {out}: {e.strerror}", file=sys.stderr)
        return 2
    print(f"{len(faces)} faces at h={a.height} drawn in {secs:.3f} s -> {out}")
    return 0
