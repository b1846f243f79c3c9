"""The body of a message between devices, as compact bytes: what a device tells the others in one message.

A body is a few optional fields, each written as a tag, a length and its bytes, so that a message holds only
what it needs (a mixed pile of 54 tiles is 1,728 bytes; a move with its keys under 200). An unknown tag or a
field that does not parse refuses the whole body (`WireError`), never half of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from .mixing import Entry, Pass
from .ristretto import ORDER, SIZE


class WireError(ValueError):
    """Bytes that are not a body this version writes."""


@dataclass(frozen=True, order=True)
class Slot:
    """A position of a mixing: where a tile is, for every device, whatever it is."""

    mixing: int
    position: int


@dataclass(frozen=True)
class Turn:
    """A device's turn: the action in the game's notation, naming no tile the others may not see (an exchange
    says only `exchange`), and the slots of the tiles it shows or returns, in the action's order."""

    action: str
    slots: tuple[Slot, ...] = ()


@dataclass(frozen=True)
class MixStep:
    """A device's step of a mixing in progress: which mixing, the passes it ran, and the entries it publishes."""

    mixing: int
    kinds: tuple[Pass, ...]
    entries: tuple[Entry, ...]


@dataclass(frozen=True)
class Body:
    """Everything one message can say; empty fields are left out of the bytes."""

    game: str = ""
    name: str = ""
    options: tuple[int, ...] = ()
    commitment: bytes = b""
    coin: bytes = b""
    steps: tuple[MixStep, ...] = ()
    turn: Turn | None = None
    keys: tuple[tuple[Slot, int], ...] = ()
    secret: bytes = b""


class Tag(IntEnum):
    NAME = 1
    OPTIONS = 2
    COMMITMENT = 3
    COIN = 4
    STEPS = 5
    TURN = 6
    KEYS = 7
    SECRET = 8
    GAME = 9


PASSES = list(Pass)


def varint(value: int) -> bytes:
    """An unsigned integer in 7-bit groups, low first (LEB128)."""
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


class Reader:
    """Reads a body's bytes in order; any shortfall is a `WireError`."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def more(self) -> bool:
        return self.at < len(self.data)

    def varint(self) -> int:
        value = shift = 0
        while True:
            byte = self.take(1)[0]
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return value
            if shift > 63:
                raise WireError("a number is too long")

    def take(self, count: int) -> bytes:
        if self.at + count > len(self.data):
            raise WireError("the body is cut short")
        part = self.data[self.at : self.at + count]
        self.at += count
        return part

    def slot(self) -> Slot:
        return Slot(self.varint(), self.varint())


def slot_bytes(slot: Slot) -> bytes:
    return varint(slot.mixing) + varint(slot.position)


def key_bytes(key: int) -> bytes:
    if not 0 < key < ORDER:
        raise ValueError("a key is a scalar below the group order")
    return key.to_bytes(SIZE, "little")


def encode(body: Body) -> bytes:
    """The body's bytes."""
    fields: list[tuple[Tag, bytes]] = []
    if body.game:
        fields.append((Tag.GAME, body.game.encode()))
    if body.name:
        fields.append((Tag.NAME, body.name.encode()))
    if body.options:
        fields.append((Tag.OPTIONS, varint(len(body.options)) + b"".join(varint(value) for value in body.options)))
    if body.commitment:
        fields.append((Tag.COMMITMENT, body.commitment))
    if body.coin:
        fields.append((Tag.COIN, body.coin))
    if body.steps:
        fields.append((Tag.STEPS, varint(len(body.steps)) + b"".join(step_bytes(step) for step in body.steps)))
    if body.turn is not None:
        turn = body.turn
        action = turn.action.encode()
        slots = b"".join(slot_bytes(slot) for slot in turn.slots)
        fields.append((Tag.TURN, varint(len(action)) + action + varint(len(turn.slots)) + slots))
    if body.keys:
        fields.append((Tag.KEYS, b"".join(slot_bytes(slot) + key_bytes(key) for slot, key in body.keys)))
    if body.secret:
        fields.append((Tag.SECRET, body.secret))
    return b"".join(bytes([tag]) + varint(len(value)) + value for tag, value in fields)


def decode(data: bytes) -> Body:
    """The body `data` holds; `WireError` if any of it is not what `encode` writes."""
    reader = Reader(data)
    values: dict[Tag, bytes] = {}
    while reader.more():
        tag_value = reader.take(1)[0]
        if tag_value not in Tag._value2member_map_ or Tag(tag_value) in values:
            raise WireError("an unknown or repeated field")
        values[Tag(tag_value)] = reader.take(reader.varint())
    try:
        return Body(
            game=values.get(Tag.GAME, b"").decode(),
            name=values.get(Tag.NAME, b"").decode(),
            options=read_options(values[Tag.OPTIONS]) if Tag.OPTIONS in values else (),
            commitment=values.get(Tag.COMMITMENT, b""),
            coin=values.get(Tag.COIN, b""),
            steps=read_steps(values[Tag.STEPS]) if Tag.STEPS in values else (),
            turn=read_turn(values[Tag.TURN]) if Tag.TURN in values else None,
            keys=read_keys(values[Tag.KEYS]) if Tag.KEYS in values else (),
            secret=values.get(Tag.SECRET, b""),
        )
    except (UnicodeDecodeError, ValueError) as error:
        raise WireError(str(error)) from error


def step_bytes(step: MixStep) -> bytes:
    kinds = bytes(PASSES.index(kind) for kind in step.kinds)
    return varint(step.mixing) + varint(len(kinds)) + kinds + varint(len(step.entries)) + b"".join(step.entries)


def read_steps(data: bytes) -> tuple[MixStep, ...]:
    reader = Reader(data)
    steps = []
    for _ in range(reader.varint()):
        mixing, count = reader.varint(), reader.varint()
        indices = reader.take(count)
        if any(index >= len(PASSES) for index in indices):
            raise WireError("an unknown pass")
        entries = reader.take(reader.varint() * SIZE)
        steps.append(
            MixStep(
                mixing,
                tuple(PASSES[i] for i in indices),
                tuple(entries[i : i + SIZE] for i in range(0, len(entries), SIZE)),
            )
        )
    if reader.more():
        raise WireError("steps have bytes left over")
    return tuple(steps)


def read_turn(data: bytes) -> Turn:
    reader = Reader(data)
    action = reader.take(reader.varint()).decode()
    slots = tuple(reader.slot() for _ in range(reader.varint()))
    if reader.more():
        raise WireError("a turn has bytes left over")
    return Turn(action, slots)


def read_options(data: bytes) -> tuple[int, ...]:
    reader = Reader(data)
    values = tuple(reader.varint() for _ in range(reader.varint()))
    if reader.more():
        raise WireError("options have bytes left over")
    return values


def read_keys(data: bytes) -> tuple[tuple[Slot, int], ...]:
    reader = Reader(data)
    keys = []
    while reader.more():
        slot = reader.slot()
        key = int.from_bytes(reader.take(SIZE), "little")
        if not 0 < key < ORDER:
            raise WireError("a key is out of range")
        keys.append((slot, key))
    return tuple(keys)
