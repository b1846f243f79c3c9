"""Learned leave values: what the tiles a player keeps are worth, a linear model fitted by self-play.

The weights live in `leaves.json` beside this module (read through `importlib.resources`, so they
load the same from the repository and from the page's archive); `python -m ginnyo leaves` fits them
(`ginnyo_dev/leaves.py`) and writes the command and seed that made them into the file.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib.resources import files

from ..rules.tiles import Card
from .common import penalty, synergy

FEATURES = (
    "bias",
    "late",
    "jokers",
    "jokers_late",
    "links",
    "links_late",
    "penalty",
    "penalty_late",
    "cards",
    "cards_late",
)
"""The model's inputs; each `_late` one is its base times the stage of the game (0: full pile, 1: empty)."""


def stage(pile_size: int) -> float:
    """How late in the game: 0 while 30 or more tiles are in the pile, then up to 1 when it is empty."""
    return max(0.0, 1.0 - pile_size / 30.0)


def features(cards: Sequence[Card], jokers: int, late: float) -> list[float]:
    """The kept rack described for the model (`FEATURES`): jokers, links between cards (capped at 2 a card),
    what the cards would cost at the end, how many; each also weighed by the stage."""
    links = sum(min(s, 2.0) for s in synergy(list(cards)))
    cost = float(sum(penalty(card) for card in cards))
    base = (1.0, float(jokers), links, cost, float(len(cards)))
    return [x for b in base for x in (b, b * late)]


@cache
def weights() -> tuple[float, ...]:
    """The fitted weights, in the order of `FEATURES`."""
    data = json.loads(files(__package__ or "ginnyo.ai").joinpath("leaves.json").read_text(encoding="utf-8"))
    found = data["weights"]
    return tuple(float(found[name]) for name in FEATURES)


def learned_leave(cards: Sequence[Card], jokers: int, late: float) -> float:
    """The points the kept tiles are expected to bring over the next turns, against the opponents'."""
    return sum(w * x for w, x in zip(weights(), features(cards, jokers, late)))
