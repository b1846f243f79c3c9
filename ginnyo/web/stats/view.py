"""What the statistics panel and a daily deal's share text show (no PyScript).

The chart's bars come from ``common/charts.py`` and are drawn by ``browser/chart_render.py``; its
numbers are also given as text, for everyone and for screen readers.
"""

from __future__ import annotations

from ..common.charts import Chart, bar_chart
from ..common.frozen import frozen
from ..tiles.session import Session
from ..words.i18n import _
from ..words.stats import (
    COPIED,
    DAMAGED,
    GIN_ROWS,
    LEVEL_ROWS,
    NO_GAMES,
    NOT_COPIED,
    RESET_QUESTION,
    best_play_text,
    chart_axes,
    chart_desc,
    chart_title,
    gin_lines,
    panel_labels,
    share_best,
    share_hints,
    share_outcome,
    share_score,
    share_title,
    summary_lines,
    table_games_text,
)
from ..words.texts import play_text, signed
from .totals import LEVELS, Stats, StatsUi


@frozen
class StatsView:
    labels: tuple[tuple[str, str], ...]  # (element id, text) of the panel's fixed words
    message: str  # no games yet, or why the stored statistics cannot be read
    lines: tuple[str, ...]
    rows: tuple[tuple[str, int, int], ...]  # (level, games, wins)
    chart: Chart | None
    asking_reset: bool
    note: str
    can_export: bool


@frozen
class ShareView:
    text: str
    note: str  # whether it was copied


def stats_view(ui: StatsUi) -> StatsView:
    stats, gin = ui.stats, ui.stats.gin
    matches = sum(games for games, _ in gin.matches.values())
    shown = not ui.damaged
    message = _(DAMAGED) if ui.damaged else "" if stats.games or matches or stats.table else _(NO_GAMES)
    lines: list[str] = []
    rows: list[tuple[str, int, int]] = []
    if shown and stats.games:
        lines += summary_lines(stats.games, stats.average, stats.best_score, stats.gins, stats.hints, stats.dailies)
        if stats.best_play is not None:
            lines.append(best_play_text(play_text(stats.best_play.placements), stats.best_play.score))
        rows += [(_(LEVEL_ROWS[row]), *stats.wins[row]) for row in LEVELS]
    if shown and matches:
        lines += gin_lines(gin.hands, gin.hands_won, gin.gins, gin.best_hand, gin.hints)
        rows += [(_(GIN_ROWS[level]), *won) for level, won in gin.matches.items() if won[0]]
    if shown and stats.table:
        lines.append(table_games_text(stats.table))
    note = _(RESET_QUESTION) if ui.asking_reset else ui.note
    labels = tuple(panel_labels().items())
    chart = chart_view(stats) if shown else None
    return StatsView(labels, message, tuple(lines), tuple(rows), chart, ui.asking_reset, note, shown)


def chart_view(stats: Stats) -> Chart | None:
    """Your last scores as bars from a zero line (a total may be negative), oldest on the left."""
    scores = stats.scores
    if not scores:
        return None
    title, desc = chart_title(len(scores)), chart_desc(", ".join(signed(s) for s in scores))
    values = [(game, 0, score) for game, score in enumerate(scores, 1)]
    return bar_chart(title, desc, chart_axes(), values, signed, captioned=True)


def share_text(session: Session) -> str:
    """A daily deal's result to share: the date, the scores, your best play's score; never a tile."""
    game = session.game
    you = session.you
    totals = game.totals()
    scores = " · ".join(share_score(name, signed(total)) for name, total in zip(game.names, totals, strict=True))
    winners = game.winners()
    plays = [t.score for t in game.log if t.player == you and t.placements]
    lines = [share_title(session.daily), scores, share_outcome(you in winners, len(winners) > 1)]
    lines += [share_best(max(plays, default=None)), share_hints(len(session.hints))]
    return "\n".join(lines)


def daily_share(session: Session | None) -> str | None:
    """The share text of a daily deal once it is over, else None."""
    return share_text(session) if session is not None and session.daily and session.game.over else None


def share_view(ui: StatsUi, session: Session | None) -> ShareView | None:
    """The end of a daily deal offers its share text (after a copy, whether it worked)."""
    text = daily_share(session)
    if text is None:
        return None
    copied = ui.copied
    return ShareView(text, "" if copied is None else _(COPIED) if copied else _(NOT_COPIED))
