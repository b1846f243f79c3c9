"""Gin Rummy computer players: legal, deterministic, seeing only their view, laying off well, fast."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ginnyo.ginrummy import Event, Game, Options, Phase
from ginnyo.ginrummy.actions import DISCARD, KNOCK, TAKE, Action
from ginnyo.ginrummy.ai import LEVELS, best_layoffs, choose_action, make_player
from ginnyo.ginrummy.cards import parse_hand, parse_number
from ginnyo.ginrummy.knowledge import Knowledge
from ginnyo.ginrummy.melds import is_meld, least


def match(levels: tuple[str, str], seed: int) -> Game:
    game = Game(levels, seed, Options(target=50))
    while not game.over:
        action = choose_action(game.view(game.current), levels[game.current], seed + len(game.actions))
        assert replace(action, melds=()) in game.legal_actions()  # a knock may choose its melds
        game.apply(action)
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_matches_legally_and_deterministically(level: str) -> None:
    game = match((level, "baseline"), 5)
    assert game.over and game == match((level, "baseline"), 5)


def test_players_see_only_their_view() -> None:
    """Swapping the unseen cards (the opponent's hand and the stock) changes no decision."""
    game = Game(("a", "b"), 12)
    for _ in range(20):
        if game.phase == Phase.LAYOFF:  # the knocker's hand is shown then
            game.apply(choose_action(game.view(game.current), "hard", 3))
            continue
        seat = game.current
        view = game.view(seat)
        other = Game(("a", "b"), 12)
        for action in game.actions:
            other.apply(action)
        pool = sorted(n for n in range(52) if other.hands[1 - seat] >> n & 1) + other.stock
        pool.reverse()
        other.hands[1 - seat] = sum(1 << n for n in pool[: len(pool) - len(other.stock)])
        other.stock = pool[len(pool) - len(other.stock) :]
        assert other.view(seat) == view
        for level in LEVELS:
            assert choose_action(view, level, 3) == choose_action(other.view(seat), level, 3)
        game.apply(choose_action(view, "hard", 3))


def brute_layoffs(hand: int, melds: tuple[int, ...]) -> int:
    """Try every order of every lay-off."""
    best = least(hand)
    for n in range(52):
        if hand >> n & 1:
            for i, m in enumerate(melds):
                if is_meld(m | 1 << n):
                    best = min(best, brute_layoffs(hand & ~(1 << n), (*melds[:i], m | 1 << n, *melds[i + 1 :])))
    return best


@pytest.mark.parametrize(
    ("hand", "melds", "expected"),
    [
        ("4H 5H 6H 9C 8D KS", ("AH 2H 3H", "9S 9H 9D"), 8 + 10),  # 9C on the set; 4H-6H held or laid off
        ("4H 4S 4C 5H 2D 9S", ("AH 2H 3H",), 5 + 2 + 9),  # better keep the set of 4s than lay off 4H 5H
        ("8S 9S 10S JD", ("5S 6S 7S", "JS JH JC"), 0),
    ],
)
def test_lay_offs_leave_the_least_deadwood(hand: str, melds: tuple[str, ...], expected: int) -> None:
    masks = tuple(parse_hand(m) for m in melds)
    left, _ = best_layoffs(parse_hand(hand), masks)
    assert left == brute_layoffs(parse_hand(hand), masks) == expected


def test_defender_lays_off_then_says_done() -> None:
    game = Game(("a", "b"), 1)
    game.hands = [parse_hand("AH 2H 3H 4S 5S 6S 7C 8C 9C 2D KD"), parse_hand("4H 5H 7S JS QS KH KC 3D 9D 10D")]
    game.phase, game.current = Phase.DISCARD, 0
    game.apply("knock KD")
    seen = []
    while game.phase == Phase.LAYOFF:
        action = choose_action(game.view(1), "baseline", 1)
        seen.append(str(action))
        game.apply(action)
    assert sorted(seen[:3]) == ["layoff 4H>1", "layoff 5H>1", "layoff 7S>0"] and seen[3:] == ["done"]


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown player"):
        make_player("grandmaster")


def test_view_replace_keeps_decisions_pure() -> None:
    game = Game(("a", "b"), 2)
    view = game.view(0)
    assert choose_action(view, "hard", 1) == choose_action(replace(view), "hard", 1)


def discard_turn(mine: str, theirs: str, stock: int = 20, taken: tuple[str, ...] = ()) -> Game:
    """A game where seat 0 holds `mine` (11 cards) and must discard; seat 1 holds `theirs` and
    took the cards `taken` from the discard pile earlier in the hand."""
    game = Game(("a", "b"), 3)
    game.hands = [parse_hand(mine), parse_hand(theirs)]
    game.stock = [n for n in game.stock if not (game.hands[0] | game.hands[1]) >> n & 1][:stock]
    game.phase, game.current, game.taken = Phase.DISCARD, 0, -1
    game.events = [Event(1, TAKE, card) for card in taken]
    return game


def test_hard_avoids_feeding_a_known_meld() -> None:
    """The opponent took 8D and 9D: 10D would complete its run; 10C, of equal value, is safe."""
    mine = "4H 5H 6H 7C 7S 7D QS QH QC 10D 10C"
    game = discard_turn(mine, "8D 9D 2C 3C 5S 6S AD KD KH 4D", taken=("8D", "9D"))
    view = game.view(0)
    know = Knowledge.of(view)
    assert know.held == parse_hand("8D 9D")
    assert know.danger(parse_number("10D")) == 1.0 and know.danger(parse_number("10C")) == 0.0
    assert choose_action(view, "medium", 1) == Action(DISCARD, parse_number("10D"))  # blind to it
    assert choose_action(view, "hard", 1) == Action(DISCARD, parse_number("10C"))


def test_knock_timing_by_level() -> None:
    """With 2 deadwood early every level but hard knocks at once; hard plays on for gin while
    the stock lasts (an opponent's knock would likely be undercut) and knocks near its end."""
    mine = "AH 2H 3H 7C 7S 7D QS QH QC 2D KC"  # discard KC: 2 deadwood (2D)
    theirs = "8D 9D 2C 3C 5S 6S AD KD KH 4D"
    early, late = discard_turn(mine, theirs).view(0), discard_turn(mine, theirs, stock=4).view(0)
    kc = parse_number("KC")
    for level in ("baseline", "easy", "medium"):
        assert choose_action(early, level, 1).kind == KNOCK
    assert choose_action(early, "hard", 1) == Action(DISCARD, kc)
    assert choose_action(late, "hard", 1).kind == KNOCK and choose_action(late, "hard", 1).card == kc


def test_levels_differ_over_matches() -> None:
    """Easy is the baseline with careless discards; medium and hard choose differently too."""
    game = match(("hard", "medium"), 8)
    decisions: dict[str, list[Action]] = {level: [] for level in ("easy", "baseline", "medium", "hard")}
    replay = Game(("hard", "medium"), 8, Options(target=50))
    for action in game.actions:
        view = replay.view(replay.current)
        if view.phase == Phase.DISCARD:
            for level, seen in decisions.items():
                seen.append(choose_action(view, level, len(replay.actions)))
        replay.apply(action)
    assert decisions["easy"] != decisions["baseline"] and decisions["medium"] != decisions["hard"]


def test_a_record_accepts_every_level_as_a_seat() -> None:
    from ginnyo.ginrummy import record

    assert ("human", *LEVELS) == record.KINDS
