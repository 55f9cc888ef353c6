"""Scripted runs (`play --exit-at-end`): the human seats are played by a bot through the table's own paths.

A part of TableScene (game/ui/table/scene.py). The bot sees only the seat's view and legal actions, and its answer
goes through `submit` (or the open chooser), exactly as a click would, so screenshots and pacing figures show what a
person playing at that speed would see.
"""

from __future__ import annotations

AUTOPILOT_LEVEL = "normal"


class TableAutopilot:
    """Scripted human seats: mixed into TableScene."""

    def _autopilot_step(self, dt: float) -> bool:
        """Act for the human in front of the screen if it is their decision; True if something was done."""
        app = self.app
        top = app.stack.top
        if top is not self and top is not self.choice_scene:
            answer = getattr(top, "auto_answer", None)   # a curtain, a confirmation or a panel waits for a click
            if answer is not None and getattr(top, "read", lambda: True)():   # a panel: after its reading time
                answer()
                return True
            return False
        legal = self._legal()
        d = self.view.get("decision") or {}
        if not legal or d.get("seat") != self.viewer:
            self.auto_wait = app.config.autopilot_think
            return False
        self.auto_wait -= dt
        if self.auto_wait > 0:
            return False
        bot = self.auto_bots.get(self.viewer)
        if bot is None:
            from game.bots import make_bot
            bot = self.auto_bots[self.viewer] = make_bot(AUTOPILOT_LEVEL, self.match.seed * 17 + self.viewer)
        action = bot.choose(self.view, legal)
        self.auto_wait = app.config.autopilot_think
        if self.choice_scene is not None:
            self.choice_scene.choose(action)
        else:
            self.submit(action)
        return True
