"""Card surfaces for pygame: faces drawn by Pillow (game.ui.cards.art), read from its disk cache or drawn in a
background thread, and their scaled and rotated copies, kept in memory within byte bounds."""

from __future__ import annotations

import threading
import time

import pygame
from PIL import Image

from game.ui.cards import art
from game.ui.widgets.gfx import LRU, shared_caches, to_surface

# Memory bounds of the face caches. A table redraw at 3840x2160 uses ~12 MB of drawn faces and ~10 MB of scaled
# ones; larger bounds only kept the faces of past games (30 all-bot games in one window grew to 185 MB).
BASE_BYTES = 32 * 1024 * 1024    # drawn card faces kept in memory (a 640-px face is about 1.2 MB)
SIZED_BYTES = 32 * 1024 * 1024   # scaled and rotated copies: the faces on screen, and a little more

face_meter: set[tuple[str, int, int]] | None = None   # set by textcheck to record the faces drawn


class Faces:
    """Card surfaces at any size: PNGs from the disk cache, scaled and rotated copies kept in memory."""

    def __init__(self, lang: str = "en", cache: art.FaceCache | None = None) -> None:
        self.lang = lang
        self.cache = cache or art.FaceCache()
        # drawn faces; sizes left behind by a resize drop out
        self._base: LRU[pygame.Surface] = LRU(400, BASE_BYTES)
        self._sized: LRU[pygame.Surface] = LRU(600, SIZED_BYTES)
        self._warm_jobs: list[tuple[str, str, int, Image.Image | None]] = []
        self._warm_lock = threading.Lock()
        self._warm_thread: threading.Thread | None = None
        self.hold = False   # set by the app while something animates

    def prewarm(self, names: list[str], heights: set[int]) -> None:
        """Draw missing PNGs for these cards and heights in a background thread, so the table never waits."""
        buckets = sorted({self._render_h(h) for h in heights})
        self._background([(n, self.lang, b, None) for b in buckets for n in names if (n, b) not in self._base])

    def _background(self, jobs: list[tuple[str, str, int, Image.Image | None]]) -> None:
        """Queue faces for the background thread: to draw and write (image None), or drawn already, to write."""
        with self._warm_lock:
            queued = {j[:3] for j in self._warm_jobs}
            self._warm_jobs.extend(j for j in jobs if j[:3] not in queued)
            if self._warm_thread is not None and self._warm_thread.is_alive():
                return
            self._warm_thread = threading.Thread(target=self._warm, daemon=True)
            self._warm_thread.start()

    def wait(self, timeout: float = 30.0) -> None:
        """Block until every queued face is on disk (tests, quitting: the next launch finds them drawn)."""
        self.hold = False
        thread = self._warm_thread
        if thread is not None:
            thread.join(timeout)

    def _warm(self) -> None:
        seen: set[tuple[str, str, int]] = set()
        while True:
            while self.hold:       # never compete with an animation for the GIL
                time.sleep(0.05)
            time.sleep(0.001)
            with self._warm_lock:
                if not self._warm_jobs:
                    return
                job = self._warm_jobs.pop(0)
            name, lang, h, img = job
            if (name, lang, h) in seen:
                continue
            seen.add((name, lang, h))
            try:
                if img is None:
                    self.cache.get(name, lang, h)
                elif not self.cache.file(name, lang, h).exists():
                    self.cache.store(name, lang, h, img)
            except (OSError, KeyError, ValueError):
                pass

    def set_lang(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self._base.clear()
            self._sized.clear()

    def mark(self) -> None:
        """Before the first frame at a new window size: start noting which faces, icons and texts it draws."""
        for cache in (self._base, self._sized, *shared_caches()):
            cache.mark()

    def sweep(self) -> None:
        """After that frame: forget every face, icon and text of other sizes, so memory stays flat across resizes."""
        for cache in (self._base, self._sized, *shared_caches()):
            cache.sweep()

    def _render_h(self, h: int) -> int:
        if h >= 300:
            return 640 if h > 560 else 480 if h > 400 else 400
        return max(40, (int(h) + 7) // 8 * 8)

    def base(self, name: str, h: int) -> pygame.Surface:
        rh = self._render_h(h)
        key = (name, rh)
        surf = self._base.fetch(key)
        if surf is None:
            path = self.cache.file(name, self.lang, rh)
            try:
                surf = pygame.image.load(str(path))
                surf = surf.convert_alpha() if pygame.display.get_surface() is not None else surf
            except (pygame.error, OSError, FileNotFoundError):   # not drawn yet: draw it now, write it later
                img = art.render_named(name, self.lang, rh)
                surf = to_surface(img)
                self._background([(name, self.lang, rh, img)])
            self._base.put(key, surf)
        return surf

    def get(self, name: str, w: int, h: int, angle: int = 0, base_h: float | None = None) -> pygame.Surface:
        """Card `name` scaled to (w, h), rotated by angle degrees (multiple of 3).

        `base_h` picks which drawn size to scale from (a moving card keeps the face of where it is going)."""
        w, h = max(2, int(w)), max(2, int(h))
        bh = int(base_h or h)
        if face_meter is not None:   # textcheck: (face, drawn height, height it was rendered at)
            face_meter.add((name, h, self._render_h(bh)))
        key = (name, w, h, angle, bh)
        surf = self._sized.fetch(key)
        if surf is None:
            if angle:
                surf = pygame.transform.rotate(self.get(name, w, h, 0, bh), angle)
            else:
                surf = pygame.transform.smoothscale(self.base(name, bh), (w, h))
            self._sized.put(key, surf)
        return surf
