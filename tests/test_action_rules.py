"""Every rule of a turn an action can break, in both games: the refusal names it (`rule`, `params`)
so the page can word it in any language, and its English message reads as before."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from test_gin_game import KNOCKER, position

from ginnyo import ginrummy
from ginnyo.ginrummy.cards import name
from ginnyo.rules import Game, IllegalAction
from ginnyo.rules.errors import ACTION_MESSAGES, MAX_ACTIONS, ActionRule

DEFENDER = "4H 5H 7S JS QS KH KC 3D 9D 10D"


def ginny_over() -> Game:
    game = Game(("A", "B"), seed=5)
    game.end_reason = "test"
    return game


def ginny_at_the_limit() -> Game:
    """A game whose actions reach `MAX_ACTIONS` (padded: tests/test_long_games.py plays such a game legally)."""
    game = Game(("A", "B"), seed=1)
    game.actions.extend([game.legal_actions()[-1]] * MAX_ACTIONS)
    return game


def gin_first() -> ginrummy.Game:
    return ginrummy.Game(("Ann", "Bob"), seed=3)


def gin_passed() -> ginrummy.Game:
    game = gin_first()
    game.apply("pass")
    game.apply("pass")
    return game


def gin_took() -> ginrummy.Game:
    game = gin_first()
    game.apply("take upcard")
    return game


def gin_knocked() -> ginrummy.Game:
    game = position(KNOCKER, DEFENDER)
    game.apply("knock KD")
    return game


def gin_over() -> ginrummy.Game:
    game = gin_knocked()
    game.options = ginrummy.Options(target=1)
    game.apply("done")
    return game


CASES: list[tuple[ActionRule, Callable[[], Game | ginrummy.Game], str, dict[str, str]]] = [
    (ActionRule.GAME_OVER, ginny_over, "pass", {}),
    (ActionRule.PASS_NOT_NOW, lambda: Game(("A", "B"), seed=5), "pass", {}),
    (ActionRule.NOT_IN_RACK, lambda: Game(("A", "B"), seed=5), "exchange AS AS AS", {"tile": "AS"}),
    (ActionRule.NO_JOKER, lambda: Game(("A", "B"), seed=5), "exchange * * *", {}),
    (ActionRule.MATCH_OVER, gin_over, "draw stock", {}),
    (ActionRule.UPCARD_FIRST, gin_first, "draw stock", {}),
    (ActionRule.UPCARD_PASSED, gin_passed, "take upcard", {}),
    (ActionRule.DRAW_FIRST, gin_passed, "discard 5H", {}),
    (ActionRule.DISCARD_NOW, gin_took, "draw stock", {}),
    (ActionRule.NOT_IN_HAND, lambda: position(KNOCKER, DEFENDER), "discard QS", {"card": "QS"}),
    (ActionRule.JUST_TAKEN, gin_took, "discard {upcard}", {}),
    (ActionRule.GIN_DEADWOOD, lambda: position(KNOCKER, DEFENDER), "gin KD", {"deadwood": "2"}),
    (ActionRule.KNOCK_IS_GIN, lambda: position("AH 2H 3H 4S 5S 6S 7C 8C 9C 10C KD", DEFENDER), "knock KD", {}),
    (
        ActionRule.KNOCK_DEADWOOD,
        lambda: position("AH 2H 3H 4S 5S 6S 7C 8C 9C 10D KD", DEFENDER),
        "knock KD",
        {"deadwood": "10", "limit": "9"},
    ),
    (ActionRule.LAYOFF_NOW, gin_knocked, "draw stock", {}),
    (ActionRule.NO_LAYOFF, gin_knocked, "layoff KH>0", {"card": "KH", "meld": "0"}),
    (ActionRule.NOT_LEAST, lambda: position(KNOCKER, DEFENDER), "knock KD: 4S 5S 6S", {}),
    (ActionRule.TOO_LONG, ginny_at_the_limit, "pass", {"limit": str(MAX_ACTIONS)}),
]


@pytest.mark.parametrize(("rule", "make", "action", "params"), CASES, ids=[c[0].value for c in CASES])
def test_each_rule_of_a_turn_is_named_by_its_refusal(
    rule: ActionRule, make: Callable[[], Game | ginrummy.Game], action: str, params: dict[str, str]
) -> None:
    game = make()
    if "{upcard}" in action:
        assert isinstance(game, ginrummy.Game)
        action = action.format(upcard=name(game.taken))
    with pytest.raises(IllegalAction) as refusal:
        game.apply(action)
    assert refusal.value.rule is rule
    for key, value in params.items():
        assert refusal.value.params[key] == value
    assert str(refusal.value) == ACTION_MESSAGES[rule].format(**refusal.value.params)


def test_every_rule_of_a_turn_has_a_message_and_a_case() -> None:
    assert set(ACTION_MESSAGES) == set(ActionRule) == {c[0] for c in CASES}
