"""Hint and Undo at the Gin Rummy table (no PyScript): the same events as Ginny-O's (`coach_events`).

A hint is the hard player's choice (`ginnyo.ginrummy.coach.hint`), worked out in the worker
(`FindHint`) and shown only if the match is still at the same decision (game generation and
action count); asking for it is marked in the save. Undo replaces the match by its replay
without your last turn (`GinSession.undone`) and bumps the generation, so a computer turn in
progress (or a hint on its way) is dropped when it answers.
"""

from __future__ import annotations

from ginnyo.ginrummy import GinnyError, parse_action

from ..common.frozen import replace
from ..rummy.session import HUMAN
from ..rummy.state import GinHint, GinUi
from ..rummy.update import Result, gin_next
from ..shell.events import Effect, Save, Warn
from ..shell.state import UiState
from ..words.i18n import _
from ..words.rummy_coach import gin_hint_text
from ..words.texts import HINT_FAILED, HINT_LOOKING, UNDONE
from .events import AskHint, FindHint, HintFound, Undo


def update_gin_coach(state: UiState, event: AskHint | HintFound | Undo) -> Result:
    gin = state.rummy
    if gin is None or (state.dialog is not None and not isinstance(event, HintFound)):
        return state, []
    match event:
        case AskHint():
            return ask_hint(state, gin)
        case HintFound():
            return hint_found(state, gin, event)
    return undo(state, gin)


def ask_hint(state: UiState, gin: GinUi) -> Result:
    """The Hint button: the worker looks for the hard player's choice (see `hint_found`)."""
    if not gin.can_hint(state.thinking):
        return state, []
    actions = len(gin.session.game.actions)
    asked = replace(gin, hint=GinHint(actions))
    return replace(state, rummy=asked, notice=_(HINT_LOOKING), error=""), [FindHint(state.generation, actions)]


def rehint(state: UiState, effects: list[Effect]) -> Result:
    """A reloaded match shows the hint of the decision it was asked for again (the same seed gives the same hint)."""
    gin = state.rummy
    if gin is None or gin.session.hints[-1:] != (len(gin.session.game.actions) + 1,):
        return state, effects
    new, asked = ask_hint(state, gin)
    return new, [*effects, *asked]


def hint_found(state: UiState, gin: GinUi, event: HintFound) -> Result:
    """Show the hint on the table and in words, marked in the save; one for another match or decision is dropped."""
    game = gin.session.game
    waiting = gin.hint is not None and gin.hint.action is None and gin.hint.actions == len(game.actions)
    if not waiting or (event.generation, event.turns) != (state.generation, len(game.actions)):
        return state, []
    try:
        action = parse_action(event.action)
    except GinnyError:
        failed = replace(state, rummy=replace(gin, hint=None), error=_(HINT_FAILED), notice="")
        return failed, [Warn(f"Ginny-O: no Gin Rummy hint ({event.action!r})")]
    view = game.view(HUMAN)
    melds = view.knock.melds if view.knock is not None else ()
    shown = replace(gin, session=gin.session.hinted(), hint=GinHint(len(game.actions), action))
    return replace(state, rummy=shown, notice=gin_hint_text(action, view.upcard, melds)), [Save()]


def undo(state: UiState, gin: GinUi) -> Result:
    """Rewind to before your last turn (across a hand's end too), then set the table up for you to play again."""
    if not gin.session.can_undo():
        return state, []
    session = gin.session.undone()
    seen = min(gin.seen, len(session.game.results))
    rewound = replace(
        state,
        rummy=GinUi(session, seen=seen, order=gin.order),
        generation=state.generation + 1,
        thinking=False,
        notice=_(UNDONE),
        error="",
    )
    new, effects = gin_next(rewound)
    return new, [Save(), *effects]
