"""Tile and card faces (browser/card_face.py, the style sheet's "faces"): an index that fits, a printed deck's pips
on large faces, court cards and jokers of their own, a darker second tile set, and suits told apart by a player
with deuteranopia.

One page per size, kept for the module: a three-player game (both tile sets on the board and in the
rack, a joker standing for a card) at 1366x768 and on a 390x844 phone, and a Gin Rummy hand with
number and court cards of all four suits at 1366x768 (large faces) and on the phone (compact ones).
"""

from __future__ import annotations

import re
import struct
import zlib
from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import THREE_PLAYER_SEED, THREE_PLAYERS, mid_game_save, open_mid_game
from gin_play import mid_hand_save
from playwright.sync_api import Browser, Locator, Page

DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
SIZES = {"desktop": DESKTOP, "phone": PHONE}
GIN_HAND = mid_hand_save(actions=80)  # 3♥ 4♥ 5♥ 10♥ J♥ Q♥ K♥, 4♦ 6♣ 8♠ 8♣

# Each face's box and its index's: the rank and suit spans, the tile, the kind and set, the colours.
FACES_JS = """(els) => els.map((e) => {
    const box = (n) => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const style = getComputedStyle(e);
    const art = e.querySelector('.art');
    return {
        tile: box(e), rank: e.querySelector('.rank') && box(e.querySelector('.rank')),
        suit: e.querySelector('.suit') && box(e.querySelector('.suit')),
        star: e.querySelector('.star') && box(e.querySelector('.star')),
        rankPx: e.querySelector('.rank') && parseFloat(getComputedStyle(e.querySelector('.rank')).fontSize),
        face: e.dataset.face, dark: e.classList.contains('dark'), text: e.querySelector('.idx').textContent,
        background: style.backgroundImage, color: style.color, edge: style.borderTopWidth,
        inner: getComputedStyle(e, '::before').outlineStyle,
        art: [getComputedStyle(art).display, getComputedStyle(art).borderTopStyle,
              getComputedStyle(art, '::before').content],
        foot: getComputedStyle(e.querySelector('.foot')).display,
        pips: [...e.querySelectorAll('.pip')].filter((p) => getComputedStyle(p).display !== 'none').map(box),
        corners: [...e.querySelectorAll('.corner')].filter((p) => getComputedStyle(p).display !== 'none').length,
        word: getComputedStyle(art, '::after').content,
    };
})"""


@pytest.fixture(scope="module", params=list(SIZES))
def tiles(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[tuple[str, Page]]:
    save = mid_game_save(THREE_PLAYERS, THREE_PLAYER_SEED, turns=9)
    loaded = open_mid_game(browser, base_url, save=save, **SIZES[request.param])
    yield request.param, loaded.page
    loaded.page.context.close()


@pytest.fixture(scope="module", params=list(SIZES))
def gin(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[tuple[str, Page]]:
    loaded = open_mid_game(browser, base_url, save=GIN_HAND, **SIZES[request.param])
    yield request.param, loaded.page
    loaded.page.context.close()


def faces(page: Page, selector: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.locator(selector).evaluate_all(FACES_JS)
    assert found, selector
    return found


def inside(part: list[float], whole: list[float]) -> bool:
    return (
        part[0] >= whole[0] - 0.5
        and part[1] >= whole[1] - 0.5
        and part[2] <= whole[2] + 0.5
        and part[3] <= whole[3] + 0.5
    )


def luminance(r: float, g: float, b: float) -> float:
    """WCAG relative luminance of an sRGB colour (0-255 channels)."""
    linear = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def mean_luminance(css: str) -> float:
    """The mean luminance of the colours a computed style names (a gradient's stops, or one colour)."""
    colours = [tuple(float(c) for c in m) for m in re.findall(r"rgb\((\d+), (\d+), (\d+)\)", css)]
    assert colours, css
    return sum(luminance(*c) for c in colours) / len(colours)


def test_board_and_rack_tiles_show_their_whole_index(tiles: tuple[str, Page]) -> None:
    size, page = tiles
    for face in faces(page, "#board .tile, #rack .tile"):
        assert face["rank"] and face["suit"], face["text"]
        assert inside(face["rank"], face["tile"]) and inside(face["suit"], face["tile"]), face
        assert face["rank"][3] <= face["suit"][1] + 2, face  # rank over suit
        assert face["rankPx"] >= (9 if size == "phone" else 14), face
        assert face["foot"] == "none"  # small faces: the index alone, no upside-down corner


def test_court_and_joker_tiles_differ_from_number_tiles(tiles: tuple[str, Page]) -> None:
    _, page = tiles
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for face in faces(page, "#board .tile, #rack .tile"):
        by_kind.setdefault(face["face"], []).append(face)
    assert set(by_kind) == {"number", "court", "joker"}
    assert all(f["art"][0] == "none" for f in by_kind["number"])
    assert all(f["art"][0] != "none" and f["art"][1] == "solid" for f in by_kind["court"])  # a frame
    assert all(f["art"][0] != "none" and f["art"][1] == "dashed" and "★" in f["text"] for f in by_kind["joker"])
    for joker in by_kind["joker"]:  # its star in the tile's corner, beside the card it stands for
        assert inside(joker["star"], joker["tile"]), joker
        assert not joker["rank"] or joker["star"][2] > joker["rank"][2], joker
    light = {f["background"] for kind in ("number", "court", "joker") for f in by_kind[kind] if not f["dark"]}
    assert len(light) == 3  # each kind its own face colour
    dark = {kind: {f["background"] for f in by_kind[kind] if f["dark"]} for kind in ("number", "court")}
    assert dark["number"] and dark["court"] and not dark["number"] & dark["court"]  # the second set's too


def test_the_second_set_is_darker_with_light_text(tiles: tuple[str, Page]) -> None:
    _, page = tiles
    found = faces(page, "#board .tile, #rack .tile")
    dark = [mean_luminance(f["background"]) for f in found if f["dark"]]
    light = [mean_luminance(f["background"]) for f in found if not f["dark"]]
    assert dark and light and max(dark) < 0.15 < 0.7 < min(light)
    for face in found:
        text, ground = luminance(*map(float, re.findall(r"\d+", face["color"])[:3])), mean_luminance(face["background"])
        assert (text > ground) == face["dark"], face  # light text on the dark set, dark text on the light one
    # the second set's double line: the same edge as the first set's and a line inside it, so the same room
    assert {(f["edge"], f["inner"]) for f in found} == {("1px", "solid"), ("1px", "none")}
    assert all((f["inner"] == "solid") == f["dark"] for f in found)
    boxes = [f["tile"] for f in faces(page, "#rack .tile")]
    rack = {(round(right - left), round(bottom - top)) for left, top, right, bottom in boxes}
    assert len(rack) == 1, rack  # rack tiles of either set: one size


def test_gin_cards_large_on_a_desktop_and_compact_on_a_phone(gin: tuple[str, Page]) -> None:
    size, page = gin
    found = {f["text"]: f for f in faces(page, "#gin-hand .card")}
    assert {"3♥", "10♥", "J♥", "Q♥", "K♥", "4♦", "6♣", "8♠"} <= set(found)
    for face in found.values():
        assert inside(face["rank"], face["tile"]) and inside(face["suit"], face["tile"]), face
    number, queen, king = found["4♦"], found["Q♥"], found["K♥"]
    assert (number["face"], queen["face"]) == ("number", "court")
    if size == "desktop":  # corner indexes, pips, a framed figure
        assert number["foot"] == queen["foot"] == "flex"
        assert len(number["pips"]) == 4 and number["rank"][0] - number["tile"][0] < 10
        assert queen["art"][1] == "double" and queen["art"][2] != king["art"][2] and "♛" in queen["art"][2]
    else:
        assert number["foot"] == "none" and number["art"][0] == "none" and queen["art"][1] == "solid"


def rank_of(text: str) -> int:
    rank = text[:-1]
    return 1 if rank == "A" else int(rank)


def overlapping(one: list[float], other: list[float]) -> bool:
    return one[0] < other[2] - 0.5 and other[0] < one[2] - 0.5 and one[1] < other[3] - 0.5 and other[1] < one[3] - 0.5


def test_large_number_cards_show_their_pips_and_court_cards_a_frame(gin: tuple[str, Page]) -> None:
    """At a wide table a number card shows as many pips as its rank, inside it and clear of its index; a court
    card none, but its figure framed with the suit in the frame's corners. A phone's compact cards show no pips:
    their index alone, whole."""
    size, page = gin
    found = faces(page, "#gin-hand .card")
    numbers = [f for f in found if f["face"] == "number"]
    courts = [f for f in found if f["face"] == "court"]
    assert len(numbers) >= 6 and len(courts) >= 3
    for face in found:
        assert inside(face["rank"], face["tile"]) and inside(face["suit"], face["tile"]), face
    if size == "phone":
        assert all(not f["pips"] and not f["corners"] for f in found)
        return
    for face in numbers:
        assert len(face["pips"]) == rank_of(face["text"]), face
        for pip in face["pips"]:
            assert inside(pip, face["tile"]), face
            assert not overlapping(pip, face["rank"]) and not overlapping(pip, face["suit"]), face
    for face in courts:
        assert not face["pips"] and face["corners"] == 2 and face["art"][1] == "double", face


def test_a_large_joker_shows_the_joker_word(tiles: tuple[str, Page]) -> None:
    """A joker's face as large as a card at a wide table (the board's jokers, copied into a card's size)
    shows its star over the catalog's word; on the board, where it is small, only its star and its card."""
    _, page = tiles
    small = faces(page, "#board .tile[data-face='joker']")
    assert all(f["word"] == "none" for f in small)
    page.evaluate("""() => {
        const box = document.createElement('div');
        box.id = 'large-jokers';
        box.style.cssText = 'position: fixed; top: 0; left: 0; display: flex';
        for (const tile of document.querySelectorAll("#board .tile[data-face='joker']")) {
            const copy = tile.cloneNode(true);
            copy.style.cssText = 'position: relative; inset: auto; width: 5rem; height: 7rem';
            box.append(copy);
        }
        document.body.append(box);
    }""")
    try:
        large = faces(page, "#large-jokers .tile")
    finally:
        page.evaluate("() => document.getElementById('large-jokers').remove()")
    assert large and all(f["word"] == '"JOKER"' and f["art"][2] == '"★"' for f in large), large
    assert all(inside(f["rank"], f["tile"]) and inside(f["suit"], f["tile"]) for f in large if f["rank"]), large


def png_pixels(data: bytes) -> list[list[tuple[int, int, int]]]:
    """The RGB rows of a Chromium screenshot (8-bit RGB or RGBA, not interlaced)."""
    width, height, depth, colour = struct.unpack(">IIBB", data[16:26])
    assert depth == 8 and colour in (2, 6)
    step, stream, at = 4 if colour == 6 else 3, b"", 8
    while at < len(data):
        size, kind = struct.unpack(">I4s", data[at : at + 8])
        stream += data[at + 8 : at + 8 + size] if kind == b"IDAT" else b""
        at += size + 12
    raw, rows, previous, stride = zlib.decompress(stream), [], bytearray(width * step), width * step + 1
    for y in range(height):
        kind, row = raw[y * stride], bytearray(raw[y * stride + 1 : (y + 1) * stride])
        for x in range(len(row)):
            left, corner = (row[x - step], previous[x - step]) if x >= step else (0, 0)
            row[x] = (
                row[x] + (0, left, previous[x], (left + previous[x]) // 2, paeth(left, previous[x], corner))[kind]
            ) & 255
        rows.append([(row[x], row[x + 1], row[x + 2]) for x in range(0, len(row), step)])
        previous = row
    return rows


def paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def centre_ink(card: Locator, part: str) -> tuple[set[tuple[int, int]], tuple[int, int, int]]:
    """The suit's drawn pixels in `part` of the card (its shape) and their median colour, from a screenshot."""
    box, found = card.bounding_box(), card.locator(part).bounding_box()
    assert box and found
    rows = png_pixels(card.screenshot(animations="disabled"))
    x0, y0 = round(found["x"] - box["x"]), round(found["y"] - box["y"])
    pixels = {(x, y): rows[y0 + y][x0 + x] for y in range(round(found["height"])) for x in range(round(found["width"]))}
    ground = rows[2][len(rows[2]) // 2]  # the face's colour, at the card's top edge
    ink = {at: p for at, p in pixels.items() if sum(abs(a - b) for a, b in zip(p, ground, strict=True)) > 200}
    assert len(ink) > 30, "the suit is drawn"
    return set(ink), sorted(ink.values(), key=lambda p: luminance(*p))[len(ink) // 2]


def test_suits_are_told_apart_with_deuteranopia(gin: tuple[str, Page]) -> None:
    """Under Chromium's simulated deuteranopia, hearts and diamonds (spades and clubs) differ in shape, and the
    red suits from the black ones in luminance: a player who cannot tell red from green still reads the suit."""
    size, page = gin
    part = ".pip:first-child" if size == "desktop" else ".idx .suit"  # the top left pip, or the compact index's
    cards = {s: page.locator(f'#gin-hand [data-card="{card}"]') for s, card in zip("HDSC", ("5H", "4D", "8S", "6C"))}
    normal_red = centre_ink(cards["H"], part)[1]
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "deuteranopia"})
    try:
        ink = {suit: centre_ink(card, part) for suit, card in cards.items()}
    finally:
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
    assert ink["H"][1] != normal_red  # the filter is on: the red is not the red any more
    for one, other in (("H", "D"), ("S", "C")):
        shared = len(ink[one][0] & ink[other][0]) / len(ink[one][0] | ink[other][0])
        assert shared < 0.75, (one, other, shared)  # another shape
    red = [luminance(*ink[s][1]) for s in "HD"]
    black = [luminance(*ink[s][1]) for s in "SC"]
    ratio = (min(red) + 0.05) / (max(black) + 0.05)
    assert ratio >= 2, (red, black, ratio)
