"""The charts in Chromium, as a newcomer meets them: the statistics after one game (a score of 0) and the
replay's analysis. Each chart is an image named in words (role="img", its title and description), with
both axes named and numbered, a zero that shows as a mark with its "0", and bars that stay slim."""

from __future__ import annotations

from gameplay import TURN_TIMEOUT_MS, over_save
from playwright.sync_api import Browser, Locator, Page, expect
from stats_play import open_stats, open_with, storage
from test_a11y import serious_violations

from ginnyo.web.stats.totals import Stats, stats_json

BOX_JS = "el => { const b = el.getBoundingClientRect(); return [b.x, b.y, b.width, b.height]; }"
MAX_BAR_SHARE = 0.1
"""A bar is never wider than this part of its chart (one game was once the whole chart)."""


def box(node: Locator) -> list[float]:
    return [float(v) for v in node.evaluate(BOX_JS)]


def check_chart(figure: Locator, x_name: str, bars: int) -> list[list[float]]:
    """The chart in `figure`: an image named by its title and description, both axes named and numbered,
    `bars` bars none wider than `MAX_BAR_SHARE` of it; their boxes."""
    image = figure.locator("svg.chart-svg")
    expect(image).to_have_attribute("role", "img")
    title, desc = str(image.get_attribute("aria-labelledby")).split()
    expect(figure.locator(f"[id='{title}']")).not_to_have_text("")
    expect(figure.locator(f"[id='{desc}']")).not_to_have_text("")
    expect(figure.locator(".x-name")).to_have_text(x_name)
    expect(figure.locator(".y-name")).to_have_text("Points")
    assert figure.locator(".y-tick").count() >= 2 and figure.locator(".x-tick").count() >= 1
    assert "0" in figure.locator(".y-tick").all_text_contents()
    expect(figure.locator("rect.bar")).to_have_count(bars)
    width = box(image)[2]
    boxes = [box(figure.locator("rect.bar").nth(n)) for n in range(bars)]
    assert all(0 < w <= MAX_BAR_SHARE * width and h > 0 for _, _, w, h in boxes), (width, boxes)
    return boxes


def test_the_statistics_after_one_game_of_0_points_show_one_slim_bar_and_its_0(browser: Browser, base_url: str) -> None:
    one = Stats(games=1, wins={**Stats().wins, "easy": (1, 0)}, scores=(0,), score_sum=0, scored=1)
    loaded = open_with(browser, base_url, storage(stats=stats_json(one)), viewport={"width": 1366, "height": 768})
    page = loaded.page
    open_stats(page, "#setup-stats")
    figure = page.locator("#stats-chart")
    expect(figure.locator("desc")).to_have_text("From the oldest to the newest: 0.")
    ((_, _, _, height),) = check_chart(figure, "Games", 1)
    assert height >= 1  # the zero is a mark, not nothing
    expect(figure.locator(".value-label")).to_have_text("0")
    expect(figure.locator(".x-tick")).to_have_text("1")
    assert serious_violations(page, "light") == []
    assert loaded.console_errors == []
    page.context.close()


def test_the_replay_analysis_charts_name_their_axes_and_show_a_turn_of_0_lost(browser: Browser, base_url: str) -> None:
    loaded = open_with(browser, base_url, storage(save=over_save()), viewport={"width": 1366, "height": 768})
    page: Page = loaded.page
    page.locator("#end-dialog").wait_for(state="visible")
    page.click("#end-review")
    rows = page.locator("#analysis-table tbody tr")
    rows.last.wait_for(timeout=TURN_TIMEOUT_MS)
    expect(page.locator("#analysis-status")).to_have_text("Analysis complete.", timeout=4 * TURN_TIMEOUT_MS)
    lost = [str(t).strip() for t in page.locator("#analysis-table tbody tr td:nth-child(6)").all_text_contents()]
    scores = page.locator("#scores-figure")
    check_chart(scores, "Turn", 0)
    expect(scores.locator("polyline.series")).to_have_count(2)
    bars = check_chart(page.locator("#lost-figure"), "Turn", rows.count())
    zeros = [n for n, value in enumerate(lost) if value == "0"]
    assert zeros, lost  # the game has turns that lost nothing: each is a visible mark
    assert all(bars[n][3] >= 1 for n in zeros)
    assert loaded.console_errors == []
    page.context.close()
