"""The game table (a scene): `TableScene` and the parts it is made of, one module each (see scene.py)."""

from game.ui.table.scene import TableScene
from game.ui.table.sprites import stat_tip

__all__ = ["TableScene", "stat_tip"]
