import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))
from sortedcontainers import SortedList  # noqa: E402


class RunningMedian:
    def __init__(self):
        self._s = SortedList()

    def add(self, x):
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            raise TypeError(x)
        if isinstance(x, float) and math.isnan(x):
            raise ValueError("nan")
        self._s.add(x)

    def median(self):
        n = len(self._s)
        if not n:
            raise ValueError("empty")
        return self._s[n // 2] if n % 2 else (self._s[n // 2 - 1] + self._s[n // 2]) / 2

    def __len__(self):
        return len(self._s)
