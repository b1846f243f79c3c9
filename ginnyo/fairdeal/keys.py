"""A device's secret for one game, and everything it derives: shuffle keys, orders and the locks of positions.

Why one seed: every value a device uses to mix and lock the tiles comes from its 32-byte secret and a public
label, so that revealing the secret at the end lets the other devices recompute and check every step it took,
and storing the secret alone keeps a game resumable. The seed comes from the browser's random source
(`crypto.getRandomValues`, through the web layer); this module only derives, so it stays pure and testable.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from .ristretto import ORDER

SEED_SIZE = 32


def digest(*parts: bytes | str | int) -> bytes:
    """SHA-512 of the parts, each length-prefixed so that no two lists of parts collide."""
    hasher = hashlib.sha512()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part.to_bytes(8, "big") if isinstance(part, int) else part
        hasher.update(len(data).to_bytes(4, "big") + data)
    return hasher.digest()


@dataclass(frozen=True)
class Secret:
    """The secret a device draws for one game; never sent before the game ends."""

    seed: bytes

    def __post_init__(self) -> None:
        if len(self.seed) != SEED_SIZE:
            raise ValueError(f"a secret is {SEED_SIZE} bytes")

    def commitment(self) -> bytes:
        """What the device publishes at the start, binding it to this secret without revealing it."""
        return digest("ginnyo-o/commitment", self.seed)[:32]

    def scalar(self, *label: str | int) -> int:
        """A non-zero scalar for `label`: 512 bits reduced modulo the group order, so uniform to 2**-260."""
        value = int.from_bytes(digest("ginnyo-o/scalar", self.seed, *label), "little") % ORDER
        return value or 1

    def shuffle_key(self, mixing: int) -> int:
        """The key the device puts on every entry of mixing `mixing` before it orders them."""
        return self.scalar("shuffle", mixing)

    def lock_key(self, mixing: int, position: int) -> int:
        """The key of one position of a mixed pile: revealed alone to open that position to one player."""
        return self.scalar("lock", mixing, position)

    def order(self, mixing: int, size: int) -> tuple[int, ...]:
        """The device's secret order of mixing `mixing`: entry `i` of its output is entry `order[i]` of its input.

        A Fisher-Yates shuffle driven by 64-bit draws from the secret (bias below 2**-56 for sizes up to 256).
        """
        items = list(range(size))
        for index in range(size - 1, 0, -1):
            draw = int.from_bytes(digest("ginnyo-o/order", self.seed, mixing, index)[:8], "big")
            other = draw % (index + 1)
            items[index], items[other] = items[other], items[index]
        return tuple(items)


def inverse(scalar: int) -> int:
    """The scalar that undoes `scalar`: the group has prime order, so every non-zero scalar has one."""
    return pow(scalar, -1, ORDER)
