"""The table scene: draws one seat's view, animates the events actions return, turns clicks and drags into actions.

This scene never touches the rules state: it holds a controller (`Match`) and reads only `controller.view(seat)`,
the redacted event/log lists and the seat kinds. Everything drawn comes from `self.view`.

The scene owns the shared context and the flow: the match, whose eyes are on the screen (viewer, spectator, seen_ply),
the view and its layout, the screen queue (claims) and the open chooser, the curtain, the end of the game, the bots'
pace, and submit / undo / sync. Each other job is a part that owns its state, built here and called explicitly:

- `pointer` (input.py, `Pointer`): the held card, the hovered and enlarged ones, the pointer's place; events.
- `anim` (animate.py, `Animator`): the card sprites, cards leaving, tokens in flight and how many still fly.
- `banners` (banners.py, `Banners`): the announcement showing, the queue behind it, the toast.
- `painter` (draw.py, `Painter`): the cached layers and when they are stale; the face warm-up.
- `panel` (panel.py, `SidePanel`): the buttons, the log lines and their scroll, your Immortal's points now.
- `tips` (tips.py, `Tips`): hover help and the memos behind it (refusals, gains a cap would cut).
- `hinter` (hinting.py, `Hinter`): the Hint search, the hint shown, the hints each seat used.
- `autopilot` (autopilot.py, `Autopilot`): the bots that play the human seats in scripted runs.

A part reads the scene's context (view, layout, match, viewer, spectator, app, eye, `_legal()`) and the other parts,
but changes them only through their methods: `scene.refresh()` redraws, `scene.panel.build()`, `scene.banners.show()`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import labels
from game.rules import default_db
from game.rules.view import SPECTATOR
from game.ui.i18n import STRINGS, lang, said, tr
from game.ui.panels.explain import explain_batch
from game.ui.scene import AppContext, Scene
from game.ui.screenclaim import CHOICE, CURTAIN, RESULTS, ScreenClaims
from game.ui.table import layout
from game.ui.table.animate import Animator
from game.ui.table.autopilot import Autopilot
from game.ui.table.banners import Banners
from game.ui.table.counts import slot_coins
from game.ui.table.draw import Painter
from game.ui.table.hinting import Hinter
from game.ui.table.input import Pointer
from game.ui.table.panel import SidePanel, auto_transform_text
from game.ui.table.tips import Tips
from game.ui.text.logtext import card_name, missed_lines
from game.ui.widgets import gfx

BOT_GAP_DRAFT_S = 0.1   # pause between two bot actions in the draft (seconds at speed 1)
BOT_GAP_S = 0.15        # ... and in the Kingdom and later phases

# Decisions shown as big cards in a chooser (their cards are not all on the table).
CHOICE_KINDS = ("immortal", "peek", "guess", "narashima", "look", "swap", "commerce", "copy")

if TYPE_CHECKING:
    from game.match import Match


class TableScene(Scene):
    """The game table for whichever human seat sits in front of the screen."""

    panel_class: type[SidePanel] = SidePanel   # a replay shows the panel without buttons

    def __init__(self, app: AppContext, match: Match) -> None:
        super().__init__(app)
        self.match = match
        humans = match.humans()
        self.viewer = humans[0] if humans else 0
        # hot-seat starts on the public view: the first player's secrets wait behind the curtain
        self.spectator = len(humans) != 1
        self.seen_ply = {s: 0 for s in humans}   # hot-seat: how far each human has watched the game
        self.kept = False                        # a finished game is kept and counted once
        self.finished_note = ""
        self._entered = False                    # enter() announces two Immortals once
        self.autopilot = Autopilot(self)         # scripted runs: a bot plays the human seats
        self.hinter = Hinter(self)               # the Hint button's search
        self.tips = Tips(self)                   # hover help, and what a cap would cut
        self.panel = self.panel_class(self)      # the side panel: buttons, log, your Immortal
        self.painter = Painter(self)             # drawing, and its cached layers
        self.anim = Animator(self)               # the sprites, cards leaving, tokens in flight
        self.banners = Banners(self)             # announcements and the toast
        self.pointer = Pointer(self)             # the mouse and keys: held, hovered and enlarged cards
        self.view: dict = self._fetch_view()
        self.layout = layout.compute(self.view, app.size)
        self._last_submitted: str | None = None
        self._fault_said = ""   # the failed autosave last said in a toast ("" : none since the last good one)
        self.choice_scene: Any = None   # the big-card chooser (panels/overlays.py ChoiceScene) while it is open
        self.claims = ScreenClaims(app, on_change=self._claims_changed)   # every overlay over this table
        self.last_ply = match.ply
        self.bot_wait = 0.4
        self.curtain_up = False
        self.results_shown = False
        self.pending_shot: str | None = f"r{self.view['round']}_{self.view['phase']}"
        self.last_use: str | None = None
        self._rebuild(animate=False)
        self.panel.refresh_log()

    def enter(self) -> None:
        if not self._entered:
            self._entered = True
            v = self.view
            if v["players"] == 3 and len(v["me"]["immortals"]) == 2 and v["round"] == 1 and v["pick"] == 1:
                self.banners.show(tr("two_immortals"), tr("two_immortals_sub"))
        self._check_curtain()
        self._maybe_choice()

    def _legal(self) -> list[str]:
        """The viewer's legal actions; none when the seat in front of the screen is a bot (spectating)."""
        if self.spectator or not self.match.is_human(self.viewer):
            return []
        return list(self.view.get("legal") or [])

    @property
    def buttons(self) -> list[gfx.Button]:
        """The side panel's buttons (read-only: the panel owns them)."""
        return self.panel.buttons

    def _is_me(self, seat: int | None) -> bool:
        return seat == self.viewer and not self.spectator

    def refresh(self, layer: bool = True) -> None:
        """Something on screen changed: draw a frame, and the cached layer afresh unless `layer` is False."""
        if layer:
            self.painter.invalidate()
        self.dirty = True

    def _pace(self) -> float:
        speed = self.app.settings.anim_speed
        if speed <= 0:
            return 0.0
        base = BOT_GAP_DRAFT_S if self.view["phase"] == "draft" else BOT_GAP_S
        return base / speed

    def wake_in(self) -> float | None:
        if self.app.config.exit_at_end and not self.results_shown:
            return 0.02   # a scripted run plays the human seats too: keep updating
        if self.app.stack.top is not self:
            return None
        if self.curtain_up or self.match.over:
            return None if self.results_shown else 0.05
        if self.match.bot_to_act() is not None:
            return 0.02
        if self.hinter.searching:
            return 0.05
        return None

    def busy(self) -> bool:
        return self.tweens.busy or self.pointer.busy() or self.banners.toasting

    def sync(self) -> None:
        """Pull the new view after actions and animate their events."""
        events = self.match.events_since(self.last_ply, self.eye)
        self.hinter.drop()
        self.last_ply = self.match.ply
        self._rebuild(animate=True, events=events)
        own = [e for e in events if e.get("t") == "pick" and e.get("seat") == self.viewer and not self.spectator]
        auto_pick = next((e for e in own if self._last_submitted != f"pick {e.get('card')}"), None)
        if auto_pick is not None:   # the engine placed the last card: say it before anything that follows
            self.banners.show_first(tr("last_pick_done", card=card_name(auto_pick["card"]),
                                       n=auto_pick.get("slot", 0) + 1))
        auto = [e for e in events if e.get("t") == "decided" and not e.get("play") and e.get("seat") == self.viewer]
        if auto and self._last_submitted != "transform":   # the engine transformed it: the play limit was reached
            slot = next((e["slot"] for e in reversed(events) if e.get("t") == "pick" and e.get("seat") == self.viewer
                         and "slot" in e), 0)
            limits = default_db().game["max_plays"]
            total = limits[min(self.view["round"], len(limits)) - 1]
            self.banners.show(tr("limit_reached"), auto_transform_text(total, slot_coins(self.view, slot)))
        self.panel.refresh_log()
        self._say_save_fault()
        self._check_curtain()
        self._maybe_choice()

    def _say_save_fault(self) -> None:
        """An autosave that failed (a full disk, another window that took the file over) is said once in a toast;
        the top bar then says the game is not saved until an autosave works again (panel.py)."""
        fault = getattr(self.match, "save_fault", None)
        if fault is None:
            self._fault_said = ""
        elif str(fault) != self._fault_said:
            self._fault_said = str(fault)
            self.banners.toast(tr("not_saved", why=said(fault)), error=True)
            self.dirty = True

    @property
    def eye(self) -> int:
        """Whose secrets the screen may show: the viewer's, or nobody's (SPECTATOR) on the public view."""
        return SPECTATOR if self.spectator else self.viewer

    def _fetch_view(self) -> dict:
        return self.match.public_view(self.viewer) if self.spectator else self.match.view(self.viewer)

    def _screen_owner(self) -> int | None:
        """The human whose private view may be on screen now; None: nobody's (a bot acts between two humans)."""
        humans = self.match.humans()
        if len(humans) == 1:
            return humans[0]
        s = self.match.to_act
        return s if s is not None and self.match.is_human(s) else None

    def set_viewer(self, seat: int) -> None:
        """The human at `seat` now sits in front of the screen."""
        self.viewer = seat
        self.spectator = False
        self.seen_ply[seat] = self.match.ply
        self._reset_screen()

    def _go_public(self) -> None:
        """Nobody owns the screen (a bot acts between humans): show public information only."""
        self.seen_ply[self.viewer] = self.match.ply
        self.spectator = True
        self._reset_screen()

    def _reset_screen(self) -> None:
        self.hinter.drop()
        self.tweens.finish_all()
        self.curtain_up = False
        self.banners.clear()
        self.pointer.reset()
        self.last_ply = self.match.ply
        self.anim.reset()
        self._rebuild(animate=False)
        self.panel.refresh_log()
        self._maybe_choice()

    def _check_curtain(self) -> None:
        """Hand the screen over: the public view while nobody owns it, a curtain before a human's private view."""
        if self.curtain_up or self.match.over:
            return
        owner = self._screen_owner()
        if owner is None:
            if not self.spectator and self.match.humans():
                self._go_public()
        elif self.spectator or owner != self.viewer:
            self._raise_curtain(owner)

    def _raise_curtain(self, s: int) -> None:
        self.curtain_up = True
        self.tweens.finish_all()
        v = self.view
        sub = f"{tr('round', n=v['round'])}  ·  {tr('phase:' + v['phase'])}"
        kind = (v.get("decision") or {}).get("kind")
        if kind and ("dk:" + kind) in STRINGS:
            sub += f"  ·  {tr('dk:tie_wait') if kind == 'tie' else tr('dk:' + kind)}"   # never hint at Justice
        self.claims.claim(self.app.make("curtain", self.match.names[s], lambda: self.set_viewer(s), sub,
                                        self._missed(s)), CURTAIN)

    def end_info(self) -> dict:
        """For the end screen: the game's record (export, rematch), hints each human used, a note on keeping it."""
        record = self.match.record() if hasattr(self.match, "record") and callable(self.match.record) else None
        hints = {self.match.names[s]: self.hinter.used.get(s, 0) for s in self.match.humans()}
        return {"record": record, "hints": hints, "note": self.finished_note}

    def _keep_finished(self) -> None:
        """A finished game is kept among the replays and counted in the statistics (not for scripted runs)."""
        self.finished_note = ""
        if not self.app.config.autosave or not hasattr(self.match, "record"):
            return
        from game import records  # loads with the first finished game, not with the table
        from game.ui.screens.stats import note_text
        try:
            info = records.record_finished(self.match)
        except (OSError, ValueError) as exc:   # a full disk must not take the end screen away
            self.finished_note = tr("not_kept", why=said(exc))
            return
        self.finished_note = note_text(info.message)

    def _missed(self, s: int) -> list[str]:
        """The big moments since seat s last had the screen (public events only), for the curtain."""
        if s not in self.seen_ply or self.seen_ply[s] == 0:
            return []
        events = self.match.events_since(self.seen_ply[s], SPECTATOR)
        return missed_lines(events, self.match.names)

    def _maybe_choice(self) -> None:
        """Open the big-card chooser for decisions whose cards are not all on the table."""
        d = self.view.get("decision") or {}
        kind = d.get("kind")
        if self.curtain_up or self.choice_scene is not None or d.get("seat") != self.viewer or self.spectator or \
                kind not in CHOICE_KINDS:
            return
        legal = [a for a in self._legal() if a != "reveal"]
        items: list[tuple[str, str, str]] = []
        extras: list[tuple[str, str]] = []
        names = self.match.names
        note = ""
        for a in legal:
            verb, _, arg = a.partition(" ")
            if verb == "immortal":   # with your points in all were it kept (option_label)
                items.append((f"immortal:{arg}", self.panel.option_label(a), a))
            elif verb == "peek":
                items.append(("back:immortal", labels.label("a:peek", lang(), name=names[int(arg)]), a))
            elif verb == "guess":
                s, im = arg.split(" ")
                note = tr("guess_who", name=names[int(s)])
                items.append((f"immortal:{im}", card_name(im), a))
            elif verb in ("destroy", "choose", "swap", "copy"):
                items.append((f"civ:{arg}", self.panel.card_label(arg), a))
            elif verb == "commerce":
                rev = self.view.get("commerce_revealed", [])
                i = int(arg)
                items.append((f"commerce:{rev[i]}" if i < len(rev) else "back:commerce", self.panel.option_label(a), a))
            else:
                extras.append((self.panel.option_label(a), a))
        if "reveal" in self._legal():
            extras.append((tr("reveal"), "reveal"))
        if kind == "narashima":
            destroyed = (self.view.get("variants") or {}).get("narashima_count") == "destroyed"
            note = tr("narashima_note_destroyed" if destroyed else "narashima_note")   # the rule variant in play
        if kind == "peek":
            sc = default_db().scoring
            note = tr("peek_note", named=sc["tomorrow_named"], blind=sc["tomorrow_blind"])
        peeked = self.view["me"].get("peeked")
        if kind == "guess" and peeked:   # the Immortal looked at, shown big beside the guesses (not a choice)
            items.insert(0, (f"immortal:{peeked['immortal']}", tr("peeked_card", name=names[peeked["seat"]],
                                                                     imm=card_name(peeked["immortal"])), ""))
        if kind == "copy" and not any(a.startswith("copy ") for a in legal):   # nothing to copy: say why
            revealed = self.view.get("revealed", [])
            bare = next((k for k in revealed if not default_db().card(k).action), None)
            note = tr("copy_none_action", card=card_name(bare)) if bare else tr("copy_none")
            items = [(f"civ:{k}", tr("copy_revealed", card=card_name(k)), "") for k in revealed] + items
        items = [(face, label + self.tips.loss_suffix(a), a) for face, label, a in items]   # a cap's cut, said first
        extras = [(label + self.tips.loss_suffix(a), a) for label, a in extras]
        self.choice_scene = self.app.make("choice", self, self.panel.decision_title(kind), items, extras, note)
        self.claims.claim(self.choice_scene, CHOICE)   # after the panels telling what led to it

    def answer_choice(self, action: str) -> bool:
        """The big-card chooser closed with this answer: it is no longer open, and the answer is sent."""
        self.choice_scene = None
        return self.submit(action)

    def submit(self, action: str) -> bool:
        """Send one action for the viewer; animate the result."""
        if action not in self._legal():
            return False
        if action.startswith(("use ", "power ", "copy ", "choose ", "swap ")):
            self.last_use = action.split(" ", 1)[1]   # the card whose steps the next prompts belong to
        self.tweens.finish_all()
        self._last_submitted = action
        self.match.submit(self.viewer, action)
        self.sync()
        return True

    def undo(self) -> None:
        """Take back the viewer's last action; when it cannot (Ctrl+Z after something new was seen), say why."""
        if not self.spectator and not self.match.can_undo(self.viewer):
            self.app.sound.play("refused")
            self.banners.toast(tr("undo_none"), error=True)
            return
        if self.match.undo(self.viewer):
            self.hinter.drop()
            if self.choice_scene is not None:   # the choice this undo takes back is gone
                self.claims.drop(self.choice_scene)
                self.choice_scene = None
            self.tweens.finish_all()
            self.last_ply = self.match.ply
            self._rebuild(animate=False)
            self.panel.refresh_log()
            self.banners.toast(tr("undo"))
            self._maybe_choice()

    def _rebuild(self, animate: bool, events: list[dict] | None = None) -> None:
        """Fetch the view and lay it out; the sprites move to it (animating `events`), the panel and the drawing
        follow. The explanation panels the events call for are claimed here, after the announcements."""
        old_layout = self.layout
        old_slots = [sl["status"] for sl in self.view["seats"][self.viewer]["slots"]] if self.view else []
        self.view = self._fetch_view()
        self.panel.refresh_immortal()
        self.layout = layout.compute(self.view, self.app.size)
        self.anim.place(animate, old_slots)
        if animate and events:
            self.anim.play(events, old_layout)
            if explain_batch(self, events):   # draft summary, Supremacy panel, VP stage (game/ui/panels/explain.py)
                self.results_shown = True     # the VP stage opens the results when it closes
        self.panel.build()
        self.painter.restage()
        self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        """New window size or language: lay out again and re-word the log."""
        self.tweens.finish_all()
        self._rebuild(animate=False)   # the felt too is drawn afresh (Painter.restage)
        self.panel.refresh_log()

    def frame_key(self) -> tuple:
        """What a frame shows, roughly (the layout check records a frame when this changes): the view, the cached
        layer's generation, the buttons, a banner, a toast, the flights and the sprites."""
        return (id(self.view), self.painter.gen, tuple(b.label for b in self.buttons), bool(self.banners.current),
                self.banners.toasting, len(self.anim.flights), len(self.anim.sprites))

    def forget_caches(self) -> None:
        """Draw the cached layers (panel, texts, headers) afresh next frame (the layout check records them)."""
        self.painter.forget()

    def _claims_changed(self) -> None:
        """What claims the screen changed: the banners wait for it, or go on (Banners.claims_changed)."""
        self.banners.claims_changed()

    def draw(self, surf: pygame.Surface) -> None:
        self.painter.draw(surf)

    def process_event(self, ev: pygame.event.Event) -> pygame.event.Event | None:
        return self.pointer.handle(ev)

    def skip(self) -> None:
        """Space or the Skip button: finish every animation and let the next bot act at once."""
        self.tweens.finish_all()
        self.banners.skip()
        self.bot_wait = 0.0
        self.painter.invalidate()

    def open_menu(self) -> None:
        """The pause menu (Esc, the Menu button)."""
        self.app.push(self.app.make("pause", self))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.claims.sync()   # an overlay that closed itself: the next one comes up
        # after the first frames, draw the other faces in the background (paused while anything animates)
        self.painter.warm()
        self.banners.update(dt)
        self.hinter.poll()
        self.pointer.update(dt)
        if self.app.frames >= 1 and self.match.bot_to_act() is not None:   # after the first frame is shown
            self.match.start_bot()   # the bot thinks while the last animation plays, never after it
        if self.app.config.exit_at_end and not self.tweens.blocking and (not self.match.over or self.claims.busy()):
            self.autopilot.step(dt)   # after the last action too: the scripted reader closes the VP stage
        if self.pending_shot and not self.tweens.busy:
            self.app.screenshot(self.pending_shot)
            self.pending_shot = None
        if self.tweens.blocking or self.curtain_up or self.pointer.drag is not None:
            return
        if self.match.over:
            if not self.kept:   # once, whoever opens the end screen (the VP stage or this table)
                self.kept = True
                self._keep_finished()
            if not self.results_shown:
                self.results_shown = True
                self.claims.claim(self.app.make("results", self.view, self.match.names, self.match.seats), RESULTS)
            return
        if self.match.bot_to_act() is not None and self.app.stack.top is self:
            self.bot_wait -= dt
            if self.bot_wait <= 0 and self.match.bot_ready():
                if self.match.apply_bot():
                    self.sync()
                self.bot_wait = self._pace()
