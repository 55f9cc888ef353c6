"""Optional compiled build of the rules engine (issue 30): game/rules/ compiled by mypyc, out of place.

Pure Python stays the default and the reference; this build is an extra for long simulations and tournaments.
It needs mypy (which brings mypyc: `pip install -e ".[test]"`) and a C compiler, and writes only into the build
directory (default build/compiled/), never beside the sources:

    python tools/build_compiled.py [--build-dir DIR]          # build (about a minute)
    python tools/build_compiled.py run [--build-dir DIR] -- main.py simulate --games 1000 --players 4
    python tools/build_compiled.py run -- bench/engine_digest.py   # must print the pure-Python digest

The build directory holds a package `game` whose `rules` are the compiled modules and whose every other part
(`game.bots`, `game.ui`, ...) is read from the sources. `run` puts it first on sys.path, checks that the compiled
modules are the ones loaded, then runs the script. Code of your own gets the build by putting DIR first on
sys.path before `game` is first imported (PYTHONPATH=DIR does it when Python starts outside the repository; in it,
the current directory or the script's own folder comes first and the sources win). A build is only valid for the
sources it was made from: BUILD_INFO.json records their hashes and `run` refuses a stale build.
tests/engine/test_compiled_build.py checks the engine digest with the build when one is present.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import runpy
import shutil
import sys
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "game" / "rules"
DEFAULT_DIR = ROOT / "build" / "compiled"
INFO = "BUILD_INFO.json"
_STUB = '''"""`game` of a compiled build (tools/build_compiled.py): `game.rules` is compiled here, the rest is read from
the sources."""
__path__.append({source!r})
'''


def _fail(msg: str) -> NoReturn:
    """One line naming the problem, exit status 2."""
    print(f"build_compiled: {msg}", file=sys.stderr)
    raise SystemExit(2)


def sources() -> list[Path]:
    """The modules compiled: every module of game/rules/."""
    return sorted(RULES.glob("*.py"))


def source_hashes() -> dict[str, str]:
    """sha256 of each compiled source, by file name (a build is valid only for these)."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sources()}


def build(out: Path) -> None:
    """Compile game/rules/ with mypyc into `out` (a fresh `out/game/rules/`, the C files in `out/.work/`)."""
    try:
        from mypyc.build import mypycify
        from setuptools import Distribution
    except ImportError as exc:
        _fail(f"mypyc is not installed ({exc}); pip install -e '.[test]' brings it")
    if shutil.which(os.environ.get("CC", "cc")) is None and shutil.which("gcc") is None:
        _fail("no C compiler found (cc or gcc); the pure-Python engine needs none")
    out = out.resolve()
    work = out / ".work"
    shutil.rmtree(out / "game", ignore_errors=True)
    (out / INFO).unlink(missing_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    paths = [str(p.relative_to(ROOT)) for p in sources()]
    hashes = source_hashes()   # of the sources as compiled
    cwd = os.getcwd()
    os.chdir(ROOT)   # mypyc names the modules from paths relative to the repository root
    try:
        exts = mypycify(["--config-file", str(ROOT / "setup.cfg"), "--cache-dir", str(work / "mypy_cache"), *paths],
                        opt_level="3", target_dir=str(work / "c"))
        dist = Distribution({"name": "immortal8-compiled-rules", "ext_modules": exts})
        cmd = dist.get_command_obj("build_ext")
        cmd.build_lib = str(out)
        cmd.build_temp = str(work / "temp")
        cmd.inplace = False
        cmd.ensure_finalized()
        cmd.run()
    except (Exception, SystemExit) as exc:   # mypyc exits on a type error; the C compiler raises
        _fail(f"the build failed ({type(exc).__name__}: {exc}); the pure-Python engine is unaffected")
    finally:
        os.chdir(cwd)
    (out / "game" / "__init__.py").write_text(_STUB.format(source=str(ROOT / "game")), encoding="utf-8")
    (out / INFO).write_text(json.dumps({"python": sys.version.split()[0], "sources": hashes}, indent=1),
                            encoding="utf-8")
    print(f"built {len(exts)} extension(s) into {out}")
    print(f"use: python tools/build_compiled.py run --build-dir {out} -- main.py simulate --games 1000 --players 4")


def stale_reason(out: Path) -> str | None:
    """Why the build in `out` cannot be used (missing, other Python, sources changed since), or None."""
    try:
        info = json.loads((out / INFO).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"no compiled build in {out} (python tools/build_compiled.py)"
    if info.get("python") != sys.version.split()[0]:
        return f"the build in {out} is for Python {info.get('python')}, this is {sys.version.split()[0]}"
    changed = sorted(k for k, v in source_hashes().items() if info.get("sources", {}).get(k) != v)
    if changed:
        return f"game/rules changed since the build in {out} ({', '.join(changed[:3])}...): rebuild it"
    return None


def activate(out: Path) -> None:
    """Import `game.rules` from the build in `out` (first on sys.path); exits if any rules module is not compiled."""
    reason = stale_reason(out)
    if reason:
        _fail(reason)
    if "game" in sys.modules:
        _fail("`game` is already imported from the sources")
    sys.path.insert(0, str(out))
    import importlib
    for p in sources():
        name = "game.rules" if p.stem == "__init__" else f"game.rules.{p.stem}"
        mod = importlib.import_module(name)
        if not str(getattr(mod, "__file__", "")).endswith((".so", ".pyd")):
            _fail(f"{name} was loaded from {mod.__file__}, not from the build")


def run(out: Path, argv: list[str]) -> None:
    """Run a script (path relative to the repository or absolute, then its arguments) with the compiled rules."""
    if not argv:
        _fail("run: name a script, e.g. run -- main.py simulate --games 100 --players 4")
    activate(out)
    script = Path(argv[0]) if Path(argv[0]).is_absolute() else ROOT / argv[0]
    sys.argv = [str(script), *argv[1:]]
    runpy.run_path(str(script), run_name="__main__")


def main() -> None:
    argv = sys.argv[1:]
    mode = "build"
    if argv and argv[0] == "run":
        mode, argv = "run", argv[1:]
    rest: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, rest = argv[:i], argv[i + 1:]
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build-dir", type=Path, default=DEFAULT_DIR, help="where the build goes (build/compiled/)")
    args = ap.parse_args(argv)
    if mode == "run":
        run(args.build_dir.resolve(), rest)
    else:
        build(args.build_dir)


if __name__ == "__main__":
    main()
