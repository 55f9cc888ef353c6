"""Pacing of a real game on screen: one scripted human (acting at once) against bots at the default speed.

    python bench/pacing.py [--players 4] [--seed 5] [--speed 1.0] [--json]

forced_wait_s: seconds the human could do nothing (not their decision, or a curtain, or the table still moving, or
an explanation screen up), from the first frame to the end of the game. longest_bot_turn_s: the longest Kingdom turn
of a bot on screen, from the moment it became active to the next seat's turn, less any explanation screen read
meanwhile (reading_s reports those screens). Real time, 60 fps, dummy video driver: bot thinking counts as it would.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def measure(players: int = 4, seed: int = 5, speed: float = 1.0, size: tuple[int, int] = (1280, 720),
            limit_s: float = 600.0) -> dict:
    """Play one game with the scripted human answering at once; return the pacing figures."""
    from game.ui.app import App, Settings, UIConfig

    cfg = UIConfig(size=size, autosave=False, exit_at_end=True, autopilot_think=0.0)
    app = App(cfg, settings=Settings(anim_speed=speed))
    seats = ["human"] + ["bot:normal"] * (players - 1)
    app.start_game(seats, [f"P{i + 1}" for i in range(players)], seed)
    table = app.stack.top
    match = table.match
    waiting = 0.0
    reading = 0.0            # time an explanation screen (draft summary, Supremacy, VP stage) is up: skippable
    turns: list[float] = []
    turn_time = 0.0
    active = None
    clock = 0.0
    last = time.perf_counter()
    start = last
    while app.running and not match.over and clock < limit_s:
        app.clock.tick(60)
        now = time.perf_counter()
        dt, last = now - last, now
        clock = now - start
        d = table.view.get("decision") or {}
        mine = d.get("seat") == table.viewer and table.view.get("legal")
        on_table = app.stack.top in (table, table.choice_scene)
        idle = on_table and not table.tweens.busy and not table.curtain_up
        if not (mine and idle):
            waiting += dt
        if not on_table:
            reading += dt
        v = table.view
        now_active = v.get("active") if v["phase"] == "kingdom" else None
        if now_active != active:
            if active is not None and active != table.viewer:
                turns.append(turn_time)
            active, turn_time = now_active, 0.0
        elif on_table:   # a bot's turn on screen: the time its actions take, not a summary read meanwhile
            turn_time += dt
        app.step(dt, [])
    return {"players": players, "seed": seed, "speed": speed, "game_s": round(clock, 2),
            "forced_wait_s": round(waiting, 2), "longest_bot_turn_s": round(max(turns, default=0.0), 2),
            "bot_turns": len(turns), "reading_s": round(reading, 2), "finished": match.over}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--speed", type=float, default=1.0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    r = measure(args.players, args.seed, args.speed)
    if args.json:
        print(json.dumps(r))
    else:
        print(f"{r['players']} players, seed {r['seed']}, speed {r['speed']}: game {r['game_s']} s, forced wait "
              f"{r['forced_wait_s']} s (target <= 60), longest bot Kingdom turn {r['longest_bot_turn_s']} s "
              f"(target <= 3) over {r['bot_turns']} bot turns; explanation screens up {r['reading_s']} s (skippable, "
              "counted in the wait)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
