"""The game table (a scene): `TableScene`, split by job into the modules of this package."""

from game.ui.table.scene import TableScene
from game.ui.table.sprites import STAT_TIPS

__all__ = ["STAT_TIPS", "TableScene"]
