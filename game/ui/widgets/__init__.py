"""Drawing helpers and widgets shared by every screen: cached text, buttons, panels, card grids, charts."""
