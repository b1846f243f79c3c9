"""When a tip shows, and its dismissal (no PyScript).

`noticed` compares the Ginny-O table before and after an update: the moment of a tip not yet seen shows
it (one at a time) and marks it seen, with a `SaveTips` effect; the setting turns them all off.
"""

from __future__ import annotations

from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import Bonus, square_name

from ..common.effects import Result, SaveTips
from ..common.enums import Mode
from ..common.frozen import replace
from ..common.text import Words
from ..tiles.state import TilesUi, my_turn
from ..words.lazy import phrase
from ..words.tips import BONUS_TIP, EXCHANGE_TIP, START_TIP, gin_tip
from .state import Tip, TipsUi

PLAIN = (Bonus.PLAIN, Bonus.START)


def moments(old: TilesUi | None, new: TilesUi, thinking: bool) -> list[tuple[Tip, Words]]:
    """The tips whose moment came between the table `old` and `new` (None: a new game), with their words."""
    game, you = new.session.game, new.session.you
    found = []
    if my_turn(new, thinking) and game.board.is_empty:
        found.append((Tip.START, phrase(START_TIP)))
    if new.mode is Mode.EXCHANGE and (old is None or old.mode is not Mode.EXCHANGE):
        found.append((Tip.EXCHANGE, phrase(EXCHANGE_TIP)))
    shown = old is not None and not new.hidden and (len(old.session.game.log) < len(game.log) or bool(old.hidden))
    turn = game.log[-1] if shown and game.log else None  # a computer's play once its tiles are all shown
    if turn is not None and turn.kind is ActionKind.PLAY:
        board = game.board
        if turn.gin and you is not None and turn.player != you:  # the gin first: it matters more
            section = board.section_of[turn.placements[0].square]
            before = board.section_size[section] - len(turn.placements)
            found.append((Tip.GIN, Words(gin_tip, (game.names, turn, square_name(section), before))))
        if any(board.layout.bonus(p.square) not in PLAIN for p in turn.placements):
            found.append((Tip.BONUS, phrase(BONUS_TIP)))
    return found


def noticed(
    tips: TipsUi, old: TilesUi | None, new: TilesUi | None, thinking: bool, on: bool, lesson: bool
) -> Result[TipsUi]:
    """The first tip whose moment came and that was never seen shows, and is remembered as seen.

    While a lesson runs (`lesson`) no tip's moment counts: the lesson is the one teaching then, and a tip kept
    for later would be seen over nothing of the game it speaks of."""
    if not on or lesson or tips.showing is not None or new is None:
        return tips, []
    found = next(((tip, text) for tip, text in moments(old, new, thinking) if tip not in tips.seen), None)
    if found is None:
        return tips, []
    tip, text = found
    return TipsUi(tips.seen | {tip}, tip, text), [SaveTips()]


def dismissed(tips: TipsUi) -> TipsUi:
    return replace(tips, showing=None, text=None)
