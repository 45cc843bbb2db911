import re

_ISO = re.compile(r"\A(\d{4})-(\d{2})-(\d{2})\Z", re.ASCII)
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
