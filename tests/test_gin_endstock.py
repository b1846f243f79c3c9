"""The end of the stock, decided exactly (`endstock`): its values against an independent brute force that plays
every deal through the engine itself, the expert losing nothing by it, and Hint, review and computer agreeing.

The brute force knows nothing of `endstock`: it reads the opponent's known cards from the events, deals every
consistent hand into a copy of the match (and every card onto the stock's top), applies each legal action with
`Game.apply` (a knock with every least-deadwood layout of its melds, found with `gin_brute`'s own melds), lets the
defender try every lay-off sequence the engine allows, and reads the points from the hand's result. A plain discard
at three cards is not valued (it depends on how the opponent plays blind); the engine shows the opponent may then
end the hand drawn (`test_after_a_plain_discard_...`). The positions are the end-of-stock turns of patient
self-play (`ginnyo_dev.gin_endstock_bench.end_positions`).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations

import pytest
from gin_brute import all_melds, value

from ginnyo.ginrummy import Game, Phase
from ginnyo.ginrummy.actions import DISCARD, DRAW, GIN, KNOCK, TAKE, Action
from ginnyo.ginrummy.ai import COACH, choose_action
from ginnyo.ginrummy.cards import DECK, format_hand, parse_hand, parse_number
from ginnyo.ginrummy.coach import decide as review
from ginnyo.ginrummy.coach import hint
from ginnyo.ginrummy.endstock import decide
from ginnyo.ginrummy.scoring import Ending
from ginnyo.rules.steps import anytime, drain
from ginnyo_dev.gin_endstock_bench import PATIENT, end_positions

Values = dict[str, Fraction]


@cache
def positions(seeds: range) -> tuple[Game, ...]:
    """The self-play positions of the benchmark, made once."""
    return tuple(end_positions(seeds))


def known_held(game: Game) -> int:
    """The cards the opponent of the seat to move took from the pile this hand and still holds."""
    held = 0
    for event in game.events:
        if event.seat != game.current and event.card:
            card = 1 << parse_number(event.card)
            held = held | card if event.kind == TAKE else held & ~card
    return held


def unseen(game: Game) -> list[int]:
    """The cards the seat to move cannot see: neither its own, nor on the pile, nor known in the opponent's hand."""
    seen = game.hands[game.current] | known_held(game)
    for card in game.discards:
        seen |= 1 << card
    return [n for n in range(52) if not seen >> n & 1]


def deals(game: Game, top: int = -1) -> list[Game]:
    """Copies of `game` with every hand the opponent may hold (its known cards and any others unseen), the other
    unseen cards in the stock (`top` on its top when given)."""
    mover, held = game.current, known_held(game)
    out = []
    pool = [n for n in unseen(game) if n != top]
    for chosen in combinations(pool, 10 - bin(held).count("1")):
        copy = game.clone()
        copy.hands[1 - mover] = held | sum(1 << n for n in chosen)
        stock = [n for n in pool if n not in chosen]
        copy.stock = stock + ([top] if top >= 0 else [])
        out.append(copy)
    return out


def points(game: Game, seat: int) -> int:
    """Play the hand to its end, the defender laying off as best it can: `seat`'s points from its result."""
    if game.phase == Phase.LAYOFF:
        tries = []
        for act in game.legal_actions():
            copy = game.clone()
            copy.apply(act)
            tries.append(points(copy, seat))
        return min(tries)  # the defender is the other seat
    result = game.results[-1]
    if result.ending == Ending.DRAW:
        return 0
    return result.points if result.winner == seat else -result.points


def after(game: Game, act: Action) -> int:
    copy = game.clone()
    seat = copy.current
    copy.apply(act)
    return points(copy, seat)


def layouts(rest: list[int]) -> list[tuple[int, ...]]:
    """Every way to lay `rest` out in disjoint melds that leaves the least deadwood (`gin_brute`'s own melds)."""
    melds = all_melds(rest)
    found: list[tuple[frozenset[int], ...]] = []

    def grow(chosen: tuple[frozenset[int], ...], used: frozenset[int], start: int) -> None:
        found.append(chosen)
        for k in range(start, len(melds)):
            if not melds[k] & used:
                grow((*chosen, melds[k]), used | melds[k], k + 1)

    grow((), frozenset(), 0)
    dead = [sum(value(n) for n in rest if not any(n in m for m in chosen)) for chosen in found]
    return [tuple(sum(1 << n for n in m) for m in c) for c, d in zip(found, dead) if d == min(dead)]


def variants(game: Game, act: Action) -> list[Action]:
    """`act`, and a knock with each layout of the melds the knocker may show (the engine joins touching runs)."""
    if act.kind != KNOCK:
        return [act]
    rest = [n for n in range(DECK) if game.hands[game.current] >> n & 1 and n != act.card]
    return [Action(KNOCK, act.card, melds) for melds in layouts(rest)]


def worth(copies: list[Game], act: Action) -> Fraction:
    """The mean over `copies` of `act`, a knock laid out as scores best."""
    return max(mean([after(c, v) for c in copies]) for v in variants(copies[0], act))


def mean(values: list[int]) -> Fraction:
    return Fraction(sum(values), len(values))


def ending_values(game: Game, plain: bool) -> Values:
    """Each legal action of the discard phase that ends the hand, by its mean over the deals (plain discards too when
    they end it drawn)."""
    copies = deals(game)
    acts = [a for a in game.legal_actions() if a.kind in (KNOCK, GIN) or plain]
    return {str(a): worth(copies, a) for a in acts}


def draw_values(game: Game) -> Values:
    """The draw's value (the best ending once the card is seen, over the deals with that card on top) and the
    take's (its best knock or gin), when it has one."""
    mover, tops = game.current, unseen(game)
    total = Fraction(0)
    for top in tops:
        copies = deals(game, top)
        for c in copies:
            c.apply(Action(DRAW))
        options = [worth(copies, a) for a in copies[0].legal_actions()]
        total += max(options)
    out = {"draw stock": total / len(tops)}
    taken = deals(game)
    for c in taken:
        c.apply(Action(TAKE))
    ends = [a for a in taken[0].legal_actions() if a.kind in (KNOCK, GIN)]
    if Action(TAKE) in game.legal_actions() and ends:
        out["take upcard"] = max(worth(taken, a) for a in ends)
    assert all(c.current == mover for c in taken)
    return out


def brute(game: Game) -> Values:
    """The brute force's value of each choice it can value exactly (see the module's docstring)."""
    if game.phase == Phase.DRAW:
        return draw_values(game)
    return ending_values(game, plain=len(game.stock) == 2)


def choice(game: Game) -> Action:
    return choose_action(game.view(game.current), "expert", game.turn_seed())


def check(game: Game) -> None:
    """The exact choice is one the brute force values most, at that value; the expert plays it."""
    values = brute(game)
    exact = decide(game.view(game.current))
    top = max(values.values(), default=None)
    if game.phase == Phase.DISCARD and len(game.stock) == 3 and (top is None or top < 0):
        assert exact is None  # a plain discard may be worth more: no exact answer
        return
    assert exact is not None and top is not None
    played = str(choice(game)).partition(":")[0]
    assert (values[played], exact.value) == (top, top), (played, values)


FAST = range(0, 4)
KINDS = ((Phase.DRAW, 3), (Phase.DISCARD, 3), (Phase.DISCARD, 2))


def first_of(kind: tuple[Phase, int]) -> Game:
    return next(g for g in positions(FAST) if (g.phase, len(g.stock)) == kind)


@pytest.mark.parametrize("kind", KINDS)
def test_the_expert_loses_nothing_against_the_brute_force(kind: tuple[Phase, int]) -> None:
    check(first_of(kind))


@pytest.mark.slow
@pytest.mark.parametrize("seeds", [FAST, range(4, 16)])
def test_the_expert_loses_nothing_on_every_position_of_more_matches(seeds: range) -> None:
    for game in positions(seeds):
        check(game)


def test_hint_review_and_computer_choose_alike_whatever_the_seed_or_time() -> None:
    for game in positions(FAST):
        view = game.view(game.current)
        exact = decide(view)
        if exact is None:
            continue
        stopped = anytime(COACH.steps(view, 1))
        assert hint(game) == choice(game) == stopped == exact.action == choose_action(view, "expert", 99)
        reviewed = drain(review(game.clone(), len(game.actions) + 1, exact.action, True))
        assert reviewed.advice == str(exact.action) and reviewed.agrees


def test_the_exact_choice_is_deterministic() -> None:
    for game in positions(FAST):
        view = game.view(game.current)
        assert decide(view) == decide(view)


def test_a_knock_undercut_in_most_deals_is_passed_over_for_the_drawn_hand() -> None:
    """After the last draw, knocking with 9 against an opponent known to hold low cards loses on average: the exact
    choice ends the hand drawn instead."""
    mine, theirs, stock = "AS 2S 3S 4H 5H 6H 7D 8D 9D 9C KC", "AH AC AD 2H 2C 2D 3H 3C 3D 4C", "4D 5C"
    pile = format_hand((1 << DECK) - 1 & ~parse_hand(f"{mine} {theirs} {stock}"))
    game = Game.from_deal(("a", "b"), (mine, theirs), pile, stock, phase=Phase.DISCARD)
    assert game.view(0).stock_size == 2 and Action(KNOCK, parse_number("KC")) in game.legal_actions()
    exact = decide(game.view(0))
    assert exact is not None and exact.action.kind == DISCARD and exact.value == 0
    assert brute(game)["knock KC"] < 0


def test_after_a_plain_discard_at_three_cards_the_opponent_may_end_the_hand_drawn() -> None:
    game = next(g for g in positions(FAST) if g.phase == Phase.DRAW)
    game.apply(Action(TAKE))
    game.apply(next(a for a in game.legal_actions() if a.kind == DISCARD))
    game.apply(Action(DRAW))
    hands = len(game.results)
    game.apply(next(a for a in game.legal_actions() if a.kind == DISCARD))
    assert len(game.results) == hands + 1 and game.results[-1].ending == Ending.DRAW


def test_elsewhere_there_is_no_exact_answer() -> None:
    """Before the last turns (four cards in the stock or more), or in the lay-offs, `decide` has no answer."""
    game = Game(("a", "b"), 3)
    while len(game.stock) > 3:
        view = game.view(game.current)
        assert decide(view) is None
        act = PATIENT.decide(view, game.turn_seed())
        game.apply(Action(DISCARD, act.card) if act.kind in (KNOCK, GIN) else act)
