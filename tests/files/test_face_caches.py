"""Resizing the window must not grow the card-face and icon caches without bound."""

import pygame
import pytest

from game.ui.widgets import faces as F
from game.ui.widgets import gfx


@pytest.fixture
def window():
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720))
    gfx.reset_caches()
    yield screen
    pygame.quit()


def _draw_at(faces: F.Faces, h: int) -> None:
    for name in ("civ:1", "civ:25", "civ:W1", "immortal:justice"):
        faces.get(name, h * 0.7, h)
        gfx.icon("coins", h // 6)
        gfx.text(name, h // 8)


def test_resizes_keep_only_the_current_size(window, tmp_path):
    faces = F.Faces("en", F.art.FaceCache(tmp_path))
    for h in range(60, 300, 8):            # thirty window sizes, each drawing cards at a new height
        faces.mark()
        _draw_at(faces, h)
        faces.sweep()
    assert {rh for _, rh in faces._base} == {faces._render_h(296)}
    assert {key[0] for key in gfx._icon_cache} == {"coins"} and len(gfx._icon_cache) == 1
    assert len(faces._sized) == 4 and len(gfx._text_cache) == 4


def test_face_memory_has_a_byte_bound_without_resizes(window, tmp_path, monkeypatch):
    monkeypatch.setattr(F, "BASE_BYTES", 4 * 1024 * 1024)
    faces = F.Faces("en", F.art.FaceCache(tmp_path))
    for h in range(60, 300, 8):
        _draw_at(faces, h)
    assert 0 < faces._base.bytes <= 4 * 1024 * 1024
    assert faces._base.bytes == sum(s.get_width() * s.get_height() * 4 for s in faces._base.values())


def test_a_new_face_shows_at_once_and_its_png_is_written_in_the_background(window, tmp_path):
    faces = F.Faces("en", F.art.FaceCache(tmp_path))
    faces.hold = True                       # the first frame: background work waits
    shown = faces.base("civ:25", 200)
    png = faces.cache.file("civ:25", "en", faces._render_h(200))
    assert shown.get_height() == faces._render_h(200) and not png.exists()
    faces.hold = False
    faces.wait()
    assert png.exists()
    again = F.Faces("en", F.art.FaceCache(tmp_path)).base("civ:25", 200)   # the next launch reads the PNG
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(shown, "RGBA")
