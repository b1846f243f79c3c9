"""The ristretto255 group (RFC 9496): a group of prime order about 2**252 with a canonical 32-byte encoding.

Why this group: the fair deal encrypts every tile by multiplying its group element by a secret scalar, and that
must commute (two devices lock and unlock in any order). SRA over a 2048-bit safe prime costs 22-37 ms per
exponentiation in pure Python; a scalar multiplication here costs a few milliseconds. Its order is prime, so
unlike the integers modulo p (whose quadratic residuosity survives encryption) no public property of an
encrypted tile tells one tile from another, and every encoding is canonical, so a tile has one spelling.

Points are kept in extended twisted Edwards coordinates (X, Y, Z, T) of edwards25519 (a = -1); the formulas
are those of Hisil, Wong, Carter and Dawson (2008). This is plain Python integer arithmetic: it is not constant
time, which does not matter here since nothing is secret from the player whose own device computes it.
"""

from __future__ import annotations

from dataclasses import dataclass

P = 2**255 - 19
"""The field's prime."""
ORDER = 2**252 + 27742317777372353535851937790883648493
"""The group's prime order (the scalars are taken modulo it)."""
D = 37095705934669439343138083508754565189542113879843219016388785533085940283555
SQRT_M1 = 19681161376707505956807079304988542015446066515923890162744021073123829784752
SQRT_AD_MINUS_ONE = 25063068953384623474111414158702152701244531502492656460079210482610430750235
INVSQRT_A_MINUS_D = 54469307008909316920995813868745141605393597292927456921205312896311721017578
ONE_MINUS_D_SQ = 1159843021668779879193775521855586647937357759715417654439879720876111806838
D_MINUS_ONE_SQ = 40440834346308536858101042469323190826248399146238708352240133220865137265952
D2 = 2 * D % P
SIZE = 32
"""Bytes of an encoded element."""


class NotAnElement(ValueError):
    """32 bytes that are not the canonical encoding of an element."""


def is_negative(x: int) -> bool:
    """RFC 9496's sign: a field element is negative when its least significant bit is set."""
    return x % P & 1 == 1


def absolute(x: int) -> int:
    """The non-negative one of x and -x."""
    x %= P
    return P - x if x & 1 else x


def sqrt_ratio_m1(u: int, v: int) -> tuple[bool, int]:
    """(whether u/v is a square, the non-negative square root of u/v or of SQRT_M1 * u/v), RFC 9496 4.2."""
    v3 = v * v % P * v % P
    v7 = v3 * v3 % P * v % P
    r = u * v3 % P * pow(u * v7 % P, (P - 5) // 8, P) % P
    check = v * r % P * r % P
    correct = check == u % P
    flipped = check == -u % P
    flipped_i = check == -u * SQRT_M1 % P
    if flipped or flipped_i:
        r = r * SQRT_M1 % P
    return correct or flipped, absolute(r)


@dataclass(frozen=True, eq=False)
class Point:
    """An element of the group, as a representative point of edwards25519 in extended coordinates.

    Two representatives of one element compare equal (RFC 9496 4.3.3); encode it to hash or store it.
    """

    x: int
    y: int
    z: int
    t: int

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x * other.y - self.y * other.x) % P == 0 or (self.y * other.y - self.x * other.x) % P == 0

    def __hash__(self) -> int:
        return hash(self.encode())

    def __add__(self, other: Point) -> Point:
        a = (self.y - self.x) * (other.y - other.x) % P
        b = (self.y + self.x) * (other.y + other.x) % P
        c = self.t * D2 % P * other.t % P
        d = 2 * self.z * other.z % P
        e, f, g, h = b - a, d - c, d + c, b + a
        return Point(e * f % P, g * h % P, f * g % P, e * h % P)

    def double(self) -> Point:
        a = self.x * self.x % P
        b = self.y * self.y % P
        c = 2 * self.z * self.z % P
        h = a + b
        s = self.x + self.y
        e = h - s * s % P
        g = a - b
        f = c + g
        return Point(e * f % P, g * h % P, f * g % P, e * h % P)

    def __neg__(self) -> Point:
        return Point(-self.x % P, self.y, self.z, -self.t % P)

    def __mul__(self, scalar: int) -> Point:
        """scalar * self, by a fixed window of 4 bits over the scalar reduced modulo the order.

        Written out on plain integers (no Point per step) since a deal spends nearly all its time here: the
        table holds each multiple as (Y-X, Y+X, 2Z, 2dT), what an addition needs, and the doublings skip
        reducing T, which only an addition reads.
        """
        scalar %= ORDER
        table = []
        multiple = IDENTITY
        for _ in range(16):
            table.append(
                ((multiple.y - multiple.x) % P, (multiple.y + multiple.x) % P, 2 * multiple.z % P, multiple.t * D2 % P)
            )
            multiple = multiple + self
        x, y, z, t = 0, 1, 1, 0
        for shift in range(252, -4, -4):
            for _ in range(4):
                a = x * x % P
                b = y * y % P
                c = 2 * z * z % P
                h = a + b
                s = x + y
                e = h - s * s % P
                g = a - b
                f = c + g
                x, y, z, t = e * f % P, g * h % P, f * g % P, e * h
            digit = scalar >> shift & 15
            if digit:
                minus, plus, z2, t2d = table[digit]
                a = (y - x) * minus % P
                b = (y + x) * plus % P
                c = t % P * t2d % P
                d = z * z2 % P
                e, f, g, h = b - a, d - c, d + c, b + a
                x, y, z, t = e * f % P, g * h % P, f * g % P, e * h
        return Point(x, y, z, t % P)

    __rmul__ = __mul__

    def encode(self) -> bytes:
        """The canonical 32 bytes of the element (RFC 9496 4.3.2)."""
        u1 = (self.z + self.y) * (self.z - self.y) % P
        u2 = self.x * self.y % P
        _, invsqrt = sqrt_ratio_m1(1, u1 * u2 % P * u2 % P)
        den1 = invsqrt * u1 % P
        den2 = invsqrt * u2 % P
        z_inv = den1 * den2 % P * self.t % P
        x, y, den_inv = self.x, self.y, den2
        if is_negative(self.t * z_inv):
            x, y = self.y * SQRT_M1 % P, self.x * SQRT_M1 % P
            den_inv = den1 * INVSQRT_A_MINUS_D % P
        if is_negative(x * z_inv):
            y = -y % P
        return absolute(den_inv * (self.z - y)).to_bytes(SIZE, "little")


IDENTITY = Point(0, 1, 1, 0)
BASE = Point(
    15112221349535400772501151409588531511454012693041857206046113283949847762202,
    46316835694926478169428394003475163141307993866256225615783033603165251855960,
    1,
    46827403850823179245072216630277197565144205554125654976674165829533817101731,
)
"""The generator: edwards25519's base point."""


def decode(data: bytes) -> Point:
    """The element 32 bytes encode, or `NotAnElement` (RFC 9496 4.3.1)."""
    if len(data) != SIZE:
        raise NotAnElement(f"{len(data)} bytes")
    s = int.from_bytes(data, "little")
    if s >= P or is_negative(s):
        raise NotAnElement("not a canonical field element")
    ss = s * s % P
    u1 = (1 - ss) % P
    u2 = (1 + ss) % P
    u2_sqr = u2 * u2 % P
    v = (-(D * u1 % P * u1) - u2_sqr) % P
    was_square, invsqrt = sqrt_ratio_m1(1, v * u2_sqr % P)
    den_x = invsqrt * u2 % P
    den_y = invsqrt * den_x % P * v % P
    x = absolute(2 * s * den_x)
    y = u1 * den_y % P
    t = x * y % P
    if not was_square or is_negative(t) or y == 0:
        raise NotAnElement("not on the group")
    return Point(x, y, 1, t)


def elligator(t: int) -> Point:
    """RFC 9496's MAP: a field element to a group element, with nobody knowing its discrete logarithm."""
    r = SQRT_M1 * t % P * t % P
    u = (r + 1) * ONE_MINUS_D_SQ % P
    v = (-1 - r * D) * (r + D) % P
    was_square, s = sqrt_ratio_m1(u, v)
    c = P - 1
    if not was_square:
        s = -absolute(s * t) % P
        c = r
    n = (c * (r - 1) % P * D_MINUS_ONE_SQ - v) % P
    w0 = 2 * s * v % P
    w1 = n * SQRT_AD_MINUS_ONE % P
    w2 = (1 - s * s) % P
    w3 = (1 + s * s) % P
    return Point(w0 * w3 % P, w2 * w1 % P, w1 * w3 % P, w0 * w2 % P)


def from_uniform_bytes(data: bytes) -> Point:
    """The element 64 uniformly random bytes derive (RFC 9496 4.3.4), e.g. a SHA-512 digest."""
    if len(data) != 64:
        raise ValueError("64 bytes expected")
    low = int.from_bytes(data[:32], "little") & (2**255 - 1)
    high = int.from_bytes(data[32:], "little") & (2**255 - 1)
    return elligator(low % P) + elligator(high % P)
