"""The lessons done, as stored in this browser (no PyScript): versioned JSON, read through `common.stored`.

`{"version": 1, "done": ["melds", ...]}`; ids no lesson has (a lesson renamed or gone) are dropped on reading.
"""

from __future__ import annotations

import json

from ginnyo.lessons import lessons

VERSION = 1


def parse_progress(text: str) -> frozenset[str]:
    """The lessons done; a value that is not this format raises ValueError (or TypeError, LookupError)."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError(f"the lessons' progress is not version {VERSION}")
    done = data["done"]
    if not isinstance(done, list) or not all(isinstance(name, str) for name in done):
        raise ValueError("the lessons' progress has no list of lessons done")
    known = {lesson.id for lesson in lessons()}
    return frozenset(name for name in done if name in known)


def progress_json(done: frozenset[str]) -> str:
    return json.dumps({"version": VERSION, "done": sorted(done)})
