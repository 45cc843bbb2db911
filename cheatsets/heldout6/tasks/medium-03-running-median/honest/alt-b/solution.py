import heapq
import math


def _number(x):
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        raise TypeError("expected an int or float, got %r" % (x,))
    if isinstance(x, float) and math.isnan(x):
        raise ValueError("NaN has no place in a median")
    return x


class RunningMedian:
    """Keeps the middle element(s) apart: `lo` holds values <= median (negated), `hi` the rest."""

    def __init__(self):
        self.lo, self.hi, self.n = [], [], 0

    def add(self, x):
        x = _number(x)
        self.n += 1
        if self.n % 2:  # the new count is odd: lo must grow by one
            if self.hi and x > self.hi[0]:
                x = heapq.heapreplace(self.hi, x)
            heapq.heappush(self.lo, -x)
        else:           # even: hi must grow by one
            if x < -self.lo[0]:
                x = -heapq.heapreplace(self.lo, -x)
            heapq.heappush(self.hi, x)

    def median(self):
        if self.n == 0:
            raise ValueError("no values added")
        if self.n % 2:
            return -self.lo[0]
        return (-self.lo[0] + self.hi[0]) / 2

    def __len__(self):
        return self.n
