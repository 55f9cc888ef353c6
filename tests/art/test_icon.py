"""The window icon is drawn by our code, and assets/icon.png is exactly what the code draws."""

import pygame
from PIL import Image

from game.ui.cards import icon


def test_icon_file_matches_the_drawing_code():
    with Image.open(icon.ICON_PATH) as f:
        stored = f.convert("RGBA")
    assert stored.size == (256, 256)
    assert stored.tobytes() == icon.draw_icon(256).tobytes()


def test_icon_surface_for_pygame():
    surf = icon.icon_surface(32)
    assert surf.get_size() == (32, 32)
    assert surf.get_at((16, 16)).a == 255 and surf.get_at((0, 0)).a < 128   # opaque middle, rounded corner
    pygame.display.init()
    try:
        pygame.display.set_icon(surf)
    finally:
        pygame.display.quit()
