"""Update steps of looking back: the replay viewer, its analysis, game links, the sheet's picked turn (no PyScript).

The viewer opens over the page (your finished game from the end dialog, or a game from a
link) and holds its own copy of the game: stepping never changes your game or its autosave.
While it is open, the inputs that would build or make a turn wait (``shell/update.py``); a computer turn in
progress is stopped (the generation is bumped) and set going again on leaving.
The analysis is worked out by the computer (`FindAnalysis`): every turn at once, then the hard
player's choice turn by turn; each answer (`AnalysisFound`) fills the panel as it comes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TypeGuard

from ginnyo.ai.analysis import TurnReview
from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import GinnyError
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.errors import TooManyActions
from ginnyo.rules.link import from_link, to_link

from ..common import effects as fx
from ..common.answers import Failed, Reviewed
from ..common.effects import FindAnalysis, ForgetLink, Result, ShareLink, unchanged
from ..common.enums import Dialog, Move
from ..common.events import KeyEscape
from ..common.frozen import replace
from ..common.text import Words
from ..shell.state import Message, UiState, saved, session_of
from ..tiles.session import Session
from ..words.names import YOU, third_person
from ..words.review import (
    gin_link_reason,
    link_refused_text,
    link_refused_title,
    link_status,
    step_said,
    too_long_link,
)
from ..words.texts import capitalized
from .events import (
    AnalysisFound,
    CloseReplay,
    CopyLink,
    LinkCopied,
    OpenLink,
    OpenReview,
    ReplayEvent,
    ReplayMove,
    ShowTurn,
)
from .reviews import merged
from .state import Analysis, Replay


def captures(event: object, state: UiState) -> TypeGuard[ReplayEvent | KeyEscape]:
    """Whether `update_replay` handles `event`: the viewer's own, and (while it is open) Escape (a dialog open
    over it closes first)."""
    return isinstance(event, ReplayEvent) or (
        isinstance(event, KeyEscape) and state.replay is not None and state.dialog is None
    )


def update_replay(
    state: UiState, event: ReplayEvent | KeyEscape, next_turn: Callable[[UiState], Result[UiState]]
) -> Result[UiState]:
    """The viewer's events; `next_turn` (``shell/update.py``) sets your game going again on leaving."""
    match event:
        case OpenReview():
            return open_review(state)
        case OpenLink(fragment):
            return open_link(state, fragment)
        case ReplayMove(move):
            return moved(state, move)
        case ShowTurn(number):
            return shown(state, number) if state.replay is not None else sheet_pick(state, number)
        case CloseReplay() | KeyEscape():
            return leave(state, next_turn)
        case AnalysisFound(record, reply):
            return analysis_found(state, record, reply)
        case CopyLink() if state.replay is not None:
            return state, [ShareLink(to_link(json.loads(state.replay.record())))]
        case LinkCopied(url, copied) if state.replay is not None:  # said aloud too (the page's one live region)
            return replace(state, replay=replace(state.replay, link=url, copied=copied)), [
                fx.Announce(link_status(copied))
            ]
    return unchanged(state)


def open_review(state: UiState) -> Result[UiState]:
    """ "Review the game": your game, once it is over (its analysis would tell the racks in play)."""
    session = session_of(state)
    if session is None or not session.game.over or state.replay is not None:
        return unchanged(state)
    return opened(state, Replay.of(session, shared=False, back=state.dialog))


def open_link(state: UiState, fragment: str) -> Result[UiState]:
    """A game from a link, in the viewer; a damaged link, or one of another version, is refused in words."""
    try:
        data = from_link(fragment)
        if isinstance(data, dict) and data.get("format") == gin_record.FORMAT:
            return link_refused(state, Words(gin_link_reason))
        session = Session.from_json(json.dumps(for_reader(data)))
    except TooManyActions:
        return link_refused(state, Words(too_long_link))
    except GinnyError as exc:
        return link_refused(state, Words(str, (exc,)))
    old = state.replay
    if old is not None:  # another link while the viewer is open: the same way back
        return opened(state, Replay.of(session, shared=True, back=old.back, resume=old.resume))
    waiting = state.tiles is not None and (state.thinking or state.tiles.asking_hint)
    paused = replace(state, generation=state.generation + 1, thinking=False) if waiting else state
    return opened(paused, Replay.of(session, shared=True, back=state.dialog, resume=waiting))


def for_reader(data: object) -> object:
    """A link's record with its names for the reader (`third_person`: "Player 1 played…", not "You played…");
    anything not a record's shape is left for the loader to refuse."""
    players = data.get("players") if isinstance(data, dict) else None
    if not isinstance(data, dict) or not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        return data
    names = third_person([p.get("name") if isinstance(p.get("name"), str) else "" for p in players])
    return data | {"players": [p | {"name": name} if p.get("name") == YOU else p for p, name in zip(players, names)]}


def link_refused(state: UiState, why: Words) -> Result[UiState]:
    """The link's game is not opened: the message says `why`, and the link leaves the address."""
    has_game = saved(state) is not None
    text = Words(link_refused_text, (Words(capitalized, (why,)), has_game))
    message = Message(Words(link_refused_title), text, offers=not has_game)
    return replace(state, dialog=Dialog.MESSAGE, message=message), [ForgetLink()]


def opened(state: UiState, replay: Replay) -> Result[UiState]:
    """The viewer shows `replay`; its analysis starts (or goes on)."""
    record = replay.record()
    analysis = state.analysis if state.analysis is not None and state.analysis.record == record else Analysis(record)
    effects: list[fx.Effect] = [] if analysis.done else [FindAnalysis(record, replay.session.game, analysis.advised)]
    return replace(state, replay=replay, analysis=analysis, dialog=None), effects


def moved(state: UiState, move: Move) -> Result[UiState]:
    replay = state.replay
    if replay is None:
        return unchanged(state)
    steps = {Move.FIRST: 0, Move.PREVIOUS: replay.step - 1, Move.NEXT: replay.step + 1, Move.LAST: replay.turns}
    return shown(state, steps[move])


def shown(state: UiState, step: int) -> Result[UiState]:
    """The viewer after `step` turns; the step is said aloud (where it is, and its turn)."""
    replay = state.replay.stepped(step) if state.replay is not None else None
    if replay is None or replay is state.replay:
        return unchanged(state)
    return replace(state, replay=replay), [fx.Announce(step_said(replay.at, replay.turns))]


def sheet_pick(state: UiState, number: int) -> Result[UiState]:
    """Mark the squares of the play in the sheet's row `number` (a second pick, or no play there: unmark)."""
    tiles = state.tiles
    if tiles is None:
        return unchanged(state)
    plays = {turn.number for turn in tiles.session.game.log if turn.kind is ActionKind.PLAY}
    picked = number if number in plays and number != tiles.sheet_turn else None
    return replace(state, tiles=replace(tiles, sheet_turn=picked)), []


def link_left(state: UiState) -> list[fx.Effect]:
    """A shared game leaves the address when its viewer goes (closed, or a new game begun): a reload shows yours."""
    replay = state.replay
    return [ForgetLink()] if replay is not None and replay.shared else []


def leave(state: UiState, next_turn: Callable[[UiState], Result[UiState]]) -> Result[UiState]:
    """Back to your game as it was (the dialog that was open, a computer turn that was waiting)."""
    replay = state.replay
    if replay is None:
        return unchanged(state)
    closed = replace(state, replay=None, dialog=replay.back)
    effects = link_left(state)
    if replay.resume and closed.tiles is not None:
        closed, more = next_turn(closed)
        effects += more
    return closed, effects


def analysis_found(state: UiState, record: str, reply: Reviewed[TurnReview] | Failed) -> Result[UiState]:
    """Rows of the computer's review go into the analysis of their game (any other game's are dropped)."""
    answered = merged(state.analysis, record, reply, "analysis")
    if answered is None:
        return unchanged(state)
    analysis, effects = answered
    return replace(state, analysis=analysis), effects
