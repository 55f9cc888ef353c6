"""The table is made of parts that own their state (game/ui/table/scene.py): no mixins, and no part assigns the
scene's attributes or another part's; a change elsewhere goes through a method of its owner."""

import ast
from pathlib import Path

from game.ui.scene import Scene
from game.ui.table import TableScene

TABLE = Path(__file__).resolve().parents[2] / "game" / "ui" / "table"
PARTS = ("pointer", "anim", "banners", "painter", "panel", "tips", "hinter", "autopilot")


def _reaches_scene(node: ast.expr) -> bool:
    """`scene.x`, `self.scene.x` or deeper (`scene.panel.buttons`): an attribute reached through the scene."""
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
        if isinstance(node, ast.Name) and node.id == "scene":
            return True
        if isinstance(node, ast.Attribute) and node.attr == "scene" and isinstance(node.value, ast.Name) \
                and node.value.id == "self":
            return True
    return False


def test_the_table_scene_has_no_mixins():
    assert TableScene.__bases__ == (Scene,)


def test_every_part_is_built_by_the_scene(app):
    from game.match import Match
    table = TableScene(app, Match(["human", "bot:easy", "bot:easy"], ["Ann", "B", "C"], 3, autosave=False))
    for name in PARTS:
        part = getattr(table, name)
        assert part.scene is table and not isinstance(part, Scene), name
    assert table.buttons is table.panel.buttons   # the scene's buttons are the panel's, read only


def test_no_part_assigns_through_the_scene():
    wrong = []
    for path in sorted(TABLE.glob("*.py")):
        if path.name == "scene.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
            for t in targets:
                for leaf in (t.elts if isinstance(t, ast.Tuple) else [t]):
                    if _reaches_scene(leaf):
                        wrong.append(f"{path.name}:{node.lineno}")
    assert not wrong, wrong
