"""Pure, deterministic rules of Immortal 8 (never imports pygame). See API.md beside this file."""

from .cards import CardDataError, CardDB, default_db, load_cards
from .engine import IllegalAction, apply, apply_inplace, legal_actions, legal_answers, new_game, replay
from .state import GameState
from .view import events_for, view_for

__all__ = [
    "CardDB", "CardDataError", "GameState", "IllegalAction", "apply", "apply_inplace", "default_db",
    "events_for", "legal_actions", "legal_answers", "load_cards", "new_game", "replay", "view_for",
]

from .determinize import determinize  # noqa: E402

__all__ += ["determinize"]
