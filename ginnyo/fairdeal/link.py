"""Messages between devices as links and codes. The fragment never reaches a server; the text after `#friend=` is
also the code a player can paste instead of opening the link.

| form | what it carries |
| --- | --- |
| `1.<message>` | one message of a game |
| `1.m.<message>.<message>…` | several, in order (a live connection dropped before the friend had them all) |
| `1.<id>.<key>.<message>` | the invitation, which alone carries the game's key |
| `1.<id>.<key>.<message>.<offer>` | the invitation, with a live connection's offer |
| `1.o.<id>.<offer>`, `1.a.<id>.<answer>` | a live connection's offer or answer for a game in progress |

An offer or an answer is the compact form of a WebRTC session description (`ginnyo.web.common.sdp`): text in
base64url, read here only as text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .envelope import ID_SIZE, Refusal, Refused, from_text, to_text

KEY = "friend="
VERSION = "1"
MANY = "m"
OFFER = "o"
ANSWER = "a"
WORD = re.compile(r"[A-Za-z0-9_-]+")


@dataclass(frozen=True)
class Opened:
    """What a link or a code holds: sealed messages; for an invitation the game's id and key; and a live
    connection's offer or answer (for the game `game`)."""

    sealed: tuple[bytes, ...] = ()
    game: bytes = b""
    key: bytes = b""
    offer: str = ""
    answer: str = ""

    @property
    def invitation(self) -> bool:
        return bool(self.key)


def move_text(sealed: bytes) -> str:
    """The code of a message (also what follows `#friend=` in its link)."""
    return f"{VERSION}.{to_text(sealed)}"


def moves_text(sealed: list[bytes]) -> str:
    """The code of one message or several in order."""
    if len(sealed) == 1:
        return move_text(sealed[0])
    return ".".join([VERSION, MANY, *(to_text(s) for s in sealed)])


def invitation_text(game: bytes, key: bytes, sealed: bytes, offer: str = "") -> str:
    """The code of an invitation: the game's id and key, then the first message (then a live offer, if any)."""
    parts = [VERSION, to_text(game), to_text(key), to_text(sealed)]
    return ".".join([*parts, offer] if offer else parts)


def live_text(game: bytes, offer: str = "", answer: str = "") -> str:
    """The code of a live connection's offer or answer for a game in progress."""
    return ".".join([VERSION, OFFER if offer else ANSWER, to_text(game), offer or answer])


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
    if not all(WORD.fullmatch(part) for part in parts):
        raise Refused(Refusal.DAMAGED)
    if len(parts) == 1:
        return Opened((from_text(parts[0]),))
    if parts[0] == MANY and len(parts) >= 2:
        return Opened(tuple(from_text(part) for part in parts[1:]))
    if parts[0] in (OFFER, ANSWER) and len(parts) == 3:
        game = from_text(parts[1])
        if len(game) == ID_SIZE:
            live = parts[2]
            return Opened(game=game, offer=live if parts[0] == OFFER else "", answer=live if parts[0] == ANSWER else "")
    if len(parts) in (3, 4):
        game, key, sealed = (from_text(part) for part in parts[:3])
        if len(game) == ID_SIZE and len(key) >= 16:
            return Opened((sealed,), game, key, parts[3] if len(parts) == 4 else "")
    raise Refused(Refusal.DAMAGED)


def game_of(sealed: bytes) -> bytes:
    """The id of the game a sealed message belongs to (where to apply it), or `Refused(DAMAGED)`."""
    if len(sealed) < 1 + ID_SIZE:
        raise Refused(Refusal.DAMAGED)
    return sealed[1 : 1 + ID_SIZE]
