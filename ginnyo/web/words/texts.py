"""Words the page shows for tiles, turns and counts (no PyScript), in the player's language.

Every sentence is one catalog entry with named placeholders (`i18n.py`); a sentence about the
lone human ("You") is its own entry in the second person, chosen by `about`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ginnyo.rules import Action, Placement, Turn, parse_card
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.game import END_BLOCKED, END_PILE, EndReason
from ginnyo.rules.layout import Bonus, square_name
from ginnyo.rules.record import SeatKind
from ginnyo.rules.tiles import JOKER, SUIT_SYMBOLS, SUITS, Tile, decks_for

from ..common.enums import CellKind, Replace
from .i18n import N_, _, ngettext, number
from .names import YOU, level_word, names_level, shown

RANK_WORDS = {1: N_("ace"), 11: N_("jack"), 12: N_("queen"), 13: N_("king")}
SUIT_WORDS = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
BONUS_WORDS = {
    Bonus.START: N_("start (red)"),
    Bonus.TILE2: N_("tile ×2 (yellow)"),
    Bonus.TILE3: N_("tile ×3 (green)"),
    Bonus.MELD2: N_("meld ×2 (orange)"),
    Bonus.MELD3: N_("meld ×3 (blue)"),
}
"""A bonus square's name with its colour (the colour alone is no help to every player)."""
BONUS_MARKS = {
    Bonus.START: N_("S"),
    Bonus.TILE2: N_("2T"),
    Bonus.TILE3: N_("3T"),
    Bonus.MELD2: N_("2M"),
    Bonus.MELD3: N_("3M"),
}
"""What a bonus square shows besides its colour, in the player's language (index.html marks them `data-i18n`):
start, tile ×2 and ×3, meld ×2 and ×3; the legend under the board names them."""

STAR = "\u2605"
"""A joker, on the board and in the texts."""
MINUS = "\u2212"
"""The one minus sign the page writes (U+2212), never a hyphen."""
APP_DESCRIPTION = N_("Gin rummy melds laid crossword-fashion: a tile game that runs Python in your browser.")
"""What the web manifest says of the game (the build translates it from the catalogs)."""
GIN_BUBBLE = N_("Gin!")
ZOOM_IN = N_("Zoom board")
ZOOM_OUT = N_("Zoom out")
LAST_IDLE_ROUND = N_("One more round without a play ends the game.")
YOUR_TURN = N_("Your turn.")
SAVE_UNREADABLE = N_(
    "Your saved game could not be read: it is damaged, or it comes from another version of Ginny-O. "
    "It is kept aside, so nothing is lost. Start a new game, or load a game you saved to a file."
)
UNDONE = N_("Your last turn was taken back.")
HINT_FAILED = N_("No hint could be found this time.")
HINT_LOOKING = N_("Looking for a hint…")
JOKER_WORD = N_("JOKER")  # on a joker tile's large face, under its star: the word printed on a deck's joker
HINT_MARK = N_("hint")  # on a hint's tiles (spoken) and on a hinted turn in the score sheet
REPLACE_QUESTIONS = {
    Replace.NEW_GAME: (
        N_("Start a new game?"),
        N_("The new game replaces the game in progress. To come back to this one later, save it to a file first."),
        N_("Start a new game"),
    ),
    Replace.LOAD_FILE: (
        N_("Load a game from a file?"),
        N_("The game you load replaces the game in progress. To come back to this one later, save it to a file first."),
        N_("Choose a file"),
    ),
}
"""Title, text and confirm button of the question before a game in progress is replaced."""


ELSEWHERE_TURN = (
    N_("Your turn, in the tab that plays this game."),
    N_("{name}'s turn, in the tab that plays this game."),
)
"""The turn line of a tab that only shows the game: whose turn it is, and where it is taken."""


def about(name: str, you: str, other: str, **params: object) -> str:
    """A sentence about a player: `you` (marked with N_) for the lone human, else `other` with {name}."""
    if name == YOU:
        return _(you).format(**params)
    return _(other).format(name=shown(name), **params)


def points(count: int) -> str:
    """`1 point`, `12 points`."""
    return ngettext("{count} point", "{count} points", count).format(count=number(count))


def tiles(count: int) -> str:
    return ngettext("{count} tile", "{count} tiles", count).format(count=number(count))


def cards(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=number(count))


def signed(value: int) -> str:
    """`12`, `0`, `−12` (with the true minus sign), in the language's digits."""
    return f"{MINUS}{number(-value)}" if value < 0 else number(value)


def listed(items: list[str]) -> str:
    """`A`, `A and B`, `A, B and C`."""
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def tile_sets_text(players: int) -> str:
    decks = decks_for(players)
    return ngettext(
        "{sets} tile set ({tiles} tiles) for {players} players",
        "{sets} tile sets ({tiles} tiles) for {players} players",
        decks,
    ).format(sets=number(decks), tiles=number(54 * decks), players=number(players))


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def sentence(reason: object) -> str:
    """A refusal's reason (an exception) as a sentence of its own: `The seed is a whole number, like 42.`"""
    return capitalized(str(reason)) + "."


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
        return _("joker")
    if text.startswith(JOKER):
        return _("joker as {card}").format(card=spoken_tile(text[1:]))
    card = parse_card(text)
    rank = _(RANK_WORDS[card.rank]) if card.rank in RANK_WORDS else number(card.rank)
    return _("{rank} of {suit}").format(rank=rank, suit=_(SUIT_WORDS[card.suit]))


CELL_NOTES = {
    CellKind.LAST: N_("last play"),
    CellKind.PENDING: N_("placed this turn"),
    CellKind.SELECTED: N_("placed this turn, picked up"),
}
"""What a board square adds after its tile's name, by the kind of cell."""


def spoken_on_board(text: str, kind: CellKind) -> str:
    """`5 of hearts (last play)`; a joker placed without its card yet: `joker, card not chosen (...)`."""
    spoken = _("joker, card not chosen") if text == JOKER else spoken_tile(text)
    note = CELL_NOTES.get(kind)
    return f"{spoken} ({_(note)})" if note else spoken


def square_label(square: str, bonus: Bonus, tile: str = "") -> str:
    """A board square's accessible name, as its static `title` starts: `H8: start (red), 5 of hearts`."""
    words = [_(BONUS_WORDS[bonus])] if bonus is not Bonus.PLAIN else []
    words += [tile] if tile else []
    return f"{square}: {', '.join(words)}" if words else square


def rack_tile_label(face: str, text: str, key: int) -> str:
    """A rack tile's accessible name starts with what it shows, its face then its key: `5♥ 1, 5 of hearts, key 1`."""
    return _("{face} {key}, {card}, key {key}").format(face=face, key=key, card=spoken_tile(text))


def suit_of(text: str) -> str:
    """The suit letter of a tile text, or '' for a joker in a rack."""
    return "" if text == JOKER else parse_card(text.lstrip(JOKER)).suit


def unseen_by_suit(unseen: dict[str, int]) -> list[tuple[str, list[str]]]:
    """Group `view.unseen` for display: (suit symbol or ★, ['A', '5×2', ...]) in suit order."""
    groups: list[tuple[str, list[str]]] = []
    for suit in SUITS:
        found = sorted(
            ((parse_card(t), n) for t, n in unseen.items() if t != JOKER and parse_card(t).suit == suit),
            key=lambda item: item[0].rank,
        )
        words = [str(c)[:-1] + (f"\u00d7{n}" if n > 1 else "") for c, n in found]
        groups.append((SUIT_SYMBOLS[suit], words))
    jokers = unseen.get(JOKER, 0)
    groups.append((STAR, [_("joker") + (f"\u00d7{jokers}" if jokers > 1 else "")] if jokers else []))
    return groups


def play_text(placements: tuple[Placement, ...]) -> str:
    """A play with suit symbols in reading order, as the page writes it everywhere: `H8:5♠ I8:5♥ J8:★5♣`."""
    ordered = sorted(placements, key=lambda p: (p.square[1], p.square[0]))
    return " ".join(f"{square_name(p.square)}:{STAR if p.joker else ''}{p.card.pretty}" for p in ordered)


def exchanged(turn: Turn) -> int:
    """How many tiles an exchange returned (the engine's public detail: `3 tiles`)."""
    return int(turn.detail.split()[0])


def describe_turn(names: tuple[str, ...], turn: Turn) -> str:
    """The notice after a turn: `Ann played H8:5♠ I8:5♥ for 10 points.`"""
    name = names[turn.player]
    if turn.kind is ActionKind.PLAY:
        play, score = play_text(turn.placements), points(turn.score)
        return about(
            name,
            N_("You played {play} for {points}."),
            N_("{name} played {play} for {points}."),
            play=play,
            points=score,
        )
    if turn.kind is ActionKind.EXCHANGE:
        count = tiles(exchanged(turn))
        return about(name, N_("You exchanged {tiles}."), N_("{name} exchanged {tiles}."), tiles=count)
    return about(name, N_("You passed."), N_("{name} passed."))


def spoken_turn(names: tuple[str, ...], turn: Turn) -> str:
    """A turn for the live region, in words: `Ann played 5 of spades on H8 and 6 of spades on I8, for 10 points.`"""
    name = names[turn.player]
    if turn.kind is not ActionKind.PLAY:
        return describe_turn(names, turn)
    ordered = sorted(turn.placements, key=lambda p: (p.square[1], p.square[0]))
    on = _("{card} on {square}")
    laid = listed(
        [
            on.format(card=spoken_tile((JOKER if p.joker else "") + str(p.card)), square=square_name(p.square))
            for p in ordered
        ]
    )
    you, other = N_("You played {tiles}, for {points}."), N_("{name} played {tiles}, for {points}.")
    return about(name, you, other, tiles=laid, points=points(turn.score))


def scores_text(names: tuple[str, ...], totals: list[int] | tuple[int, ...], final: bool = False) -> str:
    """`Scores: Ann 40, Bob 12.` (`Final scores` once the game is over)."""
    scores = ", ".join(f"{shown(name)} {signed(total)}" for name, total in zip(names, totals, strict=True))
    return (_("Final scores: {scores}.") if final else _("Scores: {scores}.")).format(scores=scores)


def hint_text(action: Action, score: int) -> str:
    """The preview's words for a hint: `Hint: 44 points` (the ghost shows where), or an exchange or a pass."""
    if action.kind is ActionKind.EXCHANGE:
        return _("Hint: exchange {tiles}").format(tiles=" ".join(pretty_tile(t) for t in action.tiles))
    return _("Hint: {points}").format(points=points(score)) if action.kind is ActionKind.PLAY else _("Hint: pass")


def sheet_text(turn: Turn) -> str:
    """A turn as the score sheet writes it."""
    if turn.kind is ActionKind.PLAY:
        return play_text(turn.placements)
    if turn.kind is ActionKind.EXCHANGE:
        return _("exchange {tiles}").format(tiles=tiles(exchanged(turn)))
    return _("pass")


def penalty_text(count: int) -> str:
    """The score sheet's line for what a player's rack costs at the end."""
    return ngettext("{count} tile left", "{count} tiles left", count).format(count=number(count))


def gin_danger_text(section: str, held: int, play: int) -> str:
    """The preview's warning that a play leaves a section the next player can bring to 10 tiles (gin)."""
    return ngettext(
        "This leaves the section of {section} at {held} tiles: {count} more tile there gives the next player "
        "gin, +100.",
        "This leaves the section of {section} at {held} tiles: a {count}-tile play there gives the next player "
        "gin, +100.",
        play,
    ).format(section=section, held=number(held), count=number(play))


def end_reason_text(reason: str, idle_rounds: int) -> str:
    """Why the game ended, from the game's log text of its end (`Game.end_reason`)."""
    ended = EndReason.PILE if reason == END_PILE else EndReason.BLOCKED if reason == END_BLOCKED else EndReason.IDLE
    return ended_text(ended, idle_rounds)


def ended_text(reason: EndReason, idle_rounds: int) -> str:
    """Why the game ended (the engine's rule of RULES.md 8), in a player's words (the engine's reasons are terse)."""
    if reason is EndReason.PILE:
        return _("The pile ran out, then a full round went by without a play.")
    if reason is EndReason.BLOCKED:
        return _("No play can be made any more with the tiles left in the pile and the racks.")
    return ngettext(
        "{count} full round in a row went by without a play.",
        "{count} full rounds in a row went by without a play.",
        idle_rounds,
    ).format(count=number(idle_rounds))


def winners_text(names: tuple[str, ...], winners: tuple[int, ...]) -> str:
    """`Ann wins`, `You win`, `Ann and Bob share the win`."""
    if len(winners) == 1:
        return about(names[winners[0]], N_("You win"), N_("{name} wins"))
    return _("{names} share the win").format(names=listed([shown(names[s]) for s in winners]))


def game_over_text(names: tuple[str, ...], winners: tuple[int, ...]) -> str:
    """`Game over: Ann wins.`"""
    return _("Game over: {winners}.").format(winners=winners_text(names, winners))


def draw_reason(names: tuple[str, ...], draws: Sequence[Sequence[tuple[int, Tile]]], starter: int) -> str:
    """Why the starter starts (RULES.md, "who starts"): their tile against the others' of the last draw."""

    def drawn(seat: int, tile: Tile) -> str:
        return about(names[seat], N_("your {tile}"), N_("{name}'s {tile}"), tile=pretty_tile(str(tile)))

    last = draws[-1]
    won = next(tile for seat, tile in last if seat == starter)
    others = listed([drawn(seat, tile) for seat, tile in last if seat != starter])
    if len(draws) > 1:
        why = _("Highest tile starts (A above K, jokers lowest) and tied players draw again: {tile} beats {others}.")
    else:
        why = _("Highest tile starts (A above K, jokers lowest): {tile} beats {others}.")
    return why.format(tile=drawn(starter, won), others=others)


def draw_text(names: tuple[str, ...], draws: Sequence[Sequence[tuple[int, Tile]]], starter: int) -> str:
    """Who drew what for the first turn, and who starts."""
    rounds = [", ".join(f"{shown(names[seat])} {pretty_tile(str(tile))}" for seat, tile in drawn) for drawn in draws]
    text = rounds[0]
    for later in rounds[1:]:
        text = _("{before}; then {after}").format(before=text, after=later)
    start = about(names[starter], N_("You start."), N_("{name} starts."))
    why = draw_reason(names, draws, starter)
    return " ".join((_("Draw for the first turn: {draws}.").format(draws=text), why, start))


def seat_label(name: str, kind: SeatKind) -> str:
    """How the side panel names the kind of seat `name`: "human", "computer, easy"; nothing when its default name
    says it already ("Computer (easy)")."""
    if names_level(name, kind):
        return ""
    return _("computer, {level}").format(level=level_word(kind.value)) if kind.is_computer else _("human")


def stopped_text(name: str, kind: SeatKind) -> str:
    """The turn line when a computer's turn stopped (the message under the board says why): "Robo (computer, hard)
    has stopped."."""
    label = seat_label(name, kind)
    if not label:
        return _("{name} has stopped.").format(name=shown(name))
    return _("{name} ({kind}) has stopped.").format(name=shown(name), kind=label)


def thinking_text(name: str, kind: SeatKind) -> str:
    """The turn line while a computer thinks: "Robo (computer, hard) is thinking…", "Computer (hard) is thinking…"."""
    label = seat_label(name, kind)
    if not label:
        return _("{name} is thinking…").format(name=shown(name))
    return _("{name} ({kind}) is thinking…").format(name=shown(name), kind=label)
