"""The replay viewer's state (no PyScript): a game stepped through turn by turn, and its analysis.

The viewer never touches the game it shows: `Replay` holds its own copy (your finished game,
or one from a link) and the game after `step` turns, which the board is drawn from.

Racks: the viewer shows the tiles a turn was played from only once the game is over and at
most one human played it (against computers): then nobody at the device has a rack to keep
hidden. A game between humans (hot seat) never shows a rack, even after the end, and a game
still in progress (a link may carry one) shows none either.
"""

from __future__ import annotations

from ginnyo.ai.analysis import TurnReview
from ginnyo.rules import Game

from ..common.enums import Dialog
from ..common.frozen import frozen, replace
from ..common.text import Words
from ..tiles.session import Session
from ..tiles.state import TilesUi
from .reviews import Reviews

Analysis = Reviews[TurnReview]
"""The Ginny-O analysis: a row per turn, beside the engine's choices (the computer's)."""


@frozen
class Replay:
    """The viewer: game `session` shown after `step` turns (`at`), and where to go back to."""

    session: Session
    step: int
    at: Game
    rack: tuple[str, tuple[int, ...]] | None  # the rack the turn shown was played from (its tiles, their sets)
    shared: bool  # from a link, not your game
    back: Dialog | None = None  # the dialog open when the viewer opened: it opens again on leaving
    resume: bool = False  # your game was waiting for the computer: it goes on after the viewer
    link: str = ""  # the link made by Copy link
    copied: bool = False  # ...and whether it is on the clipboard
    saved: str = ""  # the game's record (`record`), written once: the views compare it at every drawing

    @classmethod
    def of(cls, session: Session, shared: bool, back: Dialog | None = None, resume: bool = False) -> Replay:
        """A viewer on `session`'s game, at its last turn: a copy of your game (a clone: replaying it again would
        double the time), a link's own (`shared`: read for the viewer alone, no copy needed)."""
        game = session.game if shared else session.game.clone()
        own = Session(game, session.kinds, session.hints)
        turns = len(game.log)
        return cls(own, turns, game, rack_before(own, turns), shared, back, resume, saved=own.to_json())

    @property
    def turns(self) -> int:
        return len(self.session.game.log)

    def record(self) -> str:
        """The game's record, as saved (the analysis is keyed by it)."""
        return self.saved

    def stepped(self, step: int) -> Replay:
        """The viewer after `step` turns (kept between the start and the end)."""
        step = max(0, min(step, self.turns))
        if step == self.step:
            return self
        return replace(self, step=step, at=self.session.game.rewound(step), rack=rack_before(self.session, step))


@frozen
class Refused:
    """A link whose game is not opened: the message dialog's title and text, and whether it offers a new game and a
    file (with no game of yours behind it)."""

    title: Words
    text: Words
    offers: bool


@frozen
class ReplayPage:
    """What the viewer reads and sets of the page: its own state, your game of Ginny-O behind it, and the page fields
    it touches. The shell cuts it out of its state and puts it back (``shell/replay.py``); the last two fields are
    what a step asks of the shell."""

    replay: Replay | None = None
    analysis: Analysis | None = None
    tiles: TilesUi | None = None  # your game of Ginny-O (None: no game of Ginny-O is on the page)
    dialog: Dialog | None = None
    generation: int = 0  # bumped to stop a computer turn in progress while the viewer is open
    thinking: bool = False
    has_game: bool = False  # a game of yours (of either kind) waits behind the viewer
    refused: Refused | None = None  # a link was refused: the message dialog says so
    resume: bool = False  # the viewer closed over a computer turn it had stopped: the shell sets your game going


def analysed_record(session: Session) -> str:
    """The record the viewer analyses for `session`'s game (as `Replay.of` copies it: a daily deal's date left out)."""
    return Session(session.game, session.kinds, session.hints).to_json()


def rack_before(session: Session, step: int) -> tuple[str, tuple[int, ...]] | None:
    """The rack turn `step` was played from, where racks may show (see the module's note)."""
    game = session.game
    if step == 0 or not game.over or len(session.humans) > 1:
        return None
    view = game.rewound(step - 1).view(game.log[step - 1].player)
    return view.rack, view.rack_sets
