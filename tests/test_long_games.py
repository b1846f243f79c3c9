"""No legal game lost (issue 48): a game the rules never end (exchanges before the first meld) saves, reloads,
exports and travels as a link at any length up to the engine's limit; the action that would cross the limit is
refused by the engine with a typed error, and the game is left as it was."""

from __future__ import annotations

import pytest

from ginnyo.ginrummy import record as gin_record
from ginnyo.ginrummy.game import Game as GinGame
from ginnyo.rules import Action, Game, errors, record
from ginnyo.rules.errors import MAX_ACTIONS, ActionRule, IllegalAction
from ginnyo.rules.link import from_link, to_link
from ginnyo.rules.record import SeatKind
from ginnyo.rules.steps import drain
from ginnyo.tally import NoPlay, Setup, Tally
from ginnyo.tally.record import from_json, to_json
from ginnyo.web.common.computer_events import ComputerMoved
from ginnyo.web.common.effects import Announce
from ginnyo.web.common.enums import GameKind, GinButton, GinLevel
from ginnyo.web.common.stored import read_stored
from ginnyo.web.common.text import said
from ginnyo.web.review.events import OpenLink
from ginnyo.web.review.replay import read_link
from ginnyo.web.rummy.events import GinAct
from ginnyo.web.rummy.view import gin_screen
from ginnyo.web.shell.events import Resume, SubmitSetup
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState, read_game
from ginnyo.web.shell.state import stopped as shell_stopped
from ginnyo.web.shell.update import update
from ginnyo.web.tiles.events import Pass
from ginnyo.web.tiles.session import Session
from ginnyo.web.tiles.view_panel import SHEET_TURNS, sheet_note, sheet_rows, turn_view
from ginnyo.web.words import i18n
from ginnyo.web.words.verdicts import reason

LONG = 2000


def exchange_first(game: Game) -> None:
    """One exchange of the first tile of the current rack: legal before the first meld, and it never ends the game."""
    game.apply(Action.exchange((game.view(game.current).rack.split()[0],)))


@pytest.fixture(scope="module")
def long_game() -> Game:
    game = Game(("Ann", "Bob"), seed=5)
    for _ in range(LONG):
        exchange_first(game)
    assert not game.over and game.board.to_notation() == Game(("Ann", "Bob"), seed=5).board.to_notation()
    return game


def same(a: Game, b: Game) -> bool:
    return a.actions == b.actions and a.totals() == b.totals() and a.view(a.current) == b.view(b.current)


def test_the_limit_is_far_beyond_any_game_played() -> None:
    assert MAX_ACTIONS >= 10_000 and record.MAX_ACTIONS == gin_record.MAX_ACTIONS == MAX_ACTIONS


def test_a_long_game_saves_reloads_and_exports(long_game: Game) -> None:
    """A save and an exported file are the session's JSON; both are read back by the same gate."""
    text = Session(long_game, (SeatKind.HUMAN, SeatKind.HUMAN)).to_json()
    loaded = read_stored(text, read_game)
    assert isinstance(loaded, Session) and same(loaded.game, long_game)


def test_a_long_game_travels_as_a_link(long_game: Game) -> None:
    fragment = to_link(record.to_record(long_game))
    replayed, _ = record.from_record(from_link(fragment))
    assert same(replayed, long_game)
    state, _ = update(UiState(), OpenLink(drain(read_link("#" + fragment))))
    assert state.replay is not None and state.message is None


def test_the_action_that_would_cross_the_limit_is_refused_and_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The limit is lowered here so the test is quick; the engine reads it at each action."""
    monkeypatch.setattr(errors, "MAX_ACTIONS", 6)
    game = Game(("Ann", "Bob"), seed=5)
    for _ in range(6):
        exchange_first(game)
    before = game.clone()
    for action in game.legal_actions()[:3]:
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert refused.value.rule is ActionRule.TOO_LONG and refused.value.params == {"limit": "6"}
        assert same(game, before)
    assert "6" in reason(refused.value) and "new game" in reason(refused.value)
    assert same(record.loads(record.dumps(game))[0], game)


def test_a_gin_rummy_match_refuses_the_action_past_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(errors, "MAX_ACTIONS", 0)
    match = GinGame(("Ann", "Bob"), seed=5)
    with pytest.raises(IllegalAction) as refused:
        match.apply("pass")
    assert refused.value.rule is ActionRule.TOO_LONG and match.actions == []


def test_a_score_sheet_refuses_the_turn_past_the_limit_and_still_reloads(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(errors, "MAX_ACTIONS", 2)
    sheet = Tally.new(Setup(("Ann", "Bob"))).with_entry(NoPlay(exchange=True)).with_entry(NoPlay(exchange=True))
    with pytest.raises(IllegalAction) as refused:
        sheet.with_entry(NoPlay(exchange=True))
    assert refused.value.rule is ActionRule.TOO_LONG and from_json(to_json(sheet)).entries == sheet.entries


def test_a_persons_move_past_the_limit_is_refused_with_the_reason_and_nothing_is_saved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state, _ = update(UiState(), SubmitSetup((("Ann", SeatKind.HUMAN), ("Robo", SeatKind.MEDIUM)), "9", 0))
    assert state.tiles is not None and state.tiles.session.game.current == 0
    monkeypatch.setattr(errors, "MAX_ACTIONS", 0)
    refused, effects = update(state, Pass())
    assert refused.tiles is not None and refused.tiles.session.game.actions == []
    assert effects == [Announce(said(refused.error))]  # said aloud; nothing saved, nothing started
    assert said(refused.error) == (
        "That is not allowed: this game has reached 0 actions, the most a saved game keeps: start a new game."
    )


def test_a_computer_at_the_limit_stops_at_once_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    """No simpler level is tried (any action is refused) and the page does not stay "thinking": the turn says why."""
    state, _ = update(UiState(), SubmitSetup((("Robo", SeatKind.EASY), ("Ann", SeatKind.HUMAN)), "9", 0))
    assert state.thinking and state.tiles is not None
    action = state.tiles.session.game.legal_actions()[0]
    monkeypatch.setattr(errors, "MAX_ACTIONS", 0)
    stopped, effects = update(state, ComputerMoved(state.generation, 0, action))
    assert stopped.tiles is not None and stopped.tiles.session.game.actions == []
    assert not stopped.thinking and effects == [Announce(said(stopped.error))]  # no simpler level, no fault
    assert said(stopped.error) == (
        "The computer cannot move: this game has reached 0 actions, the most a saved game keeps: start a new game."
    )
    assert turn_view(stopped.tiles, screen(stopped), stopped=shell_stopped(stopped)).text == (
        "Robo (computer, easy) has stopped."
    )


def test_a_gin_rummy_computer_at_the_limit_stops_at_once_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = update(UiState(), SubmitSetup((), "4", 0, GameKind.GIN, GinLevel.HARD))
    monkeypatch.setattr(errors, "MAX_ACTIONS", 1)
    state, _ = update(state, GinAct(GinButton.PASS))  # you pass the upcard: the computer is to move, at the limit
    assert state.rummy is not None and len(state.rummy.session.game.actions) == 1
    action = state.rummy.session.game.legal_actions()[0]
    stopped, effects = update(state, ComputerMoved(state.generation, 1, action))
    assert stopped.rummy is not None and len(stopped.rummy.session.game.actions) == 1
    assert not stopped.thinking and effects == [Announce(said(stopped.error))]
    assert "reached 1 actions, the most a saved game keeps" in said(stopped.error)
    table = gin_screen(stopped.rummy, stopped.thinking, stopped=shell_stopped(stopped))
    assert table is not None and table.turn == "Computer (hard) has stopped."


def test_the_score_sheet_of_a_long_game_lists_its_last_turns_and_says_so(long_game: Game) -> None:
    """Drawing thousands of rows took seconds at each turn in the browser: the sheet lists the last `SHEET_TURNS`."""
    state, _ = update(UiState(), Resume(Session(long_game, (SeatKind.HUMAN, SeatKind.HUMAN)), None))
    rows = sheet_rows(screen(state))
    assert len(rows) == SHEET_TURNS and [rows[0].number, rows[-1].number] == [LONG - SHEET_TURNS + 1, LONG]
    assert rows[-1].last and not any(row.last for row in rows[:-1])
    assert (
        sheet_note(screen(state)) == f"Turns 1 to {LONG - SHEET_TURNS} are not listed here; the saved game keeps them."
    )
    short, _ = update(UiState(), SubmitSetup((("Ann", SeatKind.HUMAN), ("Bob", SeatKind.HUMAN)), "9", 0))
    assert sheet_note(screen(short)) == ""


def test_the_limit_is_written_as_the_language_writes_numbers() -> None:
    """The page gives Intl's grouping: the refusal reads "10,000 actions", never "10000 actions"."""
    i18n.use_number_formats(lambda _code: lambda n: f"{n:,}")
    try:
        i18n.set_language("en")
        assert "10,000 actions" in reason(IllegalAction(ActionRule.TOO_LONG, limit=str(MAX_ACTIONS)))
    finally:
        i18n.use_number_formats(lambda _code: str)
        i18n.set_language("en")
