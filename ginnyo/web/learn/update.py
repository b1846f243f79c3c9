"""The lessons' update (no PyScript): `update_learn(stage, event) -> (stage, effects)` on a `Stage` of `LearnUi`.

A lesson is played on the tables' own updates (`tiles.update.update_table`, `rummy.update.update_gin`) run on
the lesson's slice; only the action that ends a turn is caught before the engine takes it, and the lesson's
checker (`ginnyo.lessons.check`) says whether it meets the goal. No computer answers: a met goal leaves the
table as the action made it, a missed one puts it back as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ginnyo.ginrummy import Action as GinAction
from ginnyo.ginrummy import parse_action as parse_gin_action
from ginnyo.ginrummy.cards import name as card_name
from ginnyo.lessons import check, gin_game, ginnyo_game, lesson, lessons
from ginnyo.lessons.model import GameName, Lesson
from ginnyo.rules import Action, parse_action
from ginnyo.rules.actions import EXCHANGE, PLAY
from ginnyo.rules.layout import square_name
from ginnyo.rules.tiles import JOKER

from ..common import computer_events as cev
from ..common import effects as fx
from ..common.effects import Effect, Result, unchanged
from ..common.enums import Cue, GinLevel, Mode, SeatKind
from ..common.frozen import frozen, replace
from ..common.table import Stage
from ..rummy import update as gin_update
from ..rummy.events import GinEvent
from ..rummy.session import GinSession
from ..rummy.state import GinUi
from ..tiles import events as tev
from ..tiles import placing
from ..tiles import update as tiles_update
from ..tiles.session import Draft, Session
from ..tiles.state import TilesUi
from ..tiles.update import TableUpdate
from ..words.learn import verdict_said
from .events import LearnEvent, OpenLearn, ShowMe, StepLesson
from .state import LearnUi

LearnStage = Stage[LearnUi]
T = TypeVar("T")


def update_learn(stage: LearnStage, event: LearnEvent) -> Result[LearnStage]:
    """Open a lesson (or the list), step to the next or previous one, or show the solution."""
    learn = stage.ui
    match event:
        case OpenLearn(name):
            return opened(stage, name)
        case StepLesson(step):
            ids = [found.id for found in lessons()]
            at = ids.index(learn.lesson) + step if learn.lesson in ids else 0
            return opened(stage, ids[at]) if 0 <= at < len(ids) else unchanged(stage)
        case ShowMe() if learn.lesson:
            return show_me(stage)
    return unchanged(stage)


def beyond_last(learn: LearnUi, step: int) -> bool:
    """Whether stepping `step` from the lesson open leaves the last lesson (the next step is then a game)."""
    ids = [found.id for found in lessons()]
    return learn.lesson in ids and ids.index(learn.lesson) + step >= len(ids)


def inner(stage: LearnStage, ui: T) -> Stage[T]:
    """The stage of the lesson's table, as the tables' updates take it."""
    return Stage(ui, stage.phase, stage.dialog, stage.notice, stage.error, stage.generation, False, stage.sound)


def outer(stage: LearnStage, table: Stage[TilesUi] | Stage[GinUi], **learn: object) -> LearnStage:
    """The lessons' stage once the lesson's table moved: `learn` sets fields of `LearnUi`."""
    ui = replace(stage.ui, **({"table": table.ui} | learn))
    return Stage(ui, table.phase, table.dialog, table.notice, table.error, table.generation, False, table.sound)


def opened(stage: LearnStage, name: str) -> Result[LearnStage]:
    """The lesson `name` set up afresh (the list, for '' or an id no lesson has)."""
    fresh = replace(stage.ui, open=True, lesson="", table=None, verdict=None, shown=False)
    try:
        found = lesson(name)
    except KeyError:
        return replace(stage, ui=fresh, dialog=None, notice=None, error=None), []
    fresh = replace(fresh, lesson=found.id)
    return LESSON_TABLES[found.game].set_up(replace(stage, ui=fresh, dialog=None, notice=None, error=None), found)


def tiles_set_up(stage: LearnStage, found: Lesson) -> Result[LearnStage]:
    """A Ginny-O lesson's table: its position, you against the medium computer (who never moves)."""
    session = Session(ginnyo_game(found), (SeatKind.HUMAN, SeatKind.MEDIUM))
    tiles, effects = tiles_update.next_turn(inner(stage, TilesUi(session)))
    return outer(stage, tiles), effects


def gin_set_up(stage: LearnStage, found: Lesson) -> Result[LearnStage]:
    """A Gin Rummy lesson's table: its position."""
    gin, effects = gin_update.gin_next(inner(stage, GinUi(GinSession(gin_game(found), GinLevel.MEDIUM))))
    return outer(stage, gin), effects


def show_me(stage: LearnStage) -> Result[LearnStage]:
    """The lesson afresh with its solution laid out: a play's tiles placed, an exchange's tiles or a card picked."""
    found = lesson(stage.ui.lesson)
    stage, effects = opened(stage, found.id)
    laid = LESSON_TABLES[found.game].laid(stage.ui.table, found.solution)
    return replace(stage, ui=replace(stage.ui, table=laid, shown=True)), effects


def gin_laid(gin: GinUi, solution: str) -> GinUi:
    """The solution's card picked."""
    card = parse_gin_action(solution).card
    return replace(gin, pick=card_name(card) if card >= 0 else "")


def tiles_laid(tiles: TilesUi, solution: str) -> TilesUi:
    """The solution's tiles placed (a play) or picked (an exchange)."""
    draft = tiles.draft
    assert draft is not None
    action = parse_action(solution)
    if action.kind == EXCHANGE:
        return replace(tiles, mode=Mode.EXCHANGE, exchange=frozenset(rack_indices(draft, action.tiles)))
    if action.kind == PLAY:
        board = tiles.session.game.board
        faces = [JOKER if placed.joker else str(placed.card) for placed in action.placements]
        for index, placement in zip(rack_indices(draft, faces), action.placements, strict=True):
            square = square_name(placement.square)
            draft = draft.place(index, square, board)
            if placement.joker:
                draft = draft.declare(square, str(placement.card))
    return replace(tiles, draft=draft)


def rack_indices(draft: Draft, tiles: list[str] | tuple[str, ...]) -> list[int]:
    """The rack's indices of `tiles` (in notation), each tile of the rack used once."""
    free = list(range(len(draft.rack)))
    found = []
    for tile in tiles:
        index = next(i for i in free if draft.rack[i] == tile)
        free.remove(index)
        found.append(index)
    return found


def on_tiles(stage: LearnStage, event: TableUpdate) -> Result[LearnStage]:
    """The Ginny-O lesson's table: building a play as at the table; Play, Exchange and Pass are judged instead."""
    learn = stage.ui
    if learn.tiles is None or (learn.verdict is not None and learn.verdict.met) or isinstance(event, cev.ComputerEvent):
        return unchanged(stage)
    table = inner(stage, learn.tiles)
    draft = placing.drafting(table)
    match event:
        case tev.Play() | tev.KeyEnter() if draft is not None and draft.placed:
            missing = draft.undeclared()
            if missing:
                asked, effects = placing.ask_joker(table, missing[0])
                return outer(stage, asked), effects
            return judged(stage, Action.play(draft.placements()))
        case tev.ConfirmExchange() if draft is not None and learn.tiles.exchange:
            return judged(stage, Action.exchange(tuple(draft.rack[i] for i in sorted(learn.tiles.exchange))))
        case tev.Pass() if draft is not None:
            return judged(stage, Action.pass_turn())
        case tev.Play() | tev.KeyEnter() | tev.ConfirmExchange() | tev.Pass() | tev.Reveal():
            return unchanged(stage)
    new, effects = tiles_update.update_table(table, event)
    return outer(stage, new), effects


def on_gin(stage: LearnStage, event: GinEvent) -> Result[LearnStage]:
    """The Gin Rummy lesson's table: the table's own update, but its first action is judged instead of played on."""
    learn = stage.ui
    gin = learn.gin
    if gin is None or (learn.verdict is not None and learn.verdict.met):
        return unchanged(stage)
    before = len(gin.session.game.actions)
    new, effects = gin_update.update_gin(inner(stage, gin), event, False)
    actions = new.ui.session.game.actions
    if len(actions) == before:
        return outer(stage, new), effects
    return judged(stage, actions[before])


def judged(stage: LearnStage, action: Action | GinAction) -> Result[LearnStage]:
    """The lesson's verdict on `action`: met, the table as it made it and the lesson done; else the table back."""
    learn = stage.ui
    found = lesson(learn.lesson)
    verdict = check(found, str(action))
    said = fx.Announce(verdict_said(verdict, found))
    if not verdict.met:
        again, effects = opened(stage, found.id)
        return replace(again, ui=replace(again.ui, verdict=verdict)), [*effects, said, *stage.cue(Cue.PLACE)]
    stage = replace(
        stage, ui=replace(learn, verdict=verdict, shown=False, done=learn.done | {found.id}, damaged=None), error=None
    )
    return after(stage, action), [*saved(learn), said, *stage.cue(Cue.SCORE)]


def after(stage: LearnStage, action: Action | GinAction) -> LearnStage:
    """The lesson's table once its goal is met: the action taken (on a copy), the player's turn over."""
    learn = stage.ui
    taken = LESSON_TABLES[lesson(learn.lesson).game].taken(learn.table, action)
    return replace(stage, ui=replace(learn, table=taken))


def gin_taken(gin: GinUi, action: GinAction) -> GinUi:
    return replace(gin, session=gin.session.after(action), pick="")


def tiles_taken(tiles: TilesUi, action: Action) -> TilesUi:
    session = tiles.session.after(action)
    return replace(tiles, session=session, draft=None, pick=None, mode=Mode.PLACE, exchange=frozenset())


def saved(learn: LearnUi) -> list[Effect]:
    """Store the lessons done; unreadable stored progress is kept aside first (never lost silently)."""
    return [fx.KeepDamagedProgress(), fx.SaveProgress()] if learn.damaged is not None else [fx.SaveProgress()]


@frozen
class LessonTable:
    """What a game's lessons do on its table: set the position up, lay the solution out, take the action met."""

    set_up: Callable[[LearnStage, Lesson], Result[LearnStage]]
    laid: Callable[[Any, str], TilesUi | GinUi]
    taken: Callable[[Any, Any], TilesUi | GinUi]


LESSON_TABLES = {
    GameName.GINNYO: LessonTable(tiles_set_up, tiles_laid, tiles_taken),
    GameName.GIN: LessonTable(gin_set_up, gin_laid, gin_taken),
}
"""Each game's lessons on its table, by the lesson's game."""
