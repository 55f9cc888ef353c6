"""ReplayMatch: steps through a finished (or saved) game and offers the Match interface with no legal actions.

The table scene draws it like a live game. Positions are rebuilt from seed + actions; `goto(ply)` moves anywhere,
`turn_marks` and `phase_marks` give where each turn and each phase starts. No pygame.
"""

from __future__ import annotations

from game.match import LogEntry, Match
from game.rules import IllegalAction, apply, new_game, view_for
from game.rules.state import GameState
from game.rules.view import SPECTATOR

ALL = -2   # watch with everything face up (finished games only)


class ReplayMatch:
    """A read-only controller over a recorded game; `viewer` is a seat, SPECTATOR (public) or ALL (face up)."""

    def __init__(self, record: dict, viewer: int = SPECTATOR) -> None:
        self.record = record
        self.seed = int(record["seed"])
        self.names = list(record["names"])
        self.players = len(self.names)
        self.seats = list(record.get("seats") or ["human"] * self.players)
        self._states: list[GameState] = [new_game(self.players, self.seed, names=self.names,
                                                  variants=record.get("variants"))]
        self._history: list[LogEntry] = []
        self.actions: list[str] = list(record["actions"])
        for i, a in enumerate(self.actions):
            st = self._states[-1]
            seat = st.to_act
            try:
                new, events = apply(st, a)
            except IllegalAction as exc:   # named as Match names it, so `replay` and `continue` say the same
                raise IllegalAction(f"action #{i + 1}: {exc}") from None
            assert seat is not None   # `apply` answered a pending decision: that seat was to act
            self._states.append(new)
            self._history.append(LogEntry(new.ply, seat, a, events))
        self.finished = bool(self._states[-1].over)
        self.phase_marks: list[tuple[int, int, str]] = []   # (position, round, phase) where each phase starts
        self.turn_marks: list[int] = []                     # positions where a new seat starts acting
        self._marks()
        self.pos = 0
        self.viewer = SPECTATOR
        self.set_viewer(viewer)

    # ------------------------------------------------------------------ stepping

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def state(self) -> GameState:
        return self._states[self.pos]

    def goto(self, pos: int) -> None:
        self.pos = max(0, min(self.length, pos))

    def set_viewer(self, viewer: int) -> None:
        """Watch as a seat, the public view, or everything face up (refused before the game is over)."""
        if viewer == ALL and not self.finished:
            raise ValueError("everything face up is only for finished games")
        if viewer not in (SPECTATOR, ALL) and not 0 <= viewer < self.players:
            raise ValueError(f"no seat {viewer}")
        self.viewer = viewer

    def phase_of(self, pos: int) -> tuple[int, str]:
        st = self._states[pos]
        return st.round, st.phase

    def _marks(self) -> None:
        marks: list[tuple[int, int, str]] = []
        for i in range(self.length + 1):
            rp = self.phase_of(i)
            if not marks or marks[-1][1:] != rp:
                marks.append((i, *rp))
        self.phase_marks = marks
        phases = {m[0] for m in marks}
        turns = [0]
        for i in range(1, self.length):
            if self._history[i].seat != self._history[i - 1].seat or i in phases:
                turns.append(i)
        self.turn_marks = turns + [self.length]

    def next_mark(self, marks: list[int]) -> int:
        return next((m for m in marks if m > self.pos), self.length)

    def prev_mark(self, marks: list[int]) -> int:
        return next((m for m in reversed(marks) if m < self.pos), 0)

    # ------------------------------------------------------------------ the Match interface the table reads

    @property
    def history(self) -> list[LogEntry]:
        return self._history[:self.pos]

    log_for = Match.log_for
    events_since = Match.events_since

    @property
    def ply(self) -> int:
        return self.state.ply

    @property
    def to_act(self) -> int | None:
        return None if self.state.over else self.state.to_act

    @property
    def over(self) -> bool:
        return bool(self.state.over)

    def is_human(self, seat: int) -> bool:
        """The seat watched counts as the one in front of the screen (no curtain, no legal actions)."""
        return seat == self.viewer

    def humans(self) -> list[int]:
        return [self.viewer] if self.viewer >= 0 else []

    def view(self, seat: int) -> dict:
        if self.viewer == ALL:
            return self.face_up_view(seat)
        return _no_actions(view_for(self.state, seat))

    def public_view(self, anchor: int) -> dict:
        if self.viewer == ALL:
            return self.face_up_view(anchor)
        view = _no_actions(view_for(self.state, SPECTATOR))
        view["seat"] = anchor
        return view

    def face_up_view(self, anchor: int) -> dict:
        """Every seat's draft slots and Immortal shown, from `anchor`'s chair."""
        view = _no_actions(view_for(self.state, max(anchor, 0)))
        for s, row in enumerate(view["seats"]):
            if s != view["seat"]:
                row["slots"] = view_for(self.state, s)["seats"][s]["slots"]
            row["immortal"] = self.state.players[s].immortal if len(self.state.players[s].immortals) == 1 else None
        return view

    def legal(self, seat: int) -> list[str]:
        return []

    def why_not(self, seat: int, key: str) -> dict | None:
        return {"reason": "not_your_turn"}

    def bot_to_act(self) -> int | None:
        return None

    def start_bot(self) -> None:
        pass

    def bot_ready(self) -> bool:
        return False

    def apply_bot(self) -> bool:
        return False

    def can_undo(self, seat: int) -> bool:
        return False

    def undo(self, seat: int) -> bool:
        return False

    def submit(self, seat: int, action: str) -> list[dict]:
        raise ValueError("a replay takes no actions")

    def record_dict(self) -> dict:
        return dict(self.record)


def _no_actions(view: dict) -> dict:
    view["legal"] = []
    if view.get("decision"):
        view["decision"].pop("options", None)
    return view
