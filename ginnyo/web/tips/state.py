"""Tips for the first games (no PyScript): which were seen, which shows now, and their stored JSON.

Each tip shows once, the first time its moment comes, and is remembered as seen at once (a reload never
shows it again); the stored value is versioned JSON read through `common.stored`, and one that is not
what this version wrote is refused.
"""

from __future__ import annotations

import json
from enum import StrEnum

from ..common.frozen import frozen
from ..common.text import Words

TIPS_KEY = "ginnyo.tips"
VERSION = 1


class Tip(StrEnum):
    START = "start"  # your first turn: the first meld covers the red start square
    BONUS = "bonus"  # a bonus square was covered for the first time
    GIN = "gin"  # another player made gin: how it could have been denied
    EXCHANGE = "exchange"  # your first exchange


@frozen
class TipsUi:
    seen: frozenset[Tip] = frozenset()
    showing: Tip | None = None
    text: Words | None = None  # the tip showing, worded when shown


def tips_json(seen: frozenset[Tip]) -> str:
    return json.dumps({"version": VERSION, "seen": sorted(seen)})


def parse_tips(text: str) -> frozenset[Tip]:
    """The tips seen, as `tips_json` wrote them; anything else raises ValueError (or a LookupError)."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data["seen"], list):
        raise ValueError("not the tips of this version of Ginny-O")
    return frozenset(Tip(name) for name in data["seen"])
