"""Why the analysis recommends otherwise: the expert's estimates, the tiles kept, what a play takes, worded."""

from __future__ import annotations

import json
from collections import Counter

from golden_games import path

from ginnyo.ai import Expert, Hard
from ginnyo.ai.analysis import TurnReview, analyse
from ginnyo.ai.common import Hand
from ginnyo.rules import Game, parse_action, record
from ginnyo.rules.tiles import JOKER
from ginnyo.web.words.review import advice_reason

GAME = "two-hard-easy"


def golden() -> Game:
    game, _ = record.from_record(json.loads(path(GAME).read_text(encoding="utf-8"))["record"])
    return game


def reviewed() -> list[TurnReview]:
    """Turns 1-5 and 11-12 of the golden game: exchanges, a joker kept, bonus squares and a gin in the advice."""
    game = golden()
    return analyse(game, start=0, stop=5) + analyse(game, start=10, stop=12)


REVIEWS = reviewed()


def test_the_reasons_of_a_golden_game() -> None:
    why = {r.turn: (r.played_value, r.advice_value, r.kept, r.takes) for r in REVIEWS}
    assert why == {
        1: (12, 22, "10S 7D 8D 10C", ""),
        2: (26, 47, "QD KD QC KC *", ""),
        3: (8, 12, "", ""),
        4: (22, 88, "4S 6S JS JH 6C", "G7:Y I7:Y"),
        5: (38, 62, "8S 9S QS 4H 3C", "C13:Y"),
        11: (64, 68, "AS 3S 4H 7H 3C", ""),
        12: (-44, 112, "10S 8H 9H 10D 2C", "gin"),
    }
    said = {r.turn: advice_reason(r) for r in REVIEWS}
    expects = "Played out over many draws (its points, less the replies, plus what the tiles kept are worth), "
    assert said[1] == (
        "It keeps 10♠, 7♦, 8♦ and 10♣ and gives back 2♦, 4♦, 5♠ and 6♥. "
        + expects
        + "the expert expects 22 for it against 12 for yours."
    )
    assert said[2] == (
        "It keeps Q♦, K♦, Q♣, K♣ and ★ and gives back 4♠, 6♣ and 6♠. It gives up the 20 points of your turn. "
        "It keeps the joker for later. " + expects + "the expert expects 47 for it against 26 for yours."
    )
    assert said[4] == (
        "It scores 30 points more now. It covers G7 tile ×2 and I7 tile ×2. "
        + expects
        + "the expert expects 88 for it against 22 for yours."
    )
    assert said[12] == (
        "It scores 116 points more now. It completes gin, +100. "
        + expects
        + "the expert expects 112 for it against −44 for yours."
    )


def test_the_reasons_are_the_experts_estimates_and_the_rack_it_keeps() -> None:
    game = golden()
    for review in REVIEWS:
        before = game.rewound(review.turn - 1)
        played, advice = parse_action(review.played), parse_action(review.advice)
        if played == advice:
            assert (review.played_value, review.advice_value, review.kept, review.takes) == (0, 0, "", "")
            assert advice_reason(review) == ""
            continue
        view, seed = before.view(before.current), before.turn_seed()
        estimates = [round(Expert.coach().estimate(view, seed, action)) for action in (played, advice)]
        assert estimates == [review.played_value, review.advice_value]
        used = advice.tiles or tuple(JOKER if p.joker else p.tile_text for p in advice.placements)
        assert Counter(review.kept.split()) + Counter(used) == Counter(Hand.of(view).texts())


def test_the_hard_players_choice_is_the_one_it_reckons_best() -> None:
    """`estimate` values the chosen action as `decide` did: no other legal action it considered is worth more."""
    game = golden()
    before = game.rewound(3)
    view, seed = before.view(before.current), before.turn_seed()
    hard, hand = Hard(), Hand.of(view)
    chosen = hard.estimate(view, seed, hard.decide(view, seed))
    shortlist = hard.shortlist(view, hand, view.board.legal_plays((list(hand.cards), hand.jokers)))
    assert len(shortlist) > 1
    assert all(hard.estimate(view, seed, parse_action(f"play {p.notation}")) <= chosen for p in shortlist)


def test_the_analysis_is_deterministic() -> None:
    assert reviewed() == REVIEWS


def test_an_advice_as_good_as_the_turn_says_so() -> None:
    review = TurnReview(
        11, 0, "You", "play A3:5H A4:5D A5:5C", 15, "", 15, "play A2:5C A3:5H A4:5D", 15, 105, 105, "", ""
    )
    assert advice_reason(review) == "The expert reckons it as good as yours: 105."


def test_a_play_that_saves_the_joker_says_so() -> None:
    review = TurnReview(
        1, 0, "You", "play H8:*5S I8:5H J8:5D", 15, "", 15, "play G8:5C H8:5H I8:5D", 15, 12, 30, "", ""
    )
    assert advice_reason(review) == (
        "It keeps the joker for later. Played out over many draws (its points, less the replies, plus what the "
        "tiles kept are worth), the expert expects 30 for it against 12 for yours."
    )
