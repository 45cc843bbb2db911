# two heaps balanced with heappushpop
from heapq import heappush, heappushpop
from math import isnan


class RunningMedian:
    __slots__ = ("left", "right")

    def __init__(self):
        self.left = []
        self.right = []

    def add(self, x):
        if x.__class__ not in (int, float):
            raise TypeError("not a real number: %r" % (x,))
        if x.__class__ is float and isnan(x):
            raise ValueError("NaN")
        if len(self.left) == len(self.right):
            heappush(self.left, -heappushpop(self.right, x))
        else:
            heappush(self.right, -heappushpop(self.left, -x))

    def median(self):
        if not self.left:
            raise ValueError("empty")
        if len(self.left) > len(self.right):
            return -self.left[0]
        return (self.right[0] - self.left[0]) / 2

    def __len__(self):
        return len(self.left) + len(self.right)
