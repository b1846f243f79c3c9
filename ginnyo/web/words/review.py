"""The words of the replay viewer, its analysis and game links, written for translation (no PyScript).

Every text is translated where it is shown (`_`, `ngettext` from ``words/i18n.py``); module constants
are only marked (`N_`).
"""

from __future__ import annotations

from ginnyo.ai.analysis import TurnReview
from ginnyo.rules import Game, GinnyError
from ginnyo.rules.actions import ActionKind, parse_action
from ginnyo.rules.layout import Bonus, SquareBonus, parse_square
from ginnyo.rules.scoring import GIN_BONUS

from ..common.enums import Move
from .i18n import N_, _, number
from .names import shown
from .texts import about, describe_turn, draw_text, listed, play_text, points, pretty_tile, signed
from .verdicts import bonus_text

MOVE_LABELS = {Move.FIRST: N_("First"), Move.PREVIOUS: N_("Previous"), Move.NEXT: N_("Next"), Move.LAST: N_("Last")}
TABLE_HEADS = (N_("#"), N_("Player"), N_("Played"), N_("Best by score"), N_("Expert"), N_("Lost"))
NO_PLAY = "\u2014"  # a dash: no legal play, or not worked out yet


def with_score(play: str, score: int) -> str:
    """A play and its points, as the analysis table writes them: `H8:5♠ I8:5♥ (10)`."""
    return _("{play} ({score})").format(play=play, score=signed(score))


def action_text(notation: str) -> str:
    """An action in notation (`play H8:5S …`, `exchange 9C`, `pass`) as the page writes it."""
    try:
        action = parse_action(notation)
    except GinnyError:
        return NO_PLAY
    if action.kind is ActionKind.PLAY:
        return play_text(action.placements)
    if action.kind is ActionKind.EXCHANGE:
        return _("exchange {tiles}").format(tiles=" ".join(pretty_tile(t) for t in action.tiles))
    return _("pass")


def viewer_title(shared: bool) -> str:
    return _("A shared game") if shared else _("Replay of your game")


def position_text(step: int, turns: int) -> str:
    """`Turn 5 of 26`, or the start."""
    if step == 0:
        return _("Before the first turn ({count} turns in all)").format(count=turns)
    return _("Turn {number} of {count}").format(number=step, count=turns)


def step_notice(game: Game) -> str:
    """What the notice says at a step: its turn, or (at the start) the draw for the first turn."""
    return describe_turn(game.names, game.log[-1]) if game.log else draw_text(game.names, game.draws, game.starter)


def step_said(game: Game, turns: int) -> str:
    """Said aloud on each step: where the viewer is, and what happened there."""
    step = len(game.log)
    return _("{position}. {what}").format(position=position_text(step, turns), what=step_notice(game))


def replay_turn_text(step: int, turns: int) -> str:
    """The page's turn line while the viewer is open."""
    return _("Replay: {position}").format(position=position_text(step, turns))


def close_label(has_game: bool) -> str:
    return _("Back to your game") if has_game else _("Close the replay")


def review_label() -> str:
    return _("Review the game")


def copy_label() -> str:
    return _("Copy link")


def rack_title(name: str, turn: int) -> str:
    return about(name, N_("Your tiles for turn {number}"), N_("Tiles of {name} for turn {number}"), number=turn)


def racks_hidden_text(over: bool) -> str:
    """Why the viewer shows no rack (`replay_state`'s rule)."""
    if not over:
        return _("Racks are not shown while the game is in progress.")
    return _("Racks are not shown: the game was played by people sharing one device.")


def turn_review_text(best: str, best_score: int, advice: str, advice_score: int, lost: int) -> str:
    """What the analysis says of the turn shown: the best play by score, the expert's choice, points lost."""
    said = [_("Best by score: {play}, {points}.").format(play=action_text(best), points=points(best_score))]
    if advice:
        said.append(_("Expert: {play}, {points}.").format(play=action_text(advice), points=points(advice_score)))
    if lost:
        said.append(_("{points} left on the table.").format(points=points(lost)))
    else:
        said.append(_("Nothing left on the table."))
    return " ".join(said)


def jokers(notation: str) -> int:
    """How many jokers an action in notation puts on the board."""
    return sum(p.joker for p in parse_action(notation).placements)


def square_bonus(text: str) -> str:
    """`F2:O` (a square and its `Bonus` code, as `TurnReview.takes` lists it) -> `F2 meld ×2`."""
    square, _sep, code = text.partition(":")
    return bonus_text(SquareBonus(parse_square(square), Bonus(code)))


def advice_reason(review: TurnReview) -> str:
    """Why the expert would have done otherwise (`TurnReview.advice_value`): what the advice scores or
    keeps and gives up, and what it reckons each worth: over this turn and the next, or (`exact`) to the end of the
    game; "" when it agrees."""
    if not review.advice or review.advice == review.played:
        return ""
    said = []
    action = parse_action(review.advice)
    if action.kind is ActionKind.EXCHANGE:
        kept = [pretty_tile(t) for t in review.kept.split()]
        back = listed([pretty_tile(t) for t in action.tiles])
        said.append(
            _("It keeps {kept} and gives back {back}.").format(kept=listed(kept), back=back)
            if kept
            else _("It gives back every tile: {back}.").format(back=back)
        )
        if review.score:
            said.append(_("It gives up the {points} of your turn.").format(points=points(review.score)))
    elif review.advice_score > review.score:
        said.append(_("It scores {points} more now.").format(points=points(review.advice_score - review.score)))
    elif review.advice_score < review.score:
        said.append(_("It scores {points} less now.").format(points=points(review.score - review.advice_score)))
    if jokers(review.advice) < jokers(review.played):
        said.append(_("It keeps the joker for later."))
    takes = review.takes.split()
    if "gin" in takes:
        said.append(_("It completes gin, +{points}.").format(points=number(GIN_BONUS)))
    squares = [square_bonus(what) for what in takes if what != "gin"]
    if squares:
        said.append(_("It covers {squares}.").format(squares=listed(squares)))
    if review.exact:
        said.append(
            _(
                "Solved to the end of the game, both playing their best: the score difference from here ends at "
                "{advice} for it against {played} for yours."
            ).format(advice=signed(review.advice_value), played=signed(review.played_value))
        )
        return " ".join(said)
    if review.advice_value == review.played_value and review.advice_score == review.score:
        said.append(_("The expert reckons it as good as yours: {value}.").format(value=signed(review.advice_value)))
        return " ".join(said)
    said.append(
        _(
            "Played out over many draws (its points, less the replies, plus what the tiles kept are worth), "
            "the expert expects {advice} for it against {played} for yours."
        ).format(advice=signed(review.advice_value), played=signed(review.played_value))
    )
    return " ".join(said)


def analysis_status(turns: int, advised: int, failed: bool, started: bool) -> str:
    if failed:
        return _("The analysis could not be finished.")
    if not started:
        return _("Analysing the game…")
    if advised < turns:
        return _("Asking the expert: turn {number} of {count}…").format(number=advised + 1, count=turns)
    return _("Analysis complete.")


def analysis_title() -> str:
    return _("Analysis")


def lost_summary(names: tuple[str, ...], lost: tuple[int, ...]) -> str:
    listed = ", ".join(f"{shown(name)} {count}" for name, count in zip(names, lost, strict=True))
    return _("Points left on the table: {listed}.").format(listed=listed)


def scores_chart_texts(names: tuple[str, ...], totals: tuple[tuple[int, ...], ...]) -> tuple[str, str]:
    """The scores chart's title and description (every number, for those who cannot see the lines)."""
    rows = zip(names, totals, strict=True)
    lines = "; ".join(f"{shown(name)}: {', '.join(signed(t) for t in row)}" for name, row in rows)
    return _("Scores over the game"), _("Each player's score after each turn. {lines}.").format(lines=lines)


def chart_axes() -> tuple[str, str]:
    """The names of the analysis charts' axes: turns along the bottom, points up the left."""
    return _("Turn"), _("Points")


def lost_chart_texts(lost: tuple[int, ...]) -> tuple[str, str]:
    listed = ", ".join(str(count) for count in lost)
    return _("Points left on the table, turn by turn"), _("Points lost on each turn: {listed}.").format(listed=listed)


def link_status(copied: bool) -> str:
    if copied:
        return _("Link copied. It holds the whole game: nothing is sent anywhere.")
    return _("Copy this link to share the game (it holds the whole game: nothing is sent anywhere):")


def link_label() -> str:
    return _("Link to this game")


def link_refused_title() -> str:
    return _("This game link cannot be opened")


def link_refused_text(reason: str, has_game: bool) -> str:
    kept = _("Your own game is unchanged.") if has_game else ""
    return " ".join(filter(None, (_("{reason}.").format(reason=reason), kept)))


def too_long_link() -> str:
    return _("It holds more moves than any game of Ginny-O, so it is not replayed")


def gin_link_reason() -> str:
    return _("It carries a Gin Rummy game, which the replay viewer cannot show yet")
