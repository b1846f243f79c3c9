"""Where the keyboard focus goes (no PyScript): the control a dialog opens on, and the page's home.

The renderer moves the focus; these say where, so a keyboard or screen-reader player never
lands on the page's `<body>`.
"""

from __future__ import annotations

from enum import StrEnum

from ..common.enums import Dialog, Mode
from ..common.ids import Id
from .state import UiState, building_now


class Home(StrEnum):
    """Where the focus goes when the control it was on went away (or the dialog's opener did)."""

    BOARD = "board"  # the keyboard cursor's square: the grid's focus
    RACK = "rack"  # the first rack tile: choosing tiles to exchange


def first_control(state: UiState) -> str | None:
    """The id of the control the open dialog starts on; None: its first control."""
    match state.dialog:
        case Dialog.SETUP:
            return Id.PLAYER_COUNT
        case Dialog.HANDOFF:
            return Id.REVEAL_BUTTON
        case Dialog.GIN_RESULT if state.gin_review is not None and state.rummy is not None:
            return Id.GIN_REVIEW_OPEN if state.gin_review.record == state.rummy.session.to_json() else None
        case Dialog.MESSAGE if state.message is not None:
            # a question starts on Cancel, the safe answer; a refusal on the first way on
            return Id.MESSAGE_NEW if state.message.offers and state.message.confirm is None else Id.MESSAGE_CLOSE
    return None


def home(state: UiState) -> Home:
    exchanging = state.tiles is not None and state.tiles.mode is Mode.EXCHANGE
    return Home.RACK if exchanging and building_now(state) is not None else Home.BOARD
