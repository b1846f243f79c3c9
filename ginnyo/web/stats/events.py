"""The events of the statistics panel and the daily deal's share text (no PyScript).

Part of `shell.events.Event`; `stats/update.py` handles them. Their effects are in `common/effects.py`:
`stats/store.py` and `page/clipboard.py` carry them out.
"""

from __future__ import annotations

from ..common.frozen import frozen
from .totals import Stats


@frozen
class OpenStats:
    """The Statistics button (menu, new-game form or end of game)."""


@frozen
class CloseStats:
    """Close the panel: back to the dialog it was opened from, if any."""


@frozen
class ExportStats:
    pass


@frozen
class ImportStats:
    """Choose a statistics file to load."""


@frozen
class StatsImported:
    stats: Stats
    filename: str


@frozen
class StatsStored:
    """Another tab of this browser stored its statistics (a game counted there): this tab goes on from them."""

    stats: Stats


@frozen
class StatsRefused:
    """A chosen file holds no readable statistics: `text` for the player, `detail` the reason."""

    text: str
    detail: str


@frozen
class AskReset:
    pass


@frozen
class AnswerReset:
    """The answer to "Reset your statistics?"."""

    reset: bool


@frozen
class CopyShare:
    """Copy the daily deal's share text."""


@frozen
class ShareCopied:
    ok: bool


StatsEvent = (
    OpenStats
    | CloseStats
    | ExportStats
    | ImportStats
    | StatsImported
    | StatsStored
    | StatsRefused
    | AskReset
    | AnswerReset
    | CopyShare
    | ShareCopied
)
