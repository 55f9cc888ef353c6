"""UI benchmark (dummy video driver): frame time of a busy 6-player Kingdom table at 1920x1080 while tokens fly,
time from launch to first frame (cold and warm card-face cache), memory before and after 50 window resizes and
after 30 all-bot games in one window (a long session: the caches stop growing once full), the pacing of a 4-player
game against 3 Normal bots (bench/pacing.py), the smallest text the table draws, and the
layout check of every screen (game/ui/text/layoutcheck.py: texts overflowing or clipped, overlaps, texts cut).

    python bench/ui.py [--frames 600] [--resizes 50] [--games 30] [--json]
    python bench/ui.py --memory-only [--games 30] [--json]   (memory after the resizes and after N all-bot games)
    python bench/ui.py --first-frame-only [--root OTHER_CHECKOUT]   (launch -> first frame of any checkout)
    python bench/ui.py --compare CHECKOUT_A CHECKOUT_B [--runs 9]    (first frames and busy-table frame p95 of
        two checkouts, launched in turn so that a change of load hits both alike: median and quartiles each)

Targets: p95 frame <= 8 ms, first frame <= 1.5 s, memory flat across the resizes and over the session's last 10
games, forced wait <= 60 s,
longest bot turn <= 3 s, smallest text >= 13 px at 1280x720, no text overflow and no overlap.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FIRST_FRAME = """
import os, sys, time
sys.path.insert(0, {root!r})
from game.ui.app import App, UIConfig, Settings, start_game
app = App(UIConfig(size=(1920, 1080), autosave=False), settings=Settings())
start_game(app, ["human"] + ["bot:easy"] * 5, [f"P{{i}}" for i in range(6)], 7)
app.step(0.0, [])
print("FIRST_FRAME", flush=True)
getattr(app.faces, "wait", lambda: None)()   # as a session going on would: its faces reach the disk cache
"""


def late_table(size: tuple[int, int]):
    """An App showing a 6-player table at the human's round-2 Kingdom turn: the fullest table of the game."""
    from game.match import Match
    from game.ui.app import App, Settings, UIConfig
    from game.ui.table import TableScene

    app = App(UIConfig(size=size, autosave=False), settings=Settings(anim_speed=1.0))
    match = Match(["human"] + ["bot:easy"] * 5, [f"Player {i + 1}" for i in range(6)], 12, autosave=False)
    # play until the human's round-2 Kingdom turn: the fullest table of the game
    while not match.over:
        if match.bot_to_act() is not None:
            match.run_bot_sync()
            continue
        v = match.view(0)
        if v["phase"] == "kingdom" and v["round"] == 2:
            break
        legal = match.legal(0)
        match.submit(0, "play" if "play" in legal else "end" if "end" in legal else legal[0])
    scene = TableScene(app, match)
    app.push(scene)
    return app, scene


def rss_mb() -> float:
    """Resident memory of this process in MB (/proc/self/statm; the peak from `resource` where there is no /proc).

    Freed memory is first handed back to the system (glibc malloc_trim), so the figure is what is still in use."""
    import gc
    gc.collect()
    try:
        import ctypes
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def resize_memory(resizes: int = 50) -> tuple[float, float]:
    """RSS after settling at 1280x720, and after `resizes` different window sizes from 640x400 to 3776x2164."""
    import gc

    import pygame
    app, _ = late_table((1280, 720))
    for _ in range(5):
        app.step(1 / 60, [])
    gc.collect()
    before = rss_mb()
    for i in range(resizes):
        size = (640 + 64 * i, 400 + 36 * i)      # every size new: each one draws faces at new heights
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        for _ in range(3):
            app.step(1 / 60, [])
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app.screen = pygame.display.get_surface()
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    for _ in range(5):
        app.step(1 / 60, [])
    gc.collect()
    after = rss_mb()
    pygame.quit()
    return before, after


def session_memory(games: int = 30, players: int = 4, seed: int = 1, max_frames: int = 20000) -> list[float]:
    """RSS (MB) after each of `games` all-bot games played one after another in one window (instant animations),
    as a long session would: index 0 is the window with its first table, before any game is played."""
    import pygame

    from game.ui.app import App, Settings, UIConfig
    app = App(UIConfig(size=(1280, 720), autosave=False, exit_at_end=True, autopilot_think=0.0),
              settings=Settings(anim_speed=0.0))
    seats = ["bot:easy"] * players
    names = [f"Bot {i + 1}" for i in range(players)]
    out = []
    for g in range(games + 1):
        app.running = True
        app.start_game(seats, names, seed + g)
        match = app.stack.top.match
        if g == 0:
            for _ in range(5):
                app.step(1 / 60, [])
            out.append(rss_mb())
            continue
        for _ in range(max_frames):
            if match.over:
                break
            app.step(1 / 60, [])
        for _ in range(5):   # the end of the game on screen
            app.step(1 / 60, [])
        match.close()
        out.append(rss_mb())
    pygame.quit()
    return out


def busy_table(frames: int) -> tuple[list[float], int]:
    """Frame times (ms) of a late-game 6-player table with tokens constantly in flight."""
    app, scene = late_table((1920, 1080))
    for _ in range(3):
        app.step(1 / 60, [])
    fake = [{"t": "gain", "seat": s, "what": {"coins": 2, "mil": 1, "sci": 1, "cha": 1, "vp": 1}} for s in range(6)]
    times = []
    flights = 0
    for i in range(frames):
        if i % 20 == 0:
            scene.anim.play(fake, scene.layout)
        flights = max(flights, len(scene.anim.flights))
        t0 = time.perf_counter()
        app.step(1 / 60, [])
        times.append((time.perf_counter() - t0) * 1000)
    if os.environ.get("BENCH_SHOT"):
        import pygame
        pygame.image.save(app.screen, os.environ["BENCH_SHOT"])
    return times, flights


def first_frame(cache: str, pyc: str, root: Path = ROOT) -> float:
    """Seconds from launching a Python process to the game's first frame, with the card-face cache in `cache` and
    Python's compiled bytecode in `pyc` (a player's launches after the first one run from bytecode)."""
    env = dict(os.environ, XDG_CACHE_HOME=cache, XDG_DATA_HOME=cache, XDG_CONFIG_HOME=cache, PYTHONPYCACHEPREFIX=pyc)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", FIRST_FRAME.format(root=str(root))], env=env,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("FIRST_FRAME"):
            dt = time.perf_counter() - t0
            break
    else:
        raise RuntimeError("no first frame")
    proc.wait()
    return dt


def first_frames(root: Path = ROOT, runs: int = 5) -> dict[str, float]:
    """Launch -> first frame (s): the very first launch (compiles the sources, empty face cache), then the median
    of `runs` launches from bytecode with an empty face cache (cold) and with the faces cached (warm)."""
    with tempfile.TemporaryDirectory() as pyc:
        with tempfile.TemporaryDirectory() as cache:
            compile_run = first_frame(cache, pyc, root)
        cold = []
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as cache:
                cold.append(first_frame(cache, pyc, root))
        with tempfile.TemporaryDirectory() as cache:
            first_frame(cache, pyc, root)
            warm = [first_frame(cache, pyc, root) for _ in range(runs)]
    return {"first_launch": compile_run, "cold": statistics.median(cold), "warm": statistics.median(warm)}


FRAMES = """
import sys, json
sys.path[:0] = [{root!r}, {bench!r}]
import ui
times, _ = ui.busy_table({frames})
times.sort()
print("FRAMES", json.dumps(times[int(len(times) * 0.95) - 1]), flush=True)
"""


def frame_p95(root: Path, frames: int = 600) -> float:
    """p95 frame time (ms) of the busy table of checkout `root`, measured by that checkout's own bench/ui.py."""
    code = FRAMES.format(root=str(root), bench=str(root / "bench"), frames=frames)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return float(next(line for line in out.splitlines() if line.startswith("FRAMES")).split()[1])


def compare(roots: list[Path], runs: int = 9) -> dict[str, dict[str, list[float]]]:
    """Each run launches every checkout in turn (warm launch, cold launch, busy-table frames): median, first and
    third quartile of each figure per checkout."""
    got: dict[Path, dict[str, list[float]]] = {r: {"cold": [], "warm": [], "frame_p95_ms": []} for r in roots}
    with tempfile.TemporaryDirectory() as pyc, tempfile.TemporaryDirectory() as caches:
        warm_cache = {r: str(Path(caches) / str(i)) for i, r in enumerate(roots)}
        for r in roots:   # compile, then fill the face cache
            first_frame(warm_cache[r], pyc, r)
            first_frame(warm_cache[r], pyc, r)
        for _ in range(runs):
            for r in roots:
                got[r]["warm"].append(first_frame(warm_cache[r], pyc, r))
                with tempfile.TemporaryDirectory() as cache:
                    got[r]["cold"].append(first_frame(cache, pyc, r))
                got[r]["frame_p95_ms"].append(frame_p95(r))
    def quartiles(xs: list[float]) -> list[float]:
        q = statistics.quantiles(xs, n=4)
        return [round(q[1], 3), round(q[0], 3), round(q[2], 3)]
    return {str(r): {k: quartiles(v) for k, v in figs.items()} for r, figs in got.items()}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--resizes", type=int, default=50)
    ap.add_argument("--games", type=int, default=30, help="all-bot games played in one window for the memory figure")
    ap.add_argument("--memory-only", action="store_true", help="only the memory figures (resizes, long session)")
    ap.add_argument("--seed", type=int, default=5, help="seed of the paced 4-player game")
    ap.add_argument("--json", action="store_true", help="print every figure as one JSON object (and nothing else)")
    ap.add_argument("--first-frame-only", action="store_true", help="only the launch -> first frame figures")
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout to launch (e.g. an older commit's worktree)")
    ap.add_argument("--compare", type=Path, nargs=2, metavar="CHECKOUT",
                    help="first frames and frame p95 of two checkouts, in turn ([median, q1, q3] each)")
    ap.add_argument("--runs", type=int, default=9, help="runs of --compare")
    args = ap.parse_args()
    if args.compare:
        if args.runs < 2:
            ap.error("--runs needs at least 2 (quartiles)")
        print(json.dumps({"runs": args.runs, **compare([r.resolve() for r in args.compare], args.runs)}, indent=1))
        return 0
    if args.first_frame_only:
        print(json.dumps({k: round(v, 3) for k, v in first_frames(args.root.resolve()).items()}))
        return 0
    say = (lambda *a: None) if args.json else print
    mem_before, mem_after = resize_memory(args.resizes)
    say(f"memory: {mem_before:.0f} MB at 1280x720, {mem_after:.0f} MB after {args.resizes} resizes (target: flat)")
    session = session_memory(args.games) if args.games > 0 else [mem_before]
    tail = session[-11:]
    per_game = (tail[-1] - tail[0]) / max(1, len(tail) - 1)
    say(f"memory over {args.games} all-bot games in one window: {session[0]:.0f} MB at the first table, "
        f"{max(session):.0f} MB at most, {session[-1]:.0f} MB at the end, {per_game:+.2f} MB a game over the last "
        f"{len(tail) - 1} (target: flat once the caches are full)")
    memory = {"mem_before_mb": round(mem_before, 1), f"mem_after_{args.resizes}_resizes_mb": round(mem_after, 1),
              "mem_session_start_mb": round(session[0], 1), f"mem_after_{args.games}_games_mb": round(session[-1], 1),
              "mem_session_peak_mb": round(max(session), 1), "mem_per_game_last_10_mb": round(per_game, 2)}
    if args.memory_only:
        if args.json:
            print(json.dumps(memory))
        return 0
    times, flights = busy_table(args.frames)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    say(f"busy 6-player Kingdom table, 1920x1080, {args.frames} frames, up to {flights} tokens in flight:")
    say(f"  frame mean {statistics.mean(times):.2f} ms   p95 {p95:.2f} ms   max {times[-1]:.2f} ms"
        "   (target p95 <= 8)")
    ff = first_frames()
    cold, warm = ff["cold"], ff["warm"]
    say(f"launch -> first frame (median of 5, from bytecode): cold face cache {cold:.2f} s   warm {warm:.2f} s   "
        f"(target <= 1.5); very first launch, compiling the sources: {ff['first_launch']:.2f} s")
    from pacing import measure
    pace = measure(players=4, seed=args.seed, speed=1.0)
    say(f"4-player game, one scripted human against 3 Normal bots, default speed: forced wait "
        f"{pace['forced_wait_s']:.1f} s (target <= 60), longest bot Kingdom turn {pace['longest_bot_turn_s']:.2f} s "
        "(target <= 3)")
    from game.ui.text.textcheck import smallest_text
    min_text = min(smallest_text(n, (1280, 720))[0] for n in (3, 6))
    say(f"smallest text drawn at 1280x720 over scripted 3- and 6-player games: {min_text} px (target >= 13)")
    from game.ui.text.layoutcheck import check_all
    fit = check_all().summary()
    say(f"every screen at 1280x720 and 1920x1080, English and French: {fit['text_overflows']} texts overflowing or "
        f"clipped, {fit['overlaps']} overlaps (target 0 and 0); {fit['text_cuts']} texts cut with an ellipsis")
    if args.json:
        print(json.dumps({"frames": args.frames, "frame_mean_ms": round(statistics.mean(times), 2),
                          "frame_p95_ms": round(p95, 2), "frame_max_ms": round(times[-1], 2),
                          "first_frame_s": round(cold, 2), "first_frame_warm_s": round(warm, 2),
                          "first_launch_s": round(ff["first_launch"], 2),
                          "forced_wait_s": pace["forced_wait_s"], "longest_bot_turn_s": pace["longest_bot_turn_s"],
                          "min_text_px": min_text, "text_overflows": fit["text_overflows"],
                          "overlaps": fit["overlaps"], "text_cuts": fit["text_cuts"], **memory}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
