"""End-of-game position files (shared/rules/position-format.md): parse, validate, and score through the VP phase."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

from ._toml import tomllib
from .cards import CardDB, default_db
from .engine import _run, apply_inplace
from .rng import Rng
from .scoring import compute_result
from .state import GameState, PlayerState


class PositionError(ValueError):
    """A malformed or impossible position; the message names the file and what is wrong."""


_PLAYER_KEYS = {"name", "immortal", "coins", "military", "science", "chaos", "diamonds", "vp", "supremacy",
                "wonder_tokens", "cards", "culture", "justice_revealed", "tomorrow_peek", "tomorrow_guesses",
                "narashima_destroys"}
_TOP_KEYS = {"discard", "discard_count", "player"}
MAX_BYTES = 1024 * 1024   # a position file is a few hundred bytes; a larger one is not a position
MAX_TOKENS = 999          # VP, Supremacy and Wonder tokens and Culture on a card: far above any real game


@dataclass
class Position:
    """A VP-phase state plus the answers the file gives (Tomorrow's peek and guesses, Narashima's destroys)."""

    state: GameState
    answers: dict[int, dict]


def load_position(path: str | Path, db: CardDB | None = None) -> Position:
    """Read a position file into a GameState at the start of the VP phase (answers stored for the scorer)."""
    p = Path(path)
    try:
        with open(p, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise PositionError(f"{p}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise PositionError(f"{p.name}: larger than {MAX_BYTES // 1024} KB, not a position file")
    return build_position(parse_toml(raw, str(p)), p.name, db)


def parse_toml(raw: bytes, fname: str) -> dict:
    """The TOML document of a position file; PositionError (one line) for text that is not usable TOML."""
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise PositionError(f"{fname}: not valid TOML: {exc}") from None
    except RecursionError:
        raise PositionError(f"{fname}: not usable TOML: nested too deeply") from None
    except ValueError as exc:   # e.g. a whole number with more digits than Python converts
        raise PositionError(f"{fname}: not usable TOML: {str(exc).split(';')[0]}") from None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _immortal_id(db: CardDB, value: Any, where: str) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= len(db.immortals):
        return db.immortals[value - 1].id
    if isinstance(value, str):
        for im in db.immortals:
            if value.strip().lower() in (im.id, im.name["en"].lower(), im.name["fr"].lower()):
                return im.id
    raise PositionError(f"{where}: unknown Immortal {_short(value)} (use an English name or a number 1-8)")


def _card_uid(db: CardDB, value: Any, where: str, wonders_ok: bool) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        key = str(value)
        if key in db.by_key:
            return db.by_key[key]
        raise PositionError(f"{where}: no card number {_short(value)} (Heroes are 1-12, Buildings 25-48)")
    if wonders_ok and isinstance(value, str):
        for c in db.civ:
            if c.family == "wonder" and value.strip().lower() in (c.key.lower(), c.name["en"].lower(),
                                                                   c.name["fr"].lower(), c.kind):
                return c.uid
    raise PositionError(f"{where}: {_short(value)} is not a card number" + (" or Wonder name" if wonders_ok else ""))


def _int(row: dict, key: str, where: str, lo: int = 0, hi: int = MAX_TOKENS) -> int:
    """row[key] (0 when absent) as a whole number lo..hi; PositionError naming the field and its range."""
    v = row.get(key, 0)
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise PositionError(f"{where}: '{key}' must be a whole number {lo}..{hi}, got {_short(v)}")
    return v


def build_position(data: dict, fname: str = "position", db: CardDB | None = None) -> Position:
    """Validate a parsed position document and build the VP-phase state."""
    db = db or default_db()
    for key in data:
        if key not in _TOP_KEYS:
            raise PositionError(f"{fname}: unknown key '{key}'")
    rows = data.get("player")
    if not isinstance(rows, list) or not 3 <= len(rows) <= 6:
        raise PositionError(f"{fname}: needs 3 to 6 [[player]] tables")
    n = len(rows)
    caps = db.game["caps"]
    st = GameState(db=db, n=n, seed=0, rng=Rng(0), players=[])
    st.culture = [0] * len(db.civ)
    st.round, st.phase = db.game["rounds"], "vp"
    used: dict[int, str] = {}
    immortals_seen: dict[str, int] = {}
    answers: dict[int, dict] = {}
    three = n == 3 and db.three_players["remove"] == "four_plus"

    def claim(uid: int, where: str, status: str) -> None:
        if uid in used:
            raise PositionError(f"{where}: card #{db.civ[uid].key} is already {used[uid]}")
        if three and db.civ[uid].four_plus:
            raise PositionError(f"{where}: card #{db.civ[uid].key} carries the 4+ symbol and is not used "
                                "with 3 players")
        used[uid] = status

    for i, row in enumerate(rows):
        where = f"{fname}: player {i + 1}"
        if not isinstance(row, dict):
            raise PositionError(f"{where}: must be a table")
        for key in row:
            if key not in _PLAYER_KEYS:
                raise PositionError(f"{where}: unknown key '{key}'")
        name = row.get("name", f"Player {i + 1}")
        if not isinstance(name, str):
            raise PositionError(f"{where}: 'name' must be a string")
        p = PlayerState(name)
        if "immortal" not in row:
            raise PositionError(f"{where}: missing 'immortal'")
        imm = _immortal_id(db, row["immortal"], where)
        if imm in immortals_seen:
            raise PositionError(f"{where}: Immortal {db.immortal_by_id[imm].name['en']} is already held by player "
                                f"{immortals_seen[imm] + 1}")
        immortals_seen[imm] = i
        p.immortals = [imm]
        p.coins = _int(row, "coins", where, 0, caps["coins"])
        p.mil = _int(row, "military", where)   # bounded, then their sum against the cap (the clearer line)
        p.sci = _int(row, "science", where)
        p.cha = _int(row, "chaos", where)
        if p.civ > caps["civ"]:
            raise PositionError(f"{where}: {p.civ} civilization tokens (military + science + chaos), "
                                f"the most is {caps['civ']}")
        p.diamond = _int(row, "diamonds", where, 0, db.game["diamonds"])
        p.vp = _int(row, "vp", where)
        p.sup = _int(row, "supremacy", where)
        p.won = _int(row, "wonder_tokens", where)
        cards = row.get("cards", [])
        if not isinstance(cards, list):
            raise PositionError(f"{where}: 'cards' must be a list of card numbers")
        for v in cards:
            uid = _card_uid(db, v, f"{where}, cards", wonders_ok=False)
            claim(uid, f"{where}, cards", f"controlled by player {i + 1}")
            (p.heroes if db.civ[uid].family == "hero" else p.buildings).append(uid)
        culture = row.get("culture", {})
        if not isinstance(culture, dict):
            raise PositionError(f"{where}: 'culture' must be a table like {{ 25 = 2 }}")
        for k, v in culture.items():
            if not k.isdigit() or k not in db.by_key or db.by_key[k] not in p.heroes + p.buildings:
                raise PositionError(f"{where}: culture on card {k}, which this player does not control")
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_TOKENS:
                raise PositionError(f"{where}: culture on card {k} must be a whole number 0..{MAX_TOKENS}, "
                                    f"got {_short(v)}")
            st.culture[db.by_key[k]] = v
        ans: dict[str, Any] = {}
        for key, rule in (("justice_revealed", "justice"), ("tomorrow_peek", "tomorrow"),
                          ("tomorrow_guesses", "tomorrow"), ("narashima_destroys", "narashima")):
            if key in row and db.immortal_by_id[imm].rule != rule:
                raise PositionError(f"{where}: '{key}' is only for {rule.capitalize()}")
        if row.get("justice_revealed"):
            if not isinstance(row["justice_revealed"], bool):
                raise PositionError(f"{where}: 'justice_revealed' must be true or false")
            p.justice_revealed = p.revealed_immortal = True
        if "tomorrow_peek" in row:
            peek = _int(row, "tomorrow_peek", where, 1, n)
            if peek == i + 1:
                raise PositionError(f"{where}: Tomorrow cannot peek at himself")
            ans["peek"] = peek - 1
        if "tomorrow_guesses" in row:
            g = row["tomorrow_guesses"]
            if not isinstance(g, list) or len(g) != n - 1:
                raise PositionError(f"{where}: 'tomorrow_guesses' needs {n - 1} names, one per other player")
            ans["guesses"] = [_immortal_id(db, x, f"{where}, tomorrow_guesses") for x in g]
        if "narashima_destroys" in row:
            d = row["narashima_destroys"]
            if not isinstance(d, list):
                raise PositionError(f"{where}: 'narashima_destroys' must be a list of card numbers")
            ds = []
            for v in d:
                uid = _card_uid(db, v, f"{where}, narashima_destroys", wonders_ok=False)
                if uid not in p.heroes + p.buildings:
                    raise PositionError(f"{where}: narashima_destroys names card {v}, which this player "
                                        "does not control")
                ds.append(uid)
            ans["destroys"] = ds
        answers[i] = ans
        st.players.append(p)

    total_d = sum(p.diamond for p in st.players)
    if total_d > db.game["diamonds"]:
        raise PositionError(f"{fname}: {total_d} diamonds held, the game has {db.game['diamonds']}")
    st.diamonds_left = db.game["diamonds"] - total_d
    if "discard" in data and "discard_count" in data:
        raise PositionError(f"{fname}: give 'discard' or 'discard_count', not both")
    if "discard" in data:
        if not isinstance(data["discard"], list):
            raise PositionError(f"{fname}: 'discard' must be a list")
        for v in data["discard"]:
            uid = _card_uid(db, v, f"{fname}: discard", wonders_ok=True)
            claim(uid, f"{fname}: discard", "in the discard")
            st.discard.append(uid)
    elif "discard_count" in data:
        cnt = _int(data, "discard_count", fname, 0, len(db.civ))
        free = [c.uid for c in db.civ if c.uid not in used and not (three and c.four_plus)]
        if cnt > len(free):
            raise PositionError(f"{fname}: discard_count {cnt} is more than the cards left ({len(free)})")
        st.discard = free[:cnt]
    st.stack = [("final",), ("vp_start",)]
    return Position(st, answers)


def score_position(pos: Position) -> dict:
    """Run the VP phase with the file's answers (or the best Narashima destruction) and return the result."""
    st, answers = pos.state, {s: dict(a) for s, a in pos.answers.items()}
    _run(st, None)   # no events: no one reads them
    while not st.over:
        apply_inplace(st, _answer(st, answers), events=False)
    # Tomorrow's guesses are data in a position file: scored exactly as written, and none written scores nothing
    # (never the engine's stand-in guesses, which may be right or wrong by chance)
    for s, ans in answers.items():
        if st.players[s].immortal == "tomorrow" and "guesses" not in ans:
            st.players[s].tomorrow_bonus = 0
        if st.players[s].immortal == "tomorrow" and "guesses" in ans:
            others = [o for o in range(st.n) if o != s]
            known = {ans.get("peek")} | {o for o in others if st.players[o].justice_revealed}
            right = all(o in known or g == st.players[o].immortal for o, g in zip(others, ans["guesses"]))
            sc = st.db.scoring
            st.players[s].tomorrow_bonus = (sc["tomorrow_named"] if "peek" in ans else sc["tomorrow_blind"]) \
                if right else 0
    st.result = compute_result(st)
    return st.result


def _answer(st: GameState, answers: dict[int, dict]) -> str:
    d = st.pending
    if d is None:
        raise ValueError("no decision to answer: the game is over")
    ans = answers.get(d.seat, {})
    if d.kind == "peek":
        return f"peek {ans['peek']}" if "peek" in ans else "nopeek"
    if d.kind == "guess":
        return d.options[0]      # replaced by the file's guesses after the run
    if d.kind == "narashima":
        if "destroys" in ans:
            left = [u for u in ans["destroys"] if u in st.players[d.seat].heroes + st.players[d.seat].buildings]
            return f"destroy {st.db.civ[left[0]].key}" if left else "done"
        plan = _best_narashima(st, d.seat, answers)
        ans["destroys"] = plan
        answers[d.seat] = ans
        return f"destroy {st.db.civ[plan[0]].key}" if plan else "done"
    if d.kind == "tie":
        return "pass"
    return d.options[0]


def _best_narashima(st: GameState, seat: int, answers: dict[int, dict]) -> list[int]:
    """The destruction set that maximises Narashima's total (fewest cards on equal totals)."""
    cards = st.players[seat].heroes + st.players[seat].buildings
    best: tuple[int, int] = (-1, 0)
    best_set: list[int] = []
    for k in range(len(cards) + 1):
        for subset in combinations(cards, k):
            trial = st.clone()
            sub_answers = {s: dict(a) for s, a in answers.items()}
            sub_answers[seat] = dict(sub_answers.get(seat, {}), destroys=list(subset))
            while not trial.over:
                apply_inplace(trial, _answer(trial, sub_answers), events=False)
            assert trial.result is not None   # the game is over: the VP phase has scored it
            total = trial.result["players"][seat]["total"]
            if (total, -k) > best:
                best, best_set = (total, -k), list(subset)
    return best_set


def format_result(result: dict) -> str:
    """A readable score table."""
    cats = ("immortal", "vp_tokens", "wonders", "supremacy", "culture", "diamonds")
    head = f"{'player':<16}{'immortal':<11}" + "".join(f"{c:>10}" for c in cats) + f"{'total':>8}"
    lines = [head, "-" * len(head)]
    for i, row in enumerate(result["players"]):
        mark = " *" if i == result["winner"] else ""
        lines.append(f"{row['name'][:15]:<16}{row['immortal']:<11}"
                     + "".join(f"{row['breakdown'][c]:>10}" for c in cats) + f"{row['total']:>8}{mark}")
    w = result["players"][result["winner"]]
    lines.append(f"Winner: {w['name']} ({w['immortal']}) with {w['total']} VP")
    return "\n".join(lines)
