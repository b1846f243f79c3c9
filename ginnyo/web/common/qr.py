"""QR codes (ISO/IEC 18004:2015), made on the page: the live game's offer and answer shown to a phone's camera.

The page loads nothing from another origin and ships no third-party Python, so the encoder is written here: byte
mode only (a WebRTC code is base64url text, and byte mode reads any bytes), versions 1 to 40, the four error
correction levels. `encode` takes the smallest version that holds the bytes and the mask of lowest penalty; `svg`
draws the symbol as one path in ``currentColor``. `tests/test_web_qr.py` holds every symbol to segno's, bit for bit.

Rows of modules are kept as integers while the symbol is built (bit ``size - 1 - x`` is column ``x``, 1 is dark):
masking a row is one XOR and the penalty's 2×2 blocks are counted with bit operations, fast enough in Pyodide.
Section numbers below are the standard's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from enum import StrEnum
from functools import cache
from itertools import pairwise

from .frozen import frozen

__all__ = ["H", "L", "Level", "M", "Matrix", "Q", "encode", "svg"]


class Level(StrEnum):
    """The error correction level: the share of the symbol that may be lost and still read (L 7%, M 15%, Q 25%,
    H 30%), paid for in capacity."""

    L = "L"
    M = "M"
    Q = "Q"
    H = "H"


L, M, Q, H = Level.L, Level.M, Level.Q, Level.H

_FORMAT_LEVEL = {L: 0b01, M: 0b00, Q: 0b11, H: 0b10}
"""The level's two bits in the format information (§7.9.1, Table 12): not in the levels' order."""

# §7.5.1, Table 9 (error correction characteristics), versions 1 to 40, in two columns: the EC codewords of each
# block, and the number of blocks (the compact form of Nayuki's QR Code generator). The rest of Table 9 follows from
# the version's codeword count (`_codewords_in`): the blocks share its codewords, the later ones one longer where
# they do not divide evenly. tests/test_web_qr.py compares the whole table with segno's copy.
_EC_PER_BLOCK = {
    L: (7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28)
    + (28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    M: (10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26)
    + (26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28),
    Q: (13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30)
    + (28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    H: (17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28)
    + (30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
}
_BLOCKS = {
    L: (1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8)
    + (8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25),
    M: (1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16)
    + (17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49),
    Q: (1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20)
    + (23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68),
    H: (1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25)
    + (25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81),
}

VERSIONS = range(1, 41)
BYTE_MODE = 0b0100
"""The mode indicator of 8-bit byte data (Table 2)."""
QUIET = 4
"""The light margin a reader needs around a symbol, in modules."""
PADS = (0b11101100, 0b00010001)
"""The pad codewords that fill the data capacity after the message, alternately (§7.4.10)."""


@frozen
class Matrix:
    """A QR symbol without its quiet zone: `rows[y][x]` is True where the module is dark; the version, level and
    mask it was made with."""

    size: int
    rows: tuple[tuple[bool, ...], ...]
    version: int
    level: Level
    mask: int


def encode(data: bytes, level: Level = M, *, version: int | None = None, mask: int | None = None) -> Matrix:
    """The QR symbol of `data` in byte mode: the smallest version that holds it, the mask of lowest penalty.

    `version` and `mask` force a choice (the tests compare each with another encoder's); a ValueError says the
    bytes do not fit.
    """
    version = _smallest_version(len(data), level) if version is None else version
    if version not in VERSIONS or _bits_needed(len(data), version) > 8 * _data_codewords(version, level):
        raise ValueError(f"{len(data)} bytes do not fit a version {version} QR code at level {level}")
    if mask not in (None, *range(8)):
        raise ValueError(f"no mask {mask}: masks are 0 to 7")
    free = _free_rows(version)
    data_rows = _place(_final_message(data, version, level), version)
    masks = range(8) if mask is None else (mask,)
    masked = {m: [d ^ (b & f) for d, b, f in zip(data_rows, _mask_rows(m, 4 * version + 17), free)] for m in masks}
    dark = _function_rows(version)
    best = min(masks, key=lambda m: _penalty([r | d for r, d in zip(masked[m], dark)]))
    rows = [r | d | i for r, d, i in zip(masked[best], dark, _information_rows(version, level, best))]
    size = 4 * version + 17
    return Matrix(size, tuple(_booleans(row, size) for row in rows), version, level, best)


def svg(matrix: Matrix, border: int = QUIET) -> str:
    """The symbol as an SVG document: one path of dark rectangles, a run of dark modules each, filled with
    ``currentColor`` and nothing behind it, so that the page's colours (and its dark mode) apply.

    The caller sets the colours on the element holding it (dark on light in both themes: not every camera reads an
    inverted code) and its role and label. `border` is the quiet zone in modules; the standard asks for `QUIET`.
    """
    extent = matrix.size + 2 * border
    runs = (
        f"M{border + match.start()} {border + y}h{len(match.group())}v1h-{len(match.group())}z"
        for y, row in enumerate(matrix.rows)
        for match in re.finditer("1+", "".join("1" if dark else "0" for dark in row))
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {extent} {extent}" shape-rendering="crispEdges">'
        f'<path fill="currentColor" d="{"".join(runs)}"/></svg>'
    )


def _booleans(row: int, size: int) -> tuple[bool, ...]:
    return tuple(c == "1" for c in format(row, f"0{size}b"))


# Capacity: which version holds the bytes.


def _count_bits(version: int) -> int:
    """The width of byte mode's character count (Table 3): 8 bits up to version 9, 16 from 10."""
    return 8 if version < 10 else 16


def _bits_needed(length: int, version: int) -> int:
    return 4 + _count_bits(version) + 8 * length


def _smallest_version(length: int, level: Level) -> int:
    for version in VERSIONS:
        if _bits_needed(length, version) <= 8 * _data_codewords(version, level):
            return version
    raise ValueError(f"{length} bytes do not fit a QR code at level {level}")


def _alignment_centres(version: int) -> list[int]:
    """The rows (and columns) of the alignment patterns' centres (Annex E, Table E.1): 6 and then evenly spaced
    back from the far edge, in even steps (version 32 alone has 26 where the rule gives 28)."""
    if version == 1:
        return []
    count = version // 7 + 2
    step = 26 if version == 32 else (version * 4 + count * 2 + 1) // (count * 2 - 2) * 2
    return [6, *sorted(4 * version + 10 - i * step for i in range(count - 1))]


def _codewords_in(version: int) -> int:
    """The codewords a version holds: its modules less the function patterns', in bytes.

    The finders with their separators take 3 × 64, the format information 31 (with the dark module), the timing
    patterns what the finders leave of row and column 6; the alignment patterns 25 each but for the modules they
    share with the timing patterns; the version information 2 × 18 from version 7. What is left over a multiple of
    8 are the remainder bits, 0 to 7 modules.
    """
    size = 4 * version + 17
    modules = size * size - 3 * 64 - 31 - 2 * (size - 16)
    count = len(_alignment_centres(version))
    if count:
        modules -= 25 * (count * count - 3) - 10 * (count - 2)
    if version >= 7:
        modules -= 36
    return modules // 8


def _data_codewords(version: int, level: Level) -> int:
    return _codewords_in(version) - _EC_PER_BLOCK[level][version - 1] * _BLOCKS[level][version - 1]


# The message: data codewords, Reed–Solomon error correction, the blocks interleaved.


def _data_bytes(data: bytes, version: int, level: Level) -> bytes:
    """The data codewords (§7.4): mode, count, the bytes, a terminator of up to 4 zero bits, zeros to the byte,
    then the pad codewords to the capacity."""
    capacity = _data_codewords(version, level)
    bits = f"{BYTE_MODE:04b}{len(data):0{_count_bits(version)}b}" + "".join(f"{byte:08b}" for byte in data)
    bits += "0" * min(4, 8 * capacity - len(bits))
    bits += "0" * (-len(bits) % 8)
    message = bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits), 8))
    return message + bytes(PADS[i % 2] for i in range(capacity - len(message)))


def _blocks(data: bytes, version: int, level: Level) -> list[bytes]:
    """The data codewords cut into the version's blocks (§7.5.2, Table 9): the short blocks first, then those one
    codeword longer."""
    count, ec = _BLOCKS[level][version - 1], _EC_PER_BLOCK[level][version - 1]
    total = _codewords_in(version)
    short = total // count - ec
    longer = total % count
    sizes = [short] * (count - longer) + [short + 1] * longer
    starts = [sum(sizes[:i]) for i in range(count)]
    return [data[start : start + n] for start, n in zip(starts, sizes)]


def _final_message(data: bytes, version: int, level: Level) -> bytes:
    """The codewords in the symbol's order (§7.6): the blocks' data codewords column by column, then their error
    correction codewords the same way."""
    blocks = _blocks(_data_bytes(data, version, level), version, level)
    ec = _EC_PER_BLOCK[level][version - 1]
    checks = [_rs_remainder(block, ec) for block in blocks]
    return _interleave(blocks) + _interleave(checks)


def _interleave(blocks: list[bytes]) -> bytes:
    longest = max(len(block) for block in blocks)
    return bytes(block[i] for i in range(longest) for block in blocks if i < len(block))


def _gf_tables() -> tuple[list[int], list[int]]:
    """Powers and logarithms of 2 in GF(256) modulo x⁸ + x⁴ + x³ + x² + 1 (0x11D, Annex A); the powers are written
    twice so that a product's exponents need no modulo."""
    exp, log = [0] * 512, [0] * 256
    value = 1
    for power in range(255):
        exp[power] = exp[power + 255] = value
        log[value] = power
        value <<= 1
        if value & 0x100:
            value ^= 0x11D
    return exp, log


_EXP, _LOG = _gf_tables()


def _multiply(a: int, b: int) -> int:
    return _EXP[_LOG[a] + _LOG[b]] if a and b else 0


@cache
def _generator(degree: int) -> tuple[int, ...]:
    """The generator polynomial (x − 2⁰)(x − 2¹)…(x − 2^(degree−1)) of Annex A, highest power first without its
    leading 1, as logarithms: none of its coefficients is 0 (Annex A writes each as a power of 2)."""
    poly = [1]
    for power in range(degree):
        poly = [a ^ _multiply(b, _EXP[power]) for a, b in zip([*poly, 0], [0, *poly])]
    return tuple(_LOG[c] for c in poly[1:])


def _rs_remainder(block: bytes, degree: int) -> bytes:
    """The error correction codewords of a block: the remainder of block · x^degree divided by the generator."""
    divisor = _generator(degree)
    remainder = [0] * degree
    for byte in block:
        factor = byte ^ remainder[0]
        remainder = [*remainder[1:], 0]
        if factor:
            log = _LOG[factor]
            remainder = [r ^ _EXP[log + c] for r, c in zip(remainder, divisor)]
    return bytes(remainder)


# The matrix: function patterns, the codewords' path, masks, format and version information.


@cache
def _function_pattern(version: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The version's function patterns (§6.3) as rows: the dark modules, and every module kept from the data (the
    patterns, and the format and version information's places, drawn later)."""
    size = 4 * version + 17
    dark = [[False] * size for _ in range(size)]
    kept = [[False] * size for _ in range(size)]

    def put(x: int, y: int, is_dark: bool) -> None:
        if 0 <= x < size and 0 <= y < size:
            dark[y][x], kept[y][x] = is_dark, True

    for i in range(size):  # the timing patterns (§6.3.5); the finders and alignment patterns overwrite their ends
        put(6, i, i % 2 == 0)
        put(i, 6, i % 2 == 0)
    for cx, cy in ((3, 3), (size - 4, 3), (3, size - 4)):  # finders with their light separators (§6.3.3, §6.3.4)
        for dy in range(-4, 5):
            for dx in range(-4, 5):
                put(cx + dx, cy + dy, max(abs(dx), abs(dy)) not in (2, 4))
    centres = _alignment_centres(version)
    finders = {(6, 6), (6, size - 7), (size - 7, 6)}
    for cy in centres:  # alignment patterns (§6.3.6) everywhere but on the finders
        for cx in centres:
            if (cx, cy) not in finders:
                for dy in range(-2, 3):
                    for dx in range(-2, 3):
                        put(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1)
    for x, y in _format_places(size):
        put(x, y, False)
    if version >= 7:
        for x, y in _version_places(size):
            put(x, y, False)
    return tuple(_row_bits(row) for row in dark), tuple(_row_bits(row) for row in kept)


def _row_bits(row: list[bool]) -> int:
    return int("".join("1" if module else "0" for module in row), 2)


def _function_rows(version: int) -> tuple[int, ...]:
    return _function_pattern(version)[0]


@cache
def _free_rows(version: int) -> tuple[int, ...]:
    """The modules that carry codewords, and the only ones a mask changes (§7.8.2)."""
    full = (1 << (4 * version + 17)) - 1
    return tuple(full & ~kept for kept in _function_pattern(version)[1])


def _format_places(size: int) -> list[tuple[int, int]]:
    """Where the format information's bits 0 to 14 go (§7.9.1), both copies, as (x, y); last the dark module,
    always dark."""
    first = [(8, i) for i in range(6)] + [(8, 7), (8, 8), (7, 8)] + [(14 - i, 8) for i in range(9, 15)]
    second = [(size - 1 - i, 8) for i in range(8)] + [(8, size - 15 + i) for i in range(8, 15)]
    return first + second + [(8, size - 8)]


def _version_places(size: int) -> list[tuple[int, int]]:
    """Where the version information's bits 0 to 17 go (§7.10): above the lower left finder, then
    beside the upper right one, mirrored, as (x, y)."""
    return [(i // 3, size - 11 + i % 3) for i in range(18)] + [(size - 11 + i % 3, i // 3) for i in range(18)]


@cache
def _path(version: int) -> tuple[tuple[int, int], ...]:
    """The free modules in the order the codewords' bits fill them (§7.7.3): two columns at a time from the right,
    up then down, skipping the vertical timing column, each row's right module first; as (row, bit)."""
    size = 4 * version + 17
    free = _free_rows(version)
    columns = [right - (right <= 6) for right in range(size - 1, 0, -2)]
    order = []
    for turn, right in enumerate(columns):
        for y in range(size - 1, -1, -1) if turn % 2 == 0 else range(size):
            for x in (right, right - 1):
                bit = 1 << (size - 1 - x)
                if free[y] & bit:
                    order.append((y, bit))
    return tuple(order)


def _place(message: bytes, version: int) -> list[int]:
    """The codewords' bits along the path, most significant first; the remainder bits after them stay 0."""
    rows = [0] * (4 * version + 17)
    for bit, (y, module) in zip("".join(f"{byte:08b}" for byte in message), _path(version)):
        if bit == "1":
            rows[y] |= module
    return rows


_MASKS: tuple[Callable[[int, int], bool], ...] = (
    lambda i, j: (i + j) % 2 == 0,
    lambda i, j: i % 2 == 0,
    lambda i, j: j % 3 == 0,
    lambda i, j: (i + j) % 3 == 0,
    lambda i, j: (i // 2 + j // 3) % 2 == 0,
    lambda i, j: i * j % 2 + i * j % 3 == 0,
    lambda i, j: (i * j % 2 + i * j % 3) % 2 == 0,
    lambda i, j: ((i + j) % 2 + i * j % 3) % 2 == 0,
)
"""The data mask patterns 000 to 111 (§7.8.2, Table 10): a module of row i, column j is inverted where true."""


PERIOD = 12
"""Every mask repeats every 12 rows and every 12 columns (its terms are of i and j modulo 2, 3, 4 or 6)."""


@cache
def _mask_rows(mask: int, size: int) -> tuple[int, ...]:
    """The mask's rows, drawn as a 12 × 12 tile repeated (a pattern's modules one by one cost Pyodide tens of ms)."""
    condition = _MASKS[mask]
    tile = ["".join("1" if condition(i, j) else "0" for j in range(PERIOD)) for i in range(PERIOD)]
    return tuple(int((tile[i % PERIOD] * (size // PERIOD + 1))[:size], 2) for i in range(size))


def _information_rows(version: int, level: Level, mask: int) -> list[int]:
    """The format information (§7.9.1: level and mask, BCH(15,5), XOR 0x5412) and, from version 7, the version
    information (§7.10: BCH(18,6)), with the dark module, as rows of dark modules."""
    size = 4 * version + 17
    rows = [0] * size
    bits = [*_bits_of(_format_bits(level, mask), 15) * 2, True]
    places = _format_places(size)
    if version >= 7:
        bits += _bits_of(_version_bits(version), 18) * 2
        places += _version_places(size)
    for is_dark, (x, y) in zip(bits, places):
        if is_dark:
            rows[y] |= 1 << (size - 1 - x)
    return rows


def _bits_of(value: int, width: int) -> list[bool]:
    """The bits of `value`, least significant first."""
    return [bool(value >> i & 1) for i in range(width)]


def _format_bits(level: Level, mask: int) -> int:
    """Level and mask with the BCH(15,5) code of generator 0x537 (Annex C), masked by 0x5412 so that it is never
    all light; two copies (`_format_places`)."""
    data = _FORMAT_LEVEL[level] << 3 | mask
    remainder = data
    for _ in range(10):
        remainder = remainder << 1 ^ (remainder >> 9) * 0x537
    return (data << 10 | remainder) ^ 0x5412


def _version_bits(version: int) -> int:
    """The version with the BCH(18,6) code of generator 0x1F25 (Annex D)."""
    remainder = version
    for _ in range(12):
        remainder = remainder << 1 ^ (remainder >> 11) * 0x1F25
    return version << 12 | remainder


# The penalty (§7.8.3.1, Table 11), read as segno does: on the masked symbol before its format and version
# information are drawn (their places and the dark module light), the quiet zone light.

_RUN = re.compile("0{5,}|1{5,}")
FINDER_LIKE = "1011101"
"""Dark, light, dark ×3, light, dark: the 1:1:3:1:1 ratio of a finder, which a reader could take for one."""


def _penalty(rows: list[int]) -> int:
    """The mask's penalty: the rows and columns are read as text, all at once (one regular expression, one search,
    in C), joined by a "2" that no run or pattern crosses."""
    size = len(rows)
    lines = [format(row, f"0{size}b") for row in rows]
    lines += ["".join(column) for column in zip(*lines)]
    zone = "0" * QUIET
    return (
        _runs("2".join(lines))
        + _blocks_of_four(rows, size)
        + _finder_likes("2".join(zone + line + zone for line in lines))
        + _imbalance(rows, size)
    )


def _runs(lines: str) -> int:
    """N1: 3 points for 5 modules of one colour in a row or column, 1 more for each further module."""
    runs = _RUN.findall(lines)
    return sum(map(len, runs)) - 2 * len(runs)


def _blocks_of_four(rows: list[int], size: int) -> int:
    """N2: 3 points for each 2×2 block of one colour, overlapping blocks each counted."""
    full = (1 << size) - 1
    total = 0
    for upper, lower in pairwise(rows):
        same_below = full & ~(upper ^ lower)
        same_right = (full >> 1) & ~(upper ^ upper >> 1)
        total += (same_below & same_below >> 1 & same_right).bit_count()
    return 3 * total


def _finder_likes(lines: str) -> int:
    """N3: 40 points for each 1:1:3:1:1 pattern with 4 light modules before or after it, in lines that carry their
    quiet zone. After one counted the search goes on past it; after one not counted, from its fifth module, where
    the next could start."""
    total, start = 0, lines.find(FINDER_LIKE)
    while start != -1:
        end = start + len(FINDER_LIKE)
        if "1" not in lines[start - 4 : start] or "1" not in lines[end : end + 4]:
            total += 40
        else:
            end = start + 4
        start = lines.find(FINDER_LIKE, end)
    return total


def _imbalance(rows: list[int], size: int) -> int:
    """N4: 10 points for each full 5% that the share of dark modules is away from half."""
    dark = sum(row.bit_count() for row in rows)
    total = size * size
    return 10 * (abs(20 * dark - 10 * total) // total)
