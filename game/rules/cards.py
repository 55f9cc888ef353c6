"""Load and validate `cards.toml`: every card as data in a closed effect vocabulary."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.resources import resource

from ._check import CardDataError, _choice, _Ctx, _unsure, _want_int
from ._toml import read_toml
from .cardtypes import CivCard, CommerceCard, Counter, Immortal, Predicate, Step
from .gamespec import check_game
from .variantspec import Variant, apply_sets, check_variants, full_choice

DEFAULT_PATH = resource("cards.toml")   # installed copy (game/_data/) first, else the repository root
MAX_BYTES = 4 * 1024 * 1024
MAX_PARAM = 99   # no printed amount comes near this; larger ones would overflow the engine's lists

RESOURCES = ("mil", "sci", "cha", "coins", "vp", "sup", "won", "diamond")
CIV = ("mil", "sci", "cha")
SYMBOLS = ("military", "science", "chaos", "galmi", "legendary")
SLOTS = ("bonus", "action", "power", "passive", "world", "on_destroy", "vp_phase")
TRIGGERS = ("sup_gained", "turn_end")
SELECTORS = (
    "self", "own.hero", "own.building", "own.card", "others.hero", "others.building",
    "neighbours.building", "all.building", "all.card", "all.wonder", "discard", "revealed",
)

# verb -> allowed parameter names (besides "do", "if", "on")
VERBS: dict[str, tuple[str, ...]] = {
    "gain": RESOURCES + ("civ", "distinct", "per", "until"),
    "pay": ("coins", "mil", "sci", "cha", "civ", "less"),
    "give": ("cha", "mil", "sci", "players", "optional", "from"),
    "choose": ("one_of",),
    "culture": ("n", "onto", "each"),
    "commerce": ("reveal", "take"),
    "copy": ("from", "symbol", "optional"),
    "destroy": ("target", "culture"),
    "reveal": ("n",),
    "shuffle": ("into", "card"),
    "put_in_play": ("from", "look", "pick", "card"),
    "swap": ("with", "kind"),
    "supremacy_bonus": ("mil", "sci"),
    "supremacy_contest": ("what",),
    "wonder_limit": ("n", "distinct"),
    "score": ("n", "per", "plus", "max", "tiers"),
    "revalue": ("sup", "culture", "wonder_ranking", "diamond_each"),
}
MODIFIER_VERBS = ("supremacy_bonus", "supremacy_contest", "wonder_limit")
SCORING_VERBS = ("score", "revalue")


@dataclass(frozen=True)
class CardDB:
    """Everything in cards.toml, validated."""

    game: dict[str, Any]
    scoring: dict[str, Any]
    three_players: dict[str, Any]
    civ: tuple[CivCard, ...]
    commerce: tuple[CommerceCard, ...]
    immortals: tuple[Immortal, ...]
    by_key: dict[str, int]
    kind_uids: dict[str, tuple[int, ...]]
    immortal_by_id: dict[str, Immortal]
    variants: tuple[Variant, ...] = ()
    choice: dict[str, str] = field(default_factory=dict)    # every variant's option in force (defaults included)
    raw: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    _variant_dbs: dict[tuple, CardDB] = field(default_factory=dict, repr=False, compare=False)

    def with_variants(self, choice: dict[str, str] | None) -> CardDB:
        """These cards under a choice of rule variants (missing ids: defaults), built once per choice; ValueError
        naming an unknown variant or option. The defaults give this very database."""
        if not choice or choice == self.choice:   # the common case, first (bots determinize every decision)
            return self
        full = full_choice(self.variants, choice)
        if full == self.choice:
            return self
        key = tuple(sorted(full.items()))
        if key not in self._variant_dbs:   # every option sets every path of its variant: any raw will do
            sets = tuple(s for v in self.variants for s in v.option(full[v.id]).sets)
            self._variant_dbs[key] = build_db(apply_sets(self.raw, sets), variants=self.variants, choice=full)
        return self._variant_dbs[key]

    def non_default(self) -> dict[str, str]:
        """The variants whose option is not today's default."""
        return {v.id: self.choice[v.id] for v in self.variants if self.choice.get(v.id, v.default) != v.default}

    def card(self, key: str | int) -> CivCard:
        """A Civilization card by uid, printed number or Wonder id."""
        if isinstance(key, int):
            return self.civ[key]
        return self.civ[self.by_key[key]]


def _parse_counter(text: str, ctx: _Ctx, fld: str, kinds: set[str]) -> Counter:
    scope, _, what = text.partition(".")
    ok = False
    if scope in ("own", "all"):
        ok = what in RESOURCES or what in ("civ", "sets")
    elif scope == "control":
        parts = what.split(".")
        ok = (
            what in ("card", "hero", "building")
            or what in SYMBOLS
            or what in kinds
            or (len(parts) == 2 and parts[0] in ("hero", "building") and parts[1] in SYMBOLS)
        )
    elif scope == "inplay":
        ok = what in SYMBOLS
    elif scope == "discard":
        ok = what == "cards"
    elif scope == "game":
        ok = what == "destroyed"
    if not ok:
        raise ctx.fail(fld, f"unknown counter '{text}'")
    return Counter(scope, what)


def _parse_predicate(text: Any, ctx: _Ctx, fld: str, kinds: set[str]) -> Predicate:
    if not isinstance(text, str):
        raise ctx.fail(fld, "a condition must be a string")
    words = text.split()
    if len(words) == 2 and words[0] == "most":
        return Predicate("most", _parse_counter(words[1], ctx, fld, kinds))
    if len(words) == 3 and words[1] in (">=", "==") and words[2].isdigit():
        return Predicate(words[1], _parse_counter(words[0], ctx, fld, kinds), int(words[2]))
    raise ctx.fail(fld, f"cannot read condition '{text}' (use 'most COUNTER', 'COUNTER >= k' or 'COUNTER == k')")


def _parse_step(raw: Any, ctx: _Ctx, fld: str, slot: str, kinds: set[str], card_ids: set[str]) -> Step:
    if not isinstance(raw, dict):
        raise ctx.fail(fld, "a step must be a table like { do = \"gain\", mil = 1 }")
    verb = raw.get("do")
    if not isinstance(verb, str) or verb not in VERBS:
        raise ctx.fail(f"{fld}.do", f"unknown verb {verb!r} (known: {', '.join(VERBS)})")
    allowed = VERBS[verb]
    params: dict[str, Any] = {}
    cond = None
    on = None
    for key, value in raw.items():
        sub = f"{fld}.{key}"
        if key == "do":
            continue
        if key == "if":
            cond = _parse_predicate(value, ctx, sub, kinds)
            continue
        if key == "on":
            if slot not in ("passive", "world"):
                raise ctx.fail(sub, "'on' is only allowed in passive and world slots")
            if value not in TRIGGERS:
                raise ctx.fail(sub, f"unknown trigger {value!r} (known: {', '.join(TRIGGERS)})")
            on = value
            continue
        if key not in allowed:
            raise ctx.fail(sub, f"verb '{verb}' takes no parameter '{key}' (allowed: {', '.join(allowed)})")
        params[key] = _check_param(verb, key, value, ctx, sub, slot, kinds, card_ids)
    if verb == "give" and sum(1 for r in CIV if params.get(r)) != 1:
        raise ctx.fail(fld, "'give' needs an amount of exactly one of cha, mil or sci")
    if verb == "choose" and "one_of" not in params:
        raise ctx.fail(fld, "'choose' needs one_of")
    if verb in ("culture", "reveal") and "n" not in params:
        raise ctx.fail(fld, f"'{verb}' needs n")
    if verb == "copy" and "from" not in params:
        raise ctx.fail(fld, "'copy' needs from")
    if verb == "destroy" and "target" not in params:
        raise ctx.fail(fld, "'destroy' needs target")
    if verb in MODIFIER_VERBS and slot not in ("passive", "world"):
        raise ctx.fail(f"{fld}.do", f"'{verb}' is a modifier: only in passive or world slots")
    if verb in SCORING_VERBS and slot != "scoring":
        raise ctx.fail(f"{fld}.do", f"'{verb}' is only for Immortal scoring")
    if slot == "scoring" and verb not in SCORING_VERBS:
        raise ctx.fail(f"{fld}.do", f"an Immortal's scoring takes only {' or '.join(SCORING_VERBS)}, not '{verb}'")
    return Step(verb, params, cond, on)


def _check_param(verb: str, key: str, value: Any, ctx: _Ctx, fld: str, slot: str,
                 kinds: set[str], card_ids: set[str]) -> Any:
    if verb == "revalue":
        return _check_revalue(key, value, ctx, fld)
    if key in RESOURCES or key in ("civ", "players", "n", "reveal", "look", "pick", "plus", "max"):
        return _want_int(value, ctx, fld, 0, MAX_PARAM)
    if key in ("distinct", "until", "optional", "each"):
        if not isinstance(value, bool):
            raise ctx.fail(fld, f"expected true or false, got {value!r}")
        return value
    if key in ("per", "less"):
        return _parse_counter(value, ctx, fld, kinds) if isinstance(value, str) else _bad(ctx, fld, value)
    if key == "one_of":
        if not isinstance(value, list) or len(value) < 2 or not all(isinstance(b, list) for b in value):
            raise ctx.fail(fld, "one_of needs a list of at least two step lists")
        return tuple(
            tuple(_parse_step(s, ctx, f"{fld}[{i}][{j}]", slot, kinds, card_ids) for j, s in enumerate(branch))
            for i, branch in enumerate(value)
        )
    if key == "onto":
        return _choice(value, ("own.building", "all.building"), ctx, fld)
    if key == "take":
        return _choice(value, ("may", "one_if_possible"), ctx, fld)
    if key == "from":
        if verb == "copy":
            if not isinstance(value, list) or not value:
                raise ctx.fail(fld, "copy needs a non-empty list of selectors")
            return tuple(_choice(v, SELECTORS, ctx, fld) for v in value)
        if verb == "give":
            return _choice(value, ("own", "supply"), ctx, fld)
        return _choice(value, ("deck", "deck.top"), ctx, fld)
    if key == "symbol":
        return _choice(value, SYMBOLS, ctx, fld)
    if key == "target":
        return _choice(value, ("self", "own.building", "own.hero", "own.card"), ctx, fld)
    if key == "culture":
        return _choice(value, ("discard", "to_source"), ctx, fld)
    if key == "into":
        return _choice(value, ("deck",), ctx, fld)
    if key == "card":
        if verb == "shuffle":
            return _choice(value, ("self",), ctx, fld)
        if not isinstance(value, str) or value not in card_ids:
            raise ctx.fail(fld, f"no card with id {value!r}")
        return value
    if key == "with":
        if not isinstance(value, list) or not value:
            raise ctx.fail(fld, "swap needs a list of zones")
        return tuple(_choice(v, ("deck", "discard"), ctx, fld) for v in value)
    if key == "kind":
        return _choice(value, ("hero",), ctx, fld)
    if key == "what":
        return _choice(value, CIV, ctx, fld)
    if key == "tiers":
        if not isinstance(value, list) or not all(
            isinstance(t, list) and len(t) == 2 and all(_small(x) for x in t) for t in value
        ):
            raise ctx.fail(fld, "tiers must be a list of [from, vp] pairs")
        return tuple((t[0], t[1]) for t in value)
    raise ctx.fail(fld, f"unknown parameter '{key}'")  # pragma: no cover


def _check_revalue(key: str, value: Any, ctx: _Ctx, fld: str) -> Any:
    if key in ("sup", "culture"):
        return _want_int(value, ctx, fld, 0, MAX_PARAM)
    if not isinstance(value, list) or not value or not all(_small(v) for v in value):
        raise ctx.fail(fld, "expected a list of whole numbers")
    return tuple(value)


def _small(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_PARAM


def _bad(ctx: _Ctx, fld: str, value: Any) -> Any:
    raise ctx.fail(fld, f"expected a counter name, got {value!r}")


FR_ARTICLES = ("le", "la", "l'", "les")


def _name(raw: dict, ctx: _Ctx) -> dict[str, str]:
    name = raw.get("name")
    if not isinstance(name, dict) or not all(isinstance(name.get(k), str) and name.get(k) for k in ("fr", "en")):
        raise ctx.fail("name", "needs { fr = \"...\", en = \"...\" }")
    for key in name:
        if key not in ("fr", "en", "fr_article"):
            raise ctx.fail(f"name.{key}", "unknown field (fr, en and fr_article are known)")
    return {"fr": name["fr"], "en": name["en"]}


def _fr_article(raw: dict, ctx: _Ctx) -> str:
    """The French article before the card's name in a sentence ("la"), or "" for a proper name."""
    art = raw["name"].get("fr_article", "")
    if art and art not in FR_ARTICLES:
        raise ctx.fail("name.fr_article", f"must be one of {', '.join(FR_ARTICLES)}, got {art!r}")
    return art


def _symbols(raw: dict, ctx: _Ctx) -> frozenset[str]:
    syms = raw.get("symbols", [])
    if not isinstance(syms, list):
        raise ctx.fail("symbols", "must be a list")
    for s in syms:
        _choice(s, SYMBOLS, ctx, "symbols")
    return frozenset(syms)


_CARD_KEYS = {
    "hero": {"id", "number", "name", "symbols", "futile_ok", "unsure", *SLOTS},
    "building": {"id", "numbers", "four_plus", "name", "symbols", "futile_ok", "unsure", *SLOTS},
    "wonder": {"id", "wid", "name", "symbols", "futile_ok", "unsure", *SLOTS},
    "commerce": {"id", "name", "copies", "effect", "unsure"},
    "immortal": {"id", "number", "name", "symbols", "rule", "scoring", "unsure"},
}


def load_cards(path: str | Path | None = None) -> CardDB:
    """Read cards.toml (default: the repository's) and validate it; raise CardDataError naming card and field."""
    p = Path(path) if path is not None else DEFAULT_PATH
    data = read_toml(p, CardDataError, "a card file", MAX_BYTES)
    return build_db(data, p)


def build_db(data: dict[str, Any], path: Path = DEFAULT_PATH, *, variants: tuple[Variant, ...] | None = None,
             choice: dict[str, str] | None = None, memo: ParseMemo | None = None) -> CardDB:
    """Validate an already-parsed cards.toml document (its variants too, unless already checked ones are given).

    `memo` reuses the effect lists parsed by an earlier build of a document sharing them (the variant checks)."""
    top = _Ctx(path, "top level")
    if data.get("schema") != 1:
        raise top.fail("schema", "expected schema = 1")
    for key in data:
        if key not in ("schema", "game", "variant") and key not in _CARD_KEYS:
            raise top.fail(key, "unknown table")
    game = check_game(data.get("game"), path)
    kinds: set[str] = set()
    card_ids: set[str] = set()
    for family in ("hero", "building", "wonder", "commerce", "immortal"):
        if not isinstance(data.get(family, []), list):
            raise top.fail(family, f"must be an array of tables [[{family}]]")
        for i, raw in enumerate(data.get(family, [])):
            ctx = _Ctx(path, f"{family} #{i + 1}")
            if not isinstance(raw, dict):
                raise ctx.fail(family, f"must be a table [[{family}]]")
            cid = raw.get("id")
            if not isinstance(cid, str) or not cid:
                raise ctx.fail("id", "every card needs a string id")
            if cid in card_ids:
                raise ctx.fail("id", f"duplicate id '{cid}'")
            card_ids.add(cid)
            if family in ("hero", "building", "wonder"):
                kinds.add(cid)

    if variants is None and memo is None:
        memo = ParseMemo()
    if memo is not None and not memo.fits(kinds, card_ids):
        memo = None
    civ: list[CivCard] = []
    seen_numbers: set[int] = set()
    for family in ("hero", "building", "wonder"):
        for raw in data.get(family, []):
            cards = memo.get(raw, len(civ)) if memo is not None else None
            if cards is None:
                cards = _build_civ(family, raw, path, kinds, card_ids, len(civ), memo)
                if memo is not None:
                    memo.put(raw, len(civ), cards)
            for c in cards if family != "wonder" else ():   # Wonders have no printed number
                if c.number in seen_numbers:
                    raise _Ctx(path, f"{family} '{raw['id']}'").fail("number" if family == "hero" else "numbers",
                                                                    f"duplicate printed number {c.number}")
                seen_numbers.add(c.number)
            civ.extend(cards)
    if len(civ) != 48:
        raise top.fail("hero/building/wonder", f"expected 48 Civilization cards, found {len(civ)}")

    commerce: list[CommerceCard] = []
    for raw in data.get("commerce", []):
        ctx = _Ctx(path, f"commerce '{raw['id']}'")
        _check_keys(raw, "commerce", ctx)
        copies = _want_int(raw.get("copies"), ctx, "copies", 1, 18)
        effect = _slot(raw, "effect", ctx, kinds, card_ids, memo)
        if not effect:
            raise ctx.fail("effect", "a Commerce card needs an effect")
        for _ in range(copies):
            commerce.append(CommerceCard(len(commerce), raw["id"], _name(raw, ctx), effect, _unsure(raw, ctx),
                                         _fr_article(raw, ctx)))
    if len(commerce) != 18:
        raise top.fail("commerce", f"expected 18 Commerce cards in all copies, found {len(commerce)}")

    immortals: list[Immortal] = []
    for raw in data.get("immortal", []):
        ctx = _Ctx(path, f"immortal '{raw['id']}'")
        _check_keys(raw, "immortal", ctx)
        number = _want_int(raw.get("number"), ctx, "number", 1, 8)
        rule = raw.get("rule")
        if rule is not None:
            _choice(rule, ("justice", "tomorrow", "narashima"), ctx, "rule")
        scoring = _slot(raw, "scoring", ctx, kinds, card_ids, memo)
        immortals.append(Immortal(raw["id"], number, _name(raw, ctx), _symbols(raw, ctx), rule, scoring,
                                  _unsure(raw, ctx)))
    for im in immortals:
        for step in im.scoring:
            if "diamond_each" in step.params and len(step.params["diamond_each"]) != game["diamonds"]:
                raise _Ctx(path, f"immortal '{im.id}'").fail("scoring.diamond_each",
                                                             f"needs {game['diamonds']} values, one per diamond")
    immortals.sort(key=lambda im: im.number)
    if [im.number for im in immortals] != list(range(1, 9)):
        raise top.fail("immortal", "expected 8 Immortals numbered 1 to 8")

    by_key = {c.key: c.uid for c in civ}
    kind_uids: dict[str, list[int]] = {}
    for c in civ:
        kind_uids.setdefault(c.kind, []).append(c.uid)
    if variants is None:
        variants = check_variants(data, path, lambda d: build_db(d, path, variants=(), memo=memo))
    return CardDB(
        variants=variants,
        choice=dict(choice) if choice is not None else {v.id: v.default for v in variants},
        raw=data,
        game=game,
        scoring=data["game"]["scoring"],
        three_players=data["game"]["three_players"],
        civ=tuple(civ),
        commerce=tuple(commerce),
        immortals=tuple(immortals),
        by_key=by_key,
        kind_uids={k: tuple(v) for k, v in kind_uids.items()},
        immortal_by_id={im.id: im for im in immortals},
    )


def _check_keys(raw: dict, family: str, ctx: _Ctx) -> None:
    for key in raw:
        if key not in _CARD_KEYS[family]:
            raise ctx.fail(key, f"unknown field for a {family}")


class ParseMemo:
    """What a build parsed from each table or list of the file, by its identity, for the builds of documents that
    share those tables (variantspec.apply_sets copies only what an option changes) and the same card ids."""

    def __init__(self) -> None:
        self._parsed: dict[tuple[int, Any], tuple[object, Any]] = {}
        self._ids: tuple[frozenset[str], frozenset[str]] | None = None

    def fits(self, kinds: set[str], card_ids: set[str]) -> bool:
        """True when a list parses here as it did in the builds that filled the memo (same card ids)."""
        ids = (frozenset(kinds), frozenset(card_ids))
        if self._ids is None:
            self._ids = ids
        return self._ids == ids

    def get(self, raw: object, tag: Any = None) -> Any:
        hit = self._parsed.get((id(raw), tag))
        return hit[1] if hit is not None and hit[0] is raw else None

    def put(self, raw: object, tag: Any, parsed: Any) -> None:
        self._parsed[(id(raw), tag)] = (raw, parsed)   # holding `raw` keeps its id from being reused


def _slot(raw: dict, slot: str, ctx: _Ctx, kinds: set[str], card_ids: set[str],
          memo: ParseMemo | None = None) -> tuple[Step, ...]:
    steps = raw.get(slot, [])
    if not isinstance(steps, list):
        raise ctx.fail(slot, "must be a list of steps")
    if not steps:
        return ()
    parsed = memo.get(steps) if memo is not None else None
    if parsed is None:
        parsed = tuple(_parse_step(s, ctx, f"{slot}[{i}]", slot, kinds, card_ids) for i, s in enumerate(steps))
        if memo is not None:
            memo.put(steps, None, parsed)
    return parsed


def _build_civ(family: str, raw: dict, path: Path, kinds: set[str], card_ids: set[str], base_uid: int,
               memo: ParseMemo | None = None) -> list[CivCard]:
    """The cards of one Civilization card kind (two for a Building), numbered from `base_uid`."""
    ctx = _Ctx(path, f"{family} '{raw['id']}'")
    _check_keys(raw, family, ctx)
    slots = {s: _slot(raw, s, ctx, kinds, card_ids, memo) for s in SLOTS}
    futile_ok = raw.get("futile_ok", False)
    if not isinstance(futile_ok, bool):
        raise ctx.fail("futile_ok", "expected true or false")
    common = dict(kind=raw["id"], family=family, name=_name(raw, ctx), symbols=_symbols(raw, ctx),
                  futile_ok=futile_ok, unsure=_unsure(raw, ctx), fr_article=_fr_article(raw, ctx), **slots)
    if family == "hero":
        numbers = [_want_int(raw.get("number"), ctx, "number", 1, 12)]   # Heroes are numbered 1 to 12
        four_plus: int | None = None
    elif family == "building":
        printed = raw.get("numbers")
        if not isinstance(printed, list) or len(printed) != 2:
            raise ctx.fail("numbers", "a Building kind needs two printed numbers")
        numbers = [_want_int(n, ctx, "numbers", 25, 48) for n in printed]   # Buildings are numbered 25 to 48
        four_plus = raw.get("four_plus")
        if four_plus not in numbers:
            raise ctx.fail("four_plus", f"must be one of numbers {numbers}")
    else:
        wid = raw.get("wid")
        if not isinstance(wid, str) or not wid.startswith("W") or not wid[1:].isdigit():
            raise ctx.fail("wid", "a Wonder needs an id like \"W1\"")
        if wid in kinds or wid in card_ids:
            raise ctx.fail("wid", f"duplicate Wonder id {wid}")
        return [CivCard(uid=base_uid, key=wid, number=0, **common)]
    return [CivCard(uid=base_uid + i, key=str(n), number=n, four_plus=(n == four_plus), **common)
            for i, n in enumerate(numbers)]


_DB_CACHE: dict[Path, CardDB] = {}


def default_db() -> CardDB:
    """The repository's cards.toml, loaded once."""
    if DEFAULT_PATH not in _DB_CACHE:
        _DB_CACHE[DEFAULT_PATH] = load_cards(DEFAULT_PATH)
    return _DB_CACHE[DEFAULT_PATH]
