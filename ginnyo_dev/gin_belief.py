"""How well the Gin Rummy expert's belief predicts the opponent's hand.

`python -m ginnyo_dev.gin_belief '{"doubt": 1.0}' --matches 4` follows hard-vs-hard matches (seeds
5020+); at every draw decision from a hand's sixth event on, the belief (`opponent.Belief`, with the
expert's `doubt` and `keen` unless given) deals `deals` opponent hands, and each unknown card's share
of them is its predicted chance to be held (smoothed by half a deal). The prediction is scored
against the real hand by log loss per unknown card (lower is better), beside the prediction that
knows only how many of the unknown cards the opponent holds (`uniform`). The docs' figures on the
belief (docs/computer-players.md) were measured with it.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from typing import Any

from ginnyo.ginrummy.ai import PLAYERS
from ginnyo.ginrummy.cards import bits
from ginnyo.ginrummy.expert import Expert
from ginnyo.ginrummy.game import Phase
from ginnyo.ginrummy.knowledge import Knowledge
from ginnyo.ginrummy.opponent import Belief
from ginnyo.rules.rng import Rng

from .gin_duplicate import hard_positions

FIRST_EVENT = 6
"""Positions with fewer events say little of the opponent: they are left out."""


def log_loss(p: float, held: bool) -> float:
    return -math.log(p if held else 1 - p)


def calibration(doubt: float, keen: float, matches: int, deals: int) -> dict[str, Any]:
    """Mean log loss per unknown card of the belief and of the uniform prediction, and the positions scored."""
    loss = {"belief": 0.0, "uniform": 0.0}
    cards = positions = 0
    for seed in range(matches):
        rng = Rng(seed)
        for game, view, _ in hard_positions(5020 + seed):
            if view.phase == Phase.DRAW and len(view.events) >= FIRST_EVENT:
                know = Knowledge.of(view)
                belief = Belief.of(view, doubt, keen)
                dealt = [belief.deal(rng)[0] for _ in range(deals)]
                truth = game.hands[1 - game.current]
                uniform = know.chance_held()
                for n in bits(know.unknown):
                    held = bool(truth >> n & 1)
                    share = (sum(hand >> n & 1 for hand in dealt) + 0.5) / (deals + 1)
                    loss["belief"] += log_loss(share, held)
                    loss["uniform"] += log_loss(uniform, held)
                    cards += 1
                positions += 1
    return {name: round(total / cards, 4) for name, total in loss.items()} | {"positions": positions}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("fields", nargs="?", default="{}", help='the belief\'s "doubt" and "keen", as JSON')
    parser.add_argument("--matches", type=int, default=4, help="hard-vs-hard matches followed (seeds 5020+)")
    parser.add_argument("--deals", type=int, default=200, help="opponent hands dealt at each position")
    args = parser.parse_args(argv)
    expert = PLAYERS["expert"]
    assert isinstance(expert, Expert)
    fields = {"doubt": expert.doubt, "keen": expert.keen, **json.loads(args.fields)}
    result = calibration(fields["doubt"], fields["keen"], args.matches, args.deals)
    print(json.dumps({"fields": fields, **result}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
