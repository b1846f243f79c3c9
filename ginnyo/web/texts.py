"""Words the page shows for tiles, turns and counts (no PyScript)."""

from __future__ import annotations

import re

from ginnyo.rules import Action, Placement, Turn, parse_card
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.game import END_BLOCKED, END_PILE
from ginnyo.rules.layout import square_name
from ginnyo.rules.record import SeatKind
from ginnyo.rules.tiles import JOKER, SUIT_SYMBOLS, SUITS, Tile, decks_for

RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


STAR = "\u2605"
"""A joker, on the board and in the texts."""
MINUS = "\u2212"
"""The one minus sign the page writes (U+2212), never a hyphen."""
YOU = "You"
"""The name the new-game form gives a lone human: sentences about it take the second person."""
GIN_BUBBLE = "Gin!"
LAST_IDLE_ROUND = "One more round without a play ends the game."
SAVE_UNREADABLE = (
    "Your saved game could not be read: it is damaged, or it comes from another version of Ginny-O. "
    "It is kept aside, so nothing is lost. Start a new game, or load a game you saved to a file."
)
FILE_TOO_LARGE = "It is too large to be a Ginny-O game."
FILE_UNREADABLE = "It is not a Ginny-O game that this version can read."
UNDONE = "Your last turn was taken back."
HINT_FAILED = "No hint could be found this time."
HINT_LOOKING = "Looking for a hint…"
REPLACE_QUESTIONS = {
    "new-game": (
        "Start a new game?",
        "The new game replaces the game in progress. To come back to this one later, save it to a file first.",
        "Start a new game",
    ),
    "load-file": (
        "Load a game from a file?",
        "The game you load replaces the game in progress. To come back to this one later, save it to a file first.",
        "Choose a file",
    ),
}
"""Title, text and confirm button of the question before a game in progress is replaced, by `Replace`."""


def plural(count: int, word: str) -> str:
    """`1 tile`, `3 tiles`."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def signed(number: int) -> str:
    """`12`, `0`, `−12` (with the true minus sign)."""
    return f"{MINUS}{-number}" if number < 0 else str(number)


def possessive(name: str, start: bool = True) -> str:
    """`Ann's`; `Your` (or `your` inside a sentence) for the player named You."""
    if name == YOU:
        return "Your" if start else "your"
    return f"{name}'s"


def subject(name: str, verb: str) -> str:
    """`Ann starts`, `You start`: `verb` is given in the third person (`starts`, `is`, `has`)."""
    if name != YOU:
        return f"{name} {verb}"
    second = {"is": "are", "has": "have"}.get(verb, verb.removesuffix("s"))
    return f"{name} {second}"


def tile_sets_text(players: int) -> str:
    decks = decks_for(players)
    return f"{plural(decks, 'tile set')} ({54 * decks} tiles) for {players} players"


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def pretty_tile(text: str) -> str:
    """`5H` -> `5♥`, `*` -> `★`, `*5H` -> `★5♥` (a joker showing its card)."""
    if text == JOKER:
        return STAR
    if text.startswith(JOKER):
        return STAR + parse_card(text[1:]).pretty
    return parse_card(text).pretty


def spoken_tile(text: str) -> str:
    """An accessible name: `5H` -> `5 of hearts`, `*` -> `joker`, `*5H` -> `joker as 5 of hearts`."""
    if text == JOKER:
        return "joker"
    if text.startswith(JOKER):
        return "joker as " + spoken_tile(text[1:])
    card = parse_card(text)
    return f"{RANK_WORDS.get(card.rank, str(card.rank))} of {SUIT_WORDS[card.suit]}"


def suit_of(text: str) -> str:
    """The suit letter of a tile text, or '' for a joker in a rack."""
    return "" if text == JOKER else parse_card(text.lstrip(JOKER)).suit


def unseen_by_suit(unseen: dict[str, int]) -> list[tuple[str, list[str]]]:
    """Group `view.unseen` for display: (suit symbol or ★, ['A', '5×2', ...]) in suit order."""
    groups: list[tuple[str, list[str]]] = []
    for suit in SUITS:
        cards = sorted(
            ((parse_card(t), n) for t, n in unseen.items() if t != JOKER and parse_card(t).suit == suit),
            key=lambda item: item[0].rank,
        )
        words = [str(c)[:-1] + (f"\u00d7{n}" if n > 1 else "") for c, n in cards]
        groups.append((SUIT_SYMBOLS[suit], words))
    jokers = unseen.get(JOKER, 0)
    groups.append(("\u2605", [f"joker\u00d7{jokers}" if jokers > 1 else "joker"] if jokers else []))
    return groups


def play_text(placements: tuple[Placement, ...]) -> str:
    """A play with suit symbols in reading order, as the page writes it everywhere: `H8:5♠ I8:5♥ J8:★5♣`."""
    ordered = sorted(placements, key=lambda p: (p.square[1], p.square[0]))
    return " ".join(f"{square_name(p.square)}:{STAR if p.joker else ''}{p.card.pretty}" for p in ordered)


def describe_turn(names: tuple[str, ...], turn: Turn) -> str:
    """The notice after a turn: `Ann played H8:5♠ I8:5♥ for 10 points.`"""
    name = names[turn.player]
    if turn.kind is ActionKind.PLAY:
        return f"{name} played {play_text(turn.placements)} for {plural(turn.score, 'point')}."
    if turn.kind is ActionKind.EXCHANGE:
        return f"{name} exchanged {turn.detail}."
    return f"{name} passed."


def hint_text(action: Action, score: int) -> str:
    """What the preview says of a hint: `Hint: 44 points` (the ghost shows where), or the exchange or pass in words."""
    if action.kind is ActionKind.PLAY:
        return f"Hint: {plural(score, 'point')}"
    if action.kind is ActionKind.EXCHANGE:
        return f"Hint: exchange {' '.join(pretty_tile(t) for t in action.tiles)}"
    return "Hint: pass"


HINT_MARK = "hint"
HINT_MARK_LABEL = "a hint was shown for this turn"


def sheet_text(turn: Turn) -> str:
    """A turn as the score sheet writes it."""
    if turn.kind is ActionKind.PLAY:
        return play_text(turn.placements)
    if turn.kind is ActionKind.EXCHANGE:
        return "exchange " + turn.detail
    return "pass"


def penalty_text(tiles: int) -> str:
    """The score sheet's line for what a player's rack costs at the end."""
    return f"{plural(tiles, 'tile')} left"


def end_reason_text(reason: str, idle_rounds: int) -> str:
    """Why the game ended, in a player's words (the engine's reasons are terse)."""
    if reason == END_PILE:
        return "The pile ran out, then a full round went by without a play."
    if reason == END_BLOCKED:
        return "No play can be made any more with the tiles left in the pile and the racks."
    return f"{capitalized(plural(idle_rounds, 'full round'))} in a row went by without a play."


def winners_text(names: tuple[str, ...], winners: tuple[int, ...]) -> str:
    """`Ann wins`, `You win`, `Ann and Bob share the win`."""
    if len(winners) == 1:
        return subject(names[winners[0]], "wins")
    return f"{' and '.join(names[s] for s in winners)} share the win"


def draw_text(names: tuple[str, ...], draws: list[list[tuple[int, Tile]]], starter: int) -> str:
    """Who drew what for the first turn, and who starts."""
    rounds = [", ".join(f"{names[seat]} {pretty_tile(str(tile))}" for seat, tile in drawn) for drawn in draws]
    return f"Draw for the first turn: {'; then '.join(rounds)}. {subject(names[starter], 'starts')}."


def seat_label(kind: SeatKind) -> str:
    """How the side panel names a seat's kind: "human", "computer, easy"."""
    return f"computer, {kind.value}" if kind.is_computer else kind.value


DEFAULT_NAME = re.compile(r"|You|Player \d|Computer( \d)?( \((easy|medium|hard)\))?")
"""The names the new-game form gives on its own; a name the player typed is never changed."""


def default_names(seats: list[tuple[str, str]]) -> list[str]:
    """The form's names once a seat's kind changed: a distinct one for every seat left at its default.

    A lone human keeps "You", other humans are "Player N", computers "Computer (hard)",
    then "Computer 2 (hard)"... when that is taken.
    """
    names: list[str] = []
    for seat, (name, kind) in enumerate(seats):
        clean = name.strip()
        if not DEFAULT_NAME.fullmatch(clean) or (clean == YOU and kind == SeatKind.HUMAN):
            names.append(clean)
            continue
        if kind == SeatKind.HUMAN:
            names.append(f"Player {seat + 1}")
            continue
        taken = {other for n, (other, _) in enumerate(seats) if n > seat} | set(names)
        number = 2
        fresh = f"Computer ({kind})"
        while fresh in taken:
            fresh, number = f"Computer {number} ({kind})", number + 1
        names.append(fresh)
    return names
