"""Clicks and keys (PyScript): DOM events become UI events, nothing else.

Drags are in ``browser/pointer.py``; the click that ends a drag is not a tap.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from pyscript.ffi import is_none

from ginnyo.ginrummy import Phase as GinPhase

from ..browser.dom import closest, closest_in
from ..coach.events import AskHint, Undo, UseHint
from ..common.enums import Dialog, GameKind
from ..common.events import KeyEscape
from ..common.ids import Button, Id
from ..learn.events import LeaveLearn, OpenLearn, ShowMe, StepLesson
from ..review.events import REPLAY_BUTTONS, REPLAY_KEYS
from ..review.rummy_events import GIN_REVIEW_BUTTONS
from ..rummy.events import GinAct, GinButton, GinCard, GinMeld, GinMovePick, GinPile
from ..shell import events as ev
from ..shell.events import Event
from ..shell.settings import setting_change
from ..shell.state import UiState
from ..stats.events import AnswerReset, AskReset, CloseStats, CopyShare, ExportStats, ImportStats, OpenStats
from ..tiles import events as tev
from ..tips.events import DismissTip
from . import scorer_form

BUTTONS: dict[str, Event] = {
    Button.NEW_GAME: ev.OpenSetup(first=False),
    Button.PLAY_HERE: ev.PlayHere(),
    Button.UNOPENED_RETRY: ev.TryReopen(),
    Button.UNOPENED_DOWNLOAD: ev.DownloadUnopened(),
    Button.UNOPENED_NEW: ev.NewGameInstead(),
    Button.CLOSE_DIALOG: ev.CloseDialog(),
    Button.CONFIRM: ev.Confirm(),
    Button.EXPORT: ev.ExportGame(),
    Button.IMPORT: ev.ChooseImport(),
    Button.PLAY: tev.Play(),
    Button.TAKE_BACK: tev.TakeBackAll(),
    Button.EXCHANGE: tev.EnterExchange(),
    Button.EXCHANGE_CONFIRM: tev.ConfirmExchange(),
    Button.EXCHANGE_CANCEL: tev.LeaveExchange(),
    Button.PASS: tev.Pass(),
    Button.HINT: AskHint(),
    Button.USE_HINT: UseHint(),
    Button.TIP_DISMISS: DismissTip(),
    Button.ASIDE_DISMISS: ev.DismissAside(),
    Button.UNDO: Undo(),
    Button.GIN_HINT: AskHint(),
    Button.GIN_UNDO: Undo(),
    Button.REVEAL: tev.Reveal(),
    Button.JOKER_CANCEL: tev.CancelJoker(),
    Button.ZOOM: ev.ToggleZoom(),
    Button.SORT: tev.SortRack(),
    Button.SOUND: ev.ToggleSound(),
    **REPLAY_BUTTONS,
    **GIN_REVIEW_BUTTONS,
    Button.STATS: OpenStats(),
    Button.STATS_CLOSE: CloseStats(),
    Button.STATS_EXPORT: ExportStats(),
    Button.STATS_IMPORT: ImportStats(),
    Button.STATS_RESET: AskReset(),
    Button.STATS_RESET_CONFIRM: AnswerReset(True),
    Button.STATS_RESET_CANCEL: AnswerReset(False),
    Button.SHARE_COPY: CopyShare(),
    Button.LEARN: OpenLearn(),
    Button.LEARN_ALL: OpenLearn(),
    Button.LEARN_SHOW: ShowMe(),
    Button.LEARN_NEXT: StepLesson(1),
    Button.LEARN_PREVIOUS: StepLesson(-1),
    Button.LEARN_CLOSE: LeaveLearn(),
}
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def click_event(event: Any) -> Event | None:
    """What a click means: a button, a score-sheet row, a joker's card, a rack tile, a square, or the rack's area
    (or one of the scorer's, `scorer_form.click`)."""
    scored = scorer_form.click(event)
    if scored is not None:
        return scored
    button = closest(event, "[data-action]")
    if button is not None:
        name = str(button.getAttribute("data-action"))
        if button.disabled:
            return None
        if name == Button.JOKER:
            return tev.AskJoker(str(button.getAttribute("data-joker-square")))
        if name == Button.LEARN_OPEN:
            return OpenLearn(str(button.getAttribute("data-lesson")))
        if name == Button.SHUFFLE:
            return tev.ShuffleRack(random.getrandbits(32))
        if name == Button.PLAY_AGAIN:
            return ev.PlayAgain(random.getrandbits(32))
        return BUTTONS.get(name)
    gin = gin_click(event)
    if gin is not None:
        return gin
    row = closest(event, f"#{Id.SHEET} tr[data-play], #{Id.ANALYSIS_TABLE} tr[data-turn]")
    if row is not None:  # the row's button, or anywhere on the row (in the analysis: the viewer goes there)
        return ev.ShowTurn(int(row.getAttribute("data-turn")))
    card = closest(event, "[data-card]")
    if card is not None:
        return tev.ChooseJoker(str(card.getAttribute("data-card")))
    tile = closest(event, f"#{Id.RACK} [data-index]")
    if tile is not None:
        return tev.TapRack(int(tile.getAttribute("data-index")))
    square = closest(event, f"#{Id.BOARD} [data-square]")
    if square is not None:
        return tev.TapSquare(str(square.getAttribute("data-square")))
    if closest(event, f"#{Id.RACK_AREA}") is not None:
        return tev.TapRackArea()
    return None


def key_event(event: Any, state: UiState) -> Event | None:
    """What a key means; a key the page uses does not also do the browser's default."""
    key = str(event.key)
    if state.dialog is not None:
        if key != "Escape":
            return None
        event.preventDefault()
        return CloseStats() if state.dialog is Dialog.STATS else KeyEscape()
    target = event.target
    tag = str(target.tagName).lower() if not is_none(target) and hasattr(target, "tagName") else ""
    if tag in ("input", "select", "textarea") or event.ctrlKey or event.metaKey or event.altKey:
        return None
    if key == "Enter" and tag in ("button", "a"):
        return None
    square = closest_in(target, f"#{Id.BOARD} [data-square]")
    table_keys = TABLE_KEYS[GameKind.GINNYO if state.table is None else state.table.kind]
    if key == " " and square is not None and table_keys is tiles_key:  # Space on the grid's square: a tap there
        event.preventDefault()
        return tev.TapSquare(str(square.getAttribute("data-square")))
    if state.replay is not None:
        found: Event | None = REPLAY_KEYS.get(key)
    else:
        found = table_keys(key, state)
    if found is not None and key != "Escape":
        event.preventDefault()
    return found


def gin_click(event: Any) -> Event | None:
    """A click on the Gin Rummy table: one of its buttons, a pile, a meld of the knocker, a card of your hand."""
    button = closest(event, "[data-gin-action]")
    if button is not None:
        return None if button.disabled else GinAct(GinButton(str(button.getAttribute("data-gin-action"))))
    pile = closest(event, f"#{Id.GIN} [data-pile]")
    if pile is not None:
        return None if pile.disabled else GinPile(str(pile.getAttribute("data-pile")))
    meld = closest(event, f"#{Id.GIN_KNOCK} [data-meld]")
    if meld is not None:
        return GinMeld(int(meld.getAttribute("data-meld")))
    card = closest(event, f"#{Id.GIN_HAND} [data-card]")
    return None if card is None else GinCard(str(card.getAttribute("data-card")))


GIN_KEYS = {"s": GinButton.DRAW, "u": GinButton.TAKE, "p": GinButton.PASS, "d": GinButton.DISCARD}
GIN_KEYS |= {"k": GinButton.KNOCK, "g": GinButton.GIN}


def gin_key(key: str, state: UiState) -> Event | None:
    """Keys of the Gin Rummy table: letters for the actions, arrows to pick a card, Enter to end lay-offs.

    Escape answers "Knock now?" with Keep playing.
    """
    if key == "Escape":
        return GinAct(GinButton.KEEP_PLAYING)
    if key in ("ArrowLeft", "ArrowRight"):
        return GinMovePick(-1 if key == "ArrowLeft" else 1)
    if key == "Enter" and state.rummy is not None and state.rummy.session.game.phase is GinPhase.LAYOFF:
        return GinAct(GinButton.DONE)
    button = GIN_KEYS.get(key.lower()) if len(key) == 1 else None
    return None if button is None else GinAct(button)


def key_meaning(key: str) -> Event | None:
    if key in ARROWS:
        return tev.MoveCursor(*ARROWS[key])
    if key.isdigit() and key != "0":
        return tev.KeyPlace(int(key) - 1)
    if key in ("Backspace", "Delete"):
        return tev.KeyTakeBack()
    if key == "Enter":
        return tev.KeyEnter()
    if key == "Escape":
        return KeyEscape()
    return None


def setting_event(event: Any) -> Event | None:
    """A settings control changed: the setting with its typed value (None for a value the page does not know)."""
    control = event.target
    value = bool(control.checked) if str(control.type) == "checkbox" else str(control.value)
    change = setting_change(str(control.name), value)
    return None if change is None else ev.ChangeSetting(change)


def tiles_key(key: str, state: UiState) -> Event | None:
    """Keys of the Ginny-O table (and of the page with no game): the cursor, the rack's digits, Enter, Escape."""
    return key_meaning(key)


TABLE_KEYS: dict[GameKind, Callable[[str, UiState], Event | None]] = {GameKind.GINNYO: tiles_key, GameKind.GIN: gin_key}
"""Each game's keys at its table."""
