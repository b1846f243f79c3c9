"""Checking a mixing once the secrets are revealed: every step must be exactly what its device's secret makes
from the step before, and every device must have run each pass once, in the protocol's order of passes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..rules.steps import Steps, drain
from .keys import Secret
from .mixing import BadEntry, Mixing, Pass, step_steps
from .ristretto import NotAnElement, decode


@dataclass(frozen=True)
class Fault:
    """The first step that fails: which mixing, which step (from 0), whose, and why in a few words."""

    mixing: int
    step: int
    seat: int
    reason: str


def passes_expected(mixing: Mixing) -> list[Pass]:
    """The kinds of pass a mixing holds, in order: rekey (for a locked input), mix, then lock."""
    return [Pass.MIX, Pass.LOCK] if mixing.locks is None else [Pass.REKEY, Pass.MIX, Pass.LOCK]


def well_formed(mixing: Mixing, seats: int) -> bool:
    """Every seat runs each pass once, and a pass starts only when every seat has run the one before."""
    runs = [(kind, step.seat) for step in mixing.steps for kind in step.kinds]
    kinds = passes_expected(mixing)
    if sorted(runs, key=lambda run: kinds.index(run[0])) != runs:
        return False
    return sorted((kinds.index(kind), seat) for kind, seat in runs) == [
        (index, seat) for index in range(len(kinds)) for seat in range(seats)
    ]


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


def check_mixing_steps(mixing: Mixing, secrets: Mapping[int, Secret]) -> Steps[Fault | None]:
    """None when every step of `mixing` is what the devices' secrets make, else the first that is not; in slices,
    since checking a step costs what making it did."""
    if not well_formed(mixing, len(secrets)):
        return Fault(mixing.number, -1, -1, "the passes are missing, repeated or out of order")
    entries = mixing.source
    for index, step in enumerate(mixing.steps):
        if not all(is_element(entry) for entry in step.entries):
            return Fault(mixing.number, index, step.seat, "an entry is not a group element")
        try:
            honest = yield from step_steps(step.kinds, entries, mixing, secrets[step.seat])
        except BadEntry:
            return Fault(mixing.number, index, step.seat, "the entries it was given are not group elements")
        if honest != step.entries:
            return Fault(mixing.number, index, step.seat, "its step is not what its secret makes")
        entries = step.entries
    return None


def check_mixing(mixing: Mixing, secrets: Mapping[int, Secret]) -> Fault | None:
    """`check_mixing_steps` at once."""
    return drain(check_mixing_steps(mixing, secrets))
