"""Statistics and the daily deal without a browser: a game counted once when it ends in play, per
level, with your best play, gins and hints; the stored JSON checked; the panel's reset that asks
first; the daily seed and its share text (never a tile); and two coaching fixes (no Undo once the
game is over, the hint shown again after a reload).

Golden game two-hard-easy (seed 11): seat 0 wins 611 to 483 and makes two of its three gins.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from computer_turns import hint_found
from test_gin_web import play_until
from test_gin_web import start as gin_start
from test_web_coach import hinted
from test_web_update import SOLO, run, start

from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import Action, Game, Options, RecordError, record
from ginnyo.rules.tiles import SUIT_SYMBOLS
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.charts import MAX_BAR, MIN_BAR
from ginnyo.web.common.effects import CopyText, FindHint, KeepDamagedStats, SaveStats
from ginnyo.web.common.enums import Dialog, Phase, SeatKind
from ginnyo.web.common.frozen import replace
from ginnyo.web.rummy.events import GinAct, GinButton
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState, actions_played
from ginnyo.web.shell.view_controls import controls_view
from ginnyo.web.stats.events import (
    AnswerReset,
    AskReset,
    CloseStats,
    CopyShare,
    OpenStats,
    ShareCopied,
    StatsImported,
    StatsStored,
)
from ginnyo.web.stats.totals import (
    LAST_SCORES,
    BestPlay,
    Stats,
    StatsError,
    StatsUi,
    category,
    game_key,
    parse_stats,
    recorded,
    recorded_match,
    stats_json,
)
from ginnyo.web.stats.view import ShareView, chart_view, share_text, share_view, stats_view
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.daily import LEVEL, daily_seed, is_daily, utc_date
from ginnyo.web.tiles.session import Session
from ginnyo.web.tiles.view_board import CellKind, board_cells
from ginnyo.web.words.texts import play_text

GOLDEN = Path(__file__).resolve().parent / "golden"
HUMAN, EASY, MEDIUM, HARD = SeatKind.HUMAN, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD


def golden(name: str = "two-hard-easy") -> Game:
    return record.from_record(json.loads((GOLDEN / f"{name}.json").read_text())["record"])[0]


def near_the_end(kinds: tuple[SeatKind, ...] = (HUMAN, EASY), seed: int = 9, daily: str = "") -> Session:
    """A game that ends after one round without a play (you laid the first meld), the computer to move."""
    names = ("You", "Robo") if kinds[1].is_computer else ("You", "Bob")
    game = Game(names, seed=seed, options=Options(idle_rounds=1))
    game.apply(Action.play(game.legal_plays()[0].placements))
    return Session(game, kinds, daily=daily)


def exchange(state: UiState) -> UiState:
    state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    return state


def played_to_the_end(session: Session) -> tuple[UiState, list[fx.Effect]]:
    """Resume `session` (the computer to move) and end it in play: the computer exchanges, then you."""
    state, _ = run(UiState(), ev.Resume(session))
    game, generation = session.game, state.generation
    action = Action.exchange((game.view(game.current).rack.split()[0],))
    state, effects = run(state, cev.ComputerMoved(generation, game.current, action))
    assert state.tiles.session.game.actions[-1] == action
    actions = actions_played(state)
    state, more = run(state, cev.ComputerShown(generation, actions), cev.ComputerFinished(generation, actions))
    assert state.tiles.session is not None and not state.tiles.session.game.over
    state, last = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert state.phase is Phase.OVER and state.tiles.session is not None and state.tiles.session.game.over
    return state, effects + more + last


# -- counting games --------------------------------------------------------------------------


def test_a_game_against_the_computer_counts_once_when_it_ends_in_play() -> None:
    state, effects = played_to_the_end(near_the_end())
    stats = state.stats.stats
    game = state.tiles.session.game if state.tiles.session else None
    assert game is not None
    assert stats.games == 1 and stats.wins["easy"] == (1, int(0 in game.winners()))
    assert stats.scores == (game.totals()[0],) and stats.best_score == game.totals()[0]
    assert effects.count(SaveStats()) == 1
    reloaded, again = run(
        state, ev.Resume(Session.from_json(state.tiles.session.to_json() if state.tiles.session else ""))
    )
    assert reloaded.stats.stats == stats and SaveStats() not in again  # a finished game loaded: nothing added
    assert recorded(stats, reloaded.tiles.session) is stats if reloaded.tiles.session else False  # and never twice


def test_a_new_game_keeps_the_statistics() -> None:
    state, _ = played_to_the_end(near_the_end())
    new, _ = run(state, ev.OpenSetup(), ev.SubmitSetup(SOLO, "3", 0))
    assert not new.tiles.session.game.over and new.stats.stats.games == 1


def test_each_game_counts_in_its_row_and_yours_are_the_scores() -> None:
    game = golden()
    assert category(Session(game, (HUMAN, EASY))) == "easy"
    assert category(Session(game, (HARD, HUMAN))) == "hard"
    assert category(Session(golden("three-every-level"), (HUMAN, EASY, HARD))) == "hard"  # the strongest
    assert category(Session(game, (MEDIUM, EASY))) is None  # nobody's game: not counted
    stats = recorded(Stats(), Session(game, (HUMAN, EASY), hints=(3, 9)))
    stats = recorded(stats, Session(game, (EASY, HUMAN)))  # the same deal from the other seat: another history?
    assert stats.games == 1  # no: the same seed and actions are the same game
    stats = recorded(stats, Session(game, (HUMAN, HUMAN)))
    assert stats.games == 1  # nor from a hot seat
    hot = recorded(Stats(), Session(game, (HUMAN, HUMAN)))
    assert hot.wins["hotseat"] == (1, 0) and hot.scores == () and hot.scored == 0 and hot.gins == 0


def test_best_play_gins_and_hints_are_yours() -> None:
    game = golden()
    plays = [t for t in game.log if t.player == 0 and t.placements]
    top = max(plays, key=lambda t: t.score)
    stats = recorded(Stats(), Session(game, (HUMAN, EASY), hints=(3, 9)))
    assert stats.best_play == BestPlay(top.detail, top.score)
    assert stats.gins == 2 and stats.hints == 2 and stats.wins["easy"] == (1, 1)
    assert (stats.best_score, stats.average) == (611, 611)
    theirs = recorded(Stats(), Session(game, (EASY, HUMAN)))
    assert theirs.gins == 1 and theirs.wins["easy"] == (1, 0) and theirs.scores == (483,)
    assert theirs.best_play is not None and theirs.best_play.score < top.score


def test_only_the_last_scores_are_kept_but_the_average_counts_every_game() -> None:
    stats = Stats()
    for seat in [0, 1] * (LAST_SCORES // 2 + 1):  # the same game again and again, forgotten in between
        kinds = (HUMAN, EASY) if seat == 0 else (EASY, HUMAN)
        stats = replace(recorded(stats, Session(golden(), kinds)), keys=())
    assert stats.games == stats.scored == LAST_SCORES + 2
    assert stats.scores == (611, 483) * (LAST_SCORES // 2) and stats.best_score == 611
    assert stats.average == (611 + 483) / 2


# -- the stored JSON -------------------------------------------------------------------------


def test_statistics_round_trip_through_their_json() -> None:
    stats = recorded(Stats(), Session(golden(), (HUMAN, EASY), hints=(3,)))
    assert parse_stats(stats_json(stats)) == stats
    assert parse_stats(stats_json(Stats())) == Stats()


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: "not json", "not valid JSON"),
        (lambda d: {**d, "format": "ginnyo-record"}, "not Ginny-O statistics"),
        (lambda d: {**d, "version": 2}, "version 2"),
        (lambda d: {**d, "gins": -1}, "gins is not a count"),
        (lambda d: {**d, "hints": True}, "hints is not a count"),
        (lambda d: {**d, "wins": {**d["wins"], "easy": {"games": 1, "wins": 2}}}, "more easy wins than games"),
        (lambda d: {**d, "games": 5}, "do not add up"),
        (lambda d: {**d, "keys": [1]}, "games counted are invalid"),
        (lambda d: {**d, "best_play": {"play": "Z99:5H", "score": 3}}, "the best play is not a play"),
        (lambda d: {k: v for k, v in d.items() if k != "scores"}, "'scores'"),
    ],
)
def test_damaged_statistics_are_refused(change: object, reason: str) -> None:
    data = json.loads(stats_json(recorded(Stats(), Session(golden(), (HUMAN, EASY)))))
    changed = change(data)  # type: ignore[operator]
    with pytest.raises(StatsError, match=re.escape(reason)):
        parse_stats(changed if isinstance(changed, str) else json.dumps(changed))


def test_damaged_stored_statistics_are_not_overwritten_until_the_player_resets_them() -> None:
    session = near_the_end()
    state, _ = run(UiState(stats=StatsUi(damaged="the statistics are not valid JSON")), ev.Resume(session))
    state = exchange(state)
    assert SaveStats() not in run(state, tev.Pass())[1]
    opened, _ = run(state, OpenStats())
    view = stats_view(opened.stats)
    assert view.message.startswith("Your statistics could not be read") and not view.can_export
    asked, effects = run(opened, AskReset())
    assert (
        asked.stats.asking_reset and effects == [] and stats_view(asked.stats).note.startswith("Reset your statistics?")
    )
    kept, effects = run(asked, AnswerReset(False))
    assert kept.stats.damaged and effects == []
    reset, effects = run(asked, AnswerReset(True))
    assert effects == [KeepDamagedStats(), SaveStats()] and reset.stats.stats == Stats() and not reset.stats.damaged


def test_imported_statistics_replace_the_panels() -> None:
    stats = recorded(Stats(), Session(golden(), (HUMAN, EASY)))
    state, _ = run(UiState(), OpenStats())
    state, effects = run(state, StatsImported(stats, "mine.json"))
    view = stats_view(state.stats)
    assert effects == [SaveStats()] and view.note == "Statistics loaded from mine.json."
    assert "1 game played" in view.lines and ("Against the easy computer", 1, 1) in view.rows
    best = stats.best_play
    assert best is not None and view.lines[-1] == f"Best play: {play_text(best.placements)}, {best.score} points"
    assert set(view.lines[-1]) & set(SUIT_SYMBOLS.values())  # the tiles as the page writes them


def test_statistics_another_tab_stored_are_taken_without_saving_them_again() -> None:
    theirs = recorded(Stats(), Session(golden(), (HUMAN, EASY)))
    state, effects = run(UiState(), StatsStored(theirs))
    assert effects == [] and state.stats.stats == theirs and "1 game played" in stats_view(state.stats).lines
    unreadable = replace(UiState(), stats=StatsUi(damaged="not statistics"))
    kept, effects = run(unreadable, StatsStored(theirs))
    assert effects == [] and kept.stats == unreadable.stats  # left for the player to reset or load


def test_the_panel_returns_to_the_dialog_it_was_opened_from() -> None:
    state, _ = run(UiState(), ev.OpenSetup(first=True))
    assert state.dialog is Dialog.SETUP
    opened, _ = run(state, OpenStats())
    assert opened.dialog is Dialog.STATS and stats_view(opened.stats).message.startswith("No game finished yet")
    closed, _ = run(opened, CloseStats())
    assert closed.dialog is Dialog.SETUP


def test_the_chart_draws_the_last_scores_from_a_zero_line_and_says_them() -> None:
    chart = chart_view(replace(Stats(), scores=(300, -100, 0)))
    assert chart is not None
    assert chart.title == "Your last 3 scores" and chart.desc == "From the oldest to the newest: 300, \u2212100, 0."
    high, low, nothing = chart.bars
    zero = chart.axes.zero
    assert high.y + high.height == zero and high.height == pytest.approx(3 * low.height, abs=0.2)
    assert low.negative and low.y == zero and nothing.height == MIN_BAR and nothing.y + MIN_BAR == zero
    assert [b.label for b in chart.bars] == ["300", "\u2212100", "0"] and high.x < low.x < nothing.x
    assert [t.label for t in chart.axes.x_ticks] == ["1", "2", "3"] and chart.axes.x_name == "Games"
    assert [t.label for t in chart.axes.y_ticks] == ["\u2212100", "0", "100", "200", "300"]
    assert chart.captioned and all(b.width <= MAX_BAR for b in chart.bars)
    below = chart_view(replace(Stats(), scores=(-5, -20)))
    assert below is not None and [b.label for b in below.bars] == ["\u22125", "\u221220"]
    assert below.axes.y_ticks[-1].label == "0" and below.bars[1].height == pytest.approx(4 * below.bars[0].height)
    assert chart_view(Stats()) is None


# -- the daily deal --------------------------------------------------------------------------


def test_the_daily_seed_comes_from_the_utc_date() -> None:
    assert daily_seed("2026-11-30") == daily_seed("2026-11-30") == 279149096343537
    seeds = {daily_seed(f"2026-{m:02}-{d:02}") for m in range(1, 13) for d in range(1, 29)}
    assert len(seeds) == 12 * 28 and all(0 <= s < 2**48 for s in seeds)
    late = datetime(2026, 11, 30, 23, 30, tzinfo=timezone(timedelta(hours=-5)))
    assert utc_date(late) == "2026-12-01"
    with pytest.raises(ValueError, match="not a date"):
        daily_seed("2026-11-31")
    assert is_daily("2026-11-30", daily_seed("2026-11-30")) and not is_daily("30/11/2026", 1)


def test_a_daily_deal_is_kept_in_its_record_and_checked() -> None:
    day = "2026-11-30"
    seats = [("You", "human"), ("Computer (medium)", str(LEVEL))]
    session = Session.new(seats, daily_seed(day), day)
    assert Session.from_json(session.to_json()).daily == day
    assert record.loads(session.to_json())[0].seed == daily_seed(day)  # the engine's loader reads it as before
    with pytest.raises(ValueError, match="not the daily deal"):
        Session.new(seats, 7, day)
    tampered = json.loads(session.to_json()) | {"daily": "2026-12-01"}
    with pytest.raises(RecordError, match="daily deal"):
        Session.from_json(json.dumps(tampered))


def test_the_form_starts_the_daily_deal() -> None:
    day = "2026-11-30"
    seats = (("You", SeatKind.HUMAN), ("Computer (medium)", LEVEL))
    state, _ = run(UiState(), ev.SubmitSetup(seats, str(daily_seed(day)), 5, daily=day))
    assert state.tiles.session.daily == day
    assert state.tiles.session.game.seed == daily_seed(day)


def test_a_daily_deal_played_twice_counts_once() -> None:
    day = "2026-11-30"
    first = Session(golden(), (HUMAN, EASY), daily=day)
    again = Session(golden("two-medium-medium-two-sets"), (HUMAN, MEDIUM), daily=day)
    assert game_key(first) == game_key(again) == f"daily:{day}"
    stats = recorded(recorded(Stats(), first), again)
    assert stats.games == 1 and stats.dailies == 1


def test_the_share_text_tells_the_scores_and_no_tile() -> None:
    session = Session(golden(), (HUMAN, EASY), hints=(4,), daily="2026-11-30")
    text = share_text(session)
    top = max(t.score for t in session.game.log if t.player == 0 and t.placements)
    assert text.splitlines() == [
        "Ginny-O daily deal 2026-11-30",
        "hard-1: 611 · easy-2: 483",
        "I won.",
        f"Best play: {top} points",
        "1 hint used",
    ]
    assert not re.search(r"\b[A-O]\d{1,2}\b|\b(10|[2-9AJQK])[SHDC]\b|\*", text)  # no square, no tile
    assert not set(text) & {*SUIT_SYMBOLS.values(), "\u2605"}


def test_the_end_of_a_daily_deal_offers_its_share_text_to_copy() -> None:
    day = "2026-11-30"
    state, _ = played_to_the_end(near_the_end(daily=day))
    assert state.tiles is not None
    view = share_view(state.stats, state.tiles.session)
    assert view is not None and view.text == share_text(state.tiles.session) and view.note == ""
    copied, effects = run(state, CopyShare())
    assert effects == [CopyText(view.text)]
    told, _ = run(copied, ShareCopied(True))
    assert share_view(told.stats, told.tiles.session) == ShareView(view.text, "Copied to the clipboard.")
    failed, _ = run(copied, ShareCopied(False))
    refused = "It could not be copied: select the text above and copy it yourself."
    assert share_view(failed.stats, failed.tiles.session) == ShareView(view.text, refused)
    assert state.stats.stats.dailies == 1


# -- coaching fixes --------------------------------------------------------------------------


def test_undo_is_not_offered_once_the_game_is_over() -> None:
    state, _ = played_to_the_end(near_the_end())
    assert not controls_view(state, screen(state)).undo_offered


def test_a_hint_for_the_turn_to_play_comes_back_after_a_reload() -> None:
    state = hinted(start(SOLO, 9))
    assert state.tiles.hint is not None
    reloaded, effects = run(UiState(), ev.Resume(Session.from_json(state.tiles.session.to_json())))
    assert reloaded.tiles.asking_hint and FindHint(reloaded.generation, 0) in effects
    ask = next(e for e in effects if isinstance(e, FindHint))
    again, _ = run(reloaded, hint_found(reloaded, ask))
    assert again.tiles.hint == state.tiles.hint
    assert {c.square for c in board_cells(again.tiles, again.thinking, screen(again)) if c.kind is CellKind.HINT}
    unhinted = start(SOLO, 9).tiles.session
    assert unhinted is not None
    fresh, effects = run(UiState(), ev.Resume(Session.from_json(unhinted.to_json())))
    assert not fresh.tiles.asking_hint and not any(isinstance(e, FindHint) for e in effects)


# -- Gin Rummy -------------------------------------------------------------------------------


def test_a_gin_rummy_match_counts_once_per_level_with_its_hands() -> None:
    state = play_until(gin_start(21), Phase.RESULT)
    while state.phase is Phase.RESULT:
        state, _ = run(state, GinAct(GinButton.NEXT))
        state = play_until(state, Phase.RESULT, Phase.OVER)
    assert state.rummy is not None and state.rummy.session.game.winner == 0
    game, gin = state.rummy.session.game, state.stats.stats.gin
    yours = [r for r in game.results if r.winner == 0]
    assert gin.matches["baseline"] == (1, 1) and gin.hands == len(game.results) and gin.hands_won == len(yours)
    assert gin.best_hand == max(r.points for r in yours) and state.stats.stats.games == 0  # not a game of Ginny-O
    lines = stats_view(state.stats).lines
    assert lines[0] == f"{len(game.results)} Gin Rummy hands played"
    assert stats_view(state.stats).rows == (("Gin Rummy against the steady computer", 1, 1),)
    reloaded, effects = run(state, ev.Resume(GinSession.from_json(state.rummy.session.to_json())))
    assert reloaded.stats.stats == state.stats.stats and SaveStats() not in effects
    assert parse_stats(stats_json(state.stats.stats)) == state.stats.stats


def test_gin_rummy_hands_that_do_not_add_up_are_refused() -> None:
    game = gin_record.from_record(json.loads((GOLDEN / "gin-hard-baseline.json").read_text())["record"])[0]
    stats = recorded_match(Stats(), GinSession(game, "hard"))
    assert stats.gin.matches["hard"][0] == 1 and recorded_match(stats, GinSession(game, "hard")) is stats
    data = json.loads(stats_json(stats))
    data["gin"]["gins"] = data["gin"]["hands_won"] + 1
    with pytest.raises(StatsError, match="Gin Rummy hands do not add up"):
        parse_stats(json.dumps(data))


def test_statistics_saved_before_the_expert_count_no_game_against_it_and_keep_the_rest() -> None:
    stats = replace(Stats(games=2), wins={**Stats().wins, "hard": (2, 1)})
    data = json.loads(stats_json(stats))
    del data["wins"]["expert"]
    del data["gin"]["matches"]["expert"]
    older = parse_stats(json.dumps(data))
    assert older.wins["expert"] == (0, 0) and older.gin.matches["expert"] == (0, 0)
    assert older.wins["hard"] == (2, 1) and older.games == 2
    del data["wins"]["hard"]  # a row that was always there is still required: that file is damaged
    with pytest.raises(StatsError):
        parse_stats(json.dumps(data))
