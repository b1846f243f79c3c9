"""The new-game form (PyScript): seat rows follow the player count, names follow the kinds.

The form's fields are its own state; submitting it becomes a `SubmitSetup` event.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from pyscript import document

from .dom import by_id, listen, show
from .events import Event, SubmitSetup
from .texts import capitalized, default_names, tile_sets_text

SEATS = 4


def refresh() -> None:
    """Show the chosen game's fields: as many seat rows as players (and their tile sets), or the computer's level."""
    gin = str(by_id("game-kind").value) == "gin"
    show(by_id("ginnyo-setup"), not gin)
    show(by_id("gin-setup"), gin)
    count = int(by_id("player-count").value)
    for seat in range(SEATS):
        show(document.querySelector(f'#setup-dialog .seat[data-seat="{seat}"]'), seat < count)
    by_id("tile-sets").textContent = capitalized(tile_sets_text(count))
    on_kind_change()


def on_kind_change() -> None:
    """Seats left at their default names get distinct ones that follow their kinds (typed names stay)."""
    count = int(by_id("player-count").value)
    seats = [(str(by_id(f"name-{s}").value), str(by_id(f"kind-{s}").value)) for s in range(count)]
    for seat, name in enumerate(default_names(seats)):
        by_id(f"name-{seat}").value = name


def submitted() -> SubmitSetup:
    count = int(by_id("player-count").value)
    seats = tuple((str(by_id(f"name-{s}").value), str(by_id(f"kind-{s}").value)) for s in range(count))
    game, level = str(by_id("game-kind").value), str(by_id("gin-level").value)
    return SubmitSetup(seats, str(by_id("seed").value), random.randrange(2**32), game, level)


def bind(dispatch: Callable[[Event], None]) -> None:
    def on_submit(event: Any) -> None:
        event.preventDefault()
        dispatch(submitted())

    listen(by_id("setup-dialog"), "submit", on_submit)
    listen(by_id("player-count"), "change", lambda _e: refresh())
    listen(by_id("game-kind"), "change", lambda _e: refresh())
    for seat in range(SEATS):
        listen(by_id(f"kind-{seat}"), "change", lambda _e: on_kind_change())
