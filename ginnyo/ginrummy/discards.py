"""The expert's discards: hard's, except that among its close best the learned evaluation chooses.

Hard rates a discard by the deadwood the rest can expect after one draw. Where several discards
rate within `close` points of the best, that rating says little, and what tells them apart was
learned from hard's own play: `ginnyo_dev/gin_learn.py` played each of them to the hand's end by
hard for both seats over several stock orders, at every such discard of hard-vs-hard matches, and
fitted these features' weights to the points each brought (`WEIGHTS`; the command and figures are
in docs/computer-players.md). What it learned, in words: throw the card whose meld partners are
dead or refused by the opponent, the card the opponent is least likely to meld, the higher card;
keep the hand with more cards that would meld and, early, more draws that would go gin.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.steps import Steps
from .actions import DISCARD, GIN, KNOCK, Action
from .cards import VALUES, mask_of, parse_hand
from .game import GinView, Phase
from .knocks import HUNTER_KNOCKS, KNOCKER_KNOCKS, knock_features, knocks
from .knowledge import PAIRS, Knowledge, popcount
from .melds import least_cached
from .opponent import knocks_early, refused
from .thinker import Thinker, draw_outcomes, safest_melds

FEATURES = (
    "after",
    "now",
    "danger",
    "gin1",
    "knock1",
    "outs",
    "value",
    "refnear",
    "deadnear",
    "late_now",
    "early_gin",
    "livenear",
    "mynear",
    "value_late",
    "outs_late",
    "danger_late",
)
"""`after` hard's expected deadwood after the next draw, `now` the deadwood left, `danger` hard's chance
the opponent melds the card; `gin1` / `knock1` / `outs` the share of unknown cards whose draw goes gin /
allows a knock / melds; `value` the card's; `refnear` / `deadnear` / `livenear` / `mynear` its meld
partners refused by the opponent / in the discard pile / unknown / kept; `late_now` and `early_gin` the
deadwood late in the hand and `gin1` early in it, and the last three `value`, `outs` and `danger` late
(the stage: 0 with 31 cards in the stock, 1 at 0)."""

WEIGHTS = (
    -0.04899, -0.00777, -3.5876, 13.67949, -0.27128, 2.21618, -0.0309, 0.28758,
    0.36273, -0.15859, 41.03712, -0.30918, -0.51843, 1.12176, -6.44534, 4.38759,
)  # fmt: skip
"""Fitted by `python -m ginnyo_dev.gin_learn collect --seeds 0 71 --out pos.jsonl` then
`python -m ginnyo_dev.gin_learn fit pos.jsonl --ridge 10` (5,106 positions)."""

NEAR = tuple(mask_of(n for pair in PAIRS[c] for n in pair) for c in range(52))
"""The cards that make a three-card meld with each card."""


def features(know: Knowledge, card: int, stock: int, limit: int, refusals: int) -> list[float]:
    """`FEATURES` of discarding `card` from `know.hand` (11 cards), with `stock` cards left, knocks
    allowed up to `limit` and the opponent's `refusals` (a mask)."""
    rest = know.hand & ~(1 << card)
    now = least_cached(rest)
    outcomes = draw_outcomes(rest, know)
    after = [a for _, a in outcomes]
    outs = sum(1 for melds, _ in outcomes if melds)
    count = max(1, len(after))
    gin1 = sum(1 for a in after if a == 0) / count
    late = max(0.0, 1 - stock / 31)
    danger = know.danger(card)
    return [
        sum(after) / len(after) if after else float(now),  # `after_draw`, from the same draws
        float(now),
        danger,
        gin1,
        sum(1 for a in after if a <= limit) / count,
        outs / count,
        float(VALUES[card]),
        float(popcount(NEAR[card] & refusals)),
        float(popcount(NEAR[card] & know.dead)),
        now * late,
        gin1 * (1 - late),
        float(popcount(NEAR[card] & know.unknown)),
        float(popcount(NEAR[card] & rest)),
        VALUES[card] * late,
        outs / count * late,
        danger * late,
    ]


@dataclass(frozen=True)
class Learned(Thinker):
    """Hard, whose discard among its best within `close` points of its rating (four at most) is the one
    the learned `weights` value most while the opponent is taken for a gin hunter (they were learned
    against hard, one; against a knocker they lost matches), and whose knocks follow the learned
    `knocks` / `knocks_knocker` (`knocks.py`); everything else is hard's."""

    weights: tuple[float, ...] = WEIGHTS
    close: float = 4.0
    knocks: tuple[float, ...] | None = HUNTER_KNOCKS
    """The knock model against a gin hunter (None: hard's knocks) ..."""
    knocks_knocker: tuple[float, ...] | None = KNOCKER_KNOCKS
    """... and against a knocker."""

    def steps(self, view: GinView, seed: int) -> Steps[Action]:
        if view.phase != Phase.DISCARD or knocks_early(view, self.hunt):
            return (yield from super().steps(view, seed))
        hand = parse_hand(view.hand)
        know = Knowledge.of(view)
        near = self.near(view, hand, know)
        yield
        if len(near) == 1 or least_cached(hand & ~(1 << near[0])) == 0:
            return self.conclude(view, hand, near[0], know)
        refusals = mask_of(refused(view))

        def value(n: int) -> float:
            found = features(know, n, view.stock_size, view.knock_limit, refusals)
            return sum(w * x for w, x in zip(self.weights, found))

        return self.conclude(view, hand, max(near, key=value), know)  # the first of equals: hard's order

    def conclude(self, view: GinView, hand: int, card: int, know: Knowledge) -> Action:
        """Hard's, except that where a knock is allowed the knock model decides between it and playing on."""
        hard = super().conclude(view, hand, card, know)
        weights = self.knocks_knocker if knocks_early(view, self.hunt) else self.knocks
        rest = hand & ~(1 << card)
        if weights is None or hard.kind == GIN or least_cached(rest) > view.knock_limit:
            return hard
        found = knock_features(view, know, rest, hard.kind == KNOCK)
        if not knocks(weights, found):
            return Action(DISCARD, card)
        if hard.kind == KNOCK:
            return hard
        return Action(KNOCK, card, safest_melds(rest, know)) if self.hide else Action(KNOCK, card)

    def near(self, view: GinView, hand: int, know: Knowledge) -> list[int]:
        """The discards rated within `close` of the best by hard's rating, best first, four at most."""
        rated = sorted((self.score(hand & ~(1 << n), n, know), n) for n in self.shortlist(view, hand))
        return [n for s, n in rated if s <= rated[0][0] + self.close][:4]
