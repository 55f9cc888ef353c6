"""What the table draws and moves: card sprites, token flights, banners; and which face a layout key shows."""

from __future__ import annotations

from pygame import FRect

from game.rules import default_db

RES_FLY = ("coins", "mil", "sci", "cha", "vp", "sup", "won", "diamond")
STAT_TIPS = {
    "coins": ("Coins (max {coin_cap})", "Pièces (max {coin_cap})"), "mil": ("Military tokens", "Jetons Militaire"),
    "sci": ("Science tokens", "Jetons Science"), "cha": ("Chaos tokens", "Jetons Chaos"),
    "culture": ("Culture on a player's cards", "Culture sur les cartes"), "vp": ("VP tokens", "Jetons PV"),
    "sup": ("Supremacy tokens ({sup} VP)", "Suprématies ({sup} PV)"), "won": ("Wonder tokens", "Jetons Merveille"),
    "diamond": ("Diamonds", "Diamants"), "hand": ("Cards in draft hand", "Cartes en main"),
}


def stat_tip(res: str, lang: str) -> str:
    """A counter's tooltip in `lang`; the coin cap and a Supremacy token's worth as cards.toml sets them."""
    db = default_db()
    text = STAT_TIPS.get(res, (res, res))[1 if lang == "fr" else 0]
    return text.format(coin_cap=db.game["caps"]["coins"], sup=db.scoring["sup"])


# Labels written beside your own counters where they fit: the full word, else a short one.
STAT_LABELS = {
    "coins": (("coins", "coins"), ("pièces", "pièces")), "mil": (("Military", "Mil."), ("Militaire", "Mil.")),
    "sci": (("Science", "Sci."), ("Science", "Sci.")), "cha": (("Chaos", "Chaos"), ("Chaos", "Chaos")),
    "culture": (("Culture", "Cult."), ("Culture", "Cult.")), "vp": (("VP", "VP"), ("PV", "PV")),
    "sup": (("Supremacy", "Sup."), ("Suprématie", "Sup.")), "won": (("Wonder", "Won."), ("Merveille", "Merv.")),
    "diamond": (("diamonds", "diam."), ("diamants", "diam.")), "hand": (("in hand", "hand"), ("en main", "main")),
}


class CardSprite:
    """A card on screen: a face name for the face cache, a float rect, tilt angle and flip progress."""

    __slots__ = ("key", "face", "rect", "angle", "flip", "ident", "alpha", "label")

    def __init__(self, key: str, face: str, rect: FRect, ident: str | None) -> None:
        self.key = key
        self.face = face
        self.rect = FRect(rect)
        self.angle = 0.0
        self.flip = 1.0       # -1..1: <0 shows the back, width scaled by |flip|
        self.ident = ident
        self.alpha = 255.0
        self.label = ""


class Flight:
    """A token icon flying from one point to another."""

    __slots__ = ("kind", "rect", "alpha")

    def __init__(self, kind: str, rect: FRect) -> None:
        self.kind = kind
        self.rect = rect
        self.alpha = 255.0


class Banner:
    """A big announcement across the table; `shot` names the screenshot taken while it shows (scripted runs)."""

    __slots__ = ("text", "sub", "alpha", "shot", "wait")

    def __init__(self, text: str, sub: str = "", shot: str | None = None) -> None:
        self.text = text
        self.sub = sub
        self.alpha = 0.0
        self.shot = shot
        self.wait = True     # the game waits for it (False: it plays over what follows)


def face_for(key: str, view: dict) -> tuple[str, str | None]:
    """(face name, identity) of a layout card key in view."""
    if key.startswith("hand:"):
        k = key[5:]
        return f"civ:{k}", k
    if key.startswith("w:") or key.startswith("rev:") or key.startswith("look:"):
        k = key.split(":", 1)[1]
        return f"civ:{k}", k
    if key.startswith("crev:"):
        i = int(key[5:])
        return f"commerce:{view['commerce_revealed'][i]}", None
    if key == "deck":
        return "back:civ", None
    if key == "cdeck":
        return "back:commerce", None
    if key == "discard":
        d = view["discard"]
        return (f"civ:{d[-1]}" if d else "empty"), None
    if key == "cdiscard":
        d = view["commerce_discard"]
        return (f"commerce:{d[-1]}" if d else "empty"), None
    if key.startswith("imm:"):
        _, seat_txt, index_txt = key.split(":")
        s, i = int(seat_txt), int(index_txt)
        if s == view["seat"]:
            ims = view["me"]["immortals"]
            return (f"immortal:{ims[i]}" if i < len(ims) else "back:immortal"), None
        im = view["seats"][s]["immortal"]
        return (f"immortal:{im}" if im else "back:immortal"), None
    seat_s, rest = key.split(":", 1)
    s = int(seat_s[1:])
    if rest.startswith("slot"):
        j = int(rest[4:])
        slot = view["seats"][s]["slots"][j]
        if slot["key"] and slot["status"] not in ("transformed", "chose_transform"):
            return f"civ:{slot['key']}", slot["key"]
        if slot["key"]:
            return "back:civ", slot["key"]
        return "back:civ", f"slot:{s}:{j}"
    k = rest.split(":", 1)[1]
    return f"civ:{k}", k


def card_info(key: str, view: dict) -> dict | None:
    """The view dict of a Kingdom card key (tilted, culture) if it is one."""
    if key.startswith("w:"):
        k = key[2:]
        return next((w for w in view["wonders"] if w["key"] == k), None)
    if key.startswith("s") and (":b:" in key or ":h:" in key):
        s = int(key[1:key.index(":")])
        k = key.rsplit(":", 1)[1]
        seat = view["seats"][s]
        return next((c for c in seat["buildings"] + seat["heroes"] if c["key"] == k), None)
    return None
