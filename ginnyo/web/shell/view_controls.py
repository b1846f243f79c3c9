"""The play controls and the live preview (no PyScript)."""

from __future__ import annotations

from ginnyo.rules import Placement, PlayerView
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import square_name
from ginnyo.rules.threats import gin_threats

from ..common.enums import Mode, PreviewState
from ..common.frozen import frozen, replace
from ..common.ids import Button
from ..tiles.screen import Screen
from ..tiles.state import can_hint, can_undo
from ..words.i18n import N_, _
from ..words.reasons import exact_mark, forgone_text
from ..words.teach import USE_EXCHANGE, USE_PLAY
from ..words.texts import HINT_LOOKING, gin_danger_text, hint_text, play_text, pretty_tile, tiles
from .state import UiState, building_now

PASS_REFUSED = N_("You may pass only when your rack holds 7 tiles or fewer (the pile was empty).")


@frozen
class ControlsView:
    enabled: dict[str, bool]  # by `data-action`
    pass_title: str
    exchanging: bool  # the exchange bar replaces the controls
    undo_offered: bool  # a lone human against computers, game not over: Undo shows (enabled once they have played)
    confirm_text: str


@frozen
class PreviewView:
    state: PreviewState | None  # None: no preview (not building a play)
    message: str = ""
    lines: tuple[str, ...] = ()
    jokers: tuple[tuple[str, str], ...] = ()  # (square, button text) per joker with a card
    dangers: tuple[str, ...] = ()  # sections a legal play leaves to the next player's gin
    use: str = ""  # the button that lays the hint on the table ("Use this play"), if one is shown
    mark: tuple[str, str] = ("", "")  # an exact hint's mark: the word shown and the sentence said (`exact_mark`)
    reason: str = ""  # why a hint passes or exchanges though a play exists


def controls_view(state: UiState, screen: Screen) -> ControlsView:
    table = state.tiles
    draft = building_now(state)
    mine = draft is not None
    placed = bool(draft and draft.placed)
    exchanging = table is not None and table.mode is Mode.EXCHANGE
    picked = frozenset() if table is None else table.exchange
    can_pass = screen.seen is not None and screen.seen.can_pass
    illegal = draft_preview(state, screen).state is PreviewState.ILLEGAL  # the preview says why, beside Play
    arrangeable = screen.seen is not None and len(screen.seen.rack.split()) > 1  # a rack shows: the player orders it
    enabled = {
        Button.PLAY: mine and placed and not exchanging and not illegal,
        Button.TAKE_BACK: mine and placed and not exchanging,
        Button.EXCHANGE: mine and not placed and not exchanging,
        Button.PASS: mine and not placed and not exchanging and can_pass,
        Button.EXCHANGE_CONFIRM: mine and exchanging and bool(picked),
        Button.HINT: table is not None and can_hint(table, state.thinking),
        Button.UNDO: table is not None and can_undo(table),
        Button.SHUFFLE: arrangeable,
        Button.SORT: arrangeable,
    }
    count = len(picked)
    confirm = _("Exchange {tiles}").format(tiles=tiles(count)) if count else _("Exchange")
    offered = table is not None and table.session.you is not None and not table.session.game.over
    return ControlsView(enabled, "" if enabled[Button.PASS] else _(PASS_REFUSED), exchanging, offered, confirm)


def preview_view(state: UiState, screen: Screen) -> PreviewView:
    """The preview of the play being built, with the gins it leaves open (unless the setting is off)."""
    view = draft_preview(state, screen)
    draft = building_now(state)
    if view.state is not PreviewState.LEGAL or draft is None or screen.seen is None or not state.settings.warn_gin:
        return view
    return replace(view, dangers=gin_dangers(screen.seen, draft.placements()))


def gin_dangers(seen: PlayerView, play: tuple[Placement, ...]) -> tuple[str, ...]:
    """A warning per section that the next player, holding some of the tiles this seat has not seen,
    could bring to 10 tiles with one play once `play` (legal) is on the board."""
    after = seen.board.copy()
    after.play(play)
    threats = gin_threats(after, seen.unseen)
    return tuple(gin_danger_text(square_name(t.section), t.tiles, t.play) for t in threats if t.play is not None)


def draft_preview(state: UiState, screen: Screen) -> PreviewView:
    """The preview of the play being built: its verdict, score breakdown and jokers."""
    table, draft = state.tiles, building_now(state)
    if table is None or draft is None or screen.seen is None or table.mode is Mode.EXCHANGE:
        return PreviewView(None)
    if table.asking_hint:
        return PreviewView(PreviewState.HINT, _(HINT_LOOKING))
    if table.hint is not None:
        action = table.hint.action
        lines = (play_text(action.placements),) if action.kind is ActionKind.PLAY else ()
        use = {ActionKind.PLAY: _(USE_PLAY), ActionKind.EXCHANGE: _(USE_EXCHANGE)}.get(action.kind, "")
        hint = table.hint
        reason = forgone_text(action, hint.forgone) if hint.forgone is not None else ""
        message = hint_text(action, hint.score)
        return PreviewView(PreviewState.HINT, message, lines, use=use, mark=exact_mark(hint.exact), reason=reason)
    preview = draft.preview(screen.seen.board)
    jokers = tuple(
        (square, _("Joker on {square}: {card} (change)").format(square=square, card=pretty_tile(card)))
        for square, card in sorted(draft.declared.items())
    )
    return PreviewView(preview.state, preview.message, preview.lines, jokers)
