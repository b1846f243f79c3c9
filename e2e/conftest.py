"""Fixtures for the browser (end-to-end) tests of the Ginny-O page.

* ``base_url`` (session): the repository root served by the tooling's static server
  (``ginnyo_dev/serve.py``, which ``scripts/screenshots.py`` uses too) on a free localhost
  port, in a background thread, its ``ginnyo.zip`` (the game's Python) written first from
  the current sources. pytest-playwright's contexts use it, so ``page.goto("/")`` opens
  ``index.html``.
* ``browser_type_launch_args`` (session): launches a Chromium found on this
  machine by ``executable_path`` (``playwright install`` cannot download browsers
  here), with arguments that work as root and make any request to a host other
  than 127.0.0.1 fail at once instead of hanging.

* ``built``/``dist_url`` (per module): ``python -m ginnyo build`` into a temporary folder, and that
  folder served on a free port (the site at ``<url>site/``, a sub-path; the single file at
  ``built.single.out``, opened from file://).
* ``loaded``/``page`` (per test): a fresh page in its own context, opened by ``open_page``
  (the new-game form unless a module overrides ``open_page``), closed after the test;
  ``gin_match``: that page on a new Gin Rummy match.

Run ``bash scripts/setup_web.sh`` (vendored Pyodide/PyScript) and
``bash scripts/ensure_browser.sh`` (a Chromium) first.
"""

from __future__ import annotations

import functools
import glob
import os
import shutil
import subprocess
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from gameplay import Opener, open_game_page, wait_state
from gin_play import KNOCK_SEED, start_gin
from playwright.sync_api import Browser, Page
from test_page import LoadedPage

from ginnyo_dev import serve
from ginnyo_dev.build import Build, build

REPO_ROOT = Path(__file__).resolve().parent.parent

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # Shared memory in /tmp rather than /dev/shm, which a container may keep small.
    "--disable-dev-shm-usage",
    # Any host but the local server resolves to nothing: a CDN request fails loudly.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE *.local",
]


@pytest.fixture(scope="session")
def base_url() -> Iterator[str]:
    """The served repository (`ginnyo_dev.serve.serving_repository`), once the vendored runtime is there."""
    vendor = REPO_ROOT / "static" / "vendor"
    if not (vendor / "pyodide" / "pyodide.mjs").is_file() or not (vendor / "pyscript" / "core.js").is_file():
        pytest.fail(
            "static/vendor/ is missing: run `bash scripts/setup_web.sh` first",
            pytrace=False,
        )
    with serve.serving_repository(REPO_ROOT) as url:
        yield url


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Build:
    return build(REPO_ROOT, tmp_path_factory.mktemp("build") / "dist")


@pytest.fixture(scope="module")
def dist_url(built: Build) -> Iterator[str]:
    """The build folder served on a free port: the site is at <url>site/ (a sub-path)."""
    with serve.serving(built.site.out.parent) as url:
        yield url


def browser_found(kind: str) -> str | None:
    """The browser `scripts/ensure_browser.sh --find` (kind "") or `--find-firefox` (kind "firefox") finds,
    installing nothing: the search order is written in that script alone."""
    script = REPO_ROOT / "scripts" / "ensure_browser.sh"
    flag = f"--find-{kind}" if kind else "--find"
    found = subprocess.run(["bash", str(script), flag], capture_output=True, text=True, check=False)
    return found.stdout.strip() or None


@functools.cache
def find_chromium() -> str | None:
    """A Chromium for Playwright: $GINNYO_CHROMIUM, else the system's (Debian's, the one these tests are
    proven on; `scripts/ensure_browser.sh` installs it where it can), else a Playwright-managed one."""
    return os.environ.get("GINNYO_CHROMIUM") or browser_found("")


def pytest_report_header() -> str:
    """Which Chromium the browser tests launch, so a run's log says what a crash happened in."""
    executable = find_chromium()
    if executable is None:
        return "chromium: none found"
    return f"chromium: {executable} (-> {os.path.realpath(executable)})"


def machine_state() -> str:
    """Free memory, load, free space where Chromium keeps its shared memory, and renderers alive."""
    meminfo = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
    renderers = 0
    for cmdline in glob.glob("/proc/[0-9]*/cmdline"):
        try:
            renderers += b"--type=renderer" in Path(cmdline).read_bytes()
        except OSError:
            continue
    mib = 1 << 20
    return (
        f"MemAvailable {meminfo['MemAvailable'].strip()}, load {' '.join(f'{x:.1f}' for x in os.getloadavg())}, "
        f"/tmp free {shutil.disk_usage('/tmp').free // mib} MiB, "
        f"/dev/shm free {shutil.disk_usage('/dev/shm').free // mib} MiB, renderers alive {renderers}"
    )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A crashed renderer's report says what the machine was like then, so a crash on CI can be explained."""
    report = yield
    if call.excinfo is not None and "Target crashed" in str(call.excinfo.value):
        report.sections.append(("machine when the renderer crashed", machine_state()))
    return report


@pytest.fixture(scope="session")
def browser_type_launch_args(
    browser_type_launch_args: dict[str, Any],
) -> dict[str, Any]:
    """pytest-playwright's launch options, plus a found Chromium and safe arguments."""
    executable = find_chromium()
    if executable is None:
        pytest.fail(
            "no Chromium found: run `bash scripts/ensure_browser.sh` (or set GINNYO_CHROMIUM=/path/to/chrome)",
            pytrace=False,
        )
    args = [*browser_type_launch_args.get("args", []), *CHROMIUM_ARGS]
    return {**browser_type_launch_args, "executable_path": executable, "args": args}


@pytest.fixture
def open_page() -> Opener:
    """How `loaded` opens its page: on the new-game form. A module overrides it (a game in progress,
    a viewport) with a partial of `gameplay.open_mid_game` or `open_game_page`."""
    return open_game_page


@pytest.fixture
def loaded(browser: Browser, base_url: str, open_page: Opener) -> Iterator[LoadedPage]:
    """A fresh page for each test, in its own context (fresh storage): no test sees another's effects."""
    result = open_page(browser, base_url)
    yield result
    result.page.context.close()


@pytest.fixture
def page(loaded: LoadedPage) -> Page:
    return loaded.page


@pytest.fixture
def gin_match(page: Page) -> Page:
    """`page` on a new Gin Rummy match against the baseline (KNOCK_SEED), you to move first."""
    start_gin(page, KNOCK_SEED)
    wait_state(page, "human")
    return page
