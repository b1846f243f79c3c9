"""A long record read on the page in slices (`common.loading.sliced`, issue 48): the browser gets its turn between
slices with the progress told so far, the answer is the one-shot reading's, and a stop drops the half-built game."""

from __future__ import annotations

from helpers import Clock, run_alone

from ginnyo.rules import Action, Game, record
from ginnyo.rules.record import REPLAY_STEP, Replayed
from ginnyo.rules.steps import Steps
from ginnyo.web.common.loading import sliced
from ginnyo.web.common.stored import read_stored_steps
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.state import UiState, read_game_steps
from ginnyo.web.shell.update import update
from ginnyo.web.shell.view_dialogs import STOPPED_TEXT, unopened_view
from ginnyo.web.tiles.session import Session
from ginnyo.web.words.files import loading_text

ACTIONS = 1000


def long_save() -> str:
    """A saved game of `ACTIONS` exchanges before the first meld."""
    game = Game(("Ann", "Bob"), seed=5)
    for _ in range(ACTIONS):
        game.apply(Action.exchange((game.view(game.current).rack.split()[0],)))
    return record.dumps(game)


def reading(text: str) -> Steps[object]:
    return read_stored_steps(text, read_game_steps)


def test_a_long_save_is_read_in_slices_with_its_progress_and_the_same_game() -> None:
    text = long_save()
    told: list[Replayed | None] = []

    async def pause(progress: Replayed | None) -> bool:
        told.append(progress)
        return True

    session = run_alone(sliced(reading(text), pause, slice_s=0.010, clock=Clock(0.004)))
    assert isinstance(session, Session) and session.to_json() == Session.from_json(text).to_json()
    done = [p.done for p in told if p is not None]
    assert len(told) >= ACTIONS // REPLAY_STEP // 3 and done == sorted(done) and done[-1] <= ACTIONS
    assert {p.total for p in told if p is not None} == {ACTIONS}


def test_a_stopped_read_answers_none_and_closes_the_replay() -> None:
    steps = reading(long_save())
    pauses: list[Replayed | None] = []

    async def stop(progress: Replayed | None) -> bool:
        pauses.append(progress)
        return len(pauses) < 2

    assert run_alone(sliced(steps, stop, slice_s=0.010, clock=Clock(0.004))) is None
    assert len(pauses) == 2 and steps.gi_frame is None  # closed: the half-built game is gone


def test_a_quick_read_never_pauses() -> None:
    async def pause(progress: Replayed | None) -> bool:
        raise AssertionError("a short record is read in one go")

    assert isinstance(run_alone(sliced(reading(long_save()), pause, slice_s=60.0)), Session)


def test_the_progress_says_how_many_moves_of_how_many() -> None:
    assert loading_text(4200, 10_000) == "Loading game… 4200 of 10000 moves"
    assert loading_text(0, 1) == "Loading game… 0 of 1 move"


def test_a_stored_game_whose_load_was_cancelled_offers_the_ways_on_of_a_game_left_unopened() -> None:
    """Cancelled at start-up, the save is not opened and not lost: try again, download it, or a new game (which keeps
    it aside), with words that say the player stopped it."""
    state, effects = update(UiState(), ev.NotReopened(stopped=True))
    view = unopened_view(state)
    assert effects == [] and view is not None and view.download
    assert view.title == "Your game was not opened" and view.text.startswith(STOPPED_TEXT)
    assert len(view.buttons) == 3
