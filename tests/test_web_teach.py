"""First games that teach, without a browser: the turn with no legal play and its exchange offer, "Use this
play", and the opening draw explained.

Seed 11: Ann (human, first) has no legal play; the expert would exchange 2♦ 4♦ 5♠ 6♥.
Seed 12: Ann is told to play E8:3♠ F8:4♠ G8:★5♠ H8:6♠ (a joker). Seed 9: 4♥ 4♣ 4♠ on F8-H8.
"""

from __future__ import annotations

from computer_turns import exchange_offered
from test_web_coach import hinted
from test_web_update import DUO, SOLO, run, start

from ginnyo.rules import Action, Game, Options
from ginnyo.rules.tiles import Tile
from ginnyo.web.coach.events import UseHint
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import FindHint
from ginnyo.web.common.enums import Mode, PreviewState
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.view_controls import controls_view, preview_view
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.view_panel import turn_view
from ginnyo.web.words.texts import draw_reason, draw_text

STUCK = "No play is possible with your tiles, Ann."
OFFER = " ".join(
    (
        "The expert computer would exchange 2♦ 4♦ 5♠ 6♥: they are selected.",
        "Press Exchange to confirm, or change the selection.",
    )
)


def offered(state: UiState, effect: FindHint) -> tev.ExchangeOffered:
    """What the driver sends once the computer answers the offer's question (the hint's own think)."""
    assert state.tiles is not None
    return exchange_offered(state, effect)


def picked(state: UiState) -> list[str]:
    assert state.tiles is not None and state.tiles.draft is not None
    return sorted(state.tiles.draft.rack[i] for i in state.tiles.exchange)


def test_no_legal_play_asks_for_the_exchange_and_selects_it() -> None:
    state, effects = run(UiState(), ev.SubmitSetup(SOLO, "11", 0))
    asks = [e for e in effects if isinstance(e, FindHint)]
    assert asks == [FindHint(state.generation, 0, offer=True)]
    assert state.tiles.stuck and turn_view(state.tiles, screen(state)).text == STUCK
    state, effects = run(state, offered(state, asks[0]))
    assert effects == [] and state.tiles.mode is Mode.EXCHANGE
    assert picked(state) == ["2D", "4D", "5S", "6H"] and state.tiles.session.hints == ()  # an offer, not a hint
    assert turn_view(state.tiles, screen(state)).text == f"{STUCK} {OFFER}"
    controls = controls_view(state, screen(state))
    assert controls.enabled["exchange-confirm"] and controls.confirm_text == "Exchange 4 tiles"
    edited, _ = run(state, tev.TapRack(state.tiles.draft.rack.index("5S")))  # the selection stays editable
    assert picked(edited) == ["2D", "4D", "6H"]
    done, effects = run(state, tev.ConfirmExchange())  # one press
    assert str(done.tiles.session.game.actions[0]) == "exchange 2D 4D 5S 6H" and fx.Save() in effects


def test_the_offer_is_dropped_for_another_turn_and_never_overrides_the_players_choice() -> None:
    state = start(SOLO, 11)
    answer = offered(state, FindHint(state.generation, 0, offer=True))
    for stale in (
        tev.ExchangeOffered(answer.generation + 1, 0, answer.action),
        tev.ExchangeOffered(answer.generation, 2, answer.action),
        tev.ExchangeOffered(answer.generation, 0, Action.pass_turn()),
    ):
        assert run(state, stale)[0] == state
    chosen, _ = run(state, tev.EnterExchange(), tev.TapRack(0))
    assert run(chosen, answer)[0].tiles.exchange == frozenset({0})
    broken, effects = run(state, tev.ExchangeOffered(answer.generation, 0, None))  # the think failed
    assert broken == state and len(effects) == 1 and isinstance(effects[0], fx.Warn)


def test_in_hot_seat_the_offer_waits_until_the_player_sees_their_rack() -> None:
    state, effects = run(UiState(), ev.SubmitSetup(DUO, "11", 0))
    assert state.tiles.stuck and not [e for e in effects if isinstance(e, FindHint)]  # "Pass the device" first
    state, effects = run(state, tev.Reveal())
    asks = [e for e in effects if isinstance(e, FindHint)]
    assert asks == [FindHint(state.generation, 0, offer=True)]
    state, _ = run(state, offered(state, asks[0]))
    assert state.tiles.mode is Mode.EXCHANGE and picked(state) == ["2D", "4D", "5S", "6H"]


def test_a_player_with_a_play_is_not_offered_an_exchange() -> None:
    state, effects = run(UiState(), ev.SubmitSetup(SOLO, "9", 0))
    assert not state.tiles.stuck and not [e for e in effects if isinstance(e, FindHint)]
    assert turn_view(state.tiles, screen(state)).text == "Your turn, Ann."


def test_use_this_play_lays_the_hint_as_a_draft_with_its_joker_declared() -> None:
    state = hinted(start(SOLO, 12))
    preview = preview_view(state, screen(state))
    assert preview.state is PreviewState.HINT and preview.use == "Use this play"
    used, _ = run(state, UseHint())
    draft = used.tiles.draft
    laid = {square: draft.tile_text(square) for square in draft.placed}
    assert laid == {"E8": "3S", "F8": "4S", "G8": "*5S", "H8": "6S"}
    assert used.tiles.hint is None  # the ghost gives way to the draft
    assert preview_view(used, screen(used)).state is PreviewState.LEGAL
    played, _ = run(used, tev.Play())
    assert str(played.tiles.session.game.actions[0]) == "play E8:3S F8:4S G8:*5S H8:6S"


def test_use_this_play_on_an_exchange_hint_selects_its_tiles() -> None:
    state = hinted(start(SOLO, 31))
    assert preview_view(state, screen(state)).use == "Select these tiles"
    used, _ = run(state, UseHint())
    assert used.tiles.mode is Mode.EXCHANGE and picked(used) == ["2D", "4D", "5S", "KD", "QS"]


def test_use_this_play_without_a_hint_does_nothing() -> None:
    state = start(SOLO, 9)
    assert run(state, UseHint())[0] == state
    assert preview_view(state, screen(state)).use == ""


def test_the_draw_says_why_who_starts() -> None:
    king, joker, ace = Tile(0, 12), Tile(0, 52), Tile(0, 39)
    assert draw_text(("You", "Computer (hard)"), [[(0, king), (1, joker)]], 0) == (
        "Draw for the first turn: You K♠, Computer (hard) ★. "
        "Highest tile starts (A above K, jokers lowest): your K♠ beats Computer (hard)'s ★. You start."
    )
    three = ("You", "Ann", "Bob")
    assert draw_reason(three, [[(0, king), (1, king), (2, joker)], [(0, king), (1, ace)]], 1) == (
        "Highest tile starts (A above K, jokers lowest) and tied players draw again: Ann's A♣ beats your K♠."
    )
    game = Game(("You", "Computer (hard)"), 0, Options())  # the engine's own draw: the computer's 10♦ wins
    assert draw_reason(game.names, game.draws, game.starter).endswith("Computer (hard)'s 10♦ beats your 8♠.")
