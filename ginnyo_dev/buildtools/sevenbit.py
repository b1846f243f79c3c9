"""Bytes as HTML text, seven bits a character: how the single file embeds its files, a seventh larger, not a third.

Base64 makes 3 bytes 4 characters (+33%). Inside a ``<script type="application/x-ginnyo">`` element the
HTML parser keeps any character but three: NUL and CR (it replaces or rewrites them) and ``<`` (which could
close the element). So each 7 bits of the data become one ASCII character (+14%), and a group that would be
one of those three (`ESCAPED`) is written with the group after it as one two-byte character,
``U+0100 + 128 * index + next`` (a last group alone: index 3, the escaped group's index below it). The
loader (``build_assets/bootstrap.js``) reads it back, knowing the data's length (``data-size``).
"""

from __future__ import annotations

import re

ESCAPED = (0, 13, 60)
"""The 7-bit groups never written as themselves: NUL, CR, "<"."""
BASE = 0x100
LAST = 3
_ESCAPED = re.compile(b"[\\x00\\r<]")


def groups(data: bytes) -> bytes:
    """`data` as 7-bit groups, most significant first, the last group padded with zero bits."""
    padded = data + bytes(-len(data) % 7)
    out = bytearray()
    shifts = range(49, -1, -7)
    for start in range(0, len(padded), 7):
        value = int.from_bytes(padded[start : start + 7], "big")
        out.extend((value >> shift) & 127 for shift in shifts)
    return bytes(out[: -(-len(data) * 8 // 7)])


def encode(data: bytes) -> str:
    """`data` as text for an HTML script element (see the module's docstring)."""
    seven = groups(data)
    pieces: list[str] = []
    done = 0
    for match in _ESCAPED.finditer(seven):
        at = match.start()
        if at < done:
            continue  # taken with the escaped group before it
        pieces.append(seven[done:at].decode("ascii"))
        index = ESCAPED.index(seven[at])
        if at + 1 < len(seven):
            pieces.append(chr(BASE + 128 * index + seven[at + 1]))
            done = at + 2
        else:
            pieces.append(chr(BASE + 128 * LAST + index))
            done = at + 1
    pieces.append(seven[done:].decode("ascii"))
    return "".join(pieces)


def decode(text: str, size: int) -> bytes:
    """The `size` bytes `encode` wrote as `text` (the loader's reading, in Python: tests and size reports)."""
    seven = bytearray()
    for char in text:
        code = ord(char)
        if code < BASE:
            seven.append(code)
            continue
        index, low = divmod(code - BASE, 128)
        seven.extend([ESCAPED[low]] if index == LAST else [ESCAPED[index], low])
    seven.extend(bytes(-len(seven) % 8))
    out = bytearray()
    for start in range(0, len(seven), 8):
        value = 0
        for group in seven[start : start + 8]:
            value = value << 7 | group
        out += value.to_bytes(7, "big")
    return bytes(out[:size])
