"""The scorer on the page (no PyScript): which events it takes while open, and opening and leaving it.

While the scorer is open its board is the page's board (a tap on a square picks it for the next tile), the page's
game waits (its computer turn is stopped by a new generation and set going again on leaving, as behind the lessons)
and the tables' and the coach's inputs do nothing.
"""

from __future__ import annotations

from typing import TypeGuard

from ..coach.events import AskHint, HintFound, Undo, UseHint
from ..common import computer_events as cev
from ..common.effects import Announce, CountScored, Effect, Result, ScoreLink, unchanged
from ..common.events import KeyEscape
from ..common.frozen import replace
from ..rummy.events import GinEvent
from ..scorer import update as scorer_update
from ..scorer.events import CancelEdit, Commit, LeaveScorer, MoveSquare, OpenScorer, PickSquare, ScorerEvent
from ..scorer.state import ScorerUi
from ..stats import update as stats_update
from ..tiles import events as tev
from ..words import scorer as scorer_words
from ..words.i18n import _
from . import update_learn
from .state import UiState

WAITING = AskHint | HintFound | Undo | UseHint | tev.TableEvent | cev.ComputerEvent | GinEvent | KeyEscape
"""What the scorer takes (a tap on a square, arrows, Enter, Escape) or ignores while it is open."""


def captures(event: object, state: UiState) -> TypeGuard[ScorerEvent | WAITING]:
    """The scorer's own events; while it is open, the tables', the coach's and Escape (with no dialog)."""
    if isinstance(event, ScorerEvent):
        return True
    return state.scorer.open and state.dialog is None and isinstance(event, WAITING)


def closed(scorer: ScorerUi) -> ScorerUi:
    """The scorer closed (a game begins, the lessons open), its sheet kept."""
    return replace(scorer, open=False, setup=False, error=None, notice=None)


def link_left(state: UiState) -> list[Effect]:
    """`#score` leaves the address when the scorer closes for something else, so a reload shows that."""
    return [ScoreLink(False)] if state.scorer.open else []


def update_scoring(state: UiState, event: object) -> Result[UiState]:
    if isinstance(event, tev.TapSquare):
        event = PickSquare(event.square)
    elif isinstance(event, tev.MoveCursor):
        event = MoveSquare(event.columns, event.rows)
    elif isinstance(event, tev.KeyEnter):  # Enter on the board scores the play, Escape takes it back
        event = Commit()
    elif isinstance(event, KeyEscape):
        event = CancelEdit()
    elif not isinstance(event, ScorerEvent):
        return unchanged(state)
    if isinstance(event, OpenScorer) and not state.scorer.open:  # the game waits; the lessons and a dialog close
        learn = update_learn.closed_learn(state.learn)
        state = replace(state, generation=state.generation + 1, thinking=False, replay=None, learn=learn, dialog=None)
    scorer, effects = scorer_update.update_scorer(state.scorer, event)
    new = replace(state, scorer=scorer)
    if CountScored() in effects:  # a finished sheet: the statistics count it apart
        stats, more = stats_update.scored_at_table(state.stats)
        new, effects = replace(new, stats=stats), [*(e for e in effects if e != CountScored()), *more]
    effects = [*effects, *said(state.scorer, scorer)]
    if isinstance(event, LeaveScorer) and state.scorer.open:
        left, more = update_learn.left(new)  # the page's game goes on where it was, or the new-game form opens
        return left, [*effects, *more]
    return new, effects


def said(old: ScorerUi, new: ScorerUi) -> list[Effect]:
    """A new refusal or notice of the scorer is said aloud, through the page's one live region, after why this tab
    now only shows the sheet (while the scorer is open)."""
    news = [words for words in (new.error, new.notice) if words is not None and words not in (old.error, old.notice)]
    texts = [str(words) for words in news]
    if new.open and new.elsewhere is not None and new.elsewhere != old.elsewhere:
        texts.insert(0, _(scorer_words.ELSEWHERE[new.elsewhere]))
    return [Announce(" ".join(texts))] if texts else []
