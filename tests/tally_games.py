"""Games the engine played, entered into a tally as the players at a table would enter them."""

from ginnyo.rules import Action, Game
from ginnyo.rules.actions import EXCHANGE, PLAY
from ginnyo.tally import Entry, Held, NoPlay, Placed, Play, Remains, Setup, Shade, Tally


def entries_of(game: Game) -> list[Entry]:
    """Each turn of the game's log: its play with each tile's set, or an exchange or pass."""
    out: list[Entry] = []
    for turn in game.log:
        if turn.kind == PLAY:
            out.append(Play(tuple(Placed(p, Shade(game.board_tiles[p.square].deck)) for p in turn.placements)))
        else:
            out.append(NoPlay(exchange=turn.kind == EXCHANGE))
    return out


def tally_of(game: Game, remains: bool = True) -> Tally:
    """The game's sheet, entry by entry; once it is over, every rack as its tiles left."""
    tally = Tally.new(Setup(game.names, game.decks, game.starter, game.options.idle_rounds))
    for entry in entries_of(game):
        tally = tally.with_entry(entry)
    if remains and game.over:
        for seat, rack in enumerate(game.racks):
            tally = tally.with_remains(Remains(seat, tuple(Held(t.card, Shade(t.deck)) for t in rack)))
    return tally


def greedy(game: Game) -> Game:
    """The game played on with the first legal action (the best play, else an exchange) to its end."""
    while not game.over:
        game.apply(game.legal_actions()[0])
    return game


def idler(game: Game) -> Game:
    """The game played on with its first play, then only exchanges until the idle rule ends it."""
    while not game.over:
        plays = game.legal_plays() if not game.board_tiles else []
        game.apply(Action.play(plays[0].placements) if plays else Action.exchange([str(game.rack[0])]))
    return game
