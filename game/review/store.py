"""Reviews kept with the player's games, so that opening one again is instant: one JSON file per `cache_key` (game
fingerprint, seat, quality, review version) in the data folder beside games/ (`user_dir("data")/reviews/`; a review
costs a minute of search, so it is kept like a game, not in the cache that may be cleared), written atomically.

A kept file that is unreadable or does not hold the review it is named for is set aside (dated, never replaced)
and the review is made again.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.bots.evaluate import DEFAULT_QUALITY
from game.paths import user_dir
from game.storage import FileProblem, read_json, set_aside, write_json

from .analysis import REVIEW_VERSION, cache_key, review_record


def reviews_dir() -> Path:
    return user_dir("data") / "reviews"


def review_path(key: str) -> Path:
    """The file of a review key (':' is not allowed in Windows file names)."""
    return reviews_dir() / (key.replace(":", "_") + ".json")


def load_review(key: str) -> dict | None:
    """The kept review of `key`, or None if there is none (an unusable file is set aside)."""
    path = review_path(key)
    if not path.exists():
        return None
    try:
        data = read_json(path)
    except FileProblem:
        data = None
    if isinstance(data, dict) and data.get("key") == key and data.get("version") == REVIEW_VERSION:
        return data
    set_aside(path)
    return None


def save_review(review: dict) -> Path:
    """Keep a review under its own key; its path."""
    path = review_path(review["key"])
    write_json(path, review)
    return path


def cached_review(record: dict, seat: int, quality: int = DEFAULT_QUALITY,
                  progress: Callable[[int, int], None] | None = None,
                  stop: Callable[[], bool] | None = None) -> dict:
    """The kept review of this game, seat and quality, else a new one (`review_record`), kept for next time."""
    kept = load_review(cache_key(record, seat, quality))
    if kept is not None:
        return kept
    review = review_record(record, seat, quality, progress, stop)
    try:
        save_review(review)
    except OSError:   # a read-only cache only costs the next opening its time
        pass
    return review
