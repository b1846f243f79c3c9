"""The pages' Content Security Policy (``ginnyo_dev/buildtools/csp.py``): derived from the page itself.

The built pages get theirs from the build (tests/test_build.py); a browser enforces them through a
whole visit in e2e/test_csp_page.py.
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path

from ginnyo_dev.buildtools import csp

REPO_ROOT = Path(__file__).resolve().parent.parent


def sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def directives(policy: str) -> dict[str, list[str]]:
    return {name: sources for name, *sources in (part.split() for part in policy.split("; "))}


PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>t</title>
<script type="application/json" id="words">{"a": "</b>"}</script>
<script>window.one = 1;</script>
<style>p { color: red; }</style>
<script src="./boot.js"></script>
</head><body><p style="--cols: 3">x</p>
<template><script type="py" worker name="ai" src="./w.py" config="./c.toml"></script></template>
<script type="py" src="./main.py" config="./c.toml"></script>
</body></html>
"""


def test_inline_scripts_styles_and_style_attributes_are_named_by_their_hash() -> None:
    found = directives(csp.policy(PAGE))
    # Data blocks and Python are not scripts the browser runs: only the inline JavaScript is hashed.
    assert found["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'", sha256("window.one = 1;")]
    assert found["style-src"] == ["'self'", sha256("p { color: red; }"), "'unsafe-hashes'", sha256("--cols: 3")]
    assert found["worker-src"] == ["'self'", "blob:"]  # PyScript starts its workers from blob: URLs
    assert found["object-src"] == found["base-uri"] == found["form-action"] == ["'none'"]


def test_a_page_without_python_needs_no_eval_and_no_worker() -> None:
    found = directives(csp.policy("<!doctype html><head><meta charset=utf-8></head><body><p>Rules</p></body>"))
    assert found["script-src"] == ["'self'"]
    assert found["worker-src"] == ["'self'"]
    assert found["style-src"] == ["'self'"]


def test_the_single_file_allows_its_loader_and_the_pages_it_writes() -> None:
    linked = (
        "<html><head><style>h1 { margin: 0; }</style><script>window.two = 2;</script></head>"
        '<body><div style="--cols: 5"></div></body></html>'
    )
    found = directives(csp.policy(PAGE, linked=[linked], single_file=True))
    # Its inline scripts and those of the pages it writes are named by hash; its modules are blob: URLs.
    hashes = sorted([sha256("window.one = 1;"), sha256("window.two = 2;")])
    assert found["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'", *hashes, "blob:"]
    assert sha256("h1 { margin: 0; }") in found["style-src"] and sha256("--cols: 5") in found["style-src"]


def test_with_policy_puts_one_meta_tag_after_the_charset() -> None:
    once = csp.with_policy(PAGE, "default-src 'none'")
    assert once.index('<meta charset="utf-8">') < once.index("Content-Security-Policy") < once.index("<title>")
    assert csp.declared(once) == "default-src 'none'"
    again = csp.with_policy(once, "default-src 'self'")
    assert again.count("Content-Security-Policy") == 1 and csp.declared(again) == "default-src 'self'"
    assert csp.declared(PAGE) is None


def test_index_html_declares_the_policy_derived_from_it() -> None:
    """`make play` serves index.html as it is: its meta tag must be the policy its content needs."""
    page = (REPO_ROOT / "index.html").read_text(encoding="utf-8")
    expected = csp.policy(page)
    assert csp.declared(page) == expected, f"index.html's policy should be:\n{csp.meta(expected)}"
