"""Computer players for Ginny-O: pure Python, no I/O, deterministic for a seed.

A player sees only a `PlayerView` (its own rack, the board, scores, the pile size and the
counts of unseen tiles) and returns an `Action`:

>>> from ginnyo.rules import Game
>>> from ginnyo.ai import choose_action
>>> game = Game(("Ann", "Bob"), seed=7)
>>> action = choose_action(game.view(game.current), "medium", seed=1)
>>> action.kind in ("play", "exchange")
True
"""

from .common import Player
from .expert import Expert
from .players import LEVELS, Easy, Hard, Medium, choose_action, choose_steps, make_player

__all__ = ["LEVELS", "Easy", "Expert", "Hard", "Medium", "Player", "choose_action", "choose_steps", "make_player"]
