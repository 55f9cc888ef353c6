"""Who a seat is called on screen: default names for new seats, and the one rule for "You".

"You" only ever means the human in front of the screen in a game with exactly one human: never in a hot-seat game
(its screens are shared), never in a replay or a spectator view, and never next to another "you".
"""

from __future__ import annotations

from game import labels
from game.labels import is_default_name
from game.ui.i18n import STRINGS, lang, tr

STRINGS.update({
    "nm:you": ("You", "Vous"),
    "nm:their_immortal": ("{who}'s Immortal: {name}", "Immortel de {who} : {name}"),
    "nm:bot_tip": ("{name}: computer player, {level} level", "{name} : joueur ordinateur, niveau {level}"),
})

BOT_LEVELS = ("easy", "normal", "hard", "expert")   # a header's pips: one per step, Easy 1 to Expert 4

__all__ = ["default_name", "is_default_name", "fill_names", "humans", "you_seat", "seat_label", "you_word",
           "header_name", "table_you", "results_label", "BOT_LEVELS", "level_pips", "seat_tip"]


def default_name(seat: int, kind: str) -> str:
    """The name a seat gets when none is typed: 'Player 2' for a human, 'Bot 2' for a bot (New game and --seats)."""
    return labels.default_name(seat, kind, lang())


def fill_names(names: list[str] | None, seats: list[str]) -> list[str]:
    """The given names, then a default name for every seat without one (blank names count as none)."""
    given = [n.strip() for n in names or []]
    return [given[i] if i < len(given) and given[i] else default_name(i, kind) for i, kind in enumerate(seats)]


def humans(seats: list[str]) -> int:
    """How many seats a person plays."""
    return sum(1 for s in seats if s == "human")


def you_seat(seats: list[str], viewer: int | None) -> int | None:
    """The seat that may be called "You": the viewer, if it is the only human seat; else None."""
    if viewer is None or not 0 <= viewer < len(seats) or seats[viewer] != "human" or humans(seats) != 1:
        return None
    return viewer


def seat_label(names: list[str], seat: int, viewer: int | None, humans: int) -> str:
    """The name shown for `seat`: "You" for the viewer in a one-human game, else the seat's name.

    `viewer`: the seat whose eyes the screen shows, None when nobody's (a spectator, a replay); `humans`: how many
    seats people play (more than one: a hot-seat game, whose screens are shared, so nobody is "You").
    """
    if humans == 1 and viewer is not None and seat == viewer:
        return tr("nm:you")
    return names[seat]


def you_word(lower: bool = False) -> str:
    """'You' / 'Vous' (or 'you' / 'vous' after a preposition)."""
    word = tr("nm:you")
    return word.lower() if lower else word


def header_name(name: str, kind: str, is_you: bool) -> str:
    """A seat header's name with its tag: 'Ana (you)', 'Bot 2 (hard)', 'Bob (human)'; never 'You (you)'."""
    if is_you:
        tag = tr("you")
    elif kind.startswith("bot:"):
        tag = tr("level:" + kind[4:])
    else:
        tag = tr("human") if kind == "human" else tr(kind)
    if name.lower() == tag.lower() or (is_you and name.lower() == you_word(True)):
        return name
    return f"{name} ({tag})"


def level_pips(kind: str) -> int:
    """How many of its level's four pips a seat fills (Easy 1 to Expert 4): 0 for a person."""
    level = kind[4:] if kind.startswith("bot:") else ""
    return BOT_LEVELS.index(level) + 1 if level in BOT_LEVELS else 0


def seat_tip(name: str, kind: str) -> str:
    """The tooltip on a bot's name in its header ('Bot 2: computer player, hard level'); '' for a person."""
    if not level_pips(kind):
        return ""
    return tr("nm:bot_tip", name=name, level=tr("level:" + kind[4:]))


def table_you(table: object) -> int | None:
    """The seat a table scene may call "You" (None for a spectator, a replay or a hot-seat game)."""
    viewer = getattr(table, "viewer", None)
    is_me = getattr(table, "_is_me", None)
    if viewer is None or is_me is None or not is_me(viewer):
        return None
    return you_seat(list(table.match.seats), viewer)  # type: ignore[attr-defined]


def results_label(names: list[str], seats: list[str], seat: int) -> str:
    """A row of the end screen: the name, tagged '(you)' for the only human ('Ana (you)'; never 'You (you)')."""
    name = names[seat]
    if you_seat(seats, seat) != seat or name.lower() in (tr("you").lower(), you_word(True)):
        return name
    return f"{name} ({tr('you')})"
