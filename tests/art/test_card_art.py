"""Card illustrations: every card has a description in assets/art.toml, every face is its own picture, bad data is
refused with the card and field named, and the contact sheet command works."""

import hashlib
import subprocess
import sys
import tomllib

import pytest

from game.rules.cards import default_db
from game.ui.cards import art, illustrate
from game.ui.cards.artdata import DEFAULT_PATH, ArtDataError, default_art, parse_art
from game.ui.cards.sheet import deck_names, render_deck


def _raw():
    with open(DEFAULT_PATH, "rb") as fh:
        return tomllib.load(fh)


def test_every_card_has_art_data_and_no_extra_entries():
    db = default_db()
    wanted = ({(c.family, c.kind) for c in db.civ} | {("commerce", c.kind) for c in db.commerce}
              | {("immortal", i.id) for i in db.immortals})
    assert set(default_art()) == wanted
    assert len(wanted) == 49


@pytest.mark.parametrize("h", [72, 136, 400])
def test_no_two_faces_are_pixel_identical(h):
    faces, _ = render_deck(art.render_named, h)
    digests = {}
    for name, img in zip(deck_names(), faces):
        digests.setdefault(hashlib.sha256(img.tobytes()).hexdigest(), []).append(name)
    same = [names for names in digests.values() if len(names) > 1]
    assert same == []
    assert len(faces) == len(deck_names()) == 63


def test_no_two_illustrations_are_identical_without_their_text():
    """The pictures alone differ between kinds (not only the titles or numbers)."""
    pics = {key: illustrate.illustration(*key, 90, 60).tobytes() for key in default_art()}
    assert len(set(pics.values())) == len(pics)


def test_picture_keeps_the_one_light_direction():
    """The rim light sits on the upper-left edges: the subject's upper-left outline is brighter than its lower-right."""
    img = illustrate.illustration("wonder", "hourglass", 300, 200).convert("L")
    layer_only = illustrate._subject(default_art()[("wonder", "hourglass")],
                                     illustrate.colours_for(default_art()[("wonder", "hourglass")]), 300, 200)
    alpha = layer_only.getchannel("A")
    # a pixel column through the frame's left post, compared with the right post
    lit, shaded = [], []
    for y in range(60, 160):
        xs = [x for x in range(300) if alpha.getpixel((x, y)) > 200]
        if xs:
            lit.append(img.getpixel((xs[0], y)))
            shaded.append(img.getpixel((xs[-1], y)))
    assert lit and sum(lit) / len(lit) > sum(shaded) / len(shaded) + 20


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d["hero"]["alpha"].pop("subject"), ["hero 'alpha'", "'subject'"]),
    (lambda d: d["hero"]["alpha"].__setitem__("palette", "crimsn"), ["hero 'alpha'", "'palette'", "crimsn"]),
    (lambda d: d["building"]["armory"]["parts"].append("spaceship"), ["building 'armory'", "parts[2]", "spaceship"]),
    (lambda d: d["wonder"]["swords"]["parts"][0].__setitem__("s", 9), ["wonder 'swords'", "parts[0]", "'s'"]),
    (lambda d: d["immortal"]["xian"].__setitem__("motifs", ["fireworks"]), ["immortal 'xian'", "'motifs'"]),
    (lambda d: d["commerce"]["pawnbroker"].__setitem__("colour", "red"), ["commerce 'pawnbroker'", "colour"]),
    (lambda d: d["wonder"]["hourglass"]["parts"][0].__setitem__("c", "plaid"), ["wonder 'hourglass'", "plaid"]),
])
def test_bad_art_data_names_the_card_and_field(mutate, words):
    data = _raw()
    mutate(data)
    with pytest.raises(ArtDataError) as e:
        parse_art(data)
    msg = str(e.value)
    assert "\n" not in msg
    for w in words:
        assert w in msg


def test_face_cache_key_changes_with_the_art_file_and_version(monkeypatch):
    key = art.cards_hash("en", 136)
    monkeypatch.setattr(art, "art_bytes", lambda: b"other art")
    assert art.cards_hash("en", 136) != key
    monkeypatch.undo()
    monkeypatch.setattr(art, "ART_VERSION", art.ART_VERSION + 1)
    assert art.cards_hash("en", 136) != key


def test_contact_sheet_command(tmp_path):
    out = tmp_path / "sheet.png"
    r = subprocess.run([sys.executable, "-m", "game.ui.cards.art", "--sheet", str(out), "--height", "72"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "63 faces" in r.stdout
    from PIL import Image
    with Image.open(out) as im:
        assert im.width > 12 * 50 and im.height > 5 * 72
    bad = subprocess.run([sys.executable, "-m", "game.ui.cards.art", "--sheet", str(tmp_path / "x.jpg")],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "png" in bad.stderr
