"""The words of a game with a friend on another device (no PyScript): its status, its refusals and its list."""

from __future__ import annotations

from ginnyo.fairdeal.duel import DuelError, Problem
from ginnyo.fairdeal.envelope import Refusal, Refused
from ginnyo.fairdeal.verify import Fault

from .i18n import N_, _, ngettext

REFUSALS = {
    Refusal.DAMAGED: N_("This is not a Ginny-O link or code, or part of it is missing."),
    Refusal.VERSION: N_("This link was made by another version of Ginny-O."),
    Refusal.OTHER_GAME: N_("This link belongs to another game with a friend."),
    Refusal.TAMPERED: N_("This link was changed on its way: it does not match the game's key."),
    Refusal.REPLAYED: N_("This move was already taken in."),
    Refusal.OUT_OF_ORDER: N_("A move before this one is missing: open your friend's earlier link first."),
    Refusal.OTHER_HISTORY: N_("This move was made on another course of the game."),
}
"""Why a link or a code from the friend was refused; nothing changed."""

PROBLEMS = {
    Problem.DAMAGED: N_("The move in this link cannot be read."),
    Problem.UNEXPECTED: N_("This message does not fit the game at this point."),
    Problem.COIN: N_("Your friend's device changed its half of the deal's coin."),
    Problem.NOT_HELD: N_("The move uses a tile its player does not hold."),
    Problem.WRONG_KEY: N_("A key sent for a tile opens no tile."),
    Problem.WRONG_TILE: N_("A tile was claimed as another."),
    Problem.TWICE: N_("A tile turned up twice in a shuffle."),
    Problem.ILLEGAL: N_("The rules do not allow this move."),
}
"""Why a message of the friend's device was refused by the protocol or the rules; nothing changed."""

UNKNOWN_GAME = N_("This browser holds no game with a friend that this link belongs to.")
OWN_INVITATION = N_("This is your own invitation: send it to your friend.")
BUSY = N_("Still working on the last move: try again in a moment.")
OTHER_KIND = N_("This invitation is to a game this version of Ginny-O cannot play with a friend.")
LIVE_CLOSED = N_("The live connection closed: the game goes on by links. You can connect live again at any time.")


def live_failed(why: str) -> str:
    """A live connection that could not be made (a code refused, or no way found between the devices)."""
    return _("No live connection could be made ({why}). The game goes on by links.").format(why=why)


def refusal_text(why: Exception) -> str:
    """Why a link, a code or a move was refused, in the player's words (the detail after it, for a rule)."""
    if isinstance(why, Refused):
        return _(REFUSALS[why.reason])
    if isinstance(why, DuelError):
        detail = str(why).partition(": ")[2]
        text = _(PROBLEMS[why.problem])
        return f"{text} ({detail})" if detail else text
    return _("Something went wrong with this message ({detail}).").format(detail=str(why))


def fault_text(fault: Fault) -> str:
    """The step that failed the check at the end."""
    return _("Not verified: step {step} of shuffle {shuffle} does not check ({what}).").format(
        step=fault.step + 1, shuffle=fault.mixing + 1, what=fault.reason
    )


def status_text(link: str, friend: str, yours: bool, working: bool) -> str:
    """The status line: how the game travels and whose move it is."""
    if link == "verified":
        return _("Game over, verified: every shuffle, draw and move checks.")
    if link == "waiting":
        return _("Waiting for {name} to answer.").format(name=friend) if friend else _("Waiting for your friend.")
    if working:
        return _("Shuffling and checking…")
    if yours:
        return _("Your turn.")
    return _("Waiting for {name}.").format(name=friend)


def moves_text(count: int) -> str:
    return ngettext("{count} move", "{count} moves", count).format(count=count)
