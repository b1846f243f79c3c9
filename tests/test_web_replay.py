"""The replay viewer, its analysis and game links without a browser (the update and view layers).

Finished games are played out by the engine's first legal action each turn (seed 22: 26 turns).
"""

from __future__ import annotations

import json

import pytest
from computer_turns import analysis_found
from test_web_update import DUO, SOLO, run

from ginnyo.ai.analysis import analyse
from ginnyo.rules import record
from ginnyo.rules.link import to_link
from ginnyo.rules.steps import drain
from ginnyo.web.coach.events import Undo
from ginnyo.web.common import effects as fx
from ginnyo.web.common.answers import Failed, Reviewed
from ginnyo.web.common.effects import FindAnalysis, ForgetLink, ShareLink
from ginnyo.web.common.enums import Dialog, GameKind, GinLevel, Phase, SeatKind
from ginnyo.web.common.events import KeyEscape
from ginnyo.web.common.text import said
from ginnyo.web.computer.choice import ReviewAsked
from ginnyo.web.review.analysis_view import analysis_view
from ginnyo.web.review.events import (
    AnalysisFound,
    CloseReplay,
    CopyLink,
    LinkCopied,
    Move,
    OpenLink,
    OpenReview,
    ReplayMove,
)
from ginnyo.web.review.replay import read_link
from ginnyo.web.review.view import replay_view
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.replay import viewed
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.session import Session
from ginnyo.web.tiles.view_board import CellKind, board_cells
from ginnyo.web.tiles.view_panel import turn_view
from ginnyo.web.words.texts import describe_turn


def played(
    seats: tuple[tuple[str, SeatKind], ...], seed: int = 22, turns: int | None = None, to_move: int = 0
) -> Session:
    """A game played by the engine's first legal action: to the end, or `turns` or more turns in, `to_move` to move."""
    session = Session.new(list(seats), seed)
    game = session.game
    while not game.over and (turns is None or len(game.log) < turns or game.current != to_move):
        game.apply(game.legal_actions()[0])
    return session


def resumed(session: Session) -> UiState:
    state, _ = run(UiState(), ev.Resume(session))
    return state


def board_shown(state: UiState) -> dict[str, str]:
    """The tiles the page draws, by square (the board of the state as rendered)."""
    shown = viewed(state)
    cells = board_cells(shown.tiles, shown.thinking, screen(shown))
    return {c.square: c.tile.face for c in cells if c.tile is not None}


def tiles_of(session: Session, turns: int) -> dict[str, str]:
    alone = resumed(Session(session.game.rewound(turns), session.kinds))
    return board_shown(alone)


def test_review_opens_at_the_end_steps_through_and_leaves_the_game_as_it_was() -> None:
    session = played(SOLO)
    game = session.game
    over = resumed(session)
    assert over.phase is Phase.OVER and over.dialog is Dialog.END
    saved_before = session.to_json()
    state, effects = run(over, OpenReview())
    assert state.replay is not None and state.dialog is None and state.replay.step == len(game.log) == 26
    assert effects == [FindAnalysis(state.replay.record(), game, 0)]
    assert board_shown(state) == board_shown(over)  # the final board
    state, effects = run(state, ReplayMove(Move.FIRST))
    assert state.replay is not None and state.replay.step == 0 and board_shown(state) == {}
    state, _ = run(state, ReplayMove(Move.PREVIOUS))  # nothing before the start
    assert state.replay is not None and state.replay.step == 0
    for step in range(1, 4):
        state, effects = run(state, ReplayMove(Move.NEXT))
        assert state.replay is not None and state.replay.step == step
        assert board_shown(state) == tiles_of(session, step)
        assert said(viewed(state).notice) == describe_turn(game.names, game.log[step - 1])
        assert effects[0] == fx.Announce(f"Turn {step} of 26. {said(viewed(state).notice)}")
    shown = viewed(state)
    assert state.replay is not None and shown.tiles is not None
    replayed = (state.replay.step, state.replay.turns)
    assert turn_view(shown.tiles, screen(shown), replay=replayed).text == "Replay: Turn 3 of 26"
    last = {c.square for c in board_cells(shown.tiles, shown.thinking, screen(shown)) if c.kind is CellKind.LAST}
    assert last == {sq for sq in tiles_of(session, 3)} - set(tiles_of(session, 2))  # turn 3's tiles are marked
    state, _ = run(state, ReplayMove(Move.LAST), ReplayMove(Move.NEXT))
    assert state.replay is not None and state.replay.step == 26
    back, effects = run(state, CloseReplay())
    assert back.replay is None and back.dialog is Dialog.END and effects == []  # the end dialog again, no save
    assert back.tiles.session is session and session.to_json() == saved_before


def test_the_viewer_ignores_turn_inputs_and_escape_leaves_it() -> None:
    session = played(SOLO, turns=6)  # your turn: a draft is being built
    state = resumed(session)
    state, _ = run(state, tev.TapRack(0), tev.TapSquare("H8"))
    saved = session.to_json()
    link = to_link(json.loads(played(DUO).to_json()))
    viewing, effects = run(state, OpenLink(drain(read_link(link))))
    assert viewing.replay is not None and fx.Save() not in effects and screen(viewing).seen is None
    for event in (
        tev.TapRack(1),
        tev.TapSquare("A1"),
        tev.Play(),
        tev.Pass(),
        Undo(),
        tev.MoveCursor(1, 0),
        tev.KeyEnter(),
    ):
        same, effects = run(viewing, event)
        assert same == viewing and effects == [], event
    back, effects = run(viewing, KeyEscape())
    assert back.replay is None and effects == [ForgetLink()]
    assert (
        back.tiles.draft == state.tiles.draft and back.tiles.session is session and session.to_json() == saved
    )  # as you left it


def test_racks_show_after_a_game_against_computers_only() -> None:
    solo = played(SOLO)
    state, _ = run(resumed(solo), OpenReview(), ReplayMove(Move.FIRST), ReplayMove(Move.NEXT), ReplayMove(Move.NEXT))
    view = replay_view(state.replay, state.analysis, True)
    assert view is not None
    turn = solo.game.log[1]
    before = solo.game.rewound(1).view(turn.player)
    assert [
        t.text for t in view.rack
    ] == before.rack.split() and view.rack_title == f"Tiles of {solo.game.names[turn.player]} for turn 2"
    duo = played(DUO)
    state, _ = run(resumed(duo), OpenReview())
    view = replay_view(state.replay, state.analysis, True)
    assert view is not None and view.rack == () and "people sharing one device" in view.rack_note
    in_progress = to_link(json.loads(played(SOLO, turns=5).to_json()))
    state, _ = run(UiState(), OpenLink(drain(read_link(in_progress))))
    view = replay_view(state.replay, state.analysis, False)
    assert view is not None and view.rack == () and view.rack_note.endswith("while the game is in progress.")
    assert view.close == "Close the replay" and view.title == "A shared game"


def test_a_game_in_progress_is_not_reviewed_and_a_paused_computer_goes_on_after() -> None:
    session = played(SOLO, turns=5, to_move=1)  # the computer is to move
    state = resumed(session)
    assert state.thinking and run(state, OpenReview())[0].replay is None  # its analysis would tell your rack
    link = to_link(json.loads(played(DUO).to_json()))
    viewing, _ = run(state, OpenLink(drain(read_link(link))))
    assert viewing.generation == state.generation + 1 and not viewing.thinking  # its answer is dropped
    back, effects = run(viewing, CloseReplay())
    assert back.thinking and fx.StartComputer(back.generation) in effects and ForgetLink() in effects


def analysis_answer(effect: FindAnalysis, turn: int | None = None) -> AnalysisFound:
    """The computer's answer, as the analyst asks it: every turn without advice, or `turn`'s advice."""
    return analysis_found(effect, ReviewAsked() if turn is None else ReviewAsked(True, turn, turn + 1))


def test_the_analysis_fills_the_panel_as_the_computer_answers() -> None:
    session = played(SOLO)
    game = session.game
    state, effects = run(resumed(session), OpenReview())
    assert isinstance(effects[0], FindAnalysis)
    find = effects[0]
    assert find.game == game and find.advised == 0  # the game itself is asked about: nothing read back
    view = analysis_view(state.replay, state.analysis)
    assert view is not None and view.rows == () and view.status == "Analysing the game…" and view.lost is None
    assert len(view.scores.lines) == 2 and view.scores.title == "Scores over the game"
    assert "Ann: 0, " in view.scores.desc and "Robo: 0, " in view.scores.desc
    state, _ = run(state, analysis_answer(find))
    view = analysis_view(state.replay, state.analysis)
    expected = analyse(game, advice=False)
    assert view is not None and len(view.rows) == len(game.log) and view.lost is not None
    assert [row.lost for row in view.rows] == [str(r.lost) for r in expected]
    assert len(view.lost.bars) == 26 and int(view.lost.axes.y_ticks[-1].label) >= max(r.lost for r in expected)
    assert view.step == 26 and view.status == "Asking the expert: turn 1 of 26…"
    for turn in range(2):
        state, _ = run(state, analysis_answer(find, turn))
    advised = analyse(game, advice=True, start=0, stop=2)
    view = analysis_view(state.replay, state.analysis)
    assert view is not None and state.analysis is not None and state.analysis.advised == 2
    assert [r.advice for r in state.analysis.rows[:2]] == [r.advice for r in advised]
    assert view.status == "Asking the expert: turn 3 of 26…" and view.progress == (2, 26)
    state, _ = run(state, ev.ShowTurn(1))  # a row picked: the viewer goes there
    assert state.replay is not None and state.replay.step == 1
    said = replay_view(state.replay, state.analysis, True)
    assert said is not None and said.review.startswith("Best by score: ") and "Expert: " in said.review
    stale, effects = run(state, AnalysisFound("{}", Reviewed(0, False, ())))
    assert stale == state and effects == []
    failed, effects = run(state, AnalysisFound(find.record, Failed("boom")))
    assert failed.analysis is not None and failed.analysis.failed and isinstance(effects[0], fx.Warn)
    assert "boom" in effects[0].text and failed.analysis.rows == state.analysis.rows  # the rows so far stay
    closed, _ = run(state, CloseReplay())
    again, effects = run(closed, OpenReview())  # the analysis is kept: it goes on from where it was
    assert effects == [FindAnalysis(find.record, game, 2)] and again.analysis == state.analysis


def test_a_link_round_trip_shows_the_same_final_board_and_keeps_your_game() -> None:
    session = played(SOLO)
    state, _ = run(resumed(session), OpenReview())
    made, effects = run(state, CopyLink())
    assert len(effects) == 1 and isinstance(effects[0], ShareLink)
    fragment = effects[0].fragment
    assert fragment.startswith("game=1.")
    copied, effects = run(made, LinkCopied("http://here/#" + fragment, True))
    assert effects == [fx.Announce("Link copied. It holds the whole game: nothing is sent anywhere.")]
    view = replay_view(copied.replay, copied.analysis, True)
    assert view is not None and view.link[0] == "http://here/#" + fragment and view.link[1].startswith("Link copied.")
    mine = resumed(played(DUO, seed=5, turns=3))
    opened, effects = run(mine, OpenLink(drain(read_link("#" + fragment))))
    assert opened.replay is not None and opened.replay.shared and opened.replay.step == 26
    assert fx.Save() not in effects and board_shown(opened) == board_shown(state)
    assert record.loads(opened.replay.record())[0].totals() == session.game.totals()
    back, _ = run(opened, CloseReplay())
    assert back.tiles.session is mine.tiles.session and back.phase is mine.phase and back.dialog is mine.dialog


@pytest.mark.parametrize(
    ("fragment", "words"),
    [
        ("#game=1.eJyrVkrLz1eyUkpKLFKqBQA", "damaged"),
        ("#game=2.eJyrVkrLz1eyUkpKLFKqBQA", "another version of Ginny-O"),
        ("#game=1." + to_link({"format": "ginrummy"}).removeprefix("game=1."), "not a Ginny-O game"),
    ],
)
def test_a_damaged_or_foreign_link_is_refused_in_words(fragment: str, words: str) -> None:
    state = resumed(played(SOLO, turns=6))
    refused, effects = run(state, OpenLink(drain(read_link(fragment))))
    assert refused.replay is None and refused.dialog is Dialog.MESSAGE and refused.message is not None
    assert said(refused.message.title) == "This game link cannot be opened" and words in said(refused.message.text)
    assert said(refused.message.text).endswith("Your own game is unchanged.") and ForgetLink() in effects
    assert refused.tiles.session is state.tiles.session and fx.Save() not in effects


def test_a_gin_rummy_link_is_refused_until_the_viewer_shows_gin() -> None:
    from ginnyo.ginrummy import record as gin_record

    fragment = to_link({"format": gin_record.FORMAT})
    refused, _ = run(UiState(), OpenLink(drain(read_link(fragment))))
    assert refused.message is not None and "Gin Rummy" in said(refused.message.text) and refused.message.offers


def test_a_new_game_begun_from_a_shared_game_takes_it_out_of_the_address() -> None:
    link = to_link(json.loads(played(DUO).to_json()))
    viewing, _ = run(UiState(), OpenLink(drain(read_link(link))))
    seats = (("You", SeatKind.HUMAN), ("Computer", SeatKind.EASY))
    for game in GameKind:
        begun, effects = run(viewing, ev.SubmitSetup(seats, "7", 0, game, GinLevel.EASY))
        assert begun.replay is None and ForgetLink() in effects, game
    own, effects = run(UiState(), ev.SubmitSetup(seats, "7", 0))
    assert own.tiles is not None and ForgetLink() not in effects
