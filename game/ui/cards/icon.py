"""The window icon, drawn by our code: a gold 8 of two rings in a laurel on the deep blue of the card backs.

`python -m game.ui.cards.icon FILE.png [SIZE]` writes it (assets/icon.png is made this way; a test keeps them equal)."""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

from PIL import Image, ImageDraw

from game.resources import resource

BLUE, DEEP, GOLD, LIGHT = (36, 46, 90), (20, 26, 56), (226, 186, 92), (255, 232, 160)
ICON_PATH = resource("assets/icon.png")


def draw_icon(size: int = 64) -> Image.Image:
    """The icon as an RGBA image of size x size (drawn 4x larger, then reduced for smooth edges)."""
    s = size * 4
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((s * 0.02, s * 0.02, s * 0.98, s * 0.98), s * 0.2, fill=BLUE, outline=GOLD,
                        width=max(1, s // 28))
    d.ellipse((s * 0.12, s * 0.12, s * 0.88, s * 0.88), fill=DEEP)
    for side in (-1, 1):   # laurel: leaves along two arcs
        for i in range(7):
            a = math.radians(100 + i * 22) if side < 0 else math.radians(80 - i * 22)
            cx, cy = s / 2 + s * 0.36 * math.cos(a), s / 2 + s * 0.36 * math.sin(a)
            tx, ty = -math.sin(a), math.cos(a)   # along the arc
            nx, ny = math.cos(a), math.sin(a)    # across it
            L, W = s * 0.05, s * 0.028
            d.polygon([(cx - tx * L, cy - ty * L), (cx + nx * W, cy + ny * W), (cx + tx * L, cy + ty * L),
                       (cx - nx * W, cy - ny * W)], fill=GOLD)
    lw = max(2, int(s * 0.075))
    for cy, r in ((0.36, 0.13), (0.62, 0.155)):   # the 8: two rings
        d.ellipse((s * (0.5 - r), s * (cy - r), s * (0.5 + r), s * (cy + r)), outline=GOLD, width=lw)
    d.arc((s * 0.39, s * 0.25, s * 0.61, s * 0.47), 200, 260, fill=LIGHT, width=max(1, lw // 3))   # light, upper left
    return img.reduce(4)


def icon_surface(size: int = 64):
    """The icon as a pygame Surface, for pygame.display.set_icon (call before set_mode)."""
    import pygame
    img = draw_icon(size)
    return pygame.image.frombytes(img.tobytes(), img.size, "RGBA")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not 1 <= len(args) <= 2 or (len(args) == 2 and not args[1].isdigit()):
        print("usage: python -m game.ui.cards.icon FILE.png [SIZE]", file=sys.stderr)
        return 2
    out = Path(args[0])
    size = int(args[1]) if len(args) == 2 else 256
    tmp = out.with_name(out.name + f".{os.getpid()}.tmp")
    try:
        draw_icon(size).save(tmp, format="PNG")
        os.replace(tmp, out)
    except OSError as e:
        print(f"error: cannot write {out}: {e.strerror}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
