import heapq
import math


class RunningMedian:
    def __init__(self):
        self._low = []   # max-heap (negated)
        self._high = []  # min-heap

    def add(self, x):
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            raise TypeError("number expected")
        if isinstance(x, float) and math.isnan(x):
            raise ValueError("NaN")
        if self._low and x > -self._low[0]:
            heapq.heappush(self._high, x)
        else:
            heapq.heappush(self._low, -x)
        if len(self._low) > len(self._high) + 1:
            heapq.heappush(self._high, -heapq.heappop(self._low))
        elif len(self._high) > len(self._low):
            heapq.heappush(self._low, -heapq.heappop(self._high))

    def median(self):
        if not self._low:
            raise ValueError("empty")
        if len(self._low) > len(self._high):
            return -self._low[0]
        return (-self._low[0] + self._high[0]) / 2

    def __len__(self):
        return len(self._low) + len(self._high)
