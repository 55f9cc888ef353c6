"""How a reviewed decision is classed (by the VP it lost against the search's choice) and grouped.

The thresholds are named so that a screen can state them: a move within BEST_VP of the search's choice is
"best", within GOOD_VP "good", within INACCURACY_VP "inaccuracy", within MISTAKE_VP "mistake", else "blunder".
A loss no larger than its own ± (95%) is at most an "inaccuracy": the search is not sure enough to call it worse.
"""

from __future__ import annotations

from game.bots.why import GOOD

BEST_VP = 0.2         # a move is "best" if it is the search's choice or this close to it (rounding of projections)
GOOD_VP = GOOD        # below this loss: "good" (the hint's "close call" too)
INACCURACY_VP = 1.0   # below this loss: "inaccuracy"
MISTAKE_VP = 2.5      # below this loss: "mistake"; from it on: "blunder"
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
THRESHOLDS = {"best": BEST_VP, "good": GOOD_VP, "inaccuracy": INACCURACY_VP, "mistake": MISTAKE_VP}
"""The upper VP loss of each class but the last (a JSON-able statement of the scale)."""

KINDS = ("pick", "play", "kingdom", "end", "reveal", "other")
"""The summary's kinds of decision: draft picks, play or transform, Kingdom activations, ending the turn,
reveals (Justice at a tie), and every other choice (Commerce, tokens, copies, ...)."""


def classify(vp_loss: float, played_is_best: bool = False, vp_pm: float = 0.0) -> str:
    """The class of a move that lost `vp_loss` VP (± `vp_pm`) against the search's choice."""
    if played_is_best or vp_loss < BEST_VP:
        return "best"
    if vp_loss < GOOD_VP:
        return "good"
    if vp_loss < INACCURACY_VP or vp_loss <= vp_pm:
        return "inaccuracy"
    if vp_loss < MISTAKE_VP:
        return "mistake"
    return "blunder"


def kind_of(decision_kind: str, played: str) -> str:
    """The summary's kind of a decision (see KINDS), from the engine's decision kind and the move made."""
    if decision_kind in ("pick", "look", "swap"):
        return "pick"
    if decision_kind == "play":
        return "play"
    if decision_kind == "kingdom":
        return "end" if played == "end" else "kingdom"
    if decision_kind == "tie":
        return "reveal"
    return "other"

CLASS_NAMES: dict[str, tuple[str, str]] = {
    "best": ("best", "meilleur"), "good": ("good", "bon"), "inaccuracy": ("inaccuracy", "imprécision"),
    "mistake": ("mistake", "erreur"), "blunder": ("blunder", "gaffe"),
}
KIND_NAMES: dict[str, tuple[str, str]] = {
    "pick": ("draft picks", "choix du draft"), "play": ("play or transform", "jouer ou transformer"),
    "kingdom": ("Kingdom activations", "activations du Royaume"), "end": ("ending the turn", "fin du tour"),
    "reveal": ("reveals", "révélations"), "other": ("other choices", "autres choix"),
}
"""Display names (en, fr) of the classes and of the summary's kinds of decision."""
