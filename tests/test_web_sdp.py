"""A live connection's description as a compact code: what a browser's offer or answer needs survives, the code is
short enough for a small QR code, and anything else is refused in words."""

from __future__ import annotations

import ipaddress
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ginnyo.web.common.qr import L, encode
from ginnyo.web.common.sdp import Candidate, Kind, SdpError, compact, expand, parse, read

CHROMIUM_OFFER = (Path(__file__).parent / "data" / "chromium-offer.sdp").read_text(encoding="utf-8")
"""A non-trickle offer of Chromium 156 on this machine (two mDNS host candidates), as `localDescription.sdp`."""

FIREFOX_ANSWER = """v=0
o=mozilla...THIS_IS_SDPARTA-153.0 4183318532357373411 0 IN IP4 0.0.0.0
s=-
t=0 0
a=fingerprint:sha-256 4A:11:9C:22:0F:73:AB:6D:01:9E:55:24:7B:C0:88:31:2F:44:EE:D9:13:6A:BF:90:07:5C:61:A2:3E:F8:14:C9
a=group:BUNDLE 0
a=ice-options:trickle
a=msid-semantic:WMS *
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:0 1 UDP 2122252543 192.0.2.7 51334 typ host
a=candidate:1 1 TCP 2105524479 192.0.2.7 9 typ host tcptype active
a=candidate:2 1 UDP 1686052863 198.51.100.20 51334 typ srflx raddr 192.0.2.7 rport 51334
a=candidate:3 1 UDP 2122187007 2001:db8::7 40412 typ host
a=sendrecv
a=end-of-candidates
a=ice-pwd:0d5f6e6c9b3b8f34d7a2c1e0a9b8c7d6
a=ice-ufrag:7c0ab3e1
a=mid:0
a=setup:active
a=sctp-port:5000
a=max-message-size:1073741823
"""
"""An answer in Firefox's form (documentation addresses): host, server-reflexive and IPv6 candidates, and a TCP one
that a DataChannel between two browsers does not need."""


def test_an_offer_keeps_what_the_other_browser_needs_in_a_small_qr_code() -> None:
    code = compact(CHROMIUM_OFFER, Kind.OFFER)
    assert 100 <= len(code) <= 140 and len(CHROMIUM_OFFER.encode()) > 560
    assert 5 <= encode(code.encode(), L).version <= 8 < encode(CHROMIUM_OFFER.encode(), L).version
    kept = read(code)
    original = parse(CHROMIUM_OFFER, Kind.OFFER)
    assert kept == original
    assert len(kept.candidates) == 2 and all(c.address.endswith(".local") for c in kept.candidates)
    again = parse(expand(code), Kind.OFFER)
    assert again == original


def test_an_answer_keeps_its_udp_candidates_of_every_address_kind() -> None:
    code = compact(FIREFOX_ANSWER, Kind.ANSWER)
    found = read(code)
    assert found.kind is Kind.ANSWER and found.role == "active" and found.ufrag == "7c0ab3e1"
    assert found.candidates == (
        Candidate("192.0.2.7", 51334),
        Candidate("198.51.100.20", 51334, "srflx"),
        Candidate("2001:db8::7", 40412),
    )
    assert "a=setup:active" in expand(code) and "typ srflx raddr 0.0.0.0 rport 0" in expand(code)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "not a code"),
        ("not base64!", "not a code"),
        ("AQ", "damaged"),
        (compact(CHROMIUM_OFFER, Kind.OFFER)[:-6], "damaged"),
    ],
)
def test_what_is_not_a_code_is_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(SdpError, match=words):
        expand(text)


def test_a_description_without_its_ice_or_dtls_lines_is_refused() -> None:
    with pytest.raises(SdpError, match="ICE username"):
        compact(CHROMIUM_OFFER.replace("a=ice-pwd:", "a=nothing:"), Kind.OFFER)


ADDRESSES = st.one_of(
    st.uuids().map(lambda u: f"{u}.local"),
    st.ip_addresses(v=4).map(str),
    st.ip_addresses(v=6).map(str),
)


@given(
    ufrag=st.text("abcdefABCDEF0123456789+/", min_size=4, max_size=32),
    pwd=st.text("abcdefABCDEF0123456789+/", min_size=22, max_size=64),
    digest=st.binary(min_size=32, max_size=32),
    role=st.sampled_from(["actpass", "active", "passive"]),
    kind=st.sampled_from(Kind),
    candidates=st.lists(
        st.builds(Candidate, ADDRESSES, st.integers(1, 65535), st.sampled_from(["host", "srflx"])), max_size=8
    ),
)
def test_every_description_reads_back_from_its_code(
    ufrag: str, pwd: str, digest: bytes, role: str, kind: Kind, candidates: list[Candidate]
) -> None:
    lines = [
        "v=0",
        f"a=ice-ufrag:{ufrag}",
        f"a=ice-pwd:{pwd}",
        "a=fingerprint:sha-256 " + ":".join(f"{b:02X}" for b in digest),
        f"a=setup:{role}",
        *(f"a=candidate:{n} 1 udp 1 {c.address} {c.port} typ {c.kind}" for n, c in enumerate(candidates)),
    ]
    code = compact("\r\n".join(lines), kind)
    found = read(code)
    assert (found.kind, found.ufrag, found.pwd, found.fingerprint, found.role) == (kind, ufrag, pwd, digest, role)
    assert [(c.address, c.port, c.kind) for c in found.candidates] == [
        (c.address if c.address.endswith(".local") else str(ipaddress.ip_address(c.address)), c.port, c.kind)
        for c in candidates
    ]
    assert parse(expand(code), kind) == found
