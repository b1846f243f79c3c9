"""Words the page shows for tiles, turns and counts (no PyScript)."""

from __future__ import annotations

import re

from ginnyo.ginrummy import Event as GinEvent
from ginnyo.ginrummy import GinView, HandResult
from ginnyo.rules import Action, Placement, Turn, parse_card
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.game import END_BLOCKED, END_PILE
from ginnyo.rules.layout import Bonus, square_name
from ginnyo.rules.record import SeatKind
from ginnyo.rules.tiles import JOKER, SUIT_SYMBOLS, SUITS, Tile, decks_for

RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
BONUS_COLOURS = {
    Bonus.START: "red",
    Bonus.TILE2: "yellow",
    Bonus.TILE3: "green",
    Bonus.MELD2: "orange",
    Bonus.MELD3: "blue",
}


STAR = "\u2605"
"""A joker, on the board and in the texts."""
MINUS = "\u2212"
"""The one minus sign the page writes (U+2212), never a hyphen."""
YOU = "You"
"""The name the new-game form gives a lone human: sentences about it take the second person."""
GIN_BUBBLE = "Gin!"
LAST_IDLE_ROUND = "One more round without a play ends the game."
YOUR_TURN = "Your turn."
SAVE_UNREADABLE = (
    "Your saved game could not be read: it is damaged, or it comes from another version of Ginny-O. "
    "It is kept aside, so nothing is lost. Start a new game, or load a game you saved to a file."
)
FILE_TOO_LARGE = "It is too large to be a Ginny-O game."
FILE_UNREADABLE = "It is not a Ginny-O game that this version can read."
UNDONE = "Your last turn was taken back."
HINT_FAILED = "No hint could be found this time."
HINT_LOOKING = "Looking for a hint…"
HINT_MARK = "hint"  # on a hint's tiles (spoken) and on a hinted turn in the score sheet
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


CELL_NOTES = {"last": "last play", "pending": "placed this turn", "selected": "placed this turn, picked up"}
"""What a board square adds after its tile's name, by the kind of cell (`view_board.CellKind`)."""


def spoken_on_board(text: str, kind: str) -> str:
    """`5 of hearts (last play)`; a joker placed without its card yet: `joker, card not chosen (...)`."""
    spoken = "joker, card not chosen" if text == JOKER else spoken_tile(text)
    note = CELL_NOTES.get(kind)
    return f"{spoken} ({note})" if note else spoken


def square_label(square: str, bonus: Bonus, tile: str = "") -> str:
    """A board square's accessible name, as its static `title` starts: `H8: start (red), 5 of hearts`."""
    words = [f"{bonus.label} ({BONUS_COLOURS[bonus]})"] if bonus is not Bonus.PLAIN else []
    words += [tile] if tile else []
    return f"{square}: {', '.join(words)}" if words else square


def rack_tile_label(face: str, text: str, key: int) -> str:
    """A rack tile's accessible name starts with what it shows, its face then its key: `5♥ 1, 5 of hearts, key 1`."""
    return f"{face} {key}, {spoken_tile(text)}, key {key}"


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


def spoken_turn(names: tuple[str, ...], turn: Turn) -> str:
    """A turn for the live region, in words: `Ann played 5 of spades on H8 and 6 of spades on I8, for 10 points.`"""
    name = names[turn.player]
    if turn.kind is not ActionKind.PLAY:
        return describe_turn(names, turn)
    ordered = sorted(turn.placements, key=lambda p: (p.square[1], p.square[0]))
    tiles = [f"{spoken_tile((JOKER if p.joker else '') + str(p.card))} on {square_name(p.square)}" for p in ordered]
    listed = tiles[0] if len(tiles) == 1 else f"{', '.join(tiles[:-1])} and {tiles[-1]}"
    return f"{name} played {listed}, for {plural(turn.score, 'point')}."


def scores_text(names: tuple[str, ...], totals: list[int] | tuple[int, ...], final: bool = False) -> str:
    """`Scores: Ann 40, Bob 12.` (`Final scores` once the game is over)."""
    listed = ", ".join(f"{name} {signed(total)}" for name, total in zip(names, totals, strict=True))
    return f"{'Final scores' if final else 'Scores'}: {listed}."


def hint_text(action: Action, score: int) -> str:
    """The preview's words for a hint: `Hint: 44 points` (the ghost shows where), or an exchange or a pass."""
    if action.kind is ActionKind.EXCHANGE:
        return f"Hint: exchange {' '.join(pretty_tile(t) for t in action.tiles)}"
    return f"Hint: {plural(score, 'point')}" if action.kind is ActionKind.PLAY else "Hint: pass"


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


def game_over_text(names: tuple[str, ...], winners: tuple[int, ...]) -> str:
    """`Game over: Ann wins.`"""
    return f"Game over: {winners_text(names, winners)}."


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


# -- Gin Rummy --------------------------------------------------------------------------------

GIN_NEED_PICK = "Pick the card to discard first (click it, or use the arrow keys)."
GIN_BUTTONS = {
    "take": "Take upcard",
    "pass": "Pass",
    "draw": "Draw from stock",
    "discard": "Discard",
    "knock": "Knock",
    "gin": "Gin!",
    "done": "Done laying off",
    "next": "Next hand",
}
GIN_ENDINGS = {"gin": "gin", "knock": "knock", "undercut": "undercut", "draw": "drawn hand"}
GIN_SHEET_HEADS = ("Hand", "Result", "Points", "You", "Computer")
GIN_HELP = (
    "Click the stock or the upcard to draw; click a card to pick it, again (or the discard pile) to discard it. "
    "Keyboard: S stock, U upcard, P pass, arrow keys pick a card, D discard, K knock, G gin, Enter done."
)
GIN_STOCK = "Stock"
GIN_DISCARDS = "Discard pile"
GIN_HAND_TITLE = "Your hand"
GIN_SHEET_TITLE = "Score sheet (game to {target})"
GIN_NO_HANDS = "No hand scored yet."
GIN_CARD_BACK = "a card face down"
GIN_RESULT_CLOSE = "Look at the table"


def computer_name(level: str) -> str:
    return f"Computer ({level})"


def gin_refusal(reason: str) -> str:
    return f"That is not allowed: {reason}."


def gin_event_text(names: tuple[str, ...], event: GinEvent) -> str:
    """One action of a hand, as the notice says it: `Computer (hard) took 5♥ from the discard pile.`"""
    who = names[event.seat]
    card = pretty_tile(event.card) if event.card else ""
    words = {
        "draw": "drew from the stock",
        "take": f"took {card} from the discard pile",
        "pass": "passed on the first upcard",
        "discard": f"discarded {card}",
        "knock": f"knocked, discarding {card}",
        "gin": f"went gin, discarding {card}",
        "layoff": f"laid off {card}",
        "done": "finished laying off",
    }
    return f"{who} {words[str(event.kind)]}."


def gin_start_text(view: GinView) -> str:
    dealer = view.names[view.dealer]
    return f"Hand {view.hand_number}: {subject(dealer, 'deals')}; the first upcard is {pretty_tile(view.upcard)}."


def gin_turn_text(view: GinView, thinking: bool) -> str:
    """The turn line of the Gin Rummy table."""
    if view.winner is not None:
        won, lost = view.scores[view.winner], view.scores[1 - view.winner]
        return f"Match over: {subject(view.names[view.winner], 'wins')} {won} to {lost}."
    if thinking or view.current != view.seat:
        return f"{subject(view.names[view.current], 'is')} thinking…"
    return {
        "first": "Your turn: take the first upcard, or pass.",
        "draw": "Your turn: draw from the stock or take the upcard.",
        "discard": "Your turn: pick a card and discard it (or knock, or go gin).",
        "layoff": "Lay off your cards on the knocker's melds (highlighted), then press Done.",
    }.get(str(view.phase), "")


def gin_hand_info(view: GinView) -> str:
    """Which hand, who dealt it, and whether it counts double (a spade as the first upcard)."""
    text = f"Hand {view.hand_number}, dealt by {view.names[view.dealer]}; first upcard {pretty_tile(view.first_upcard)}"
    return text + (": a spade, so this hand counts double." if view.doubled else ".")


def gin_deadwood_text(dead: int, after: int | None) -> str:
    text = f"Deadwood {dead}"
    return text if after is None else f"{text}; {after} after your best discard"


def gin_result_text(names: tuple[str, ...], result: HandResult) -> str:
    """The hand's outcome in one sentence: `You knock and win 16 points.`"""
    if result.winner is None:
        return f"Hand {result.number} is a draw: the stock ran down to two cards. Nobody scores."
    how = {"gin": "by going gin", "knock": "with a knock", "undercut": "by undercutting the knock"}[str(result.ending)]
    return f"{names[result.winner]} won hand {result.number} {how}: {plural(result.points, 'point')}."


def gin_result_lines(names: tuple[str, ...], result: HandResult) -> tuple[str, ...]:
    """Every scoring component of a hand, one line each."""
    if result.winner is None or result.knocker is None:
        return ("The stock ran down to two cards without a knock: no points.",)
    knocker, defender = names[result.knocker], names[1 - result.knocker]
    lines = [
        f"{possessive(knocker)} deadwood: {result.knocker_deadwood}",
        f"{possessive(defender)} deadwood: {result.defender_deadwood_before}"
        + (f", {result.defender_deadwood} after laying off" if result.layoffs else ""),
        f"Difference: {result.difference}",
    ]
    if result.layoffs:
        laid = " ".join(pretty_tile(text.partition(">")[0]) for text in result.layoffs)
        lines.append(f"{defender} laid off {laid}")
    if result.bonus:
        lines.append(f"{'Gin' if str(result.ending) == 'gin' else 'Undercut'} bonus: {result.bonus}")
    if result.doubled:
        lines.append(f"The first upcard was a spade ({pretty_tile(result.first_upcard)}): points doubled")
    lines.append(f"Points to {names[result.winner]}: {result.points}")
    return tuple(lines)


def gin_scores_text(names: tuple[str, ...], scores: tuple[int, int], target: int) -> str:
    return f"{names[0]} {scores[0]}, {names[1]} {scores[1]} (game to {target})"


def gin_pile_label(pile: str, count: int, card: str = "") -> str:
    """The stock's or the upcard's accessible name."""
    if pile == "stock":
        return f"Stock, {plural(count, 'card')}"
    return f"Upcard {spoken_tile(card)}, {plural(count, 'card')} in the discard pile" if card else "Discard pile, empty"


def gin_hand_summary(names: tuple[str, ...], seat: int, melds: tuple[str, ...], dead_cards: str, dead: int) -> str:
    """A hand laid out at the end: `Computer (hard): 7♠ 7♥ 7♦ | 8♣ 9♣ 10♣; deadwood 2♥ 3♥ (5)`."""
    shown = " | ".join(" ".join(pretty_tile(c) for c in m.split()) for m in melds) or "no melds"
    loose = " ".join(pretty_tile(c) for c in dead_cards.split())
    return f"{names[seat]}: {shown}; deadwood {loose or 'none'} ({dead})"
