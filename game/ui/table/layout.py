"""Table layout as a pure function: (view, window size) -> named rectangles. No drawing, no state.

Card keys: `s{seat}:slot{i}`, `s{seat}:b:{key}`, `s{seat}:h:{key}`, `hand:{key}`, `imm:{seat}:{i}`, `w:{key}`,
`deck`, `discard`, `cdeck`, `cdiscard`, `rev:{key}`, `crev:{i}`, `look:{key}`.
Zones: `top`, `log`, `panel` (action panel), `opp{seat}` / `me` panels, `stat{seat}:{what}` token counters,
`name{seat}`, `pts{seat}` (an opponent's public points; yours with your Immortal), `center`, `wonders`, `piles`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from pygame import FRect

CARD_RATIO = 7 / 5
FAN_STEP = 3     # degrees a hand card turns per place from the middle of the fan
GLOW = 6         # pixels a glowing card's outline reaches around it (draw.py: up to 5 + 1)
STATS = ("coins", "mil", "sci", "cha", "culture", "vp", "sup", "won", "diamond")


@dataclass
class Layout:
    """Where everything goes for one view at one window size."""

    size: tuple[int, int]
    cards: dict[str, FRect] = field(default_factory=dict)
    zones: dict[str, FRect] = field(default_factory=dict)
    font: int = 16          # base UI font size in pixels
    icon: int = 18          # token icon size

    def card_at(self, pos: tuple[float, float]) -> str | None:
        """Topmost card key under a point."""
        for key, r in reversed(list(self.cards.items())):
            if r.collidepoint(pos):
                return key
        return None


def _fit_row(n: int, area: FRect, gap: float, max_h: float) -> tuple[float, float]:
    """Card (w, h) so that n cards fit side by side in area."""
    n = max(1, n)
    h = min(area.h, max_h)
    w = h / CARD_RATIO
    if n * w + (n - 1) * gap > area.w:
        w = (area.w - (n - 1) * gap) / n
        h = w * CARD_RATIO
    return w, h


def _row(lay: Layout, keys: list[str], area: FRect, gap: float, max_h: float, align: str = "left",
         slots_min: int = 0) -> float:
    """Place keys in one row inside area; return the right edge used."""
    w, h = _fit_row(max(len(keys), slots_min), area, gap, max_h)
    total = len(keys) * w + max(0, len(keys) - 1) * gap
    x = area.x if align == "left" else area.centerx - total / 2 if align == "center" else area.right - total
    y = area.y + (area.h - h) / 2
    for k in keys:
        lay.cards[k] = FRect(x, y, w, h)
        x += w + gap
    return x - gap if keys else area.x


def _stats(lay: Layout, seat: int, area: FRect, items: tuple[str, ...], rows: int) -> None:
    per_row = -(-len(items) // rows)
    cw = area.w / per_row
    rh = area.h / rows
    for i, what in enumerate(items):
        r, c = divmod(i, per_row)
        lay.zones[f"stat{seat}:{what}"] = FRect(area.x + c * cw, area.y + r * rh, cw, rh)


def _opp_keys(view: dict, s: int, draft: bool) -> list[str]:
    """An opponent's card keys in chip order: draft slots, then Buildings, then Heroes."""
    seat = view["seats"][s]
    keys = [f"s{s}:slot{j}" for j in range(len(seat["slots"]))] if draft else []
    keys += [f"s{s}:b:{c['key']}" for c in seat["buildings"]]
    return keys + [f"s{s}:h:{c['key']}" for c in seat["heroes"]]


def hand_fan(i: int, n: int) -> tuple[int, float]:
    """Hand card i of n in the gentle fan: its turn in degrees and its rise as a fraction of its height (< 0: up)."""
    if n <= 1:
        return 0, 0.0
    off = i - (n - 1) / 2
    angle = -int(round(off)) * FAN_STEP if abs(off) >= 0.5 else 0
    return angle, (off * off - ((n - 1) / 2) ** 2) * 0.01


def fanned_rect(r: FRect, angle: float, lift: float, glow: float = GLOW) -> FRect:
    """What a card placed at r covers once turned by `angle`, raised by lift * its height, with its glow."""
    a = math.radians(abs(angle))
    w = r.w * math.cos(a) + r.h * math.sin(a) + 2 * glow
    h = r.w * math.sin(a) + r.h * math.cos(a) + 2 * glow
    out = FRect(0, 0, w, h)
    out.center = (r.centerx, r.centery + lift * r.h)
    return out


def hand_bounds(lay: Layout, hand: list[str]) -> list[FRect]:
    """What each hand card covers on screen, fanned and glowing (hand keys in hand order)."""
    return [fanned_rect(lay.cards[k], *hand_fan(i, len(hand))) for i, k in enumerate(hand)]


def _hand_row(lay: Layout, hand: list[str], area: FRect, gap: float) -> None:
    """The hand in one centred row, sized so that the fanned cards and their glow stay inside `area`."""
    box = FRect(area)
    for _ in range(3):
        _row(lay, hand, box, gap, box.h, align="center", slots_min=5)
        if not hand:
            return
        bounds = hand_bounds(lay, hand)
        top, bottom = min(b.top for b in bounds), max(b.bottom for b in bounds)
        if top >= area.top - 0.01 and bottom <= area.bottom + 0.01:
            return
        scale = area.h / (bottom - top)
        box = FRect(box.x, box.y, box.w, box.h * scale)
        box.y = area.top + (box.top - top) * scale   # the fanned row's top at the area's top
    dy = area.bottom - max(b.bottom for b in hand_bounds(lay, hand))
    for k in hand:
        lay.cards[k].y += min(0.0, dy)


# the side column's share for the game log; the rest is the decision panel. At 3 players each seat holds two
# Immortals until it keeps one, and the panel speaks of both: at 1280x720 the second one's scoring was cut at 0.46
LOG_SHARE = 0.46
LOG_SHARE_TWO_IMMORTALS = 0.36


def is_chip(key: str, view: dict) -> bool:
    """Opponents' cards are drawn as chips (title strips) rather than card faces."""
    return key.startswith("s") and not key.startswith(f"s{view['seat']}:")


def compute(view: dict, size: tuple[int, int]) -> Layout:
    """The whole table for `view` (from view_for) in a window of `size` pixels."""
    W, H = size
    lay = Layout(size=(W, H))
    unit = min(W / 1280, H / 720)
    pad = max(4.0, round(6 * unit))
    gap = max(3.0, round(5 * unit))
    lay.font = max(13, int(15 * unit))
    lay.icon = max(14, int(17 * unit))
    n = view["players"]
    me = view["seat"]
    phase = view["phase"]
    draft = phase == "draft"

    top_h = max(28.0, round(34 * unit))
    lay.zones["top"] = FRect(0, 0, W, top_h)
    col_w = min(max(250.0, W * 0.2), 560.0)
    col = FRect(W - col_w, top_h, col_w, H - top_h)
    log_h = col.h * (LOG_SHARE_TWO_IMMORTALS if n == 3 else LOG_SHARE)
    lay.zones["log"] = FRect(col.x + pad, col.y + pad, col.w - 2 * pad, log_h - 2 * pad)
    lay.zones["panel"] = FRect(col.x + pad, col.y + log_h, col.w - 2 * pad, col.h - log_h - pad)
    main = FRect(pad, top_h + pad, W - col_w - 2 * pad, H - top_h - 2 * pad)

    # ---- opponents: one panel each, in table order starting left of me
    opps = [(me + i) % n for i in range(1, n)]
    ow = (main.w - (len(opps) - 1) * pad) / len(opps)
    n_stats = len(STATS) + (1 if draft else 0)
    for stat_rows in (1, 2, 3):
        imm_w = (lay.font * 1.4 + lay.icon * 1.35 * stat_rows) / CARD_RATIO
        if -(-n_stats // stat_rows) * lay.icon * 2.4 <= ow - 3 * gap - imm_w:
            break
    # opponents' cards are chips (a short title you can read), two columns where the panel is wide enough;
    # the panels are as tall as their fullest row of chips needs, so the centre and your own cards get the rest
    chip_h = round(lay.font * 1.7)
    cols = 2 if ow >= lay.font * 17 else 1
    block_h = lay.font * 1.4 + lay.icon * 1.35 * stat_rows
    counts = [_opp_keys(view, s, draft) for s in opps]
    most = max((len(k) for k in counts), default=0)
    rows_needed = max(1, -(-most // cols))
    opp_h = min(main.h * 0.36, max(main.h * 0.13, 3 * gap + block_h + rows_needed * (chip_h + gap)))
    for i, s in enumerate(opps):
        r = FRect(main.x + i * (ow + pad), main.y, ow, opp_h)
        lay.zones[f"opp{s}"] = r
        # Immortal (face down unless revealed) in the top-right corner, beside the name and the counters
        imm_w = block_h / CARD_RATIO
        lay.cards[f"imm:{s}:0"] = FRect(r.right - gap - imm_w, r.y + gap, imm_w, block_h)
        head = FRect(r.x + gap, r.y + gap, r.w - 3 * gap - imm_w, lay.font * 1.4)
        pts_w = lay.font * 3.0   # the public points so far ("123 VP" in bold), at the right of the name
        lay.zones[f"pts{s}"] = FRect(head.right - pts_w, head.y, pts_w, head.h)
        lay.zones[f"name{s}"] = FRect(head.x, head.y, head.w - pts_w - gap, head.h)
        stats_area = FRect(r.x + gap, head.bottom, r.w - 3 * gap - imm_w, lay.icon * 1.35 * stat_rows)
        _stats(lay, s, stats_area, STATS + (("hand",) if draft else ()), stat_rows)
        top_y = max(stats_area.bottom, r.y + gap + block_h) + gap
        keys = counts[i]
        per_col = max(1, int((r.bottom - top_y - gap + gap) // (chip_h + gap)))
        cw = (r.w - 2 * gap - (cols - 1) * gap) / cols
        ch = chip_h if -(-len(keys) // cols) <= per_col else (r.bottom - top_y - gap) / -(-len(keys) // cols) - gap
        for j, k in enumerate(keys):
            row, c = divmod(j, cols)
            lay.cards[k] = FRect(r.x + gap + c * (cw + gap), top_y + row * (ch + gap), cw, ch)

    # ---- centre: Wonders, revealed cards, piles
    cy = main.y + opp_h + pad
    busy_centre = view.get("wonders") or view.get("revealed") or view.get("commerce_revealed") or view.get("looked")
    center_h = main.h * (0.215 if busy_centre else 0.17)   # an empty centre gives its room to your cards
    center = FRect(main.x, cy, main.w, center_h)
    lay.zones["center"] = center
    piles_w = min(center.w * 0.36, (center_h - 2 * gap - lay.font * 1.2) / CARD_RATIO * 4 + 5 * gap)
    piles = FRect(center.right - piles_w, center.y, piles_w, center_h)
    lay.zones["piles"] = piles
    pile_area = FRect(piles.x + gap, piles.y + lay.font * 1.2, piles.w - 2 * gap, piles.h - lay.font * 1.2 - gap)
    _row(lay, ["deck", "discard", "cdeck", "cdiscard"], pile_area, gap, pile_area.h, align="right")
    extra = [f"rev:{k}" for k in view.get("revealed", [])] + [f"crev:{i}" for i, _ in
                                                                 enumerate(view.get("commerce_revealed", []))]
    extra += [f"look:{k}" for k in view.get("looked", [])]
    wonders = [f"w:{w['key']}" for w in view.get("wonders", [])]
    left = FRect(center.x, center.y, center.w - piles_w - pad, center_h)
    if extra:
        ew = min(left.w * 0.45, len(extra) * ((center_h - lay.font * 1.2) / CARD_RATIO + gap) + gap)
        rev = FRect(left.right - ew, left.y, ew, center_h)
        lay.zones["revealed"] = rev
        _row(lay, extra, FRect(rev.x + gap, rev.y + lay.font * 1.2, rev.w - 2 * gap, rev.h - lay.font * 1.2 - gap),
             gap, center_h, align="center")
        left.w -= ew + pad
    lay.zones["wonders"] = left
    _row(lay, wonders, FRect(left.x + gap, left.y + lay.font * 1.2, left.w - 2 * gap, left.h - lay.font * 1.2 - gap),
         gap, center_h, slots_min=6)

    # ---- me: stats strip, then two rows of cards, Immortal(s) at the left
    my = center.bottom + pad
    mine = FRect(main.x, my, main.w, main.bottom - my)
    lay.zones["me"] = mine
    head = FRect(mine.x + gap, mine.y + gap, mine.w * 0.25, lay.font * 1.5)
    pts_w = lay.font * 3.0   # your points so far, your Immortal counted, at the right of your name
    lay.zones[f"pts{me}"] = FRect(head.right - pts_w, head.y, pts_w, head.h)
    lay.zones[f"name{me}"] = FRect(head.x, head.y, head.w - pts_w - gap, head.h)
    stats_area = FRect(head.right + gap, mine.y + gap, mine.right - head.right - 2 * gap, lay.font * 1.5)
    _stats(lay, me, stats_area, STATS + (("hand",) if draft else ()), 1)
    body = FRect(mine.x + gap, stats_area.bottom + gap, mine.w - 2 * gap, mine.bottom - stats_area.bottom - 2 * gap)
    row_h = (body.h - gap) / 2
    imms = view["me"]["immortals"] or [None]
    imm_h = min(row_h * 1.15, (body.h - gap * (len(imms) - 1)) / len(imms))
    imm_w = imm_h / CARD_RATIO
    for i, _ in enumerate(imms):
        lay.cards[f"imm:{me}:{i}"] = FRect(body.x, body.y + i * (imm_h + gap), imm_w, imm_h)
    rows = FRect(body.x + imm_w + 2 * gap, body.y, body.w - imm_w - 2 * gap, body.h)
    seat = view["seats"][me]
    b_keys = [f"s{me}:b:{c['key']}" for c in seat["buildings"]]
    h_keys = [f"s{me}:h:{c['key']}" for c in seat["heroes"]]
    row1 = FRect(rows.x, rows.y, rows.w, row_h)
    row2 = FRect(rows.x, rows.y + row_h + gap, rows.w, row_h)
    if draft:
        slots = [f"s{me}:slot{j}" for j in range(len(seat["slots"]))]
        n_slots = max(len(seat["slots"]), 5 if view["round"] == 1 else 4)
        slot_w = _fit_row(n_slots, FRect(0, 0, row1.w * 0.55, row1.h), gap, row1.h)[0]
        slot_area = FRect(row1.x, row1.y, n_slots * (slot_w + gap), row1.h)
        lay.zones["slots"] = slot_area
        _row(lay, slots, slot_area, gap, row1.h, slots_min=n_slots)
        # the empty slots are drop targets even when no card lies there
        for j in range(len(seat["slots"]), n_slots):
            lay.zones[f"slot{j}"] = FRect(slot_area.x + j * (slot_w + gap), row1.y + (row1.h - slot_w * CARD_RATIO) / 2,
                                          slot_w, slot_w * CARD_RATIO)
        # "Plays left" has its own column between the slots and the Kingdom cards
        plays = FRect(slot_area.right + 2 * gap, row1.y, lay.font * 7.5, row1.h)
        lay.zones["plays"] = plays
        king = FRect(plays.right + gap, row1.y, row1.right - plays.right - gap, row1.h)
        lay.zones["mykingdom"] = king
        _row(lay, b_keys + h_keys, king, gap, row1.h * 0.8, slots_min=5)
        hand = [f"hand:{k}" for k in view["me"]["hand"]]
        lay.zones["hand"] = row2
        _hand_row(lay, hand, row2, gap * 3)   # fanned and glowing, the cards stay above the bottom edge
    else:
        # one big row (Buildings, a gap, Heroes) while it fits better than two rows
        n_one = len(b_keys) + len(h_keys) + (1 if b_keys and h_keys else 0)
        one_w, one_h = _fit_row(max(n_one, 1), rows, gap * 2, rows.h * 0.92)
        two_h = _fit_row(max(len(b_keys), len(h_keys), 6), row1, gap, row1.h)[1]
        if one_h > two_h * 1.15:
            big = FRect(rows.x, rows.y, rows.w, rows.h)
            right = _row(lay, b_keys, big, gap * 2, one_h)
            x = right + one_w * 0.6 if b_keys else rows.x
            _row(lay, h_keys, FRect(x, rows.y, rows.right - x, rows.h), gap * 2, one_h)
        else:
            _row(lay, b_keys, row1, gap, row1.h, slots_min=6)
            _row(lay, h_keys, row2, gap, row2.h, slots_min=6)
    return lay


def all_inside(lay: Layout) -> bool:
    """Every card rectangle lies inside the window."""
    win = FRect(0, 0, *lay.size)
    return all(win.contains(r) for r in lay.cards.values())


def overlaps(lay: Layout) -> list[tuple[str, str]]:
    """Pairs of card rectangles that overlap (should be none)."""
    items = list(lay.cards.items())
    out = []
    for i, (ka, a) in enumerate(items):
        for kb, b in items[i + 1:]:
            if a.colliderect(b):
                out.append((ka, kb))
    return out
