"""Events that more than one feature handles (no PyScript).

Escape closes whatever is on top: a dialog, the replay viewer, the match review, or the play being built.
"""

from __future__ import annotations

from .frozen import frozen


@frozen
class KeyEscape:
    pass
