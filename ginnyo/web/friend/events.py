"""The events of a game with a friend (no PyScript): what the player asks, and what the slices of crypto report.

The random bytes a new side needs come with the event (the page draws them from `crypto.getRandomValues`), so the
update stays pure."""

from __future__ import annotations

from ginnyo.fairdeal.duel import Duel

from ..common.enums import GameKind
from ..common.frozen import frozen
from .record import Kept

ENTROPY = 32 + 32 + 16 + 32
"""Bytes of a new side: the secret's seed, the half of the coin, and (the host's) the game's id and key."""


@frozen
class InviteFriend:
    """Start a game of `kind` with a friend: this device hosts and shows the invitation."""

    kind: GameKind
    name: str
    entropy: bytes
    options: tuple[int, ...] = ()  # the game's options (`fairdeal`'s duels): () for the defaults


@frozen
class OpenFriendCode:
    """A link or a code from the friend, pasted or opened as the page's address."""

    text: str


@frozen
class JoinFriend:
    """Accept the invitation opened, under `name`."""

    name: str
    entropy: bytes


@frozen
class FriendWorked:
    """A side's slices finished: the new side (`heard`: it took in the friend's message)."""

    duel: Duel
    heard: bool


@frozen
class FriendFailed:
    """A side's slices raised: the message or the move was refused, and nothing changed (`why` is the refusal)."""

    why: Exception


@frozen
class ResumeFriend:
    """Take up a kept game again (from the list "Games with friends")."""

    game: bytes


@frozen
class FriendKept:
    """The kept games, read at start-up or after another tab wrote them."""

    games: tuple[Kept, ...]


@frozen
class ShowFriends:
    """Open (or close) the list "Games with friends"."""

    open: bool


@frozen
class LeaveFriend:
    """Leave the game with a friend for this device's own game (the game stays kept)."""


@frozen
class GoLive:
    """Make a live connection (an offer for the friend to answer)."""


@frozen
class LiveMade:
    """The page made this device's offer or answer (compact, `common.sdp`), to show and send."""

    offer: str = ""
    answer: str = ""


@frozen
class LiveOpened:
    """The live connection is open."""


@frozen
class LiveClosed:
    """The live connection closed or failed (`why`: what the browser said, for a refused code or a failed offer)."""

    why: str = ""


@frozen
class LiveMessage:
    """A message of the friend's came over the live connection."""

    sealed: bytes


LiveEvent = GoLive | LiveMade | LiveOpened | LiveClosed | LiveMessage

FriendEvent = (
    LiveEvent
    | InviteFriend
    | OpenFriendCode
    | JoinFriend
    | FriendWorked
    | FriendFailed
    | ResumeFriend
    | FriendKept
    | ShowFriends
    | LeaveFriend
)
