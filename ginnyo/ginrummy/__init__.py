"""Gin Rummy for two (RULES.md section 10): pure Python, no I/O, deterministic from a seed.

Cards use Ginny-O's notation (`5H`, `10D`, `QS`, `AC`):

>>> from ginnyo.ginrummy import Game, best_melds, deadwood
>>> deadwood("AH 2H 3H 4H 5H 5S 5C KD QD 2C")
22
>>> str(best_melds("AH 2H 3H 4H 5H 5S 5C KD QD 2C"))
'5S 5H 5C | AH 2H 3H 4H | deadwood QD KD 2C'
>>> game = Game(("Ann", "Bob"), seed=7)
>>> [str(a) for a in game.legal_actions()]
['take upcard', 'pass']
>>> game.apply("pass")
>>> game.view(1).phase, game.current
(<Phase.FIRST: 'first'>, 1)
"""

from ..rules.errors import GinnyError, IllegalAction, NotationError, RecordError
from .actions import Action, ActionKind, parse_action
from .game import Ending, Event, Game, GinView, HandResult, Knock, Options, Phase
from .melds import Arrangement, all_melds, best_melds, deadwood

__all__ = [
    "Action",
    "ActionKind",
    "Arrangement",
    "Ending",
    "Event",
    "Game",
    "GinView",
    "GinnyError",
    "HandResult",
    "IllegalAction",
    "Knock",
    "NotationError",
    "Options",
    "Phase",
    "RecordError",
    "all_melds",
    "best_melds",
    "deadwood",
    "parse_action",
]
