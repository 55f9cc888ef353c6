"""The game table (a scene): `TableScene` and the parts it is made of, one module each (see scene.py)."""

from game.ui.table.scene import TableScene
from game.ui.table.sprites import STAT_TIPS, stat_tip

__all__ = ["STAT_TIPS", "TableScene", "stat_tip"]
