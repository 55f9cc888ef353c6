"""The end screen's after-game actions: export the game, copy its seed, rematch (new deal or the same one).

Not a scene: the end screen and the Replays list call these; no scene imports another scene for them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import records
from game.ui.i18n import STRINGS, said, tr
from game.ui.scene import AppContext

STRINGS.update({
    "end:copy_seed": ("Copy seed", "Copier la graine"),
    "end:copied": ("Seed {seed} copied to the clipboard", "Graine {seed} copiée dans le presse-papiers"),
    "end:seed_is": ("The seed is {seed} (no clipboard here)", "La graine est {seed} (pas de presse-papiers ici)"),
    "end:rematch": ("Rematch (new deal)", "Revanche (nouvelle donne)"),
    "end:same_deal": ("Same deal again", "Rejouer la même donne"),
    "end:exported": ("Game saved to {path}", "Partie enregistrée dans {path}"),
    "end:export": ("Export game", "Exporter la partie"),
})


def copy_to_clipboard(text: str) -> bool:
    """Put text on the clipboard with pygame.scrap when the platform has it; False otherwise (show it instead)."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def after_game_actions(app: AppContext, record: dict, say: Callable[[str], None]) -> list[tuple[str, Callable[[],
                                                                                                        None]]]:
    """The end screen's buttons as (label, action): Export game, Copy seed, Rematch (new seed), Same deal again.

    `say(text)` shows the outcome (where the file went, the seed when there is no clipboard).
    """
    def export() -> None:
        try:
            say(tr("end:exported", path=str(records.export_game(record))))
        except OSError as exc:
            say(tr("export_failed", why=said(exc)))

    def copy_seed() -> None:
        seed = str(record["seed"])
        say(tr("end:copied", seed=seed) if copy_to_clipboard(seed) else tr("end:seed_is", seed=seed))

    def rematch(same: bool) -> None:
        app.start_game(*records.rematch_seats(record, same), variants=record.get("variants"))

    return [(tr("end:export"), export), (tr("end:copy_seed"), copy_seed),
            (tr("end:rematch"), lambda: rematch(False)), (tr("end:same_deal"), lambda: rematch(True))]
