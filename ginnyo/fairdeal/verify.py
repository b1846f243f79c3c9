"""Checking a mixing once the secrets are revealed: every step must be exactly what its device's secret makes
from the step before, and every device must have run each pass once, in the protocol's order of passes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .keys import Secret
from .mixing import BadEntry, Mixing, Pass, run_pass
from .ristretto import NotAnElement, decode


@dataclass(frozen=True)
class Fault:
    """The first step that fails: which mixing, which step (from 0), whose, and why in a few words."""

    mixing: int
    step: int
    seat: int
    reason: str


def passes_expected(mixing: Mixing, seats: int) -> list[Pass]:
    """The passes a mixing holds, each run once by every seat: rekey (for locked input), mix, then lock."""
    kinds = [Pass.MIX, Pass.LOCK] if mixing.locks is None else [Pass.REKEY, Pass.MIX, Pass.LOCK]
    return [kind for kind in kinds for _ in range(seats)]


def check_commitments(commitments: Mapping[int, bytes], secrets: Mapping[int, Secret]) -> Fault | None:
    """Each revealed secret must be the one its device committed to at the start."""
    for seat, secret in sorted(secrets.items()):
        if commitments.get(seat) != secret.commitment():
            return Fault(-1, -1, seat, "the secret revealed is not the one committed to")
    return None


def is_element(entry: bytes) -> bool:
    """Whether 32 bytes are the canonical encoding of a group element."""
    try:
        decode(entry)
    except NotAnElement:
        return False
    return True


def check_mixing(mixing: Mixing, secrets: Mapping[int, Secret]) -> Fault | None:
    """None when every step of `mixing` is what the devices' secrets make, else the first that is not."""
    expected = passes_expected(mixing, len(secrets))
    kinds = [step.kind for step in mixing.steps]
    if kinds != expected:
        return Fault(mixing.number, len(kinds), -1, "the passes are missing or out of order")
    entries = mixing.source
    for index, step in enumerate(mixing.steps):
        done = {other.seat for other in mixing.steps[:index] if other.kind is step.kind}
        if step.seat not in secrets or step.seat in done:
            return Fault(mixing.number, index, step.seat, "a seat ran a pass twice or is not in the game")
        if not all(is_element(entry) for entry in step.entries):
            return Fault(mixing.number, index, step.seat, "an entry is not a group element")
        try:
            honest = run_pass(step.kind, entries, mixing, secrets[step.seat])
        except BadEntry:
            return Fault(mixing.number, index, step.seat, "the entries it was given are not group elements")
        if honest != step.entries:
            return Fault(mixing.number, index, step.seat, f"the {step.kind.value} pass is not what its secret makes")
        entries = step.entries
    return None
