"""Firefox keeps working: a smoke test of the built site and of the single file in Firefox ESR.

Playwright's own Firefox cannot be downloaded on these machines, so Debian's ``firefox-esr``
(installed by ``scripts/ensure_browser.sh``) is driven by ``puppeteer-core`` (an exact npm dev
dependency) over WebDriver BiDi, from ``e2e/firefox_smoke.mjs``. This test builds the game
(conftest's ``built``), serves the site, works out a legal first play with the engine, runs the
script and checks what it reports: each page ready, a game against the computer started, the play
made and the computer's reply, and a Gin Rummy hand dealt, with no error or warning in the console. A missing
Firefox or puppeteer-core fails the test.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import browser_found
from ginnyo.rules.layout import square_name
from ginnyo.web.tiles.session import Session
from ginnyo_dev.build import Build

REPO_ROOT = Path(__file__).resolve().parent.parent
SCRIPT = REPO_ROOT / "e2e" / "firefox_smoke.mjs"
SEATS = [("Ann", "human"), ("Computer", "easy")]
SEED = 31
GIN_SEED = 3
# The whole run (launch, two pages, a game and a hand each) took 29 s at a load average of 12 on 2 cores,
# and about 200 s at 38; each step of the script waits at most 90 s.
TIMEOUT_S = 600


def find_firefox() -> str:
    """$GINNYO_FIREFOX, else the Firefox `scripts/ensure_browser.sh` finds; fails (never skips) when there is none."""
    found = os.environ.get("GINNYO_FIREFOX") or browser_found("firefox")
    if not found:
        pytest.fail("no Firefox found: run `bash scripts/ensure_browser.sh` (it installs firefox-esr)", pytrace=False)
    if not (REPO_ROOT / "node_modules" / "puppeteer-core").is_dir():
        pytest.fail("puppeteer-core is missing: run `bash scripts/setup_web.sh` (npm ci)", pytrace=False)
    return found


def first_play() -> list[dict[str, Any]]:
    """The engine's best first play of the game the smoke test starts (same seats, same seed)."""
    game = Session.new(SEATS, SEED).game
    assert game.current == 0
    return [
        {"tile": str(p.card), "square": square_name(p.square), "joker": p.joker}
        for p in game.legal_plays()[0].placements
    ]


def run_smoke(firefox: str, urls: list[str], tmp_path: Path) -> dict[str, Any]:
    plan = tmp_path / "plan.json"
    plan.write_text(
        json.dumps({"urls": urls, "seed": SEED, "placements": first_play(), "ginSeed": GIN_SEED}), encoding="utf-8"
    )
    done = subprocess.run(
        ["node", str(SCRIPT), firefox, str(plan)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def test_firefox_plays_the_built_site_and_the_single_file(built: Build, dist_url: str, tmp_path: Path) -> None:
    firefox = find_firefox()
    urls = [dist_url + "site/?speed=fast", built.single.out.as_uri() + "?speed=fast"]
    report = run_smoke(firefox, urls, tmp_path)
    assert report["version"].lower().startswith("firefox"), report["version"]
    for url, result in zip(urls, report["results"], strict=True):
        assert result["url"] == url
        assert "failure" not in result, result
        assert result["status"] == "ready"  # #status[data-state]
        assert list(result["steps"]) == ["ready", "game", "reply", "gin"]
        assert result["turns"] >= 2  # your play and the computer's reply
        assert result["ginCards"] == 10  # a Gin Rummy hand dealt, you to move
        assert result["pageErrors"] == []
        assert result["consoleErrors"] == []
