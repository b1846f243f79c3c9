"""The analysis panel as the page shows it (no PyScript): a row per turn, and two charts drawn as SVG.

The charts are plain geometry in a `viewBox` of `WIDTH` by `HEIGHT` (the page scales it): the
scores over the game (one line per player, from the game itself, so it shows at once) and the
points left on the table per turn (bars, once the worker's review has come). Each has a title
and a description that lists every number, and the table holds them too.
"""

from __future__ import annotations

from itertools import accumulate

from ginnyo.rules import Game

from .frozen import frozen
from .i18n import _
from .replay_state import Analysis, Replay
from .state import UiState
from .texts import sheet_text, signed
from .texts_replay import (
    NO_PLAY,
    TABLE_HEADS,
    action_text,
    analysis_status,
    analysis_title,
    lost_chart_texts,
    lost_summary,
    scores_chart_texts,
    with_score,
)

WIDTH, HEIGHT, PAD = 320, 90, 6


@frozen
class AnalysisRow:
    turn: int
    name: str
    seat: int
    played: str  # the turn, and its points
    best: str  # the best play by score, and its points
    advice: str  # the hard player's choice, and its points ('' until known)
    lost: str


@frozen
class Line:
    """A player's scores as an SVG polyline (`points`: `x,y x,y …`)."""

    seat: int
    name: str
    points: str


@frozen
class Bar:
    turn: int
    seat: int
    x: float
    y: float
    width: float
    height: float
    current: bool


@frozen
class Chart:
    title: str
    desc: str
    top: str  # the largest number, written at the top of the axis
    lines: tuple[Line, ...] = ()
    bars: tuple[Bar, ...] = ()
    marker: float | None = None  # x of the turn the viewer shows


@frozen
class AnalysisView:
    title: str
    status: str
    step: int  # the turn the viewer shows (its row is marked)
    progress: tuple[int, int]  # (turns with the hard player's choice, turns)
    heads: tuple[str, ...]
    rows: tuple[AnalysisRow, ...]
    summary: str
    scores: Chart
    lost: Chart | None


def x_of(index: int, count: int) -> float:
    return round(PAD + index * (WIDTH - 2 * PAD) / max(1, count), 1)


def y_of(value: int, top: int) -> float:
    return round(HEIGHT - PAD - value * (HEIGHT - 2 * PAD) / max(1, top), 1)


def running_totals(game: Game) -> tuple[tuple[int, ...], ...]:
    """Each player's score from plays after each turn, from 0 before the first."""
    seats = range(len(game.names))
    return tuple((0, *accumulate(turn.score if turn.player == seat else 0 for turn in game.log)) for seat in seats)


def scores_chart(replay: Replay) -> Chart:
    game = replay.session.game
    totals = running_totals(game)
    top = max(max(row) for row in totals)
    count = len(game.log)
    lines = tuple(
        Line(seat, name, " ".join(f"{x_of(i, count)},{y_of(v, top)}" for i, v in enumerate(row)))
        for seat, (name, row) in enumerate(zip(game.names, totals, strict=True))
    )
    title, desc = scores_chart_texts(game.names, totals)
    return Chart(title, desc, str(top), lines, marker=x_of(replay.step, count))


def lost_chart(replay: Replay, analysis: Analysis) -> Chart | None:
    if not analysis.reviews:
        return None
    lost = tuple(review.lost for review in analysis.reviews)
    top, count = max(lost), len(lost)
    width = round((WIDTH - 2 * PAD) / max(1, count) * 0.8, 1)  # a gap between bars
    bars = tuple(
        Bar(r.turn, r.seat, x_of(i, count), y, width, round(HEIGHT - PAD - y, 1), r.turn == replay.step)
        for i, r in enumerate(analysis.reviews)
        for y in [y_of(r.lost, top)]
    )
    title, desc = lost_chart_texts(lost)
    marker = x_of(replay.step - 1, count) + width / 2 if replay.step else None
    return Chart(title, desc, str(top), bars=bars, marker=marker)


def analysis_view(state: UiState) -> AnalysisView | None:
    """The panel beside the viewer: the turns reviewed so far, and the charts."""
    replay, analysis = state.replay, state.analysis
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
        )
        for turn, r in zip(game.log, analysis.reviews)
    )
    lost = tuple(sum(r.lost for r in analysis.reviews if r.seat == seat) for seat in range(len(game.names)))
    status = analysis_status(replay.turns, analysis.advised, analysis.failed, bool(analysis.reviews))
    return AnalysisView(
        analysis_title(),
        status,
        replay.step,
        (analysis.advised, replay.turns),
        tuple(_(head) for head in TABLE_HEADS),
        rows,
        lost_summary(game.names, lost) if analysis.reviews else "",
        scores_chart(replay),
        lost_chart(replay, analysis),
    )
