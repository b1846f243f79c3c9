"""Gin Rummy matches: the flow of a hand, knock/gin/undercut arithmetic, spade doubling, draws,
the end of the match, the per-seat view and records."""

from __future__ import annotations

import json

import pytest

from ginnyo.ginrummy import Action, ActionKind, Ending, Game, IllegalAction, Options, Phase, parse_action, record
from ginnyo.ginrummy.cards import parse_hand, parse_number
from ginnyo.rules.errors import NotationError, RecordError


def position(knocker: str, defender: str, upcard: str = "2C", stock: int = 20) -> Game:
    """A match whose seat 0 holds `knocker` (11 cards, to discard) and seat 1 `defender` (10 cards)."""
    game = Game(("Ann", "Bob"), seed=1)
    game.hands = [parse_hand(knocker), parse_hand(defender)]
    used = game.hands[0] | game.hands[1] | 1 << parse_number(upcard)
    game.stock = [n for n in range(52) if not used >> n & 1][:stock]
    game.first_upcard = parse_number(upcard)
    game.discards = [parse_number(upcard)]
    game.phase, game.current, game.dealer = Phase.DISCARD, 0, 1
    return game


KNOCKER = "AH 2H 3H 4S 5S 6S 7C 8C 9C 2D KD"  # knock KD: deadwood 2 (2D)


def test_knock_with_lay_offs() -> None:
    game = position(KNOCKER, "4H 5H 7S JS QS KH KC 3D 9D 10D")
    game.apply("knock KD")
    assert game.phase == Phase.LAYOFF and game.current == 1
    view = game.view(1)
    assert view.knock is not None and view.knock.melds == ("4S 5S 6S", "AH 2H 3H", "7C 8C 9C")
    assert view.knock.deadwood_cards == "2D" and view.knock.deadwood == 2
    assert {str(a) for a in view.legal} == {"layoff 7S>0", "layoff 4H>1", "layoff 10C>2", "done"} - {"layoff 10C>2"}
    game.apply("layoff 4H>1")
    game.apply("layoff 5H>1")  # onto the run already extended by the lay-off
    game.apply("done")
    result = game.results[-1]
    assert result.ending == Ending.KNOCK and result.winner == 0 and result.knocker == 0
    assert result.layoffs == ("4H>1", "5H>1")
    assert result.knocker_melds[1] == "AH 2H 3H 4H 5H"
    assert result.defender_deadwood_before == 7 + 10 + 10 + 10 + 10 + 3 + 9 + 10 + 4 + 5 - 0
    assert result.defender_deadwood == 7 + 10 + 10 + 10 + 10 + 3 + 9 + 10 - 0
    assert (result.difference, result.bonus, result.points) == (
        result.defender_deadwood - 2,
        0,
        result.defender_deadwood - 2,
    )
    assert game.scores == [result.points, 0] and result.scores == (result.points, 0)
    assert game.phase == Phase.FIRST and game.dealer == 0  # the deal alternates


def test_undercut_includes_a_tie() -> None:
    game = position(KNOCKER, "AS AD 8S 9S 10S JS 5D 6D 7D 8D")  # deadwood A + A = 2 after no lay-off
    game.apply("knock KD")
    game.apply("done")
    result = game.results[-1]
    assert result.ending == Ending.UNDERCUT and result.winner == 1
    assert (result.knocker_deadwood, result.defender_deadwood) == (2, 2)
    assert (result.difference, result.bonus, result.points) == (0, 25, 25)
    assert game.scores == [0, 25]


def test_gin_scores_bonus_and_allows_no_lay_off() -> None:
    game = position("AH 2H 3H 4S 5S 6S 7C 8C 9C 10C KD", "4H 5H 7S JS QS KH KC 3D 9D 10D", upcard="2S")
    assert Action(ActionKind.GIN, parse_number("KD")) in game.legal_actions()
    assert Action(ActionKind.KNOCK, parse_number("KD")) not in game.legal_actions()
    game.apply("gin KD")
    result = game.results[-1]
    dead = 4 + 5 + 7 + 10 + 10 + 10 + 10 + 3 + 9 + 10
    assert result.ending == Ending.GIN and result.layoffs == () and result.defender_deadwood == dead
    assert result.doubled and result.points == 2 * (dead + 25)  # the first upcard was a spade
    assert game.scores == [2 * (dead + 25), 0]


def test_knock_limit_and_option() -> None:
    hand = "AH 2H 3H 4S 5S 6S 7C 8C 9C 10D KD"  # deadwood 10 after discarding KD
    with pytest.raises(IllegalAction, match="above 9"):
        position(hand, "4H 5H 7S JS QS KH KC 3D 9D 2D").apply("knock KD")
    game = position(hand, "4H 5H 7S JS QS KH KC 3D 9D 2D")
    game.options = Options(knock_at_ten=True)
    game.apply("knock KD")
    assert game.phase == Phase.LAYOFF


def test_knock_with_chosen_melds() -> None:
    hand = "7S 7H 7D 7C 8C 9C 10C 2H 3H AS KC"  # 7C goes in the set or on the run: both leave 6
    defender = "4S 5S 8S JS QS KH 6C 9D 10D 2C"
    game = position(hand, defender, upcard="AC")
    with pytest.raises(IllegalAction, match="least deadwood"):
        game.apply("knock KC: 7S 7H 7D / 8C 9C 10C")  # 7C left over: not the least deadwood
    game.apply("knock KC: 7S 7H 7D / 7C 8C 9C 10C")
    assert game.knock_melds == [parse_hand("7S 7H 7D"), parse_hand("7C 8C 9C 10C")]
    default = position(hand, defender, upcard="AC")
    default.apply("knock KC")  # by default the set of four: the run then has one target (JC), not two
    assert default.knock_melds == [parse_hand("7S 7H 7D 7C"), parse_hand("8C 9C 10C")]


def test_first_upcard_then_stock() -> None:
    game = Game(("Ann", "Bob"), seed=3)
    assert game.current == 0 and game.dealer == 1  # the non-dealer is offered the upcard first
    game.apply("pass")
    assert game.current == 1 and [str(a) for a in game.legal_actions()] == ["take upcard", "pass"]
    game.apply("pass")
    assert game.current == 0 and [str(a) for a in game.legal_actions()] == ["draw stock"]
    with pytest.raises(IllegalAction, match="draw from the stock"):
        game.apply("take upcard")
    game.apply("draw stock")
    assert game.phase == Phase.DISCARD and len(game.stock) == 52 - 21 - 1


def test_taken_upcard_may_not_be_discarded_and_errors_change_nothing() -> None:
    game = Game(("Ann", "Bob"), seed=3)
    upcard = game.view(0).upcard
    game.apply("take upcard")
    before = record.dumps(game)
    with pytest.raises(IllegalAction, match="just took it"):
        game.apply(f"discard {upcard}")
    with pytest.raises(IllegalAction, match="no "):
        game.apply(f"discard {next(c for c in ('AS', '2S', '3S') if c not in game.view(0).hand.split())}")
    with pytest.raises(IllegalAction):
        game.apply("draw stock")
    assert record.dumps(game) == before
    assert all(a.card != parse_number(upcard) for a in game.legal_actions())


def test_hand_is_drawn_with_two_cards_left_and_the_dealer_deals_again() -> None:
    game = position("AH 2H 3H 4S 5S 6S 7C 8C 9C 2D KD", "4H 5H 7S JS QS KH KC 3D 9D 10D", stock=2)
    game.apply("discard KD")
    result = game.results[-1]
    assert result.ending == Ending.DRAW and result.winner is None and result.points == 0
    assert game.scores == [0, 0] and game.dealer == 1 and game.phase == Phase.FIRST


def test_match_ends_at_the_target_with_optional_bonuses() -> None:
    game = position(KNOCKER, "4H 5H 7S JS QS KH KC 3D 9D 10D")
    game.options = Options(target=50, line_bonus=True)
    game.apply("knock KD")
    game.apply("done")
    assert game.over and game.winner == 0 and game.legal_actions() == []
    points = game.results[-1].points
    assert game.totals() == [points + 2 * (25 + 100), 0]  # shutout: line and game bonus doubled
    with pytest.raises(IllegalAction, match="over"):
        game.apply("done")


def test_view_hides_the_other_hand_and_the_stock() -> None:
    game = Game(("Ann", "Bob"), seed=9)
    view = game.view(1)
    assert len(view.hand.split()) == 10 and view.opponent_cards == 10 and view.stock_size == 31
    text = repr(view)
    hidden = set(game.view(0).hand.split()) | {str(c) for c in []}
    assert not any(f"'{c}'" in text or f" {c} " in f" {view.hand} " for c in hidden)
    assert view.legal == () and game.view(0).legal == tuple(game.legal_actions())


@pytest.mark.parametrize(
    "text",
    ["draw stock", "take upcard", "pass", "discard 10H", "knock QS", "knock 5H: 3H 4H 5H / 7S 7D 7C", "gin AC",
     "layoff 7S>2", "done"],
)  # fmt: skip
def test_notation_parses_back(text: str) -> None:
    assert str(parse_action(text)) == text


@pytest.mark.parametrize(
    "text", ["draw", "discard", "discard 1H", "layoff 7S", "layoff 7S>x", "gin 5H: 5H 6H 7H", "jump"]
)
def test_bad_notation(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


def played(seed: int, actions: int) -> Game:
    """A match after `actions` actions chosen by a fixed rule (always the last legal action but one)."""
    game = Game(("Ann", "Bob"), seed)
    for _ in range(actions):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(legal[len(legal) // 2])
    return game


def test_record_replays_and_refuses_damage() -> None:
    game = played(4, 300)
    text = record.dumps(game, ("human", "hard"))
    again, kinds = record.loads(text)
    assert again == game and kinds == ("human", "hard") and again.view(0) == game.view(0)
    data = json.loads(text)
    damaged = [
        {**data, "format": "ginnyo-record"},
        {**data, "version": 2},
        {**data, "seed": -1},
        {**data, "options": {**data["options"], "target": "100"}},
        {**data, "options": {"knock_at_ten": False}},
        {**data, "players": data["players"][:1]},
        {**data, "players": [{"name": "", "kind": "human"}, data["players"][1]]},
        {**data, "players": [{"name": "Ann", "kind": "robot"}, data["players"][1]]},
        {**data, "actions": [*data["actions"], "knock 5H"]},
        {**data, "actions": data["actions"][:-1]},
    ]
    for bad in damaged:
        with pytest.raises(RecordError):
            record.from_record(bad)
    with pytest.raises(RecordError, match="JSON"):
        record.loads("{")
