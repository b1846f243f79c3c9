"""Dragging at the Gin Rummy table without a browser: the `GinDrop` events `page/rummy_pointer.py` sends.

A card dragged within your hand changes its order (any time, even on the computer's turn), a
pile dragged onto your hand draws, a card dragged onto the discard pile discards, onto a
knocker's meld lays off. A drop that means nothing now changes nothing.
"""

from __future__ import annotations

from test_gin_web import computer_turn, my_event, play_until, screen, start
from test_web_update import run

from ginnyo.ginrummy import ActionKind, Phase
from ginnyo.ginrummy.cards import name
from ginnyo.web.common.enums import Phase as PagePhase
from ginnyo.web.rummy.events import GinAct, GinButton, GinDrop
from ginnyo.web.rummy.state import GinUi
from ginnyo.web.shell.state import UiState


def shown(state: UiState) -> list[str]:
    return [c.card for g in screen(state).hand for c in g.cards]


def rummy(state: UiState) -> GinUi:
    assert state.rummy is not None
    return state.rummy


def test_a_card_dragged_within_the_hand_keeps_its_new_place_on_any_turn() -> None:
    state = start(4)
    before = shown(state)
    state, effects = run(state, GinDrop(before[0], "hand", 4))
    assert shown(state) == [*before[1:5], before[0], *before[5:]] and effects == []
    state, _ = run(state, GinDrop(before[9], "hand", 0))
    assert shown(state)[0] == before[9]
    state, _ = run(state, GinAct(GinButton.PASS))
    assert state.phase is PagePhase.AI
    arranged = shown(state)
    state, _ = run(state, GinDrop(arranged[0], "hand"))  # past the cards: last
    assert shown(state) == [*arranged[1:], arranged[0]]


def test_arrange_by_melds_gives_the_default_layout_back() -> None:
    state = start(4)
    before = shown(state)
    assert not screen(state).by_melds
    state, _ = run(state, GinDrop(before[0], "hand", 4))
    assert screen(state).by_melds and shown(state) != before
    state, effects = run(state, GinAct(GinButton.BY_MELDS))
    assert shown(state) == before and not screen(state).by_melds and effects == []


def test_melds_kept_together_still_show_as_melds() -> None:
    state = start(3)  # three tens
    groups = screen(state).hand
    meld = next(g for g in groups if g.meld)
    first = [c.card for c in meld.cards]
    state, _ = run(state, GinDrop(first[0], "hand", 9))  # the meld's first card goes last: the meld is cut
    after = screen(state).hand
    assert sum(g.meld for g in after) > sum(g.meld for g in groups)
    assert [c.card for c in after[-1].cards] == [first[0]] and after[-1].meld


def test_dragging_a_pile_onto_the_hand_draws_and_a_card_onto_the_discard_pile_discards() -> None:
    state = start(4)
    unchanged, _ = run(state, GinDrop("stock", "hand"))  # the first upcard: no drawing from the stock yet
    assert rummy(unchanged).session.game.phase is Phase.FIRST and not unchanged.error
    state, _ = run(state, GinAct(GinButton.PASS))
    while state.phase is PagePhase.AI:
        state = computer_turn(state)
    hand = shown(state)
    state, _ = run(state, GinDrop("stock", "hand", 3))
    game = rummy(state).session.game
    assert game.phase is Phase.DISCARD and len(shown(state)) == 11
    assert shown(state) != hand  # the default order: by melds, wherever the card was let go
    out = next(c for c in shown(state) if c != game.view(0).taken)
    state, effects = run(state, GinDrop(out, "upcard"))
    game = rummy(state).session.game
    assert game.view(0).upcard == out and state.phase is PagePhase.AI and effects
    assert game.events[-1].kind == "discard"


def test_a_card_drawn_by_a_drag_lands_where_it_was_let_go_in_your_own_order() -> None:
    state = start(4)
    upcard = rummy(state).session.game.view(0).upcard
    hand = shown(state)
    state, _ = run(state, GinDrop(hand[0], "hand", 1), GinDrop("upcard", "hand", 2))
    assert shown(state) == [hand[1], hand[0], upcard, *hand[2:]]
    assert rummy(state).session.game.phase is Phase.DISCARD


def test_a_drop_that_means_nothing_now_changes_nothing() -> None:
    state = start(4)
    card = shown(state)[0]
    for drop in (GinDrop(card, "upcard"), GinDrop(card, "meld", 0), GinDrop("upcard", "upcard"), GinDrop("7X", "hand")):
        after, effects = run(state, drop)
        assert after == state and effects == []


def test_a_card_dragged_onto_the_knockers_meld_is_laid_off() -> None:
    state = play_until(start(1), PagePhase.RESULT, PagePhase.HUMAN)
    while rummy(state).session.game.phase is not Phase.LAYOFF:
        state, _ = run(state, my_event(state))
        state = play_until(state, PagePhase.HUMAN, PagePhase.RESULT)
    game = rummy(state).session.game
    layoff = next(a for a in game.legal_actions() if a.kind == ActionKind.LAYOFF)
    state, _ = run(state, GinDrop(name(layoff.card), "meld", layoff.meld))
    assert name(layoff.card) not in shown(state) and rummy(state).session.game.events[-1].kind == "layoff"
