"""Command-line helpers every command shares: one-line errors with exit status 2, window size and folder checks."""

from __future__ import annotations

import argparse
import os
import re
import sys
import textwrap
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

MAX_SIZE = (7680, 4320)   # the largest window a flag may ask for


class Parser(argparse.ArgumentParser):
    """argparse that reports a bad flag as one line and exit status 2; a command that opens a window (it has --lang)
    says it in the window's language: its --lang, else the saved setting."""

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        """argparse's, noting the arguments (`error` reads --lang in them)."""
        self._argv = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> None:  # type: ignore[override]
        if self._lang() == "fr":
            print(f"{self.prog} : erreur : {french(message)}", file=sys.stderr)
        else:
            print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(2)

    has_lang = False   # add_lang sets it: the command opens a window

    def _lang(self) -> str:
        if not self.has_lang:
            return "en"
        argv = getattr(self, "_argv", [])
        for i, a in enumerate(argv):
            if a.startswith("--lang="):
                return a.split("=", 1)[1]
            if a == "--lang":
                return argv[i + 1] if i + 1 < len(argv) else "en"
        try:
            return terminal_lang(None)
        except Exception:   # noqa: BLE001 - an unreadable setting leaves the line in English
            return "en"


_FR = [   # the command lines' refusals in French, argparse's own first (a line matching none stays English)
    (r"argument (\S+): invalid choice: (.+) \(choose from (.+)\)", "option {0} : {1} inconnu (au choix : {2})"),
    (r"argument (\S+): invalid int value: (.+)", "option {0} : {1} n'est pas un nombre entier"),
    (r"argument (\S+): invalid float value: (.+)", "option {0} : {1} n'est pas un nombre"),
    (r"argument (\S+): expected one argument", "option {0} : sa valeur manque"),
    (r"argument (\S+): size must look like (\S+), not (.+)", "option {0} : une taille s'écrit comme {1}, pas {2}"),
    (r"argument (\S+): the window must be at least (\S+), not (\S+)",
     "option {0} : la fenêtre fait au moins {1}, pas {2}"),
    (r"argument (\S+): the window can be at most (\S+), not (\S+)",
     "option {0} : la fenêtre fait au plus {1}, pas {2}"),
    (r"unrecognized arguments: (.+)", "options inconnues : {0}"),
    (r"the following arguments are required: (.+)", "il manque : {0}"),
    (r"unknown seat '(.+)' in --seats \(use (.+) or (.+)\)", "place inconnue « {0} » dans --seats ({1} ou {2})"),
    (r"--seats needs 3 to 6 seats, got (\d+)", "--seats demande de 3 à 6 places, pas {0}"),
    (r"--names needs --seats", "--names demande --seats"),
    (r"--names gives (\d+) names for (\d+) seats", "--names donne {0} noms pour {1} places"),
    (r"--names: every name needs 1 to (\d+) characters, not '(.*)'",
     "--names : chaque nom a de 1 à {0} caractères, pas « {1} »"),
    (r"--seed must be a whole number from 0 to (\S+)", "--seed doit être un nombre entier de 0 à {0}"),
    (r"--screenshots needs a folder name", "--screenshots demande un nom de dossier"),
    (r"--screenshots (.+): not a folder", "--screenshots {0} : pas un dossier"),
    (r"--screenshots (.+): cannot create the folder: (.+)", "--screenshots {0} : impossible de créer le dossier : {1}"),
    (r"--screenshots (.+): the folder is not writable", "--screenshots {0} : impossible d'écrire dans le dossier"),
]


def french(msg: str) -> str:
    """A command line's refusal in French when `_FR` knows its words (the values it quotes kept), else as it is."""
    for pattern, words in _FR:
        m = re.fullmatch(pattern, msg)
        if m:
            return words.format(*m.groups())
    return msg


def fail(msg: str, lang: str = "en") -> int:
    """msg as one line on stderr ("error: ...", in French "erreur : ..." with the words `_FR` knows); status 2."""
    print(f"erreur : {french(msg)}" if lang == "fr" else f"error: {msg}", file=sys.stderr)
    return 2


def file_fail(path: object, exc: BaseException, lang: str = "en") -> int:
    """A file's problem (a storage Problem has both languages) as one line led by the file, in `lang`; status 2."""
    from game.storage import Problem, said
    return fail(exc.at(path).said(lang) if isinstance(exc, Problem) else f"{path}: {said(exc, lang)}", lang)


def terminal_lang(flag: str | None) -> str:
    """The language of a window command's terminal lines: its --lang, else the saved setting (read, never written)."""
    if flag:
        return flag
    from game.settings import Settings
    return Settings.load().lang


def window_size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        size = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if size[0] < 640 or size[1] < 400:
        raise argparse.ArgumentTypeError(f"the window must be at least 640x400, not {size[0]}x{size[1]}")
    if size[0] > MAX_SIZE[0] or size[1] > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(f"the window can be at most {MAX_SIZE[0]}x{MAX_SIZE[1]}, "
                                         f"not {size[0]}x{size[1]}")
    return size


def screenshot_dir(text: str) -> str | None:
    """None if `text` is (or can be made) a writable folder, else the one-line problem."""
    p = Path(text)
    if not text.strip():
        return "--screenshots needs a folder name"
    if p.exists() and not p.is_dir():
        return f"--screenshots {text}: not a folder"
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"--screenshots {text}: cannot create the folder: {exc.strerror or exc}"
    if not os.access(p, os.W_OK | os.X_OK):
        return f"--screenshots {text}: the folder is not writable"
    return None


def add_lang(ap: argparse.ArgumentParser) -> None:
    """The --lang flag of every command that opens a window (this window only: the saved language stays)."""
    ap.add_argument("--lang", choices=("en", "fr"), help="language of the window (default: the saved setting)")
    if isinstance(ap, Parser):
        ap.has_lang = True   # its refusals speak the window's language


class _Collected(Exception):
    """Raised instead of parsing: carries the parser a command built (for the overall --help)."""

    def __init__(self, parser: argparse.ArgumentParser) -> None:
        super().__init__(parser.prog)
        self.parser = parser


@contextmanager
def _collecting() -> Iterator[None]:
    """While active, any parse_args (or parse_known_args) stops the command at once and hands over its parser."""
    real = argparse.ArgumentParser.parse_known_args

    def grab(self: argparse.ArgumentParser, *args: object, **kw: object) -> tuple[argparse.Namespace, list[str]]:
        raise _Collected(self)

    argparse.ArgumentParser.parse_known_args = grab  # type: ignore[assignment]
    try:
        yield
    finally:
        argparse.ArgumentParser.parse_known_args = real  # type: ignore[method-assign]


def command_parser(command: Callable[[list[str]], int]) -> argparse.ArgumentParser | None:
    """The argument parser a command builds, without running it (None if it stops before parsing)."""
    with _collecting():
        try:
            command([])
        except _Collected as got:
            return got.parser
        except SystemExit:
            return None
    return None


def overall_help(commands: dict[str, Callable[[list[str]], int]], default: str = "play") -> str:
    """`main.py --help`: every command with its description and all its options."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # a command module may import pygame
    width = max(len(n) for n in commands) + 2
    pad = "  " + " " * width
    lines = [f"usage: python main.py [{'|'.join(commands)}] [options]   (no command: {default})", "",
             "commands (python main.py COMMAND --help for the details):"]
    for name, command in commands.items():
        ap = command_parser(command)
        doc = (command.__doc__ or "").strip().splitlines()
        about = (ap.description if ap is not None else None) or (doc[0] if doc else "")
        lines += textwrap.wrap(f"{name.ljust(width)}{about}", 110, initial_indent="  ", subsequent_indent=pad) \
            or [f"  {name}"]
        if ap is None:
            continue
        usage = " ".join(ap.format_usage().split())
        prefix = "usage: " + " ".join(ap.prog.split())
        usage = usage[len(prefix):].strip() if usage.startswith(prefix) else usage   # the options alone
        usage = re.sub(r"\[[^\]]*\]", lambda m: m.group(0).replace(" ", "\u00a0"), usage)   # no break in [..]
        lines += [line.replace("\u00a0", " ") for line in
                  textwrap.wrap(f"main.py {name} {usage}", 110, initial_indent=pad + "  ",
                                subsequent_indent=pad + "      ", break_on_hyphens=False)]
    return "\n".join(lines)
