"""A game of 10,000 actions (the most a game takes, `MAX_ACTIONS`) opens without freezing the page (issue 48): its
replay runs in slices (`page/loading.py`), shows its progress and a Cancel, and no task of the browser while it runs
is over about 100 ms (the long tasks of a PerformanceObserver, between the load's performance marks). Cancelled, a
link leaves the game on the page as it was, and the stored game is not opened but kept, with the ways on offered.
At the limit, a person's move and a computer's are refused in words, and the save, never longer, opens again."""

from __future__ import annotations

import functools
import json
import re
import urllib.parse
from typing import Any

from gameplay import SAVE_KEY, another_tab, enter_exchange, open_mid_game, saved_text, wait_state
from playwright.sync_api import Browser, Page, expect
from test_page import LoadedPage, instrument, wait_until_ready
from test_replay import REPLAY_ON, position

from ginnyo.rules import Action, Game, record
from ginnyo.rules.errors import MAX_ACTIONS
from ginnyo.rules.link import to_link
from ginnyo.rules.record import SeatKind
from ginnyo.web.tiles.session import Session

LONGEST_TASK_MS = 120
"""About 100 ms, the issue's bar: a slice is ~15 ms of replay (50 to 100 ms tasks measured), and a machine shared with
other test runs stretches a task now and then (102 ms seen while `make quick` ran beside it)."""
LONG_TASKS_JS = """
window.__longTasks = [];
new PerformanceObserver((list) => { __longTasks.push(...list.getEntries()); }).observe({type: "longtask"});
window.__progress = [];
addEventListener("DOMContentLoaded", () => {
    const panel = document.getElementById("game-loading");
    const bar = document.getElementById("game-loading-bar");
    new MutationObserver(() => {
        if (panel.hidden) return;
        const label = bar.getAttribute("aria-label");
        __progress.push({text: document.getElementById("game-loading-text").textContent, max: bar.max, label});
    }).observe(panel, {attributes: true, childList: true, characterData: true, subtree: true});
});
"""
# Every drawing of the progress panel while shown (a quick machine's load may show it for a few frames only).
# The long tasks of a load's replay (they start after its first mark and end before its last: the task that draws
# the game read, which sets the last mark, is the game's opening, reported apart), and the tasks that open it.
DURING_LOADS_JS = """() => {
    const starts = performance.getEntriesByName("ginnyo-load-start");
    const ends = performance.getEntriesByName("ginnyo-load-end");
    const loads = starts.map((start, i) => [start.startTime, ends[i] ? ends[i].startTime : performance.now()]);
    const during = __longTasks.filter((task) => loads.some(([from, to]) =>
        task.startTime + task.duration > from && task.startTime + task.duration < to));
    const opening = __longTasks.filter((task) => loads.some(([from, to]) =>
        task.startTime <= to && task.startTime + task.duration >= to));
    return {loads: loads.map(([from, to]) => [Math.round(from), Math.round(to)]),
            during: during.map((task) => [Math.round(task.startTime), task.duration]),
            opening: opening.map((task) => [Math.round(task.startTime), task.duration]),
            all: __longTasks.map((task) => [Math.round(task.startTime), task.duration])};
}"""
PROGRESS = "#game-loading"
CANCEL_ON_SHOW_JS = """() => {
    const panel = document.getElementById("game-loading");
    window.__cancelled = false;
    new MutationObserver((_changes, observer) => {
        if (panel.hidden) return;
        observer.disconnect();
        window.__cancelled = true;
        document.getElementById("game-loading-cancel").click();
    }).observe(panel, {attributes: true, attributeFilter: ["hidden"]});
}"""
"""Click Cancel as the progress appears: a click by Playwright, a round trip later, could come after a quick machine's
load ended."""


@functools.cache
def longest_game() -> Game:
    """Two people exchanging their first tile `MAX_ACTIONS` times (legal before the first meld: it never ends)."""
    game = Game(("Ann", "Bob"), seed=5)
    for _ in range(MAX_ACTIONS):
        game.apply(Action.exchange((game.view(game.current).rack.split()[0],)))
    return game


def longest_save() -> str:
    return Session(longest_game(), (SeatKind.HUMAN, SeatKind.HUMAN)).to_json()


def longest_link() -> str:
    return "#" + to_link(record.to_record(longest_game()))


def open_page(
    browser: Browser, base_url: str, query: str, save: str = "", ready: bool = True, cancel: bool = False
) -> LoadedPage:
    """A fresh page recording its long tasks, with `save` stored before it loads (and, `ready`, waited for; `cancel`:
    the first load is cancelled as its progress shows)."""
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    parts = urllib.parse.urlsplit(base_url)
    loaded = instrument(context, f"{parts.scheme}://{parts.netloc}")
    loaded.page.add_init_script(LONG_TASKS_JS)
    if save:
        key = json.dumps(SAVE_KEY)
        loaded.page.add_init_script(
            f"if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {json.dumps(save)});"
        )
    if cancel:
        loaded.page.add_init_script(f'addEventListener("DOMContentLoaded", {CANCEL_ON_SHOW_JS});')
    loaded.page.goto("./" + query, wait_until="domcontentloaded")
    if ready:
        wait_until_ready(loaded)
    return loaded


def shows_progress(page: Page) -> None:
    """Once the load is over: the progress appeared (the load took longer than the moment it waits) and said how far
    the replay of the 10,000 moves was, in words and on a labelled progress bar; it is gone now."""
    page.wait_for_function("() => performance.getEntriesByName('ginnyo-load-end').length > 0", timeout=60_000)
    shown: list[dict[str, Any]] = page.evaluate("() => __progress")
    assert shown, "no progress shown"
    assert all(re.fullmatch(r"Loading game… [\d,]+ of 10,000 moves", seen["text"]) for seen in shown), shown
    assert {(seen["max"], seen["label"]) for seen in shown} == {(MAX_ACTIONS, "Loading game…")}
    expect(page.locator(PROGRESS)).to_be_hidden()


def long_tasks(page: Page) -> dict[str, Any]:
    """The loads' long tasks once the page is drawn; none over `LONGEST_TASK_MS` while a load runs."""
    page.wait_for_function("() => performance.getEntriesByName('ginnyo-load-end').length > 0")
    found: dict[str, Any] = page.evaluate(DURING_LOADS_JS)
    print(
        f"loads (from, to) {found['loads']} ms, long tasks of the replay (start, ms) {found['during']}, "
        f"of the game's opening {found['opening']}, "
        f"all long tasks {found['all']}"
    )
    assert all(ms <= LONGEST_TASK_MS for _start, ms in found["during"]), found
    return found


def test_the_longest_saved_game_opens_in_slices_with_its_progress(browser: Browser, base_url: str) -> None:
    loaded = open_page(browser, base_url, "?speed=fast", longest_save(), ready=False)
    try:
        shows_progress(loaded.page)
        wait_until_ready(loaded)
        assert wait_state(loaded.page, "handoff") == "handoff" and loaded.page.locator(PROGRESS).is_hidden()
        assert max(to - start for start, to in long_tasks(loaded.page)["loads"]) > 300  # sliced, and shown
        assert loaded.console_errors == []
    finally:
        loaded.page.context.close()


def test_the_longest_game_opens_from_a_link_in_slices(browser: Browser, base_url: str) -> None:
    loaded = open_page(browser, base_url, "?speed=fast" + longest_link(), ready=False)
    try:
        loaded.page.wait_for_function(REPLAY_ON, timeout=60_000)  # after the stored game's load (none: a quick one)
        shows_progress(loaded.page)
        assert position(loaded.page) == f"Turn {MAX_ACTIONS} of {MAX_ACTIONS}"
        long_tasks(loaded.page)
        assert loaded.console_errors == []
    finally:
        loaded.page.context.close()


def test_a_cancelled_link_leaves_the_game_on_the_page(browser: Browser, base_url: str) -> None:
    loaded = open_mid_game(browser, base_url)
    page = loaded.page
    try:
        before = saved_text(page)
        page.evaluate(CANCEL_ON_SHOW_JS)
        page.evaluate("(hash) => { location.hash = hash; }", longest_link())
        page.wait_for_function("() => window.__cancelled", timeout=30_000)
        expect(page.locator(PROGRESS)).to_be_hidden()
        page.wait_for_function("() => performance.getEntriesByName('ginnyo-load-end').length > 0")
        assert page.evaluate(REPLAY_ON) is False and wait_state(page, "human") == "human"
        assert saved_text(page) == before
        assert loaded.console_errors == []
    finally:
        page.context.close()


def test_a_cancelled_stored_game_is_kept_and_offered_again(browser: Browser, base_url: str) -> None:
    save = longest_save()
    loaded = open_page(browser, base_url, "?speed=fast", save, ready=False, cancel=True)
    page = loaded.page
    try:
        wait_until_ready(loaded)
        assert page.evaluate("() => window.__cancelled") is True
        dialog = page.locator("#unopened-dialog")
        expect(dialog).to_be_visible()
        expect(dialog).to_contain_text("You stopped loading your saved game")
        assert saved_text(page) == save
        dialog.get_by_role("button", name="Try again").click()
        assert wait_state(page, "handoff") == "handoff" and saved_text(page) == save
        assert loaded.console_errors == []
    finally:
        page.context.close()


def test_a_computer_to_move_at_the_limit_says_why_and_the_game_still_reloads(browser: Browser, base_url: str) -> None:
    """The computer's seat is to move in a game of `MAX_ACTIONS`: the page says why it cannot (no thinking that never
    ends, no fault), and the save, never made longer, opens again."""
    save = Session(longest_game(), (SeatKind.EASY, SeatKind.HUMAN)).to_json()
    loaded = open_page(browser, base_url, "?speed=fast", save)
    page = loaded.page
    said = f"The computer cannot move: this game has reached {MAX_ACTIONS:,} actions, the most a saved game keeps"
    try:
        expect(page.locator("#play-error")).to_contain_text(said, timeout=30_000)
        expect(page.locator("#turn")).to_have_text("Ann (computer, easy) has stopped.")
        page.reload(wait_until="domcontentloaded")
        wait_until_ready(loaded)
        expect(page.locator("#play-error")).to_contain_text(said, timeout=30_000)
        assert record.loads(saved_text(page) or "")[0].actions == longest_game().actions
        assert loaded.console_errors == []
    finally:
        page.context.close()


def test_a_persons_move_at_the_limit_is_refused_in_words_and_nothing_is_saved(browser: Browser, base_url: str) -> None:
    save = Session(longest_game(), (SeatKind.HUMAN, SeatKind.EASY)).to_json()
    loaded = open_page(browser, base_url, "?speed=fast", save)
    page = loaded.page
    try:
        assert wait_state(page, "human") == "human"
        enter_exchange(page)
        page.locator("#rack button[data-tile]").first.click()
        page.click('[data-action="exchange-confirm"]')
        expect(page.locator("#play-error")).to_have_text(
            f"That is not allowed: this game has reached {MAX_ACTIONS:,} actions, the most a saved game keeps: "
            "start a new game."
        )
        assert record.loads(saved_text(page) or "")[0].actions == longest_game().actions
        assert loaded.console_errors == []
    finally:
        page.context.close()


def test_a_tab_that_follows_another_reads_a_long_game_in_slices(browser: Browser, base_url: str) -> None:
    """Another tab saves a game of `MAX_ACTIONS`: the tab that only shows the game reads it again in slices
    (`page/tabs.Tabs.read_then`, as at start-up), with no long task over the bar, then shows it."""
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    try:
        playing = another_tab(context, base_url)
        watching = another_tab(context, base_url, scripts=[LONG_TASKS_JS])
        watching.page.wait_for_function("() => document.documentElement.dataset.elsewhere === 'open'")
        playing.page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, longest_save()])
        watching.page.wait_for_function(
            "(n) => Number(document.documentElement.dataset.turns) === n", arg=MAX_ACTIONS, timeout=60_000
        )
        found = long_tasks(watching.page)
        assert len(found["loads"]) == 2  # start-up's, then the other tab's game, read as a load in slices
        assert watching.console_errors == [] and watching.page_errors == []
    finally:
        context.close()
