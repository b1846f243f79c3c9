"""A record replayed stepwise (issue 48): the page reads a long save, file or link in slices, so the stepwise replay
must build exactly the game the one-shot replay builds, pause every `REPLAY_STEP` actions and say how far it is."""

from __future__ import annotations

import random
from typing import Any
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginnyo.ginrummy import record as gin_record
from ginnyo.ginrummy.game import Game as GinGame
from ginnyo.rules import Game, RecordError, record
from ginnyo.rules.record import Replayed
from ginnyo.rules.steps import Steps


def played(game: Any, seed: int, moves: int) -> Any:
    """`game` after up to `moves` random legal actions (fewer if it ends)."""
    pick = random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        game.apply(pick.choice(game.legal_actions()))
    return game


def run(steps: Steps[Any]) -> tuple[list[Any], Any]:
    """Every pause of `steps` and its answer."""
    pauses = []
    while True:
        try:
            pauses.append(next(steps))
        except StopIteration as done:
            return pauses, done.value


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), moves=st.integers(0, 120), every=st.integers(1, 40), gin=st.booleans())
def test_the_stepwise_replay_builds_the_game_the_one_shot_replay_builds(
    seed: int, moves: int, every: int, gin: bool
) -> None:
    kind = gin_record if gin else record
    game = played(GinGame(("Ann", "Bob"), seed) if gin else Game(("Ann", "Bob", "Cy"), seed), seed, moves)
    data = kind.to_record(game)
    with patch.object(record, "REPLAY_STEP", every):
        pauses, (stepwise, kinds) = run(kind.from_record_steps(data))
    at_once, same_kinds = kind.from_record(data)
    total = len(game.actions)
    told = [pause for pause in pauses if pause is not None]
    assert told == [Replayed(done, total) for done in range(every, total + 1, every)]
    assert kinds == same_kinds and stepwise.actions == at_once.actions == game.actions
    assert kind.summary(stepwise) == kind.summary(at_once) == kind.summary(game)
    assert stepwise.view(stepwise.current if not gin else 0) == game.view(game.current if not gin else 0)


def test_a_damaged_record_is_refused_stepwise_at_its_bad_action() -> None:
    data = record.to_record(played(Game(("Ann", "Bob"), 3), 3, 30))
    data["actions"][25] = "pass"
    steps = record.from_record_steps(data)
    with pytest.raises(RecordError, match="action 26"):
        run(steps)
