"""Scene stack: push/pop, transparent overlays drawn over the scene below, events passed down until consumed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ui.tween import Tweens

if TYPE_CHECKING:
    from game.ui.audio.sound import SoundBoard


class AppContext(Protocol):
    """The narrow part of the app a scene may use: the stack, the window, settings, faces, sound, and scene making.

    Scenes never import the app or each other: they ask `make(name, ...)` for another scene (see app.py's ROUTES).
    """

    settings: Any
    faces: Any
    config: Any
    stack: SceneStack
    sound: SoundBoard
    frames: int
    fullscreen: bool
    running: bool

    @property
    def size(self) -> tuple[int, int]: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self, scene: Scene | None = None) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def make(self, name: str, *args: Any, **kw: Any) -> Scene: ...
    def quit(self, code: int = 0) -> None: ...
    def screenshot(self, tag: str) -> Any: ...
    def set_lang(self, lang: str) -> None: ...
    def set_speed(self, speed: float) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def start_game(self, seats: list[str], names: list[str], seed: int | None,
                   variants: dict[str, str] | None = None) -> None: ...
    def open_match(self, match: Any) -> None: ...
    def continue_file(self, path: Any) -> None: ...


class Scene:
    """One screen or overlay. `process_event` returns None to consume the event, or the event to pass it down."""

    transparent = False

    def __init__(self, app: AppContext) -> None:
        self.app = app
        self.tweens = Tweens()
        self.tweens.speed = app.settings.anim_speed if app is not None else 1.0
        self.dirty = True

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        return ev

    def update(self, dt: float) -> None:
        self.tweens.update(dt)

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def busy(self) -> bool:
        """True while something moves: the app then runs at 60 fps instead of sleeping."""
        return self.tweens.busy

    def resize(self, size: tuple[int, int]) -> None:
        self.dirty = True

    def enter(self) -> None:
        pass

    def leave(self) -> None:
        pass


class SceneStack:
    """Scenes bottom to top."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self, scene: Scene | None = None) -> Scene | None:
        if not self.scenes:
            return None
        if scene is not None and scene in self.scenes:
            self.scenes.remove(scene)
            scene.leave()
            return scene
        s = self.scenes.pop()
        s.leave()
        return s

    def replace(self, scene: Scene) -> None:
        while self.scenes:
            self.pop()
        self.push(scene)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        for scene in reversed(list(self.scenes)):
            passed = scene.process_event(ev)
            if passed is None:
                return None
            ev = passed
        return ev

    def update(self, dt: float) -> None:
        for scene in list(self.scenes):
            scene.update(dt)

    def visible(self) -> list[Scene]:
        """From the topmost opaque scene upward."""
        out = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.transparent:
                break
        return list(reversed(out))

    def draw(self, surf: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surf)

    def busy(self) -> bool:
        return any(s.busy() for s in self.scenes)
