"""The tips seen, kept in this browser's localStorage (PyScript): read through `common.stored`, like every
stored value; one that cannot be read is kept aside and the tips start afresh."""

from __future__ import annotations

from ..browser.dom import storage_set
from ..browser.files import keep_aside, stored
from ..common.stored import Refused
from .state import TIPS_KEY, TipsUi, parse_tips, tips_json


def load() -> TipsUi:
    seen = stored(TIPS_KEY, parse_tips)
    if isinstance(seen, Refused):
        keep_aside(TIPS_KEY)
        return TipsUi()
    return TipsUi(seen or frozenset())


def save(tips: TipsUi) -> None:
    storage_set(TIPS_KEY, tips_json(tips.seen))
