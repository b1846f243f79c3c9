"""The expert's knocks: hard's, unless a model learned from hard's own play-outs says otherwise.

Hard knocks when its deadwood is above 8, or the stock is short, and plays on for gin otherwise (a knock
against a player holding little deadwood is often undercut). Where it may knock, `ginnyo_dev/gin_learn.py`
(`collect --knocks`) played both choices to the hand's end by hard for both seats over several stock
orders, at every such position of hard's matches against one opponent, and `fit` learned these features'
weights from the points knocking gained over playing on: the seat knocks when the weighted sum is above 0.
One set of weights serves against a gin hunter and one against a knocker (`opponent.knocks_early`), each
fitted against such a player (the command and figures are in docs/computer-players.md).
"""

from __future__ import annotations

from .actions import DRAW
from .game import GinView
from .knowledge import Knowledge, popcount
from .melds import best_arrangement
from .opponent import refused
from .thinker import draws

KNOCK_FEATURES = (
    "bias",
    "hard",
    "left",
    "late",
    "left_late",
    "gin1",
    "better",
    "drawn",
    "taken",
    "refusals",
    "exposed",
)
"""`bias` 1; `hard` 1 where hard knocks; `left` the deadwood; `late` the stage (0 with 31 cards in the stock, 1
at 0) and `left_late` the deadwood late; `gin1` / `better` the share of unknown cards whose draw goes gin /
lowers the deadwood; `drawn` the opponent's stock draws this hand, `taken` the cards it took from the pile
and holds, `refusals` the cards it passed over or threw; `exposed` the unknown cards it could lay off."""

HUNTER_KNOCKS = (
    25.9848, 6.52728, -0.92463, 4.06778, -2.45577, -97.68434, -1.44707, -0.3955, -3.40219, -0.3271, -2.71366,
)  # fmt: skip
"""The weights against a gin hunter: `python -m ginnyo_dev.gin_learn collect --knocks --shuffles 8 --seeds 0 46
--against hard --out knocks-hard.jsonl` then `python -m ginnyo_dev.gin_learn fit knocks-hard.jsonl --ridge 3`
(1,351 positions of 46 hard-vs-hard matches)."""
KNOCKER_KNOCKS = (
    -3.54087, 5.93881, 1.31453, -2.51137, -0.23188, -5.96287, -3.14934, -0.3027, -2.78871, -0.27346, -2.60672,
)  # fmt: skip
"""The weights against a knocker: the same with `--seeds 0 200 --against baseline` (1,573 positions of 200
matches of hard against the baseline)."""


def knock_features(view: GinView, know: Knowledge, rest: int, hard: bool) -> list[float]:
    """`KNOCK_FEATURES` of knocking with `rest` (10 cards), where hard would knock (`hard`) or not."""
    arrangement = best_arrangement(rest)
    left = arrangement.points
    after = draws(rest, know)
    count = max(1, len(after))
    late = max(0.0, 1 - view.stock_size / 31)
    drawn = sum(1 for e in view.events if e.seat != view.seat and e.kind == DRAW)
    return [
        1.0,
        float(hard),
        float(left),
        late,
        left * late,
        sum(1 for a in after if a == 0) / count,
        sum(1 for a in after if a < left) / count,
        float(drawn),
        float(popcount(know.held)),
        float(len(refused(view))),
        float(popcount(arrangement.layoff_targets() & know.unknown)),
    ]


def knocks(weights: tuple[float, ...], found: list[float]) -> bool:
    """Whether the learned model knocks on these features."""
    return sum(w * x for w, x in zip(weights, found)) > 0
