"""Messages between two devices' copies of one game: numbered, chained to the history before them, and
authenticated with a key made for that game at the invitation.

Why each field: the game's id refuses a message of another game; the number refuses a message seen before
(replayed) or one that skips ahead (out of order); the hash of the history before it refuses a message made on a
different history (the other device missed or invented a step); the tag, an HMAC-SHA-256 under the game's key
(cut to 128 bits), refuses a message changed on the way. A refused message changes nothing: `open_message`
checks everything before the caller applies the body.

A sealed message is bytes; `to_text`/`from_text` carry it in a link's fragment or a code to paste (base64url).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from dataclasses import dataclass
from enum import Enum

VERSION = 1
ID_SIZE = 16
HASH_SIZE = 32
TAG_SIZE = 16
SENDER_AT = 1 + ID_SIZE + 4
"""Where a sealed message names its sender (after the version, the game's id and the number)."""
HEADER = SENDER_AT + 1 + HASH_SIZE
LIMIT = 1 << 16
"""The most bytes a message may hold: a mixed pile of 108 tiles is 3,456."""


class Refusal(Enum):
    """Why a message is refused, each told to the player in its own words."""

    DAMAGED = "damaged"
    VERSION = "version"
    OTHER_GAME = "other-game"
    TAMPERED = "tampered"
    REPLAYED = "replayed"
    OUT_OF_ORDER = "out-of-order"
    OTHER_HISTORY = "other-history"


class Refused(ValueError):
    """A message that must not be applied, and why."""

    def __init__(self, reason: Refusal) -> None:
        super().__init__(reason.value)
        self.reason = reason


@dataclass(frozen=True)
class Message:
    """An opened (or to be sealed) message: which game, its number, who sent it, the history before it, and the
    body the protocol reads."""

    game: bytes
    number: int
    sender: int
    before: bytes
    body: bytes

    def header(self) -> bytes:
        return bytes([VERSION]) + self.game + self.number.to_bytes(4, "big") + bytes([self.sender]) + self.before


@dataclass(frozen=True)
class Chain:
    """A device's view of a game's message history: the id, the key, how many messages it has applied and the
    hash of them all. Each accepted message moves it on (`after`)."""

    game: bytes
    key: bytes
    count: int
    digest: bytes

    @classmethod
    def start(cls, game: bytes, key: bytes) -> Chain:
        if len(game) != ID_SIZE or len(key) < 16:
            raise ValueError("a game id is 16 bytes and its key at least 16")
        return cls(game, key, 0, hashlib.sha256(b"ginnyo-o/history" + game).digest())

    def after(self, message: Message) -> Chain:
        """The chain once `message` is part of the history."""
        digest = hashlib.sha256(self.digest + message.header() + message.body).digest()
        return Chain(self.game, self.key, self.count + 1, digest)

    def seal(self, sender: int, body: bytes) -> tuple[bytes, Message]:
        """The next message from `sender`, sealed, and as opened (to move the chain on with `after`)."""
        message = Message(self.game, self.count, sender, self.digest, body)
        data = message.header() + body
        if len(data) + TAG_SIZE > LIMIT:
            raise ValueError("a message holds at most 64 KiB")
        return data + self.tag(data), message

    def tag(self, data: bytes) -> bytes:
        return hmac.new(self.key, data, hashlib.sha256).digest()[:TAG_SIZE]

    def open(self, sealed: bytes) -> Message:
        """The message `sealed` holds if it is the next one of this game's history, else `Refused` with why."""
        if len(sealed) < HEADER + TAG_SIZE or len(sealed) > LIMIT:
            raise Refused(Refusal.DAMAGED)
        if sealed[0] != VERSION:
            raise Refused(Refusal.VERSION)
        data, tag = sealed[:-TAG_SIZE], sealed[-TAG_SIZE:]
        game = data[1 : 1 + ID_SIZE]
        if game != self.game:
            raise Refused(Refusal.OTHER_GAME)
        if not hmac.compare_digest(tag, self.tag(data)):
            raise Refused(Refusal.TAMPERED)
        number = int.from_bytes(data[1 + ID_SIZE : 5 + ID_SIZE], "big")
        message = Message(game, number, data[SENDER_AT], data[SENDER_AT + 1 : HEADER], data[HEADER:])
        if number < self.count:
            raise Refused(Refusal.REPLAYED)
        if number > self.count:
            raise Refused(Refusal.OUT_OF_ORDER)
        if message.before != self.digest:
            raise Refused(Refusal.OTHER_HISTORY)
        return message


def number_of(sealed: bytes) -> int:
    """The number a sealed message claims (unchecked: `Chain.open` checks it), -1 for what is too short to say."""
    return int.from_bytes(sealed[1 + ID_SIZE : SENDER_AT], "big") if len(sealed) >= SENDER_AT else -1


def to_text(sealed: bytes) -> str:
    """A sealed message as text for a link or a code to paste (base64url, unpadded)."""
    return base64.urlsafe_b64encode(sealed).decode().rstrip("=")


def from_text(text: str) -> bytes:
    """The sealed message a text carries; `Refused(DAMAGED)` if it is not base64url (e.g. cut short oddly)."""
    cleaned = "".join(text.split())
    try:
        return base64.b64decode(cleaned + "=" * (-len(cleaned) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError) as error:
        raise Refused(Refusal.DAMAGED) from error
