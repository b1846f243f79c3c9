"""The state of a game with a friend on another device (no PyScript).

`FriendUi` sits beside the table in the page's state: the device's side of the game (`fairdeal.Duel`, never changed:
each message or turn gives a new one), the code to send next, and whether the crypto is at work. The table itself is
an ordinary Ginny-O table whose session names the friend's seat `away` (`friend/table.py`).
"""

from __future__ import annotations

from enum import StrEnum

from ginnyo.fairdeal.duel import Duel
from ginnyo.fairdeal.envelope import SENDER_AT
from ginnyo.fairdeal.link import Opened, invitation_text, moves_text

from ..common.enums import GameKind
from ..common.frozen import frozen
from ..common.text import Words


class Link(StrEnum):
    """How the game reaches the friend now (`data-state` of `data-friend="status"`)."""

    WAITING = "waiting"  # not started: the invitation or its answer is on its way
    CONNECTED = "connected"  # a live connection carries every message
    MESSAGES = "messages"  # each move travels as a link or a code
    VERIFIED = "verified"  # over, and every shuffle, draw and move checked
    FAILED = "failed"  # over, and a step failed the check


@frozen
class Invited:
    """An invitation opened on this device, waiting for the player's name to join."""

    opened: Opened
    host: str  # the inviter's name, read from the invitation (checked again when joined)
    kind: GameKind


@frozen
class FriendUi:
    """The game with a friend on the page (or an invitation to one)."""

    duel: Duel | None = None
    invited: Invited | None = None
    working: bool = False  # a mixing, a check or a restore runs in slices
    live: bool = False  # a live connection is open: every message goes over it at once
    refusal: Words | None = None  # why the last link or code was refused (nothing changed)
    heard: Words | None = None  # what the last message brought, said once
    offer: str = ""  # this device's live offer, shown until the friend's answer opens the connection
    answer: str = ""  # this device's live answer to the friend's offer, shown until the connection opens
    answering: str = ""  # the offer of the invitation opened: answered once this device has joined
    inbox: tuple[bytes, ...] = ()  # messages that came live while the side was at work, taken in next

    @property
    def link(self) -> Link:
        duel = self.duel
        if duel is None or not duel.started:
            return Link.WAITING
        if duel.finished:
            return Link.FAILED if duel.fault is not None else Link.VERIFIED
        return Link.CONNECTED if self.live else Link.MESSAGES


def last_code(duel: Duel, offer: str = "") -> str:
    """The code of this device's last messages ('' before it sent one): the link the friend needs next, or the one to
    send again. It holds every message of this device's since the friend's last (a live connection may have dropped
    before they all arrived). The invitation's code carries the game's id and key too, and a live offer if one is
    made."""
    unanswered: list[bytes] = []
    for sealed in reversed(duel.transcript):
        if sealed[SENDER_AT] != duel.me:
            break
        unanswered.insert(0, sealed)
    if not unanswered:
        mine = [sealed for sealed in duel.transcript if sealed[SENDER_AT] == duel.me]
        unanswered = mine[-1:]
    if not unanswered:
        return ""
    if len(duel.transcript) == 1 and duel.me == 0:
        return invitation_text(duel.chain.game, duel.chain.key, unanswered[0], offer)
    return moves_text(unanswered)


def unanswered(duel: Duel, before: int) -> tuple[bytes, ...]:
    """This device's messages from number `before` on (what a live connection sends)."""
    return tuple(sealed for sealed in duel.transcript[before:] if sealed[SENDER_AT] == duel.me)


def answered(duel: Duel) -> bool:
    """Whether the friend's device has sent a message since this device's last one."""
    return bool(duel.transcript) and duel.transcript[-1][SENDER_AT] != duel.me
