"""Property tests: random legal Gin Rummy play keeps every invariant of the match."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from ginnyo.ginrummy import Ending, Game, HandResult, Options, Phase, record
from ginnyo.ginrummy.actions import GIN, KNOCK
from ginnyo.ginrummy.cards import FULL, mask_of, parse_number, suit, value
from ginnyo.ginrummy.game import GIN_BONUS, UNDERCUT_BONUS


def cards_once(game: Game) -> bool:
    """Hands, stock, discard pile and laid-off cards hold the 52 cards, each exactly once."""
    places = [*game.hands, *(1 << n for n in game.stock), *(1 << n for n in game.discards)]
    if game.phase == Phase.LAYOFF:
        melded = 0
        for m in game.knock_melds:
            melded |= m
        places.append(melded & ~game.hands[game.knocker])
    union = 0
    for mask in places:
        union |= mask
    return union == FULL and sum(bin(m).count("1") for m in places) == 52


def laid_value(result: HandResult) -> int:
    return value(mask_of(parse_number(text.partition(">")[0]) for text in result.layoffs))


def arithmetic_holds(result: HandResult, limit: int) -> bool:
    factor = 2 if suit(parse_number(result.first_upcard)) == 0 else 1
    if result.ending == Ending.DRAW:
        return result.points == 0 and result.winner is None
    gap = result.defender_deadwood - result.knocker_deadwood
    expected = {
        Ending.GIN: (result.knocker, gap, GIN_BONUS),
        Ending.KNOCK: (result.knocker, gap, 0),
        Ending.UNDERCUT: (1 - (result.knocker or 0), -gap, UNDERCUT_BONUS),
    }[result.ending]
    return (
        (result.winner, result.difference, result.bonus) == expected
        and result.difference >= 0
        and (result.knocker_deadwood == 0) == (result.ending == Ending.GIN)
        and result.knocker_deadwood <= limit
        # a lay-off may break the defender's own best meld (legal, if unwise): "before" counts it back in the best way
        and result.defender_deadwood_before <= result.defender_deadwood + laid_value(result)
        and result.doubled == (factor == 2)
        and result.points == (result.difference + result.bonus) * factor
    )


@given(st.integers(0, 2**63), st.lists(st.integers(0, 10**6), min_size=20, max_size=500), st.booleans())
@example(
    4388302, [1, 1, 0, 0, 0, 46, 1, 0, 0, 7, 0, 977, 1, 0, 0, 54, 1, 7645, 1, 1, 0, 0], False
)  # QC laid off from J-Q-K
def test_random_legal_play_keeps_invariants(seed: int, picks: list[int], at_ten: bool) -> None:
    game = Game(("Ann", "Bob"), seed, Options(knock_at_ten=at_ten, target=60))
    for pick in picks:
        legal = game.legal_actions()
        if not legal:
            break
        ends = [a for a in legal if a.kind in (KNOCK, GIN)]
        game.apply(ends[pick % len(ends)] if ends and pick % 3 else legal[pick % len(legal)])
        assert cards_once(game) or game.over
        sizes = sorted(bin(h).count("1") for h in game.hands)
        assert sizes == ([10, 11] if game.phase == Phase.DISCARD else [10, 10]) or game.phase in (
            Phase.LAYOFF,
            Phase.OVER,
        )
    for result in game.results:
        assert arithmetic_holds(result, game.options.knock_limit), result
    won = [sum(r.points for r in game.results if r.winner == seat) for seat in (0, 1)]
    assert game.scores == won and list(game.results[-1].scores if game.results else (0, 0)) == won
    assert game.over == (max(won) >= 60)
    again, _ = record.loads(record.dumps(game))
    assert again == game and again.view(0) == game.view(0) and again.view(1) == game.view(1)
