"""The suggestion mark (gfx.marked_card): on a button in a column of buttons its tag goes beside the button, so it
never covers the label of the button above (the hint's tag once hid "1 · Play" when it pointed at Transform)."""

import pygame

from game.ui.widgets import gfx

BLACK = (0, 0, 0)


def _painted(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of rect are not black."""
    return sum(surf.get_at((x, y))[:3] != BLACK
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def _mark(beside: bool) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
    surf = pygame.Surface((400, 200))
    surf.fill(BLACK)
    upper = pygame.Rect(200, 40, 180, 34)    # "1 · Play"
    lower = pygame.Rect(200, 80, 180, 34)    # "2 · Transform", the suggestion
    gfx.marked_card(surf, lower, gfx.GOLD, 4, "Hint", 18, arrow=True, beside=beside)
    return surf, upper, lower


def test_tag_on_top_covers_the_button_above(app):
    surf, upper, _ = _mark(beside=False)
    label_row = pygame.Rect(upper.left + 20, upper.centery - 6, upper.w - 40, 12)
    assert _painted(surf, label_row) > 0   # what the old placement did: the reason for `beside`


def test_tag_beside_leaves_the_button_above_alone(app):
    surf, upper, lower = _mark(beside=True)
    label_row = pygame.Rect(upper.left + 20, upper.centery - 6, upper.w - 40, 12)
    assert _painted(surf, label_row) == 0
    left_of_ring = pygame.Rect(0, lower.top, lower.left - 10, lower.h)
    assert _painted(surf, left_of_ring) > 50   # the tag and its arrow, left of the button


def test_tag_beside_goes_right_without_room_on_the_left(app):
    surf = pygame.Surface((400, 200))
    surf.fill(BLACK)
    lower = pygame.Rect(2, 80, 180, 34)
    gfx.marked_card(surf, lower, gfx.GOLD, 4, "Hint", 18, arrow=True, beside=True)
    right_of_ring = pygame.Rect(lower.right + 10, lower.top, 400 - lower.right - 10, lower.h)
    assert _painted(surf, right_of_ring) > 50
