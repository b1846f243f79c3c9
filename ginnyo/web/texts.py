"""Words the page shows for tiles, turns and counts (no PyScript)."""

from __future__ import annotations

from ginnyo.rules import Turn, parse_card
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.record import SeatKind
from ginnyo.rules.tiles import JOKER, SUIT_SYMBOLS, SUITS, Tile, decks_for

RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def plural(count: int, word: str) -> str:
    """`1 tile`, `3 tiles`."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def tile_sets_text(players: int) -> str:
    decks = decks_for(players)
    return f"{plural(decks, 'tile set')} ({54 * decks} tiles) for {players} players"


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def pretty_tile(text: str) -> str:
    """`5H` -> `5♥`, `*` -> `★`, `*5H` -> `★5♥` (a joker showing its card)."""
    if text == JOKER:
        return "\u2605"
    if text.startswith(JOKER):
        return "\u2605" + parse_card(text[1:]).pretty
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


def describe_turn(names: tuple[str, ...], turn: Turn) -> str:
    """The notice after a turn: `Ann played H8:5S for 5 points.`"""
    name = names[turn.player]
    if turn.kind is ActionKind.PLAY:
        return f"{name} played {turn.detail} for {plural(turn.score, 'point')}."
    if turn.kind is ActionKind.EXCHANGE:
        return f"{name} exchanged {turn.detail}."
    return f"{name} passed."


def sheet_text(turn: Turn) -> str:
    """A turn as the score sheet writes it."""
    if turn.kind is ActionKind.PLAY:
        return turn.detail
    if turn.kind is ActionKind.EXCHANGE:
        return "exchange " + turn.detail
    return "pass"


def draw_text(names: tuple[str, ...], draws: list[list[tuple[int, Tile]]], starter: int) -> str:
    """Who drew what for the first turn, and who starts."""
    rounds = [", ".join(f"{names[seat]} {pretty_tile(str(tile))}" for seat, tile in drawn) for drawn in draws]
    return f"Draw for the first turn: {'; then '.join(rounds)}. {names[starter]} starts."


def seat_label(kind: SeatKind) -> str:
    """How the side panel names a seat's kind: "human", "computer, easy"."""
    return f"computer, {kind.value}" if kind.is_computer else kind.value
