"""Owns exact arithmetic and the written number forms of bushiroad-floor (rational, dec2, dec3).

FR.3.2.1.2#1: 「小数第3位を切り捨てます」 = truncation to 2 decimals, ⌊100·x⌋/100.
AB.1.1#1: 「小数第4位を四捨五入します」 = half-up to 3 decimals, ⌊1000·x + 1/2⌋/1000.
Both on Fractions, never on binary floats.
"""

import math
from fractions import Fraction

FLOOR_MW_MIN = Fraction(33, 100)     # FR.3.2.1.2#1 「0.33未満の場合は0.33として扱います」
BN_MW_MIN = Fraction(330, 1000)      # AB.1.1#1 「0.330未満の場合は0.330として扱います」


def trunc2(x):
    return Fraction(math.floor(Fraction(x) * 100), 100)


def halfup3(x):
    return Fraction(math.floor(Fraction(x) * 1000 + Fraction(1, 2)), 1000)


def mean(values):
    values = list(values)
    if not values:
        return None
    return sum(values, Fraction(0)) / len(values)


def rational(x):
    """Lowest terms "p/q", or "n" when whole."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    return "%d/%d" % (x.numerator, x.denominator)


def dec(x, places):
    """Exactly `places` decimals; x must be a multiple of 10^-places."""
    scaled = Fraction(x) * 10 ** places
    if scaled.denominator != 1 or scaled < 0:
        raise ValueError("%s has more than %d decimals" % (x, places))
    digits = str(scaled.numerator).rjust(places + 1, "0")
    return digits[:-places] + "." + digits[-places:]


def dec2(x):
    return dec(x, 2)


def dec3(x):
    return dec(x, 3)


def float_mean_halfup3_differs(values):
    """True when a binary-float mean rounded with round(x, 3), either from the float of the
    exact mean or from a float sum, disagrees with exact half-up: a float trap."""
    values = [Fraction(v) for v in values]
    exact = sum(values, Fraction(0)) / len(values)
    want = halfup3(exact)
    by_exact = Fraction(round(float(exact), 3)).limit_denominator(1000)
    by_sum = Fraction(round(sum(float(v) for v in values) / len(values), 3)).limit_denominator(1000)
    return by_exact != want or by_sum != want


def is_half(x):
    """True when x lies exactly half-way between two 3-decimal values."""
    return (Fraction(x) * 1000 - Fraction(1, 2)).denominator == 1
