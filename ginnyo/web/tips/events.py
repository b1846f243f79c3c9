"""The tips' one event (no PyScript): part of `shell.events.Event`."""

from __future__ import annotations

from ..common.frozen import frozen


@frozen
class DismissTip:
    """The tip's "Got it" button."""
