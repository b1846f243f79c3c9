"""The worker's messages (`ginnyo.web.common.messages`): each survives its JSON, the worker refuses
what is not a message, and a review merges the answers (`ginnyo.web.review.reviews.Reviews`)."""

from __future__ import annotations

import json

import pytest
from test_gin_coach import golden

from ginnyo.ai import choose_action
from ginnyo.ai.analysis import TurnReview, analyse, hint
from ginnyo.ginrummy.coach import HandReview
from ginnyo.ginrummy.coach import analyse as gin_analyse
from ginnyo.rules import Game
from ginnyo.web.common.messages import (
    ChooseRequest,
    Chosen,
    Failed,
    Flat,
    Hinted,
    HintRequest,
    MessageError,
    Reviewed,
    ReviewRequest,
    read_answer,
)
from ginnyo.web.computer.choice import analyse_json, choose_json, hint_json
from ginnyo.web.review.reviews import Reviews
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.tiles.session import Session


def played(turns: int) -> Game:
    """A game after `turns` turns of the easy player (quick), or to its end."""
    game = Game(("Ann", "Bob"), seed=3)
    while len(game.log) < turns and not game.over:
        game.apply(choose_action(game.view(game.current), "easy", game.turn_seed()))
    return game


def record(game: Game) -> str:
    return Session(game, ("human", "hard")).to_json()


FLAT: list[Flat] = [
    ChooseRequest('{"format": "x"}', 7, "hard"),
    HintRequest("{}"),
    ReviewRequest("{}"),
    ReviewRequest("{}", True, 3, 4, 0),
    Chosen("play H8:AS"),
    Hinted("pass", 0, 12),
    Failed("the game is over"),
]


@pytest.mark.parametrize("message", FLAT, ids=lambda m: type(m).__name__)
def test_each_message_survives_its_json(message: Flat) -> None:
    assert type(message).from_json(message.to_json()) == message


def test_left_out_fields_take_their_defaults_and_required_ones_are_asked_for() -> None:
    assert ReviewRequest.from_json('{"record": "r"}') == ReviewRequest("r", False, 0, None, None)
    with pytest.raises(MessageError, match=r"a ChooseRequest message needs 'seed' as int, not None"):
        ChooseRequest.from_json('{"record": "r", "level": "hard"}')


@pytest.mark.parametrize(
    ("text", "refusal"),
    [
        ("choose", r"a ChooseRequest message: not JSON"),
        ('["r", 1, "hard"]', r"a ChooseRequest message: not a JSON object"),
        ('{"record": "r", "seed": "1", "level": "hard"}', r"needs 'seed' as int, not '1'"),
        ('{"record": "r", "seed": true, "level": "hard"}', r"needs 'seed' as int, not True"),  # a bool is no number
        ('{"record": "r", "seed": 1.5, "level": "hard"}', r"needs 'seed' as int, not 1.5"),
        ('{"record": null, "seed": 1, "level": "hard"}', r"needs 'record' as str, not None"),
    ],
)
def test_a_malformed_request_is_refused_by_the_worker_naming_what_is_wrong(text: str, refusal: str) -> None:
    with pytest.raises(MessageError, match=refusal):
        choose_json(text)


def test_a_review_request_refuses_a_start_that_is_not_a_number() -> None:
    with pytest.raises(MessageError, match=r"needs 'stop' as int \| None, not 'end'"):
        analyse_json(json.dumps({"record": "{}", "stop": "end"}))
    with pytest.raises(MessageError, match=r"needs 'advice' as bool, not 1"):
        analyse_json(json.dumps({"record": "{}", "advice": 1}))


def test_the_worker_answers_in_messages_and_says_when_it_cannot() -> None:
    game = played(4)
    told = hint(game)
    assert Hinted.from_json(hint_json(HintRequest(record(game)).to_json())) == Hinted(str(told.action), told.score, 4)
    chosen = read_answer(choose_json(ChooseRequest(record(game), 5, "easy").to_json()), Chosen.from_json)
    assert isinstance(chosen, Chosen) and chosen.action in {str(a) for a in game.legal_actions()}
    over = played(1000)
    assert read_answer(choose_json(ChooseRequest(record(over), 5, "easy").to_json()), Chosen.from_json) == Failed(
        "the game is over"
    )
    assert read_answer(hint_json(HintRequest(record(over)).to_json()), Hinted.from_json) == Failed(
        "no hint for this game"
    )


def test_reviews_of_either_game_survive_their_json() -> None:
    turns = Reviewed(2, False, tuple(analyse(played(6), advice=False, start=2)))
    assert Reviewed.from_json(turns.to_json(), TurnReview.from_json) == turns
    hands = Reviewed(0, False, tuple(gin_analyse(golden("gin-hard-baseline"), advice=False)))
    assert hands.rows and all(hand.result is not None for hand in hands.rows)
    assert Reviewed.from_json(hands.to_json(), HandReview.from_json) == hands


@pytest.mark.parametrize(
    ("text", "refusal"),
    [
        ('{"start": 0, "advice": false}', r"needs 'start', 'advice' and 'rows'"),
        ('{"start": "0", "advice": false, "rows": []}', r"needs 'start', 'advice' and 'rows'"),
        ('{"start": 0, "advice": false, "rows": [{"turn": 1}]}', r"damaged row \(KeyError\('seat'\)\)"),
        ('{"start": 0, "advice": false, "rows": [7]}', r"damaged row"),
    ],
)
def test_a_damaged_review_is_refused(text: str, refusal: str) -> None:
    with pytest.raises(MessageError, match=refusal):
        Reviewed.from_json(text, TurnReview.from_json)


def test_a_turn_review_of_the_wrong_types_is_refused() -> None:
    [row] = analyse(played(1), advice=False)
    with pytest.raises(ValueError, match="wrong types"):
        TurnReview.from_json({**row.to_json(), "score": "26"})


def test_reviews_fill_quick_then_row_by_row_and_a_failure_or_a_damaged_answer_ends_them() -> None:
    game = played(3)
    bare, advised = analyse(game, advice=False), analyse(game)
    review, failed = Reviews[TurnReview](record(game)).answered(
        Reviewed(0, False, tuple(bare)).to_json(), TurnReview.from_json
    )
    assert not failed and review.rows == tuple(bare) and review.advised == 0 and not review.done
    for turn, row in enumerate(advised):
        review, failed = review.answered(Reviewed(turn, True, (row,)).to_json(), TurnReview.from_json)
        assert not failed and review.advised == turn + 1
        assert review.rows == (*advised[: turn + 1], *bare[turn + 1 :])
    assert review.done
    for reply in (Failed("boom").to_json(), '{"rows": []}', "not json"):
        ended, failed = Reviews[TurnReview](record(game)).answered(reply, TurnReview.from_json)
        assert failed and ended.failed and ended.done and ended.rows == ()


def test_a_gin_rummy_review_merges_a_hand_at_a_time() -> None:
    game = golden("gin-hard-baseline")
    match = GinSession(game, "baseline").to_json()
    review, _ = Reviews[HandReview](match).answered(analyse_json(ReviewRequest(match).to_json()), HandReview.from_json)
    second = analyse_json(ReviewRequest(match, True, 1, 2, 0).to_json())
    review, failed = review.answered(second, HandReview.from_json)
    assert not failed and review.advised == 2  # as far as the rows asked go (the page asks from the first)
    assert review.rows[1] == gin_analyse(game, hand=2, seat=0)[0]
    assert review.rows[0] == gin_analyse(game, advice=False)[0]
