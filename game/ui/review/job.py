"""The review as a child process: `python -m game.ui.review.job` reads {"record", "seat", "quality"} as JSON on
stdin, prints `progress DONE TOTAL` lines, keeps the review in the cache (game.review.store) and prints
`result JSON` (the review itself, so a read-only cache costs nothing), or `error MESSAGE`. No pygame: the
window's process stays free to draw (the search is pure Python: in a thread it would share the GIL with the
frames)."""

from __future__ import annotations

import json
import os
import sys


def main() -> int:
    try:
        os.nice(5)   # the window the player looks at comes first
    except (AttributeError, OSError):
        pass
    try:
        job = json.loads(sys.stdin.read())
        record, seat, quality = job["record"], int(job["seat"]), int(job["quality"])
    except (ValueError, KeyError, TypeError) as exc:
        print(f"error bad job: {exc}", flush=True)
        return 2
    from game.review.store import cached_review

    def progress(done: int, total: int) -> None:
        print(f"progress {done} {total}", flush=True)

    try:
        review = cached_review(record, seat, quality, progress)
    except Exception as exc:  # noqa: BLE001 - the window shows the reason
        print(f"error {type(exc).__name__}: {exc}".replace("\n", " "), flush=True)
        return 1
    print("result " + json.dumps(review, ensure_ascii=True), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
