"""`scripts/ensure_browser.sh --find`: the one place the tests' browser search order is written."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "ensure_browser.sh"


def executable(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n", encoding="utf-8")
    path.chmod(0o755)
    return path


def find(tmp_path: Path, flag: str, managed: Path) -> subprocess.CompletedProcess[str]:
    """The script run with only `tmp_path/bin` and the tools it needs on PATH (no system browser)."""
    tools = tmp_path / "tools"
    tools.mkdir(exist_ok=True)
    for name in ("bash", "sort", "id"):
        found = shutil.which(name)
        assert found is not None
        (tools / name).unlink(missing_ok=True)
        (tools / name).symlink_to(found)
    env = {
        "PATH": f"{tmp_path / 'bin'}:{tools}",
        "HOME": str(tmp_path / "home"),
        "PLAYWRIGHT_BROWSERS_PATH": str(managed),
    }
    return subprocess.run(
        [str(tools / "bash"), str(SCRIPT), flag], capture_output=True, text=True, env=env, check=False
    )


def test_find_prefers_a_chromium_on_path_to_a_managed_one(tmp_path: Path) -> None:
    executable(tmp_path / "pw" / "chromium-1200" / "chrome-linux" / "chrome")
    on_path = executable(tmp_path / "bin" / "chromium-browser")
    result = find(tmp_path, "--find", tmp_path / "pw")
    assert (result.returncode, result.stdout.strip()) == (0, str(on_path))


def test_find_takes_the_newest_managed_revision_and_installs_nothing(tmp_path: Path) -> None:
    executable(tmp_path / "pw" / "chromium-1100" / "chrome-linux" / "chrome")
    newest = executable(tmp_path / "pw" / "chromium-1200" / "chrome-linux64" / "chrome")
    result = find(tmp_path, "--find", tmp_path / "pw")
    assert (result.returncode, result.stdout.strip(), result.stderr) == (0, str(newest), "")


def test_find_says_nothing_and_fails_when_there_is_no_browser(tmp_path: Path) -> None:
    for flag in ("--find", "--find-firefox"):
        result = find(tmp_path, flag, tmp_path / "none")
        assert (result.returncode, result.stdout, result.stderr) == (1, "", "")


def test_find_firefox_takes_firefox_esr_first(tmp_path: Path) -> None:
    executable(tmp_path / "bin" / "firefox")
    esr = executable(tmp_path / "bin" / "firefox-esr")
    result = find(tmp_path, "--find-firefox", tmp_path / "none")
    assert (result.returncode, result.stdout.strip()) == (0, str(esr))
