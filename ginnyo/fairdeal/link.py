"""Messages between devices as links: `#friend=1.<message>` for a move, `#friend=1.<id>.<key>.<message>` for an
invitation, which alone carries the game's key. The fragment never reaches a server; the same text after `=` is
the code a player can paste instead of opening the link.
"""

from __future__ import annotations

from dataclasses import dataclass

from .envelope import ID_SIZE, Refusal, Refused, from_text, to_text

KEY = "friend="
VERSION = "1"


@dataclass(frozen=True)
class Opened:
    """What a link or a code holds: a sealed message, and for an invitation the game's id and key."""

    sealed: bytes
    game: bytes = b""
    key: bytes = b""

    @property
    def invitation(self) -> bool:
        return bool(self.key)


def move_text(sealed: bytes) -> str:
    """The code of a message (also what follows `#friend=` in its link)."""
    return f"{VERSION}.{to_text(sealed)}"


def invitation_text(game: bytes, key: bytes, sealed: bytes) -> str:
    """The code of an invitation: the game's id and key, then the first message."""
    return f"{VERSION}.{to_text(game)}.{to_text(key)}.{to_text(sealed)}"


def fragment(code: str) -> str:
    """The link's fragment (without `#`) for a code."""
    return KEY + code


def read(text: str) -> Opened:
    """A link, a fragment or a pasted code; `Refused(DAMAGED)` or `Refused(VERSION)` if it is none of them."""
    cleaned = "".join(text.split())
    code = cleaned.partition("#")[2] if "#" in cleaned else cleaned
    code = code.removeprefix(KEY)
    version, _, rest = code.partition(".")
    if not rest:
        raise Refused(Refusal.DAMAGED)
    if version != VERSION:
        raise Refused(Refusal.VERSION)
    parts = rest.split(".")
    if len(parts) == 1:
        return Opened(from_text(parts[0]))
    if len(parts) == 3:
        game, key, sealed = (from_text(part) for part in parts)
        if len(game) == ID_SIZE and len(key) >= 16:
            return Opened(sealed, game, key)
    raise Refused(Refusal.DAMAGED)


def game_of(sealed: bytes) -> bytes:
    """The id of the game a sealed message belongs to (where to apply it), or `Refused(DAMAGED)`."""
    if len(sealed) < 1 + ID_SIZE:
        raise Refused(Refusal.DAMAGED)
    return sealed[1 : 1 + ID_SIZE]
