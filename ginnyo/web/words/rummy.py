"""Words of the Gin Rummy table (no PyScript), in the player's language (`i18n.py`)."""

from __future__ import annotations

from ginnyo.ginrummy import ActionKind, Ending, GinView, HandResult, Phase
from ginnyo.ginrummy import Event as GinEvent

from ..common.enums import GinButton
from .i18n import N_, _, number
from .names import shown
from .texts import ELSEWHERE_TURN, about, cards, points, pretty_tile, spoken_tile

GIN_NEED_PICK = N_("Pick the card to discard first (click it, or use the arrow keys).")
GIN_BUTTONS = {
    GinButton.TAKE: N_("Take upcard"),
    GinButton.PASS: N_("Pass"),
    GinButton.DRAW: N_("Draw from stock"),
    GinButton.DISCARD: N_("Discard"),
    GinButton.KNOCK: N_("Knock"),
    GinButton.GIN: N_("Gin!"),
    GinButton.DONE: N_("Done laying off"),
    GinButton.NEXT: N_("Next hand"),
}
GIN_ENDINGS = {
    Ending.GIN: N_("gin"),
    Ending.KNOCK: N_("knock"),
    Ending.UNDERCUT: N_("undercut"),
    Ending.DRAW: N_("drawn hand"),
}
GIN_SHEET_HEADS = (N_("Hand"), N_("Result"), N_("Points"), N_("You"), N_("Computer"))
GIN_HELP = N_(
    "Click the stock or the upcard to draw; click a card to pick it, again (or the discard pile) to discard it. "
    "Keyboard: S stock, U upcard, P pass, arrow keys pick a card, D discard, K knock, G gin, Enter done."
)
GIN_STOCK = N_("Stock")
GIN_DISCARDS = N_("Discard pile")
GIN_HAND_TITLE = N_("Your hand")
GIN_SHEET_TITLE = N_("Score sheet (game to {target})")
GIN_NO_HANDS = N_("No hand scored yet.")
GIN_CARD_BACK = N_("a card face down")
GIN_RESULT_CLOSE = N_("Look at the table")
GIN_EVENTS = {
    ActionKind.DRAW: (N_("You drew from the stock."), N_("{name} drew from the stock.")),
    ActionKind.TAKE: (N_("You took {card} from the discard pile."), N_("{name} took {card} from the discard pile.")),
    ActionKind.PASS: (N_("You passed on the first upcard."), N_("{name} passed on the first upcard.")),
    ActionKind.DISCARD: (N_("You discarded {card}."), N_("{name} discarded {card}.")),
    ActionKind.KNOCK: (N_("You knocked, discarding {card}."), N_("{name} knocked, discarding {card}.")),
    ActionKind.GIN: (N_("You went gin, discarding {card}."), N_("{name} went gin, discarding {card}.")),
    ActionKind.LAYOFF: (N_("You laid off {card}."), N_("{name} laid off {card}.")),
    ActionKind.DONE: (N_("You finished laying off."), N_("{name} finished laying off.")),
}
"""One action of a hand, about you and about the computer."""
GIN_PROMPTS = {
    Phase.FIRST: N_("Your turn: take the first upcard, or pass."),
    Phase.DRAW: N_("Your turn: draw from the stock or take the upcard."),
    Phase.DISCARD: N_("Your turn: pick a card and discard it (or knock, or go gin)."),
    Phase.LAYOFF: N_("Lay off your cards on the knocker's melds (highlighted), then press Done."),
}
GIN_WINS = {
    Ending.GIN: (
        N_("You won hand {hand} by going gin: {points}."),
        N_("{name} won hand {hand} by going gin: {points}."),
    ),
    Ending.KNOCK: (
        N_("You won hand {hand} with a knock: {points}."),
        N_("{name} won hand {hand} with a knock: {points}."),
    ),
    Ending.UNDERCUT: (
        N_("You won hand {hand} by undercutting the knock: {points}."),
        N_("{name} won hand {hand} by undercutting the knock: {points}."),
    ),
}


def gin_refusal(reason: str) -> str:
    return _("That is not allowed: {reason}.").format(reason=reason)


def gin_event_text(names: tuple[str, ...], event: GinEvent) -> str:
    """One action of a hand, as the notice says it: `Computer (hard) took 5♥ from the discard pile.`"""
    card = pretty_tile(event.card) if event.card else ""
    return about(names[event.seat], *GIN_EVENTS[event.kind], card=card)


def gin_start_text(view: GinView) -> str:
    you = N_("Hand {hand}: You deal; the first upcard is {card}.")
    other = N_("Hand {hand}: {name} deals; the first upcard is {card}.")
    return about(view.names[view.dealer], you, other, hand=number(view.hand_number), card=pretty_tile(view.upcard))


def gin_turn_text(
    view: GinView,
    thinking: bool,
    elsewhere: bool = False,
    stopped: bool = False,
    friend: bool = False,
    ready: bool = True,
) -> str:
    """The turn line of the Gin Rummy table (`elsewhere`: in a tab that only shows the match; `stopped`: the
    computer's turn went wrong and stopped; `friend`: the other seat is a friend's on another device, and `ready`
    says whether their device has sent what this one needs to act)."""
    if view.winner is not None:
        won, lost = number(view.scores[view.winner]), number(view.scores[1 - view.winner])
        you, other = N_("Match over: You win {won} to {lost}."), N_("Match over: {name} wins {won} to {lost}.")
        return about(view.names[view.winner], you, other, won=won, lost=lost)
    if elsewhere:
        return about(view.names[view.current], *ELSEWHERE_TURN)
    if friend and view.current != view.seat:
        return _("Waiting for {name}: their move comes as a link.").format(name=shown(view.names[view.current]))
    if friend and not ready:
        return _("Waiting for your friend's device to send the keys of your cards.")
    if stopped and view.current != view.seat:
        return _("{name} has stopped.").format(name=shown(view.names[view.current]))
    if thinking or view.current != view.seat:
        return about(view.names[view.current], N_("You are thinking…"), N_("{name} is thinking…"))
    prompt = GIN_PROMPTS.get(view.phase)
    return _(prompt) if prompt else ""


def gin_hand_info(view: GinView) -> str:
    """Which hand, who dealt it, and whether it counts double (a spade as the first upcard)."""
    params = {"hand": number(view.hand_number), "card": pretty_tile(view.first_upcard)}
    if view.doubled:
        you = N_("Hand {hand}, dealt by you; first upcard {card}: a spade, so this hand counts double.")
        other = N_("Hand {hand}, dealt by {name}; first upcard {card}: a spade, so this hand counts double.")
    else:
        you, other = (
            N_("Hand {hand}, dealt by you; first upcard {card}."),
            N_("Hand {hand}, dealt by {name}; first upcard {card}."),
        )
    return about(view.names[view.dealer], you, other, **params)


def gin_deadwood_text(dead: int, after: int | None) -> str:
    if after is None:
        return _("Deadwood {dead}").format(dead=number(dead))
    return _("Deadwood {dead}; {after} after your best discard").format(dead=number(dead), after=number(after))


def gin_result_text(names: tuple[str, ...], result: HandResult) -> str:
    """The hand's outcome in one sentence: `You won hand 2 with a knock: 16 points.`"""
    if result.winner is None:
        return _("Hand {hand} is a draw: the stock ran down to two cards. Nobody scores.").format(
            hand=number(result.number)
        )
    you, other = GIN_WINS[result.ending]
    return about(names[result.winner], you, other, hand=number(result.number), points=points(result.points))


def gin_result_lines(names: tuple[str, ...], result: HandResult) -> tuple[str, ...]:
    """Every scoring component of a hand, one line each."""
    if result.winner is None or result.knocker is None:
        return (_("The stock ran down to two cards without a knock: no points."),)
    knocker, defender = names[result.knocker], names[1 - result.knocker]
    mine, theirs = N_("Your deadwood: {dead}"), N_("{name}'s deadwood: {dead}")
    lines = [about(knocker, mine, theirs, dead=number(result.knocker_deadwood))]
    before = number(result.defender_deadwood_before)
    if result.layoffs:
        mine = N_("Your deadwood: {dead}, {after} after laying off")
        theirs = N_("{name}'s deadwood: {dead}, {after} after laying off")
        lines.append(about(defender, mine, theirs, dead=before, after=number(result.defender_deadwood)))
        laid = " ".join(pretty_tile(text.partition(">")[0]) for text in result.layoffs)
        lines.append(about(defender, N_("You laid off {cards}"), N_("{name} laid off {cards}"), cards=laid))
    else:
        lines.append(about(defender, N_("Your deadwood: {dead}"), N_("{name}'s deadwood: {dead}"), dead=before))
    lines.insert(2, _("Difference: {difference}").format(difference=number(result.difference)))
    if result.bonus:
        bonus = _("Gin bonus: {bonus}") if result.ending is Ending.GIN else _("Undercut bonus: {bonus}")
        lines.append(bonus.format(bonus=number(result.bonus)))
    if result.doubled:
        card = pretty_tile(result.first_upcard)
        lines.append(_("The first upcard was a spade ({card}): points doubled").format(card=card))
    you, other = N_("Points to You: {points}"), N_("Points to {name}: {points}")
    lines.append(about(names[result.winner], you, other, points=number(result.points)))
    return tuple(lines)


def gin_scores_text(names: tuple[str, ...], scores: tuple[int, int], target: int) -> str:
    return _("{first} {first_score}, {second} {second_score} (game to {target})").format(
        first=shown(names[0]),
        first_score=number(scores[0]),
        second=shown(names[1]),
        second_score=number(scores[1]),
        target=number(target),
    )


def gin_pile_label(pile: str, count: int, card: str = "") -> str:
    """The stock's or the upcard's accessible name."""
    if pile == "stock":
        return _("Stock, {cards}").format(cards=cards(count))
    if not card:
        return _("Discard pile, empty")
    return _("Upcard {card}, {cards} in the discard pile").format(card=spoken_tile(card), cards=cards(count))


def gin_hand_summary(names: tuple[str, ...], seat: int, melds: tuple[str, ...], dead_cards: str, dead: int) -> str:
    """A hand laid out at the end: `Computer (hard): 7♠ 7♥ 7♦ | 8♣ 9♣ 10♣; deadwood 2♥ 3♥ (5)`."""
    shown_melds = " | ".join(" ".join(pretty_tile(c) for c in m.split()) for m in melds) or _("no melds")
    loose = " ".join(pretty_tile(c) for c in dead_cards.split()) or _("none")
    return _("{name}: {melds}; deadwood {cards} ({dead})").format(
        name=shown(names[seat]), melds=shown_melds, cards=loose, dead=number(dead)
    )


ASK_KNOCK_SETTING = N_("Ask before knocking")
CONFIRM_KNOCK = N_("Knock")
KEEP_PLAYING = N_("Keep playing")
BY_MELDS = N_("Arrange by melds")


def knock_question(deadwood: int, opponent: str) -> str:
    """The question before a knock that could be undercut (the setting "Ask before knocking")."""
    return _("Knock with {deadwood} deadwood? {opponent} may lay off and undercut you.").format(
        deadwood=number(deadwood), opponent=shown(opponent)
    )


def drag_help() -> str:
    """How to play by dragging, after the table's help on clicks and keys."""
    return _(
        "Or drag: a pile onto your hand to draw, a card onto the discard pile to discard, "
        "a card within your hand to move it."
    )
