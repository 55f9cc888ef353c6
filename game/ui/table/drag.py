"""Drag controller: one held card at a time; every drop zone comes from the legal actions of the view."""

from __future__ import annotations

from dataclasses import dataclass

from pygame import FRect

from game.ui.table.layout import Layout


@dataclass
class Held:
    """A card under the pointer: where it was grabbed and where it came from."""

    key: str
    offset: tuple[float, float]
    start: tuple[int, int]
    origin: FRect
    moved: bool = False


def drop_zones(key: str, view: dict, lay: Layout, legal: list[str],
               click_targets: dict[str, str]) -> list[tuple[FRect, str]]:
    """Where the card `key` may be dropped and the action each drop submits (empty: no legal drop)."""
    if key.startswith("hand:"):
        action = f"pick {key[5:]}"
        if action not in legal:
            return []
        out = []
        zone = lay.zones.get(f"slot{len(view['seats'][view['seat']]['slots'])}")
        if zone is not None:   # only the glowing slot (generously): a drop on another slot is refused with a reason
            out.append((zone.inflate(zone.w * 0.3, zone.h * 0.4), action))
        elif "slots" in lay.zones:
            out.append((lay.zones["slots"], action))
        return out
    target = click_targets.get(key)
    return [(FRect(0, 0, *lay.size), target)] if target else []   # a Kingdom card: drop anywhere to activate


class DragController:
    """Press, move, release: turns a pointer gesture into at most one action string."""

    def __init__(self, threshold: int = 6) -> None:
        self.held: Held | None = None
        self.threshold = threshold

    def cancel(self) -> None:
        """Nothing is held any more (the card goes back where it was drawn)."""
        self.held = None

    def press(self, key: str, pos: tuple[int, int], rect: FRect) -> None:
        self.held = Held(key, (pos[0] - rect.x, pos[1] - rect.y), pos, FRect(rect))

    def motion(self, pos: tuple[int, int]) -> tuple[float, float] | None:
        """The held card's new top-left, or None when nothing is held."""
        h = self.held
        if h is None:
            return None
        if abs(pos[0] - h.start[0]) + abs(pos[1] - h.start[1]) > self.threshold:
            h.moved = True
        return (pos[0] - h.offset[0], pos[1] - h.offset[1])

    def release(self, pos: tuple[int, int], card_center: tuple[float, float],
                zones: list[tuple[FRect, str]]) -> tuple[Held | None, str | None]:
        """Let go: the action of the first zone under the pointer or the card's centre (None: snap back)."""
        h, self.held = self.held, None
        if h is None or not h.moved:
            return h, None
        for rect, action in zones:
            if rect.collidepoint(pos) or rect.collidepoint(card_center):
                return h, action
        return h, None
