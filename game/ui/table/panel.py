"""The side panel: the pending decision in words, its buttons, the log and the one-line hint.

A part of TableScene (game/ui/table/scene.py): `SidePanel` owns the buttons, the log lines and their scroll, and your
Immortal's points now; it reads the view and the shared context from the scene. A replay shows it without buttons
(`ReplayPanel` in game/ui/screens/replayview.py)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import FRect

from game import cardtext, labels
from game.rules import default_db
from game.ui.i18n import lang, semicolon, tr, tr_n
from game.ui.screenclaim import CONFIRM
from game.ui.table.counts import pending_coins, slot_coins
from game.ui.table.publicpoints import revalued, with_immortal
from game.ui.text.logtext import card_name, entry_lines, loss_preview, loss_words
from game.ui.text.names import table_you
from game.ui.widgets import gfx
from game.ui.widgets.chart import CAT_KEYS

if TYPE_CHECKING:
    from game.ui.table.context import TableContext

# your Immortal's lines stay under a hint when, together, they shrink the hint's letters by at most this share
# (at 1280x720 a short hint and the Immortal fit in 13 px letters instead of 15: both stay; at 1920x1080 a long hint
# alone is drawn at 22 px, both together at 13: the Immortal goes)
HINT_KEEPS = 0.85


CARD_VERBS = ("culture", "destroy", "copy", "choose", "swap")   # answers that name a card on the table


def auto_transform_text(total: int, coins: int) -> str:
    """Why a card was transformed without asking: the play limit of `total` cards, and the coins it becomes."""
    return tr("auto_transform", total=total, coins=cardtext.res_word("coins", coins, lang()))


class SidePanel:
    """The side panel: owns its buttons (the numbered options among them), the log lines and their scroll, and what
    your Immortal scores now."""

    def __init__(self, scene: TableContext) -> None:
        self.scene = scene
        self.buttons: list[gfx.Button] = []
        self.option_buttons: list[gfx.Button] = []   # the answers in the order of the number keys
        self.log_lines: list[tuple[str, bool]] = []
        self.log_scroll = 0
        self.fault_rect: pygame.Rect | None = None   # the top bar's "Not saved", while an autosave fails
        self.imm_now: dict[str, int | None] = {}     # your Immortal's points now, refreshed with the view
        self.imm_rev: dict[str, dict[str, int]] = {}   # and the categories it revalues ({"supremacy": 24})

    def refresh_immortal(self) -> None:
        """What your Immortal scores on the table now (read with a new view, never while drawing)."""
        scene = self.scene
        ask = getattr(scene.match, "immortal_points", None)   # optional: a controller may not offer it
        self.imm_now = {} if scene.spectator or ask is None else {
            im: ask(scene.viewer, im) for im in scene.view["me"]["immortals"]}
        self.imm_rev = {}
        for im in self.imm_now:   # Justice's Supremacy at 8 VP each counts there, not in her own points
            pts = with_immortal(scene.view, scene.viewer, im)
            self.imm_rev[im] = {cat: pts[cat] for cat in revalued(im)}

    def handle(self, ev: pygame.event.Event) -> bool:
        """Pass a pointer event to the buttons; True if one took it (a motion only moves their hover)."""
        if ev.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle(ev)
            return False
        return any(b.handle(ev) for b in self.buttons)

    def press_option(self, i: int) -> bool:
        """Number key i + 1: answer with the i-th option if it is there and enabled."""
        if i < len(self.option_buttons) and self.option_buttons[i].enabled:
            action = self.option_buttons[i].action
            assert action is not None   # _button gives every button an action to run
            action()
            return True
        return False

    def scroll_log(self, steps: int) -> None:
        """The mouse wheel over the log: older lines (up) or back to the newest (down)."""
        self.log_scroll = max(0, min(len(self.log_lines) - 1, self.log_scroll + steps * 2))
        self.scene.refresh()

    def option_label(self, a: str) -> str:
        """An action in words, as its button says it."""
        scene = self.scene
        names = scene.match.names
        verb, _, arg = a.partition(" ")
        lg = lang()
        if verb in ("use", "power"):   # "Activer la Forteresse de Galmi", "Pouvoir du Portail du Chaos"
            return labels.label("a:" + verb, lg, card=labels.in_text(arg, lg))
        if verb in CARD_VERBS:
            return self.card_label(arg)
        if verb == "commerce":
            rev = scene.view.get("commerce_revealed", [])
            i = int(arg)
            return card_name(rev[i]) if i < len(rev) else a
        if verb == "give":
            return labels.label("a:give", lg, name=names[int(arg)])
        if verb == "peek":
            return labels.label("a:peek", lg, name=names[int(arg)])
        if verb == "guess":
            s, im = arg.split(" ")
            return labels.label("a:guess", lg, name=names[int(s)], imm=card_name(im))
        if verb == "immortal":   # which to keep: each with your points now were it the one (its revaluations too)
            if scene.spectator or arg not in scene.view["me"]["immortals"]:
                return card_name(arg)
            return tr("imm_keep", name=card_name(arg), n=sum(with_immortal(scene.view, scene.viewer, arg).values()))
        if verb in ("keep", "pay"):
            parts = [int(x) for x in arg.split("/")]
            words = [cardtext.res_word(r, n, lg) for r, n in zip(("mil", "sci", "cha"), parts) if n]
            return ", ".join(words) or "—"
        if verb == "branch":
            return self.branch_label(int(arg))
        if a == "pass" and "reveal" not in scene._legal():
            return tr("a:continue")
        if a in ("done", "decline", "pass", "nopeek"):   # one wording with the hint's and the review's labels
            return labels.action_label(a, scene.view, lg)
        if a == "end":
            return tr("end_turn")
        return a

    def card_label(self, key: str) -> str:
        """Card name with where it lies: 'Bo: Xi'an's Incredible Market (46)' ("You" only by the names rule)."""
        return labels.card_label(key, self.scene.view, lang(), you=table_you(self.scene))

    def card_alone(self, a: str) -> str:
        """The card an answer names without where it lies, "Incredible Market (46)" (the number on the table's card
        says which), for a two-column button too narrow for "Bot 2: Xi'an's Incredible Market (46)"; else ""."""
        verb, _, arg = a.partition(" ")
        if verb not in CARD_VERBS or not arg.isdigit():
            return ""
        return f"{card_name(arg)} ({arg})"

    def branch_label(self, i: int) -> str:
        """Option i of the used card's "choose one of" step, in words (else "Option i")."""
        return labels.branch_label(i, self.scene.last_use, lang())

    def _button(self, label: str, rect: FRect, action: str | None = None,
                on_click: Callable[[], object] | None = None, **kw) -> gfx.Button:
        """A panel button; `action` names the legal action it submits (for hints and the coach)."""
        if not on_click:   # the button submits its action
            assert action is not None   # every button without an on_click names its action (build() below)
            on_click = lambda: self.scene.submit(action)
        b = gfx.Button(label, rect, on_click, **kw)
        b.action_name = action
        self.buttons.append(b)
        return b

    def build(self) -> None:
        """Buttons for the pending decision. Every button keeps its place: the bottom row (Undo, Hint) is always
        there, the main answer (End turn, Transform, Cancel) sits just above it, the other options above that."""
        scene = self.scene
        self.buttons = []
        self.option_buttons = []
        r = scene.layout.zones["panel"]
        fs = scene.layout.font
        bh = fs * 2.0
        legal = scene._legal()
        d = scene.view.get("decision") or {}
        kind = d.get("kind") if d.get("seat") == scene.viewer and not scene.spectator else None
        y = r.bottom - bh - 6
        x = r.x + 8
        w = r.w - 16
        half = (w - 6) / 2
        if not scene.spectator:
            can_undo = scene.match.can_undo(scene.viewer)
            self._button(tr("undo") + " (Ctrl+Z)", FRect(x, y, half, bh), on_click=scene.undo, enabled=can_undo,
                         size=fs, tip="" if can_undo else tr("undo_none"))
            self._button(tr("hint_btn"), FRect(x + half + 6, y, half, bh), on_click=scene.hinter.request,
                         enabled=len(legal) > 1 and not scene.hinter.searching, size=fs, tip=tr("hint_tip"))
        y -= bh + 8
        if kind == "play":
            slot = d.get("slot", 0)
            coins = slot_coins(scene.view, slot)
            lost = self.cap_loss(coins)
            tlabel = tr("transform", n=coins) + (" — " + tr_n("cap_lost", lost) if lost else "")
            ttip = tr_n("transform_tip", coins) + (" " + self.cap_lost_tip(lost) if lost else "")
            tb = self._button(tlabel, FRect(x, y, w, bh), "transform", size=fs, tip=ttip)
            ploss = scene.tips.loss_of("play") if "play" in legal else {}   # the Bonus's gains a cap would cut
            plabel = tr("play") + (" — " + loss_words(ploss["lost"], ploss["lost_to"]) if ploss else "")
            pb = self._button(plabel, FRect(x, y - bh - 6, w, bh), "play", enabled="play" in legal, primary=True,
                              size=fs, tip=loss_preview(ploss) if "play" in legal else tr("play_limit"))
            self.option_buttons = [pb, tb]
            pb.label, tb.label = f"1 · {pb.label}", f"2 · {tb.label}"
            card = scene.layout.cards.get(f"s{scene.viewer}:slot{slot}")
            if card is not None:   # the same two choices right on the card just placed
                mh = max(fs * 1.5, card.h * 0.16)
                sfs = gfx.small(min(fs, card.w / 7), 1)
                self._button(tr("play"), FRect(card.x + 3, card.bottom - 2 * mh - 6, card.w - 6, mh), "play",
                             enabled="play" in legal, primary=True, size=sfs,
                             tip="" if "play" in legal else tr("play_limit"))
                self._button(f"+{coins}", FRect(card.x + 3, card.bottom - mh - 3, card.w - 6, mh), "transform",
                             size=sfs, tip=ttip)
            return
        if kind == "kingdom":
            usable = [a for a in legal if a.startswith(("use ", "power "))]
            self._button(tr("end_turn") + " (Enter)", FRect(x, y, w, bh), "end", on_click=self.ask_end,
                         primary=not usable, size=fs, tip=loss_preview(scene.tips.loss_of("end")))
            if "reveal" in legal:
                self._button(tr("reveal"), FRect(x, y - bh - 6, w, bh), "reveal", size=fs, tip=tr("reveal_tip"))
            return
        if not kind or kind == "pick":
            return
        if scene.match.can_undo(scene.viewer):   # a cost paid for this choice can be taken back
            self._button(tr("cancel_choice") + " (Esc)", FRect(x, y, w, bh), on_click=scene.undo, size=fs,
                         tip=tr("cancel_tip"))
        y -= bh + 8
        opts = list(legal)
        avail = y + bh - (r.y + fs * 3.5)
        cols = 1 if len(opts) * (bh + 5) <= avail else 2
        bh2 = min(bh, max(fs * 1.4, avail / max(1, math.ceil(len(opts) / cols)) - 5))
        cw = (w - 6 * (cols - 1)) / cols
        rows_total = math.ceil(len(opts) / cols)
        for i, a in enumerate(opts):
            row, c = divmod(i, cols)
            by = y + bh - bh2 - (rows_total - 1 - row) * (bh2 + 5)
            label = tr("reveal") if a == "reveal" else self.option_label(a)
            loss = scene.tips.loss_of(a)   # what of its gains a cap or the empty supply would cut, said before a click
            tip = f"{label} — {loss_preview(loss)}" if loss else label
            if loss:
                label += f" ({loss_words(loss['lost'], loss['lost_to'])})"
            num = f"{i + 1} · " if i < 9 else ""
            b = self._button(num + label, FRect(x + c * (cw + 6), by, cw, bh2), a, size=gfx.small(fs, 0.9), tip=tip,
                             shortest=num + alone if (alone := self.card_alone(a)) and not loss else "")
            self.option_buttons.append(b)

    def immortal_lines(self, keep: str = "all") -> list[tuple[str, tuple, bool]]:
        """Your Immortal in words (name, scoring, power) and what it scores now; also one you have looked at.
        keep "scoring" leaves the powers out, "heads" every text but the names (hovering an Immortal shows it
        whole): a 3-player seat's second Immortal is never cut away by the first one's power."""
        scene = self.scene
        if scene.spectator:
            return []
        db = default_db()
        me = scene.view["me"]
        shown = list(me["immortals"])
        peeked = me.get("peeked")
        if peeked and peeked["immortal"] not in shown:
            shown.append(peeked["immortal"])
        out: list[tuple[str, tuple, bool]] = []
        for im_id in shown:
            im = db.immortal_by_id[im_id]
            mine = im_id in me["immortals"]
            head = tr("your_immortal" if mine else "seen_immortal", name=card_name(im_id))
            if mine and not scene._is_me(scene.viewer):   # a replay of a seat: never "Your", that seat by name
                head = tr("nm:their_immortal", who=scene.match.names[scene.viewer], name=card_name(im_id))
            now = self.imm_now.get(im_id) if mine else None
            if now is not None:
                head += "  —  " + tr("scores_now", n=now) + "".join(
                    semicolon() + tr("pp:counted_in", cat=tr(CAT_KEYS[cat]), vp=vp)
                    for cat, vp in self.imm_rev.get(im_id, {}).items() if vp)
            out.append((head, gfx.GOLD, True))
            if keep != "heads":
                power = cardtext.SLOT_LABELS[lang()]["power"] if keep == "scoring" else None
                out += [(tr("kv", k=label, v=text), gfx.TEXT, False)
                        for label, text in cardtext.sections(im, lang()) if label != power]
        return out

    def _shorter_immortals(self, rest: list, box: FRect, fs: int) -> list[tuple[str, tuple, bool]]:
        """`rest` and your Immortals when all of it does not fit: without the powers, whole if they fit, else cut
        in the last Immortal's text as long as every name still shows; else the names alone."""
        scoring = self.immortal_lines("scoring")
        if gfx.blocks_size(rest + scoring, box, fs) is not None:
            return rest + scoring
        last = max(i for i, line in enumerate(scoring) if line[2])   # the last Immortal's name
        if last + 1 < len(scoring):   # every name and a line of the last one's text: cut after a whole line of it
            text, colour, bold = scoring[last + 1]
            probe = scoring[:last + 1] + [(" ".join(text.split()[:3]), colour, bold)]
            if gfx.blocks_size(rest + probe, box, fs) is not None:
                return rest + scoring
        return rest + self.immortal_lines("heads")

    def decision_title(self, kind: str) -> str:
        """The prompt for a decision; a Supremacy tie only speaks of Justice to the player who can reveal her."""
        if kind == "tie":
            return tr("dk:tie" if "reveal" in self.scene._legal() else "dk:tie_wait")
        return tr("dk:" + kind)

    def cap_loss(self, gain: int) -> int:
        """Coins of a gain that the coin cap would eat, counting the Transform coins still to be paid."""
        scene = self.scene
        cap = default_db().game["caps"]["coins"]
        have = scene.view["seats"][scene.viewer]["coins"] + pending_coins(scene.view, scene.viewer)
        return max(0, min(gain, have + gain - cap))

    def cap_lost_tip(self, lost: int) -> str:
        """The warning that `lost` coins of a transform would go to the coin cap (cards.toml's cap named)."""
        return tr_n("cap_lost_tip", lost, cap=default_db().game["caps"]["coins"])

    def auto_transform_note(self) -> str:
        """The message for a card the engine transformed by itself because the play limit was reached."""
        scene = self.scene
        v = scene.view
        if v["phase"] != "draft" or scene.spectator:
            return ""
        me = v["seats"][scene.viewer]
        limits = default_db().game["max_plays"]
        rnd = v["round"] - 1
        if me.get("plays") is None or rnd >= len(limits) or me["plays"] < limits[rnd] or not me["slots"]:
            return ""
        j = len(me["slots"]) - 1
        played_before = sum(1 for sl in me["slots"][:j] if sl["status"] in ("played", "chose_play"))
        if me["slots"][j]["status"] not in ("chose_transform", "transformed") or played_before < limits[rnd]:
            return ""
        return auto_transform_text(limits[rnd], slot_coins(scene.view, j))

    def ask_end(self) -> None:
        """Confirm the end of the turn (Enter, Enter), saying how many activations are left."""
        scene = self.scene
        usable = [a for a in scene._legal() if a.startswith(("use ", "power "))]
        names = sorted({card_name(a.split(" ", 1)[1]) for a in usable})
        question = tr("confirm_end_named", cards=", ".join(names)) if usable else tr("confirm_end_none")
        loss = loss_preview(scene.tips.loss_of("end"))   # a turn-end gain the caps would cut
        if loss:
            question += " " + loss
        scene.claims.claim(scene.app.make("confirm", question, lambda: scene.submit("end")), CONFIRM)

    def refresh_log(self) -> None:
        """Word the log afresh from the viewer's redacted entries (after actions, a new viewer, a new language)."""
        scene = self.scene
        lines: list[tuple[str, bool]] = []
        entries = scene.match.log_for(scene.eye)
        for i, e in enumerate(entries[-60:]):
            last = i == len(entries[-60:]) - 1
            for s in entry_lines(e, scene.match.names, -1 if scene.spectator else scene.viewer,
                                 you=table_you(scene) is not None):
                lines.append((s, last))
        self.log_lines = lines[-200:]
        self.log_scroll = 0
        scene.refresh()

    def hint(self, brief: bool = False, short: bool = False) -> str:
        """What the viewer may do now, in one sentence; `brief` (a hint is in the panel, saying what to do) keeps
        only what the hint does not say: the pick that will be transformed, the doubled Bonus, the plays used up;
        `short` says how to answer without the other way to do it (for a panel with no room for the whole)."""
        scene = self.scene
        d = scene.view.get("decision") or {}
        if scene.view["phase"] == "over":
            return tr("phase:over")
        if d.get("seat") != scene.viewer or scene.spectator:
            s = d.get("seat")
            if s is None:
                return ""
            name = scene.match.names[s]
            return tr("thinking", name=name) if not scene.match.is_human(s) else tr("waiting_for", name=name)
        kind = d.get("kind")
        said: list[str] = []
        if kind == "pick":
            said.append(tr("hint:pick_drag" if short else "hint:pick"))
            me = scene.view["seats"][scene.viewer]
            limits = default_db().game["max_plays"]
            rnd = scene.view["round"] - 1
            if me.get("plays") is not None and rnd < len(limits) and me["plays"] >= limits[rnd]:
                said.append(auto_transform_text(limits[rnd], slot_coins(scene.view, len(me["slots"]))))
            elif len(scene.view["me"]["hand"]) == 2:   # said before the engine places the last card by itself
                said.append(tr("last_pick_next"))
            if len(said) > 1:   # the note matters more than the two-click way (said once the note is gone)
                said[0] = tr("hint:pick_drag")
        elif kind == "play":
            if "play" not in scene._legal():
                return tr("play_limit")
            said.append(tr("hint:play"))
            if scene.view["round"] == 1 and scene.view["pick"] == 4:
                said.append(tr("doubled"))
        else:
            said.append(tr(("hint:kingdom" if kind == "kingdom" else "hint:choose") + ("_short" if short else "")))
        return " ".join(said[1:] if brief else said)

    def draw_text(self, surf: pygame.Surface) -> None:
        """The top bar, the log and the panel's words (the decision, the hint, your Immortal) on the resting layer."""
        scene = self.scene
        lay = scene.layout
        v = scene.view
        fs = lay.font
        top = lay.zones["top"]
        phase = v["phase"]
        bits = [tr("round", n=v["round"]), tr("phase:" + phase)]
        if phase == "draft":
            total = len(default_db().game["slot_coins"][v["round"] - 1])
            bits.append(tr("pick_n", n=min(v["pick"], total), total=total))
            bits.append(tr("passes_left" if v.get("direction", 1) == 1 else "passes_right"))
        d = v.get("decision") or {}
        s = d.get("seat")
        if phase == "kingdom" and v.get("active") is not None:
            a = v["active"]
            bits.append(tr("your_turn") if scene._is_me(a) else tr("turn_of", name=scene.match.names[a]))
        elif s is not None:
            bits.append(tr("you_to_act") if scene._is_me(s) else tr("to_act", name=scene.match.names[s]))
        gfx.blit_text(surf, "   ·   ".join(bits), (top.x + 12, top.centery), int(fs * 1.1), gfx.TEXT, bold=True,
                      anchor="midleft")
        mr = scene.pointer.menu_rect()
        pygame.draw.rect(surf, (45, 70, 60), mr, border_radius=6)
        gfx.blit_text(surf, tr("menu") + " (Esc)", mr.center, fs, gfx.TEXT, anchor="center")
        self.fault_rect = None
        if getattr(scene.match, "save_fault", None) is not None:   # left of where Skip shows (scene._say_save_fault)
            self.fault_rect = gfx.blit_text(surf, tr("not_saved_tag"), (scene.pointer.skip_button().rect.x - fs,
                                            top.centery), fs, gfx.RED, bold=True, anchor="midright")
        # log
        lr = lay.zones["log"]
        gfx.blit_text(surf, tr("log"), (lr.x + 8, lr.y + 4), fs, gfx.GOLD, bold=True)
        lfs = gfx.small(fs, 0.85)
        lh = lfs * 1.3
        y = lr.bottom - 6
        wrapped: list[tuple[str, bool]] = []
        lines = self.log_lines[:len(self.log_lines) - self.log_scroll] if self.log_scroll else self.log_lines
        if self.log_scroll:
            gfx.blit_text(surf, f"-{self.log_scroll}", (lr.right - 8, lr.y + 4), lfs, gfx.DIM, anchor="topright")
        for text, last in reversed(lines):
            for piece in reversed(gfx.wrap(text, lfs, int(lr.w - 16))):
                wrapped.append((piece, last))
            if len(wrapped) * lh > lr.h:
                break
        for text, last in wrapped:
            y -= lh
            if y < lr.y + fs * 1.6:
                break
            if last:
                pygame.draw.rect(surf, (70, 60, 25), (lr.x + 3, y, lr.w - 6, lh))
            gfx.blit_text(surf, text, (lr.x + 8, y + 1), lfs, gfx.GLOW if last else gfx.TEXT)
        # action panel: hint text at the top
        pr = lay.zones["panel"]
        d_kind = d.get("kind") if s == scene.viewer and not scene.spectator else None
        title = self.decision_title(d_kind) if d_kind else (
            tr("waiting_for", name=scene.match.names[s]) if s is not None else "")
        tfs = gfx.fit_size(title, int(fs * 1.05), pr.w - 16, bold=True, smallest=0.85)
        tlines = gfx.wrap(title, tfs, int(pr.w - 30)) if gfx.font(tfs, True).size(title)[0] > pr.w - 16 else [title]
        for i, line in enumerate(tlines[:2]):   # a long title wraps onto a second line instead of running off
            gfx.blit_text(surf, gfx.fit_text(line, tfs, pr.w - 16, bold=True), (pr.x + 8, pr.y + 6 + i * tfs * 1.2),
                          tfs, gfx.GLOW if d_kind else gfx.DIM, bold=True)
        y = pr.y + fs * 2 + (min(2, len(tlines)) - 1) * tfs * 1.2
        brief = bool(scene.hinter.lines())
        hint = self.hint(brief=brief)
        if hint:   # up to four lines: shrunk, else said shorter, else cut with an ellipsis
            below = min((b.rect.y for b in self.buttons if pr.collidepoint(b.rect.center)), default=pr.bottom) - 4
            for said in dict.fromkeys((hint, self.hint(brief=brief, short=True))):
                n = min(4, len(gfx.wrap(said, fs, int(pr.w - 16))))
                box = FRect(pr.x + 8, y, pr.w - 16, max(fs, min(fs * (1.25 * n - 0.1), below - y)))
                if gfx.blocks_size([(said, gfx.TEXT, False)], box, fs) is not None:
                    break
            gfx.draw_blocks(surf, [(said, gfx.TEXT, False)], box, fs)
            y += fs * 1.25 * n
        note = self.auto_transform_note()
        if note:
            for line in gfx.wrap(note, fs, int(pr.w - 16), max_lines=3):
                gfx.blit_text(surf, line, (pr.x + 8, y), fs, gfx.GOLD, bold=True)
                y += fs * 1.25
        if d_kind == "play":
            slot = d.get("slot", 0)
            key = v["seats"][scene.viewer]["slots"][slot]["key"] if slot < len(v["seats"][scene.viewer]["slots"]) \
                else None
            if key:
                card = default_db().card(key)
                if card.bonus:
                    bonus = cardtext.describe(card.bonus, lang()) + ("  (x2)" if v["round"] == 1 and v["pick"] == 4
                                                                       else "")
                    said = f"{card_name(key)} — " + tr("kv", k="Bonus", v=bonus)
                else:
                    said = tr("no_bonus", card=card_name(key))
                for line in gfx.wrap(said, fs, int(pr.w - 16), max_lines=3):
                    gfx.blit_text(surf, line, (pr.x + 8, y), fs, gfx.GOLD)
                    y += fs * 1.25
        peeked = v["me"].get("peeked")
        if peeked:
            gfx.blit_text(surf, tr("peeked", name=scene.match.names[peeked["seat"]],
                                   imm=card_name(peeked["immortal"])), (pr.x + 8, y), fs, gfx.GOLD)
            y += fs * 1.25
        if d_kind == "play":
            lost = self.cap_loss(slot_coins(scene.view, d.get("slot", 0)))
            if lost:
                # whole: the Immortal's lines below give way (they are shrunk, then cut, to the room left)
                for line in gfx.wrap(self.cap_lost_tip(lost), fs, int(pr.w - 16)):
                    gfx.blit_text(surf, line, (pr.x + 8, y), fs, gfx.RED, bold=True)
                    y += fs * 1.25
        # the hint, then your Immortal, in the space left above the buttons
        room = min((b.rect.y for b in self.buttons if pr.collidepoint(b.rect.center)), default=pr.bottom) - fs
        blocks = [(text, gfx.GLOW, bold) for text, bold in scene.hinter.lines()]
        mine = self.immortal_lines()
        if blocks and mine and room > y:
            # the hint whole and (nearly) as large as it can be before your Immortal (which hovering its card
            # shows): your Immortal whole, else without its power, else its name and what it scores now, goes when
            # even that does not fit, or fits only in letters much smaller than the hint's alone
            box = pygame.FRect(pr.x + 8, y, pr.w - 16, room - y)
            alone = gfx.blocks_size(blocks, box, fs) or fs
            for imm in (mine, self.immortal_lines("scoring"), self.immortal_lines("heads")):
                with_mine = blocks + [("", gfx.TEXT, False)] + imm
                together = gfx.blocks_size(with_mine, box, fs)
                if together is not None and together >= HINT_KEEPS * alone:
                    blocks = with_mine
                    break
        elif not blocks:
            blocks += mine
        if room > y:   # shrunk to fit, else cut after a whole line with an ellipsis (the full text: hover the Immortal)
            box = pygame.FRect(pr.x + 8, y, pr.w - 16, room - y)
            if mine and blocks[-len(mine):] == mine and gfx.blocks_size(blocks, box, fs) is None:
                blocks = self._shorter_immortals(blocks[:-len(mine)], box, fs)
            gfx.draw_blocks(surf, blocks, box, fs)
