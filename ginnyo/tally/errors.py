"""The tally's refusals: each says which rule it breaks, with its message's words as parameters.

Like `ginnyo.rules.errors.IllegalPlay`, so that a page words them in any language (`rule` and
`params`) and highlights the squares concerned; an illegal play itself raises the engine's IllegalPlay.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from ginnyo.rules.errors import GinnyError
from ginnyo.rules.tiles import JOKER


class TallyRule(StrEnum):
    """What a score sheet refuses besides the rules of a play."""

    OVER_USED = "over-used"
    ONE_SET = "one-set"
    TOO_MANY = "too-many"
    NOT_YOUR_PASS = "not-your-pass"
    GAME_OVER = "game-over"
    NOT_OVER = "not-over"
    BAD_SETUP = "bad-setup"
    BAD_REMAINS = "bad-remains"
    NO_TURN = "no-turn"


TALLY_MESSAGES: dict[TallyRule, str] = {
    TallyRule.ONE_SET: "a game with one tile set has no dark {card}",
    TallyRule.TOO_MANY: "a rack holds at most {limit} tiles during this turn",
    TallyRule.NOT_YOUR_PASS: "a player may pass only when the pile was empty at the draw; exchange instead",
    TallyRule.GAME_OVER: "the game is over",
    TallyRule.NOT_OVER: "the tiles left are entered once the game is over",
    TallyRule.BAD_SETUP: "a game has 2 to 4 players, 1 or 2 tile sets, a starter among them and at least 1 idle round",
    TallyRule.BAD_REMAINS: "enter either the tiles left (at most {limit}) or their point total (0 to {points})",
    TallyRule.NO_TURN: "there is no turn {number} to change",
}
"""The English wording of each rule but OVER_USED (`over_used_text`), filled from `TallyError.params`."""


def over_used_text(card: str, shade: str, count: str) -> str:
    """`both 5♥ are on the board`, `the light 5♥ is on the board`, `all 4 jokers are on the board`."""
    number = int(count)
    name = ("jokers" if number > 1 else "joker") if card == JOKER else card
    what = f"{shade} {name}" if shade else name
    if number == 1:
        return f"the {what} is on the board"
    return f"{'both' if number == 2 else f'all {number}'} {what} are on the board"


class TallyError(GinnyError):
    """An entry the score sheet refuses: the `rule` it breaks, `params` for its message, `squares` concerned."""

    def __init__(self, rule: TallyRule, squares: Iterable[tuple[int, int]] = (), **params: str) -> None:
        self.rule = rule
        self.squares = tuple(squares)
        self.params = params
        text = over_used_text(**params) if rule is TallyRule.OVER_USED else TALLY_MESSAGES[rule].format(**params)
        super().__init__(text)
