"""Game review (no pygame): where a seat's game was won and lost, and why, judged from what that seat knew.

`review_record(record, seat, quality)` -> a JSON-able dict (decisions with the move made, the search's choice,
VP lost ± and class, reasons in English and French; a graph of projected scores; a summary), `as_json` for the
command line, `cache_key` names it; `store.cached_review` keeps it in the cache folder (opening it again is
instant). Classes, thresholds and their display names: `classes.py`; the graph: `graph.py`; reasons: `game.bots.why`.
"""

from .analysis import REVIEW_VERSION, ReviewCancelled, as_json, cache_key, fingerprint, review_record
from .classes import CLASSES, KINDS, THRESHOLDS, classify
from .store import cached_review

__all__ = ["CLASSES", "KINDS", "REVIEW_VERSION", "THRESHOLDS", "ReviewCancelled", "as_json", "cache_key",
           "cached_review", "classify", "fingerprint", "review_record"]
