"""Words of the statistics panel, the daily deal and its share text (no PyScript), written for translation."""

from __future__ import annotations

from ..common.ids import Id
from .i18n import N_, _, ngettext, number
from .names import YOU, worded

LEVEL_ROWS = {
    "easy": N_("Against the easy computer"),
    "medium": N_("Against the medium computer"),
    "hard": N_("Against the hard computer"),
    "expert": N_("Against the expert computer"),
    "hotseat": N_("Hot seat (people only)"),
}
GIN_ROWS = {
    "baseline": N_("Gin Rummy against the steady computer"),
    "easy": N_("Gin Rummy against the easy computer"),
    "medium": N_("Gin Rummy against the medium computer"),
    "hard": N_("Gin Rummy against the hard computer"),
    "expert": N_("Gin Rummy against the expert computer"),
}
NO_GAMES = N_("No game finished yet: your statistics start with your first game against the computer.")
DAMAGED = N_(
    "Your statistics could not be read: they are damaged, or come from another version of Ginny-O. "
    "They are left as they are, and no game is counted until you reset them or load statistics from a file."
)
RESET_QUESTION = N_(
    "Reset your statistics? Every game counted so far is forgotten. To keep them, save them to a file first."
)
RESET_DONE = N_("Your statistics were reset.")
COPIED = N_("Copied to the clipboard.")
NOT_COPIED = N_("It could not be copied: select the text above and copy it yourself.")


def panel_labels() -> dict[str, str]:
    """The panel's fixed words, by element id (the page's HTML marks those it shows before Python, `data-i18n`)."""
    return {
        Id.STATS_TITLE: _("Statistics"),
        Id.STATS_EXPORT: _("Save statistics to file"),
        Id.STATS_IMPORT: _("Load statistics from file"),
        Id.STATS_RESET: _("Reset statistics"),
        Id.STATS_RESET_CONFIRM: _("Reset"),
        Id.STATS_RESET_CANCEL: _("Cancel"),
        Id.STATS_CLOSE: _("Close"),
        Id.STATS_LEVEL_HEAD: _("Games"),
        Id.STATS_GAMES_HEAD: _("Played"),
        Id.STATS_WINS_HEAD: _("Won"),
        Id.END_STATS: _("Statistics"),
        Id.SHARE_COPY: _("Copy the result"),
    }


def summary_lines(
    games: int, average: float | None, best: int | None, gins: int, hints: int, dailies: int
) -> list[str]:
    lines = [ngettext("{count} game played", "{count} games played", games).format(count=games)]
    if average is not None and best is not None:
        lines.append(_("Average score {average}, best score {best}").format(average=f"{average:.0f}", best=best))
    lines.append(ngettext("{count} gin", "{count} gins", gins).format(count=gins))
    lines.append(ngettext("{count} hint used", "{count} hints used", hints).format(count=hints))
    lines.append(ngettext("{count} daily deal", "{count} daily deals", dailies).format(count=dailies))
    return lines


def table_games_text(count: int) -> str:
    """The games scored at a real table with the scorer: a count of their own, apart from the games played here."""
    return ngettext(
        "{count} game scored at a real table (not counted above)",
        "{count} games scored at a real table (not counted above)",
        count,
    ).format(count=number(count))


def gin_lines(hands: int, won: int, gins: int, best: int, hints: int) -> list[str]:
    """Your Gin Rummy hands: played, won, gins, the best one; and the hints you asked for."""
    return [
        ngettext("{count} Gin Rummy hand played", "{count} Gin Rummy hands played", hands).format(count=hands),
        ngettext("{count} hand won", "{count} hands won", won).format(count=won),
        ngettext("{count} hand won by gin", "{count} hands won by gin", gins).format(count=gins),
        ngettext("Best hand: {points} point", "Best hand: {points} points", best).format(points=best),
        ngettext("{count} hint used", "{count} hints used", hints).format(count=hints),
    ]


def best_play_text(play: str, score: int) -> str:
    return ngettext("Best play: {play}, {score} point", "Best play: {play}, {score} points", score).format(
        play=play, score=score
    )


def chart_title(count: int) -> str:
    return ngettext("Your last score", "Your last {count} scores", count).format(count=count)


def chart_axes() -> tuple[str, str]:
    """The names of the statistics chart's axes: games (oldest first) along the bottom, points up the left."""
    return _("Games"), _("Points")


def chart_desc(scores: str) -> str:
    return _("From the oldest to the newest: {scores}.").format(scores=scores)


def loaded_text(filename: str) -> str:
    return _("Statistics loaded from {filename}.").format(filename=filename)


def share_title(day: str) -> str:
    return _("Ginny-O daily deal {date}").format(date=day)


def share_score(name: str, score: str) -> str:
    """`Me: +120` for the lone human (the text is sent to others: "You" would mean its reader), else the name."""
    return _("{name}: {score}").format(name=_("Me") if name == YOU else worded(name), score=score)


def share_outcome(won: bool, shared: bool) -> str:
    if won and shared:
        return _("A shared win.")
    return _("I won.") if won else _("I lost.")


def share_best(score: int | None) -> str:
    if score is None:
        return _("No play made.")
    return ngettext("Best play: {score} point", "Best play: {score} points", score).format(score=score)


def share_hints(hints: int) -> str:
    return ngettext("{count} hint used", "{count} hints used", hints).format(count=hints)


def file_label() -> str:
    return _("Statistics file to load")
