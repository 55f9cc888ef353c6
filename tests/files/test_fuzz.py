"""Random mutations of a valid save and of cards.toml: every outcome is a clean load or a clean one-line error.

Seeded and small (a few hundred mutations each, a few seconds): a failure names the seed and the mutation.
"""

import copy
import json
import random

import pytest

from game.gamefile import SaveError
from game.match import load
from game.rules import apply_inplace, legal_actions, new_game
from game.rules._toml import tomllib
from game.rules.cards import DEFAULT_PATH, CardDataError, build_db, load_cards
from tests.files.helpers import valid_save

ODD = [0, -1, 1, 2, 3, 7, 60, 2**70, True, False, 1.5, "", "x", "alien", "bot:random", "use 25", [], [1], [2, 7],
       [[]], {}, {"a": 1}, None]


def _mutate_bytes(raw: bytes, rnd: random.Random) -> bytes:
    b = bytearray(raw)
    for _ in range(rnd.randint(1, 4)):
        j = rnd.randrange(len(b))
        op = rnd.random()
        if op < 0.4:
            b[j] = rnd.randrange(256)
        elif op < 0.7:
            del b[j:j + rnd.randint(1, 20)]
        else:
            b[j:j] = b"".join(rnd.choice([b"[", b"]", b"{", b"\xff", b"9", b'"']) for _ in range(rnd.randint(1, 6)))
    return bytes(b)


def _paths(obj, prefix=()):
    """Every (path) to a value inside a parsed document."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


def _mutate_doc(doc, rnd: random.Random, paths: list):
    """A copy of doc with one value replaced by an odd one, or deleted; returns (copy, description)."""
    doc = copy.deepcopy(doc)
    path = rnd.choice(paths)
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    value = copy.deepcopy(rnd.choice(ODD))
    if value is None:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return doc, f"{'.'.join(map(str, path))} = {value!r}"


def test_fuzz_saves(tmp_path):
    path = tmp_path / "autosave.json"
    raw0 = valid_save(path, actions=60)
    base = json.loads(raw0)
    paths = list(_paths(base))
    rnd = random.Random(2026)
    outcomes = {"loaded": 0, "refused": 0}
    for i in range(400):
        if i % 2:
            doc, what = _mutate_doc(base, rnd, paths)
            raw = json.dumps(doc).encode()
        else:
            raw, what = _mutate_bytes(raw0, rnd), "bytes"
        path.write_bytes(raw)
        try:
            m = load(path)
        except SaveError as exc:
            assert str(exc) and "\n" not in str(exc), (i, what)
            outcomes["refused"] += 1
        else:
            assert len(m.seats) == len(m.names) and 3 <= len(m.seats) <= 6, (i, what)
            outcomes["loaded"] += 1
        assert path.read_bytes() == raw, (i, what)
    assert outcomes["loaded"] > 0 and outcomes["refused"] > 200, outcomes


def test_fuzz_cards_text(tmp_path):
    raw0 = DEFAULT_PATH.read_bytes()
    path = tmp_path / "cards.toml"
    rnd = random.Random(8)
    refused = 0
    for i in range(200):
        raw = _mutate_bytes(raw0, rnd)
        path.write_bytes(raw)
        try:
            load_cards(path)
        except CardDataError as exc:
            assert str(exc) and "\n" not in str(exc), i
            refused += 1
        assert path.read_bytes() == raw
    assert refused > 100


@pytest.mark.parametrize("seed", [1, 2])
def test_fuzz_cards_values(seed):
    """One odd value anywhere in cards.toml (half the time inside [game]): a clean error, or a card set with which
    a whole random game plays through."""
    base = tomllib.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    paths = list(_paths(base))
    game_paths = [p for p in paths if p[0] == "game"]
    rnd = random.Random(seed)
    loaded = 0
    for i in range(250):
        doc, what = _mutate_doc(base, rnd, game_paths if i % 2 else paths)
        try:
            db = build_db(doc, DEFAULT_PATH)
        except CardDataError as exc:
            assert "\n" not in str(exc), (i, what)
            continue
        loaded += 1
        if i % 2:   # a changed [game] that loads must play
            st = new_game(db.game["players"][0], i, db=db)
            play = random.Random(i)
            while not st.over:
                apply_inplace(st, play.choice(legal_actions(st)))
    assert loaded > 0
