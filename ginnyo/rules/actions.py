"""The three actions of a turn and their notation: `play H8:5S ...`, `exchange 5H *`, `pass`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .errors import NotationError
from .plays import Placement, format_play, parse_play
from .tiles import JOKER, parse_card


class ActionKind(StrEnum):
    """The three kinds of turn; the value is the notation's first word."""

    PLAY = "play"
    EXCHANGE = "exchange"
    PASS = "pass"


PLAY, EXCHANGE, PASS = ActionKind.PLAY, ActionKind.EXCHANGE, ActionKind.PASS


@dataclass(frozen=True)
class Action:
    """One turn's choice; `tiles` are rack tiles in notation for an exchange (`*` a joker)."""

    kind: ActionKind
    placements: tuple[Placement, ...] = ()
    tiles: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.kind == PLAY:
            return f"play {format_play(self.placements)}"
        if self.kind == EXCHANGE:
            return "exchange " + " ".join(self.tiles)
        return str(PASS)

    @classmethod
    def play(cls, placements: tuple[Placement, ...]) -> Action:
        return cls(PLAY, placements=tuple(placements))

    @classmethod
    def exchange(cls, tiles: tuple[str, ...]) -> Action:
        return cls(EXCHANGE, tiles=tuple(sorted(tiles, key=lambda t: (t == JOKER, t))))

    @classmethod
    def pass_turn(cls) -> Action:
        return cls(PASS)


def parse_action(text: str) -> Action:
    """Parse an action in notation."""
    word, _, rest = text.strip().partition(" ")
    if word == PLAY:
        return Action.play(parse_play(rest))
    if word == EXCHANGE:
        tiles = rest.split()
        if not tiles:
            raise NotationError("an exchange names the tiles it returns, like 'exchange 5H *'")
        return Action.exchange(tuple(t if t == JOKER else str(parse_card(t)) for t in tiles))
    if word == PASS and not rest.strip():
        return Action.pass_turn()
    raise NotationError(f"'{text}' is not an action (play ..., exchange ..., or pass)")
