"""heldout5: solutions used by the cases (two correct styles and one buggy per task). None is a pool file."""
from cases_lib import d

SOL = {}

SOL["easy-01-bowling-score"] = dict(
    A=d('''
def bowling_score(rolls):
    rolls = list(rolls)
    for r in rolls:
        if isinstance(r, bool) or not isinstance(r, int) or r < 0 or r > 10:
            raise ValueError(f"invalid roll: {r!r}")
    score = 0
    i = 0
    for frame in range(10):
        if i >= len(rolls):
            raise ValueError("game is incomplete")
        if frame == 9:
            tenth = rolls[i:]
            strike = tenth[0] == 10
            spare = not strike and len(tenth) >= 2 and tenth[0] + tenth[1] == 10
            expected = 3 if (strike or spare) else 2
            if len(tenth) != expected:
                raise ValueError("wrong number of rolls in frame 10")
            if not strike and tenth[0] + tenth[1] > 10:
                raise ValueError("frame 10 knocks down more than 10 pins")
            if strike and tenth[1] < 10 and tenth[1] + tenth[2] > 10:
                raise ValueError("frame 10 bonus knocks down more than 10 pins")
            return score + sum(tenth)
        if rolls[i] == 10:
            score += 10 + sum(rolls[i + 1:i + 3])
            i += 1
        else:
            if i + 1 >= len(rolls):
                raise ValueError("game is incomplete")
            pins = rolls[i] + rolls[i + 1]
            if pins > 10:
                raise ValueError(f"frame {frame + 1} knocks down {pins} pins")
            if pins == 10:
                score += 10 + (rolls[i + 2] if i + 2 < len(rolls) else 0)
            else:
                score += pins
            i += 2
    raise AssertionError("unreachable")
'''),
    B=d('''
STRIKE = 10


def _frames(rolls):
    """Yield (kind, frame rolls, bonus rolls) for frames 1..9 and return the rest."""
    i = 0
    out = []
    while len(out) < 9:
        if i >= len(rolls):
            raise ValueError("too few rolls")
        if rolls[i] == STRIKE:
            out.append(("strike", rolls[i:i + 1], rolls[i + 1:i + 3]))
            i += 1
            continue
        pair = rolls[i:i + 2]
        if len(pair) < 2:
            raise ValueError("too few rolls")
        if sum(pair) > 10:
            raise ValueError("impossible frame")
        kind = "spare" if sum(pair) == 10 else "open"
        out.append((kind, pair, rolls[i + 2:i + 3] if kind == "spare" else []))
        i += 2
    return out, rolls[i:]


def bowling_score(rolls):
    rolls = list(rolls)
    if not all(type(r) is int and 0 <= r <= 10 for r in rolls):
        raise ValueError("rolls must be ints between 0 and 10")
    frames, last = _frames(rolls)
    if len(last) < 2:
        raise ValueError("too few rolls")
    if last[0] == STRIKE:
        valid = len(last) == 3 and (last[1] == STRIKE or last[1] + last[2] <= 10)
    elif last[0] + last[1] == 10:
        valid = len(last) == 3
    else:
        valid = len(last) == 2 and last[0] + last[1] < 10
    if not valid:
        raise ValueError("bad tenth frame")
    return sum(sum(f) + sum(b) for _, f, b in frames) + sum(last)
'''),
)
# buggy: the tenth frame is scored like any other frame (bonus rolls counted twice)
SOL["easy-01-bowling-score"]["BUG"] = d('''
def bowling_score(rolls):
    rolls = list(rolls)
    for r in rolls:
        if isinstance(r, bool) or not isinstance(r, int) or not 0 <= r <= 10:
            raise ValueError(r)
    total, i = 0, 0
    for frame in range(10):
        if i >= len(rolls):
            raise ValueError("incomplete")
        if rolls[i] == 10:
            total += 10 + sum(rolls[i + 1:i + 3])
            i += 1
        else:
            a, b = rolls[i], rolls[i + 1] if i + 1 < len(rolls) else 0
            if a + b > 10:
                raise ValueError("frame over 10")
            total += a + b + (rolls[i + 2] if a + b == 10 and i + 2 < len(rolls) else 0)
            i += 2
    return total
''')

SOL["easy-02-ordinals"] = dict(
    A=d('''
def ordinal(n):
    if type(n) is not int:
        raise TypeError(f"ordinal() expects an int, got {type(n).__name__}")
    if n < 0:
        raise ValueError("ordinal() expects n >= 0")
    if 11 <= n % 100 <= 13:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def parse_ordinal(text):
    if not isinstance(text, str) or len(text) < 3:
        raise ValueError(f"not an ordinal: {text!r}")
    number = text[:-2]
    if not all(c in "0123456789" for c in number):
        raise ValueError(f"not an ordinal: {text!r}")
    if len(number) > 1 and number.startswith("0"):
        raise ValueError(f"leading zero in {text!r}")
    n = int(number)
    if ordinal(n) != text:
        raise ValueError(f"wrong suffix in {text!r}")
    return n
'''),
    B=d('''
import re

_ORD = re.compile(r"(?:0|[1-9][0-9]*)(?:st|nd|rd|th)", re.ASCII)


def ordinal(n):
    if n is True or n is False or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must not be negative")
    tens = n // 10 % 10
    ones = n % 10
    if tens != 1 and ones in (1, 2, 3):
        return str(n) + ("st", "nd", "rd")[ones - 1]
    return str(n) + "th"


def parse_ordinal(text):
    if not isinstance(text, str) or not _ORD.fullmatch(text):
        raise ValueError("invalid ordinal %r" % (text,))
    n = int(text[:-2])
    if ordinal(n) != text:
        raise ValueError("invalid suffix %r" % (text,))
    return n
'''),
    # buggy: 11/12/13 handled only below 100 (111 -> 111st)
    BUG=d('''
def ordinal(n):
    if type(n) is not int:
        raise TypeError("int expected")
    if n < 0:
        raise ValueError("negative")
    if n in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def parse_ordinal(text):
    if not isinstance(text, str) or len(text) < 3 or not text[:-2].isdigit():
        raise ValueError(text)
    if len(text) > 3 and text[0] == "0":
        raise ValueError(text)
    n = int(text[:-2])
    if ordinal(n) != text:
        raise ValueError(text)
    return n
'''),
)

SOL["medium-01-histogram-rect"] = dict(
    A=d('''
def largest_rectangle(heights):
    """Largest rectangle under a histogram, O(n) with an increasing stack."""
    heights = list(heights)
    if any(h < 0 for h in heights):
        raise ValueError("heights must be >= 0")
    best = 0
    starts = []   # (start index, height), heights strictly increasing
    for i, h in enumerate(heights):
        start = i
        while starts and starts[-1][1] >= h:
            s, top = starts.pop()
            best = max(best, top * (i - s))
            start = s
        starts.append((start, h))
    n = len(heights)
    for s, top in starts:
        best = max(best, top * (n - s))
    return best
'''),
    B=d('''
def largest_rectangle(heights):
    h = [*heights]
    if h and min(h) < 0:
        raise ValueError("negative height")
    n = len(h)
    # nearest smaller to the left / right, via one stack pass each
    left, stack = [0] * n, []
    for i in range(n):
        while stack and h[stack[-1]] >= h[i]:
            stack.pop()
        left[i] = stack[-1] + 1 if stack else 0
        stack.append(i)
    right, stack = [0] * n, []
    for i in reversed(range(n)):
        while stack and h[stack[-1]] >= h[i]:
            stack.pop()
        right[i] = stack[-1] if stack else n
        stack.append(i)
    return max((h[i] * (right[i] - left[i]) for i in range(n)), default=0)
'''),
    # buggy: remaining bars are never flushed at the end
    BUG=d('''
def largest_rectangle(heights):
    heights = list(heights)
    if any(h < 0 for h in heights):
        raise ValueError("negative")
    best, stack = 0, []
    for i, h in enumerate(heights):
        start = i
        while stack and stack[-1][1] >= h:
            start, top = stack.pop()
            best = max(best, top * (i - start))
        stack.append((start, h))
    return best
'''),
)

SOL["medium-02-days-between"] = dict(
    A=d('''
MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _leap(year):
    return year % 400 == 0 or (year % 4 == 0 and year % 100 != 0)


def _parse(s):
    if not isinstance(s, str) or len(s) != 10 or s[4] != "-" or s[7] != "-":
        raise ValueError(f"bad date: {s!r}")
    fields = (s[0:4], s[5:7], s[8:10])
    if not all(f.isascii() and f.isdigit() for f in fields):
        raise ValueError(f"bad date: {s!r}")
    year, month, day = (int(f) for f in fields)
    if not 1 <= year <= 9999 or not 1 <= month <= 12:
        raise ValueError(f"bad date: {s!r}")
    limit = 29 if month == 2 and _leap(year) else MONTH_DAYS[month - 1]
    if not 1 <= day <= limit:
        raise ValueError(f"bad date: {s!r}")
    return year, month, day


def _days(s):
    """Days since 0001-01-01 (which is day 0)."""
    year, month, day = _parse(s)
    y = year - 1
    total = y * 365 + y // 4 - y // 100 + y // 400
    total += sum(MONTH_DAYS[:month - 1])
    if month > 2 and _leap(year):
        total += 1
    return total + day - 1


def days_between(a, b):
    return _days(b) - _days(a)


def weekday(s):
    return WEEKDAYS[_days(s) % 7]
'''),
    B=d('''
import re

DATE = re.compile(r"([0-9]{4})-(0[1-9]|1[0-2])-([0-9]{2})")
NAMES = ("Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def _check(s):
    m = DATE.fullmatch(s) if isinstance(s, str) else None
    if not m:
        raise ValueError("expected YYYY-MM-DD, got %r" % (s,))
    y, mo, dd = int(m[1]), int(m[2]), int(m[3])
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    mlen = 29 if (mo == 2 and leap) else (28 if mo == 2 else (30 if mo in (4, 6, 9, 11) else 31))
    if y < 1 or dd < 1 or dd > mlen:
        raise ValueError("no such day %r" % (s,))
    return y, mo, dd


def _serial(s):
    y, m, dd = _check(s)
    # Zeller-style: count March as month 3 of the year, Jan/Feb as months 13/14 of the previous one
    if m < 3:
        y -= 1
        m += 12
    return 365 * y + y // 4 - y // 100 + y // 400 + (153 * (m - 3) + 2) // 5 + dd


def days_between(a, b):
    return _serial(b) - _serial(a)


def weekday(s):
    # 2000-01-01 was a Saturday, so count from there
    return NAMES[(_serial(s) - _serial("2000-01-01")) % 7]
'''),
    # buggy: plain every-4-years leap rule
    BUG=d('''
MONTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _count(s):
    if not isinstance(s, str) or len(s) != 10 or s[4] != "-" or s[7] != "-":
        raise ValueError(s)
    y, m, d = int(s[:4]), int(s[5:7]), int(s[8:])
    leap = y % 4 == 0
    if y < 1 or not 1 <= m <= 12 or not 1 <= d <= MONTHS[m - 1] + (m == 2 and leap):
        raise ValueError(s)
    return (y - 1) * 365 + (y - 1) // 4 + sum(MONTHS[:m - 1]) + (m > 2 and leap) + d


def days_between(a, b):
    return _count(b) - _count(a)


def weekday(s):
    return DAYS[(_count(s) - 1) % 7]
'''),
)

SOL["medium-03-token-bucket"] = dict(
    A=d('''
import time


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0:
            raise ValueError("capacity must be > 0")
        if rate < 0:
            raise ValueError("rate must be >= 0")
        self.capacity = float(capacity)
        self.rate = float(rate)
        self.clock = clock
        self._tokens = float(capacity)
        self._updated = clock()

    def _refill(self):
        now = self.clock()
        if now > self._updated:
            self._tokens = min(self.capacity, self._tokens + (now - self._updated) * self.rate)
            self._updated = now

    @property
    def tokens(self):
        self._refill()
        return self._tokens

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("cost must be > 0")
        self._refill()
        if self._tokens < cost:
            return False
        self._tokens -= cost
        return True
'''),
    B=d('''
import time


class TokenBucket:
    __slots__ = ("_cap", "_rate", "_clock", "_level", "_t")

    def __init__(self, capacity, rate, clock=time.monotonic):
        if not capacity > 0 or not rate >= 0:
            raise ValueError(f"invalid bucket: capacity={capacity!r}, rate={rate!r}")
        self._cap, self._rate, self._clock = float(capacity), float(rate), clock
        self._level, self._t = float(capacity), clock()

    def _advance(self):
        t = self._clock()
        dt, self._t = max(0.0, t - self._t), max(t, self._t)
        self._level = min(self._cap, self._level + dt * self._rate)
        return self._level

    @property
    def tokens(self):
        return self._advance()

    def allow(self, cost=1):
        if not cost > 0:
            raise ValueError(f"invalid cost {cost!r}")
        if self._advance() >= cost:
            self._level -= cost
            return True
        return False
'''),
    # buggy: a clock that goes backwards makes the level drop below what it was
    BUG=d('''
import time


class TokenBucket:
    def __init__(self, capacity, rate, clock=time.monotonic):
        if capacity <= 0 or rate < 0:
            raise ValueError("bad bucket")
        self.capacity, self.rate, self.clock = capacity, rate, clock
        self._tokens = float(capacity)
        self._last = clock()

    def _refill(self):
        now = self.clock()
        self._tokens = max(0.0, min(self.capacity, self._tokens + (now - self._last) * self.rate))
        self._last = now

    @property
    def tokens(self):
        self._refill()
        return float(self._tokens)

    def allow(self, cost=1):
        if cost <= 0:
            raise ValueError("bad cost")
        self._refill()
        if self._tokens >= cost:
            self._tokens -= cost
            return True
        return False
'''),
)

SOL["hard-02-range-sum"] = dict(
    A=d('''
class RangeSum:
    """Fenwick (binary indexed) tree over a copy of the values."""

    def __init__(self, nums):
        self._vals = list(nums)
        n = len(self._vals)
        self._bit = [0] + self._vals[:]
        for i in range(1, n + 1):
            parent = i + (i & -i)
            if parent <= n:
                self._bit[parent] += self._bit[i]

    def __len__(self):
        return len(self._vals)

    def _index(self, i):
        if not isinstance(i, int) or not 0 <= i < len(self._vals):
            raise IndexError(f"index {i!r} out of range")
        return i

    def get(self, i):
        return self._vals[self._index(i)]

    def update(self, i, value):
        i = self._index(i)
        delta = value - self._vals[i]
        self._vals[i] = value
        k = i + 1
        n = len(self._vals)
        while k <= n:
            self._bit[k] += delta
            k += k & -k

    def _prefix(self, k):
        total = 0
        while k:
            total += self._bit[k]
            k -= k & -k
        return total

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= len(self._vals):
            raise ValueError(f"invalid range [{lo}, {hi})")
        return self._prefix(hi) - self._prefix(lo)
'''),
    B=d('''
class RangeSum:
    # recursive segment tree kept in a flat list (node 1 = whole range)

    def __init__(self, nums):
        self.a = list(nums)
        self.n = len(self.a)
        self.t = [0] * (4 * max(1, self.n))
        if self.n:
            self._build(1, 0, self.n - 1)

    def _build(self, node, l, r):
        if l == r:
            self.t[node] = self.a[l]
            return
        m = (l + r) // 2
        self._build(2 * node, l, m)
        self._build(2 * node + 1, m + 1, r)
        self.t[node] = self.t[2 * node] + self.t[2 * node + 1]

    def __len__(self):
        return self.n

    def get(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return self.a[i]

    def update(self, i, value):
        if not 0 <= i < self.n:
            raise IndexError(i)
        self.a[i] = value
        node, l, r = 1, 0, self.n - 1
        path = []
        while l != r:
            path.append(node)
            m = (l + r) // 2
            if i <= m:
                node, r = 2 * node, m
            else:
                node, l = 2 * node + 1, m + 1
        self.t[node] = value
        for p in reversed(path):
            self.t[p] = self.t[2 * p] + self.t[2 * p + 1]

    def _sum(self, node, l, r, lo, hi):
        if hi < l or r < lo:
            return 0
        if lo <= l and r <= hi:
            return self.t[node]
        m = (l + r) // 2
        return self._sum(2 * node, l, m, lo, hi) + self._sum(2 * node + 1, m + 1, r, lo, hi)

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= self.n:
            raise ValueError((lo, hi))
        if lo == hi:
            return 0
        return self._sum(1, 0, self.n - 1, lo, hi - 1)
'''),
    # buggy: update adds value instead of replacing the element
    BUG=d('''
class RangeSum:
    def __init__(self, nums):
        self._vals = list(nums)
        self._bit = [0] * (len(self._vals) + 1)
        for i, v in enumerate(self._vals):
            self._add(i, v)

    def _add(self, i, delta):
        k = i + 1
        while k < len(self._bit):
            self._bit[k] += delta
            k += k & -k

    def __len__(self):
        return len(self._vals)

    def get(self, i):
        if not 0 <= i < len(self._vals):
            raise IndexError(i)
        return self._vals[i]

    def update(self, i, value):
        if not 0 <= i < len(self._vals):
            raise IndexError(i)
        self._vals[i] += value
        self._add(i, value)

    def _prefix(self, k):
        s = 0
        while k:
            s += self._bit[k]
            k -= k & -k
        return s

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= len(self._vals):
            raise ValueError((lo, hi))
        return self._prefix(hi) - self._prefix(lo)
'''),
)

# The JSON solutions are longer; the case solutions are reworked copies of the author's own drafts.
import tasks_src as _t  # noqa: E402


def _sub(text, *pairs):
    for a, b in pairs:
        assert a in text, a
        text = text.replace(a, b)
    return text


SOL["hard-01-json-parse"] = dict(
    A='"""Strict JSON parser: recursive descent over the string with explicit positions."""\n\n' + _sub(
        _t.JSON_H1,
        ("_value(", "_parse_value("), ("_object(", "_parse_object("), ("_array(", "_parse_array("),
        ("_string(", "_parse_string("), ("_number(", "_parse_number("), ("_skip(", "_skip_ws("),
        ("WHITESPACE", "_WS"), ("ESCAPES", "_SIMPLE_ESCAPES"),
    ),
    B=_sub(
        _t.JSON_H3,
        ("class JSONError(ValueError):\n    pass", "class ParseError(ValueError):\n    \"\"\"Raised for invalid JSON.\"\"\""),
        ("JSONError", "ParseError"), ("class Reader:", "class _Cursor:"), ("Reader(text)", "_Cursor(text)"),
        ("read_value", "value"), ("read_string", "string"), ("read_number", "number"), ("read_hex", "hex4"),
    ),
    # buggy: leading zeros accepted and "\/" escape missing
    BUG=_sub(
        _t.JSON_REF,
        ('r"-?(?:0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?"', 'r"-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?"'),
        ('"/": "/", ', ""),
    ),
)
