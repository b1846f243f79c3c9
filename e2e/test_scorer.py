"""The scorer in the page (issue 23): a game played at a real table, scored on the page.

A whole game entered by typing (ended by the idle rule, then each player's tiles left: by the palette and by
points), plays entered by tapping squares and the palette, a refused illegal play and a refused over-used tile,
undo, a correction that invalidates a later play, a typed word that does not read, tiles left taken back, a
reload in the middle, the print view, the `#score` link and
the new-game form's entry, and no serious accessibility violation in any theme. Screenshots go to /tmp/scorepad.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gameplay import open_game_page, reload
from playwright.sync_api import Browser, Locator, Page, expect
from test_a11y import serious_violations
from test_page import LoadedPage

from ginnyo.rules.game import Options

SHOTS = Path("/tmp/scorepad")
OPENING = "G8:5H H8:5S I8:5D"
DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@pytest.fixture
def scoring(browser: Browser, base_url: str) -> Iterator[Any]:
    """Open the page on `#score` (each call a fresh context, `options` for it); all closed after the test."""
    opened: list[LoadedPage] = []

    def opener(**options: Any) -> LoadedPage:
        opened.append(open_game_page(browser, base_url, "?speed=fast#score", **options))
        expect(opened[-1].page.locator("#scorer")).to_be_visible()
        return opened[-1]

    yield opener
    for each in opened:
        each.page.context.close()


def total(page: Page, seat: int) -> Locator:
    return page.locator(f'[data-seat-total="{seat}"]')


def button(page: Page, name: str) -> Locator:
    return page.locator(f'#scorer-main [data-scorer="{name}"]')


def typed(page: Page, play: str) -> None:
    """Type a play in the notation field and score it with Enter."""
    entry = page.locator('[data-scorer="entry"]')
    entry.fill(play)
    expect(page.locator("#scorer-preview")).to_have_attribute("data-state", "legal")
    entry.press("Enter")
    expect(entry).to_have_value("")


def tapped(page: Page, square: str, card: str, joker: bool = False) -> None:
    """Tap a square of the board, then the palette's tile (with the joker switch first)."""
    page.locator(f'#board [data-square="{square}"]').click()
    if joker:
        button(page, "joker").click()
    page.locator(f'#scorer-cards [data-card="{card}"]').click()


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_a_whole_game_typed_with_a_reload_in_the_middle(scoring: Any) -> None:
    loaded = scoring(**DESKTOP)
    page = loaded.page
    expect(page.locator("#scorer-seats")).to_contain_text("A")
    expect(total(page, 0)).to_have_text("0")
    typed(page, OPENING)
    typed(page, "J8:5C")
    expect(total(page, 0)).to_have_text("15")
    expect(total(page, 1)).to_have_text("10")
    shot(page, "typed-desktop")
    reload(loaded)  # the sheet and the link survive a reload
    expect(page.locator("#scorer")).to_be_visible()
    expect(total(page, 0)).to_have_text("15")
    expect(total(page, 1)).to_have_text("10")
    expect(page.locator("#scorer-sheet tbody tr")).to_have_count(2)
    idle = 2 * Options().idle_rounds  # turns without a play end the game
    for _ in range(idle):
        button(page, "exchange").click()
    expect(page.locator("#scorer-remains")).to_be_visible()
    expect(page.locator("#scorer-turn")).to_contain_text("Tiles left of A")
    tapped(page, "A1", "KS")  # at the end the palette counts the tiles left (the square does not matter)
    page.locator('#scorer-cards [data-card="AH"]').click()
    button(page, "remains-done").click()
    expect(page.locator("#scorer-turn")).to_contain_text("Tiles left of B")
    page.locator("#scorer-remains-points").fill("7")
    page.locator("#scorer-remains-points").press("Enter")
    expect(page.locator("#scorer-winners")).to_have_text("B wins")  # 15 - 25 = -10 against 10 - 7 = 3
    final = page.locator("#scorer-sheet tr.scorer-final")
    expect(final.nth(0)).to_contain_text("\u221225")
    expect(final.nth(1)).to_contain_text("\u221210")
    expect(total(page, 0)).to_have_text("\u221210")  # the final totals, penalties taken
    expect(total(page, 1)).to_have_text("3")
    shot(page, "final-desktop")
    with page.expect_download() as csv:
        button(page, "csv").click()
    lines = Path(csv.value.path()).read_text(encoding="utf-8").splitlines()
    assert lines[0] == "Turn,Player,Play,Points,A,B" and lines[3] == "3,A,Exchange,0,15,10"
    assert lines[-2:] == [",Penalty,,,-25,-7", ",Total,,,-10,3"]
    with page.expect_download() as saved:
        button(page, "save").click()
    button(page, "undo").click()  # B's tiles left taken back: the sheet is not final
    expect(page.locator("#scorer-winners")).to_have_text("")
    page.locator("#scorer-file").set_input_files(saved.value.path())
    expect(page.locator("#scorer-winners")).to_have_text("B wins")
    expect(page.locator("#scorer-notice")).to_contain_text("Sheet loaded from")
    page.emulate_media(media="print")
    expect(page.locator("#scorer-sheet")).to_be_visible()
    expect(page.locator("#board")).to_be_hidden()
    expect(page.locator("#scorer-cards")).to_be_hidden()
    expect(page.locator("header.top")).to_be_hidden()
    shot(page, "print")


def test_tapping_refusals_undo_and_a_correction(scoring: Any) -> None:
    page = scoring(**PHONE).page
    tapped(page, "G8", "5H")
    tapped(page, "H8", "5S")
    tapped(page, "I8", "5D", joker=True)
    expect(page.locator('[data-scorer="entry"]')).to_have_value("G8:5H H8:5S I8:*5D")
    expect(page.locator('#board [data-square="I8"] .tile')).to_have_attribute("data-face", "joker")
    expect(page.locator("#scorer-preview")).to_have_attribute("data-state", "legal")
    shot(page, "tapped-phone")
    button(page, "commit").click()
    expect(total(page, 0)).to_have_text("10")  # a joker scores nothing
    # an illegal play: its rule, its squares marked, and no Score
    page.locator('[data-scorer="entry"]').fill("G9:7C")
    expect(page.locator("#scorer-preview")).to_have_attribute("data-state", "illegal")
    expect(page.locator("#scorer-preview")).to_contain_text("is not a meld or a pair")
    expect(button(page, "commit")).to_be_disabled()
    expect(page.locator('#board [data-square="G9"]')).to_have_class(re.compile(r"\bmarked\b"))
    shot(page, "illegal-phone")
    button(page, "clear").click()
    # a tile already on the board: refused at once
    tapped(page, "J8", "5H")
    expect(page.locator("#scorer-error")).to_have_text("The 5♥ is already on the board.")
    expect(page.locator('[data-scorer="entry"]')).to_have_value("")
    # the square stays picked for another tile; then undo
    page.locator('#scorer-cards [data-card="5C"]').click()
    button(page, "commit").click()
    expect(total(page, 1)).to_have_text("10")
    button(page, "undo").click()
    expect(total(page, 1)).to_have_text("0")
    typed(page, "J8:5C")
    # a correction of the first turn that the second play no longer fits
    page.locator('#scorer-sheet tr[data-turn="0"] button').click()
    expect(page.locator("#scorer-turn")).to_contain_text("Correcting turn 1")
    page.locator('[data-scorer="entry"]').fill("G8:6H H8:6S I8:6D")
    button(page, "commit").click()
    expect(page.locator('#scorer-sheet tr[data-turn="1"]')).to_have_class("broken")
    expect(page.locator('#scorer-sheet tr[data-turn="1"]')).to_contain_text("no longer fits")
    expect(total(page, 0)).to_have_text("18")
    expect(total(page, 1)).to_have_text("0")
    shot(page, "corrected-phone")


def test_the_new_game_form_starts_a_sheet_of_named_players(browser: Browser, base_url: str) -> None:
    loaded = open_game_page(browser, base_url, color_scheme="dark", **DESKTOP)
    page = loaded.page
    page.locator('#setup-dialog [data-scorer="open"]').click()
    expect(page.locator("#scorer-setup")).to_be_visible()
    page.locator("#scorer-count").select_option("3")
    for seat, name in enumerate(("Ann", "Bo", "Cy")):
        page.locator(f"#scorer-name-{seat}").fill(name)
    page.locator("#scorer-starter").select_option("1")
    shot(page, "setup-dark")
    page.locator('#scorer-setup [data-scorer="start"]').click()
    expect(page.locator("#scorer-turn")).to_have_text("Bo to play.")
    expect(button(page, "dark")).to_be_visible()  # three players: two tile sets
    button(page, "dark").click()
    tapped(page, "H8", "7S")
    expect(page.locator('[data-scorer="entry"]')).to_have_value("H8:7S/d")
    shot(page, "sheet-dark")
    page.locator('#scorer-seats [data-rename="1"]').click()
    page.locator("#scorer-rename-name").fill("Bea")
    page.locator("#scorer-rename-name").press("Enter")
    expect(page.locator("#scorer-turn")).to_have_text("Bea to play.")
    page.context.close()


def test_a_damaged_stored_sheet_is_refused_and_kept_aside(scoring: Any) -> None:
    loaded = scoring(**DESKTOP)
    page = loaded.page
    page.evaluate("() => localStorage.setItem('ginnyo.scorer', '{\"format\": 1')")
    reload(loaded)  # `#score` with no sheet that can be read: a new one, and the damaged one kept aside
    expect(page.locator("#scorer-notice")).to_contain_text("could not be read")
    typed(page, OPENING)
    assert page.evaluate("() => localStorage.getItem('ginnyo.scorer.damaged')") == '{"format": 1'
    assert '"G8:5H H8:5S I8:5D"' in page.evaluate("() => localStorage.getItem('ginnyo.scorer')")


@pytest.mark.parametrize("theme", ("light", "dark", "wood"))
def test_axe(scoring: Any, theme: str) -> None:
    page = scoring(**DESKTOP).page
    typed(page, OPENING)
    page.locator('[data-scorer="entry"]').fill("G9:7C")
    assert serious_violations(page, theme) == []


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_bad_word_is_refused_and_tiles_left_can_be_taken_back(scoring: Any, size: str) -> None:
    page = scoring(**(DESKTOP if size == "desktop" else PHONE)).page
    typed(page, OPENING)
    entry = page.locator('[data-scorer="entry"]')
    entry.fill("J8:5C J9:5Z")  # a typo: the whole play is refused, the word named, Score disabled
    expect(page.locator("#scorer-error")).to_contain_text("J9:5Z cannot be read")
    expect(button(page, "commit")).to_be_disabled()
    shot(page, f"bad-word-{size}")
    entry.fill("J8:5C")
    expect(button(page, "commit")).to_be_enabled()
    expect(page.locator("#scorer-error")).to_have_text("")
    entry.fill("")
    for _ in range(2 * Options().idle_rounds):
        button(page, "exchange").click()
    expect(page.locator("#scorer-turn")).to_contain_text("10 full rounds in a row went by without a play.")
    for card in ("KS", "QS", "JS", "2C", "3C", "4C", "6C", "7C"):  # the eighth is refused: a rack holds 7
        page.locator(f'#scorer-cards [data-card="{card}"]').click()
    expect(page.locator("#scorer-error")).not_to_have_text("")
    expect(page.locator("#scorer-remains-text")).to_have_text("Tiles picked: K♠ Q♠ J♠ 2♣ 3♣ 4♣ 6♣")
    button(page, "remains-drop").click()
    button(page, "remains-drop").click()
    expect(page.locator("#scorer-remains-text")).to_have_text("Tiles picked: K♠ Q♠ J♠ 2♣ 3♣")
    shot(page, f"tiles-left-{size}")
    button(page, "remains-done").click()
    expect(page.locator("#scorer-turn")).to_contain_text("Tiles left of B")


NEWER_ELSEWHERE = """() => {
    const kept = JSON.parse(localStorage.getItem("ginnyo.scorer"));
    kept.sheet.entries.push("exchange");
    kept.sheet.summary.turns += 1;
    kept.revision += 1;
    localStorage.setItem("ginnyo.scorer", JSON.stringify(kept));
}"""
"""What another tab does: store a newer revision of the sheet, with a turn this tab has not seen."""


def test_a_stale_tab_never_overwrites_a_newer_sheet(scoring: Any) -> None:
    loaded = scoring(**DESKTOP)
    page = loaded.page
    typed(page, OPENING)
    page.evaluate(NEWER_ELSEWHERE)
    button(page, "exchange").click()  # stale: refused, the newer sheet shown read-only
    expect(page.locator("#scorer-error")).to_contain_text("changed in another tab")
    expect(page.locator("#scorer-elsewhere")).to_be_visible()
    expect(button(page, "undo")).to_be_disabled()
    expect(page.locator("#scorer-sheet tbody tr")).to_have_count(2)
    shot(page, "stale-tab")
    page.locator('[data-scorer="use-here"]').click()
    button(page, "undo").click()  # now current: kept
    expect(page.locator("#scorer-sheet tbody tr")).to_have_count(1)
    reload(loaded)
    expect(page.locator("#scorer-sheet tbody tr")).to_have_count(1)
