"""Taking back a seat's last turn in Gin Rummy: the match replayed from its seed without it.

A turn is a seat's actions in a row within one hand: taking or passing the upcard, a draw and
the discard (or knock, or gin) after it, or the lay-offs and "done" after the other's knock.
Undo removes that turn and every action after it (the other seat's replies), so it may cross
the end of a hand: when your discard let the other seat knock or go gin, or your knock ended
the hand, undoing brings that hand back, with your cards as they were before your turn, and
the score it added is gone. Replaying is deterministic (the seed deals every hand), so the
match after `undone` is exactly the one that was at that point.

>>> game = Game(("Ann", "Bob"), seed=3)
>>> for text in ("pass", "pass", "draw stock"):
...     game.apply(text)
>>> game.current, last_turn(game, 0), last_turn(game, 1)
(0, 2, 1)
>>> [str(a) for a in undone(game, 0).actions]
['pass', 'pass']
"""

from __future__ import annotations

from .game import Game


def last_turn(game: Game, seat: int) -> int | None:
    """How many actions came before `seat`'s last turn (None if it has not acted yet)."""
    whose = game.movers
    mine = [n for n, (who, _) in enumerate(whose) if who == seat]
    if not mine:
        return None
    start = mine[-1]
    while start > 0 and whose[start - 1] == whose[start]:
        start -= 1
    return start


def undone(game: Game, seat: int) -> Game:
    """The match as it was before `seat`'s last turn (see the module); ValueError if it has not acted."""
    start = last_turn(game, seat)
    if start is None:
        raise ValueError("that seat has not acted yet")
    return game.rewound(start)
