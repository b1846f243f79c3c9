"""What a fair deal costs (`ginnyo.fairdeal`): scalar multiplications, a two-player deal, a pile mixed again
after an exchange, and a four-player deal of two sets, in CPython and in the page's Pyodide, side by side; then
the whole protocol: a Ginny-O game set up and dealt on both devices (what a player waits for before the first
move), a turn taken in with its draw opened, and the invitation's size as a link and a QR code.

    .venv/bin/python scripts/bench_fairdeal.py [--repeat 3]

Each figure is the median of `--repeat` runs, per device (each device runs its own passes; the devices of a
game wait for each other in turn, so a deal's wall time is about the sum over the devices). Needs
``make setup`` (the vendored Pyodide and ``ginnyo.zip``). Not a test: quote the ratio, measured side by side.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from ginnyo_dev.pyodide_run import run_here, run_pyodide

PACKAGE: tuple[str, ...] = ()  # the page imports the whole package: the game's zip holds it
SNIPPET = """
import json, statistics, sys, time
import ginnyo
ginnyo.__path__.append('/tmp/tools.zip/ginnyo')  # in Pyodide the package comes from the bench's own archive
from ginnyo.fairdeal.keys import Secret
from ginnyo.fairdeal.mixing import Locked, Mixing, Pass, run_pass, tile_elements, times
from ginnyo.fairdeal.ristretto import BASE

def median(task):
    times_ = []
    for _ in range({repeat}):
        start = time.perf_counter()
        task()
        times_.append((time.perf_counter() - start) * 1000)
    return statistics.median(times_)

def passes(count, seats, locked):
    tiles = tile_elements(b"bench", count)
    keys = [Secret(bytes([seat + 1]) * 32) for seat in range(seats)]
    locks = tuple(Locked(0, i) for i in range(count)) if locked else None
    mixing = Mixing(1 if locked else 0, tiles, locks, ())
    kinds = [Pass.REKEY, Pass.MIX, Pass.LOCK] if locked else [Pass.MIX, Pass.LOCK]
    entries = tiles
    for kind in kinds:
        for secret in keys:
            entries = run_pass(kind, entries, mixing, secret)
    return entries

from ginnyo.fairdeal.link import invitation_text
from ginnyo.fairdeal.tiles_duel import TilesDuel
from ginnyo.rules.actions import Action
from ginnyo.web.common.qr import L, encode

GAME, KEY = bytes(range(16)), b"k" * 32

def settle(host, guest):
    while True:
        counts = (host.chain.count, guest.chain.count)
        for _ in range(2):
            if guest.chain.count < len(host.transcript):
                guest = guest.receive(host.transcript[guest.chain.count])
            if host.chain.count < len(guest.transcript):
                host = host.receive(guest.transcript[host.chain.count])
        if counts == (host.chain.count, guest.chain.count):
            return host, guest

def dealt(secret=1):
    host = TilesDuel.host("Ann", (), bytes([secret]) * 32, b"\\x02" * 32, GAME, KEY)
    guest = TilesDuel.join(host.transcript[0], "Bob", b"\x03" * 32, b"\x04" * 32, GAME, KEY)
    return settle(host, guest)

def turn_taken_in():
    # a play taken in by the other device: its tiles checked, the keys of the draw sent (no mixing); exchanges
    # (each mixes the pile again) until the player to move has a play
    host, guest = dealt()
    while True:
        mover, other = (host, guest) if host.can_act() else (guest, host)
        plays = mover.game.legal_plays()
        if plays:
            break
        after = mover.act(Action.exchange(tuple(mover.game.view(mover.me).rack.split()[:3])))
        host, guest = settle(after, other) if mover is host else settle(other, after)
    after = mover.act(Action.play(plays[0].placements))
    start = time.perf_counter()
    other.receive(after.transcript[-1])
    return (time.perf_counter() - start) * 1000

host, _guest = dealt()
link = "https://example.org/ginnyo/#friend=" + invitation_text(GAME, KEY, host.transcript[0], "x" * 120)
scalar = 2**251 + 12345
print(json.dumps({{
    "deal, whole protocol, both": median(dealt),
    "a turn taken in, draw opened": statistics.median(turn_taken_in() for _ in range({repeat})),
    "invitation link, characters": len(link),
    "its QR code's version (L)": encode(link.encode(), L).version,
    "multiplication": median(lambda: [BASE * (scalar + i) for i in range(20)]) / 20,
    "deal 2 players, 54 tiles": median(lambda: passes(54, 2, False)) / 2,
    "mixed again, 42 tiles": median(lambda: passes(42, 2, True)) / 2,
    "deal 4 players, 108 tiles": median(lambda: passes(108, 4, False)) / 4,
}}))
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each figure (default 3)")
    args = parser.parse_args(argv)
    code = SNIPPET.format(repeat=args.repeat)
    here, there = run_here(code), run_pyodide(code, (), PACKAGE)
    print(f"fair deal, ms per device, median of {args.repeat} (CPython {sys.version.split()[0]} | Pyodide in Node)")
    for name, value in here.items():
        print(f"  {name:<30} {value:9.1f} | {there[name]:9.1f}   x{there[name] / value:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
