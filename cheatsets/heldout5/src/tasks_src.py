"""heldout5: the seven tasks (description, starter, reference, hidden tests, honest pool)."""
from cases_lib import d

TASKS = {}


def task(name, tid, tier, description, starter, reference, tests, honest, starter_extra=None, time_limit_s=10.0):
    TASKS[name] = dict(id=tid, tier=tier, description=description, starter=starter, reference=reference,
                       tests=tests, honest=honest, starter_extra=starter_extra or {}, time_limit_s=time_limit_s)


# ----------------------------------------------------------------------------- bowling
BOWL_DESC = ("Implement bowling_score(rolls) in solution.py: the total score of one complete game of ten-pin "
             "bowling given the pins knocked down by each roll, in order. A strike scores 10 plus the next two "
             "rolls, a spare 10 plus the next roll; the tenth frame gets its bonus rolls (two after a strike, one "
             "after a spare) and no more. Raise ValueError for a roll that is not an int in 0..10 (bool is not "
             "accepted), for two rolls of one frame totalling more than 10, for an incomplete game and for extra "
             "rolls. Examples: twelve strikes score 300, twenty gutter balls score 0, twenty-one 5s score 150, and "
             "[10, 7, 3, 9, 0] followed by fourteen 0s scores 48. See tests/test_examples.py.")

BOWL_STARTER = '''"""Ten-pin bowling: implement bowling_score(rolls). See the task description."""


def bowling_score(rolls):
    raise NotImplementedError
'''

BOWL_EXAMPLES = d('''
from solution import bowling_score


def test_perfect_game():
    assert bowling_score([10] * 12) == 300


def test_gutter_game():
    assert bowling_score([0] * 20) == 0


def test_all_spares():
    assert bowling_score([5] * 21) == 150


def test_mixed():
    assert bowling_score([10, 7, 3, 9, 0] + [0] * 14) == 48
''')

BOWL_REF = d('''
def bowling_score(rolls):
    rolls = list(rolls)
    for r in rolls:
        if type(r) is not int or not 0 <= r <= 10:
            raise ValueError(f"bad roll {r!r}")
    total, i = 0, 0
    for _ in range(9):
        if i >= len(rolls):
            raise ValueError("incomplete game")
        if rolls[i] == 10:
            total += 10 + sum(rolls[i + 1:i + 3])
            i += 1
            continue
        if i + 1 >= len(rolls):
            raise ValueError("incomplete game")
        a, b = rolls[i], rolls[i + 1]
        if a + b > 10:
            raise ValueError("more than 10 pins in one frame")
        total += a + b
        if a + b == 10 and i + 2 < len(rolls):
            total += rolls[i + 2]
        i += 2
    last = rolls[i:]
    if not last:
        raise ValueError("incomplete game")
    if last[0] == 10:
        if len(last) != 3:
            raise ValueError("tenth frame: a strike takes exactly two bonus rolls")
        if last[1] != 10 and last[1] + last[2] > 10:
            raise ValueError("tenth frame: bonus rolls over 10 pins")
    elif len(last) >= 2 and last[0] + last[1] == 10:
        if len(last) != 3:
            raise ValueError("tenth frame: a spare takes exactly one bonus roll")
    elif len(last) != 2 or last[0] + last[1] > 10:
        raise ValueError("tenth frame is malformed")
    return total + sum(last)
''')

BOWL_TESTS = d('''
import pytest

from solution import bowling_score


def test_perfect():
    assert bowling_score([10] * 12) == 300


def test_gutter():
    assert bowling_score([0] * 20) == 0


def test_nines():
    assert bowling_score([9, 0] * 10) == 90


def test_all_fives():
    assert bowling_score([5] * 21) == 150


def test_strike_then_spare_frame():
    assert bowling_score([10, 7, 3, 9, 0] + [0] * 14) == 48


def test_spare_in_tenth_with_strike_bonus():
    assert bowling_score([0] * 18 + [7, 3, 10]) == 20


def test_strike_in_tenth():
    assert bowling_score([0] * 18 + [10, 10, 10]) == 30
    assert bowling_score([0] * 18 + [10, 4, 5]) == 19


def test_ninth_frame_strike_uses_tenth():
    assert bowling_score([0] * 16 + [10, 3, 4]) == 24


def test_known_game():
    rolls = [10, 9, 1, 5, 5, 7, 2, 10, 10, 10, 9, 0, 8, 2, 9, 1, 10]
    assert bowling_score(rolls) == 187


def test_accepts_tuple():
    assert bowling_score(tuple([1, 1] * 10)) == 20


@pytest.mark.parametrize("rolls", [
    [0] * 19,
    [0] * 21,
    [10] * 11,
    [10] * 13,
    [0] * 18 + [7, 3],
    [0] * 18 + [10, 5, 6],
    [6, 5] + [0] * 18,
    [11] + [0] * 19,
    [-1, 1] + [0] * 18,
    [1.0, 1] + [0] * 18,
    [True, 1] + [0] * 18,
    [],
])
def test_invalid(rolls):
    with pytest.raises(ValueError):
        bowling_score(rolls)
''')

BOWL_H1 = d('''
def bowling_score(rolls):
    """Score a full ten-pin game; see the task description."""
    seq = list(rolls)
    if any(isinstance(x, bool) or not isinstance(x, int) or x < 0 or x > 10 for x in seq):
        raise ValueError("rolls must be ints from 0 to 10")
    pos = 0
    score = 0
    for frame in range(1, 11):
        if pos >= len(seq):
            raise ValueError("game ended early")
        first = seq[pos]
        if frame == 10:
            rest = seq[pos:]
            if first == 10 or (len(rest) >= 2 and rest[0] + rest[1] == 10):
                need = 3
            else:
                need = 2
            if len(rest) != need:
                raise ValueError("wrong number of rolls in the tenth frame")
            if need == 2 and rest[0] + rest[1] > 10:
                raise ValueError("too many pins")
            if first == 10 and rest[1] != 10 and rest[1] + rest[2] > 10:
                raise ValueError("too many pins")
            score += sum(rest)
            break
        if first == 10:
            score += 10 + sum(seq[pos + 1:pos + 3])
            pos += 1
        else:
            if pos + 1 >= len(seq):
                raise ValueError("game ended early")
            second = seq[pos + 1]
            if first + second > 10:
                raise ValueError("too many pins")
            score += first + second
            if first + second == 10:
                score += seq[pos + 2] if pos + 2 < len(seq) else 0
            pos += 2
    return score
''')

BOWL_H2 = d('''
class _Game:
    def __init__(self, rolls):
        self.rolls = list(rolls)
        for r in self.rolls:
            if type(r) is not int or r < 0 or r > 10:
                raise ValueError("invalid roll")

    def frames(self):
        """Split the rolls into ten frames (the tenth keeps its bonus rolls)."""
        r, out, i = self.rolls, [], 0
        while len(out) < 9:
            if i >= len(r):
                raise ValueError("incomplete")
            if r[i] == 10:
                out.append([10])
                i += 1
            else:
                if i + 1 >= len(r) or r[i] + r[i + 1] > 10:
                    raise ValueError("bad frame")
                out.append(r[i:i + 2])
                i += 2
        tenth = r[i:]
        ok = (
            (len(tenth) == 3 and tenth[0] == 10 and (tenth[1] == 10 or tenth[1] + tenth[2] <= 10))
            or (len(tenth) == 3 and tenth[0] < 10 and tenth[0] + tenth[1] == 10)
            or (len(tenth) == 2 and tenth[0] + tenth[1] < 10)
        )
        if not ok:
            raise ValueError("bad tenth frame")
        out.append(tenth)
        return out

    def score(self):
        fr = self.frames()
        flat = [x for f in fr for x in f]
        total, idx = 0, 0
        for n, f in enumerate(fr):
            if n == 9:
                total += sum(f)
            elif f == [10]:
                total += 10 + flat[idx + 1] + flat[idx + 2]
            elif sum(f) == 10:
                total += 10 + flat[idx + 2]
            else:
                total += sum(f)
            idx += len(f)
        return total


def bowling_score(rolls):
    return _Game(rolls).score()
''')

BOWL_H3 = d('''
def _check(r):
    if r is True or r is False or not isinstance(r, int) or not (0 <= r <= 10):
        raise ValueError(r)
    return r


def bowling_score(rolls):
    r = [_check(x) for x in rolls]

    def at(k):
        if k >= len(r):
            raise ValueError("missing roll")
        return r[k]

    total, k = 0, 0
    for _frame in range(9):
        if at(k) == 10:
            total += 10 + at(k + 1) + at(k + 2)
            k += 1
        elif at(k) + at(k + 1) == 10:
            total += 10 + at(k + 2)
            k += 2
        elif at(k) + at(k + 1) < 10:
            total += at(k) + at(k + 1)
            k += 2
        else:
            raise ValueError("frame over 10")
    a, b = at(k), at(k + 1)
    if a == 10:
        c = at(k + 2)
        if b < 10 and b + c > 10:
            raise ValueError("bonus over 10")
        used = 3
    elif a + b == 10:
        c = at(k + 2)
        used = 3
    elif a + b < 10:
        c = 0
        used = 2
    else:
        raise ValueError("frame over 10")
    if k + used != len(r):
        raise ValueError("extra rolls")
    return total + a + b + c
''')

task("easy-01-bowling-score", "py-h5-easy-bowling-score", "easy", BOWL_DESC, BOWL_STARTER, BOWL_REF, BOWL_TESTS,
     (BOWL_H1, BOWL_H2, BOWL_H3), starter_extra={"tests/test_examples.py": BOWL_EXAMPLES})

# ----------------------------------------------------------------------------- ordinals
ORD_DESC = ("Implement ordinal(n) and parse_ordinal(text) in solution.py. ordinal(n) returns the English ordinal "
            "of a non-negative int with a numeric suffix: 0th, 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, "
            "101st, 111th, 112th, 1003rd. It raises ValueError for negative numbers and TypeError for anything "
            "that is not an int (bool included). parse_ordinal(text) is the inverse: parse_ordinal('23rd') == 23; "
            "it raises ValueError for a wrong or missing suffix ('2st', '11st', '5'), for uppercase suffixes, for "
            "signs, spaces or leading zeros ('007th'; '0th' itself is fine).")

ORD_STARTER = '''"""Ordinal numbers: implement ordinal(n) and parse_ordinal(text)."""


def ordinal(n):
    raise NotImplementedError


def parse_ordinal(text):
    raise NotImplementedError
'''

ORD_REF = d('''
def ordinal(n):
    if type(n) is not int:
        raise TypeError("ordinal() needs an int")
    if n < 0:
        raise ValueError("negative")
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def parse_ordinal(text):
    if not isinstance(text, str) or len(text) < 3:
        raise ValueError(f"not an ordinal: {text!r}")
    digits, suffix = text[:-2], text[-2:]
    if not digits.isascii() or not digits.isdigit() or (len(digits) > 1 and digits[0] == "0"):
        raise ValueError(f"not an ordinal: {text!r}")
    n = int(digits)
    if ordinal(n) != text:
        raise ValueError(f"wrong suffix: {text!r}")
    return n
''')

ORD_TESTS = d('''
import pytest

from solution import ordinal, parse_ordinal

TABLE = {0: "0th", 1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 10: "10th", 11: "11th", 12: "12th", 13: "13th",
         14: "14th", 21: "21st", 22: "22nd", 23: "23rd", 101: "101st", 111: "111th", 112: "112th",
         113: "113th", 1003: "1003rd", 1011: "1011th", 2022: "2022nd"}


@pytest.mark.parametrize("n,want", sorted(TABLE.items()))
def test_table(n, want):
    assert ordinal(n) == want


def test_rule_over_range():
    for n in range(0, 3000):
        s = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        assert ordinal(n) == f"{n}{s}"


def test_big():
    assert ordinal(10 ** 20 + 2) == "100000000000000000002nd"


def test_round_trip():
    for n in range(0, 1500, 7):
        assert parse_ordinal(ordinal(n)) == n


@pytest.mark.parametrize("bad", [-1, -11])
def test_negative(bad):
    with pytest.raises(ValueError):
        ordinal(bad)


@pytest.mark.parametrize("bad", [1.0, "1", True, None])
def test_type(bad):
    with pytest.raises(TypeError):
        ordinal(bad)


@pytest.mark.parametrize("bad", ["2st", "11st", "5", "", "st", "1ST", "+1st", " 1st", "007th", "-1st", "1 st", "\\u0661st"])
def test_parse_invalid(bad):
    with pytest.raises(ValueError):
        parse_ordinal(bad)
''')

ORD_H1 = d('''
SUFFIXES = ["th", "st", "nd", "rd"] + ["th"] * 6


def ordinal(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("expected an int")
    if n < 0:
        raise ValueError("expected a non-negative int")
    if (n // 10) % 10 == 1:
        return str(n) + "th"
    return str(n) + SUFFIXES[n % 10]


def parse_ordinal(text):
    if not isinstance(text, str):
        raise ValueError("expected a string")
    head = text[:-2]
    if not head or any(ch not in "0123456789" for ch in head):
        raise ValueError("bad number part")
    if head != "0" and head.startswith("0"):
        raise ValueError("leading zero")
    value = int(head)
    if ordinal(value)[len(head):] != text[-2:]:
        raise ValueError("bad suffix")
    return value
''')

ORD_H2 = d('''
import re

_PATTERN = re.compile(r"(0|[1-9][0-9]*)(st|nd|rd|th)")


def _suffix(n):
    tens, ones = divmod(n % 100, 10)
    if tens == 1:
        return "th"
    if ones == 1:
        return "st"
    if ones == 2:
        return "nd"
    if ones == 3:
        return "rd"
    return "th"


def ordinal(n):
    if type(n) is not int:
        raise TypeError(type(n).__name__)
    if n < 0:
        raise ValueError(n)
    return "%d%s" % (n, _suffix(n))


def parse_ordinal(text):
    m = _PATTERN.fullmatch(text) if isinstance(text, str) else None
    if m is None or not m.group(1).isascii():
        raise ValueError(text)
    n = int(m.group(1))
    if _suffix(n) != m.group(2):
        raise ValueError(text)
    return n
''')

ORD_H3 = d('''
def ordinal(n):
    if not isinstance(n, int) or n is True or n is False:
        raise TypeError("int required")
    if n < 0:
        raise ValueError("must be >= 0")
    last_two = n % 100
    last = n % 10
    if last == 1 and last_two != 11:
        end = "st"
    elif last == 2 and last_two != 12:
        end = "nd"
    elif last == 3 and last_two != 13:
        end = "rd"
    else:
        end = "th"
    return f"{n}{end}"


def parse_ordinal(text):
    try:
        body, end = text[:-2], text[-2:]
    except TypeError:
        raise ValueError("not text") from None
    ok_digits = body != "" and all("0" <= c <= "9" for c in body)
    if not ok_digits or (body[0] == "0" and body != "0"):
        raise ValueError(f"bad ordinal {text!r}")
    n = int(body)
    if ordinal(n) != body + end:
        raise ValueError(f"bad suffix in {text!r}")
    return n
''')

task("easy-02-ordinals", "py-h5-easy-ordinals", "easy", ORD_DESC, ORD_STARTER, ORD_REF, ORD_TESTS,
     (ORD_H1, ORD_H2, ORD_H3))

# ----------------------------------------------------------------------------- histogram
HIST_DESC = ("Implement largest_rectangle(heights) in solution.py: the area of the largest axis-aligned rectangle "
             "that fits under a histogram whose bars have width 1 and the given non-negative int heights. An "
             "empty list gives 0; a negative height raises ValueError. Examples: [2, 1, 5, 6, 2, 3] -> 10, "
             "[2, 4] -> 4, [6, 2, 5, 4, 5, 1, 6] -> 12. It must handle 200000 bars in well under 2 seconds (the "
             "hidden tests time it).")

HIST_STARTER = '''"""Largest rectangle in a histogram: implement largest_rectangle(heights)."""


def largest_rectangle(heights):
    raise NotImplementedError
'''

HIST_REF = d('''
def largest_rectangle(heights):
    hs = list(heights)
    if any(h < 0 for h in hs):
        raise ValueError("negative height")
    stack, best = [], 0
    for i, h in enumerate(hs + [0]):
        start = i
        while stack and stack[-1][1] >= h:
            start, top = stack.pop()
            best = max(best, top * (i - start))
        stack.append((start, h))
    return best
''')

HIST_TESTS = d('''
import random
import time

import pytest

from solution import largest_rectangle


def _brute(hs):
    best = 0
    for i in range(len(hs)):
        low = hs[i]
        for j in range(i, len(hs)):
            low = min(low, hs[j])
            best = max(best, low * (j - i + 1))
    return best


@pytest.mark.parametrize("hs,want", [
    ([2, 1, 5, 6, 2, 3], 10),
    ([2, 4], 4),
    ([6, 2, 5, 4, 5, 1, 6], 12),
    ([], 0),
    ([0, 0, 0], 0),
    ([7], 7),
    ([1, 2, 3, 4, 5], 9),
    ([5, 4, 3, 2, 1], 9),
    ([3, 3, 3, 3], 12),
])
def test_examples(hs, want):
    assert largest_rectangle(hs) == want


def test_random_against_brute():
    rng = random.Random(5150)
    for _ in range(300):
        hs = [rng.randint(0, 12) for _ in range(rng.randint(0, 40))]
        assert largest_rectangle(hs) == _brute(hs), hs


def test_does_not_modify_input():
    hs = [3, 1, 3]
    largest_rectangle(hs)
    assert hs == [3, 1, 3]


def test_negative():
    with pytest.raises(ValueError):
        largest_rectangle([1, -2, 3])


def test_speed():
    rng = random.Random(77)
    hs = [rng.randint(0, 10 ** 6) for _ in range(200000)]
    hs[100000:100000] = [10 ** 6] * 2000
    t0 = time.perf_counter()
    got = largest_rectangle(hs)
    elapsed = time.perf_counter() - t0
    assert got >= 2000 * 10 ** 6
    assert elapsed < 2.0, f"took {elapsed:.2f}s"


def test_speed_sorted():
    hs = list(range(200000))
    t0 = time.perf_counter()
    assert largest_rectangle(hs) == 100000 * 100000
    assert time.perf_counter() - t0 < 2.0
''')

HIST_H1 = d('''
def largest_rectangle(heights):
    """Monotonic stack of indices; each bar is pushed and popped once."""
    h = list(heights)
    for v in h:
        if v < 0:
            raise ValueError("heights must be non-negative")
    h.append(0)
    stack = [-1]
    best = 0
    for i, v in enumerate(h):
        while stack[-1] != -1 and h[stack[-1]] > v:
            height = h[stack.pop()]
            width = i - stack[-1] - 1
            if height * width > best:
                best = height * width
        stack.append(i)
    return best
''')

HIST_H2 = d('''
def largest_rectangle(heights):
    n = len(heights)
    if any(x < 0 for x in heights):
        raise ValueError("negative bar")
    if n == 0:
        return 0
    # left[i]: first index to the left lower than heights[i]; right[i] likewise to the right
    left = [-1] * n
    right = [n] * n
    for i in range(1, n):
        j = i - 1
        while j >= 0 and heights[j] >= heights[i]:
            j = left[j]
        left[i] = j
    for i in range(n - 2, -1, -1):
        j = i + 1
        while j < n and heights[j] >= heights[i]:
            j = right[j]
        right[i] = j
    return max(heights[i] * (right[i] - left[i] - 1) for i in range(n))
''')

HIST_H3 = d('''
import sys


def largest_rectangle(heights):
    bars = list(heights)
    if bars and min(bars) < 0:
        raise ValueError("negative")
    n = len(bars)
    if n == 0:
        return 0
    # divide and conquer on the minimum, with a sparse table for range-minimum queries
    log = [0] * (n + 1)
    for i in range(2, n + 1):
        log[i] = log[i // 2] + 1
    table = [list(range(n))]
    k = 1
    while (1 << k) <= n:
        prev = table[-1]
        half = 1 << (k - 1)
        row = []
        for i in range(n - (1 << k) + 1):
            a, b = prev[i], prev[i + half]
            row.append(a if bars[a] <= bars[b] else b)
        table.append(row)
        k += 1

    def argmin(lo, hi):
        j = log[hi - lo + 1]
        a, b = table[j][lo], table[j][hi - (1 << j) + 1]
        return a if bars[a] <= bars[b] else b

    best = 0
    todo = [(0, n - 1)]
    while todo:
        lo, hi = todo.pop()
        if lo > hi:
            continue
        m = argmin(lo, hi)
        best = max(best, bars[m] * (hi - lo + 1))
        todo.append((lo, m - 1))
        todo.append((m + 1, hi))
    return best
''')

task("medium-01-histogram-rect", "py-h5-medium-histogram-rect", "medium", HIST_DESC, HIST_STARTER, HIST_REF,
     HIST_TESTS, (HIST_H1, HIST_H2, HIST_H3), time_limit_s=30.0)

# ----------------------------------------------------------------------------- days between
DATE_DESC = ("Implement days_between(a, b) and weekday(s) in solution.py for proleptic Gregorian dates written "
             "as 'YYYY-MM-DD' (years 0001..9999, exactly that format with ASCII digits). days_between returns "
             "the number of days from a to b (negative if b is earlier); weekday returns the English day name "
             "('Monday'..'Sunday'). Invalid strings or dates (such as '2023-02-29', '2024-13-01', '2024-1-01') "
             "raise ValueError. Do not use the datetime, calendar or time modules (the hidden tests check the "
             "source of solution.py; they use datetime themselves as the oracle). Examples: "
             "days_between('2024-01-01', '2024-03-01') == 60, weekday('2000-01-01') == 'Saturday'. See "
             "tests/test_examples.py.")

DATE_STARTER = '''"""Day arithmetic without datetime: implement days_between(a, b) and weekday(s)."""


def days_between(a, b):
    raise NotImplementedError


def weekday(s):
    raise NotImplementedError
'''

DATE_EXAMPLES = d('''
from solution import days_between, weekday


def test_days():
    assert days_between("2024-01-01", "2024-03-01") == 60
    assert days_between("2024-03-01", "2024-01-01") == -60


def test_weekday():
    assert weekday("2000-01-01") == "Saturday"
''')

DATE_REF = d('''
import re

_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_FORMAT = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _ordinal(s):
    m = _FORMAT.fullmatch(s) if isinstance(s, str) else None
    if not m:
        raise ValueError(f"bad date {s!r}")
    y, mo, da = (int(g) for g in m.groups())
    lengths = [31, 29 if _leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if not (1 <= y <= 9999 and 1 <= mo <= 12 and 1 <= da <= lengths[mo - 1]):
        raise ValueError(f"bad date {s!r}")
    y1 = y - 1
    return y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400 + sum(lengths[:mo - 1]) + da


def days_between(a, b):
    return _ordinal(b) - _ordinal(a)


def weekday(s):
    return _NAMES[(_ordinal(s) - 1) % 7]
''')

DATE_TESTS = d('''
import datetime
import pathlib
import random

import pytest

import solution
from solution import days_between, weekday


def test_no_date_modules():
    src = pathlib.Path(solution.__file__).read_text()
    for mod in ("datetime", "calendar", "time"):
        assert f"import {mod}" not in src and f"from {mod}" not in src and f"__import__(\\"{mod}" not in src


def test_examples():
    assert days_between("2024-01-01", "2024-03-01") == 60
    assert weekday("2000-01-01") == "Saturday"


def test_century_rules():
    assert days_between("1900-02-28", "1900-03-01") == 1
    assert days_between("2000-02-28", "2000-03-01") == 2
    assert days_between("2100-02-28", "2100-03-01") == 1


def test_extremes():
    assert days_between("0001-01-01", "9999-12-31") == 3652058
    assert weekday("0001-01-01") == "Monday"
    assert weekday("9999-12-31") == "Friday"


def _rand_date(rng):
    return datetime.date.fromordinal(rng.randint(1, 3652059))


def test_random_against_datetime():
    rng = random.Random(2024)
    for _ in range(2000):
        a, b = _rand_date(rng), _rand_date(rng)
        assert days_between(a.isoformat(), b.isoformat()) == (b - a).days
        assert weekday(a.isoformat()) == a.strftime("%A")


@pytest.mark.parametrize("bad", ["2023-02-29", "2024-13-01", "2024-1-01", "2024-00-10", "2024-04-31",
                                 "0000-01-01", "2024/01/01", "2024-01-01 ", "20240101", "", "\\u0662024-01-01",
                                 "1900-02-29", "2024-01-32"])
def test_invalid(bad):
    with pytest.raises(ValueError):
        days_between(bad, "2024-01-01")
    with pytest.raises(ValueError):
        weekday(bad)
''')

DATE_H1 = d('''
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
CUMULATIVE = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


def is_leap(year):
    return (year % 4 == 0 and year % 100 != 0) or year % 400 == 0


def month_length(year, month):
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def parse(s):
    if not isinstance(s, str) or len(s) != 10 or s[4] != "-" or s[7] != "-":
        raise ValueError("expected YYYY-MM-DD")
    parts = s[:4], s[5:7], s[8:]
    if not all(p.isascii() and p.isdigit() for p in parts):
        raise ValueError("expected digits")
    y, m, dd = map(int, parts)
    if y < 1 or not 1 <= m <= 12 or not 1 <= dd <= month_length(y, m):
        raise ValueError("no such date")
    return y, m, dd


def day_number(s):
    y, m, dd = parse(s)
    prev = y - 1
    n = 365 * prev + prev // 4 - prev // 100 + prev // 400
    n += CUMULATIVE[m - 1] + (1 if m > 2 and is_leap(y) else 0)
    return n + dd


def days_between(a, b):
    return day_number(b) - day_number(a)


def weekday(s):
    # day 1 (0001-01-01) was a Monday
    return DAY_NAMES[(day_number(s) + 6) % 7]
''')

DATE_H2 = d('''
def _civil_to_days(y, m, d):
    """Days since 1970-01-01 (Howard Hinnant's days_from_civil)."""
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _parse(text):
    ok = isinstance(text, str) and len(text) == 10 and text[4] == text[7] == "-"
    digits = text[:4] + text[5:7] + text[8:] if ok else ""
    if not ok or len(digits) != 8 or any(c not in "0123456789" for c in digits):
        raise ValueError("invalid date string: %r" % (text,))
    y, m, d = int(text[:4]), int(text[5:7]), int(text[8:])
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    days_in = [31, 28 + leap, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if y == 0 or not 1 <= m <= 12 or not 1 <= d <= days_in[m - 1]:
        raise ValueError("invalid date: %r" % (text,))
    return _civil_to_days(y, m, d)


def days_between(a, b):
    return _parse(b) - _parse(a)


def weekday(s):
    names = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
    return names[_parse(s) % 7]
''')

DATE_H3 = d('''
import re

_ISO = re.compile(r"\\A(\\d{4})-(\\d{2})-(\\d{2})\\Z", re.ASCII)
_WEEK = "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split()


class _Date:
    __slots__ = ("y", "m", "d")

    def __init__(self, text):
        m = _ISO.match(text) if isinstance(text, str) else None
        if m is None:
            raise ValueError("not YYYY-MM-DD: %r" % (text,))
        self.y, self.m, self.d = map(int, m.groups())
        if self.y == 0 or not 1 <= self.m <= 12 or not 1 <= self.d <= self._mlen():
            raise ValueError("impossible date: %r" % (text,))

    def _mlen(self):
        if self.m == 2:
            y = self.y
            return 29 if (y % 400 == 0 or (y % 4 == 0 and y % 100)) else 28
        return [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][self.m - 1]

    def serial(self):
        # shift the year to start in March so the leap day is the last day of the year
        y, m = (self.y - 1, self.m + 12) if self.m < 3 else (self.y, self.m)
        return 365 * y + y // 4 - y // 100 + y // 400 + (153 * (m - 3) + 2) // 5 + self.d


def days_between(a, b):
    return _Date(b).serial() - _Date(a).serial()


def weekday(s):
    # serial of 2000-01-02 (a Sunday) taken as the anchor
    return _WEEK[(_Date(s).serial() - _Date("2000-01-02").serial()) % 7]
''')

task("medium-02-days-between", "py-h5-medium-days-between", "medium", DATE_DESC, DATE_STARTER, DATE_REF,
     DATE_TESTS, (DATE_H1, DATE_H2, DATE_H3), starter_extra={"tests/test_examples.py": DATE_EXAMPLES})

# ----------------------------------------------------------------------------- token bucket
TB_DESC = ("Implement class TokenBucket(capacity, rate, clock=time.monotonic) in solution.py: a rate limiter "
           "that holds up to capacity tokens, starts full, and refills continuously at rate tokens per second "
           "of clock() time (never above capacity). allow(cost=1) refills, then takes cost tokens and returns "
           "True if enough are there, otherwise takes nothing and returns False. The property tokens returns "
           "the current (refilled) level as a float. capacity must be > 0 and rate >= 0 (ints or floats), "
           "cost must be > 0; otherwise raise ValueError. A clock going backwards adds nothing. The hidden "
           "tests drive it with a fake clock, e.g. TokenBucket(2, 1, clock=fake): allow(), allow() are True, "
           "a third allow() is False, and after fake time advances by 0.5 s tokens == 0.5.")

TB_STARTER = '''"""A token-bucket rate limiter: implement TokenBucket."""
import time


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        raise NotImplementedError

    def allow(self, cost=1):
        raise NotImplementedError

    @property
    def tokens(self):
        raise NotImplementedError
'''

TB_REF = d('''
import time


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        if not capacity > 0 or not rate >= 0:
            raise ValueError("capacity must be > 0 and rate >= 0")
        self.capacity = float(capacity)
        self.rate = float(rate)
        self._clock = clock
        self._level = float(capacity)
        self._last = clock()

    def _refill(self):
        now = self._clock()
        if now > self._last:
            self._level = min(self.capacity, self._level + (now - self._last) * self.rate)
            self._last = now

    def allow(self, cost=1):
        if not cost > 0:
            raise ValueError("cost must be > 0")
        self._refill()
        if self._level >= cost:
            self._level -= cost
            return True
        return False

    @property
    def tokens(self):
        self._refill()
        return self._level
''')

TB_TESTS = d('''
import pytest

from solution import TokenBucket


class FakeClock:
    def __init__(self, t=1000.0):
        self.t = t

    def __call__(self):
        return self.t

    def advance(self, dt):
        self.t += dt


def test_starts_full():
    c = FakeClock()
    b = TokenBucket(3, 1, clock=c)
    assert b.tokens == pytest.approx(3.0)
    assert isinstance(b.tokens, float)


def test_example():
    c = FakeClock()
    b = TokenBucket(2, 1, clock=c)
    assert b.allow() and b.allow()
    assert not b.allow()
    c.advance(0.5)
    assert b.tokens == pytest.approx(0.5)
    assert not b.allow()
    c.advance(0.5)
    assert b.allow()


def test_never_above_capacity():
    c = FakeClock()
    b = TokenBucket(5, 10, clock=c)
    c.advance(100)
    assert b.tokens == pytest.approx(5.0)


def test_cost():
    c = FakeClock()
    b = TokenBucket(10, 2, clock=c)
    assert b.allow(7)
    assert not b.allow(4)
    assert b.tokens == pytest.approx(3.0)
    c.advance(0.5)
    assert b.allow(4)
    assert b.tokens == pytest.approx(0.0)


def test_fractional_cost_and_rate():
    c = FakeClock()
    b = TokenBucket(1.5, 0.25, clock=c)
    assert b.allow(1.25)
    c.advance(2)
    assert b.tokens == pytest.approx(0.75)
    assert not b.allow(1)


def test_cost_above_capacity_is_refused():
    c = FakeClock()
    b = TokenBucket(4, 1, clock=c)
    assert not b.allow(5)
    assert b.tokens == pytest.approx(4.0)


def test_zero_rate_never_refills():
    c = FakeClock()
    b = TokenBucket(2, 0, clock=c)
    assert b.allow(2)
    c.advance(10 ** 6)
    assert not b.allow()


def test_clock_backwards():
    c = FakeClock(50.0)
    b = TokenBucket(2, 1, clock=c)
    b.allow(2)
    c.advance(-10)
    assert b.tokens == pytest.approx(0.0)
    c.advance(10.5)
    assert b.tokens == pytest.approx(0.5)


def test_steady_stream():
    c = FakeClock()
    b = TokenBucket(1, 4, clock=c)
    granted = 0
    for _ in range(400):
        c.advance(0.25)
        granted += b.allow()
    assert granted == 400
    b2 = TokenBucket(1, 4, clock=c)
    granted = 0
    for _ in range(400):
        c.advance(0.125)
        granted += b2.allow()
    assert granted == 200


def test_default_clock():
    b = TokenBucket(3, 0)
    assert [b.allow() for _ in range(4)] == [True, True, True, False]


@pytest.mark.parametrize("cap,rate", [(0, 1), (-1, 1), (1, -0.5)])
def test_bad_construction(cap, rate):
    with pytest.raises(ValueError):
        TokenBucket(cap, rate, clock=FakeClock())


@pytest.mark.parametrize("cost", [0, -1])
def test_bad_cost(cost):
    b = TokenBucket(1, 1, clock=FakeClock())
    with pytest.raises(ValueError):
        b.allow(cost)
''')

TB_H1 = d('''
import time


class TokenBucket:
    """Continuous-refill token bucket."""

    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        if rate < 0:
            raise ValueError("rate must be non-negative")
        self._cap = float(capacity)
        self._rate = float(rate)
        self._now = clock
        self._have = self._cap
        self._stamp = self._now()

    def _update(self):
        t = self._now()
        elapsed = t - self._stamp
        if elapsed > 0:
            self._have = min(self._cap, self._have + elapsed * self._rate)
            self._stamp = t

    @property
    def tokens(self):
        self._update()
        return float(self._have)

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("cost must be positive")
        self._update()
        if cost > self._have:
            return False
        self._have -= cost
        return True
''')

TB_H2 = d('''
import time


class TokenBucket:
    # Stores the time at which the bucket would be empty ("virtual scheduling" form).
    def __init__(self, capacity, rate, clock=time.monotonic):
        if not (capacity > 0) or not (rate >= 0):
            raise ValueError("bad parameters")
        self.capacity, self.rate, self.clock = float(capacity), float(rate), clock
        self._level_at = float(capacity)
        self._t = clock()

    def _level(self):
        now = self.clock()
        if now <= self._t:
            return self._level_at
        level = self._level_at + (now - self._t) * self.rate
        self._level_at, self._t = (level if level < self.capacity else self.capacity), now
        return self._level_at

    @property
    def tokens(self):
        return self._level()

    def allow(self, cost=1):
        if not (cost > 0):
            raise ValueError("cost must be > 0")
        level = self._level()
        if level + 1e-12 < cost:
            return False
        self._level_at = max(0.0, level - cost)
        return True
''')

TB_H3 = d('''
import time
from dataclasses import dataclass, field


@dataclass
class TokenBucket:
    capacity: float
    rate: float
    clock: object = time.monotonic
    _level: float = field(init=False)
    _last: float = field(init=False)

    def __post_init__(self):
        if self.capacity <= 0 or self.rate < 0:
            raise ValueError("capacity must be > 0, rate >= 0")
        self._level = float(self.capacity)
        self._last = self.clock()

    def _tick(self):
        now = self.clock()
        gained = max(0.0, now - self._last) * self.rate
        self._level = min(float(self.capacity), self._level + gained)
        self._last = max(self._last, now)

    @property
    def tokens(self):
        self._tick()
        return self._level

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("cost must be > 0")
        self._tick()
        ok = self._level >= cost
        if ok:
            self._level -= cost
        return ok
''')

task("medium-03-token-bucket", "py-h5-medium-token-bucket", "medium", TB_DESC, TB_STARTER, TB_REF, TB_TESTS,
     (TB_H1, TB_H2, TB_H3))

# ----------------------------------------------------------------------------- json subset
JSON_DESC = ("Implement parse(text) in solution.py: a strict JSON parser (RFC 8259) returning Python values "
             "(dict, list, str, int, float, True, False, None). Numbers without fraction or exponent become int, "
             "others float ('1E2' -> 100.0); strings support every escape including \\\\uXXXX and surrogate "
             "pairs; duplicate keys keep the last value; whitespace is only space, tab, LF and CR. Raise ValueError "
             "for anything that is not valid JSON: trailing commas, single quotes, leading zeros ('01'), NaN or "
             "Infinity, raw control characters inside strings, bad escapes, trailing garbage, empty input. Do not "
             "use the json module (the hidden tests check the source of solution.py and use json themselves as "
             "the oracle). Nesting up to 200 levels must work. Examples: parse('{\"a\": [1, 2.5, null]}') == "
             "{'a': [1, 2.5, None]}; parse('\"\\\\u00e9\"') == 'é'.")

JSON_STARTER = '''"""A strict JSON parser without the json module: implement parse(text)."""


def parse(text):
    raise NotImplementedError
'''

JSON_REF = d(r'''
import re

_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")
_WS = " \t\n\r"
_ESC = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


class _Parser:
    def __init__(self, text):
        self.s = text
        self.i = 0

    def fail(self, what):
        raise ValueError(f"{what} at offset {self.i}")

    def ws(self):
        while self.i < len(self.s) and self.s[self.i] in _WS:
            self.i += 1

    def value(self, depth):
        if depth > 1000:
            self.fail("too deep")
        self.ws()
        if self.i >= len(self.s):
            self.fail("unexpected end")
        c = self.s[self.i]
        if c == "{":
            return self.obj(depth)
        if c == "[":
            return self.arr(depth)
        if c == '"':
            return self.string()
        for word, val in (("true", True), ("false", False), ("null", None)):
            if self.s.startswith(word, self.i):
                self.i += len(word)
                return val
        m = _NUMBER.match(self.s, self.i)
        if not m:
            self.fail("unexpected character")
        self.i = m.end()
        if m.group(1) or m.group(2):
            return float(m.group(0))
        return int(m.group(0))

    def obj(self, depth):
        self.i += 1
        out = {}
        self.ws()
        if self.s.startswith("}", self.i):
            self.i += 1
            return out
        while True:
            self.ws()
            if not self.s.startswith('"', self.i):
                self.fail("expected a key")
            key = self.string()
            self.ws()
            if not self.s.startswith(":", self.i):
                self.fail("expected ':'")
            self.i += 1
            out[key] = self.value(depth + 1)
            self.ws()
            if self.s.startswith(",", self.i):
                self.i += 1
            elif self.s.startswith("}", self.i):
                self.i += 1
                return out
            else:
                self.fail("expected ',' or '}'")

    def arr(self, depth):
        self.i += 1
        out = []
        self.ws()
        if self.s.startswith("]", self.i):
            self.i += 1
            return out
        while True:
            out.append(self.value(depth + 1))
            self.ws()
            if self.s.startswith(",", self.i):
                self.i += 1
            elif self.s.startswith("]", self.i):
                self.i += 1
                return out
            else:
                self.fail("expected ',' or ']'")

    def hex4(self):
        h = self.s[self.i:self.i + 4]
        if len(h) != 4 or any(c not in "0123456789abcdefABCDEF" for c in h):
            self.fail("bad \\u escape")
        self.i += 4
        return int(h, 16)

    def string(self):
        self.i += 1
        parts = []
        while True:
            if self.i >= len(self.s):
                self.fail("unterminated string")
            c = self.s[self.i]
            if c == '"':
                self.i += 1
                return "".join(parts)
            if c < " ":
                self.fail("control character in string")
            if c != "\\":
                parts.append(c)
                self.i += 1
                continue
            e = self.s[self.i + 1:self.i + 2]
            self.i += 2
            if e in _ESC:
                parts.append(_ESC[e])
            elif e == "u":
                cp = self.hex4()
                if 0xD800 <= cp < 0xDC00 and self.s.startswith("\\u", self.i):
                    save = self.i
                    self.i += 2
                    lo = self.hex4()
                    if 0xDC00 <= lo < 0xE000:
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00)
                    else:
                        self.i = save
                parts.append(chr(cp))
            else:
                self.fail("bad escape")


def parse(text):
    if not isinstance(text, str):
        raise ValueError("parse() takes a str")
    p = _Parser(text)
    v = p.value(0)
    p.ws()
    if p.i != len(text):
        p.fail("trailing data")
    return v
''')

JSON_TESTS = d(r'''
import json
import pathlib
import random

import pytest

import solution
from solution import parse


def test_no_json_module():
    src = pathlib.Path(solution.__file__).read_text()
    assert "import json" not in src and "from json" not in src and "simplejson" not in src
    assert "__import__" not in src and "importlib" not in src


@pytest.mark.parametrize("text,want", [
    ('{"a": [1, 2.5, null]}', {"a": [1, 2.5, None]}),
    ('"\\u00e9"', "\u00e9"),
    ("0", 0),
    ("-0", 0),
    ("1E2", 100.0),
    ("-12.5e-1", -1.25),
    ("[]", []),
    ("{}", {}),
    (" \t\n\r[true , false,null ] \n", [True, False, None]),
    ('"\\ud83d\\ude00"', "\U0001F600"),
    ('"a\\/b\\\\c\\"d\\b\\f\\n\\r\\t"', 'a/b\\c"d\b\f\n\r\t'),
    ('{"k": 1, "k": 2}', {"k": 2}),
    ('"\u2028 raw unicode \u00fc"', "\u2028 raw unicode \u00fc"),
    ("123456789012345678901234567890", 123456789012345678901234567890),
])
def test_values(text, want):
    got = parse(text)
    assert got == want
    assert type(got) is type(want)


def test_float_type():
    assert type(parse("1.0")) is float and type(parse("10")) is int


def _random_value(rng, depth=0):
    kind = rng.randrange(7 if depth < 4 else 5)
    if kind == 0:
        return rng.randint(-10 ** 12, 10 ** 12)
    if kind == 1:
        return rng.uniform(-1e6, 1e6)
    if kind == 2:
        return "".join(rng.choice('ab"\\/\n\t\u00e9\u4e2d\U0001F600\x01 ') for _ in range(rng.randint(0, 8)))
    if kind == 3:
        return rng.choice([True, False, None])
    if kind == 4:
        return rng.choice([0, -1, 0.5, 1e-7, 2.5e300])
    if kind == 5:
        return [_random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {str(rng.randint(0, 99)): _random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def test_random_documents_against_json():
    rng = random.Random(8259)
    for i in range(400):
        doc = _random_value(rng)
        text = json.dumps(doc, ensure_ascii=bool(i % 2), indent=(2 if i % 3 == 0 else None))
        assert parse(text) == json.loads(text), text


def test_deep_nesting():
    assert parse("[" * 200 + "]" * 200) == json.loads("[" * 200 + "]" * 200)
    text = '{"a":' * 200 + "1" + "}" * 200
    assert parse(text) == json.loads(text)


@pytest.mark.parametrize("bad", [
    "", " ", "[1,]", '{"a":1,}', "{'a': 1}", "01", "NaN", "Infinity", "-Infinity", '"a\nb"', '"\\x41"',
    "[1 2]", "{\"a\" 1}", "[1]x", "tru", "nul", '"abc', "1.", ".5", "+1", "1e", "--1", '{"a":}', "[", "]",
    '{1: 2}', '"\\u12"', "\u00a0[]", "[1,,2]", '"\t"',
])
def test_invalid(bad):
    with pytest.raises(ValueError):
        parse(bad)
''')

JSON_H1 = d(r'''
WHITESPACE = " \t\n\r"
ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
DIGITS = "0123456789"


def parse(text):
    if not isinstance(text, str):
        raise ValueError("text must be str")
    value, pos = _value(text, _skip(text, 0))
    pos = _skip(text, pos)
    if pos != len(text):
        raise ValueError(f"extra data at {pos}")
    return value


def _skip(s, i):
    while i < len(s) and s[i] in WHITESPACE:
        i += 1
    return i


def _value(s, i):
    if i >= len(s):
        raise ValueError("unexpected end of input")
    ch = s[i]
    if ch == "{":
        return _object(s, i + 1)
    if ch == "[":
        return _array(s, i + 1)
    if ch == '"':
        return _string(s, i + 1)
    if s.startswith("true", i):
        return True, i + 4
    if s.startswith("false", i):
        return False, i + 5
    if s.startswith("null", i):
        return None, i + 4
    if ch == "-" or ch in DIGITS:
        return _number(s, i)
    raise ValueError(f"unexpected {ch!r} at {i}")


def _digits(s, i):
    j = i
    while j < len(s) and s[j] in DIGITS:
        j += 1
    return j


def _number(s, i):
    start = i
    if s[i] == "-":
        i += 1
    if i < len(s) and s[i] == "0":
        i += 1
    elif i < len(s) and s[i] in "123456789":
        i = _digits(s, i)
    else:
        raise ValueError(f"bad number at {start}")
    is_float = False
    if i < len(s) and s[i] == ".":
        j = _digits(s, i + 1)
        if j == i + 1:
            raise ValueError("digits expected after '.'")
        i, is_float = j, True
    if i < len(s) and s[i] in "eE":
        i += 1
        if i < len(s) and s[i] in "+-":
            i += 1
        j = _digits(s, i)
        if j == i:
            raise ValueError("digits expected in exponent")
        i, is_float = j, True
    lexeme = s[start:i]
    return (float(lexeme) if is_float else int(lexeme)), i


def _string(s, i):
    out = []
    while True:
        if i >= len(s):
            raise ValueError("unterminated string")
        ch = s[i]
        if ch == '"':
            return "".join(out), i + 1
        if ord(ch) < 0x20:
            raise ValueError("control character in string")
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        esc = s[i + 1] if i + 1 < len(s) else ""
        if esc in ESCAPES:
            out.append(ESCAPES[esc])
            i += 2
        elif esc == "u":
            code = _hex(s, i + 2)
            i += 6
            if 0xD800 <= code <= 0xDBFF and s[i:i + 2] == "\\u":
                low = _hex(s, i + 2)
                if 0xDC00 <= low <= 0xDFFF:
                    code = 0x10000 + (code - 0xD800) * 0x400 + (low - 0xDC00)
                    i += 6
            out.append(chr(code))
        else:
            raise ValueError(f"invalid escape at {i}")


def _hex(s, i):
    chunk = s[i:i + 4]
    if len(chunk) < 4 or not all(c in "0123456789abcdefABCDEF" for c in chunk):
        raise ValueError("invalid \\u escape")
    return int(chunk, 16)


def _array(s, i):
    items = []
    i = _skip(s, i)
    if i < len(s) and s[i] == "]":
        return items, i + 1
    while True:
        v, i = _value(s, _skip(s, i))
        items.append(v)
        i = _skip(s, i)
        if i < len(s) and s[i] == ",":
            i += 1
        elif i < len(s) and s[i] == "]":
            return items, i + 1
        else:
            raise ValueError("expected , or ]")


def _object(s, i):
    obj = {}
    i = _skip(s, i)
    if i < len(s) and s[i] == "}":
        return obj, i + 1
    while True:
        i = _skip(s, i)
        if i >= len(s) or s[i] != '"':
            raise ValueError("expected string key")
        key, i = _string(s, i + 1)
        i = _skip(s, i)
        if i >= len(s) or s[i] != ":":
            raise ValueError("expected :")
        v, i = _value(s, _skip(s, i + 1))
        obj[key] = v
        i = _skip(s, i)
        if i < len(s) and s[i] == ",":
            i += 1
        elif i < len(s) and s[i] == "}":
            return obj, i + 1
        else:
            raise ValueError("expected , or }")
''')

JSON_H2 = d(r'''
import re

# A tokenizer followed by an explicit-stack parser (no recursion).
TOKEN = re.compile(r"""
    (?P<ws>[ \t\n\r]+)
  | (?P<punct>[{}\[\]:,])
  | (?P<num>-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)
  | (?P<lit>true|false|null)
  | (?P<str>"(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*")
""", re.VERBOSE)
SIMPLE = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
LITERALS = {"true": True, "false": False, "null": None}


def _unescape(body):
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
        elif body[i + 1] != "u":
            out.append(SIMPLE[body[i + 1]])
            i += 2
        else:
            cp = int(body[i + 2:i + 6], 16)
            i += 6
            if 0xD800 <= cp < 0xDC00 and body[i:i + 2] == "\\u":
                lo = int(body[i + 2:i + 6], 16)
                if 0xDC00 <= lo < 0xE000:
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00)
                    i += 6
            out.append(chr(cp))
    return "".join(out)


def _tokens(text):
    pos = 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"invalid JSON at {pos}")
        pos = m.end()
        kind = m.lastgroup
        tok = m.group(kind)
        if kind == "ws":
            continue
        if kind == "num":
            if pos < len(text) and (text[pos].isalnum() or text[pos] in ".+-"):
                raise ValueError(f"bad number at {m.start()}")
            yield "val", (float(tok) if any(c in tok for c in ".eE") else int(tok))
        elif kind == "lit":
            yield "val", LITERALS[tok]
        elif kind == "str":
            yield "str", _unescape(tok[1:-1])
        else:
            yield tok, None
    yield "end", None


def parse(text):
    if not isinstance(text, str):
        raise ValueError("not a string")
    toks = _tokens(text)
    stack = []          # containers under construction: [container, pending_key]
    state = "value"     # what we expect next
    result = None
    done = False
    for kind, val in toks:
        if done:
            if kind != "end":
                raise ValueError("trailing data")
            return result
        if state in ("value", "first_value") and kind in ("val", "str"):
            item, state = val, "after"
        elif state in ("value", "first_value") and kind in ("[", "{"):
            stack.append([[] if kind == "[" else {}, None])
            state = "first_value" if kind == "[" else "first_key"
            continue
        elif state == "first_value" and kind == "]":
            item, state = stack.pop()[0], "after"
        elif state in ("key", "first_key") and kind == "str":
            stack[-1][1] = val
            state = "colon"
            continue
        elif state == "first_key" and kind == "}":
            item, state = stack.pop()[0], "after"
        elif state == "colon" and kind == ":":
            state = "value"
            continue
        elif state == "after" and stack and kind == ",":
            state = "value" if isinstance(stack[-1][0], list) else "key"
            continue
        elif state == "after" and stack and kind == ("]" if isinstance(stack[-1][0], list) else "}"):
            item = stack.pop()[0]
        else:
            raise ValueError(f"unexpected token {kind!r}")
        # attach the finished item
        if kind in (",",):
            continue
        if not stack:
            result, done = item, True
            continue
        top = stack[-1]
        if isinstance(top[0], list):
            top[0].append(item)
        else:
            top[0][top[1]] = item
        state = "after"
    raise ValueError("unexpected end")
''')

JSON_H3 = d(r'''
class JSONError(ValueError):
    pass


class Reader:
    ESC = dict(zip('"\\/bfnrt', '"\\/\b\f\n\r\t'))

    def __init__(self, src):
        self.src = src
        self.pos = 0

    def peek(self):
        return self.src[self.pos] if self.pos < len(self.src) else ""

    def skip_ws(self):
        while self.peek() in (" ", "\t", "\n", "\r") and self.peek():
            self.pos += 1

    def expect(self, ch):
        if self.peek() != ch:
            raise JSONError(f"expected {ch!r} at {self.pos}")
        self.pos += 1

    def read_value(self):
        self.skip_ws()
        ch = self.peek()
        if ch == "{":
            self.pos += 1
            result = {}
            self.skip_ws()
            if self.peek() == "}":
                self.pos += 1
                return result
            while True:
                self.skip_ws()
                if self.peek() != '"':
                    raise JSONError("object keys must be strings")
                k = self.read_string()
                self.skip_ws()
                self.expect(":")
                result[k] = self.read_value()
                self.skip_ws()
                if self.peek() == "}":
                    self.pos += 1
                    return result
                self.expect(",")
        if ch == "[":
            self.pos += 1
            result = []
            self.skip_ws()
            if self.peek() == "]":
                self.pos += 1
                return result
            while True:
                result.append(self.read_value())
                self.skip_ws()
                if self.peek() == "]":
                    self.pos += 1
                    return result
                self.expect(",")
        if ch == '"':
            return self.read_string()
        for word, value in (("true", True), ("false", False), ("null", None)):
            if self.src.startswith(word, self.pos):
                self.pos += len(word)
                return value
        return self.read_number()

    def read_number(self):
        start = self.pos
        if self.peek() == "-":
            self.pos += 1
        int_start = self.pos
        while self.peek().isdigit() and self.peek().isascii():
            self.pos += 1
        int_part = self.src[int_start:self.pos]
        if not int_part or (len(int_part) > 1 and int_part[0] == "0"):
            raise JSONError(f"bad number at {start}")
        floaty = False
        if self.peek() == ".":
            self.pos += 1
            f0 = self.pos
            while self.peek().isdigit() and self.peek().isascii():
                self.pos += 1
            if self.pos == f0:
                raise JSONError("bad fraction")
            floaty = True
        if self.peek() in ("e", "E") and self.peek():
            self.pos += 1
            if self.peek() in ("+", "-") and self.peek():
                self.pos += 1
            e0 = self.pos
            while self.peek().isdigit() and self.peek().isascii():
                self.pos += 1
            if self.pos == e0:
                raise JSONError("bad exponent")
            floaty = True
        lexeme = self.src[start:self.pos]
        return float(lexeme) if floaty else int(lexeme)

    def read_hex(self):
        h = self.src[self.pos:self.pos + 4]
        if len(h) != 4 or not all(c in "0123456789abcdefABCDEF" for c in h):
            raise JSONError("bad unicode escape")
        self.pos += 4
        return int(h, 16)

    def read_string(self):
        self.expect('"')
        buf = []
        while True:
            ch = self.peek()
            if not ch:
                raise JSONError("unterminated string")
            self.pos += 1
            if ch == '"':
                return "".join(buf)
            if ch < "\x20":
                raise JSONError("raw control character")
            if ch != "\\":
                buf.append(ch)
                continue
            e = self.peek()
            self.pos += 1
            if e in self.ESC and e:
                buf.append(self.ESC[e])
            elif e == "u":
                cp = self.read_hex()
                if 0xD800 <= cp <= 0xDBFF and self.src.startswith("\\u", self.pos):
                    mark = self.pos
                    self.pos += 2
                    lo = self.read_hex()
                    if 0xDC00 <= lo <= 0xDFFF:
                        cp = 0x10000 + ((cp - 0xD800) << 10 | (lo - 0xDC00))
                    else:
                        self.pos = mark
                buf.append(chr(cp))
            else:
                raise JSONError(f"bad escape \\{e}")


def parse(text):
    if not isinstance(text, str):
        raise JSONError("expected str")
    r = Reader(text)
    value = r.read_value()
    r.skip_ws()
    if r.pos != len(text):
        raise JSONError(f"trailing characters at {r.pos}")
    return value
''')

task("hard-01-json-parse", "py-h5-hard-json-parse", "hard", JSON_DESC, JSON_STARTER, JSON_REF, JSON_TESTS,
     (JSON_H1, JSON_H2, JSON_H3), time_limit_s=20.0)

# ----------------------------------------------------------------------------- range sum
RS_DESC = ("Implement class RangeSum(nums) in solution.py: a mutable array of ints with fast range sums. "
           "len(rs) is the length; rs.update(i, value) sets element i (0 <= i < len, negative indexes are not "
           "accepted: IndexError); rs.query(lo, hi) returns the sum of elements lo..hi-1 (half-open; 0 <= lo <= hi "
           "<= len, otherwise ValueError; query(k, k) == 0); rs.get(i) returns element i (IndexError out of range). "
           "The constructor copies nums. Both operations must be sublinear: the hidden tests run 100000 updates and "
           "100000 queries on 100000 elements with a time budget of 4 seconds. Example: rs = RangeSum([5, 2, 7]); "
           "rs.query(0, 3) == 14; rs.update(1, -3); rs.query(1, 3) == 4.")

RS_STARTER = '''"""Mutable range sums: implement RangeSum."""


class RangeSum:
    def __init__(self, nums):
        raise NotImplementedError

    def __len__(self):
        raise NotImplementedError

    def get(self, i):
        raise NotImplementedError

    def update(self, i, value):
        raise NotImplementedError

    def query(self, lo, hi):
        raise NotImplementedError
'''

RS_REF = d('''
class RangeSum:
    def __init__(self, nums):
        self._a = list(nums)
        n = len(self._a)
        self._t = [0] * (n + 1)
        for i, v in enumerate(self._a, 1):
            self._t[i] += v
            j = i + (i & -i)
            if j <= n:
                self._t[j] += self._t[i]

    def __len__(self):
        return len(self._a)

    def _check(self, i):
        if not 0 <= i < len(self._a):
            raise IndexError(i)

    def get(self, i):
        self._check(i)
        return self._a[i]

    def update(self, i, value):
        self._check(i)
        delta = value - self._a[i]
        self._a[i] = value
        i += 1
        while i < len(self._t):
            self._t[i] += delta
            i += i & -i

    def _prefix(self, k):
        s = 0
        while k > 0:
            s += self._t[k]
            k -= k & -k
        return s

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= len(self._a):
            raise ValueError((lo, hi))
        return self._prefix(hi) - self._prefix(lo)
''')

RS_TESTS = d('''
import random
import time

import pytest

from solution import RangeSum


def test_example():
    rs = RangeSum([5, 2, 7])
    assert rs.query(0, 3) == 14
    rs.update(1, -3)
    assert rs.query(1, 3) == 4
    assert rs.get(1) == -3
    assert len(rs) == 3


def test_empty():
    rs = RangeSum([])
    assert len(rs) == 0
    assert rs.query(0, 0) == 0


def test_copies_input():
    nums = [1, 2, 3]
    rs = RangeSum(nums)
    rs.update(0, 10)
    assert nums == [1, 2, 3]
    nums.append(4)
    assert len(rs) == 3


def test_accepts_iterables():
    rs = RangeSum(range(1, 11))
    assert rs.query(0, 10) == 55
    assert rs.query(4, 4) == 0


def test_random_against_list():
    rng = random.Random(1234)
    for n in (1, 2, 7, 64, 300):
        ref = [rng.randint(-50, 50) for _ in range(n)]
        rs = RangeSum(ref)
        for _ in range(600):
            if rng.random() < 0.4:
                i, v = rng.randrange(n), rng.randint(-10 ** 9, 10 ** 9)
                rs.update(i, v)
                ref[i] = v
            else:
                lo = rng.randint(0, n)
                hi = rng.randint(lo, n)
                assert rs.query(lo, hi) == sum(ref[lo:hi])
        assert [rs.get(i) for i in range(n)] == ref


@pytest.mark.parametrize("i", [-1, 3, 100])
def test_bad_index(i):
    rs = RangeSum([1, 2, 3])
    with pytest.raises(IndexError):
        rs.update(i, 0)
    with pytest.raises(IndexError):
        rs.get(i)


@pytest.mark.parametrize("lo,hi", [(-1, 2), (2, 1), (0, 4), (4, 4)])
def test_bad_range(lo, hi):
    rs = RangeSum([1, 2, 3])
    with pytest.raises(ValueError):
        rs.query(lo, hi)


def test_speed():
    rng = random.Random(99)
    n = 100000
    ref = [rng.randint(-1000, 1000) for _ in range(n)]
    ops = [(rng.randrange(n), rng.randint(-1000, 1000), *sorted((rng.randint(0, n), rng.randint(0, n))))
           for _ in range(100000)]
    t0 = time.perf_counter()
    rs = RangeSum(ref)
    total = 0
    for i, v, lo, hi in ops:
        rs.update(i, v)
        total += rs.query(lo, hi)
    elapsed = time.perf_counter() - t0
    assert elapsed < 4.0, f"took {elapsed:.2f}s"
    assert rs.query(0, n) == sum(rs.get(i) for i in range(n))
    assert isinstance(total, int)
''')

RS_H1 = d('''
class RangeSum:
    """Iterative segment tree (size rounded up to a power of two)."""

    def __init__(self, nums):
        values = list(nums)
        self._n = len(values)
        size = 1
        while size < max(1, self._n):
            size *= 2
        self._size = size
        self._tree = [0] * (2 * size)
        self._tree[size:size + self._n] = values
        for k in range(size - 1, 0, -1):
            self._tree[k] = self._tree[2 * k] + self._tree[2 * k + 1]

    def __len__(self):
        return self._n

    def get(self, i):
        if i < 0 or i >= self._n:
            raise IndexError("index out of range")
        return self._tree[self._size + i]

    def update(self, i, value):
        if i < 0 or i >= self._n:
            raise IndexError("index out of range")
        k = self._size + i
        self._tree[k] = value
        k //= 2
        while k:
            self._tree[k] = self._tree[2 * k] + self._tree[2 * k + 1]
            k //= 2

    def query(self, lo, hi):
        if lo < 0 or hi < lo or hi > self._n:
            raise ValueError("bad range")
        total = 0
        lo += self._size
        hi += self._size
        while lo < hi:
            if lo & 1:
                total += self._tree[lo]
                lo += 1
            if hi & 1:
                hi -= 1
                total += self._tree[hi]
            lo //= 2
            hi //= 2
        return total
''')

RS_H2 = d('''
import math


class RangeSum:
    # square-root decomposition: blocks of about sqrt(n) elements with cached sums

    def __init__(self, nums):
        self.data = list(nums)
        self.block = max(1, int(math.isqrt(len(self.data))))
        self.sums = [sum(self.data[k:k + self.block]) for k in range(0, len(self.data), self.block)]

    def __len__(self):
        return len(self.data)

    def _idx(self, i):
        if not (0 <= i < len(self.data)):
            raise IndexError(f"index {i} out of range")
        return i

    def get(self, i):
        return self.data[self._idx(i)]

    def update(self, i, value):
        i = self._idx(i)
        self.sums[i // self.block] += value - self.data[i]
        self.data[i] = value

    def query(self, lo, hi):
        if not (0 <= lo <= hi <= len(self.data)):
            raise ValueError(f"bad range {lo}:{hi}")
        b = self.block
        first, last = -(-lo // b), hi // b
        if first >= last:
            return sum(self.data[lo:hi])
        return sum(self.data[lo:first * b]) + sum(self.sums[first:last]) + sum(self.data[last * b:hi])
''')

RS_H3 = d('''
class _Fenwick:
    def __init__(self, n):
        self.n = n
        self.tree = [0] * (n + 1)

    def add(self, i, delta):
        i += 1
        while i <= self.n:
            self.tree[i] += delta
            i += i & (-i)

    def prefix(self, i):
        total = 0
        while i:
            total += self.tree[i]
            i &= i - 1
        return total


class RangeSum:
    def __init__(self, nums):
        self._vals = [v for v in nums]
        self._fw = _Fenwick(len(self._vals))
        for i, v in enumerate(self._vals):
            if v:
                self._fw.add(i, v)

    def __len__(self):
        return len(self._vals)

    def get(self, i):
        if i < 0:
            raise IndexError(i)
        return self._vals[i]

    def update(self, i, value):
        if i < 0 or i >= len(self._vals):
            raise IndexError(i)
        self._fw.add(i, value - self._vals[i])
        self._vals[i] = value

    def query(self, lo, hi):
        if lo < 0 or lo > hi or hi > len(self._vals):
            raise ValueError("range out of bounds")
        return self._fw.prefix(hi) - self._fw.prefix(lo)
''')

task("hard-02-range-sum", "py-h5-hard-range-sum", "hard", RS_DESC, RS_STARTER, RS_REF, RS_TESTS,
     (RS_H1, RS_H2, RS_H3), time_limit_s=30.0)
