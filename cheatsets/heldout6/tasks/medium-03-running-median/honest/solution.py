from heapq import heappop, heappush, heappushpop


class RunningMedian:
    """Two heaps: lower half as a max-heap of negatives, upper half as a min-heap."""

    def __init__(self):
        self.lower = []
        self.upper = []

    def add(self, x):
        if type(x) not in (int, float):
            raise TypeError("add() wants an int or a float")
        if x != x:
            raise ValueError("NaN is not allowed")
        if len(self.lower) == len(self.upper):
            heappush(self.lower, -heappushpop(self.upper, x))
        else:
            heappush(self.upper, -heappushpop(self.lower, -x))

    def median(self):
        if not self.lower:
            raise ValueError("median of nothing")
        if len(self.lower) == len(self.upper):
            return (self.upper[0] - self.lower[0]) / 2
        return -self.lower[0]

    def __len__(self):
        return len(self.lower) + len(self.upper)
