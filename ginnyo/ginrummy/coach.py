"""Coaching for Gin Rummy: a hint for the seat to move, and a review of a match hand by hand.

Both ask the expert in its coaching configuration (`ai.COACH`: a quarter of the page expert's
deals, so a hint comes quickly), with the seed a computer seat would get for that action. A
discard (or a knock, or gin) is also measured against the cards: how much more deadwood the ten
cards kept than the least any legal discard leaves (`extra`).

>>> game = Game(("Ann", "Bob"), seed=5)
>>> while not game.results:
...     game.apply(hint(game))
>>> [hand] = analyse(game)
>>> hand.result == game.results[0], all(d.agrees for d in hand.decisions)
(True, True)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from ..rules.steps import Steps, drain
from .actions import DISCARD, GIN, KNOCK, Action
from .ai import COACH
from .game import Game, HandResult
from .melds import least
from .scoring import Ending


def hint(game: Game) -> Action:
    """What the coaching expert would do for the seat to move, seeing only that seat's view."""
    return drain(hint_steps(game))


def hint_steps(game: Game) -> Steps[Action]:
    """`hint` in slices (`ginnyo.rules.steps`)."""
    return COACH.steps(game.view(game.current), game.turn_seed())


def same(one: Action, other: Action) -> bool:
    """The same decision (a knock's chosen melds aside: any arrangement scores the same)."""
    return (one.kind, one.card, one.meld) == (other.kind, other.card, other.meld)


def kept_deadwood(game: Game, act: Action) -> tuple[int, int] | None:
    """For a discard, knock or gin: the deadwood the hand keeps, and the least any legal discard keeps."""
    if act.kind not in (DISCARD, KNOCK, GIN):
        return None
    hand = game.hands[game.current]
    legal = [a.card for a in game.legal_actions() if a.kind == DISCARD]
    return least(hand & ~(1 << act.card)), min(least(hand & ~(1 << card)) for card in legal)


@dataclass(frozen=True)
class Decision:
    """One action of the match beside the coaching expert's choice in the same position.

    `number` counts the match's actions from 1; `advice` is "" when not asked for; `deadwood`
    and `best_deadwood` are set for discards, knocks and gins only.
    """

    number: int
    seat: int
    name: str
    played: str
    advice: str
    agrees: bool
    deadwood: int | None = None
    best_deadwood: int | None = None

    @property
    def extra(self) -> int:
        """Deadwood kept beyond the least a discard could keep."""
        if self.deadwood is None or self.best_deadwood is None:
            return 0
        return self.deadwood - self.best_deadwood


@dataclass(frozen=True)
class HandReview:
    """A hand's decisions and how it ended (`result` is None for the hand still being played)."""

    number: int
    result: HandResult | None
    decisions: tuple[Decision, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": self.number,
            "result": None if self.result is None else asdict(self.result),
            "decisions": [{**asdict(d), "extra": d.extra} for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> HandReview:
        """A hand's review back from `to_json` (the worker's answer, on the page): lists become tuples again."""
        result = data["result"]
        if result is not None:
            values = {f.name: result[f.name] for f in fields(HandResult)}
            tuples = {name: tuple(value) for name, value in values.items() if isinstance(value, list)}
            result = HandResult(**values | tuples | {"ending": Ending(values["ending"])})
        decisions = tuple(Decision(**{f.name: d[f.name] for f in fields(Decision)}) for d in data["decisions"])
        return cls(int(data["hand"]), result, decisions)


def decide(replay: Game, number: int, act: Action, advice: bool) -> Steps[Decision]:
    """Review one action in the position `replay` is in, before it is applied (in slices)."""
    told = (yield from hint_steps(replay)) if advice else None
    kept = kept_deadwood(replay, act)
    return Decision(
        number,
        replay.current,
        replay.names[replay.current],
        str(act),
        str(told) if told else "",
        told is not None and same(act, told),
        *(kept or (None, None)),
    )


def analyse(game: Game, advice: bool = True, hand: int | None = None, seat: int | None = None) -> list[HandReview]:
    """Review every action of `game`, replaying it from its seed, grouped by hand; `advice=False`
    skips the expert's choices (the slow part) and leaves `advice` empty.

    `hand` (counted from 1) reviews that hand alone and `seat` asks the expert about that
    seat's actions only, so a page can ask for the slow part a piece at a time.
    """
    return drain(analyse_steps(game, advice, hand, seat))


def analyse_steps(
    game: Game, advice: bool = True, hand: int | None = None, seat: int | None = None
) -> Steps[list[HandReview]]:
    """`analyse` in slices."""
    replay = Game(game.names, game.seed, game.options)
    hands: list[HandReview] = []
    decisions: list[Decision] = []
    for number, act in enumerate(game.actions, 1):
        finished = len(replay.results)
        if hand is not None and finished >= hand:
            break
        if hand in (None, finished + 1):
            decisions.append((yield from decide(replay, number, act, advice and seat in (None, replay.current))))
        replay.apply(act)
        if len(replay.results) > finished and decisions:
            hands.append(HandReview(finished + 1, replay.results[-1], tuple(decisions)))
            decisions = []
    if decisions:
        hands.append(HandReview(len(replay.results) + 1, None, tuple(decisions)))
    return hands
