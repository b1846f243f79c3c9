"""Statistics and the daily deal in Chromium: a game ended in the page shows in the statistics panel
(counted once, also after a reload), the statistics go to a file, are reset (after a question) and
come back from the file (a file nested too deep is refused first); a second tab takes the statistics
the first one stored; the daily deal starts from the form and its share text reaches the clipboard;
axe-core finds nothing serious on the panel in either theme.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from gameplay import eventually, reload, saved_text, wait_state
from playwright.sync_api import Browser, FilePayload, Page, expect
from stats_play import end_by_exchange, one_exchange_left, open_stats, open_with, storage, stored_stats
from test_a11y import serious_violations

from ginnyo.rules.safejson import MAX_DEPTH
from ginnyo.web.common.stored import Content, Refusal
from ginnyo.web.stats.totals import parse_stats
from ginnyo.web.stats.view import share_text
from ginnyo.web.tiles.daily import LEVEL, daily_seed, utc_date
from ginnyo.web.tiles.session import Session
from ginnyo.web.words.files import REFUSALS
from ginnyo.web.words.i18n import _
from ginnyo.web.words.texts import signed

PANEL_ROW = "#stats-table tbody tr"


def panel_rows(page: Page) -> list[list[str]]:
    rows = page.locator(PANEL_ROW)
    return [[str(t).strip() for t in rows.nth(n).locator("th, td").all_text_contents()] for n in range(rows.count())]


def test_a_finished_game_is_in_the_statistics_and_they_survive_export_reset_and_import(
    browser: Browser, base_url: str, tmp_path: Path
) -> None:
    session = one_exchange_left()
    loaded = open_with(browser, base_url, storage(save=session.to_json()), viewport={"width": 1366, "height": 768})
    page = loaded.page
    # Undo is offered (the controls it sits in hide while the no-play exchange offer is shown)
    expect(page.locator('[data-action="undo"]')).to_have_js_property("hidden", False)
    end_by_exchange(page)
    expect(page.locator('[data-action="undo"]')).to_be_hidden()  # nothing to take back once the game is over
    total = json.loads(saved_text(page) or "{}")["summary"]["scores"][0]
    open_stats(page, "#end-stats")
    expect(page.locator("#stats-lines li").first).to_have_text("1 game played")
    assert panel_rows(page)[0][:2] == ["Against the easy computer", "1"]
    expect(page.locator("#stats-chart svg rect.bar")).to_have_count(1)
    expect(page.locator("#stats-chart desc")).to_have_text(f"From the oldest to the newest: {signed(total)}.")
    expect(page.locator("#stats-chart svg")).to_have_attribute("role", "img")
    assert serious_violations(page, "light") == [] and serious_violations(page, "dark") == []
    page.emulate_media(color_scheme="light")

    with page.expect_download() as info:
        page.click("#stats-export")
    assert re.fullmatch(r"ginnyo-stats-\d{4}-\d{2}-\d{2}\.json", info.value.suggested_filename)
    exported = tmp_path / "stats.json"
    info.value.save_as(exported)
    assert parse_stats(exported.read_text(encoding="utf-8")).games == 1

    page.click("#stats-reset")  # asks first, on Cancel
    expect(page.locator("#stats-confirm")).to_be_visible()
    expect(page.locator("#stats-note")).to_have_text(re.compile(r"^Reset your statistics\?"))
    expect(page.locator("#stats-reset-cancel")).to_be_focused()
    assert stored_stats(page)["games"] == 1  # nothing happened yet
    page.click("#stats-reset-confirm")
    expect(page.locator("#stats-confirm")).to_be_hidden()
    expect(page.locator(PANEL_ROW)).to_have_count(0)
    eventually(page, lambda: stored_stats(page)["games"], 0)
    expect(page.locator("#stats-message")).to_have_text(re.compile(r"^No game finished yet"))

    with page.expect_file_chooser() as chooser:  # nested too deep for json.loads in Pyodide: refused before
        page.click("#stats-import")
    chooser.value.set_files([FilePayload(name="deep.json", mimeType="application/json", buffer=b"[" * 200_000)])
    expect(page.locator("#stats-note")).to_have_text(
        f"{_(REFUSALS[Content.STATS][Refusal.UNREADABLE])} It nests more than {MAX_DEPTH} levels deep."
    )
    assert stored_stats(page)["games"] == 0

    with page.expect_file_chooser() as chooser:
        page.click("#stats-import")
    chooser.value.set_files(str(exported))
    page.wait_for_function("() => document.querySelectorAll('#stats-table tbody tr').length > 0")
    expect(page.locator("#stats-note")).to_have_text("Statistics loaded from stats.json.")
    eventually(page, lambda: stored_stats(page)["games"], 1)

    page.keyboard.press("Escape")  # back to the end of the game
    page.locator("#end-dialog").wait_for(state="visible")
    reload(loaded)  # the finished game comes back: it is not counted again
    wait_state(page, "over")
    open_stats(page, "#end-stats")
    expect(page.locator("#stats-lines li").first).to_have_text("1 game played")
    assert stored_stats(page)["games"] == 1
    assert loaded.console_errors == []
    page.context.close()


def test_a_second_tab_goes_on_from_the_statistics_the_first_one_stored(browser: Browser, base_url: str) -> None:
    loaded = open_with(browser, base_url, storage(save=one_exchange_left().to_json()))
    first = loaded.page
    second = first.context.new_page()
    second.goto("./?speed=fast", wait_until="domcontentloaded")
    second.wait_for_selector("html.ginnyo-ready", state="attached")
    wait_state(second, "human")
    end_by_exchange(first)  # counted and stored by the first tab only
    assert stored_stats(first)["games"] == 1
    second.click("#play-here")  # the game was open in the first tab: the second takes it (`test_tabs.py`), over
    open_stats(second, "#end-stats")  # the second tab has taken them: its next game adds to them
    expect(second.locator("#stats-lines li").first).to_have_text("1 game played")
    assert loaded.console_errors == []
    first.context.close()


def test_the_daily_deal_starts_from_the_form_and_its_result_goes_to_the_clipboard(
    browser: Browser, base_url: str
) -> None:
    day = utc_date(datetime.now(UTC))
    loaded = open_with(browser, base_url, {}, permissions=["clipboard-read", "clipboard-write"])
    page = loaded.page
    page.locator("#daily-deal").click()
    wait_state(page, "human")  # (the computer may open: once it has, nothing saves until you play)
    record = json.loads(saved_text(page) or "{}")
    assert (record["daily"], record["seed"]) == (day, daily_seed(day))
    assert [p["kind"] for p in record["players"]] == ["human", str(LEVEL)]

    # the same deal, one exchange from its end (idle rounds 1), as the page would have saved it
    session = replace(one_exchange_left(daily_seed(day), LEVEL), daily=day)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", ["ginnyo.save", session.to_json()])
    reload(loaded)
    end_by_exchange(page)
    finished = Session.from_json(saved_text(page) or "")
    expected = share_text(finished)
    expect(page.locator("#share-text")).to_have_text(expected)
    page.click("#share-copy")
    expect(page.locator("#share-note")).to_have_text("Copied to the clipboard.")
    assert page.evaluate("() => navigator.clipboard.readText()") == expected
    assert expected.startswith(f"Ginny-O daily deal {day}\n")
    assert not re.search(r"\b[A-O]\d{1,2}\b|\b(10|[2-9AJQK])[SHDC]\b|[♠♥♦♣★]", expected)  # no square, no tile
    assert stored_stats(page)["dailies"] == 1
    assert loaded.console_errors == []
    page.context.close()
