"""The replay viewer as the page shows it (no PyScript): the board at the step, and the viewer's panel.

While the viewer is open the page draws `stepped`, the game after `step` turns, in place of yours (the shell lays
it over its state: ``shell/replay.py``), with nothing of your turn (no draft, no hint) and no rack (`screen` shows no
seat while the viewer is open); the board, scores, sheet and notice all come from it. The panel's rack is
`Replay.rack` (see `replay_state` for when one shows).
"""

from __future__ import annotations

from ginnyo.ai.analysis import TurnReview

from ..common.enums import Move
from ..common.frozen import frozen
from ..common.text import Words, joined
from ..tiles.session import Session
from ..tiles.state import TilesUi
from ..tiles.view_board import tile_look
from ..tiles.view_rack import RackTile
from ..words.i18n import _
from ..words.reasons import exact_mark
from ..words.review import (
    MOVE_LABELS,
    advice_reason,
    close_label,
    copy_label,
    link_label,
    link_status,
    rack_title,
    racks_hidden_text,
    step_notice,
    turn_review_text,
    viewer_title,
)
from ..words.texts import spoken_tile
from .events import MOVE_ACTIONS
from .state import Analysis, Replay


@frozen
class ReplayView:
    title: str
    moves: tuple[tuple[str, str, bool], ...]  # (`data-action`, label, enabled) per button
    review: str  # what the analysis says of the turn shown ('' until known)
    rack_title: str
    rack: tuple[RackTile, ...]
    rack_note: str
    copy: str
    close: str
    link: tuple[str, str, str]  # the link made (or ''), what is said of it, the field's label


def stepped(replay: Replay, cursor: str) -> tuple[TilesUi, Words]:
    """The table the page draws while the viewer is open (the keyboard's `cursor` kept), and its notice."""
    game = replay.at
    hints = tuple(n for n in replay.session.hints if n <= replay.step)
    shown = TilesUi(Session(game, replay.session.kinds, hints), cursor=cursor)  # nothing of your turn
    return shown, Words(step_notice, (game,))


def step_review(analysis: Analysis | None, replay: Replay) -> TurnReview | None:
    """The analysis of the turn shown, once the computer has worked it out."""
    if replay.step == 0 or analysis is None or analysis.record != replay.record():
        return None
    return analysis.rows[replay.step - 1] if replay.step <= len(analysis.rows) else None


def replay_view(replay: Replay | None, analysis: Analysis | None, has_game: bool) -> ReplayView | None:
    """The viewer's panel (`has_game`: your own game waits behind it)."""
    if replay is None:
        return None
    step, turns = replay.step, replay.turns
    enabled = {Move.FIRST: step > 0, Move.PREVIOUS: step > 0, Move.NEXT: step < turns, Move.LAST: step < turns}
    moves = tuple((MOVE_ACTIONS[move], _(MOVE_LABELS[move]), enabled[move]) for move in Move)
    review = step_review(analysis, replay)
    said = ""
    if review is not None:
        said = turn_review_text(review.best, review.best_score, review.advice, review.advice_score, review.lost)
        said = joined(said, exact_mark(review.exact)[1], advice_reason(review))
    title, tiles, note = rack_of(replay)
    link = (replay.link, link_status(replay.copied) if replay.link else "", link_label())
    return ReplayView(
        viewer_title(replay.shared),
        moves,
        said,
        title,
        tiles,
        note,
        copy_label(),
        close_label(has_game),
        link,
    )


def rack_of(replay: Replay) -> tuple[str, tuple[RackTile, ...], str]:
    """The rack the turn shown was played from (title, tiles), or why none shows."""
    game = replay.session.game
    if replay.rack is None:
        return "", (), "" if replay.step == 0 else racks_hidden_text(game.over)
    turn = game.log[replay.step - 1]
    rack, sets = replay.rack
    tiles = tuple(
        RackTile(text, tile_look(text, tile_set == 1), spoken_tile(text), slot)
        for slot, (text, tile_set) in enumerate(zip(rack.split(), sets, strict=True))
    )
    return rack_title(game.names[turn.player], turn.number), tiles, ""
