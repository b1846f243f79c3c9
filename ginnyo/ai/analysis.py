"""Coaching from the engine: a hint for the seat to move, and a turn-by-turn review of a game.

Both ask the same two judges: the move generator (the best play by points, `legal_plays`
order) and the expert computer player in its coaching configuration (`Expert.coach`: a quarter
of the page's work, so a review row stays fast), with the seed the computer would get on that turn.

>>> from ginnyo.rules import Game
>>> game = Game(("Ann", "Bob"), seed=3)
>>> for _ in range(6):
...     _ = game.apply(hint(game).action)
>>> review = analyse(game, advice=False)
>>> review[0].played, review[0].best, review[0].lost
('play F8:*8D G8:7D H8:6D', 'play F8:*5D G8:6D H8:7D', 0)
>>> review[-1].played, review[-1].score, review[-1].lost
('exchange 10C 2H 3D 4H 5C 8C', 0, 0)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from enum import StrEnum
from typing import Any

from ..rules import Action, Game, PlayerView, PlayScore
from ..rules.actions import EXCHANGE, PLAY
from ..rules.game import rack_cards
from ..rules.layout import square_name
from ..rules.steps import Steps, drain
from ..rules.tiles import JOKER
from .common import Hand
from .endgame import solvable, solve_steps
from .expert import Expert
from .splits import sampled, search_steps


class Basis(StrEnum):
    """What a `Forgone`'s values rest on."""

    SOLVED = "solved"
    """The game solved to its end (`endgame.py`, `exact`): each value is the score difference still to come."""
    SEARCHED = "searched"
    """The same search, stopped at its budget: the last turns it reached valued as if the game ended there."""
    SAMPLED = "sampled"
    """The expert's estimate (`Expert.estimate`): points, tiles kept and the next turns over sampled deals."""
    SPLITS = "splits"
    """Three or four players, the pile empty: the same search on sampled splits of the unseen tiles between the
    other racks (`splits.py`), each value the mean over them of the mover's points less the others' mean."""


@dataclass(frozen=True)
class Forgone:
    """Why the advice is a pass or an exchange though a play exists: the play it sets aside and what the engine
    reckons each worth, on the `basis` it chose by. Solved or searched: the best play by that search's value, and
    each value the mover's points from here to the end less the other player's, both playing best. Sampled: the
    best play by points, and each value the expert's estimate on the deals of the turn's seed."""

    play: Action
    points: int
    """What `play` scores now."""
    kept: tuple[str, ...]
    """The tiles the advice keeps, in notation (a pass keeps them all)."""
    advice_value: int
    play_value: int
    basis: Basis


@dataclass(frozen=True)
class Hint:
    """The expert's choice (coaching configuration) for the seat to move, and what it scores (0 unless a play)."""

    action: Action
    score: int
    exact: bool = False
    """The game was solved to its end from here (two players, the pile empty: `endgame.py`)."""
    forgone: Forgone | None = None
    """Why a pass or an exchange though plays exist (None for a play, or when no play exists)."""

    @property
    def margin(self) -> int:
        """By how many points the advice beats the play it sets aside, on the engine's own reckoning (0 if none)."""
        return 0 if self.forgone is None else self.forgone.advice_value - self.forgone.play_value


@dataclass(frozen=True)
class TurnReview:
    """One turn of a game beside what the engine would have done in the same position.

    `played`, `best` and `advice` are actions in notation (`best` is "" when no play was legal);
    `lost` is how many points the turn left on the table: against the best play by score, or where the advice is
    `exact`, against the advice by the solved values (to the end of the game). When the
    advice differs from the turn, `played_value` and `advice_value` are what the expert reckons each
    worth (its points, plus the learned value of the tiles kept, less the next player's best reply, plus
    the mover's best next play, over its sampled deals: `Expert.estimate`), `kept` the mover's tiles the
    advice keeps, and `takes` what an advised play takes that the turn did not (`gin`, and bonus squares
    as `F2:O`, `Bonus` codes); else 0, 0, "", "". Where that estimate rates the turn played higher than
    the expert's own choice (a choice among close candidates, made on fewer deals for most of them), the
    review agrees with the turn: `advice` is the turn itself.
    """

    turn: int
    seat: int
    name: str
    played: str
    score: int
    best: str
    best_score: int
    advice: str
    advice_score: int
    played_value: int
    advice_value: int
    kept: str
    takes: str
    exact: bool = False
    """The game was solved to its end from this turn: `advice` is exact, and where it differs from the turn, the
    two values are the score differences still to come (`Forgone`'s solved basis), not estimates."""

    @property
    def lost(self) -> int:
        if self.exact:
            return max(0, self.advice_value - self.played_value)
        return max(0, self.best_score - self.score)

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "lost": self.lost}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TurnReview:
        """A review back from `to_json` (the worker's answer, on the page); `lost` is worked out again."""
        values = {f.name: data[f.name] for f in fields(cls)}
        types = {"str": str, "int": int, "bool": bool}
        if not all(type(value) is types[str(f.type)] for f, value in zip(fields(cls), values.values())):
            raise ValueError(f"a turn's review of the wrong types: {data!r}")
        return cls(**values)


def action_score(game: Game, action: Action) -> int:
    """What `action` would score for the seat to move (0 for an exchange or a pass)."""
    return game.board.check(action.placements).total if action.kind == PLAY else 0


def hint(game: Game) -> Hint:
    """What the expert (coaching configuration) would do for the seat to move, seeing only that seat's view."""
    return drain(hint_steps(game))


def hint_steps(game: Game) -> Steps[Hint]:
    """`hint` in slices (`ginnyo.rules.steps`): a solved endgame answers as the expert's `steps` does, with the same
    budget, and says whether it is exact; a pass or an exchange though plays exist says why (`Forgone`)."""
    told, _values = yield from advised(game, reasons=True)
    return told


Values = dict[Action, int]
"""Each root action's value in a searched endgame (`endgame.Solution.values`)."""


def advised(game: Game, reasons: bool) -> Steps[tuple[Hint, Values | None]]:
    """The hint, and the searched endgame's values of each action (None when the expert sampled instead); the
    sampled expert's reason costs two estimates, so only `reasons` asks it."""
    view, expert = game.view(game.current), Expert.coach()
    if sampled(view):  # the expert's own search, so the reason is that of the advice
        estimate = yield from search_steps(view, game.turn_seed(), expert.endgame_nodes)
        best = estimate.best_play()
        forgone = None
        if best and estimate.action.kind != PLAY:
            play_points, kept = action_score(game, best[0]), kept_tiles(view, estimate.action)
            forgone = Forgone(best[0], play_points, kept, round(estimate.value), round(best[1]), Basis.SPLITS)
        return Hint(estimate.action, action_score(game, estimate.action), forgone=forgone), None
    if not solvable(view):
        action = yield from expert.steps(view, game.turn_seed())
        forgone = (yield from sampled_reason(game, expert, action)) if reasons else None
        return Hint(action, action_score(game, action), forgone=forgone), None
    solution = yield from solve_steps(view, expert.endgame_nodes)
    play, forgone = solution.best_play(), None
    if play and solution.action.kind != PLAY:
        basis = Basis.SOLVED if solution.exact else Basis.SEARCHED
        kept = kept_tiles(view, solution.action)
        forgone = Forgone(play[0], action_score(game, play[0]), kept, solution.value, play[1], basis)
    return Hint(solution.action, action_score(game, solution.action), solution.exact, forgone), dict(solution.values)


def sampled_reason(game: Game, expert: Expert, action: Action) -> Steps[Forgone | None]:
    """Why the expert's sampled choice `action` is no play though one exists: the best play by points and what
    the expert estimates both worth on the turn's deals (None for a play, or with no play at all)."""
    if action.kind == PLAY:
        return None
    plays = yield from game.board.legal_plays_steps(rack_cards(game.rack))
    if not plays:
        return None
    view, seed, play = game.view(game.current), game.turn_seed(), Action.play(plays[0].placements)
    advice_value = round((yield from expert.estimate_steps(view, seed, action)))
    play_value = round((yield from expert.estimate_steps(view, seed, play)))
    return Forgone(play, plays[0].total, kept_tiles(view, action), advice_value, play_value, Basis.SAMPLED)


def kept_tiles(view: PlayerView, action: Action) -> tuple[str, ...]:
    """The mover's tiles, in notation, that `action` leaves in the rack."""
    kept = Hand.of(view).texts()
    used = action.tiles or tuple(JOKER if p.joker else p.tile_text for p in action.placements)
    for text in used:
        kept.remove(text)
    return tuple(kept)


def solved_value(values: Values, game: Game, action: Action) -> int | None:
    """`action`'s value in a searched endgame: an exchange that may pass is the pass (its tiles come back), an
    exchange of several tiles from 8 (a draw of chance, which the search leaves out) has none."""
    if action.kind == EXCHANGE and game.can_pass():
        action = Action.pass_turn()
    return values.get(action)


def taken(game: Game, action: Action) -> tuple[str, ...]:
    """What a play takes: `gin`, then each bonus square a new tile covers (`F2:O`); nothing for another action."""
    if action.kind != PLAY:
        return ()
    score = game.board.check(action.placements)
    hits = (f"{square_name(hit.square)}:{hit.bonus.value}" for line in score.lines for hit in line.bonuses)
    return (*(("gin",) if score.gin else ()), *dict.fromkeys(hits))


def weighed(game: Game, played: Action, advice: Action, values: Values | None) -> Steps[tuple[int, int, str, str]]:
    """Why the advice: what the engine reckons the turn played and its advice worth (a searched endgame's values,
    else the expert's estimates, rounded, on the deals of the seed it chose with), the tiles the advice keeps, and
    what it takes that the turn did not. In slices."""
    view, seed, expert = game.view(game.current), game.turn_seed(), Expert.coach()
    played_value = None if values is None else solved_value(values, game, played)
    if values is not None and played_value is not None:
        advice_value = values[advice]
    else:
        played_value = round((yield from expert.estimate_steps(view, seed, played)))
        advice_value = round((yield from expert.estimate_steps(view, seed, advice)))
    takes = [what for what in taken(game, advice) if what not in taken(game, played)]
    return played_value, advice_value, " ".join(kept_tiles(view, advice)), " ".join(takes)


def best_by_score(plays: list[PlayScore]) -> tuple[str, int]:
    """The first of the legal plays (they come best first) in notation, and its score."""
    if not plays:
        return "", 0
    return str(Action.play(plays[0].placements)), plays[0].total


def analyse(game: Game, advice: bool = True, start: int = 0, stop: int | None = None) -> list[TurnReview]:
    """Review every turn of `game` (or turns `start` to `stop`, counted from 0), replaying it from
    its seed; `advice=False` skips the expert's choice (the slow part: a few hundred ms a
    turn) and leaves `advice` empty. The page asks one turn at a time, to show its progress."""
    return drain(analyse_steps(game, advice, start, stop))


def analyse_steps(game: Game, advice: bool = True, start: int = 0, stop: int | None = None) -> Steps[list[TurnReview]]:
    """`analyse` in slices."""
    replay = game.rewound(start)
    reviews = []
    for act, turn in zip(game.actions[start:stop], game.log[start:stop], strict=True):
        best, best_score = best_by_score((yield from replay.board.legal_plays_steps(rack_cards(replay.rack))))
        told, values = (yield from advised(replay, reasons=False)) if advice else (None, None)
        why = (yield from weighed(replay, act, told.action, values)) if told and told.action != act else (0, 0, "", "")
        if told and why[0] > why[1]:  # its estimate of both on the same deals rates the turn played higher
            told, why = Hint(act, turn.score), (0, 0, "", "")
        solved = told is not None and (told.action == act or solved_value(values or {}, replay, act) is not None)
        exact = solved and told is not None and told.exact  # both values solved, not estimates
        reviews.append(
            TurnReview(
                turn.number,
                turn.player,
                game.names[turn.player],
                str(act),
                turn.score,
                best,
                best_score,
                str(told.action) if told else "",
                told.score if told else 0,
                *why,
                exact,
            )
        )
        replay.apply(act)
    return reviews
