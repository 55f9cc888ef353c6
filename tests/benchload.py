"""The scripts of bench/ and tools/ loaded as fresh modules, for the tests that call their functions."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def script_module(name: str, folder: str = "bench", register: bool = False) -> ModuleType:
    """A fresh copy of ROOT/folder/name.py as the module `folder_name` (`register`: put in sys.modules before it
    runs, for a script whose dataclasses look their module up)."""
    spec = importlib.util.spec_from_file_location(f"{folder}_{name}", ROOT / folder / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    if register:
        sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod
