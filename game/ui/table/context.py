"""What a part of the table may use of its scene: the shared context, the scene's flow and the other parts.

`TableScene` (scene.py) is the one implementation; the parts (pointer, anim, banners, painter, panel, tips, hinter,
autopilot) are typed against this protocol so that none of them imports the scene that builds them. A part reads these
attributes and calls these methods; it assigns none of them (another part's state changes through its own methods).
"""

from __future__ import annotations

from typing import Any, Protocol

from game.ui.scene import AppContext
from game.ui.screenclaim import ScreenClaims
from game.ui.table.layout import Layout
from game.ui.tween import Tweens


class TableContext(Protocol):
    """The table scene as its parts see it."""

    app: AppContext
    tweens: Tweens
    match: Any                    # the controller (game/match.py Match, or a ReplayMatch)
    view: dict                    # the viewer's (or the public) view, fetched after every action
    layout: Layout
    viewer: int
    spectator: bool               # the public view: nobody's secrets on screen
    claims: ScreenClaims          # what claims the screen over the table
    choice_scene: Any             # the big-card chooser while it is open
    last_use: str | None          # the card whose steps the prompts belong to
    # the parts, each reached through the scene (typed loosely: a part never imports another's module for its type)
    pointer: Any
    anim: Any
    banners: Any
    painter: Any
    panel: Any
    tips: Any
    hinter: Any

    @property
    def eye(self) -> int: ...
    def _legal(self) -> list[str]: ...
    def _is_me(self, seat: int | None) -> bool: ...
    def refresh(self, layer: bool = True) -> None: ...
    def submit(self, action: str) -> bool: ...
    def undo(self) -> None: ...
    def skip(self) -> None: ...
    def open_menu(self) -> None: ...
