"""The analysis panel as the page shows it (no PyScript): a row per turn, and two charts drawn as SVG.

The charts (geometry from `charts.py`): the scores over the game (one line per player, from the
game itself, so it shows at once) and the points left on the table per turn (bars, once the
computer's review has come). Each has a title and a description that lists every number, and the
table holds them too.
"""

from __future__ import annotations

from itertools import accumulate

from ginnyo.rules import Game

from ..common.charts import Chart, bar_chart, line_chart
from ..common.frozen import frozen
from ..words.i18n import _
from ..words.reasons import exact_mark
from ..words.review import (
    NO_PLAY,
    TABLE_HEADS,
    action_text,
    advice_reason,
    analysis_status,
    analysis_title,
    chart_axes,
    lost_chart_texts,
    lost_summary,
    scores_chart_texts,
    with_score,
)
from ..words.texts import sheet_text, signed
from .state import Analysis, Replay


@frozen
class AnalysisRow:
    turn: int
    name: str
    seat: int
    played: str  # the turn, and its points
    best: str  # the best play by score, and its points
    advice: str  # the expert's choice, and its points ('' until known)
    lost: str
    reason: str  # why the expert would have done otherwise ('' when it agrees)
    mark: tuple[str, str]  # the expert's choice was solved exactly: the word shown and the sentence said (or '')


@frozen
class AnalysisView:
    title: str
    status: str
    step: int  # the turn the viewer shows (its row is marked)
    progress: tuple[int, int]  # (turns with the expert's choice, turns)
    heads: tuple[str, ...]
    rows: tuple[AnalysisRow, ...]
    summary: str
    scores: Chart
    lost: Chart | None


def running_totals(game: Game) -> tuple[tuple[int, ...], ...]:
    """Each player's score from plays after each turn, from 0 before the first."""
    seats = range(len(game.names))
    return tuple((0, *accumulate(turn.score if turn.player == seat else 0 for turn in game.log)) for seat in seats)


def scores_chart(replay: Replay) -> Chart:
    game = replay.session.game
    totals = running_totals(game)
    title, desc = scores_chart_texts(game.names, totals)
    return line_chart(title, desc, chart_axes(), game.names, totals, signed, marker=replay.step)


def lost_chart(replay: Replay, analysis: Analysis) -> Chart | None:
    if not analysis.rows:
        return None
    lost = tuple(review.lost for review in analysis.rows)
    title, desc = lost_chart_texts(lost)
    values = [(r.turn, r.seat, r.lost) for r in analysis.rows]
    return bar_chart(title, desc, chart_axes(), values, signed, current=replay.step)


def analysis_view(replay: Replay | None, analysis: Analysis | None) -> AnalysisView | None:
    """The panel beside the viewer (`replay`): the turns of its `analysis` reviewed so far, and the charts."""
    if replay is None or analysis is None or analysis.record != replay.record():
        return None
    game = replay.session.game
    rows = tuple(
        AnalysisRow(
            turn.number,
            game.names[turn.player],
            turn.player,
            with_score(sheet_text(turn), turn.score),
            with_score(action_text(r.best), r.best_score) if r.best else NO_PLAY,
            with_score(action_text(r.advice), r.advice_score) if r.advice else NO_PLAY,
            signed(r.lost),
            advice_reason(r),
            exact_mark(r.exact),
        )
        for turn, r in zip(game.log, analysis.rows)
    )
    lost = tuple(sum(r.lost for r in analysis.rows if r.seat == seat) for seat in range(len(game.names)))
    status = analysis_status(replay.turns, analysis.advised, analysis.failed, bool(analysis.rows))
    return AnalysisView(
        analysis_title(),
        status,
        replay.step,
        (analysis.advised, replay.turns),
        tuple(_(head) for head in TABLE_HEADS),
        rows,
        lost_summary(game.names, lost) if analysis.rows else "",
        scores_chart(replay),
        lost_chart(replay, analysis),
    )
