"""The review screen while a review runs: `python bench/review_ui.py [--file F --seat N] [--quality Q]
[--modes process,thread] [--json]`.

Headless (SDL_VIDEODRIVER=dummy), 1280x720: the review screen of a 4-player game (a file, or a seeded game of four
Normal bots) is opened with an empty review cache, and frames are stepped at 60 per second (a mouse move each, so
every frame is drawn) until the review is done. For each way of running it ("process": the child process the
screen uses; "thread": the same search in a thread of the window's process) it prints the frame time p50, p95 and
max while the review ran, and the review's time per decision; `--with-list` then draws the finished review (the
pointer moving over the list) while the next seat's review runs. The load average is printed too: the figures hold
for an otherwise idle machine only.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def run(record: dict, seat: int, quality: int, mode: str, with_list: bool = False) -> dict:
    """Frame times while one review runs in `mode`, in a fresh cache."""
    import pygame

    from game.settings import Settings
    from game.ui.app import App, UIConfig
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="review_ui_")   # nothing kept: the review runs
    app = App(UIConfig(size=(1280, 720), autosave=False), settings=Settings(anim_speed=1.0))
    scene = app.make("review", record, seat, quality, mode=mode)
    app.replace(scene)
    frames: list[float] = []
    t0 = time.perf_counter()
    load0 = os.getloadavg()[0]
    i = 0
    while scene.worker.state == "running":
        start = time.perf_counter()
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(300 + i % 400, 300), rel=(1, 0), buttons=(0, 0, 0))
        app.step(1 / 60, [ev])
        took = time.perf_counter() - start
        frames.append(took * 1000)
        i += 1
        time.sleep(max(0.0, 1 / 60 - took))
    seconds = time.perf_counter() - t0
    n = len(scene.review["decisions"]) if scene.review else 0
    app.step(1 / 60, [])
    listed: dict = {}
    if with_list and scene.review:   # the finished screen drawn (hover over the list) while the next seat runs
        from game.ui.review.worker import ReviewWorker
        other = ReviewWorker(record, (seat + 1) % record["players"], quality, mode)
        other.start()
        lf: list[float] = []
        while other.state == "running":
            start = time.perf_counter()
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(700 + i % 500, 150 + i % 450), rel=(1, 1),
                                    buttons=(0, 0, 0))
            app.step(1 / 60, [ev])
            took = time.perf_counter() - start
            lf.append(took * 1000)
            i += 1
            time.sleep(max(0.0, 1 / 60 - took))
        listed = {"list_frames": len(lf), "list_p95_ms": round(percentile(lf, 0.95), 2),
                  "list_max_ms": round(max(lf, default=0.0), 2)}
    pygame.quit()
    return {**listed, "mode": mode, "state": scene.worker.state, "frames": len(frames),
            "frame_p50_ms": round(percentile(frames, 0.5), 2), "frame_p95_ms": round(percentile(frames, 0.95), 2),
            "frame_max_ms": round(max(frames, default=0.0), 2), "review_seconds": round(seconds, 2),
            "decisions": n, "ms_per_decision": round(1000 * seconds / max(1, n), 1),
            "load_before": round(load0, 2), "load_after": round(os.getloadavg()[0], 2)}


def main() -> int:
    from game.bots.evaluate import DEFAULT_QUALITY
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--file", help="a game file (default: a seeded game of four Normal bots)")
    ap.add_argument("--seat", type=int, default=0)
    ap.add_argument("--quality", type=int, default=DEFAULT_QUALITY)
    ap.add_argument("--modes", default="process,thread")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--with-list", action="store_true", help="then draw the finished review while the next seat's "
                    "review runs")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    from review import record_for
    record = record_for(args.file, args.seed, ["normal"] * 4)
    if record is None:
        return 2
    out = [run(record, args.seat, args.quality, m, args.with_list) for m in args.modes.split(",")]
    if args.json:
        print(json.dumps({"quality": args.quality, "runs": out}))
        return 0
    for r in out:
        print(f"{r['mode']:<8} review of seat {args.seat}, quality {args.quality}: {r['decisions']} decisions in "
              f"{r['review_seconds']} s ({r['ms_per_decision']} ms each); frames while it ran: {r['frames']}, "
              f"p50 {r['frame_p50_ms']} ms, p95 {r['frame_p95_ms']} ms, max {r['frame_max_ms']} ms "
              f"(load average {r['load_before']} -> {r['load_after']})")
        if "list_frames" in r:
            print(f"{'':<9}the finished review drawn while the next seat's runs: {r['list_frames']} frames, "
                  f"p95 {r['list_p95_ms']} ms, max {r['list_max_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
