"""The lessons in the page: every lesson played through the page by its goal (an action the engine finds
meets it, never the solution read from the page), `#learn` links, the first visit's entry, Show me, Next,
the progress kept, the lessons in Swedish, Italian and Marathi, and no serious accessibility violation.

Each test has its own fresh page (conftest's `loaded`), opened on the lessons by their link where it says so.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from functools import partial

import pytest
from gameplay import open_game_page, place_play
from playwright.sync_api import Browser, Page, expect
from test_a11y import serious_violations
from test_languages_page import LOCALES, words
from test_page import wait_until_ready

from ginnyo.ginrummy import Action as GinAction
from ginnyo.ginrummy import ActionKind
from ginnyo.ginrummy import parse_action as parse_gin_action
from ginnyo.ginrummy.cards import name as card_name
from ginnyo.lessons import Lesson, check, gin_game, ginnyo_game, lesson, lessons
from ginnyo.rules import Action, parse_action
from ginnyo.rules.actions import EXCHANGE, PLAY

PROGRESS_KEY = "ginnyo.lessons"


def meeting(found: Lesson) -> str:
    """An action that meets the lesson's goal, found by trying the legal actions of its position with the engine
    (plays without a joker first, then any; a knock with the page's own arrangement of melds)."""
    legal: list[Action] | list[GinAction]
    if found.deal is None:
        legal = ginnyo_game(found).legal_actions()
        legal.sort(key=lambda action: any(p.joker for p in action.placements))
    else:
        legal = [action for action in gin_game(found).legal_actions() if not action.melds]
    return next(str(action) for action in legal if check(found, str(action)).met)


def opened(browser: Browser, base_url: str, fragment: str, **options: object) -> Page:
    page = open_game_page(browser, base_url, f"?speed=fast#{fragment}", **options).page
    expect(page.locator("#learn")).to_be_visible()
    return page


@pytest.fixture
def learning(browser: Browser, base_url: str) -> Iterator[partial[Page]]:
    """Open the page on a lesson's link (each call a fresh context); all closed after the test."""
    pages: list[Page] = []

    def opener(fragment: str, **options: object) -> Page:
        pages.append(opened(browser, base_url, fragment, **options))
        return pages[-1]

    yield partial(opener)
    for page in pages:
        page.context.close()


def act(page: Page, text: str, found: Lesson) -> None:
    """Take `text` (engine notation) through the page like a player: tiles onto squares, or cards and buttons."""
    if found.deal is not None:
        gin_act(page, text)
        return
    parsed = parse_action(text)
    if parsed.kind == PLAY:
        place_play(page, parsed.placements)
        page.click('[data-action="play"]')
    elif parsed.kind == EXCHANGE:
        page.click('[data-action="exchange"]')
        seen: Counter[str] = Counter()
        for tile in parsed.tiles:
            page.locator(f'#rack button[data-tile="{tile}"]').nth(seen[tile]).click()
            seen[tile] += 1
        page.click('[data-action="exchange-confirm"]')


def gin_act(page: Page, text: str) -> None:
    action = parse_gin_action(text)
    match action.kind:
        case ActionKind.TAKE:
            page.click('#gin [data-pile="upcard"]')
        case ActionKind.DRAW:
            page.click('#gin [data-pile="stock"]')
        case ActionKind.PASS | ActionKind.DONE:
            page.click(f'[data-gin-action="{action.kind}"]')
        case ActionKind.DISCARD:
            card = page.locator(f'#gin-hand [data-card="{card_name(action.card)}"]')
            card.click()
            card.click()
        case ActionKind.KNOCK | ActionKind.GIN:
            page.click(f'#gin-hand [data-card="{card_name(action.card)}"]')
            page.click(f'[data-gin-action="{action.kind}"]')
        case ActionKind.LAYOFF:
            page.click(f'#gin-hand [data-card="{card_name(action.card)}"]')
            if page.locator(f'#gin-hand [data-card="{card_name(action.card)}"].picked').count():  # on several melds
                page.click(f'#gin-knock [data-meld="{action.meld}"]')


def wrong(page: Page, found: Lesson) -> None:
    """The lesson's wrong action first: an illegal play cannot be played (the preview says why) and is taken
    back; a legal one is answered with the reason, the table back as it was."""
    if check(found, found.wrong).error is not None and found.deal is None:
        place_play(page, parse_action(found.wrong).placements)
        expect(page.locator('[data-action="play"]')).to_be_disabled()
        expect(page.locator("#preview")).not_to_be_empty()
        page.click('[data-action="take-back"]')
        return
    act(page, found.wrong, found)
    expect(page.locator("#learn-feedback.missed")).to_be_visible()
    if found.deal is None:
        expect(page.locator("#board .tile.pending")).to_have_count(0)


def done(page: Page) -> list[str]:
    text = page.evaluate("(key) => localStorage.getItem(key)", PROGRESS_KEY)
    return sorted(json.loads(text)["done"]) if text else []


@pytest.mark.parametrize("name", [found.id for found in lessons()])
def test_every_lesson_is_played_by_its_goal(learning: partial[Page], name: str) -> None:
    found = lesson(name)
    page = learning(f"learn={name}")
    expect(page.locator("#learn-title")).to_have_text(found.title)
    expect(page.locator("#learn-text")).to_have_text(found.text)
    expect(page.locator(".lesson-mark")).to_have_count(len(found.highlight))
    wrong(page, found)
    assert done(page) == []
    act(page, meeting(found), found)
    expect(page.locator("#learn-feedback.met")).to_be_visible()
    expect(page.locator("#learn-feedback .learn-verdict")).to_have_text("Well done!")
    assert done(page) == [name]


def test_the_list_links_show_me_and_next(learning: partial[Page]) -> None:
    page = learning("learn")
    expect(page.locator("#learn-list .learn-lesson")).to_have_count(len(lessons()))
    expect(page.locator("main.layout")).to_be_hidden()
    page.locator('#learn-list [data-lesson="joker"]').click()
    expect(page.locator("#learn-title")).to_have_text(lesson("joker").title)
    page.click('[data-action="learn-show"]')
    expect(page.locator("#board .tile.pending")).to_have_count(2)  # the solution laid out, to play
    page.click('[data-action="play"]')
    expect(page.locator("#learn-feedback.met")).to_be_visible()
    page.click('[data-action="learn-next"]')
    expect(page.locator("#learn-title")).to_have_text(lesson("new-section").title)
    page.click('[data-action="learn-all"]')
    expect(page.locator('#learn-list [data-lesson="joker"] .learn-done')).to_be_visible()
    page.click('[data-action="learn-close"]')
    expect(page.locator("#setup-dialog")).to_be_visible()  # no game yet: the new-game form
    expect(page.locator("#learn")).to_be_hidden()


def test_the_first_visit_offers_the_lessons(page: Page) -> None:
    """No save and no statistics: the new-game form opens, the lessons first on it."""
    assert page.evaluate("() => localStorage.length") == 0
    entry = page.locator("#setup-dialog .learn-entry")
    expect(entry).to_be_visible()
    entry.click()
    expect(page.locator("#learn-list .learn-lesson").first).to_be_visible()
    expect(page.locator("#setup-dialog")).to_be_hidden()


def test_learn_to_play_says_it_waits_then_enables(browser: Browser, base_url: str) -> None:
    """Before Python is ready the lessons cannot open: the form says why, and the button enables with the page."""
    context = browser.new_context(base_url=base_url, locale="sv-SE")
    page = context.new_page()
    page.goto("./?speed=fast", wait_until="domcontentloaded")
    entry, wait = page.locator("#setup-dialog .learn-entry"), page.locator("#learn-wait")
    expect(wait).to_have_text(words("sv").gettext("Preparing the lessons…"))
    expect(wait).to_be_visible()
    expect(entry).to_be_disabled()
    assert entry.get_attribute("aria-describedby") == "learn-wait"
    expect(entry).to_be_enabled(timeout=60_000)
    expect(wait).to_be_hidden()
    expect(entry).not_to_have_attribute("aria-describedby", "learn-wait")  # no longer described as waiting
    expect(entry).to_have_text(words("sv").gettext("Learn to play"))
    context.close()


def test_damaged_progress_is_kept_aside(browser: Browser, base_url: str) -> None:
    loaded = open_game_page(browser, base_url, "?speed=fast#learn=melds")
    page = loaded.page
    page.evaluate(f"() => localStorage.setItem('{PROGRESS_KEY}', '{{not json')")
    page.reload(wait_until="domcontentloaded")
    wait_until_ready(loaded)
    expect(page.locator("#learn-progress")).to_contain_text("could not be read")
    act(page, "play G8:QH H8:KH I8:AH", lesson("melds"))
    expect(page.locator("#learn-feedback.met")).to_be_visible()
    assert done(page) == ["melds"]
    assert page.evaluate(f"() => localStorage.getItem('{PROGRESS_KEY}.damaged')") == "{not json"
    page.context.close()


@pytest.mark.parametrize(("code", "name"), [("sv", "bonuses"), ("it", "gin-discard"), ("mr", "crossword")])
def test_a_lesson_in_each_language(learning: partial[Page], code: str, name: str) -> None:
    found, catalog = lesson(name), words(code)
    page = learning(f"learn={name}", locale=LOCALES[code])
    expect(page.locator("#learn-title")).to_have_text(catalog.gettext(found.title))
    expect(page.locator("#learn-text")).to_have_text(catalog.gettext(found.text))
    act(page, meeting(found), found)
    expect(page.locator("#learn-feedback .learn-verdict")).to_have_text(catalog.gettext("Well done!"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_lesson_screens_have_no_serious_violations(learning: partial[Page], theme: str) -> None:
    for name in ("bonuses", "gin-lay-off"):
        page = learning(f"learn={name}")
        assert serious_violations(page, theme) == [], name
        wrong(page, lesson(name))
        assert serious_violations(page, theme) == [], name
    page = learning("learn")
    assert serious_violations(page, theme) == []


WATCH_MARKS = """(title) => { window.lateMarks = []; new MutationObserver(() => {
    if (document.querySelector('#learn-title').textContent === title && !document.querySelector('.lesson-mark'))
        window.lateMarks.push(performance.now());
}).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true}); }"""
"""Record every moment (after each batch of DOM changes) the lesson `title` shows with no highlight drawn."""


@pytest.mark.parametrize("name", ["exchange", "gin-lay-off"])
def test_the_highlight_comes_with_the_lesson_and_stays_with_its_verdict(learning: partial[Page], name: str) -> None:
    """Reached by Next from the lesson before, or from the list, the marks are drawn in the same change as the
    lesson (never after it); a missed and a met action each show their verdict."""
    found = lesson(name)
    ids = [each.id for each in lessons()]
    page = learning(f"learn={ids[ids.index(name) - 1]}")
    page.evaluate(WATCH_MARKS, found.title)
    page.click('[data-action="learn-next"]')
    expect(page.locator("#learn-title")).to_have_text(found.title)
    expect(page.locator(".lesson-mark")).to_have_count(len(found.highlight))
    act(page, found.wrong, found)
    expect(page.locator("#learn-feedback.missed .learn-verdict")).to_contain_text("Not yet.")
    expect(page.locator(".lesson-mark")).to_have_count(len(found.highlight))
    assert page.evaluate("() => window.lateMarks") == []
    act(page, found.solution, found)  # an exchanged tile leaves the rack, and its mark with it
    expect(page.locator("#learn-feedback.met .learn-verdict")).to_have_text("Well done!")
    page.click('[data-action="learn-all"]')
    page.evaluate("() => { window.lateMarks = []; }")
    page.locator(f'#learn-list [data-lesson="{name}"]').click()  # from the list, afresh: the same
    expect(page.locator(".lesson-mark")).to_have_count(len(found.highlight))
    assert page.evaluate("() => window.lateMarks") == []


@pytest.mark.parametrize("viewport", [{"width": 1366, "height": 768}, {"width": 390, "height": 844}])
def test_the_last_lesson_leads_to_a_game(learning: partial[Page], viewport: dict[str, int]) -> None:
    last = lessons()[-1]
    page = learning(f"learn={last.id}", viewport=viewport)
    act(page, meeting(last), last)
    expect(page.locator("#learn-feedback.met")).to_be_visible()
    following = page.locator('[data-action="learn-next"]')
    expect(following).to_have_text("Play a game")
    expect(following).to_be_enabled()
    following.scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/last-lesson-{viewport['width']}.png")
    following.click()
    expect(page.locator("#setup-dialog")).to_be_visible()
    expect(page.locator("#learn")).to_be_hidden()
