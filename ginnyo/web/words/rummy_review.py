"""The words of the Gin Rummy match review, written for translation (no PyScript).

Every text is translated where it is shown (`_`, `ngettext` from ``words/i18n.py``); module constants
are only marked (`N_`).
"""

from __future__ import annotations

from ginnyo.ginrummy import ActionKind, GinnyError, parse_action
from ginnyo.ginrummy.cards import name

from .i18n import N_, _, ngettext, number
from .names import shown
from .texts import pretty_tile

REVIEW_HEADS = (N_("Action"), N_("You did"), N_("Expert"), N_("Extra deadwood"))
NOT_YET = "…"  # the expert's choice, still being worked out
NONE = "\u2014"  # a dash: no deadwood to measure (a draw, a lay-off)
ACTION_WORDS = {
    ActionKind.DRAW: N_("draw from the stock"),
    ActionKind.TAKE: N_("take the upcard"),
    ActionKind.PASS: N_("pass"),
    ActionKind.DISCARD: N_("discard {card}"),
    ActionKind.KNOCK: N_("knock, discarding {card}"),
    ActionKind.GIN: N_("go gin, discarding {card}"),
    ActionKind.LAYOFF: N_("lay off {card}"),
    ActionKind.DONE: N_("finish laying off"),
}


def review_button_label() -> str:
    return _("Review match")


def review_title() -> str:
    return _("Match review")


def close_label() -> str:
    return _("Close")


def gin_action_text(notation: str) -> str:
    """An action in notation (`discard 5H`, `draw stock`) as the review writes it: `discard 5♥`."""
    try:
        action = parse_action(notation)
    except GinnyError:
        return NONE
    card = pretty_tile(name(action.card)) if action.card >= 0 else ""
    return _(ACTION_WORDS[action.kind]).format(card=card)


def hand_title(hand: int) -> str:
    return _("Hand {hand}").format(hand=number(hand))


def in_play_text() -> str:
    return _("Still being played: only your decisions so far are reviewed.")


def agreement_text(agreed: int, count: int, advised: bool) -> str:
    """How many of your decisions in a hand the expert would have made too."""
    if not advised:
        return ngettext(
            "{count} decision of yours; the expert is still thinking.",
            "{count} decisions of yours; the expert is still thinking.",
            count,
        ).format(count=number(count))
    return ngettext(
        "The expert agrees with {agreed} of your {count} decision.",
        "The expert agrees with {agreed} of your {count} decisions.",
        count,
    ).format(agreed=number(agreed), count=number(count))


def review_status(hands: int, advised: int, failed: bool, started: bool) -> str:
    if failed:
        return _("The review could not be finished.")
    if not started:
        return _("Reviewing the match…")
    if advised < hands:
        return _("Asking the expert: hand {number} of {count}…").format(number=number(advised + 1), count=number(hands))
    return _("Review complete.")


def extra_summary(extra: int) -> str:
    return _("Deadwood you kept beyond the least a discard could keep, over the match: {extra}.").format(
        extra=number(extra)
    )


def scores_chart_texts(names: tuple[str, ...], totals: tuple[tuple[int, ...], ...]) -> tuple[str, str]:
    """The match score chart's title and description (every number, for those who cannot see the lines)."""
    rows = zip(names, totals, strict=True)
    lines = "; ".join(f"{shown(who)}: {', '.join(number(t) for t in row)}" for who, row in rows)
    return _("Match score, hand by hand"), _("Each player's score after each hand, from 0. {lines}.").format(
        lines=lines
    )


def chart_axes() -> tuple[str, str]:
    """The names of the match review charts' axes: hands along the bottom, points up the left."""
    return _("Hand"), _("Points")


def extra_chart_texts(extra: tuple[int, ...]) -> tuple[str, str]:
    listed = ", ".join(number(count) for count in extra)
    return _("Your extra deadwood, hand by hand"), _(
        "Deadwood you kept beyond the least, in each hand: {listed}."
    ).format(listed=listed)
