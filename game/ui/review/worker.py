"""ReviewWorker: one seat's review made in the background, with progress and cancel; a kept review is instant.

Mode "process" (the default) runs `game.ui.review.job` as a child process and reads its progress lines from a
thread that only waits on the pipe: the search is pure Python, and in a thread of the window's own process it
would take the GIL from the frames (bench/review_ui.py measures both). Mode "thread" runs it in a thread (tests,
and the bench's comparison). No pygame.
"""

from __future__ import annotations

import atexit
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

from game.bots.evaluate import DEFAULT_QUALITY
from game.review import cache_key
from game.review.analysis import ReviewCancelled
from game.review.store import cached_review, load_review

ROOT = Path(__file__).resolve().parents[3]
_RUNNING: set[subprocess.Popen] = set()   # child reviews still running: ended when the window's process exits


@atexit.register
def _end_children() -> None:
    for proc in list(_RUNNING):
        if proc.poll() is None:
            proc.terminate()


class ReviewWorker:
    """The review of `seat` in `record` at `quality`; read `state`, `done`, `total`, `review`, `error`."""

    def __init__(self, record: dict, seat: int, quality: int = DEFAULT_QUALITY, mode: str = "process") -> None:
        self.record, self.seat, self.quality, self.mode = record, seat, quality, mode
        self.key = cache_key(record, seat, quality)
        self.state = "idle"   # idle | running | done | error | cancelled
        self.done = 0
        self.total = 0
        self.review: dict | None = None
        self.error = ""
        self._stop = threading.Event()
        self._proc: subprocess.Popen | None = None
        self._thread: threading.Thread | None = None

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 0.0

    def start(self) -> None:
        """The kept review at once if there is one, else start making it."""
        kept = load_review(self.key)
        if kept is not None:
            self.review, self.state = kept, "done"
            return
        self.state = "running"
        target = self._run_process if self.mode == "process" else self._run_thread
        self._thread = threading.Thread(target=target, daemon=True, name="review")
        self._thread.start()

    def cancel(self) -> None:
        """Stop a running review (the child process is ended); nothing is kept."""
        if self.state != "running":
            return
        self._stop.set()
        self.state = "cancelled"
        proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.terminate()

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the background part to end; True if it has."""
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        return True

    @property
    def alive(self) -> bool:
        """Whether a child process or thread still runs."""
        proc_alive = self._proc is not None and self._proc.poll() is None
        return proc_alive or (self._thread is not None and self._thread.is_alive())

    # ------------------------------------------------------------------ the two ways

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    def _finish(self, review: dict | None, error: str = "") -> None:
        if self._stop.is_set():
            self.state = "cancelled"
        elif review is not None:
            self.review, self.state = review, "done"
        else:
            self.error, self.state = error or "the review stopped", "error"

    def _run_thread(self) -> None:
        try:
            review = cached_review(self.record, self.seat, self.quality, self._progress, self._stop.is_set)
        except ReviewCancelled:
            review = None
        except Exception as exc:  # noqa: BLE001 - shown in the window
            self._finish(None, f"{type(exc).__name__}: {exc}")
            return
        self._finish(review)

    def _run_process(self) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        try:
            proc = subprocess.Popen([sys.executable, "-m", "game.ui.review.job"], stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                    encoding="utf-8", cwd=str(ROOT), env=env)
        except OSError as exc:
            self._finish(None, str(exc))
            return
        self._proc = proc
        _RUNNING.add(proc)
        if self._stop.is_set():   # cancelled while starting
            proc.terminate()
        review, error = None, ""
        try:
            assert proc.stdin is not None and proc.stdout is not None
            proc.stdin.write(json.dumps({"record": self.record, "seat": self.seat, "quality": self.quality}))
            proc.stdin.close()
            for line in proc.stdout:
                word, _, rest = line.rstrip("\n").partition(" ")
                if word == "progress":
                    done, total = rest.split()
                    self._progress(int(done), int(total))
                elif word == "result":
                    review = json.loads(rest)
                elif word == "error":
                    error = rest
        except (OSError, ValueError) as exc:
            error = error or str(exc)
        finally:
            proc.wait()
            _RUNNING.discard(proc)
        self._finish(review, error or f"the review stopped (exit status {proc.returncode})")
