"""The page's QR encoder (`ginnyo/web/common/qr.py`) held to segno's, bit for bit, and to the standard's examples.

segno (PyPI, BSD-3-Clause) is the oracle only, never shipped. One known difference is lifted first: segno 1.6.6 writes
8 zero padding bits where the message already ends on a codeword boundary (heuer/segno issue 148), an extra 0x00
codeword that readers ignore; ISO/IEC 18004 §7.4.10 pads only to the boundary, as `qr` does
(`test_the_message_is_padded_as_the_standard_writes`). With the issue's one-line fix patched in, every symbol is
compared whole: the version, the mask and every module.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
import segno
import segno.consts
import segno.encoder
from hypothesis import given, settings
from hypothesis import strategies as st

from ginnyo.web.common import qr
from ginnyo.web.common.qr import Level, Matrix, encode, svg


@pytest.fixture(autouse=True, scope="module")
def segno_pads_as_the_standard() -> Iterator[None]:
    """segno with the fix of heuer/segno issue 148: zero bits up to the codeword boundary, none past it."""

    def padding(buff: Any, version: int, length: int) -> None:
        buff.extend([0] * (-length % 8))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(segno.encoder, "write_padding_bits", padding)
        yield


def segno_symbol(data: bytes, level: Level, mask: int | None = None) -> segno.QRCode:
    return segno.make(data, error=level.value, mask=mask, mode="byte", boost_error=False, micro=False)


def assert_is_segno_s(mine: Matrix, data: bytes, *, mask_forced: bool = False) -> None:
    """`mine` is the symbol segno makes of `data`: segno chooses the version, and the mask too unless forced."""
    theirs = segno_symbol(data, mine.level, mask=mine.mask if mask_forced else None)
    assert (mine.version, mine.mask) == (theirs.version, theirs.mask)
    assert mine.size == len(theirs.matrix) == 4 * mine.version + 17
    assert mine.rows == tuple(tuple(bool(module) for module in row) for row in theirs.matrix)


def filling(version: int, level: Level) -> bytes:
    """As many bytes as `version` holds at `level`: the smallest version for them is `version` itself."""
    length = qr._data_codewords(version, level) - (3 if version >= 10 else 2)
    return bytes((7 * i + version) % 256 for i in range(length))


LEVELS = list(Level)
FAST_VERSIONS = [*range(1, 11), 14, 21, 32]
"""Versions 1 to 10 (the page's codes are 6 to 8); beyond, one of each later count of alignment rows and remainder
bits, 32 for its odd alignment step, and 40 below; `test_every_version_at_every_level_is_segno_s` (slow) takes all."""


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("version", FAST_VERSIONS)
def test_the_smallest_version_and_the_mask_are_segno_s(version: int, level: Level) -> None:
    data = filling(version, level)
    mine = encode(data, level)
    assert mine.version == version and encode(data + b"!", level).version == version + 1
    assert_is_segno_s(mine, data)


@pytest.mark.parametrize("level", LEVELS)
def test_version_40_and_its_mask_are_segno_s(level: Level) -> None:
    """The largest symbol, with segno's mask forced (its own choice costs it seconds; the slow test makes it)."""
    data = filling(40, level)
    assert_is_segno_s(encode(data, level), data, mask_forced=True)


@pytest.mark.slow  # segno chooses each mask itself: about 10 s
@pytest.mark.parametrize("level", LEVELS)
def test_every_version_at_every_level_is_segno_s(level: Level) -> None:
    for version in qr.VERSIONS:
        data = filling(version, level)
        mine = encode(data, level)
        assert mine.version == version
        assert_is_segno_s(mine, data)


@pytest.mark.parametrize("version", [2, 7])
def test_each_of_the_eight_masks_is_segno_s(version: int) -> None:
    """Every mask pattern, one by one, with and without version information."""
    data = filling(version, Level.Q)
    for mask in range(8):
        mine = encode(data, Level.Q, mask=mask)
        assert mine.mask == mask
        assert_is_segno_s(mine, data, mask_forced=True)


PAYLOADS = [
    b"",
    b"\x00",
    b"hello",
    bytes(range(256)),
    "Ginny-O: à toi de jouer, ते तुझी पाळी".encode(),
    b"https://example.org/ginnyo/#friend=" + b"A" * 64,
    b"Gv3cT1lP9mQ2xR7sK4nB8wE6yH0jU5aD" * 4,  # about the size of a compacted offer
    b"\xff" * 300,
]


@pytest.mark.parametrize("data", PAYLOADS)
@pytest.mark.parametrize("level", LEVELS)
def test_payloads_at_every_level_are_segno_s(data: bytes, level: Level) -> None:
    assert_is_segno_s(encode(data, level), data)


@settings(max_examples=25, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_at_level_m_are_segno_s(data: bytes) -> None:
    assert_is_segno_s(encode(data), data)


def test_the_error_correction_is_the_standard_s_example() -> None:
    """ISO/IEC 18004 Annex I: "01234567" at 1-M, its 16 data codewords and their 10 error correction codewords."""
    data = bytes.fromhex("10200c566180ec11ec11ec11ec11ec11")
    assert qr._rs_remainder(data, 10) == bytes.fromhex("a524d4c1ed36c7872c55")


def test_the_message_is_padded_as_the_standard_writes() -> None:
    """Mode 0100, count 5, "hello", the 4-bit terminator ending on a codeword boundary: the pad codewords follow at
    once (segno 1.6.6 writes a 0x00 codeword first, the difference the fixture lifts)."""
    assert qr._data_bytes(b"hello", 1, Level.M) == bytes.fromhex("40568656c6c6f0") + bytes([0xEC, 0x11] * 4 + [0xEC])


@pytest.mark.parametrize(
    ("level", "first", "last"),
    [(Level.L, 17, 2953), (Level.M, 14, 2331), (Level.Q, 11, 1663), (Level.H, 7, 1273)],
)
def test_byte_capacities_are_the_standard_s(level: Level, first: int, last: int) -> None:
    """The standard's capacity table, byte mode: what a version 1 and a version 40 symbol hold at each level; more
    is refused."""
    assert encode(bytes(first), level).version == 1 and encode(bytes(first + 1), level).version == 2
    assert encode(bytes(last), level).version == 40
    with pytest.raises(ValueError, match=f"{last + 1} bytes do not fit"):
        encode(bytes(last + 1), level)


REMAINDER_BITS = {1: 0, 2: 7, 7: 0, 14: 3, 21: 4, 28: 3, 35: 0}
"""The standard's remainder bits: the modules left over a whole number of codewords, from each of these versions on."""


def test_the_block_table_is_segno_s_copy_of_table_9() -> None:
    """Each block's codewords and data codewords, in order, at every version and level."""
    for version in qr.VERSIONS:
        for level in LEVELS:
            theirs = [
                (block.num_total, block.num_data)
                for block in segno.consts.ECC[version][segno.consts.ERROR_MAPPING[level.value]]
                for _ in range(block.num_blocks)
            ]
            ec = qr._EC_PER_BLOCK[level][version - 1]
            blocks = qr._blocks(bytes(qr._data_codewords(version, level)), version, level)
            assert [(len(block) + ec, len(block)) for block in blocks] == theirs, (version, level)


def test_the_codeword_count_is_the_modules_the_patterns_leave_free() -> None:
    """The count computed from the patterns' sizes equals the free modules of the drawn patterns, for every version."""
    for version in qr.VERSIONS:
        free = sum(row.bit_count() for row in qr._free_rows(version))
        assert free // 8 == qr._codewords_in(version)
        remainder = REMAINDER_BITS[max(v for v in REMAINDER_BITS if v <= version)]
        assert free % 8 == remainder, version


def test_a_forced_version_or_mask_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError, match="do not fit a version 41"):
        encode(b"x", version=41)
    with pytest.raises(ValueError, match="do not fit a version 1"):
        encode(bytes(15), Level.M, version=1)
    with pytest.raises(ValueError, match="no mask 8"):
        encode(b"x", mask=8)


def test_the_svg_is_one_path_of_the_dark_modules_inside_a_quiet_zone() -> None:
    matrix = encode(b"Gv3cT1lP9mQ2xR7sK4nB8wE6yH0jU5aD" * 4)
    drawing = svg(matrix)
    extent = matrix.size + 8
    assert re.fullmatch(rf'<svg [^>]*viewBox="0 0 {extent} {extent}"[^>]*><path [^>]*/></svg>', drawing)
    assert drawing.count("<path") == 1 and "<rect" not in drawing and 'fill="currentColor"' in drawing
    path = re.search(r' d="([^"]*)"', drawing)
    assert path is not None
    drawn = set()
    for x, y, width in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", path.group(1)):
        drawn |= {(int(x) + i - 4, int(y) - 4) for i in range(int(width))}
    assert "".join(re.findall(r"M\d+ \d+h\d+v1h-\d+z", path.group(1))) == path.group(1)
    dark = {(x, y) for y, row in enumerate(matrix.rows) for x, module in enumerate(row) if module}
    assert drawn == dark


def test_the_svg_s_border_is_the_quiet_zone_asked_for() -> None:
    matrix = encode(b"hello")
    assert 'viewBox="0 0 23 23"' in svg(matrix, border=1)
    assert "M1 1h7v1h-7z" in svg(matrix, border=1)  # the upper left finder's top row
