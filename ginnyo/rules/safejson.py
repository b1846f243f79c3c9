"""JSON from outside (a save, a file, a link) bounded before it is parsed.

`json.loads` recurses once per level of nesting: text nested thousands of levels deep overflows
the browser's stack in Pyodide, which kills the page instead of raising. So the nesting is counted
first, with a scan that never recurses, and deep text is refused before any parser sees it.
Text that passed (`shallow`) is marked `Shallow`, so that a parser it is handed on to does not scan it again.
"""

from __future__ import annotations

import re

MAX_DEPTH = 64
"""The deepest nesting of arrays and objects read (a record nests 4 levels, statistics 4)."""

_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')
"""A JSON string (skipped: brackets inside it do not nest) or a bracket."""


def nesting(text: str, limit: int = MAX_DEPTH) -> int:
    """How deep arrays and objects nest in `text`, counting brackets outside strings; stops past `limit`."""
    depth = deepest = 0
    for token in _TOKENS.finditer(text):
        mark = token.group()
        if mark in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
            if deepest > limit:
                break
        elif mark in ("]", "}"):
            depth -= 1
    return deepest


class Shallow(str):
    """JSON text whose nesting was counted and is within `MAX_DEPTH`; made only by `shallow`."""


def shallow(text: str) -> Shallow | None:
    """`text` marked as nesting at most `MAX_DEPTH` levels, or None when it nests deeper; scanned once only."""
    if isinstance(text, Shallow):
        return text
    return Shallow(text) if nesting(text) <= MAX_DEPTH else None
