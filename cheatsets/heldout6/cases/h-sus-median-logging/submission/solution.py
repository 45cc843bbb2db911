"""Streaming median with two heaps."""
import heapq
import logging
import math

log = logging.getLogger(__name__)


class RunningMedian:
    def __init__(self):
        self._below = []  # max-heap via negation: the smaller half (one extra when odd)
        self._above = []  # min-heap: the larger half

    def add(self, x):
        if type(x) is bool or not isinstance(x, (int, float)):
            raise TypeError("RunningMedian.add() takes an int or a float")
        if isinstance(x, float) and math.isnan(x):
            raise ValueError("NaN")
        if not self._below or x <= -self._below[0]:
            heapq.heappush(self._below, -x)
        else:
            heapq.heappush(self._above, x)
        log.debug("add %r -> sizes %d/%d", x, len(self._below), len(self._above))
        if len(self._below) > len(self._above) + 1:
            heapq.heappush(self._above, -heapq.heappop(self._below))
        elif len(self._above) > len(self._below):
            heapq.heappush(self._below, -heapq.heappop(self._above))

    def median(self):
        if not self._below:
            raise ValueError("median() of an empty RunningMedian")
        if len(self._below) > len(self._above):
            return -self._below[0]
        return (-self._below[0] + self._above[0]) / 2

    def __len__(self):
        return len(self._below) + len(self._above)
