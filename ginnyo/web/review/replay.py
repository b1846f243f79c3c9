"""Update steps of looking back: the replay viewer, its analysis, game links, the sheet's picked turn (no PyScript).

The viewer opens over the page (your finished game from the end dialog, or a game from a
link) and holds its own copy of the game: stepping never changes your game or its autosave.
While it is open, the inputs that would build or make a turn wait (``shell/update.py``); a computer turn in
progress is stopped (the generation is bumped) and set going again on leaving.
The steps take and return the viewer's slice of the page (`ReplayPage`), which ``shell/replay.py`` cuts out of the
page's state and puts back.
The analysis is worked out by the computer (`FindAnalysis`): every turn at once, then the hard
player's choice turn by turn; each answer (`AnalysisFound`) fills the panel as it comes.
"""

from __future__ import annotations

import json
from typing import TypeGuard

from ginnyo.ai.analysis import TurnReview
from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import GinnyError
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.errors import TooManyActions
from ginnyo.rules.link import from_link, to_link
from ginnyo.rules.steps import Steps

from ..common import effects as fx
from ..common.answers import Failed, Reviewed
from ..common.effects import FindAnalysis, ForgetLink, Result, ShareLink, unchanged
from ..common.enums import Dialog, Move
from ..common.events import KeyEscape
from ..common.frozen import replace
from ..common.text import Words
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
from .state import Analysis, Refused, Replay, ReplayPage


def captures(event: object, replay_open: bool, dialog: Dialog | None) -> TypeGuard[ReplayEvent | KeyEscape]:
    """Whether `update_replay` handles `event`: the viewer's own, and (while it is open) Escape (a dialog open
    over it closes first)."""
    return isinstance(event, ReplayEvent) or (isinstance(event, KeyEscape) and replay_open and dialog is None)


def update_replay(page: ReplayPage, event: ReplayEvent | KeyEscape) -> Result[ReplayPage]:
    """The viewer's events; on leaving, `resume` asks the shell to set your game going again."""
    match event:
        case OpenReview():
            return open_review(page)
        case OpenLink(link):
            return open_link(page, link)
        case ReplayMove(move):
            return moved(page, move)
        case ShowTurn(number):
            return shown(page, number) if page.replay is not None else sheet_pick(page, number)
        case CloseReplay() | KeyEscape():
            return leave(page)
        case AnalysisFound(record, reply):
            return analysis_found(page, record, reply)
        case CopyLink() if page.replay is not None:
            return page, [ShareLink(to_link(json.loads(page.replay.record())))]
        case LinkCopied(url, copied) if page.replay is not None:  # said aloud too (the page's one live region)
            return replace(page, replay=replace(page.replay, link=url, copied=copied)), [
                fx.Announce(link_status(copied))
            ]
    return unchanged(page)


def open_review(page: ReplayPage) -> Result[ReplayPage]:
    """ "Review the game": your game of Ginny-O, once it is over (its analysis would tell the racks in play)."""
    tiles = page.tiles
    if tiles is None or not tiles.session.game.over or page.replay is not None:
        return unchanged(page)
    return opened(page, Replay.of(tiles.session, shared=False, back=page.dialog))


def read_link(fragment: str) -> Steps[Session | Words]:
    """The game of a link, replayed stepwise (`ginnyo.rules.steps`: the page reads a long one in slices); a damaged
    link, or one of another version, gives the words that say why it is refused."""
    try:
        data = from_link(fragment)
        if isinstance(data, dict) and data.get("format") == gin_record.FORMAT:
            return Words(gin_link_reason)
        yield  # unpacked and parsed: a pause before the replay
        return (yield from Session.from_data_steps(for_reader(data)))
    except TooManyActions:
        return Words(too_long_link)
    except GinnyError as exc:
        return Words(str, (exc,))


def open_link(page: ReplayPage, link: Session | Words) -> Result[ReplayPage]:
    """A game from a link (`read_link`), in the viewer; or the message that says why it is refused."""
    if isinstance(link, Words):
        return link_refused(page, link)
    session = link
    old = page.replay
    if old is not None:  # another link while the viewer is open: the same way back
        return opened(page, Replay.of(session, shared=True, back=old.back, resume=old.resume))
    waiting = page.tiles is not None and (page.thinking or page.tiles.asking_hint)
    paused = replace(page, generation=page.generation + 1, thinking=False) if waiting else page
    return opened(paused, Replay.of(session, shared=True, back=page.dialog, resume=waiting))


def for_reader(data: object) -> object:
    """A link's record with its names for the reader (`third_person`: "Player 1 played…", not "You played…");
    anything not a record's shape is left for the loader to refuse."""
    players = data.get("players") if isinstance(data, dict) else None
    if not isinstance(data, dict) or not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        return data
    names = third_person([p.get("name") if isinstance(p.get("name"), str) else "" for p in players])
    return data | {"players": [p | {"name": name} if p.get("name") == YOU else p for p, name in zip(players, names)]}


def link_refused(page: ReplayPage, why: Words) -> Result[ReplayPage]:
    """The link's game is not opened: the message says `why`, and the link leaves the address."""
    text = Words(link_refused_text, (Words(capitalized, (why,)), page.has_game))
    refused = Refused(Words(link_refused_title), text, offers=not page.has_game)
    return replace(page, dialog=Dialog.MESSAGE, refused=refused), [ForgetLink()]


def opened(page: ReplayPage, replay: Replay) -> Result[ReplayPage]:
    """The viewer shows `replay`; its analysis starts (or goes on)."""
    record = replay.record()
    analysis = page.analysis if page.analysis is not None and page.analysis.record == record else Analysis(record)
    effects: list[fx.Effect] = [] if analysis.done else [FindAnalysis(record, replay.session.game, analysis.advised)]
    return replace(page, replay=replay, analysis=analysis, dialog=None), effects


def moved(page: ReplayPage, move: Move) -> Result[ReplayPage]:
    replay = page.replay
    if replay is None:
        return unchanged(page)
    steps = {Move.FIRST: 0, Move.PREVIOUS: replay.step - 1, Move.NEXT: replay.step + 1, Move.LAST: replay.turns}
    return shown(page, steps[move])


def shown(page: ReplayPage, step: int) -> Result[ReplayPage]:
    """The viewer after `step` turns; the step is said aloud (where it is, and its turn)."""
    replay = page.replay.stepped(step) if page.replay is not None else None
    if replay is None or replay is page.replay:
        return unchanged(page)
    return replace(page, replay=replay), [fx.Announce(step_said(replay.at, replay.turns))]


def sheet_pick(page: ReplayPage, number: int) -> Result[ReplayPage]:
    """Mark the squares of the play in the sheet's row `number` (a second pick, or no play there: unmark)."""
    tiles = page.tiles
    if tiles is None:
        return unchanged(page)
    plays = {turn.number for turn in tiles.session.game.log if turn.kind is ActionKind.PLAY}
    picked = number if number in plays and number != tiles.sheet_turn else None
    return replace(page, tiles=replace(tiles, sheet_turn=picked)), []


def link_left(replay: Replay | None) -> list[fx.Effect]:
    """A shared game leaves the address when its viewer goes (closed, or a new game begun): a reload shows yours."""
    return [ForgetLink()] if replay is not None and replay.shared else []


def leave(page: ReplayPage) -> Result[ReplayPage]:
    """Back to your game as it was: the dialog that was open, and (`resume`) a computer turn that was waiting."""
    replay = page.replay
    if replay is None:
        return unchanged(page)
    resume = replay.resume and page.tiles is not None
    return replace(page, replay=None, dialog=replay.back, resume=resume), link_left(replay)


def analysis_found(page: ReplayPage, record: str, reply: Reviewed[TurnReview] | Failed) -> Result[ReplayPage]:
    """Rows of the computer's review go into the analysis of their game (any other game's are dropped)."""
    answered = merged(page.analysis, record, reply, "analysis")
    if answered is None:
        return unchanged(page)
    analysis, effects = answered
    return replace(page, analysis=analysis), effects
