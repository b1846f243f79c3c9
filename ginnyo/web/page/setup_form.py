"""The new-game form (PyScript): seat rows follow the player count, names follow the kinds.

The form's fields are its own state; submitting it becomes a `SubmitSetup` event. The form is
plain HTML, shown and queued by ``static/boot.js`` before Python is ready. A computer seat in
it becomes a `ComputerSeatChosen` event (the computer's players load while the form is filled in).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from pyscript import document

from ..browser.dom import by_id, clear, el, listen, show
from ..common.enums import GameKind, GinLevel, SeatKind
from ..common.ids import SEATS, Id, seat_kind, seat_name
from ..shell.events import ComputerSeatChosen, Event, SubmitSetup
from ..stats.totals import StatsUi, proposed_levels
from ..tiles.daily import LEVEL, daily_seed, utc_date
from ..words.levels import level_phrases
from ..words.names import YOU, default_names, kept
from ..words.texts import capitalized, tile_sets_text
from .inputs import setting_event

GAME_FIELDS = {GameKind.GINNYO: (Id.GINNYO_SETUP,), GameKind.GIN: (Id.GIN_SETUP, Id.GIN_LEVELS)}
"""The form's fields of each game, shown while that game is chosen."""


def refresh() -> None:
    """Show the chosen game's fields: as many seat rows as players (and their tile sets), or the computer's level."""
    chosen = GameKind(str(by_id(Id.GAME_KIND).value))
    for game, fields in GAME_FIELDS.items():
        for field in fields:
            show(by_id(field), game is chosen)
    for node, phrases in ((by_id(Id.GINNYO_LEVELS), level_phrases(False)), (by_id(Id.GIN_LEVELS), level_phrases(True))):
        clear(node)
        for phrase in phrases:
            node.append(el("li", phrase))
    count = int(by_id(Id.PLAYER_COUNT).value)
    for seat in range(SEATS):
        show(document.querySelector(f'#{Id.SETUP_DIALOG} .seat[data-seat="{seat}"]'), seat < count)
    by_id(Id.TILE_SETS).textContent = capitalized(tile_sets_text(count))
    on_kind_change()


def propose(ui: StatsUi) -> None:
    """Propose the computer's levels for your statistics (`proposed_levels`: easy for a first game), in the
    fields still at the page's defaults (one changed while Python was loading stays)."""
    for name, level in zip((seat_kind(1), Id.GIN_LEVEL), proposed_levels(ui), strict=True):
        node = by_id(name)
        if node.value == node.querySelector("option[selected]").value:
            node.value = str(level)
    refresh()


def seats() -> tuple[tuple[str, SeatKind], ...]:
    """(name, kind) of each seat in play, as the form shows them: the kinds parsed here, at the edge."""
    count = int(by_id(Id.PLAYER_COUNT).value)
    return tuple((str(by_id(seat_name(s)).value), SeatKind(str(by_id(seat_kind(s)).value))) for s in range(count))


def kept_seats() -> tuple[tuple[str, SeatKind], ...]:
    """The seats as the game keeps them: a default name in English (`shown` words it in any language)."""
    return tuple((kept(name), kind) for name, kind in seats())


def on_kind_change() -> None:
    """Seats left at their default names get distinct ones that follow their kinds (typed names stay)."""
    for seat, name in enumerate(default_names(list(seats()))):
        by_id(seat_name(seat)).value = name


def announce_computer(dispatch: Callable[[Event], None]) -> None:
    """Say when a computer plays in the form's seats, so that its players can load while the form is filled in."""
    if any(kind.is_computer for _name, kind in seats()):
        dispatch(ComputerSeatChosen())


def submitted() -> SubmitSetup:
    game, level = GameKind(str(by_id(Id.GAME_KIND).value)), GinLevel(str(by_id(Id.GIN_LEVEL).value))
    return SubmitSetup(kept_seats(), str(by_id(Id.SEED).value), random.randrange(2**32), game, level)


def daily_submitted() -> SubmitSetup:
    """The daily deal: today's (UTC) seed, you against the computer at the daily level."""
    day = utc_date(datetime.now(UTC))
    you, computer = (kept(n) for n in default_names([(YOU, SeatKind.HUMAN), ("Player 2", LEVEL)]))
    return SubmitSetup(((you, SeatKind.HUMAN), (computer, LEVEL)), str(daily_seed(day)), 0, daily=day)


def bind(dispatch: Callable[[Event], None]) -> None:
    def on_submit(event: Any) -> None:
        event.preventDefault()
        dispatch(submitted())

    def on_language(event: Any) -> None:
        change = setting_event(event)
        if change is not None:
            dispatch(change)

    def on_seats_change(_event: Any) -> None:
        refresh()
        announce_computer(dispatch)

    listen(by_id(Id.SETUP_DIALOG), "submit", on_submit)
    listen(by_id(Id.DAILY_DEAL), "click", lambda _e: dispatch(daily_submitted()))
    listen(by_id(Id.PLAYER_COUNT), "change", on_seats_change)
    listen(by_id(Id.GAME_KIND), "change", lambda _e: refresh())
    listen(by_id(Id.SETUP_LANGUAGE), "change", on_language)
    for seat in range(SEATS):
        listen(by_id(seat_kind(seat)), "change", on_seats_change)
