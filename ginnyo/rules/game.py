"""A whole game for 2-4 players from a seed: turns, actions, end conditions, penalties (RULES.md 5, 8)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import combinations

from .actions import EXCHANGE, PASS, PLAY, Action, ActionKind, parse_action
from .board import Board
from .clone import independent
from .errors import ActionRule, IllegalAction, InvalidPosition, check_length
from .layout import Square
from .plays import Placement
from .rng import Rng
from .scoring import PlayScore
from .tiles import JOKER, Card, Tile, decks_for, draw_rank, format_rack, parse_rack, rack_penalty, tile_set

RACK = 7
"""Tiles a rack is refilled to; a player may pass only holding this many or fewer."""
END_PILE = "the pile is empty and a full round passed without a play"
END_BLOCKED = "no legal play can be formed from the tiles not on the board"
END_IDLE = "rounds in a row passed without a play"


class EndReason(StrEnum):
    """Which rule of RULES.md 8 ended a game."""

    PILE = "pile"
    IDLE = "idle"
    BLOCKED = "blocked"


@dataclass(frozen=True)
class Idle:
    """Turns in a row without a play (RULES.md 8): since the first meld (`turns`), and on an empty pile (`on_empty`)."""

    turns: int = 0
    on_empty: int = 0

    def after(self, played: bool, opened: bool, pile: int) -> Idle:
        """The counts after a turn; `opened`: the board holds a tile; `pile`: tiles left to draw after the refill."""
        return Idle(0 if played or not opened else self.turns + 1, 0 if played or pile else self.on_empty + 1)

    def left(self, rounds: int, players: int) -> int:
        """Turns without a play before the idle rule (`rounds` full rounds) ends the game."""
        return rounds * players - self.turns


def end_reason(
    board: Board, unseen: Iterable[Tile], pile: int, idle: Idle, players: int, rounds: int, playable: bool = False
) -> EndReason | None:
    """Whether a game ends after a turn (RULES.md 8), from what anyone at the table knows: the board, the
    tiles not on it (racks and pile), the pile's size, and the turns without a play (`rounds`: the idle option).

    `playable`: a legal play among the tiles not on the board is already known (no play changed them since it
    was found), so the costly search is skipped: a long run of exchanges then replays quickly."""
    if not pile and idle.on_empty >= players:
        return EndReason.PILE
    if idle.left(rounds, players) <= 0:
        return EndReason.IDLE
    if not playable and not board.has_legal_play(rack_cards(list(unseen))):
        return EndReason.BLOCKED
    return None


def may_pass(rack: int) -> bool:
    """A player may pass only holding `RACK` tiles or fewer after the draw: the pile was empty (RULES.md 5)."""
    return rack <= RACK


def winners(totals: Sequence[int]) -> list[int]:
    """The seats with the highest total: equal totals share the win (RULES.md 8)."""
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


@dataclass(frozen=True)
class Options:
    """Game options: tile sets (by default from the number of players) and the idle-round safeguard.

    `idle_rounds` full rounds in a row without a play end the game, counted only once the first
    meld is on the board (RULES.md 8): before it, play goes on until someone opens.
    """

    decks: int = 0
    idle_rounds: int = 10


@dataclass(frozen=True)
class Turn:
    """One entry of the score sheet; `detail` is public (an exchange shows only its size).

    `placements` are the tiles a play put down (empty for an exchange or a pass), so that
    nobody has to parse `detail` back into squares; `gin` says whether the play earned its
    section's gin bonus (RULES.md 7), so nobody has to work it out from the board.
    """

    number: int
    player: int
    kind: ActionKind
    detail: str
    score: int
    placements: tuple[Placement, ...] = ()
    gin: bool = False


@dataclass(frozen=True)
class PlayerView:
    """What one seat may see: its own rack, but only the sizes of the others."""

    seat: int
    names: tuple[str, ...]
    current: int
    rack: str
    rack_sizes: tuple[int, ...]
    pile_size: int
    board: Board
    scores: tuple[int, ...]
    log: tuple[Turn, ...]
    unseen: dict[str, int]
    can_pass: bool
    over: bool
    end_reason: str
    penalties: tuple[int, ...]
    rack_sets: tuple[int, ...]
    """The set of each tile of `rack`, in its order (0 light, 1 dark): only how the tiles look."""


def tile_text(tile: Tile) -> str:
    return str(tile)


def rack_sets(tiles: list[Tile], texts: list[str]) -> tuple[int, ...]:
    """The set of the tile behind each text, matching texts to tiles in order."""
    pool = list(tiles)
    sets = []
    for text in texts:
        tile = next(t for t in pool if str(t) == text)
        pool.remove(tile)
        sets.append(tile.deck)
    return tuple(sets)


def rack_cards(tiles: list[Tile]) -> tuple[list[Card], int]:
    cards = [t.card for t in tiles if t.card is not None]
    return cards, len(tiles) - len(cards)


@dataclass(eq=False)
class Game:
    """Game state plus the seeded generator that mixes the pile; change it only through `apply`.

    Two games are equal when they have the same players, seed, options and actions: the state
    is a function of those (the record format relies on it).
    """

    names: tuple[str, ...]
    seed: int
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        if not 2 <= len(self.names) <= 4:
            raise ValueError("Ginny-O is for 2 to 4 players")
        decks = self.options.decks or decks_for(len(self.names))
        if decks not in (1, 2) or self.options.idle_rounds < 1:
            raise ValueError("a game uses 1 or 2 tile sets and at least 1 idle round")
        self.decks = decks
        self.rng = Rng(self.seed)
        self.board = Board()
        self.board_tiles: dict[Square, Tile] = {}
        self.scores = [0] * len(self.names)
        self.penalties = [0] * len(self.names)
        self.log: list[Turn] = []
        self.actions: list[Action] = []
        self.idle = Idle()
        self.end_reason = ""
        self.playable = False
        """A legal play among the tiles off the board was found since the last play (`end_reason`'s `playable`)."""
        self.draws, self.starter = self._choose_starter()
        self.pile = tile_set(decks)
        self.rng.shuffle(self.pile)
        self.racks: list[list[Tile]] = [[] for _ in self.names]
        for k in range(len(self.names)):
            seat = (self.starter + k) % len(self.names)
            self.racks[seat] = [self.pile.pop() for _ in range(RACK)]
        self.current = self.starter
        self._draw()

    @classmethod
    def from_position(
        cls, names: tuple[str, ...], position: str, rack: str, seed: int = 0, options: Options | None = None
    ) -> Game:
        """A game set up at a position (a lesson, a puzzle): `position` on the board in notation,
        `rack` the tiles of seat 0, to move, after its draw (at most 8). The other racks and the pile
        are the remaining tiles, mixed by `seed`. No turn is in the log and there was no opening
        draw (`draws` is empty); such a game is not a function of its seed and actions, so
        `rewound` does not apply to it."""
        game = cls(names, seed, options or Options())
        cards, jokers = parse_rack(rack)
        if len(cards) + jokers > RACK + 1:
            raise InvalidPosition(f"a rack holds at most {RACK + 1} tiles during a turn")
        board = Board.from_notation(position)
        pool = sorted(tile_set(game.decks))

        def take(text: str) -> Tile:
            tile = next((t for t in pool if tile_text(t) == text), None)
            if tile is None:
                raise InvalidPosition(f"the tile set has no {text} left for the position and the rack")
            pool.remove(tile)
            return tile

        game.board = board
        game.board_tiles = {p.square: take(JOKER if p.joker else str(p.card)) for p in board.cells.values()}
        own = [take(str(c)) for c in cards] + [take(JOKER) for _ in range(jokers)]
        game.rng.shuffle(pool)
        game.racks = [own] + [[pool.pop() for _ in range(RACK)] for _ in names[1:]]
        game.pile, game.current, game.starter, game.draws = pool, 0, 0, []
        return game

    def clone(self) -> Game:
        """An independent copy: applying an action to it leaves this game as it was."""
        return independent(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        mine, theirs = (
            (self.names, self.seed, self.options, self.actions),
            (other.names, other.seed, other.options, other.actions),
        )
        return mine == theirs

    __hash__ = None  # type: ignore[assignment]

    # -- set-up ----------------------------------------------------------------------------

    def _choose_starter(self) -> tuple[list[list[tuple[int, Tile]]], int]:
        """Each player draws a tile; highest starts (A above K, jokers lowest); ties draw again."""
        pile = tile_set(self.decks)
        self.rng.shuffle(pile)
        contenders = list(range(len(self.names)))
        rounds: list[list[tuple[int, Tile]]] = []
        while True:
            drawn = [(seat, pile.pop()) for seat in contenders]
            rounds.append(drawn)
            best = max(draw_rank(t) for _, t in drawn)
            contenders = [seat for seat, t in drawn if draw_rank(t) == best]
            if len(contenders) == 1:
                return rounds, contenders[0]

    # -- queries ---------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def over(self) -> bool:
        return bool(self.end_reason)

    @property
    def rack(self) -> list[Tile]:
        """The current player's rack."""
        return self.racks[self.current]

    def totals(self) -> list[int]:
        return [s - p for s, p in zip(self.scores, self.penalties)]

    def winners(self) -> list[int]:
        """Seats with the highest total once the game is over; equal totals share the win."""
        return winners(self.totals()) if self.over else []

    def can_pass(self) -> bool:
        return may_pass(len(self.rack))

    def idle_turns_left(self) -> int | None:
        """Turns without a play before the idle safeguard ends the game; None before the first meld."""
        if not self.board_tiles or self.over:
            return None
        return self.idle.left(self.options.idle_rounds, self.players)

    def view(self, seat: int) -> PlayerView:
        own = self.racks[seat]
        unseen = Counter(tile_text(t) for rack in self.racks for t in rack) + Counter(tile_text(t) for t in self.pile)
        unseen.subtract(Counter(tile_text(t) for t in own))
        cards, jokers = rack_cards(own)
        rack = format_rack(cards, jokers)
        return PlayerView(
            seat=seat,
            names=self.names,
            current=self.current,
            rack=rack,
            rack_sizes=tuple(len(r) for r in self.racks),
            pile_size=len(self.pile),
            board=self.board.copy(),
            scores=tuple(self.totals()),
            log=tuple(self.log),
            unseen={k: v for k, v in sorted(unseen.items()) if v > 0},
            can_pass=seat == self.current and self.can_pass(),
            over=self.over,
            end_reason=self.end_reason,
            penalties=tuple(self.penalties),
            rack_sets=rack_sets(own, rack.split()),
        )

    def legal_plays(self) -> list[PlayScore]:
        return self.board.legal_plays(rack_cards(self.rack))

    def legal_exchanges(self) -> list[Action]:
        """Every distinct choice of one or more rack tiles to return."""
        texts = sorted(tile_text(t) for t in self.rack)
        choices = {tuple(c) for k in range(1, len(texts) + 1) for c in combinations(texts, k)}
        return [Action.exchange(c) for c in sorted(choices)]

    def legal_actions(self) -> list[Action]:
        """Plays first (best score first), then exchanges, then pass when allowed."""
        if self.over:
            return []
        actions = [Action.play(p.placements) for p in self.legal_plays()]
        actions += self.legal_exchanges()
        if self.can_pass():
            actions.append(Action.pass_turn())
        return actions

    # -- actions ---------------------------------------------------------------------------

    def apply(self, action: Action | str) -> Turn:
        """Take the current player's turn; an illegal action raises and changes nothing."""
        return self._apply(action, going_on=False)

    def _apply(self, action: Action | str, going_on: bool) -> Turn:
        """`apply`; `going_on`: the turn is known not to end the game (a later one followed it), so the end's
        search for a legal play among the unseen tiles, the costly part of a turn, is skipped."""
        act = parse_action(action) if isinstance(action, str) else action
        if self.over:
            raise IllegalAction(ActionRule.GAME_OVER)
        check_length(len(self.actions))
        if act.kind == PLAY:
            turn = self._play(act)
        elif act.kind == EXCHANGE:
            turn = self._exchange(act)
        else:
            if not self.can_pass():
                raise IllegalAction(ActionRule.PASS_NOT_NOW)
            turn = self._record(PASS, "", 0)
        self.actions.append(act)
        self._end_turn(act.kind == PLAY, going_on)
        return turn

    def rewound(self, turns: int) -> Game:
        """The same game after only its first `turns` actions: an undo, or a turn to review."""
        if not 0 <= turns <= len(self.actions):
            raise ValueError(f"the game has {len(self.actions)} turns, not {turns}")
        if turns == len(self.actions):
            return self.clone()
        game = Game(self.names, self.seed, self.options)
        for act in self.actions[:turns]:  # each was followed by another: none ended the game
            game._apply(act, going_on=True)
        return game

    def relabel(self, first: Tile, second: Tile) -> None:
        """Swap where two tiles off the board are (in racks or the pile).

        Why: a device playing another device (`ginnyo.fairdeal`) never knows the other racks or the pile; its
        game holds one arrangement of the tiles it cannot see, all of which are as likely to it. When the deal
        reveals a tile (drawn by this device, or played by another), it swaps that tile into the place it was
        revealed at, which changes nothing any player could tell apart. A tile on the board is never moved.
        """
        places = [self.pile, *self.racks]
        spots = [
            next(((tiles, tiles.index(tile)) for tiles in places if tile in tiles), None) for tile in (first, second)
        ]
        if spots[0] is None or spots[1] is None:
            raise ValueError("only tiles in a rack or the pile can be relabelled")
        (one, i), (two, j) = spots[0], spots[1]
        one[i], two[j] = second, first
        if self.end_reason:  # the racks are revealed at the end: their penalties follow what they hold
            self.penalties = [rack_penalty(rack) for rack in self.racks]

    def turn_seed(self) -> int:
        """A seed for this turn, the same on every replay: what a computer seat (or a hint) decides with."""
        return (self.seed * 1_000_003 + len(self.log) * 7919 + self.current) % 2**32

    def last_turn_of(self, seat: int) -> int | None:
        """How many turns came before `seat`'s last one (None if it has not played yet)."""
        return next((turn.number - 1 for turn in reversed(self.log) if turn.player == seat), None)

    def _take(self, texts: list[str]) -> list[Tile]:
        """The rack tiles named, lowest identity first; raises if the rack lacks one."""
        rest = sorted(self.rack)
        taken: list[Tile] = []
        for text in texts:
            match = next((t for t in rest if tile_text(t) == text), None)
            if match is None:
                if text == JOKER:
                    raise IllegalAction(ActionRule.NO_JOKER)
                raise IllegalAction(ActionRule.NOT_IN_RACK, tile=text)
            rest.remove(match)
            taken.append(match)
        return taken

    def _play(self, act: Action) -> Turn:
        taken = self._take([JOKER if p.joker else str(p.card) for p in act.placements])
        score = self.board.play(act.placements)
        for p, tile in zip(act.placements, taken):
            self.board_tiles[p.square] = tile
            self.rack.remove(tile)
        self._refill()
        return self._record(PLAY, score.notation, score.total, score.placements, score.gin)

    def _exchange(self, act: Action) -> Turn:
        taken = self._take(list(act.tiles))
        for tile in taken:
            self.rack.remove(tile)
        self.pile.extend(taken)
        self.rng.shuffle(self.pile)
        self._refill()
        return self._record(EXCHANGE, f"{len(taken)} tile{'s' if len(taken) > 1 else ''}", 0)

    def _record(
        self, kind: ActionKind, detail: str, score: int, placements: tuple[Placement, ...] = (), gin: bool = False
    ) -> Turn:
        turn = Turn(len(self.log) + 1, self.current, kind, detail, score, placements, gin)
        self.scores[self.current] += score
        self.log.append(turn)
        return turn

    def _refill(self) -> None:
        while len(self.rack) < RACK and self.pile:
            self.rack.append(self.pile.pop())

    def _draw(self) -> None:
        if self.pile:
            self.rack.append(self.pile.pop())

    # -- end of turn and of the game -------------------------------------------------------

    def _end_turn(self, played: bool, going_on: bool = False) -> None:
        self.idle = self.idle.after(played, bool(self.board_tiles), len(self.pile))
        self.playable = going_on or (self.playable and not played)  # a turn that did not end had a play left
        reason = None if going_on else self._end_reason()
        if reason is not None:
            self.end_reason = self._end_text(reason)
            self.penalties = [rack_penalty(r) for r in self.racks]
            return
        self.current = (self.current + 1) % self.players
        self._draw()

    def _end_reason(self) -> EndReason | None:
        unseen = self.pile + [t for rack in self.racks for t in rack]
        options = self.options
        reason = end_reason(
            self.board, unseen, len(self.pile), self.idle, self.players, options.idle_rounds, self.playable
        )
        self.playable = reason is None
        return reason

    def _end_text(self, reason: EndReason) -> str:
        """How the game's log words each end (the page matches these texts)."""
        if reason is EndReason.IDLE:
            return f"{self.options.idle_rounds} {END_IDLE}"
        return END_PILE if reason is EndReason.PILE else END_BLOCKED
