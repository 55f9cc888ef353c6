"""The title screen's line under Continue: when the saved game was last played, its round and phase, its players."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from game.ui.i18n import STRINGS, lang, tr

STRINGS.update({
    "sv:line": ("{date} · {where} · {names}", "{date} · {where} · {names}"),
    "sv:where": ("{round}, {phase}", "{round}, {phase}"),
})

MONTHS = {"en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
          "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.")}


@dataclass(frozen=True)
class SaveSummary:
    """What the title screen says of the autosave; `finished`: its game is over."""

    when: float            # the file's last change, seconds since the epoch
    round: int
    phase: str
    names: tuple[str, ...]
    finished: bool

    def line(self) -> str:
        """'26 Nov 14:05 · Round 2/2, Kingdom · Ana, Bot 2, Bot 3' in the current language."""
        t = time.localtime(self.when)
        date = f"{t.tm_mday} {MONTHS[lang()][t.tm_mon - 1]} {t.tm_hour:02d}:{t.tm_min:02d}"
        where = tr("phase:over") if self.finished else tr("sv:where", round=tr("round", n=self.round),
                                                          phase=tr("phase:" + self.phase))
        return tr("sv:line", date=date, where=where, names=", ".join(self.names))


def summarise(path: Path | None = None) -> SaveSummary | None:
    """The autosave replayed once to say where its game stands; None if there is none or it cannot be read."""
    from game.gamefile import SaveError, autosave_path
    from game.match import load
    path = path or autosave_path()
    try:
        when = path.stat().st_mtime
        match = load(path)
    except (OSError, SaveError):
        return None
    view = match.public_view(0)
    return SaveSummary(when, int(view["round"]), str(view["phase"]), tuple(match.names), bool(match.over))
