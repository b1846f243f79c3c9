"""A lesson's position as engine objects, and whether an action meets its goal, as the engine decides.

Any action that meets the goal passes, not one memorised answer: Ginny-O plays are checked and
scored by `Board.check` (after checking the tiles come from the rack), Gin Rummy actions are
applied to the lesson's deal by the Gin Rummy engine. `Verdict.reason` is an English msgid.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..ginrummy import Game as GinGame
from ..ginrummy import Phase
from ..ginrummy import parse_action as parse_gin_action
from ..ginrummy.actions import DISCARD, DRAW, GIN, KNOCK, LAYOFF, PASS, TAKE
from ..ginrummy.cards import name as card_name
from ..ginrummy.melds import least
from ..rules import Board, Game, GinnyError, PlayScore, parse_action, parse_rack, parse_square
from ..rules.actions import EXCHANGE, PLAY
from ..rules.errors import ActionRule, IllegalAction
from ..rules.game import RACK
from ..rules.layout import STANDARD, Bonus
from ..rules.threats import gin_threats
from ..rules.tiles import JOKER
from .model import GameName, GoalKind, Lesson

PLAYERS = ("You", "Computer")
"""The seats of a lesson's game: the player is seat 0."""

NOT_LEGAL = "That is not a legal move here."
NOT_IN_RACK = "Those tiles are not all in your rack."
REASONS: dict[GoalKind, str] = {
    GoalKind.SCORE_AT_LEAST: "Legal, but it scores too little: look at the bonus squares.",
    GoalKind.COVER: "Cover the highlighted squares.",
    GoalKind.GIN: "That does not make gin.",
    GoalKind.MELD: "That does not form the meld the lesson asks for.",
    GoalKind.EXTEND: "Add to a meld that is already on the board.",
    GoalKind.NEW_SECTION: "Open a new section on a red start square.",
    GoalKind.JOKER: "Use the joker in your play.",
    GoalKind.EXCHANGE: "Exchange the highlighted tiles.",
    GoalKind.DENY_GIN: "That leaves a section a short play from gin for your opponent: see the preview's warning.",
    GoalKind.TAKE_UPCARD: "Take the upcard.",
    GoalKind.DRAW_STOCK: "Draw from the stock.",
    GoalKind.DISCARD: "Discard the highlighted card.",
    GoalKind.DEADWOOD_AT_MOST: "That leaves too much deadwood.",
    GoalKind.KNOCK: "Knock to end the hand.",
    GoalKind.LAY_OFF: "Lay off a card on the knocker's melds.",
}
"""Why an action that is legal misses each kind of goal (msgids, like `NOT_LEGAL` and `NOT_IN_RACK`)."""

NEW_SECTION_ON = "Open the new section on {square}."
"""A new section opened on a start square other than the one the goal names (`Verdict.square`)."""
GIN_NOT_CALLED = "Your deadwood is 0, but a discard lets the hand go on: go gin with that card instead."
"""A Gin Rummy discard that leaves no deadwood, where the goal is to go gin: the player had gin and did not call it."""
NO_POINTS = "Legal, but it scores 0 points: a lesson's play must score."
"""A Ginny-O play that would meet its goal's kind but scores nothing (a joker alone is worth 0)."""
MESSAGES = (NOT_LEGAL, NOT_IN_RACK, *REASONS.values(), NEW_SECTION_ON, GIN_NOT_CALLED, NO_POINTS)
"""Every reason a verdict can give (msgids)."""


@dataclass(frozen=True)
class Verdict:
    """The engine's answer: `met`, else `reason` (a msgid) and, when illegal, the engine's `error`.

    `score` is the breakdown of a legal Ginny-O play; `deadwood` the player's deadwood after a
    legal Gin Rummy discard, knock, gin, lay-off or `done` (None after a draw or a pass); `square`
    fills the `{square}` of `NEW_SECTION_ON`.
    """

    met: bool
    reason: str = ""
    score: PlayScore | None = None
    error: GinnyError | None = None
    deadwood: int | None = None
    square: str = ""


def board(lesson: Lesson) -> Board:
    """A Ginny-O lesson's board."""
    return Board.from_notation(lesson.position)


def ginnyo_game(lesson: Lesson, seed: int = 0) -> Game:
    """A Ginny-O lesson as a whole game (for a table that shows one): the player (seat 0) to move."""
    if lesson.game is not GameName.GINNYO:
        raise ValueError(f"{lesson.id} is not a Ginny-O lesson")
    return Game.from_position(PLAYERS, lesson.position, lesson.rack, seed)


def gin_game(lesson: Lesson) -> GinGame:
    """A Gin Rummy lesson's table, with the opponent's first moves made: the player (seat 0) to act."""
    if lesson.deal is None:
        raise ValueError(f"{lesson.id} is not a Gin Rummy lesson")
    deal = lesson.deal
    opening = 1 if deal.opponent_moves else 0
    hands = (lesson.rack, deal.opponent)
    game = GinGame.from_deal(PLAYERS, hands, lesson.position, deal.stock, current=opening, phase=Phase(deal.phase))
    for move in deal.opponent_moves:
        game.apply(move)
    if game.current != 0:
        raise ValueError(f"{lesson.id}: after the opponent's moves it is not the player's turn")
    return game


def check(lesson: Lesson, action_text: str) -> Verdict:
    """Whether `action_text` (action notation: `play H8:5S ...`, `discard 5H`...) meets the lesson's goal."""
    if lesson.game is GameName.GIN:
        return _check_gin(lesson, action_text)
    return _check_ginnyo(lesson, action_text)


def _check_ginnyo(lesson: Lesson, action_text: str) -> Verdict:
    goal = lesson.goal
    cards, jokers = parse_rack(lesson.rack)
    rack = Counter(str(c) for c in cards) + Counter({JOKER: jokers})
    try:
        action = parse_action(action_text)
        if action.kind == PLAY:
            score = board(lesson).check(action.placements)
        elif action.kind != EXCHANGE and len(cards) + jokers > RACK:
            raise IllegalAction(ActionRule.PASS_NOT_NOW)
        elif action.kind != EXCHANGE:
            return Verdict(False, REASONS[goal.kind])
    except GinnyError as exc:
        return Verdict(False, NOT_LEGAL, error=exc)
    if action.kind == EXCHANGE:
        used = Counter(action.tiles)
        if used - rack:
            return Verdict(False, NOT_IN_RACK)
        met = goal.kind is GoalKind.EXCHANGE and not Counter(goal.tiles) - used
        return Verdict(met, "" if met else REASONS[goal.kind])
    used = Counter(JOKER if p.joker else str(p.card) for p in action.placements)
    if used - rack:
        return Verdict(False, NOT_IN_RACK, score=score)
    if not _play_meets(lesson, score):
        if goal.kind is GoalKind.NEW_SECTION and goal.square:
            return Verdict(False, NEW_SECTION_ON, score=score, square=goal.square)
        return Verdict(False, REASONS[goal.kind], score=score)
    if score.total <= 0:
        return Verdict(False, NO_POINTS, score=score)
    return Verdict(True, score=score)


def _play_meets(lesson: Lesson, score: PlayScore) -> bool:
    goal = lesson.goal
    placed = {p.square for p in score.placements}
    if goal.kind is GoalKind.SCORE_AT_LEAST:
        return score.total >= goal.points
    if goal.kind is GoalKind.COVER:
        return {parse_square(s) for s in goal.squares} <= placed
    if goal.kind is GoalKind.GIN:
        return score.gin
    if goal.kind is GoalKind.MELD:
        return any(
            line.new_meld and line.kind.value == goal.meld and len(line.tiles) >= goal.size for line in score.lines
        )
    if goal.kind is GoalKind.EXTEND:
        return any(not line.new_meld for line in score.lines)
    if goal.kind is GoalKind.NEW_SECTION:
        wanted = parse_square(goal.square) if goal.square else score.section
        opens = score.section in placed and STANDARD.bonus(score.section) is Bonus.START
        return opens and score.section == wanted
    if goal.kind is GoalKind.DENY_GIN:
        after = board(lesson)
        after.play(score.placements)
        unseen = ginnyo_game(lesson).view(0).unseen  # what the next player may hold, as the player sees it
        return all(threat.play is None for threat in gin_threats(after, unseen))
    if goal.kind is GoalKind.JOKER:
        return any(p.joker and (not goal.card or str(p.card) == goal.card) for p in score.placements)
    return False


def _check_gin(lesson: Lesson, action_text: str) -> Verdict:
    goal = lesson.goal
    game = gin_game(lesson)
    before = game.hands[0]
    try:
        action = parse_gin_action(action_text)
        game.apply(action)  # a gin or a knock scores the hand and deals the next: read the hand from before
    except GinnyError as exc:
        return Verdict(False, NOT_LEGAL, error=exc)
    card = card_name(action.card) if action.card >= 0 else ""
    after = before & ~(1 << action.card) if card else before
    deadwood = None if action.kind in (TAKE, DRAW, PASS) else least(after)
    kinds = {
        GoalKind.TAKE_UPCARD: action.kind == TAKE,
        GoalKind.DRAW_STOCK: action.kind == DRAW,
        GoalKind.DISCARD: action.kind in (DISCARD, KNOCK, GIN) and card == goal.card,
        GoalKind.DEADWOOD_AT_MOST: deadwood is not None and deadwood <= goal.deadwood,
        GoalKind.KNOCK: action.kind == KNOCK,
        GoalKind.GIN: action.kind == GIN,
        GoalKind.LAY_OFF: action.kind == LAYOFF and (not goal.card or card == goal.card),
    }
    met = kinds.get(goal.kind, False)
    if met:
        return Verdict(True, deadwood=deadwood)
    if goal.kind is GoalKind.GIN and action.kind == DISCARD and deadwood == 0:
        return Verdict(False, GIN_NOT_CALLED, deadwood=deadwood)
    return Verdict(False, REASONS[goal.kind], deadwood=deadwood)
