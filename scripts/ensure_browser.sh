#!/usr/bin/env bash
# Make sure a Chromium exists for the Playwright (e2e) tests, and print its path; with
# --firefox (as `make test` runs it), a Firefox too for e2e/test_firefox.py (its path on a
# second line).
#
# Order: chromium / chromium-browser / google-chrome on PATH (Debian's chromium, the browser
# the tests are proven on). If there is none and we are root with apt-get, install Debian's
# chromium and the Noto fonts (Devanagari, for the Marathi pages and screenshots), even where
# a Playwright-managed Chromium exists: a CI run that launched one of those first saw its
# renderers crash in one test of six. Otherwise a Playwright-managed Chromium
# (~/.cache/ms-playwright, or $PLAYWRIGHT_BROWSERS_PATH; `playwright install` cannot download
# browsers where only package registries are reachable); otherwise explain what to do and
# exit 1. Firefox: firefox-esr or firefox on PATH, else (root with apt-get) Debian's
# firefox-esr, driven by puppeteer-core over WebDriver BiDi (Playwright's Firefox cannot be
# downloaded here either).
#
# --find / --find-firefox print the browser found by the same search and install nothing (exit 1
# when there is none): e2e/conftest.py and e2e/test_firefox.py ask this script, so the search
# order is written here alone.
set -euo pipefail

mode="${1:-}"
with_firefox=false
[ "$mode" = "--firefox" ] && with_firefox=true

can_apt() {
    [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1
}

apt_install() {
    export DEBIAN_FRONTEND=noninteractive
    apt-get update >&2
    apt-get install -y "$@" >&2
}

# The first of the named commands on PATH, as a path.
first_on_path() {
    local candidate
    for candidate in "$@"; do
        if command -v "$candidate" >/dev/null 2>&1; then
            command -v "$candidate"
            return 0
        fi
    done
    return 1
}

find_firefox() { first_on_path firefox-esr firefox; }

find_system_browser() { first_on_path chromium chromium-browser google-chrome; }

ensure_firefox() {
    $with_firefox || return 0
    if find_firefox; then
        return 0
    fi
    if can_apt; then
        echo "ensure_browser: no Firefox found; installing Debian's firefox-esr with apt-get" >&2
        apt_install firefox-esr
        find_firefox && return 0
        echo "ensure_browser: apt-get install firefox-esr finished but no firefox-esr is on PATH" >&2
        exit 1
    fi
    cat >&2 <<'MSG'
ensure_browser: no Firefox found for e2e/test_firefox.py.
Install one of:
  - Debian:         sudo apt-get install firefox-esr
  - Ubuntu/others:  sudo apt-get install firefox   (or put firefox on PATH)
MSG
    exit 1
}

# A Playwright-managed Chromium, the newest revision first.
find_managed_browser() {
    local root candidate
    for root in "${PLAYWRIGHT_BROWSERS_PATH:-}" "$HOME/.cache/ms-playwright"; do
        [ -n "$root" ] && [ -d "$root" ] || continue
        while IFS= read -r candidate; do
            if [ -x "$candidate" ]; then
                echo "$candidate"
                return 0
            fi
        done < <(printf '%s\n' "$root"/chromium-*/chrome-linux*/chrome | sort -r)
    done
    return 1
}

case "$mode" in
    --find) find_system_browser || find_managed_browser; exit ;;
    --find-firefox) find_firefox; exit ;;
esac

found() {
    echo "$1"
    ensure_firefox
    exit 0
}

if path=$(find_system_browser); then
    found "$path"
fi

if can_apt; then
    echo "ensure_browser: no system Chromium; installing Debian's chromium (and fonts) with apt-get" >&2
    apt_install chromium fonts-noto-core
    if path=$(find_system_browser); then
        found "$path"
    fi
    echo "ensure_browser: apt-get install chromium finished but no chromium is on PATH" >&2
    exit 1
fi

if path=$(find_managed_browser); then
    found "$path"
fi

cat >&2 <<'MSG'
ensure_browser: no Chromium found for the e2e tests.
Install one of:
  - Debian/Ubuntu:  sudo apt-get install chromium   (or chromium-browser)
  - Playwright:     python -m playwright install chromium   (needs internet access)
  - or put google-chrome / chromium on PATH.
MSG
exit 1
