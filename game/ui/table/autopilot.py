"""Scripted runs (`play --exit-at-end`): the human seats are played by a bot through the table's own paths.

A part of TableScene (game/ui/table/scene.py): `Autopilot` owns the bots and their thinking time. The bot sees only
the seat's view and legal actions, and its answer goes through the scene's `submit` (or the open chooser), exactly as
a click would, so screenshots and pacing figures show what a person playing at that speed would see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.table.context import TableContext

AUTOPILOT_LEVEL = "normal"


class Autopilot:
    """Plays the human in front of the screen in scripted runs; owns its bots and the time left to think."""

    def __init__(self, scene: TableContext) -> None:
        self.scene = scene
        self.wait = 0.0                # seconds before the scripted human acts
        self.bots: dict[int, Any] = {}   # the bot playing each human seat

    def hold(self, seconds: float) -> None:
        """Wait this long before acting (the tutorial's coach plays the human instead)."""
        self.wait = seconds

    def use_bot(self, seat: int, bot: Any) -> None:
        """Play `seat` with this bot (a benchmark picks its own level)."""
        self.bots[seat] = bot

    def step(self, dt: float) -> bool:
        """Act for the human in front of the screen if it is their decision; True if something was done."""
        scene = self.scene
        app = scene.app
        top = app.stack.top
        if top is not scene and top is not scene.choice_scene:
            answer = getattr(top, "auto_answer", None)   # a curtain, a confirmation or a panel waits for a click
            if answer is not None and getattr(top, "read", lambda: True)():   # a panel: after its reading time
                answer()
                return True
            return False
        legal = scene._legal()
        d = scene.view.get("decision") or {}
        if not legal or d.get("seat") != scene.viewer:
            self.wait = app.config.autopilot_think
            return False
        self.wait -= dt
        if self.wait > 0:
            return False
        bot = self.bots.get(scene.viewer)
        if bot is None:
            from game.bots import make_bot
            bot = self.bots[scene.viewer] = make_bot(AUTOPILOT_LEVEL, scene.match.seed * 17 + scene.viewer)
        action = bot.choose(scene.view, legal)
        self.wait = app.config.autopilot_think
        if scene.choice_scene is not None:
            scene.choice_scene.choose(action)
        else:
            scene.submit(action)
        return True
