"""Screenshots of a game in progress for the README (`make screenshots`): desktop, phone, dark.

Serves the repository as the browser tests do (``ginnyo_dev/serve.py``), finds Chromium as they do
(``e2e/conftest.py``), opens
a game mid-way (``e2e/gameplay.py``; three players for the dark one, so both tile sets show),
puts the best play on the board so the preview shows its score, and writes one PNG per layout
into ``docs/screenshots/``; then the same three of a Gin Rummy match mid-hand (``e2e/gin_play.py``),
the best discard picked (and again with the Hint shown), the statistics panel
(``e2e/stats_play.py``'s sample statistics), the replay viewer with its analysis of a finished
game, the Gin Rummy match review of a loaded match once the hard player's advice has come; a gin just
made, its tiles lighting up; the ends (a game of Ginny-O you won, after its celebration; a Gin Rummy
hand's result; a Gin Rummy match you lost, with the hand that cost most) and a lesson; then each other
language (the browser's locale set: the page starts in it): the game on a desktop and a phone, and Gin
Rummy. Names given on the command line (``python scripts/screenshots.py sv-phone.png``) take only those;
``--out DIR`` writes them into DIR instead of ``docs/screenshots/`` (to look at them without changing the
committed ones).
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from ginnyo.ginrummy.ai import choose_action
from ginnyo.web.common.enums import GinLevel
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.tiles.session import Session
from ginnyo_dev import serve

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "e2e"))
_conftest: Any = importlib.import_module("conftest")
_gameplay: Any = importlib.import_module("gameplay")
_gin_play: Any = importlib.import_module("gin_play")
_stats_play: Any = importlib.import_module("stats_play")

OUT = REPO_ROOT / "docs" / "screenshots"
if "--out" in sys.argv:  # `--out DIR`: somewhere else than the committed screenshots
    _at = sys.argv.index("--out")
    OUT = Path(sys.argv[_at + 1]).resolve()
    del sys.argv[_at : _at + 2]
DESKTOP = {"viewport": {"width": 1366, "height": 768}}
THREE_PLAYERS = _gameplay.mid_game_save(_gameplay.THREE_PLAYERS, _gameplay.THREE_PLAYER_SEED, turns=9)
SHOTS: dict[str, dict[str, Any]] = {
    "desktop.png": {**DESKTOP, "color_scheme": "light"},
    "phone.png": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "dark.png": {**DESKTOP, "color_scheme": "dark", "save": THREE_PLAYERS},
}
GIN = _gin_play.mid_hand_save(actions=80)  # three hands scored: the score sheet has rows
GIN_SHOTS: dict[str, dict[str, Any]] = {
    "gin-desktop.png": {**DESKTOP, "color_scheme": "light", "save": GIN},
    "gin-phone.png": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "save": GIN},
    "gin-dark.png": {**DESKTOP, "color_scheme": "dark", "save": GIN},
}
GIN_HINT_SHOTS = {name.replace("gin-", "gin-hint-"): options for name, options in GIN_SHOTS.items()}
"""The same table with the Hint asked for: the hard player's discard marked."""

LOCALES = {"sv": "sv-SE", "it": "it-IT", "mr": "mr-IN"}
LANGUAGE_SHOTS: dict[str, dict[str, Any]] = {
    f"{code}-{name}": {**options, "locale": locale}
    for code, locale in LOCALES.items()
    for name, options in (("desktop.png", SHOTS["desktop.png"]), ("phone.png", SHOTS["phone.png"]))
} | {f"{code}-gin.png": {**GIN_SHOTS["gin-desktop.png"], "locale": locale} for code, locale in LOCALES.items()}


STATS_SHOTS: dict[str, dict[str, Any]] = {
    "stats-desktop.png": {**DESKTOP, "color_scheme": "light"},
    "stats-phone.png": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "stats-dark.png": {**DESKTOP, "color_scheme": "dark"},
}


def stats_shot(browser: Any, url: str, name: str, options: dict[str, Any]) -> None:
    """The statistics panel over a game in progress, opened from the menu."""
    stored = _stats_play.storage(_gameplay.mid_game_save(), _stats_play.stats_json(_stats_play.SAMPLE_STATS))
    loaded = _stats_play.open_with(browser, url, stored, **options)
    _gameplay.wait_state(loaded.page, "human")
    _gameplay.use_menu(loaded.page, "#stats-button")  # on a phone, behind the menu button
    loaded.page.locator("#stats-dialog").wait_for(state="visible")
    loaded.page.screenshot(path=OUT / name)
    loaded.page.context.close()
    print(OUT / name)


def main() -> int:
    executable = _conftest.find_chromium()
    if executable is None:
        print("no Chromium found: run `bash scripts/ensure_browser.sh`", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    with serve.serving_repository(REPO_ROOT) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=_conftest.CHROMIUM_ARGS)
        shots = {**SHOTS, **GIN_SHOTS, **GIN_HINT_SHOTS, **LANGUAGE_SHOTS}
        for name, options in shots.items():
            if sys.argv[1:] and name not in sys.argv[1:]:
                continue
            loaded = _gameplay.open_mid_game(browser, url, **options)
            if name in GIN_HINT_SHOTS:
                loaded.page.click('[data-action="gin-hint"]')
                loaded.page.locator("#gin-hand .hinted").wait_for()
            elif "save" in options and options["save"] is GIN:
                page = loaded.page
                page.click(f'#gin-hand [data-card="{_gin_play.best_discard(_gin_play.saved_match(page))}"]')
            else:
                _gameplay.place_best_play(loaded.page)
            loaded.page.wait_for_function(STILL_JS)  # the placed tiles have slid in
            loaded.page.screenshot(path=OUT / name)
            loaded.page.context.close()
            print(OUT / name)
        replay_shots(browser, url)
        gin_review_shots(browser, url)
        gin_shots(browser, url)
        end_shots(browser, url)
        lesson_shots(browser, url)
        scorer_shots(browser, url)
        for name, options in STATS_SHOTS.items():
            if not sys.argv[1:] or name in sys.argv[1:]:
                stats_shot(browser, url, name, options)
        browser.close()
    return 0


REPLAY_SHOTS: dict[str, dict[str, Any]] = {
    "replay-desktop.png": {**DESKTOP, "color_scheme": "light"},
    "replay-phone.png": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "replay-dark.png": {**DESKTOP, "color_scheme": "dark"},
}
# Every motion finished (the loading spinner turns for ever).
STILL_JS = """() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect.getTiming().iterations === Infinity)"""
HARD_ADVICE_JS = "() => document.querySelector('#analysis-table tbody tr td:nth-child(5)').textContent !== '\u2014'"


def imperfect_game() -> str:
    """A finished game where you play your third-best play when you can: points lost to chart."""
    session = Session.new([("You", "human"), ("Computer", "hard")], 22)
    game = session.game
    while not game.over:
        pick = 2 if game.current == 0 and len(game.legal_plays()) > 2 else 0
        game.apply(game.legal_actions()[pick])
    return session.to_json()


def replay_shots(browser: Any, url: str) -> None:
    """The viewer at turn 7 once the worker's review has come; on the phone, scrolled to the analysis."""
    save = imperfect_game()
    for name, options in REPLAY_SHOTS.items():
        if sys.argv[1:] and name not in sys.argv[1:]:
            continue
        page = _gameplay.open_mid_game(browser, url, save=save, waiting="over", **options).page
        page.click("#end-review")
        page.locator("#analysis-table tbody tr").last.wait_for(timeout=120_000)
        page.wait_for_function(HARD_ADVICE_JS, timeout=120_000)
        page.keyboard.press("Home")
        for _ in range(7):
            page.keyboard.press("ArrowRight")
        page.wait_for_function("() => document.getElementById('turn').textContent.includes('Turn 7 ')")
        if "phone" in name:
            page.evaluate("() => document.getElementById('analysis').scrollIntoView()")
        page.wait_for_function(STILL_JS)  # the tiles of turn 7 have arrived
        page.screenshot(path=OUT / name)
        page.context.close()
        print(OUT / name)


GIN_REVIEW_SHOTS: dict[str, dict[str, Any]] = {
    "gin-review-desktop.png": {**DESKTOP, "color_scheme": "light"},
    "gin-review-phone.png": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "gin-review-dark.png": {**DESKTOP, "color_scheme": "dark"},
}
GIN_REVIEW_DONE_JS = "() => document.getElementById('gin-review-status').textContent === 'Review complete.'"


def gin_review_shots(browser: Any, url: str) -> None:
    """The review of a whole match (you played at the easy level), opened from its last result."""
    save = _gin_play.finished_save(seed=3)
    for name, options in GIN_REVIEW_SHOTS.items():
        if sys.argv[1:] and name not in sys.argv[1:]:
            continue
        page = _gameplay.open_mid_game(browser, url, save=save, waiting="over", **options).page
        page.click("#gin-review-open")
        page.wait_for_function(GIN_REVIEW_DONE_JS, timeout=120_000)
        page.screenshot(path=OUT / name)
        page.context.close()
        print(OUT / name)


def layouts(prefix: str) -> dict[str, dict[str, Any]]:
    """`prefix-desktop.png`, `prefix-phone.png` and `prefix-dark.png` with their browser options."""
    return {
        f"{prefix}-desktop.png": {**DESKTOP, "color_scheme": "light"},
        f"{prefix}-phone.png": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
        f"{prefix}-dark.png": {**DESKTOP, "color_scheme": "dark"},
    }


def hand_over_save(seed: int = 8) -> str:
    """A Gin Rummy match at its first hand's end (both seats played by the medium computer): its result shows."""
    session = GinSession.new(GinLevel.MEDIUM, seed)
    game = session.game
    while not game.results:
        game.apply(choose_action(game.view(game.current), "medium", len(game.actions)))
    return session.to_json()


# (name prefix, the save, the state it waits in, what shows when it is ready)
ENDS = (
    ("end", _gameplay.over_save, "over", "#celebration .piece"),  # a game you win
    ("gin-hand-end", hand_over_save, "result", "#gin-result-dialog"),
    ("gin-match-end", lambda: _gin_play.finished_save(seed=3), "over", "#gin-match-lesson"),
)


FROZEN_JS = "(ms) => document.getAnimations().forEach((a) => { a.pause(); a.currentTime = ms; })"
"""Every motion stopped `ms` in, the same in every shot."""
ENDED_MS = 3_000
"""A won game's burst over (celebrate.CHEER_MS) and its dialog shown; anything shorter finished."""
GIN_LIGHT_MS = 700
"""A gin's tiles half lit: the nearest the red square glowing, the farthest yet to light up."""


def gin_shots(browser: Any, url: str) -> None:
    """Your gin just made: its section's tiles lighting up from the red square, its score beside it."""
    for name, options in layouts("gin-moment").items():
        if sys.argv[1:] and name not in sys.argv[1:]:
            continue
        page = _gameplay.open_mid_game(browser, url, save=_gameplay.gin_next_save(), **options).page
        _gameplay.place_best_play(page)
        page.click('[data-action="play"]')
        page.locator(".sq[data-gin]").first.wait_for(state="attached")
        page.evaluate(FROZEN_JS, GIN_LIGHT_MS)
        page.screenshot(path=OUT / name)
        page.context.close()
        print(OUT / name)


def end_shots(browser: Any, url: str) -> None:
    """The ends: a won game of Ginny-O (after its celebration), a Gin Rummy hand's result, a lost match."""
    for prefix, save, waiting, ready in ENDS:
        for name, options in layouts(prefix).items():
            if sys.argv[1:] and name not in sys.argv[1:]:
                continue
            page = _gameplay.open_mid_game(browser, url, save=save(), waiting=waiting, **options).page
            page.locator(ready).first.wait_for(state="attached")
            page.evaluate(FROZEN_JS, ENDED_MS)  # the burst over, the dialog in
            page.screenshot(path=OUT / name)
            page.context.close()
            print(OUT / name)


def lesson_shots(browser: Any, url: str) -> None:
    """A lesson opened by its link: the board with the lesson's panel."""
    for name, options in layouts("lesson").items():
        if sys.argv[1:] and name not in sys.argv[1:]:
            continue
        page = _gameplay.open_game_page(browser, url, "?speed=fast#learn=bonuses", **options).page
        page.locator("#learn").wait_for()
        page.wait_for_function(STILL_JS)
        page.screenshot(path=OUT / name)
        page.context.close()
        print(OUT / name)


SCORED = ("G8:5H H8:5S I8:5D", "J8:5C", "G9:6H G10:7H G7:4H")
"""The turns already on the scorer's sheet in its screenshots (then a play being entered by taps)."""


def scorer_shots(browser: Any, url: str) -> None:
    """The scorer of a game at a real table: three players, three turns scored, a play being tapped in."""
    for name, options in layouts("scorer").items():
        if sys.argv[1:] and name not in sys.argv[1:]:
            continue
        page = _gameplay.open_game_page(browser, url, "?speed=fast#score", **options).page
        entry = page.locator('[data-scorer="entry"]')
        for play in SCORED:
            entry.fill(play)
            entry.press("Enter")
            page.wait_for_function("() => !document.querySelector('[data-scorer=entry]').value")
        for square, card in (("G11", "8H"), ("G6", "3H")):
            page.locator(f'#board [data-square="{square}"]').click()
            page.locator(f'#scorer-cards [data-card="{card}"]').click()
        page.locator('#scorer-preview[data-state="legal"]').wait_for()
        page.wait_for_function(STILL_JS)
        page.screenshot(path=OUT / name)
        page.context.close()
        print(OUT / name)


if __name__ == "__main__":
    sys.exit(main())
