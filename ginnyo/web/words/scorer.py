"""Words of the scorer (no PyScript): the score pad for a game played at a real table, in the player's language.

The tally model's refusals (`TallyRule`, with their words as parameters) are worded here like the engine's rules
(`verdicts.reason`, which words an illegal play exactly as in a game).
"""

from __future__ import annotations

from ginnyo.rules import GinnyError
from ginnyo.rules.tiles import JOKER
from ginnyo.tally import Held, NoPlay, Placed, Play, Shade, TallyError
from ginnyo.tally.errors import TallyRule
from ginnyo.tally.export import CsvWords

from ..common.ids import Id
from ..common.stored import Refusal
from ..common.tabs import Elsewhere
from ..common.text import Words
from .i18n import N_, _, ngettext, number
from .names import shown
from .texts import STAR, capitalized, play_text, points, sentence
from .verdicts import reason

SCORE_A_GAME = N_("Score a real game")
TITLE = N_("Score sheet of a game at the table")
STARTED = N_("A new sheet: tap a square, then pick its tile (or type the play), then Score.")
NOTHING_PLACED = N_("Put the play's tiles on the board first: tap a square, then pick its tile (or type the play).")
SQUARE_FIRST = N_("Tap a square of the board first, then pick its tile.")
UNDONE = N_("The last entry was taken back.")
CORRECTED = N_("Turn {number} was corrected.")
CORRECTED_BROKEN = N_("Turn {number} was corrected. Later plays that no longer fit are marked: correct them too.")
EDITING = N_("Correcting turn {number}: change its tiles, then Score (or Pass, Exchange).")
RENAMED = N_("Renamed {name}.")
LOADED = N_("Sheet loaded from {filename}.")
REMAINS_IN = N_("Tiles left entered.")
POINTS_NUMBER = N_("The points are a whole number, like 12.")
DAMAGED = N_(
    "The score sheet saved in this browser could not be read; it is kept aside, and a new sheet will not replace it."
)
REPLACES = N_("A new sheet replaces the one in progress: save it to a file first to keep it.")
BROKEN = N_("no longer fits: {reason}")
BAD_TOKEN = N_("{token} cannot be read: write square:tile, like H8:5S, H8:*5S for a joker, H8:5S/d for a dark tile.")
NEWER_ELSEWHERE = N_("This sheet was changed in another tab: your last change here was not kept.")
PLAY_KEPT = N_(
    "This sheet was changed in another tab, so your play was not scored: it is still in the entry field. "
    "Press “Use here” to score it."
)
USED_HERE = N_("The sheet is kept in this tab now.")
ELSEWHERE = {
    Elsewhere.OPEN: N_("This sheet is kept in another tab, so here it is only shown."),
    Elsewhere.MOVED: N_("This sheet is now kept in another tab, so here it is only shown."),
    Elsewhere.NEWER: N_("This sheet was changed in another tab, so here it is only shown."),
}
"""Why this tab only shows the sheet (`ScorerUi.elsewhere`): it follows what the tab that keeps it stores."""
PASSED = N_("{name} passes.")
EXCHANGED = N_("{name} exchanges.")
SCORED = N_("{name} scores {points}.")

BUTTONS = {
    "commit": N_("Score"),
    "clear": N_("Take back"),
    "pass": N_("Pass"),
    "exchange": N_("Exchange"),
    "undo": N_("Undo"),
    "cancel-edit": N_("Cancel the correction"),
    "unseen": N_("Tiles still out"),
    "new": N_("New sheet"),
    "save": N_("Save to file"),
    "load": N_("Load from file"),
    "csv": N_("Export CSV"),
    "print": N_("Print"),
    "close": N_("Close the scorer"),
    "joker": N_("Joker"),
    "dark": N_("Dark tile"),
    "remains-done": N_("These are all the tiles left"),
    "remains-drop": N_("Take back the last tile"),
    "remains-points": N_("Enter points"),
    "start": N_("Start the sheet"),
    "rename-ok": N_("Rename"),
    "open": SCORE_A_GAME,
    "use-here": N_("Use here"),
}
"""Each scorer button's words, by its `data-scorer` name."""
LABELS = {
    Id.SCORER_ENTRY_LABEL: N_("Play in notation (like H8:5H I8:5S J8:5D)"),
    Id.SCORER_PALETTE_TITLE: N_("Pick the tile"),
    Id.SCORER_SHEET_TITLE: N_("Score sheet"),
    Id.SCORER_SETUP_TITLE: N_("New sheet"),
    Id.SCORER_SETUP_COUNT_LABEL: N_("Players"),
    Id.SCORER_SETUP_DECKS_LABEL: N_("Tile sets"),
    Id.SCORER_SETUP_STARTER_LABEL: N_("Who starts"),
    Id.SCORER_REMAINS_POINTS_LABEL: N_("or their points"),
    Id.SCORER_RENAME_LABEL: N_("Name"),
}
"""The words of the scorer's fixed labels, by element id."""
DECKS_DEFAULT = N_("as the rulebook says")
RENAME = N_("Rename {name}")
TURN = N_("Turn")
PLAYER = N_("Player")
PLAY = N_("Play")
POINTS = N_("Points")
PENALTY = N_("Penalty")
TOTAL = N_("Total")
CORRECT = N_("Correct turn {number}")
TO_FIX = N_("to fix")
PICKED = N_("picked for the next tile")
JOKER_NOTE = N_("Which card does the joker stand for?")


def refusal(error: Exception) -> Words:
    """Why an entry was refused, worded when shown (in the language then in use)."""
    return Words(refused_text, (error,))


def refused_text(error: Exception) -> str:
    return sentence(tally_reason(error)) if isinstance(error, GinnyError) else sentence(error)


def tally_reason(error: GinnyError) -> str:
    """The tally's rule in the player's words; an illegal play exactly as a game says it."""
    if not isinstance(error, TallyError):
        return reason(error)
    params = error.params
    if error.rule is TallyRule.OVER_USED:
        return over_used(params["card"], params["shade"], int(params["count"]))
    return _(TALLY_WORDS[error.rule]).format(**params)


TALLY_WORDS = {
    TallyRule.ONE_SET: N_("a game with one tile set has no dark {card}"),
    TallyRule.TOO_MANY: N_("a rack holds at most {limit} tiles during this turn"),
    TallyRule.NOT_YOUR_PASS: N_("a player may pass only when the pile was empty at the draw; exchange instead"),
    TallyRule.GAME_OVER: N_("the game is over"),
    TallyRule.NOT_OVER: N_("the tiles left are entered once the game is over"),
    TallyRule.BAD_SETUP: N_(
        "a game has 2 to 4 players, 1 or 2 tile sets, a starter among them and at least 1 idle round"
    ),
    TallyRule.BAD_REMAINS: N_("enter either the tiles left (at most {limit}) or their point total (0 to {points})"),
    TallyRule.NO_TURN: N_("there is no turn {number} to change"),
}


def over_used(card: str, shade: str, count: int) -> str:
    """`both 5♥ are already on the board`, `the dark 5♥ is already on the board`."""
    tile = _("jokers") if card == JOKER and count > 1 else _("joker") if card == JOKER else card
    if shade:
        tile = (_("light {tile}") if shade == "light" else _("dark {tile}")).format(tile=tile)
    if count == 1:
        return _("the {tile} is already on the board").format(tile=tile)
    if count == 2:
        return _("both {tile} are already on the board").format(tile=tile)
    return _("all {count} {tile} are already on the board").format(count=number(count), tile=tile)


def file_refused(why: Refusal, detail: str) -> str:
    """A sheet file that was not loaded: why, and that nothing changed."""
    text = (
        _("This file is too large to be a score sheet.")
        if why is Refusal.TOO_LARGE
        else _("This file is not a score sheet that this version can read.")
    )
    return " ".join((text, _("Nothing was changed."), capitalized(detail)))


def turn_said(name: str, entry: Play | NoPlay, score: int) -> str:
    """What is said once a turn is on the sheet: `Ann scores 24 points.`, `Bob passes.`"""
    if isinstance(entry, NoPlay):
        return _(EXCHANGED if entry.exchange else PASSED).format(name=shown(name))
    return _(SCORED).format(name=shown(name), points=points(score))


def play_said(placed: tuple[Placed, ...]) -> str:
    """A play with suit symbols, as the page writes plays everywhere; a dark tile marked (dark)."""
    text = play_text(tuple(each.placement for each in placed))
    darks = sum(1 for each in placed if each.shade is Shade.DARK)
    if not darks:
        return text
    return _("{play} ({count} dark)").format(play=text, count=number(darks))


def tiles_out(count: int) -> str:
    return ngettext("{count} tile still out", "{count} tiles still out", count).format(count=number(count))


def shaded(face: str, shade: Shade, decks: int) -> str:
    """A tile by its face, and with two sets `(dark)` after a dark one."""
    return _("{tile} (dark)").format(tile=face) if decks > 1 and shade is Shade.DARK else face


def out_text(face: str, shades: list[Shade], decks: int) -> str:
    """A rank still out: `A`, `A×2` (both sets' copies), `A (light)` or `A (dark)` (one of two sets')."""
    if len(shades) > 1:
        return f"{face}\u00d7{number(len(shades))}"
    if decks == 1:
        return face
    return (_("{tile} (dark)") if shades[0] is Shade.DARK else _("{tile} (light)")).format(tile=face)


def tiles_said(tiles: tuple[Held, ...], decks: int) -> str:
    """Tiles left picked at the end: `5♥ ★ K♠ (dark)`."""
    return " ".join(shaded(STAR if each.card is None else each.card.pretty, each.shade, decks) for each in tiles)


def csv_words() -> CsvWords:
    """The CSV sheet's words in the player's language."""
    return CsvWords(_(TURN), _(PLAYER), _(PLAY), _(POINTS), _("Pass"), _("Exchange"), _(TO_FIX), _(PENALTY), _(TOTAL))
