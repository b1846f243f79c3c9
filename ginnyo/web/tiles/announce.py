"""What the live region says after a turn, for people who follow the game by ear."""

from __future__ import annotations

from ..common import effects as fx
from ..common.effects import Effect
from ..words.i18n import _
from ..words.texts import YOUR_TURN, end_reason_text, game_over_text, scores_text, spoken_turn
from .session import Session


def turn_said(session: Session) -> Effect:
    """The live region after a turn: what was played, the end if it came, the scores, and whose turn it is."""
    game = session.game
    said = [spoken_turn(game.names, game.log[-1])]
    if game.over:
        said += [
            game_over_text(game.names, tuple(game.winners())),
            end_reason_text(game.end_reason, game.options.idle_rounds),
        ]
    said.append(scores_text(game.names, game.totals(), final=game.over))
    if not game.over and not session.is_computer(game.current) and not session.hot_seat:
        said.append(_(YOUR_TURN))
    return fx.Announce(" ".join(said))
