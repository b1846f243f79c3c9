"""The engine's verdicts in the player's language (no PyScript): why a play or an action is refused,
and the breakdown of a legal play's score; and the page's own refusal of a seed.

The engine says which rule an illegal play, action or name breaks (`PlayRule`, `ActionRule`, `NameRule`) with the
words of its message as parameters; its English templates are the catalog's message ids.
"""

from __future__ import annotations

from ginnyo.rules import GinnyError
from ginnyo.rules.errors import ACTION_MESSAGES, NAME_MESSAGES, PLAY_MESSAGES, IllegalAction, IllegalPlay, InvalidName
from ginnyo.rules.layout import Bonus, SquareBonus, span_name, square_name
from ginnyo.rules.melds import Kind
from ginnyo.rules.scoring import GIN_BONUS, LineScore, PlayScore

from ..common.session import SEED_LIMIT
from ..common.text import Refusal
from .i18n import N_, _, number
from .lazy import phrase
from .texts import points

KIND_WORDS = {
    (Kind.GROUP, True): N_("new group"),
    (Kind.GROUP, False): N_("adds to group"),
    (Kind.RUN, True): N_("new run"),
    (Kind.RUN, False): N_("adds to run"),
}
BONUS_WORDS = {
    Bonus.TILE2: N_("tile ×2"),
    Bonus.TILE3: N_("tile ×3"),
    Bonus.MELD2: N_("meld ×2"),
    Bonus.MELD3: N_("meld ×3"),
}
"""The bonuses a new tile can take (`SquareBonus.bonus`), as a breakdown names them after their square."""


def reason(error: GinnyError) -> str:
    """Why the engine refused: its rule's message in the player's language (other errors as they are), its
    numbers written as the language writes them (`10,000`, `10 000`)."""
    if isinstance(error, IllegalPlay):
        return _(PLAY_MESSAGES[error.rule]).format(**worded(error.params))
    if isinstance(error, IllegalAction):
        return _(ACTION_MESSAGES[error.rule]).format(**worded(error.params))
    if isinstance(error, InvalidName):
        return _(NAME_MESSAGES[error.rule]).format(**worded(error.params))
    return str(error)


def worded(params: dict[str, str]) -> dict[str, str]:
    """A rule's parameters with each whole number in the language's digits grouping."""
    return {key: number(int(value)) if value.isdigit() else value for key, value in params.items()}


def bonus_text(hit: SquareBonus) -> str:
    """`F2 meld ×2`: the square, then its bonus in the player's language."""
    return f"{square_name(hit.square)} {_(BONUS_WORDS[hit.bonus])}"


def line_text(line: LineScore) -> str:
    """`D2–F2 (3♠ 4♠ 5♠): new run, F2 meld ×2 = 24`."""
    what = ", ".join([_(KIND_WORDS[(line.kind, line.new_meld)]), *(bonus_text(b) for b in line.bonuses)])
    cards = " ".join(t.pretty for t in line.tiles)
    return f"{line.span} ({cards}): {what} = {number(line.subtotal)}"


def breakdown(score: PlayScore) -> tuple[str, ...]:
    """The lines a player reads to check a play's score (the total is said beside them)."""
    lines = [line_text(line) for line in score.lines]
    lines += [_("{span}: pair, scores nothing").format(span=span_name(list(pair))) for pair in score.pairs]
    if score.gin:
        gin = _("gin: the section of {square} reaches 10 tiles = {points}")
        lines.append(gin.format(square=square_name(score.section), points=number(GIN_BONUS)))
    return tuple(lines)


def legal_text(total: int) -> str:
    return _("Legal play: {points}").format(points=points(total))


def check_seed(seed: int) -> None:
    """Refuse a seed no game (of either kind) starts from, with a ValueError (`Refusal`) that says why in the form."""
    if not 0 <= seed < SEED_LIMIT:
        raise Refusal(phrase(N_("the seed is a whole number from 0 to {limit}"), limit=SEED_LIMIT - 1))
