"""Two tabs on one game (no PyScript): a tab without the game shows it read-only, and "Play here" takes it.

The page adapter (`page/tabs.py`) tells which tab has the game (a Web Lock) and which save is the newest
(compare-and-set, `common/tabs.py`); here the page follows: a tab that watches shows the stored game with
the reason in a banner, takes no input and does nothing about the game (no save, no computer turn, no hint).
"""

from __future__ import annotations

from collections.abc import Callable

from ..common import effects as fx
from ..common.effects import Result, unchanged
from ..common.frozen import replace
from ..common.tabs import Elsewhere
from ..scorer.events import OpenScorer, SheetClaimed, SheetHeld, SheetMoved, SheetNewer
from ..stats.events import StatsStored
from ..words.i18n import N_, _
from . import events as ev
from .events import Event, Saved, TabEvent
from .state import UiState, watching

WHY = {
    Elsewhere.OPEN: N_("This game is open in another tab, so here it is only shown."),
    Elsewhere.MOVED: N_("This game is now played in another tab, so here it is only shown."),
    Elsewhere.NEWER: N_("This game went on in another tab: here it is only shown, as last saved."),
    Elsewhere.OTHER: N_("Another game was started in another tab: here it is only shown."),
}
UNSAVED = N_("Your last turn in this tab was not saved.")
WHILE_ELSEWHERE = (
    ev.Watch,
    ev.PlayHere,
    ev.Claimed,
    ev.ChangeSetting,
    ev.ToggleSound,
    ev.ToggleZoom,
    ev.ZoomBoard,
    StatsStored,
    OpenScorer,
    SheetNewer,
    SheetHeld,
    SheetMoved,
    SheetClaimed,
)
"""What a tab that watches still takes: the tabs' events, its own settings, the statistics another tab stored
(they stay shared), the scorer (no part of the game) and which tab keeps its sheet; the game takes no input."""
Show = Callable[[UiState, Saved], Result[UiState]]


def ignored(state: UiState, event: Event) -> bool:
    """Another tab plays the game: this tab takes no input for it (and drops its computer's late answers)."""
    return watching(state) is not None and not isinstance(event, WHILE_ELSEWHERE)


def update_tabs(state: UiState, event: TabEvent, show: Show) -> Result[UiState]:
    """`show(state, saved)` puts the stored game on the page, as it does at start-up."""
    match event:
        case ev.Watch(saved, why, refused):
            return watched(state, show(replace(state, elsewhere=None), saved)[0], why, refused)
        case ev.PlayHere() if state.elsewhere is not None:
            return state, [fx.TakeGame()]
        case ev.Claimed(saved):
            return show(replace(state, elsewhere=None, lost_turn=False), saved)
    return unchanged(state)


def watched(old: UiState, new: UiState, why: Elsewhere, refused: bool) -> Result[UiState]:
    """`new` read-only, its dialogs closed (the banner's "Play here" is the way on), the reason said aloud.

    A tab already watching keeps its reason, unless the game has since been taken with "Play here"."""
    keep = old.elsewhere is not None and why is not Elsewhere.MOVED
    why = old.elsewhere if keep and old.elsewhere is not None else why
    lost_turn = refused or (keep and old.lost_turn)
    new = replace(new, elsewhere=why, lost_turn=lost_turn, dialog=None, message=None, thinking=False)
    told = old.elsewhere == new.elsewhere and old.lost_turn == new.lost_turn
    return new, [] if told else [fx.Announce(banner_text(new) or "")]


def banner_text(state: UiState) -> str | None:
    """The banner's words: why this tab only shows the game (None while it plays)."""
    if watching(state) is None or state.elsewhere is None:
        return None
    return " ".join([_(WHY[state.elsewhere]), *([_(UNSAVED)] if state.lost_turn else [])])
