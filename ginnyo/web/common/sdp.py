"""A WebRTC session description in a few dozen bytes (no PyScript): what a live game's offer and answer carry.

A non-trickle description of one DataChannel says little that the other browser needs: the ICE username fragment
and password, the DTLS certificate's SHA-256 fingerprint, the DTLS role, and the UDP candidates. `compact` keeps
those, packed as bytes in base64url (about 110 characters for one host candidate, a version 6 to 8 QR code where
the raw description, 560 to 760 bytes, needs a version 16 to 19); `expand` writes the minimal description that
Chromium and Firefox accept back (STACK.md measured both ways). Text that is not such a code raises `SdpError`.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import uuid
from enum import IntEnum

from .frozen import frozen

VERSION = 1


class SdpError(ValueError):
    """A description or a code that cannot be read (the words say what is missing)."""


class Kind(IntEnum):
    OFFER = 0
    ANSWER = 1


ROLES = ("actpass", "active", "passive")
TYPES = ("host", "srflx", "prflx", "relay")
MDNS, IPV4, IPV6 = 0, 1, 2


@frozen
class Candidate:
    """A UDP candidate: an mDNS name (`<uuid>.local`) or an IP address, its port and its type."""

    address: str
    port: int
    kind: str = "host"


@frozen
class Description:
    kind: Kind
    ufrag: str
    pwd: str
    fingerprint: bytes
    role: str
    candidates: tuple[Candidate, ...]


def parse(sdp: str, kind: Kind) -> Description:
    """What `compact` keeps of a description (the first media section's ICE and DTLS lines, every UDP candidate)."""
    lines = [line.strip() for line in sdp.splitlines()]
    value = {
        key: line.partition(":")[2]
        for line in lines
        for key in ("a=ice-ufrag", "a=ice-pwd", "a=setup")
        if line.startswith(key + ":")
    }
    fingerprint = next((line.split()[1] for line in lines if line.lower().startswith("a=fingerprint:sha-256 ")), "")
    if not all(value.get(key) for key in ("a=ice-ufrag", "a=ice-pwd", "a=setup")) or not fingerprint:
        raise SdpError("a description names its ICE username, password, DTLS role and SHA-256 fingerprint")
    try:
        digest = bytes.fromhex(fingerprint.replace(":", ""))
    except ValueError as error:
        raise SdpError("the fingerprint is not hexadecimal") from error
    candidates = tuple(c for line in lines if line.startswith("a=candidate:") for c in [candidate(line)] if c)
    return Description(kind, value["a=ice-ufrag"], value["a=ice-pwd"], digest, value["a=setup"], candidates)


def candidate(line: str) -> Candidate | None:
    """A UDP candidate's address, port and type (None for TCP, or what cannot be read)."""
    parts = line.partition(":")[2].split()
    if len(parts) < 8 or parts[2].lower() != "udp" or parts[6] != "typ" or parts[7] not in TYPES:
        return None
    return Candidate(parts[4], int(parts[5]), parts[7]) if parts[5].isdigit() else None


def compact(sdp: str, kind: Kind) -> str:
    """The code of a description: its parts packed as bytes, in base64url."""
    found = parse(sdp, kind)
    if found.role not in ROLES or len(found.fingerprint) != 32:
        raise SdpError("a DTLS role and a SHA-256 fingerprint of 32 bytes")
    out = bytearray([VERSION, found.kind << 2 | ROLES.index(found.role)])
    for text in (found.ufrag, found.pwd):
        raw = text.encode()
        if len(raw) > 255:
            raise SdpError("an ICE username or password longer than 255 bytes")
        out += bytes([len(raw)]) + raw
    out += found.fingerprint
    packed = [packed_candidate(c) for c in found.candidates]
    kept = [p for p in packed if p is not None][:8]
    out += bytes([len(kept)]) + b"".join(kept)
    return base64.urlsafe_b64encode(bytes(out)).decode().rstrip("=")


def packed_candidate(found: Candidate) -> bytes | None:
    """A candidate as bytes: its type and address kind in one byte, the address, the port."""
    head = TYPES.index(found.kind) << 2
    if found.address.endswith(".local"):
        try:
            name = uuid.UUID(found.address.removesuffix(".local"))
        except ValueError:
            return None
        return bytes([head | MDNS]) + name.bytes + found.port.to_bytes(2, "big")
    try:
        address = ipaddress.ip_address(found.address)
    except ValueError:
        return None
    kind = IPV4 if address.version == 4 else IPV6
    return bytes([head | kind]) + address.packed + found.port.to_bytes(2, "big")


def read(code: str) -> Description:
    """The description a code holds; `SdpError` for anything else."""
    text = "".join(code.split())
    if not re.fullmatch(r"[A-Za-z0-9_-]+", text):
        raise SdpError("not a code of a live connection")
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as error:
        raise SdpError("not a code of a live connection") from error
    try:
        return unpacked(data)
    except (IndexError, ValueError) as error:
        raise SdpError(f"a damaged code of a live connection ({error})") from error


def unpacked(data: bytes) -> Description:
    if data[0] != VERSION:
        raise ValueError("another version")
    kind, role = Kind(data[1] >> 2), ROLES[data[1] & 3]
    at = 2
    texts = []
    for _ in range(2):
        size = data[at]
        texts.append(data[at + 1 : at + 1 + size].decode("ascii"))
        at += 1 + size
    fingerprint = data[at : at + 32]
    at += 32
    candidates = []
    for _ in range(data[at]):
        head = data[at + 1]
        size = {MDNS: 16, IPV4: 4, IPV6: 16}[head & 3]
        raw = data[at + 2 : at + 2 + size]
        address = str(uuid.UUID(bytes=raw)) + ".local" if head & 3 == MDNS else str(ipaddress.ip_address(raw))
        port = int.from_bytes(data[at + 2 + size : at + 4 + size], "big")
        candidates.append(Candidate(address, port, TYPES[head >> 2]))
        at += 3 + size
    if len(fingerprint) != 32 or at + 1 != len(data):
        raise ValueError("its length")
    return Description(kind, texts[0], texts[1], fingerprint, role, tuple(candidates))


def expand(code: str) -> str:
    """The minimal description of a code, as `RTCPeerConnection.setRemoteDescription` takes it."""
    found = read(code)
    fingerprint = ":".join(f"{byte:02X}" for byte in found.fingerprint)
    lines = [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        *(candidate_line(n, c) for n, c in enumerate(found.candidates, 1)),
        "a=end-of-candidates",
        f"a=ice-ufrag:{found.ufrag}",
        f"a=ice-pwd:{found.pwd}",
        f"a=fingerprint:sha-256 {fingerprint}",
        f"a=setup:{found.role}",
        "a=mid:0",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
    ]
    return "\r\n".join(lines) + "\r\n"


def candidate_line(number: int, found: Candidate) -> str:
    """A candidate's line, its priority as RFC 8445 gives a host candidate (lower for the other types)."""
    preference = {"host": 126, "prflx": 110, "srflx": 100, "relay": 0}[found.kind]
    priority = (preference << 24) + (65535 - number << 8) + 255
    related = "" if found.kind == "host" else " raddr 0.0.0.0 rport 0"
    return f"a=candidate:{number} 1 udp {priority} {found.address} {found.port} typ {found.kind}{related}"
