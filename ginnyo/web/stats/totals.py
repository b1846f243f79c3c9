"""Your statistics across games (no PyScript): what one finished game adds, and their versioned JSON.

A game counts once: it is recorded under a key (its seed and history, or the date of a daily deal),
so a reload of a finished game, or a daily deal played twice, adds nothing. Games against the computer
count per level (the strongest computer seat); hot-seat games (two or more humans) only as games.
Scores, best play, gins and hints are yours, from games against the computer. Gin Rummy matches
(always you against the computer) count apart, per level, with their hands. A stored JSON that does
not pass `parse_stats` is refused (`StatsError`) and left as it is.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import field
from typing import Any

from ginnyo.ginrummy import Ending
from ginnyo.ginrummy.ai import LEVELS as GIN_LEVELS
from ginnyo.rules import Game, GinnyError, Placement
from ginnyo.rules.actions import ActionKind, parse_action

from ..common.enums import Dialog, GameKind, GinLevel, SeatKind
from ..common.frozen import frozen, replace
from ..rummy.session import HUMAN, GinSession
from ..tiles.session import Session

FORMAT = "ginnyo-stats"
VERSION = 1
LEVELS = ("easy", "medium", "hard", "expert", "hotseat")
"""The rows of wins: the strongest computer you played, or a hot-seat game."""
LAST_SCORES = 20
"""Your last scores kept for the chart."""
MAX_KEYS = 1000
"""Games remembered so that none counts twice (the oldest are forgotten first)."""
STRENGTH = (SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD, SeatKind.EXPERT)
LATER = ("expert",)
"""Rows added after statistics were first saved: stored statistics without them count none there."""


class StatsError(ValueError):
    """Stored or imported statistics that are damaged, or from another program or version."""


@frozen
class BestPlay:
    play: str  # notation
    score: int

    @property
    def placements(self) -> tuple[Placement, ...]:
        return parse_action(f"play {self.play}").placements


@frozen
class GinStats:
    """Your Gin Rummy matches against the computer."""

    matches: dict[str, tuple[int, int]] = field(default_factory=lambda: dict.fromkeys(GIN_LEVELS, (0, 0)))
    hands: int = 0
    hands_won: int = 0
    gins: int = 0  # your hands won by gin
    best_hand: int = 0  # the most points you won in one hand
    hints: int = 0  # hints you asked for (counted from the saves that keep them)


@frozen
class Stats:
    games: int = 0
    wins: dict[str, tuple[int, int]] = field(default_factory=lambda: dict.fromkeys(LEVELS, (0, 0)))  # (games, wins)
    scores: tuple[int, ...] = ()  # your last `LAST_SCORES` totals, oldest first
    score_sum: int = 0
    scored: int = 0  # games whose score is in `score_sum`
    best_score: int | None = None
    best_play: BestPlay | None = None
    gins: int = 0
    hints: int = 0
    dailies: int = 0
    keys: tuple[str, ...] = ()
    gin: GinStats = field(default_factory=GinStats)
    table: int = 0  # games scored at a real table with the scorer (counted apart: none of them is yours here)

    @property
    def average(self) -> float | None:
        return self.score_sum / self.scored if self.scored else None


@frozen
class StatsUi:
    """The statistics as the page holds them: `damaged` (the reason) while the stored ones are unreadable."""

    stats: Stats = field(default_factory=Stats)
    damaged: str = ""
    asking_reset: bool = False
    back: Dialog | None = None  # the dialog the panel was opened from, shown again when it closes
    note: str = ""  # what the panel says last happened (loaded, reset, refused)
    copied: bool | None = None  # the daily share text: copied, failed, or not tried


KEY_PREFIX = {GameKind.GINNYO: "", GameKind.GIN: "gin:"}
"""A game's identity starts with its game's prefix (Ginny-O's games were counted before Gin Rummy came)."""


def game_key(session: Session | GinSession) -> str:
    """The game's identity: a daily deal by its date (played twice, it counts once), else seed and history."""
    if session.daily:
        return f"daily:{session.daily}"
    history = "\n".join([str(session.game.seed), *(str(a) for a in session.game.actions)])
    return KEY_PREFIX[session.kind] + hashlib.sha256(history.encode()).hexdigest()[:20]


def category(session: Session) -> str | None:
    """The row a game counts in: the strongest computer, `hotseat`, or None (computers only)."""
    if session.hot_seat:
        return "hotseat"
    levels = [STRENGTH.index(kind) for kind in session.kinds if kind.is_computer]
    return None if session.you is None or not levels else str(STRENGTH[max(levels)])


def gin_makers(game: Game) -> list[int]:
    """The seat that made each gin of the game (the engine marks the turn: `Turn.gin`)."""
    return [turn.player for turn in game.log if turn.gin]


def counted(stats: Stats, session: Session | GinSession) -> Stats:
    """`stats` with a finished game of either kind added, once: a game of Ginny-O or a Gin Rummy match."""
    record: Callable[[Stats, Any], Stats] = RECORDERS[session.kind]
    return record(stats, session)


def recorded(stats: Stats, session: Session) -> Stats:
    """`stats` with a finished game added, once (the same stats if it counts already or not at all)."""
    key, row = game_key(session), category(session)
    game = session.game
    if not game.over or row is None or key in stats.keys:
        return stats
    games, wins = stats.wins[row]
    you = session.you
    counted = replace(
        stats,
        games=stats.games + 1,
        wins={**stats.wins, row: (games + 1, wins + (you is not None and you in game.winners()))},
        dailies=stats.dailies + bool(session.daily),
        keys=(*stats.keys, key)[-MAX_KEYS:],
    )
    return counted if you is None else yours(counted, session, you)


def yours(stats: Stats, session: Session, you: int) -> Stats:
    """Your score, best play, gins and hints of a game against the computer."""
    game = session.game
    total = game.totals()[you]
    plays = [t for t in game.log if t.player == you and t.kind is ActionKind.PLAY]
    top = max(plays, key=lambda t: t.score, default=None)
    best = stats.best_play
    if top is not None and (best is None or top.score > best.score):
        best = BestPlay(top.detail, top.score)
    return replace(
        stats,
        scores=(*stats.scores, total)[-LAST_SCORES:],
        score_sum=stats.score_sum + total,
        scored=stats.scored + 1,
        best_score=total if stats.best_score is None else max(stats.best_score, total),
        best_play=best,
        gins=stats.gins + gin_makers(game).count(you),
        hints=stats.hints + len(session.hints),
    )


def recorded_match(stats: Stats, session: GinSession) -> Stats:
    """`stats` with a finished Gin Rummy match added, once."""
    key, game = game_key(session), session.game
    if game.winner is None or key in stats.keys:
        return stats
    gin = stats.gin
    matches, wins = gin.matches[session.level]
    yours = [r for r in game.results if r.winner == HUMAN]
    counted = replace(
        gin,
        matches={**gin.matches, session.level: (matches + 1, wins + (game.winner == HUMAN))},
        hands=gin.hands + len(game.results),
        hands_won=gin.hands_won + len(yours),
        gins=gin.gins + sum(r.ending is Ending.GIN for r in yours),
        best_hand=max([gin.best_hand, *(r.points for r in yours)]),
        hints=gin.hints + len(session.hints),
    )
    return replace(stats, gin=counted, keys=(*stats.keys, key)[-MAX_KEYS:])


# -- JSON ---------------------------------------------------------------------------------


def stats_json(stats: Stats) -> str:
    best = None if stats.best_play is None else {"play": stats.best_play.play, "score": stats.best_play.score}
    data = {
        "format": FORMAT,
        "version": VERSION,
        "games": stats.games,
        "wins": {row: {"games": g, "wins": w} for row, (g, w) in stats.wins.items()},
        "scores": list(stats.scores),
        "score_sum": stats.score_sum,
        "scored": stats.scored,
        "best_score": stats.best_score,
        "best_play": best,
        "gins": stats.gins,
        "hints": stats.hints,
        "dailies": stats.dailies,
        "keys": list(stats.keys),
        "gin": {
            "matches": {level: {"games": g, "wins": w} for level, (g, w) in stats.gin.matches.items()},
            "hands": stats.gin.hands,
            "hands_won": stats.gin.hands_won,
            "gins": stats.gin.gins,
            "best_hand": stats.gin.best_hand,
            "hints": stats.gin.hints,
        },
        "table": stats.table,
    }
    return json.dumps(data, ensure_ascii=False)


def count(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise StatsError(f"the statistics are damaged: {what} is not a count")
    return value


def score(value: object, what: str) -> int:
    """A score may be negative (penalties), never a fraction or text."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise StatsError(f"the statistics are damaged: {what} is not a score")
    return value


def parse_stats(text: str) -> Stats:
    """Statistics from their JSON; anything damaged, foreign or of another version raises StatsError."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise StatsError(f"the statistics are not valid JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatsError("these are not Ginny-O statistics")
    if data.get("version") != VERSION:
        raise StatsError(f"statistics version {data.get('version')!r} is not supported")
    try:
        return checked(data)
    except (KeyError, TypeError, AttributeError) as exc:
        raise StatsError(f"the statistics are damaged: {exc!r} is missing or invalid") from None


def won_of(table: dict[str, Any], rows: tuple[str, ...]) -> dict[str, tuple[int, int]]:
    """(games, wins) per row of a table of wins; never more wins than games."""
    wins = {}
    for row in rows:
        entry = table[row] if row in table or row not in LATER else {"games": 0, "wins": 0}
        games, won = count(entry["games"], f"{row} games"), count(entry["wins"], f"{row} wins")
        if won > games:
            raise StatsError(f"the statistics are damaged: more {row} wins than games")
        wins[row] = (games, won)
    return wins


def gin_checked(data: dict[str, Any]) -> GinStats:
    gin = GinStats(
        matches=won_of(data["matches"], GIN_LEVELS),
        hands=count(data["hands"], "Gin Rummy hands"),
        hands_won=count(data["hands_won"], "Gin Rummy hands won"),
        gins=count(data["gins"], "Gin Rummy gins"),
        best_hand=count(data["best_hand"], "the best Gin Rummy hand"),
        hints=count(data.get("hints", 0), "Gin Rummy hints"),  # older statistics have none
    )
    if not gin.gins <= gin.hands_won <= gin.hands:
        raise StatsError("the statistics are damaged: the Gin Rummy hands do not add up")
    return gin


def checked(data: dict[str, Any]) -> Stats:
    wins = won_of(data["wins"], LEVELS)
    best = None if data["best_play"] is None else BestPlay(str(data["best_play"]["play"]), data["best_play"]["score"])
    try:
        if best is not None and not best.placements:
            raise StatsError("the statistics are damaged: the best play has no tile")
    except GinnyError as exc:
        raise StatsError(f"the statistics are damaged: the best play is not a play ({exc})") from None
    keys = data["keys"]
    if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys) or len(keys) > MAX_KEYS:
        raise StatsError("the statistics are damaged: the games counted are invalid")
    stats = Stats(
        games=count(data["games"], "games"),
        wins=wins,
        scores=tuple(score(s, "a score") for s in data["scores"][-LAST_SCORES:]),
        score_sum=score(data["score_sum"], "the score sum"),
        scored=count(data["scored"], "the games scored"),
        best_score=None if data["best_score"] is None else score(data["best_score"], "the best score"),
        best_play=None if best is None else replace(best, score=score(best.score, "the best play")),
        gins=count(data["gins"], "gins"),
        hints=count(data["hints"], "hints"),
        dailies=count(data["dailies"], "daily deals"),
        keys=tuple(keys),
        gin=gin_checked(data["gin"]),
        table=count(data.get("table", 0), "the games scored at a table"),  # older statistics have none
    )
    if sum(games for games, _ in wins.values()) != stats.games or stats.scored > stats.games:
        raise StatsError("the statistics are damaged: the game counts do not add up")
    return stats


def proposed_levels(ui: StatsUi) -> tuple[SeatKind, GinLevel]:
    """The computer levels the new-game form proposes: easy for a game you have no statistics of yet (a fair
    first game), else medium; unreadable statistics are not a first game."""
    first = not ui.damaged
    ginnyo = SeatKind.EASY if first and ui.stats.games == 0 else SeatKind.MEDIUM
    gin = GinLevel.EASY if first and not any(n for n, _won in ui.stats.gin.matches.values()) else GinLevel.MEDIUM
    return ginnyo, gin


RECORDERS: dict[GameKind, Callable[[Stats, Any], Stats]] = {GameKind.GINNYO: recorded, GameKind.GIN: recorded_match}
"""How a finished game counts, by its game."""
