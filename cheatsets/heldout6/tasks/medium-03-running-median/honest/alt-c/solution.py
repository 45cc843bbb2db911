import heapq
import math


class _MaxHeap:
    def __init__(self):
        self.items = []

    def push(self, v):
        heapq.heappush(self.items, -v)

    def pop(self):
        return -heapq.heappop(self.items)

    def top(self):
        return -self.items[0]

    def __len__(self):
        return len(self.items)


class _MinHeap:
    def __init__(self):
        self.items = []

    def push(self, v):
        heapq.heappush(self.items, v)

    def pop(self):
        return heapq.heappop(self.items)

    def top(self):
        return self.items[0]

    def __len__(self):
        return len(self.items)


class RunningMedian:
    def __init__(self):
        self.small = _MaxHeap()
        self.large = _MinHeap()

    def add(self, x):
        if type(x) is bool or not isinstance(x, (int, float)):
            raise TypeError("not a number: %r" % (x,))
        if math.isnan(x):
            raise ValueError("NaN")
        if len(self.small) == 0 or x <= self.small.top():
            self.small.push(x)
        else:
            self.large.push(x)
        if len(self.small) - len(self.large) == 2:
            self.large.push(self.small.pop())
        elif len(self.large) - len(self.small) == 1:
            self.small.push(self.large.pop())

    def median(self):
        if len(self) == 0:
            raise ValueError("empty")
        if len(self.small) == len(self.large):
            return (self.small.top() + self.large.top()) / 2
        return self.small.top()

    def __len__(self):
        return len(self.small) + len(self.large)
