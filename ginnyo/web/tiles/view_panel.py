"""The side panel and the turn line (no PyScript): players, pile, score sheet, unseen tiles."""

from __future__ import annotations

from ginnyo.rules.actions import ActionKind

from ..common.enums import Mode
from ..common.frozen import frozen
from ..words.i18n import N_, _, ngettext, number
from ..words.names import shown
from ..words.review import replay_turn_text
from ..words.teach import no_play_text, offer_text
from ..words.texts import (
    ELSEWHERE_TURN,
    HINT_MARK,
    LAST_IDLE_ROUND,
    about,
    capitalized,
    game_over_text,
    penalty_text,
    seat_label,
    sheet_text,
    signed,
    stopped_text,
    thinking_text,
    tile_sets_text,
    tiles,
    unseen_by_suit,
)
from .screen import Screen
from .state import TilesUi


@frozen
class PlayerRow:
    seat: int
    name: str
    kind: str
    score: str
    rack_size: str  # `1 tile`, `7 tiles`
    current: bool
    points: int = 0  # the score as a number: one that went up climbs to it (render_panels.players)


@frozen
class SheetRow:
    """A turn, or (number None) a player's penalty for the tiles left once the game is over."""

    number: int | None
    name: str
    what: str
    score: str
    last: bool
    play: bool = False  # a play: picking the row marks its squares on the board
    picked: bool = False  # the row picked (its play marked)
    mark: str = ""  # `hint`: a hint was shown for this turn


@frozen
class UnseenView:
    title: str
    note: str
    groups: tuple[tuple[str, str], ...]  # (suit symbol, cards) per suit, then jokers


@frozen
class TurnView:
    text: str
    current: int | None  # `data-current`, for a game in progress
    turns: int | None  # `<html data-turns>`


def player_rows(screen: Screen) -> tuple[PlayerRow, ...]:
    table = screen.table
    if table is None:
        return ()
    return tuple(
        PlayerRow(
            seat,
            shown(name),
            _("friend, on another device") if seat == table.away else seat_label(name, table.kinds[seat]),
            signed(table.totals[seat]),
            tiles(table.rack_sizes[seat]),
            current,
            table.totals[seat],
        )
        for seat, name in enumerate(table.names)
        for current in [seat == table.current and not table.over]
    )


def pile_texts(screen: Screen) -> tuple[str, str]:
    """`Pile: 40 tiles` and the tile sets in play."""
    table = screen.table
    if table is None:
        return "", ""
    return _("Pile: {tiles}").format(tiles=tiles(table.pile_size)), capitalized(tile_sets_text(len(table.names)))


SHEET_TURNS = 300
"""The most turns the score sheet lists: its last ones. Games people play have 60 to 80; a game of thousands of
exchanges (the rules allow 10,000) would take seconds to draw at each turn, and nobody reads such a list."""


def sheet_note(screen: Screen) -> str:
    """What the score sheet says above its rows when it leaves out the first turns (`SHEET_TURNS`), else ''."""
    unlisted = 0 if screen.table is None else len(screen.table.log) - SHEET_TURNS
    if unlisted <= 0:
        return ""
    return ngettext(
        "Turn {last} is not listed here; the saved game keeps it.",
        "Turns 1 to {last} are not listed here; the saved game keeps them.",
        unlisted,
    ).format(last=number(unlisted))


def sheet_rows(screen: Screen, picked: int | None = None) -> tuple[SheetRow, ...]:
    """The turns (`picked`: the turn whose play is marked on the board; at most the last `SHEET_TURNS`), then the
    penalties at the end."""
    table = screen.table
    if table is None:
        return ()
    count = len(table.log)
    turns = tuple(
        SheetRow(
            t.number,
            shown(table.names[t.player]),
            sheet_text(t),
            signed(t.score),
            t.number == count and not table.over,
            t.kind is ActionKind.PLAY,
            t.number == picked,
            _(HINT_MARK) if t.number in table.hints else "",
        )
        for t in table.log[-SHEET_TURNS:]
    )
    if not table.over:
        return turns
    return turns + tuple(
        SheetRow(None, shown(name), penalty_text(table.rack_sizes[seat]), signed(-table.penalties[seat]), False)
        for seat, name in enumerate(table.names)
    )


def unseen_view(screen: Screen) -> UnseenView:
    seen, table = screen.seen, screen.table
    if seen is None or table is None:
        note = _("Shown to the player whose tiles are shown.") if table is not None else ""
        return UnseenView(_("Tiles not seen yet"), note, ())
    total = sum(seen.unseen.values())
    groups = tuple((symbol, " ".join(words) if words else "—") for symbol, words in unseen_by_suit(seen.unseen))
    name = table.names[seen.seat]
    title = about(name, N_("Tiles you have not seen"), N_("Tiles not seen by {name}"))
    return UnseenView(title, _("{tiles} in the pile and the other racks:").format(tiles=tiles(total)), groups)


def turn_view(
    ui: TilesUi | None,
    screen: Screen,
    watched: bool = False,
    replay: tuple[int, int] | None = None,
    stopped: bool = False,
) -> TurnView:
    """The turn line of the table `ui`: `watched`, another tab plays the game; `replay`, the replay viewer is open
    at (its step, its turns); `stopped`, a computer to move does not think (its message says why)."""
    table = screen.table
    if table is None:
        return TurnView(_("Start a new game."), None, None)
    if replay is not None:
        return TurnView(replay_turn_text(*replay), None, None)
    turns = len(table.log)
    if table.over:
        return TurnView(game_over_text(table.names, table.winners), None, turns)
    name, kind = table.names[table.current], table.kinds[table.current]
    if watched:
        text = about(name, *ELSEWHERE_TURN)
    elif kind.is_computer:
        text = stopped_text(name, kind) if stopped else thinking_text(name, kind)
    elif table.current == table.away:
        text = _("Waiting for {name}: their move comes as a link.").format(name=shown(name))
    elif screen.pending:
        text = _("Waiting for your friend's device to send the keys of your tiles.")
    elif screen.seen is None or screen.seen.seat != table.current:
        text = _("{name}'s turn: pass the device to {name}.").format(name=shown(name))
    elif ui is not None and ui.stuck:
        offered = ui.mode is Mode.EXCHANGE and ui.offer
        text = f"{no_play_text(name)} {offer_text(ui.offer)}" if offered else no_play_text(name)
    elif ui is not None and ui.mode is Mode.EXCHANGE:
        text = _("{name}: choose the tiles to exchange.").format(name=shown(name))
    else:
        text = about(name, N_("Your turn."), N_("Your turn, {name}."))
    if table.idle_left is not None and table.idle_left <= len(table.names):
        text = f"{text} {_(LAST_IDLE_ROUND)}"
    return TurnView(text, table.current, turns)
