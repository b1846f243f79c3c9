"""Screenshots of a game in progress for the README (`make screenshots`): desktop, phone, dark.

Serves the repository and finds Chromium as the browser tests do (``e2e/conftest.py``), opens
a game mid-way (``e2e/gameplay.py``; three players for the dark one, so both tile sets show),
puts the best play on the board so the preview shows its score, and writes one PNG per layout
into ``docs/screenshots/``; then the same three of a Gin Rummy match mid-hand (``e2e/gin_play.py``),
the best discard picked, and of the statistics panel (``e2e/stats_play.py``'s sample statistics);
then each other language (the browser's locale set: the page starts in
it): the game on a desktop and a phone, and Gin Rummy. Names given on the command line
(``python scripts/screenshots.py sv-phone.png``) take only those.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "e2e"))
_conftest: Any = importlib.import_module("conftest")
_gameplay: Any = importlib.import_module("gameplay")
_gin_play: Any = importlib.import_module("gin_play")
_stats_play: Any = importlib.import_module("stats_play")

OUT = REPO_ROOT / "docs" / "screenshots"
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
    _stats_play.open_stats(loaded.page, "#stats-button")
    loaded.page.screenshot(path=OUT / name)
    loaded.page.context.close()
    print(OUT / name)


def main() -> int:
    executable = _conftest.find_chromium()
    if executable is None:
        print("no Chromium found: run `bash scripts/ensure_browser.sh`", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    with _conftest.serve_repository() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=_conftest.CHROMIUM_ARGS)
        shots = {**SHOTS, **GIN_SHOTS, **LANGUAGE_SHOTS}
        for name, options in shots.items():
            if sys.argv[1:] and name not in sys.argv[1:]:
                continue
            loaded = _gameplay.open_mid_game(browser, url, **options)
            if "save" in options and options["save"] is GIN:
                page = loaded.page
                page.click(f'#gin-hand [data-card="{_gin_play.best_discard(_gin_play.saved_match(page))}"]')
            else:
                _gameplay.place_best_play(loaded.page)
            loaded.page.screenshot(path=OUT / name)
            loaded.page.context.close()
            print(OUT / name)
        for name, options in STATS_SHOTS.items():
            if not sys.argv[1:] or name in sys.argv[1:]:
                stats_shot(browser, url, name, options)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
