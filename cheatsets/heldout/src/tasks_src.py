"""Held-out tasks: written for this set, none duplicates tasks/python."""

TASKS = {}


def task(name, tier, tid, desc, starter, tests, reference, expected, extra_starter=None):
    TASKS[name] = dict(tier=tier, id=tid, desc=desc, starter=starter, tests=tests,
                       reference=reference, expected=expected, extra_starter=extra_starter or {})


# ---------------------------------------------------------------- easy
task("easy-01-caesar-cipher", "easy", "py-heldout-easy-caesar",
     "Implement caesar(text, shift): shift every ASCII letter by shift places (wrapping around the "
     "alphabet, keeping case); leave every other character unchanged. shift may be negative or larger than 26.",
'''"""Implement caesar(text, shift): shift ASCII letters by shift places, keeping case; other characters unchanged."""


def caesar(text, shift):
    raise NotImplementedError
''',
'''from solution import caesar


def test_basic():
    assert caesar("abc", 1) == "bcd"


def test_wraps_around():
    assert caesar("xyz", 3) == "abc"


def test_case_and_punctuation():
    assert caesar("Hello, World!", 5) == "Mjqqt, Btwqi!"


def test_negative_and_large_shift():
    assert caesar("Hello", -27) == "Gdkkn"
    assert caesar("Hello", 52) == "Hello"
''',
'''def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)
''', 4)

task("easy-02-leap-years", "easy", "py-heldout-easy-leap-years",
     "Implement is_leap(year) (Gregorian rules: divisible by 4, except centuries not divisible by 400) and "
     "count_leaps(start, end): the number of leap years in the inclusive range; raise ValueError if start > end.",
'''"""Implement is_leap(year) and count_leaps(start, end) (inclusive; ValueError if start > end)."""


def is_leap(year):
    raise NotImplementedError


def count_leaps(start, end):
    raise NotImplementedError
''',
'''import pytest

from solution import count_leaps, is_leap


def test_is_leap_basic():
    assert is_leap(2024) is True
    assert is_leap(2023) is False


def test_is_leap_centuries():
    assert is_leap(1900) is False
    assert is_leap(2000) is True
    assert is_leap(2100) is False


def test_count_leaps():
    assert count_leaps(1900, 2000) == 25
    assert count_leaps(2001, 2003) == 0
    assert count_leaps(2024, 2024) == 1


def test_count_leaps_bad_range():
    with pytest.raises(ValueError):
        count_leaps(2000, 1999)
''',
'''def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def count_leaps(start, end):
    if start > end:
        raise ValueError("start > end")

    def upto(y):
        return y // 4 - y // 100 + y // 400

    return upto(end) - upto(start - 1)
''', 4)

task("easy-03-second-largest", "easy", "py-heldout-easy-second-largest",
     "Implement second_largest(xs): the second largest DISTINCT value in a list of numbers; raise ValueError "
     "if the list has fewer than two distinct values.",
'''"""Implement second_largest(xs): second largest distinct value; ValueError if fewer than two distinct values."""


def second_largest(xs):
    raise NotImplementedError
''',
'''import pytest

from solution import second_largest


def test_basic():
    assert second_largest([3, 1, 4, 1, 5]) == 4


def test_duplicates_of_max():
    assert second_largest([5, 5, 4, 5]) == 4


def test_negatives():
    assert second_largest([-1, -7, -3]) == -3


def test_not_enough_distinct():
    with pytest.raises(ValueError):
        second_largest([2, 2])
    with pytest.raises(ValueError):
        second_largest([])
''',
'''def second_largest(xs):
    first = second = None
    for x in xs:
        if first is None or x > first:
            if first is not None:
                second = first
            first = x
        elif x != first and (second is None or x > second):
            second = x
    if second is None:
        raise ValueError("need two distinct values")
    return second
''', 4)

task("easy-04-chunk-list", "easy", "py-heldout-easy-chunk-list",
     "Implement chunks(xs, n): split a list into consecutive lists of length n (the last may be shorter); "
     "an empty list gives []; raise ValueError if n < 1.",
'''"""Implement chunks(xs, n): consecutive lists of length n, last may be shorter; ValueError if n < 1."""


def chunks(xs, n):
    raise NotImplementedError
''',
'''import pytest

from solution import chunks


def test_even_split():
    assert chunks([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]


def test_uneven_split():
    assert chunks([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]


def test_empty():
    assert chunks([], 3) == []


def test_n_larger_than_list():
    assert chunks(["a", "b"], 10) == [["a", "b"]]


def test_bad_n():
    with pytest.raises(ValueError):
        chunks([1, 2], 0)
''',
'''def chunks(xs, n):
    if n < 1:
        raise ValueError("n must be >= 1")
    return [list(xs[i:i + n]) for i in range(0, len(xs), n)]
''', 5)

# ---------------------------------------------------------------- medium
task("medium-01-to-base", "medium", "py-heldout-medium-to-base",
     "Implement to_base(n, base): the integer n written in the given base (2..36) using digits 0-9 then "
     "UPPERCASE A-Z, with a leading '-' for negative n and \"0\" for zero; raise ValueError for a base outside "
     "2..36.\n\nIssue #41 (from the tracker): the first attempt used lowercase digits and mishandled negatives. CI log excerpt:\n"
     "    FAILED tests/test_solution.py::test_to_base[255-16-FF] - AssertionError: assert 'ff' == 'FF'\n"
     "    FAILED tests/test_solution.py::test_to_base[-42-7--60] - ValueError: negative input\n"
     "    FAILED tests/test_solution.py::test_to_base[123456789-36-21I3V9] - AssertionError: assert '21i3v9' == '21I3V9'\n"
     "    FAILED tests/test_solution.py::test_to_base[35-36-Z] - AssertionError: assert 'z' == 'Z'\n"
     "    ======================== 4 failed, 3 passed in 0.05s ========================",
'''"""Implement to_base(n, base): n in base 2..36, digits 0-9A-Z, '-' for negatives; ValueError for a bad base."""


def to_base(n, base):
    raise NotImplementedError
''',
'''import pytest

from solution import to_base


@pytest.mark.parametrize("n,base,expected", [
    (0, 2, "0"),
    (10, 2, "1010"),
    (255, 16, "FF"),
    (-42, 7, "-60"),
    (123456789, 36, "21I3V9"),
    (35, 36, "Z"),
])
def test_to_base(n, base, expected):
    assert to_base(n, base) == expected


def test_bad_base():
    with pytest.raises(ValueError):
        to_base(5, 1)
    with pytest.raises(ValueError):
        to_base(5, 37)
''',
'''DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def to_base(n, base):
    if not 2 <= base <= 36:
        raise ValueError("base must be in 2..36")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))
''', 7)

task("medium-02-isbn-check", "medium", "py-heldout-medium-isbn-check",
     "Implement isbn10_valid(s) and isbn13_valid(s): True if s is a valid ISBN-10 / ISBN-13 after removing "
     "hyphens and spaces (ISBN-10 check digit may be 'X' or 'x' meaning 10; weights 10..1, sum divisible by 11. "
     "ISBN-13 weights alternate 1,3, sum divisible by 10). Any malformed input returns False; never raise.\n\n"
     "CI log excerpt from the failing nightly:\n"
     "    test_solution.py::test_isbn10_check_x FAILED\n"
     "    >       assert isbn10_valid(\"0-8044-2957-X\") is True\n"
     "    E       ValueError: invalid literal for int() with base 10: 'X'\n"
     "    test_solution.py::test_isbn13_invalid FAILED\n"
     "    >       assert isbn13_valid(\"978030640615X\") is False\n"
     "    E       ValueError: invalid literal for int() with base 10: 'X'",
'''"""Implement isbn10_valid(s) and isbn13_valid(s); hyphens/spaces ignored; malformed input -> False."""


def isbn10_valid(s):
    raise NotImplementedError


def isbn13_valid(s):
    raise NotImplementedError
''',
'''from solution import isbn10_valid, isbn13_valid


def test_isbn10_valid():
    assert isbn10_valid("0-306-40615-2") is True
    assert isbn10_valid("0306406152") is True


def test_isbn10_check_x():
    assert isbn10_valid("0-8044-2957-X") is True


def test_isbn10_invalid():
    assert isbn10_valid("0306406153") is False
    assert isbn10_valid("abc") is False
    assert isbn10_valid("030640615") is False
    assert isbn10_valid("X306406152") is False


def test_isbn13_valid():
    assert isbn13_valid("978-0-306-40615-7") is True
    assert isbn13_valid("978 0 306 40615 7") is True


def test_isbn13_invalid():
    assert isbn13_valid("9780306406158") is False
    assert isbn13_valid("978030640615X") is False
    assert isbn13_valid("") is False
''',
'''def _clean(s):
    return s.replace("-", "").replace(" ", "")


def isbn10_valid(s):
    s = _clean(s)
    if len(s) != 10 or not s[:9].isdigit():
        return False
    last = s[9]
    if last in "xX":
        check = 10
    elif last.isdigit():
        check = int(last)
    else:
        return False
    total = sum((10 - i) * int(c) for i, c in enumerate(s[:9])) + check
    return total % 11 == 0


def isbn13_valid(s):
    s = _clean(s)
    if len(s) != 13 or not s.isdigit():
        return False
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s))
    return total % 10 == 0
''', 5)

task("medium-03-word-wrap", "medium", "py-heldout-medium-word-wrap",
     "Implement wrap(text, width) without the textwrap module: split text on any whitespace and greedily "
     "pack words into lines of at most width characters (words joined by one space). A word longer than width "
     "goes on its own line unbroken. Empty or all-whitespace text gives []. Raise ValueError if width < 1. "
     "The starter ships example tests in tests/test_examples.py.",
'''"""Implement wrap(text, width) -> list of lines (greedy; long words unbroken; ValueError if width < 1)."""


def wrap(text, width):
    raise NotImplementedError
''',
'''import pytest

from solution import wrap


def test_greedy_packing():
    assert wrap("the quick brown fox jumps over the lazy dog", 10) == [
        "the quick", "brown fox", "jumps over", "the lazy", "dog"]


def test_collapses_whitespace():
    assert wrap("  a\\tb\\n\\nc   d ", 3) == ["a b", "c d"]


def test_long_word_unbroken():
    assert wrap("hi supercalifragilistic yo", 6) == ["hi", "supercalifragilistic", "yo"]


def test_empty():
    assert wrap("", 5) == []
    assert wrap("   \\n ", 5) == []


def test_bad_width():
    with pytest.raises(ValueError):
        wrap("abc", 0)
''',
'''def wrap(text, width):
    if width < 1:
        raise ValueError("width must be >= 1")
    lines, cur = [], ""
    for word in text.split():
        if not cur:
            cur = word
        elif len(cur) + 1 + len(word) <= width:
            cur += " " + word
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return lines
''', 5, extra_starter={"tests/test_examples.py": '''from solution import wrap


def test_example_from_readme():
    assert wrap("hello big world", 9) == ["hello big", "world"]


def test_example_single_word():
    assert wrap("hello", 10) == ["hello"]
'''})

task("medium-04-parse-duration", "medium", "py-heldout-medium-parse-duration",
     "Implement parse_duration(s) -> int seconds for strings like \"2d3h4m5s\": components d, h, m, s, each "
     "a non-negative integer followed by its unit, each unit at most once and in that order, at least one "
     "component, lowercase, no spaces. Anything else raises ValueError.\n\n"
     "CI log excerpt (pytest -rA) after the first attempt:\n"
     "    PASSED test_solution.py::test_seconds_only\n"
     "    FAILED test_solution.py::test_combined - assert 5430 == 5400\n"
     "    FAILED test_solution.py::test_all_units - assert 183605 == 183845\n"
     "    FAILED test_solution.py::test_invalid[1m1h] - Failed: DID NOT RAISE <class 'ValueError'>\n"
     "    FAILED test_solution.py::test_invalid[1h1h] - Failed: DID NOT RAISE <class 'ValueError'>\n"
     "    PASSED test_solution.py::test_invalid[]\n"
     "    PASSED test_solution.py::test_invalid[5x]\n"
     "    PASSED test_solution.py::test_invalid[h]",
'''"""Implement parse_duration(s) -> seconds, e.g. "1h30m" -> 5400; ValueError on malformed input."""


def parse_duration(s):
    raise NotImplementedError
''',
'''import pytest

from solution import parse_duration


def test_seconds_only():
    assert parse_duration("45s") == 45


def test_combined():
    assert parse_duration("1h30m") == 5400


def test_all_units():
    assert parse_duration("2d3h4m5s") == 183845


def test_zero():
    assert parse_duration("0s") == 0


@pytest.mark.parametrize("bad", ["", "5x", "1m1h", "h", "1h1h"])
def test_invalid(bad):
    with pytest.raises(ValueError):
        parse_duration(bad)
''',
'''import re

_PATTERN = re.compile(r"(?:(\\d+)d)?(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?")
_UNITS = (86400, 3600, 60, 1)


def parse_duration(s):
    m = _PATTERN.fullmatch(s)
    if not s or m is None:
        raise ValueError(f"bad duration: {s!r}")
    return sum(int(g) * u for g, u in zip(m.groups(), _UNITS) if g is not None)
''', 9)

task("medium-05-semver-compare", "medium", "py-heldout-medium-semver-compare",
     "Implement compare(a, b) returning -1, 0 or 1 by Semantic Versioning 2.0.0 precedence: MAJOR.MINOR.PATCH "
     "compared numerically; a pre-release (after '-') has lower precedence than the release; pre-release "
     "identifiers are compared left to right (numeric ones numerically and lower than alphanumeric ones, "
     "alphanumeric ones in ASCII order, a shorter set is lower if all preceding are equal); build metadata (after "
     "'+') is ignored. Raise ValueError for a malformed version. Do not use third-party packages. The starter "
     "ships example tests in tests/test_examples.py.",
'''"""Implement compare(a, b) -> -1/0/1 by SemVer 2.0.0 precedence; ValueError for malformed versions."""


def compare(a, b):
    raise NotImplementedError
''',
'''import pytest

from solution import compare


def test_core_numeric():
    assert compare("1.2.3", "1.2.3") == 0
    assert compare("1.10.0", "1.9.9") == 1
    assert compare("0.0.1", "0.1.0") == -1


def test_prerelease_below_release():
    assert compare("1.0.0-alpha", "1.0.0") == -1
    assert compare("2.0.0", "2.0.0-rc.1") == 1


def test_prerelease_chain():
    chain = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
             "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]
    for lo, hi in zip(chain, chain[1:]):
        assert compare(lo, hi) == -1
        assert compare(hi, lo) == 1


def test_build_metadata_ignored():
    assert compare("1.0.0+build.1", "1.0.0+build.2") == 0
    assert compare("1.0.0-rc.1+x", "1.0.0-rc.1") == 0


@pytest.mark.parametrize("bad", ["1.0", "1.0.0.0", "a.b.c", "1.0.0-", "01.0.0"])
def test_malformed(bad):
    with pytest.raises(ValueError):
        compare(bad, "1.0.0")
''',
'''import re

_RE = re.compile(
    r"(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)"
    r"(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?"
    r"(?:\\+([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?")


def _parse(v):
    m = _RE.fullmatch(v)
    if m is None:
        raise ValueError(f"malformed version: {v!r}")
    core = tuple(int(x) for x in m.group(1, 2, 3))
    pre = m.group(4).split(".") if m.group(4) else []
    return core, pre


def _cmp(x, y):
    return (x > y) - (x < y)


def _cmp_ident(x, y):
    xd, yd = x.isdigit(), y.isdigit()
    if xd and yd:
        return _cmp(int(x), int(y))
    if xd:
        return -1
    if yd:
        return 1
    return _cmp(x, y)


def compare(a, b):
    (ca, pa), (cb, pb) = _parse(a), _parse(b)
    if ca != cb:
        return _cmp(ca, cb)
    if not pa or not pb:
        return _cmp(not pa, not pb)
    for x, y in zip(pa, pb):
        c = _cmp_ident(x, y)
        if c:
            return c
    return _cmp(len(pa), len(pb))
''', 9, extra_starter={"tests/test_examples.py": '''from solution import compare


def test_readme_examples():
    assert compare("1.0.0", "2.0.0") == -1
    assert compare("2.1.0", "2.0.9") == 1
    assert compare("1.0.0-alpha", "1.0.0") == -1
'''})

task("medium-06-polygon-area", "medium", "py-heldout-medium-polygon-area",
     "Implement polygon_area(points) (absolute area by the shoelace formula) and perimeter(points) for a simple "
     "polygon given as a list of (x, y) vertices in order; raise ValueError for fewer than 3 points. Results are "
     "compared with math.isclose.",
'''"""Implement polygon_area(points) and perimeter(points); ValueError for fewer than 3 points."""


def polygon_area(points):
    raise NotImplementedError


def perimeter(points):
    raise NotImplementedError
''',
'''import math

import pytest

from solution import perimeter, polygon_area


def test_unit_square_any_orientation():
    sq = [(0, 0), (1, 0), (1, 1), (0, 1)]
    assert math.isclose(polygon_area(sq), 1.0)
    assert math.isclose(polygon_area(list(reversed(sq))), 1.0)


def test_float_triangle():
    tri = [(0.5, 0.25), (3.75, 1.0), (1.25, 2.5)]
    assert math.isclose(polygon_area(tri), 3.375, rel_tol=1e-12)


def test_perimeter():
    assert math.isclose(perimeter([(0, 0), (3, 0), (3, 4)]), 12.0)
    assert math.isclose(perimeter([(0, 0), (2, 0), (2, 2), (0, 2)]), 8.0)


def test_too_few_points():
    with pytest.raises(ValueError):
        polygon_area([(0, 0), (1, 1)])
    with pytest.raises(ValueError):
        perimeter([])
''',
'''import math


def _check(points):
    if len(points) < 3:
        raise ValueError("a polygon needs at least 3 points")


def polygon_area(points):
    _check(points)
    s = 0.0
    n = len(points)
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return abs(s) / 2.0


def perimeter(points):
    _check(points)
    n = len(points)
    return sum(math.dist(points[i], points[(i + 1) % n]) for i in range(n))
''', 4)

# ---------------------------------------------------------------- hard
task("hard-01-fraction", "hard", "py-heldout-hard-fraction",
     "Implement class Frac(num, den=1) without the fractions module: always stored in lowest terms with a "
     "positive denominator (attributes num, den); den == 0 raises ZeroDivisionError. Support +, -, *, / with "
     "Frac and int on either side, == with Frac and int, hash consistent with ==, str (\"3/4\", or \"3\" when "
     "den is 1) and repr (\"Frac(3, 4)\"). Division by a zero Frac raises ZeroDivisionError.",
'''"""Implement class Frac(num, den=1): lowest terms, arithmetic with Frac/int, ==, hash, str, repr."""


class Frac:
    def __init__(self, num, den=1):
        raise NotImplementedError
''',
'''import pytest

from solution import Frac


def test_normalisation():
    f = Frac(2, -4)
    assert (f.num, f.den) == (-1, 2)
    assert (Frac(0, 5).num, Frac(0, 5).den) == (0, 1)


def test_arithmetic():
    assert Frac(1, 2) + Frac(1, 3) == Frac(5, 6)
    assert Frac(1, 2) - Frac(3, 4) == Frac(-1, 4)
    assert Frac(2, 3) * Frac(9, 4) == Frac(3, 2)
    assert Frac(1, 2) / Frac(1, 4) == Frac(2)


def test_int_interop():
    assert Frac(1, 2) + 1 == Frac(3, 2)
    assert 1 - Frac(1, 4) == Frac(3, 4)
    assert 3 * Frac(1, 3) == 1
    assert 2 / Frac(4) == Frac(1, 2)


def test_equality_and_hash():
    assert Frac(2, 4) == Frac(1, 2)
    assert Frac(1, 2) != Frac(2, 3)
    assert hash(Frac(2, 4)) == hash(Frac(1, 2))
    assert Frac(6, 3) == 2
    assert len({Frac(1, 2), Frac(2, 4), Frac(3, 6)}) == 1


def test_str_repr():
    assert str(Frac(3, 4)) == "3/4"
    assert str(Frac(4, 2)) == "2"
    assert repr(Frac(-3, 6)) == "Frac(-1, 2)"


def test_zero_division():
    with pytest.raises(ZeroDivisionError):
        Frac(1, 0)
    with pytest.raises(ZeroDivisionError):
        Frac(1, 2) / Frac(0)
''',
'''from math import gcd


class Frac:
    __slots__ = ("num", "den")

    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("zero denominator")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den) or 1
        self.num, self.den = num // g, den // g

    @staticmethod
    def _lift(x):
        if isinstance(x, Frac):
            return x
        if isinstance(x, int):
            return Frac(x)
        return NotImplemented

    def __add__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return Frac(self.num * o.den + o.num * self.den, self.den * o.den)

    __radd__ = __add__

    def __sub__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return Frac(self.num * o.den - o.num * self.den, self.den * o.den)

    def __rsub__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return o - self

    def __mul__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return Frac(self.num * o.num, self.den * o.den)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        if o.num == 0:
            raise ZeroDivisionError("division by zero")
        return Frac(self.num * o.den, self.den * o.num)

    def __rtruediv__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return o / self

    def __eq__(self, o):
        o = self._lift(o)
        if o is NotImplemented:
            return o
        return self.num == o.num and self.den == o.den

    def __hash__(self):
        return hash((self.num, self.den))

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"

    def __repr__(self):
        return f"Frac({self.num}, {self.den})"
''', 6)

task("hard-02-merge-k-sorted", "hard", "py-heldout-hard-merge-k-sorted",
     "Implement merge_sorted(lists) -> one sorted list from k sorted lists, and kth_smallest(lists, k) (1-based; "
     "IndexError if k is out of range), in O(N log k) time. Do not use heapq.merge or sort the concatenation; "
     "write the k-way merge yourself (a heap via heapq.heappush/heappop is fine).",
'''"""Implement merge_sorted(lists) and kth_smallest(lists, k) (1-based, IndexError out of range)."""


def merge_sorted(lists):
    raise NotImplementedError


def kth_smallest(lists, k):
    raise NotImplementedError
''',
'''import random

import pytest

from solution import kth_smallest, merge_sorted


def test_basic():
    assert merge_sorted([[1, 4, 7], [2, 5, 8], [3, 6, 9]]) == list(range(1, 10))


def test_empty_and_uneven():
    assert merge_sorted([]) == []
    assert merge_sorted([[], [1], [], [0, 2, 2]]) == [0, 1, 2, 2]


def test_random_many_lists():
    rng = random.Random(7)
    lists = [sorted(rng.randint(-1000, 1000) for _ in range(rng.randint(0, 60))) for _ in range(150)]
    expected = sorted(x for l in lists for x in l)
    assert merge_sorted(lists) == expected


def test_kth_smallest():
    lists = [[1, 5, 9], [2, 2, 10], [3]]
    assert kth_smallest(lists, 1) == 1
    assert kth_smallest(lists, 4) == 3
    assert kth_smallest(lists, 7) == 10
    with pytest.raises(IndexError):
        kth_smallest(lists, 8)
    with pytest.raises(IndexError):
        kth_smallest(lists, 0)
''',
'''import heapq


def _merge_iter(lists):
    heap = [(lst[0], i, 0) for i, lst in enumerate(lists) if lst]
    heapq.heapify(heap)
    while heap:
        val, i, j = heapq.heappop(heap)
        yield val
        if j + 1 < len(lists[i]):
            heapq.heappush(heap, (lists[i][j + 1], i, j + 1))


def merge_sorted(lists):
    return list(_merge_iter(lists))


def kth_smallest(lists, k):
    if k < 1:
        raise IndexError("k must be >= 1")
    for idx, val in enumerate(_merge_iter(lists), 1):
        if idx == k:
            return val
    raise IndexError("k out of range")
''', 4)

task("hard-03-sudoku", "hard", "py-heldout-hard-sudoku",
     "Implement solve(grid) for a 9x9 Sudoku given as a list of 9 lists of ints (0 = blank): return a NEW solved "
     "grid (do not mutate the input) or None if the puzzle has no solution; and is_valid_solution(grid): True "
     "iff grid is a complete, valid solution. Each test must finish well within the 2 s limit.",
'''"""Implement solve(grid) -> solved copy or None, and is_valid_solution(grid)."""


def solve(grid):
    raise NotImplementedError


def is_valid_solution(grid):
    raise NotImplementedError
''',
'''import copy

from solution import is_valid_solution, solve

PUZZLE = [
    [5, 3, 0, 0, 7, 0, 0, 0, 0],
    [6, 0, 0, 1, 9, 5, 0, 0, 0],
    [0, 9, 8, 0, 0, 0, 0, 6, 0],
    [8, 0, 0, 0, 6, 0, 0, 0, 3],
    [4, 0, 0, 8, 0, 3, 0, 0, 1],
    [7, 0, 0, 0, 2, 0, 0, 0, 6],
    [0, 6, 0, 0, 0, 0, 2, 8, 0],
    [0, 0, 0, 4, 1, 9, 0, 0, 5],
    [0, 0, 0, 0, 8, 0, 0, 7, 9],
]

SOLUTION = [
    [5, 3, 4, 6, 7, 8, 9, 1, 2],
    [6, 7, 2, 1, 9, 5, 3, 4, 8],
    [1, 9, 8, 3, 4, 2, 5, 6, 7],
    [8, 5, 9, 7, 6, 1, 4, 2, 3],
    [4, 2, 6, 8, 5, 3, 7, 9, 1],
    [7, 1, 3, 9, 2, 4, 8, 5, 6],
    [9, 6, 1, 5, 3, 7, 2, 8, 4],
    [2, 8, 7, 4, 1, 9, 6, 3, 5],
    [3, 4, 5, 2, 8, 6, 1, 7, 9],
]


def test_solves_classic_puzzle_without_mutation():
    before = copy.deepcopy(PUZZLE)
    assert solve(PUZZLE) == SOLUTION
    assert PUZZLE == before


def test_second_puzzle_is_valid():
    puzzle = [
        [0, 0, 0, 2, 6, 0, 7, 0, 1],
        [6, 8, 0, 0, 7, 0, 0, 9, 0],
        [1, 9, 0, 0, 0, 4, 5, 0, 0],
        [8, 2, 0, 1, 0, 0, 0, 4, 0],
        [0, 0, 4, 6, 0, 2, 9, 0, 0],
        [0, 5, 0, 0, 0, 3, 0, 2, 8],
        [0, 0, 9, 3, 0, 0, 0, 7, 4],
        [0, 4, 0, 0, 5, 0, 0, 3, 6],
        [7, 0, 3, 0, 1, 8, 0, 0, 0],
    ]
    out = solve(puzzle)
    assert is_valid_solution(out)
    assert all(puzzle[r][c] in (0, out[r][c]) for r in range(9) for c in range(9))


def test_unsolvable_returns_none():
    bad = copy.deepcopy(PUZZLE)
    bad[0][2] = 5  # two 5s in the first row
    assert solve(bad) is None


def test_is_valid_solution_rejects():
    assert is_valid_solution(SOLUTION) is True
    broken = copy.deepcopy(SOLUTION)
    broken[0][0], broken[0][1] = broken[0][1], broken[0][0]
    assert is_valid_solution(broken) is False
    incomplete = copy.deepcopy(SOLUTION)
    incomplete[4][4] = 0
    assert is_valid_solution(incomplete) is False
''',
'''def _candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {g[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]


def _consistent(g):
    for r in range(9):
        for c in range(9):
            v = g[r][c]
            if v:
                g[r][c] = 0
                ok = v in _candidates(g, r, c)
                g[r][c] = v
                if not ok:
                    return False
    return True


def _search(g):
    best = None
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                cands = _candidates(g, r, c)
                if best is None or len(cands) < len(best[2]):
                    best = (r, c, cands)
                    if not cands:
                        return False
    if best is None:
        return True
    r, c, cands = best
    for d in cands:
        g[r][c] = d
        if _search(g):
            return True
    g[r][c] = 0
    return False


def solve(grid):
    g = [list(row) for row in grid]
    if not _consistent(g):
        return None
    return g if _search(g) else None


def is_valid_solution(grid):
    want = set(range(1, 10))
    rows = [set(r) for r in grid]
    cols = [{grid[r][c] for r in range(9)} for c in range(9)]
    boxes = [{grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)}
             for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(s == want for s in rows + cols + boxes)
''', 4)

task("hard-04-stats-summary", "hard", "py-heldout-hard-stats-summary",
     "Implement summary(xs) -> dict with keys mean, median, stdev (SAMPLE standard deviation, n-1), min, max, and "
     "zscores(xs) -> list of (x - mean) / stdev, for a list of at least two numbers (ValueError otherwise; "
     "zscores also raises ValueError when stdev is 0). Do not use the statistics module; use a numerically "
     "stable method. Floats are compared with math.isclose.",
'''"""Implement summary(xs) (mean, median, sample stdev, min, max) and zscores(xs) without the statistics module."""


def summary(xs):
    raise NotImplementedError


def zscores(xs):
    raise NotImplementedError
''',
'''import math
import random
import statistics

import pytest

from solution import summary, zscores


def test_odd_length():
    s = summary([2, 4, 4, 4, 5, 5, 7, 9, 1])
    assert math.isclose(s["mean"], 41 / 9)
    assert s["median"] == 4
    assert (s["min"], s["max"]) == (1, 9)


def test_even_median():
    assert math.isclose(summary([1, 3, 2, 10])["median"], 2.5)


def test_stdev_against_oracle():
    rng = random.Random(3)
    xs = [rng.uniform(1e6, 1e6 + 1) for _ in range(200)]
    assert math.isclose(summary(xs)["stdev"], statistics.stdev(xs), rel_tol=1e-6)


def test_zscores():
    z = zscores([1.0, 2.0, 3.0])
    assert all(math.isclose(a, b, abs_tol=1e-12) for a, b in zip(z, [-1.0, 0.0, 1.0]))


def test_errors():
    with pytest.raises(ValueError):
        summary([1])
    with pytest.raises(ValueError):
        zscores([2, 2, 2])
''',
'''import math


def summary(xs):
    n = len(xs)
    if n < 2:
        raise ValueError("need at least two values")
    mean = 0.0
    m2 = 0.0
    for k, x in enumerate(xs, 1):
        d = x - mean
        mean += d / k
        m2 += d * (x - mean)
    s = sorted(xs)
    mid = n // 2
    median = s[mid] if n % 2 else (s[mid - 1] + s[mid]) / 2
    return {"mean": mean, "median": median, "stdev": math.sqrt(m2 / (n - 1)),
            "min": s[0], "max": s[-1]}


def zscores(xs):
    st = summary(xs)
    if st["stdev"] == 0:
        raise ValueError("zero standard deviation")
    return [(x - st["mean"]) / st["stdev"] for x in xs]
''', 5)

task("hard-05-prime-sieve", "hard", "py-heldout-hard-prime-sieve",
     "Implement primes_up_to(n) -> sorted list of primes <= n (empty for n < 2) and nth_prime(k) (1-based; "
     "ValueError for k < 1). primes_up_to(1_000_000) must take under 1 second (a test times it with "
     "time.perf_counter).",
'''"""Implement primes_up_to(n) and nth_prime(k); primes_up_to(10**6) must run in under a second."""


def primes_up_to(n):
    raise NotImplementedError


def nth_prime(k):
    raise NotImplementedError
''',
'''import time

import pytest

from solution import nth_prime, primes_up_to


def test_small():
    assert primes_up_to(30) == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]


def test_edges():
    assert primes_up_to(1) == []
    assert primes_up_to(2) == [2]
    assert primes_up_to(-5) == []


def test_nth_prime():
    assert nth_prime(1) == 2
    assert nth_prime(6) == 13
    assert nth_prime(1000) == 7919
    with pytest.raises(ValueError):
        nth_prime(0)


def test_speed():
    start = time.perf_counter()
    ps = primes_up_to(1_000_000)
    elapsed = time.perf_counter() - start
    assert len(ps) == 78498
    assert ps[-1] == 999983
    assert elapsed < 1.0


def test_count_against_trial_division():
    def is_prime(m):
        return m > 1 and all(m % d for d in range(2, int(m ** 0.5) + 1))
    assert primes_up_to(5000) == [m for m in range(5001) if is_prime(m)]
''',
'''import math


def primes_up_to(n):
    if n < 2:
        return []
    sieve = bytearray([1]) * (n + 1)
    sieve[0] = sieve[1] = 0
    for p in range(2, math.isqrt(n) + 1):
        if sieve[p]:
            sieve[p * p::p] = bytes(len(range(p * p, n + 1, p)))
    return [i for i, v in enumerate(sieve) if v]


def nth_prime(k):
    if k < 1:
        raise ValueError("k must be >= 1")
    limit = 15
    while True:
        ps = primes_up_to(limit)
        if len(ps) >= k:
            return ps[k - 1]
        limit *= 2
''', 5)
