"""The words of an exact answer and of a pass or an exchange advised though a play exists (no PyScript).

An answer the endgame solver valued to the end of the game carries a short visible mark (`EXACT_MARK`) and a
sentence for those who cannot see it (`EXACT_SAID`). A reason (`ginnyo.ai.analysis.Forgone`) says what the engine
computed, on the basis it chose by: the solved (or searched) score difference to the end of the game, or the
expert's estimates over sampled deals; it names the play set aside and its points.
"""

from __future__ import annotations

from ginnyo.ai.analysis import Basis, Forgone
from ginnyo.rules.actions import Action, ActionKind

from .i18n import N_, _
from .texts import listed, play_text, points, pretty_tile, signed

EXACT_MARK = N_("exact")
EXACT_SAID = N_("Solved exactly to the end of the game.")
SEARCHED_REASONS = {
    (Basis.SOLVED, ActionKind.PASS): N_(
        "Solved to the end of the game: passing ends {margin} better for you than the best play, {play}."
    ),
    (Basis.SOLVED, ActionKind.EXCHANGE): N_(
        "Solved to the end of the game: giving back {tiles} ends {margin} better for you than the best play, {play}."
    ),
    (Basis.SEARCHED, ActionKind.PASS): N_(
        "Looking as many turns ahead as its time allowed, the expert finds that passing ends {margin} better "
        "for you than the best play, {play}."
    ),
    (Basis.SEARCHED, ActionKind.EXCHANGE): N_(
        "Looking as many turns ahead as its time allowed, the expert finds that giving back {tiles} ends {margin} "
        "better for you than the best play, {play}."
    ),
    (Basis.SPLITS, ActionKind.PASS): N_(
        "Trying likely ways the other racks may hold the tiles you cannot see, the expert finds that passing ends "
        "{margin} better for you than the best play, {play}."
    ),
    (Basis.SPLITS, ActionKind.EXCHANGE): N_(
        "Trying likely ways the other racks may hold the tiles you cannot see, the expert finds that giving back "
        "{tiles} ends {margin} better for you than the best play, {play}."
    ),
}


def exact_mark(exact: bool) -> tuple[str, str]:
    """The mark of an exact answer: the short word shown, and the sentence said; ("", "") when not exact."""
    return (_(EXACT_MARK), _(EXACT_SAID)) if exact else ("", "")


def best_play(forgone: Forgone) -> str:
    """The play set aside with its points: `H8:10♠ I8:10♣ (60 points)`."""
    return _("{play} ({points})").format(play=play_text(forgone.play.placements), points=points(forgone.points))


def forgone_text(action: Action, forgone: Forgone) -> str:
    """Why `action` (a pass or an exchange) rather than the play `forgone` names, as the engine reckoned it."""
    tiles = listed([pretty_tile(t) for t in action.tiles])
    play = best_play(forgone)
    if forgone.basis is not Basis.SAMPLED:
        margin = points(forgone.advice_value - forgone.play_value)
        return _(SEARCHED_REASONS[forgone.basis, action.kind]).format(margin=margin, play=play, tiles=tiles)
    kept = listed([pretty_tile(t) for t in forgone.kept])
    values = {"advice": signed(forgone.advice_value), "best": signed(forgone.play_value)}
    said = [
        _("It keeps {kept} rather than play {play}.").format(kept=kept, play=play)
        if kept
        else _("It gives back every tile rather than play {play}.").format(play=play)
    ]
    if forgone.advice_value > forgone.play_value:
        said.append(
            _(
                "Played out over many draws (its points, less the replies, plus what the tiles kept are worth), "
                "the expert expects {advice} for this against {best} for that play."
            ).format(**values)
        )
    else:
        said.append(
            _(
                "Played out over many draws, the expert finds the two close: {advice} for this against {best} for "
                "that play."
            ).format(**values)
        )
    return " ".join(said)


def hint_notes(action: Action, exact: bool, forgone: Forgone | None) -> tuple[str, ...]:
    """What a hint says besides its action: that it is exact, and why it does not play (a solved reason says
    both)."""
    if forgone is not None:  # exact, its basis is `SOLVED`: the reason says so
        return (forgone_text(action, forgone),)
    return (_(EXACT_SAID),) if exact else ()
