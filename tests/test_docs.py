"""The README and docs/ stay true: links resolve, named commands exist, the README stays a front door.

Read from the files themselves: relative links and anchors (GitHub's heading slugs), `make`
targets against the Makefile, `python -m ginnyo` subcommands against the CLI's own parser.
"""

from __future__ import annotations

import argparse
import re
import unicodedata
from pathlib import Path

import pytest

from ginnyo_dev.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
README_MAX_LINES = 250

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.M | re.S)
INLINE_CODE = re.compile(r"`[^`]+`")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$", re.M)
MAKE = re.compile(r"(?:^|[\s;&|(`])make\s+([a-z][\w-]*)", re.M)
GINNYO = re.compile(r"python\s+-m\s+ginnyo\s+([a-z][\w-]*)")
MAKE_TARGET = re.compile(r"^([A-Za-z0-9_.-]+)\s*:(?!=)", re.M)


def ids(paths: list[Path]) -> list[str]:
    return [str(p.relative_to(ROOT)) for p in paths]


def prose(text: str) -> str:
    """The text outside fenced code blocks (links and headings there are not links or headings)."""
    return FENCE.sub("", text)


def code(text: str) -> str:
    """Only the code: fenced blocks and inline spans, where commands are written."""
    fenced = [m.group(0) for m in FENCE.finditer(text)]
    return "\n".join(fenced + INLINE_CODE.findall(FENCE.sub("", text)))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: markup dropped, lower case, letters/marks/digits/-/_ kept, spaces to -."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "").lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LMN")
    return kept.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading anchor of a Markdown page (a repeated heading gets -1, -2, ... as on GitHub)."""
    seen: dict[str, int] = {}
    found = set()
    for match in HEADING.finditer(prose(path.read_text(encoding="utf-8"))):
        base = slug(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def subcommands() -> set[str]:
    actions = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    return {name for action in actions for name in action.choices}


def test_the_slug_is_githubs() -> None:
    assert slug("Tooling (`ginnyo_dev`)") == "tooling-ginnyo_dev"
    assert slug("The web layer's folders") == "the-web-layers-folders"
    assert slug("Languages: English, svenska, italiano, मराठी") == "languages-english-svenska-italiano-मराठी"


@pytest.mark.parametrize("page", PAGES, ids=ids(PAGES))
def test_every_relative_link_and_anchor_exists(page: Path) -> None:
    broken = []
    for target in LINK.findall(prose(page.read_text(encoding="utf-8"))):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...: not this repository's
            continue
        path_part, _, anchor = target.partition("#")
        resolved = (page.parent / path_part).resolve() if path_part else page
        if not resolved.exists():
            broken.append(f"{target}: no {resolved.relative_to(ROOT) if resolved.is_relative_to(ROOT) else resolved}")
        elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
            broken.append(f"{target}: no heading #{anchor} in {resolved.relative_to(ROOT)}")
        elif anchor and resolved.suffix != ".md":
            broken.append(f"{target}: anchors are checked in Markdown pages only")
    assert not broken, f"{page.name}: " + "; ".join(broken)


@pytest.mark.parametrize("page", PAGES, ids=ids(PAGES))
def test_every_make_target_named_exists(page: Path) -> None:
    targets = set(MAKE_TARGET.findall((ROOT / "Makefile").read_text(encoding="utf-8")))
    named = set(MAKE.findall(code(page.read_text(encoding="utf-8"))))
    assert named - targets == set(), f"{page.name} names make targets the Makefile lacks"


def test_the_readme_names_the_quick_start_targets() -> None:
    """The check reads real commands: the Quick start's two are found (the check would catch a rename)."""
    assert {"play", "test"} <= set(MAKE.findall(code(README.read_text(encoding="utf-8"))))


@pytest.mark.parametrize("page", PAGES, ids=ids(PAGES))
def test_every_ginnyo_subcommand_named_exists(page: Path) -> None:
    named = set(GINNYO.findall(page.read_text(encoding="utf-8")))
    assert named - subcommands() == set(), f"{page.name} names subcommands `python -m ginnyo` lacks"


def test_the_readme_names_every_subcommand() -> None:
    """The README's command line is complete: a new subcommand is listed there too."""
    assert subcommands() <= set(GINNYO.findall(README.read_text(encoding="utf-8")))


def test_the_readme_is_a_front_door() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= README_MAX_LINES, f"README.md has {len(lines)} lines; move detail to docs/"


def test_every_docs_page_is_linked_from_the_readme() -> None:
    linked = {(ROOT / t.partition("#")[0]).resolve() for t in LINK.findall(prose(README.read_text(encoding="utf-8")))}
    unlinked = [p.name for p in PAGES[1:] if p.resolve() not in linked]
    assert not unlinked, f"docs pages the README does not link to: {unlinked}"
