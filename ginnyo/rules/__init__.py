"""The rules of Ginny-O: pure Python, no I/O, deterministic from a seed.

>>> from ginnyo.rules import Board
>>> board = Board.from_notation("H8:JH H9:QH H10:KH")
>>> board.check("H7:10H").total
10
"""

from .actions import Action, parse_action
from .board import Board
from .errors import GinnyError, IllegalAction, IllegalPlay, InvalidPosition, NotationError, RecordError
from .game import Game, Options, PlayerView, Turn
from .layout import STANDARD, Bonus, Layout, Square, parse_square, square_name
from .melds import Kind, classify
from .plays import Placement, format_play, parse_play
from .scoring import LineScore, PlayScore
from .tiles import Card, Tile, parse_card, parse_rack

__all__ = [
    "STANDARD",
    "Action",
    "Board",
    "Bonus",
    "Card",
    "Game",
    "GinnyError",
    "IllegalAction",
    "IllegalPlay",
    "InvalidPosition",
    "Kind",
    "Layout",
    "LineScore",
    "NotationError",
    "Options",
    "Placement",
    "PlayScore",
    "PlayerView",
    "RecordError",
    "Square",
    "Tile",
    "Turn",
    "classify",
    "format_play",
    "parse_action",
    "parse_card",
    "parse_play",
    "parse_rack",
    "parse_square",
    "square_name",
]
