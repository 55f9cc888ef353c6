"""A real autosave to start from, and byte-level snapshots of files."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game.match import Match


def valid_save(path: Path, seed: int = 5, actions: int = 40) -> bytes:
    """Play a 4-seat game for a while with autosave on; return the saved bytes."""
    m = Match(["human", "bot:easy", "bot:normal", "bot:easy"], ["Ana", "Bo", "Cy", "Di"], seed, save_path=path)
    rnd = random.Random(seed)
    while len(m.actions) < actions and not m.over:
        s = m.to_act
        if m.is_human(s):
            m.submit(s, rnd.choice(m.legal(s)))
        else:
            m.run_bot_sync()
    m.autosave()
    m.close()
    return path.read_bytes()


def record(**changes) -> bytes:
    """A small valid record (no actions) with some fields changed, as JSON bytes."""
    rec = {"version": 1, "seed": 3, "players": 3, "names": ["A", "B", "C"], "seats": ["human", "bot:easy", "bot:easy"],
           "actions": []}
    rec.update(changes)
    return json.dumps(rec).encode()


def deep_json(levels: int = 100_000) -> bytes:
    return b"[" * levels + b"]" * levels


# the English words of the file reasons' leads: none may be left in a French reason (a rules message quoted after
# "ne se rejouent pas :", "'nonsense' is not legal now", is the one English detail kept, after a French lead)
ENGLISH = ("not JSON", "not usable", "not UTF-8", "must be", "larger than", "unknown", "not a ", "does not",
           "do not replay", "cannot", "no such", "nested too", "Expecting", "Unterminated", "got ")


def assert_french(problem: Exception, starts: str = "") -> None:
    """A file's reason (game/storage.py `Problem`) said in French: another text than the English, starting with
    `starts`, and no English lead left in it."""
    from game.storage import said
    french = said(problem, "fr")
    lead = french.split("ne se rejouent pas", 1)[0]
    assert said(problem, "en") == str(problem) and french != str(problem)
    assert lead.startswith(starts) and not [w for w in ENGLISH if w in lead], french
